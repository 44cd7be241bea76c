"""The national variants bundled as guidelines (issue 35, item 5): ``--guideline cgi-mp``,
``cfonb``, ``nl`` and ``at``. For each, in every version it declares: the EPC SCT test
document (made to follow the variant where it must) draws nothing, and a mutant per
rule draws exactly that rule's code, first at the mutated element's line. Every rule
carries its source and grade; a rule the variant adds without a mutant here fails."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable
from dataclasses import dataclass, field

import pytest

from pain_bridge.findings import Finding
from pain_bridge.guideline import GuidelineChecks, GuidelineError, load_guideline, parse_guideline
from pain_bridge.guideline.load import BUNDLED
from pain_bridge.reader import iter_xml_events
from scripts_support import load_tool
from test_guideline import HEAD, clean, line_of

#: (old, new): the first match of ``old`` (white space stands for any) becomes ``new``.
Edit = tuple[str, str]


@dataclass(frozen=True)
class Mutant:
    """The edits that break one rule, and the text on the line of its (first) finding."""

    edits: tuple[Edit, ...]
    needle: str
    nth: int = 1
    #: copies of the first payment info (with its first transaction alone) added after it
    copies: int = 0


def m(old: str, new: str, needle: str, nth: int = 1) -> Mutant:
    return Mutant(((old, new),), needle, nth)


def with_copies(text: str, copies: int) -> str:
    """``text`` with ``copies`` copies of its first payment info, each holding only that
    payment info's first transaction, after it (a count over the file)."""
    start, end = text.index("<PmtInf>"), text.index("</PmtInf>")
    first = text.index("<CdtTrfTxInf>", start)
    second = text.find("<CdtTrfTxInf>", text.index("</CdtTrfTxInf>", first), end)
    block = text[start : second if second >= 0 else end] + "</PmtInf>"
    return text[: end + len("</PmtInf>")] + block * copies + text[end + len("</PmtInf>") :]


@dataclass(frozen=True)
class Variant:
    #: Edits that make the test document follow the variant, in every version …
    clean: tuple[Edit, ...] = ()
    #: … and in one version only.
    clean_in: dict[str, tuple[Edit, ...]] = field(default_factory=dict)
    mutants: dict[str, Mutant] = field(default_factory=dict)


def edit(text: str, old: str, new: str, version: str) -> str:
    if version == "03":  # the names .03 gives the elements
        old, new = (s.replace("BICFI", "BIC").replace("AnyBIC", "BICOrBEI") for s in (old, new))
    pattern = re.compile(r"\s*".join(re.escape(part) for part in old.split()))
    assert pattern.search(text), (version, old)
    return pattern.sub(new.replace("\\", "\\\\"), text, count=1)


LONG = "x" * 71
DBTR_ADDRESS = (
    "<PstlAdr> <StrtNm>Hauptstrasse</StrtNm> <BldgNb>1</BldgNb> <PstCd>10115</PstCd>"
    " <TwnNm>Berlin</TwnNm> <Ctry>DE</Ctry> </PstlAdr>"
)
B_PAYMENT_TYPE = "<PmtTpInf> <SvcLvl> <Cd>SEPA</Cd> </SvcLvl> </PmtTpInf>"
TX_PAYMENT_TYPE = "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>"
NOT_SEPA = ("<Cd>SEPA</Cd>", "<Cd>URGP</Cd>")
INITG_ID = "<Id><OrgId><Othr><Id>1</Id><SchmeNm><Cd>{}</Cd></SchmeNm></Othr></OrgId></Id>"

AT = Variant(
    clean=(
        (DBTR_ADDRESS, ""),
        ("<InstrId>INSTR-1</InstrId>", ""),
        ("<InstrId>INSTR-2</InstrId>", ""),
        ("<AdrLine>Keizersgracht 12</AdrLine>", ""),
    ),
    clean_in={"09": (("T10:00:00</CreDtTm>", "T10:00:00+01:00</CreDtTm>"),)},
    mutants={
        "at.currency-eur": m('Ccy="EUR">120.00', 'Ccy="CHF">120.00', 'Ccy="CHF"'),
        # the 10,000th payment info, at its PmtInfId
        "at.payment-infos": Mutant((), "<PmtInfId>", 10_000, copies=9_999),
        # the Strd of 113 characters with its tags made 141
        "at.structured-length": m("<Issr>ISO</Issr>", f"<Issr>{'I' * 31}</Issr>", "<Strd>"),
        "at.amount-range": m(">120.00<", ">1000000000.00<", "1000000000.00"),
        "at.no-equivalent-amount": m(
            '<Amt> <InstdAmt Ccy="EUR">120.00</InstdAmt> </Amt>',
            '<Amt><EqvtAmt><Amt Ccy="EUR">120.00</Amt><CcyOfTrf>EUR</CcyOfTrf></EqvtAmt></Amt>',
            "<EqvtAmt>",
        ),
        "at.payment-method": m("<PmtMtd>TRF</PmtMtd>", "<PmtMtd>CHK</PmtMtd>", "CHK"),
        "at.charge-bearer": m("<ChrgBr>SLEV</ChrgBr>", "<ChrgBr>SHAR</ChrgBr>", "SHAR"),
        "at.charge-bearer-transaction": m("<CdtrAgt>", "<ChrgBr>SHAR</ChrgBr><CdtrAgt>", "SHAR"),
        "at.control-sum": m("<CtrlSum>130.50</CtrlSum>", "", "<GrpHdr>"),
        "at.control-sum-format": m(
            "<CtrlSum>130.50</CtrlSum>", "<CtrlSum>1234567890123.00</CtrlSum>", "1234567890123"
        ),
        "at.payment-control-sum": m(
            "<NbOfTxs>2</NbOfTxs> <CtrlSum>130.50</CtrlSum> <PmtTpInf>",
            "<NbOfTxs>2</NbOfTxs><PmtTpInf>",
            "<PmtInf>",
        ),
        "at.payment-transactions": m(
            "<PmtMtd>TRF</PmtMtd> <NbOfTxs>2</NbOfTxs>", "<PmtMtd>TRF</PmtMtd>", "<PmtInf>"
        ),
        "at.payment-transactions-format": m(
            "<PmtMtd>TRF</PmtMtd> <NbOfTxs>2</NbOfTxs>",
            "<PmtMtd>TRF</PmtMtd><NbOfTxs>1000000</NbOfTxs>",
            "1000000<",
        ),
        "at.message-id-charset": m("<MsgId>MSG-2026", "<MsgId>MSG+2026", "MSG+"),
        "at.reference-charset-payment": m("<PmtInfId>PMT-2026", "<PmtInfId>PMT//2026", "PMT//"),
        "at.reference-charset-end-to-end": m(
            "<EndToEndId>E2E-2026-1", "<EndToEndId>E2E_2026-1", "E2E_"
        ),
        "at.reference-charset-creditor-reference": m("<Ref>RF18", "<Ref>/RF18", "/RF18"),
        "at.initiating-party-one": m(
            "<Nm>Debtor GmbH</Nm> </InitgPty>",
            f"<Nm>Debtor GmbH</Nm>{INITG_ID.format('BANK')}</InitgPty>",
            "<Id><OrgId>",
        ),
        "at.initiating-party-organisation": m(
            "<InitgPty> <Nm>Debtor GmbH</Nm> </InitgPty>",
            "<InitgPty><Id><PrvtId><Othr><Id>1</Id></Othr></PrvtId></Id></InitgPty>",
            "<PrvtId>",
        ),
        "at.initiating-party-scheme": m(
            "<InitgPty> <Nm>Debtor GmbH</Nm> </InitgPty>",
            f"<InitgPty>{INITG_ID.format('TXID')}</InitgPty>",
            "TXID",
        ),
        "at.name-initiating-party": m(
            "<InitgPty> <Nm>Debtor GmbH</Nm>", f"<InitgPty><Nm>{LONG}</Nm>", LONG
        ),
        "at.name-debtor": m("<Dbtr> <Nm>Debtor GmbH</Nm>", f"<Dbtr><Nm>{LONG}</Nm>", LONG),
        "at.name-creditor": m("<Nm>Creditor BV</Nm>", f"<Nm>{LONG}</Nm>", LONG),
        "at.creditor-name": m("<Nm>Creditor BV</Nm>", "", "<Cdtr>"),
        "at.creditor-account": m(
            "<CdtrAcct> <Id> <IBAN>NL91ABNA0417164300</IBAN> </Id> </CdtrAcct>",
            "",
            "<CdtTrfTxInf>",
        ),
        "at.debtor-iban": m(
            "<IBAN>DE89370400440532013000</IBAN>", "<Othr><Id>12345</Id></Othr>", "<Othr>"
        ),
        "at.creditor-iban": m(
            "<IBAN>NL91ABNA0417164300</IBAN>", "<Othr><Id>12345</Id></Othr>", "<Othr>"
        ),
        "at.debtor-agent-notprovided": m(
            "<BICFI>COBADEFFXXX</BICFI>", "<Othr><Id>UNKNOWN</Id></Othr>", "UNKNOWN"
        ),
        "at.debtor-agent-one": m(
            "<BICFI>COBADEFFXXX</BICFI>",
            "<BICFI>COBADEFFXXX</BICFI><Othr><Id>NOTPROVIDED</Id></Othr>",
            "<Othr>",
        ),
        "at.creditor-agent-bic": m(
            "<FinInstnId> <BICFI>ABNANL2A</BICFI>",
            "<FinInstnId><ClrSysMmbId><MmbId>X123</MmbId></ClrSysMmbId>",
            "X123",
        ),
        "at.debtor-no-address": m(
            "<Dbtr> <Nm>Debtor GmbH</Nm>",
            "<Dbtr><Nm>Debtor GmbH</Nm><PstlAdr><Ctry>DE</Ctry></PstlAdr>",
            "<PstlAdr><Ctry>DE",
        ),
        "at.debtor-address-ignored": m(
            "<Dbtr> <Nm>Debtor GmbH</Nm>",
            "<Dbtr><Nm>Debtor GmbH</Nm><PstlAdr><Ctry>DE</Ctry></PstlAdr>",
            "<PstlAdr><Ctry>DE",
        ),
        "at.creditor-address-town": m("<TwnNm>Amsterdam</TwnNm>", "", "<PstlAdr>"),
        "at.creditor-address-lines": m(
            "<Ctry>NL</Ctry>", "<Ctry>NL</Ctry><AdrLine>Keizersgracht 12</AdrLine>", "<AdrLine>"
        ),
        "at.ultimate-creditor-no-address": m(
            "</Cdtr>",
            "</Cdtr><UltmtCdtr><Nm>U</Nm><PstlAdr><Ctry>AT</Ctry></PstlAdr></UltmtCdtr>",
            "<UltmtCdtr>",
        ),
        "at.ultimate-debtor-no-address": m(
            "<ChrgBr>SLEV</ChrgBr>",
            "<UltmtDbtr><Nm>U</Nm><PstlAdr><Ctry>AT</Ctry></PstlAdr></UltmtDbtr>"
            "<ChrgBr>SLEV</ChrgBr>",
            "<UltmtDbtr>",
        ),
        "at.payment-type-level": m(B_PAYMENT_TYPE, "", "<CdtTrfTxInf>"),
        "at.payment-type-transaction": Mutant(
            (
                (B_PAYMENT_TYPE, ""),
                ("</PmtId>", f"</PmtId>{TX_PAYMENT_TYPE}"),
                ("</PmtId> <Amt>", f"</PmtId>{TX_PAYMENT_TYPE}<Amt>"),
            ),
            TX_PAYMENT_TYPE,
        ),
        "at.service-level": m("<Cd>SEPA</Cd>", "<Cd>URGP</Cd>", "URGP"),
        "at.service-level-transaction": m(
            "</PmtId>", "</PmtId><PmtTpInf><SvcLvl><Cd>SDVA</Cd></SvcLvl></PmtTpInf>", "SDVA"
        ),
        "at.service-level-proprietary": m(
            "<SvcLvl> <Cd>SEPA</Cd> </SvcLvl>", "<SvcLvl><Prtry>X1</Prtry></SvcLvl>", "X1"
        ),
        "at.local-instrument": m(
            "</SvcLvl> </PmtTpInf>",
            "</SvcLvl><LclInstrm><Cd>ABC</Cd></LclInstrm></PmtTpInf>",
            "<LclInstrm>",
        ),
        "at.instruction-priority-transaction": m(
            "</PmtId>", "</PmtId><PmtTpInf><InstrPrty>HIGH</InstrPrty></PmtTpInf>", "HIGH"
        ),
        "at.execution-time-instant": m(
            "<Dt>2026-11-20</Dt>", "<DtTm>2026-11-20T10:00:00+01:00</DtTm>", "<DtTm>"
        ),
        "at.creation-time-offset": m(
            "T10:00:00+01:00</CreDtTm>", "T10:00:00</CreDtTm>", "<CreDtTm>"
        ),
        "at.creation-time-format": m(
            "T10:00:00</CreDtTm>", "T10:00:00+01:00</CreDtTm>", "<CreDtTm>"
        ),
        "at.instruction-id-ignored": m(
            "<EndToEndId>E2E-2026-1", "<InstrId>I1</InstrId><EndToEndId>E2E-2026-1", "<InstrId>"
        ),
        "at.uetr-reserved": m(
            "</EndToEndId>",
            "</EndToEndId><UETR>123e4567-e89b-42d3-a456-426614174000</UETR>",
            "<UETR>",
        ),
        "at.creditor-reference-type": m("<Cd>SCOR</Cd>", "<Cd>RADM</Cd>", "RADM"),
        "at.structured-referred-document": m(
            "<Strd> <CdtrRefInf>",
            "<Strd><RfrdDocInf><Nb>1</Nb></RfrdDocInf><CdtrRefInf>",
            "<RfrdDocInf>",
        ),
        "at.structured-additional": Mutant(  # (without Issr: Strd within 140 characters)
            (
                ("</CdtrRefInf> </Strd>", "</CdtrRefInf><AddtlRmtInf>x</AddtlRmtInf></Strd>"),
                ("<Issr>ISO</Issr>", ""),
            ),
            "<AddtlRmtInf>",
        ),
        "at.tax-no-structured": m("</CdtrAcct>", "</CdtrAcct><Purp><Cd>TAXS</Cd></Purp>", "<Strd>"),
        "at.verification-of-payee": m(
            "<ChrgBr>SLEV</ChrgBr>",
            "<InstrForDbtrAgt>VOP</InstrForDbtrAgt><ChrgBr>SLEV</ChrgBr>",
            "<InstrForDbtrAgt>",
        ),
        "at.no-charges-account": m(
            "<ChrgBr>SLEV</ChrgBr>",
            "<ChrgBr>SLEV</ChrgBr><ChrgsAcct><Id><IBAN>AT611904300234573201</IBAN></Id>"
            "</ChrgsAcct>",
            "<ChrgsAcct>",
        ),
        "at.no-cheque": m(
            "<CdtrAgt>", "<ChqInstr><ChqNb>1</ChqNb></ChqInstr><CdtrAgt>", "<ChqInstr>"
        ),
        "at.no-intermediary": m(
            "<CdtrAgt>",
            "<IntrmyAgt1><FinInstnId><BICFI>RZBAATWW</BICFI></FinInstnId></IntrmyAgt1><CdtrAgt>",
            "<IntrmyAgt1>",
        ),
        "at.no-instruction-for-creditor-agent": m(
            "</CdtrAcct>",
            "</CdtrAcct><InstrForCdtrAgt><InstrInf>call</InstrInf></InstrForCdtrAgt>",
            "<InstrForCdtrAgt>",
        ),
        "at.no-exchange-rate": m(
            "</Amt>", "</Amt><XchgRateInf><XchgRate>1.1</XchgRate></XchgRateInf>", "<XchgRateInf>"
        ),
        "at.no-tax": m("</CdtrAcct>", "</CdtrAcct><Tax><Mtd>1</Mtd></Tax>", "<Tax>"),
        "at.no-related-remittance": m(
            "</CdtrAcct>", "</CdtrAcct><RltdRmtInf><RmtId>R1</RmtId></RltdRmtInf>", "<RltdRmtInf>"
        ),
    },
)

ORG_ID = "<Id><OrgId><Othr><Id>1</Id><SchmeNm><Prtry>X</Prtry></SchmeNm></Othr></OrgId></Id>"
UNSTRUCTURED = "<PstlAdr><Ctry>DE</Ctry><AdrLine>Street 1</AdrLine></PstlAdr>"
NO_COUNTRY = "<PstlAdr><TwnNm>Wien</TwnNm></PstlAdr>"

RFRD = "<RfrdDocInf><Tp><CdOrPrtry><Cd>CINV</Cd></CdOrPrtry></Tp><Nb>{}</Nb></RfrdDocInf>"

CGI = Variant(
    mutants={
        "cgi.initiating-party-one-other": m(
            "<Nm>Debtor GmbH</Nm> </InitgPty>",
            "<Nm>Debtor GmbH</Nm>\n<Id><OrgId><Othr><Id>1</Id></Othr>"
            "<Othr><Id>2</Id></Othr></OrgId></Id></InitgPty>",
            "<Id><OrgId>",
        ),
        "cgi.one-unstructured": m(
            "<Ustrd>Invoice 2026-17</Ustrd>",
            "<Ustrd>Invoice 2026-17</Ustrd>\n<Ustrd>Second line</Ustrd>",
            "Second line",
        ),
        "cgi.one-additional-remittance": m(
            "</CdtrRefInf>",
            "</CdtrRefInf>\n<AddtlRmtInf>a</AddtlRmtInf>\n<AddtlRmtInf>b</AddtlRmtInf>",
            "<AddtlRmtInf>b",
        ),
        # 240 documents of 39 characters of data each, beside the creditor reference
        "cgi.structured-length": m(
            "<Strd> <CdtrRefInf>",
            "<Strd>" + RFRD.format("N" * 35) * 240 + "<CdtrRefInf>",
            "<Strd>",
        ),
        "cgi.referred-document-type": m(
            "<Strd> <CdtrRefInf>",
            "<Strd>" + RFRD.format("INV-1") + "\n<RfrdDocInf><Nb>INV-2</Nb></RfrdDocInf>"
            "<CdtrRefInf>",
            "<Nb>INV-2",
        ),
        "cgi.regulatory-details-type": m(
            "</CdtrAcct>",
            "</CdtrAcct><RgltryRptg><DbtCdtRptgInd>CRED</DbtCdtRptgInd>"
            "<Dtls><Cd>ABC</Cd></Dtls></RgltryRptg>",
            "<Dtls>",
        ),
        "cgi.blank-group-header": m(
            "<InitgPty> <Nm>Debtor GmbH</Nm>", "<InitgPty><Nm>  </Nm>", "<Nm>  </Nm>"
        ),
        "cgi.blank-payment-info": m(
            "<Dbtr> <Nm>Debtor GmbH</Nm>", "<Dbtr><Nm> </Nm>", "<Nm> </Nm>"
        ),
        "cgi.blank-transaction": m("<Nm>Creditor BV</Nm>", "<Nm>   </Nm>", "<Nm>   </Nm>"),
        "cgi.payment-type": m(B_PAYMENT_TYPE, "", "<CdtTrfTxInf>"),
        "cgi.service-level": m(
            B_PAYMENT_TYPE, "<PmtTpInf><CtgyPurp><Cd>SUPP</Cd></CtgyPurp></PmtTpInf>", "SUPP"
        ),
        "cgi.service-level-transaction": m(
            "</PmtId>", "</PmtId><PmtTpInf><CtgyPurp><Cd>SUPP</Cd></CtgyPurp></PmtTpInf>", "SUPP"
        ),
        "cgi.initiating-party-org-id": m(
            "<Nm>Debtor GmbH</Nm> </InitgPty>",
            "<Nm>Debtor GmbH</Nm><Id><OrgId><AnyBIC>COBADEFFXXX</AnyBIC>"
            "<Othr><Id>1</Id></Othr></OrgId></Id></InitgPty>",
            "<Othr>",
        ),
        "cgi.scheme-name-initiating-party": m(
            "<Nm>Debtor GmbH</Nm> </InitgPty>",
            f"<Nm>Debtor GmbH</Nm>{ORG_ID}</InitgPty>",
            "<Prtry>",
        ),
        "cgi.scheme-name-debtor": m("</PstlAdr> </Dbtr>", f"</PstlAdr>{ORG_ID}</Dbtr>", "<Prtry>"),
        "cgi.scheme-name-creditor": m(
            "</PstlAdr> </Cdtr>", f"</PstlAdr>{ORG_ID}</Cdtr>", "<Prtry>"
        ),
        "cgi.debtor-address": Mutant((NOT_SEPA, (DBTR_ADDRESS, "")), "<Dbtr>"),
        "cgi.creditor-address": Mutant(
            (
                NOT_SEPA,
                (
                    "<PstlAdr> <StrtNm>Rue de la Loi</StrtNm> <BldgNb>16</BldgNb>"
                    " <PstCd>1000</PstCd> <TwnNm>Bruxelles</TwnNm> <Ctry>BE</Ctry> </PstlAdr>",
                    "",
                ),
            ),
            "<Cdtr>",
            2,
        ),
        "cgi.debtor-country": m("<Ctry>DE</Ctry>", "", "<PstlAdr>"),
        "cgi.creditor-country": m("<Ctry>NL</Ctry>", "", "<PstlAdr>", 2),
        "cgi.ultimate-debtor-country": m(
            "<ChrgBr>SLEV</ChrgBr>",
            f"<UltmtDbtr><Nm>U</Nm>{NO_COUNTRY}</UltmtDbtr><ChrgBr>SLEV</ChrgBr>",
            "<UltmtDbtr>",
        ),
        "cgi.ultimate-creditor-country": m(
            "</Cdtr>", f"</Cdtr><UltmtCdtr><Nm>U</Nm>{NO_COUNTRY}</UltmtCdtr>", "<UltmtCdtr>"
        ),
        "cgi.creditor-town": m("<TwnNm>Amsterdam</TwnNm>", "", "<PstlAdr>", 2),
        "cgi.initiating-party-structured": m(
            "<Nm>Debtor GmbH</Nm> </InitgPty>",
            f"<Nm>Debtor GmbH</Nm>{UNSTRUCTURED}</InitgPty>",
            "<AdrLine>Street 1",
        ),
        "cgi.ultimate-debtor-structured": m(
            "<ChrgBr>SLEV</ChrgBr>",
            f"<UltmtDbtr><Nm>U</Nm>{UNSTRUCTURED}</UltmtDbtr><ChrgBr>SLEV</ChrgBr>",
            "<UltmtDbtr>",
        ),
        "cgi.ultimate-creditor-structured": m(
            "</Cdtr>", f"</Cdtr><UltmtCdtr><Nm>U</Nm>{UNSTRUCTURED}</UltmtCdtr>", "<UltmtCdtr>"
        ),
        "cgi.remittance-exclusive": m(
            "<Ustrd>Invoice 2026-17</Ustrd>",
            "<Ustrd>Invoice 2026-17</Ustrd><Strd><AddtlRmtInf>x</AddtlRmtInf></Strd>",
            "<Strd><AddtlRmtInf>",
        ),
        "cgi.regulatory-indicator": m(
            "</CdtrAcct>",
            "</CdtrAcct><RgltryRptg><Dtls><Tp>PURP</Tp><Cd>ABC</Cd></Dtls></RgltryRptg>",
            "<RgltryRptg>",
        ),
        "cgi.regulatory-indicator-code": m(
            "</CdtrAcct>",
            "</CdtrAcct><RgltryRptg><DbtCdtRptgInd>BOTH</DbtCdtRptgInd></RgltryRptg>",
            "BOTH",
        ),
        "cgi.regulatory-code-length": m(
            "</CdtrAcct>",
            "</CdtrAcct><RgltryRptg><DbtCdtRptgInd>CRED</DbtCdtRptgInd>"
            "<Dtls><Tp>PURP</Tp><Cd>ABCDEFGHIJK</Cd></Dtls></RgltryRptg>",
            "ABCDEFGHIJK",
        ),
        "cgi.withholding-tax": m(
            "<Cd>SEPA</Cd> </SvcLvl>",
            "<Cd>SEPA</Cd></SvcLvl><CtgyPurp><Cd>WHLD</Cd></CtgyPurp>",
            "<CdtTrfTxInf>",
        ),
        "cgi.tax-creditor-id": m(
            "</CdtrAcct>",
            "</CdtrAcct><Tax><Dbtr><TaxId>D1</TaxId></Dbtr><Mtd>1</Mtd></Tax>",
            "<Tax>",
        ),
        "cgi.tax-debtor-id": m(
            "</CdtrAcct>",
            "</CdtrAcct><Tax><Cdtr><TaxId>C1</TaxId></Cdtr><Mtd>1</Mtd></Tax>",
            "<Tax>",
        ),
        "cgi.tax-method": m(
            "</CdtrAcct>",
            "</CdtrAcct><Tax><Cdtr><TaxId>C1</TaxId></Cdtr><Dbtr><TaxId>D1</TaxId></Dbtr></Tax>",
            "<Tax>",
        ),
    }
)

CFONB = Variant(
    mutants={
        "cfonb.regulatory-reporting": Mutant(
            (NOT_SEPA, (">120.00<", ">60000.00<")), "<CdtTrfTxInf>"
        ),
        "cfonb.creditor-town": m("<TwnNm>Amsterdam</TwnNm>", "", "<PstlAdr>", 2),
        "cfonb.creditor-country": m("<Ctry>NL</Ctry>", "", "<PstlAdr>", 2),
        "cfonb.debtor-town": m("<TwnNm>Berlin</TwnNm>", "", "<PstlAdr>"),
    }
)

NL = Variant(
    clean=(("<AdrLine>Keizersgracht 12</AdrLine>", ""),),
    mutants={
        "nl.unstructured-address": m(
            "<TwnNm>Amsterdam</TwnNm> <Ctry>NL</Ctry>",
            "<Ctry>NL</Ctry><AdrLine>Keizersgracht 12</AdrLine><AdrLine>Amsterdam</AdrLine>",
            "<PstlAdr>",
            2,
        ),
        "nl.structured-address-country": m("<Ctry>NL</Ctry>", "", "<PstlAdr>", 2),
        "nl.structured-address-town": Mutant(
            (("<Dt>2026-11-20</Dt>", "<Dt>2026-10-01</Dt>"), ("<TwnNm>Bruxelles</TwnNm>", "")),
            "<PstlAdr>",
            3,
        ),
        "nl.structured-address-lines": m(
            "<Ctry>NL</Ctry>", "<Ctry>NL</Ctry><AdrLine>Keizersgracht 12</AdrLine>", "<AdrLine>"
        ),
    },
)

VARIANTS = {"at": AT, "cgi-mp": CGI, "cfonb": CFONB, "nl": NL}


def variant_clean(name: str, version: str) -> str:
    text = clean(version)
    variant = VARIANTS[name]
    for old, new in variant.clean + variant.clean_in.get(version, ()):
        text = edit(text, old, new, version)
    return text


def found(name: str, document: str) -> list[Finding]:
    """The variant's findings on ``document``, without the note of the guidelines that
    apply at each payment info (``guideline.applied``)."""
    rule = GuidelineChecks.of([load_guideline(name)])
    return _own(rule.check(iter_xml_events(document.encode("utf-8"))))


def _own(found: Iterable[Finding]) -> list[Finding]:
    """``found`` without the note of the guidelines applied (``guideline.applied``)."""
    return [f for f in found if f.code != "guideline.applied"]


CASES = [(name, version.short) for name in VARIANTS for version in load_guideline(name).versions]


def test_the_four_variants_are_bundled_with_a_mutant_per_rule() -> None:
    assert set(VARIANTS) <= set(BUNDLED)
    for name, variant in VARIANTS.items():
        guideline = load_guideline(name)
        codes = [r.code for r in guideline.rules]
        assert sorted(codes) == sorted(variant.mutants), name
        for r in guideline.rules:
            assert r.source, r.code
            assert r.grade in ("P", "S", "UNCONFIRMED"), r.code


@pytest.mark.parametrize(("name", "version"), CASES)
def test_a_variant_passes_its_clean_document_and_fails_each_mutant_at_its_line(
    name: str, version: str
) -> None:
    document = variant_clean(name, version)
    assert [(f.code, f.line) for f in found(name, document)] == []
    for r in load_guideline(name).rules:
        if not any(v.short == version for v in r.path.own):
            continue
        mutant = VARIANTS[name].mutants[r.code]
        text = document
        for old, new in mutant.edits:
            text = edit(text, old, new, version)
        if mutant.copies:
            text = with_copies(text, mutant.copies)
        findings = found(name, text)
        line = line_of(text.encode("utf-8"), mutant.needle, mutant.nth)
        shown = [(f.code, f.line) for f in findings]
        assert {f.code for f in findings} == {r.code}, (r.code, version, shown)
        assert findings[0].line == line, (r.code, version, shown)


def test_a_grade_is_p_s_or_unconfirmed() -> None:
    rule = """
    [[rules]]
    code = "bank.acme.x"
    path = "PmtInf/PmtInfId"
    required = true
    message = "m"
    grade = "{}"
    """
    made = parse_guideline(HEAD + textwrap.dedent(rule.format("S")), "acme.toml")
    assert made.rules[0].grade == "S"
    with pytest.raises(GuidelineError) as refused:
        parse_guideline(HEAD + textwrap.dedent(rule.format("primary")), "acme.toml")
    assert str(refused.value) == ("acme.toml:12: grade 'primary' is one of P, S, UNCONFIRMED")


def test_an_element_the_reader_fills_from_another_is_not_there() -> None:
    """The reader keeps a DtTm's day as the execution date too: that does not make a
    ``ReqdExctnDt/DtTm`` of a document that gives only ``Dt``."""
    rule = """
    [[rules]]
    code = "bank.acme.no-time"
    path = "PmtInf/ReqdExctnDt/DtTm"
    forbidden = true
    message = "no time"
    versions = ["09"]
    """
    guideline = parse_guideline(HEAD + textwrap.dedent(rule), "acme.toml")
    checks = GuidelineChecks.of([guideline])
    assert _own(checks.check(iter_xml_events(clean("09").encode()))) == []
    timed = clean("09").replace("<Dt>2026-11-20</Dt>", "<DtTm>2026-11-20T10:00:00Z</DtTm>")
    assert [f.code for f in _own(checks.check(iter_xml_events(timed.encode())))] == [
        "bank.acme.no-time"
    ]


def test_each_bundled_guideline_has_a_generated_page_listing_its_rules() -> None:
    """``tools/docs_pages.py`` makes ``guidelines/NAME.md``: every rule's code, path,
    condition, severity, grade and source, and the file's header (what was read and
    what the format could not say)."""
    docs_pages = load_tool("docs_pages")
    pages = dict(docs_pages.guideline_pages())
    assert set(pages) == {f"guidelines/{n}.md" for n in BUNDLED} | {"guidelines/index.md"}
    for name in BUNDLED:
        page = pages[f"guidelines/{name}.md"]
        for r in load_guideline(name).rules:
            row = next(line for line in page.splitlines() if line.startswith(f"| `{r.code}` |"))
            assert f"`{r.path.text}`" in row
            assert f"| {r.severity.value} |" in row
            assert f"| {r.grade} |" in row
            assert r.source in row
            if r.when is not None:
                assert f"`{r.when.source}`" in row
    assert "Not here, since a rule on one path cannot say them" in pages["guidelines/at.md"]


def test_an_element_given_instead_of_another_is_not_that_other() -> None:
    """A document giving ``ReqdExctnDt/DtTm`` has no ``ReqdExctnDt/Dt``, though the
    reader keeps the day as the execution date too."""
    rule = """
    [[rules]]
    code = "bank.acme.no-date"
    path = "PmtInf/ReqdExctnDt/Dt"
    forbidden = true
    message = "no date"
    versions = ["09"]
    """
    guideline = parse_guideline(HEAD + textwrap.dedent(rule), "acme.toml")
    checks = GuidelineChecks.of([guideline])
    timed = clean("09").replace("<Dt>2026-11-20</Dt>", "<DtTm>2026-11-20T10:00:00Z</DtTm>")
    assert _own(checks.check(iter_xml_events(timed.encode()))) == []
    assert [f.code for f in _own(checks.check(iter_xml_events(clean("09").encode())))] == [
        "bank.acme.no-date"
    ]


@pytest.mark.parametrize(
    ("when", "codes"), [("2026-11-20", ["nl.unstructured-address"]), ("2026-10-01", [])]
)
def test_the_dutch_deadline_reads_an_execution_date_and_time_too(
    when: str, codes: list[str]
) -> None:
    document = edit(
        variant_clean("nl", "09"), "<Dt>2026-11-20</Dt>", f"<DtTm>{when}T10:00:00Z</DtTm>", "09"
    )
    document = edit(document, *NL.mutants["nl.unstructured-address"].edits[0], "09")
    assert [f.code for f in found("nl", document)] == codes


def test_the_french_reporting_rule_applies_in_each_version_of_the_guideline() -> None:
    """The Banque de France's reporting rule is on the payment, whatever the message's
    version: it applies in .13 too, the guideline's newest version (issue 35, the trial's
    R7), and the file's header says which rules apply in fewer versions and why."""
    guideline = load_guideline("cfonb")
    reporting = next(r for r in guideline.rules if r.code == "cfonb.regulatory-reporting")
    assert set(reporting.path.own) == set(guideline.versions)
    text = variant_clean("cfonb", "13")
    for old, new in CFONB.mutants["cfonb.regulatory-reporting"].edits:
        text = edit(text, old, new, "13")
    assert [f.code for f in found("cfonb", text)] == ["cfonb.regulatory-reporting"]
