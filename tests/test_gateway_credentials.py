"""Credentials: environment over config file, the private-file rule, sandbox defaults."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pain_bridge.errors import ConfigError
from pain_bridge.gateway.credentials import (
    DEFAULT_SANDBOX_URL,
    SANDBOX_DEMO,
    default_config_path,
    load_credentials,
    sandbox_credentials,
)

FULL = {
    "PAIN2PIS_BASE_URL": "https://pis.example/v1",
    "PAIN2PIS_CLIENT_ID": "cid",
    "PAIN2PIS_CLIENT_APP_KEY": "app",
    "PAIN2PIS_CLIENT_SECRET": "sec-env",
}


def _config(tmp_path: Path, text: str, mode: int = 0o600) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text)
    os.chmod(path, mode)
    return path


def test_nothing_configured_means_local_sandbox(tmp_path: Path) -> None:
    creds = load_credentials(config_path=tmp_path / "absent.toml", env={})
    assert creds.source == SANDBOX_DEMO
    assert creds.base_url == DEFAULT_SANDBOX_URL
    assert creds == sandbox_credentials()


def test_environment(tmp_path: Path) -> None:
    creds = load_credentials(config_path=tmp_path / "absent.toml", env=FULL)
    assert (creds.base_url, creds.client_id, creds.client_app_key, creds.client_secret) == (
        "https://pis.example/v1",
        "cid",
        "app",
        "sec-env",
    )
    assert creds.source == "environment"
    assert "sec-env" not in repr(creds)
    assert "app" not in repr(creds).replace("app_key", "")


def test_command_line_url_wins(tmp_path: Path) -> None:
    creds = load_credentials(
        base_url="http://127.0.0.1:9/v1", config_path=tmp_path / "absent.toml", env=FULL
    )
    assert creds.base_url == "http://127.0.0.1:9/v1"


def test_config_file_and_env_precedence(tmp_path: Path) -> None:
    path = _config(
        tmp_path,
        'base_url = "https://cfg/v1"\nclient_id = "c"\n'
        'client_app_key = "k"\nclient_secret = "sec-file"\n',
    )
    creds = load_credentials(config_path=path, env={})
    assert creds.client_secret == "sec-file"
    assert creds.source == "config"
    mixed = load_credentials(config_path=path, env={"PAIN2PIS_CLIENT_SECRET": "sec-env"})
    assert mixed.client_secret == "sec-env"
    assert mixed.base_url == "https://cfg/v1"
    assert mixed.source == "environment+config"


def test_readable_secret_file_is_refused(tmp_path: Path) -> None:
    path = _config(tmp_path, 'client_secret = "s"\n', mode=0o644)
    with pytest.raises(ConfigError, match="chmod 600"):
        load_credentials(config_path=path, env={})
    harmless = _config(tmp_path, 'base_url = "https://x/v1"\n', mode=0o644)
    with pytest.raises(ConfigError, match="missing client_id"):
        load_credentials(config_path=harmless, env={})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("client_id = ", "not valid TOML"),
        ('colour = "blue"\n', "unknown setting"),
        ("client_id = 5\n", "non-empty string"),
        ('client_id = ""\n', "non-empty string"),
    ],
)
def test_bad_config_files(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load_credentials(config_path=_config(tmp_path, text), env={})


def test_missing_keys_name_the_variables(tmp_path: Path) -> None:
    env = {"PAIN2PIS_BASE_URL": "https://pis.example/v1", "PAIN2PIS_CLIENT_ID": "c"}
    with pytest.raises(ConfigError) as info:
        load_credentials(config_path=tmp_path / "absent.toml", env=env)
    assert "PAIN2PIS_CLIENT_APP_KEY" in str(info.value)
    assert "PAIN2PIS_CLIENT_SECRET" in str(info.value)


def test_default_config_path(tmp_path: Path) -> None:
    assert default_config_path({"PAIN2PIS_CONFIG": str(tmp_path / "c.toml")}) == (
        tmp_path / "c.toml"
    )
    assert default_config_path({"XDG_CONFIG_HOME": str(tmp_path)}) == (
        tmp_path / "pain2pis" / "config.toml"
    )
    assert default_config_path({}).parts[-3:] == (".config", "pain2pis", "config.toml")


def test_default_url_is_where_pain2pis_sandbox_listens() -> None:
    from pain_bridge.cli.sandbox import sandbox

    defaults = {p.name: p.default for p in sandbox.params}
    assert f"http://{defaults['host']}:{defaults['port']}/v1" == DEFAULT_SANDBOX_URL


def test_demo_keys_are_the_sandbox_demo_tenant() -> None:
    from pain_bridge.sandbox import DEMO_CLIENT_APP_KEY, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET

    creds = sandbox_credentials()
    assert (creds.client_id, creds.client_app_key, creds.client_secret) == (
        DEMO_CLIENT_ID,
        DEMO_CLIENT_APP_KEY,
        DEMO_CLIENT_SECRET,
    )
