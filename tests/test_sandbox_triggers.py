"""The documented test triggers (TRIGGERS.md), each exactly as written there."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from starlette.applications import Starlette

from pain_bridge.sandbox.bank import Triggers
from sandbox_flow import (
    Flow,
    assert_error,
    payment_data,
    query_of,
)

pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")

TRIGGERS_MD = Path(__file__).resolve().parents[1] / "src/pain_bridge/sandbox/TRIGGERS.md"


def statuses(flow: Flow, token: dict[str, str], polls: int) -> list[str]:
    answers = []
    for _ in range(polls):
        response = flow.get(token)
        assert response.status_code == 200, response.text
        answers.append(response.json()["status"])
    return answers


def test_normal_payment(flow: Flow) -> None:
    assert statuses(flow, flow.token(), 3) == [
        "payment_in_process",
        "payment_completed",
        "payment_completed",
    ]


def test_666_66_is_rejected_at_authorization(flow: Flow, app: Starlette) -> None:
    url = flow.sca_url(payment_data("666.66"))
    final = flow.follow_to_tenant(flow.decide(flow.bank_page(url), "approve"))
    params = query_of(final)
    assert params["error"] == "payment_rejected"
    assert "666.66" in params["error_description"]
    assert "temp_token" not in params
    session_id = query_of(url)["redirect_uri"].rsplit("/", 1)[1]
    with app.state.service.store.transaction() as tx:
        assert tx.get_session(session_id).status == "SESSION_FAILED"
        assert tx.payment_for_session(session_id).status == "payment_failed"


def test_13_13_fails_after_authorization(flow: Flow) -> None:
    token = flow.token(payment_data("13.13"))
    assert statuses(flow, token, 3) == ["payment_in_process", "payment_failed", "payment_failed"]


@pytest.mark.parametrize(
    "data", [payment_data("7.77"), payment_data("20.00", "Slow Bank")], ids=["7.77", "SLOW BANK"]
)
def test_slow_bank_stays_in_process_for_five_polls(flow: Flow, data: dict[str, object]) -> None:
    token = flow.token(data)
    assert statuses(flow, token, 7) == ["payment_in_process"] * 5 + ["payment_completed"] * 2


def test_500_01_answers_503_once(flow: Flow) -> None:
    token = flow.token(payment_data("500.01"))
    response = flow.get(token)
    assert_error(response, 503, "service_unavailable", "internal_error")
    assert response.headers["retry-after"] == "1"
    assert statuses(flow, token, 2) == ["payment_in_process", "payment_completed"]


def test_429_00_answers_429_once_on_the_step(flow: Flow) -> None:
    session = flow.session()
    data = payment_data("429.00")
    response = flow.submit(session, data)
    assert_error(response, 429, "too_many_requests", "rate_limited")
    assert response.headers["retry-after"] == "1"
    assert flow.submit(session, data).status_code == 200  # same nonce: it was not used up


def test_408_00_answers_slowly_once(
    flow: Flow, app: Starlette, monkeypatch: pytest.MonkeyPatch
) -> None:
    slept: list[float] = []
    monkeypatch.setattr(app.state.service, "_sleep", slept.append)  # the service's delay
    token = flow.token(payment_data("408.00"))
    assert flow.get(token).json()["status"] == "payment_in_process"
    assert slept == [0.2]  # settings(): slow_response_seconds=0.2
    assert flow.get(token).json()["status"] == "payment_completed"
    assert slept == [0.2]  # once only


def test_triggers_combine_in_bulk(flow: Flow) -> None:
    token = flow.token(payment_data("1.00", more_amounts=("7.77", "500.01")))
    assert_error(flow.get(token), 503, "service_unavailable")
    assert statuses(flow, token, 6) == ["payment_in_process"] * 5 + ["payment_completed"]


def test_triggers_of() -> None:
    info = payment_data("666.660", more_amounts=("13.13",))["payment_info"]
    triggers = Triggers.of(info)  # type: ignore[arg-type]
    assert triggers.reject_at_authorization
    assert triggers.fail_after_authorization
    assert not triggers.unavailable_once
    assert triggers.in_process_polls == 1
    assert Triggers.of([]) == Triggers()
    assert Triggers.of([{"transactions": [{"amount": "junk"}]}]) == Triggers()
    assert Triggers.from_dict(triggers.to_dict()) == triggers


def test_triggers_md_lists_every_trigger() -> None:
    text = TRIGGERS_MD.read_text(encoding="utf-8")
    from pain_bridge.sandbox import bank

    for amount in (
        bank.REJECT_AMOUNT,
        bank.FAIL_AMOUNT,
        bank.SLOW_AMOUNT,
        bank.UNAVAILABLE_AMOUNT,
        bank.RATE_LIMIT_AMOUNT,
        bank.SLOW_RESPONSE_AMOUNT,
    ):
        assert f"**{amount}**" in text
    assert f"**{bank.SLOW_CREDITOR}**" in text
    assert f"**{bank.SLOW_IN_PROCESS_POLLS}**" in text
    assert isinstance(bank.REJECT_AMOUNT, Decimal)
