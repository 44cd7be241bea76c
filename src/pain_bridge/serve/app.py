"""``pain2pis serve`` as an ASGI application (Starlette): :func:`create_app`.

Starlette because the sandbox already runs on it (a dependency already), and it is a
routing layer over plain ASGI, nothing more: the work is the library's.

Every error is a problem (:mod:`.problems`): an unknown path or method as well, and a
fault of the server's own (logged with its traceback by :class:`~.guard.Guard`, and
answered 500 without it). A client that goes away before its body has arrived is one
debug line: nobody is left to answer.
"""

from __future__ import annotations

import logging
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response

from pain_bridge.serve.guard import Guard
from pain_bridge.serve.problems import Problem, problem_response
from pain_bridge.serve.routes import routes
from pain_bridge.serve.settings import ENVIRONMENT, ServeOptions, Settings, resolve

__all__ = ["create_app", "from_environment"]

log = logging.getLogger("pain_bridge.serve")


def _warm_up(settings: Settings) -> None:
    """Load the schemas and rules before the first request (a first validation takes
    some 300 ms more than the next ones)."""
    from importlib import resources

    from pain_bridge.serve.checks import validate_body
    from pain_bridge.serve.query import choice

    sample = resources.files("pain_bridge.samples").joinpath("demo.xml").read_bytes()
    validate_body(sample, settings, choice(settings, ()))


def _settle() -> None:
    """Leave what start-up made (modules, schemas, rules, tables: some 50,000 objects)
    out of the cyclic garbage collector's passes: they live as long as the worker, yet
    each older-generation pass walked them all, a pause the request at hand waited for.
    Counted with callgrind over 200 requests of the 1.9 KB file: 2% of a request's
    instructions. Garbage made by the requests is collected as before."""
    import gc

    gc.collect()
    gc.freeze()


def create_app(settings: Settings) -> Starlette:
    """The application checking files with ``settings``."""

    async def on_problem(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, Problem)
        return problem_response(exc)

    async def on_http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        if exc.status_code == 405:
            problem = Problem(
                "route.method", f"{request.method} is not allowed on {request.url.path}."
            )
            return problem_response(problem, dict(exc.headers or {}))
        if exc.status_code == 404:
            return problem_response(Problem("route.not-found", "No such path."))
        return problem_response(Problem("request.malformed", str(exc.detail)))

    async def on_disconnect(request: Request, exc: Exception) -> Response:
        log.debug("client disconnected during %s %s", request.method, request.url.path)
        return Response(status_code=400)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await run_in_threadpool(_warm_up, settings)
        _settle()
        app.state.ready = True
        yield

    app = Starlette(
        routes=routes(),
        middleware=[Middleware(Guard)],
        exception_handlers={
            Problem: on_problem,
            HTTPException: on_http_error,
            ClientDisconnect: on_disconnect,
        },
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.ready = False
    return app


def from_environment() -> Starlette:
    """The application of a worker process: its options from :data:`ENVIRONMENT`, as the
    ``pain2pis serve`` that started it set them (uvicorn's factory for ``--workers``)."""
    return create_app(resolve(ServeOptions.from_json(os.environ[ENVIRONMENT])))
