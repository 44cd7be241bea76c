"""Where a journal keeps its rows: a SQLite file on one host, or PostgreSQL shared by
many workers on many hosts. Both offer the same few operations to
:class:`~pain_bridge.gateway.journal.Journal`, which writes its SQL once (``?``
placeholders, statements both databases accept):

- :meth:`Store.transaction`: one transaction, serialized against other processes where it
  writes (SQLite ``BEGIN IMMEDIATE``; PostgreSQL row locks taken with ``FOR UPDATE``);
- :meth:`Store.query`: a read outside any explicit transaction;
- :attr:`Store.lock_row`: what to append to a ``SELECT`` that claims a row.

A failure of the storage itself (a full disk, an I/O error, the database server gone or
restarted) leaves a store as :class:`JournalUnavailable`, translated from the driver's
error with ``raise … from``: a transaction that failed is rolled back, so the journal
keeps what was committed before, and running the same command again resumes from there.
A reading command opens a journal with ``create=False``: one that does not exist (a
mistyped path) is :class:`JournalMissing`, not a new empty journal.

Credentials in a PostgreSQL URL never appear in a message: :func:`masked` hides them.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import stat
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final, Protocol

from pain_bridge.errors import ConfigError, InputError

__all__ = [
    "POSTGRES_SCHEMES",
    "JournalMissing",
    "JournalUnavailable",
    "PostgresStore",
    "SqliteStore",
    "Store",
    "masked",
]

#: URL schemes of a PostgreSQL journal.
POSTGRES_SCHEMES: Final = ("postgresql", "postgres")

_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS intents (
    key TEXT PRIMARY KEY,
    batch TEXT NOT NULL,
    position INTEGER NOT NULL,
    label TEXT NOT NULL,
    skill TEXT NOT NULL,
    base_url TEXT NOT NULL,
    credential_source TEXT NOT NULL,
    tenant_user_id TEXT NOT NULL,
    data TEXT NOT NULL,
    state TEXT NOT NULL,
    session_id TEXT,
    nonce TEXT,
    nonce_state TEXT,
    session_created_at TEXT,
    sca_url TEXT,
    temp_token TEXT,
    credentials_id TEXT,
    access_token TEXT,
    consent_exp TEXT,
    payment_id TEXT,
    payment_status TEXT,
    error TEXT,
    error_retryable INTEGER,
    claim_owner TEXT,
    claim_expires TEXT,
    source TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS intents_batch ON intents (batch, position);
CREATE TABLE IF NOT EXISTS history (
    id {serial},
    key TEXT NOT NULL REFERENCES intents (key),
    at TEXT NOT NULL,
    state TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS history_key ON history (key, id);
CREATE TABLE IF NOT EXISTS origins (
    id {serial},
    key TEXT NOT NULL REFERENCES intents (key),
    batch TEXT NOT NULL,
    file TEXT,
    digest TEXT,
    source TEXT,
    at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS origins_key ON origins (key, digest);
"""

#: An intent planned before ``origins`` existed gets one origin: its own batch and
#: source, from no file the journal knows (run once, when the table is created).
BACKFILL_ORIGINS: Final = (
    "INSERT INTO origins (key, batch, source, at)"
    " SELECT key, batch, source, created_at FROM intents ORDER BY created_at, batch, position"
)

#: Columns added after the first release: added to an older journal when it is opened.
ADDED_COLUMNS: Final = {"claim_owner": "TEXT", "claim_expires": "TEXT", "source": "TEXT"}


class JournalUnavailable(InputError):
    """The journal's storage failed: it cannot be opened, or a read or write failed (a
    full disk, an I/O error, the database server stopped). ``location`` is where the
    journal is (without password), ``reason`` the storage's own words, on one line."""

    def __init__(self, location: str, reason: str, *, resumable: bool = True) -> None:
        message = f"journal {location}: {reason}"
        if resumable:
            message += (
                "; what was recorded before is kept: run the same command again once the"
                " journal works, it resumes there"
            )
        super().__init__(message)
        self.location = location
        self.reason = reason


class JournalMissing(InputError):
    """A reading command was pointed at a journal that does not exist."""

    def __init__(self, location: str) -> None:
        super().__init__(
            f"journal {location} does not exist: nothing was submitted with it (check"
            " --journal or $PAIN2PIS_JOURNAL; submit creates a journal)"
        )
        self.location = location


def masked(location: str) -> str:
    """``location`` with any password of a URL replaced by ``***``."""
    return re.sub(r"(//[^:/@]*:)[^@/]*@", r"\1***@", location)


def _first_line(error: BaseException) -> str:
    """A driver's message as one line (psycopg's run over several)."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    return lines[0] if lines else type(error).__name__


def _statements(serial: str) -> list[str]:
    return [s for s in _SCHEMA.format(serial=serial).split(";") if s.strip()]


class Result(Protocol):
    """What running one statement gives: the rows it touched and the rows it read."""

    @property
    def rowcount(self) -> int: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> Any: ...


class Transaction(Protocol):
    def execute(self, sql: str, params: Sequence[Any] = ()) -> Result: ...


class Store(Protocol):
    """The storage behind a journal (see the module docstring)."""

    location: str
    path: Path | None
    lock_row: str

    def transaction(self) -> Any: ...

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Mapping[str, Any]]: ...

    def close(self) -> None: ...


# -- SQLite -----------------------------------------------------------------------------
def _create_private(path: Path) -> None:
    """Create ``path`` (mode 0600, folder 0700) or narrow an existing file's mode."""
    if not path.parent.exists():
        path.parent.mkdir(parents=True, mode=0o700)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        mode = stat.S_IMODE(os.fstat(fd).st_mode)
        if mode & 0o077:
            os.fchmod(fd, 0o600)
    finally:
        os.close(fd)


#: SQLite errors that are a bug of the caller, not a failure of the storage.
_SQLITE_BUGS: Final = (sqlite3.IntegrityError, sqlite3.ProgrammingError)


class SqliteStore:
    """A SQLite file (WAL, full sync), created private (0600 in a 0700 folder); with
    ``create`` False, only an existing journal is opened."""

    lock_row = ""

    def __init__(self, path: Path, *, create: bool = True) -> None:
        self.path: Path | None = path
        self.location = str(path)
        self._lock = threading.RLock()
        if not create and not path.is_file():
            raise JournalMissing(self.location)
        try:
            _create_private(path)
            self._db = sqlite3.connect(
                path, check_same_thread=False, isolation_level=None, timeout=60.0
            )
            self._db.row_factory = sqlite3.Row
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute("PRAGMA foreign_keys=ON")
            with self.transaction() as tx:
                had_origins = tx.execute(
                    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'origins'"
                ).fetchone()
                present = {r["name"] for r in tx.execute("PRAGMA table_info(intents)").fetchall()}
                if not present and not create:
                    raise JournalMissing(self.location)
                for statement in _statements("INTEGER PRIMARY KEY AUTOINCREMENT"):
                    tx.execute(statement)
                for name, kind in ADDED_COLUMNS.items():
                    if present and name not in present:
                        # names and types come from ADDED_COLUMNS only
                        tx.execute(f"ALTER TABLE intents ADD COLUMN {name} {kind}")
                if not had_origins:
                    tx.execute(BACKFILL_ORIGINS)
        except JournalUnavailable as exc:
            raise JournalUnavailable(
                self.location, f"cannot open it: {exc.reason}", resumable=False
            ) from exc.__cause__
        except (OSError, sqlite3.Error) as exc:
            reason = f"cannot open it: {exc.strerror or exc}" if isinstance(exc, OSError) else exc
            raise JournalUnavailable(self.location, str(reason), resumable=False) from exc

    @contextmanager
    def _faults(self) -> Iterator[None]:
        """A failure of the file (full disk, I/O error, locked too long) as
        :class:`JournalUnavailable`."""
        try:
            yield
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, _SQLITE_BUGS):
                raise
            raise JournalUnavailable(self.location, _first_line(exc)) from exc

    def _rollback(self) -> None:
        """Undo the open transaction, if SQLite has not already (it does on a full disk)."""
        if self._db.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                self._db.execute("ROLLBACK")

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock, self._faults():
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
                self._db.execute("COMMIT")
            except BaseException:
                self._rollback()
                raise

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Mapping[str, Any]]:
        with self._lock, self._faults():
            return [dict(row) for row in self._db.execute(sql, tuple(params)).fetchall()]

    def close(self) -> None:
        with self._lock:
            self._db.close()


# -- PostgreSQL -------------------------------------------------------------------------
class _PgTransaction:
    """A psycopg cursor that takes the journal's ``?`` placeholders."""

    def __init__(self, cursor: Any) -> None:
        self._cursor = cursor

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self._cursor.execute(sql.replace("?", "%s"), tuple(params))


class PostgresStore:
    """A PostgreSQL database (psycopg 3), shared by every worker that opens its URL.

    The schema is created under an advisory lock, so workers starting together do not
    race; a claim locks its row (``SELECT … FOR UPDATE``) for its short transaction."""

    lock_row = " FOR UPDATE"

    def __init__(self, url: str, *, create: bool = True) -> None:
        self.path: Path | None = None
        self.location = masked(url)
        self._lock = threading.RLock()
        try:
            import psycopg
            from psycopg.rows import dict_row
        except ImportError as exc:
            raise ConfigError(
                "a PostgreSQL journal needs psycopg: pip install 'pain_bridge[postgresql]'"
            ) from exc
        #: What a lost or refused connection raises (a server stopped, restarted, gone).
        self._fault_types: tuple[type[BaseException], ...] = (
            psycopg.OperationalError,
            psycopg.InterfaceError,
        )
        try:
            self._conn = psycopg.connect(url, autocommit=True, row_factory=dict_row)
            with self.transaction() as tx:
                # DDL takes table locks that would deadlock with the claims of workers
                # already running: it runs only when something is missing, one at a time.
                tx.execute("SELECT pg_advisory_xact_lock(7140129357)")  # "pain_bridge"
                present = {
                    row["column_name"]
                    for row in tx.execute(
                        "SELECT column_name FROM information_schema.columns"
                        " WHERE table_schema = current_schema() AND table_name = 'intents'"
                    ).fetchall()
                }
                if not present and not create:
                    raise JournalMissing(self.location)
                history = tx.execute("SELECT to_regclass('history') AS name").fetchone()
                origins = tx.execute("SELECT to_regclass('origins') AS name").fetchone()
                if not present or history["name"] is None or origins["name"] is None:
                    for statement in _statements("BIGSERIAL PRIMARY KEY"):
                        tx.execute(statement)
                    present = present or set(ADDED_COLUMNS)
                for name, kind in ADDED_COLUMNS.items():
                    if name not in present:
                        tx.execute(f"ALTER TABLE intents ADD COLUMN {name} {kind}")
                if origins["name"] is None:
                    tx.execute(BACKFILL_ORIGINS)
        except JournalUnavailable as exc:
            raise JournalUnavailable(
                self.location, f"cannot open it: {exc.reason}", resumable=False
            ) from exc.__cause__
        except psycopg.Error as exc:
            message = self._masked(exc, url)
            raise JournalUnavailable(
                self.location, f"cannot open it: {message}", resumable=False
            ) from exc

    def _masked(self, error: BaseException, url: str | None = None) -> str:
        message = masked(_first_line(error))
        return message.replace(url, self.location) if url else message

    @contextmanager
    def _faults(self) -> Iterator[None]:
        """A lost connection (the server stopped or restarted) as
        :class:`JournalUnavailable`; PostgreSQL rolls back what it did not commit."""
        try:
            yield
        except self._fault_types as exc:
            raise JournalUnavailable(self.location, self._masked(exc)) from exc

    @contextmanager
    def transaction(self) -> Iterator[_PgTransaction]:
        with (
            self._lock,
            self._faults(),
            self._conn.transaction(),
            self._conn.cursor() as cursor,
        ):
            yield _PgTransaction(cursor)

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Mapping[str, Any]]:
        with self._lock, self._faults(), self._conn.cursor() as cursor:
            rows = cursor.execute(sql.replace("?", "%s"), tuple(params)).fetchall()
            return list(rows)

    def close(self) -> None:
        with self._lock:
            self._conn.close()
