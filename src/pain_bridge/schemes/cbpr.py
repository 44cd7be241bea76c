"""Swift CBPR+ (cross-border payments and reporting plus), pain.001.001.09.

One module because the profile is one table: each rule with its source, grade,
parameters and examples, and the rules of the source left out with the reason.

A pain.001 carries no marker of CBPR+: the scheme applies by channel, so it is only
ever chosen (``--scheme cbpr-plus``, configuration, a skill's profile), never detected.
The CBPR+ pain.001 usage guideline itself (MyStandards, behind a login) was not read: no
rule is P. Its address rules are well corroborated (the shared specification's
``schemes.md`` §3); its rule sheet is quoted rule by rule (numbers ``SR25 Rnn`` and
``SR26 Rnn``) by the open-source checker ``cbpr-usage-rules`` (phoughton/iso20022-cbpr-ur
v0.6.0, "rule numbers, names and descriptions taken verbatim from the sheet"), the SR2026
numbers corroborated by a second project's notes (Sebastenhauer/iso20022tester), which
also gives the CBPR+ schema's restrictions with the SR2025 guideline's pages (research:
``research/cbpr-plus-pain001.md``).

Which release applies: a rule of both releases always; a rule new in SR2026 from the
November 2026 release (:data:`~pain_bridge.scheme_dates.DATES` ``cbpr.sr2026``), decided
by the message's creation date (a release changes what the network accepts, and a message
is validated when it travels); the address cut-over by the payment's execution date, as
before. SR2025-only rules are not implemented (:data:`NOT_IMPLEMENTED`).

The Business Application Header a CBPR+ message travels with is checked by the generic
``head.*`` rules (:mod:`pain_bridge.rules.head`) and by the ``cbpr.header-*`` rules here
(:mod:`pain_bridge.rules.schemes.header`). A missing header is a warning, not an error:
the sources make it mandatory on the network (Citi, a BAH guide, the MyStandards
validator as iso20022tester reports it), but the file a treasury system writes is often
the bare document, and the channel adds the header (or a bank's host-to-host channel
strips it, the research's open question 7): the file is not wrong for that. The header's
version is head.001.001.02 (iso20022tester: the MyStandards validator expects it); any
other, head.001.001.03 included (UNCONFIRMED in CBPR+), is a warning, never a refusal.
"""

from __future__ import annotations

from pain_bridge.examples import Example
from pain_bridge.findings import Severity
from pain_bridge.samples import CBPR_HEADER
from pain_bridge.schemes.base import Grade, SchemeProfile, SchemeRule, rule
from pain_bridge.versions import PainVersion

__all__ = ["CBPR_PLUS", "CBPR_RULES", "NOT_IMPLEMENTED"]

E, W = Severity.ERROR, Severity.WARNING
S, U = Grade.S, Grade.UNCONFIRMED

#: The research's sources, as the rows cite them.
_UR = "cbpr-usage-rules (S, the rule sheet quoted)"
_TESTER = "iso20022tester (S)"
_SCHEMA = "iso20022tester's SPS/CBPR+ comparison, SR2025 UG"
_ALL_AGENTS = ("DbtrAgt", "IntrmyAgt1", "IntrmyAgt2", "IntrmyAgt3", "CdtrAgt")
#: 22 Strd blocks of three AddtlRmtInf of 140 characters: 9,240 characters of data.
_LONG_STRD = "\n".join(
    "<Strd>" + "".join(f"<AddtlRmtInf>{'A' * 140}</AddtlRmtInf>" for _ in range(3)) + "</Strd>"
    for _ in range(22)
)

#: The CBPR+ rules: the nine address rules (hybrid as CBPR-ADR-10 defines it: AdrLine
#: with PstCd, TwnNm, CtrySubDvsn or Ctry), then those of the rule sheet and the schema.
CBPR_RULES: tuple[SchemeRule, ...] = (
    rule(
        "cbpr.unstructured-only", "address-unstructured", E, "CBPR-ADR-01", S,
        "rulestamp-cbpr-address-lint, JPMorgan (S); EPC node/27691 (P, date)",
        summary="a free-text address after the November 2026 cut-over.",
        from_date="cbpr.unstructured-address-refused", without=("TwnNm", "Ctry"),
        refines=("address.unstructured",),
        examples=(
            Example(
                "sct",
                "<TwnNm>Amsterdam</TwnNm>\n            <Ctry>NL</Ctry>",
                "<AdrLine>1017 Amsterdam</AdrLine>",
                "<PstlAdr>",
                needle_occurrence=2,
            ),
        ),
    ),
    rule(
        "cbpr.no-country", "address-required", E, "CBPR-ADR-02", S,
        "rulestamp-cbpr-address-lint, JPMorgan (S); xmldation",
        summary="a structured or hybrid address without Ctry.",
        elements=("Ctry",), hybrid_marks=("PstCd", "TwnNm", "CtrySubDvsn", "Ctry"),
        refines=("address.unstructured",),
        examples=(
            Example("sct", "<Ctry>DE</Ctry>", "", "<PstlAdr>"),
        ),
    ),
    rule(
        "cbpr.no-town", "address-required", E, "CBPR-ADR-03", S,
        "rulestamp-cbpr-address-lint, JPMorgan (S); SPS §3.11 (P)",
        summary="a structured or hybrid address without TwnNm.",
        elements=("TwnNm",), hybrid_marks=("PstCd", "TwnNm", "CtrySubDvsn", "Ctry"),
        refines=("address.unstructured",),
        examples=(
            Example("sct", "<TwnNm>Berlin</TwnNm>", "", "<PstlAdr>"),
        ),
    ),
    rule(
        "cbpr.adrline-max2", "address-lines", E, "CBPR-ADR-04", S,
        "rulestamp-cbpr-address-lint, JPMorgan (S); SPS p. 26 (P)",
        summary="a hybrid address with more than two AdrLine.",
        most=2, refines=("address.hybrid-lines",),
        examples=(
            Example(
                "sct",
                "<AdrLine>Keizersgracht 12</AdrLine>",
                "<AdrLine>Keizersgracht 12</AdrLine>\n<AdrLine>2nd floor</AdrLine>\n<AdrLine>"
                "Rear</AdrLine>",
                "<AdrLine>Rear",
            ),
        ),
    ),
    rule(
        "cbpr.dup-in-adrline", "address-no-duplication", E, "CBPR-ADR-05", S,
        "rulestamp-cbpr-address-lint, JPMorgan (S); Betaalvereniging",
        summary="an AdrLine repeats a structured address element.",
        examples=(
            Example(
                "sct",
                "<AdrLine>Keizersgracht 12</AdrLine>",
                "<AdrLine>Keizersgracht 12, Amsterdam</AdrLine>",
                "12, Amsterdam",
            ),
        ),
    ),
    rule(
        "cbpr.ctry-code", "address-country-code", E, "CBPR-ADR-06", S,
        "rulestamp-cbpr-address-lint, JPMorgan (S)",
        summary="a country that is no ISO 3166 alpha-2 code.",
        refines=("country.unknown",),
        examples=(
            Example("sct", "<Ctry>DE</Ctry>", "<Ctry>XY</Ctry>", "<Ctry>XY"),
        ),
    ),
    rule(
        "cbpr.adrline-70", "address-lines", W, "CBPR-ADR-07", S,
        "rulestamp-cbpr-address-lint, JPMorgan (S)",
        summary="an AdrLine longer than 70 characters.",
        most=None, length=70, refines=("text.length",),
        examples=(
            Example(
                "sct",
                "<AdrLine>Keizersgracht 12</AdrLine>",
                f"<AdrLine>Keizersgracht 12 {'x' * 60}</AdrLine>",
                "xxxx",
                also=("xsd.violation",),
                unreached="AdrLine is Max70Text in .09: the schema's violation is reported",
            ),
        ),
    ),
    rule(
        "cbpr.charset", "charset", W, "CBPR-ADR-08", U,
        "rulestamp (S); the exact CBPR+ set UNCONFIRMED: the Latin set",
        summary="characters outside the scheme's character set (with a transliteration).",
        charset="epc-latin", refines=("text.charset",), supersedes=True,
        examples=(
            Example("sct", "<Nm>Creditor BV</Nm>", "<Nm>Пётр Ωμέγα BV</Nm>", "Пётр"),
        ),
    ),
    rule(
        "cbpr.bldgnb-in-strtnm", "building-number-in-street", W, "CBPR-ADR-09", S,
        "rulestamp-cbpr-address-lint, JPMorgan (S); SPS p. 25 (P)",
        summary="a building number inside StrtNm.",
        examples=(
            Example(
                "sct",
                "<StrtNm>Hauptstrasse</StrtNm>\n          <BldgNb>1</BldgNb>",
                "<StrtNm>Hauptstrasse 1a</StrtNm>",
                "Hauptstrasse 1a",
            ),
        ),
    ),
    rule(
        "cbpr.remittance-one-kind", "remittance-one-kind", E, "SR25 R16, SR26 R12", S,
        f"{_UR}; {_TESTER} (R12)",
        summary="unstructured and structured remittance together.",
        examples=(
            Example(
                "cbpr",
                "<Ustrd>Invoice 2026-17</Ustrd>",
                "<Ustrd>Invoice 2026-17</Ustrd>\n<Strd><AddtlRmtInf>Thanks</AddtlRmtInf></Strd>",
                "<Strd><AddtlRmtInf>",
            ),
        ),
    ),
    rule(
        "cbpr.instruction-chqb-hold", "instruction-codes-exclusive", E, "SR25 R64, SR26 R6", S,
        f"{_UR}; {_TESTER} (R6)",
        summary="the creditor agent instruction HOLD with CHQB.",
        given="CHQB", excluded="HOLD",
        examples=(
            Example(
                "cbpr",
                "<RmtInf>",
                "<InstrForCdtrAgt><Cd>CHQB</Cd></InstrForCdtrAgt>\n"
                "<InstrForCdtrAgt><Cd>HOLD</Cd></InstrForCdtrAgt>\n<RmtInf>",
                "<Cd>HOLD</Cd>",
                also=("iso.instruction-for-creditor-agent",),  # a cheque with an account
            ),
        ),
    ),
    rule(
        "cbpr.instruction-phob-telb", "instruction-codes-exclusive", E, "SR25 R65, SR26 R7", S,
        f"{_UR}; {_TESTER} (R7)",
        summary="the creditor agent instruction TELB with PHOB.",
        given="PHOB", excluded="TELB",
        examples=(
            Example(
                "cbpr",
                "<RmtInf>",
                "<InstrForCdtrAgt><Cd>PHOB</Cd></InstrForCdtrAgt>\n"
                "<InstrForCdtrAgt><Cd>TELB</Cd></InstrForCdtrAgt>\n<RmtInf>",
                "<Cd>TELB</Cd>",
            ),
        ),
    ),
    rule(
        "cbpr.instruction-code-once", "instruction-code-once", E, "SR26 R20", S,
        f"{_UR}; {_TESTER} (R20)",
        summary="a creditor agent instruction code given twice.",
        from_date="cbpr.sr2026",
        examples=(
            Example(
                "cbpr",
                "<RmtInf>",
                "<InstrForCdtrAgt><Cd>PHOB</Cd></InstrForCdtrAgt>\n"
                "<InstrForCdtrAgt><Cd>PHOB</Cd></InstrForCdtrAgt>\n<RmtInf>",
                "<Cd>PHOB</Cd>",
                needle_occurrence=2,
            ),
        ),
    ),
    rule(
        "cbpr.structured-remittance-length", "remittance-structured-total", E,
        "SR25 R69, SR26 R31", S, _UR,
        summary="structured remittance of more than 9,000 characters of data in all.",
        length=9000,
        examples=(
            Example("cbpr", "<Ustrd>Invoice 2026-17</Ustrd>", _LONG_STRD, "<Strd>"),
        ),
    ),
    rule(
        "cbpr.payment-info-id", "payment-info-id-is-message-id", E, "SR26 R8", S,
        f"{_UR}; {_TESTER} (R8)",
        summary="a PmtInfId other than the message's MsgId.",
        from_date="cbpr.sr2026",
        examples=(
            Example(
                "cbpr",
                "<PmtInfId>CBPR-2026-0001</PmtInfId>",
                "<PmtInfId>PMT-2026-0001</PmtInfId>",
                "<PmtInfId>",
            ),
        ),
    ),
    rule(
        "cbpr.party-name-with-address", "address-with-name", E,
        "SR25 R12, SR26 R10-R35", S, f"{_UR} (textual in SR25, formal in SR26); {_TESTER}",
        summary="a party's postal address without its name.",
        remittance_parties=True,
        examples=(
            Example(
                "cbpr",
                "<Nm>Creditor Inc</Nm>\n          <PstlAdr>",
                "<PstlAdr>",
                "<PstlAdr>",
                needle_occurrence=2,
            ),
            Example(
                "cbpr",
                "<Ustrd>Invoice 2026-17</Ustrd>",
                "<Strd><Invcr>\n<PstlAdr><TwnNm>Berlin</TwnNm><Ctry>DE</Ctry></PstlAdr>"
                "</Invcr></Strd>",
                "<PstlAdr><TwnNm>Berlin",
            ),
        ),
    ),
    rule(
        "cbpr.agent-name-and-address", "agent-name-and-address", E,
        "SR26 R15, R24-R27", S, f"{_UR}; {_TESTER} (R15/R24-R27)",
        summary="an agent's name without its postal address, or its address without its name.",
        from_date="cbpr.sr2026", agents_named=_ALL_AGENTS,
        examples=(
            Example(
                "cbpr",
                "<BICFI>CHASUS33XXX</BICFI>",
                "<BICFI>CHASUS33XXX</BICFI>\n<Nm>JPMorgan Chase Bank</Nm>",
                "<Nm>JPMorgan",
            ),
        ),
    ),
    rule(
        "cbpr.uetr-required", "required", E, "CBPR+ schema (UG p. 133)", S,
        f"{_SCHEMA} (S); SR2026: {_TESTER}",
        summary="a transaction without its UETR.",
        elements=("PmtId/UETR",),
        examples=(
            Example(
                "cbpr",
                "\n          <UETR>8a562c67-ca16-48ba-b074-65581be6f011</UETR>",
                "",
                "<PmtId>",
            ),
        ),
    ),
    rule(
        "cbpr.charge-bearer", "charge-bearer", E, "CBPR+ schema (UG pp. 203-204)", S,
        f"{_SCHEMA} (S); SR2026: {_TESTER} (BR-CBPR-003)",
        summary="a charge bearer other than DEBT, CRED or SHAR (no SLEV).",
        allowed=("DEBT", "CRED", "SHAR"),
        examples=(
            Example("cbpr", "<ChrgBr>SHAR</ChrgBr>", "<ChrgBr>SLEV</ChrgBr>", "<ChrgBr>"),
        ),
    ),
    rule(
        "cbpr.payment-method", "payment-method", E, "CBPR+ schema", S, f"{_SCHEMA} (S)",
        summary="a payment method other than CHK or TRF.",
        allowed=("CHK", "TRF"),
        examples=(
            Example("cbpr", "<PmtMtd>TRF</PmtMtd>", "<PmtMtd>TRA</PmtMtd>", "<PmtMtd>"),
        ),
    ),
    rule(
        "cbpr.single-transaction", "transactions-most", E, "CBPR+ schema (UG pp. 111, 138)",
        S, f"{_SCHEMA} (S); SR2026: {_TESTER} (BR-DS-05)",
        summary="a message of more than one transaction.",
        most=1,
        examples=(
            Example(
                "cbpr",
                "<NbOfTxs>1</NbOfTxs>",
                "<NbOfTxs>2</NbOfTxs>",
                "<NbOfTxs>",
                also=("totals.nb-of-txs",),
            ),
        ),
    ),
    rule(
        "cbpr.payment-type-one-level", "payment-type-one-level", E, "CBPR+ (R19 per S2)", S,
        f"{_SCHEMA} (S); an SR2026 validator (S)",
        refines=("iso.payment-type-information",),
        summary="PmtTpInf on the payment info and on the transaction.",
        whole=True,
        examples=(
            Example(
                "cbpr-typed",
                "</PmtId>",
                "</PmtId>\n<PmtTpInf><CtgyPurp><Cd>SUPP</Cd></CtgyPurp></PmtTpInf>",
                "<PmtTpInf><CtgyPurp>",
            ),
        ),
    ),
    rule(
        "cbpr.remittance-unstructured", "remittance-unstructured", E, "CBPR+ schema", S,
        f"{_SCHEMA} (S)",
        summary="more than one Ustrd line (its 140 characters are the schema's).",
        most=1,
        refines=("remittance.multiple",),
        examples=(
            Example(
                "cbpr",
                "<Ustrd>Invoice 2026-17</Ustrd>",
                "<Ustrd>Invoice 2026-17</Ustrd>\n<Ustrd>and 18</Ustrd>",
                "and 18",
            ),
        ),
    ),
    rule(
        "cbpr.element-not-used", "not-used", E, "CBPR+ schema (UG pp. 138, 145)", S,
        f"{_SCHEMA} (S); SR2026: {_TESTER}",
        summary="an element the CBPR+ message removes (BtchBookg, NbOfTxs, CtrlSum…).",
        elements=("GrpHdr/CtrlSum", "BtchBookg", "NbOfTxs", "CtrlSum", "SplmtryData"),
        examples=(
            Example(
                "cbpr",
                "<PmtMtd>TRF</PmtMtd>",
                "<PmtMtd>TRF</PmtMtd>\n      <BtchBookg>true</BtchBookg>",
                "<BtchBookg>",
            ),
            Example(
                "cbpr",
                "<NbOfTxs>1</NbOfTxs>",
                "<NbOfTxs>1</NbOfTxs>\n      <CtrlSum>1000.00</CtrlSum>",
                "<CtrlSum>",
            ),
        ),
    ),
    rule(
        "cbpr.address-type", "address-type-not-used", E, "CBPR+ schema", S, f"{_SCHEMA} (S)",
        summary="an address type (AdrTp), which the CBPR+ message removes.",
        examples=(
            Example(
                "cbpr",
                "<StrtNm>Hauptstrasse</StrtNm>",
                "<AdrTp><Cd>ADDR</Cd></AdrTp>\n<StrtNm>Hauptstrasse</StrtNm>",
                "<AdrTp>",
            ),
        ),
    ),
    rule(
        "cbpr.residence-country", "residence-differs", W, "SR25 R35, SR26 R19, R23", S,
        f"{_UR} (textual: should)",
        summary="a country of residence that repeats the address's country.",
        examples=(
            Example(
                "cbpr",
                "<AdrLine>350 Fifth Avenue</AdrLine>\n          </PstlAdr>",
                "<AdrLine>350 Fifth Avenue</AdrLine>\n          </PstlAdr>\n"
                "<CtryOfRes>US</CtryOfRes>",
                "<CtryOfRes>",
            ),
        ),
    ),
    rule(
        "cbpr.creation-offset", "creation-offset", W, "SR26 schema; SR25 R11", S,
        f"{_TESTER} (SR2026 date-time type); {_UR} (SR25 R11, a preference)",
        summary="a creation date-time without its offset from UTC.",
        from_date="cbpr.sr2026",
        examples=(
            Example("cbpr", "+01:00</CreDtTm>", "</CreDtTm>", "<CreDtTm>"),
        ),
    ),
    rule(
        "cbpr.header-required", "header-required", W, "CBPR+ BAH usage", S,
        "Citi ISO 20022 Reference Guide Part 2 p. 5 (S); munaeem.org BAH guidance (S); "
        "iso20022tester: the MyStandards validator expects a BAH (S)",
        summary="a message without its Business Application Header.",
        examples=(
            Example("cbpr-env", CBPR_HEADER, "", "<GrpHdr>"),
        ),
    ),
    rule(
        "cbpr.header-version", "header-version", W, "CBPR+ BAH version", S,
        "iso20022tester (S: the MyStandards validator expects head.001.001.02); "
        "cbpr-usage-rules' examples; head.001.001.03 in CBPR+ UNCONFIRMED",
        summary="a Business Application Header other than head.001.001.02.",
        versions=("head.001.001.02",),
        examples=(
            Example("cbpr-env", "xsd:head.001.001.02", "xsd:head.001.001.03", "<AppHdr"),
        ),
    ),
    rule(
        "cbpr.header-message-id", "header-message-id", E, "SR26 R1", S,
        f"{_UR} (formal); {_TESTER} (R1)",
        summary="a BizMsgIdr other than the document's MsgId (SR2026).",
        from_date="cbpr.sr2026", refines=("head.message-id",),
        examples=(
            Example(
                "cbpr-env",
                "<BizMsgIdr>CBPR-2026-0001<",
                "<BizMsgIdr>OTHER-0001<",
                "<BizMsgIdr>",
            ),
        ),
    ),
    rule(
        "cbpr.header-receiver", "header-receiver", W, "SR25 R15", S,
        f"{_UR} (textual, advisory; not in its SR2026 list)",
        summary="a header sent to another than the debtor agent, without GrpHdr/FwdgAgt.",
        examples=(
            Example(
                "cbpr-env",
                "<To><FIId><FinInstnId><BICFI>COBADEFFXXX",
                "<To><FIId><FinInstnId><BICFI>CHASUS33XXX",
                "<To>",
            ),
        ),
    ),
    rule(
        "cbpr.header-related-service", "header-related-service", W, "SR25 R9, SR26 R5", S,
        f"{_UR} (textual: should)",
        summary="a related header (Rltd) without its business service.",
        examples=(
            Example(
                "cbpr-env",
                "</CreDt>",
                "</CreDt>\n    <Rltd><Fr><FIId><FinInstnId><BICFI>DEUTDEFFXXX</BICFI>"
                "</FinInstnId></FIId></Fr><To><FIId><FinInstnId><BICFI>COBADEFFXXX</BICFI>"
                "</FinInstnId></FIId></To><BizMsgIdr>CBPR-2026-0000</BizMsgIdr>"
                "<MsgDefIdr>pain.001.001.09</MsgDefIdr><CreDt>2026-12-01T08:00:00+00:00"
                "</CreDt></Rltd>",
                "<Rltd>",
            ),
        ),
    ),
)  # fmt: skip

#: The rules of the research (``research/cbpr-plus-pain001.md``) not implemented, and why.
NOT_IMPLEMENTED: tuple[tuple[str, str], ...] = (
    (
        "Business Application Header: BizSvc (swift.cbprplus.03 in SR2025)",
        "the SR2026 value for pain.001 is not sourced (swift.cbprplus.04 is pacs.008's in "
        "the SR2026 UG; for pain.001 only a validator's code comment says so): UNCONFIRMED",
    ),
    (
        "Business Application Header: the related header the same as the related "
        "message's (SR25 R7, SR26 R2)",
        "needs the related message: not decidable from one file",
    ),
    (
        "Business Application Header: CreDt = CreDtTm, a CreDt offset, Fr/To as FIId/BICFI",
        "no source states them (UNCONFIRMED); the generic head.creation-date notes a header "
        "dated before its document, head.bic checks the BICs' form, head.message-definition "
        "MsgDefIdr (SR25 R3, SR26 R4, which it cites)",
    ),
    ("UETR unique (JPMorgan)", "needs what other files used: not decidable from one file"),
    (
        "SR2025 grace rules: an address of Ctry alone, lines with StrtNm and no TwnNm/Ctry, "
        "unstructured lines of at most 35 characters (SR25 R23-R25 … R59-R61)",
        "SR2025 only: replaced on 14 Nov 2026 by the refusal of unstructured addresses "
        "(cbpr.unstructured-only); no rule ends on a date here",
    ),
    (
        "Creditor reference with its Ref (SR25 R71)",
        "SR2025 only (no such row in SR2026)",
    ),
    (
        "FIN X character sets for references and FIN X extended for names",
        "which elements take which set needs the guideline's data types (not read); "
        "cbpr.charset (the Latin set, a warning) stays",
    ),
    (
        "Charge bearer and payment type on the transaction level (SR25 R18, R36-R39)",
        "advisory (should), and open to bilateral agreement",
    ),
    ("Clearing system id with the member id (SR25 R29)", "its reading is UNCONFIRMED"),
    ("Remittance location address without Ctry (SR25 R68)", "RltdRmtInf in CBPR+ UNCONFIRMED"),
    (
        "LEI check digits",
        "not a rule of the usage guideline (the checker's own): the generic lei.checksum, "
        "for any scheme",
    ),
    (
        "Agent with a BIC: no name and address (pacs.008 principle 1A)",
        "pacs.008 only; for pain.001 SR2026 wants name and address together "
        "(cbpr.agent-name-and-address)",
    ),
    ("Textual usage notes (SR25 R10, R14, R17, R19-R22, R26-R28, R30, …)", "not checkable"),
)

CBPR_PLUS = SchemeProfile(
    name="cbpr-plus",
    label="CBPR+",
    title="Swift CBPR+ (cross-border)",
    family="cbpr",
    source="CBPR+ address rules as restated by rulestamp-cbpr-address-lint, JPMorgan and "
    "XMLdation; the rule sheet as cbpr-usage-rules quotes it, the schema as iso20022tester's "
    "comparison gives it; the CBPR+ pain.001 usage guideline itself not read",
    rules=CBPR_RULES,
    not_implemented=NOT_IMPLEMENTED,
    # CBPR+ is pain.001.001.09 (the shared specification's schemes.md §3); no marker:
    # only ever chosen
    versions=(PainVersion.V09,),
)
