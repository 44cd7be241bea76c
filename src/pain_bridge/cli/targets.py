"""What ``pain2pis submit``, ``token`` and ``status`` share: their options for the
service, the journal and the output format; the credentials and gateway settings of the
service they talk to; and every expected failure as a message and an exit code."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

import click
from rich.console import Console

from pain_bridge.cli.params import Text
from pain_bridge.errors import ConfigError, InputError, PainBridgeError
from pain_bridge.gateway.client import GatewaySettings
from pain_bridge.gateway.credentials import (
    DEFAULT_SANDBOX_URL,
    SANDBOX_DEMO,
    Credentials,
    load_credentials,
    sandbox_credentials,
)
from pain_bridge.gateway.errors import ConnectFailed, GatewayError
from pain_bridge.gateway.journal import IntentRecord
from pain_bridge.osnames import display_name

__all__ = [
    "FORMATS",
    "credentials_for",
    "credentials_of",
    "err_console",
    "format_option",
    "guarded",
    "journal_option",
    "settings_of",
    "target_options",
]

FORMATS = click.Choice(["text", "json"])
journal_option = click.option(
    "--journal",
    "journal_path",
    default=None,
    type=click.Path(readable=False),
    help="Journal: a SQLite file or sqlite:///PATH"
    " [default: $PAIN2PIS_JOURNAL or ~/.local/state/pain_bridge/…].",
)
format_option = click.option(
    "--format", "fmt", type=FORMATS, default="text", show_default=True, help="Output format."
)
_target_options = [
    click.option(
        "--sandbox",
        is_flag=True,
        help="Use the local sandbox (the running one, at --base-url, or on port 8080) and "
        "its demo tenant.",
    ),
    click.option(
        "--base-url",
        default=None,
        type=Text("a URL"),
        help="Service base URL (e.g. https://…/v1).",
    ),
]


def target_options(func: Callable[..., Any]) -> Callable[..., Any]:
    for option in reversed(_target_options):
        func = option(func)
    return func


def err_console() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def _fail(message: str, code: int = 2) -> NoReturn:
    err_console().print(
        f"[bold red]error:[/] {display_name(message)}", markup=True, highlight=False
    )
    sys.exit(code)


def credentials_for(sandbox: bool, base_url: str | None) -> Credentials:
    """The target of a command: ``--sandbox`` (the sandbox at ``--base-url``, else the
    one running here, whatever its port, else the default port) with its demo tenant;
    else ``--base-url`` or the configuration."""
    if sandbox:
        from pain_bridge.sandbox.discovery import announced_url

        return sandbox_credentials(base_url or announced_url() or DEFAULT_SANDBOX_URL)
    return load_credentials(base_url=base_url)


def credentials_of(record: IntentRecord) -> Credentials:
    """The credentials to read a journal row again with: its base URL, its tenant."""
    if record.credential_source == SANDBOX_DEMO:
        return sandbox_credentials(record.base_url)
    # the journal keeps where the keys came from, never the keys themselves
    return load_credentials(base_url=f"{record.base_url}/v1")


def settings_of(creds: Credentials) -> GatewaySettings:
    """The gateway's settings for ``creds``; requests are signed (``/v1s``) when a
    signing key is configured (``PAIN2PIS_SIGNING_KEY`` and ``PAIN2PIS_SERVICE_ACCOUNT``),
    except for the sandbox's demo tenant."""
    from urllib.parse import urlsplit

    from pain_bridge.gateway.credentials import signing_settings

    signing = signing_settings() if creds.source != SANDBOX_DEMO else None
    signer = None
    if signing is not None:
        signer = signing.signer(audience=urlsplit(creds.base_url).hostname or "")
    return GatewaySettings(
        base_url=creds.base_url,
        client_id=creds.client_id,
        client_app_key=creds.client_app_key,
        client_secret=creds.client_secret,
        signer=signer,
    )


@contextmanager
def guarded() -> Iterator[None]:
    """Every expected failure as a message and an exit code, never a traceback."""
    try:
        yield
    except (ConfigError, InputError) as exc:
        _fail(str(exc), 2)
    except ConnectFailed as exc:
        _fail(f"{exc}", 2)
    except GatewayError as exc:
        _fail(f"{exc}", 1)
    except PainBridgeError as exc:
        _fail(str(exc), 1)
    except KeyboardInterrupt:
        _fail("interrupted; run the same command again to resume", 1)
