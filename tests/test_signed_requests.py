"""Signed requests (``/v1s``): the gateway signs the bytes it sends, the sandbox checks
them over a real loopback socket, and refuses each kind of bad token with its §7 body."""

from __future__ import annotations

import json
import logging
import os
import socket
import sqlite3
import uuid
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import jwt
import pytest
from click.testing import CliRunner
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from pain_bridge.cli import main
from pain_bridge.errors import ConfigError
from pain_bridge.gateway.client import GatewayClient, GatewaySettings
from pain_bridge.gateway.errors import Unauthorized
from pain_bridge.gateway.signing import RequestSigner, body_digest
from pain_bridge.sandbox import ManualClock, SandboxSettings, create_app, running_sandbox
from pain_bridge.sandbox.customer import authorize_as_customer
from pain_bridge.sandbox.tenants import Tenant, demo_tenant, tenants_from_data
from sandbox_flow import assert_error, payment_data

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


def _acme(public: bytes, **changes: Any) -> Tenant:
    tenant = Tenant.create(ACME["client_id"], ACME["client_app_key"], ACME["client_secret"])
    return replace(tenant, service_account=ACCOUNT, public_key=public.decode(), **changes)


def _public(key: rsa.RSAPrivateKey) -> bytes:
    return key.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )


@pytest.fixture(scope="module")
def key() -> rsa.RSAPrivateKey:
    return _key()


@pytest.fixture(scope="module")
def live(key: rsa.RSAPrivateKey, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    acme = _acme(_public(key))
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
        ("an empty audience", "invalid_audience"),
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
    elif case == "an empty audience":  # issue 21: was invalid_signature
        signer = _signer(key, audience="")
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


def test_identical_requests_in_one_second_carry_tokens_of_their_own(
    live: str, key: rsa.RSAPrivateKey
) -> None:
    """Issue 20 item 1: two sessions of one batch have byte-identical bodies; made in
    the same second they used to carry the same token, and the second was refused."""
    now = datetime.now(UTC)
    signer = _signer(key, clock=lambda: now)
    first, second = (signer.authorization(_body(SESSION)) for _ in range(2))
    assert first != second
    claims = jwt.decode(first.split()[1], options={"verify_signature": False})
    assert isinstance(claims["jti"], str)
    assert len(claims["jti"]) >= 16
    for authorization in (first, second):
        response = _post(live, "/sessions", SESSION, authorization)
        assert response.status_code == 200, response.text


def _token(key: rsa.RSAPrivateKey, body: bytes = b"", **changes: Any) -> str:
    """A token with the gateway's claims for ``body``, changed (None: left out)."""
    now = int(datetime.now(UTC).timestamp())
    claims = {
        "iat": now,
        "exp": now + 120,
        "iss": ACCOUNT,
        "sub": ACCOUNT,
        "aud": "127.0.0.1",
        "jti": uuid.uuid4().hex,
        "digest": body_digest(body or _body(SESSION)),
        **changes,
    }
    return jwt.encode({k: v for k, v in claims.items() if v is not None}, key, "RS256")


def _respelled(token: str, how: str) -> str:
    """The same token written otherwise: padding added, or the unused low bits of the
    signature's last character set (both decode to the same bytes)."""
    head, payload, signature = token.split(".")
    if how == "padding":
        return f"{head}.{payload}.{signature}=="
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    last = alphabet.index(signature[-1])
    unused = {2: 0b1111, 3: 0b11}[len(signature) % 4]  # 256-byte RSA signature: 2
    assert last & unused == 0
    return f"{head}.{payload}.{signature[:-1]}{alphabet[last | 1]}"


@pytest.mark.parametrize("how", ["padding", "stray bits"])
def test_a_replay_spelled_otherwise_is_refused(live: str, key: rsa.RSAPrivateKey, how: str) -> None:
    """Issue 20 item 3: the replay cache keyed on the token's text; ``==`` appended to
    the signature gave another text for the same token and the replay was taken."""
    token = _token(key)
    first = _post(live, "/sessions", SESSION, f"Bearer {token}")
    assert first.status_code == 200, first.text
    again = _post(live, "/sessions", SESSION, f"Bearer {_respelled(token, how)}")
    assert again.status_code == 401, again.text
    assert again.json()["code"] in ("invalid_signature", "replayed_signature")
    fresh = _post(live, "/sessions", SESSION, f"Bearer {_respelled(_token(key), how)}")
    assert fresh.status_code == 401, fresh.text  # not canonical: refused even once
    assert_error(fresh, 401, "invalid_signature", "unauthorized")


def _request_bytes(port: int, path: str, body: bytes, authorization: str) -> bytes:
    """One HTTP/1.1 request, byte for byte, as it would be captured on the wire."""
    head = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        f"Content-Type: application/json\r\nAuthorization: {authorization}\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    )
    return head.encode() + body


def _send_raw(port: int, request: bytes) -> tuple[int, Any]:
    """Send ``request`` over a new loopback connection; the status and JSON body."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        conn.sendall(request)
        chunks = []
        while chunk := conn.recv(65536):
            chunks.append(chunk)
    head, _, body = b"".join(chunks).partition(b"\r\n\r\n")
    return int(head.split()[1]), json.loads(body)


def _sessions(db: Path) -> list[str]:
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT tenant_user_id FROM sessions ORDER BY tenant_user_id")
        return [user for (user,) in rows]


def test_a_replay_after_a_restart_on_the_same_database_is_refused(
    key: rsa.RSAPrivateKey, tmp_path: Path
) -> None:
    """Issue 21 item 8: the record of used tokens lived in memory; the identical
    request bytes, replayed to a new sandbox on the same ``--db``, made a second
    session. It is refused as an in-process replay is."""
    db = tmp_path / "sandbox.sqlite3"
    settings = SandboxSettings(db=db, tenants=(_acme(_public(key)),))
    body = _body(SESSION)
    authorization = _signer(key).authorization(body)
    with running_sandbox(settings) as base:
        port = int(base.removesuffix("/v1").rsplit(":", 1)[1])
        captured = _request_bytes(port, "/v1s/sessions", body, authorization)
        status, first = _send_raw(port, captured)
        assert status == 200, first
    with running_sandbox(settings, port=port):  # a restart: a new process's state
        status, again = _send_raw(port, captured)
    assert status == 401, again
    assert again["code"] == "replayed_signature"
    assert again["type"] == "unauthorized"
    assert _sessions(db) == ["u"]


def test_used_tokens_are_purged_once_expired(key: rsa.RSAPrivateKey, tmp_path: Path) -> None:
    """A used token is kept until its ``exp`` (and the leeway) has passed: past that it
    is refused as expired anyway, and the database does not grow with every request."""
    clock = ManualClock()
    db = tmp_path / "sandbox.sqlite3"
    settings = SandboxSettings(db=db, tenants=(_acme(_public(key)),), clock=clock)

    def fresh() -> str:
        now = int(clock().timestamp())
        return f"Bearer {_token(key, iat=now, exp=now + 120)}"

    def kept() -> int:
        with sqlite3.connect(db) as conn:
            return int(conn.execute("SELECT count(*) FROM used_signatures").fetchone()[0])

    with running_sandbox(settings) as base:
        first = fresh()
        assert _post(base, "/sessions", SESSION, first).status_code == 200
        assert _post(base, "/sessions", SESSION, fresh()).status_code == 200
        assert kept() == 2
        clock.advance(minutes=2, seconds=31)  # both past exp + leeway
        assert_error(_post(base, "/sessions", SESSION, first), 401, "expired_signature")
        assert _post(base, "/sessions", SESSION, fresh()).status_code == 200
        assert kept() == 1  # the two expired entries are gone, the new one kept


OLD_DATABASE = Path(__file__).parent.parent / "fixtures" / "sandbox" / "schema-v1.sql"


def test_a_database_made_by_the_previous_version_opens_and_keeps_its_state(
    key: rsa.RSAPrivateKey, tmp_path: Path
) -> None:
    """A ``--db`` file of schema version 1 (before used tokens were stored) is migrated
    in place: its sessions stay, and replays are refused across restarts from then on."""
    db = tmp_path / "old.sqlite3"
    with sqlite3.connect(db) as conn:
        conn.executescript(OLD_DATABASE.read_text())
    conn.close()
    settings = SandboxSettings(db=db, tenants=(demo_tenant(), _acme(_public(key))))
    authorization = f"Bearer {_token(key)}"
    with running_sandbox(settings) as base:
        assert _post(base, "/sessions", SESSION, authorization).status_code == 200
    with running_sandbox(settings) as base:
        again = _post(base, "/sessions", SESSION, authorization)
        assert_error(again, 401, "replayed_signature", "unauthorized")
    assert _sessions(db) == ["u", "u-v1"]
    with sqlite3.connect(db) as conn:
        version = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    conn.close()
    assert version == ("2",)


def test_a_database_of_a_later_version_is_refused_with_a_message(tmp_path: Path) -> None:
    db = tmp_path / "later.sqlite3"
    with sqlite3.connect(db) as conn:
        conn.executescript(OLD_DATABASE.read_text())
        conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    conn.close()
    with pytest.raises(OSError, match="has schema version 99, this sandbox needs 2"):
        create_app(SandboxSettings(db=db))


def test_a_token_for_another_host_is_refused_whatever_the_host_header(
    live: str, key: rsa.RSAPrivateKey
) -> None:
    """Issue 20 item 4: ``aud`` was compared with the request's Host header."""
    authorization = f"Bearer {_token(key, aud='api.elsewhere.example')}"
    root = live.removesuffix("/v1")
    response = httpx.post(
        f"{root}/v1s/sessions",
        content=_body(SESSION),
        headers={
            "content-type": "application/json",
            "authorization": authorization,
            "host": "api.elsewhere.example",
        },
        timeout=10,
    )
    assert_error(response, 401, "invalid_audience", "unauthorized")


@pytest.mark.parametrize("aud", ["", []], ids=["empty string", "empty list"])
def test_a_token_naming_no_host_is_refused_for_its_audience(
    live: str, key: rsa.RSAPrivateKey, aud: Any
) -> None:
    """Issue 21: ``aud: ""`` was refused as ``invalid_signature`` (PyJWT takes an empty
    audience for a missing claim); the token is well signed, for no host of ours."""
    response = _post(live, "/sessions", SESSION, f"Bearer {_token(key, aud=aud)}")
    assert_error(response, 401, "invalid_audience", "unauthorized")
    missing = _post(live, "/sessions", SESSION, f"Bearer {_token(key, aud=None)}")
    assert_error(missing, 401, "invalid_signature", "unauthorized")  # no aud claim at all


def test_the_audience_is_the_sandbox_s_own_configured_name(
    key: rsa.RSAPrivateKey, tmp_path: Path
) -> None:
    """With a public URL, signed requests must be made for its host, whichever host
    the request reached; without one, for the loopback names."""
    assert SandboxSettings().audience_names == ("127.0.0.1", "::1", "localhost")
    assert SandboxSettings(public_url="https://sbx.example:8443/x").audience_names == (
        "sbx.example",
    )
    assert SandboxSettings(public_url="https://a", audiences=("b",)).audience_names == ("b",)
    settings = SandboxSettings(
        db=tmp_path / "s.sqlite3", tenants=(_acme(_public(key)),), public_url="https://sbx.example"
    )
    with running_sandbox(settings) as base:
        loopback = _post(base, "/sessions", SESSION, f"Bearer {_token(key)}")
        assert_error(loopback, 401, "invalid_audience", "unauthorized")
        public = _post(base, "/sessions", SESSION, f"Bearer {_token(key, aud='sbx.example')}")
        assert public.status_code == 200, public.text


def _claims_case(case: str) -> dict[str, Any]:
    now = int(datetime.now(UTC).timestamp())
    return {
        "nbf in the future": {"nbf": now + 3600},
        "a year of life": {"exp": now + 365 * 86400},
        "exp in the year 9999": {"exp": 253402300799},
        "exp = 10**400": {"exp": 10**400},
        "exp = 1e400": {"exp": 1e400},
        "exp before iat": {"exp": now - 10},
        "iat not a number": {"iat": "now"},
        "iat a boolean": {"iat": True},
        "no jti": {"jti": None},
        "jti not a string": {"jti": 12345},
        "empty jti": {"jti": ""},
        "huge jti": {"jti": "j" * 5000},
    }[case]


@pytest.mark.parametrize(
    ("case", "code"),
    [
        ("nbf in the future", "premature_signature"),
        ("a year of life", "invalid_signature"),
        ("exp in the year 9999", "invalid_signature"),
        ("exp = 10**400", "invalid_signature"),
        ("exp = 1e400", "invalid_signature"),
        ("exp before iat", "invalid_signature"),
        ("iat not a number", "invalid_signature"),
        ("iat a boolean", "invalid_signature"),
        ("no jti", "invalid_signature"),
        ("jti not a string", "invalid_signature"),
        ("empty jti", "invalid_signature"),
        ("huge jti", "invalid_signature"),
    ],
)
def test_claims_out_of_bounds_are_refused_with_the_error_body(
    live: str, key: rsa.RSAPrivateKey, case: str, code: str
) -> None:
    """Issue 20 item 4: a future ``nbf`` and any lifetime were taken, ``exp = 10**400``
    was an HTTP 500; a token without ``jti`` could not be told from its replay."""
    token = _token(key, **_claims_case(case))
    response = _post(live, "/sessions", SESSION, f"Bearer {token}")
    assert_error(response, 401, code, "unauthorized")


def test_a_keyed_tenant_is_held_to_signed_requests(key: rsa.RSAPrivateKey, tmp_path: Path) -> None:
    """Issue 20 item 5: a tenant registered for /v1s could still use unsigned /v1."""
    public = _public(key)
    loose = replace(
        _acme(public, signed_only=False), client_id="loose", service_account="loose@acme.example"
    )
    tenants = (demo_tenant(), _acme(public), loose)
    with running_sandbox(SandboxSettings(db=tmp_path / "s.sqlite3", tenants=tenants)) as base:
        held = httpx.post(f"{base}/sessions", json=SESSION, timeout=10)
        assert_error(held, 401, "signature_required", "unauthorized")
        for path in ("/tokens", "/payments/get"):
            body = {"client_id": "acme", "client_secret": ACME["client_secret"]}
            answer = httpx.post(f"{base}{path}", json=body, timeout=10)
            assert_error(answer, 401, "signature_required", "unauthorized")
        taken = httpx.post(f"{base}/sessions", json={**SESSION, "client_id": "loose"}, timeout=10)
        assert taken.status_code == 200, taken.text
        demo = {**SESSION, "client_id": "demo", "client_app_key": "demo-app-key"}
        assert httpx.post(f"{base}/sessions", json=demo, timeout=10).status_code == 200
        signed = _post(base, "/sessions", SESSION, _signer(key).authorization(_body(SESSION)))
        assert signed.status_code == 200, signed.text


def test_signed_only_in_the_tenants_file(key: rsa.RSAPrivateKey) -> None:
    entry = {
        "client_id": "acme",
        "client_app_key": "k",
        "client_secret": "s",
        "service_account": ACCOUNT,
        "public_key": _public(key).decode(),
    }
    (held,) = tenants_from_data({"demo": False, "tenants": [entry]})
    assert held.held_to_signed
    (loose,) = tenants_from_data({"demo": False, "tenants": [{**entry, "signed_only": False}]})
    assert not loose.held_to_signed
    with pytest.raises(ConfigError, match="signed_only must be true or false"):
        tenants_from_data({"tenants": [{**entry, "signed_only": "no"}]})
    plain = {k: v for k, v in entry.items() if k not in ("service_account", "public_key")}
    with pytest.raises(ConfigError, match="signed_only needs service_account and public_key"):
        tenants_from_data({"tenants": [{**plain, "signed_only": True}]})
    assert not tenants_from_data({"demo": False, "tenants": [plain]})[0].held_to_signed


def test_the_gateway_raises_the_typed_error(live: str) -> None:
    with (
        GatewayClient(_settings(live, _signer(_key()))) as client,
        pytest.raises(Unauthorized) as info,
    ):
        client.create_session("u", SKILL)
    assert info.value.code == "invalid_signature"


class _Statuses:
    """ASGI middleware that notes the status of every answer the sandbox gives."""

    def __init__(self, app: Any, seen: list[tuple[str, int]]) -> None:
        self.app = app
        self.seen = seen

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        async def noting(message: Any) -> None:
            if message["type"] == "http.response.start":
                self.seen.append((scope["path"], message["status"]))
            await send(message)

        await self.app(scope, receive, noting)


def _acme_env(tmp_path: Path, signing_key: str) -> dict[str, str]:
    return {
        "PAIN2PIS_CLIENT_ID": ACME["client_id"],
        "PAIN2PIS_CLIENT_APP_KEY": ACME["client_app_key"],
        "PAIN2PIS_CLIENT_SECRET": ACME["client_secret"],
        "PAIN2PIS_BASE_URL": "",
        "PAIN2PIS_CONFIG": str(tmp_path / "absent.toml"),
        "PAIN2PIS_JOURNAL": str(tmp_path / "journal.sqlite3"),
        "PAIN2PIS_SIGNING_KEY": signing_key,
        "PAIN2PIS_SERVICE_ACCOUNT": ACCOUNT,
    }


def test_300_intents_signed_at_concurrency_8_are_each_registered_once(
    key: rsa.RSAPrivateKey, tmp_path: Path
) -> None:
    """Issue 20 item 1: identical session bodies in one second used to share a token,
    and most intents ended ``failed: replayed_signature``."""
    count = 300
    amounts = [f"{n}.{n % 100:02d}" for n in range(1, count + 1)]
    source = tmp_path / "batch.json"
    source.write_text(json.dumps(payment_data(amounts[0], more_amounts=tuple(amounts[1:]))))
    db = tmp_path / "sandbox.sqlite3"
    app = create_app(SandboxSettings(db=db, tenants=(_acme(_public(key)),)))
    answers: list[tuple[str, int]] = []
    app.add_middleware(_Statuses, seen=answers)
    env = _acme_env(tmp_path, _pem(key).decode())  # the PEM text itself, as CI hands it over
    try:
        with running_sandbox(app=app) as base_url:
            args = ["submit", str(source), "--skill", SKILL, "--base-url", base_url]
            args += ["--redirect", "https://app.example/back", "--split", "transaction"]
            args += ["--concurrency", "8", "--format", "json"]
            result = CliRunner().invoke(main, args, env=env, catch_exceptions=False)
    finally:
        app.state.service.close()
    assert result.exit_code == 0, result.output[-2000:]
    intents = json.loads(result.stdout)["intents"]
    assert [i["action"] for i in intents] == ["submitted"] * count
    api = [(path, status) for path, status in answers if path.startswith("/v1")]
    assert len(api) == 2 * count  # a session and a step each: nothing sent again
    assert [answer for answer in api if answer[1] != 200] == []  # none refused
    assert {path.split("/")[1] for path, _ in api} == {"v1s"}
    with sqlite3.connect(db) as conn:
        sessions = conn.execute("SELECT count(*) FROM sessions").fetchone()[0]
        paid = [
            json.loads(data)["payment_info"][0]["transactions"][0]["amount"]
            for (data,) in conn.execute("SELECT data FROM payments")
        ]
    assert sessions == count
    assert sorted(a["instructed_amount"]["value"] for a in paid) == sorted(amounts)


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


def _key_lines(*pems: bytes) -> list[str]:
    """Every line of key material in ``pems``: armour and base64 body lines."""
    return [line for pem in pems for line in pem.decode().splitlines() if line.strip()]


def _misconfigurations(
    key: rsa.RSAPrivateKey, tmp_path: Path
) -> dict[str, tuple[dict[str, str], str]]:
    """case → (environment changes, what the message says): every way the signing-key
    settings can be wrong, each with key material somewhere near it."""
    pem = _pem(key).decode()
    ec = ec_key().decode()
    public = _public(key).decode()
    encrypted = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.BestAvailableEncryption(b"passphrase"),
    ).decode()
    openssh = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.OpenSSH,
        serialization.NoEncryption(),
    ).decode()
    body = "".join(pem.splitlines()[1:-1])  # the key's base64 without its armour
    files = {"ec.pem": ec, "public.pem": public, "garbage.pem": pem[:200]}
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    garbled = pem.replace(pem.splitlines()[3], "!!not base64!!")
    wrong_config = tmp_path / "open.toml"
    wrong_config.write_text(f"signing_key = '''{pem}'''\nservice_account = \"{ACCOUNT}\"\n")
    wrong_config.chmod(0o644)
    key_var, account_var = "PAIN2PIS_SIGNING_KEY", "PAIN2PIS_SERVICE_ACCOUNT"
    return {
        "missing file": ({key_var: str(tmp_path / "absent.pem")}, "neither PEM text nor"),
        "directory": ({key_var: str(tmp_path)}, "names a directory"),
        "endless device": ({key_var: "/dev/zero"}, "larger than any PEM private key"),
        "empty": ({key_var: ""}, "set PAIN2PIS_SIGNING_KEY too"),
        "blank": ({key_var: " \n "}, "PAIN2PIS_SIGNING_KEY is empty"),
        "PEM garbage": ({key_var: garbled}, "not an unencrypted PEM private key"),
        "PEM cut short": ({key_var: pem[: len(pem) // 2]}, "not an unencrypted PEM private key"),
        "PEM file cut short": (
            {key_var: str(tmp_path / "garbage.pem")},
            "not an unencrypted PEM private key",
        ),
        "text before the PEM": ({key_var: "key: " + pem}, "not a PEM private key"),
        "base64 without armour": ({key_var: body}, "neither PEM text nor"),
        "EC key": ({key_var: ec}, "not an RSA key"),
        "EC key file": ({key_var: str(tmp_path / "ec.pem")}, "not an RSA key"),
        "public key": ({key_var: public}, "is a public key"),
        "public key file": ({key_var: str(tmp_path / "public.pem")}, "is a public key"),
        "encrypted key": ({key_var: encrypted}, "is encrypted"),
        "OpenSSH key": ({key_var: openssh}, "not an unencrypted PEM private key"),
        "swapped settings": ({key_var: ACCOUNT, account_var: pem}, "neither PEM text nor"),
        "key in the account": ({account_var: pem}, "must be the service account's email"),
        "no account": ({account_var: ""}, "set PAIN2PIS_SERVICE_ACCOUNT too"),
        "config file readable by others": (
            {key_var: "", account_var: "", "PAIN2PIS_CONFIG": str(wrong_config)},
            "chmod 600",
        ),
    }


def ec_key() -> bytes:
    from cryptography.hazmat.primitives.asymmetric import ec

    return ec.generate_private_key(ec.SECP256R1()).private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )


MISCONFIGURATIONS = [
    "missing file",
    "directory",
    "endless device",
    "empty",
    "blank",
    "PEM garbage",
    "PEM cut short",
    "PEM file cut short",
    "text before the PEM",
    "base64 without armour",
    "EC key",
    "EC key file",
    "public key",
    "public key file",
    "encrypted key",
    "OpenSSH key",
    "swapped settings",
    "key in the account",
    "no account",
    "config file readable by others",
]


@pytest.mark.parametrize("case", MISCONFIGURATIONS)
def test_no_signing_key_misconfiguration_prints_key_material(
    live: str,
    key: rsa.RSAPrivateKey,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    case: str,
) -> None:
    """Issue 20 item 2: the key's PEM text in ``PAIN2PIS_SIGNING_KEY`` was printed in
    "cannot read the signing key -----BEGIN PRIVATE KEY-----…". Every misconfiguration
    is a clear message and exit 2, and nothing of any key, nor the setting's value, is
    in any output."""
    changes, says = _misconfigurations(key, tmp_path)[case]
    env = {**_acme_env(tmp_path, _pem(key).decode()), **changes}
    source = tmp_path / "one.json"
    source.write_text(json.dumps(payment_data("15.00")))
    args = ["submit", str(source), "--skill", SKILL, "--base-url", live]
    args += ["--redirect", "https://app.example/back"]
    with caplog.at_level(logging.DEBUG):
        result = CliRunner().invoke(main, args, env=env)
    output = result.stdout + result.stderr + caplog.text
    assert result.exit_code == 2, output
    assert isinstance(result.exception, SystemExit)  # a message, not a traceback
    assert says in result.stderr
    assert "Traceback" not in output
    settings = [env["PAIN2PIS_SIGNING_KEY"], env["PAIN2PIS_SERVICE_ACCOUNT"]]
    secrets_ = [*settings, *_key_lines(_pem(key), _public(key))]
    secrets_ += [line for value in settings for line in value.splitlines()]
    for secret in {s.strip() for s in secrets_ if len(s.strip()) > 8} - {ACCOUNT}:
        assert secret not in output, (case, secret)
    assert "BEGIN" not in output
    assert "PRIVATE" not in output


@pytest.mark.parametrize("how", ["file", "PEM text", "PEM text with \\n"])
def test_the_signing_key_as_a_file_or_as_its_text(
    live: str, key: rsa.RSAPrivateKey, tmp_path: Path, how: str
) -> None:
    pem = _pem(key).decode()
    value = {
        "file": str(tmp_path / "key.pem"),
        "PEM text": pem,
        "PEM text with \\n": pem.strip().replace("\n", "\\n"),
    }[how]
    (tmp_path / "key.pem").write_text(pem)
    source = tmp_path / "one.json"
    source.write_text(json.dumps(payment_data("16.00")))
    args = ["submit", str(source), "--skill", SKILL, "--base-url", live, "--format", "json"]
    args += ["--redirect", "https://app.example/back"]
    result = CliRunner().invoke(main, args, env=_acme_env(tmp_path, value))
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["intents"][0]["action"] == "submitted"
    for line in _key_lines(_pem(key)):
        assert line not in result.stdout + result.stderr


def test_sandbox_public_url_names_the_audience(key: rsa.RSAPrivateKey, tmp_path: Path) -> None:
    """``pain2pis sandbox --public-url``: the host clients reach it at (behind a proxy,
    or listening on every address) is the audience signed requests must name; a
    malformed address is refused before anything is served."""
    import signal
    import subprocess
    import sys

    tenants = tmp_path / "tenants.toml"
    tenants.write_text(
        "[[tenants]]\n"
        f'client_id = "{ACME["client_id"]}"\n'
        f'client_app_key = "{ACME["client_app_key"]}"\n'
        f'client_secret = "{ACME["client_secret"]}"\n'
        f'service_account = "{ACCOUNT}"\n'
        f"public_key = '''{_public(key).decode()}'''\n"
    )
    pain2pis = str(Path(sys.executable).with_name("pain2pis"))
    command = [pain2pis, "sandbox", "--port", "0", "--db", str(tmp_path / "sb.sqlite3")]
    command += ["--tenants", str(tenants)]
    env = {**os.environ, "PAIN2PIS_SANDBOX_STATE": str(tmp_path / "sandbox.json")}
    refused = subprocess.run(
        [*command, "--public-url", "sbx.example"], env=env, capture_output=True, text=True
    )
    assert refused.returncode == 2
    assert "--public-url 'sbx.example': not an http(s) address" in refused.stderr
    assert "Traceback" not in refused.stderr
    server = subprocess.Popen(
        [*command, "--public-url", "https://sbx.example"],
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        base = server.stdout.readline().split()[-1]  # "pain2pis sandbox: http://…/v1"
        loopback = _post(base, "/sessions", SESSION, f"Bearer {_token(key)}")
        assert_error(loopback, 401, "invalid_audience", "unauthorized")
        public = _post(base, "/sessions", SESSION, f"Bearer {_token(key, aud='sbx.example')}")
        assert public.status_code == 200, public.text
    finally:
        server.send_signal(signal.SIGINT)
        server.communicate(timeout=30)
    assert server.returncode == 0
