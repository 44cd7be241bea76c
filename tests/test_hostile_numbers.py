"""Hostile numbers in every numeric field of every input: a finding at the field, never an
exception, never a conversion without bound, never a message of thousands of digits.

``int()`` refuses text of more than 4,300 digits (and ``str()`` such an int);
``1e999999999`` is exact as a Decimal but a billion digits as an int or in fixed
notation. Each value below goes into each field of pain.001 (read, validated, converted
both ways), of pain.002 (read, shown) and of the payment intent JSON.
"""

from __future__ import annotations

import json
import re
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import FIXTURES
from pain_bridge.cli import main
from pain_bridge.convert import convert
from pain_bridge.findings import Finding
from pain_bridge.mapping.from_json import load_json
from pain_bridge.status_report import (
    OriginalPaymentInfo,
    StatusReport,
    TransactionStatus,
    read_report,
    report_bytes,
)
from pain_bridge.validation import iter_findings
from rules_support import json_data

TODAY = date(2099, 1, 1)
#: No message needs more to say what is wrong with a value.
MESSAGE_LIMIT = 400

HOSTILE = {
    "5000 digits": "9" * 5000,
    "a huge exponent": "1e999999999",
    "a huge negative": "-1e999999999",
    "5000 decimals": "0." + "0" * 5000 + "1",
    "digits both sides": "9" * 5000 + "." + "9" * 5000,
    "a superscript": "²",
    "Arabic-Indic digits": "١٢",
    "fullwidth digits": "１２",
}

#: Each field: the element's text as a pattern (group 1 ends where the value starts).
PAIN001_FIELDS = {
    "GrpHdr/NbOfTxs": r"(<GrpHdr>.*?<NbOfTxs>)[^<]*",
    "GrpHdr/CtrlSum": r"(<GrpHdr>.*?<CtrlSum>)[^<]*",
    "PmtInf/NbOfTxs": r"(<PmtInf>.*?<NbOfTxs>)[^<]*",
    "PmtInf/CtrlSum": r"(<PmtInf>.*?<CtrlSum>)[^<]*",
    "InstdAmt": r"(<InstdAmt[^>]*>)[^<]*",
}
PAIN002_FIELDS = {
    "OrgnlGrpInfAndSts/OrgnlNbOfTxs": r"(<OrgnlGrpInfAndSts>.*?<OrgnlNbOfTxs>)[^<]*",
    "OrgnlGrpInfAndSts/OrgnlCtrlSum": r"(<OrgnlGrpInfAndSts>.*?<OrgnlCtrlSum>)[^<]*",
    "OrgnlPmtInfAndSts/OrgnlNbOfTxs": r"(<OrgnlPmtInfAndSts>.*?<OrgnlNbOfTxs>)[^<]*",
    "OrgnlPmtInfAndSts/OrgnlCtrlSum": r"(<OrgnlPmtInfAndSts>.*?<OrgnlCtrlSum>)[^<]*",
    "InstdAmt": r"(<InstdAmt[^>]*>)[^<]*",
}


def _put(document: str, pattern: str, value: str) -> tuple[bytes, int]:
    """``document`` with the field's text replaced by ``value``, and the field's line."""
    match = re.search(pattern, document, re.DOTALL)
    assert match is not None, pattern
    changed = document[: match.end(1)] + value + document[match.end() :]
    return changed.encode(), document.count("\n", 0, match.end(1)) + 1


def _assert_refused_at(findings: list[Finding], line: int) -> None:
    assert any(f.is_error and f.code == "xsd.violation" and f.line == line for f in findings), [
        (f.code, f.line, f.message[:80]) for f in findings
    ]
    for finding in findings:
        assert len(finding.message) <= MESSAGE_LIMIT, (finding.code, finding.message[:200])


PAIN001 = (FIXTURES / "xml" / "single.xml").read_text()


@pytest.mark.parametrize("value", HOSTILE.values(), ids=HOSTILE.keys())
@pytest.mark.parametrize("field", PAIN001_FIELDS.values(), ids=PAIN001_FIELDS.keys())
def test_pain001_numbers_are_findings_at_their_field(field: str, value: str) -> None:
    document, line = _put(PAIN001, field, value)
    _assert_refused_at(list(iter_findings(document, today=TODAY)), line)
    to_json = convert(document, today=TODAY, allow_immediate_execution=True, max_per_code=None)
    to_xml = convert(document, to="xml", pain_version="09", today=TODAY, max_per_code=None)
    for result in (to_json, to_xml):
        assert not result.written
        _assert_refused_at(list(result.listed), line)


def test_a_count_of_5000_digits_is_reported_at_its_line_by_the_cli(tmp_path: Path) -> None:
    document, line = _put(PAIN001, PAIN001_FIELDS["GrpHdr/NbOfTxs"], "9" * 5000)
    path = tmp_path / "long-count.xml"
    path.write_bytes(document)
    result = CliRunner().invoke(main, ["validate", str(path)])
    assert result.exit_code == 1, result.output
    assert "internal error" not in result.output
    assert f"long-count.xml:{line}:7: error xsd.violation" in result.output
    # the schema's violation of NbOfTxs speaks; totals.nb-of-txs is not repeated beside it
    assert "totals.nb-of-txs" not in result.output
    assert max(len(row) for row in result.output.splitlines()) <= MESSAGE_LIMIT


def _pain002() -> str:
    transaction = TransactionStatus(
        status="ACSC", original_end_to_end_id="E2E-1", amount=Decimal("10.00"), currency="EUR"
    )
    info = OriginalPaymentInfo(
        original_id="PMT-1",
        status="ACSC",
        number_of_transactions=1,
        control_sum=Decimal("10.00"),
        transactions=(transaction,),
    )
    report = StatusReport(
        message_id="STATUS-1",
        created="2099-01-01T10:00:00",
        original_message_id="MSG-1",
        original_message_name="pain.001.001.03",
        group_status="ACSC",
        original_number_of_transactions=1,
        original_control_sum=Decimal("10.00"),
        payment_infos=(info,),
    )
    return report_bytes(report).decode()


PAIN002 = _pain002()


@pytest.mark.parametrize("value", HOSTILE.values(), ids=HOSTILE.keys())
@pytest.mark.parametrize("field", PAIN002_FIELDS.values(), ids=PAIN002_FIELDS.keys())
def test_pain002_numbers_are_findings_at_their_field(field: str, value: str) -> None:
    document, line = _put(PAIN002, field, value)
    read = read_report(document)
    _assert_refused_at(list(read.findings), line)
    assert read.report is not None
    numbers = [
        read.report.original_number_of_transactions,
        read.report.original_control_sum,
        *(i.number_of_transactions for i in read.report.payment_infos),
        *(i.control_sum for i in read.report.payment_infos),
        *(t.amount for t in read.report.transactions),
    ]
    # the model carries no value the schema refuses: at most 18 digits each
    for number in numbers:
        assert number is None or len(str(number)) <= 20, number
    assert numbers.count(None) == 1  # the one field changed, and only it


@pytest.mark.parametrize("fmt", ["text", "json"])
@pytest.mark.parametrize("value", ["9" * 5000, "1e999999999"])
@pytest.mark.parametrize("field", PAIN002_FIELDS.values(), ids=PAIN002_FIELDS.keys())
def test_status_from_file_shows_hostile_numbers_briefly(
    field: str, value: str, fmt: str, tmp_path: Path
) -> None:
    document, line = _put(PAIN002, field, value)
    path = tmp_path / "report.xml"
    path.write_bytes(document)
    result = CliRunner().invoke(main, ["status", "--from-file", str(path), "--format", fmt])
    assert result.exit_code == 1, result.output
    assert f"report.xml:{line}: error xsd.violation" in result.output
    assert "Traceback" not in result.output
    assert "internal error" not in result.output
    assert len(result.output) < 5000


# -- the payment intent JSON ---------------------------------------------------------------
def _json_text(pointer: str, number: str) -> bytes:
    """The valid payment intent with the member at ``pointer`` written as ``number``."""
    data = json_data()
    node = data
    *parents, last = pointer.strip("/").split("/")
    for part in parents:
        node = node[int(part)] if isinstance(node, list) else node[part]
    node[last] = "@NUMBER@"
    return json.dumps(data, indent=2).replace('"@NUMBER@"', number).encode()


AMOUNT = "/payment_info/0/transactions/0/amount/instructed_amount/value"
JSON_CASES = {  # (pointer, number as JSON text) → the finding's code and pointer
    "a count of 5000 digits": ("/group_header/txs_no", "9" * 5000),
    "a count of 16 digits": ("/group_header/txs_no", "1" * 16),
    "a negative count of 5000 digits": ("/group_header/txs_no", "-" + "9" * 5000),
    "a count with a huge exponent": ("/group_header/txs_no", "1e999999999"),
    "an amount of 5000 digits": (AMOUNT, "9" * 5000),
    "an amount with a huge exponent": (AMOUNT, "1e999999999"),
    "an amount with a huge fraction": (AMOUNT, "0." + "0" * 5000 + "1"),
}


@pytest.mark.parametrize(("pointer", "number"), JSON_CASES.values(), ids=JSON_CASES.keys())
def test_json_numbers_are_schema_findings_at_their_pointer(pointer: str, number: str) -> None:
    text = _json_text(pointer, number)
    findings = list(iter_findings(text, today=TODAY))
    assert [(f.code, f.pointer) for f in findings if f.is_error] == [("json.schema", pointer)]
    assert all(len(f.message) <= MESSAGE_LIMIT for f in findings)
    result = convert(text, today=TODAY, max_per_code=None)
    assert not result.written
    assert [(f.code, f.pointer) for f in result.listed if f.is_error] == [("json.schema", pointer)]


def test_a_json_count_of_too_many_digits_says_so() -> None:
    findings = list(iter_findings(_json_text("/group_header/txs_no", "9" * 5000), today=TODAY))
    assert [f.message for f in findings] == [
        "txs_no must be a count of at most 15 digits, not 99999999999999999999…999999999 "
        "(5000 digits)"
    ]


@pytest.mark.parametrize(
    ("pointer", "number"),
    [("/group_header/txs_no", "1e99999999999999999999"), (AMOUNT, "-1.5e-99999999999999999999")],
)
def test_a_json_number_beyond_any_decimal_is_a_syntax_finding_at_its_place(
    pointer: str, number: str
) -> None:
    text = _json_text(pointer, number)
    data, [finding] = load_json(text)
    assert data is None
    lines = text.decode().splitlines()
    line = next(i for i, row in enumerate(lines, start=1) if number in row)
    column = lines[line - 1].index(number) + 1
    assert (finding.code, finding.line, finding.column) == ("json.syntax", line, column)
    assert "is beyond any decimal" in finding.message


def test_a_schema_message_is_clipped_only_in_the_long_value_it_quotes() -> None:
    from pain_bridge.numeric import shown_quoted

    plain = (
        "Element 'Document': Character content other than whitespace is not allowed because "
        "the content type is 'element-only'."
    )
    assert shown_quoted(plain) == plain
    long = f"Element 'NbOfTxs': [facet 'pattern'] The value '{'9' * 5000}' is not accepted by"
    assert shown_quoted(long + " the pattern '[0-9]{1,15}'.") == (
        "Element 'NbOfTxs': [facet 'pattern'] The value '99999999999999999999…999999999 "
        "(5000 digits)' is not accepted by the pattern '[0-9]{1,15}'."
    )
