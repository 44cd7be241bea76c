"""``pain2pis convert``: pain.001 XML (any version .03 to .13) → payment intent JSON,
JSON → pain.001 XML (``--pain-version``), or pain.001 XML → XML of another version (a
migration; what the target cannot hold is ``map.dropped``).

The input is validated completely on the way (XSD, every rule, the mapping checks); the
output is published only when no finding is an error, so a failed conversion leaves no
file, not even a partial one, and prints nothing on standard output.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import click

from pain_bridge.cli.common import exit_if_missing, report
from pain_bridge.cli.exit_codes import epilog
from pain_bridge.cli.params import Text, VersionName
from pain_bridge.cli.validate import (
    finding_options,
    flood_options,
    guideline_option,
    load_guidelines,
    scheme_option,
)
from pain_bridge.errors import PainBridgeError
from pain_bridge.osnames import display_name
from pain_bridge.reporting import STDIN_NAME, FileResult, ReporterOptions, get_reporter

#: Inputs at least this large get a progress bar (when standard error is a terminal).
PROGRESS_MIN_BYTES = 8 << 20


def _fail(message: str) -> None:
    report(message)


def _stderr_is_terminal() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


@contextmanager
def _progress(path: Path | None) -> Iterator[Callable[[int], None] | None]:
    """A rich progress bar on standard error for a large input file, when it is a terminal."""
    if path is None or not _stderr_is_terminal():
        yield None
        return
    try:
        total = path.stat().st_size
    except OSError:
        total = 0
    if total < PROGRESS_MIN_BYTES:
        yield None
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        DownloadColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    with Progress(
        TextColumn("converting"),
        BarColumn(),
        DownloadColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=True,
    ) as bar:
        task = bar.add_task("convert", total=total)
        yield lambda done: bar.update(task, completed=done)


@click.command(
    epilog=epilog(
        "convert",
        """\b
Examples:
  pain2pis convert payments.xml -o intent.json --redirect https://app.example/cb
  pain2pis convert intent.json -o payments.xml --pain-version 09
  pain2pis convert old.xml --to xml --pain-version 09 -o new.xml
  cat payments.xml | pain2pis convert - --redirect https://app.example/cb > intent.json""",
    ),
)
@click.argument("source", metavar="IN", type=click.Path(readable=False, allow_dash=True))
@click.option(
    "-o",
    "--output",
    metavar="OUT",
    type=click.Path(readable=False, allow_dash=True),
    help="Write the result here (atomically) instead of to standard output.",
)
@click.option(
    "--to",
    "to",
    type=click.Choice(["json", "xml"]),
    help="Target format; by default the other one than the input's (told from its content).",
)
@click.option(
    "--redirect",
    metavar="URL",
    type=Text("a URL"),
    help="psu_redirect_link of the payment intent JSON.",
)
@click.option(
    "--psu-id", metavar="ID", type=Text("a PSU id"), help="psu_id of the payment intent JSON."
)
@click.option(
    "--strict",
    is_flag=True,
    help="Lossless: XML content the JSON cannot carry (map.dropped) is an error; values "
    "the writer regenerates (creation time, totals) stay notes.",
)
@click.option(
    "--allow-immediate-execution",
    "immediate",
    is_flag=True,
    help="Accept a requested execution date in the future: the service executes a payment "
    "intent at once (otherwise such a date is map.unsupported).",
)
@click.option(
    "--pain-version",
    "pain_version",
    type=VersionName(),
    help="The pain.001 version written (pain.001.001.03 to .13); default: the configuration's "
    "pain_version, else 03. With --to xml on an XML input: migrate it to this version "
    "(what it cannot hold is reported as map.dropped).",
)
@click.option(
    "--structure-addresses",
    is_flag=True,
    help="Rewrite free-text addresses (AdrLine only) into structured or hybrid ones (TwnNm, "
    "PstCd, Ctry; StrtNm/BldgNb where unambiguous); each rewrite is reported.",
)
@scheme_option
@guideline_option
@finding_options
@flood_options
@click.option("-v", "--verbose", is_flag=True, help="List info findings too (always counted).")
def convert(
    source: str,
    output: str | None,
    to: str | None,
    redirect: str | None,
    psu_id: str | None,
    strict: bool,
    immediate: bool,
    pain_version: str | None,
    structure_addresses: bool,
    scheme: str | None,
    guidelines: tuple[str, ...],
    severities: tuple[str, ...],
    ignores: tuple[str, ...],
    max_per_code: int,
    all_findings: bool,
    verbose: bool,
) -> None:
    """Convert pain.001 XML to payment intent JSON, JSON to pain.001 XML, or pain.001 to
    another version (--to xml --pain-version 09).

    IN is a file or - for standard input. Findings go to standard error as
    path:line:col: severity code message.
    """
    from pain_bridge.cli.validate import check_ignore_options, parse_severity_options
    from pain_bridge.config import load_config
    from pain_bridge.convert import convert as run
    from pain_bridge.profiles import resolve_profile

    try:
        configured = load_config()
    except PainBridgeError as exc:
        _fail(str(exc))
        sys.exit(2)
    levels = parse_severity_options(severities)
    ignored = check_ignore_options(ignores)

    name = STDIN_NAME if source == "-" else source
    path = None if source == "-" else Path(source)
    if path is not None and path.is_dir():
        _fail(f"{source}: is a directory")
        sys.exit(2)
    exit_if_missing(path)
    to_stdout = output is None or output == "-"
    target: str | IO[bytes] = sys.stdout.buffer
    if output is not None and output != "-":
        if Path(output).is_dir():
            _fail(f"{output}: is a directory; give a file name")
            sys.exit(2)
        target = output
    try:
        config = configured.merged(
            severity=dict(levels), ignore=ignored, guidelines=map(Path, guidelines)
        )
        profile = (
            resolve_profile(config.skill, extra=config.skills_file, require=config.require_profile)
            if config.skill
            else None
        )  # its guidelines apply too: their codes are taken
        load_guidelines(config, levels, ignored, profile.guidelines if profile else ())
        with _progress(path) as progress:
            result = run(
                path if path is not None else sys.stdin.buffer,
                target,
                to="json" if to == "json" else "xml" if to == "xml" else None,
                psu_redirect_link=redirect,
                psu_id=psu_id,
                strict=strict,
                allow_immediate_execution=immediate,
                config=config,
                progress=progress,
                pain_version=pain_version,
                structure_addresses=structure_addresses,
                max_per_code=None if all_findings else max_per_code,
                scheme=scheme,
                columns=True,
            )
    except click.ClickException:  # a usage error (a code no guideline has): click's own
        raise
    except PainBridgeError as exc:
        _fail(str(exc))
        sys.exit(2)
    except OSError as exc:
        _fail(f"{name}: {exc.strerror or exc}")
        sys.exit(2)
    except Exception as exc:
        if os.environ.get("PAIN2PIS_DEBUG"):
            raise
        _fail(
            f"{name}: internal error ({type(exc).__name__}: {exc}); please report it "
            "(set PAIN2PIS_DEBUG=1 for the traceback)"
        )
        sys.exit(2)

    findings = result.listed
    color = _stderr_is_terminal() and not os.environ.get("NO_COLOR")
    if len(findings) or result.held or not result.written:
        report = get_reporter("text", ReporterOptions(color=color, show_info=verbose))
        report.write([FileResult(name, findings, result.held)], sys.stderr)
    if result.written and not to_stdout:
        click.echo(
            f"converted {display_name(name)} ({result.source_format.upper()}) to "
            f"{display_name(output or '')} ({result.target_format.upper()})",
            err=True,
        )
    if not result.written:  # said, so that nobody looks for a file that is not there
        where = "" if to_stdout else f" to {display_name(output or '')}"
        click.echo(
            f"not converted: {display_name(name)} has errors; nothing written{where}", err=True
        )
    sys.exit(0 if result.written else 1)
