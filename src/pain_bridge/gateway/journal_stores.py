"""Where a journal keeps its rows: a SQLite file on one host, or PostgreSQL shared by
many workers on many hosts. Both offer the same few operations to
:class:`~pain_bridge.gateway.journal.Journal`, which writes its SQL once (``?``
placeholders, statements both databases accept):

- :meth:`Store.transaction`: one transaction, serialized against other processes where it
  writes (SQLite ``BEGIN IMMEDIATE``; PostgreSQL row locks taken with ``FOR UPDATE``);
- :meth:`Store.query`: a read outside any explicit transaction;
- :attr:`Store.lock_row`: what to append to a ``SELECT`` that claims a row.

Credentials in a PostgreSQL URL never appear in a message: :func:`masked` hides them.
"""

from __future__ import annotations

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

__all__ = ["POSTGRES_SCHEMES", "PostgresStore", "SqliteStore", "Store", "masked"]

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


def masked(location: str) -> str:
    """``location`` with any password of a URL replaced by ``***``."""
    return re.sub(r"(//[^:/@]*:)[^@/]*@", r"\1***@", location)


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


class SqliteStore:
    """A SQLite file (WAL, full sync), created private (0600 in a 0700 folder)."""

    lock_row = ""

    def __init__(self, path: Path) -> None:
        self.path: Path | None = path
        self.location = str(path)
        self._lock = threading.RLock()
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
                for statement in _statements("INTEGER PRIMARY KEY AUTOINCREMENT"):
                    tx.execute(statement)
                present = {r["name"] for r in tx.execute("PRAGMA table_info(intents)").fetchall()}
                for name, kind in ADDED_COLUMNS.items():
                    if name not in present:
                        # names and types come from ADDED_COLUMNS only
                        tx.execute(f"ALTER TABLE intents ADD COLUMN {name} {kind}")
                if not had_origins:
                    tx.execute(BACKFILL_ORIGINS)
        except (OSError, sqlite3.Error) as exc:
            raise InputError(f"cannot open the journal {path}: {exc}", path=str(path)) from exc

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Mapping[str, Any]]:
        with self._lock:
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

    def __init__(self, url: str) -> None:
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
        self._errors: tuple[type[BaseException], ...] = (psycopg.Error,)
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
        except psycopg.Error as exc:
            message = masked(str(exc)).replace(url, self.location)
            raise InputError(f"cannot open the journal {self.location}: {message}") from exc

    @contextmanager
    def transaction(self) -> Iterator[_PgTransaction]:
        with self._lock, self._conn.transaction(), self._conn.cursor() as cursor:
            yield _PgTransaction(cursor)

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Mapping[str, Any]]:
        with self._lock, self._conn.cursor() as cursor:
            rows = cursor.execute(sql.replace("?", "%s"), tuple(params)).fetchall()
            return list(rows)

    def close(self) -> None:
        with self._lock:
            self._conn.close()
