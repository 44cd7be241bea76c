"""The shared corpus validated with detection on (``--scheme auto``): the scheme findings
of every file are held by a snapshot, and detection adds no error but those checked by
hand against the file and the source.

The snapshot ``tests/snapshots/corpus_scheme_findings.json`` maps each corpus file to
the sorted ``[code, severity, line, xpath]`` of its scheme findings (``scheme.applied``
and the ``epc``/``cbpr``/``sps``/``dk`` families). Regenerate after an intended change
with ``PAIN_BRIDGE_UPDATE_SNAPSHOTS=1 .venv/bin/pytest tests/test_corpus_schemes.py``
and review the diff.
"""

from __future__ import annotations

import json
import os
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from conftest import CORPUS, corpus_files
from pain_bridge.findings import SCHEME_FAMILIES, Severity
from pain_bridge.validation import iter_findings

SNAPSHOT = Path(__file__).parent / "snapshots" / "corpus_scheme_findings.json"
UPDATE = os.environ.get("PAIN_BRIDGE_UPDATE_SNAPSHOTS") == "1"
TODAY = date(2026, 12, 1)  # after the address cut-overs: a file without a date meets them
FILES = corpus_files(include_other_versions=True)

#: The only errors detection adds on the corpus, each checked by hand against the file
#: and the source: a template of ebics-web-client whose ids are placeholders with ``%``,
#: outside the Swiss reference set (SPS IG v2.2 §3.2 Tab. 6, CH-03).
CHECKED_ERRORS = {
    "other-versions/ebics-web-client__pain.001.001.09_PaymentType_Domestic_QRR.xml": [
        ["sps.reference-charset", 5],
        ["sps.reference-charset", 32],
        ["sps.reference-charset", 57],
        ["sps.reference-charset", 58],
    ],
}


def _name(path: Path) -> str:
    return path.relative_to(CORPUS).as_posix()


def _rows(path: Path) -> list[list[Any]]:
    rows = [
        [f.code, f.severity.value, f.line, f.xpath]
        for f in iter_findings(path, today=TODAY, scheme="auto")
        if f.code.partition(".")[0] in SCHEME_FAMILIES
    ]
    return sorted(rows, key=lambda r: (r[0], r[1], r[2] or 0, r[3] or ""))


def _load() -> dict[str, Any]:
    if not SNAPSHOT.exists():
        return {}
    data: dict[str, Any] = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("path", FILES, ids=_name)
def test_scheme_findings_match_the_snapshot(path: Path) -> None:
    name, rows = _name(path), _rows(path)
    if UPDATE:
        data = _load()
        data[name] = rows
        text = json.dumps(dict(sorted(data.items())), indent=1, ensure_ascii=False)
        SNAPSHOT.write_text(text + "\n", encoding="utf-8")
        return
    snapshot = _load()
    assert name in snapshot, f"{name} has no snapshot; run with PAIN_BRIDGE_UPDATE_SNAPSHOTS=1"
    assert rows == snapshot[name]
    errors = [[code, line] for code, severity, line, _x in rows if severity == Severity.ERROR]
    assert errors == CHECKED_ERRORS.get(name, [])


def test_the_snapshot_names_only_corpus_files(corpus_dir: Path) -> None:
    if UPDATE:
        pytest.skip("updating the snapshot")
    assert set(_load()) == {_name(path) for path in FILES}
