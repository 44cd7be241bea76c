"""The work behind ``/v1/validate`` and ``/v1/convert``, done as the CLI does it.

A validation is ``validate``'s: the one pipeline (:class:`~pain_bridge.pipeline.Pipeline`:
read → rules → gate → locate) with the same options, the columns filled by its locate
stage as for a file, the report made by the same JSON reporter
(:mod:`pain_bridge.reporting.json`), so that a body's report is the one ``validate
--format json FILE`` prints for that file (``name`` standing for FILE). A conversion is
``convert``'s library call; its output is published only without error findings.
Nothing here reads a request or makes a response: the routes do (:mod:`.routes`).
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from pain_bridge.errors import PainBridgeError
from pain_bridge.reporting import FileResult
from pain_bridge.serve.problems import Problem
from pain_bridge.serve.query import Choice, ConvertChoice
from pain_bridge.serve.settings import Settings

__all__ = [
    "SPOOL_OUTPUT",
    "Converted",
    "check_file",
    "close",
    "convert_body",
    "render",
    "validate_body",
]

#: A converted document up to this size is kept in memory, a larger one in a file.
SPOOL_OUTPUT = 1 << 20


def _unreadable(exc: PainBridgeError, source: bytes | Path, name: str) -> Problem:
    """A problem for an input that could not be read; the server's file name for it (a
    spooled body) replaced with the client's."""
    from pain_bridge.errors import ConfigError

    detail = str(exc)
    if isinstance(source, Path):
        detail = detail.replace(str(source), name)
    # a choice that does not fit the input (convert to the format it already is)
    return Problem(
        "request.malformed" if isinstance(exc, ConfigError) else "input.unreadable", detail
    )


def check_file(source: bytes | Path, settings: Settings, choice: Choice, name: str) -> FileResult:
    """One file checked as ``validate`` checks it: its findings in a spool (close it, or
    let :func:`render` do it), at most the limit per code listed, the columns filled."""
    from pain_bridge.flood import FloodGate
    from pain_bridge.pipeline import CheckOptions, Pipeline
    from pain_bridge.reader import ReadOptions
    from pain_bridge.spool import FindingSpool

    gate = FloodGate(settings.per_code)
    options = CheckOptions(
        skill=choice.profile,
        config=settings.config,
        allow_immediate_execution=choice.immediate,
        scheme=choice.scheme,
        purpose=choice.purpose,
    )
    try:
        # one process: a server's worker does not fork per request
        checking = Pipeline(source, options, read_options=ReadOptions(processes=1), gate=gate)
        spool = FindingSpool(checking.findings(columns=True))
    except PainBridgeError as exc:
        raise _unreadable(exc, source, name) from None
    return FileResult(name, spool, gate.held)


def render(results: Sequence[FileResult]) -> str:
    """The JSON report (``validate --format json``'s) of ``results``; their spools closed."""
    from pain_bridge.reporting import get_reporter

    try:
        return get_reporter("json").render(results)
    finally:
        close(results)


def close(results: Sequence[FileResult]) -> None:
    """Close the spools of ``results`` (again: no harm)."""
    from pain_bridge.spool import FindingSpool

    for result in results:
        if isinstance(result.findings, FindingSpool):
            result.findings.close()


def validate_body(source: bytes | Path, settings: Settings, choice: Choice) -> str:
    """The JSON report (``validate --format json``'s) of one body."""
    return render([check_file(source, settings, choice, choice.name)])


@dataclass(slots=True)
class Converted:
    """A conversion's output (read it, then close it), its format, and the report of
    its findings (warnings and infos: an error refuses the conversion)."""

    output: IO[bytes]
    size: int
    target_format: str
    report: str


def convert_body(source: bytes | Path, settings: Settings, choice: ConvertChoice) -> Converted:
    """``source`` converted as ``convert`` converts it; a :class:`Problem` (422, with
    the report) when it has error findings, and then nothing is returned."""
    from pain_bridge.convert import convert
    from pain_bridge.reader import ReadOptions
    from pain_bridge.reporting import get_reporter

    checks = choice.checks
    output = tempfile.SpooledTemporaryFile(max_size=SPOOL_OUTPUT, prefix="pain2pis-output-")  # noqa: SIM115 - handed on
    try:
        result = convert(
            source,
            output,
            to="json" if choice.to == "json" else "xml" if choice.to == "xml" else None,
            psu_redirect_link=choice.redirect,
            psu_id=choice.psu_id,
            allow_immediate_execution=checks.immediate,
            skill=checks.profile,
            config=settings.config,
            read_options=ReadOptions(processes=1),
            pain_version=choice.pain_version,
            structure_addresses=choice.structure_addresses,
            max_per_code=settings.per_code,
            scheme=checks.scheme,
            columns=True,  # as convert's CLI shows them
        )
        findings = result.listed
        with findings:
            report = get_reporter("json").render([FileResult(checks.name, findings, result.held)])
    except PainBridgeError as exc:
        output.close()
        raise _unreadable(exc, source, checks.name) from None
    except BaseException:
        output.close()
        raise
    if not result.written:
        output.close()
        raise Problem(
            "input.invalid",
            f"{checks.name} has error findings: nothing converted (see report).",
            report=_parsed(report),
        )
    size = output.tell()
    output.seek(0)
    return Converted(output, size, result.target_format, report)


def _parsed(report: str) -> object:
    import json

    return json.loads(report)
