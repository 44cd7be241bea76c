"""A path that repeats inside its unit (issue 35: list semantics): a constraint checks
each occurrence, a finding at each that breaks it; a condition reads the element as the
list of its texts, in ``.03``, ``.09`` and ``.13``."""

from __future__ import annotations

import pytest

from test_guideline import VERSIONS, findings, line_of, mutant

#: The first transaction's one remittance line, and the same with two lines.
ONE = "<RmtInf> <Ustrd>Invoice 2026-17</Ustrd> </RmtInf>"
TWO = "<RmtInf><Ustrd>Salary</Ustrd><Ustrd>INV-2026-17 for the spring deliveries</Ustrd></RmtInf>"


def rule(constraint: str, when: str | None = None) -> str:
    return (
        '[[rules]]\ncode = "bank.acme.lines"\npath = "PmtInf/CdtTrfTxInf/RmtInf/Ustrd"\n'
        f'{constraint}\nmessage = "remittance lines"\n' + (f"when = '{when}'\n" if when else "")
    )


@pytest.mark.parametrize("version", VERSIONS)
def test_a_constraint_checks_each_occurrence_at_its_line(version: str) -> None:
    document = mutant(version, ONE, TWO)
    found = findings(rule("max_length = 20"), document)
    assert [(f.line, f.xpath.rsplit("/", 1)[-1] if f.xpath else None) for f in found] == [
        (line_of(document, "<Ustrd>INV-2026-17"), "Ustrd[2]")
    ]
    assert "INV-2026-17 for the spring deliveries" in found[0].message
    assert findings(rule('pattern = "[A-Za-z ]+"'), document)[0].xpath == found[0].xpath
    assert [f.xpath for f in findings(rule('allowed = ["Salary"]'), document)] == [found[0].xpath]


@pytest.mark.parametrize("version", VERSIONS)
def test_a_condition_reads_a_repeated_element_as_the_list_of_its_texts(version: str) -> None:
    two = mutant(version, ONE, TWO)
    one = mutant(version, ONE, "<RmtInf><Ustrd>INV-1</Ustrd></RmtInf>")
    starts = 'CdtTrfTxInf.RmtInf.Ustrd.exists(u, u.startsWith("INV"))'
    # the second line decides: the list holds every occurrence, not the first alone
    assert len(findings(rule("forbidden = true", starts), two)) == 1
    assert len(findings(rule("forbidden = true", starts), one)) == 1
    many = "size(CdtTrfTxInf.RmtInf.Ustrd) > 1"
    assert len(findings(rule("forbidden = true", many), two)) == 1
    assert findings(rule("forbidden = true", many), one) == []  # a list even of one
    assert len(findings(rule("forbidden = true", '"Salary" in CdtTrfTxInf.RmtInf.Ustrd'), two))
    # a list compared with a text: false, so the rule does not apply
    assert findings(rule("forbidden = true", 'CdtTrfTxInf.RmtInf.Ustrd == "INV-1"'), one) == []
