"""Errors of the gateway: everything that can go wrong talking to the service.

::

    PainBridgeError                       (pain_bridge.errors)
    └── GatewayError                      talking to the service failed
        ├── TransportError                no HTTP answer came back
        │   ├── ConnectFailed             the request was never sent (connect error,
        │   │                             connect/pool timeout): repeating it is safe
        │   └── ResponseLost              the request may have reached the service (read
        │                                 timeout, connection reset after sending)
        ├── ServiceError                  the service answered with an error status
        │   ├── InvalidRequest            ``type: invalid_request`` (400)
        │   │   └── NotFound              ``code: not_found`` (404)
        │   ├── Unauthorized              ``type: unauthorized`` (401)
        │   │   └── SignatureReplayed     ``code: replayed_signature``: the request's
        │   │                             token was seen before, so the service did
        │   │                             not act on it; a new token may be sent
        │   ├── ExternalApiError          ``type: external_api_error``: the bank's side failed
        │   ├── RateLimited               HTTP 429 (``retry_after`` from ``Retry-After``)
        │   └── InternalError             ``type: internal_error`` or any 5xx
        ├── MalformedResponse             a body that is not the documented shape (an HTML
        │                                 page from a proxy, an empty or truncated body)
        └── OutcomeUnknown                a ``payment_intent`` step was sent and whether
                                          the service registered it cannot be known;
                                          ``cause`` is the error that hid the answer

Every error carries, where known, ``http_status``, the error body's ``error_id``
(a UUID to quote to the service's support), ``type``, ``code`` and ``message``,
``details`` (objects of the body's ``details`` list, e.g. the sandbox's findings), and
``request``: the method and path of the call. Request bodies are never kept: they hold
nonces and secrets. Lower-layer ``httpx`` errors are translated with ``raise … from``,
so ``__cause__`` keeps them.

Which of these are retried, and when, is decided in one place:
:func:`pain_bridge.gateway.retry.decide`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx

from pain_bridge.errors import PainBridgeError

__all__ = [
    "ConnectFailed",
    "ExternalApiError",
    "GatewayError",
    "InternalError",
    "InvalidRequest",
    "MalformedResponse",
    "NotFound",
    "OutcomeUnknown",
    "RateLimited",
    "RequestInfo",
    "ResponseLost",
    "ServiceError",
    "SignatureReplayed",
    "TransportError",
    "Unauthorized",
    "error_from_response",
    "error_from_transport",
]


@dataclass(frozen=True, slots=True)
class RequestInfo:
    """The call an error belongs to: method and path only (never the body)."""

    method: str
    path: str

    def __str__(self) -> str:
        return f"{self.method} {self.path}"


class GatewayError(PainBridgeError):
    """Base of every error met while talking to the service."""

    default_message = "the payment initiation service call failed"

    def __init__(
        self,
        message: str | None = None,
        *,
        request: RequestInfo | None = None,
        http_status: int | None = None,
        error_id: str | None = None,
        type: str | None = None,
        code: str | None = None,
        details: list[dict[str, Any]] | None = None,
    ) -> None:
        self.message = message or self.default_message
        self.details: list[dict[str, Any]] = details or []
        self.request = request
        self.http_status = http_status
        self.error_id = error_id
        self.type = type
        self.code = code
        super().__init__(self.message)

    def __str__(self) -> str:
        parts = [self.message]
        details = []
        if self.http_status is not None:
            details.append(f"HTTP {self.http_status}")
        if self.type:
            details.append(f"type {self.type}")
        if self.code:
            details.append(f"code {self.code}")
        if self.error_id:
            details.append(f"error id {self.error_id}")
        if self.request is not None:
            details.append(str(self.request))
        if details:
            parts.append("(" + ", ".join(details) + ")")
        return " ".join(parts)

    def to_dict(self) -> dict[str, Any]:
        """The error as JSON-ready data (for ``--format json`` and the journal)."""
        return {
            "error": type(self).__name__,
            "message": self.message,
            "http_status": self.http_status,
            "error_id": self.error_id,
            "type": self.type,
            "code": self.code,
            "request": str(self.request) if self.request else None,
            "details": self.details,
        }


class TransportError(GatewayError):
    """No HTTP answer came back."""

    default_message = "no answer from the service"


class ConnectFailed(TransportError):
    """The request was never sent: the connection could not be opened in time."""

    default_message = "could not connect to the service; the request was not sent"


class ResponseLost(TransportError):
    """The request may have reached the service, but no complete answer came back."""

    default_message = "the connection failed after the request was sent"


class ServiceError(GatewayError):
    """The service answered with an error status and (usually) its error body."""

    default_message = "the service refused the request"


class InvalidRequest(ServiceError):
    """``type: invalid_request``: the request is wrong (missing or invalid fields, …)."""

    default_message = "the service found the request invalid"


class NotFound(InvalidRequest):
    """``code: not_found`` (HTTP 404)."""

    default_message = "not found"


class Unauthorized(ServiceError):
    """``type: unauthorized``: keys, tokens or the consent are not (or no longer) valid."""

    default_message = "the service refused the credentials"


class SignatureReplayed(Unauthorized):
    """``code: replayed_signature`` (``/v1s``): the service had already seen this
    request's token and refused it before doing anything. Every token the gateway makes
    is unique (its ``jti``), so a copy of *this* attempt reached the service first (a
    proxy or the network repeated it): sending anew, with a new token, cannot duplicate
    anything but the copy's own effect, which :func:`~pain_bridge.gateway.retry.decide`
    weighs per operation."""

    default_message = "the service refused the request's token as already used"


#: Error codes with a class of their own, whatever the body's ``type``.
_BY_CODE: dict[str, type[ServiceError]] = {"replayed_signature": SignatureReplayed}


class ExternalApiError(ServiceError):
    """``type: external_api_error``: the bank behind the service failed or refused."""

    default_message = "the bank behind the service failed"


class RateLimited(ServiceError):
    """HTTP 429: too many requests. ``retry_after`` is the server's hint, in seconds."""

    default_message = "too many requests"

    def __init__(
        self, message: str | None = None, *, retry_after: float | None = None, **kw: Any
    ) -> None:
        super().__init__(message, **kw)
        self.retry_after = retry_after


class InternalError(ServiceError):
    """``type: internal_error`` or any 5xx status: the service itself failed."""

    default_message = "the service failed internally"


class MalformedResponse(GatewayError):
    """The body is not the documented shape: HTML, empty, truncated or wrong JSON.

    ``snippet`` is the start of the body (at most 200 characters), for diagnosis.
    """

    default_message = "the service's answer is not in the documented shape"

    def __init__(self, message: str | None = None, *, snippet: str = "", **kw: Any) -> None:
        super().__init__(message, **kw)
        self.snippet = snippet


class OutcomeUnknown(GatewayError):
    """A ``payment_intent`` step was sent, and whether it registered a payment is unknown.

    It is never retried automatically: submitting again could register the payment twice.
    ``cause`` is the error that hid the answer (also in ``__cause__``). The batch logic
    records the intent as ``unknown``; ``pain2pis submit --resolve-unknown`` settles it.
    """

    default_message = "the payment intent was sent but its outcome is unknown"

    def __init__(self, cause: GatewayError) -> None:
        super().__init__(
            f"{self.default_message}: {cause.message}",
            request=cause.request,
            http_status=cause.http_status,
            error_id=cause.error_id,
            type=cause.type,
            code=cause.code,
        )
        self.cause = cause


_BY_TYPE: dict[str, type[ServiceError]] = {
    "invalid_request": InvalidRequest,
    "unauthorized": Unauthorized,
    "external_api_error": ExternalApiError,
    "internal_error": InternalError,
}


def _by_status(status: int) -> type[ServiceError]:
    if status == 429:
        return RateLimited
    if status >= 500:
        return InternalError
    if status == 401:
        return Unauthorized
    if status == 404:
        return NotFound
    if status in (400, 403, 405, 409, 413, 415, 422):
        return InvalidRequest
    return ServiceError


def _retry_after(response: httpx.Response) -> float | None:
    raw = response.headers.get("Retry-After")
    if raw is None:
        return None
    try:
        value = float(raw)
    except ValueError:
        return None
    return value if value >= 0 else None


def snippet_of(response: httpx.Response, limit: int = 200) -> str:
    """The start of a body as text, for error messages."""
    text = response.content[: limit * 4].decode("utf-8", "replace")
    return text[:limit]


def error_from_response(response: httpx.Response, request: RequestInfo, body: Any) -> GatewayError:
    """The error for a non-200 ``response`` whose JSON-decoded body is ``body``.

    ``body`` is ``None`` when the body is not JSON at all. A body of the documented error
    shape picks the class by its ``type`` (``not_found`` → :class:`NotFound`); for 429 and
    5xx the status decides whatever the body says. A body without that shape gives the
    class of the status for 429, 5xx, 401 and 404 (proxies answer these with HTML pages)
    and :class:`MalformedResponse` otherwise.
    """
    status = response.status_code
    shaped = (
        isinstance(body, dict)
        and isinstance(body.get("type"), str)
        and isinstance(body.get("message", ""), str)
    )
    if not shaped:
        cls = _by_status(status)
        if cls is ServiceError or cls is InvalidRequest:
            return MalformedResponse(
                f"HTTP {status} with a body that is not an error object",
                snippet=snippet_of(response),
                request=request,
                http_status=status,
            )
        extra: dict[str, Any] = {}
        if cls is RateLimited:
            extra["retry_after"] = _retry_after(response)
        return cls(
            f"HTTP {status} without an error body",
            request=request,
            http_status=status,
            **extra,
        )
    assert isinstance(body, dict)
    err_type: str = body["type"]
    code = body.get("code") if isinstance(body.get("code"), str) else None
    error_id = body.get("id") if isinstance(body.get("id"), str) else None
    message = body.get("message") or None
    if status == 429:
        cls = RateLimited
    elif status >= 500:
        cls = InternalError
    elif code == "not_found" or (err_type == "invalid_request" and status == 404):
        cls = NotFound
    elif code in _BY_CODE and status == 401:
        cls = _BY_CODE[code]
    else:
        cls = _BY_TYPE.get(err_type, _by_status(status))
    details = body.get("details")
    kw: dict[str, Any] = {
        "details": [d for d in details if isinstance(d, dict)]
        if isinstance(details, list)
        else None,
        "request": request,
        "http_status": status,
        "error_id": error_id,
        "type": err_type,
        "code": code,
    }
    if cls is RateLimited:
        kw["retry_after"] = _retry_after(response)
    return cls(message, **kw)


#: httpx errors raised before any byte of the request left this process.
_NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)


def error_from_transport(
    exc: httpx.TransportError, request: RequestInfo, url: str | None = None
) -> TransportError:
    """Translate an httpx transport error (the caller raises it ``from exc``).

    Only errors that certainly happened before sending become :class:`ConnectFailed`;
    anything else (read/write timeouts, resets, protocol errors) may have reached the
    service and becomes :class:`ResponseLost`.
    """
    detail = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    if isinstance(exc, _NOT_SENT):
        where = f"the service at {url}" if url else "the service"
        return ConnectFailed(
            f"could not connect to {where}; the request was not sent ({detail})",
            request=request,
        )
    return ResponseLost(
        f"the connection failed after the request was sent ({detail})", request=request
    )
