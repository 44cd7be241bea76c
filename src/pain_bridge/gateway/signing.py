"""Signed requests (the service's ``/v1s`` base): a JWS over the exact body bytes sent.

Each request carries ``Authorization: Bearer <JWS>``, an RS256 JWT (PyJWT) with the
claims ``iat``, ``exp``, ``iss`` = ``sub`` = the service account's email, ``aud`` = the
API host and ``digest`` = standard Base64 of the SHA-256 of the body bytes
(``service-notes.md``). A token is made per attempt, so a retried call never repeats one.

The private key comes from a PEM file (``PAIN2PIS_SIGNING_KEY`` or ``signing_key`` in the
configuration file) with the account in ``PAIN2PIS_SERVICE_ACCOUNT`` / ``service_account``;
it is never printed or logged (:class:`RequestSigner` hides it from ``repr``).
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import jwt

from pain_bridge.errors import ConfigError

__all__ = ["RequestSigner", "body_digest"]


def body_digest(body: bytes) -> str:
    """Standard Base64 of the SHA-256 of ``body``: the ``digest`` claim."""
    return base64.b64encode(hashlib.sha256(body).digest()).decode("ascii")


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True)
class RequestSigner:
    """Signs request bodies for one service account and one API host (``audience``)."""

    private_key: Any = field(repr=False)
    service_account: str
    audience: str
    lifetime: timedelta = timedelta(minutes=5)
    clock: Callable[[], datetime] = field(default=_now, repr=False, compare=False)

    @classmethod
    def from_file(cls, path: str | Path, service_account: str, audience: str) -> RequestSigner:
        """A signer with the PEM private key at ``path``; :class:`ConfigError` when it
        cannot be read or is no RSA private key (the message never holds the key)."""
        from cryptography.hazmat.primitives.asymmetric.rsa import RSAPrivateKey
        from cryptography.hazmat.primitives.serialization import load_pem_private_key

        try:
            key = load_pem_private_key(Path(path).read_bytes(), password=None)
        except OSError as exc:
            raise ConfigError(f"cannot read the signing key {path}: {exc.strerror}") from exc
        except (ValueError, TypeError) as exc:
            raise ConfigError(f"{path} is not an unencrypted PEM private key") from exc
        if not isinstance(key, RSAPrivateKey):
            raise ConfigError(f"{path} is not an RSA key: RS256 needs one")
        if "@" not in service_account:
            raise ConfigError(f"the service account must be an email: {service_account!r}")
        return cls(key, service_account, audience)

    def authorization(self, body: bytes) -> str:
        """The ``Authorization`` header value for a request with ``body``."""
        now = self.clock()
        claims = {
            "iat": int(now.timestamp()),
            "exp": int((now + self.lifetime).timestamp()),
            "iss": self.service_account,
            "sub": self.service_account,
            "aud": self.audience,
            "digest": body_digest(body),
        }
        return "Bearer " + jwt.encode(claims, self.private_key, algorithm="RS256")
