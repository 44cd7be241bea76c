"""JSON → model events: parsing, shape findings with exact pointers and XPaths."""

from __future__ import annotations

import io
import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pain_bridge.errors import InputError
from pain_bridge.findings import Finding
from pain_bridge.mapping import iter_json_events, load_json
from pain_bridge.model import Amount, PostalAddress, assemble

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "json"
TX = "/payment_info/0/transactions/0"
TX_XPATH = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]"


def _valid() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FIXTURES / "bulk.json").read_text())
    return data


def _findings(data: Any) -> list[Finding]:
    return [e for e in iter_json_events(data) if isinstance(e, Finding)]


def test_valid_fixture_has_no_findings_and_builds_the_model() -> None:
    data, findings = load_json(FIXTURES / "bulk.json")
    assert findings == []
    message, found = assemble(iter_json_events(data))
    assert found == []
    assert message is not None
    assert message.psu_id == "user-42"
    assert message.group_header.number_of_transactions == "3"
    info = message.payment_infos[0]
    assert info.debtor is not None
    assert info.debtor.address == PostalAddress(
        ("Hauptstr. 1", "10115 Berlin"), postcode="10115", town="Berlin", country="DE"
    )
    tx = info.transactions[1]
    assert tx.amount == Amount(Decimal("99.5"), "EUR", "99.5")
    assert tx.origin is not None
    assert tx.origin.pointer == "/payment_info/0/transactions/1"
    assert info.transactions[2].remittance is None


def test_load_json_sources_agree(tmp_path: Path) -> None:
    raw = (FIXTURES / "single.json").read_bytes()
    from_bytes = load_json(raw)
    assert load_json(io.BytesIO(raw)) == from_bytes
    assert load_json(str(FIXTURES / "single.json")) == from_bytes
    assert load_json(b"\xef\xbb\xbf" + raw) == from_bytes


def test_amounts_never_become_float() -> None:
    data, _ = load_json(b'{"x": 0.1, "y": 1e400}')
    assert data == {"x": Decimal("0.1"), "y": Decimal("1e400")}


def test_syntax_error_has_line_and_column() -> None:
    data, findings = load_json(FIXTURES / "invalid_syntax.json")
    assert data is None
    [finding] = findings
    assert (finding.code, finding.line, finding.column) == ("json.syntax", 4, 23)


@pytest.mark.parametrize(
    ("raw", "line", "column"),
    [(b'{"a": NaN}', 1, 7), (b'{"a": "NaN",\n"b": Infinity}', 2, 6), (b"[-Infinity]", 1, 2)],
)
def test_nan_and_infinity_are_refused(raw: bytes, line: int, column: int) -> None:
    data, [finding] = load_json(raw)
    assert data is None
    assert (finding.code, finding.line, finding.column) == ("json.syntax", line, column)


@pytest.mark.parametrize(
    "raw",
    [b"\xff\xfe{", b"[" * 100_000 + b"]" * 100_000, b'{"n": 1e99999999999999999999}', b""],
)
def test_unparseable_input_is_a_syntax_finding(raw: bytes) -> None:
    data, findings = load_json(raw)
    assert data is None
    assert [f.code for f in findings] == ["json.syntax"]


def test_duplicate_keys_are_reported_with_their_pointer() -> None:
    data, findings = load_json(FIXTURES / "invalid_duplicate_key.json")
    assert data is not None
    assert [(f.code, f.pointer) for f in findings] == [
        ("json.schema", f"{TX}/amount/instructed_amount/value")
    ]
    assert data["payment_info"][0]["transactions"][0]["amount"]["instructed_amount"] == {
        "value": "100.00",
        "currency": "EUR",
    }


def test_missing_file_raises_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError) as caught:
        load_json(tmp_path / "nope.json")
    assert caught.value.path == str(tmp_path / "nope.json")


def test_schema_findings_of_the_invalid_fixture() -> None:
    data, _ = load_json(FIXTURES / "invalid_schema.json")
    got = {(f.pointer, f.xpath) for f in _findings(data)}
    assert got == {
        ("/group_header/txs_no", "/Document/CstmrCdtTrfInitn/GrpHdr/NbOfTxs"),
        (f"{TX}/amount/instructed_amount/value", f"{TX_XPATH}/Amt/InstdAmt"),
        (f"{TX}/creditor/nickname", None),
        (f"{TX}/creditor_account", f"{TX_XPATH}/CdtrAcct"),
    }
    assert all(f.code == "json.schema" and f.is_error for f in _findings(data))


@pytest.mark.parametrize(
    ("path", "value", "pointer", "xpath_end", "words"),
    [
        (
            ["payment_info", 0, "transactions", 0, "amount", "instructed_amount", "value"],
            "1e3",
            f"{TX}/amount/instructed_amount/value",
            "CdtTrfTxInf[1]/Amt/InstdAmt",
            "decimal string",
        ),
        (
            ["payment_info", 0, "transactions", 0, "creditor"],
            ["Bob"],
            f"{TX}/creditor",
            "CdtTrfTxInf[1]/Cdtr",
            "must be an object, not an array",
        ),
        (
            ["payment_info", 0, "debtor_account"],
            None,
            "/payment_info/0/debtor_account",
            "PmtInf[1]/DbtrAcct",
            "not null",
        ),
        (
            ["payment_info", 0, "debtor", "name"],
            7,
            "/payment_info/0/debtor/name",
            "PmtInf[1]/Dbtr/Nm",
            "must be a string, not a number",
        ),
        (
            ["payment_info", 0, "debtor", "name"],
            "",
            "/payment_info/0/debtor/name",
            "PmtInf[1]/Dbtr/Nm",
            "must not be empty",
        ),
        (
            ["group_header", "txs_no"],
            Decimal("3.5"),
            "/group_header/txs_no",
            "GrpHdr/NbOfTxs",
            "whole number",
        ),
        (["group_header", "txs_no"], True, "/group_header/txs_no", "GrpHdr/NbOfTxs", "a boolean"),
        (
            ["payment_info", 0, "transactions", 0, "creditor_account", "currency"],
            978,
            f"{TX}/creditor_account/currency",
            "CdtTrfTxInf[1]/CdtrAcct/Ccy",
            "string",
        ),
        (
            ["payment_info", 0, "transactions", 0, "remittance_information", "structured"],
            {"additional_information": ["a", "b", "c", "d"]},
            f"{TX}/remittance_information/structured/additional_information/3",
            "CdtTrfTxInf[1]/RmtInf/Strd/AddtlRmtInf[4]",
            "at most 3",
        ),
        (
            ["payment_info", 0, "transactions"],
            {},
            "/payment_info/0/transactions",
            "PmtInf[1]/CdtTrfTxInf",
            "must be an array",
        ),
        (["payment_info"], [], "/payment_info", "CstmrCdtTrfInitn/PmtInf", "at least one"),
        (["payment_info", 0], "x", "/payment_info/0", "PmtInf[1]", "must be an object"),
    ],
)
def test_each_shape_problem_is_located(
    path: list[Any], value: Any, pointer: str, xpath_end: str, words: str
) -> None:
    data = _valid()
    node = data
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    findings = _findings(data)
    matching = [f for f in findings if f.pointer == pointer]
    assert matching, findings
    assert matching[0].code == "json.schema"
    assert matching[0].xpath is not None
    assert matching[0].xpath.endswith(xpath_end)
    assert words in matching[0].message


def test_missing_required_fields() -> None:
    data = _valid()
    tx = data["payment_info"][0]["transactions"][0]
    del tx["amount"]["instructed_amount"]["currency"]
    del tx["creditor"]["name"]
    del data["payment_info"][0]["debtor_account"]["identification"]["iban"]
    pointers = {f.pointer for f in _findings(data)}
    assert pointers == {
        f"{TX}/amount/instructed_amount/currency",
        f"{TX}/creditor/name",
        "/payment_info/0/debtor_account/identification/iban",
    }


def test_unknown_top_level_field_escapes_its_pointer() -> None:
    data = _valid()
    data["a/b~c"] = 1
    [finding] = _findings(data)
    assert finding.pointer == "/a~1b~0c"
    assert finding.xpath is None


def test_good_transactions_still_flow_when_one_is_broken() -> None:
    data = _valid()
    data["payment_info"][0]["transactions"][1] = 42
    events = list(iter_json_events(data))
    message, findings = assemble(events)
    assert message is not None
    assert [f.pointer for f in findings] == ["/payment_info/0/transactions/1"]
    assert [tx.origin.pointer for tx in message.payment_infos[0].transactions if tx.origin] == [
        "/payment_info/0/transactions/0",
        "/payment_info/0/transactions/2",
    ]


def test_missing_group_header_is_remembered() -> None:
    data, _ = load_json(FIXTURES / "single.json")
    message, _ = assemble(iter_json_events(data))
    assert message is not None
    assert message.group_header.present is False


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.text(max_size=5)
    | st.decimals(allow_nan=False, allow_infinity=False),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "payment_info",
                    "transactions",
                    "amount",
                    "creditor",
                    "group_header",
                    "txs_no",
                    "instructed_amount",
                    "value",
                    "currency",
                    "debtor",
                    "name",
                    "x",
                ]
            ),
            children,
            max_size=5,
        )
    ),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None)
@given(json_values)
def test_never_raises_on_any_json_value(value: Any) -> None:
    events = list(iter_json_events(value))
    _, findings = assemble(events)
    # text.xml-char: a string with a character no XML can hold ("\x00"), read no further
    assert all(f.code in ("json.schema", "text.xml-char") for f in findings)
    if not isinstance(value, dict) or "payment_info" not in value:
        assert findings


@settings(max_examples=100, deadline=None)
@given(json_values)
def test_payment_info_shapes_never_raise(value: Any) -> None:
    data = _valid()
    data["payment_info"][0]["transactions"].append(value)
    data["payment_info"].append(value)
    list(iter_json_events(data))
