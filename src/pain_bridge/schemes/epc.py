"""The EPC schemes: SEPA Credit Transfer (``epc-sct``) and SEPA Instant Credit Transfer
(``epc-sct-inst``), customer-to-PSP, pain.001.001.09 (and .03).

Sources (the shared specification's ``schemes.md`` §1–2): the EPC C2PSP IG text itself
(EPC132-08 2025 v1.0) was not read; rules come from the SIX SPS IG v2.2, which restates
the SEPA (type S) restrictions it takes from EPC132-08 (P), the XMLdation EPC knowledge
base (S), and the EPC's own pages on the 2025 rulebooks and addresses (P).

One module because the profiles are one table: each rule with its source, parameters and
examples (the documents it passes and fails), shared by SCT, SCT Inst and DK.
"""

from __future__ import annotations

from pain_bridge.examples import UETR_GIVEN, Example
from pain_bridge.findings import Severity
from pain_bridge.schemes.base import Grade, Markers, SchemeProfile, SchemeRule, rule
from pain_bridge.versions import PainVersion

__all__ = ["EPC_SCT", "EPC_SCT_INST", "EXECUTION_DAY", "SCT_RULES", "VERSIONS"]

E, W, N = Severity.ERROR, Severity.WARNING, Severity.INFO
P, S, U = Grade.P, Grade.S, Grade.UNCONFIRMED

#: The rules of SCT, in the ``epc`` family (SCT Inst and DK take them too).
SCT_RULES: tuple[SchemeRule, ...] = (
    rule(
        "epc.service-level", "service-level", E, "EPC-SCT-01", S,
        "xmldation EPC/PmtTpInf (S); SPS Tab. 15 (P)",
        summary="a service level other than the scheme's.",
        expected="SEPA",
        examples=(
            Example("sct", "<Cd>SEPA</Cd>", "<Cd>NURG</Cd>", "<SvcLvl>"),
        ),
    ),
    rule(
        "epc.payment-type-level", "payment-info-level", E, "EPC-SCT-02", S,
        "xmldation EPC/PmtTpInf (S)",
        summary="payment type information on the wrong level.",
        parts=("InstrPrty",),
        examples=(
            Example(
                "sct",
                "</PmtId>",
                "</PmtId><PmtTpInf><InstrPrty>HIGH</InstrPrty></PmtTpInf>",
                "<InstrPrty>",
                also=('iso.payment-type-information',),
            ),
        ),
    ),
    rule(
        "epc.currency", "currency", E, "EPC-SCT-03", S,
        "XMLdation EPC/Amt; SIX SPS IG v2.2 Tab. 16 p. 54 (S: «Darf nur EUR enthalten»)",
        summary="the instructed amount is not in euro.",
        allowed=("EUR",),
        examples=(
            Example("sct", 'Ccy="EUR">120.00', 'Ccy="CHF">120.00', 'Ccy="CHF"'),
        ),
    ),
    rule(
        "epc.amount-range", "amount-range", E, "EPC-SCT-04", S,
        "xmldation EPC/Amt (S); SPS Tab. 16 p. 54 (P)",
        summary="an amount outside the scheme's range.",
        minimum="0.01", maximum="999999999.99", refines=("amount.range",),
        examples=(
            Example(
                "sct",
                ">120.00<",
                ">1000000000.00<",
                "1000000000.00",
                also=("totals.ctrl-sum",),
            ),
        ),
    ),
    rule(
        "epc.amount-decimals", "amount-decimals", E, "EPC-SCT-05", S,
        "EPC132-08 2025 v1.0 quoted (S)",
        summary="an amount or control sum with more than two decimals.",
        maximum=2, refines=("currency.precision",),
        examples=(
            Example("sct", ">120.00<", ">120.005<", "120.005", also=("totals.ctrl-sum",)),
        ),
    ),
    rule(
        "epc.instructed-amount", "instructed-amount-only", W, "EPC-SCT-06", U,
        "xmldation EPC/Amt (S); the ban on EqvtAmt UNCONFIRMED",
        summary="an equivalent amount where the scheme takes an instructed amount.",
        examples=(
            Example(
                "sct",
                '<InstdAmt Ccy="EUR">10.50</InstdAmt>',
                '<EqvtAmt><Amt Ccy="EUR">10.50</Amt><CcyOfTrf>EUR</CcyOfTrf></EqvtAmt>',
                "<EqvtAmt>",
            ),
        ),
    ),
    rule(
        "epc.charge-bearer", "charge-bearer", E, "EPC-SCT-07", S,
        "xmldation EPC/ChrgBr (S); SPS Tab. 15 p. 50 (P)",
        summary="a charge bearer the scheme (or payment type) does not take.",
        allowed=("SLEV",),
        examples=(
            Example("sct", "<ChrgBr>SLEV</ChrgBr>", "<ChrgBr>SHAR</ChrgBr>", "<ChrgBr>"),
        ),
    ),
    rule(
        "epc.charge-bearer-level", "one-level", E, "EPC-SCT-07", S,
        "ISO rule, xmldation EPC/ChrgBr (S)",
        refines=("iso.charge-bearer",),
        summary="ChrgBr on the payment info and on the transaction.",
        elements=("ChrgBr",),
        examples=(
            Example(
                "sct",
                "10.50</InstdAmt>\n        </Amt>",
                "10.50</InstdAmt>\n        </Amt>\n<ChrgBr>SLEV</ChrgBr>",
                "<ChrgBr>",
                needle_occurrence=2,
            ),
        ),
    ),
    rule(
        "epc.remittance-one-kind", "remittance-one-kind", E, "EPC-SCT-08", S,
        "xmldation EPC/RemittanceInformation (S)",
        summary="unstructured and structured remittance together.",
        examples=(
            Example(
                "sct",
                "<Ustrd>Invoice 2026-17</Ustrd>",
                "<Ustrd>Invoice 2026-17</Ustrd>\n<Strd><AddtlRmtInf>Thanks</AddtlRmtInf></Strd>",
                "<Strd><AddtlRmtInf>",
                also=("epc.remittance-structured-parts",),
            ),
        ),
    ),
    rule(
        "epc.remittance-unstructured", "remittance-unstructured", E, "EPC-SCT-09", S,
        "xmldation (S); EPC ERI page (P)",
        summary="too many or too long Ustrd lines.",
        most=1, length=140,
        refines=("remittance.multiple",),
        examples=(
            Example(
                "sct",
                "<Ustrd>Invoice 2026-17</Ustrd>",
                "<Ustrd>Invoice 2026-17</Ustrd>\n<Ustrd>and 2026-18</Ustrd>",
                "and 2026-18",
            ),
        ),
    ),
    rule(
        "epc.remittance-structured", "remittance-structured", E, "EPC-SCT-10", S,
        "xmldation (S); SPS Tab. 16 p. 70 (P)",
        summary="too many Strd blocks, or one too long with its tags.",
        most=1, length_with_tags=140,
        examples=(
            Example(
                "sct",
                "<Issr>ISO</Issr>",
                "<Issr>Bank of the Creditor Reference Issue</Issr>",
                "<Strd>",
                also=("xsd.violation",),
            ),
        ),
    ),
    rule(
        "epc.creditor-reference-complete", "creditor-reference-complete", E, "EPC-SCT-11", S,
        "xmldation (S); SPS Tab. 16 p. 71 (P)",
        summary="a creditor reference without its type or its reference.",
        examples=(
            Example("sct", "<Ref>RF18539007547034</Ref>", "", "<CdtrRefInf>"),
        ),
    ),
    rule(
        "epc.creditor-reference-type", "creditor-reference-type", E, "EPC-SCT-12", S,
        "xmldation (S); SPS Tab. 16 p. 72 (P)",
        summary="a creditor reference type the scheme does not take.",
        codes=("SCOR",),
        examples=(
            Example("sct", "<Cd>SCOR</Cd>", "<Prtry>SCOR</Prtry>", "<Prtry>"),
        ),
    ),
    rule(
        "epc.creditor-reference", "creditor-reference-iso11649", E, "EPC-SCT-13", P,
        "SPS Tab. 16 p. 72 restating SEPA (P)",
        summary="a SCOR creditor reference that is no ISO 11649 reference.",
        issuers=("ISO",), refines=("remittance.reference",),
        examples=(
            Example("sct", "RF18539007547034", "RF19539007547034", "RF19"),
        ),
    ),
    rule(
        "epc.remittance-structured-parts", "remittance-structured-parts", E, "EPC-SCT-14", P,
        "SPS Tab. 16 pp. 70-73 restating SEPA (P)",
        summary="Strd parts the scheme does not take.",
        allowed=("CdtrRefInf",),
        examples=(
            Example(
                "sct",
                "</CdtrRefInf>",
                "</CdtrRefInf>\n<Invcr><Nm>Invoicer BV</Nm></Invcr>",
                "<Invcr>",
            ),
        ),
    ),
    rule(
        "epc.name-length", "name-length", E, "EPC-SCT-15", P,
        "SIX SPS IG v2.2 §3.11 p. 25 restating SEPA («Einschränkung von 70 Zeichen»)",
        summary="a party name longer than 70 characters.",
        maximum=70, refines=("text.length",),
        examples=(
            Example("sct", "<Nm>Creditor BV</Nm>", f"<Nm>{'Creditor ' * 8}</Nm>", "Creditor C"),
        ),
    ),
    rule(
        "epc.charset", "charset", W, "EPC-SCT-16", S,
        "DK IG 2.7 copy of the SEPA set (S); banks convert or reject",
        summary="characters outside the scheme's character set (with a transliteration).",
        charset="epc-latin", refines=("text.charset",), supersedes=True,
        examples=(
            Example("sct", "<Nm>Creditor BV</Nm>", "<Nm>Пётр Ωμέγα BV</Nm>", "Пётр"),
        ),
    ),
    rule(
        "epc.reference-slashes", "reference-slashes", E, "EPC-SCT-17", P,
        "SPS §3.2 p. 17 citing EPC230-15 (P)",
        summary="an id breaking the slash rules (EPC230-15).",
        examples=(
            Example("sct", "E2E-2026-1<", "E2E//2026-1<", "E2E//"),
        ),
    ),
    rule(
        "epc.iban-only", "iban-only", E, "EPC-SCT-18", S,
        "xmldation EPC/AOS (S); SPS Tab. 16 p. 65 (P)",
        summary="an account not given by IBAN.",
        examples=(
            Example(
                "sct",
                "<IBAN>BE68539007547034</IBAN>",
                "<Othr><Id>12345678</Id></Othr>",
                "<Othr>",
            ),
        ),
    ),
    rule(
        "epc.creditor-agent", "agent-elements", E, "EPC-SCT-19", P,
        "SPS Tab. 16 pp. 59-61 restating SEPA (P)",
        summary="creditor agent elements the scheme does not use.",
        agent="CdtrAgt", forbidden=("ClrSysMmbId", "Nm", "PstlAdr"),
        examples=(
            Example("sct", "<BICFI>ABNANL2A</BICFI>", "<BICFI>ABNANL2A</BICFI><Nm>B</Nm>", "<Nm>B"),
        ),
    ),
    rule(
        "epc.not-used", "not-used", E, "EPC-SCT-20", P,
        "SPS Tab. 15 p. 48, Tab. 16 pp. 55-56, 68 (P)",
        summary="an element the scheme does not use.",
        elements=("XchgRateInf", "ChqInstr", "InstrForCdtrAgt", "InstrForDbtrAgt"),
        examples=(
            Example(
                "sct",
                "<RmtInf>\n          <Ustrd>",
                "<InstrForCdtrAgt><Cd>PHOB</Cd></InstrForCdtrAgt>\n<RmtInf>\n          <Ustrd>",
                "<InstrForCdtrAgt>",
            ),
        ),
    ),
    rule(
        "epc.address-core", "address-core-03", W, "EPC-SCT-21", S,
        "xmldation EPC/AOS (S): AOS, not every bank takes it",
        summary="in .03, structured address elements outside the SEPA core (Ctry, AdrLine).",
        examples=(
            Example(
                "sct-03",
                "<Ctry>NL</Ctry>",
                "<CtrySubDvsn>Noord-Holland</CtrySubDvsn>\n            <Ctry>NL</Ctry>",
                "<CtrySubDvsn>",
                also=("epc.address-town-country",),
            ),
        ),
    ),
    rule(
        "epc.address-town-country", "address-required", E, "EPC-SCT-22", P,
        "EPC 2025 rulebooks v1.1, address guidance (P)",
        summary="a structured or hybrid address without TwnNm or Ctry.",
        elements=("TwnNm", "Ctry"),
        examples=(
            Example("sct", "<TwnNm>Berlin</TwnNm>", "", "<PstlAdr>"),
        ),
    ),
    rule(
        "epc.address-lines", "address-lines", E, "EPC-SCT-22", P,
        "EPC address guidance (P)",
        summary="an address with more AdrLine than the scheme takes.",
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
        "epc.address-duplication", "address-no-duplication", W, "EPC-SCT-22", P,
        "EPC guidance (P), Betaalvereniging (S); a warning: the match is by words",
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
        "epc.address-unstructured", "address-unstructured", E, "EPC-SCT-23", P,
        "EPC node/27691, guidance v2.1 §7.4 (P)",
        summary="a free-text address (AdrLine, no TwnNm) after the scheme's cut-over.",
        from_date="epc.unstructured-address-refused", refines=("address.unstructured",),
        examples=(
            Example(
                "sct",
                "<TwnNm>Amsterdam</TwnNm>\n            <Ctry>NL</Ctry>\n            <AdrLine>"
                "Keizersgracht 12</AdrLine>",
                "<Ctry>NL</Ctry>\n            <AdrLine>Keizersgracht 12</AdrLine>\n            "
                "<AdrLine>1017 Amsterdam</AdrLine>",
                "<PstlAdr>",
                needle_occurrence=2,
            ),
        ),
    ),
    rule(
        "epc.uetr", "not-used", N, "EPC-SCT-28", P,
        "SPS §3.18 p. 37 (P): UETR not forwarded in SEPA",
        summary="a UETR the scheme does not forward.",
        elements=("PmtId/UETR",), note=" (not forwarded)",
        examples=(
            UETR_GIVEN,
        ),
    ),
    rule(
        "epc.payment-method", "payment-method", W, "EPC-SCT-25", U,
        "UNCONFIRMED from the EPC text; SPS Tab. 11 (type S)",
        summary="a payment method the scheme (or payment type) does not take.",
        allowed=("TRF",),
        examples=(
            Example(
                "sct",
                "<PmtMtd>TRF</PmtMtd>",
                "<PmtMtd>CHK</PmtMtd>",
                "<PmtMtd>",
                also=("iso.cheque-creditor-account", "iso.cheque-undelivered-creditor-agent"),
            ),
        ),
    ),
    rule(
        "epc.party-identification", "party-identification", W, "EPC-SCT-26", U,
        "CGI-MP via xmldation (S); EPC wording UNCONFIRMED",
        summary="a party identification with more than its one AnyBIC or Othr.",
        examples=(
            Example(
                "sct",
                "</PstlAdr>\n        </Cdtr>",
                "</PstlAdr>\n<Id><OrgId><AnyBIC>GEBABEBB</AnyBIC>\n<Othr><Id>BE0403227515</Id>"
                "</Othr></OrgId></Id>\n        </Cdtr>",
                "<Othr><Id>BE04",
                occurrence=2,
            ),
        ),
    ),
)  # fmt: skip

#: SCT takes a day, not a moment (EPC-SCT-27; SCT Inst takes DtTm, EPC-INST-02).
EXECUTION_DAY = rule(
    "epc.execution-date",
    "execution-date-only",
    W,
    "EPC-SCT-27",
    U,
    "Elixir library (S only); UNCONFIRMED",
    summary="a requested execution moment (DtTm) where the scheme takes a day.",
    examples=(Example("sct", "<Dt>2026-11-20</Dt>", "<DtTm>2026-11-20T09:00:00</DtTm>", "<DtTm>"),),
)

#: SCT Inst is marked by LclInstrm INST (EPC-INST-01).
INST = rule(
        "epc.local-instrument", "local-instrument", W, "EPC-INST-01", U,
        "an EPC132-08 2025 writer (S); EPC text UNCONFIRMED",
        summary="SCT Inst without the local instrument INST.",
        codes=("INST",),
        examples=(Example("sct-inst", "<Cd>INST</Cd>", "<Cd>IN</Cd>", "<LclInstrm>"),),
)  # fmt: skip

#: The versions of the EPC 2025 rulebooks' IGs: pain.001.001.09 (EPC-SCT-24, P: the
#: IGs are based on ISO 20022 2019 since the 2023 rulebook), and .03, the older C2B IG's,
#: which banks still take (§1b).
VERSIONS = (PainVersion.V09, PainVersion.V03)

EPC_SCT = SchemeProfile(
    name="epc-sct",
    label="EPC SCT",
    title="EPC SEPA Credit Transfer (SCT)",
    family="epc",
    source="EPC132-08 SCT C2PSP IG 2025 v1.0 (as restated by the SIX SPS IG v2.2 and "
    "XMLdation), EPC 2025 rulebook pages",
    rules=(*SCT_RULES, EXECUTION_DAY),
    versions=VERSIONS,
    markers=Markers(label="SEPA", service_level="SEPA"),
)

#: SCT Inst: SCT's rules (EPC-INST-05, the differences are few) and its own.
EPC_SCT_INST = SchemeProfile(
    name="epc-sct-inst",
    label="EPC SCT",
    title="EPC SEPA Instant Credit Transfer (SCT Inst)",
    family="epc",
    source="EPC SCT Inst C2PSP IG (not read: its differences from SCT as catalogued)",
    rules=(*SCT_RULES, INST),
    versions=VERSIONS,
    markers=Markers(label="SEPA", service_level="SEPA", local_instrument="INST"),
)
