"""``pain2pis serve`` run as a user runs it, for the tests: a real process on a free
loopback port (``--port 0``), ready when it says where it listens.

No polling: the command binds and listens before it prints its ``listening on URL``
line, so the test reads that one line (a blocking read) and connects at once; requests
wait in the socket's queue until the worker has loaded its rules.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

PAIN2PIS = str(Path(sys.executable).with_name("pain2pis"))
_LISTENING = re.compile(r"listening on (http://\S+)")


@contextmanager
def running_serve(*args: str, env: dict[str, str] | None = None) -> Iterator[str]:
    """``pain2pis serve --port 0 ARGS`` in a child process; yields its root URL
    (``http://127.0.0.1:PORT``). Its standard error is drained; on exit it is stopped
    with SIGTERM and waited for, and its log must hold no traceback."""
    with serve_process(*args, env=env) as (url, _process):
        yield url


@contextmanager
def serve_process(
    *args: str, env: dict[str, str] | None = None
) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """:func:`running_serve`, with the server's process too."""
    process = subprocess.Popen(
        [PAIN2PIS, "serve", "--port", "0", *args],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **(env or {})},
    )
    assert process.stderr is not None
    first = process.stderr.readline()
    found = _LISTENING.search(first)
    if found is None:
        rest = process.stderr.read()
        process.wait()
        raise AssertionError(f"pain2pis serve did not start: {first}{rest}")
    log: list[str] = []
    drain = threading.Thread(target=lambda: log.extend(process.stderr or ()), daemon=True)
    drain.start()
    try:
        yield found.group(1), process
    finally:
        process.terminate()
        process.wait(timeout=30)
        drain.join(timeout=10)
        # whatever the requests were, the server's own log holds no fault
        assert "Traceback" not in "".join(log), "".join(log)


def raw_exchange(url: str, request: bytes, *, close_write: bool = False) -> bytes:
    """Send ``request`` bytes as they are on a new connection; everything the server
    answers until it closes the connection (or 64 KiB)."""
    host, port = url.removeprefix("http://").rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        sock.sendall(request)
        if close_write:
            sock.shutdown(socket.SHUT_WR)
        received = b""
        while len(received) < 65536:
            try:
                chunk = sock.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            received += chunk
            if b"\r\n\r\n" in received and _complete(received):
                break
        return received


def _complete(received: bytes) -> bool:
    head, _, body = received.partition(b"\r\n\r\n")
    found = re.search(rb"(?im)^content-length:\s*(\d+)", head)
    return found is not None and len(body) >= int(found.group(1))


def peak_kb(pid: int) -> int:
    """The peak resident memory of process ``pid`` so far (``VmHWM``), in kB."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
