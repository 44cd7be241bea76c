"""When to retry a call to the service, and how long to wait: one function, :func:`decide`.

The rule: retry only where a retry cannot register a payment twice.

====================  ============  ============  ===========  ==========  ===============
error                 get_payment   exchange      create       submit      note
                                    _token        _session     _step
====================  ============  ============  ===========  ==========  ===============
ConnectFailed         retry         retry         retry        retry       never sent
ResponseLost          retry         retry         retry        UNKNOWN     may have arrived
RateLimited (429)     retry         retry         retry        retry       refused: nothing
                                                                         was registered
InternalError (5xx)   retry         retry         retry        UNKNOWN     may have run
MalformedResponse     retry         fail          fail         UNKNOWN     (2xx/4xx body)
ExternalApiError      retry [*]     retry [*]     retry [*]    fail        [*] transient
                                                                         codes only
SignatureReplayed     retry         retry         retry        UNKNOWN     token seen
                                                                         before: signed
                                                                         anew
InvalidRequest,       fail          fail          fail         fail        a definite no
Unauthorized, other
====================  ============  ============  ===========  ==========  ===============

A 429 is the one service error that is retried on the step too: it is a refusal before
any processing (the sandbox even keeps the nonce valid), so repeating it cannot register a
second payment, and a new session would meet the same limit.

A ``replayed_signature`` refusal (``/v1s``) is taken before the service does anything,
so the call is sent again with a new token (each attempt is signed anew, and each token
is unique by its ``jti``). Since the gateway never sends one token twice, such a refusal
means a copy of the attempt reached the service first (a proxy or the network repeated
it): for the step that copy may have registered the payment, so the step's outcome is
``UNKNOWN`` and is settled with its nonce like any other.

``UNKNOWN``: the step is not retried and the caller raises
:class:`~pain_bridge.gateway.errors.OutcomeUnknown`; the journal records the intent as
``unknown`` until it is resolved explicitly. Retries stop after ``max_attempts`` calls.

Backoff is exponential with *full jitter*: attempt *n* (1-based, the one that failed)
waits ``random() × min(max_delay, base_delay × 2**(n-1))`` seconds, or the server's
``Retry-After`` when it is longer (capped at ``max_delay``). ``random`` and ``sleep`` are
injectable, so tests run instantly and deterministically.
"""

from __future__ import annotations

import asyncio
import random as _random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from enum import StrEnum

from pain_bridge.gateway.errors import (
    ConnectFailed,
    ExternalApiError,
    GatewayError,
    InternalError,
    MalformedResponse,
    RateLimited,
    ResponseLost,
    SignatureReplayed,
)

__all__ = ["Decision", "Operation", "RetryPolicy", "decide", "is_transient"]


class Operation(StrEnum):
    """The kinds of calls, as far as retrying them is concerned."""

    CREATE_SESSION = "create_session"
    SUBMIT_STEP = "submit_step"
    EXCHANGE_TOKEN = "exchange_token"  # noqa: S105 (an operation name)
    GET_PAYMENT = "get_payment"


#: ``external_api_error`` codes that say "try again later" rather than "no".
TRANSIENT_EXTERNAL_CODES = frozenset(
    {"external_api_connection_error", "external_api_too_many_requests"}
)


def is_transient(error: GatewayError) -> bool:
    """True when a failure says "not now" rather than "no": trying again later (in a
    new session) cannot duplicate anything."""
    if isinstance(error, ExternalApiError):
        return error.code in TRANSIENT_EXTERNAL_CODES
    return isinstance(
        error, ConnectFailed | RateLimited | InternalError | ResponseLost | SignatureReplayed
    )


@dataclass(frozen=True)
class RetryPolicy:
    """How many attempts, how long to wait, and the (injectable) clock and dice."""

    max_attempts: int = 4
    base_delay: float = 0.25
    max_delay: float = 8.0
    random: Callable[[], float] = field(default=_random.random, repr=False)
    sleep: Callable[[float], None] = field(default=time.sleep, repr=False)
    async_sleep: Callable[[float], Awaitable[None]] = field(default=asyncio.sleep, repr=False)

    @classmethod
    def never(cls) -> RetryPolicy:
        """A policy that makes every call exactly once."""
        return cls(max_attempts=1)


@dataclass(frozen=True, slots=True)
class Decision:
    """What to do after a failed attempt.

    ``retry``: call again after ``delay`` seconds. ``outcome_unknown``: the call was a
    step submission that may have registered a payment (never retried). ``reason`` says
    why, for logs.
    """

    retry: bool
    delay: float = 0.0
    outcome_unknown: bool = False
    reason: str = ""


def _backoff(policy: RetryPolicy, attempt: int, error: GatewayError) -> float:
    ceiling = min(policy.max_delay, policy.base_delay * 2.0 ** max(attempt - 1, 0))
    delay = policy.random() * ceiling
    if isinstance(error, RateLimited) and error.retry_after is not None:
        delay = max(delay, min(error.retry_after, policy.max_delay))
    return delay


def decide(
    operation: Operation, attempt: int, error: GatewayError, policy: RetryPolicy
) -> Decision:
    """Decide what follows attempt number ``attempt`` (1-based) of ``operation`` failing
    with ``error``. See the table in the module docstring."""
    step = operation is Operation.SUBMIT_STEP
    if isinstance(error, ConnectFailed):
        retryable, reason = True, "the request was not sent"
    elif isinstance(error, ResponseLost | InternalError):
        if step:
            return Decision(False, outcome_unknown=True, reason="the step may have run")
        retryable, reason = True, "a read or token call may be repeated"
    elif isinstance(error, MalformedResponse):
        if step:
            return Decision(False, outcome_unknown=True, reason="the step's answer is garbled")
        retryable = operation is Operation.GET_PAYMENT
        reason = "a read may be repeated" if retryable else "a garbled answer"
    elif isinstance(error, SignatureReplayed):
        if step:
            return Decision(
                False, outcome_unknown=True, reason="a copy of the step reached the service first"
            )
        retryable, reason = True, "the token was refused as already used: signing anew"
    elif isinstance(error, RateLimited):
        retryable, reason = True, "rate limited: refused before processing"
    elif isinstance(error, ExternalApiError):
        retryable = not step and error.code in TRANSIENT_EXTERNAL_CODES
        reason = "a transient bank error" if retryable else "the bank refused"
    else:
        retryable, reason = False, "a definite refusal"
    if not retryable:
        return Decision(False, reason=reason)
    if attempt >= policy.max_attempts:
        return Decision(False, reason=f"{reason}; gave up after {attempt} attempt(s)")
    return Decision(True, delay=_backoff(policy, attempt, error), reason=reason)
