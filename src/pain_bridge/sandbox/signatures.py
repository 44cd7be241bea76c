"""The sandbox's check of signed requests (``/v1s``): :class:`SignatureCheck`.

A request is taken when its ``Authorization: Bearer <JWS>`` is an RS256 JWT (PyJWT)
signed by the key registered for the tenant whose service account is its ``iss`` (and
``sub``); ``aud`` is the host the request came to; ``iat`` is not in the future and
``exp`` not in the past, by the sandbox's clock (with 30 seconds of leeway); ``digest``
is the Base64 SHA-256 of the exact body bytes received; and the same token has not been
used before (a token is single-use: replaying a signed request is refused). The body's
``client_id`` must then be that tenant's.

Each refusal is the §7 body with its own code: ``missing_signature``,
``invalid_signature``, ``invalid_digest``, ``expired_signature``,
``premature_signature``, ``invalid_audience``, ``replayed_signature``,
``unauthorized_tenant``.
"""

from __future__ import annotations

import hashlib
import hmac
import threading
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

import jwt

from pain_bridge.gateway.signing import body_digest
from pain_bridge.sandbox.errors import ApiError
from pain_bridge.sandbox.tenants import Tenant, TenantRegistry

__all__ = ["LEEWAY", "SignatureCheck"]

LEEWAY = timedelta(seconds=30)


class SignatureCheck:
    """Verifies signed requests for the tenants of ``registry`` on ``clock``."""

    def __init__(self, registry: TenantRegistry, clock: Callable[[], datetime]) -> None:
        self._by_account = {t.service_account: t for t in registry if t.service_account}
        self._clock = clock
        self._seen: dict[str, float] = {}  # token digest → its exp (purged once past)
        self._lock = threading.Lock()

    def verify(self, authorization: str | None, body: bytes, host: str) -> Tenant:
        """The tenant that signed this request; :class:`ApiError` otherwise."""
        scheme, _, token = (authorization or "").partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise ApiError("missing_signature", "/v1s requests need Authorization: Bearer <JWS>.")
        token = token.strip()
        try:
            unverified = jwt.decode(token, options={"verify_signature": False})
        except jwt.PyJWTError as exc:
            raise ApiError("invalid_signature", "The bearer token is not a JWS.") from exc
        tenant = self._by_account.get(str(unverified.get("iss")))
        if tenant is None or tenant.public_key is None:
            raise ApiError(
                "unauthorized_tenant", "No tenant is registered for signed requests as this iss."
            )
        claims = self._decode(token, tenant.public_key, host)
        if claims.get("sub") != claims.get("iss"):
            raise ApiError("invalid_signature", "The JWS's sub is not its iss.")
        if not hmac.compare_digest(str(claims.get("digest")), body_digest(body)):
            raise ApiError("invalid_digest", "The body is not the one the JWS was signed over.")
        self._once(token, float(claims["exp"]))
        return tenant

    def _decode(self, token: str, public_key: str, host: str) -> dict[str, Any]:
        try:
            claims: dict[str, Any] = jwt.decode(
                token,
                public_key,
                algorithms=["RS256"],
                audience=host,
                options={
                    "require": ["iat", "exp", "iss", "sub", "aud", "digest"],
                    # the sandbox's own clock decides, not this process's
                    "verify_exp": False,
                    "verify_iat": False,
                    "verify_nbf": False,
                },
            )
        except jwt.InvalidAudienceError as exc:
            raise ApiError("invalid_audience", f"The JWS is not for {host}.") from exc
        except jwt.PyJWTError as exc:
            raise ApiError("invalid_signature", f"The JWS is refused: {exc}.") from exc
        now = self._clock().timestamp()
        leeway = LEEWAY.total_seconds()
        if not isinstance(claims["exp"], int | float) or not isinstance(claims["iat"], int | float):
            raise ApiError("invalid_signature", "iat and exp must be numbers.")
        if claims["exp"] < now - leeway:
            raise ApiError("expired_signature", "The JWS has expired.")
        if claims["iat"] > now + leeway:
            raise ApiError("premature_signature", "The JWS is issued in the future.")
        return claims

    def _once(self, token: str, exp: float) -> None:
        key = hashlib.sha256(token.encode()).hexdigest()
        now = self._clock().timestamp()
        with self._lock:
            for old in [k for k, until in self._seen.items() if until < now - LEEWAY.seconds]:
                del self._seen[old]
            if key in self._seen:
                raise ApiError("replayed_signature", "This JWS was already used: sign anew.")
            self._seen[key] = exp
