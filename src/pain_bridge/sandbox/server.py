"""Running the sandbox: in the foreground (:func:`serve`) or embedded in a background
thread on a free loopback port (:func:`running_sandbox`), for tests and the demo.

>>> with running_sandbox() as base_url:           # doctest: +SKIP
...     httpx.post(f"{base_url}/sessions", json={...})

The base URL handed out ends in ``/v1``, like the service's own (``service-notes.md``):
``{base_url}/sessions``, ``{base_url}/tokens``, … are the endpoints.
"""

from __future__ import annotations

import ipaddress
import logging
import re
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

import uvicorn
from starlette.applications import Starlette

from pain_bridge.sandbox.app import create_app
from pain_bridge.sandbox.service import SandboxSettings

__all__ = ["bind_socket", "root_url", "running_sandbox", "serve"]


def bind_socket(host: str, port: int) -> socket.socket:
    """A TCP socket bound to ``host:port`` (``port`` 0: a free one), not yet listening.

    Raises :class:`OSError` when the address is taken or cannot be bound.
    """
    try:
        family = socket.AF_INET6 if ipaddress.ip_address(host).version == 6 else socket.AF_INET
    except ValueError:
        family = socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def root_url(sock: socket.socket) -> str:
    """``http://host:port`` of a bound socket (IPv6 hosts in brackets)."""
    host, port = sock.getsockname()[:2]
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}"


#: Query parameters that carry credentials (authorization code, PKCE state, tokens).
_SECRET_QUERY = re.compile(
    r"(?<=[?&])(code|state|temp_token|access_token|code_challenge|request_id)=[^&\s]*"
)


def redact_path(path: str) -> str:
    """``/v1/redirects/x?code=abc&state=def`` → ``/v1/redirects/x?code=***&state=***``."""
    return _SECRET_QUERY.sub(lambda m: f"{m.group(1)}=***", path)


class RedactingAccessFilter(logging.Filter):
    """Keeps credentials in query strings out of uvicorn's access log.

    uvicorn logs ``(client, method, full_path, http_version, status)``; the path of the
    bank's redirect carries the authorization code and state, which are secrets.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        if isinstance(args, tuple) and len(args) >= 3 and isinstance(args[2], str):
            record.args = (*args[:2], redact_path(args[2]), *args[3:])
        return True


def _server(app: Starlette, *, log_level: str, embedded: bool) -> uvicorn.Server:
    config_kwargs: dict[str, Any] = {
        "log_level": log_level,
        "lifespan": "on",
        "access_log": not embedded,
        "server_header": False,
    }
    if embedded:  # leave the host program's logging configuration alone
        config_kwargs["log_config"] = None
    server = uvicorn.Server(uvicorn.Config(app, **config_kwargs))
    access = logging.getLogger("uvicorn.access")
    if not any(isinstance(f, RedactingAccessFilter) for f in access.filters):
        access.addFilter(RedactingAccessFilter())
    return server


def serve(app: Starlette, sock: socket.socket, *, log_level: str = "info") -> None:
    """Serve ``app`` on the bound ``sock`` in this thread until interrupted (Ctrl-C)."""
    _server(app, log_level=log_level, embedded=False).run(sockets=[sock])


@contextmanager
def running_sandbox(
    settings: SandboxSettings | None = None,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    app: Starlette | None = None,
    startup_timeout: float = 10.0,
) -> Iterator[str]:
    """Run a sandbox in a background thread; yields its base URL (``http://…:port/v1``).

    ``app`` (default: ``create_app(settings)``) is served on ``host:port`` (default: a
    free loopback port). On entry the server is listening and has answered a request;
    on exit it is shut down (open connections closed) and the thread joined; the
    database is closed too unless ``app`` was given (then its owner closes it).

    Raises :class:`RuntimeError` when the server does not come up within
    ``startup_timeout`` seconds, :class:`OSError` when the address cannot be bound.
    """
    own_app = app is None
    app = app if app is not None else create_app(settings)
    try:
        sock = bind_socket(host, port)
    except OSError:
        if own_app:
            app.state.service.close()
        raise
    server = _server(app, log_level="warning", embedded=True)
    thread = threading.Thread(
        target=server.run, kwargs={"sockets": [sock]}, name="pain2pis-sandbox", daemon=True
    )
    base = root_url(sock)
    try:
        thread.start()
        _wait_until_up(server, thread, sock, startup_timeout)
        yield f"{base}/v1"
    finally:
        server.should_exit = True
        thread.join(timeout=10.0)
        if thread.is_alive():  # pragma: no cover - a stuck connection: force it
            server.force_exit = True
            thread.join(timeout=5.0)
        sock.close()
        if own_app:
            app.state.service.close()


def _wait_until_up(
    server: uvicorn.Server, thread: threading.Thread, sock: socket.socket, timeout: float
) -> None:
    deadline = time.monotonic() + timeout
    host, port = sock.getsockname()[:2]
    while time.monotonic() < deadline:
        if not thread.is_alive():
            raise RuntimeError("the sandbox server stopped during startup")
        if server.started:
            with suppress(OSError), socket.create_connection((host, port), timeout=1.0) as probe:
                probe.sendall(
                    b"GET /openapi.json HTTP/1.1\r\nHost: sandbox\r\nConnection: close\r\n\r\n"
                )
                if probe.recv(12).startswith(b"HTTP/1.1 200"):
                    return
        time.sleep(0.01)
    server.should_exit = True
    raise RuntimeError(f"the sandbox server did not start within {timeout} seconds")
