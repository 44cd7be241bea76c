"""Signed requests (``/v1s``): the gateway signs the bytes it sends, the sandbox checks
them over a real loopback socket, and refuses each kind of bad token with its §7 body."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from pain_bridge.cli import main
from pain_bridge.gateway.client import GatewayClient, GatewaySettings
from pain_bridge.gateway.errors import Unauthorized
from pain_bridge.gateway.signing import RequestSigner
from pain_bridge.sandbox import SandboxSettings, running_sandbox
from pain_bridge.sandbox.customer import authorize_as_customer
from pain_bridge.sandbox.tenants import Tenant, demo_tenant
from sandbox_flow import payment_data

ACCOUNT = "payments@acme.example"
SKILL = "demo_xx_pisp_sbx_#1.0"
ACME = {"client_id": "acme", "client_app_key": "acme-app-key", "client_secret": "acme-secret-1"}


def _key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def _pem(key: rsa.RSAPrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )


@pytest.fixture(scope="module")
def key() -> rsa.RSAPrivateKey:
    return _key()


@pytest.fixture(scope="module")
def live(key: rsa.RSAPrivateKey, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    public = key.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    acme = replace(
        Tenant.create(ACME["client_id"], ACME["client_app_key"], ACME["client_secret"]),
        service_account=ACCOUNT,
        public_key=public.decode(),
    )
    db = tmp_path_factory.mktemp("signed") / "sandbox.sqlite3"
    with running_sandbox(SandboxSettings(db=db, tenants=(demo_tenant(), acme))) as base_url:
        yield base_url


def _signer(key: Any, **changes: Any) -> RequestSigner:
    return replace(RequestSigner(key, ACCOUNT, "127.0.0.1"), **changes)


def _settings(base_url: str, signer: RequestSigner | None) -> GatewaySettings:
    return GatewaySettings(
        base_url=base_url,
        client_id=ACME["client_id"],
        client_app_key=ACME["client_app_key"],
        client_secret=ACME["client_secret"],
        signer=signer,
    )


def test_the_signed_flow_end_to_end(live: str, key: rsa.RSAPrivateKey) -> None:
    sent: list[httpx.Request] = []
    http = httpx.Client(event_hooks={"request": [sent.append]}, timeout=10)
    with GatewayClient(_settings(live, _signer(key)), http=http) as client:
        session, link = client.create_and_submit("u-1", SKILL, payment_data("12.00"))
        back = authorize_as_customer(link.url, visit_return=False)
        assert back.temp_token
        grant = client.exchange_token(back.temp_token)
        payment = client.get_payment(grant.credentials_id, grant.access_token)
    assert payment.status == "payment_in_process"  # the first read after authorization
    assert [r.url.path for r in sent] == [
        "/v1s/sessions",
        f"/v1s/sessions/{session.session_id}/steps",
        "/v1s/tokens",
        "/v1s/payments/get",
    ]
    tokens = {r.headers["authorization"] for r in sent}
    assert len(tokens) == 4  # one token per request
    http.close()


def _post(live: str, path: str, body: dict[str, Any], authorization: str | None) -> Any:
    content = json.dumps(body, separators=(",", ":")).encode()
    headers = {"content-type": "application/json"}
    if authorization is not None:
        headers["authorization"] = authorization
    root = live.removesuffix("/v1")
    return httpx.post(f"{root}/v1s{path}", content=content, headers=headers, timeout=10)


SESSION = {"tenant_user_id": "u", **ACME, "skill": SKILL}
SESSION.pop("client_secret")


def _body(body: dict[str, Any]) -> bytes:
    return json.dumps(body, separators=(",", ":")).encode()


@pytest.mark.parametrize(
    ("case", "code"),
    [
        ("no token", "missing_signature"),
        ("another key", "invalid_signature"),
        ("body changed after signing", "invalid_digest"),
        ("expired", "expired_signature"),
        ("issued in the future", "premature_signature"),
        ("another host", "invalid_audience"),
        ("unknown service account", "unauthorized_tenant"),
        ("signed for another tenant", "unauthorized_tenant"),
    ],
)
def test_each_bad_signature_is_refused(
    live: str, key: rsa.RSAPrivateKey, case: str, code: str
) -> None:
    body = dict(SESSION)
    signer = _signer(key)
    sign_over = _body(body)
    now = datetime.now(UTC)
    if case == "another key":
        signer = _signer(_key())
    elif case == "body changed after signing":
        body = {**body, "tenant_user_id": "someone else"}
    elif case == "expired":
        signer = _signer(key, clock=lambda: now - timedelta(minutes=10))
    elif case == "issued in the future":
        signer = _signer(key, clock=lambda: now + timedelta(minutes=10))
    elif case == "another host":
        signer = _signer(key, audience="api.elsewhere.example")
    elif case == "unknown service account":
        signer = _signer(key, service_account="nobody@elsewhere.example")
    elif case == "signed for another tenant":
        body = {**body, "client_id": "demo"}
        sign_over = _body(body)
    authorization = None if case == "no token" else signer.authorization(sign_over)
    response = _post(live, "/sessions", body, authorization)
    assert response.status_code == 401, response.text
    error = response.json()
    assert error["code"] == code
    assert error["type"] == "unauthorized"
    assert set(error) >= {"id", "type", "code", "message"}


def test_a_replayed_signed_request_is_refused(live: str, key: rsa.RSAPrivateKey) -> None:
    authorization = _signer(key).authorization(_body(SESSION))
    first = _post(live, "/sessions", SESSION, authorization)
    assert first.status_code == 200, first.text
    again = _post(live, "/sessions", SESSION, authorization)
    assert again.status_code == 401
    assert again.json()["code"] == "replayed_signature"


def test_the_gateway_raises_the_typed_error(live: str) -> None:
    with (
        GatewayClient(_settings(live, _signer(_key()))) as client,
        pytest.raises(Unauthorized) as info,
    ):
        client.create_session("u", SKILL)
    assert info.value.code == "invalid_signature"


def test_submit_signs_when_given_a_key(live: str, key: rsa.RSAPrivateKey, tmp_path: Path) -> None:
    pem = tmp_path / "key.pem"
    pem.write_bytes(_pem(key))
    pem.chmod(0o600)
    source = tmp_path / "one.json"
    source.write_text(json.dumps(payment_data("14.00")))
    env = {
        "PAIN2PIS_CLIENT_ID": ACME["client_id"],
        "PAIN2PIS_CLIENT_APP_KEY": ACME["client_app_key"],
        "PAIN2PIS_CLIENT_SECRET": ACME["client_secret"],
        "PAIN2PIS_CONFIG": str(tmp_path / "absent.toml"),
        "PAIN2PIS_JOURNAL": str(tmp_path / "journal.sqlite3"),
        "PAIN2PIS_SIGNING_KEY": str(pem),
        "PAIN2PIS_SERVICE_ACCOUNT": ACCOUNT,
    }
    args = ["submit", str(source), "--skill", SKILL, "--base-url", live, "--format", "json"]
    args += ["--redirect", "https://app.example/back"]
    result = CliRunner().invoke(main, args, env=env)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["intents"][0]["action"] == "submitted"
    assert "PRIVATE KEY" not in result.output
    wrong = CliRunner().invoke(main, args, env={**env, "PAIN2PIS_SIGNING_KEY": str(source)})
    assert wrong.exit_code == 2
    assert "not an unencrypted PEM private key" in wrong.output
    half = {k: v for k, v in env.items() if k != "PAIN2PIS_SERVICE_ACCOUNT"}
    missing = CliRunner().invoke(main, args, env={**half, "PAIN2PIS_SERVICE_ACCOUNT": ""})
    assert missing.exit_code == 2
    assert "PAIN2PIS_SERVICE_ACCOUNT" in missing.output
    assert os.environ.get("PAIN2PIS_SIGNING_KEY") is None
