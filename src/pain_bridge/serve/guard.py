"""What every answer of ``pain2pis serve`` gets: security headers, a count in
``/metrics``, and a problem instead of a traceback when the server itself fails.

A plain ASGI middleware (no per-request task, unlike Starlette's ``BaseHTTPMiddleware``):
it only looks at the start of each response. The page may run scripts and load styles
from this server only (a CSP without inline scripts), be framed by nobody, and is sent
no cross-origin headers: a browser on another origin cannot call the API (no CORS).
"""

from __future__ import annotations

import functools
import logging
import time
from typing import Final

from prometheus_client import Counter, Gauge, Histogram
from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from pain_bridge.serve.problems import MEDIA_TYPE, Problem

__all__ = ["HEADERS", "Guard"]

#: Sent with every answer.
HEADERS: Final = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; "
    "connect-src 'self'; img-src 'self'; form-action 'none'; frame-ancestors 'none'; "
    "base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
#: Paths counted by name in the metrics; any other is counted as ``other``, so that a
#: scan of random paths does not make a series per path.
PATHS: Final = frozenset(
    {
        "/v1/validate",
        "/v1/convert",
        "/v1/codes",
        "/healthz",
        "/readyz",
        "/metrics",
        "/openapi.json",
        "/",
        "/favicon.ico",
        "/static/app.js",
        "/static/page.css",
    }
)

REQUESTS = Counter(
    "pain2pis_serve_requests", "Requests answered, by path and status.", ["path", "status"]
)
SECONDS = Histogram(
    "pain2pis_serve_request_seconds",
    "Time from a request's start to its answer's end, by path.",
    ["path"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
)
IN_FLIGHT = Gauge("pain2pis_serve_requests_in_flight", "Requests being answered.")

log = logging.getLogger("pain_bridge.serve")

_RAW_HEADERS: Final = [(k.lower().encode(), v.encode()) for k, v in HEADERS.items()]


@functools.cache
def _counted(path: str, status: int) -> Counter:
    """The requests' series of ``path`` and ``status``, looked up once: ``labels`` takes a
    lock and builds its key at every call (a third of the metrics' cost per request).
    Bounded: the paths are :data:`PATHS` and ``other``, the statuses HTTP's."""
    return REQUESTS.labels(path, str(status))


@functools.cache
def _timed(path: str) -> Histogram:
    """The latencies' series of ``path``, looked up once (as :func:`_counted`)."""
    return SECONDS.labels(path)


class Guard:
    """Adds :data:`HEADERS` to each answer and counts it in the metrics."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope["path"] if scope["path"] in PATHS else "other"
        status = 0  # counted so when the client leaves before any answer
        started = time.perf_counter()

        async def sending(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = MutableHeaders(scope=message)
                for name, value in _RAW_HEADERS:
                    headers.raw.append((name, value))
            await send(message)

        IN_FLIGHT.inc()
        try:
            await self.app(scope, receive, sending)
        except Exception:
            log.exception("internal error on %s %s", scope["method"], scope["path"])
            if status:  # the answer had begun: the connection is closed instead
                raise
            await _crashed(sending)
        finally:
            IN_FLIGHT.dec()
            _counted(path, status).inc()
            _timed(path).observe(time.perf_counter() - started)


async def _crashed(send: Send) -> None:
    """Answer a request the server failed on: a 500 problem, no detail of the fault."""
    body = Problem("server.internal", "The server failed on this request; it is logged.")
    content = body.to_bytes()
    await send(
        {
            "type": "http.response.start",
            "status": 500,
            "headers": [
                (b"content-type", MEDIA_TYPE.encode()),
                (b"content-length", str(len(content)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": content})
