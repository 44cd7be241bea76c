"""Errors as ``application/problem+json`` (RFC 9457), and nothing else, ever.

Every error the server gives, from an unknown path to a bug, is one JSON object::

    {"type": "about:blank", "title": "Request Entity Too Large", "status": 413,
     "detail": "The body is larger than 1048576 bytes (--max-bytes).",
     "code": "body.too-large"}

``title`` is the HTTP status's phrase (RFC 9457 §4.2.1 for ``about:blank``), ``detail``
says what went wrong with this request, and ``code`` (an extension member, one of
:data:`CODES`) is stable for programs to dispatch on. A conversion refused for the
findings of its input (422) adds ``report``: the JSON of ``validate --format json``.
No traceback, exception name or path of the server's reaches a client.
"""

from __future__ import annotations

import json
from http import HTTPStatus
from typing import Any, Final

from starlette.responses import Response

__all__ = ["CODES", "MEDIA_TYPE", "Problem", "problem_response"]

MEDIA_TYPE: Final = "application/problem+json"

#: Every ``code`` the server answers with → its HTTP status and what it means.
CODES: Final[dict[str, tuple[int, str]]] = {
    "request.malformed": (400, "A query parameter or the request itself is not usable."),
    "input.unreadable": (400, "The body cannot be read as pain.001 XML or payment intent JSON."),
    "route.not-found": (404, "No such path."),
    "route.method": (405, "The path exists, not with this method."),
    "body.too-large": (413, "The body is larger than --max-bytes (or says it will be)."),
    "body.media-type": (415, "A Content-Type the server does not read."),
    "input.invalid": (422, "The input has error findings: nothing converted."),
    "server.internal": (500, "A fault in the server itself (logged, not shown)."),
}


class Problem(Exception):
    """Raised while handling a request to answer with the problem ``code``."""

    def __init__(self, code: str, detail: str, **extra: Any) -> None:
        if code not in CODES:
            raise KeyError(f"unknown problem code {code!r}")
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.extra = extra

    @property
    def status(self) -> int:
        return CODES[self.code][0]

    def body(self) -> dict[str, Any]:
        status = self.status
        return {
            "type": "about:blank",
            "title": HTTPStatus(status).phrase,
            "status": status,
            "detail": self.detail,
            "code": self.code,
            **self.extra,
        }

    def to_bytes(self) -> bytes:
        return json.dumps(self.body(), ensure_ascii=False).encode("utf-8")


def problem_response(problem: Problem, headers: dict[str, str] | None = None) -> Response:
    """The response for ``problem``."""
    return Response(
        problem.to_bytes(),
        status_code=problem.status,
        media_type=MEDIA_TYPE,
        headers=headers,
    )
