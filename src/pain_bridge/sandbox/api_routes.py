"""The payment initiation API of the sandbox, by resource: sessions (and their steps),
redirects, tokens, payments, on ``/v1`` and, signed, on ``/v1s``; and its OpenAPI
document. Each handler hands the body to :class:`~.service.SandboxService`."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from pain_bridge.sandbox.http import NO_STORE, json_body, json_response, openapi_document
from pain_bridge.sandbox.service import SandboxService
from pain_bridge.sandbox.signatures import SignatureCheck

__all__ = ["api_routes"]


def api_routes(service: SandboxService) -> list[Route]:
    """The API's routes over ``service``."""
    limit = service.settings.max_body_bytes

    def base_url(request: Request) -> str:
        """Where this sandbox is, for the SCA links when it has no public URL: the
        address the connection reached (the bound one), never the request's ``Host``
        header, which a client writes as it likes."""
        server = request.scope.get("server")
        if not server:  # no address (a Unix socket): the loopback name
            return "http://localhost"
        host, port = str(server[0]), server[1]
        if ":" in host:
            host = f"[{host}]"
        return f"http://{host}" if port in (None, 80) else f"http://{host}:{port}"

    signatures = SignatureCheck(
        service.tenants, service.clock, service.settings.audience_names, service.store
    )

    def api(
        handler: Callable[[Request, Any], Awaitable[Any]],
        *,
        signed: bool = False,
        validated: str | None = None,
    ) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            check = signatures if signed else None
            body = await json_body(request, limit, check, validated=validated)
            if not signed:
                signatures.check_unsigned(body)
            return json_response(await handler(request, body))

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
        return RedirectResponse(target.location, status_code=303, headers=NO_STORE)

    async def openapi(request: Request) -> Response:
        return Response(openapi_document(), media_type="application/json")

    calls = (
        ("/sessions", create_session, None),
        # the payment data's text is judged by its validation (text.xml-char)
        ("/sessions/{session_id}/steps", submit_step, "data"),
        ("/tokens", exchange_token, None),
        ("/payments/get", get_payment, None),
    )

    def index_of(base: str) -> Callable[[Request], Awaitable[Response]]:
        """``GET /v1`` (the address the sandbox prints) and ``GET /v1s``: what is there,
        rather than a 404 for the first thing a person tries."""
        body = {
            "service": "pain2pis sandbox: the payment initiation interface",
            "signed": base == "/v1s",
            "calls": [f"POST {base}{path}" for path, _, _ in calls],
            "openapi": "/openapi.json",
        }

        async def index(request: Request) -> Response:
            return json_response(body)

        return index

    return [
        *(
            Route(
                f"{base}{path}",
                api(handler, signed=base == "/v1s", validated=validated),
                methods=["POST"],
            )
            for base in ("/v1", "/v1s")
            for path, handler, validated in calls
        ),
        *(Route(base, index_of(base), methods=["GET"]) for base in ("/v1", "/v1s")),
        Route("/v1/redirects/{session_id}", redirect_back, methods=["GET"]),
        Route("/openapi.json", openapi, methods=["GET"]),
    ]
