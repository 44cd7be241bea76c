"""Submitting a file as payment intents, durably: the logic behind ``pain2pis submit``.

1. :func:`prepare_intents`: validate the file (for the skill, with the checks of
   :mod:`pain_bridge.validation`), convert it to the ``payment_intent`` ``data`` and
   split it (:func:`split_data`). An invalid file raises
   :class:`~pain_bridge.errors.ValidationFailed` before any network call.
2. :func:`plan_batch`: record every intent in the journal as ``planned`` (intents
   already there keep their state).
3. :func:`run_batch`: for each intent, with at most ``concurrency`` at a time, create a
   session and submit the step, writing the journal before and after each call.

Re-running the same command resumes, intent by intent, from its journal state:

===================  ==========================================================
state                what a re-run does
===================  ==========================================================
planned              creates a session and submits
session_created      submits with the recorded nonce, or with a new session if
                     the nonce is older than 25 minutes (nonces live 30)
submitting, unknown  the step was sent and may have registered a payment. While
                     its nonce lives (25 of its 30 minutes), the identical step is
                     sent again in the same session with the same nonce: the
                     service uses a nonce once, so success means the first had not
                     registered, ``invalid_nonce`` that it had (``registered``: the
                     payment exists, its SCA link was lost). After that,
                     **nothing** unless told: ``--resolve-unknown abandon`` marks
                     it ``abandoned``; ``--resolve-unknown resubmit`` submits it
                     again in a new session (only after checking with the bank
                     that the first attempt left no payment)
failed               submits again in a new session when the failure was
                     transient (not sent, rate limited, bank unreachable, a
                     signed request's token refused as replayed);
                     a definite refusal stays ``failed``
submitted and later  nothing: the SCA link and everything after are kept
registered           nothing: registered, never sent again
===================  ==========================================================

Any number of processes may run the same batch on one journal at once: each claims an
intent (:meth:`Journal.claim`) before touching it, so each intent is sent by exactly one
of them. A process waits for an intent another process holds and reports what that
process made of it; a claim whose owner died is taken over when its lease ends, and a
step it left in ``submitting`` is settled as ``unknown`` above.

Asked to stop (``stop``: a command's SIGTERM or SIGHUP, :func:`submit_batch`), a run
starts no new call: intents not yet started stay as they are, and the calls in flight
are let finish and their answers recorded, for at most ``drain_timeout`` seconds
(:data:`DRAIN_TIMEOUT`); a call still open then is cut, its step left ``submitting`` for
a re-run to settle by its nonce. The outcome of an intent so left is ``stopped``.

After the customer's authorization, :func:`record_redirect`, :func:`exchange` and
:func:`refresh` carry the intent through ``authorized``, ``token_exchanged`` and the
payment statuses: they live in :mod:`pain_bridge.gateway.consent` and are named here too,
with :func:`is_transient` (:mod:`pain_bridge.gateway.retry`), for the callers that take
the whole journey from this module.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any, Literal

from pain_bridge.errors import InputError, MissingFile, PainBridgeError, ValidationFailed
from pain_bridge.findings import Finding
from pain_bridge.gateway.client import AsyncGatewayClient, Session
from pain_bridge.gateway.consent import exchange, record_redirect, refresh
from pain_bridge.gateway.errors import (
    ConnectFailed,
    GatewayError,
    OutcomeUnknown,
    Unauthorized,
)
from pain_bridge.gateway.journal import (
    ClaimLost,
    IntentRecord,
    Journal,
    JournalUnavailable,
    NonceState,
    PlannedIntent,
    State,
    intent_key,
)
from pain_bridge.gateway.retry import is_transient
from pain_bridge.model import Message
from pain_bridge.signals import Stopped, draining
from pain_bridge.versions import PainVersion

__all__ = [
    "DONE_STATES",
    "DRAIN_TIMEOUT",
    "Outcome",
    "Prepared",
    "SplitMode",
    "batch_of",
    "exchange",
    "file_digest",
    "is_transient",
    "plan_batch",
    "planned_keys",
    "prepare_intents",
    "record_redirect",
    "refresh",
    "run_batch",
    "sources_of",
    "split_data",
    "submit_batch",
    "worker_of",
]

SplitMode = Literal["none", "payment-info", "transaction"]
Resolution = Literal["resubmit", "abandon"]

#: States a batch run leaves alone: the step is known to be done (or given up).
DONE_STATES = frozenset(
    {
        State.SUBMITTED,
        State.ABANDONED,
        State.AUTHORIZED,
        State.AUTHORIZATION_FAILED,
        State.TOKEN_EXCHANGED,
        State.REGISTERED,
    }
)
#: A recorded nonce older than this is not used: a new session is made instead, and an
#: unknown outcome is no longer settled by replaying it (nonces live 30 minutes).
NONCE_MAX_AGE = timedelta(minutes=25)
#: Seconds a stopped run waits for its calls in flight to finish and be recorded. Short
#: of the 10 seconds a container runtime (``docker stop``) gives before SIGKILL; a call
#: to the service normally takes well under a second.
DRAIN_TIMEOUT = 5.0
#: Waiting for another process's claim: first and longest pause between looks.
_FIRST_WAIT = 0.05
_MAX_WAIT = 1.0
_MSG_ID_MAX = 35


# -- preparing ---------------------------------------------------------------------
def _suffixed(message_id: str, n: int) -> str:
    suffix = f"-{n}"
    return message_id[: _MSG_ID_MAX - len(suffix)] + suffix


def split_data(data: Mapping[str, Any], mode: SplitMode) -> list[tuple[str, dict[str, Any]]]:
    """Split one ``payment_intent`` ``data`` object into intents, each with a label.

    ``none``: the whole file is one intent. ``payment-info``: one intent per
    ``payment_info`` element (its group header, if any, gets ``message_id-<n>`` and its
    own ``txs_no``). ``transaction``: one single payment per transaction (no group
    header, the transaction's payment info around it).
    """
    infos = list(data.get("payment_info") or [])
    top = {k: v for k, v in data.items() if k not in ("payment_info", "group_header")}
    header = data.get("group_header")
    if mode == "none":
        return [("all", dict(data))]
    result: list[tuple[str, dict[str, Any]]] = []
    for i, info in enumerate(infos, start=1):
        txs = list(info.get("transactions") or [])
        name = info.get("payment_info_id") or f"payment_info[{i}]"
        if mode == "payment-info":
            item = dict(top)
            if isinstance(header, Mapping):
                sub = dict(header)
                if isinstance(sub.get("message_id"), str):
                    sub["message_id"] = _suffixed(sub["message_id"], i)
                sub["txs_no"] = len(txs)
                item["group_header"] = sub
            item["payment_info"] = [dict(info)]
            result.append((str(name), item))
            continue
        for j, tx in enumerate(txs, start=1):
            e2e = (tx.get("payment_identification") or {}).get("end_to_end_id")
            label = f"{name}/{e2e}" if e2e and e2e != "NOTPROVIDED" else f"{name}/{j}"
            item = dict(top)
            item["payment_info"] = [{**info, "transactions": [tx]}]
            result.append((label, item))
    return result


def _positions(message: Message, mode: SplitMode) -> list[list[tuple[int, int, int, int]]]:
    """For each intent :func:`split_data` makes (in its order): the (payment info,
    transaction) positions it carries in the message, with their positions inside the
    intent's own ``data``."""
    infos = message.payment_infos
    if mode == "none":
        return [
            [(i, j, i, j) for i, info in enumerate(infos) for j in range(len(info.transactions))]
        ]
    if mode == "payment-info":
        return [
            [(i, j, 0, j) for j in range(len(info.transactions))] for i, info in enumerate(infos)
        ]
    return [[(i, j, 0, 0)] for i, info in enumerate(infos) for j in range(len(info.transactions))]


def sources_of(message: Message, mode: SplitMode) -> list[dict[str, Any] | None]:
    """For each intent of ``message`` split by ``mode``, where its transactions come from
    in the original pain.001 message: what its status report (pain.002) names. None for
    each intent when the message was payment intent JSON (no pain.001 to report on)."""
    if message.source_format != "xml":
        return [None] * len(_positions(message, mode))
    header = message.group_header
    infos = message.payment_infos
    version = message.pain_version or PainVersion.V03

    def total(txs: Sequence[Any]) -> str:
        return str(sum((tx.amount.value for tx in txs if tx.amount is not None), Decimal(0)))

    original = {
        "message_id": header.message_id,
        # OrgnlMsgNmId; the namespace says it was read from the file (older journals
        # named every message pain.001.001.03, whatever its version)
        "message_name": version.value,
        "namespace": version.namespace,
        "created": header.creation_date_time,
        "nb_of_txs": message.transaction_count,
        "ctrl_sum": total(list(message.transactions)),
        "payment_infos": [
            {
                "id": info.payment_info_id,
                "nb_of_txs": len(info.transactions),
                "ctrl_sum": total(info.transactions),
            }
            for info in infos
        ],
    }
    sources: list[dict[str, Any] | None] = []
    for carried in _positions(message, mode):
        transactions = []
        for i, j, at_i, at_j in carried:
            tx = infos[i].transactions[j]
            transactions.append(
                {
                    "payment_info": i,
                    "index": j,
                    "at": [at_i, at_j],
                    "end_to_end_id": tx.end_to_end_id,
                    "instruction_id": tx.instruction_id,
                }
            )
        sources.append({"message": original, "transactions": transactions})
    return sources


@dataclass(frozen=True, slots=True)
class Prepared:
    """What :func:`prepare_intents` made of a file: the labelled intents, every finding
    (warnings included), per intent its :func:`sources_of` entry, and the file (its path
    and the SHA-256 of its content: the journal tells files apart by it)."""

    intents: list[tuple[str, dict[str, Any]]]
    findings: list[Finding]
    sources: list[dict[str, Any] | None]
    file: str | None = None
    digest: str | None = None


def file_digest(path: Path) -> str:
    """The SHA-256 of a file's content (hex). Raises :class:`InputError` when unreadable."""
    try:
        with path.open("rb") as handle:
            return hashlib.file_digest(handle, "sha256").hexdigest()
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror or exc}", path=str(path)) from exc


def prepare_intents(
    source: str | Path,
    *,
    skill: str,
    split: SplitMode = "none",
    psu_redirect_link: str | None = None,
    psu_id: str | None = None,
    allow_immediate_execution: bool = False,
    require_profile: bool = False,
    require_redirect: bool = True,
) -> Prepared:
    """Validate ``source`` (pain.001 XML or ``data`` JSON) for ``skill``, convert and
    split it.

    The service has no execution date: a payment goes out when the customer authorizes
    it. A pain.001 requested execution date in the future is therefore an error
    (``map.unsupported``) unless ``allow_immediate_execution`` accepts paying now.

    A skill without a profile is checked with the generic rules (a ``skill.unknown``
    warning), unless ``require_profile`` refuses it. Without ``require_redirect`` a
    missing ``psu_redirect_link`` is left for the caller to settle (a re-run of intents
    the journal already has needs none: :func:`planned_keys`).

    Raises :class:`~pain_bridge.errors.ValidationFailed` with all findings when any is an
    error, for the file or for any split intent; :class:`~pain_bridge.errors.InputError`
    when it cannot be read; :class:`~pain_bridge.profiles.MalformedSkill` /
    :class:`~pain_bridge.profiles.UnknownSkill` for the skill.
    """
    from pain_bridge.config import RuleConfig
    from pain_bridge.mapping.to_json import message_to_data
    from pain_bridge.model import assemble
    from pain_bridge.profiles import resolve_profile
    from pain_bridge.sources import iter_events
    from pain_bridge.validation import iter_findings
    from pain_bridge.xmlsafe import xml_char_findings

    profile = resolve_profile(skill, require=require_profile)
    config = RuleConfig(require_profile=require_profile)
    path = Path(source)
    if not path.is_file():
        raise MissingFile(path)
    # Bulk-ness is judged per intent after splitting, so the file itself is checked for
    # the skill only when it is submitted whole.
    findings = list(
        iter_findings(
            path,
            skill=profile if split == "none" else None,
            config=config,
            allow_immediate_execution=allow_immediate_execution,
        )
    )
    if any(f.is_error for f in findings):
        raise ValidationFailed(findings)
    message, read_findings = assemble(iter_events(path))
    if message is None:
        raise ValidationFailed(read_findings or findings)
    data = message_to_data(
        message,
        psu_redirect_link=psu_redirect_link or message.psu_redirect_link,
        psu_id=psu_id or message.psu_id,
    )
    refused = xml_char_findings(data)  # the options' text: judged as the file's was
    if refused:
        raise ValidationFailed(findings + refused)
    if not data.get("psu_redirect_link") and require_redirect:
        raise InputError("no psu_redirect_link: give --redirect URL or --listen", path=str(path))
    intents = split_data(data, split)
    if split != "none":
        per_intent: list[Finding] = []
        for _label, item in intents:
            per_intent.extend(iter_findings(item, skill=profile, config=config))
        if any(f.is_error for f in per_intent):
            raise ValidationFailed(findings + per_intent)
        findings += [f for f in per_intent if f not in findings]
    return Prepared(intents, findings, sources_of(message, split), str(path), file_digest(path))


# -- planning ----------------------------------------------------------------------
def planned_keys(
    intents: Sequence[tuple[str, Mapping[str, Any]]], *, skill: str, base_url: str
) -> list[str]:
    """The journal keys :func:`plan_batch` gives ``intents``: identical intents in one
    batch are told apart by their occurrence number."""
    seen: dict[str, int] = {}
    keys: list[str] = []
    for _label, data in intents:
        first = intent_key(data, skill, base_url)
        occurrence = seen.get(first, 0)
        seen[first] = occurrence + 1
        keys.append(first if occurrence == 0 else intent_key(data, skill, base_url, occurrence))
    return keys


def batch_of(keys: Sequence[str]) -> str:
    """The batch id of intents with journal ``keys`` (:func:`planned_keys`)."""
    return hashlib.sha256("".join(keys).encode()).hexdigest()[:16]


def plan_batch(
    journal: Journal,
    intents: Sequence[tuple[str, Mapping[str, Any]]],
    *,
    skill: str,
    base_url: str,
    credential_source: str,
    tenant_user_id: str,
    sources: Sequence[Mapping[str, Any] | None] | None = None,
    file: str | None = None,
    digest: str | None = None,
) -> list[IntentRecord]:
    """Record ``intents`` (label, data) as planned; returns their records in order.
    ``sources``: per intent, where it comes from in its pain.001 (:func:`sources_of`);
    ``file`` and ``digest``: the file they come from (recorded as an origin of each
    intent, including those another file planned before).

    Identical intents in one batch are told apart by their occurrence number, so a file
    that really pays the same thing twice submits it twice (and never a third time).
    """
    planned: list[PlannedIntent] = []
    keys = planned_keys(intents, skill=skill, base_url=base_url)
    for key, (label, data) in zip(keys, intents, strict=True):
        planned.append(
            PlannedIntent(
                key, "", 0, label, skill, base_url, credential_source, tenant_user_id, data
            )
        )
    batch = batch_of(keys)
    origins = list(sources) if sources is not None else [None] * len(planned)
    planned = [
        PlannedIntent(
            p.key,
            batch,
            i,
            p.label,
            p.skill,
            p.base_url,
            p.credential_source,
            p.tenant_user_id,
            p.data,
            origin,
        )
        for i, (p, origin) in enumerate(zip(planned, origins, strict=True))
    ]
    return journal.plan(planned, file=file, digest=digest)


# -- submitting --------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Outcome:
    """What a batch run did with one intent.

    ``action``: ``submitted`` (now), ``kept`` (already submitted or later, untouched,
    perhaps by another process), ``unknown`` (sent, outcome unknown: needs
    ``--resolve-unknown``), ``registered`` (registered by an attempt whose answer was
    lost: no SCA link), ``abandoned``, ``failed``, ``lost`` (another process took the
    intent over while this one was working on it), ``stopped`` (the run was asked to
    stop before this intent's next call, or cut its call at the drain's end: left as the
    journal has it, for a re-run).
    """

    record: IntentRecord
    action: str
    error: PainBridgeError | None = None

    @property
    def ok(self) -> bool:
        """Nothing needs an operator: an intent registered without its SCA link does."""
        return (
            self.action in ("submitted", "kept", "abandoned")
            and self.record.state != State.REGISTERED
        )


def _retry_failed(record: IntentRecord) -> bool:
    """A ``failed`` intent is tried again (in a new session) when its failure was
    transient. So is one refused as ``replayed_signature`` that an earlier version
    recorded as definite: the service refuses a replay before acting on it, and that
    gateway's tokens (no ``jti``) repeated only across identical bodies in one second:
    two intents' session requests, or a step it sent again after an answer that
    registered nothing (not sent, or rate limited). Nothing was registered for it."""
    if record.error_retryable:
        return True
    return record.error is not None and record.error.get("code") == "replayed_signature"


def worker_of(owner: str) -> str:
    """A claim owner as people name a worker: ``host/pid``."""
    parts = owner.split("/")
    return f"{parts[0]}/{parts[2]}" if len(parts) == 4 else owner


def _nonce_alive(record: IntentRecord, now: datetime) -> bool:
    """The recorded nonce is still within its life (with a safety margin)."""
    if not record.nonce or not record.session_id or not record.session_created_at:
        return False
    return now - datetime.fromisoformat(record.session_created_at) < NONCE_MAX_AGE


def _recorded_session(record: IntentRecord) -> Session:
    """The session and nonce the journal holds for ``record`` (checked alive before)."""
    assert record.session_id is not None
    assert record.nonce is not None
    return Session(record.session_id, record.nonce, record.skill)


async def _send_step(
    journal: Journal,
    client: AsyncGatewayClient,
    record: IntentRecord,
    session: Session,
    data: Mapping[str, Any],
    *,
    replay: bool,
) -> Outcome:
    """Send the step in ``session`` and record what came of it.

    ``submitting`` is written before sending: from there the outcome is open. A
    ``replay`` resends the step of an unknown outcome with the *same* nonce: the service
    uses a nonce once, so at most one of the two registers a payment, and its answer
    says which (success: the first had not; ``invalid_nonce``: the first had).
    """
    what = "replaying the step with its nonce" if replay else "submitting"
    record = journal.transition(
        record.key,
        State.SUBMITTING,
        f"{what} in session {session.session_id} (by {worker_of(journal.owner)})",
        claimed=True,
        nonce_state=NonceState.SPENT,
    )
    try:
        link = await client.submit_payment_intent(session, data)
    except OutcomeUnknown as error:
        record = journal.transition(
            record.key,
            State.UNKNOWN,
            error.message,
            claimed=True,
            error=error.to_dict(),
            error_retryable=False,
        )
        return Outcome(record, "unknown", error)
    except GatewayError as error:
        if replay and isinstance(error, Unauthorized) and error.code == "invalid_nonce":
            record = journal.transition(
                record.key,
                State.REGISTERED,
                "the service had already used this nonce: the earlier attempt registered"
                " the payment; its SCA link and payment id were lost with its answer",
                claimed=True,
                nonce=None,
                error=None,
                error_retryable=None,
            )
            return Outcome(record, "registered")
        if replay and (
            isinstance(error, ConnectFailed)
            or (isinstance(error, Unauthorized) and error.code == "expired_nonce")
        ):
            record = journal.transition(
                record.key,
                State.UNKNOWN,
                f"replay settled nothing: {error.message}",
                claimed=True,
                error=error.to_dict(),
                error_retryable=False,
            )
            return Outcome(record, "unknown", error)
        sent = not isinstance(error, ConnectFailed)
        record = journal.transition(
            record.key,
            State.FAILED,
            f"step {'refused' if sent else 'not sent'}: {error.message}",
            claimed=True,
            error=error.to_dict(),
            error_retryable=is_transient(error),
            nonce_state=NonceState.SPENT if sent else NonceState.FRESH,
        )
        return Outcome(record, "failed", error)
    detail = "SCA link received"
    if replay:
        detail += " (the earlier attempt had not registered; the replay did)"
    record = journal.transition(
        record.key,
        State.SUBMITTED,
        detail,
        claimed=True,
        sca_url=link.url,
        nonce=None,
        error=None,
        error_retryable=None,
    )
    return Outcome(record, "submitted")


async def _settle_unknown(
    journal: Journal,
    client: AsyncGatewayClient,
    record: IntentRecord,
    data: Mapping[str, Any],
    resolve_unknown: Resolution | None,
) -> Outcome | None:
    """An intent in ``submitting`` (its sender stopped) or ``unknown``: replay the step
    with its nonce while the nonce lives; after that only the operator's ``resolve``
    decides. None: resubmit it in a new session (the operator said so)."""
    if record.state == State.SUBMITTING:
        record = journal.transition(
            record.key,
            State.UNKNOWN,
            "the process sending this step stopped before recording its answer",
            claimed=True,
        )
    if _nonce_alive(record, journal.now()):
        session = _recorded_session(record)
        return await _send_step(journal, client, record, session, data, replay=True)
    if resolve_unknown is None:
        return Outcome(record, "unknown")
    if resolve_unknown == "abandon":
        record = journal.transition(
            record.key,
            State.ABANDONED,
            "abandoned by --resolve-unknown abandon",
            claimed=True,
        )
        return Outcome(record, "abandoned")
    journal.transition(
        record.key, record.state, "resubmitting by --resolve-unknown resubmit", claimed=True
    )
    return None


def _stopping(stop: asyncio.Event | None) -> bool:
    """The run was asked to stop: no new call is to start."""
    return stop is not None and stop.is_set()


async def _advance(
    journal: Journal,
    client: AsyncGatewayClient,
    record: IntentRecord,
    data: Mapping[str, Any],
    resolve_unknown: Resolution | None,
    stop: asyncio.Event | None = None,
) -> Outcome:
    """Take one claimed intent as far as it goes now (the module docstring's table);
    once ``stop`` is set, as far as the call under way (none is started after it)."""
    if _stopping(stop):
        return Outcome(record, "stopped")
    state = record.state
    if state in (State.SUBMITTING, State.UNKNOWN):
        settled = await _settle_unknown(journal, client, record, data, resolve_unknown)
        if settled is not None:
            return settled
    elif state == State.FAILED:
        if not _retry_failed(record):
            return Outcome(record, "failed")
    elif state not in (State.PLANNED, State.SESSION_CREATED):
        return Outcome(record, "kept")

    now = journal.now()
    if (
        state == State.SESSION_CREATED
        and record.nonce_state is NonceState.FRESH
        and _nonce_alive(record, now)
    ):
        session = _recorded_session(record)
    else:
        try:
            session = await client.create_session(record.tenant_user_id, record.skill)
        except GatewayError as error:
            record = journal.transition(
                record.key,
                State.FAILED,
                f"session creation failed: {error.message}",
                claimed=True,
                error=error.to_dict(),
                error_retryable=is_transient(error),
            )
            return Outcome(record, "failed", error)
        record = journal.transition(
            record.key,
            State.SESSION_CREATED,
            f"session {session.session_id}",
            claimed=True,
            session_id=session.session_id,
            nonce=session.nonce,
            nonce_state=NonceState.FRESH,
            session_created_at=now.isoformat(),
            error=None,
            error_retryable=None,
        )
        if _stopping(stop):  # the session is recorded: a re-run sends the step with its nonce
            return Outcome(record, "stopped")
    outcome = await _send_step(journal, client, record, session, data, replay=False)
    if outcome.action == "unknown" and not _stopping(stop):
        # The answer was lost: settle it at once by replaying with the same nonce.
        retry = await _send_step(journal, client, outcome.record, session, data, replay=True)
        if retry.action != "unknown":
            return retry
    return outcome


def _released(outcome: Outcome, owner: str) -> Outcome:
    """``outcome`` as this process left it: its record without the claim this process
    has just released (a record written while claimed still names its owner)."""
    record = outcome.record
    if record.claim_owner != owner:
        return outcome  # another process's claim (it took the intent over): still true
    return replace(outcome, record=replace(record, claim_owner=None, claim_expires=None))


async def _claimed(
    journal: Journal,
    client: AsyncGatewayClient,
    record: IntentRecord,
    data: Mapping[str, Any],
    resolve_unknown: Resolution | None,
    gate: asyncio.Semaphore,
    *,
    stop: asyncio.Event | None = None,
    busy: set[str] | None = None,
) -> Outcome:
    """Claim the intent (waiting while another process's lease runs), advance it,
    release it. An intent another process finished is reported as it left it. Once
    ``stop`` is set, an intent not yet claimed is not started. ``busy``: the keys of the
    intents being advanced (claimed) now."""
    busy = set() if busy is None else busy
    delay = _FIRST_WAIT
    while True:
        async with gate:
            if _stopping(stop):
                return Outcome(journal.get(record.key) or record, "stopped")
            claim = journal.claim(record.key)
            if isinstance(claim, IntentRecord):
                busy.add(record.key)
                try:
                    outcome = await _advance(journal, client, claim, data, resolve_unknown, stop)
                except ClaimLost as lost:
                    current = journal.get(record.key) or record
                    outcome = Outcome(current, "lost", lost)
                finally:
                    busy.discard(record.key)
                    journal.release(record.key)
                return _released(outcome, journal.owner)
        # Another process holds it: look again soon, and at the latest when its lease
        # ends (then it is ours, if its owner died).
        left = (claim - journal.now()).total_seconds()
        await asyncio.sleep(max(0.0, min(delay, left)))
        delay = min(delay * 2, _MAX_WAIT)


async def _renew_leases(journal: Journal) -> None:
    """Keep this process's claims alive while it works."""
    period = max(journal.lease.total_seconds() / 3, 0.05)
    while True:
        await asyncio.sleep(period)
        with contextlib.suppress(JournalUnavailable):  # the intents' own writes report it
            journal.renew()


async def _finished_before(work: asyncio.Future[Any], stop: asyncio.Event) -> bool:
    """Wait for ``work`` or ``stop``; True when the work ended (well or not) first."""
    waiter = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({work, waiter}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        waiter.cancel()
    return work.done()


def _ended(journal: Journal, task: asyncio.Task[Outcome], record: IntentRecord) -> Outcome:
    """What a task of a stopped run came to: a task cut at the drain's end is
    ``stopped`` as the journal has it; a task that failed raises its failure."""
    if task.cancelled():
        return Outcome(journal.get(record.key) or record, "stopped")
    return task.result()


async def run_batch(
    journal: Journal,
    client: AsyncGatewayClient,
    work: Sequence[tuple[IntentRecord, Mapping[str, Any]]],
    *,
    concurrency: int = 4,
    resolve_unknown: Resolution | None = None,
    on_done: Callable[[Outcome], None] | None = None,
    stop: asyncio.Event | None = None,
    drain_timeout: float = DRAIN_TIMEOUT,
    on_stop: Callable[[int], None] | None = None,
) -> list[Outcome]:
    """Advance each (record, current data) pair as far as the table in the module
    docstring says, ``concurrency`` at a time; outcomes in the order given.

    Every intent is claimed in the journal first, so any number of processes may run
    the same batch at once: each intent is sent by exactly one of them, and the others
    report what it became.

    ``current data`` is what to submit if a step is (re)sent now; it may differ from
    the recorded data only in ``psu_redirect_link``.

    Once ``stop`` is set, no new call starts; the calls in flight are waited for, their
    answers recorded, for at most ``drain_timeout`` seconds, after which those still
    open are cut (their steps stay ``submitting``). ``on_stop`` is told, when the stop
    is seen, how many intents have a call in flight.
    """
    if concurrency < 1:
        raise ValueError("concurrency must be at least 1")
    gate = asyncio.Semaphore(concurrency)
    busy: set[str] = set()

    async def one(record: IntentRecord, data: Mapping[str, Any]) -> Outcome:
        outcome = await _claimed(
            journal, client, record, data, resolve_unknown, gate, stop=stop, busy=busy
        )
        if on_done is not None:
            on_done(outcome)
        return outcome

    renewer = asyncio.create_task(_renew_leases(journal))
    tasks = [asyncio.create_task(one(r, d)) for r, d in work]
    everything = asyncio.gather(*tasks)
    # Each task's own failure is what gets reported: the gathered one is seen here.
    everything.add_done_callback(lambda f: f.cancelled() or f.exception())
    try:
        if stop is not None and not await _finished_before(everything, stop):
            if on_stop is not None:
                on_stop(len(busy))
            await asyncio.wait({everything}, timeout=max(drain_timeout, 0.0))
            for task in tasks:
                task.cancel()  # still in flight at the drain's end: cut
            await asyncio.gather(*tasks, return_exceptions=True)
            return [_ended(journal, t, r) for t, (r, _d) in zip(tasks, work, strict=True)]
        return list(await everything)
    except BaseException:
        # One failed (the journal's storage, most likely): stop the others, and collect
        # what each ended with, so that the failure is reported once. An intent stopped
        # mid-step stays ``submitting``: a re-run settles it by its nonce.
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        raise
    finally:
        renewer.cancel()
        await asyncio.gather(renewer, return_exceptions=True)


def submit_batch(
    journal: Journal,
    client: AsyncGatewayClient,
    work: Sequence[tuple[IntentRecord, Mapping[str, Any]]],
    *,
    drain_timeout: float = DRAIN_TIMEOUT,
    on_stop: Callable[[Stopped, int], None] | None = None,
    **options: Any,
) -> list[Outcome]:
    """:func:`run_batch` from synchronous code (runs its own event loop).

    In a command (:func:`pain_bridge.signals.stopping_on_signals`), SIGTERM or SIGHUP
    stops the run gracefully (``stop`` of :func:`run_batch`): no new call, the calls in
    flight finished and recorded within ``drain_timeout`` seconds; ``on_stop(signal,
    in_flight)`` is told when that begins. The signal is then raised as
    :class:`~pain_bridge.signals.Stopped`. A library's host keeps its own handlers.
    """
    signalled: list[Stopped] = []
    wake: list[Callable[[], None]] = []

    def request(stopped: Stopped) -> None:  # in the signal handler: note it, wake the loop
        signalled.append(stopped)
        for callback in wake:
            callback()

    async def main() -> list[Outcome]:
        loop = asyncio.get_running_loop()
        stop = asyncio.Event()

        def wake_up() -> None:
            with contextlib.suppress(RuntimeError):  # the loop has closed meanwhile
                loop.call_soon_threadsafe(stop.set)

        wake.append(wake_up)
        if signalled:
            stop.set()

        def told(in_flight: int) -> None:
            if on_stop is not None and signalled:
                on_stop(signalled[0], in_flight)

        async with client:
            return await run_batch(
                journal,
                client,
                work,
                stop=stop,
                drain_timeout=drain_timeout,
                on_stop=told,
                **options,
            )

    with draining(request):
        outcomes = asyncio.run(main())
    if signalled:
        raise signalled[0]
    return outcomes
