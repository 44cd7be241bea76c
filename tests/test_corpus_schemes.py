"""The shared corpus with scheme detection on: every file's scheme findings are held by
a snapshot reviewed by hand, and detection adds no finding but the schemes'.

``tests/snapshots/corpus_scheme_findings.json`` maps each corpus file to the sorted
list of its scheme findings (``scheme.*``, ``epc.*``, ``cbpr.*``, ``sps.*``, ``dk.*``)
as ``[code, severity, line, xpath, note]``, where the note of ``scheme.applied`` is the
scheme's name and why it applied (other messages are left out, so that rewording one is
no regression). After an intended change (a new rule), regenerate with::

    PAIN_BRIDGE_UPDATE_SNAPSHOTS=1 .venv/bin/pytest tests/test_corpus_schemes.py

and review the diff: every new error must be checked against the file and the rule's
source. The tests skip where the corpus is absent.
"""

from __future__ import annotations

import json
import os
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from conftest import CORPUS, corpus_files
from pain_bridge.findings import SCHEME_FAMILIES, Finding
from pain_bridge.validation import iter_findings

SNAPSHOT = Path(__file__).parent / "snapshots" / "corpus_scheme_findings.json"
UPDATE = os.environ.get("PAIN_BRIDGE_UPDATE_SNAPSHOTS") == "1"
TODAY = date(2024, 6, 1)
FILES = corpus_files(include_other_versions=True)


def _name(path: Path) -> str:
    return path.relative_to(CORPUS).as_posix()


def _is_scheme(finding: Finding) -> bool:
    return finding.code.partition(".")[0] in SCHEME_FAMILIES


def _rows(findings: list[Finding]) -> list[list[Any]]:
    rows = [
        [f.code, f.severity.value, f.line, f.xpath, f.message if f.code == "scheme.applied" else ""]
        for f in findings
        if _is_scheme(f)
    ]
    return sorted(rows, key=lambda r: (r[2] or 0, r[0], r[3] or "", r[4]))


def _snapshot() -> dict[str, Any]:
    if not SNAPSHOT.exists():
        return {}
    data: dict[str, Any] = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    return data


def _store(name: str, rows: list[list[Any]]) -> None:
    data = _snapshot()
    data[name] = rows
    text = json.dumps(dict(sorted(data.items())), indent=1, ensure_ascii=False)
    SNAPSHOT.write_text(text + "\n", encoding="utf-8")


@pytest.mark.parametrize("path", FILES, ids=_name)
def test_scheme_findings_match_the_snapshot(path: Path) -> None:
    detected = list(iter_findings(path, today=TODAY, scheme="auto"))
    plain = list(iter_findings(path, today=TODAY))
    # detection adds the schemes' findings and nothing else
    assert [f for f in detected if not _is_scheme(f)] == plain
    rows = _rows(detected)
    name = _name(path)
    if UPDATE:
        _store(name, rows)
        return
    snapshot = _snapshot()
    assert name in snapshot, f"{name} has no snapshot; run with PAIN_BRIDGE_UPDATE_SNAPSHOTS=1"
    assert rows == snapshot[name]


def test_the_snapshot_has_no_stale_entries(corpus_dir: Path) -> None:
    if UPDATE:
        pytest.skip("updating the snapshot")
    assert set(_snapshot()) == {_name(p) for p in FILES}
