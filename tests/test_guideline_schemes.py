"""A guideline names the schemes it applies to (issue 35, item 2): ``schemes = [..]`` in
``[guideline]``; its rules run only on the payment infos of those schemes (the scheme
applied, chosen or detected; detected where none is chosen), its group header's rules
once, at the first such payment info. An unknown scheme is an error at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

import pain_bridge
from pain_bridge.engine import RuleEngine
from pain_bridge.file_purpose import Purpose
from pain_bridge.guideline import GuidelineError, parse_guideline
from pain_bridge.reader import iter_xml_events

CLEAN = (Path(pain_bridge.__file__).parent / "samples" / "sct.09.xml").read_bytes()
NOT_SEPA = CLEAN.replace(b"<Cd>SEPA</Cd>", b"<Cd>NURG</Cd>", 1)
assert NOT_SEPA != CLEAN


def guideline(schemes: str) -> str:
    return f"""\
[guideline]
name = "acme"
family = "bank.acme"
versions = ["09"]
source = "ACME Bank pain.001 usage guideline 2026"
{schemes}

[[rules]]
code = "bank.acme.no-charge-bearer"
path = "PmtInf/ChrgBr"
forbidden = true
message = "ACME sets the charge bearer itself"

[[rules]]
code = "bank.acme.no-control-sum"
path = "GrpHdr/CtrlSum"
forbidden = true
message = "ACME computes the control sum itself"
"""


def codes(text: str, document: bytes, **options: object) -> list[str]:
    engine = RuleEngine(guidelines=[parse_guideline(text, "acme.toml")], **options)  # type: ignore[arg-type]
    return [
        f.code for f in engine.findings(iter_xml_events(document)) if f.code.startswith("bank.")
    ]


BOTH = ["bank.acme.no-control-sum", "bank.acme.no-charge-bearer"]


def test_a_guideline_without_schemes_applies_to_every_payment_info() -> None:
    assert sorted(codes(guideline(""), NOT_SEPA)) == sorted(BOTH)


def test_a_guideline_of_a_scheme_applies_to_its_payment_infos_alone() -> None:
    epc = guideline('schemes = ["epc-sct"]')
    assert parse_guideline(epc, "acme.toml").schemes == ("epc-sct",)
    assert sorted(codes(epc, CLEAN)) == sorted(BOTH)  # detected: SvcLvl SEPA
    assert codes(epc, NOT_SEPA) == []
    assert codes(guideline('schemes = ["swiss-sps"]'), CLEAN) == []
    # the scheme chosen decides, as for the scheme's own rules
    assert sorted(codes(epc, NOT_SEPA, purpose=Purpose.BANK, scheme="epc-sct")) == sorted(BOTH)
    assert codes(epc, CLEAN, purpose=Purpose.BANK, scheme="dk") == []


def test_the_group_header_rules_of_a_scheme_s_guideline_run_once() -> None:
    two = CLEAN.replace(
        b"</PmtInf>",
        b"</PmtInf>"
        + CLEAN.split(b"<PmtInf>", 1)[1].split(b"</PmtInf>")[0].join([b"<PmtInf>", b"</PmtInf>"]),
        1,
    )
    assert two.count(b"<PmtInf>") == 2
    found = codes(guideline('schemes = ["epc-sct"]'), two)
    assert found.count("bank.acme.no-control-sum") == 1
    assert found.count("bank.acme.no-charge-bearer") == 2


@pytest.mark.parametrize(
    ("schemes", "message"),
    [
        ('schemes = ["epc"]', "unknown scheme 'epc'"),
        ('schemes = "epc-sct"', "schemes is a list of scheme names"),
        ("schemes = []", "schemes is a list of scheme names"),
    ],
)
def test_an_unknown_scheme_is_an_error_at_its_line(schemes: str, message: str) -> None:
    with pytest.raises(GuidelineError, match=message) as caught:
        parse_guideline(guideline(schemes), "acme.toml")
    assert caught.value.line == 6


def test_the_report_says_which_guidelines_apply_to_each_payment_info() -> None:
    """``guideline.applied`` (info) at each payment info, naming the guidelines whose
    rules apply there, as ``scheme.applied`` names the scheme."""
    epc = parse_guideline(guideline('schemes = ["epc-sct"]'), "acme.toml")
    anywhere = parse_guideline(guideline("").replace('"acme"', '"any"', 1), "any.toml")

    def applied(document: bytes) -> list[tuple[str | None, str]]:
        engine = RuleEngine(guidelines=[epc, anywhere])
        return [
            (f.xpath, f.message)
            for f in engine.findings(iter_xml_events(document))
            if f.code == "guideline.applied"
        ]

    place = "/Document/CstmrCdtTrfInitn/PmtInf[1]"
    source = "ACME Bank pain.001 usage guideline 2026"
    assert applied(CLEAN) == [(place, f"the rules of acme ({source}); any ({source}) apply")]
    assert applied(NOT_SEPA) == [(place, f"the rules of any ({source}) apply")]
    assert [f.code for f in RuleEngine().findings(iter_xml_events(CLEAN))].count(
        "guideline.applied"
    ) == 0
