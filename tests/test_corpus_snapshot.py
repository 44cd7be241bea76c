"""The shared corpus: every file's findings are stable, and the files labelled invalid are
rejected for the reason their source states.

The snapshot ``tests/snapshots/corpus_findings.json`` maps each corpus file (relative to the
corpus folder) to the sorted list of its findings as ``[code, severity, line, xpath,
pointer]``; messages are left out so that rewording one is not a regression. Validation
uses a fixed ``today`` so that ``date.past`` does not rot. After an intended change,
regenerate with::

    PAIN_BRIDGE_UPDATE_SNAPSHOTS=1 .venv/bin/pytest tests/test_corpus_snapshot.py

and review the diff of the JSON file. The tests skip where the corpus is absent.
"""

from __future__ import annotations

import csv
import json
import os
import re
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from conftest import CORPUS, corpus_files
from pain_bridge.config import RuleConfig
from pain_bridge.findings import Finding, Severity
from pain_bridge.validation import iter_findings

SNAPSHOT = Path(__file__).parent / "snapshots" / "corpus_findings.json"
UPDATE = os.environ.get("PAIN_BRIDGE_UPDATE_SNAPSHOTS") == "1"
TODAY = date(2024, 6, 1)
FILES = corpus_files(include_other_versions=True)


def _name(path: Path) -> str:
    return path.relative_to(CORPUS).as_posix()


def _findings(path: Path, config: RuleConfig | None = None) -> list[Finding]:
    return list(iter_findings(path, today=TODAY, config=config))


def _rows(findings: list[Finding]) -> list[list[Any]]:
    rows = [[f.code, f.severity.value, f.line, f.xpath, f.pointer] for f in findings]
    return sorted(rows, key=lambda r: (r[0], r[1], r[2] or 0, r[3] or "", r[4] or ""))


def _load_snapshot() -> dict[str, Any]:
    if not SNAPSHOT.exists():
        return {}
    data: dict[str, Any] = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    return data


def _store(name: str, rows: list[list[Any]]) -> None:
    data = _load_snapshot()
    data[name] = rows
    SNAPSHOT.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(dict(sorted(data.items())), indent=1, ensure_ascii=False)
    SNAPSHOT.write_text(text + "\n", encoding="utf-8")


@pytest.mark.parametrize("path", FILES, ids=_name)
def test_findings_match_the_snapshot(path: Path) -> None:
    name = _name(path)
    rows = _rows(_findings(path))
    if UPDATE:
        _store(name, rows)
        return
    snapshot = _load_snapshot()
    assert name in snapshot, f"{name} has no snapshot; run with PAIN_BRIDGE_UPDATE_SNAPSHOTS=1"
    assert rows == snapshot[name]


def test_snapshot_has_no_stale_entries(corpus_dir: Path) -> None:
    if UPDATE:
        pytest.skip("updating the snapshot")
    names = {_name(path) for path in FILES}
    assert set(_load_snapshot()) == names


def test_findings_are_deterministic(corpus_dir: Path) -> None:
    path = corpus_dir / "pain001-fcd31c5__pain.001.001.03.xml"
    if not path.exists():
        pytest.skip("file not in this corpus")
    assert _findings(path) == _findings(path)


# -- files labelled invalid --------------------------------------------------------------


def _sources() -> list[dict[str, str]]:
    table = CORPUS / "SOURCES.tsv"
    if not table.exists():
        return []
    with table.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def _errors(findings: list[Finding], code: str) -> list[Finding]:
    return [f for f in findings if f.code == code and f.severity is Severity.ERROR]


def _explained(path: Path, notes: str) -> str | None:
    """Check that ``path`` is rejected for the defect ``notes`` states; None when the notes
    name no defect this test knows (which fails the test: teach it the new wording)."""
    findings = _findings(path)
    if "CtrlSum mismatch" in notes:
        match = re.search(r"GrpHdr\.CtrlSum=([\d.]+) vs ([\d.]+)", notes)
        errors = _errors(findings, "totals.ctrl-sum")
        assert errors, "no totals.ctrl-sum error"
        assert any(e.xpath and e.xpath.endswith("GrpHdr/CtrlSum") for e in errors)
        if match:
            stated, actual = match.groups()
            assert any(stated in e.message and actual in e.message for e in errors), errors
        return "totals.ctrl-sum"
    if "MsgId missing" in notes:
        errors = _errors(findings, "xsd.violation")
        assert any("MsgId" in e.message for e in errors), errors
        return "xsd.violation"
    if "not well-formed" in notes or "missing closing" in notes:
        errors = _errors(findings, "xml.syntax")
        assert errors, findings
        assert errors[0].line is not None, errors
        return "xml.syntax"
    if "unknown element" in notes:
        element = re.search(r"unknown element (\w+)", notes)
        errors = _errors(findings, "xsd.violation")
        assert errors, findings
        if element:
            assert any(element.group(1) in e.message for e in errors), errors
        return "xsd.violation"
    if "ReqdExctnDt in the past" in notes:
        # date.past is a warning by default (spec/rules.md): the file is *valid* for us
        # unless the project raises it, which is exactly what such a validator's "invalid"
        # means. So: the warning is there, at the date, and raising it rejects the file.
        past = [f for f in findings if f.code == "date.past"]
        assert past, findings
        assert all(f.severity is Severity.WARNING for f in past)
        assert any(f.xpath and f.xpath.endswith("ReqdExctnDt") and f.line for f in past)
        raised = _findings(path, RuleConfig(severity={"date.past": Severity.ERROR}))
        assert _errors(raised, "date.past")
        return "date.past"
    return None


INVALID = [row for row in _sources() if row.get("expected") == "invalid"]


@pytest.mark.parametrize("row", INVALID, ids=[row["file"] for row in INVALID])
def test_invalid_files_are_rejected_for_the_stated_reason(row: dict[str, str]) -> None:
    path = CORPUS / row["file"]
    if not path.exists():
        pytest.skip(f"{row['file']} not in this corpus")
    assert _explained(path, row["notes"]) is not None, f"unknown defect wording: {row['notes']}"


_XSD_LINE = re.compile(r"XSD: INVALID \(line (\d+): Element '(\w+)'")

XSD_INVALID = [
    row for row in _sources() if "/" not in row["file"] and _XSD_LINE.search(row.get("notes", ""))
]


@pytest.mark.parametrize("row", XSD_INVALID, ids=[row["file"] for row in XSD_INVALID])
def test_schema_violations_are_reported_at_the_line_libxml2_names(row: dict[str, str]) -> None:
    path = CORPUS / row["file"]
    if not path.exists():
        pytest.skip(f"{row['file']} not in this corpus")
    match = _XSD_LINE.search(row["notes"])
    assert match is not None
    line = int(match.group(1))
    errors = [f for f in _findings(path) if f.is_error and f.code == "xsd.violation"]
    assert any(f.line == line for f in errors), [(f.line, f.message) for f in errors]
