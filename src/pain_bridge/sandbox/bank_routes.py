"""The simulated bank's pages: the authorization page (Approve / Reject) and its token
endpoint (code + PKCE verifier). Errors answer with an HTML page, as a bank would."""

from __future__ import annotations

import urllib.parse
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from pain_bridge.sandbox.bank import BankError, render_payment_page
from pain_bridge.sandbox.http import NO_STORE, PAGE_HEADERS, json_response, read_body
from pain_bridge.sandbox.service import SandboxService

__all__ = ["bank_routes"]


def bank_routes(service: SandboxService) -> list[Route]:
    """The bank's routes over ``service``."""

    async def bank_page(request: Request) -> Response:
        params = {k: v for k, v in request.query_params.items()}

        def open_request() -> str:
            with service.store.transaction() as tx:
                shown = service.bank.open_request(tx, params, service.clock())
            tenant = service.tenants.get(shown.payment.client_id)
            return render_payment_page(shown, tenant.name if tenant else shown.payment.client_id)

        return HTMLResponse(await run_in_threadpool(open_request), headers=PAGE_HEADERS)

    async def _form(request: Request) -> dict[str, str]:
        media = request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
        if media != "application/x-www-form-urlencoded":
            raise BankError("invalid_request", "The form must be sent url-encoded.")
        raw = await read_body(request, 64 * 1024)
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
        return RedirectResponse(location, status_code=303, headers=NO_STORE)

    async def bank_token(request: Request) -> Response:
        try:
            form = await _form(request)
        except BankError as exc:
            return json_response({"error": exc.error, "error_description": exc.description}, 400)
        if form.get("grant_type") != "authorization_code":
            return json_response(
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
        return json_response(answer, 400 if "error" in answer else 200)

    return [
        Route("/bank/authorize", bank_page, methods=["GET"]),
        Route("/bank/authorize", bank_decide, methods=["POST"]),
        Route("/bank/token", bank_token, methods=["POST"]),
    ]
