"""Every scheme rule of the catalogue (``rules/schemes/rows.py``): the clean document of
its scheme passes, a mutant fails at the line of the mutation (on pain.001.001.09; the
rule that differs on pain.001.001.03 on that version too)."""

from __future__ import annotations

import re

import pytest

from pain_bridge.rules.schemes.charsets import suggest, transliterate
from pain_bridge.rules.schemes.remittance import strd_text
from pain_bridge.schemes import SCHEMES, profile_problems
from scheme_support import document, line_of, mutant, rule_lines, scheme_findings

EPC = ("epc-sct", "epc-sct-inst", "dk")

Mutation = tuple[str | bytes, str, str, str, int]
# (document, old, new, needle of the line the finding is on, occurrence of the needle)
_CUT_TOWN: Mutation = (
    "sct",
    "<TwnNm>Amsterdam</TwnNm>",
    "<AdrLine>1017 Amsterdam</AdrLine>",
    "<PstlAdr>",
    2,
)
EPC_MUTANTS: dict[str, Mutation] = {
    "service-level": ("sct", "<Cd>SEPA</Cd>", "<Cd>NURG</Cd>", "<SvcLvl>", 1),
    "payment-type-level": (
        "sct",
        "</PmtId>",
        "</PmtId><PmtTpInf><InstrPrty>HIGH</InstrPrty></PmtTpInf>",
        "<InstrPrty>",
        1,
    ),
    "currency": ("sct", 'Ccy="EUR">120.00', 'Ccy="CHF">120.00', 'Ccy="CHF"', 1),
    "amount-range": ("sct", ">120.00<", ">1000000000.00<", "1000000000.00", 1),
    "amount-decimals": ("sct", ">120.00<", ">120.005<", "120.005", 1),
    "instructed-amount": (
        "sct",
        '<InstdAmt Ccy="EUR">10.50</InstdAmt>',
        '<EqvtAmt><Amt Ccy="EUR">10.50</Amt><CcyOfTrf>EUR</CcyOfTrf></EqvtAmt>',
        "<EqvtAmt>",
        1,
    ),
    "charge-bearer": ("sct", "<ChrgBr>SLEV</ChrgBr>", "<ChrgBr>SHAR</ChrgBr>", "<ChrgBr>", 1),
    "charge-bearer-level": (
        "sct",
        "10.50</InstdAmt>\n        </Amt>",
        "10.50</InstdAmt>\n        </Amt>\n<ChrgBr>SLEV</ChrgBr>",
        "<ChrgBr>",
        2,
    ),
    "remittance-one-kind": (
        "sct",
        "<Ustrd>Invoice 2026-17</Ustrd>",
        "<Ustrd>Invoice 2026-17</Ustrd>\n<Strd><AddtlRmtInf>Thanks</AddtlRmtInf></Strd>",
        "<Strd><AddtlRmtInf>",
        1,
    ),
    "remittance-unstructured": (
        "sct",
        "<Ustrd>Invoice 2026-17</Ustrd>",
        "<Ustrd>Invoice 2026-17</Ustrd>\n<Ustrd>and 2026-18</Ustrd>",
        "and 2026-18",
        1,
    ),
    "remittance-structured": (
        "sct",
        "<Issr>ISO</Issr>",
        "<Issr>Bank of the Creditor Reference Issue</Issr>",
        "<Strd>",
        1,
    ),
    "creditor-reference-complete": (
        "sct",
        "<Ref>RF18539007547034</Ref>",
        "",
        "<CdtrRefInf>",
        1,
    ),
    "creditor-reference-type": ("sct", "<Cd>SCOR</Cd>", "<Prtry>SCOR</Prtry>", "<Prtry>", 1),
    "creditor-reference": ("sct", "RF18539007547034", "RF19539007547034", "RF19", 1),
    "remittance-structured-parts": (
        "sct",
        "</CdtrRefInf>",
        "</CdtrRefInf>\n<Invcr><Nm>Invoicer BV</Nm></Invcr>",
        "<Invcr>",
        1,
    ),
    "name-length": ("sct", "<Nm>Creditor BV</Nm>", f"<Nm>{'Creditor ' * 8}</Nm>", "Creditor C", 1),
    "charset": ("sct", "<Nm>Creditor BV</Nm>", "<Nm>Пётр Ωμέγα BV</Nm>", "Пётр", 1),
    "reference-slashes": ("sct", "E2E-2026-1<", "E2E//2026-1<", "E2E//", 1),
    "iban-only": (
        "sct",
        "<IBAN>BE68539007547034</IBAN>",
        "<Othr><Id>12345678</Id></Othr>",
        "<Othr>",
        1,
    ),
    "creditor-agent": (
        "sct",
        "<BICFI>ABNANL2A</BICFI>",
        "<BICFI>ABNANL2A</BICFI><Nm>B</Nm>",
        "<Nm>B",
        1,
    ),
    "not-used": (
        "sct",
        "<RmtInf>\n          <Ustrd>",
        "<InstrForCdtrAgt><Cd>PHOB</Cd></InstrForCdtrAgt>\n<RmtInf>\n          <Ustrd>",
        "<InstrForCdtrAgt>",
        1,
    ),
    "address-town-country": ("sct", "<TwnNm>Berlin</TwnNm>", "", "<PstlAdr>", 1),
    "address-lines": (
        "sct",
        "<AdrLine>Keizersgracht 12</AdrLine>",
        "<AdrLine>Keizersgracht 12</AdrLine>\n<AdrLine>2nd floor</AdrLine>\n"
        "<AdrLine>Rear</AdrLine>",
        "<AdrLine>Rear",
        1,
    ),
    "address-duplication": (
        "sct",
        "<AdrLine>Keizersgracht 12</AdrLine>",
        "<AdrLine>Keizersgracht 12, Amsterdam</AdrLine>",
        "12, Amsterdam",
        1,
    ),
    "address-unstructured": _CUT_TOWN,
    "uetr": (
        "sct",
        "<EndToEndId>E2E-2026-1</EndToEndId>",
        "<EndToEndId>E2E-2026-1</EndToEndId>\n<UETR>eb6305c9-1f7f-49de-aed0-16487c27b42d</UETR>",
        "<UETR>",
        1,
    ),
    "payment-method": ("sct", "<PmtMtd>TRF</PmtMtd>", "<PmtMtd>CHK</PmtMtd>", "<PmtMtd>", 1),
    "party-identification": (
        "sct",
        "<Nm>Second Creditor SA</Nm>",
        "<Nm>Second Creditor SA</Nm>\n<Id><OrgId><AnyBIC>GEBABEBB</AnyBIC>\n"
        "<Othr><Id>BE0403227515</Id></Othr></OrgId></Id>",
        "<Othr><Id>BE04",
        1,
    ),
    "execution-date": (
        "sct",
        "<Dt>2026-11-20</Dt>",
        "<DtTm>2026-11-20T09:00:00</DtTm>",
        "<DtTm>",
        1,
    ),
}
#: The Swiss domestic document made a bank cheque (type C): PmtMtd CHK, no CdtrAcct.
CHEQUE = re.sub(
    rb"\s*<CdtrAcct>.*?</CdtrAcct>",
    b"",
    mutant("sps-d", "<PmtMtd>TRF", "<PmtMtd>CHK"),
    flags=re.S,
)
INST_DOCUMENT = mutant("sct", "</SvcLvl>", "</SvcLvl>\n<LclInstrm><Cd>INST</Cd></LclInstrm>")
_CUT_TOWN_AND_COUNTRY: Mutation = (
    "sct",
    "<TwnNm>Amsterdam</TwnNm>\n            <Ctry>NL</Ctry>",
    "<AdrLine>1017 Amsterdam</AdrLine>",
    "<PstlAdr>",
    2,
)
CBPR_MUTANTS: dict[str, Mutation] = {
    "unstructured-only": _CUT_TOWN_AND_COUNTRY,
    "no-country": ("sct", "<Ctry>DE</Ctry>", "", "<PstlAdr>", 1),
    "no-town": ("sct", "<TwnNm>Berlin</TwnNm>", "", "<PstlAdr>", 1),
    "adrline-max2": EPC_MUTANTS["address-lines"],
    "dup-in-adrline": EPC_MUTANTS["address-duplication"],
    "ctry-code": ("sct", "<Ctry>DE</Ctry>", "<Ctry>XY</Ctry>", "<Ctry>XY", 1),
    "adrline-70": (
        "sct",
        "<AdrLine>Keizersgracht 12</AdrLine>",
        f"<AdrLine>Keizersgracht 12 {'x' * 60}</AdrLine>",
        "xxxx",
        1,
    ),
    "charset": EPC_MUTANTS["charset"],
    "bldgnb-in-strtnm": (
        "sct",
        "<StrtNm>Hauptstrasse</StrtNm>\n          <BldgNb>1</BldgNb>",
        "<StrtNm>Hauptstrasse 1a</StrtNm>",
        "Hauptstrasse 1a",
        1,
    ),
}
SPS_MUTANTS: dict[str, Mutation] = {
    "charset": ("sps-d", "<Nm>Rösti Café GmbH</Nm>", "<Nm>Рёсти Café</Nm>", "Рёсти", 1),
    "reference-charset": ("sps-d", "E2E-CH-2<", "E2E_CH_2<", "E2E_CH_2", 1),
    "reference-slashes": ("sps-d", "<PmtInfId>PMT", "<PmtInfId> PMT", "<PmtInfId>", 1),
    # in a transaction too, in InstrId and in EndToEndId (the screen looks at the first
    # character: test_scheme_screens holds it to these mutants)
    "reference-slashes@D1": ("sps-d", "<InstrId>INSTR-CH-2", "<InstrId> INSTR", "<InstrId> ", 1),
    "reference-slashes@X": ("sps-d", "<EndToEndId>E2E-CH-1", "<EndToEndId> E2E", "> E2E", 1),
    "initiating-party": (
        "sps-d",
        "<Nm>Müller Söhne AG</Nm>\n      </InitgPty>",
        "</InitgPty>",
        "<InitgPty>",
        1,
    ),
    "party-identification": (
        "sps-d",
        "<Nm>Rösti Café GmbH</Nm>",
        "<Nm>Rösti Café GmbH</Nm>\n<Id><PrvtId><Othr><Id>1</Id></Othr>\n"
        "<Othr><Id>2</Id></Othr></PrvtId></Id>",
        "<Othr><Id>2",
        1,
    ),
    "payment-method": ("sps-d", "<PmtMtd>TRF</PmtMtd>", "<PmtMtd>CHK</PmtMtd>", "<PmtMtd>", 1),
    "payment-method@C": (
        CHEQUE,
        "<PmtMtd>CHK",
        "<PmtMtd>TRF",
        "<PmtMtd>",
        1,
    ),
    "payment-type-level": (
        "sps-d",
        "</PmtId>",
        "</PmtId><PmtTpInf><CtgyPurp><Cd>SUPP</Cd></CtgyPurp></PmtTpInf>",
        "<CtgyPurp><Cd>SUPP",
        1,
    ),
    "service-level": ("sct", "<Cd>SEPA</Cd>", "<Prtry>SEPA</Prtry>", "<SvcLvl>", 1),
    "local-instrument-level": (
        "sps-d",
        "</PmtId>",
        "</PmtId><PmtTpInf><LclInstrm><Cd>INST</Cd></LclInstrm></PmtTpInf>",
        "<LclInstrm>",
        1,
    ),
    "category-purpose-level": (
        "sps-d",
        "</PmtId>",
        "</PmtId><PmtTpInf><CtgyPurp><Cd>PENS</Cd></CtgyPurp></PmtTpInf>",
        "<CtgyPurp><Cd>PENS",
        1,
    ),
    "name-length": EPC_MUTANTS["name-length"],
    "debtor-qr-iban": ("sps-d", "CH9300762011623852957", "CH4431999123000889012", "CH44319", 1),
    "clearing-system": ("sps-d", "<Cd>CHBCC</Cd>", "<Cd>DEBLZ</Cd>", "<ClrSysId>", 1),
    "instruction-for-debtor-agent@S": (
        "sct",
        "<ChrgBr>SLEV</ChrgBr>",
        "<InstrForDbtrAgt>Call me</InstrForDbtrAgt>\n<ChrgBr>SLEV</ChrgBr>",
        "<InstrForDbtrAgt>",
        1,
    ),
    "one-level": (
        "sps-d",
        "</Amt>\n        <Cdtr>",
        "</Amt>\n<ChrgBr>SHAR</ChrgBr>\n        <Cdtr>",
        "<ChrgBr>",
        2,
    ),
    "charge-bearer": ("sps-d", "<ChrgBr>SHAR</ChrgBr>", "<ChrgBr>XXXX</ChrgBr>", "<ChrgBr>", 1),
    "charge-bearer@S": EPC_MUTANTS["charge-bearer"],
    "currency@S": EPC_MUTANTS["currency"],
    "amount-range@S": EPC_MUTANTS["amount-range"],
    "currency": ("sps-d", 'Ccy="CHF">50.00', 'Ccy="USD">50.00', 'Ccy="USD"', 1),
    "amount-range": ("sps-d", ">50.00<", ">0.00<", ">0.00<", 1),
    "exchange-rate": (
        "sct",
        "10.50</InstdAmt>\n        </Amt>",
        "10.50</InstdAmt>\n        </Amt>\n<XchgRateInf><XchgRate>1.1</XchgRate></XchgRateInf>",
        "<XchgRateInf>",
        1,
    ),
    "cheque": (
        "sps-d",
        "</Amt>\n        <Cdtr>",
        "</Amt>\n<ChqInstr><ChqTp>BCHQ</ChqTp></ChqInstr>\n        <Cdtr>",
        "<ChqInstr>",
        1,
    ),
    "creditor-agent@S": (
        "sct",
        "<BICFI>ABNANL2A</BICFI>",
        "<ClrSysMmbId><MmbId>123</MmbId></ClrSysMmbId>",
        "<ClrSysMmbId>",
        1,
    ),
    "creditor-agent": EPC_MUTANTS["creditor-agent"],
    "address-type": (
        "sps-d",
        "<StrtNm>Marktgasse</StrtNm>",
        "<AdrTp><Cd>BIZZ</Cd></AdrTp>\n<StrtNm>Marktgasse</StrtNm>",
        "<AdrTp>",
        1,
    ),
    "address-town-country": ("sps-d", "<TwnNm>Bern</TwnNm>", "", "<PstlAdr>", 2),
    "address-lines": (
        "sps-d",
        "<AdrLine>Städtle 36</AdrLine>",
        "<AdrLine>Städtle 36</AdrLine><AdrLine>a</AdrLine>\n<AdrLine>b</AdrLine>",
        "<AdrLine>b",
        1,
    ),
    "address-duplication": (
        "sps-d",
        "<AdrLine>Städtle 36</AdrLine>",
        "<AdrLine>Städtle 36, Vaduz</AdrLine>",
        "36, Vaduz",
        1,
    ),
    "address-with-name": ("sps-d", "<Nm>Rösti Café GmbH</Nm>", "", "<PstlAdr>", 2),
    "building-number": (
        "sps-d",
        "<StrtNm>Marktgasse</StrtNm>\n            <BldgNb>3</BldgNb>",
        "<StrtNm>Marktgasse 3</StrtNm>",
        "Marktgasse 3",
        1,
    ),
    "creditor-postcode": ("sps-d", "<PstCd>3011</PstCd>", "", "<PstlAdr>", 2),
    "creditor-iban": (
        "sct",
        "<IBAN>BE68539007547034</IBAN>",
        "<Othr><Id>1</Id></Othr>",
        "<Othr>",
        1,
    ),
    "remittance-one-kind": (
        "sps-d",
        "<Ustrd>Rechnung 2026-4 für März</Ustrd>",
        "<Ustrd>Rechnung</Ustrd><Strd><AddtlRmtInf>März</AddtlRmtInf></Strd>",
        "<Strd><AddtlRmtInf>",
        1,
    ),
    "remittance-unstructured": (
        "sps-d",
        "<Ustrd>Rechnung",
        f"<Ustrd>{'x' * 130}Rechnung",
        "xxx",
        1,
    ),
    "remittance-structured": (
        "sps-d",
        "</Strd>",
        "</Strd>\n<Strd><AddtlRmtInf>more</AddtlRmtInf></Strd>",
        "<Strd><AddtlRmtInf>more",
        1,
    ),
    "remittance-structured@S": EPC_MUTANTS["remittance-structured"],
    "remittance-structured-parts@S": EPC_MUTANTS["remittance-structured-parts"],
    "remittance-structured-parts@D2": (
        "sps-d",
        "</CdtrRefInf>\n          </Strd>",
        "</CdtrRefInf>\n<Invcr><Nm>Rösti Café GmbH</Nm></Invcr>\n          </Strd>",
        "<Invcr>",
        1,
    ),
    "remittance-structured-parts@C": (
        CHEQUE,
        "</CdtrRefInf>\n          </Strd>",
        "</CdtrRefInf>\n<AddtlRmtInf>Lohn</AddtlRmtInf>\n          </Strd>",
        "<AddtlRmtInf>",
        1,
    ),
    "additional-remittance": (
        "sps-d",
        "</CdtrRefInf>\n          </Strd>",
        "</CdtrRefInf>\n<AddtlRmtInf>Lohn</AddtlRmtInf>\n<AddtlRmtInf>März</AddtlRmtInf>\n"
        "          </Strd>",
        "<AddtlRmtInf>",
        2,
    ),
    "additional-remittance@X": (
        "sps-d",
        "<Ustrd>Rechnung 2026-4 für März</Ustrd>",
        "<Strd><AddtlRmtInf>Rechnung 2026-4</AddtlRmtInf></Strd>",
        "<AddtlRmtInf>",
        1,
    ),
    "qr-reference-form": (
        "sps-d",
        "<Ref>210000000003139471430009017</Ref>",
        "<Ref>210000000003139471430009018</Ref>",
        "<Ref>2100",
        1,
    ),
    "instruction-id-unique": (
        "sps-d",
        "<InstrId>INSTR-CH-2</InstrId>",
        "<InstrId>INSTR-CH-1</InstrId>",
        "<InstrId>INSTR-CH-1",
        2,
    ),
    "instruction-for-debtor-agent@D2": (
        "sps-d",
        "<RmtInf>\n          <Ustrd>",
        "<InstrForDbtrAgt>Call first</InstrForDbtrAgt>\n<RmtInf>\n          <Ustrd>",
        "<InstrForDbtrAgt>",
        1,
    ),
    "creditor-agent@D2": (
        "sps-d",
        "</Amt>\n        <Cdtr>",
        "</Amt>\n<CdtrAgt><FinInstnId><Othr><Id>BANK-7</Id></Othr></FinInstnId></CdtrAgt>\n"
        "        <Cdtr>",
        "<CdtrAgt>",
        1,
    ),
    "creditor-agent@X": (
        "sps-d",
        "</Amt>\n        <Cdtr>",
        "</Amt>\n<CdtrAgt><FinInstnId><BICFI>UBSWCHZH80A</BICFI><Nm>UBS</Nm></FinInstnId>"
        "</CdtrAgt>\n        <Cdtr>",
        "<CdtrAgt>",
        1,
    ),
    "creditor-agent-clearing": (
        "sps-d",
        "</Amt>\n        <Cdtr>",
        "</Amt>\n<CdtrAgt><FinInstnId><ClrSysMmbId><ClrSysId><Cd>USABA</Cd></ClrSysId>"
        "<MmbId>026009593</MmbId></ClrSysMmbId></FinInstnId></CdtrAgt>\n        <Cdtr>",
        "<CdtrAgt>",
        1,
    ),
    "regulatory-reporting": (
        "sps-d",
        "<RmtInf>\n          <Ustrd>",
        "<RgltryRptg><Authrty><Nm>SNB</Nm></Authrty></RgltryRptg>\n<RmtInf>\n          <Ustrd>",
        "<RgltryRptg>",
        1,
    ),
    "regulatory-reporting-ignored": (
        "sps-d",
        "<RmtInf>\n          <Ustrd>",
        "<RgltryRptg><Dtls><Inf>Salary</Inf></Dtls></RgltryRptg>\n"
        "<RgltryRptg><Dtls><Inf>Rent</Inf></Dtls></RgltryRptg>\n<RmtInf>\n          <Ustrd>",
        "<RgltryRptg>",
        2,
    ),
    "creditor-reference-complete": (
        "sps-d",
        "<Ref>210000000003139471430009017</Ref>",
        "",
        "<CdtrRefInf>",
        1,
    ),
    "creditor-reference-type": (
        "sps-d",
        "<Prtry>QRR</Prtry>",
        "<Prtry>XYZ</Prtry>",
        "<Prtry>XYZ",
        1,
    ),
    "creditor-reference-type@S": EPC_MUTANTS["creditor-reference-type"],
    "creditor-reference": (
        "sps-d",
        "<Prtry>QRR</Prtry>\n                </CdOrPrtry>\n              </Tp>\n"
        "              <Ref>210000000003139471430009017",
        "<Cd>SCOR</Cd>\n                </CdOrPrtry>\n              </Tp>\n"
        "              <Ref>RF00INVALID",
        "RF00INVALID",
        1,
    ),
    "creditor-reference@S": EPC_MUTANTS["creditor-reference"],
    "qr-reference": ("sps-d", "<Prtry>QRR</Prtry>", "<Cd>SCOR</Cd>", "<Tp>", 1),
    "instruction-for-creditor-agent": (
        "sps-d",
        "<RmtInf>\n          <Ustrd>",
        "<InstrForCdtrAgt><InstrInf>Call</InstrInf></InstrForCdtrAgt>\n<RmtInf>\n          <Ustrd>",
        "<InstrForCdtrAgt>",
        1,
    ),
    "creditor-id": (
        "sps-d",
        "<Nm>Rösti Café GmbH</Nm>",
        "<Nm>Rösti Café GmbH</Nm>\n<Id><OrgId><Othr><Id>CHE-1</Id></Othr></OrgId></Id>",
        "<Id><OrgId>",
        1,
    ),
    "uetr": EPC_MUTANTS["uetr"],
    "contact-channels": (
        "sps-d",
        "<Nm>Müller Söhne AG</Nm>\n      </InitgPty>",
        "<Nm>Müller Söhne AG</Nm>\n<CtctDtls><Othr><ChanlTp>MAIL</ChanlTp><Id>x</Id></Othr>"
        "</CtctDtls>\n      </InitgPty>",
        "<ChanlTp>MAIL",
        1,
    ),
    "local-instrument": (
        "sps-d",
        "<CtgyPurp>",
        "<LclInstrm><Prtry>CH01</Prtry></LclInstrm>\n<CtgyPurp>",
        "<LclInstrm>",
        1,
    ),
    "instant-not-used@D2": (
        "sps-d",
        "<RmtInf>\n          <Ustrd>",
        "<RltdRmtInf><RmtId>R1</RmtId></RltdRmtInf>\n<RmtInf>\n          <Ustrd>",
        "<RltdRmtInf>",
        1,
    ),
    "cheque-creditor@C": (
        CHEQUE,
        "</Amt>\n        <Cdtr>",
        "</Amt>\n<CdtrAgt><FinInstnId><BICFI>UBSWCHZH80A</BICFI></FinInstnId></CdtrAgt>\n"
        "        <Cdtr>",
        "<CdtrAgt>",
        1,
    ),
}


def _mutated(mutation: Mutation) -> tuple[bytes, bytes, int]:
    """The clean document, its mutant, and the line the finding belongs on."""
    base, old, new, needle, occurrence = mutation
    clean = document(base) if isinstance(base, str) else base
    changed = mutant(clean, old, new)
    return clean, changed, line_of(changed, needle, occurrence)


CASES = [
    *((scheme, name, m) for scheme in ("epc-sct", "dk") for name, m in EPC_MUTANTS.items()),
    *(("epc-sct-inst", name, m) for name, m in EPC_MUTANTS.items() if name != "execution-date"),
    *(("cbpr-plus", name, m) for name, m in CBPR_MUTANTS.items()),
    *(("swiss-sps", name, m) for name, m in SPS_MUTANTS.items()),
]


def test_every_rule_has_its_mutant() -> None:
    tested = {(scheme, name.partition("@")[0]) for scheme, name, _m in CASES}
    tested |= {("epc-sct-inst", "local-instrument"), ("epc-sct", "address-core")}
    tested |= {("dk", "address-core"), ("epc-sct-inst", "address-core")}
    every = {
        (scheme, row.code.partition(".")[2])
        for scheme, profile in SCHEMES.items()
        for row in profile.rules
    }
    assert every - tested == set()


@pytest.mark.parametrize(
    ("scheme", "name", "mutation"), CASES, ids=[f"{s}:{n}" for s, n, _ in CASES]
)
def test_a_clean_document_passes_and_its_mutant_fails_at_the_line(
    scheme: str, name: str, mutation: Mutation
) -> None:
    clean, changed, line = _mutated(mutation)
    code, _, variant = name.partition("@")
    assert rule_lines(clean, scheme, code, variant or None) == []
    assert rule_lines(changed, scheme, code, variant or None) == [line]


@pytest.mark.parametrize(
    ("scheme", "source"),
    [
        ("epc-sct", document("sct")),
        ("dk", document("sct")),
        ("epc-sct-inst", INST_DOCUMENT),
        ("cbpr-plus", document("sct")),
        ("swiss-sps", document("sct")),  # payment type S
        ("swiss-sps", document("sps-d")),  # payment type D
        ("swiss-sps", CHEQUE),  # payment type C
    ],
)
def test_the_clean_documents_have_no_finding_of_any_scheme_rule(scheme: str, source: bytes) -> None:
    assert scheme_findings(source, scheme) == []


def test_the_engine_reports_a_mutant_with_the_rules_code_severity_and_line() -> None:
    _clean, changed, line = _mutated(EPC_MUTANTS["charset"])
    found = scheme_findings(changed, "epc-sct")
    assert [(code, at) for code, at, _message in found] == [("epc.charset", line)]
    assert "'П' → 'P'" in found[0][2]
    assert "suggested: 'Petr Omega BV'" in found[0][2]
    swiss = scheme_findings(mutant("sps-d", 'Ccy="CHF">50.00', 'Ccy="USD">50.00'), "swiss-sps")
    assert swiss == []  # USD to a Swiss IBAN is type X, which takes any currency


def test_sct_inst_takes_a_moment_and_wants_inst() -> None:
    moment = mutant(INST_DOCUMENT, "<Dt>2026-11-20</Dt>", "<DtTm>2026-11-20T09:00:00</DtTm>")
    assert scheme_findings(moment, "epc-sct-inst") == []
    assert rule_lines(moment, "epc-sct", "execution-date") == [line_of(moment, "<DtTm>")]
    other = mutant(INST_DOCUMENT, "<Cd>INST</Cd>", "<Cd>IN</Cd>")
    assert rule_lines(other, "epc-sct-inst", "local-instrument") == [line_of(other, "<LclInstrm>")]
    assert rule_lines(document("sct"), "epc-sct-inst", "local-instrument") == [
        line_of(document("sct"), "<CdtTrfTxInf>", 1),
        line_of(document("sct"), "<CdtTrfTxInf>", 2),
    ]


def test_the_cutover_is_decided_by_the_requested_execution_date() -> None:
    _clean, changed, line = _mutated(_CUT_TOWN)
    assert rule_lines(changed, "epc-sct", "address-unstructured") == [line]
    before = mutant(changed, "<Dt>2026-11-20</Dt>", "<Dt>2026-11-14</Dt>")
    assert rule_lines(before, "epc-sct", "address-unstructured") == []
    _clean, cbpr, line = _mutated(_CUT_TOWN_AND_COUNTRY)
    before = mutant(cbpr, "<Dt>2026-11-20</Dt>", "<Dt>2026-11-14</Dt>")
    assert rule_lines(before, "cbpr-plus", "unstructured-only") == [line]  # from the 14th
    earlier = mutant(cbpr, "<Dt>2026-11-20</Dt>", "<Dt>2026-11-13</Dt>")
    assert rule_lines(earlier, "cbpr-plus", "unstructured-only") == []
    # with its country, the address is hybrid for CBPR+ (ADR-10): it lacks its town
    assert rule_lines(changed, "cbpr-plus", "unstructured-only") == []
    assert rule_lines(changed, "cbpr-plus", "no-town") == [line]


# --- pain.001.001.03, where the rule differs ---------------------------------------------


def _as_03(source: bytes) -> bytes:
    text = source.decode().replace("pain.001.001.09", "pain.001.001.03")
    text = text.replace("BICFI>", "BIC>")
    text = text.replace(
        "<ReqdExctnDt>\n        <Dt>2026-11-20</Dt>\n      </ReqdExctnDt>",
        "<ReqdExctnDt>2026-11-20</ReqdExctnDt>",
    )
    return text.encode()


def test_the_sepa_core_address_of_03_is_country_and_lines() -> None:
    structured = _as_03(document("sct"))
    assert "<ReqdExctnDt>2026-11-20</ReqdExctnDt>" in structured.decode()
    for scheme in ("epc-sct", "dk"):
        assert rule_lines(structured, scheme, "address-core") == [
            line_of(structured, "<StrtNm>Hauptstrasse"),
            line_of(structured, "<TwnNm>Amsterdam"),
            line_of(structured, "<StrtNm>Rue de la Loi"),
        ]
        assert rule_lines(document("sct"), scheme, "address-core") == []  # .09: no such rule
    core = mutant(
        mutant(
            mutant(structured, "<StrtNm>Hauptstrasse</StrtNm>", ""),
            "<BldgNb>1</BldgNb>\n          <PstCd>10115</PstCd>\n          <TwnNm>Berlin</TwnNm>",
            "<AdrLine>Hauptstrasse 1</AdrLine><AdrLine>10115 Berlin</AdrLine>",
        ),
        "<Ctry>DE</Ctry>",
        "",
    )
    assert line_of(structured, "<StrtNm>Hauptstrasse") not in rule_lines(
        core, "epc-sct", "address-core"
    )


def test_tax_remittance_is_no_part_of_a_sepa_strd() -> None:
    taxed = mutant(
        "sct",
        "</CdtrRefInf>",
        "</CdtrRefInf>\n<TaxRmt><Cdtr><TaxId>DE123</TaxId></Cdtr></TaxRmt>",
    )
    assert rule_lines(taxed, "epc-sct", "remittance-structured-parts") == [
        line_of(taxed, "<TaxRmt>")
    ]


def test_a_country_alone_is_no_structured_address() -> None:
    alone = mutant(
        "sct",
        "<StrtNm>Hauptstrasse</StrtNm>\n          <BldgNb>1</BldgNb>\n          "
        "<PstCd>10115</PstCd>\n          <TwnNm>Berlin</TwnNm>\n",
        "",
    )
    assert rule_lines(alone, "epc-sct", "address-town-country") == []
    assert rule_lines(alone, "cbpr-plus", "no-town") == []
    street = mutant(alone, "<Ctry>DE</Ctry>", "<StrtNm>Hauptstrasse</StrtNm><Ctry>DE</Ctry>")
    assert rule_lines(street, "epc-sct", "address-town-country") == [line_of(street, "<PstlAdr>")]


# --- the pieces -------------------------------------------------------------------------


def test_the_suggestion_transliterates_instead_of_dots() -> None:
    assert suggest("Пётр Чайковский", "epc-latin") == "Petr Chaykovskiy"
    assert suggest("Ωμέγα & Söhne", "epc-latin") == "Omega + Soehne"
    assert suggest("北京", "epc-latin") == "BeiJing"
    assert suggest("Zürich €", "swiss") == "Zürich €"  # in the Swiss set
    assert suggest("Zürich Пётр", "swiss") == "Zürich Petr"
    assert transliterate("\u2603", "epc-latin") == "."  # a snowman has no letters


def test_the_suggestion_of_decomposed_text_is_that_of_its_composed_letters() -> None:
    from pain_bridge.rules.schemes.charsets import describe

    decomposed = "Zu\u0308rich Cafe\u0301"  # NFD: a letter, then its accent
    assert suggest(decomposed, "epc-latin") == "Zuerich Cafe"
    assert suggest(decomposed, "swiss") == "Zürich Café"  # composed, in the Swiss set
    assert "'ü' → 'ue'" in describe(decomposed, "epc-latin")


def test_strd_counts_its_sub_elements_tags() -> None:
    from pain_bridge.model import CreditorReference, StructuredRemittance

    block = StructuredRemittance(CreditorReference("RF18539007547034", "SCOR", "ISO"))
    text = strd_text(block)
    assert text == (
        "<CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp>"
        "<Ref>RF18539007547034</Ref></CdtrRefInf>"
    )
    assert len(text) == 113


def test_every_rule_names_a_check_with_its_parameters() -> None:
    assert [problem for profile in SCHEMES.values() for problem in profile.problems()] == []
    assert profile_problems() == []
