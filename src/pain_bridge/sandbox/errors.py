"""The sandbox's error answers: the body of ``pis-interface.md`` §7 and its codes.

Every error the sandbox gives, from a missing field to an unknown path or a bug, is one
JSON object::

    {"id": "<uuid4>", "type": "invalid_request", "http": 400,
     "code": "missing_fields", "message": "missing field(s): nonce"}

``id`` is new for every occurrence (quote it when reporting a problem). Some answers add
fields a client may use: ``details`` (the validation findings of a refused
``payment_intent``) and ``fields`` (the offending field names).

Types and codes follow ``service-notes.md``. Where the notes have no fitting code the
sandbox adds one; those are marked *sandbox* in :data:`CODES` and keep the documented
*type*, so a client that dispatches on ``type`` and HTTP status needs nothing new.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

__all__ = ["CODES", "ApiError", "ErrorCode", "error_body"]

INVALID_REQUEST = "invalid_request"
UNAUTHORIZED = "unauthorized"
RATE_LIMITED = "rate_limited"
INTERNAL_ERROR = "internal_error"


@dataclass(frozen=True, slots=True)
class ErrorCode:
    """One error code: its type, HTTP status and what it means."""

    code: str
    type: str
    http: int
    meaning: str
    sandbox_only: bool = False


def _table(*rows: ErrorCode) -> dict[str, ErrorCode]:
    return {row.code: row for row in rows}


#: Every code the sandbox answers with → its type and HTTP status.
CODES: dict[str, ErrorCode] = _table(
    ErrorCode("invalid_body", INVALID_REQUEST, 400, "The body is not a JSON object."),
    ErrorCode("invalid_headers", INVALID_REQUEST, 400, "Content-Type is not application/json."),
    ErrorCode("missing_fields", INVALID_REQUEST, 400, "Required fields are absent."),
    ErrorCode("unknown_fields", INVALID_REQUEST, 400, "Fields the endpoint does not know."),
    ErrorCode("invalid_field", INVALID_REQUEST, 400, "A field has the wrong type or value."),
    ErrorCode("invalid_input", INVALID_REQUEST, 400, "The payment data has error findings."),
    ErrorCode("invalid_client_id", INVALID_REQUEST, 400, "No tenant app has this client_id."),
    ErrorCode("invalid_session_id", INVALID_REQUEST, 400, "No session has this id."),
    ErrorCode("invalid_skill_name", INVALID_REQUEST, 400, "No such skill, or not the session's."),
    ErrorCode("invalid_step", INVALID_REQUEST, 400, "Not a step this session can take."),
    ErrorCode("tpp_redirect_error", INVALID_REQUEST, 400, "A bank redirect that is refused."),
    ErrorCode("not_found", INVALID_REQUEST, 404, "No such path."),
    ErrorCode(
        "method_not_allowed", INVALID_REQUEST, 405, "The path exists, not this method.", True
    ),
    ErrorCode("invalid_client_app_key", UNAUTHORIZED, 401, "Wrong client_app_key."),
    ErrorCode("invalid_client_secret", UNAUTHORIZED, 401, "Wrong client_secret."),
    ErrorCode("unauthorized_tenant", UNAUTHORIZED, 401, "The session is another tenant's."),
    ErrorCode("invalid_nonce", UNAUTHORIZED, 401, "Not the session's current nonce.", True),
    ErrorCode("expired_nonce", UNAUTHORIZED, 401, "The nonce is older than 30 minutes.", True),
    ErrorCode("invalid_temp_token", UNAUTHORIZED, 401, "Unknown, used or expired temp_token."),
    ErrorCode("invalid_credentials_id", UNAUTHORIZED, 401, "No consent of this tenant has it."),
    ErrorCode("invalid_access_token", UNAUTHORIZED, 401, "Not the consent's access token."),
    ErrorCode("expired_credentials", UNAUTHORIZED, 401, "The consent has expired."),
    ErrorCode("missing_signature", UNAUTHORIZED, 401, "/v1s needs a Bearer JWS.", True),
    ErrorCode("invalid_signature", UNAUTHORIZED, 401, "The JWS or its signature is wrong.", True),
    ErrorCode("invalid_digest", UNAUTHORIZED, 401, "The body is not the one signed.", True),
    ErrorCode("expired_signature", UNAUTHORIZED, 401, "The JWS has expired.", True),
    ErrorCode("premature_signature", UNAUTHORIZED, 401, "The JWS is issued in the future.", True),
    ErrorCode("invalid_audience", UNAUTHORIZED, 401, "The JWS is for another host.", True),
    ErrorCode("replayed_signature", UNAUTHORIZED, 401, "The JWS was already used.", True),
    ErrorCode(
        "signature_required", UNAUTHORIZED, 401, "The tenant app must use signed /v1s.", True
    ),
    ErrorCode("too_many_requests", RATE_LIMITED, 429, "Rate limited; retry later.", True),
    ErrorCode("internal_error", INTERNAL_ERROR, 500, "A fault in the sandbox itself."),
    ErrorCode("service_unavailable", INTERNAL_ERROR, 503, "Temporarily unavailable.", True),
)


def error_body(code: str, message: str, **extra: Any) -> dict[str, Any]:
    """The §7 error object for ``code`` (a key of :data:`CODES`), with a fresh ``id``."""
    info = CODES[code]
    body: dict[str, Any] = {
        "id": str(uuid.uuid4()),
        "type": info.type,
        "http": info.http,
        "code": code,
        "message": message,
    }
    body.update(extra)
    return body


class ApiError(Exception):
    """Raised inside the sandbox to answer with the §7 body of ``code``.

    ``extra`` fields are added to the body; ``headers`` to the response (e.g.
    ``Retry-After``).
    """

    def __init__(
        self,
        code: str,
        message: str,
        *,
        headers: dict[str, str] | None = None,
        **extra: Any,
    ) -> None:
        if code not in CODES:
            raise KeyError(f"unknown sandbox error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message
        self.headers = headers or {}
        self.extra = extra

    @property
    def http(self) -> int:
        return CODES[self.code].http

    def body(self) -> dict[str, Any]:
        return error_body(self.code, self.message, **self.extra)
