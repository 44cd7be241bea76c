"""Building blocks of the sandbox: secret hashing, PKCE, tenants files, error table,
URL handling, the clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from pain_bridge.errors import ConfigError
from pain_bridge.sandbox.bank import add_query
from pain_bridge.sandbox.errors import CODES, ApiError, error_body
from pain_bridge.sandbox.security import (
    code_challenge,
    hash_secret,
    is_code_challenge,
    is_secret_hash,
    new_code_verifier,
    token_digest,
    verify_secret,
)
from pain_bridge.sandbox.service import ManualClock, api_time
from pain_bridge.sandbox.store import Store, from_iso, to_iso
from pain_bridge.sandbox.tenants import (
    DEMO_CLIENT_SECRET,
    demo_tenant,
    load_tenants,
)


def test_secret_hash_round_trip() -> None:
    stored = hash_secret("s3cret")
    assert stored.startswith("scrypt$16384$8$1$")
    assert "s3cret" not in stored
    assert verify_secret("s3cret", stored)
    assert not verify_secret("s3cret ", stored)
    assert hash_secret("s3cret") != stored  # salted
    assert is_secret_hash(stored)


@pytest.mark.parametrize(
    "stored",
    ["", "plain", "scrypt$1$8$1$AA==$AA==", "scrypt$16384$8$1$!!$AA==", "bcrypt$x$y$z$a$b"],
)
def test_malformed_hash_never_matches(stored: str) -> None:
    assert not verify_secret("anything", stored)
    assert not is_secret_hash(stored)


def test_pkce_s256_matches_rfc_7636_appendix_b() -> None:
    verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
    assert code_challenge(verifier) == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
    fresh = new_code_verifier()
    assert 43 <= len(fresh) <= 128
    assert is_code_challenge(code_challenge(fresh))
    assert not is_code_challenge("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-c=")


def test_token_digest_is_sha256_hex() -> None:
    assert token_digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"


def test_demo_tenant_keys() -> None:
    demo = demo_tenant()
    assert demo.client_id == "demo"
    assert demo.check_app_key("demo-app-key")
    assert demo.check_secret(DEMO_CLIENT_SECRET)
    assert not demo.check_secret("guess")
    assert DEMO_CLIENT_SECRET not in repr(demo)


def test_tenants_file(tmp_path: Path) -> None:
    hashed = hash_secret("beta-secret")
    file = tmp_path / "tenants.toml"
    file.write_text(
        "[[tenants]]\n"
        'client_id = "alpha"\nclient_app_key = "alpha-key"\nclient_secret = "alpha-secret"\n'
        'name = "Alpha Ltd"\n'
        "[[tenants]]\n"
        f'client_id = "beta"\nclient_app_key = "beta-key"\nclient_secret_hash = "{hashed}"\n',
        encoding="utf-8",
    )
    tenants = {t.client_id: t for t in load_tenants(file)}
    assert set(tenants) == {"demo", "alpha", "beta"}
    assert tenants["alpha"].name == "Alpha Ltd"
    assert tenants["alpha"].check_secret("alpha-secret")
    assert tenants["beta"].check_secret("beta-secret")
    file.write_text("demo = false\n", encoding="utf-8")
    assert load_tenants(file) == []
    assert [t.client_id for t in load_tenants(None)] == ["demo"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not toml [", "not valid TOML"),
        ("colour = 1", "unknown key"),
        ("demo = 'yes'", "demo must be"),
        ("tenants = 3", "array of tables"),
        ("[[tenants]]\nclient_id = 'a'\nclient_secret = 's'", "client_app_key"),
        ("[[tenants]]\nclient_id = 'a'\nclient_app_key = 'k'", "exactly one"),
        (
            "[[tenants]]\nclient_id='a'\nclient_app_key='k'\nclient_secret='s'\nclient_secret_hash='x'",
            "exactly one",
        ),
        ("[[tenants]]\nclient_id='a'\nclient_app_key='k'\nclient_secret_hash='x'", "scrypt"),
        (
            "[[tenants]]\nclient_id='a'\nclient_app_key='k'\nclient_secret='s'\nport=1",
            "unknown key",
        ),
        ("[[tenants]]\nclient_id='demo'\nclient_app_key='k'\nclient_secret='s'", "twice"),
    ],
)
def test_tenants_file_errors(tmp_path: Path, text: str, message: str) -> None:
    file = tmp_path / "tenants.toml"
    file.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError, match=message):
        load_tenants(file)


def test_tenants_file_missing(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read"):
        load_tenants(tmp_path / "absent.toml")


def test_error_table_and_body() -> None:
    assert CODES["not_found"].http == 404
    assert CODES["invalid_client_secret"].http == 401
    assert all(info.type for info in CODES.values())
    body = error_body("invalid_field", "bad", fields=["x"])
    assert set(body) == {"id", "type", "http", "code", "message", "fields"}
    with pytest.raises(KeyError):
        ApiError("no_such_code", "x")
    assert ApiError("too_many_requests", "slow down").http == 429


@pytest.mark.parametrize(
    ("url", "params", "expected"),
    [
        ("https://t.example/back", {"temp_token": "T"}, "https://t.example/back?temp_token=T"),
        (
            "https://t.example/b?a=1&b=",
            {"temp_token": "T"},
            "https://t.example/b?a=1&b=&temp_token=T",
        ),
        (
            "https://t.example/b?temp_token=old#frag",
            {"temp_token": "T"},
            "https://t.example/b?temp_token=T#frag",
        ),
        (
            "https://t.example/b",
            {"error": "a b", "error_description": "x&y"},
            "https://t.example/b?error=a+b&error_description=x%26y",
        ),
    ],
)
def test_add_query(url: str, params: dict[str, str], expected: str) -> None:
    assert add_query(url, params) == expected


def test_times_and_clock() -> None:
    moment = datetime(2025, 1, 2, 3, 4, 5, 678, tzinfo=UTC)
    assert from_iso(to_iso(moment)) == moment
    assert api_time(moment) == "2025-01-02T03:04:05Z"
    with pytest.raises(ValueError, match="naive"):
        to_iso(datetime(2025, 1, 1))
    clock = ManualClock(moment)
    clock.advance(minutes=30)
    clock.advance(timedelta(seconds=1))
    assert clock() == moment + timedelta(minutes=30, seconds=1)
    with pytest.raises(ValueError, match="aware"):
        ManualClock(datetime(2025, 1, 1))


def test_store_refuses_a_file_that_is_not_a_database(tmp_path: Path) -> None:
    bad = tmp_path / "bad.sqlite3"
    bad.write_text("definitely not sqlite " * 100, encoding="utf-8")
    with pytest.raises(OSError, match="sandbox database"):
        Store(bad)


def test_store_transaction_rolls_back(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.sqlite3")
    now = datetime(2025, 1, 1, tzinfo=UTC)

    def insert_then_fail() -> None:
        with store.transaction() as tx:
            tx.insert_session(
                session_id="s1",
                client_id="c",
                tenant_user_id="u",
                skill="k",
                status="SESSION_CREATED",
                nonce_digest="d",
                now=now,
            )
            raise RuntimeError("abort")

    with pytest.raises(RuntimeError, match="abort"):
        insert_then_fail()
    with store.transaction() as tx:
        assert tx.get_session("s1") is None
    store.close()
    store.close()
    with pytest.raises(RuntimeError, match="closed"), store.transaction():
        pass


def test_no_token_starts_with_a_dash(monkeypatch: pytest.MonkeyPatch) -> None:
    """A token pasted after ``pain2pis token`` that starts with ``-`` was read as an
    option ("No such option '-A'"): such a draw is drawn again."""
    from pain_bridge.sandbox import security

    draws = iter(["-Abc", "-", "xyz"])
    monkeypatch.setattr(security.secrets, "token_urlsafe", lambda _n: next(draws))
    assert security.new_token() == "xyz"
