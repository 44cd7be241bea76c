"""The routes of ``pain2pis serve``: the API (``/v1/…``), the probes, the page.

A body is read (:mod:`.bodies`), checked (:mod:`.checks`) and removed before the answer
goes out. A small body (held in memory) is checked on the event loop itself: it takes
about a millisecond, less than a hop to a thread and back; a large one (spooled to a
file) in a thread, so that the probes still answer while it is read.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import resources
from typing import Any, TypeVar

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route

from pain_bridge.reporting import FileResult
from pain_bridge.serve.bodies import Body, check_media_type, read_body
from pain_bridge.serve.checks import (
    Converted,
    check_file,
    close,
    convert_body,
    render,
    validate_body,
)
from pain_bridge.serve.openapi import document
from pain_bridge.serve.query import Choice, choice, convert_choice
from pain_bridge.serve.settings import Settings
from pain_bridge.serve.uploads import is_multipart, read_files

__all__ = ["routes"]

_T = TypeVar("_T")
_MEDIA = {"json": "application/json", "xml": "application/xml"}
_STATIC = {
    "app.js": "text/javascript; charset=utf-8",
    "page.css": "text/css; charset=utf-8",
}


async def _checked(body: Body, work: Callable[..., _T], *args: Any) -> _T:
    """``work(body.source, *args)``: at once for a body in memory, in a thread for one
    in a file; the body is removed either way."""
    try:
        if body.path is None:
            return work(body.source, *args)
        return await run_in_threadpool(work, body.source, *args)
    finally:
        body.close()


def _settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


async def validate(request: Request) -> Response:
    settings = _settings(request)
    chosen = choice(settings, request.query_params.multi_items())
    content_type = request.headers.get("content-type")
    check_media_type(content_type, multipart=True)
    if is_multipart(content_type):
        return await _validate_files(request, settings, chosen)
    body = await read_body(request, settings.options.max_bytes)
    report = await _checked(body, validate_body, settings, chosen)
    return Response(report, media_type="application/json")


async def _validate_files(request: Request, settings: Settings, chosen: Choice) -> Response:
    """Several files: one report of them all, in the order sent (``validate A B``'s)."""
    files = await read_files(request, settings.options.max_bytes)
    results: list[FileResult] = []
    try:
        for name, body in files:
            results.append(await _checked(body, check_file, settings, chosen, name))
        report = render(results)
    finally:
        close(results)  # done by render; here when it was not reached
        for _, body in files:
            body.close()
    return Response(report, media_type="application/json")


async def convert(request: Request) -> Response:
    settings = _settings(request)
    chosen = convert_choice(settings, request.query_params.multi_items())
    body = await read_body(request, settings.options.max_bytes)
    converted = await _checked(body, convert_body, settings, chosen)
    return StreamingResponse(
        _chunks(converted),
        media_type=_MEDIA[converted.target_format],
        headers={"Content-Length": str(converted.size)},
    )


async def _chunks(converted: Converted) -> Any:
    """The output, a piece at a time; its file closed (removed) at the end, or when the
    client goes away."""
    try:
        while chunk := converted.output.read(64 << 10):
            yield chunk
    finally:
        converted.output.close()


async def favicon(request: Request) -> Response:
    """No icon (a browser asks for one; an answer keeps its console clean)."""
    return Response(status_code=204)


async def healthz(request: Request) -> Response:
    """The process answers."""
    return Response('{"status": "ok"}', media_type="application/json")


async def readyz(request: Request) -> Response:
    """The rules and schemas are loaded (at start-up, before the first request)."""
    ready = getattr(request.app.state, "ready", False)
    body = '{"status": "ready"}' if ready else '{"status": "starting"}'
    return Response(body, status_code=200 if ready else 503, media_type="application/json")


async def metrics(request: Request) -> Response:
    from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)


async def openapi(request: Request) -> Response:
    return Response(document(), media_type="application/json")


def _codes() -> bytes:
    """Every finding code with its default severity and what it means (the page shows
    the meaning beside each finding)."""
    import json

    from pain_bridge.findings import CATALOGUE

    return json.dumps(
        {
            code: {"severity": info.severity.value, "summary": info.summary}
            for code, info in sorted(CATALOGUE.items())
        }
    ).encode("utf-8")


def _page() -> bytes:
    """The page, its choices of scheme and version filled in."""
    from html import escape

    from pain_bridge.scheme_choice import NAMES
    from pain_bridge.versions import PainVersion

    schemes = "".join(f'<option value="{escape(n)}">{escape(n)}</option>' for n in NAMES)
    versions = "".join(
        f'<option value="{v.short}">{escape(v.label)}</option>' for v in PainVersion if v.writable
    )
    page = _asset("index.html")
    return page.replace(b"<!--schemes-->", schemes.encode()).replace(
        b"<!--versions-->", versions.encode()
    )


def _asset(name: str) -> bytes:
    return resources.files("pain_bridge.serve").joinpath("static", name).read_bytes()


def routes() -> list[Route]:
    """Every route; the page's files are read once, here."""
    page = _page()
    codes = _codes()
    assets = {name: (_asset(name), media) for name, media in _STATIC.items()}

    async def index(request: Request) -> Response:
        return Response(page, media_type="text/html; charset=utf-8")

    async def code_list(request: Request) -> Response:
        return Response(codes, media_type="application/json")

    def static(content: bytes, media: str) -> Callable[[Request], Any]:
        async def asset(request: Request) -> Response:
            return Response(content, media_type=media)

        return asset

    return [
        Route("/v1/validate", validate, methods=["POST"]),
        Route("/v1/convert", convert, methods=["POST"]),
        Route("/v1/codes", code_list, methods=["GET"]),
        Route("/healthz", healthz, methods=["GET"]),
        Route("/readyz", readyz, methods=["GET"]),
        Route("/metrics", metrics, methods=["GET"]),
        Route("/openapi.json", openapi, methods=["GET"]),
        Route("/", index, methods=["GET"]),
        Route("/favicon.ico", favicon, methods=["GET"]),
        *(Route(f"/static/{name}", static(*assets[name]), methods=["GET"]) for name in _STATIC),
    ]
