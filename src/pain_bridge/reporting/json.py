"""The ``json`` reporter: the CLI contract's one JSON object, for programs.

::

    {"files": [{"path": "pay.xml", "valid": false, "findings": [
        {"code": "iban.checksum", "severity": "error", "message": "…",
         "line": 42, "column": 13, "xpath": "/Document/…/IBAN",
         "pointer": "/payment_info/0/transactions/1/creditor_account/identification/iban"}]}]}

Files appear in the order they were given, findings in document order; a location the
finding does not have is ``null``. ``valid`` is false exactly when the file has an
``error`` finding (after severity overrides).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from pain_bridge.reporting import FileResult, ReporterOptions


def as_data(results: Sequence[FileResult]) -> dict[str, Any]:
    """The report as plain JSON-ready data."""
    return {
        "files": [
            {
                "path": result.path,
                "valid": result.valid,
                "findings": [finding.to_dict() for finding in result.sorted_findings()],
            }
            for result in results
        ]
    }


class JsonReporter:
    """One JSON object: ``{"files": [{"path", "valid", "findings": [...]}]}``."""

    def __init__(self, options: ReporterOptions | None = None) -> None:
        self.options = options or ReporterOptions()

    def render(self, results: Sequence[FileResult]) -> str:
        return json.dumps(as_data(results), indent=2, ensure_ascii=False) + "\n"
