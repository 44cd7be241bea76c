"""The durable batch (gateway.submit) against a scripted fake service with fault injection.

The fake keeps sessions, single-use nonces and registered payments, so every test can
count exactly how many payments the "server" registered. The sandbox-backed versions of
these tests are in test_gateway_sandbox.py.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from pain_bridge.gateway.client import AsyncGatewayClient, GatewayClient, GatewaySettings
from pain_bridge.gateway.journal import IntentRecord, Journal, State
from pain_bridge.gateway.retry import RetryPolicy
from pain_bridge.gateway.submit import (
    exchange,
    plan_batch,
    record_redirect,
    refresh,
    run_batch,
    split_data,
    submit_batch,
)

SKILL = "demo_xx_pisp_sbx_#1.0"


def _tx(n: int, e2e: str | None = None) -> dict[str, Any]:
    tx: dict[str, Any] = {
        "amount": {"instructed_amount": {"value": f"{n}.00", "currency": "EUR"}},
        "creditor": {"name": f"Creditor {n}"},
        "creditor_account": {
            "identification": {"iban": "DE89370400440532013000"},
            "currency": "EUR",
        },
    }
    if e2e:
        tx["payment_identification"] = {"end_to_end_id": e2e}
    return tx


DATA = {
    "psu_redirect_link": "https://app.example/back",
    "group_header": {"message_id": "MSG-1", "txs_no": 3},
    "payment_info": [
        {
            "payment_info_id": "P1",
            "debtor": {"name": "ACME"},
            "transactions": [_tx(1, "E1"), _tx(2)],
        },
        {"payment_info_id": "P2", "transactions": [_tx(3, "E3")]},
    ],
}

Fault = Callable[[str, dict[str, Any]], httpx.Response | Exception | None]


class FakeService:
    """Sessions, nonces, steps, tokens and payments, with a fault hook per request.

    ``fault(path, body)`` runs before the request is handled (``before``) or after the
    payment is registered (``after``); it returns a response or exception to answer
    with instead, or None.
    """

    def __init__(self) -> None:
        self.sessions: dict[str, dict[str, Any]] = {}
        self.payments: list[dict[str, Any]] = []
        self.tokens: dict[str, int] = {}
        self.consents: dict[str, tuple[str, int]] = {}
        self.before: Fault | None = None
        self.after: Fault | None = None
        self.calls: list[str] = []

    def handler(self, request: httpx.Request) -> httpx.Response:
        path = request.url.path
        body = json.loads(request.content)
        self.calls.append(path)
        if self.before is not None:
            fault = self.before(path, body)
            if isinstance(fault, Exception):
                raise fault
            if fault is not None:
                return fault
        if path == "/v1/sessions":
            sid = str(uuid.uuid4())
            self.sessions[sid] = {"nonce": uuid.uuid4().hex}
            return httpx.Response(
                200,
                json={
                    "session_id": sid,
                    "nonce": self.sessions[sid]["nonce"],
                    "status": "SESSION_CREATED",
                },
            )
        if path.endswith("/steps"):
            sid = path.split("/")[3]
            session = self.sessions.get(sid)
            if session is None or session["nonce"] != body["nonce"]:
                return httpx.Response(
                    401,
                    json={
                        "id": "x",
                        "type": "unauthorized",
                        "code": "invalid_nonce",
                        "message": "nonce",
                    },
                )
            session["nonce"] = None
            self.payments.append(body["data"])
            if self.after is not None:
                fault = self.after(path, body)
                if isinstance(fault, Exception):
                    raise fault
                if fault is not None:
                    return fault
            return httpx.Response(
                200,
                json={
                    "status": "SESSION_IN_PROGRESS",
                    "data": {
                        "method": "GET",
                        "headers": {},
                        "url": f"https://bank.example/sca/{sid}",
                    },
                },
            )
        if path == "/v1/tokens":
            temp = body["temp_token"]
            if temp not in self.tokens:
                return httpx.Response(
                    401,
                    json={
                        "id": "x",
                        "type": "unauthorized",
                        "code": "invalid_temp_token",
                        "message": "t",
                    },
                )
            index = self.tokens.pop(temp)
            cid = str(uuid.uuid4())
            self.consents[cid] = ("acc-" + cid, index)
            return httpx.Response(
                200,
                json={
                    "credentials_id": cid,
                    "access_token": "acc-" + cid,
                    "consent_exp": "2030-01-01T00:00:00Z",
                },
            )
        if path == "/v1/payments/get":
            token, index = self.consents[body["credentials_id"]]
            assert body["access_token"] == token
            return httpx.Response(
                200,
                json={
                    "id": f"pay-{index}",
                    "status": "payment_completed",
                    "data": self.payments[index],
                },
            )
        return httpx.Response(
            404, json={"type": "invalid_request", "code": "not_found", "message": path}
        )

    def authorize(self, index: int) -> str:
        temp = f"temp-{index}-{uuid.uuid4().hex}"
        self.tokens[temp] = index
        return temp

    def settings(self) -> GatewaySettings:
        transport = httpx.MockTransport(self.handler)
        return GatewaySettings(
            base_url="https://pis.example/v1",
            client_id="t",
            client_app_key="k",
            client_secret="s",
            retry=RetryPolicy(max_attempts=3, random=lambda: 0.0, sleep=lambda _d: None),
            transport=transport,
            async_transport=transport,
        )


@pytest.fixture
def service() -> FakeService:
    return FakeService()


@pytest.fixture
def journal(journal_location: str) -> Journal:
    """A journal on each backend: the batch's state machine is tested against both."""
    with Journal(journal_location) as j:
        yield j  # type: ignore[misc]


def _run(
    journal: Journal, service: FakeService, split: str = "transaction", **options: Any
) -> list[Any]:
    intents = split_data(DATA, split)  # type: ignore[arg-type]
    records = plan_batch(
        journal,
        intents,
        skill=SKILL,
        base_url="https://pis.example",
        credential_source="config",
        tenant_user_id="u",
    )
    work = [(r, d) for r, (_l, d) in zip(records, intents, strict=True)]
    return submit_batch(journal, AsyncGatewayClient(service.settings()), work, **options)


def test_split_modes() -> None:
    assert [label for label, _ in split_data(DATA, "none")] == ["all"]
    by_info = split_data(DATA, "payment-info")
    assert [label for label, _ in by_info] == ["P1", "P2"]
    assert by_info[0][1]["group_header"] == {"message_id": "MSG-1-1", "txs_no": 2}
    assert by_info[1][1]["group_header"] == {"message_id": "MSG-1-2", "txs_no": 1}
    by_tx = split_data(DATA, "transaction")
    assert [label for label, _ in by_tx] == ["P1/E1", "P1/2", "P2/E3"]
    single = by_tx[1][1]
    assert "group_header" not in single
    assert single["psu_redirect_link"] == DATA["psu_redirect_link"]
    assert single["payment_info"][0]["debtor"] == {"name": "ACME"}
    assert single["payment_info"][0]["transactions"] == [_tx(2)]
    long_id = {**DATA, "group_header": {"message_id": "M" * 35, "txs_no": 3}}
    assert len(split_data(long_id, "payment-info")[1][1]["group_header"]["message_id"]) == 35


def test_happy_path_then_rerun_sends_nothing(journal: Journal, service: FakeService) -> None:
    outcomes = _run(journal, service)
    assert [o.action for o in outcomes] == ["submitted"] * 3
    assert len(service.payments) == 3
    assert all(o.record.sca_url.startswith("https://bank.example/sca/") for o in outcomes)
    assert all(o.record.nonce is None and o.record.nonce_state == "spent" for o in outcomes)
    calls = len(service.calls)
    again = _run(journal, service)
    assert [o.action for o in again] == ["kept"] * 3
    assert len(service.calls) == calls
    states = [h.state for h in journal.history(outcomes[0].record.key)]
    assert states == ["planned", "session_created", "submitting", "submitted"]


def test_identical_intents_are_both_submitted_once(journal: Journal, service: FakeService) -> None:
    twice = {**DATA, "payment_info": [{"transactions": [_tx(5)]}, {"transactions": [_tx(5)]}]}
    intents = split_data(twice, "transaction")
    for _ in range(2):
        records = plan_batch(
            journal, intents, skill=SKILL, base_url="b", credential_source="c", tenant_user_id="u"
        )
        assert len({r.key for r in records}) == 2
        submit_batch(
            journal,
            AsyncGatewayClient(service.settings()),
            [(r, d) for r, (_l, d) in zip(records, intents, strict=True)],
        )
    assert len(service.payments) == 2


LOST_ANSWERS = pytest.mark.parametrize(
    "fault",
    [
        httpx.ReadTimeout("slow bank"),
        httpx.RemoteProtocolError("server disconnected"),
        httpx.Response(
            503, json={"type": "internal_error", "code": "service_unavailable", "message": "down"}
        ),
        httpx.Response(502, text="<html>Bad gateway</html>"),
        httpx.Response(200, text='{"status": "SESSION_IN_PRO'),
    ],
    ids=["read-timeout", "reset-after-send", "503", "html-502", "truncated-200"],
)


class Clock:
    """A settable clock for the journal (nonce ages, leases)."""

    def __init__(self) -> None:
        self.at = datetime(2026, 11, 24, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.at


@LOST_ANSWERS
def test_lost_answer_after_registering_is_settled_by_replaying_the_nonce(
    journal: Journal, service: FakeService, fault: httpx.Response | Exception
) -> None:
    hit = {"n": 0}

    def after(path: str, body: dict[str, Any]) -> httpx.Response | Exception | None:
        if body["data"]["payment_info"][0]["transactions"][0]["creditor"]["name"] == "Creditor 2":
            hit["n"] += 1
            return fault
        return None

    service.after = after
    outcomes = _run(journal, service)
    assert [o.action for o in outcomes] == ["submitted", "registered", "submitted"]
    assert hit["n"] == 1
    assert len(service.payments) == 3  # the replay was refused: the nonce was used
    registered = outcomes[1].record
    assert registered.state == State.REGISTERED
    assert registered.sca_url is None
    assert registered.nonce is None
    history = [h.state for h in journal.history(registered.key)]
    assert history == [
        "planned",
        "session_created",
        "submitting",
        "unknown",
        "submitting",
        "registered",
    ]

    service.after = None
    assert [o.action for o in _run(journal, service)] == ["kept", "kept", "kept"]
    assert len(service.payments) == 3  # the re-run sent nothing


@LOST_ANSWERS
def test_lost_request_is_settled_by_replaying_the_nonce(
    journal: Journal, service: FakeService, fault: httpx.Response | Exception
) -> None:
    # the answer is lost *before* the service registered anything, once
    hit = {"n": 0}

    def before(path: str, body: dict[str, Any]) -> httpx.Response | Exception | None:
        if path.endswith("/steps") and hit["n"] == 0:
            hit["n"] += 1
            return fault
        return None

    service.before = before
    outcomes = _run(journal, service, split="none")
    assert [o.action for o in outcomes] == ["submitted"]
    assert len(service.payments) == 1
    assert outcomes[0].record.sca_url
    steps = [c for c in service.calls if c.endswith("/steps")]
    assert len(steps) == 2  # the lost one and its replay, in one session
    assert len({c.split("/")[3] for c in steps}) == 1


def test_unknown_stays_unknown_once_the_nonce_expired(tmp_path: Path, service: FakeService) -> None:
    clock = Clock()
    with Journal(tmp_path / "j.sqlite3", clock=clock) as journal:
        service.before = lambda p, b: httpx.ReadTimeout("t") if p.endswith("/steps") else None
        assert {o.action for o in _run(journal, service, split="none")} == {"unknown"}
        assert service.payments == []

        # within the nonce's life a re-run replays it (and meets the same fault)
        service.before = lambda p, b: httpx.ReadTimeout("t") if p.endswith("/steps") else None
        assert {o.action for o in _run(journal, service, split="none")} == {"unknown"}

        # the nonce is now too old to replay: nothing is sent without a decision
        clock.at += timedelta(minutes=26)
        service.before = None
        calls = len(service.calls)
        assert {o.action for o in _run(journal, service, split="none")} == {"unknown"}
        assert len(service.calls) == calls
        assert service.payments == []

        # the operator checked with the bank and resubmits in a new session
        outcomes = _run(journal, service, split="none", resolve_unknown="resubmit")
        assert [o.action for o in outcomes] == ["submitted"]
        assert len(service.payments) == 1
        assert outcomes[0].record.sca_url


def test_unknown_abandoned_by_the_operator(tmp_path: Path, service: FakeService) -> None:
    clock = Clock()
    with Journal(tmp_path / "j.sqlite3", clock=clock) as journal:
        service.before = lambda p, b: httpx.ReadTimeout("t") if p.endswith("/steps") else None
        assert {o.action for o in _run(journal, service, split="none")} == {"unknown"}
        clock.at += timedelta(minutes=26)
        outcomes = _run(journal, service, split="none", resolve_unknown="abandon")
        assert [o.action for o in outcomes] == ["abandoned"]
        assert outcomes[0].record.state == State.ABANDONED
        assert service.payments == []


def test_a_replay_meeting_an_expired_nonce_stays_unknown(
    journal: Journal, service: FakeService
) -> None:
    expired = httpx.Response(
        401, json={"id": "x", "type": "unauthorized", "code": "expired_nonce", "message": "old"}
    )
    answers = iter([httpx.ReadTimeout("t"), expired])
    service.before = lambda p, b: next(answers) if p.endswith("/steps") else None
    outcomes = _run(journal, service, split="none")
    assert [o.action for o in outcomes] == ["unknown"]
    assert outcomes[0].record.state == State.UNKNOWN
    assert service.payments == []


@pytest.mark.parametrize(
    ("fault", "retried_now"),
    [
        (httpx.ConnectError("refused"), False),
        (
            httpx.Response(
                429,
                json={"type": "rate_limited", "code": "too_many_requests", "message": "slow down"},
            ),
            False,
        ),
        (
            httpx.Response(
                400,
                json={
                    "type": "external_api_error",
                    "code": "external_api_connection_error",
                    "message": "m",
                },
            ),
            False,
        ),
    ],
    ids=["connect-refused", "429", "bank-unreachable"],
)
def test_transient_refusals_fail_then_resume(
    journal: Journal, service: FakeService, fault: Any, retried_now: bool
) -> None:
    service.before = lambda p, b: fault if p.endswith("/steps") else None
    outcomes = _run(journal, service, split="none")
    assert outcomes[0].action == "failed"
    assert outcomes[0].record.error_retryable is True
    assert service.payments == []
    service.before = None
    outcomes = _run(journal, service, split="none")
    assert outcomes[0].action == "submitted"
    assert len(service.payments) == 1


def test_connect_failures_retried_within_the_call(journal: Journal, service: FakeService) -> None:
    failures = {"n": 0}

    def before(path: str, body: dict[str, Any]) -> Exception | None:
        if failures["n"] < 2:
            failures["n"] += 1
            return httpx.ConnectError("refused")
        return None

    service.before = before
    outcomes = _run(journal, service, split="none")
    assert outcomes[0].action == "submitted"
    assert len(service.payments) == 1


def test_definite_refusal_stays_failed(journal: Journal, service: FakeService) -> None:
    refusal = httpx.Response(
        400, json={"id": "e", "type": "invalid_request", "code": "invalid_input", "message": "bad"}
    )
    service.before = lambda p, b: refusal if p.endswith("/steps") else None
    outcomes = _run(journal, service, split="none")
    assert outcomes[0].action == "failed"
    assert outcomes[0].record.error_retryable is False
    service.before = None
    calls = len(service.calls)
    assert _run(journal, service, split="none")[0].action == "failed"
    assert len(service.calls) == calls


def test_session_creation_failure(journal: Journal, service: FakeService) -> None:
    service.before = lambda p, b: (
        httpx.Response(
            401, json={"type": "unauthorized", "code": "invalid_client_app_key", "message": "k"}
        )
        if p == "/v1/sessions"
        else None
    )
    outcomes = _run(journal, service, split="none")
    assert outcomes[0].action == "failed"
    assert outcomes[0].record.error_retryable is False
    assert outcomes[0].record.error["code"] == "invalid_client_app_key"  # type: ignore[index]


def _crash_in(journal: Journal, service: FakeService, state: State, **fields: Any) -> str:
    """Plan one intent and leave it as a crashed process would have."""
    intents = split_data(DATA, "none")
    record = plan_batch(
        journal,
        intents,
        skill=SKILL,
        base_url="https://pis.example",
        credential_source="config",
        tenant_user_id="u",
    )[0]
    journal.transition(record.key, state, "crash", **fields)
    return record.key


def test_crash_while_submitting_is_unknown(journal: Journal, service: FakeService) -> None:
    key = _crash_in(journal, service, State.SUBMITTING, session_id="S", nonce_state="spent")
    outcomes = _run(journal, service, split="none")
    assert outcomes[0].action == "unknown"
    assert outcomes[0].record.key == key
    assert service.calls == []


def test_crash_after_session_reuses_fresh_nonce(journal: Journal, service: FakeService) -> None:
    sid = "11111111-1111-4111-8111-111111111111"
    service.sessions[sid] = {"nonce": "N1"}
    _crash_in(
        journal,
        service,
        State.SESSION_CREATED,
        session_id=sid,
        nonce="N1",
        nonce_state="fresh",
        session_created_at=datetime.now(UTC).isoformat(),
    )
    outcomes = _run(journal, service, split="none")
    assert outcomes[0].action == "submitted"
    assert service.calls == [f"/v1/sessions/{sid}/steps"]


def test_crash_after_session_with_stale_nonce_gets_new_session(
    journal: Journal, service: FakeService
) -> None:
    old = (datetime.now(UTC) - timedelta(minutes=40)).isoformat()
    _crash_in(
        journal,
        service,
        State.SESSION_CREATED,
        session_id="S-old",
        nonce="N0",
        nonce_state="fresh",
        session_created_at=old,
    )
    outcomes = _run(journal, service, split="none")
    assert outcomes[0].action == "submitted"
    assert service.calls[0] == "/v1/sessions"
    assert len(service.payments) == 1


def test_concurrency_bound(journal: Journal, service: FakeService) -> None:
    many = {
        "psu_redirect_link": "https://a/b",
        "payment_info": [{"transactions": [_tx(i) for i in range(1, 13)]}],
    }
    intents = split_data(many, "transaction")
    records = plan_batch(
        journal, intents, skill=SKILL, base_url="b", credential_source="c", tenant_user_id="u"
    )
    done: list[str] = []
    outcomes = submit_batch(
        journal,
        AsyncGatewayClient(service.settings()),
        [(r, d) for r, (_l, d) in zip(records, intents, strict=True)],
        concurrency=3,
        on_done=lambda o: done.append(o.record.key),
    )
    assert len(done) == 12
    assert len(service.payments) == 12
    assert [o.record.label for o in outcomes] == [label for label, _ in intents]
    with pytest.raises(ValueError, match="concurrency"):
        submit_batch(journal, AsyncGatewayClient(service.settings()), [], concurrency=0)


def test_a_stop_lets_the_call_under_way_end_and_starts_no_other(
    journal: Journal, service: FakeService
) -> None:
    """Issue 21 item 9, in the library: a stop asked while a session is being created
    lets that call end and be recorded, sends no step and starts no other intent; the
    next run goes on from there (the recorded session and its nonce)."""
    intents = split_data(DATA, "transaction")
    records = plan_batch(
        journal, intents, skill=SKILL, base_url="b", credential_source="c", tenant_user_id="u"
    )
    work = [(r, d) for r, (_l, d) in zip(records, intents, strict=True)]
    stop = asyncio.Event()

    def stop_during_the_first_session(path: str, body: dict[str, Any]) -> None:
        if path == "/v1/sessions":
            stop.set()  # as the signal handler's wake-up does, while the call is open

    service.before = stop_during_the_first_session

    async def run() -> list[Any]:
        async with AsyncGatewayClient(service.settings()) as client:
            return await run_batch(journal, client, work, concurrency=1, stop=stop)

    outcomes = asyncio.run(run())
    assert [o.action for o in outcomes] == ["stopped"] * 3
    assert [o.record.state for o in outcomes] == ["session_created", "planned", "planned"]
    assert service.calls == ["/v1/sessions"]
    assert all(r.claim_owner is None for r in journal.all())

    service.before = None
    again = submit_batch(journal, AsyncGatewayClient(service.settings()), work)
    assert [o.action for o in again] == ["submitted"] * 3
    assert service.calls.count("/v1/sessions") == 3  # the first intent kept its session
    assert len(service.payments) == 3


def test_redirect_exchange_and_refresh(journal: Journal, service: FakeService) -> None:
    outcomes = _run(journal, service, split="none")
    record: IntentRecord = outcomes[0].record
    temp = service.authorize(0)
    record = record_redirect(journal, record.key, temp_token=temp)
    assert record.state == State.AUTHORIZED
    assert record.temp_token == temp
    with GatewayClient(service.settings()) as client:
        record = exchange(journal, client, record)
        assert record.state == "payment_completed"
        assert record.temp_token is None
        assert record.access_token
        assert record.credentials_id
        calls = len(service.calls)
        assert refresh(journal, client, record) == record  # unchanged status: no new history
        assert len(service.calls) == calls + 1
    history = [h.state for h in journal.history(record.key)]
    assert history[-3:] == ["authorized", "token_exchanged", "payment_completed"]


def test_failed_exchange_keeps_the_token(journal: Journal, service: FakeService) -> None:
    record = _run(journal, service, split="none")[0].record
    record = record_redirect(journal, record.key, temp_token="not-issued")
    with GatewayClient(service.settings()) as client, pytest.raises(Exception, match="temp"):
        exchange(journal, client, record)
    after = journal.get(record.key)
    assert after is not None
    assert after.state == State.AUTHORIZED
    assert after.temp_token == "not-issued"
    assert after.error is not None


def test_customer_refusal(journal: Journal, service: FakeService) -> None:
    record = _run(journal, service, split="none")[0].record
    record = record_redirect(
        journal, record.key, error="access_denied", error_description="customer rejected"
    )
    assert record.state == State.AUTHORIZATION_FAILED
    assert "customer rejected" in journal.history(record.key)[-1].detail


def _replay_refusal() -> httpx.Response:
    return httpx.Response(
        401,
        json={
            "id": "e",
            "type": "unauthorized",
            "code": "replayed_signature",
            "message": "This JWS was already used: sign anew.",
        },
    )


def test_a_session_refused_as_replayed_is_asked_again_with_a_new_token(
    journal: Journal, service: FakeService
) -> None:
    """Issue 20 item 1: a replay refusal is taken before the service acts on the
    request; the call is sent again (signed anew) instead of failing the intent."""
    refusals = iter([_replay_refusal()])
    service.before = lambda p, b: next(refusals, None) if p == "/v1/sessions" else None
    outcomes = _run(journal, service, split="none")
    assert outcomes[0].action == "submitted"
    assert service.calls.count("/v1/sessions") == 2
    assert len(service.payments) == 1


@pytest.mark.parametrize("copy_registered", [False, True], ids=["copy-did-nothing", "copy-paid"])
def test_a_step_refused_as_replayed_is_settled_with_its_nonce(
    journal: Journal, service: FakeService, copy_registered: bool
) -> None:
    """A step refused as a replay means a copy of it arrived first: settled by sending
    it again with its nonce, so the payment is registered exactly once either way."""
    refusals = iter([_replay_refusal()])
    hook = lambda p, b: next(refusals, None) if p.endswith("/steps") else None  # noqa: E731
    if copy_registered:
        service.after = hook
    else:
        service.before = hook
    outcome = _run(journal, service, split="none")[0]
    assert len(service.payments) == 1
    assert outcome.action == ("registered" if copy_registered else "submitted")
    assert service.calls.count("/v1/sessions") == 1


def test_a_rerun_retries_intents_an_earlier_version_failed_as_replayed(
    journal: Journal, service: FakeService
) -> None:
    """Journals written before the fix hold ``failed: replayed_signature`` marked as a
    definite refusal; the refused request did nothing, so a re-run submits them."""
    intents = split_data(DATA, "none")
    (record,) = plan_batch(
        journal,
        intents,
        skill=SKILL,
        base_url="https://pis.example",
        credential_source="config",
        tenant_user_id="u",
    )
    error = {"error": "Unauthorized", "code": "replayed_signature", "http_status": 401}
    journal.transition(
        record.key,
        State.FAILED,
        "session creation failed: This JWS was already used: sign anew.",
        error=error,
        error_retryable=False,
    )
    outcomes = _run(journal, service, split="none")
    assert outcomes[0].action == "submitted"
    assert len(service.payments) == 1
