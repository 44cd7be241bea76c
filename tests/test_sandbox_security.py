"""Security of the sandbox: tokens open only their own consent, tenants are separated,
nonces, temp tokens, codes, state and PKCE are checked, and no secret is stored."""

from __future__ import annotations

import sqlite3
import urllib.parse
from pathlib import Path

import pytest
from starlette.applications import Starlette

from pain_bridge.sandbox import ManualClock, create_app
from pain_bridge.sandbox.security import code_challenge, new_code_verifier
from sandbox_flow import (
    ACME_SECRET,
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


def payment_status(app: Starlette, session_id: str) -> str:
    with app.state.service.store.transaction() as tx:
        return str(tx.payment_for_session(session_id).status)


def test_token_of_consent_a_cannot_read_payment_b(flow: Flow) -> None:
    token_a = flow.token(payment_data("1.00"))
    token_b = flow.token(payment_data("2.00"))
    mixed = {"credentials_id": token_a["credentials_id"], "access_token": token_b["access_token"]}
    assert_error(flow.get(mixed), 401, "invalid_access_token", "unauthorized")
    mixed = {"credentials_id": token_b["credentials_id"], "access_token": token_a["access_token"]}
    assert_error(flow.get(mixed), 401, "invalid_access_token")
    a = flow.get(token_a).json()
    b = flow.get(token_b).json()
    assert a["id"] != b["id"]
    assert (
        a["data"]["payment_info"][0]["transactions"][0]["amount"]["instructed_amount"]["value"]
        == "1.00"
    )
    assert (
        b["data"]["payment_info"][0]["transactions"][0]["amount"]["instructed_amount"]["value"]
        == "2.00"
    )


def test_other_tenants_keys_are_refused(flow: Flow, client: TestClient) -> None:
    token = flow.token()
    acme = acme_flow(client)
    # ACME's own valid keys do not open the demo tenant's consent
    assert_error(acme.get(token), 401, "invalid_credentials_id", "unauthorized")
    # the demo client_id with ACME's secret
    assert_error(flow.get(token, client_secret=ACME_SECRET), 401, "invalid_client_secret")
    # ACME's consent is not readable with the demo keys either
    acme_token = acme.token()
    assert_error(flow.get(acme_token), 401, "invalid_credentials_id")
    # and a session of the demo tenant cannot be stepped by ACME
    session = flow.session()
    body = acme.step_body(session, payment_data())
    response = client.post(f"/sessions/{session['session_id']}/steps", json=body)
    assert_error(response, 401, "unauthorized_tenant")


def test_nonce_is_single_use(flow: Flow) -> None:
    session = flow.session()
    assert flow.submit(session, payment_data()).status_code == 200
    assert_error(flow.submit(session, payment_data()), 401, "invalid_nonce")


def test_nonce_expires_after_30_minutes(flow: Flow, clock: ManualClock) -> None:
    session = flow.session()
    clock.advance(minutes=30)
    assert_error(flow.submit(session, payment_data()), 401, "expired_nonce")


def test_nonce_of_another_session_is_refused(flow: Flow) -> None:
    first, second = flow.session(), flow.session()
    body = flow.step_body(second, payment_data())
    body["nonce"] = first["nonce"]
    response = flow.client.post(f"/sessions/{second['session_id']}/steps", json=body)
    assert_error(response, 401, "invalid_nonce")


def test_temp_token_is_single_use(flow: Flow) -> None:
    temp = query_of(flow.authorize())["temp_token"]
    assert flow.exchange(temp).status_code == 200
    assert_error(flow.exchange(temp), 401, "invalid_temp_token")


def test_tampered_state_is_refused_and_changes_nothing(flow: Flow, app: Starlette) -> None:
    url = flow.sca_url()
    session_id = query_of(url)["redirect_uri"].rsplit("/", 1)[1]
    redirect = flow.decide(flow.bank_page(url))
    params = query_of(redirect)
    tampered = (
        redirect.split("?")[0]
        + "?"
        + urllib.parse.urlencode(
            {**params, "state": params["state"][:-1] + ("A" if params["state"][-1] != "A" else "B")}
        )
    )
    assert_error(flow.client.get(tampered), 400, "tpp_redirect_error", "invalid_request")
    assert payment_status(app, session_id) == "payment_received"
    # the genuine redirect still completes the flow
    assert "temp_token" in query_of(flow.follow_to_tenant(redirect))
    assert payment_status(app, session_id) == "payment_authorized"


def test_state_in_the_sca_link_tampered_before_the_bank(flow: Flow, app: Starlette) -> None:
    url = flow.sca_url()
    params = {**query_of(url), "state": "attacker-chosen"}
    forged = url.split("?")[0] + "?" + urllib.parse.urlencode(params)
    redirect = flow.decide(flow.bank_page(forged))
    assert_error(flow.client.get(redirect), 400, "tpp_redirect_error")
    assert payment_status(app, params["redirect_uri"].rsplit("/", 1)[1]) == "payment_received"


def bank_code_for_own_verifier(flow: Flow) -> tuple[str, str, str]:
    """Approve at the bank with a PKCE challenge of the test's own verifier; returns the
    verifier, the bank's authorization code and the redirect URI it was issued for."""
    verifier = new_code_verifier()
    url = flow.sca_url()
    params = {**query_of(url), "code_challenge": code_challenge(verifier)}
    own = url.split("?")[0] + "?" + urllib.parse.urlencode(params)
    code = query_of(flow.decide(flow.bank_page(own)))["code"]
    return verifier, code, params["redirect_uri"]


def test_wrong_pkce_verifier_fails_the_authorization(flow: Flow, app: Starlette) -> None:
    # an attacker swaps the code_challenge: the service's verifier no longer matches
    url = flow.sca_url()
    params = {**query_of(url), "code_challenge": code_challenge(new_code_verifier())}
    forged = url.split("?")[0] + "?" + urllib.parse.urlencode(params)
    final = flow.follow_to_tenant(flow.decide(flow.bank_page(forged)))
    answer = query_of(final)
    assert answer["error"] == "tpp_redirect_error"
    assert "PKCE" in answer["error_description"]
    assert "temp_token" not in answer
    assert payment_status(app, params["redirect_uri"].rsplit("/", 1)[1]) == "payment_failed"


def test_bank_token_endpoint_checks_the_verifier(flow: Flow, client: TestClient) -> None:
    verifier, code, redirect_uri = bank_code_for_own_verifier(flow)
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": redirect_uri,
        "client_id": "demo",
    }
    wrong = client.post("http://testserver/bank/token", data={**form, "code_verifier": "x" * 43})
    assert wrong.status_code == 400
    assert wrong.json()["error"] == "invalid_grant"
    # the failed attempt used the code up: even the right verifier is refused now
    right = client.post("http://testserver/bank/token", data={**form, "code_verifier": verifier})
    assert right.status_code == 400
    assert "used" in right.json()["error_description"]


def test_bank_token_endpoint_accepts_the_right_verifier_once(
    flow: Flow, client: TestClient
) -> None:
    verifier, code, redirect_uri = bank_code_for_own_verifier(flow)
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": redirect_uri,
        "client_id": "demo",
        "code_verifier": verifier,
    }
    response = client.post("http://testserver/bank/token", data=form)
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "ACTC"
    assert client.post("http://testserver/bank/token", data=form).json()["error"] == "invalid_grant"
    other = client.post("http://testserver/bank/token", data={**form, "grant_type": "password"})
    assert other.json()["error"] == "unsupported_grant_type"


def test_bank_code_bound_to_redirect_uri_and_client(flow: Flow, client: TestClient) -> None:
    verifier, code, _issued_for = bank_code_for_own_verifier(flow)
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": "https://evil.example/cb",
        "client_id": "demo",
        "code_verifier": verifier,
    }
    response = client.post("http://testserver/bank/token", data=form)
    assert response.json()["error"] == "invalid_grant"


def test_authorization_code_expires(flow: Flow, clock: ManualClock) -> None:
    redirect = flow.decide(flow.bank_page(flow.sca_url()))
    clock.advance(minutes=5)
    final = flow.follow_to_tenant(redirect)
    assert query_of(final)["error"] == "tpp_redirect_error"


def test_no_secret_is_stored_in_the_database(tmp_path: Path, clock: ManualClock) -> None:
    db = tmp_path / "sandbox.sqlite3"
    app = create_app(settings(clock, db=db))
    seen: list[str] = ["demo-secret-not-for-production", ACME_SECRET]
    with sandbox_client(app) as client:
        flow = Flow(client)
        session = flow.session()
        seen.append(session["nonce"])
        url = flow.submit(session, payment_data()).json()["data"]["url"]
        # (``state`` is not a secret: the bank keeps it to send it back, as banks do)
        redirect = flow.decide(flow.bank_page(url))
        seen.append(query_of(redirect)["code"])
        temp = query_of(flow.follow_to_tenant(redirect))["temp_token"]
        seen.append(temp)
        token = flow.exchange(temp).json()
        seen.append(token["access_token"])
        assert flow.get(token).status_code == 200
    conn = sqlite3.connect(db)
    dump = "\n".join(conn.iterdump())
    conn.close()
    assert token["credentials_id"] in dump  # the dump is real
    for secret in seen:
        assert secret not in dump
