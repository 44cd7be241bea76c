"""Running a planned batch of payment intents, durably: :func:`run_batch` and
:func:`submit_batch`.

One module because the state table below is one state machine: how each state is
advanced, and the claims, nonce replays and drain around it, are read together.

For each intent, with at most ``concurrency`` at a time, a session is created and the
step submitted, the journal written before and after each call.

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
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, Literal

from pain_bridge.errors import PainBridgeError
from pain_bridge.gateway.client import AsyncGatewayClient, Session
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
    State,
)
from pain_bridge.gateway.retry import is_transient
from pain_bridge.signals import Stopped, draining

__all__ = [
    "DONE_STATES",
    "DRAIN_TIMEOUT",
    "NONCE_MAX_AGE",
    "Outcome",
    "Resolution",
    "run_batch",
    "submit_batch",
    "worker_of",
]

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
