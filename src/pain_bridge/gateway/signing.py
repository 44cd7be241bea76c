"""Signed requests (the service's ``/v1s`` base): a JWS over the exact body bytes sent.

Each request carries ``Authorization: Bearer <JWS>``, an RS256 JWT (PyJWT) with the
claims ``iat``, ``exp``, ``iss`` = ``sub`` = the service account's email, ``aud`` = the
API host, ``digest`` = standard Base64 of the SHA-256 of the body bytes
(``service-notes.md``) and ``jti`` = 128 random bits (RFC 7519 §4.1.7). The ``jti``
makes every token unique by construction: two requests with the same body in the same
second (two sessions of one batch) still carry different tokens, so the service's
replay check can never refuse a request that was sent once. A token is made per
attempt, so a retried call never repeats one either; it lives :data:`LIFETIME`.

The private key (``PAIN2PIS_SIGNING_KEY`` or ``signing_key`` in the configuration file)
is either the PEM text itself, as CI systems hand keys over, or the path of a PEM file:
:meth:`RequestSigner.from_setting`. It is never printed or logged, and no error message
repeats the setting's value, whichever it was (:class:`RequestSigner` hides the key from
``repr``).
"""

from __future__ import annotations

import base64
import hashlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Final

import jwt

from pain_bridge.errors import ConfigError

__all__ = ["LIFETIME", "RequestSigner", "body_digest", "load_signing_key", "new_jti"]

#: How long a token is valid after it is made (it is sent at once).
LIFETIME: Final = timedelta(minutes=2)

_PEM_MARK: Final = "-----BEGIN"
#: Larger than any PEM private key (an RSA key of 16384 bits is about 13 kB).
_MAX_PEM_BYTES: Final = 64 * 1024


def body_digest(body: bytes) -> str:
    """Standard Base64 of the SHA-256 of ``body``: the ``digest`` claim."""
    return base64.b64encode(hashlib.sha256(body).digest()).decode("ascii")


def new_jti() -> str:
    """A token id: 128 random bits, URL-safe (the ``jti`` claim)."""
    return secrets.token_urlsafe(16)


def _now() -> datetime:
    return datetime.now(UTC)


def _pem_bytes(value: str, source: str) -> tuple[bytes, str]:
    """The PEM bytes a setting holds, and how messages name them: the text itself when
    it is PEM text (with ``\\n`` written as two characters, as some CI systems store it,
    turned into line breaks), else the contents of the file it names. No message holds
    ``value``."""
    text = value.strip()
    if text.startswith(_PEM_MARK):
        if "\n" not in text and "\\n" in text:
            text = text.replace("\\n", "\n")
        return text.encode("utf-8", "replace"), source
    if _PEM_MARK in value:  # PEM text with something before it: never a file name
        raise ConfigError(f"{source} holds text that is not a PEM private key")
    where = f"the file {source} names"
    try:
        with Path(value).expanduser().open("rb") as file:
            pem = file.read(_MAX_PEM_BYTES + 1)
    except IsADirectoryError as exc:
        raise ConfigError(f"{source} names a directory, not a PEM private key file") from exc
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else "not a file name"
        raise ConfigError(
            f"cannot read the signing key from {source}: it is neither PEM text nor the path"
            f" of a readable file ({reason})"
        ) from exc
    if len(pem) > _MAX_PEM_BYTES:
        raise ConfigError(f"{where} is larger than any PEM private key")
    return pem, where


def load_signing_key(value: str, source: str = "PAIN2PIS_SIGNING_KEY") -> Any:
    """The RSA private key a signing-key setting holds (PEM text, or a PEM file's path).

    ``source`` names the setting in messages (an environment variable, or a key of the
    configuration file). Raises :class:`ConfigError` when it is none; no message holds
    the setting's value nor anything read from it.
    """
    from cryptography.exceptions import UnsupportedAlgorithm
    from cryptography.hazmat.primitives.asymmetric.rsa import RSAPrivateKey
    from cryptography.hazmat.primitives.serialization import (
        load_pem_private_key,
        load_pem_public_key,
    )

    if not value.strip():
        raise ConfigError(f"{source} is empty: give a PEM private key or the path of one")
    pem, where = _pem_bytes(value, source)
    try:
        key = load_pem_private_key(pem, password=None)
    except TypeError as exc:  # a passphrase is needed
        raise ConfigError(f"{where} is encrypted: give an unencrypted PEM private key") from exc
    except (ValueError, UnsupportedAlgorithm) as exc:
        try:
            load_pem_public_key(pem)
        except (ValueError, UnsupportedAlgorithm):
            raise ConfigError(f"{where} is not an unencrypted PEM private key") from exc
        raise ConfigError(
            f"{where} is a public key: signing needs the private key (the service holds"
            " the public one)"
        ) from exc
    if not isinstance(key, RSAPrivateKey):
        raise ConfigError(f"{where} is not an RSA key: RS256 needs one")
    return key


@dataclass(frozen=True)
class RequestSigner:
    """Signs request bodies for one service account and one API host (``audience``)."""

    private_key: Any = field(repr=False)
    service_account: str
    audience: str
    lifetime: timedelta = LIFETIME
    clock: Callable[[], datetime] = field(default=_now, repr=False, compare=False)
    jti: Callable[[], str] = field(default=new_jti, repr=False, compare=False)

    @classmethod
    def from_setting(
        cls,
        value: str,
        service_account: str,
        audience: str,
        *,
        source: str = "PAIN2PIS_SIGNING_KEY",
        account_source: str = "PAIN2PIS_SERVICE_ACCOUNT",
    ) -> RequestSigner:
        """A signer with the RSA private key of a setting (:func:`load_signing_key`);
        :class:`ConfigError` otherwise, naming the setting and never its value."""
        key = load_signing_key(value, source)
        account = service_account.strip()
        if "@" not in account or any(c.isspace() for c in account) or len(account) > 254:
            raise ConfigError(f"{account_source} must be the service account's email address")
        return cls(key, account, audience)

    @classmethod
    def from_file(cls, path: str | Path, service_account: str, audience: str) -> RequestSigner:
        """A signer with the PEM private key at ``path`` (see :meth:`from_setting`)."""
        return cls.from_setting(str(path), service_account, audience)

    def claims(self, body: bytes) -> dict[str, Any]:
        """The claims of a fresh token for a request with ``body``."""
        now = self.clock()
        return {
            "iat": int(now.timestamp()),
            "exp": int((now + self.lifetime).timestamp()),
            "iss": self.service_account,
            "sub": self.service_account,
            "aud": self.audience,
            "jti": self.jti(),
            "digest": body_digest(body),
        }

    def authorization(self, body: bytes) -> str:
        """The ``Authorization`` header value for a request with ``body``: a new token
        each call."""
        return "Bearer " + jwt.encode(self.claims(body), self.private_key, algorithm="RS256")
