"""Tenant apps of the sandbox and their keys.

A tenant app has a ``client_id`` (public), a ``client_app_key`` (safe on a client,
needed to start a session) and a ``client_secret`` (server-side only, needed for the
token exchange and Get payment). The sandbox keeps the secret only as a salted scrypt
hash (:mod:`pain_bridge.sandbox.security`).

The demo tenant
---------------
Every sandbox has the tenant ``demo`` unless a tenants file turns it off. Its keys are
**public demo credentials**, printed by ``pain2pis sandbox`` and written here, so that
anyone can try the sandbox at once. They open nothing but a local sandbox:

============== ===============================
client_id      ``demo``
client_app_key ``demo-app-key``
client_secret  ``demo-secret-not-for-production``
============== ===============================

Tenants file (TOML)
-------------------
::

    demo = true                     # keep the demo tenant (default true)

    [[tenants]]
    client_id = "acme"
    client_app_key = "acme-app-key"
    client_secret = "a long random string"
    # or, to keep the secret out of the file, its hash from
    #   python -c "from pain_bridge.sandbox.security import hash_secret; print(hash_secret('…'))"
    # client_secret_hash = "scrypt$16384$8$1$…"
    name = "ACME Treasury"          # optional, shown on the bank page
    # optional: signed requests on /v1s, by this service account and RSA public key
    service_account = "payments@acme.example"
    public_key = '''-----BEGIN PUBLIC KEY-----
    …
    -----END PUBLIC KEY-----'''
    # a tenant with a key is held to /v1s: its unsigned /v1 requests are refused
    # (signature_required) unless this says otherwise
    signed_only = true

Errors in the file raise :class:`pain_bridge.errors.ConfigError` naming the problem.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pain_bridge.errors import ConfigError
from pain_bridge.sandbox.security import digests_equal, hash_secret, is_secret_hash, verify_secret

__all__ = [
    "DEMO_CLIENT_APP_KEY",
    "DEMO_CLIENT_ID",
    "DEMO_CLIENT_SECRET",
    "Tenant",
    "TenantRegistry",
    "as_registry",
    "demo_tenant",
    "load_tenants",
    "tenants_from_data",
]

#: The demo tenant's keys: public demo credentials, documented, for the sandbox only.
DEMO_CLIENT_ID = "demo"
DEMO_CLIENT_APP_KEY = "demo-app-key"
DEMO_CLIENT_SECRET = "demo-secret-not-for-production"  # noqa: S105 - public demo key


@dataclass(frozen=True, slots=True)
class Tenant:
    """A tenant app: its public ids and the hash of its secret (never the secret)."""

    client_id: str
    client_app_key: str
    secret_hash: str = field(repr=False)
    name: str = ""
    #: Signed requests (``/v1s``): the service account's email and its RSA public key
    #: (PEM); a tenant without them is refused there.
    service_account: str | None = None
    public_key: str | None = field(default=None, repr=False)
    #: With a public key: refuse the tenant's unsigned ``/v1`` requests (default).
    signed_only: bool = True

    @property
    def held_to_signed(self) -> bool:
        """True when this tenant's requests must be signed (``/v1s`` only)."""
        return self.public_key is not None and self.signed_only

    @classmethod
    def create(
        cls, client_id: str, client_app_key: str, client_secret: str, name: str = ""
    ) -> Tenant:
        """A tenant from plain keys; the secret is hashed here and not kept."""
        return cls(client_id, client_app_key, hash_secret(client_secret), name or client_id)

    def check_app_key(self, client_app_key: str) -> bool:
        """Constant-time comparison of ``client_app_key``."""
        return digests_equal(client_app_key, self.client_app_key)

    def check_secret(self, client_secret: str) -> bool:
        """Constant-time scrypt verification of ``client_secret``."""
        return verify_secret(client_secret, self.secret_hash)


_DEMO: Tenant | None = None


def demo_tenant() -> Tenant:
    """The ``demo`` tenant with the documented public keys (hashed once, then reused)."""
    global _DEMO
    if _DEMO is None:
        _DEMO = Tenant.create(
            DEMO_CLIENT_ID, DEMO_CLIENT_APP_KEY, DEMO_CLIENT_SECRET, "Demo tenant app"
        )
    return _DEMO


class TenantRegistry:
    """The tenants a sandbox knows, by ``client_id``."""

    def __init__(self, tenants: Iterable[Tenant]) -> None:
        self._by_id: dict[str, Tenant] = {}
        for tenant in tenants:
            if tenant.client_id in self._by_id:
                raise ConfigError(f"tenant client_id {tenant.client_id!r} is defined twice")
            self._by_id[tenant.client_id] = tenant

    def get(self, client_id: str) -> Tenant | None:
        """The tenant with ``client_id``, or None."""
        return self._by_id.get(client_id)

    def __iter__(self) -> Iterator[Tenant]:
        return iter(self._by_id.values())

    def __len__(self) -> int:
        return len(self._by_id)


_TENANT_KEYS = {
    "client_id",
    "client_app_key",
    "client_secret",
    "client_secret_hash",
    "name",
    "service_account",
    "public_key",
    "signed_only",
}


def _text(entry: Mapping[str, Any], key: str, where: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ConfigError(f"{where}: {key} must be a non-empty string")
    return value


def tenants_from_data(data: Mapping[str, Any], *, source: str = "tenants") -> list[Tenant]:
    """Tenants from parsed TOML data (see the module documentation for the format)."""
    unknown = set(data) - {"demo", "tenants"}
    if unknown:
        raise ConfigError(f"{source}: unknown key(s) {', '.join(sorted(unknown))}")
    keep_demo = data.get("demo", True)
    if not isinstance(keep_demo, bool):
        raise ConfigError(f"{source}: demo must be true or false")
    entries = data.get("tenants", [])
    if not isinstance(entries, list):
        raise ConfigError(f"{source}: tenants must be an array of tables ([[tenants]])")
    tenants: list[Tenant] = [demo_tenant()] if keep_demo else []
    for index, entry in enumerate(entries, start=1):
        where = f"{source}: tenant #{index}"
        if not isinstance(entry, dict):
            raise ConfigError(f"{where} is not a table")
        extra = set(entry) - _TENANT_KEYS
        if extra:
            raise ConfigError(f"{where}: unknown key(s) {', '.join(sorted(extra))}")
        client_id = _text(entry, "client_id", where)
        app_key = _text(entry, "client_app_key", where)
        name = entry.get("name", client_id)
        if not isinstance(name, str):
            raise ConfigError(f"{where}: name must be a string")
        if ("client_secret" in entry) == ("client_secret_hash" in entry):
            raise ConfigError(f"{where}: give exactly one of client_secret, client_secret_hash")
        if "client_secret" in entry:
            secret_hash = hash_secret(_text(entry, "client_secret", where))
        else:
            secret_hash = _text(entry, "client_secret_hash", where)
            if not is_secret_hash(secret_hash):
                raise ConfigError(f"{where}: client_secret_hash is not a scrypt$… hash")
        if ("service_account" in entry) != ("public_key" in entry):
            raise ConfigError(f"{where}: give service_account and public_key together")
        account = _text(entry, "service_account", where) if "service_account" in entry else None
        public_key = _text(entry, "public_key", where) if "public_key" in entry else None
        if public_key is not None:
            check_public_key(public_key, where)
        signed_only = entry.get("signed_only", True)
        if not isinstance(signed_only, bool):
            raise ConfigError(f"{where}: signed_only must be true or false")
        if "signed_only" in entry and public_key is None:
            raise ConfigError(f"{where}: signed_only needs service_account and public_key")
        tenants.append(
            Tenant(client_id, app_key, secret_hash, name, account, public_key, signed_only)
        )
    TenantRegistry(tenants)  # refuses duplicate client_ids
    return tenants


def check_public_key(pem: str, where: str) -> None:
    """:class:`ConfigError` unless ``pem`` is an RSA public key."""
    from cryptography.hazmat.primitives.asymmetric.rsa import RSAPublicKey
    from cryptography.hazmat.primitives.serialization import load_pem_public_key

    try:
        key = load_pem_public_key(pem.encode("ascii"))
    except (ValueError, UnicodeEncodeError) as exc:
        raise ConfigError(f"{where}: public_key is not a PEM public key") from exc
    if not isinstance(key, RSAPublicKey):
        raise ConfigError(f"{where}: public_key is not an RSA key (RS256 needs one)")


def load_tenants(path: str | Path | None) -> list[Tenant]:
    """The tenants of the TOML file at ``path``; just the demo tenant when ``path`` is None."""
    if path is None:
        return [demo_tenant()]
    file = Path(path)
    try:
        raw = file.read_bytes()
    except OSError as exc:
        raise ConfigError(f"cannot read tenants file {file}: {exc.strerror or exc}") from exc
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"tenants file {file} is not valid TOML: {exc}") from exc
    return tenants_from_data(data, source=str(file))


def as_registry(tenants: Sequence[Tenant] | TenantRegistry) -> TenantRegistry:
    """``tenants`` as a :class:`TenantRegistry`."""
    return tenants if isinstance(tenants, TenantRegistry) else TenantRegistry(tenants)
