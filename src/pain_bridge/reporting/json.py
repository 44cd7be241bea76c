"""The ``json`` reporter: the CLI contract's one JSON object, for programs.

::

    {"files": [{"path": "pay.xml", "valid": false, "findings": [
        {"code": "iban.checksum", "severity": "error", "message": "…",
         "line": 42, "column": 13, "xpath": "/Document/…/IBAN",
         "pointer": "/payment_info/0/transactions/1/creditor_account/identification/iban"}],
        "summary": {"error": 1, "warning": 0, "info": 0, "codes": {"iban.checksum": 1}}}],
     "summary": {"files": 1, "valid": 0, "error": 1, "warning": 0, "info": 0,
                 "codes": {"iban.checksum": 1}}}

Files appear in the order they were given, findings in document order; a location the
finding does not have is ``null``. Past the limit per code (``--max-per-code``, 100 by
default) findings are counted, not listed: ``"not_listed": [{"code", "severity",
"count"}]`` beside ``findings``, and every count of the summaries includes them.
``valid`` is false exactly when the file has an ``error`` finding, listed or counted
(after severity overrides).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from json.encoder import encode_basestring
from typing import Any, TextIO

from pain_bridge.findings import Finding, Severity
from pain_bridge.reporting import FileResult, ReporterOptions, Writes, jsonstream, worst_of
from pain_bridge.reporting.jsonstream import Arrays

_LEVELS = (Severity.ERROR, Severity.WARNING, Severity.INFO)


def _summary(tally: Counter[tuple[str, Severity]]) -> dict[str, Any]:
    by_severity: Counter[Severity] = Counter()
    codes: Counter[str] = Counter()
    for (code, severity), count in tally.items():
        by_severity[severity] += count
        codes[code] += count
    return {
        **{level.value: by_severity[level] for level in _LEVELS},
        "codes": dict(sorted(codes.items())),
    }


def _number(value: int | None) -> str:
    return "null" if value is None else int.__repr__(value)


def _text(value: str | None) -> str:
    return "null" if value is None else encode_basestring(value)


def finding_json(finding: Finding, margin: str) -> str:
    """``finding.to_dict()`` as :mod:`.jsonstream` writes it at ``margin`` (``json.dumps``'s
    layout with ``indent=2``), written directly: a finding is always the same seven
    members, and a report is mostly its findings (``pain2pis serve`` writes one per
    request). Its twin is the general encoder (``tests/test_json_report.py``)."""
    inner = ",\n" + margin + "  "
    return (
        "{" + inner[1:] + '"code": ' + encode_basestring(finding.code)
        + inner + '"severity": "' + finding.severity.value
        + '"' + inner + '"message": ' + encode_basestring(finding.message)
        + inner + '"line": ' + _number(finding.line)
        + inner + '"column": ' + _number(finding.column)
        + inner + '"xpath": ' + _text(finding.xpath)
        + inner + '"pointer": ' + _text(finding.pointer)
        + "\n" + margin + "}"
    )  # fmt: skip


def as_data(results: Sequence[FileResult], arrays: Arrays | None = None) -> dict[str, Any]:
    """The report as plain JSON-ready data: each file with its findings and their counts
    by severity and code, and the same counts over every file. With ``arrays``, each
    file's findings are a placeholder there (:mod:`.jsonstream`), read when written."""
    files = []
    every: Counter[tuple[str, Severity]] = Counter()
    valid = 0
    for result in results:
        tally = result.tally()  # once (FileResult.valid would count them again)
        every.update(tally)
        is_valid = worst_of(tally) is not Severity.ERROR
        valid += is_valid
        listed = result.sorted_findings(held=False)
        entry: dict[str, Any] = {
            "path": result.shown_path,
            "valid": is_valid,
            "findings": (
                arrays.add(listed, finding_json)
                if arrays is not None
                else [finding.to_dict() for finding in listed]
            ),
            "summary": _summary(tally),
        }
        if result.held:  # counted, not listed: a flood of one code
            entry["not_listed"] = [
                {"code": h.code, "severity": h.severity.value, "count": h.count}
                for h in result.held
            ]
        files.append(entry)
    summary = {"files": len(files), "valid": valid, **_summary(every)}
    return {"files": files, "summary": summary}


class JsonReporter(Writes):
    """One JSON object: ``{"files": [{"path", "valid", "findings", "summary"}],
    "summary": {...}}``, each file's findings written as they are read."""

    def __init__(self, options: ReporterOptions | None = None) -> None:
        self.options = options or ReporterOptions()

    def write(self, results: Sequence[FileResult], out: TextIO) -> None:
        arrays = Arrays()
        jsonstream.write(as_data(results, arrays), arrays, out)
