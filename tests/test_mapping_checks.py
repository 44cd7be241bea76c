"""The map rule: map.inferred / map.unsupported / map.missing with both locations."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from decimal import Decimal

from pain_bridge.findings import Finding, Severity
from pain_bridge.mapping import iter_mapping_findings
from pain_bridge.model import (
    Account,
    Amount,
    CreditorReference,
    DocumentStart,
    EndOfPaymentInfo,
    Event,
    GroupHeader,
    Party,
    PaymentInfo,
    PostalAddress,
    Remittance,
    StructuredRemittance,
    Transaction,
)
from pain_bridge.paths import group_origin, payment_info_origin, transaction_origin
from pain_bridge.testing import example_message

TODAY = date(2024, 6, 1)
PI = "/Document/CstmrCdtTrfInitn/PmtInf[1]"


def _tx(index: int, currency: str = "EUR", **kw: object) -> Transaction:
    fields: dict[str, object] = {
        "creditor": Party("Bob"),
        "creditor_account": Account(iban="FR1420041010050500013M02606"),
        "origin": transaction_origin(0, index, line=20 + index),
    }
    fields.update(kw)
    return Transaction(Amount(Decimal("1.00"), currency, "1.00"), **fields)  # type: ignore[arg-type]


def _stream(*txs: Transaction, source: str = "xml", **info_kw: object) -> list[Event]:
    info_fields: dict[str, object] = {
        "payment_info_id": "P1",
        "debtor": Party("Deb"),
        "debtor_account": Account(iban="DE89370400440532013000"),
        "origin": payment_info_origin(0, line=5, field_lines={"DbtrAcct": 9}),
    }
    info_fields.update(info_kw)
    info = PaymentInfo(**info_fields)  # type: ignore[arg-type]
    return [
        DocumentStart(source),  # type: ignore[arg-type]
        GroupHeader("M", origin=group_origin()),
        info,
        *txs,
        EndOfPaymentInfo(info),
    ]


def _run(events: list[Event], **kw: object) -> list[Finding]:
    return list(iter_mapping_findings(events, today=TODAY, **kw))  # type: ignore[arg-type]


def test_valid_json_message_has_no_map_findings() -> None:
    assert _run(list(example_message().events())) == []
    assert _run(list(example_message().events()), target="xml") == []


def test_currencies_inferred_once_per_payment_info() -> None:
    findings = _run(_stream(_tx(0), _tx(1), _tx(2)))
    assert [(f.code, f.severity, f.xpath, f.pointer) for f in findings] == [
        (
            "map.inferred",
            Severity.INFO,
            f"{PI}/DbtrAcct/Ccy",
            "/payment_info/0/debtor_account/currency",
        ),
        (
            "map.inferred",
            Severity.INFO,
            f"{PI}/CdtTrfTxInf[1]/CdtrAcct/Ccy",
            "/payment_info/0/transactions/0/creditor_account/currency",
        ),
    ]
    assert findings[0].line == 9  # the DbtrAcct element's line
    assert "3 creditor accounts" in findings[1].message


def test_mixed_currencies_cannot_be_inferred() -> None:
    findings = _run(_stream(_tx(0, "EUR"), _tx(1, "USD")))
    assert [f.code for f in findings] == ["map.unsupported", "map.unsupported"]
    assert all("EUR, USD" in f.message for f in findings)


def test_accounts_with_currency_need_no_inference() -> None:
    account = Account(iban="FR1420041010050500013M02606", currency="USD")
    findings = _run(
        _stream(
            _tx(0, "EUR", creditor_account=account),
            _tx(1, "USD", creditor_account=account),
            debtor_account=Account(iban="DE89370400440532013000", currency="EUR"),
        )
    )
    assert findings == []


def test_unsupported_content() -> None:
    strd = StructuredRemittance(CreditorReference("RF18539007547034", "SCOR"))
    findings = _run(
        _stream(
            replace(  # an EqvtAmt instead of the InstdAmt
                _tx(0),
                amount=None,
                origin=transaction_origin(0, 0, line=20, field_lines={"Amt/EqvtAmt": 21}),
            ),
            _tx(1, creditor_account=Account(other_id="12345", currency="EUR")),
            _tx(2, remittance=Remittance(structured=(strd, strd))),
            payment_method="CHK",
            debtor_account=Account(other_id="999", currency="EUR"),
            requested_execution_date=date(2024, 6, 2),
        )
    )
    got = {(f.code, f.xpath) for f in findings if f.code != "map.inferred"}
    assert got == {
        ("map.unsupported", f"{PI}/PmtMtd"),
        ("map.unsupported", f"{PI}/DbtrAcct/Id/Othr"),
        ("map.unsupported", f"{PI}/ReqdExctnDt"),
        ("map.unsupported", f"{PI}/CdtTrfTxInf[1]/Amt"),
        ("map.unsupported", f"{PI}/CdtTrfTxInf[2]/CdtrAcct/Id/Othr"),
        ("map.unsupported", f"{PI}/CdtTrfTxInf[3]/RmtInf/Strd[2]"),
    }
    by_xpath = {f.xpath: f for f in findings}
    assert by_xpath[f"{PI}/CdtTrfTxInf[1]/Amt"].pointer == "/payment_info/0/transactions/0/amount"
    assert by_xpath[f"{PI}/CdtTrfTxInf[1]/Amt"].line == 20


def test_execution_dates() -> None:
    today = _stream(
        _tx(0, creditor_account=Account(iban="X", currency="EUR")),
        debtor_account=Account(iban="D", currency="EUR"),
        requested_execution_date=TODAY,
    )
    assert _run(today) == []
    future = _stream(
        _tx(0, creditor_account=Account(iban="X", currency="EUR")),
        debtor_account=Account(iban="D", currency="EUR"),
        requested_execution_date=date(2025, 1, 1),
    )
    assert [f.code for f in _run(future)] == ["map.unsupported"]
    assert _run(future, allow_immediate_execution=True) == []


def test_missing_creditor_side_in_xml() -> None:
    findings = _run(
        _stream(
            _tx(0, creditor=None),
            _tx(1, creditor=Party(None, PostalAddress(town="Paris"))),
            _tx(2, creditor_account=None),
        )
    )
    missing = {(f.code, f.xpath, f.pointer) for f in findings if f.code == "map.missing"}
    assert missing == {
        ("map.missing", f"{PI}/CdtTrfTxInf[1]/Cdtr", "/payment_info/0/transactions/0/creditor"),
        (
            "map.missing",
            f"{PI}/CdtTrfTxInf[2]/Cdtr/Nm",
            "/payment_info/0/transactions/1/creditor/name",
        ),
        (
            "map.missing",
            f"{PI}/CdtTrfTxInf[3]/CdtrAcct",
            "/payment_info/0/transactions/2/creditor_account",
        ),
    }


def test_debtor_without_name_but_with_address() -> None:
    findings = _run(_stream(_tx(0), debtor=Party(None, PostalAddress(town="Berlin"))))
    assert ("map.missing", f"{PI}/Dbtr/Nm") in {(f.code, f.xpath) for f in findings}
    findings = _run(_stream(_tx(0), debtor=Party(None)))
    assert "map.missing" not in {f.code for f in findings}


def test_towards_xml_debtor_and_account_are_required() -> None:
    events = _stream(_tx(0), source="json", debtor=None, debtor_account=None)
    findings = _run(events, target="xml")
    assert [(f.code, f.pointer) for f in findings] == [
        ("map.missing", "/payment_info/0/debtor/name"),
        ("map.missing", "/payment_info/0/debtor_account"),
    ]
    # the same JSON is fine for the service (debtor is optional there)
    assert _run(events) == []


def test_towards_xml_issuer_needs_type_and_addresses_must_fit() -> None:
    ref = CreditorReference("RF18539007547034", None, "ACME")
    long_address = PostalAddress(tuple(f"line {i}" for i in range(8)))
    events = _stream(
        _tx(
            0,
            remittance=Remittance(structured=(StructuredRemittance(ref),)),
            creditor=Party("Bob", long_address),
            creditor_account=Account(iban="FR1420041010050500013M02606", currency="EUR"),
        ),
        source="json",
        debtor_account=Account(iban="DE89370400440532013000", currency="EUR"),
    )
    findings = _run(events, target="xml")
    assert {(f.code, f.pointer) for f in findings} == {
        (
            "map.missing",
            "/payment_info/0/transactions/0/remittance_information/structured/creditor_reference/type",
        ),
        ("map.unsupported", "/payment_info/0/transactions/0/creditor/address"),
    }


def test_json_source_does_not_repeat_schema_findings() -> None:
    events = _stream(
        replace(_tx(0), amount=None, creditor=None, creditor_account=None), source="json"
    )
    assert _run(events) == []


def test_state_is_per_payment_info() -> None:
    first = _stream(_tx(0, "EUR"))
    second_info = PaymentInfo(
        "P2", Party("Deb"), Account(iban="DE89370400440532013000"), origin=payment_info_origin(1)
    )
    second_tx = _tx(0, "USD", origin=transaction_origin(1, 0))
    events = [*first, second_info, second_tx, EndOfPaymentInfo(second_info)]
    findings = _run(events)
    assert [f.code for f in findings] == ["map.inferred"] * 4
    assert "USD" in findings[2].message
