"""The gateway client against httpx.MockTransport: requests, parsing, errors, retries, logs."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from pain_bridge.errors import ConfigError
from pain_bridge.gateway.client import (
    AsyncGatewayClient,
    GatewayClient,
    GatewaySettings,
    Session,
    redact,
)
from pain_bridge.gateway.errors import (
    ConnectFailed,
    ExternalApiError,
    InternalError,
    InvalidRequest,
    MalformedResponse,
    NotFound,
    OutcomeUnknown,
    RateLimited,
    ResponseLost,
    ServiceError,
    SignatureReplayed,
    Unauthorized,
)
from pain_bridge.gateway.retry import RetryPolicy

SECRET = "s3cr3t-value-never-logged"
APP_KEY = "app-key-never-logged"
SESSION_ID = "0b6f1f5e-0000-4000-8000-000000000001"
SLEEPS: list[float] = []


def _settings(handler: Callable[[httpx.Request], httpx.Response], **kw: Any) -> GatewaySettings:
    policy = RetryPolicy(max_attempts=3, random=lambda: 0.5, sleep=SLEEPS.append)
    return GatewaySettings(
        base_url=kw.pop("base_url", "https://pis.example.com/v1"),
        client_id="tenant-1",
        client_app_key=APP_KEY,
        client_secret=SECRET,
        retry=kw.pop("retry", policy),
        transport=httpx.MockTransport(handler),
        async_transport=httpx.MockTransport(handler),
        **kw,
    )


def _error(status: int, type_: str, code: str, message: str = "nope") -> httpx.Response:
    return httpx.Response(
        status,
        json={"id": "e-1", "type": type_, "http": status, "code": code, "message": message},
    )


SCA = {
    "status": "SESSION_IN_PROGRESS",
    "data": {
        "headers": {"Content-Type": "application/x-www-form-urlencoded"},
        "method": "GET",
        "url": "https://bank.example/authorize?client_id=x&code_challenge=y"
        "&code_challenge_method=S256&redirect_uri=z&response_type=code&scope=pis&state=s",
    },
}


class Recorder:
    """A MockTransport handler answering from a script and recording requests."""

    def __init__(self, *answers: httpx.Response | Exception) -> None:
        self.answers = list(answers)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        answer = self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]
        if isinstance(answer, Exception):
            raise answer
        return answer

    def body(self, n: int = 0) -> dict[str, Any]:
        return json.loads(self.requests[n].content)  # type: ignore[no-any-return]


def test_create_session_request_and_answer() -> None:
    rec = Recorder(
        httpx.Response(
            200, json={"nonce": "n1", "session_id": SESSION_ID, "status": "SESSION_CREATED"}
        )
    )
    with GatewayClient(_settings(rec)) as client:
        session = client.create_session("user-1", "demo_xx_pisp_sbx_#1.0")
    assert session == Session(SESSION_ID, "n1", "demo_xx_pisp_sbx_#1.0", "SESSION_CREATED")
    request = rec.requests[0]
    assert request.method == "POST"
    assert str(request.url) == "https://pis.example.com/v1/sessions"
    assert request.headers["content-type"] == "application/json"
    assert rec.body() == {
        "tenant_user_id": "user-1",
        "client_id": "tenant-1",
        "client_app_key": APP_KEY,
        "skill": "demo_xx_pisp_sbx_#1.0",
    }
    assert "n1" not in repr(session)


@pytest.mark.parametrize(
    "base", ["https://pis.example.com", "https://pis.example.com/", "https://pis.example.com/v1/"]
)
def test_base_url_with_or_without_v1(base: str) -> None:
    rec = Recorder(httpx.Response(200, json=SCA))
    with GatewayClient(_settings(rec, base_url=base)) as client:
        client.submit_payment_intent(Session(SESSION_ID, "n1", "sk"), {"payment_info": []})
    assert str(rec.requests[0].url) == f"https://pis.example.com/v1/sessions/{SESSION_ID}/steps"


@pytest.mark.parametrize("base", ["ftp://x/v1", "not a url", "https://x/v1?q=1"])
def test_bad_base_url_is_a_config_error(base: str) -> None:
    with pytest.raises(ConfigError):
        GatewayClient(_settings(Recorder(httpx.Response(200)), base_url=base))


def test_step_request_and_sca_link() -> None:
    rec = Recorder(httpx.Response(200, json=SCA))
    data = {"psu_redirect_link": "https://app.example/back", "payment_info": []}
    with GatewayClient(_settings(rec)) as client:
        link = client.submit_payment_intent(Session(SESSION_ID, "n1", "sk"), data)
    assert link.url == SCA["data"]["url"]  # type: ignore[index]
    assert link.method == "GET"
    assert link.headers == {"Content-Type": "application/x-www-form-urlencoded"}
    assert rec.body() == {
        "client_id": "tenant-1",
        "nonce": "n1",
        "skill": "sk",
        "step": "payment_intent",
        "data": data,
    }


def test_token_and_payment() -> None:
    rec = Recorder(
        httpx.Response(
            200,
            json={
                "credentials_id": "c-1",
                "access_token": "tok",
                "consent_exp": "2027-01-01T00:00:00Z",
                "max_data_retention": "2027-02-01T00:00:00+00:00",
            },
        ),
    )
    with GatewayClient(_settings(rec)) as client:
        grant = client.exchange_token("temp-1")
    assert grant.credentials_id == "c-1"
    assert grant.consent_exp is not None
    assert grant.consent_exp.year == 2027
    assert "tok" not in repr(grant)
    assert rec.body() == {"client_id": "tenant-1", "client_secret": SECRET, "temp_token": "temp-1"}
    assert rec.requests[0].url.path == "/v1/tokens"

    rec2 = Recorder(
        httpx.Response(
            200, json={"id": "p-1", "status": "payment_completed", "data": {"payment_info": []}}
        )
    )
    with GatewayClient(_settings(rec2)) as client:
        payment = client.get_payment("c-1", "tok")
    assert payment.is_final
    assert payment.id == "p-1"
    assert rec2.requests[0].url.path == "/v1/payments/get"
    assert rec2.body() == {
        "client_id": "tenant-1",
        "client_secret": SECRET,
        "credentials_id": "c-1",
        "access_token": "tok",
    }


@pytest.mark.parametrize(
    ("response", "cls", "code"),
    [
        (_error(400, "invalid_request", "invalid_client_id"), InvalidRequest, "invalid_client_id"),
        (_error(404, "invalid_request", "not_found"), NotFound, "not_found"),
        (_error(401, "unauthorized", "invalid_temp_token"), Unauthorized, "invalid_temp_token"),
        (
            _error(401, "unauthorized", "replayed_signature"),
            SignatureReplayed,
            "replayed_signature",
        ),
        (
            _error(400, "external_api_error", "external_api_forbidden"),
            ExternalApiError,
            "external_api_forbidden",
        ),
        (_error(500, "internal_error", "internal_error"), InternalError, "internal_error"),
        (
            _error(503, "internal_error", "service_unavailable"),
            InternalError,
            "service_unavailable",
        ),
        (_error(429, "rate_limited", "too_many_requests"), RateLimited, "too_many_requests"),
        (_error(400, "brand_new_type", "whatever"), InvalidRequest, "whatever"),
        (_error(418, "brand_new_type", "teapot"), ServiceError, "teapot"),
        (httpx.Response(502, text="<html>Bad Gateway</html>"), InternalError, None),
        (httpx.Response(429, text=""), RateLimited, None),
        (httpx.Response(401, text="<html>denied</html>"), Unauthorized, None),
        (httpx.Response(404, text="<html>no</html>"), NotFound, None),
        (httpx.Response(400, text="<html>proxy</html>"), MalformedResponse, None),
        (httpx.Response(400, text='{"type": "invalid_req'), MalformedResponse, None),
        (httpx.Response(200, text="<html>login portal</html>"), MalformedResponse, None),
        (httpx.Response(200, text=""), MalformedResponse, None),
        (httpx.Response(200, text='{"id": "p-1", "stat'), MalformedResponse, None),
        (httpx.Response(200, json=[1, 2]), MalformedResponse, None),
        (httpx.Response(200, json={"id": "p-1"}), MalformedResponse, None),
        (
            httpx.Response(200, json={"id": 5, "status": "payment_completed"}),
            MalformedResponse,
            None,
        ),
    ],
)
def test_error_mapping(response: httpx.Response, cls: type[Exception], code: str | None) -> None:
    rec = Recorder(response)
    settings = _settings(rec, retry=RetryPolicy.never())
    with GatewayClient(settings) as client, pytest.raises(cls) as info:
        client.get_payment("c-1", "tok")
    assert type(info.value) is cls
    err = info.value
    assert err.http_status == response.status_code  # type: ignore[attr-defined]
    assert err.code == code  # type: ignore[attr-defined]
    assert str(err.request) == "POST /v1/payments/get"  # type: ignore[attr-defined]
    text = str(err)
    assert SECRET not in text
    assert "tok" not in text.replace("token", "")
    if code is not None:
        assert err.error_id == "e-1"  # type: ignore[attr-defined]
        assert err.type  # type: ignore[attr-defined]


def test_error_body_fields_and_details() -> None:
    body = {
        "id": "4d1c",
        "type": "invalid_request",
        "http": 400,
        "code": "invalid_input",
        "message": "bad iban",
        "details": [{"code": "iban.checksum"}, "junk"],
    }
    rec = Recorder(httpx.Response(400, json=body))
    with GatewayClient(_settings(rec)) as client, pytest.raises(InvalidRequest) as info:
        client.submit_payment_intent(Session(SESSION_ID, "n", "sk"), {})
    err = info.value
    assert (err.error_id, err.type, err.code, err.message) == (
        "4d1c",
        "invalid_request",
        "invalid_input",
        "bad iban",
    )
    assert err.details == [{"code": "iban.checksum"}]
    assert err.to_dict()["request"] == f"POST /v1/sessions/{SESSION_ID}/steps"
    assert "4d1c" in str(err)
    assert "invalid_input" in str(err)


def test_retry_after_header_parsed() -> None:
    rec = Recorder(
        httpx.Response(
            429,
            headers={"Retry-After": "2"},
            json={"type": "rate_limited", "code": "x", "message": "m"},
        )
    )
    settings = _settings(rec, retry=RetryPolicy.never())
    with GatewayClient(settings) as client, pytest.raises(RateLimited) as info:
        client.exchange_token("t")
    assert info.value.retry_after == 2.0


def test_reads_retry_transient_then_succeed() -> None:
    SLEEPS.clear()
    rec = Recorder(
        httpx.ConnectError("refused"),
        _error(503, "internal_error", "service_unavailable"),
        httpx.Response(200, json={"id": "p", "status": "payment_received"}),
    )
    with GatewayClient(_settings(rec)) as client:
        assert client.get_payment("c", "t").status == "payment_received"
    assert len(rec.requests) == 3
    assert SLEEPS == [0.5 * 0.25, 0.5 * 0.5]


def test_reads_give_up_with_the_last_error() -> None:
    rec = Recorder(httpx.ReadTimeout("slow"))
    with GatewayClient(_settings(rec)) as client, pytest.raises(ResponseLost) as info:
        client.get_payment("c", "t")
    assert len(rec.requests) == 3
    assert isinstance(info.value.__cause__, httpx.ReadTimeout)


@pytest.mark.parametrize(
    "failure",
    [
        httpx.ReadTimeout("slow"),
        httpx.RemoteProtocolError("peer closed connection"),
        httpx.ReadError("connection reset by peer"),
        httpx.WriteError("broken pipe"),
        _error(500, "internal_error", "internal_error"),
        _error(503, "internal_error", "service_unavailable"),
        httpx.Response(502, text="<html>bad gateway</html>"),
        httpx.Response(200, text='{"status": "SESSION_IN_PROG'),
        httpx.Response(200, json={"status": "SESSION_IN_PROGRESS", "data": {"url": 3}}),
    ],
)
def test_step_outcome_unknown_is_never_retried(failure: httpx.Response | Exception) -> None:
    rec = Recorder(failure, httpx.Response(200, json=SCA))
    with GatewayClient(_settings(rec)) as client, pytest.raises(OutcomeUnknown) as info:
        client.submit_payment_intent(Session(SESSION_ID, "n", "sk"), {})
    assert len(rec.requests) == 1
    assert info.value.cause is info.value.__cause__


def test_step_connect_failure_is_retried_since_never_sent() -> None:
    rec = Recorder(
        httpx.ConnectError("refused"), httpx.ConnectTimeout("t"), httpx.Response(200, json=SCA)
    )
    with GatewayClient(_settings(rec)) as client:
        client.submit_payment_intent(Session(SESSION_ID, "n", "sk"), {})
    assert len(rec.requests) == 3


def test_step_pool_timeout_exhausted_is_connect_failed() -> None:
    rec = Recorder(httpx.PoolTimeout("pool"))
    with GatewayClient(_settings(rec)) as client, pytest.raises(ConnectFailed):
        client.submit_payment_intent(Session(SESSION_ID, "n", "sk"), {})
    assert len(rec.requests) == 3


def test_step_rate_limited_is_retried_as_a_refusal() -> None:
    rec = Recorder(_error(429, "rate_limited", "too_many_requests"), httpx.Response(200, json=SCA))
    with GatewayClient(_settings(rec)) as client:
        client.submit_payment_intent(Session(SESSION_ID, "n", "sk"), {})
    assert len(rec.requests) == 2
    rec = Recorder(_error(429, "rate_limited", "too_many_requests"))
    with GatewayClient(_settings(rec)) as client, pytest.raises(RateLimited):
        client.submit_payment_intent(Session(SESSION_ID, "n", "sk"), {})
    assert len(rec.requests) == 3


def test_session_and_token_retry_on_429_and_5xx() -> None:
    ok_session = httpx.Response(200, json={"nonce": "n", "session_id": SESSION_ID})
    rec = Recorder(_error(429, "rate_limited", "too_many_requests"), ok_session)
    with GatewayClient(_settings(rec)) as client:
        client.create_session("u", "sk")
    assert len(rec.requests) == 2
    ok_token = httpx.Response(200, json={"credentials_id": "c", "access_token": "a"})
    rec = Recorder(_error(500, "internal_error", "internal_error"), ok_token)
    with GatewayClient(_settings(rec)) as client:
        client.exchange_token("t")
    assert len(rec.requests) == 2


def test_async_face_same_behaviour() -> None:
    SLEPT: list[float] = []

    async def fake_sleep(delay: float) -> None:
        SLEPT.append(delay)

    rec = Recorder(
        httpx.Response(200, json={"nonce": "n1", "session_id": SESSION_ID}),
        httpx.ReadTimeout("slow"),
    )
    policy = RetryPolicy(max_attempts=3, random=lambda: 1.0, async_sleep=fake_sleep)

    async def main() -> None:
        async with AsyncGatewayClient(_settings(rec, retry=policy)) as client:
            session = await client.create_session("u", "sk")
            with pytest.raises(OutcomeUnknown):
                await client.submit_payment_intent(session, {})
            with pytest.raises(ResponseLost):
                await client.get_payment("c", "t")

    asyncio.run(main())
    # 1 session + 1 step (not retried) + 3 reads
    assert len(rec.requests) == 5
    assert SLEPT == [0.25, 0.5]


def test_settings_repr_hides_secrets() -> None:
    settings = _settings(Recorder(httpx.Response(200)))
    assert SECRET not in repr(settings)
    assert APP_KEY not in repr(settings)


def test_redact_nested() -> None:
    value = {"a": 1, "nonce": "n", "x": [{"access_token": "t", "ok": "v"}], "temp_token": None}
    assert redact(value) == {
        "a": 1,
        "nonce": "***",
        "x": [{"access_token": "***", "ok": "v"}],
        "temp_token": None,
    }


def test_logging_is_opt_in_and_redacted(caplog: pytest.LogCaptureFixture) -> None:
    answers = [
        httpx.Response(200, json={"nonce": "nonce-XYZ", "session_id": SESSION_ID}),
        httpx.Response(200, json=SCA),
        httpx.Response(200, json={"credentials_id": "c", "access_token": "access-XYZ"}),
        httpx.Response(200, json={"id": "p", "status": "payment_received"}),
    ]
    for log_http in (False, True):
        caplog.clear()
        rec = Recorder(*answers, answers[-1])
        with (
            caplog.at_level(logging.DEBUG, logger="pain_bridge.gateway"),
            GatewayClient(_settings(rec, log_http=log_http)) as client,
        ):
            session = client.create_session("u", "sk")
            client.submit_payment_intent(session, {"x": 1})
            grant = client.exchange_token("temp-XYZ")
            client.get_payment(grant.credentials_id, grant.access_token)
        text = caplog.text
        for secret in (SECRET, APP_KEY, "nonce-XYZ", "access-XYZ", "temp-XYZ"):
            assert secret not in text
        if log_http:
            assert "/v1/tokens" in text
            assert "***" in text
            assert "payment_received" in text
        else:
            assert "/v1/" not in text
