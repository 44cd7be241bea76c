"""The XML reader: model values, origins and the event stream, on the hand-written fixtures."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from pain_bridge import paths
from pain_bridge.findings import Finding
from pain_bridge.model import (
    DocumentStart,
    EndOfPaymentInfo,
    GroupHeader,
    Message,
    PaymentInfo,
    Transaction,
    assemble,
)
from pain_bridge.reader import iter_xml_events, read_message
from pain_bridge.versions import PainVersion

XML = Path(__file__).resolve().parents[1] / "fixtures" / "xml"


def line_of(path: Path, needle: str, occurrence: int = 1) -> int:
    """1-based line of the ``occurrence``-th line containing ``needle``."""
    seen = 0
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in text:
            seen += 1
            if seen == occurrence:
                return number
    raise AssertionError(f"{needle!r} not found {occurrence} time(s) in {path.name}")


def read_ok(name: str) -> tuple[Message, list[Finding]]:
    message, findings = read_message(XML / name)
    assert message is not None
    assert not [f for f in findings if f.is_error], findings
    return message, findings


def test_single_payment_values() -> None:
    message, _ = read_ok("single.xml")
    header = message.group_header
    assert header.message_id == "SINGLE-20990115-001"
    assert header.creation_date_time == "2099-01-15T09:30:00"
    assert header.number_of_transactions == "1"
    assert header.control_sum == Decimal("1250.00")
    assert header.initiating_party_name == "Muster Maschinenbau GmbH"
    assert header.present
    assert message.source_format == "xml"

    (info,) = message.payment_infos
    assert info.payment_info_id == "PMT-20990115-001"
    assert info.payment_method == "TRF"
    assert info.batch_booking is False
    assert info.requested_execution_date == date(2099, 1, 20)
    assert info.number_of_transactions == "1"
    assert info.control_sum == Decimal("1250.00")
    assert info.debtor_agent_bic == "COBADEFFXXX"
    assert info.debtor is not None
    assert info.debtor.name == "Muster Maschinenbau GmbH"
    assert info.debtor.address is not None
    assert info.debtor.address.address_lines == ("Industriestrasse 12", "50667 Koeln")
    assert info.debtor.address.country == "DE"
    assert info.debtor_account is not None
    assert info.debtor_account.iban == "DE89370400440532013000"
    assert info.debtor_account.currency == "EUR"

    (tx,) = info.transactions
    assert tx.amount is not None
    assert (tx.amount.value, tx.amount.currency, tx.amount.text) == (
        Decimal("1250.00"),
        "EUR",
        "1250.00",
    )
    assert tx.end_to_end_id == "INV-2099-0042"
    assert tx.instruction_id is None
    assert tx.creditor_agent_bic is None
    assert tx.creditor is not None
    assert tx.creditor.name == "Lieferant Nord AG"
    assert tx.creditor_account is not None
    assert tx.creditor_account.iban == "DE02120300000000202051"
    assert tx.creditor_account.currency is None
    assert tx.remittance is not None
    assert tx.remittance.unstructured == ("Invoice 2099-0042 of 2099-01-02",)
    assert tx.remittance.structured == ()


def test_origins_give_line_xpath_and_pointer() -> None:
    path = XML / "single.xml"
    message, _ = read_ok("single.xml")
    header = message.group_header
    assert header.origin == paths.group_origin(
        line_of(path, "<GrpHdr>"), header.origin.field_lines if header.origin else None
    )
    assert header.origin is not None
    assert header.origin.at("MsgId").line == line_of(path, "<MsgId>")

    info = message.payment_infos[0]
    assert info.origin is not None
    assert info.origin.line == line_of(path, "<PmtInf>")
    assert info.origin.xpath == "/Document/CstmrCdtTrfInitn/PmtInf[1]"
    iban = info.origin.at("DbtrAcct/Id/IBAN")
    assert iban.line == line_of(path, "DE89370400440532013000")
    assert iban.pointer == "/payment_info/0/debtor_account/identification/iban"
    assert info.origin.at("Dbtr/PstlAdr/AdrLine[2]").line == line_of(path, "50667 Koeln")

    tx = info.transactions[0]
    assert tx.origin is not None
    assert tx.origin.line == line_of(path, "<CdtTrfTxInf>")
    assert tx.origin == paths.transaction_origin(0, 0, tx.origin.line, tx.origin.field_lines)
    location = tx.origin.at("CdtrAcct/Id/IBAN")
    assert location.line == line_of(path, "DE02120300000000202051")
    assert location.xpath == (
        "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]/CdtrAcct/Id/IBAN"
    )
    assert location.pointer == "/payment_info/0/transactions/0/creditor_account/identification/iban"
    # an attribute takes its element's line
    assert tx.origin.at("Amt/InstdAmt/@Ccy").line == line_of(path, "<InstdAmt")
    # every element below the transaction has its line, XML-only ones included
    assert tx.origin.field_lines["PmtId/EndToEndId"] == line_of(path, "<EndToEndId>")
    assert tx.origin.field_lines["RmtInf/Ustrd"] == line_of(path, "<Ustrd>")


def test_event_order_over_several_payment_infos() -> None:
    events = list(iter_xml_events(XML / "several-payment-infos.xml"))
    kinds = [type(e).__name__ for e in events if not isinstance(e, Finding)]
    assert kinds == [
        "DocumentStart",
        "GroupHeader",
        "PaymentInfo",
        "Transaction",
        "EndOfPaymentInfo",
        "PaymentInfo",
        "Transaction",
        "Transaction",
        "EndOfPaymentInfo",
    ]
    assert events[0] == DocumentStart("xml", pain_version=PainVersion.V03)
    infos = [e for e in events if isinstance(e, PaymentInfo)]
    ends = [e for e in events if isinstance(e, EndOfPaymentInfo)]
    assert [i.transactions for i in infos] == [(), ()]
    assert [e.payment_info for e in ends] == infos
    assert [i.payment_info_id for i in infos] == ["GT-DE-20990612", "GT-ES-20990615"]
    txs = [e for e in events if isinstance(e, Transaction)]
    assert [t.end_to_end_id for t in txs] == ["GT-0001", "GT-0002", "GT-0003"]
    last = txs[-1].origin
    assert last is not None
    assert last.xpath == "/Document/CstmrCdtTrfInitn/PmtInf[2]/CdtTrfTxInf[2]"
    assert last.pointer == "/payment_info/1/transactions/1"
    second = infos[1].origin
    assert second is not None
    assert second.pointer == "/payment_info/1"
    assert second.at("DbtrAcct/Id/IBAN").line == line_of(
        XML / "several-payment-infos.xml", "ES9121000418450200051332"
    )
    # read_message is exactly assemble() of the stream
    message, findings = assemble(iter_xml_events(XML / "several-payment-infos.xml"))
    assert (message, findings) == read_message(XML / "several-payment-infos.xml")
    assert message is not None
    assert message.transaction_count == 3
    assert [len(i.transactions) for i in message.payment_infos] == [1, 2]


def test_bulk_transactions_keep_amount_text_as_written() -> None:
    message, _ = read_ok("bulk.xml")
    txs = list(message.transactions)
    assert [t.amount.text for t in txs if t.amount] == ["1200.5", "1010.05", "1100.00"]
    assert sum(t.amount.value for t in txs if t.amount) == Decimal("3310.55")
    assert [t.instruction_id for t in txs] == ["SAL-1", None, "SAL-3"]
    assert [t.creditor_agent_bic for t in txs] == ["RABONL2U", "INGDDEFFXXX", "GEBABEBB"]
    assert message.payment_infos[0].batch_booking is True
    assert message.payment_infos[0].debtor_account is not None
    assert message.payment_infos[0].debtor_account.currency is None


def test_non_eur_currencies_and_minor_units() -> None:
    message, _ = read_ok("currencies.xml")
    amounts = [
        (t.amount.text, t.amount.currency, t.amount.value) for t in message.transactions if t.amount
    ]
    assert amounts == [
        ("150000", "JPY", Decimal(150000)),
        ("1250.125", "BHD", Decimal("1250.125")),
        ("999.50", "CHF", Decimal("999.50")),
        ("510", "USD", Decimal(510)),
    ]
    accounts = [t.creditor_account.currency for t in message.transactions if t.creditor_account]
    assert accounts == ["JPY", "BHD", None, "USD"]
    assert message.group_header.control_sum == Decimal("152759.625")


def test_structured_remittance_with_rf_reference() -> None:
    path = XML / "structured-remittance.xml"
    message, _ = read_ok("structured-remittance.xml")
    (tx,) = message.transactions
    assert tx.remittance is not None
    assert tx.remittance.unstructured == ()
    (block,) = tx.remittance.structured
    assert block.creditor_reference is not None
    assert block.creditor_reference.reference == "RF18539007547034"
    assert block.creditor_reference.type == "SCOR"
    assert block.creditor_reference.issuer == "ISO"
    assert block.additional_information == ("Electricity Q1 2099", "Contract 88-1234")
    assert tx.origin is not None
    ref = tx.origin.at("RmtInf/Strd/CdtrRefInf/Ref")
    assert ref.line == line_of(path, "RF18539007547034")
    assert ref.pointer == (
        "/payment_info/0/transactions/0/remittance_information/structured/creditor_reference/"
        "reference"
    )
    assert tx.origin.at("RmtInf/Strd/AddtlRmtInf[2]").line == line_of(path, "Contract 88-1234")


def test_postal_addresses_structured_and_lines() -> None:
    message, _ = read_ok("addresses.xml")
    debtor = message.payment_infos[0].debtor
    assert debtor is not None
    assert debtor.address is not None
    address = debtor.address
    assert address.address_lines == ()
    assert (address.street_name, address.building_number) == ("Bahnhofstrasse", "21")
    assert (address.postcode, address.town, address.country) == ("8001", "Zuerich", "CH")
    assert address.department == "Finanzbuchhaltung"

    first, second = message.transactions
    assert first.creditor is not None
    assert first.creditor.address is not None
    assert first.creditor.address.address_type == "BIZZ"
    assert first.creditor.address.country_subdivision == "Wien"
    assert first.creditor.address.street_name == "Mariahilfer Strasse"
    assert second.creditor is not None
    assert second.creditor.address is not None
    assert second.creditor.address.address_lines == (
        "Rue de Rivoli 12",
        "Batiment B, 3e etage",
        "75001 Paris",
    )
    assert second.creditor.address.street_name == "Rue de Rivoli"
    assert second.origin is not None
    assert second.origin.at("Cdtr/PstlAdr/AdrLine[3]").line == line_of(
        XML / "addresses.xml", "75001 Paris</AdrLine>"
    )


@pytest.mark.parametrize(
    ("replace", "check"),
    [
        (
            ("<InstdAmt Ccy=\"EUR\">1250.00</InstdAmt>", "<EqvtAmt><Amt Ccy=\"EUR\">1250.00</Amt>"
             "<CcyOfTrf>USD</CcyOfTrf></EqvtAmt>"),
            lambda m: m.transactions[0].amount is None,
        ),
        (
            ("<IBAN>DE02120300000000202051</IBAN>", "<Othr><Id>ACCT-778</Id></Othr>"),
            lambda m: m.transactions[0].creditor_account.other_id == "ACCT-778",
        ),
        (
            ("<PmtMtd>TRF</PmtMtd>", "<PmtMtd>CHK</PmtMtd>"),
            lambda m: m.payment_infos[0].payment_method == "CHK",
        ),
    ],
    ids=["equivalent-amount", "other-account-id", "cheque"],
)  # fmt: skip
def test_content_for_map_unsupported_is_modelled_not_dropped(replace, check) -> None:  # type: ignore[no-untyped-def]
    data = (XML / "single.xml").read_text(encoding="utf-8").replace(*replace)
    message, findings = read_message(data.encode())
    assert message is not None
    assert not [f for f in findings if f.is_error], findings
    assert check(message)
    dropped = " ".join(f.message for f in findings if f.code == "map.dropped")
    assert "EqvtAmt" not in dropped
    assert "Othr" not in dropped


def test_unparsable_values_become_none_when_validation_is_off() -> None:
    data = (
        (XML / "single.xml")
        .read_text(encoding="utf-8")
        .replace(">1250.00</InstdAmt>", ">12,50</InstdAmt>")
        .replace("<ReqdExctnDt>2099-01-20", "<ReqdExctnDt>tomorrow")
        .replace("<CtrlSum>1250.00</CtrlSum>", "<CtrlSum>NaN</CtrlSum>", 1)
        .replace("<BtchBookg>false", "<BtchBookg>perhaps")
    )
    from pain_bridge.reader import ReadOptions

    message, findings = read_message(data.encode(), ReadOptions(schema_validation=False))
    assert message is not None
    assert not [f for f in findings if f.is_error]
    info = message.payment_infos[0]
    assert info.requested_execution_date is None
    assert info.batch_booking is None
    assert message.group_header.control_sum is None
    assert info.transactions[0].amount is None
    # the same document validated: each of them is a schema violation instead
    _, validated = read_message(data.encode())
    assert len([f for f in validated if f.code == "xsd.violation"]) == 4


def test_missing_group_header_keeps_the_event_grammar() -> None:
    data = (XML / "single.xml").read_bytes()
    start, end = data.index(b"<GrpHdr>"), data.index(b"</GrpHdr>") + len(b"</GrpHdr>")
    message, findings = read_message(data[:start] + data[end:])
    assert message is not None
    assert message.group_header == GroupHeader(present=False, origin=paths.group_origin())
    assert message.transaction_count == 1
    assert any(f.code == "xsd.violation" and "GrpHdr" in f.message for f in findings)


def test_large_line_numbers_are_exact() -> None:
    """libxml2 keeps line numbers past 65535 (lxml parses with big lines)."""
    data = (XML / "single.xml").read_text(encoding="utf-8")
    start = data.index("      <CdtTrfTxInf>")
    end = data.index("</CdtTrfTxInf>") + len("</CdtTrfTxInf>\n")
    block = data[start:end]
    count = 70_000 // block.count("\n") + 1
    blocks = [block.replace("INV-2099-0042", f"E2E-{i}") for i in range(count)]
    blocks[-1] = blocks[-1].replace(">1250.00<", ">oops<")
    document = data[:start] + "".join(blocks) + data[end:]
    message, findings = read_message(document.encode())
    assert message is not None
    last = list(message.transactions)[-1]
    assert last.origin is not None
    expected = (
        document.splitlines().index(f"          <EndToEndId>E2E-{count - 1}</EndToEndId>") + 1
    )
    assert expected > 65535
    assert last.origin.at("PmtId/EndToEndId").line == expected
    (violation,) = [f for f in findings if f.code == "xsd.violation"]
    assert violation.line == expected + 3
    assert (
        violation.pointer
        == f"/payment_info/0/transactions/{count - 1}/amount/instructed_amount/value"
    )


def test_repeated_blocks_get_indexed_paths() -> None:
    path = XML / "structured-remittance.xml"
    text = path.read_text(encoding="utf-8")
    start = text.index("          <Strd>")
    end = text.index("</Strd>") + len("</Strd>\n")
    second = (
        text[start:end]
        .replace("RF18539007547034", "RF712348231")
        .replace("Electricity Q1 2099", "Gas Q1 2099")
    )
    data = text[:end] + second + text[end:]
    message, findings = read_message(data.encode())
    assert message is not None
    assert not [f for f in findings if f.is_error], findings
    (tx,) = message.transactions
    assert tx.remittance is not None
    refs = [
        s.creditor_reference.reference for s in tx.remittance.structured if s.creditor_reference
    ]
    assert refs == ["RF18539007547034", "RF712348231"]
    assert tx.remittance.structured[1].additional_information == (
        "Gas Q1 2099",
        "Contract 88-1234",
    )
    assert tx.origin is not None
    lines = data.splitlines()
    ref2 = tx.origin.at("RmtInf/Strd[2]/CdtrRefInf/Ref")
    assert ref2.line == lines.index("              <Ref>RF712348231</Ref>") + 1
    assert ref2.xpath is not None
    assert ref2.xpath.endswith("/CdtTrfTxInf[1]/RmtInf/Strd[2]/CdtrRefInf/Ref")
    assert tx.origin.at("RmtInf/Strd[2]/AddtlRmtInf[2]").line == (
        len(lines) - lines[::-1].index("            <AddtlRmtInf>Contract 88-1234</AddtlRmtInf>")
    )


@pytest.mark.parametrize("validate", [True, False])
def test_misshapen_transactions_do_not_break_the_walk(validate: bool) -> None:
    from pain_bridge.reader import ReadOptions

    data = (
        (XML / "bulk.xml")
        .read_text(encoding="utf-8")
        .replace("<Nm>J. de Vries</Nm>", "<Nm>J. de Vries</Nm><Nm>Twice</Nm>")
        .replace("<Nm>A. Schmidt</Nm>", "<Nm>A. <!-- c --><b>bold</b> Schmidt</Nm>")
        .replace("<Ustrd>Salary March 2099</Ustrd>", "<Ustrd><?pi x?>Salary</Ustrd>", 1)
    )
    message, findings = read_message(data.encode(), ReadOptions(schema_validation=validate))
    assert message is not None
    assert message.transaction_count == 3
    third = list(message.transactions)[2]
    assert third.end_to_end_id == "SAL-2099-03-0003"
    assert third.creditor_account is not None
    assert third.creditor_account.iban == "BE68539007547034"
    errors = {f.line for f in findings if f.code == "xsd.violation"}
    assert bool(errors) == validate
