"""The schema check in a second process gives the same findings and output as in one."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, corpus_files
from pain_bridge.convert import convert
from pain_bridge.reader import ReadOptions, read_message
from pain_bridge.reader import verdict as verdict_module

FILES = corpus_files(include_other_versions=True) or sorted((FIXTURES / "xml").glob("*.xml"))


@pytest.fixture(autouse=True)
def every_file_is_large_enough(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(verdict_module, "MIN_SIZE", 0)


def _rows(path: Path, processes: int) -> list[tuple[object, ...]]:
    _, findings = read_message(path, ReadOptions(processes=processes))
    return [(f.code, f.severity, f.line, f.xpath, f.pointer, f.message) for f in findings]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_same_findings_and_bytes_with_one_process_or_two(path: Path) -> None:
    assert verdict_module.can_run(str(path), 2)
    assert _rows(path, 2) == _rows(path, 1)
    two = convert(path, psu_redirect_link="https://app.example/cb",
                  read_options=ReadOptions(processes=2))  # fmt: skip
    one = convert(path, psu_redirect_link="https://app.example/cb",
                  read_options=ReadOptions(processes=1))  # fmt: skip
    assert two.findings == one.findings
    assert two.output == one.output


def test_a_violation_deep_in_a_file_is_found_by_the_second_process(tmp_path: Path) -> None:
    import subprocess
    import sys

    from conftest import PROJECT_ROOT

    path = tmp_path / "big.xml"
    subprocess.run([sys.executable, str(PROJECT_ROOT / "benchmarks" / "generate.py"), "-n",
                    "400", "-o", str(path)], check=True, capture_output=True)  # fmt: skip
    data = path.read_bytes()
    start = data.rindex(b"<EndToEndId>") + len(b"<EndToEndId>")
    end = data.index(b"</EndToEndId>", start)
    path.write_bytes(data[:start] + data[end:])  # well-formed, but an empty id
    rows = _rows(path, 2)
    assert rows == _rows(path, 1)
    violations = [row for row in rows if row[0] == "xsd.violation"]
    assert len(violations) == 1
    assert str(violations[0][3]).endswith("/PmtId/EndToEndId")
