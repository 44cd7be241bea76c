"""A throw-away PostgreSQL server for tests and benchmarks: ``initdb`` + ``pg_ctl`` in a
temporary folder, on a free loopback port.

The server binaries come from the machine (``initdb`` on the PATH, or Debian's
``/usr/lib/postgresql/*/bin``). PostgreSQL refuses to run as root, so under root the
server runs as the ``postgres`` (else ``nobody``) user::

    with throwaway_postgres() as server:
        url = server.database()      # a fresh database's URL
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = ["PostgresServer", "server_binaries", "throwaway_postgres"]


def server_binaries() -> Path | None:
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return Path(candidates[-1]).parent if candidates else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _as_server_user(folder: Path) -> list[str]:
    """The command prefix that runs PostgreSQL's tools as a user it accepts."""
    if os.geteuid() != 0:
        return []
    for name in ("postgres", "nobody"):
        try:
            user = pwd.getpwnam(name)
        except KeyError:
            continue
        for path in [folder, *folder.rglob("*")]:
            os.chown(path, user.pw_uid, user.pw_gid)
        return ["runuser", "-u", name, "--"]
    raise RuntimeError("running as root and no postgres or nobody user to run PostgreSQL as")


class PostgresServer:
    """One running server: its port, and a URL for each new database asked for."""

    def __init__(self, bin_dir: Path, folder: Path) -> None:
        self.folder = folder
        self.port = _free_port()
        self._bin = bin_dir
        self._data = folder / "data"
        self._sockets = folder / "sockets"
        self._sockets.mkdir()
        folder.chmod(0o755)
        self._prefix = _as_server_user(folder)
        self._names = itertools.count(1)
        self.running = False
        self._run(
            "initdb", "-D", str(self._data), "-U", "pb", "--auth=trust", "-E", "UTF8",
            "--locale=C", "--no-sync",
        )  # fmt: skip
        self.start()

    def start(self) -> None:
        """Start the server (again, after :meth:`stop`), on the same port and data."""
        options = (
            f"-p {self.port} -k {self._sockets} -c listen_addresses=127.0.0.1"
            " -c fsync=off -c synchronous_commit=off -c max_connections=100"
        )
        self._run(
            "pg_ctl", "-D", str(self._data), "-o", options, "-l", str(self.folder / "log"),
            "-w", "start",
        )  # fmt: skip
        self.running = True

    def _run(self, tool: str, *args: str) -> None:
        done = subprocess.run(
            [*self._prefix, str(self._bin / tool), *args],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        if done.returncode != 0:
            log = self.folder / "log"
            tail = log.read_text()[-2000:] if log.exists() else ""
            raise RuntimeError(f"{tool} failed: {done.stderr}{done.stdout}{tail}")

    def database(self) -> str:
        """A new, empty database's URL."""
        import psycopg

        name = f"journal_{next(self._names)}"
        with psycopg.connect(self.url("postgres"), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def url(self, database: str) -> str:
        return f"postgresql://pb@127.0.0.1:{self.port}/{database}"

    def stop(self) -> None:
        """Stop the server at once (``-m fast``): open connections are cut."""
        if self.running:
            self._run("pg_ctl", "-D", str(self._data), "-m", "fast", "-w", "stop")
            self.running = False


@contextmanager
def throwaway_postgres() -> Iterator[PostgresServer]:
    """A running server, stopped and deleted on exit; :class:`RuntimeError` when the
    machine has no server binaries or the server does not start."""
    bin_dir = server_binaries()
    if bin_dir is None:
        raise RuntimeError("no PostgreSQL server binaries (initdb) on this machine")
    # Not under a private temporary folder: the server may run as another user.
    folder = Path(tempfile.mkdtemp(prefix="pain2pis-postgres-"))
    try:
        server = PostgresServer(bin_dir, folder)
        try:
            yield server
        finally:
            server.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
