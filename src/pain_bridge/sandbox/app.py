"""The sandbox as an ASGI application (Starlette): :func:`create_app`.

Routes
------
============================  ====================================================
``POST /v1/sessions``         start a session: session id and first nonce
``POST /v1/sessions/{id}/steps``  the ``payment_intent`` step: the SCA link
``GET  /v1/redirects/{id}``   where the bank sends the customer back
``POST /v1/tokens``           temp token → consent and access token
``POST /v1/payments/get``     the payment and its status (asks the bank each time)
``POST /v1s/…``               the same four calls, signed (:mod:`.signatures`): for
                              tenants registered with a service account and key
                              (held to ``/v1s`` unless ``signed_only = false``)
``GET  /v1``, ``GET /v1s``     what is there: the calls and where the OpenAPI document is
``GET  /openapi.json``        the OpenAPI document of the ``/v1`` interface
``GET  /bank/authorize``      the simulated bank's authorization page (HTML)
``POST /bank/authorize``      the customer's decision (form: Approve / Reject)
``POST /bank/token``          the bank's token endpoint (code + PKCE verifier)
============================  ====================================================

Every error of the ``/v1`` interface, and of any unknown path or method, is the JSON
body of ``pis-interface.md`` §7 (:mod:`pain_bridge.sandbox.errors`); the bank's pages
answer errors with an HTML page, as a bank would. Nothing answers with a traceback. A
client that disconnects before its request is read is one debug line in the log, not an
error.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
from starlette.responses import HTMLResponse, Response

from pain_bridge.sandbox.api_routes import api_routes
from pain_bridge.sandbox.bank import BankError, render_error_page
from pain_bridge.sandbox.bank_routes import bank_routes
from pain_bridge.sandbox.errors import ApiError, error_body
from pain_bridge.sandbox.http import PAGE_HEADERS, json_response, openapi_document
from pain_bridge.sandbox.service import SandboxService, SandboxSettings

__all__ = ["create_app", "openapi_document"]

log = logging.getLogger("pain_bridge.sandbox")


def create_app(settings: SandboxSettings | None = None) -> Starlette:
    """The sandbox application: the API's routes (:mod:`.api_routes`) and the bank's
    (:mod:`.bank_routes`) over one :class:`~pain_bridge.sandbox.service.SandboxService`,
    ``app.state.service``; call ``app.state.service.close()`` to close its database."""
    service = SandboxService(settings or SandboxSettings())

    async def on_api_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, ApiError)
        return json_response(exc.body(), exc.http, exc.headers)

    async def on_bank_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, BankError)
        return HTMLResponse(render_error_page(exc), status_code=400, headers=PAGE_HEADERS)

    async def on_http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        if exc.status_code == 405:
            body = error_body(
                "method_not_allowed", f"{request.method} is not allowed on {request.url.path}."
            )
            return json_response(body, 405, dict(exc.headers or {}))
        if exc.status_code == 404:
            return json_response(error_body("not_found", f"No such path: {request.url.path}."), 404)
        log.warning("HTTP %s on %s %s", exc.status_code, request.method, request.url.path)
        return json_response(
            error_body("internal_error", "The sandbox could not handle this request."), 500
        )

    async def on_disconnect(request: Request, exc: Exception) -> Response:
        # The client went away before its request was read: nothing failed here, and there
        # is nobody to answer (uvicorn drops what is sent on a closed connection).
        log.debug("client disconnected during %s %s", request.method, request.url.path)
        return Response(status_code=400)

    async def on_crash(request: Request, exc: Exception) -> Response:
        log.error(
            "internal error on %s %s: %s", request.method, request.url.path, type(exc).__name__
        )
        return json_response(error_body("internal_error", "The sandbox failed unexpectedly."), 500)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        # The app may be started and stopped several times (test clients do so): the
        # database stays open and is flushed at each stop; ``service.close()`` closes it.
        try:
            yield
        finally:
            await run_in_threadpool(service.store.checkpoint)

    app = Starlette(
        routes=[*api_routes(service), *bank_routes(service)],
        exception_handlers={
            ApiError: on_api_error,
            BankError: on_bank_error,
            HTTPException: on_http_error,
            ClientDisconnect: on_disconnect,
            Exception: on_crash,
        },
        lifespan=lifespan,
    )
    app.state.service = service
    return app
