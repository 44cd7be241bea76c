"""Secrets, tokens and PKCE for the sandbox.

Two kinds of secret are kept, and each is stored only as a hash:

- **Tenant secrets** (``client_secret``), which a person may choose: salted *scrypt*
  (:func:`hash_secret` / :func:`verify_secret`), format
  ``scrypt$<n>$<r>$<p>$<salt b64>$<hash b64>``. Verification is constant-time.
- **Issued tokens** (nonces, temp tokens, access tokens, ``state``, authorization codes):
  256 random bits from :mod:`secrets`, stored as their SHA-256 (:func:`token_digest`).
  A fast hash is enough for values of that entropy; it lets the store find a token by
  its digest without ever holding the token itself.

PKCE (RFC 7636) with the ``S256`` method only: :func:`new_code_verifier` and
:func:`code_challenge`.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets

__all__ = [
    "code_challenge",
    "digests_equal",
    "hash_secret",
    "is_code_challenge",
    "is_secret_hash",
    "new_code_verifier",
    "new_token",
    "token_digest",
    "verify_secret",
]

_SCRYPT_N = 2**14
_SCRYPT_R = 8
_SCRYPT_P = 1
_SCRYPT_MAXMEM = 64 * 1024 * 1024
_CHALLENGE_RE = re.compile(r"^[A-Za-z0-9_-]{43}$")


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def hash_secret(secret: str, *, salt: bytes | None = None) -> str:
    """A salted scrypt hash of ``secret``, self-describing (parameters included)."""
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.scrypt(
        secret.encode("utf-8"),
        salt=salt,
        n=_SCRYPT_N,
        r=_SCRYPT_R,
        p=_SCRYPT_P,
        maxmem=_SCRYPT_MAXMEM,
        dklen=32,
    )
    return f"scrypt${_SCRYPT_N}${_SCRYPT_R}${_SCRYPT_P}${_b64(salt)}${_b64(digest)}"


def is_secret_hash(value: str) -> bool:
    """True when ``value`` has the form :func:`hash_secret` produces."""
    try:
        _parse_hash(value)
    except ValueError:
        return False
    return True


def _parse_hash(stored: str) -> tuple[int, int, int, bytes, bytes]:
    parts = stored.split("$")
    if len(parts) != 6 or parts[0] != "scrypt":
        raise ValueError("not a scrypt$n$r$p$salt$hash string")
    try:
        n, r, p = int(parts[1]), int(parts[2]), int(parts[3])
        salt = base64.b64decode(parts[4], validate=True)
        digest = base64.b64decode(parts[5], validate=True)
    except ValueError as exc:
        raise ValueError("malformed scrypt hash") from exc
    if n < 2 or n & (n - 1) or n > 2**20 or not 1 <= r <= 32 or not 1 <= p <= 16:
        raise ValueError("scrypt parameters out of range")
    if not salt or len(digest) < 16:
        raise ValueError("scrypt salt or hash too short")
    return n, r, p, salt, digest


def verify_secret(secret: str, stored: str) -> bool:
    """True when ``secret`` matches the :func:`hash_secret` string ``stored``.

    The comparison is constant-time; a malformed ``stored`` never matches.
    """
    try:
        n, r, p, salt, expected = _parse_hash(stored)
    except ValueError:
        return False
    actual = hashlib.scrypt(
        secret.encode("utf-8"),
        salt=salt,
        n=n,
        r=r,
        p=p,
        maxmem=max(_SCRYPT_MAXMEM, 256 * n * r),
        dklen=len(expected),
    )
    return hmac.compare_digest(actual, expected)


def new_token(nbytes: int = 32) -> str:
    """A fresh URL-safe random token (``nbytes`` random bytes, 256 bits by default).

    Never starting with ``-``: a token is pasted on command lines (``pain2pis token
    TOKEN``), where a leading ``-`` reads as an option; such a draw is drawn again (the
    tokens stay uniform over the rest)."""
    while True:
        token = secrets.token_urlsafe(nbytes)
        if not token.startswith("-"):
            return token


def token_digest(token: str) -> str:
    """The stored form of an issued token: hex SHA-256 of its UTF-8 bytes."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def digests_equal(a: str, b: str) -> bool:
    """Constant-time equality of two strings (e.g. two digests)."""
    return hmac.compare_digest(
        a.encode("utf-8", "surrogatepass"), b.encode("utf-8", "surrogatepass")
    )


def new_code_verifier() -> str:
    """A PKCE code verifier: 43 characters from the unreserved set (RFC 7636 §4.1)."""
    return _b64url(secrets.token_bytes(32))


def code_challenge(verifier: str) -> str:
    """The ``S256`` code challenge of ``verifier``: BASE64URL(SHA256(ASCII(verifier)))."""
    return _b64url(hashlib.sha256(verifier.encode("ascii", "replace")).digest())


def is_code_challenge(value: str) -> bool:
    """True when ``value`` is shaped like an S256 code challenge (43 base64url chars)."""
    return bool(_CHALLENGE_RE.match(value))
