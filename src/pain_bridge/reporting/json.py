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

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

from pain_bridge.findings import Finding, Severity
from pain_bridge.flood import Held
from pain_bridge.reporting import FileResult, ReporterOptions

_LEVELS = (Severity.ERROR, Severity.WARNING, Severity.INFO)


def _summary(findings: Sequence[Finding], held: Sequence[Held] = ()) -> dict[str, Any]:
    by_severity = Counter(f.severity.value for f in findings)
    codes = Counter(f.code for f in findings)
    for item in held:
        by_severity[item.severity.value] += item.count
        codes[item.code] += item.count
    return {
        **{level.value: by_severity.get(level.value, 0) for level in _LEVELS},
        "codes": dict(sorted(codes.items())),
    }


def as_data(results: Sequence[FileResult]) -> dict[str, Any]:
    """The report as plain JSON-ready data: each file with its findings and their counts
    by severity and code, and the same counts over every file."""
    files = []
    every: list[Finding] = []
    every_held: list[Held] = []
    for result in results:
        ordered = result.sorted_findings(held=False)
        every.extend(ordered)
        every_held.extend(result.held)
        entry: dict[str, Any] = {
            "path": result.path,
            "valid": result.valid,
            "findings": [finding.to_dict() for finding in ordered],
            "summary": _summary(ordered, result.held),
        }
        if result.held:  # counted, not listed: a flood of one code
            entry["not_listed"] = [
                {"code": h.code, "severity": h.severity.value, "count": h.count}
                for h in result.held
            ]
        files.append(entry)
    valid = sum(1 for result in results if result.valid)
    summary = {"files": len(files), "valid": valid, **_summary(every, every_held)}
    return {"files": files, "summary": summary}


class JsonReporter:
    """One JSON object: ``{"files": [{"path", "valid", "findings", "summary"}],
    "summary": {...}}``."""

    def __init__(self, options: ReporterOptions | None = None) -> None:
        self.options = options or ReporterOptions()

    def render(self, results: Sequence[FileResult]) -> str:
        return json.dumps(as_data(results), indent=2, ensure_ascii=False) + "\n"
