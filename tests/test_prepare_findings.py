"""What ``submit`` (and the demo) reports before sending: each problem of the file once,
though the file is checked whole and again as the intents split from it."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from pain_bridge.errors import ValidationFailed
from pain_bridge.findings import Finding, Severity
from pain_bridge.gateway.submit import one_finding_per_problem, prepare_intents
from pain_bridge.validation import iter_findings

SAMPLE = Path(__file__).resolve().parents[1] / "src" / "pain_bridge" / "samples" / "demo.xml"
REDIRECT = "https://app.example/cb"


def _said(findings: list[Finding]) -> Counter[tuple[str, str]]:
    return Counter((f.code, f.message) for f in findings)


@pytest.mark.parametrize("split", ["transaction", "payment-info"])
def test_each_problem_of_the_file_is_said_once(split: str) -> None:
    """The demo said 17 warnings of its sample: its 6 free-text addresses at their lines,
    and 8 again "in the payment intent" (a debtor and a creditor in each of 4)."""
    prepared = prepare_intents(
        SAMPLE, skill="demo_xx_pisp_sbx_#1.0", split=split,  # type: ignore[arg-type]
        psu_redirect_link=REDIRECT, allow_immediate_execution=True,
    )  # fmt: skip
    in_file = list(iter_findings(SAMPLE, allow_immediate_execution=True))
    warnings = [f for f in prepared.findings if f.severity is Severity.WARNING]
    assert _said(warnings) == _said([f for f in in_file if f.severity is Severity.WARNING])
    assert all(f.line is not None for f in warnings)  # at the file's lines, not the JSON's


def test_a_skill_s_scheme_reports_each_problem_once_at_its_line() -> None:
    """ING's scheme (EPC SCT) refuses free-text addresses: each is one error at its line,
    the scheme's, not also the generic warning at the line and the error in the intent."""
    with pytest.raises(ValidationFailed) as refused:
        prepare_intents(
            SAMPLE, skill="ing_nl_pisp_sbx_#1.0", split="transaction",
            psu_redirect_link=REDIRECT, allow_immediate_execution=True,
        )  # fmt: skip
    found = refused.value.findings
    addresses = [f for f in found if f.code == "epc.address-unstructured"]
    assert {f.severity for f in addresses} == {Severity.ERROR}
    assert sorted(f.line for f in addresses if f.line is not None) == [31, 58, 82, 106, 136, 163]
    assert "address.unstructured" not in {f.code for f in found}


def test_what_only_the_intents_show_is_added() -> None:
    in_file = [Finding("date.past", Severity.WARNING, "old", line=3)]
    only_in_intent = Finding("skill.bulk", Severity.ERROR, "one payment only", pointer="/x")
    again = Finding("date.past", Severity.WARNING, "old", pointer="/payment_info/0")
    assert one_finding_per_problem(in_file, [again, only_in_intent]) == [
        in_file[0],
        only_in_intent,
    ]
