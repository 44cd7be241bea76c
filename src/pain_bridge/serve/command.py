"""``pain2pis serve``: the HTTP API and the page, on uvicorn.

Its checking options are ``validate``'s own parameters (the same objects, so the same
names, help and checks): a skill, a skills file, a scheme, what files are for, severity
overrides, ignored codes, the limit per code, banks' guidelines (the server's files or
bundled names: a request cannot name a file of the server); and the same configuration
file. A request
may choose its own skill, scheme and purpose on top (:mod:`.query`).

The socket is bound and listening before the line ``pain2pis serve: listening on URL``
goes to standard error, so whoever reads that line (a test, a supervisor) may connect at
once: requests wait in the queue until the worker has loaded its rules. With
``--workers N`` the N processes share that socket (uvicorn's supervisor), each with its
own copy of the options (:data:`~.settings.ENVIRONMENT`).
"""

from __future__ import annotations

import os
from typing import Any

import click

from pain_bridge.cli.common import fail
from pain_bridge.cli.exit_codes import epilog
from pain_bridge.cli.params import Count, Text
from pain_bridge.cli.validate import validate
from pain_bridge.serve.settings import DEFAULT_MAX_BYTES, ENVIRONMENT, ServeOptions, resolve

__all__ = ["serve"]

#: ``validate``'s parameters that ``serve`` takes as they are.
SHARED = (
    "skill",
    "skills_file",
    "require_profile",
    "scheme",
    "purpose",
    "severities",
    "ignores",
    "immediate",
    "max_per_code",
    "all_findings",
    "guidelines",
)


@click.command(
    epilog=epilog(
        "serve",
        """\b
Examples:
  pain2pis serve                          (http://127.0.0.1:8000/, one worker)
  pain2pis serve --host 0.0.0.0 --port 8080 --workers 2 --for bank
  curl -H 'Content-Type: application/xml' --data-binary @payments.xml \\
       'http://127.0.0.1:8000/v1/validate?for=bank'""",
    ),
)
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    type=Text("a host"),
    help="Address to listen on (0.0.0.0: every IPv4 interface).",
)
@click.option(
    "--port",
    default=8000,
    show_default=True,
    type=Count(0, 65535),
    help="Port to listen on; 0: a free one (the line on standard error says which).",
)
@click.option(
    "--workers",
    default=1,
    show_default=True,
    type=Count(1),
    metavar="N",
    help="Worker processes sharing the socket (one per CPU is the most that helps).",
)
@click.option(
    "--max-bytes",
    default=DEFAULT_MAX_BYTES,
    show_default=True,
    type=Count(1),
    metavar="N",
    help="Largest body accepted; a larger one is refused with 413 (before it is read "
    "when its Content-Length says so).",
)
@click.option("--access-log", is_flag=True, help="Log every request (off: it costs throughput).")
def serve(
    host: str, port: int, workers: int, max_bytes: int, access_log: bool, **shared: Any
) -> None:
    """Serve the HTTP API (POST /v1/validate, /v1/convert) and a page to check files in
    a browser (GET /). Stateless: run as many as you like behind a load balancer."""
    from pain_bridge.sandbox.server import bind_socket, root_url

    options = ServeOptions(
        **{name: shared[name] for name in SHARED if name not in ("skills_file",)},
        skills_file=str(shared["skills_file"]) if shared["skills_file"] else None,
        max_bytes=max_bytes,
    )
    settings = resolve(options)  # a bad option or skill: exit 2, before listening
    try:
        sock = bind_socket(host, port)
        sock.listen(2048)
    except OSError as exc:
        fail(f"cannot listen on {host}:{port}: {exc.strerror or exc}")
    plural = "s" if workers > 1 else ""
    click.echo(
        f"pain2pis serve: listening on {root_url(sock)} ({workers} worker{plural}); Ctrl-C stops",
        err=True,
    )
    _run(settings, options, sock, workers, access_log)


def _run(settings: Any, options: ServeOptions, sock: Any, workers: int, access_log: bool) -> None:
    import uvicorn

    common: dict[str, Any] = {
        "log_level": "info",
        "access_log": access_log,
        "server_header": False,
        "lifespan": "on",
        "timeout_keep_alive": 5,
    }
    if workers == 1:
        from pain_bridge.serve.app import create_app

        uvicorn.Server(uvicorn.Config(create_app(settings), **common)).run(sockets=[sock])
        return
    from uvicorn.supervisors import Multiprocess

    os.environ[ENVIRONMENT] = options.to_json()
    config = uvicorn.Config(
        "pain_bridge.serve.app:from_environment", factory=True, workers=workers, **common
    )
    Multiprocess(config, sockets=[sock]).run()


serve.params.extend(
    next(param for param in validate.params if param.name == name) for name in SHARED
)
