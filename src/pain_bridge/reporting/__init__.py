"""Reporters: findings rendered for people, programs, code scanning and CI logs.

A reporter turns the results of a validation run, one :class:`FileResult` per input file,
into one string. Reporters are chosen by name from :data:`REPORTERS`:

========  ==================================================================
``text``  ``path:line:col: severity code message`` lines and a summary line
``json``  ``{"files": [{"path", "valid", "findings": [...]}]}`` (the CLI contract)
``sarif`` SARIF 2.1.0, for GitHub code scanning and other SARIF viewers
``github`` GitHub Actions workflow commands (``::error file=…``): inline annotations
``html``  one self-contained page for people: totals, findings by code beside their
          source lines, the loss report
========  ==================================================================

>>> from pain_bridge.findings import make_finding
>>> result = FileResult("pay.xml", (make_finding("date.past", "2020-01-02 is past", line=9),))
>>> print(get_reporter("text").render([result]), end="")
pay.xml:9: warning date.past 2020-01-02 is past
1 file checked: 0 errors, 1 warning, 0 infos

Reporters only render; the exit-code policy lives in the CLI.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from pain_bridge.findings import Finding, Severity
from pain_bridge.flood import Held

__all__ = [
    "REPORTERS",
    "STDIN_NAME",
    "FileResult",
    "Reporter",
    "ReporterOptions",
    "count_by_severity",
    "get_reporter",
]


#: How standard input is named in reports.
STDIN_NAME = "<stdin>"


@dataclass(frozen=True, slots=True)
class FileResult:
    """The findings of one input file; ``path`` is as the user named it (``<stdin>`` for -).

    ``held``: findings counted but not listed (a flood of one code, see
    :mod:`pain_bridge.flood`); they count in :attr:`valid`, the summaries and the exit
    status like listed ones.
    """

    path: str
    findings: tuple[Finding, ...]
    held: tuple[Held, ...] = ()

    @property
    def valid(self) -> bool:
        """True when no finding, listed or held, is an error."""
        return not any(f.is_error for f in self.findings) and not any(
            h.severity is Severity.ERROR for h in self.held
        )

    @property
    def worst(self) -> Severity | None:
        """The worst severity among its findings, listed or held."""
        severities = [f.severity for f in self.findings] + [h.severity for h in self.held]
        return max(severities, key=lambda s: s.rank, default=None)

    def sorted_findings(self, *, held: bool = True) -> list[Finding]:
        """The findings in document order (see :meth:`Finding.sort_key`), then (unless
        ``held`` is False) one line for each code whose further findings were counted."""
        listed = sorted(self.findings, key=_order)
        return listed + [h.as_finding() for h in self.held] if held else listed


def _order(finding: Finding) -> tuple[int, int, str, str, str, str]:
    line, column, pointer, code = finding.sort_key()
    return (line, column, finding.xpath or "", pointer, code, finding.message)


@dataclass(frozen=True, slots=True)
class ReporterOptions:
    """What a reporter may need to know about where its output goes.

    ``color``: emit ANSI colours (the text reporter only; the CLI sets it for terminals).
    ``root``: the directory SARIF artifact URIs are made relative to (default: the current
    working directory at render time).
    ``show_info``: list ``info`` findings (the text reporter only; they are still counted
    in its summary line). The CLI hides them unless ``--verbose``.
    """

    color: bool = False
    root: Path | None = None
    show_info: bool = True


class Reporter(Protocol):
    """Renders validation results as one string."""

    def render(self, results: Sequence[FileResult]) -> str: ...


class ReporterFactory(Protocol):
    def __call__(self, options: ReporterOptions) -> Reporter: ...


def count_by_severity(results: Sequence[FileResult]) -> dict[Severity, int]:
    """How many findings of each severity the results hold (every severity is a key)."""
    counts = dict.fromkeys(Severity, 0)
    for result in results:
        for finding in result.findings:
            counts[finding.severity] += 1
        for held in result.held:
            counts[held.severity] += held.count
    return counts


def _registry() -> dict[str, ReporterFactory]:
    from pain_bridge.reporting.github import GithubReporter
    from pain_bridge.reporting.html import HtmlReporter
    from pain_bridge.reporting.json import JsonReporter
    from pain_bridge.reporting.sarif import SarifReporter
    from pain_bridge.reporting.text import TextReporter

    return {
        "text": TextReporter,
        "json": JsonReporter,
        "sarif": SarifReporter,
        "github": GithubReporter,
        "html": HtmlReporter,
    }


#: Reporter name → reporter class (each takes a :class:`ReporterOptions`).
REPORTERS: dict[str, ReporterFactory] = _registry()


def get_reporter(name: str, options: ReporterOptions | None = None) -> Reporter:
    """The reporter called ``name``; ``KeyError`` lists the known names."""
    try:
        factory = REPORTERS[name]
    except KeyError:
        raise KeyError(f"unknown format {name!r}; known: {', '.join(REPORTERS)}") from None
    return factory(options or ReporterOptions())
