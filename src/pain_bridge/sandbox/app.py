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
``GET  /openapi.json``        the OpenAPI document of the ``/v1`` interface
``GET  /bank/authorize``      the simulated bank's authorization page (HTML)
``POST /bank/authorize``      the customer's decision (form: Approve / Reject)
``POST /bank/token``          the bank's token endpoint (code + PKCE verifier)
============================  ====================================================

Every error of the ``/v1`` interface, and of any unknown path or method, is the JSON
body of ``pis-interface.md`` §7 (:mod:`pain_bridge.sandbox.errors`); the bank's pages
answer errors with an HTML page, as a bank would. Nothing answers with a traceback.
"""

from __future__ import annotations

import json
import logging
import urllib.parse
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from pain_bridge.sandbox.bank import BankError, render_error_page, render_payment_page
from pain_bridge.sandbox.errors import ApiError, error_body
from pain_bridge.sandbox.service import SandboxService, SandboxSettings
from pain_bridge.sandbox.signatures import SignatureCheck

__all__ = ["create_app", "openapi_document"]

log = logging.getLogger("pain_bridge.sandbox")

_NO_STORE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}
_PAGE_HEADERS = {
    **_NO_STORE,
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; "
    "frame-ancestors 'none'; base-uri 'none'",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
}


def openapi_document() -> bytes:
    """The OpenAPI document shipped with the package (``sandbox/openapi.json``)."""
    return resources.files("pain_bridge.sandbox").joinpath("openapi.json").read_bytes()


def _json(body: Any, status: int = 200, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse(body, status_code=status, headers={**_NO_STORE, **(headers or {})})


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


async def _read_body(request: Request, limit: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise ApiError("invalid_body", f"The body is larger than {limit} bytes.")
        chunks.append(chunk)
    return b"".join(chunks)


async def _json_body(request: Request, limit: int, check: SignatureCheck | None = None) -> Any:
    content_type = request.headers.get("content-type")
    if content_type is not None:
        media = content_type.split(";", 1)[0].strip().lower()
        if media != "application/json" and not (
            media.startswith("application/") and media.endswith("+json")
        ):
            raise ApiError("invalid_headers", "The Content-Type must be application/json.")
    raw = await _read_body(request, limit)
    if check is not None:
        tenant = check.verify(request.headers.get("authorization"), raw, request.url.hostname or "")
        body = _parse_json(raw)
        if isinstance(body, dict) and body.get("client_id") != tenant.client_id:
            raise ApiError("unauthorized_tenant", "The request is signed for another client_id.")
        return body
    return _parse_json(raw)


def _parse_json(raw: bytes) -> Any:
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        detail = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
        raise ApiError("invalid_body", f"The body is not valid JSON: {detail}") from exc


def create_app(settings: SandboxSettings | None = None) -> Starlette:
    """The sandbox application. ``app.state.service`` is its
    :class:`~pain_bridge.sandbox.service.SandboxService` (clock, store, tenants); call
    ``app.state.service.close()`` to close its database when done with the app."""
    settings = settings or SandboxSettings()
    service = SandboxService(settings)
    limit = settings.max_body_bytes

    def base_url(request: Request) -> str:
        return str(request.base_url).rstrip("/")

    signatures = SignatureCheck(service.tenants, service.clock)

    def api(
        handler: Callable[[Request, Any], Awaitable[Any]], *, signed: bool = False
    ) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            body = await _json_body(request, limit, signatures if signed else None)
            return _json(await handler(request, body))

        return endpoint

    async def create_session(request: Request, body: Any) -> Any:
        return await run_in_threadpool(service.create_session, body)

    async def submit_step(request: Request, body: Any) -> Any:
        return await run_in_threadpool(
            service.submit_step, request.path_params["session_id"], body, base_url(request)
        )

    async def exchange_token(request: Request, body: Any) -> Any:
        return await run_in_threadpool(service.exchange_token, body)

    async def get_payment(request: Request, body: Any) -> Any:
        return await run_in_threadpool(service.get_payment, body)

    async def redirect_back(request: Request) -> Response:
        query = {k: v for k, v in request.query_params.items()}
        target = await run_in_threadpool(
            service.complete_redirect, request.path_params["session_id"], query
        )
        return RedirectResponse(target.location, status_code=303, headers=_NO_STORE)

    async def openapi(request: Request) -> Response:
        return Response(openapi_document(), media_type="application/json")

    async def bank_page(request: Request) -> Response:
        params = {k: v for k, v in request.query_params.items()}

        def open_request() -> str:
            with service.store.transaction() as tx:
                shown = service.bank.open_request(tx, params, service.clock())
            tenant = service.tenants.get(shown.payment.client_id)
            return render_payment_page(shown, tenant.name if tenant else shown.payment.client_id)

        return HTMLResponse(await run_in_threadpool(open_request), headers=_PAGE_HEADERS)

    async def _form(request: Request) -> dict[str, str]:
        media = request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
        if media != "application/x-www-form-urlencoded":
            raise BankError("invalid_request", "The form must be sent url-encoded.")
        raw = await _read_body(request, 64 * 1024)
        try:
            pairs = urllib.parse.parse_qsl(
                raw.decode("utf-8"), keep_blank_values=True, strict_parsing=False
            )
        except (UnicodeDecodeError, ValueError) as exc:
            raise BankError("invalid_request", "The form cannot be read.") from exc
        return dict(pairs)

    async def bank_decide(request: Request) -> Response:
        form = await _form(request)
        decision = form.get("decision")
        if decision not in ("approve", "reject") or not form.get("request_id"):
            raise BankError("invalid_request", "The form needs a request_id and a decision.")

        def decide() -> str:
            with service.store.transaction() as tx:
                return service.bank.decide(
                    tx, form["request_id"], decision == "approve", service.clock()
                )

        location = await run_in_threadpool(decide)
        return RedirectResponse(location, status_code=303, headers=_NO_STORE)

    async def bank_token(request: Request) -> Response:
        try:
            form = await _form(request)
        except BankError as exc:
            return _json({"error": exc.error, "error_description": exc.description}, 400)
        if form.get("grant_type") != "authorization_code":
            return _json(
                {"error": "unsupported_grant_type", "error_description": "Use authorization_code."},
                400,
            )

        def exchange() -> dict[str, Any]:
            with service.store.transaction() as tx:
                try:
                    payment = service.bank.exchange_code(
                        tx,
                        code=form.get("code", ""),
                        code_verifier=form.get("code_verifier", ""),
                        redirect_uri=form.get("redirect_uri", ""),
                        client_id=form.get("client_id", ""),
                        now=service.clock(),
                    )
                except BankError as exc:  # the attempt used the code up: commit that
                    return {"error": exc.error, "error_description": exc.description}
            return {"payment_id": payment.id, "status": payment.status, "token_type": "none"}

        answer = await run_in_threadpool(exchange)
        return _json(answer, 400 if "error" in answer else 200)

    async def on_api_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, ApiError)
        return _json(exc.body(), exc.http, exc.headers)

    async def on_bank_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, BankError)
        return HTMLResponse(render_error_page(exc), status_code=400, headers=_PAGE_HEADERS)

    async def on_http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        if exc.status_code == 405:
            body = error_body(
                "method_not_allowed", f"{request.method} is not allowed on {request.url.path}."
            )
            return _json(body, 405, dict(exc.headers or {}))
        if exc.status_code == 404:
            return _json(error_body("not_found", f"No such path: {request.url.path}."), 404)
        log.warning("HTTP %s on %s %s", exc.status_code, request.method, request.url.path)
        return _json(
            error_body("internal_error", "The sandbox could not handle this request."), 500
        )

    async def on_crash(request: Request, exc: Exception) -> Response:
        log.error(
            "internal error on %s %s: %s", request.method, request.url.path, type(exc).__name__
        )
        return _json(error_body("internal_error", "The sandbox failed unexpectedly."), 500)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        # The app may be started and stopped several times (test clients do so): the
        # database stays open and is flushed at each stop; ``service.close()`` closes it.
        try:
            yield
        finally:
            await run_in_threadpool(service.store.checkpoint)

    routes = [
        *(
            Route(f"{base}{path}", api(handler, signed=base == "/v1s"), methods=["POST"])
            for base in ("/v1", "/v1s")
            for path, handler in (
                ("/sessions", create_session),
                ("/sessions/{session_id}/steps", submit_step),
                ("/tokens", exchange_token),
                ("/payments/get", get_payment),
            )
        ),
        Route("/v1/redirects/{session_id}", redirect_back, methods=["GET"]),
        Route("/openapi.json", openapi, methods=["GET"]),
        Route("/bank/authorize", bank_page, methods=["GET"]),
        Route("/bank/authorize", bank_decide, methods=["POST"]),
        Route("/bank/token", bank_token, methods=["POST"]),
    ]
    app = Starlette(
        routes=routes,
        exception_handlers={
            ApiError: on_api_error,
            BankError: on_bank_error,
            HTTPException: on_http_error,
            Exception: on_crash,
        },
        lifespan=lifespan,
    )
    app.state.service = service
    return app
