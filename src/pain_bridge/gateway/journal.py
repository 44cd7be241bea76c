"""The durable journal: every payment intent, what was sent and what came back.

One module because every write to the journal is one transaction fenced by a claim: the
rows, the claims and the transitions are read together.

A SQLite file (default ``$XDG_STATE_HOME/pain_bridge/journal.sqlite3``, else
``~/.local/state/pain_bridge/journal.sqlite3``; ``--journal PATH`` or
``PAIN2PIS_JOURNAL`` elsewhere) with one row per intent and the history of its states.
It is written *before and after* every network call, each write one transaction, so
that a batch killed at any instant resumes without submitting anything twice and
without losing an SCA link, a token or a status.

An intent's ``key`` is the SHA-256 of the canonical JSON of its ``data`` (without
``psu_redirect_link``, which says where the customer returns, not what is paid), the
skill, the service's base URL and the occurrence number of identical intents in one
batch. Running the same file against the same service again finds the same keys.

States, in order (``history`` keeps every transition with its time)::

    planned ─► session_created ─► submitting ─┬─► submitted ─► authorized ─►
                                              ├─► unknown        token_exchanged ─►
                                              └─► failed         <payment statuses>
    submitted ─► authorization_failed        unknown/submitting ─► abandoned

    unknown ─► registered (the service had used the nonce: registered, link lost)

``submitting`` is written before the step is sent: a row found in ``submitting`` (the
process died during the call) or ``unknown`` (no trustworthy answer) may or may not
have registered a payment. It is settled by replaying the identical step with the same
single-use nonce while that nonce lives (see :mod:`pain_bridge.gateway.submit`), and
otherwise only ever resubmitted on an explicit decision.

**Origins.** Each file that plans an intent is recorded with it (``origins``: the
file's path and the SHA-256 of its content, the batch, where the intent's transactions
sit in that file's message): a second file repeating an intent of a first one does not
send it again, and its status report still names every one of its transactions.
The first origin is the file the intent was planned for; intents planned before origins
were kept have one without a file.

**Claims.** Several processes may work through one journal at once (an overlapping cron
job, a double-click, several workers). Before a process touches an intent it *claims*
it: in one ``BEGIN IMMEDIATE`` transaction, which SQLite serializes across processes,
it writes its owner id (host, pid and a random part) and a lease expiry, unless another
owner's lease is still running. The owner renews its leases while it works and releases
them when done; its writes are fenced by the claim (:class:`ClaimLost` when the lease
was taken over), so a process that lost its claim never sends the step. A claim whose
owner died is taken over when its lease expired, or at once when the owner was a process
of this host that no longer exists.

The file holds tokens and consents: it is created with mode 0600 (its folder 0700)
before anything is written, and a wider mode found on an existing file is narrowed.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import socket
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from pathlib import Path
from typing import Any, Final

from pain_bridge.errors import ConfigError, PainBridgeError
from pain_bridge.gateway.client import PaymentStatus
from pain_bridge.gateway.journal_stores import (
    POSTGRES_SCHEMES,
    JournalMissing,
    JournalUnavailable,
    PostgresStore,
    SqliteStore,
    Store,
)

__all__ = [
    "DEFAULT_LEASE",
    "ClaimLost",
    "HistoryEntry",
    "IntentRecord",
    "Journal",
    "JournalMissing",
    "JournalUnavailable",
    "NonceState",
    "Origin",
    "PlannedIntent",
    "State",
    "canonical_json",
    "default_journal_path",
    "intent_key",
    "journal_path_of",
    "new_owner_id",
    "owner_is_gone",
    "state_of",
]

#: How long a claim holds without renewal. The owner renews every third of it while it
#: works, so only a process that died (or stalled this long) loses its claims.
DEFAULT_LEASE: Final = timedelta(minutes=5)


class State(StrEnum):
    """Lifecycle states of an intent before its payment has a status of its own."""

    PLANNED = "planned"
    SESSION_CREATED = "session_created"
    SUBMITTING = "submitting"
    SUBMITTED = "submitted"
    UNKNOWN = "unknown"
    FAILED = "failed"
    ABANDONED = "abandoned"
    AUTHORIZED = "authorized"
    AUTHORIZATION_FAILED = "authorization_failed"
    TOKEN_EXCHANGED = "token_exchanged"  # noqa: S105 (a state name)
    #: The service had already used the step's nonce: the payment was registered, but
    #: the answer carrying its SCA link was lost. Never sent again.
    REGISTERED = "registered"


class NonceState(StrEnum):
    """Whether the recorded nonce may still be sent (``fresh``) or was sent (``spent``)."""

    FRESH = "fresh"
    SPENT = "spent"


class ClaimLost(PainBridgeError):
    """A write to an intent whose claim this process no longer holds (its lease expired
    and another process took the intent over)."""

    default_message = "the claim on this intent was lost to another process"


#: Columns a transition may set (besides ``state``).
_FIELDS: Final = (
    "session_id",
    "nonce",
    "nonce_state",
    "session_created_at",
    "sca_url",
    "temp_token",
    "credentials_id",
    "access_token",
    "consent_exp",
    "payment_id",
    "payment_status",
    "error",
    "error_retryable",
)

_URL_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*)://")


def journal_path_of(location: str | os.PathLike[str]) -> Path | str:
    """What a ``--journal`` argument names: a SQLite file (a path, or a ``sqlite:///PATH``
    / ``file:///PATH`` URL) as a :class:`~pathlib.Path`, or a PostgreSQL URL
    (``postgresql://…``) as it is. Any other URL is a
    :class:`~pain_bridge.errors.ConfigError`, never a file named after it."""
    text = os.fspath(location)
    match = _URL_SCHEME.match(text)
    if match is None:
        return Path(text).expanduser()
    scheme = match.group(1).lower()
    if scheme in POSTGRES_SCHEMES:
        return text
    if scheme in ("sqlite", "file"):
        rest = text[match.end() :]
        if rest.startswith("/") and len(rest) > 1:
            return Path(rest)
        raise ConfigError(f"a {scheme} journal URL needs an absolute path: {scheme}:///PATH")
    raise ConfigError(
        f"journal URL scheme {scheme!r} is not supported: give a SQLite file path"
        " (or sqlite:///PATH) or a postgresql:// URL"
    )


def _pid_namespace() -> str:
    try:
        return str(os.stat("/proc/self/ns/pid").st_ino)
    except OSError:
        return "-"


def new_owner_id() -> str:
    """A claim owner id: host, PID namespace, process id and a random part."""
    return f"{socket.gethostname()}/{_pid_namespace()}/{os.getpid()}/{secrets.token_hex(4)}"


def owner_is_gone(owner: str) -> bool:
    """True when ``owner`` was a process of this host and PID namespace that no longer
    exists: its claims need not wait for their lease. Anything that cannot be told for
    sure (another host, a reused pid, no permission) counts as alive."""
    parts = owner.split("/")
    if len(parts) != 4 or parts[0] != socket.gethostname() or parts[1] != _pid_namespace():
        return False
    try:
        pid = int(parts[2])
    except ValueError:
        return False
    if pid == os.getpid() or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


def default_journal_path() -> Path | str:
    """``$PAIN2PIS_JOURNAL`` (a path or URL), else the configuration file's ``journal``,
    else ``$XDG_STATE_HOME/pain_bridge/journal.sqlite3``, else
    ``~/.local/state/pain_bridge/journal.sqlite3``."""
    from pain_bridge.gateway.credentials import configured_journal

    explicit = os.environ.get("PAIN2PIS_JOURNAL") or configured_journal()
    if explicit:
        return journal_path_of(explicit)
    state_home = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state_home).expanduser() / "pain_bridge" / "journal.sqlite3"


def canonical_json(value: Any) -> str:
    """Sorted keys, no spaces, UTF-8 text: the same value always gives the same string."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def intent_key(data: Mapping[str, Any], skill: str, base_url: str, occurrence: int = 0) -> str:
    """The intent's identity (hex SHA-256); see the module docstring."""
    payload = {
        "data": {k: v for k, v in data.items() if k != "psu_redirect_link"},
        "skill": skill,
        "base_url": base_url,
        "occurrence": occurrence,
    }
    return hashlib.sha256(canonical_json(payload).encode("utf-8")).hexdigest()


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _stamp(at: datetime) -> str:
    return at.astimezone(UTC).isoformat(timespec="milliseconds")


@dataclass(frozen=True, slots=True)
class PlannedIntent:
    """An intent about to be recorded: what :meth:`Journal.plan` takes."""

    key: str
    batch: str
    position: int
    label: str
    skill: str
    base_url: str
    credential_source: str
    tenant_user_id: str
    data: Mapping[str, Any]
    #: Where the intent's transactions come from in the original pain.001 message
    #: (:func:`pain_bridge.gateway.submit.sources_of`), for its status report; None
    #: when the input was payment intent JSON.
    source: Mapping[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Origin:
    """One file that planned an intent (see the module docstring)."""

    #: The batch the file planned.
    batch: str
    #: When the file planned it.
    at: str
    #: The file as it was given, and the SHA-256 of its content (None: not known, for
    #: an intent planned before origins were kept, or adopted from a token).
    file: str | None = None
    digest: str | None = None
    #: Where the intent's transactions sit in the file's pain.001 message
    #: (``PlannedIntent.source``); None for payment intent JSON.
    source: Mapping[str, Any] | None = None

    def same_file(self, digest: str | None, batch: str) -> bool:
        """Whether a file with content ``digest`` planning ``batch`` is this origin's file
        (for an origin without a digest, a file of the same batch counts as it)."""
        if self.digest is None or digest is None:
            return self.batch == batch
        return self.digest == digest


@dataclass(frozen=True, slots=True)
class IntentRecord:
    """One row of the journal. Secrets (``nonce``, ``temp_token``, ``access_token``)
    are hidden from ``repr``."""

    key: str
    batch: str
    position: int
    label: str
    skill: str
    base_url: str
    credential_source: str
    tenant_user_id: str
    data: Mapping[str, Any]
    #: A lifecycle state, or the payment's own status once it has one.
    state: State | PaymentStatus
    created_at: str
    updated_at: str
    session_id: str | None = None
    nonce: str | None = field(default=None, repr=False)
    nonce_state: NonceState | None = None
    session_created_at: str | None = None
    sca_url: str | None = None
    temp_token: str | None = field(default=None, repr=False)
    credentials_id: str | None = None
    access_token: str | None = field(default=None, repr=False)
    consent_exp: str | None = None
    payment_id: str | None = None
    payment_status: PaymentStatus | None = None
    error: Mapping[str, Any] | None = None
    error_retryable: bool | None = None
    claim_owner: str | None = None
    claim_expires: str | None = None
    source: Mapping[str, Any] | None = None
    #: Every file that planned this intent, first first (:class:`Origin`).
    origins: tuple[Origin, ...] = ()

    @property
    def short_id(self) -> str:
        """The first 12 hex digits of the key: enough to name an intent on a command line."""
        return self.key[:12]


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One transition of an intent."""

    at: str
    state: str
    detail: str


def state_of(value: str) -> State | PaymentStatus:
    """A journal ``state`` column as its enum: a lifecycle state or a payment status."""
    try:
        return State(value)
    except ValueError:
        return PaymentStatus(value)


def _origin(row: Mapping[str, Any]) -> Origin:
    source = json.loads(row["source"]) if row["source"] else None
    return Origin(row["batch"], row["at"], row["file"], row["digest"], source)


def _record(row: Mapping[str, Any], origins: Iterable[Origin] = ()) -> IntentRecord:
    values = dict(row)
    values["origins"] = tuple(origins)
    values["data"] = json.loads(values["data"])
    values["error"] = json.loads(values["error"]) if values["error"] else None
    values["source"] = json.loads(values["source"]) if values["source"] else None
    values["state"] = state_of(values["state"])
    if values["nonce_state"] is not None:
        values["nonce_state"] = NonceState(values["nonce_state"])
    if values["payment_status"] is not None:
        values["payment_status"] = PaymentStatus(values["payment_status"])
    if values["error_retryable"] is not None:
        values["error_retryable"] = bool(values["error_retryable"])
    return IntentRecord(**values)


class Journal:
    """The journal file. Thread-safe; use as a context manager or call :meth:`close`.

    ``path`` is a file path or a ``sqlite:///`` URL (:func:`journal_path_of`). ``create``:
    create the journal where it does not exist yet (a command that submits); a command
    that only reads passes False. ``owner`` names this process in the claims it takes
    (default: :func:`new_owner_id`); ``lease`` is how long a claim holds without
    renewal; ``clock`` says what time it is (tests inject one to expire leases without
    waiting).

    Raises :class:`JournalUnavailable` (an :class:`~pain_bridge.errors.InputError`) when
    the journal cannot be created or opened (folder not writable, not a SQLite file, no
    server), and from any later call when its storage fails (a full disk, an I/O error,
    the server stopped); :class:`JournalMissing` when ``create`` is False and there is no
    journal; :class:`pain_bridge.errors.ConfigError` for a URL of another kind.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        create: bool = True,
        owner: str | None = None,
        lease: timedelta = DEFAULT_LEASE,
        clock: Callable[[], datetime] = _utc_now,
    ) -> None:
        where = journal_path_of(path) if path is not None else default_journal_path()
        self._store: Store = (
            PostgresStore(where, create=create)
            if isinstance(where, str)
            else SqliteStore(where, create=create)
        )
        #: The SQLite file, or None for a PostgreSQL journal.
        self.path = self._store.path
        self.owner = owner or new_owner_id()
        self.lease = lease
        self._clock = clock

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._store.close()

    @property
    def location(self) -> str:
        """Where the journal is, for people: the file path, or the URL without password."""
        return self._store.location

    def now(self) -> datetime:
        """The journal's clock: what leases, nonce ages and history are measured by."""
        return self._clock()

    def _transaction(self) -> Any:
        return self._store.transaction()

    # -- writing -------------------------------------------------------------------
    def plan(
        self,
        intents: Iterable[PlannedIntent],
        *,
        file: str | None = None,
        digest: str | None = None,
    ) -> list[IntentRecord]:
        """Record intents as ``planned`` (those already known are left as they are) and
        return the records of all of them, in the order given. One transaction.

        ``file`` and ``digest`` (the SHA-256 of its content) name the file the intents
        come from: recorded as an origin of each intent, new or known (once per file)."""
        keys: list[str] = []
        now = _stamp(self.now())
        with self._transaction() as db:
            for it in intents:
                keys.append(it.key)
                cursor = db.execute(
                    "INSERT INTO intents (key, batch, position, label, skill,"
                    " base_url, credential_source, tenant_user_id, data, state, source,"
                    " created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)"
                    " ON CONFLICT (key) DO NOTHING",
                    (
                        it.key,
                        it.batch,
                        it.position,
                        it.label,
                        it.skill,
                        it.base_url,
                        it.credential_source,
                        it.tenant_user_id,
                        canonical_json(dict(it.data)),
                        State.PLANNED.value,
                        canonical_json(dict(it.source)) if it.source is not None else None,
                        now,
                        now,
                    ),
                )
                if cursor.rowcount:
                    db.execute(
                        "INSERT INTO history (key, at, state, detail) VALUES (?,?,?,?)",
                        (it.key, now, State.PLANNED.value, f"planned as {it.label}"),
                    )
                if cursor.rowcount or digest is not None:
                    db.execute(
                        "INSERT INTO origins (key, batch, file, digest, source, at)"
                        " VALUES (?,?,?,?,?,?) ON CONFLICT (key, digest) DO NOTHING",
                        (
                            it.key,
                            it.batch,
                            file,
                            digest,
                            canonical_json(dict(it.source)) if it.source is not None else None,
                            now,
                        ),
                    )
        found: dict[str, IntentRecord] = {}
        for chunk in range(0, len(keys), 500):
            part = keys[chunk : chunk + 500]
            placeholders = ",".join("?" * len(part))
            found.update((r.key, r) for r in self._select(f"key IN ({placeholders})", part))
        return [found[k] for k in keys]

    def claim(self, key: str) -> IntentRecord | datetime:
        """Claim ``key`` for this journal's owner: the record as it stands now (read in
        the same transaction), or, when another owner's lease is still running, the time
        that lease ends. Claiming an intent this owner already holds renews it."""
        now = self.now()
        with self._transaction() as db:
            # lock_row is the store's own constant (" FOR UPDATE" or nothing)
            row = db.execute(
                "SELECT claim_owner, claim_expires FROM intents WHERE key = ?"  # noqa: S608
                + self._store.lock_row,
                (key,),
            ).fetchone()
            if row is None:
                raise KeyError(key)
            owner, expires = row["claim_owner"], row["claim_expires"]
            if owner and owner != self.owner and expires:
                until = datetime.fromisoformat(expires)
                if until > now and not owner_is_gone(owner):
                    return until
            db.execute(
                "UPDATE intents SET claim_owner = ?, claim_expires = ? WHERE key = ?",
                (self.owner, _stamp(now + self.lease), key),
            )
            if owner and owner != self.owner:
                db.execute(
                    "INSERT INTO history (key, at, state, detail) SELECT key, ?, state, ?"
                    " FROM intents WHERE key = ?",
                    (_stamp(now), f"taken over from {owner} (gone, or its lease ended)", key),
                )
            found = db.execute("SELECT * FROM intents WHERE key = ?", (key,)).fetchone()
            origins = db.execute(
                "SELECT * FROM origins WHERE key = ? ORDER BY id", (key,)
            ).fetchall()
        return _record(found, map(_origin, origins))

    def renew(self) -> int:
        """Extend every lease this owner holds by :attr:`lease`; returns how many."""
        with self._transaction() as db:
            renewed = db.execute(
                "UPDATE intents SET claim_expires = ? WHERE claim_owner = ?",
                (_stamp(self.now() + self.lease), self.owner),
            ).rowcount
        return int(renewed)

    def release(self, key: str) -> None:
        """Give up this owner's claim on ``key`` (nothing when it holds none)."""
        with self._transaction() as db:
            db.execute(
                "UPDATE intents SET claim_owner = NULL, claim_expires = NULL"
                " WHERE key = ? AND claim_owner = ?",
                (key, self.owner),
            )

    def transition(
        self,
        key: str,
        state: State | PaymentStatus,
        detail: str = "",
        *,
        claimed: bool = False,
        **fields: Any,
    ) -> IntentRecord:
        """Move intent ``key`` to ``state``, setting ``fields`` (columns of
        :class:`IntentRecord`; ``error`` is a JSON-ready mapping), and append the
        history entry. One transaction; returns the new record.

        ``claimed``: the write is fenced by this owner's claim (and renews it); raises
        :class:`ClaimLost` when another owner holds the intent now."""
        unknown = set(fields) - set(_FIELDS)
        if unknown:
            raise ValueError(f"not journal fields: {sorted(unknown)}")
        values: dict[str, Any] = {}
        for name, value in fields.items():
            if name == "error":
                value = canonical_json(value) if value is not None else None
            elif name == "error_retryable" and value is not None:
                value = int(bool(value))
            values[name] = value
        at = self.now()
        now = _stamp(at)
        if claimed:
            values["claim_expires"] = _stamp(at + self.lease)
        assignments = ", ".join(f"{name} = ?" for name in values)
        # column names come from _FIELDS only (checked above); values are bound.
        sql = "UPDATE intents SET state = ?, updated_at = ?" + (  # noqa: S608
            f", {assignments}" if assignments else ""
        )
        where = " WHERE key = ?" + (" AND claim_owner = ?" if claimed else "")
        params = (state, now, *values.values(), key) + ((self.owner,) if claimed else ())
        with self._transaction() as db:
            cursor = db.execute(sql + where, params)
            if cursor.rowcount != 1:
                if claimed and db.execute("SELECT 1 FROM intents WHERE key = ?", (key,)).fetchone():
                    raise ClaimLost(f"intent {key[:12]}: claimed by another process")
                raise KeyError(key)
            db.execute(
                "INSERT INTO history (key, at, state, detail) VALUES (?,?,?,?)",
                (key, now, state, detail),
            )
        record = self.get(key)
        assert record is not None
        return record

    # -- reading -------------------------------------------------------------------
    def _select(self, where: str, params: Iterable[Any] = ()) -> list[IntentRecord]:
        params = tuple(params)
        rows = self._store.query(
            f"SELECT * FROM intents WHERE {where} ORDER BY created_at, batch, position",  # noqa: S608
            params,
        )
        origins: dict[str, list[Origin]] = {}
        for row in self._store.query(
            f"SELECT * FROM origins WHERE key IN (SELECT key FROM intents WHERE {where})"  # noqa: S608
            " ORDER BY id",
            params,
        ):
            origins.setdefault(row["key"], []).append(_origin(row))
        return [_record(r, origins.get(r["key"], ())) for r in rows]

    def get(self, key: str) -> IntentRecord | None:
        """The record of ``key``, or None."""
        found = self._select("key = ?", (key,))
        return found[0] if found else None

    def all(self) -> list[IntentRecord]:
        """Every record, oldest first."""
        return self._select("1 = 1")

    def batch(self, batch: str) -> list[IntentRecord]:
        """The records of one batch, in file order."""
        return sorted(self._select("batch = ?", (batch,)), key=lambda r: r.position)

    def find(self, ident: str) -> list[IntentRecord]:
        """Records named by ``ident``: a key or key prefix (at least 6 hex digits), a
        session id, a credentials id or a payment id."""
        ident = ident.strip().lower()
        if not ident:
            return []
        by_id = self._select(
            "lower(session_id) = ? OR lower(credentials_id) = ? OR lower(payment_id) = ?",
            (ident, ident, ident),
        )
        if by_id:
            return by_id
        if len(ident) >= 6 and all(c in "0123456789abcdef" for c in ident):
            return self._select("key LIKE ?", (ident + "%",))
        return []

    def history(self, key: str) -> list[HistoryEntry]:
        """Every transition of ``key``, oldest first."""
        rows = self._store.query(
            "SELECT at, state, detail FROM history WHERE key = ? ORDER BY id", (key,)
        )
        return [HistoryEntry(r["at"], r["state"], r["detail"]) for r in rows]
