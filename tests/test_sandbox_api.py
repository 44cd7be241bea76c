"""The sandbox's endpoints: every happy path and every error code each can give."""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any

import pytest
from starlette.applications import Starlette

from pain_bridge.findings import make_finding
from pain_bridge.sandbox import ManualClock, SandboxSettings, create_app
from pain_bridge.sandbox.errors import CODES
from sandbox_flow import (
    ACME_SECRET,
    OTHER_SKILL,
    RETURN_LINK,
    SKILL,
    START,
    Flow,
    TestClient,
    acme_flow,
    assert_error,
    payment_data,
    query_of,
    sandbox_client,
    settings,
)

pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")


def session_body(**override: Any) -> dict[str, Any]:
    body = {
        "tenant_user_id": "user-1",
        "client_id": "demo",
        "client_app_key": "demo-app-key",
        "skill": SKILL,
    }
    body.update(override)
    return {k: v for k, v in body.items() if v is not None}


# ------------------------------------------------------------------------------ sessions


def test_create_session(client: TestClient) -> None:
    response = client.post("/sessions", json=session_body())
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"nonce", "session_id", "status"}
    assert body["status"] == "SESSION_CREATED"
    assert str(uuid.UUID(body["session_id"])) == body["session_id"]
    assert len(body["nonce"]) >= 40
    assert response.headers["cache-control"] == "no-store"


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        (session_body(skill=None), 400, "missing_fields"),
        ({**session_body(), "colour": "blue"}, 400, "unknown_fields"),
        (session_body(client_id=7), 400, "invalid_field"),
        (session_body(client_id=True), 400, "invalid_field"),
        (session_body(tenant_user_id="  "), 400, "invalid_field"),
        (session_body(tenant_user_id="x" * 5000), 400, "invalid_field"),
        (session_body(client_id="nobody"), 400, "invalid_client_id"),
        (session_body(client_app_key="wrong"), 401, "invalid_client_app_key"),
        (session_body(client_app_key="acme-app-key"), 401, "invalid_client_app_key"),
        (session_body(skill="nobank_xx_pisp_sbx_#9.9"), 400, "invalid_skill_name"),
        ([session_body()], 400, "invalid_body"),
    ],
)
def test_create_session_errors(client: TestClient, body: Any, status: int, code: str) -> None:
    body = assert_error(client.post("/sessions", json=body), status, code)
    assert body["type"] == CODES[code].type


def test_missing_fields_are_named(client: TestClient) -> None:
    body = assert_error(client.post("/sessions", json={"client_id": "demo"}), 400, "missing_fields")
    assert body["fields"] == ["tenant_user_id", "client_app_key", "skill"]
    assert "client_app_key" in body["message"]


@pytest.mark.parametrize(
    "raw",
    [b"{bad json", b"", b"\xff\xfe", b'{"a": NaN}', b"[" * 100_000, b'"text"'],
)
def test_malformed_json_is_invalid_body(client: TestClient, raw: bytes) -> None:
    response = client.post("/sessions", content=raw, headers={"content-type": "application/json"})
    assert_error(response, 400, "invalid_body", "invalid_request")


def test_body_size_limit(clock: ManualClock) -> None:
    app = create_app(settings(clock, max_body_bytes=1000))
    with sandbox_client(app) as client:
        response = client.post("/sessions", json={"x": "y" * 2000})
        assert_error(response, 400, "invalid_body")


def test_wrong_content_type_is_invalid_headers(client: TestClient) -> None:
    response = client.post("/sessions", data={"client_id": "demo"})
    assert_error(response, 400, "invalid_headers")


def test_json_without_content_type_is_accepted(client: TestClient) -> None:
    import json

    response = client.post("/sessions", content=json.dumps(session_body()).encode())
    assert response.status_code == 200


# --------------------------------------------------------------------------------- steps


def test_submit_step_answers_the_sca_link(flow: Flow, app: Starlette) -> None:
    session = flow.session()
    response = flow.submit(session, payment_data())
    assert response.status_code == 200
    body = response.json()
    assert body == {
        "status": "SESSION_IN_PROGRESS",
        "data": {
            "headers": {"Content-Type": "application/x-www-form-urlencoded"},
            "method": "GET",
            "url": body["data"]["url"],
        },
    }
    url = body["data"]["url"]
    assert url.startswith("http://testserver/bank/authorize?")
    params = query_of(url)
    assert set(params) == {
        "client_id",
        "code_challenge",
        "code_challenge_method",
        "redirect_uri",
        "response_type",
        "scope",
        "state",
    }
    assert params["client_id"] == "demo"
    assert params["code_challenge_method"] == "S256"
    assert params["response_type"] == "code"
    assert len(params["code_challenge"]) == 43
    assert params["redirect_uri"] == f"http://testserver/v1/redirects/{session['session_id']}"
    assert params["scope"].startswith("PIS:")
    service = app.state.service
    with service.store.transaction() as tx:
        payment = tx.payment_for_session(session["session_id"])
        assert tx.get_session(session["session_id"]).status == "SESSION_IN_PROGRESS"
    assert [status for status, _ in service.payment_history(payment.id)] == [
        "new_payment_input",
        "payment_input_submitted",
        "payment_received",
    ]


def test_public_url_setting_is_used_in_links(clock: ManualClock) -> None:
    app = create_app(settings(clock, public_url="https://sandbox.example/"))
    with sandbox_client(app) as client:
        url = Flow(client).sca_url()
    assert url.startswith("https://sandbox.example/bank/authorize?")
    assert query_of(url)["redirect_uri"].startswith("https://sandbox.example/v1/redirects/")


def test_step_errors_for_session_and_tenant(flow: Flow, client: TestClient) -> None:
    session = flow.session()
    body = flow.step_body(session, payment_data())
    assert_error(
        client.post(f"/sessions/{uuid.uuid4()}/steps", json=body), 400, "invalid_session_id"
    )
    assert_error(client.post("/sessions/not-a-uuid/steps", json=body), 400, "invalid_session_id")
    path = f"/sessions/{session['session_id']}/steps"
    assert_error(client.post(path, json={**body, "client_id": "nobody"}), 400, "invalid_client_id")
    assert_error(client.post(path, json={**body, "client_id": "acme"}), 401, "unauthorized_tenant")
    assert_error(client.post(path, json={**body, "nonce": "guess"}), 401, "invalid_nonce")
    assert_error(client.post(path, json={**body, "skill": OTHER_SKILL}), 400, "invalid_skill_name")
    assert_error(client.post(path, json={**body, "step": "account_info"}), 400, "invalid_step")
    assert_error(client.post(path, json={**body, "data": []}), 400, "invalid_field")
    body.pop("nonce")
    assert_error(client.post(path, json=body), 400, "missing_fields")
    assert_error(client.post(path, json={**body, "nonce": "n", "extra": 1}), 400, "unknown_fields")


def test_refused_step_keeps_the_nonce(flow: Flow) -> None:
    session = flow.session()
    bad = payment_data()
    bad["payment_info"][0]["transactions"][0]["creditor_account"]["identification"]["iban"] = (
        "FR1420041010050500013M02607"
    )
    body = assert_error(flow.submit(session, bad), 400, "invalid_input", "invalid_request")
    assert "iban.checksum" in body["message"]
    assert "/payment_info/0/transactions/0/creditor_account/identification/iban" in body["message"]
    codes = {d["code"] for d in body["details"]}
    assert "iban.checksum" in codes
    assert all(set(d) >= {"code", "severity", "message", "pointer"} for d in body["details"])
    assert flow.submit(session, payment_data()).status_code == 200


def test_step_validates_with_the_skill_profile(client: TestClient) -> None:
    flow = Flow(client, skill=OTHER_SKILL)
    data = payment_data(more_amounts=("3.00",))  # two transactions: bulk
    body = assert_error(flow.submit(flow.session(), data), 400, "invalid_input")
    assert "skill.bulk" in {d["code"] for d in body["details"]}
    single = payment_data()
    del single["psu_id"]
    body = assert_error(flow.submit(flow.session(), single), 400, "invalid_input")
    assert "skill.psu-id" in body["message"]
    assert Flow(client).submit(Flow(client).session(), data).status_code == 200


@pytest.mark.parametrize(
    "link",
    ["javascript:alert(1)", "/relative/path", "ftp://tenant.example/x", "https:///nohost"],
)
def test_psu_redirect_link_must_be_http_url(flow: Flow, link: str) -> None:
    response = flow.submit(flow.session(), payment_data(link=link))
    assert_error(response, 400, "invalid_input")


def test_nonce_replay_after_success_is_refused(flow: Flow) -> None:
    session = flow.session()
    assert flow.submit(session, payment_data()).status_code == 200
    assert_error(flow.submit(session, payment_data()), 401, "invalid_nonce", "unauthorized")


def test_expired_nonce(flow: Flow, clock: ManualClock, app: Starlette) -> None:
    session = flow.session()
    clock.advance(minutes=29, seconds=59)
    fresh = flow.session()
    clock.advance(seconds=2)
    assert_error(flow.submit(session, payment_data()), 401, "expired_nonce", "unauthorized")
    with app.state.service.store.transaction() as tx:
        assert tx.get_session(session["session_id"]).status == "SESSION_EXPIRED"
    assert_error(flow.submit(session, payment_data()), 401, "expired_nonce")
    assert flow.submit(fresh, payment_data()).status_code == 200


# -------------------------------------------------------------------- bank and redirect


def test_approve_redirects_with_temp_token_keeping_query(flow: Flow, app: Starlette) -> None:
    page = flow.bank_page(flow.sca_url())
    assert "Alice Debtor" in page.html
    assert "Bob Example" in page.html
    assert "12.50 EUR" in page.html
    assert set(page.buttons) == {"approve", "reject"}
    redirect = flow.decide(page, "approve")
    assert redirect.startswith("http://testserver/v1/redirects/")
    assert set(query_of(redirect)) == {"code", "state"}
    final = flow.follow_to_tenant(redirect)
    params = query_of(final)
    assert params["order"] == "42"
    assert len(params["temp_token"]) >= 40
    assert final.startswith(RETURN_LINK + "&temp_token=")


def test_reject_redirects_with_error(flow: Flow, app: Starlette) -> None:
    url = flow.sca_url()
    final = flow.follow_to_tenant(flow.decide(flow.bank_page(url), "reject"))
    params = query_of(final)
    assert params["error"] == "access_denied"
    assert params["error_description"]
    assert params["order"] == "42"
    assert "temp_token" not in params
    session_id = query_of(url)["redirect_uri"].rsplit("/", 1)[1]
    with app.state.service.store.transaction() as tx:
        assert tx.get_session(session_id).status == "SESSION_FAILED"
        assert tx.payment_for_session(session_id).status == "payment_failed"


def test_bank_page_escapes_user_data(flow: Flow) -> None:
    evil = '<script>alert("x")</script>'
    data = payment_data(creditor=evil)
    data["payment_info"][0]["debtor"]["name"] = 'A "quoted" & <b>bold</b>'
    response = flow.client.get(flow.sca_url(data))
    assert evil not in response.text
    assert "<b>bold" not in response.text
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in response.text
    assert "default-src 'none'" in response.headers["content-security-policy"]
    assert response.headers["x-frame-options"] == "DENY"


@pytest.mark.parametrize(
    ("change", "expect"),
    [
        ({"response_type": "token"}, "response_type"),
        ({"code_challenge_method": "plain"}, "S256"),
        ({"code_challenge": "short"}, "code_challenge"),
        ({"scope": "PIS:" + str(uuid.uuid4())}, "no such payment"),
        ({"scope": "AIS:all"}, "scope"),
        ({"redirect_uri": "https://evil.example/steal"}, "redirect_uri"),
        ({"client_id": "acme"}, "client_id"),
        ({"state": ""}, "state"),
    ],
)
def test_bank_refuses_bad_authorization_requests(
    flow: Flow, change: dict[str, str], expect: str
) -> None:
    import urllib.parse

    url = flow.sca_url()
    params = {**query_of(url), **change}
    bad = url.split("?")[0] + "?" + urllib.parse.urlencode(params)
    response = flow.client.get(bad)
    assert response.status_code == 400
    assert response.headers["content-type"].startswith("text/html")
    assert expect in response.text
    assert "evil.example" not in response.headers.get("location", "")


def test_bank_decision_form_errors(flow: Flow) -> None:
    page = flow.bank_page(flow.sca_url())
    action = page.action
    assert (
        flow.client.post(action, data={"request_id": "forged", "decision": "approve"}).status_code
        == 400
    )
    assert flow.client.post(action, data={**page.fields, "decision": "maybe"}).status_code == 400
    assert flow.client.post(action, json=page.form_for("approve")).status_code == 400
    flow.decide(page, "approve")
    again = flow.client.post(action, data=page.form_for("approve"))
    assert again.status_code == 400
    assert "no longer valid" in again.text
    # the decided payment cannot be shown for a decision again
    assert flow.client.get(page.url).status_code == 400


def test_redirect_errors(flow: Flow, client: TestClient, app: Starlette) -> None:
    assert_error(client.get(f"/redirects/{uuid.uuid4()}?state=x&code=y"), 400, "invalid_session_id")
    assert_error(client.get("/redirects/nope?state=x&code=y"), 400, "invalid_session_id")
    page = flow.bank_page(flow.sca_url())
    redirect = flow.decide(page)
    params = query_of(redirect)
    base = redirect.split("?")[0]
    assert_error(
        client.get(base, params={**params, "state": "tampered"}), 400, "tpp_redirect_error"
    )
    assert_error(client.get(base, params={"code": params["code"]}), 400, "tpp_redirect_error")
    final = flow.follow_to_tenant(redirect)
    assert "temp_token" in query_of(final)
    again = client.get(redirect)
    assert_error(again, 400, "tpp_redirect_error")


def test_redirect_without_code_or_error_fails_the_payment(flow: Flow, client: TestClient) -> None:
    url = flow.sca_url()
    params = query_of(url)
    response = client.get(params["redirect_uri"], params={"state": params["state"]})
    assert response.status_code == 303
    assert query_of(response.headers["location"])["error"] == "tpp_redirect_error"


# -------------------------------------------------------------------------------- tokens


def test_exchange_token(flow: Flow, clock: ManualClock) -> None:
    link = flow.authorize()
    response = flow.exchange(query_of(link)["temp_token"])
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"credentials_id", "access_token", "consent_exp", "max_data_retention"}
    uuid.UUID(body["credentials_id"])
    assert body["consent_exp"] == (START + timedelta(days=90)).strftime("%Y-%m-%dT%H:%M:%SZ")
    assert body["max_data_retention"] == "2025-06-29T12:00:00Z"


def test_exchange_token_errors(flow: Flow, client: TestClient, clock: ManualClock) -> None:
    temp = query_of(flow.authorize())["temp_token"]
    good = {
        "client_id": "demo",
        "client_secret": "demo-secret-not-for-production",
        "temp_token": temp,
    }
    assert_error(
        client.post("/tokens", json={**good, "client_id": "nobody"}), 400, "invalid_client_id"
    )
    assert_error(
        client.post("/tokens", json={**good, "client_secret": "x"}), 401, "invalid_client_secret"
    )
    other = {"client_id": "acme", "client_secret": ACME_SECRET, "temp_token": temp}
    assert_error(client.post("/tokens", json=other), 401, "invalid_temp_token")
    assert_error(
        client.post("/tokens", json={**good, "temp_token": "made-up"}), 401, "invalid_temp_token"
    )
    assert_error(client.post("/tokens", json={"client_id": "demo"}), 400, "missing_fields")
    assert_error(client.post("/tokens", json={**good, "x": 1}), 400, "unknown_fields")
    assert_error(client.post("/tokens", json={**good, "temp_token": 5}), 400, "invalid_field")
    clock.advance(minutes=9, seconds=59)
    assert client.post("/tokens", json=good).status_code == 200  # another tenant did not burn it
    body = assert_error(
        client.post("/tokens", json=good), 401, "invalid_temp_token", "unauthorized"
    )
    assert "already" in body["message"]


def test_expired_temp_token(flow: Flow, clock: ManualClock) -> None:
    temp = query_of(flow.authorize())["temp_token"]
    clock.advance(minutes=10)
    body = assert_error(flow.exchange(temp), 401, "invalid_temp_token")
    assert "expired" in body["message"]


# ----------------------------------------------------------------------------- payments


def test_get_payment_progresses_and_echoes_data(flow: Flow) -> None:
    data = payment_data()
    token = flow.token(data)
    statuses = []
    for _ in range(4):
        response = flow.get(token)
        assert response.status_code == 200
        body = response.json()
        assert set(body) == {"id", "data", "status"}
        statuses.append(body["status"])
    assert statuses == [
        "payment_in_process",
        "payment_completed",
        "payment_completed",
        "payment_completed",
    ]
    expected = {k: v for k, v in data.items() if k not in ("psu_redirect_link", "psu_id")}
    assert body["data"] == expected
    uuid.UUID(body["id"])


def test_get_payment_history_is_the_whole_progression(flow: Flow, app: Starlette) -> None:
    token = flow.token()
    payment_id = flow.get(token).json()["id"]
    flow.get(token)
    assert [s for s, _ in app.state.service.payment_history(payment_id)] == [
        "new_payment_input",
        "payment_input_submitted",
        "payment_received",
        "payment_authorized",
        "payment_in_process",
        "payment_completed",
    ]


def test_get_payment_errors(flow: Flow, client: TestClient, clock: ManualClock) -> None:
    token = flow.token()
    assert_error(flow.get(token, client_id="nobody"), 400, "invalid_client_id")
    assert_error(flow.get(token, client_secret="wrong"), 401, "invalid_client_secret")
    assert_error(flow.get(token, credentials_id=str(uuid.uuid4())), 401, "invalid_credentials_id")
    assert_error(flow.get(token, credentials_id="not-a-uuid"), 401, "invalid_credentials_id")
    assert_error(flow.get(token, access_token="guess"), 401, "invalid_access_token")
    assert_error(client.post("/payments/get", json={"client_id": "demo"}), 400, "missing_fields")
    clock.advance(days=90)
    assert_error(flow.get(token), 401, "expired_credentials", "unauthorized")


def test_consent_valid_until_just_before_expiry(flow: Flow, clock: ManualClock) -> None:
    token = flow.token()
    clock.advance(days=90, seconds=-1)
    assert flow.get(token).status_code == 200


# ------------------------------------------------------------------------ generic errors


def test_unknown_path_and_method(client: TestClient) -> None:
    assert_error(client.get("/nowhere"), 404, "not_found", "invalid_request")
    assert_error(client.get("http://testserver/"), 404, "not_found")
    assert_error(client.get("/tokens"), 405, "method_not_allowed")
    assert_error(client.delete("/sessions"), 405, "method_not_allowed")


def test_internal_error_is_a_section_7_body(clock: ManualClock) -> None:
    class BrokenValidator:
        def resolve_skill(self, name: str) -> object:
            raise RuntimeError("secret internals")

        def findings(self, data: dict[str, Any], profile: object) -> list[Any]:
            return []

    app = create_app(settings(clock, validator=BrokenValidator()))
    with sandbox_client(app, raise_server_exceptions=False) as client:
        response = client.post("/sessions", json=session_body())
    assert_error(response, 500, "internal_error", "internal_error")
    assert "secret internals" not in response.text


def test_warnings_do_not_refuse_a_step(clock: ManualClock) -> None:
    class WarningValidator:
        def resolve_skill(self, name: str) -> object:
            return name

        def findings(self, data: dict[str, Any], profile: object) -> list[Any]:
            return [make_finding("text.charset", "odd character", pointer="/payment_info/0")]

    app = create_app(settings(clock, validator=WarningValidator()))
    with sandbox_client(app) as client:
        flow = Flow(client)
        assert flow.submit(flow.session(), payment_data()).status_code == 200


def test_openapi_document_is_served(client: TestClient) -> None:
    response = client.get("http://testserver/openapi.json")
    assert response.status_code == 200
    doc = response.json()
    assert doc["openapi"].startswith("3.")
    assert {
        "/v1/sessions",
        "/v1/sessions/{session_id}/steps",
        "/v1/tokens",
        "/v1/payments/get",
    } <= set(doc["paths"])


def test_other_tenant_can_run_its_own_flow(client: TestClient) -> None:
    flow = acme_flow(client)
    token = flow.token()
    assert flow.get(token).json()["status"] == "payment_in_process"


def test_default_settings_have_the_demo_tenant_only() -> None:
    app = create_app(SandboxSettings())
    assert [t.client_id for t in app.state.service.tenants] == ["demo"]
    app.state.service.close()
