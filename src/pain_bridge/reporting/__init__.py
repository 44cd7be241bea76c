"""Reporters: findings rendered for people, programs, code scanning and CI logs.

A reporter writes the results of a validation run, one :class:`FileResult` per input
file, to a text stream (:meth:`Reporter.write`; the findings of a file are read from
their spool in document order as they are written) or renders them as one string.
Reporters are chosen by name from :data:`REPORTERS`:

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

import io
import itertools
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TextIO

from pain_bridge.findings import Finding, Severity
from pain_bridge.flood import Held
from pain_bridge.osnames import display_name
from pain_bridge.spool import FindingSpool, document_order

if TYPE_CHECKING:
    from pain_bridge.guideline import Guideline

__all__ = [
    "REPORTERS",
    "STDIN_NAME",
    "FileResult",
    "Reporter",
    "ReporterOptions",
    "Writes",
    "count_by_severity",
    "get_reporter",
    "worst_of",
]


#: How standard input is named in reports.
STDIN_NAME = "<stdin>"


def worst_of(tally: Counter[tuple[str, Severity]]) -> Severity | None:
    """The worst severity of a tally of findings by (code, severity)."""
    severities = {severity for (_, severity), count in tally.items() if count}
    return max(severities, key=lambda s: s.rank, default=None)


@dataclass(frozen=True, slots=True)
class FileResult:
    """The findings of one input file; ``path`` is as the user named it (``<stdin>`` for -),
    and :attr:`shown_path` is how every reporter shows it.

    ``findings``: a sequence, or a :class:`~pain_bridge.spool.FindingSpool` that
    keeps any number of them in bounded memory (the CLI's case). ``held``: findings
    counted but not listed (a flood of one code, see :mod:`pain_bridge.flood`); they count
    in :attr:`valid`, the summaries and the exit status like listed ones.
    """

    path: str
    findings: Sequence[Finding] | FindingSpool
    held: tuple[Held, ...] = ()

    @property
    def shown_path(self) -> str:
        """:attr:`path` as text: a file name's bytes that are not UTF-8 escaped
        (:func:`~pain_bridge.osnames.display_name`), so a report can always be written."""
        return display_name(self.path)

    def tally(self) -> Counter[tuple[str, Severity]]:
        """How many findings of each (code, severity), listed or held."""
        findings = self.findings
        if isinstance(findings, FindingSpool):
            counts = Counter(findings.tally)
        else:
            counts = Counter((f.code, f.severity) for f in findings)
        for held in self.held:
            counts[held.code, held.severity] += held.count
        return counts

    @property
    def valid(self) -> bool:
        """True when no finding, listed or held, is an error."""
        return self.worst is not Severity.ERROR

    @property
    def worst(self) -> Severity | None:
        """The worst severity among its findings, listed or held."""
        return worst_of(self.tally())

    def sorted_findings(self, *, held: bool = True) -> Iterator[Finding]:
        """The findings in document order (:func:`~pain_bridge.spool.document_order`), then (unless
        ``held`` is False) one line for each code whose further findings were counted."""
        findings = self.findings
        listed = (
            iter(findings)
            if isinstance(findings, FindingSpool)
            else iter(sorted(findings, key=document_order))
        )
        if not held:
            return listed
        return itertools.chain(listed, (h.as_finding() for h in self.held))


@dataclass(frozen=True, slots=True)
class ReporterOptions:
    """What a reporter may need to know about where its output goes.

    ``color``: emit ANSI colours (the text reporter only; the CLI sets it for terminals).
    ``root``: the directory SARIF artifact URIs are made relative to (default: the current
    working directory at render time).
    ``show_info``: list ``info`` findings (the text and github reporters; the text report
    still counts them in its summary line). The CLI hides them unless ``--verbose``.
    ``guidelines``: the banks' guidelines applied (:mod:`pain_bridge.guideline`), whose
    rules the SARIF log describes as the catalogue's (message, source, severity).
    """

    color: bool = False
    root: Path | None = None
    show_info: bool = True
    guidelines: tuple[Guideline, ...] = ()


class Reporter(Protocol):
    """Writes validation results to a text stream as it reads them (a spool of findings
    is never held whole), or renders them as one string."""

    def write(self, results: Sequence[FileResult], out: TextIO) -> None: ...

    def render(self, results: Sequence[FileResult]) -> str: ...


class Writes:
    """A reporter's :meth:`render`: what its :meth:`write` writes, as one string."""

    def write(self, results: Sequence[FileResult], out: TextIO) -> None:
        raise NotImplementedError

    def render(self, results: Sequence[FileResult]) -> str:
        buffer = io.StringIO()
        self.write(results, buffer)
        return buffer.getvalue()


class ReporterFactory(Protocol):
    def __call__(self, options: ReporterOptions) -> Reporter: ...


def count_by_severity(results: Sequence[FileResult]) -> dict[Severity, int]:
    """How many findings of each severity the results hold (every severity is a key)."""
    counts = dict.fromkeys(Severity, 0)
    for result in results:
        for (_, severity), count in result.tally().items():
            counts[severity] += count
    return counts


def _factory(name: str) -> ReporterFactory:
    """The reporter class of ``name``, its module imported only now: a text report does
    not pay for the others' imports (``html`` and ``decimal``, ``json``, ``urllib``)."""
    if name == "text":
        from pain_bridge.reporting.text import TextReporter

        return TextReporter
    if name == "json":
        from pain_bridge.reporting.json import JsonReporter

        return JsonReporter
    if name == "sarif":
        from pain_bridge.reporting.sarif import SarifReporter

        return SarifReporter
    if name == "github":
        from pain_bridge.reporting.github import GithubReporter

        return GithubReporter
    from pain_bridge.reporting.html import HtmlReporter

    return HtmlReporter


class _Reporters(Mapping[str, ReporterFactory]):
    """Reporter name → reporter class, each class imported when it is looked up."""

    _NAMES = ("text", "json", "sarif", "github", "html")

    def __getitem__(self, name: str) -> ReporterFactory:
        if name not in self._NAMES:
            raise KeyError(name)
        return _factory(name)

    def __iter__(self) -> Iterator[str]:
        return iter(self._NAMES)

    def __len__(self) -> int:
        return len(self._NAMES)


#: Reporter name → reporter class (each takes a :class:`ReporterOptions`).
REPORTERS: Mapping[str, ReporterFactory] = _Reporters()


def get_reporter(name: str, options: ReporterOptions | None = None) -> Reporter:
    """The reporter called ``name``; ``KeyError`` lists the known names."""
    try:
        factory = REPORTERS[name]
    except KeyError:
        raise KeyError(f"unknown format {name!r}; known: {', '.join(REPORTERS)}") from None
    return factory(options or ReporterOptions())
