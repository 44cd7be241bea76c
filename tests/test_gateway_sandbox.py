"""The gateway against the real sandbox: in process (ASGI) for speed, over loopback for truth.

Fault injection wraps the transport so that a request fails on purpose before or after
the sandbox handled it; each test then counts the payments in the sandbox's own SQLite
database: exactly the number intended, never one more.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from pain_bridge.gateway.client import (
    AsyncGatewayClient,
    GatewayClient,
    GatewaySettings,
)
from pain_bridge.gateway.credentials import sandbox_credentials
from pain_bridge.gateway.errors import InvalidRequest, Unauthorized
from pain_bridge.gateway.journal import Journal, State
from pain_bridge.gateway.listen import RedirectCatcher
from pain_bridge.gateway.retry import RetryPolicy
from pain_bridge.gateway.submit import (
    exchange,
    plan_batch,
    record_redirect,
    refresh,
    split_data,
    submit_batch,
)
from pain_bridge.sandbox import SandboxSettings, create_app, running_sandbox
from pain_bridge.sandbox.customer import authorize_as_customer

SKILL = "demo_xx_pisp_sbx_#1.0"
SLEPT: list[float] = []


async def _no_sleep(delay: float) -> None:
    SLEPT.append(delay)


NO_WAIT = RetryPolicy(max_attempts=3, random=lambda: 0.0, sleep=SLEPT.append, async_sleep=_no_sleep)


def _tx(value: str, name: str = "Stahlhandel Becker KG") -> dict[str, Any]:
    return {
        "amount": {"instructed_amount": {"value": value, "currency": "EUR"}},
        "creditor": {"name": name},
        "creditor_account": {"identification": {"iban": "NL91ABNA0417164300"}, "currency": "EUR"},
    }


def _data(*values: str, redirect: str = "https://app.example/back") -> dict[str, Any]:
    return {
        "psu_redirect_link": redirect,
        "payment_info": [
            {
                "debtor": {"name": "Nordlicht Werkzeuge GmbH"},
                "debtor_account": {
                    "identification": {"iban": "DE89370400440532013000"},
                    "currency": "EUR",
                },
                "transactions": [_tx(v) for v in values],
            }
        ],
    }


def registered(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return int(conn.execute("SELECT count(*) FROM payments").fetchone()[0])


class FaultyTransport(httpx.AsyncBaseTransport):
    """Wraps a transport; ``plan(request)`` names a fault for that request, or None.

    Faults before sending: ``connect`` (ConnectError), ``captive`` (a proxy's HTML page
    instead of the service). Faults after the service handled the request:
    ``read-timeout``, ``reset``, ``html-502``, ``truncate``, ``empty``.
    """

    def __init__(
        self, inner: httpx.AsyncBaseTransport, plan: Callable[[httpx.Request], str | None]
    ) -> None:
        self.inner = inner
        self.plan = plan

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        fault = self.plan(request)
        if fault == "connect":
            raise httpx.ConnectError("connection refused", request=request)
        if fault == "captive":
            return httpx.Response(200, html="<html><body>Sign in to the Wi-Fi</body></html>")
        response = await self.inner.handle_async_request(request)
        body = await response.aread()
        if fault is None:
            return httpx.Response(response.status_code, headers=response.headers, content=body)
        if fault == "read-timeout":
            raise httpx.ReadTimeout("timed out", request=request)
        if fault == "reset":
            raise httpx.RemoteProtocolError("connection reset by peer", request=request)
        if fault == "html-502":
            return httpx.Response(502, html="<html><h1>502 Bad Gateway</h1></html>")
        if fault == "truncate":
            return httpx.Response(
                200, content=body[: len(body) // 2], headers={"Content-Type": "application/json"}
            )
        if fault == "empty":
            return httpx.Response(200, content=b"")
        raise AssertionError(fault)


def once(path_suffix: str, fault: str) -> Callable[[httpx.Request], str | None]:
    state = {"done": False}

    def plan(request: httpx.Request) -> str | None:
        if not state["done"] and request.url.path.endswith(path_suffix):
            state["done"] = True
            return fault
        return None

    return plan


@pytest.fixture
def sandbox_db(tmp_path: Path) -> Path:
    return tmp_path / "sandbox.sqlite3"


def _asgi_settings(
    db: Path, plan: Callable[[httpx.Request], str | None] | None = None
) -> GatewaySettings:
    app = create_app(SandboxSettings(db=db))
    inner = httpx.ASGITransport(app=app)
    transport = FaultyTransport(inner, plan or (lambda _r: None))
    creds = sandbox_credentials("http://sandbox.test/v1")
    return GatewaySettings(
        creds.base_url,
        creds.client_id,
        creds.client_app_key,
        creds.client_secret,
        retry=NO_WAIT,
        async_transport=transport,
    )


def _submit(
    journal: Journal,
    settings: GatewaySettings,
    data: dict[str, Any],
    split: str = "transaction",
    **options: Any,
) -> list[Any]:
    intents = split_data(data, split)  # type: ignore[arg-type]
    records = plan_batch(
        journal,
        intents,
        skill=SKILL,
        base_url=settings.root_url,
        credential_source="sandbox-demo",
        tenant_user_id="tester",
    )
    work = [(r, d) for r, (_l, d) in zip(records, intents, strict=True)]
    return submit_batch(journal, AsyncGatewayClient(settings), work, **options)


# -- in process --------------------------------------------------------------------
def test_batch_in_process_registers_each_once(tmp_path: Path, sandbox_db: Path) -> None:
    settings = _asgi_settings(sandbox_db)
    data = _data("10.00", "20.00", "30.00", "40.00", "50.00")
    with Journal(tmp_path / "j") as journal:
        outcomes = _submit(journal, settings, data, concurrency=3)
        assert [o.action for o in outcomes] == ["submitted"] * 5
        assert registered(sandbox_db) == 5
        assert all("/bank/authorize?" in (o.record.sca_url or "") for o in outcomes)
        again = _submit(journal, settings, data)
        assert [o.action for o in again] == ["kept"] * 5
        assert registered(sandbox_db) == 5


def test_invalid_data_is_refused_with_details(tmp_path: Path, sandbox_db: Path) -> None:
    settings = _asgi_settings(sandbox_db)
    bad = _data("10.00")
    bad["payment_info"][0]["transactions"][0]["creditor_account"]["identification"]["iban"] = (
        "NL00ABNA0417164300"
    )
    with Journal(tmp_path / "j") as journal:
        outcome = _submit(journal, settings, bad, split="none")[0]
    assert outcome.action == "failed"
    assert isinstance(outcome.error, InvalidRequest)
    assert outcome.error.code == "invalid_input"
    assert outcome.error.details
    assert outcome.record.error_retryable is False
    assert registered(sandbox_db) == 0


@pytest.mark.parametrize(
    ("fault", "first_action"),
    [
        ("connect", "submitted"),  # never sent: retried in the call
        # an answer that is not the service's, the step not registered: the replay with
        # the same nonce registers it
        ("captive", "submitted"),
        # registered, the answer lost: the replay is refused (nonce used) and says so
        ("read-timeout", "registered"),
        ("reset", "registered"),
        ("html-502", "registered"),
        ("truncate", "registered"),
        ("empty", "registered"),
    ],
)
def test_step_faults_never_register_twice(
    tmp_path: Path, sandbox_db: Path, fault: str, first_action: str
) -> None:
    data = _data("10.00")
    with Journal(tmp_path / "j") as journal:
        settings = _asgi_settings(sandbox_db, once("/steps", fault))
        outcome = _submit(journal, settings, data, split="none")[0]
        assert outcome.action == first_action
        assert registered(sandbox_db) == 1
        assert bool(outcome.record.sca_url) == (first_action == "submitted")
        # a plain re-run, with a healthy network, sends nothing more
        healthy = _asgi_settings(sandbox_db)
        rerun = _submit(journal, healthy, data, split="none")[0]
        assert rerun.action == "kept"
        assert registered(sandbox_db) == 1


def test_session_faults_are_retried(tmp_path: Path, sandbox_db: Path) -> None:
    faults = iter(["reset", "html-502"])

    def plan(request: httpx.Request) -> str | None:
        return next(faults, None) if request.url.path == "/v1/sessions" else None

    with Journal(tmp_path / "j") as journal:
        outcome = _submit(journal, _asgi_settings(sandbox_db, plan), _data("10.00"), split="none")[
            0
        ]
    assert outcome.action == "submitted"
    assert registered(sandbox_db) == 1


def test_rate_limit_trigger_on_step(tmp_path: Path, sandbox_db: Path) -> None:
    SLEPT.clear()
    with Journal(tmp_path / "j") as journal:
        outcomes = _submit(journal, _asgi_settings(sandbox_db), _data("429.00", "10.00"))
    assert [o.action for o in outcomes] == ["submitted", "submitted"]
    assert registered(sandbox_db) == 2
    assert SLEPT == [1.0]  # the sandbox's Retry-After: 1, honoured once


# -- over a real loopback socket ---------------------------------------------------
@pytest.fixture
def live(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    db = tmp_path / "live.sqlite3"
    with running_sandbox(SandboxSettings(db=db, slow_response_seconds=1.0)) as base_url:
        yield base_url, db


def _live_settings(base_url: str, **kw: Any) -> GatewaySettings:
    creds = sandbox_credentials(base_url)
    return GatewaySettings(
        creds.base_url, creds.client_id, creds.client_app_key, creds.client_secret, **kw
    )


def _poll_to_final(journal: Journal, client: GatewayClient, key: str, limit: int = 12) -> str:
    record = journal.get(key)
    assert record is not None
    for _ in range(limit):
        record = refresh(journal, client, record)
        if record.payment_status in ("payment_completed", "payment_failed"):
            break
    assert record.payment_status is not None
    return record.payment_status


@pytest.mark.slow
def test_full_flow_over_loopback(tmp_path: Path, live: tuple[str, Path]) -> None:
    base_url, db = live
    settings = _live_settings(base_url, retry=RetryPolicy(random=lambda: 0.0))
    with Journal(tmp_path / "j") as journal, RedirectCatcher() as catcher:
        data = _data("10.00", "666.66", "13.13", "500.01")
        intents = split_data(data, "transaction")
        records = plan_batch(
            journal,
            intents,
            skill=SKILL,
            base_url=settings.root_url,
            credential_source="sandbox-demo",
            tenant_user_id="tester",
        )
        work = [
            (r, {**d, "psu_redirect_link": catcher.link_for(r.short_id)})
            for r, (_l, d) in zip(records, intents, strict=True)
        ]
        outcomes = submit_batch(journal, AsyncGatewayClient(settings), work)
        assert [o.action for o in outcomes] == ["submitted"] * 4
        assert registered(db) == 4
        finals: dict[str, str] = {}
        with GatewayClient(settings) as client:
            for outcome in outcomes:
                landed = authorize_as_customer(outcome.record.sca_url or "")
                caught = catcher.wait(5)
                assert caught is not None
                assert caught.intent == outcome.record.short_id
                assert caught.temp_token == landed.temp_token
                record = record_redirect(
                    journal,
                    outcome.record.key,
                    temp_token=caught.temp_token,
                    error=caught.error,
                    error_description=caught.error_description,
                )
                if record.state == State.AUTHORIZED:
                    exchange(journal, client, record)
                    finals[record.label] = _poll_to_final(journal, client, record.key)
                else:
                    finals[record.label] = record.state
        assert list(finals.values()) == [
            "payment_completed",
            "authorization_failed",
            "payment_failed",
            "payment_completed",
        ]
        assert registered(db) == 4
        # the temp token of the first intent is spent: a second exchange is refused
        first = journal.get(outcomes[0].record.key)
        assert first is not None
        assert first.temp_token is None
        assert first.credentials_id


@pytest.mark.slow
def test_slow_response_read_timeout_is_retried_on_reads(
    tmp_path: Path, live: tuple[str, Path], caplog: pytest.LogCaptureFixture
) -> None:
    base_url, db = live
    settings = _live_settings(base_url, read_timeout=0.3, retry=RetryPolicy(random=lambda: 0.0))
    with Journal(tmp_path / "j") as journal:
        record = _submit(journal, settings, _data("408.00"), split="none")[0].record
        landed = authorize_as_customer(record.sca_url or "", visit_return=False)
        record = record_redirect(journal, record.key, temp_token=landed.temp_token)
        with GatewayClient(settings) as client:
            with caplog.at_level(logging.INFO, logger="pain_bridge.gateway"):
                record = exchange(journal, client, record)  # first read is slow: retried
            assert "retrying /v1/payments/get after attempt 1" in caplog.text
            assert "ResponseLost" in caplog.text
            assert _poll_to_final(journal, client, record.key) == "payment_completed"
    assert registered(db) == 1


@pytest.mark.slow
def test_customer_rejects_and_token_reuse(tmp_path: Path, live: tuple[str, Path]) -> None:
    base_url, _db = live
    settings = _live_settings(base_url)
    with Journal(tmp_path / "j") as journal:
        record = _submit(journal, settings, _data("10.00", "20.00"))[0].record
        landed = authorize_as_customer(record.sca_url or "", "reject", visit_return=False)
        assert landed.error == "access_denied"
        assert landed.temp_token is None
        other = journal.all()[1]
        landed = authorize_as_customer(other.sca_url or "", visit_return=False)
        assert landed.temp_token
        with GatewayClient(settings) as client:
            client.exchange_token(landed.temp_token)
            with pytest.raises(Unauthorized) as info:
                client.exchange_token(landed.temp_token)
    assert info.value.code == "invalid_temp_token"
    assert info.value.error_id


def test_async_and_sync_faces_agree_in_process(sandbox_db: Path) -> None:
    settings = _asgi_settings(sandbox_db)

    async def main() -> tuple[str, str]:
        async with AsyncGatewayClient(settings) as client:
            session = await client.create_session("u", SKILL)
            link = await client.submit_payment_intent(session, _data("10.00"))
            with pytest.raises(Unauthorized) as info:  # the nonce is spent
                await client.submit_payment_intent(session, _data("10.00"))
            return link.method, str(info.value.code)

    assert asyncio.run(main()) == ("GET", "invalid_nonce")
    assert registered(sandbox_db) == 1
