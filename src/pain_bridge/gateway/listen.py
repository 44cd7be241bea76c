"""``--listen``: catch the customer's return on a loopback port, like a CLI's OAuth login.

:class:`RedirectCatcher` serves ``http://127.0.0.1:<port>/pain2pis/return/<intent id>``
in a background thread. That URL is the intent's ``psu_redirect_link``; after the bank,
the service sends the customer's browser there with ``?temp_token=…`` (or
``?error=…&error_description=…``). The catcher records what came, answers a small
HTML page ("you may close this window") and hands the result to whoever waits
(:meth:`RedirectCatcher.wait`).

Only loopback addresses are served, only ``GET`` on the return path is answered, and the
token is never echoed in the page or logged.
"""

from __future__ import annotations

import html
import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from urllib.parse import parse_qs, quote, urlsplit

__all__ = ["RETURN_PATH", "Redirect", "RedirectCatcher", "parse_return"]

RETURN_PATH = "/pain2pis/return/"


@dataclass(frozen=True, slots=True)
class Redirect:
    """One customer return: the intent id and the temp token, or the error."""

    intent: str
    temp_token: str | None = None
    error: str | None = None
    error_description: str | None = None

    def __repr__(self) -> str:
        token = "***" if self.temp_token else None
        return f"Redirect(intent={self.intent!r}, temp_token={token!r}, error={self.error!r})"


def parse_return(url: str) -> Redirect:
    """The customer's return address (``psu_redirect_link?temp_token=…`` or
    ``?error=…&error_description=…``) as a :class:`Redirect`; its intent is the id in a
    catcher's own path, else empty."""
    parts = urlsplit(url)
    query = parse_qs(parts.query)

    def first(name: str) -> str | None:
        values = query.get(name)
        return values[0] if values else None

    _, found, intent = parts.path.partition(RETURN_PATH)
    return Redirect(
        intent=intent.strip("/") if found else "",
        temp_token=first("temp_token"),
        error=first("error"),
        error_description=first("error_description"),
    )


_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>pain2pis</title></head>
<body style="font-family: sans-serif; margin: 3em">
<h1>{title}</h1><p>{text}</p><p>You may close this window.</p>
</body></html>
"""


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: object) -> None:
        """Silent: request lines carry the temp token."""

    def _answer(self, status: int, title: str, text: str) -> None:
        body = _PAGE.format(title=html.escape(title), text=html.escape(text)).encode()
        self.send_response(status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("Referrer-Policy", "no-referrer")
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        if not parts.path.startswith(RETURN_PATH):
            self._answer(404, "Not found", "This address is not a payment return.")
            return
        redirect = parse_return(self.path)
        intent = redirect.intent
        if not intent or (redirect.temp_token is None and redirect.error is None):
            self._answer(400, "Incomplete return", "The bank's answer is missing.")
            return
        self.server.results.put(redirect)
        if redirect.temp_token:
            self._answer(200, "Payment authorized", "pain2pis received the authorization.")
        else:
            self._answer(200, "Payment not authorized", f"The bank answered: {redirect.error}.")


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    results: queue.Queue[Redirect]


class RedirectCatcher:
    """A loopback HTTP server catching customers' returns. Use as a context manager."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0) -> None:
        if host not in ("127.0.0.1", "::1", "localhost"):
            raise ValueError("the redirect catcher serves loopback addresses only")
        self._server = _Server((host, port), _Handler)
        self._server.results = queue.Queue()
        self._thread = threading.Thread(
            target=self._server.serve_forever, name="pain2pis-redirect", daemon=True
        )
        self._started = False

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def link_for(self, intent: str) -> str:
        """The ``psu_redirect_link`` that brings the customer of ``intent`` back here."""
        return f"{self.base_url}{RETURN_PATH}{quote(intent, safe='')}"

    def start(self) -> RedirectCatcher:
        if not self._started:
            self._thread.start()
            self._started = True
        return self

    def close(self) -> None:
        if self._started:
            self._server.shutdown()
            self._thread.join(timeout=5)
        self._server.server_close()

    def __enter__(self) -> RedirectCatcher:
        return self.start()

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def wait(self, timeout: float | None = None) -> Redirect | None:
        """The next customer return, or None after ``timeout`` seconds."""
        try:
            return self._server.results.get(timeout=timeout)
        except queue.Empty:
            return None

    def iter_returns(self, count: int, timeout: float) -> Iterator[Redirect]:
        """Up to ``count`` returns, stopping when none comes for ``timeout`` seconds."""
        for _ in range(count):
            got = self.wait(timeout)
            if got is None:
                return
            yield got


@contextmanager
def catching(host: str = "127.0.0.1", port: int = 0) -> Iterator[RedirectCatcher]:
    """``with catching() as catcher: …``: a started :class:`RedirectCatcher`."""
    with RedirectCatcher(host, port) as catcher:
        yield catcher
