"""Every rule on pain.001 XML input: the finding, its line, XPath and JSON Pointer, and a
near-identical document without it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from pain_bridge.config import RuleConfig
from pain_bridge.findings import Finding
from pain_bridge.profiles import SkillProfile
from rules_support import (
    TODAY,
    VALID_RF,
    findings_of,
    line_of,
    xml_document,
    xml_payment_info,
    xml_tx,
)

PMT = "/Document/CstmrCdtTrfInitn/PmtInf[1]"
TX1 = f"{PMT}/CdtTrfTxInf[1]"
TX2 = f"{PMT}/CdtTrfTxInf[2]"
JTX1 = "/payment_info/0/transactions/0"
JTX2 = "/payment_info/0/transactions/1"


def doc_tx(**kw: str | None) -> bytes:
    return xml_document(infos=[xml_payment_info(txs=[xml_tx(**kw)])])  # type: ignore[arg-type]


def doc_two(first: dict[str, str], second: dict[str, str]) -> bytes:
    return xml_document(infos=[xml_payment_info(txs=[xml_tx(**first), xml_tx(**second)])])  # type: ignore[arg-type]


def doc_info(**kw: str) -> bytes:
    return xml_document(infos=[xml_payment_info(**kw)])  # type: ignore[arg-type]


def strd(reference: str) -> str:
    return (
        "<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp>"
        f"<Ref>{reference}</Ref></CdtrRefInf></Strd>"
    )


SHORT_REMITTANCE = SkillProfile("short_xx_pisp_sbx_#1", bulk=True, remittance_max_length=10)


@dataclass
class Case:
    code: str
    bad: Callable[[], bytes]
    good: Callable[[], bytes]
    needle: str  # text on the finding's line in the bad document
    xpath: str
    pointer: str | None
    skill: str | SkillProfile | None = None
    occurrence: int = 1


CASES = [
    Case("iban.checksum", lambda: doc_tx(creditor_iban="NL92ABNA0417164300"),
         lambda: doc_tx(), "<IBAN>NL92", f"{TX1}/CdtrAcct/Id/IBAN",
         f"{JTX1}/creditor_account/identification/iban"),
    Case("iban.country", lambda: doc_tx(creditor_iban="XX89370400440532013000"),
         lambda: doc_tx(creditor_iban="DE89370400440532013000"), "<IBAN>XX",
         f"{TX1}/CdtrAcct/Id/IBAN", f"{JTX1}/creditor_account/identification/iban"),
    Case("iban.length", lambda: doc_tx(creditor_iban="NL91ABNA04171643001"),
         lambda: doc_tx(), "<IBAN>NL91ABNA04171643001", f"{TX1}/CdtrAcct/Id/IBAN",
         f"{JTX1}/creditor_account/identification/iban"),
    Case("iban.format", lambda: doc_info(debtor_iban="DE8937040044053201300X"),
         lambda: doc_info(), "<IBAN>DE89", f"{PMT}/DbtrAcct/Id/IBAN",
         "/payment_info/0/debtor_account/identification/iban"),
    Case("bic.format", lambda: doc_tx(creditor_bic="ABNAXXFF"),
         lambda: doc_tx(creditor_bic="ABNANL2A"), "<BIC>ABNAXXFF",
         f"{TX1}/CdtrAgt/FinInstnId/BIC", None),
    Case("bic.iban-mismatch", lambda: doc_info(debtor_bic="ABNANL2A"),
         lambda: doc_info(debtor_bic="COBADEFF"), "<BIC>ABNANL2A",
         f"{PMT}/DbtrAgt/FinInstnId/BIC", None),
    Case("currency.unknown", lambda: doc_tx(ccy="XYZ", creditor_ccy=None),
         lambda: doc_tx(creditor_ccy=None), 'Ccy="XYZ"', f"{TX1}/Amt/InstdAmt/@Ccy",
         f"{JTX1}/amount/instructed_amount/currency"),
    Case("currency.precision", lambda: doc_tx(amount="10.505"), lambda: doc_tx(amount="10.5"),
         ">10.505<", f"{TX1}/Amt/InstdAmt", f"{JTX1}/amount/instructed_amount/value"),
    Case("currency.account-mismatch", lambda: doc_tx(creditor_ccy="USD"), lambda: doc_tx(),
         "<Ccy>USD", f"{TX1}/CdtrAcct/Ccy", f"{JTX1}/creditor_account/currency"),
    Case("country.unknown", lambda: doc_tx(creditor_country="UK"),
         lambda: doc_tx(creditor_country="GB"), "<Ctry>UK", f"{TX1}/Cdtr/PstlAdr/Ctry",
         f"{JTX1}/creditor/country"),
    Case("amount.range", lambda: doc_tx(amount="0.00"), lambda: doc_tx(amount="0.01"),
         ">0.00<", f"{TX1}/Amt/InstdAmt", f"{JTX1}/amount/instructed_amount/value"),
    Case("totals.nb-of-txs", lambda: doc_info(nb_of_txs="2"), lambda: doc_info(nb_of_txs="1"),
         "<NbOfTxs>2", f"{PMT}/NbOfTxs", None),
    Case("totals.nb-of-txs", lambda: xml_document(nb_of_txs="5"),
         lambda: xml_document(nb_of_txs="1"), "<NbOfTxs>5",
         "/Document/CstmrCdtTrfInitn/GrpHdr/NbOfTxs", "/group_header/txs_no"),
    Case("totals.ctrl-sum", lambda: doc_info(ctrl_sum="10.49"), lambda: doc_info(ctrl_sum="10.5"),
         "<CtrlSum>10.49", f"{PMT}/CtrlSum", None),
    Case("totals.ctrl-sum", lambda: xml_document(ctrl_sum="11"),
         lambda: xml_document(ctrl_sum="10.50"), "<CtrlSum>11",
         "/Document/CstmrCdtTrfInitn/GrpHdr/CtrlSum", None),
    Case("id.duplicate", lambda: doc_two({}, {"e2e": "E2E-1"}),
         lambda: doc_two({}, {"e2e": "E2E-2"}), "<EndToEndId>E2E-1", f"{TX2}/PmtId/EndToEndId",
         f"{JTX2}/payment_identification/end_to_end_id", occurrence=2),
    Case("date.past", lambda: doc_info(execution_date="2024-05-01"),
         lambda: doc_info(execution_date="2024-05-02"), "<ReqdExctnDt>", f"{PMT}/ReqdExctnDt",
         None),
    Case("text.charset", lambda: doc_tx(creditor_name="Zoë BV"), lambda: doc_tx(),
         "<Nm>Zo", f"{TX1}/Cdtr/Nm", f"{JTX1}/creditor/name"),
    Case("text.length", lambda: doc_tx(e2e="E" * 36), lambda: doc_tx(e2e="E" * 35),
         "<EndToEndId>EEE", f"{TX1}/PmtId/EndToEndId",
         f"{JTX1}/payment_identification/end_to_end_id"),
    Case("remittance.multiple", lambda: doc_tx(remittance="<Ustrd>a</Ustrd>\n<Ustrd>b</Ustrd>"),
         lambda: doc_tx(remittance="<Ustrd>a b</Ustrd>"), "<Ustrd>b", f"{TX1}/RmtInf/Ustrd[2]",
         f"{JTX1}/remittance_information/unstructured"),
    Case("remittance.both", lambda: doc_tx(remittance=f"<Ustrd>a</Ustrd>{strd(VALID_RF)}"),
         lambda: doc_tx(remittance=strd(VALID_RF)), "<RmtInf>", f"{TX1}/RmtInf",
         f"{JTX1}/remittance_information"),
    Case("remittance.reference", lambda: doc_tx(remittance=strd("RF19539007547034")),
         lambda: doc_tx(remittance=strd(VALID_RF)), "<RmtInf>", f"{TX1}/RmtInf/Strd/CdtrRefInf/Ref",
         f"{JTX1}/remittance_information/structured/creditor_reference/reference"),
    Case("remittance.structured-unsupported", lambda: doc_tx(remittance=strd(VALID_RF)),
         lambda: doc_tx(), "<RmtInf>", f"{TX1}/RmtInf/Strd",
         f"{JTX1}/remittance_information/structured", skill="bt_ro_pisp_sbx_#2.0"),
    Case("skill.end-to-end-id", lambda: doc_tx(e2e="NOTPROVIDED"), lambda: doc_tx(),
         "<EndToEndId>NOTPROVIDED", f"{TX1}/PmtId/EndToEndId",
         f"{JTX1}/payment_identification/end_to_end_id", skill="ing_nl_pisp_sbx_#1.0"),
    Case("skill.bulk", lambda: doc_two({}, {"e2e": "E2E-2"}), lambda: doc_tx(),
         "<CdtTrfTxInf>", TX2, JTX2, skill="bt_ro_pisp_sbx_#2.0", occurrence=2),
    Case("skill.currency", lambda: doc_tx(ccy="USD", creditor_ccy="USD"), lambda: doc_tx(),
         'Ccy="USD"', f"{TX1}/Amt/InstdAmt/@Ccy", f"{JTX1}/amount/instructed_amount/currency",
         skill="ing_nl_pisp_sbx_#1.0"),
    Case("skill.amount", lambda: doc_tx(amount="1000000.01"), lambda: doc_tx(amount="1000000"),
         ">1000000.01<", f"{TX1}/Amt/InstdAmt", f"{JTX1}/amount/instructed_amount/value",
         skill="bt_ro_pisp_sbx_#2.0"),
    Case("skill.remittance", lambda: doc_tx(remittance="<Ustrd>Invoice 2024-17</Ustrd>"),
         lambda: doc_tx(remittance="<Ustrd>Inv 17</Ustrd>"), "<Ustrd>", f"{TX1}/RmtInf/Ustrd",
         f"{JTX1}/remittance_information/unstructured", skill=SHORT_REMITTANCE),
]  # fmt: skip


def _rule_findings(document: bytes, skill: str | SkillProfile | None) -> list[Finding]:
    # the schema's own violation set aside: beside it, a rule restating it is not repeated
    unless_schema = RuleConfig(ignore=frozenset({"xsd.violation"}))
    found = findings_of(document, skill=skill, today=TODAY, config=unless_schema)
    return [f for f in found if f.code != "map.dropped"]


def test_baseline_document_is_clean() -> None:
    found = findings_of(xml_document(), today=TODAY)
    assert [f.code for f in found if f.code != "map.dropped"] == []


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.code)
def test_rule_on_xml(case: Case) -> None:
    document = case.bad()
    found = [f for f in _rule_findings(document, case.skill) if f.code == case.code]
    assert len(found) == 1, _rule_findings(document, case.skill)
    (finding,) = found
    assert finding.xpath == case.xpath
    assert finding.pointer == case.pointer
    assert finding.line == line_of(document, case.needle, case.occurrence)
    assert [f for f in _rule_findings(case.good(), case.skill) if f.code == case.code] == []


def test_same_rules_for_xml_and_json() -> None:
    """The XML baseline converted by hand to JSON gives the same (absence of) findings;
    one defect gives the same code and pointer in both formats."""
    from rules_support import json_data, set_path

    xml_found = _rule_findings(doc_tx(creditor_iban="NL92ABNA0417164300"), None)
    pointer = f"{JTX1}/creditor_account/identification/iban"
    json_found = findings_of(set_path(json_data(), pointer, "NL92ABNA0417164300"))
    assert [(f.code, f.pointer, f.xpath) for f in xml_found] == [
        (f.code, f.pointer, f.xpath) for f in json_found
    ]
