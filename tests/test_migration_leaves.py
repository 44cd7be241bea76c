"""Migration keeps every leaf both versions have, judged from the XML itself (#21).

Leaves and attributes are taken from the documents with lxml (not from the model): each
unit's leaf elements and attributes as ``(path, text)``, the path named by the model
field its version's row gives it (so ``FinInstnId/BIC`` of ``.03`` and
``FinInstnId/BICFI`` of ``.09`` are the same leaf: renames are rows), else by itself.

- every schema-valid corpus file (``.03``, ``.09`` and the others under
  ``other-versions/``) migrates to ``.09`` and back to its own version (the German DK
  variant, read only, to ``.03``): what comes back is what was there, minus what a
  ``map.dropped`` finding named, plus only the counts and sums the writer computes;
- the same version in and out is the identity on content;
- a hand-made document of each version ``.04``–``.13`` is read, validated, written in
  its own version and migrated to every other.
"""

from __future__ import annotations

import pickle
from collections import Counter
from datetime import date
from pathlib import Path

import pytest
from lxml import etree

from conftest import CORPUS as CORPUS_DIR
from conftest import corpus_files
from pain_bridge.fields import Drop, ValueType, node_table
from pain_bridge.model import (
    CodeOrProprietary,
    Message,
    NodeKind,
    OrganisationIdentification,
    Party,
    PartyIdentification,
)
from pain_bridge.reader import ReadOptions, read_message
from pain_bridge.validation import iter_findings
from pain_bridge.versions import PainVersion
from pain_bridge.writer import WriteOptions, write_xml
from pain_bridge.writer.version_loss import version_losses

UNITS: dict[str, NodeKind] = {
    "GrpHdr": "group_header",
    "PmtInf": "payment_info",
    "CdtTrfTxInf": "transaction",
}
Leaves = list[tuple[str, Counter[tuple[str, str]]]]
MODEL = ReadOptions(keep="model")
V09 = PainVersion.V09


def _local(element: etree._Element) -> str:
    return etree.QName(element).localname


def _unit_leaves(unit: etree._Element, kind: NodeKind, version: PainVersion) -> Counter:
    names = {}
    groups = set()
    for row in node_table(version, kind).rows:
        if row.model is not None and not row.read_only:
            names.setdefault(row.xml, row.model)
        if row.type is ValueType.GROUP:
            groups.add(row.xml)
    found: Counter[tuple[str, str]] = Counter()

    def walk(element: etree._Element, path: str) -> None:
        for child in element:
            if not isinstance(child.tag, str):
                continue
            name = _local(child)
            if kind == "payment_info" and not path and name == "CdtTrfTxInf":
                continue  # a unit of its own
            rel = f"{path}/{name}" if path else name
            key = names.get(rel, rel)
            for attribute, value in child.attrib.items():
                found[(f"{key}/@{attribute}", value.strip())] += 1
            if len(child):
                walk(child, rel)
            elif rel not in groups:  # an empty container holds no content
                found[(key, (child.text or "").strip())] += 1

    walk(unit, "")
    return found


def leaves(data: bytes) -> Leaves:
    """Each unit of the document, in document order, with its leaves."""
    root = etree.fromstring(data)
    version = PainVersion.of_namespace(etree.QName(root).namespace)
    assert version is not None
    return [
        (_local(unit), _unit_leaves(unit, UNITS[_local(unit)], version))
        for unit in root.iter()
        if isinstance(unit.tag, str) and _local(unit) in UNITS
    ]


def _regenerated(name: str) -> set[str]:
    """Model paths of the elements the writer fills in where the source had none."""
    return {
        row.model
        for row in node_table(PainVersion.V03, UNITS[name]).rows
        if row.drop is Drop.REGENERATED and row.model is not None
    }


def _migrated(data: bytes, version: PainVersion) -> tuple[bytes, list[str]]:
    """``data`` written as ``version``, and the paths ``map.dropped`` named."""
    message, findings = read_message(data, MODEL)
    assert message is not None, findings
    assert not [f for f in findings if f.code in ("xsd.violation", "xml.syntax")], findings
    dropped = [f.xpath or "" for f in version_losses(message, version)]
    written = write_xml(message, options=WriteOptions(version=version))
    assert written is not None
    assert not [f for f in iter_findings(written) if f.code == "xsd.violation"]
    return written, dropped


#: What the writer computes whatever the source said (a wrong count is written right).
COMPUTED = {"number_of_transactions", "control_sum"}


def _compare(before: Leaves, after: Leaves, dropped: list[str]) -> None:
    assert [name for name, _ in before] == [name for name, _ in after]
    for (name, old), (_, new) in zip(before, after, strict=True):
        lost = [key for key, _ in old - new if key not in COMPUTED]
        extra = [key for key, _ in new - old if key not in _regenerated(name) | COMPUTED]
        assert not extra, (name, extra)
        if lost:
            assert dropped, (name, lost)


def _valid(path: Path) -> bool:
    return not [
        f for f in iter_findings(path.read_bytes()) if f.code in ("xsd.violation", "xml.syntax")
    ]


CORPUS = corpus_files(include_other_versions=True)
VALID = [p for p in CORPUS if _valid(p)]


def _writable(path: Path) -> bool:
    version = PainVersion.of_namespace(etree.parse(str(path)).getroot().nsmap.get(None, ""))
    return version is not None and version.writable


#: Those of a version written too (the DK variant is read only: no identity to check).
WRITABLE = [p for p in VALID if _writable(p)]


def _name(path: Path) -> str:
    return path.name


def test_the_corpus_has_schema_valid_files_of_several_versions() -> None:
    if not CORPUS:
        pytest.skip("no corpus")
    versions = {PainVersion.of_namespace(etree.parse(str(p)).getroot().nsmap[None]) for p in VALID}
    assert {PainVersion.V03, V09, PainVersion.DK03} <= versions


@pytest.mark.parametrize("path", VALID, ids=_name)
def test_a_corpus_file_migrates_to_09_and_back(path: Path) -> None:
    data = path.read_bytes()
    source = PainVersion.of_namespace(etree.fromstring(data).nsmap[None])
    assert source is not None
    back_to = source if source.writable else PainVersion.V03
    there, dropped_there = _migrated(data, V09)
    back, dropped_back = _migrated(there, back_to)
    _compare(leaves(data), leaves(back), dropped_there + dropped_back)


@pytest.mark.parametrize("path", WRITABLE, ids=_name)
def test_the_same_version_in_and_out_is_the_identity(path: Path) -> None:
    data = path.read_bytes()
    source = PainVersion.of_namespace(etree.fromstring(data).nsmap[None])
    assert source is not None
    again, dropped = _migrated(data, source)
    assert dropped == []
    _compare(leaves(data), leaves(again), [])


def _message(data: bytes) -> Message:
    message, findings = read_message(data, MODEL)
    assert message is not None, findings
    return message


# --------------------------------------------------------------------------- each version


def hand_made(version: PainVersion) -> bytes:
    """A document of ``version`` written by hand (not by the writer): the elements a
    SEPA or cross-border file commonly has, each spelt as that version spells it (the
    charge bearer on the payment info, the ultimate debtor and the instruction for the
    debtor agent on the transaction: ISO's own rules allow one level)."""
    edition = version.edition
    bic = "BIC" if edition == 3 else "BICFI"
    any_bic = "BICOrBEI" if edition == 3 else "AnyBIC"
    day = "<ReqdExctnDt>2030-01-02</ReqdExctnDt>"
    if edition >= 8:
        day = "<ReqdExctnDt><Dt>2030-01-02</Dt></ReqdExctnDt>"
    uetr = "<UETR>0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b</UETR>" if edition >= 9 else ""
    lei = "<LEI>529900T8BM49AURSDO55</LEI>" if edition >= 9 else ""
    advice = "<ReqdAdvcTp><CdtAdvc><Cd>ADND</Cd></CdtAdvc></ReqdAdvcTp>" if edition >= 10 else ""
    source = (
        "<InitnSrc><Nm>Hand</Nm><Prvdr>pain2pis tests</Prvdr></InitnSrc>" if edition >= 10 else ""
    )
    tx_instruction = (
        "<InstrForDbtrAgt><Cd>PHOA</Cd><InstrInf>Urgent</InstrInf></InstrForDbtrAgt>"
        if edition >= 10
        else "<InstrForDbtrAgt>Urgent</InstrForDbtrAgt>"
    )
    mandate = "<MndtRltdInf><MndtId>M-1</MndtId></MndtRltdInf>" if edition >= 10 else ""
    code = "RptgCd" if edition >= 13 else "Cd"
    supplementary = (  # xs:any content, kept as XML text
        '<SplmtryData><PlcAndNm>Bank</PlcAndNm><Envlp><Note xmlns="urn:example:note">'
        '<Text lang="en">a &amp; b</Text></Note></Envlp></SplmtryData>'
        if edition >= 5
        else ""
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="{version.namespace}">
 <CstmrCdtTrfInitn>
  <GrpHdr>
   <MsgId>MSG-{version.short}</MsgId>
   <CreDtTm>2030-01-01T10:00:00</CreDtTm>
   <Authstn><Cd>AUTH</Cd></Authstn>
   <NbOfTxs>2</NbOfTxs>
   <CtrlSum>30.50</CtrlSum>
   <InitgPty><Nm>Muster GmbH</Nm><Id><OrgId><Othr><Id>DE123</Id><SchmeNm><Cd>TXID</Cd></SchmeNm>
    </Othr></OrgId></Id></InitgPty>
   {source}
  </GrpHdr>
  <PmtInf>
   <PmtInfId>PMT-1</PmtInfId>
   <PmtMtd>TRF</PmtMtd>
   {advice}
   <BtchBookg>true</BtchBookg>
   <NbOfTxs>2</NbOfTxs>
   <CtrlSum>30.50</CtrlSum>
   <PmtTpInf><InstrPrty>NORM</InstrPrty><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>INST</Cd>
    </LclInstrm><CtgyPurp><Cd>SUPP</Cd></CtgyPurp></PmtTpInf>
   {day}
   <Dbtr><Nm>Muster GmbH</Nm><PstlAdr><Ctry>DE</Ctry><AdrLine>Hauptstr. 1</AdrLine>
    <AdrLine>10115 Berlin</AdrLine></PstlAdr><Id><OrgId>{lei}</OrgId></Id>
    <CtryOfRes>DE</CtryOfRes></Dbtr>
   <DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></DbtrAcct>
   <DbtrAgt><FinInstnId><{bic}>COBADEFFXXX</{bic}></FinInstnId></DbtrAgt>
   <ChrgBr>SLEV</ChrgBr>
   <CdtTrfTxInf>
    <PmtId><InstrId>I-1</InstrId><EndToEndId>E2E-1</EndToEndId>{uetr}</PmtId>
    <Amt><InstdAmt Ccy="EUR">10.50</InstdAmt></Amt>
    {mandate}
    <UltmtDbtr><Nm>Muster Tochter</Nm></UltmtDbtr>
    <CdtrAgt><FinInstnId><{bic}>ABNANL2A</{bic}></FinInstnId></CdtrAgt>
    <Cdtr><Nm>Dupont SARL</Nm><PstlAdr><StrtNm>Rue de la Paix</StrtNm><BldgNb>2</BldgNb>
     <PstCd>75002</PstCd><TwnNm>Paris</TwnNm><Ctry>FR</Ctry></PstlAdr></Cdtr>
    <CdtrAcct><Id><IBAN>FR1420041010050500013M02606</IBAN></Id></CdtrAcct>
    <UltmtCdtr><Nm>Dupont Group</Nm><Id><OrgId><{any_bic}>DUPOFRPPXXX</{any_bic}></OrgId></Id>
     </UltmtCdtr>
    <InstrForCdtrAgt><Cd>PHOB</Cd><InstrInf>Phone the beneficiary</InstrInf></InstrForCdtrAgt>
    {tx_instruction}
    <Purp><Cd>GDDS</Cd></Purp>
    <RgltryRptg><DbtCdtRptgInd>DEBT</DbtCdtRptgInd><Dtls><{code}>100</{code}><Inf>Goods</Inf>
     </Dtls></RgltryRptg>
    <RmtInf><Ustrd>Invoice 17</Ustrd></RmtInf>
    {supplementary}
   </CdtTrfTxInf>
   <CdtTrfTxInf>
    <PmtId><EndToEndId>E2E-2</EndToEndId></PmtId>
    <Amt><InstdAmt Ccy="EUR">20.00</InstdAmt></Amt>
    <Cdtr><Nm>Rossi Srl</Nm></Cdtr>
    <CdtrAcct><Id><IBAN>IT60X0542811101000000123456</IBAN></Id></CdtrAcct>
    <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp>
     <Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf>
   </CdtTrfTxInf>
  </PmtInf>
 </CstmrCdtTrfInitn>
</Document>
""".encode()


WRITABLE = [v for v in PainVersion if v.writable]


def _bic(code: str) -> PartyIdentification:
    return PartyIdentification(organisation=OrganisationIdentification(any_bic=code))


@pytest.mark.parametrize("version", WRITABLE, ids=lambda v: v.value)
def test_a_document_of_each_version_is_read_validated_written(version: PainVersion) -> None:
    data = hand_made(version)
    schema_findings = [f for f in iter_findings(data) if f.code in ("xsd.violation", "xml.syntax")]
    assert schema_findings == []  # the hand-made document is valid, and read as valid
    message = _message(data)
    assert message.pain_version is version
    info = message.payment_infos[0]
    tx = info.transactions[0]
    assert info.payment_type_information is not None
    assert [s.code for s in info.payment_type_information.service_levels] == ["SEPA"]
    assert (info.charge_bearer, info.debtor_agent_bic, tx.creditor_agent_bic) == (
        "SLEV",
        "COBADEFFXXX",
        "ABNANL2A",
    )
    assert tx.ultimate_creditor == Party("Dupont Group", identification=_bic("DUPOFRPPXXX"))
    assert tx.purpose == CodeOrProprietary(code="GDDS")
    again, dropped = _migrated(data, version)
    assert dropped == []
    _compare(leaves(data), leaves(again), [])


@pytest.mark.parametrize("target", WRITABLE, ids=lambda v: v.short)
@pytest.mark.parametrize("source", WRITABLE, ids=lambda v: v.short)
def test_each_version_migrates_to_each_and_back(source: PainVersion, target: PainVersion) -> None:
    data = hand_made(source)
    there, dropped_there = _migrated(data, target)
    back, dropped_back = _migrated(there, source)
    _compare(leaves(data), leaves(back), dropped_there + dropped_back)
    if source.edition <= target.edition:
        assert dropped_there == []  # a later version holds all an earlier one has here


def test_supplementary_data_is_kept_as_xml_in_every_shape_of_transaction() -> None:
    """``Envlp`` is ``xs:any``: its content goes through as XML text, on the general
    path and on the path of a shape's own builder (past 200 transactions of a shape)."""
    data = hand_made(PainVersion.V13)
    start, end = data.index(b"<CdtTrfTxInf>"), data.index(b"</CdtTrfTxInf>") + 14
    one = data[start:end]
    many = data[:start] + one * 250 + data[end:]
    many = many.replace(b"<NbOfTxs>2</NbOfTxs>", b"<NbOfTxs>251</NbOfTxs>")
    message = _message(many)
    envelopes = {tx.supplementary_data for tx in message.transactions if tx.supplementary_data}
    assert len(envelopes) == 1
    (envelope,) = next(iter(envelopes))
    assert envelope.envelope_xml == (
        '<Note xmlns="urn:example:note"><Text lang="en">a &amp; b</Text></Note>'
    )
    again, _ = _migrated(many, PainVersion.V05)
    assert again.count(b'<Text lang="en">a &amp; b</Text>') == 250


def test_items_beyond_what_the_target_holds_are_named() -> None:
    """From ``.09`` a payment type has any number of service levels, before one."""
    data = hand_made(PainVersion.V09).replace(
        b"<SvcLvl><Cd>SEPA</Cd></SvcLvl>",
        b"<SvcLvl><Cd>SEPA</Cd></SvcLvl><SvcLvl><Cd>URGP</Cd></SvcLvl>",
    )
    message = _message(data)
    (finding,) = [
        f for f in version_losses(message, PainVersion.V08) if "SvcLvl" in (f.xpath or "")
    ]
    assert finding.xpath == "/Document/CstmrCdtTrfInitn/PmtInf[1]/PmtTpInf/SvcLvl[2]"
    assert "pain.001.001.08" in finding.message
    written, _ = _migrated(data, PainVersion.V08)
    assert written.count(b"<SvcLvl>") == 1


@pytest.mark.parametrize("version", WRITABLE, ids=lambda v: v.value)
def test_json_is_written_as_any_version(version: PainVersion) -> None:
    from pain_bridge.convert import convert
    from pain_bridge.testing import example_message

    intent = convert(write_xml(example_message()) or b"", psu_redirect_link="https://a.example/cb")
    assert intent.output is not None
    result = convert(intent.output, to="xml", pain_version=version.short)
    assert result.written, result.errors
    assert result.output is not None
    assert version.namespace.encode() in result.output
    assert [f for f in iter_findings(result.output) if f.code == "xsd.violation"] == []


# --------------------------------------------------------------------------- in order


#: Elements the writer computes again whatever the source said.
_COMPUTED_ELEMENTS = ("NbOfTxs", "CtrlSum")


def ordered_leaves(data: bytes) -> list[tuple[str, str | None, tuple[tuple[str, str], ...]]]:
    """Every leaf of the document by its own path (no model names: ``Cd`` and ``Prtry``
    differ), with its text and attributes, in document order (the counts and sums the
    writer computes left out)."""
    found: list[tuple[str, str | None, tuple[tuple[str, str], ...]]] = []

    def walk(element: etree._Element, path: str) -> None:
        for child in element:
            if not isinstance(child.tag, str):
                continue
            name = _local(child)
            rel = f"{path}/{name}"
            attributes = tuple(sorted((k, v.strip()) for k, v in child.attrib.items()))
            if len(child):
                if attributes:
                    found.append((rel, None, attributes))
                walk(child, rel)
            elif name not in _COMPUTED_ELEMENTS:
                found.append((rel, (child.text or "").strip(), attributes))

    walk(etree.fromstring(data), "")
    return found


def _same_version(data: bytes) -> bytes:
    version = PainVersion.of_namespace(etree.fromstring(data).nsmap[None])
    assert version is not None
    again, dropped = _migrated(data, version)
    assert dropped == []
    return again


#: The corpus files of a version written too (``WRITABLE`` above is now the versions).
WRITABLE_FILES = [p for p in VALID if _writable(p)]


@pytest.mark.parametrize("path", WRITABLE_FILES, ids=_name)
def test_the_same_version_in_and_out_keeps_every_leaf_in_order(path: Path) -> None:
    data = path.read_bytes()
    assert ordered_leaves(_same_version(data)) == ordered_leaves(data)


def _proprietary_reference(version: PainVersion) -> bytes:
    return hand_made(version).replace(
        b"<CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry>", b"<CdOrPrtry><Prtry>SCOR</Prtry></CdOrPrtry>"
    )


@pytest.mark.parametrize("version", WRITABLE, ids=lambda v: v.value)
def test_a_proprietary_creditor_reference_type_is_written_as_read(version: PainVersion) -> None:
    """``Prtry`` ``SCOR`` is not a ``Cd`` ``SCOR``: same version in and out is the
    identity, and a migration keeps ``Prtry`` (#21 item 4)."""
    data = _proprietary_reference(version)
    assert ordered_leaves(_same_version(data)) == ordered_leaves(data)
    other = PainVersion.V13 if version is not PainVersion.V13 else PainVersion.V03
    there, _ = _migrated(data, other)
    back, _ = _migrated(there, version)
    for written in (there, back):
        assert b"<Prtry>SCOR</Prtry>" in written
        assert b"<Cd>SCOR</Cd>" not in written
    # a Cd stays a Cd, and the JSON's type still reads either
    assert b"<Cd>SCOR</Cd>" in _same_version(hand_made(version))
    message = _message(data)
    (reference,) = [
        block.creditor_reference
        for tx in message.transactions
        for block in (tx.remittance.structured if tx.remittance is not None else ())
    ]
    assert reference is not None
    assert (reference.type, reference.proprietary) == ("SCOR", "SCOR")


@pytest.mark.parametrize("version", WRITABLE, ids=lambda v: v.value)
def test_an_initiating_party_without_a_name_gets_none(version: PainVersion) -> None:
    """An ``InitgPty`` with only an ``Id`` stays so: no name taken from the debtor."""
    data = hand_made(version).replace(b"<InitgPty><Nm>Muster GmbH</Nm>", b"<InitgPty>")
    again = _same_version(data)
    assert ordered_leaves(again) == ordered_leaves(data)
    there, _ = _migrated(data, PainVersion.V09)
    for written in (again, there):
        header = etree.fromstring(written)[0][0]
        (party,) = [e for e in header if _local(e) == "InitgPty"]
        assert [_local(e) for e in party] == ["Id"]


def test_json_without_an_initiating_party_is_written_with_one_named() -> None:
    """The JSON has no initiating party: pain.001 needs one, named by the first debtor."""
    from pain_bridge.convert import convert
    from pain_bridge.testing import example_message

    xml = write_xml(example_message()) or b""
    intent = convert(xml, psu_redirect_link="https://a.example/cb")
    assert intent.output is not None
    result = convert(intent.output, to="xml", pain_version="09")
    assert result.output is not None
    message = _message(result.output)
    debtor = message.payment_infos[0].debtor
    assert debtor is not None
    assert debtor.name
    assert message.group_header.initiating_party_name == debtor.name


def _with_tax_year(version: PainVersion, year: str) -> bytes:
    """``hand_made(version)`` with a tax record whose period's ``Yr`` is ``year``."""
    tax = f"<Tax><Rcrd><Prd><Yr>{year}</Yr><Tp>MM01</Tp></Prd></Rcrd></Tax>"
    return hand_made(version).replace(b"<RmtInf><Ustrd>", tax.encode() + b"<RmtInf><Ustrd>")


@pytest.mark.parametrize("target", [PainVersion.V11, PainVersion.V12, PainVersion.V13])
def test_a_full_date_written_as_a_year_names_its_month_and_day_as_lost(
    target: PainVersion,
) -> None:
    """A tax period's ``Yr`` is an ``ISODate`` up to ``.10``, an ``ISOYear`` after: a
    date other than 1 January keeps its year and loses the rest, named at its line."""
    data = _with_tax_year(PainVersion.V10, "2025-03-04")
    line = next(i for i, text in enumerate(data.decode().splitlines(), 1) if "<Yr>" in text)
    (finding,) = version_losses(_message(data), target)
    assert (finding.code, finding.line) == ("map.dropped", line)
    assert finding.xpath == "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]/Tax/Rcrd/Prd/Yr"
    assert target.value in finding.message
    assert "month and day" in finding.message
    assert "2025-03-04" in finding.message
    written, _ = _migrated(data, target)
    assert b"<Yr>2025</Yr>" in written
    # the first of January is the year itself: nothing lost, and it comes back whole
    whole = _with_tax_year(PainVersion.V10, "2025-01-01")
    assert list(version_losses(_message(whole), target)) == []
    there, _ = _migrated(whole, target)
    back, _ = _migrated(there, PainVersion.V10)
    assert b"<Yr>2025-01-01</Yr>" in back


_MESSAGE_SUPPLEMENTS = (
    b"<SplmtryData><PlcAndNm>Message</PlcAndNm><Envlp><Batch xmlns='urn:example:batch'>"
    b"<Ref a='1'>B-7 &amp; more</Ref></Batch></Envlp></SplmtryData>"
    b"<SplmtryData><Envlp><Other xmlns='urn:example:other'/></Envlp></SplmtryData>"
)


def _with_message_supplements(version: PainVersion) -> bytes:
    """``hand_made(version)`` with two ``SplmtryData`` of the message's own (beside the
    payment infos)."""
    return hand_made(version).replace(
        b"</PmtInf>\n </CstmrCdtTrfInitn>",
        b"</PmtInf>\n" + _MESSAGE_SUPPLEMENTS + b"</CstmrCdtTrfInitn>",
    )


WITH_MESSAGE_SUPPLEMENTS = [v for v in WRITABLE if v.edition >= 4]


@pytest.mark.parametrize("version", WITH_MESSAGE_SUPPLEMENTS, ids=lambda v: v.value)
def test_the_message_supplementary_data_is_carried(version: PainVersion) -> None:
    """``CstmrCdtTrfInitn/SplmtryData`` (from ``.04``) is read, kept as XML text and
    written back after the payment infos, in the same version and in any other that
    has it; ``.03`` has none: named as dropped."""
    data = _with_message_supplements(version)
    assert [f for f in iter_findings(data) if f.code == "xsd.violation"] == []
    message = _message(data)
    assert [(s.place_and_name, s.envelope_xml) for s in message.supplementary_data] == [
        ("Message", '<Batch xmlns="urn:example:batch"><Ref a="1">B-7 &amp; more</Ref></Batch>'),
        (None, '<Other xmlns="urn:example:other"/>'),
    ]
    assert ordered_leaves(_same_version(data)) == ordered_leaves(data)
    own = "/Document/CstmrCdtTrfInitn/SplmtryData"  # its leaves: own[9:] + "/…"
    other = PainVersion.V13 if version is not PainVersion.V13 else PainVersion.V04
    there, dropped = _migrated(data, other)
    assert own not in dropped
    back, _ = _migrated(there, version)

    def supplements(document: bytes) -> list[tuple[str, str | None, tuple[tuple[str, str], ...]]]:
        return [leaf for leaf in ordered_leaves(document) if leaf[0].startswith(own[9:])]

    assert supplements(back) == supplements(data)
    assert len(supplements(data)) == 3  # PlcAndNm and the two envelopes
    line = _line_after(data, b"</PmtInf>")
    (finding,) = [f for f in version_losses(message, PainVersion.V03) if f.xpath == own]
    assert (finding.code, finding.line) == ("map.dropped", line)
    assert PainVersion.V03.value in finding.message
    written, _ = _migrated(data, PainVersion.V03)
    assert b"urn:example:batch" not in written


def _line_after(data: bytes, marker: bytes) -> int:
    """The line after the first that holds ``marker``."""
    return data[: data.index(marker)].count(b"\n") + 2


def test_the_message_supplementary_data_is_named_as_lost_to_the_json() -> None:
    from pain_bridge.convert import convert

    data = _with_message_supplements(PainVersion.V09)
    result = convert(data, psu_redirect_link="https://a.example/cb")
    dropped = [f for f in result.findings if f.xpath == "/Document/CstmrCdtTrfInitn/SplmtryData"]
    assert [(f.code, f.line) for f in dropped] == [("map.dropped", _line_after(data, b"</PmtInf>"))]


def _external_reference_code(code: str) -> bytes:
    """``hand_made(.13)`` with its creditor reference typed by the external ``code``."""
    return hand_made(PainVersion.V13).replace(b"<Cd>SCOR</Cd>", f"<Cd>{code}</Cd>".encode())


@pytest.mark.parametrize("target", [PainVersion.V09, PainVersion.V03], ids=lambda v: v.short)
def test_a_creditor_reference_code_written_as_proprietary_is_reported_so(
    target: PainVersion,
) -> None:
    """``.13``'s ``Cd`` is any external code; ``.09`` and ``.03`` list theirs: a code
    outside the list (``XXXX``) is written as ``Prtry``, and the finding says so (it does
    not call it dropped), at the ``Cd`` read; back in ``.13`` it stays the ``Prtry``
    written."""
    data = _external_reference_code("XXXX")
    tx = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[2]"
    cd = f"{tx}/RmtInf/Strd/CdtrRefInf/Tp/CdOrPrtry/Cd"
    (finding,) = [f for f in version_losses(_message(data), target) if "CdtrRefInf" in f.message]
    assert (finding.code, finding.xpath) == ("map.dropped", cd)
    assert "has no element" not in finding.message
    assert "written as CdtTrfTxInf/RmtInf/Strd/CdtrRefInf/Tp/CdOrPrtry/Prtry" in finding.message
    assert "XXXX" in finding.message
    assert target.value in finding.message
    there, _ = _migrated(data, target)
    assert b"<Prtry>XXXX</Prtry>" in there
    back, dropped = _migrated(there, PainVersion.V13)
    assert b"<Prtry>XXXX</Prtry>" in back
    assert b"<Cd>XXXX</Cd>" not in back
    assert not [d for d in dropped if "CdtrRefInf" in d]
    # a code of the target's list is carried as it is: nothing to report
    listed = _message(_external_reference_code("SCOR"))
    assert not [f for f in version_losses(listed, target) if "CdtrRefInf" in f.message]


# --------------------------------------------------------------------------- moved, not lost


def _documents(edition: int) -> bytes:
    """A ``Strd``'s referred document (with a line from ``.07``) and its amounts, as
    ``edition`` spells them: one of each amount ``.03`` has, from ``.04`` a discount and
    a tax typed by a code and an untyped tax, from ``.12`` each typed by its code."""

    def amount(element: str, value: str) -> str:
        return f'<{element} Ccy="EUR">{value}</{element}>'

    def typed(element: str, code: str | None, value: str) -> str:
        kind = f"<Tp><Cd>{code}</Cd></Tp>" if code else ""
        return f"<{element}>{kind}{amount('Amt', value)}</{element}>"

    if edition == 3:
        amounts = (
            amount("DuePyblAmt", "100.00") + amount("DscntApldAmt", "2.00")
            + amount("CdtNoteAmt", "5.00") + amount("TaxAmt", "19.00")
            + amount("RmtdAmt", "93.00")
        )  # fmt: skip
    elif edition <= 11:
        amounts = (
            amount("DuePyblAmt", "100.00") + typed("DscntApldAmt", "APDS", "2.00")
            + amount("CdtNoteAmt", "5.00") + typed("TaxAmt", None, "19.00")
            + typed("TaxAmt", "CITY", "1.00") + amount("RmtdAmt", "93.00")
        )  # fmt: skip
    else:
        amounts = "".join(
            typed("RmtAmtAndTp", code, value)
            for code, value in (("DUPA", "100.00"), ("APDS", "2.00"), ("CREN", "5.00"),
                                ("TAXS", "19.00"), ("CITY", "1.00"), ("REMI", "93.00"))
        )  # fmt: skip
    date = "<RltdDt>2009-09-08</RltdDt>"
    if edition >= 12:
        date = "<RltdDt><Tp><Cd>NTAV</Cd></Tp><Dt>2009-09-08</Dt></RltdDt>"
    line = f"<LineDtls><Id><Nb>1</Nb></Id><Amt>{amounts}</Amt></LineDtls>" if edition >= 7 else ""
    document = (
        "<RfrdDocInf><Tp><CdOrPrtry><Cd>CINV</Cd></CdOrPrtry></Tp><Nb>4562</Nb>"
        f"{date}{line}</RfrdDocInf>"
    )
    return f"{document}<RfrdDocAmt>{amounts}</RfrdDocAmt>".encode()


def _location(edition: int, details: int = 1) -> bytes:
    """A ``RltdRmtInf`` sent by e-mail and post: three fields up to ``.05``, then
    ``details`` ``RmtLctnDtls``."""
    address = "<Nm>Dupont SARL</Nm><Adr><TwnNm>Paris</TwnNm><Ctry>FR</Ctry></Adr>"
    if edition <= 5:
        where = (
            "<RmtLctnMtd>EMAL</RmtLctnMtd><RmtLctnElctrncAdr>ap@dupont.example</RmtLctnElctrncAdr>"
            f"<RmtLctnPstlAdr>{address}</RmtLctnPstlAdr>"
        )
    else:
        one = (
            "<RmtLctnDtls><Mtd>EMAL</Mtd><ElctrncAdr>ap@dupont.example</ElctrncAdr>"
            f"<PstlAdr>{address}</PstlAdr></RmtLctnDtls>"
        )
        where = one + "<RmtLctnDtls><Mtd>POST</Mtd></RmtLctnDtls>" * (details - 1)
    return f"<RltdRmtInf><RmtId>R-1</RmtId>{where}</RltdRmtInf>".encode()


def with_documents(version: PainVersion, documents: bytes | None = None) -> bytes:
    """``hand_made(version)`` whose second transaction remits a referred document with
    its amounts and sends remittance information by e-mail and post."""
    edition = version.edition
    data = hand_made(version).replace(
        b"<RmtInf><Strd><CdtrRefInf>",
        _location(edition) + b"<RmtInf><Strd>" + (documents or _documents(edition))
        + b"<CdtrRefInf>",
    )  # fmt: skip
    assert [f for f in iter_findings(data) if f.code == "xsd.violation"] == []
    return data


_MOVES = [  # each side of each edition that moved fields: .04, .06, .12
    (PainVersion(f"pain.001.001.{a:02d}"), PainVersion(f"pain.001.001.{b:02d}"))
    for a, b in ((3, 4), (5, 6), (11, 12), (7, 13), (4, 12), (3, 12), (4, 3), (6, 5), (12, 11),
                 (13, 7))
]  # fmt: skip


@pytest.mark.parametrize(("source", "target"), _MOVES, ids=lambda v: v.short)
def test_a_moved_field_is_carried_to_its_new_place_and_back(
    source: PainVersion, target: PainVersion
) -> None:
    """A document's date (``RltdDt`` → ``RltdDt/Dt`` of ``.12``, typed ``NTAV``), its and
    its line's amounts (``DscntApldAmt`` → ``DscntApldAmt/Amt`` of ``.04``, each amount →
    ``RmtAmtAndTp`` of ``.12`` with its code) and where remittance information goes
    (``RmtLctnMtd`` … → ``RmtLctnDtls`` of ``.06``) are carried, not reported lost; what
    comes back is what was there, but what a finding names (a discount without a type
    has no code in ``.12``; ``.12``'s taxes and discounts keep one of each in ``.03``)."""
    data = with_documents(source)
    there, dropped = _migrated(data, target)
    back, dropped_back = _migrated(there, source)
    _compare(leaves(data), leaves(back), dropped + dropped_back)
    doc = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[2]/RmtInf/Strd/"
    ours = sorted(d for d in dropped if "/RmtInf/" in d or "/RltdRmtInf" in d)
    assert b"2009-09-08" in there
    assert there.count(b"100.00") == (2 if min(source.edition, target.edition) >= 7 else 1)
    assert b"ap@dupont.example" in there
    if target.edition >= 12:
        assert b"<Cd>NTAV</Cd>" in there
        assert b"<Cd>DUPA</Cd>" in there
    if source.edition == 3 and target.edition >= 12:  # a discount without a type: no code
        assert ours == [doc + "RfrdDocAmt/DscntApldAmt"]
    elif target.edition == 3:  # one discount and one tax, untyped
        paths = ("DscntApldAmt/Tp/Cd", "TaxAmt/Tp/Cd", "TaxAmt[2]")
        assert ours == [doc + "RfrdDocAmt/" + p for p in paths]
    else:
        assert ours == []


def test_the_invoice_dates_of_a_corpus_file_go_to_12_and_13() -> None:
    """``iso20022net__pain.001.001.03.xml`` has three invoices with their dates."""
    path = CORPUS_DIR / "iso20022net__pain.001.001.03.xml"
    if not path.exists():
        pytest.skip("file not in this corpus")
    data = path.read_bytes()
    for target in (PainVersion.V12, PainVersion.V13):
        written, dropped = _migrated(data, target)
        assert not [d for d in dropped if "RltdDt" in d]
        dates = etree.fromstring(written).findall(f".//{{{target.namespace}}}RltdDt")
        assert [(d[0][0].text, d[1].text) for d in dates] == [
            ("NTAV", "2009-09-08"),
            ("NTAV", "2009-09-15"),
            ("NTAV", "2009-09-27"),
        ]
        back, _ = _migrated(written, PainVersion.V03)
        _compare(leaves(data), leaves(back), dropped)


def _findings_of(data: bytes, target: PainVersion) -> dict[str, str]:
    """The ``map.dropped`` findings migrating ``data`` to ``target`` names under the
    second transaction's remittance: path after ``CdtTrfTxInf[2]/`` → message."""
    tx = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[2]/"
    return {
        (f.xpath or "").removeprefix(tx): f.message
        for f in version_losses(_message(data), target)
        if (f.xpath or "").startswith(tx + "R")
    }


def test_what_does_not_fit_where_a_value_moved_is_named() -> None:
    """Going back from ``.12``: a typed amount of a code no element of ``.11`` names
    (``CHAR``), a second due payable amount, a date of a type (``INDA``); going to ``.12``:
    a discount of a type outside the discount codes, a tax of a tax code outside the tax
    codes (written as ``TAXS``); going back from ``.06``: a second ``RmtLctnDtls``. Each
    is named at its element, and the rest is carried."""
    more = b"".join(
        b'<RmtAmtAndTp><Tp><Cd>%s</Cd></Tp><Amt Ccy="EUR">%s</Amt></RmtAmtAndTp>' % pair
        for pair in ((b"CHAR", b"7.00"), (b"DUPA", b"8.00"))
    )
    twelve = with_documents(PainVersion.V12).replace(
        b"<Cd>NTAV</Cd>", b"<Cd>INDA</Cd>"
    ).replace(b"</RfrdDocAmt>", more + b"</RfrdDocAmt>")  # fmt: skip
    found = _findings_of(twelve, PainVersion.V11)
    amounts = "RmtInf/Strd/RfrdDocAmt/RmtAmtAndTp"
    assert sorted(found) == [
        "RmtInf/Strd/RfrdDocAmt/RmtAmtAndTp[7]",
        "RmtInf/Strd/RfrdDocAmt/RmtAmtAndTp[8]",
        "RmtInf/Strd/RfrdDocInf/RltdDt/Tp/Cd",
    ], found
    assert "of the type CHAR has no element in pain.001.001.11" in found[f"{amounts}[7]"]
    assert "which holds one" in found[f"{amounts}[8]"]
    assert "INDA has no element" in found["RmtInf/Strd/RfrdDocInf/RltdDt/Tp/Cd"]
    written, _ = _migrated(twelve, PainVersion.V11)
    assert b"2009-09-08" in written
    assert b"7.00" not in written
    assert b"8.00" not in written

    eleven = with_documents(PainVersion.V11).replace(b"APDS", b"XXXX").replace(b"CITY", b"YYYY")
    found = _findings_of(eleven, PainVersion.V12)
    assert sorted(found) == [
        "RmtInf/Strd/RfrdDocAmt/DscntApldAmt",
        "RmtInf/Strd/RfrdDocAmt/TaxAmt[2]",
        "RmtInf/Strd/RfrdDocInf/LineDtls/Amt/DscntApldAmt",
        "RmtInf/Strd/RfrdDocInf/LineDtls/Amt/TaxAmt[2]",
    ], found
    discount = found["RmtInf/Strd/RfrdDocAmt/DscntApldAmt"]
    assert "of the type XXXX has no code of RmtAmtAndTp in pain.001.001.12" in discount
    assert "(dropped in 1 transaction)" in discount
    tax = found["RmtInf/Strd/RfrdDocAmt/TaxAmt[2]"]
    assert "TAXS" in tax
    assert "(changed in 1 transaction)" in tax
    written, _ = _migrated(eleven, PainVersion.V12)
    assert written.count(b"<Cd>TAXS</Cd>") == 4  # the untyped tax and the YYYY one, twice

    six = with_documents(PainVersion.V06).replace(
        b"</RmtLctnDtls></RltdRmtInf>",
        b"</RmtLctnDtls><RmtLctnDtls><Mtd>POST</Mtd></RmtLctnDtls></RltdRmtInf>",
    )
    found = _findings_of(six, PainVersion.V05)
    assert list(found) == ["RltdRmtInf/RmtLctnDtls[2]"]
    assert "pain.001.001.05, which holds one" in found["RltdRmtInf/RmtLctnDtls[2]"]
    written, _ = _migrated(six, PainVersion.V05)
    assert b"<RmtLctnMtd>EMAL</RmtLctnMtd>" in written
    assert b"POST" not in written


# --------------------------------------------------------------------------- the root, dates


XSI = "http://www.w3.org/2001/XMLSchema-instance"


def _located(version: PainVersion, location: str) -> bytes:
    """``hand_made(version)`` whose root names its schema's location."""
    root = f'<Document xmlns="{version.namespace}"'
    located = f'{root} xmlns:xsi="{XSI}" xsi:schemaLocation="{location}"'
    return hand_made(version).replace(root.encode(), located.encode())


def _location_of(data: bytes) -> str | None:
    return etree.fromstring(data).get(f"{{{XSI}}}schemaLocation")


@pytest.mark.parametrize("target", [PainVersion.V09, PainVersion.V03, PainVersion.V13])
def test_the_schema_location_is_kept_for_the_version_written(target: PainVersion) -> None:
    """``xsi:schemaLocation`` comes through a migration: as it was for the same version,
    naming the target's namespace and schema for another; written by ``convert``."""
    from pain_bridge.convert import convert

    v09 = PainVersion.V09
    location = f"{v09.namespace}  https://bank.example/xsd/{v09.value}.xsd"
    result = convert(_located(v09, location), to="xml", pain_version=target.short)
    assert result.written, result.errors
    assert result.output is not None
    expected = location
    if target is not v09:
        expected = f"{target.namespace} https://bank.example/xsd/{target.value}.xsd"
    assert _location_of(result.output) == expected
    assert not [f for f in result.findings if "schemaLocation" in f.message]


def test_a_schema_location_of_the_source_version_alone_is_named_as_dropped() -> None:
    """A Swiss ``pain.001.001.09.ch.03.xsd`` is a schema of ``.09``: not written for
    ``.03`` (no such schema there), and named; for ``.09`` it stays."""
    v09 = PainVersion.V09
    data = _located(v09, f"{v09.namespace} pain.001.001.09.ch.03.xsd")
    findings = [
        f for f in version_losses(_message(data), PainVersion.V03) if f.xpath == "/Document"
    ]
    assert [f.code for f in findings] == ["map.dropped"]
    assert "pain.001.001.09.ch.03.xsd" in findings[0].message
    assert "pain.001.001.03" in findings[0].message
    written, _ = _migrated(data, PainVersion.V03)
    assert _location_of(written) is None
    again, _ = _migrated(data, v09)
    assert _location_of(again) == f"{v09.namespace} pain.001.001.09.ch.03.xsd"


DK_DOCUMENT = b"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.003.03"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="urn:iso:std:iso:20022:tech:xsd:pain.001.003.03 pain.001.003.03.xsd">
 <CstmrCdtTrfInitn>
  <GrpHdr><MsgId>DK-1</MsgId><CreDtTm>2030-01-01T10:00:00</CreDtTm><NbOfTxs>1</NbOfTxs>
   <CtrlSum>10.50</CtrlSum><InitgPty><Nm>Muster GmbH</Nm></InitgPty></GrpHdr>
  <PmtInf>
   <PmtInfId>PMT-1</PmtInfId><PmtMtd>TRF</PmtMtd><NbOfTxs>1</NbOfTxs><CtrlSum>10.50</CtrlSum>
   <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
   <ReqdExctnDt>2030-01-02</ReqdExctnDt>
   <Dbtr><Nm>Muster GmbH</Nm></Dbtr>
   <DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>
   <DbtrAgt><FinInstnId><BIC>COBADEFFXXX</BIC></FinInstnId></DbtrAgt>
   <ChrgBr>SLEV</ChrgBr>
   <CdtTrfTxInf>
    <PmtId><EndToEndId>E2E-1</EndToEndId></PmtId>
    <Amt><InstdAmt Ccy="EUR">10.50</InstdAmt></Amt>
    <Cdtr><Nm>Dupont SARL</Nm></Cdtr>
    <CdtrAcct><Id><IBAN>FR1420041010050500013M02606</IBAN></Id></CdtrAcct>
    <RmtInf><Ustrd>Invoice 17</Ustrd></RmtInf>
   </CdtTrfTxInf>
  </PmtInf>
 </CstmrCdtTrfInitn>
</Document>
"""


@pytest.mark.parametrize("target", [PainVersion.V03, PainVersion.V09])
def test_a_dk_file_migrated_is_told_that_its_namespace_and_rules_go(target: PainVersion) -> None:
    """The German DK variant (pain.001.003.03) is read, not written: its content goes to
    the ISO namespace of the target, and the finding says that the DK namespace is
    replaced and the DK rules, detected from it, no longer apply."""
    from pain_bridge.convert import convert

    result = convert(DK_DOCUMENT, to="xml", pain_version=target.short)
    assert result.written, result.errors
    (finding,) = [f for f in result.findings if f.code == "map.dropped"]
    assert finding.xpath == "/Document"
    assert "pain.001.003.03" in finding.message
    assert target.namespace in finding.message
    assert "DK rules no longer apply" in finding.message
    assert result.output is not None
    assert etree.QName(etree.fromstring(result.output)).namespace == target.namespace
    assert _location_of(result.output) == f"{target.namespace} {target.value}.xsd"
    strict = convert(DK_DOCUMENT, to="xml", pain_version=target.short, strict=True)
    assert not strict.written


def test_a_time_zone_on_a_date_is_carried() -> None:
    """``xs:date`` may have a time zone (``2030-01-02+02:00``): it stays, in the same
    version and in another, on the execution date as on any other date."""
    data = with_documents(PainVersion.V09).replace(
        b"<Dt>2030-01-02</Dt>", b"<Dt>2030-01-02+02:00</Dt>"
    ).replace(b"<RltdDt>2009-09-08</RltdDt>", b"<RltdDt>2009-09-08Z</RltdDt>")  # fmt: skip
    for target in (PainVersion.V09, PainVersion.V03, PainVersion.V13):
        written, dropped = _migrated(data, target)
        assert not [d for d in dropped if d.endswith(("ReqdExctnDt", "/Dt", "RltdDt"))]
        assert b"2030-01-02+02:00<" in written
        assert b">2009-09-08Z<" in written
    message = _message(data)
    day = message.payment_infos[0].requested_execution_date
    assert day == date(2030, 1, 2)
    assert pickle.loads(pickle.dumps(day)) == day
    assert str(pickle.loads(pickle.dumps(day)).zone) == "+02:00"  # type: ignore[attr-defined]


def test_a_year_widened_to_a_date_is_named() -> None:
    """A tax period's ``Yr`` of ``.11`` (an ``ISOYear``) is written as the first of
    January where the target has an ``ISODate`` (``.10``): a change the finding names,
    at its line; back in ``.11`` it is the year again."""
    data = _with_tax_year(PainVersion.V11, "2025")
    line = next(i for i, text in enumerate(data.decode().splitlines(), 1) if "<Yr>" in text)
    (finding,) = version_losses(_message(data), PainVersion.V10)
    assert (finding.code, finding.line) == ("map.dropped", line)
    assert finding.xpath == "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]/Tax/Rcrd/Prd/Yr"
    assert "2025-01-01" in finding.message
    assert "changed in 1 transaction" in finding.message
    written, _ = _migrated(data, PainVersion.V10)
    assert b"<Yr>2025-01-01</Yr>" in written
    back, dropped = _migrated(written, PainVersion.V11)
    assert b"<Yr>2025</Yr>" in back
    assert dropped == []
