"""The retry decision table, every branch, and the backoff arithmetic."""

from __future__ import annotations

import pytest

from pain_bridge.gateway.errors import (
    ConnectFailed,
    ExternalApiError,
    GatewayError,
    InternalError,
    InvalidRequest,
    MalformedResponse,
    NotFound,
    RateLimited,
    ResponseLost,
    ServiceError,
    SignatureReplayed,
    Unauthorized,
)
from pain_bridge.gateway.retry import Decision, Operation, RetryPolicy, decide

POLICY = RetryPolicy(max_attempts=4, base_delay=1.0, max_delay=8.0, random=lambda: 1.0)

READ, TOKEN, SESSION, STEP = (
    Operation.GET_PAYMENT,
    Operation.EXCHANGE_TOKEN,
    Operation.CREATE_SESSION,
    Operation.SUBMIT_STEP,
)

# (error, {operation: "retry" | "fail" | "unknown"})
TABLE: list[tuple[GatewayError, dict[Operation, str]]] = [
    (ConnectFailed(), {READ: "retry", TOKEN: "retry", SESSION: "retry", STEP: "retry"}),
    (ResponseLost(), {READ: "retry", TOKEN: "retry", SESSION: "retry", STEP: "unknown"}),
    (RateLimited(), {READ: "retry", TOKEN: "retry", SESSION: "retry", STEP: "retry"}),
    (
        InternalError(http_status=503),
        {READ: "retry", TOKEN: "retry", SESSION: "retry", STEP: "unknown"},
    ),
    (MalformedResponse(), {READ: "retry", TOKEN: "fail", SESSION: "fail", STEP: "unknown"}),
    (
        ExternalApiError(code="external_api_connection_error"),
        {READ: "retry", TOKEN: "retry", SESSION: "retry", STEP: "fail"},
    ),
    (
        ExternalApiError(code="external_api_too_many_requests"),
        {READ: "retry", TOKEN: "retry", SESSION: "retry", STEP: "fail"},
    ),
    (
        ExternalApiError(code="external_api_forbidden"),
        {READ: "fail", TOKEN: "fail", SESSION: "fail", STEP: "fail"},
    ),
    (InvalidRequest(code="invalid_field"), {op: "fail" for op in Operation}),
    (NotFound(code="not_found"), {op: "fail" for op in Operation}),
    (Unauthorized(code="invalid_temp_token"), {op: "fail" for op in Operation}),
    (ServiceError(http_status=418), {op: "fail" for op in Operation}),
    # refused before the service acted: sent again with a new token; for the step, a
    # copy of it arrived first and may have registered: settled with the nonce
    (
        SignatureReplayed(code="replayed_signature"),
        {READ: "retry", TOKEN: "retry", SESSION: "retry", STEP: "unknown"},
    ),
]


def _kind(decision: Decision) -> str:
    if decision.outcome_unknown:
        assert not decision.retry
        return "unknown"
    return "retry" if decision.retry else "fail"


@pytest.mark.parametrize(("error", "expected"), TABLE, ids=lambda v: type(v).__name__)
def test_decision_table(error: GatewayError, expected: dict[Operation, str]) -> None:
    for operation in Operation:
        got = _kind(decide(operation, 1, error, POLICY))
        assert got == expected[operation], (operation, got)


@pytest.mark.parametrize("operation", list(Operation))
def test_gives_up_after_max_attempts(operation: Operation) -> None:
    error = ConnectFailed()
    assert decide(operation, 3, error, POLICY).retry
    last = decide(operation, 4, error, POLICY)
    assert not last.retry
    assert not last.outcome_unknown
    assert "gave up after 4" in last.reason


def test_never_policy_makes_one_attempt() -> None:
    assert not decide(READ, 1, ConnectFailed(), RetryPolicy.never()).retry


def test_exponential_ceiling_with_full_jitter() -> None:
    delays = [decide(READ, n, ConnectFailed(), POLICY).delay for n in (1, 2, 3)]
    assert delays == [1.0, 2.0, 4.0]
    capped = RetryPolicy(max_attempts=10, base_delay=1.0, max_delay=8.0, random=lambda: 1.0)
    assert decide(READ, 9, ConnectFailed(), capped).delay == 8.0
    half = RetryPolicy(base_delay=1.0, max_delay=8.0, random=lambda: 0.5)
    assert decide(READ, 3, ConnectFailed(), half).delay == 2.0
    zero = RetryPolicy(random=lambda: 0.0)
    assert decide(READ, 2, ConnectFailed(), zero).delay == 0.0


def test_retry_after_is_honoured_and_capped() -> None:
    zero = RetryPolicy(base_delay=1.0, max_delay=8.0, random=lambda: 0.0)
    assert decide(READ, 1, RateLimited(retry_after=3), zero).delay == 3.0
    assert decide(READ, 1, RateLimited(retry_after=60), zero).delay == 8.0
    big = RetryPolicy(base_delay=1.0, max_delay=8.0, random=lambda: 1.0)
    assert decide(READ, 3, RateLimited(retry_after=1), big).delay == 4.0
