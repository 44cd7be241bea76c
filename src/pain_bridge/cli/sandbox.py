"""``pain2pis sandbox``: serve the local payment initiation service with its simulated bank.

Prints the base URL and the demo tenant's keys (public demo credentials, see
:mod:`pain_bridge.sandbox.tenants`: this is the one place they are shown, and they open
nothing but a local sandbox), then serves until Ctrl-C. State lives in the ``--db``
SQLite file and survives a restart with the same file.
"""

from __future__ import annotations

import ipaddress
import sys
import urllib.parse
from collections.abc import Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

import click

from pain_bridge.cli.common import error_line, require_file
from pain_bridge.cli.exit_codes import epilog
from pain_bridge.cli.params import Count, Text
from pain_bridge.errors import ConfigError, InputError, PainBridgeError

if TYPE_CHECKING:
    from pain_bridge.sandbox.tenants import Tenant

DEFAULT_DB = "pain2pis-sandbox.sqlite3"


class SetupFailed(click.ClickException):
    """The sandbox cannot start: configuration, database or address (exit code 2)."""

    exit_code = 2

    def show(self, file: IO[Any] | None = None) -> None:
        click.echo(error_line(self.format_message()), err=True, file=file)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@click.command(epilog=epilog("sandbox"))
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    type=Text("a host name"),
    help="Address to listen on.",
)
@click.option(
    "--port",
    default=8080,
    show_default=True,
    type=Count(0, 65535),
    help="Port to listen on (0: any free port).",
)
@click.option(
    "--db",
    default=DEFAULT_DB,
    show_default=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="SQLite file holding the sandbox's state (created if absent).",
)
@click.option(
    "--tenants",
    "tenants_file",
    default=None,
    type=click.Path(dir_okay=False, path_type=Path),
    help="TOML file of tenant apps (see pain_bridge.sandbox.tenants); default: demo only.",
)
@click.option(
    "--public-url",
    default=None,
    type=Text("a URL"),
    metavar="URL",
    help="The address clients reach this sandbox at (behind a proxy, or on --host 0.0.0.0): "
    "written into SCA links, and the host signed requests must name as their audience.",
)
@click.option(
    "--offer-skill",
    "skills",
    multiple=True,
    type=Text("a skill name"),
    metavar="NAME",
    help="Also offer this skill (no profile: the generic rules). Repeatable.",
)
def sandbox(
    host: str,
    port: int,
    db: Path,
    tenants_file: Path | None,
    public_url: str | None,
    skills: tuple[str, ...],
) -> None:
    """Serve the sandbox: the payment initiation service with a simulated bank.

    Test triggers (amounts such as 666.66 that make the bank refuse) are listed in
    the sandbox's TRIGGERS.md.
    """
    from pain_bridge.profiles import check_skill_name
    from pain_bridge.sandbox.app import create_app
    from pain_bridge.sandbox.discovery import announced
    from pain_bridge.sandbox.server import bind_socket, root_url, serve
    from pain_bridge.sandbox.service import SandboxSettings
    from pain_bridge.sandbox.tenants import (
        load_tenants,
    )

    try:
        for name in skills:
            check_skill_name(name)
        require_file(tenants_file)
        tenants = tuple(load_tenants(tenants_file))
        audiences = None if public_url else _audiences(host)  # None: the public URL's host
        app = create_app(
            SandboxSettings(
                db=db,
                tenants=tenants,
                skills=skills,
                public_url=_checked_public_url(public_url),
                audiences=audiences,
            )
        )
    except (PainBridgeError, OSError) as exc:
        raise SetupFailed(str(exc)) from exc
    try:
        sock = bind_socket(host, port)
        # Listen before the URL is printed: a client that reads it and connects at once
        # waits in the backlog until the server accepts, instead of being refused.
        sock.listen(128)
    except OSError as exc:
        app.state.service.close()
        raise SetupFailed(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from exc

    base = f"{root_url(sock)}/v1"
    # Announced before the URL is printed: whoever reads that line finds the file too.
    with announced(base):
        _banner(base, root_url(sock), db, tenants, tenants_file, host)
        try:
            serve(app, sock)
        except KeyboardInterrupt:  # uvicorn re-raises the Ctrl-C it handled: a normal stop
            pass
        finally:
            sock.close()

    click.echo("pain2pis sandbox stopped; state kept in " + str(db))


def _checked_public_url(url: str | None) -> str | None:
    """``--public-url`` as given, once it is an http(s) address with a host."""
    if url is None:
        return None
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise InputError(f"--public-url {url!r}: not an http(s) address with a host")
    return url


def _audiences(host: str) -> tuple[str, ...] | None:
    """The names signed requests must be made for (``aud``): the address given to
    ``--host``, or the loopback names (the default) for a loopback or wildcard one."""
    from pain_bridge.sandbox.service import LOOPBACK_NAMES

    return None if host in ("", "0.0.0.0", "::", *LOOPBACK_NAMES) else (host,)  # noqa: S104


def _banner(
    base: str, root: str, db: Path, tenants: Sequence[Tenant], tenants_file: Path | None, host: str
) -> None:
    """What a running sandbox prints: where it is, its keys, its skills."""
    from pain_bridge.sandbox.tenants import (
        DEMO_CLIENT_APP_KEY,
        DEMO_CLIENT_ID,
        DEMO_CLIENT_SECRET,
    )

    out = click.echo
    out(f"pain2pis sandbox: {base}")
    out(f"  database       {db}")
    out(f"  OpenAPI        {root}/openapi.json")
    if any(t.client_id == DEMO_CLIENT_ID for t in tenants):
        out("  demo tenant    (public demo credentials, for this local sandbox only)")
        out(f"    client_id      {DEMO_CLIENT_ID}")
        out(f"    client_app_key {DEMO_CLIENT_APP_KEY}")
        out(f"    client_secret  {DEMO_CLIENT_SECRET}")
    others = [t.client_id for t in tenants if t.client_id != DEMO_CLIENT_ID]
    if others:
        out(f"  other tenants  {', '.join(others)} (keys from {tenants_file})")
    try:
        from pain_bridge.profiles import load_profiles

        out(f"  skills         {', '.join(sorted(load_profiles()))}")
    except ConfigError as exc:
        out(f"  skills         unavailable: {exc}", err=True)
    if not _is_loopback(host):
        out(
            f"warning: listening on {host}, beyond this machine; the demo keys are public.",
            err=True,
        )
    out("Press Ctrl-C to stop.")
    sys.stdout.flush()
