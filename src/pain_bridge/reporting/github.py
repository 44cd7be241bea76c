"""The ``github`` reporter: GitHub Actions workflow commands, shown as inline annotations.

Each finding becomes one line that the Actions runner turns into an annotation on the
file and line of the pull request::

    ::error file=pay.xml,line=42,col=13,title=iban.checksum::IBAN DE89… fails its mod-97 check

``error`` and ``warning`` findings map to ``::error`` and ``::warning``; ``info`` findings
(which scheme applied, what was inferred) are notices only with ``show_info`` (the CLI's
``--verbose``), as in the text report: a pull request shows ten notices per step at most,
and a file's infos would fill them. A finding without a line is annotated on the file,
with its JSON Pointer or XPath appended to the message. Values are escaped as the runner
expects: ``%``, CR and LF everywhere, and also ``:`` and ``,`` inside properties.

Use it in a workflow step::

    - run: pain2pis validate --format github payments/*.xml
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TextIO

from pain_bridge.findings import Finding, Severity
from pain_bridge.reporting import FileResult, ReporterOptions, Writes

_COMMANDS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


def escape_data(value: str) -> str:
    """Escape a command's message: ``%``, CR and LF."""
    return value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(value: str) -> str:
    """Escape a command property's value: ``%``, CR, LF, ``:`` and ``,``."""
    return escape_data(value).replace(":", "%3A").replace(",", "%2C")


def annotation(path: str, finding: Finding) -> str:
    """The workflow command for one finding of the file ``path``."""
    properties = [("file", path)]
    if finding.line is not None:
        properties.append(("line", str(finding.line)))
        if finding.column is not None:
            properties.append(("col", str(finding.column)))
    properties.append(("title", finding.code))
    message = finding.message
    if finding.line is None and (finding.pointer or finding.xpath):
        message = f"{message} (at {finding.pointer or finding.xpath})"
    props = ",".join(f"{key}={escape_property(value)}" for key, value in properties)
    return f"::{_COMMANDS[finding.severity]} {props}::{escape_data(message)}"


class GithubReporter(Writes):
    """One ``::error``/``::warning`` workflow command per finding (``::notice`` per info
    finding with :attr:`~pain_bridge.reporting.ReporterOptions.show_info`)."""

    def __init__(self, options: ReporterOptions | None = None) -> None:
        self.options = options or ReporterOptions()

    def write(self, results: Sequence[FileResult], out: TextIO) -> None:
        for result in results:
            for finding in result.sorted_findings():
                if finding.severity is Severity.INFO and not self.options.show_info:
                    continue
                out.write(annotation(result.shown_path, finding) + "\n")
