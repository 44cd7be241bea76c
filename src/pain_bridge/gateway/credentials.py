"""Where the gateway finds the service's URL and the tenant app's keys.

In order of precedence, per key:

1. environment variables ``PAIN2PIS_BASE_URL``, ``PAIN2PIS_CLIENT_ID``,
   ``PAIN2PIS_CLIENT_APP_KEY``, ``PAIN2PIS_CLIENT_SECRET``;
2. the configuration file: ``$PAIN2PIS_CONFIG``, else
   ``$XDG_CONFIG_HOME/pain2pis/config.toml``, else ``~/.config/pain2pis/config.toml``::

       base_url = "https://api.example.com/v1"
       client_id = "…"
       client_app_key = "…"
       client_secret = "…"
       journal = "postgresql://treasury:…@db.internal/payments"   # optional
       signing_key = "/etc/pain2pis/service-account.pem"          # optional: /v1s
                                     # (a PEM file's path, or the PEM text itself)
       service_account = "payments@acme.example"

   A file holding ``client_secret`` (or a journal URL with a password, or a signing
   key's PEM text) must not be readable by group or others (``chmod 600``): it is
   refused otherwise, never silently used. ``journal`` names the journal as
   ``--journal`` does (``PAIN2PIS_JOURNAL`` wins).

With no base URL configured anywhere, the target is the local sandbox
(:data:`DEFAULT_SANDBOX_URL`); with no keys either, the sandbox's public demo tenant.
``--sandbox`` on the command line always means the local sandbox and its demo tenant,
whatever is configured. Keys are never printed: :class:`Credentials` hides them from
``repr``.
"""

from __future__ import annotations

import os
import stat
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Final

from pain_bridge.errors import ConfigError

if TYPE_CHECKING:  # the signer (and its JOSE library) loads only when one is used
    from pain_bridge.gateway.signing import RequestSigner

__all__ = [
    "DEFAULT_SANDBOX_URL",
    "ENV_VARS",
    "SANDBOX_DEMO",
    "SIGNING_ENV_VARS",
    "Credentials",
    "SigningSettings",
    "configured_journal",
    "default_config_path",
    "load_credentials",
    "sandbox_credentials",
    "signing_settings",
]

#: Where ``pain2pis sandbox`` listens by default.
DEFAULT_SANDBOX_URL: Final = "http://127.0.0.1:8080/v1"
#: ``Credentials.source`` of the sandbox's demo tenant.
SANDBOX_DEMO: Final = "sandbox-demo"

#: Setting → environment variable.
ENV_VARS: Final = {
    "base_url": "PAIN2PIS_BASE_URL",
    "client_id": "PAIN2PIS_CLIENT_ID",
    "client_app_key": "PAIN2PIS_CLIENT_APP_KEY",
    "client_secret": "PAIN2PIS_CLIENT_SECRET",
}

# The sandbox's public demo tenant (documented in pain_bridge.sandbox.tenants). Repeated
# here so that the client does not import the sandbox server.
_DEMO_CLIENT_ID: Final = "demo"
_DEMO_CLIENT_APP_KEY: Final = "demo-app-key"
_DEMO_CLIENT_SECRET: Final = "demo-secret-not-for-production"  # noqa: S105 - public demo key


@dataclass(frozen=True)
class Credentials:
    """A service URL and a tenant app's keys. ``source`` says where they came from:
    :data:`SANDBOX_DEMO`, ``"environment"``, ``"config"`` or ``"environment+config"``."""

    base_url: str
    client_id: str
    client_app_key: str = field(repr=False)
    client_secret: str = field(repr=False)
    source: str = "environment"


def sandbox_credentials(base_url: str = DEFAULT_SANDBOX_URL) -> Credentials:
    """The sandbox's public demo tenant, at ``base_url``."""
    return Credentials(
        base_url, _DEMO_CLIENT_ID, _DEMO_CLIENT_APP_KEY, _DEMO_CLIENT_SECRET, SANDBOX_DEMO
    )


def default_config_path(env: Mapping[str, str] | None = None) -> Path:
    """``$PAIN2PIS_CONFIG``, else ``$XDG_CONFIG_HOME/pain2pis/config.toml``, else
    ``~/.config/pain2pis/config.toml``."""
    env = os.environ if env is None else env
    explicit = env.get("PAIN2PIS_CONFIG")
    if explicit:
        return Path(explicit).expanduser()
    home = env.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(home).expanduser() / "pain2pis" / "config.toml"


def _read_config(path: Path) -> dict[str, str]:
    try:
        raw = path.read_bytes()
        mode = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise ConfigError(f"cannot read the configuration file {path}: {exc}") from exc
    try:
        table = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{path} is not valid TOML: {exc}") from exc
    known = {*ENV_VARS, *SIGNING_ENV_VARS, "journal"}
    unknown = sorted(set(table) - known)
    if unknown:
        raise ConfigError(f"{path}: unknown setting(s) {', '.join(unknown)}")
    values: dict[str, str] = {}
    for key, value in table.items():
        if not isinstance(value, str) or not value:
            raise ConfigError(f"{path}: {key} must be a non-empty string")
        values[key] = value
    secret = (
        "client_secret" in values
        or "@" in values.get("journal", "")
        or "BEGIN" in values.get("signing_key", "")  # the private key's PEM text itself
    )
    if secret and mode & 0o077:
        raise ConfigError(
            f"{path} holds a secret but is readable by others (mode {mode:04o}); "
            f"run: chmod 600 {path}"
        )
    return values


#: Signed requests: setting → environment variable.
SIGNING_ENV_VARS: Final = {
    "signing_key": "PAIN2PIS_SIGNING_KEY",
    "service_account": "PAIN2PIS_SERVICE_ACCOUNT",
}


@dataclass(frozen=True)
class SigningSettings:
    """Where signed requests get their key and account. ``key`` is the setting's value
    (PEM text or a file's path: a possible secret, hidden from ``repr``);
    ``key_source`` / ``account_source`` name the settings for messages."""

    key: str = field(repr=False)
    service_account: str
    key_source: str
    account_source: str

    def signer(self, audience: str) -> RequestSigner:
        """The request signer for ``audience`` (the API host); :class:`ConfigError` when
        the key or account is unusable, naming the setting, never its value."""
        from pain_bridge.gateway.signing import RequestSigner

        return RequestSigner.from_setting(
            self.key,
            self.service_account,
            audience,
            source=self.key_source,
            account_source=self.account_source,
        )


def signing_settings(env: Mapping[str, str] | None = None) -> SigningSettings | None:
    """The signing key and service account for signed requests, from the environment or
    the configuration file; None when neither names a key. :class:`ConfigError` when
    only one of the two is given."""
    env = os.environ if env is None else env
    path = default_config_path(env)
    from_file = _read_config(path)
    values: dict[str, str] = {}
    sources: dict[str, str] = {}
    for key, var in SIGNING_ENV_VARS.items():
        if env.get(var):
            values[key], sources[key] = env[var], var
        elif from_file.get(key):
            values[key], sources[key] = from_file[key], f"{key} in {path}"
    if not values:
        return None
    missing = [var for key, var in SIGNING_ENV_VARS.items() if key not in values]
    if missing:
        raise ConfigError(f"signed requests need both: set {', '.join(missing)} too")
    return SigningSettings(
        values["signing_key"],
        values["service_account"],
        sources["signing_key"],
        sources["service_account"],
    )


def configured_journal(env: Mapping[str, str] | None = None) -> str | None:
    """The ``journal`` setting of the configuration file, if any."""
    env = os.environ if env is None else env
    return _read_config(default_config_path(env)).get("journal")


def load_credentials(
    *,
    base_url: str | None = None,
    config_path: Path | None = None,
    env: Mapping[str, str] | None = None,
) -> Credentials:
    """The credentials to use, from ``base_url`` (a command-line override), the
    environment and the configuration file (see the module docstring).

    Raises :class:`~pain_bridge.errors.ConfigError` naming what is missing or wrong.
    """
    env = os.environ if env is None else env
    from_env = {key: env[var] for key, var in ENV_VARS.items() if env.get(var)}
    from_file = _read_config(config_path or default_config_path(env))
    for other in ("journal", *SIGNING_ENV_VARS):
        from_file.pop(other, None)
    merged = {**from_file, **from_env}
    if base_url:
        merged["base_url"] = base_url
    keys = ("client_id", "client_app_key", "client_secret")
    if "base_url" not in merged and not any(k in merged for k in keys):
        return sandbox_credentials()
    merged.setdefault("base_url", DEFAULT_SANDBOX_URL)
    missing = [k for k in keys if k not in merged]
    if missing:
        names = ", ".join(ENV_VARS[k] for k in missing)
        raise ConfigError(
            f"missing {', '.join(missing)} for {merged['base_url']}: set {names} or put them "
            f"in {config_path or default_config_path(env)} (or use --sandbox)"
        )
    sources = [name for name, part in (("environment", from_env), ("config", from_file)) if part]
    demo = (_DEMO_CLIENT_ID, _DEMO_CLIENT_APP_KEY, _DEMO_CLIENT_SECRET)
    if (merged["client_id"], merged["client_app_key"], merged["client_secret"]) == demo:
        # the sandbox's public demo tenant, wherever it runs: a later command (token,
        # status) needs no keys to talk to it again
        return sandbox_credentials(merged["base_url"])
    return Credentials(
        merged["base_url"],
        merged["client_id"],
        merged["client_app_key"],
        merged["client_secret"],
        "+".join(sources) or "command line",
    )
