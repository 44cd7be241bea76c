"""SQLite storage of the sandbox: the schema and a small repository.

One module because every statement reads the one schema at its top: a table and each
statement on it are in one place, and every unit of work in one transaction.

One connection per store, guarded by a lock, so the store may be used from the server's
worker threads. Every unit of work runs in :meth:`Store.transaction`, which holds the
lock and an SQLite ``BEGIN IMMEDIATE`` transaction: checks and updates inside it (a
nonce checked and consumed, a temp token exchanged) are atomic. A file database runs in
WAL mode; ``":memory:"`` gives a private database for tests.

Secrets are never stored: nonces, temp tokens, access tokens, authorization codes and
the bank's page request ids are kept as their SHA-256 digests
(:func:`pain_bridge.sandbox.security.token_digest`); so is the service's copy of
``state``. Two values are kept as they are because they must be sent on later: the
bank's copy of ``state`` (an authorization server echoes it to the redirect URI; it is
not a credential), and the PKCE code verifier, the service's own secret towards the
(simulated) bank, which a real service too keeps between the SCA link and the redirect.

Signed requests' tokens are recorded as used (:meth:`Tx.use_signature`) until they
expire, so that a replay is refused after a restart on the same file too.

Times are stored as UTC ISO 8601 text with microseconds and ``Z``; that text sorts
chronologically.

The schema has a version (``meta.schema_version``, :data:`SCHEMA_VERSION`). A file of an
earlier version is brought up to date when opened (:data:`_MIGRATIONS`); one of a later
version, which this code cannot know, is refused.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

__all__ = [
    "BankPayment",
    "BankRequest",
    "Consent",
    "Payment",
    "Session",
    "Store",
    "TempToken",
    "Tx",
    "from_iso",
    "to_iso",
]

#: 1: the first schema. 2: ``used_signatures`` (the replay check's record).
SCHEMA_VERSION = 2

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    tenant_user_id TEXT NOT NULL,
    skill TEXT NOT NULL,
    status TEXT NOT NULL,
    nonce_digest TEXT,
    nonce_issued_at TEXT,
    fired TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payments (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL UNIQUE REFERENCES sessions(id),
    client_id TEXT NOT NULL,
    skill TEXT NOT NULL,
    data TEXT NOT NULL,
    psu_redirect_link TEXT NOT NULL,
    psu_id TEXT,
    status TEXT NOT NULL,
    bank_payment_id TEXT NOT NULL UNIQUE,
    triggers TEXT NOT NULL,
    fired TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payment_events (
    payment_id TEXT NOT NULL REFERENCES payments(id),
    seq INTEGER NOT NULL,
    status TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (payment_id, seq)
);
CREATE TABLE IF NOT EXISTS authorizations (
    session_id TEXT PRIMARY KEY REFERENCES sessions(id),
    state_digest TEXT NOT NULL,
    code_verifier TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS temp_tokens (
    digest TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    expires_at TEXT NOT NULL,
    used_at TEXT
);
CREATE TABLE IF NOT EXISTS consents (
    id TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    token_digest TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    consent_exp TEXT NOT NULL,
    max_data_retention TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS bank_payments (
    id TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    payment_info TEXT NOT NULL,
    triggers TEXT NOT NULL,
    status TEXT NOT NULL,
    polls INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS bank_requests (
    digest TEXT PRIMARY KEY,
    bank_payment_id TEXT NOT NULL REFERENCES bank_payments(id),
    client_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    state TEXT NOT NULL,
    code_challenge TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
);
CREATE TABLE IF NOT EXISTS bank_codes (
    digest TEXT PRIMARY KEY,
    bank_payment_id TEXT NOT NULL REFERENCES bank_payments(id),
    client_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    code_challenge TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
);
CREATE TABLE IF NOT EXISTS used_signatures (
    digest TEXT PRIMARY KEY,
    expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS used_signatures_expiry ON used_signatures (expires_at);
"""

#: What opening a file of an earlier schema version does to it, by that version: the
#: tables and indexes it lacks are made by :data:`_SCHEMA` (``IF NOT EXISTS``); these
#: statements change what already exists.
_MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (),  # 1 → 2: used_signatures is new
}


def to_iso(moment: datetime) -> str:
    """``moment`` (timezone-aware) as stored: UTC, microseconds, ``Z``."""
    if moment.tzinfo is None:
        raise ValueError("naive datetime: the sandbox works with aware UTC times only")
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def from_iso(text: str) -> datetime:
    """A stored time back as an aware UTC datetime."""
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)


def _loads_list(text: str) -> frozenset[str]:
    value = json.loads(text)
    return frozenset(str(v) for v in value) if isinstance(value, list) else frozenset()


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


@dataclass(frozen=True, slots=True)
class Session:
    """An on-boarding session."""

    id: str
    client_id: str
    tenant_user_id: str
    skill: str
    status: str
    nonce_digest: str | None
    nonce_issued_at: datetime | None
    fired: frozenset[str]
    created_at: datetime


@dataclass(frozen=True, slots=True)
class Payment:
    """A payment as the service keeps it; ``data`` is what Get payment echoes."""

    id: str
    session_id: str
    client_id: str
    skill: str
    data: dict[str, Any]
    psu_redirect_link: str
    psu_id: str | None
    status: str
    bank_payment_id: str
    triggers: dict[str, Any]
    fired: frozenset[str]
    created_at: datetime


@dataclass(frozen=True, slots=True)
class TempToken:
    """A temp token (by digest) and what it was issued for."""

    digest: str
    client_id: str
    payment_id: str
    expires_at: datetime
    used_at: datetime | None


@dataclass(frozen=True, slots=True)
class Consent:
    """A consent resource (``credentials_id``) and the digest of its access token."""

    id: str
    client_id: str
    payment_id: str
    token_digest: str
    status: str
    created_at: datetime
    consent_exp: datetime
    max_data_retention: datetime


@dataclass(frozen=True, slots=True)
class BankPayment:
    """The simulated bank's record of a payment."""

    id: str
    client_id: str
    redirect_uri: str
    payment_info: list[Any]
    triggers: dict[str, Any]
    status: str
    polls: int
    created_at: datetime


@dataclass(frozen=True, slots=True)
class BankRequest:
    """An authorization request shown to the customer (by digest) or an issued code."""

    digest: str
    bank_payment_id: str
    client_id: str
    redirect_uri: str
    state: str
    code_challenge: str
    expires_at: datetime
    used_at: datetime | None


def _opt_time(text: str | None) -> datetime | None:
    return from_iso(text) if text is not None else None


class Tx:
    """The repository inside one transaction (see :meth:`Store.transaction`)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def _one(self, sql: str, params: tuple[Any, ...]) -> sqlite3.Row | None:
        row: sqlite3.Row | None = self._conn.execute(sql, params).fetchone()
        return row

    def _run(self, sql: str, params: tuple[Any, ...]) -> int:
        return self._conn.execute(sql, params).rowcount

    # sessions -------------------------------------------------------------------------
    def insert_session(
        self,
        *,
        session_id: str,
        client_id: str,
        tenant_user_id: str,
        skill: str,
        status: str,
        nonce_digest: str,
        now: datetime,
    ) -> None:
        at = to_iso(now)
        self._run(
            "INSERT INTO sessions (id, client_id, tenant_user_id, skill, status, nonce_digest,"
            " nonce_issued_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (session_id, client_id, tenant_user_id, skill, status, nonce_digest, at, at, at),
        )

    def get_session(self, session_id: str) -> Session | None:
        row = self._one("SELECT * FROM sessions WHERE id = ?", (session_id,))
        if row is None:
            return None
        return Session(
            id=row["id"],
            client_id=row["client_id"],
            tenant_user_id=row["tenant_user_id"],
            skill=row["skill"],
            status=row["status"],
            nonce_digest=row["nonce_digest"],
            nonce_issued_at=_opt_time(row["nonce_issued_at"]),
            fired=_loads_list(row["fired"]),
            created_at=from_iso(row["created_at"]),
        )

    def set_session_status(
        self, session_id: str, status: str, now: datetime, *, clear_nonce: bool = False
    ) -> None:
        sql = "UPDATE sessions SET status = ?, updated_at = ?"
        if clear_nonce:
            sql += ", nonce_digest = NULL"
        self._run(sql + " WHERE id = ?", (status, to_iso(now), session_id))

    def add_session_fired(self, session: Session, trigger: str) -> None:
        fired = sorted(session.fired | {trigger})
        self._run("UPDATE sessions SET fired = ? WHERE id = ?", (_dumps(fired), session.id))

    # payments -------------------------------------------------------------------------
    def insert_payment(
        self,
        *,
        payment_id: str,
        session_id: str,
        client_id: str,
        skill: str,
        data: dict[str, Any],
        psu_redirect_link: str,
        psu_id: str | None,
        bank_payment_id: str,
        triggers: dict[str, Any],
        status: str,
        now: datetime,
    ) -> None:
        at = to_iso(now)
        self._run(
            "INSERT INTO payments (id, session_id, client_id, skill, data, psu_redirect_link,"
            " psu_id, status, bank_payment_id, triggers, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                payment_id,
                session_id,
                client_id,
                skill,
                _dumps(data),
                psu_redirect_link,
                psu_id,
                status,
                bank_payment_id,
                _dumps(triggers),
                at,
                at,
            ),
        )
        self._add_event(payment_id, status, at)

    def _add_event(self, payment_id: str, status: str, at: str) -> None:
        self._run(
            "INSERT INTO payment_events (payment_id, seq, status, at) VALUES (?,"
            " (SELECT COALESCE(MAX(seq), 0) + 1 FROM payment_events WHERE payment_id = ?), ?, ?)",
            (payment_id, payment_id, status, at),
        )

    def _payment(self, row: sqlite3.Row | None) -> Payment | None:
        if row is None:
            return None
        return Payment(
            id=row["id"],
            session_id=row["session_id"],
            client_id=row["client_id"],
            skill=row["skill"],
            data=json.loads(row["data"]),
            psu_redirect_link=row["psu_redirect_link"],
            psu_id=row["psu_id"],
            status=row["status"],
            bank_payment_id=row["bank_payment_id"],
            triggers=json.loads(row["triggers"]),
            fired=_loads_list(row["fired"]),
            created_at=from_iso(row["created_at"]),
        )

    def get_payment(self, payment_id: str) -> Payment | None:
        return self._payment(self._one("SELECT * FROM payments WHERE id = ?", (payment_id,)))

    def payment_for_session(self, session_id: str) -> Payment | None:
        return self._payment(
            self._one("SELECT * FROM payments WHERE session_id = ?", (session_id,))
        )

    def set_payment_status(self, payment_id: str, status: str, now: datetime) -> None:
        """Record a new status (and its history event); a repeat of the current is a no-op."""
        at = to_iso(now)
        changed = self._run(
            "UPDATE payments SET status = ?, updated_at = ? WHERE id = ? AND status != ?",
            (status, at, payment_id, status),
        )
        if changed:
            self._add_event(payment_id, status, at)

    def add_payment_fired(self, payment: Payment, trigger: str) -> None:
        fired = sorted(payment.fired | {trigger})
        self._run("UPDATE payments SET fired = ? WHERE id = ?", (_dumps(fired), payment.id))

    def payment_history(self, payment_id: str) -> list[tuple[str, datetime]]:
        rows = self._conn.execute(
            "SELECT status, at FROM payment_events WHERE payment_id = ? ORDER BY seq",
            (payment_id,),
        ).fetchall()
        return [(row["status"], from_iso(row["at"])) for row in rows]

    # authorizations (the service's side of the SCA redirect) -------------------------
    def insert_authorization(
        self,
        *,
        session_id: str,
        state_digest: str,
        code_verifier: str,
        redirect_uri: str,
        now: datetime,
    ) -> None:
        self._run(
            "INSERT INTO authorizations (session_id, state_digest, code_verifier, redirect_uri,"
            " created_at) VALUES (?, ?, ?, ?, ?)",
            (session_id, state_digest, code_verifier, redirect_uri, to_iso(now)),
        )

    def get_authorization(self, session_id: str) -> tuple[str, str, str] | None:
        """``(state_digest, code_verifier, redirect_uri)`` of a session's SCA link."""
        row = self._one(
            "SELECT state_digest, code_verifier, redirect_uri FROM authorizations"
            " WHERE session_id = ?",
            (session_id,),
        )
        if row is None:
            return None
        return row["state_digest"], row["code_verifier"], row["redirect_uri"]

    def delete_authorization(self, session_id: str) -> None:
        self._run("DELETE FROM authorizations WHERE session_id = ?", (session_id,))

    # temp tokens and consents ---------------------------------------------------------
    def insert_temp_token(
        self, *, digest: str, client_id: str, payment_id: str, expires_at: datetime
    ) -> None:
        self._run(
            "INSERT INTO temp_tokens (digest, client_id, payment_id, expires_at)"
            " VALUES (?, ?, ?, ?)",
            (digest, client_id, payment_id, to_iso(expires_at)),
        )

    def get_temp_token(self, digest: str) -> TempToken | None:
        row = self._one("SELECT * FROM temp_tokens WHERE digest = ?", (digest,))
        if row is None:
            return None
        return TempToken(
            digest=row["digest"],
            client_id=row["client_id"],
            payment_id=row["payment_id"],
            expires_at=from_iso(row["expires_at"]),
            used_at=_opt_time(row["used_at"]),
        )

    def use_temp_token(self, digest: str, now: datetime) -> bool:
        """Mark the temp token used; False when it already was."""
        return bool(
            self._run(
                "UPDATE temp_tokens SET used_at = ? WHERE digest = ? AND used_at IS NULL",
                (to_iso(now), digest),
            )
        )

    def insert_consent(self, consent: Consent) -> None:
        self._run(
            "INSERT INTO consents (id, client_id, payment_id, token_digest, status, created_at,"
            " consent_exp, max_data_retention) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                consent.id,
                consent.client_id,
                consent.payment_id,
                consent.token_digest,
                consent.status,
                to_iso(consent.created_at),
                to_iso(consent.consent_exp),
                to_iso(consent.max_data_retention),
            ),
        )

    def get_consent(self, consent_id: str) -> Consent | None:
        row = self._one("SELECT * FROM consents WHERE id = ?", (consent_id,))
        if row is None:
            return None
        return Consent(
            id=row["id"],
            client_id=row["client_id"],
            payment_id=row["payment_id"],
            token_digest=row["token_digest"],
            status=row["status"],
            created_at=from_iso(row["created_at"]),
            consent_exp=from_iso(row["consent_exp"]),
            max_data_retention=from_iso(row["max_data_retention"]),
        )

    def set_consent_status(self, consent_id: str, status: str) -> None:
        self._run("UPDATE consents SET status = ? WHERE id = ?", (status, consent_id))

    # the simulated bank ---------------------------------------------------------------
    def insert_bank_payment(self, payment: BankPayment) -> None:
        self._run(
            "INSERT INTO bank_payments (id, client_id, redirect_uri, payment_info, triggers,"
            " status, polls, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                payment.id,
                payment.client_id,
                payment.redirect_uri,
                _dumps(payment.payment_info),
                _dumps(payment.triggers),
                payment.status,
                payment.polls,
                to_iso(payment.created_at),
            ),
        )

    def get_bank_payment(self, bank_payment_id: str) -> BankPayment | None:
        row = self._one("SELECT * FROM bank_payments WHERE id = ?", (bank_payment_id,))
        if row is None:
            return None
        return BankPayment(
            id=row["id"],
            client_id=row["client_id"],
            redirect_uri=row["redirect_uri"],
            payment_info=json.loads(row["payment_info"]),
            triggers=json.loads(row["triggers"]),
            status=row["status"],
            polls=row["polls"],
            created_at=from_iso(row["created_at"]),
        )

    def update_bank_payment(self, bank_payment_id: str, *, status: str, polls: int) -> None:
        self._run(
            "UPDATE bank_payments SET status = ?, polls = ? WHERE id = ?",
            (status, polls, bank_payment_id),
        )

    def insert_bank_request(self, table: str, request: BankRequest) -> None:
        """Store an authorization request (``table="bank_requests"``) or a code."""
        if table == "bank_requests":
            self._run(
                "INSERT INTO bank_requests (digest, bank_payment_id, client_id, redirect_uri,"
                " state, code_challenge, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    request.digest,
                    request.bank_payment_id,
                    request.client_id,
                    request.redirect_uri,
                    request.state,
                    request.code_challenge,
                    to_iso(request.expires_at),
                ),
            )
        elif table == "bank_codes":
            self._run(
                "INSERT INTO bank_codes (digest, bank_payment_id, client_id, redirect_uri,"
                " code_challenge, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
                (
                    request.digest,
                    request.bank_payment_id,
                    request.client_id,
                    request.redirect_uri,
                    request.code_challenge,
                    to_iso(request.expires_at),
                ),
            )
        else:
            raise ValueError(f"not a bank request table: {table!r}")

    def get_bank_request(self, table: str, digest: str) -> BankRequest | None:
        if table == "bank_requests":
            row = self._one("SELECT * FROM bank_requests WHERE digest = ?", (digest,))
        elif table == "bank_codes":
            row = self._one("SELECT *, '' AS state FROM bank_codes WHERE digest = ?", (digest,))
        else:
            raise ValueError(f"not a bank request table: {table!r}")
        if row is None:
            return None
        return BankRequest(
            digest=row["digest"],
            bank_payment_id=row["bank_payment_id"],
            client_id=row["client_id"],
            redirect_uri=row["redirect_uri"],
            state=row["state"],
            code_challenge=row["code_challenge"],
            expires_at=from_iso(row["expires_at"]),
            used_at=_opt_time(row["used_at"]),
        )

    # signed requests ------------------------------------------------------------------
    def use_signature(self, digest: str, expires_at: datetime, horizon: datetime) -> bool:
        """Record the token ``digest`` (its issuer and ``jti``) as used until
        ``expires_at``; False when it already was. Tokens that expired before
        ``horizon`` are forgotten first: they are refused as expired anyway."""
        self._run("DELETE FROM used_signatures WHERE expires_at < ?", (to_iso(horizon),))
        return bool(
            self._run(
                "INSERT OR IGNORE INTO used_signatures (digest, expires_at) VALUES (?, ?)",
                (digest, to_iso(expires_at)),
            )
        )

    def use_bank_request(self, table: str, digest: str, now: datetime) -> bool:
        """Mark a request or code used; False when it already was."""
        if table not in ("bank_requests", "bank_codes"):
            raise ValueError(f"not a bank request table: {table!r}")
        sql = f"UPDATE {table} SET used_at = ? WHERE digest = ? AND used_at IS NULL"  # noqa: S608
        return bool(self._run(sql, (to_iso(now), digest)))


class Store:
    """The sandbox database: ``path`` is a file (created if absent) or ``":memory:"``."""

    def __init__(self, path: str | Path = ":memory:") -> None:
        self.path = str(path)
        self._lock = threading.RLock()
        try:
            self._conn = sqlite3.connect(
                self.path, check_same_thread=False, isolation_level=None, timeout=10.0
            )
        except sqlite3.Error as exc:
            raise OSError(f"cannot open sandbox database {self.path}: {exc}") from exc
        self._conn.row_factory = sqlite3.Row
        self._closed = False
        try:
            self._initialise()
        except sqlite3.Error as exc:
            self._conn.close()
            raise OSError(f"cannot use {self.path} as the sandbox database: {exc}") from exc
        except OSError:
            self._conn.close()
            raise

    def _initialise(self) -> None:
        with self._lock:
            if self.path != ":memory:":
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("PRAGMA synchronous=NORMAL")
            self._conn.execute("PRAGMA foreign_keys=ON")
            self._conn.executescript(_SCHEMA)
            row = self._conn.execute(
                "SELECT value FROM meta WHERE key = 'schema_version'"
            ).fetchone()
            if row is None:
                self._conn.execute(
                    "INSERT INTO meta (key, value) VALUES ('schema_version', ?)",
                    (str(SCHEMA_VERSION),),
                )
            elif row["value"] != str(SCHEMA_VERSION):
                self._migrate(row["value"])

    def _migrate(self, found: str) -> None:
        """Bring a file of schema version ``found`` up to :data:`SCHEMA_VERSION`, in one
        transaction; refuse a version this code does not know."""
        version = int(found) if found.isdigit() else -1
        if version not in _MIGRATIONS:
            raise OSError(
                f"sandbox database {self.path} has schema version {found},"
                f" this sandbox needs {SCHEMA_VERSION}: use a new --db file"
            )
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            for step in range(version, SCHEMA_VERSION):
                for statement in _MIGRATIONS[step]:
                    self._conn.execute(statement)
            self._conn.execute(
                "UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION),)
            )
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    @contextmanager
    def transaction(self) -> Iterator[Tx]:
        """One atomic unit of work: commits on success, rolls back on any exception."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the sandbox store is closed")
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield Tx(self._conn)
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    def checkpoint(self) -> None:
        """Write the WAL back into the database file (a no-op in memory or once closed)."""
        with self._lock:
            if not self._closed and self.path != ":memory:":
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def close(self) -> None:
        """Close the connection (idempotent)."""
        with self._lock:
            if not self._closed:
                self._closed = True
                self._conn.close()
