"""The ``text`` reporter: one line per finding, for people and for editors.

Each finding is a line ``path:line:col: severity code message``, in document order,
followed by one summary line. A finding without a line (JSON input, or a problem with the
file as a whole) shows its JSON Pointer or XPath where the position would be::

    pay.xml:42:13: error iban.checksum IBAN DE89370400440532013001 fails its mod-97 check
    pay.json:/payment_info/0/transactions/1/amount: error amount.range amount 0 is not positive
    2 files checked: 2 errors, 0 warnings, 0 infos

When the line is known but the column is not, the column is left out (``path:line: …``),
which editors and CI log matchers accept as well. Colours are used only when asked for
(the CLI asks when it writes to a terminal and ``NO_COLOR`` is not set). rich is
imported only then: plain text needs none of it, and its import is a tenth of the CLI's
start-up.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TextIO

from pain_bridge.findings import Finding, Severity
from pain_bridge.reporting import FileResult, ReporterOptions, Writes, count_by_severity

_STYLES = {Severity.ERROR: "bold red", Severity.WARNING: "yellow", Severity.INFO: "cyan"}

#: One output line as ``(text, style)`` pieces; style None is unstyled.
_Line = list[tuple[str, str | None]]


def position(finding: Finding) -> str:
    """``line:col``, ``line``, the pointer, the XPath, or "" when the finding has none."""
    if finding.line is not None:
        if finding.column is not None:
            return f"{finding.line}:{finding.column}"
        return str(finding.line)
    if finding.pointer == "":  # RFC 6901: the empty pointer is the whole document
        return "(root)"
    return finding.pointer or finding.xpath or ""


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def summary(results: Sequence[FileResult]) -> str:
    """``N files checked: E errors, W warnings, I infos``."""
    counts = count_by_severity(results)
    return (
        f"{_plural(len(results), 'file')} checked: "
        f"{_plural(counts[Severity.ERROR], 'error')}, "
        f"{_plural(counts[Severity.WARNING], 'warning')}, "
        f"{_plural(counts[Severity.INFO], 'info')}"
    )


class TextReporter(Writes):
    """``path:line:col: severity code message`` lines and a summary line."""

    def __init__(self, options: ReporterOptions | None = None) -> None:
        self.color = bool(options and options.color)
        self.show_info = options.show_info if options else True

    def lines(self, results: Sequence[FileResult]) -> Iterator[_Line]:
        """The output lines, each as ``(text, style)`` pieces, the summary last."""
        for result in results:
            for finding in result.sorted_findings():
                if finding.severity is Severity.INFO and not self.show_info:
                    continue
                where = position(finding)
                shown = result.shown_path
                yield [
                    (f"{shown}:{where}: " if where else f"{shown}: ", None),
                    (finding.severity.value, _STYLES[finding.severity]),
                    (" ", None),
                    (finding.code, "bold"),
                    (f" {finding.message}", None),
                ]
        counts = count_by_severity(results)
        style = (
            "bold red"
            if counts[Severity.ERROR]
            else ("yellow" if counts[Severity.WARNING] else "green")
        )
        hidden = (
            "" if self.show_info or not counts[Severity.INFO] else " (not listed; -v lists them)"
        )
        yield [(summary(results) + hidden, style)]

    def write(self, results: Sequence[FileResult], out: TextIO) -> None:
        lines = self.lines(results)
        if not self.color:
            for line in lines:
                out.write("".join(text for text, _ in line) + "\n")
            return
        from rich.console import Console
        from rich.text import Text

        console = Console(
            file=out,
            force_terminal=True,
            color_system="standard",
            highlight=False,
            soft_wrap=True,
            emoji=False,
            markup=False,
        )
        for line in lines:
            console.print(Text.assemble(*((text, style or "") for text, style in line)))
