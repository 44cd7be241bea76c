"""What the sandbox's routes share: JSON answers, bounded bodies, security headers."""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse

from pain_bridge.findings import pointer_token
from pain_bridge.sandbox.errors import ApiError
from pain_bridge.sandbox.signatures import SignatureCheck

__all__ = [
    "NO_STORE",
    "PAGE_HEADERS",
    "json_body",
    "json_response",
    "openapi_document",
    "read_body",
]

NO_STORE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}
PAGE_HEADERS = {
    **NO_STORE,
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; "
    "frame-ancestors 'none'; base-uri 'none'",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
}


def openapi_document() -> bytes:
    """The OpenAPI document shipped with the package (``sandbox/openapi.json``)."""
    return resources.files("pain_bridge.sandbox").joinpath("openapi.json").read_bytes()


def json_response(
    body: Any, status: int = 200, headers: dict[str, str] | None = None
) -> JSONResponse:
    return JSONResponse(body, status_code=status, headers={**NO_STORE, **(headers or {})})


#: The most digits of an integer in a body: no field takes more (a count has 15).
_INT_DIGITS = 100


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


async def read_body(request: Request, limit: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise ApiError("invalid_body", f"The body is larger than {limit} bytes.")
        chunks.append(chunk)
    return b"".join(chunks)


async def json_body(
    request: Request,
    limit: int,
    check: SignatureCheck | None = None,
    *,
    validated: str | None = None,
) -> Any:
    """The request's JSON body, parsed strictly (:func:`_parse_json`).

    ``validated``: a top-level member whose strings the route's own validation judges (a
    step's payment ``data``: a lone surrogate there is a ``text.xml-char`` finding of the
    payment, as a ``"\\u0000"`` is, in an ``invalid_input`` answer); a lone surrogate
    anywhere else is ``invalid_body``, since nothing could store or answer it."""
    content_type = request.headers.get("content-type")
    if content_type is not None:
        media = content_type.split(";", 1)[0].strip().lower()
        if media != "application/json" and not (
            media.startswith("application/") and media.endswith("+json")
        ):
            raise ApiError("invalid_headers", "The Content-Type must be application/json.")
    raw = await read_body(request, limit)
    if check is not None:
        # the check reads and writes the database (used tokens): not on the event loop
        tenant = await run_in_threadpool(check.verify, request.headers.get("authorization"), raw)
        body = _parse_json(raw, validated)
        if isinstance(body, dict) and body.get("client_id") != tenant.client_id:
            raise ApiError("unauthorized_tenant", "The request is signed for another client_id.")
        return body
    return _parse_json(raw, validated)


class _LongNumber(ValueError):
    """An integer longer than any field takes (``int()`` refuses 4,300 digits anyway)."""


def _bounded_int(text: str) -> int:
    if len(text) > _INT_DIGITS:
        raise _LongNumber(f"The body holds a number of {len(text)} digits; no field takes one.")
    return int(text)


def _parse_json(raw: bytes, validated: str | None = None) -> Any:
    try:
        body = json.loads(
            raw.decode("utf-8"), parse_constant=_reject_constant, parse_int=_bounded_int
        )
    except _LongNumber as exc:
        raise ApiError("invalid_body", str(exc)) from exc
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        detail = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
        raise ApiError("invalid_body", f"The body is not valid JSON: {detail}") from exc
    if b"\\u" in raw:  # only a \uXXXX escape can make a lone surrogate
        found = _lone_surrogate(body, validated)
        if found is not None:
            pointer, surrogate = found
            where = pointer.encode("utf-8", "backslashreplace").decode()  # no surrogate out
            where = where if len(where) <= 120 else where[:119] + "…"
            raise ApiError(
                "invalid_body",
                f"The body is not valid JSON text: the string at {where or '/'} holds "
                f"\\u{ord(surrogate):04x}, a lone UTF-16 surrogate, which is no character.",
            )
    return body


_SURROGATE = re.compile("[\ud800-\udfff]")


def _lone_surrogate(body: Any, validated: str | None = None) -> tuple[str, str] | None:
    """The JSON Pointer of the first string (a member's name or a value) of ``body`` that
    holds a lone surrogate (``"\\ud800"`` decodes to one, which no store or encoder
    takes), and the surrogate; or None. The top-level member ``validated`` is left to
    the route. Iterative: as deep as the parser allowed."""
    if isinstance(body, dict) and validated is not None and validated in body:
        body = {key: value for key, value in body.items() if key != validated}
    stack: list[tuple[str, Any]] = [("", body)]
    while stack:
        pointer, value = stack.pop()
        if isinstance(value, str):
            if match := _SURROGATE.search(value):
                return pointer, match.group()
        elif isinstance(value, dict):
            for key, item in reversed(value.items()):
                at = f"{pointer}/{pointer_token(key)}"
                if match := _SURROGATE.search(key):
                    return at, match.group()
                stack.append((at, item))
        elif isinstance(value, list):
            stack.extend((f"{pointer}/{i}", item) for i, item in reversed(list(enumerate(value))))
    return None
