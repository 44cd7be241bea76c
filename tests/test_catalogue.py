"""Every finding code is one of the catalogue, with the catalogue's severity, and
documented: in the README's table and, for rule codes, in the rule's docstring."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path
from typing import get_args

import pytest

from conftest import FIXTURES, PROJECT_ROOT, corpus_files
from pain_bridge.convert import convert
from pain_bridge.findings import CATALOGUE, SCHEME_FAMILIES, Code, Finding
from pain_bridge.rules import RULE_FOR_CODE, RULES
from pain_bridge.validation import iter_findings

README = (PROJECT_ROOT / "README.md").read_text(encoding="utf-8")
ROW = re.compile(r"^\| `([a-z0-9]+\.[a-z0-9.-]+)` \| ([a-z /]+) \| (.+) \|$", re.M)


def test_the_code_type_and_the_catalogue_agree() -> None:
    assert list(get_args(Code)) == list(CATALOGUE)


def test_the_readme_lists_the_catalogue() -> None:
    """The generic codes; the scheme codes are listed on the scheme pages
    (``test_scheme_docs.py``)."""
    rows = [(code, severity, summary) for code, severity, summary in ROW.findall(README)]
    expected = [
        (c.code, " / ".join(s.value for s in c.severities), c.summary)
        for c in CATALOGUE.values()
        if c.code.partition(".")[0] not in SCHEME_FAMILIES
    ]
    assert rows == expected


def test_every_rule_code_is_catalogued_and_documented() -> None:
    for rule in RULES:
        assert rule.codes, rule
        doc = rule.documentation()
        for code in rule.codes:
            assert code in CATALOGUE, (rule.name, code)
            assert f"``{code}``" in doc, (rule.name, code)
    assert set(RULE_FOR_CODE) <= set(CATALOGUE)


def _check(found: list[Finding]) -> set[str]:
    for finding in found:
        assert finding.code in CATALOGUE, finding
        assert finding.severity in CATALOGUE[finding.code].severities, finding
    return {f.code for f in found}


INPUTS = [
    *sorted((FIXTURES / "xml").glob("*.xml")),
    *sorted((FIXTURES / "json").glob("*.json")),
    *sorted((FIXTURES / "gateway").glob("*.json")),
    *corpus_files(include_other_versions=True),
]


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_every_emitted_code_has_the_catalogue_severity(path: Path) -> None:
    _check(list(iter_findings(path, today=date(2024, 6, 1))))
    target = "json" if path.suffix == ".xml" else "xml"
    _check(list(convert(path, to=target).findings))


def test_psu_redirect_link_left_to_the_caller_is_a_catalogued_warning() -> None:
    result = convert(FIXTURES / "xml" / "single.xml", to="json", allow_immediate_execution=True)
    (incomplete,) = [f for f in result.findings if f.pointer == "/psu_redirect_link"]
    assert incomplete.code == "map.incomplete"
    assert incomplete.severity is CATALOGUE["map.incomplete"].severity


def test_each_rule_lives_in_the_module_named_by_its_code_family() -> None:
    for rule in RULES:
        module = rule.__module__.rpartition(".")[2]
        assert {code.partition(".")[0] for code in rule.codes} == {module}, rule
