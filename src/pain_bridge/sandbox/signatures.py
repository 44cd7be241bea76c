"""The sandbox's check of signed requests (``/v1s``): :class:`SignatureCheck`.

A request is taken when its ``Authorization: Bearer <JWS>`` is a compact RS256 JWT
(PyJWT) whose three segments are canonical base64url (no padding, no stray bits: one
token has one spelling), signed by the key registered for the tenant whose service
account is its ``iss`` (and ``sub``), and whose claims hold:

- ``aud``: one of the sandbox's own names (:attr:`SandboxSettings.audiences
  <pain_bridge.sandbox.service.SandboxSettings.audiences>`), never a request header;
- ``iat``, ``exp`` (and ``nbf`` when present): numbers of seconds, ``iat`` and ``nbf``
  not in the future and ``exp`` not in the past by the sandbox's clock (with
  :data:`LEEWAY`), and a lifetime ``exp - iat`` of at most :data:`MAX_LIFETIME`;
- ``jti``: the token's own id (RFC 7519 §4.1.7); a token is single-use, and the replay
  check keys on what the token *means*, its issuer and ``jti``, not on its text. Used
  tokens are recorded in the sandbox's database until their ``exp`` (and
  :data:`LEEWAY`) has passed (:meth:`~pain_bridge.sandbox.store.Tx.use_signature`), so a
  request captured and replayed after a restart on the same ``--db`` is refused too;
- ``digest``: the Base64 SHA-256 of the exact body bytes received.

The body's ``client_id`` must then be that tenant's. Each refusal is the §7 body with
its own code: ``missing_signature``, ``invalid_signature`` (not a JWS, a bad signature,
or a claim missing or out of bounds), ``invalid_digest``, ``expired_signature``,
``premature_signature``, ``invalid_audience`` (an ``aud`` naming none of the sandbox's
names, an empty one included), ``replayed_signature``, ``unauthorized_tenant``.

A tenant registered with a key is held to ``/v1s``: its unsigned ``/v1`` requests are
refused (``signature_required``) unless its entry says ``signed_only = false``
(:meth:`SignatureCheck.check_unsigned`).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import math
import re
from collections.abc import Callable, Iterable
from datetime import UTC, datetime, timedelta
from typing import Any, Final

import jwt

from pain_bridge.gateway.signing import body_digest
from pain_bridge.sandbox.errors import ApiError
from pain_bridge.sandbox.store import Store
from pain_bridge.sandbox.tenants import Tenant, TenantRegistry

__all__ = ["LEEWAY", "MAX_JTI_LENGTH", "MAX_LIFETIME", "SignatureCheck"]

#: Clock difference forgiven between the signer and the sandbox.
LEEWAY: Final = timedelta(seconds=30)
#: The longest ``exp - iat`` taken: a token is made for one request, sent at once.
MAX_LIFETIME: Final = timedelta(minutes=5)
#: The longest ``jti`` taken.
MAX_JTI_LENGTH: Final = 256
#: NumericDate values beyond this (about the year 36812) are not dates.
_MAX_NUMERIC_DATE: Final = 2**40
_SEGMENT = re.compile(r"[A-Za-z0-9_-]+")


def _canonical(segment: str) -> bool:
    """True when ``segment`` is base64url as RFC 7515 writes it: no padding, and the
    only spelling of its bytes (the unused bits of the last character are zero)."""
    if not _SEGMENT.fullmatch(segment):
        return False
    try:
        raw = base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4))
    except (binascii.Error, ValueError):
        return False
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii") == segment


def _numeric_date(claims: dict[str, Any], name: str) -> float:
    value = claims[name]
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not abs(value) < _MAX_NUMERIC_DATE
        or (isinstance(value, float) and not math.isfinite(value))
    ):
        raise ApiError("invalid_signature", f"The JWS's {name} is not a date in seconds.")
    return float(value)


class SignatureCheck:
    """Verifies signed requests for the tenants of ``registry``, on ``clock``, for a
    sandbox known by the names ``audiences``; used tokens are recorded in ``store``.
    :meth:`verify` reads and writes the database: call it from a worker thread."""

    def __init__(
        self,
        registry: TenantRegistry,
        clock: Callable[[], datetime],
        audiences: Iterable[str],
        store: Store,
    ) -> None:
        self._by_account = {t.service_account: t for t in registry if t.service_account}
        self._registry = registry
        self._clock = clock
        self._audiences = sorted(set(audiences))
        self._store = store

    def verify(self, authorization: str | None, body: bytes) -> Tenant:
        """The tenant that signed this request; :class:`ApiError` otherwise."""
        scheme, _, token = (authorization or "").partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise ApiError("missing_signature", "/v1s requests need Authorization: Bearer <JWS>.")
        token = token.strip()
        segments = token.split(".")
        if len(segments) != 3 or not all(_canonical(s) for s in segments):
            raise ApiError(
                "invalid_signature", "The bearer token is not a compact JWS in canonical base64url."
            )
        try:
            unverified = jwt.decode(token, options={"verify_signature": False})
        except jwt.PyJWTError as exc:
            raise ApiError("invalid_signature", "The bearer token is not a JWS.") from exc
        tenant = self._by_account.get(str(unverified.get("iss")))
        if tenant is None or tenant.public_key is None:
            raise ApiError(
                "unauthorized_tenant", "No tenant is registered for signed requests as this iss."
            )
        claims = self._decode(token, tenant.public_key, names_audience="aud" in unverified)
        if claims.get("sub") != claims.get("iss"):
            raise ApiError("invalid_signature", "The JWS's sub is not its iss.")
        exp = self._check_times(claims)
        if not hmac.compare_digest(str(claims.get("digest")), body_digest(body)):
            raise ApiError("invalid_digest", "The body is not the one the JWS was signed over.")
        self._once(str(claims["iss"]), self._jti(claims), exp)
        return tenant

    def check_unsigned(self, body: Any) -> None:
        """Refuse an unsigned (``/v1``) request of a tenant held to signed requests."""
        client_id = body.get("client_id") if isinstance(body, dict) else None
        tenant = self._registry.get(client_id) if isinstance(client_id, str) else None
        if tenant is not None and tenant.held_to_signed:
            raise ApiError(
                "signature_required",
                "This tenant app is registered for signed requests: send them to /v1s.",
            )

    def _decode(self, token: str, public_key: str, *, names_audience: bool) -> dict[str, Any]:
        """The verified claims. ``names_audience``: the token has an ``aud`` claim, which
        PyJWT reports as missing when it is empty (``""``, ``[]``): for no host of ours."""
        try:
            claims: dict[str, Any] = jwt.decode(
                token,
                public_key,
                algorithms=["RS256"],
                audience=self._audiences,
                options={
                    "require": ["iat", "exp", "iss", "sub", "aud", "jti", "digest"],
                    # the sandbox's own clock decides, not this process's
                    "verify_exp": False,
                    "verify_iat": False,
                    "verify_nbf": False,
                },
            )
        except jwt.InvalidAudienceError as exc:
            raise ApiError("invalid_audience", "The JWS is not for this host.") from exc
        except jwt.MissingRequiredClaimError as exc:
            if exc.claim == "aud" and names_audience:
                raise ApiError("invalid_audience", "The JWS is not for this host.") from exc
            raise ApiError("invalid_signature", f"The JWS is refused: {exc}.") from exc
        except jwt.PyJWTError as exc:
            raise ApiError("invalid_signature", f"The JWS is refused: {exc}.") from exc
        return claims

    def _check_times(self, claims: dict[str, Any]) -> float:
        """``exp`` once ``iat``, ``exp`` and ``nbf`` are checked against the clock."""
        now = self._clock().timestamp()
        leeway = LEEWAY.total_seconds()
        iat = _numeric_date(claims, "iat")
        exp = _numeric_date(claims, "exp")
        nbf = _numeric_date(claims, "nbf") if "nbf" in claims else None
        if exp < iat or exp - iat > MAX_LIFETIME.total_seconds():
            raise ApiError(
                "invalid_signature",
                f"The JWS must expire within {MAX_LIFETIME.total_seconds():.0f} seconds"
                " of its iat.",
            )
        if exp < now - leeway:
            raise ApiError("expired_signature", "The JWS has expired.")
        if iat > now + leeway:
            raise ApiError("premature_signature", "The JWS is issued in the future.")
        if nbf is not None and nbf > now + leeway:
            raise ApiError("premature_signature", "The JWS is not valid yet (nbf).")
        return exp

    @staticmethod
    def _jti(claims: dict[str, Any]) -> str:
        jti = claims["jti"]
        if not isinstance(jti, str) or not jti or len(jti) > MAX_JTI_LENGTH:
            raise ApiError(
                "invalid_signature",
                f"The JWS's jti must be a string of 1 to {MAX_JTI_LENGTH} characters.",
            )
        return jti

    def _once(self, issuer: str, jti: str, exp: float) -> None:
        """Record the token (issuer, ``jti``) as used until ``exp``, or refuse it as a
        replay. ``exp`` is within :data:`MAX_LIFETIME` and :data:`LEEWAY` of now."""
        key = hashlib.sha256(f"{issuer}\0{jti}".encode("utf-8", "surrogatepass")).hexdigest()
        horizon = self._clock() - LEEWAY
        with self._store.transaction() as tx:
            if not tx.use_signature(key, datetime.fromtimestamp(exp, UTC), horizon):
                raise ApiError("replayed_signature", "This JWS was already used: sign anew.")
