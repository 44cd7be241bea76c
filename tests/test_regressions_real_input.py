"""Defects found on real input (issue 10), each pinned by a test that failed before."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from pain_bridge.findings import Finding
from pain_bridge.validation import iter_findings

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "xml"
SINGLE = (FIXTURES / "single.xml").read_text(encoding="utf-8")
AMOUNT = '<InstdAmt Ccy="EUR">1250.00</InstdAmt>'
TODAY = date(2024, 6, 1)


def _findings(tmp_path: Path, text: str) -> list[Finding]:
    path = tmp_path / "case.xml"
    path.write_text(text, encoding="utf-8")
    return list(iter_findings(path, today=TODAY, allow_immediate_execution=True))


def _errors(found: list[Finding]) -> list[tuple[str, int | None]]:
    return [(f.code, f.line) for f in found if f.is_error]


def test_a_non_numeric_amount_is_one_schema_finding_at_the_amount(tmp_path: Path) -> None:
    assert AMOUNT in SINGLE
    found = _findings(tmp_path, SINGLE.replace(AMOUNT, '<InstdAmt Ccy="EUR">12,50 EUR</InstdAmt>'))
    line = SINGLE.splitlines().index(next(x for x in SINGLE.splitlines() if AMOUNT in x)) + 1
    assert _errors(found) == [("xsd.violation", line)]
    assert "InstdAmt" in next(f for f in found if f.is_error).message


def test_an_equivalent_amount_is_still_unsupported(tmp_path: Path) -> None:
    equivalent = '<EqvtAmt><Amt Ccy="EUR">1250.00</Amt><CcyOfTrf>EUR</CcyOfTrf></EqvtAmt>'
    found = _findings(tmp_path, SINGLE.replace(AMOUNT, equivalent))
    assert [f.code for f in found if f.is_error] == ["map.unsupported"]
    assert "EqvtAmt" in next(f for f in found if f.is_error).message


@pytest.mark.parametrize("cut", [0.3, 0.5, 0.8, 0.95])
def test_a_truncated_file_gets_its_syntax_finding_and_nothing_else(
    tmp_path: Path, cut: float
) -> None:
    found = _findings(tmp_path, SINGLE[: int(len(SINGLE) * cut)])
    assert found
    assert {f.code for f in found} == {"xml.syntax"}


def test_a_file_broken_in_the_middle_gets_only_syntax_findings(tmp_path: Path) -> None:
    broken = SINGLE.replace("</Cdtr>", "</Cdtor>", 1)
    found = _findings(tmp_path, broken)
    assert {f.code for f in found} == {"xml.syntax"}
