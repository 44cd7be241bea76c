"""Model → pain.001.001.03: defaults filled in, always schema-valid, never a broken file."""

from __future__ import annotations

import io
from dataclasses import replace
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

import pytest
from lxml import etree

from pain_bridge.model import (
    Account,
    Amount,
    CreditorReference,
    EquivalentAmount,
    FinancialInstitution,
    GroupHeader,
    Message,
    Party,
    PaymentInfo,
    PostalAddress,
    Remittance,
    StructuredRemittance,
    Transaction,
)
from pain_bridge.testing import example_message
from pain_bridge.writer import (
    WriteError,
    WriteOptions,
    derived_message_id,
    derived_payment_info_id,
    write_xml,
)
from pain_bridge.xsd import NAMESPACE, pain001_schema

NS = {"p": NAMESPACE}
OPTIONS = WriteOptions(
    creation_date_time=datetime(2024, 5, 1, 9, 30), requested_execution_date=date(2024, 5, 2)
)


def _tree(data: bytes) -> etree._Element:
    root = etree.fromstring(data)
    assert pain001_schema().validate(root), pain001_schema().error_log
    return root


def _text(root: etree._Element, path: str) -> list[str]:
    return [str(e.text) for e in root.iterfind(path, NS)]


def _minimal(**header: object) -> Message:
    tx = Transaction(
        Amount(Decimal("5"), "EUR", "5"),
        Party("Bob"),
        Account(iban="FR1420041010050500013M02606", currency="EUR"),
    )
    info = PaymentInfo(
        debtor=Party("Deb"),
        debtor_account=Account(iban="DE89370400440532013000", currency="EUR"),
        transactions=(tx, tx),
    )
    return Message(GroupHeader(present=False, **header), (info,))  # type: ignore[arg-type]


def test_example_message_is_written_valid_with_computed_totals() -> None:
    root = _tree(write_xml(example_message(), options=OPTIONS) or b"")
    assert _text(root, "p:CstmrCdtTrfInitn/p:GrpHdr/p:MsgId") == ["MSG-2024-0001"]
    assert _text(root, "p:CstmrCdtTrfInitn/p:GrpHdr/p:CreDtTm") == ["2024-05-01T09:30:00"]
    assert _text(root, ".//p:GrpHdr/p:NbOfTxs") == ["2"]
    assert _text(root, ".//p:GrpHdr/p:CtrlSum") == ["1349.50"]
    assert _text(root, ".//p:GrpHdr/p:InitgPty/p:Nm") == ["Muster GmbH"]
    assert _text(root, ".//p:PmtInf/p:PmtMtd") == ["TRF"]
    assert _text(root, ".//p:PmtInf/p:NbOfTxs") == ["2"]
    assert _text(root, ".//p:PmtInf/p:CtrlSum") == ["1349.50"]
    assert _text(root, ".//p:PmtInf/p:ReqdExctnDt") == ["2024-05-02"]
    assert _text(root, ".//p:DbtrAgt/p:FinInstnId/p:BIC") == ["COBADEFFXXX"]
    assert _text(root, ".//p:InstdAmt") == ["1250.00", "99.5"]
    assert _text(root, ".//p:EndToEndId") == ["INV-4711", "NOTPROVIDED"]
    assert _text(root, ".//p:Dbtr/p:PstlAdr/p:AdrLine") == ["Hauptstr. 1", "10115 Berlin"]
    assert _text(root, ".//p:Cdtr/p:PstlAdr/p:TwnNm") == ["Paris"]
    assert _text(root, ".//p:Strd/p:CdtrRefInf/p:Tp/p:CdOrPrtry/p:Cd") == ["SCOR"]
    assert _text(root, ".//p:Strd/p:CdtrRefInf/p:Ref") == ["RF18539007547034"]


def test_defaults_today_and_derived_ids() -> None:
    message = _minimal()
    root = _tree(write_xml(message) or b"")
    msg_id = derived_message_id(message)
    assert msg_id.startswith("PB")
    assert len(msg_id) == 34
    assert msg_id == derived_message_id(message)  # deterministic
    assert _text(root, ".//p:GrpHdr/p:MsgId") == [msg_id]
    assert _text(root, ".//p:PmtInfId") == [derived_payment_info_id(msg_id, 0)]
    assert _text(root, ".//p:ReqdExctnDt") == [date.today().isoformat()]
    created = datetime.fromisoformat(_text(root, ".//p:CreDtTm")[0])
    assert abs((datetime.now() - created).total_seconds()) < 60
    assert write_xml(message, options=OPTIONS) == write_xml(message, options=OPTIONS)


def test_derived_payment_info_id_fits() -> None:
    assert derived_payment_info_id("M", 0) == "M-1"
    long = derived_payment_info_id("X" * 35, 11)
    assert len(long) == 35
    assert long.endswith("-12")


def test_options_fill_only_what_is_missing() -> None:
    message = _minimal(message_id="KEEP", initiating_party=Party("Initiator"))
    options = WriteOptions(message_id="IGNORED", initiating_party_name="ALSO IGNORED")
    root = _tree(write_xml(message, options=options) or b"")
    assert _text(root, ".//p:GrpHdr/p:MsgId") == ["KEEP"]
    assert _text(root, ".//p:InitgPty/p:Nm") == ["Initiator"]


def test_bic_unknown_to_the_registry_becomes_notprovided() -> None:
    message = _minimal()
    info = replace(
        message.payment_infos[0],
        debtor_account=Account(iban="GB29NWBK60161331926819", currency="GBP"),
    )
    root = _tree(write_xml(replace(message, payment_infos=(info,))) or b"")
    bics = _text(root, ".//p:DbtrAgt/p:FinInstnId/p:BIC")
    others = _text(root, ".//p:DbtrAgt/p:FinInstnId/p:Othr/p:Id")
    assert bics or others == ["NOTPROVIDED"]
    info = replace(info, debtor_account=Account(other_id="LOCAL-1", currency="GBP"))
    root = _tree(write_xml(replace(message, payment_infos=(info,))) or b"")
    assert _text(root, ".//p:DbtrAgt/p:FinInstnId/p:Othr/p:Id") == ["NOTPROVIDED"]
    assert _text(root, ".//p:DbtrAcct/p:Id/p:Othr/p:Id") == ["LOCAL-1"]


def test_xml_only_fields_of_the_model_are_kept() -> None:
    message = _minimal(
        message_id="M1", creation_date_time="2020-01-01T00:00:00", initiating_party=Party("I")
    )
    address = PostalAddress(
        street_name="Hauptstr.",
        building_number="1",
        postcode="10115",
        town="Berlin",
        country="DE",
        department="Accounts",
        sub_department="Payables",
        country_subdivision="BE",
        address_type="BIZZ",
    )
    tx = replace(
        message.payment_infos[0].transactions[0],
        instruction_id="INSTR-1",
        creditor_agent=FinancialInstitution(bic="ABNANL2A"),
        creditor=Party("Bob", address),
        remittance=Remittance(
            structured=(StructuredRemittance(CreditorReference("X-1", "OWN", "Me"), ("a",)),)
        ),
    )
    info = replace(
        message.payment_infos[0],
        payment_info_id="PI",
        batch_booking=False,
        requested_execution_date=date(2030, 1, 1),
        debtor_agent=FinancialInstitution(bic="DEUTDEFF"),
        transactions=(tx,),
    )
    root = _tree(write_xml(replace(message, payment_infos=(info,))) or b"")
    assert _text(root, ".//p:CreDtTm") == ["2020-01-01T00:00:00"]
    assert _text(root, ".//p:BtchBookg") == ["false"]
    assert _text(root, ".//p:ReqdExctnDt") == ["2030-01-01"]
    assert _text(root, ".//p:DbtrAgt//p:BIC") == ["DEUTDEFF"]
    assert _text(root, ".//p:CdtrAgt//p:BIC") == ["ABNANL2A"]
    assert _text(root, ".//p:InstrId") == ["INSTR-1"]
    assert _text(root, ".//p:Cdtr/p:PstlAdr/*") == [
        "BIZZ",
        "Accounts",
        "Payables",
        "Hauptstr.",
        "1",
        "10115",
        "Berlin",
        "BE",
        "DE",
    ]
    assert _text(root, ".//p:CdOrPrtry/p:Prtry") == ["OWN"]
    assert _text(root, ".//p:Tp/p:Issr") == ["Me"]


def test_markup_characters_are_escaped() -> None:
    name = 'A & B <Ltd> "quoted"\r\nnext'
    message = _minimal()
    tx = replace(message.payment_infos[0].transactions[0], creditor=Party(name))
    info = replace(message.payment_infos[0], transactions=(tx,))
    root = _tree(write_xml(replace(message, payment_infos=(info,))) or b"")
    assert _text(root, ".//p:Cdtr/p:Nm") == [name]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda tx, info: (replace(tx, amount=None), info), "no amount"),
        (lambda tx, info: (tx, replace(info, debtor=None)), "no debtor"),
        (lambda tx, info: (tx, replace(info, debtor_account=None)), "no debtor account"),
        (lambda tx, info: (replace(tx, creditor=Party("x" * 141)), info), "Nm"),
        (lambda tx, info: (replace(tx, amount=Amount(Decimal(-1), "EUR", "-1")), info), "InstdAmt"),
        (lambda tx, info: (replace(tx, end_to_end_id="E" * 36), info), "EndToEndId"),
        (lambda tx, info: (replace(tx, creditor=Party("bad \x01 char")), info), "char"),
    ],
)
def test_unwritable_models_raise_and_leave_no_file(
    tmp_path: Path, change: object, words: str
) -> None:
    message = _minimal()
    info = message.payment_infos[0]
    tx, info = change(info.transactions[0], info)  # type: ignore[operator]
    broken = replace(message, payment_infos=(replace(info, transactions=(tx,)),))
    target = tmp_path / "out.xml"
    with pytest.raises(WriteError) as caught:
        write_xml(broken, target)
    assert words in str(caught.value) or any(words in r for r in caught.value.reasons)
    assert list(tmp_path.iterdir()) == []
    stream = io.BytesIO()
    with pytest.raises(WriteError):
        write_xml(broken, stream)
    assert stream.getvalue() == b""


def test_existing_target_is_untouched_on_failure(tmp_path: Path) -> None:
    target = tmp_path / "out.xml"
    target.write_bytes(b"previous")
    message = _minimal()
    info = replace(message.payment_infos[0], debtor=None)
    with pytest.raises(WriteError):
        write_xml(replace(message, payment_infos=(info,)), target)
    assert target.read_bytes() == b"previous"


def test_targets_agree(tmp_path: Path) -> None:
    message = example_message()
    data = write_xml(message, options=OPTIONS)
    target = tmp_path / "out.xml"
    assert write_xml(message, str(target), options=OPTIONS) is None
    assert target.read_bytes() == data
    stream = io.BytesIO()
    write_xml(message, stream, options=OPTIONS)
    assert stream.getvalue() == data
    assert [p.name for p in tmp_path.iterdir()] == ["out.xml"]


def test_compact_output_is_valid_too() -> None:
    data = write_xml(example_message(), options=WriteOptions(indent=False)) or b""
    _tree(data)
    assert data.count(b"\n") == 2


def test_caller_supplies_debtor() -> None:
    message = _minimal()
    info = replace(message.payment_infos[0], debtor=None, debtor_account=None)
    options = WriteOptions(
        debtor=Party("Supplied"), debtor_account=Account(iban="NL91ABNA0417164300", currency="EUR")
    )
    root = _tree(write_xml(replace(message, payment_infos=(info,)), options=options) or b"")
    assert _text(root, ".//p:Dbtr/p:Nm") == ["Supplied"]
    assert _text(root, ".//p:DbtrAgt//p:BIC") == ["ABNANL2A"]


def test_an_equivalent_amount_is_written_and_counts_in_the_control_sums() -> None:
    """``Amt/EqvtAmt`` is written as such; ``CtrlSum`` is the plain sum of the amounts as
    written, whatever their currencies (ISO 20022), so the equivalent amount's ``Amt``."""
    message = _minimal()
    info = message.payment_infos[0]
    equivalent = replace(
        info.transactions[0],
        amount=None,
        equivalent_amount=EquivalentAmount(Amount(Decimal("7.25"), "GBP", "7.25"), "EUR"),
    )
    changed = replace(info, transactions=(info.transactions[0], equivalent))
    root = _tree(write_xml(replace(message, payment_infos=(changed,))) or b"")
    assert _text(root, ".//p:InstdAmt") == ["5"]
    assert _text(root, ".//p:EqvtAmt/p:Amt") == ["7.25"]
    assert [e.get("Ccy") for e in root.iterfind(".//p:EqvtAmt/p:Amt", NS)] == ["GBP"]
    assert _text(root, ".//p:EqvtAmt/p:CcyOfTrf") == ["EUR"]
    assert _text(root, ".//p:GrpHdr/p:CtrlSum") == ["12.25"]
    assert _text(root, ".//p:PmtInf/p:CtrlSum") == ["12.25"]


def test_large_message_streams_through_validation() -> None:
    message = _minimal()
    info = message.payment_infos[0]
    big = replace(info, transactions=info.transactions * 1500)
    root = _tree(write_xml(replace(message, payment_infos=(big,))) or b"")
    assert _text(root, ".//p:GrpHdr/p:NbOfTxs") == ["3000"]
    assert _text(root, ".//p:GrpHdr/p:CtrlSum") == ["15000"]
