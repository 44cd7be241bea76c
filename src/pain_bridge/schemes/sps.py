"""The Swiss Payment Standards (``swiss-sps``): SIX SPS IG pain.001, SPS 2025 v2.2 of
24.02.2025 (schema ``pain.001.001.09.ch.03.xsd``), read in full (grade P).

Rules may apply to some payment types only (:mod:`pain_bridge.schemes.swiss`: D1, D2,
S, X, C), decided per transaction by the guideline's decision tree.

One module because the profile is one table: each rule of the guideline in its order,
with its source, parameters and examples (the documents it passes and fails), as the
scheme page shows them.
"""

from __future__ import annotations

from pain_bridge.examples import UETR_GIVEN, Example
from pain_bridge.findings import Severity
from pain_bridge.schemes.base import Grade, Markers, SchemeProfile, SchemeRule, rule
from pain_bridge.schemes.swiss import SwissType, payment_type
from pain_bridge.versions import PainVersion

__all__ = ["SPS_RULES", "SWISS_SPS"]

E, W, N = Severity.ERROR, Severity.WARNING, Severity.INFO

#: The parts a ``Strd`` may hold besides its creditor reference.
_STRD_PARTS = (
    "RfrdDocInf", "RfrdDocAmt", "Invcr", "Invcee", "TaxRmt", "GrnshmtRmt", "SctiesData",
    "AddtlRmtInf",
)  # fmt: skip


def _strd_parts_but(*left_out: str) -> tuple[str, ...]:
    return tuple(part for part in _STRD_PARTS if part not in left_out)


P, S, U = Grade.P, Grade.S, Grade.UNCONFIRMED
IG = "SIX SPS IG pain.001 v2.2"

SPS_RULES: tuple[SchemeRule, ...] = (
    rule(
        "sps.currency", "currency", E, "CH-32", P, f"{IG} Tab. 16 p. 54 (D V1: CHF or EUR)",
        summary="a currency the payment type does not take.",
        variants=("D1",), allowed=("CHF", "EUR"),
        examples=(
            Example(
                "sps-d",
                'Ccy="CHF">50.00',
                'Ccy="USD">50.00',
                'Ccy="USD"',
                unreached="another currency makes the payment type X, which takes any",
            ),
        ),
    ),
    rule(
        "sps.currency", "currency", E, "CH-32/55", P,
        f"{IG} Tab. 16 p. 54 (D V2: CHF only), §3.17 p. 37",
        variants=("D2",), allowed=("CHF",),
    ),
    rule(
        "sps.currency", "currency", E, "CH-32", P, f"{IG} Tab. 16 p. 54 (S: EUR only)",
        variants=("S",), allowed=("EUR",),
        examples=(
            Example("sct", 'Ccy="EUR">120.00', 'Ccy="CHF">120.00', 'Ccy="CHF"', variant="S"),
        ),
    ),
    rule(
        "sps.name-length", "name-length", E, "CH-23", P,
        f"{IG} §3.11 p. 25, Tab. 14–16 (type S: 70 characters)",
        summary="a party name longer than the payment type allows.",
        variants=("S",), maximum=70, refines=("text.length",),
        examples=(
            Example("sct", "<Nm>Creditor BV</Nm>", f"<Nm>{'Creditor ' * 8}</Nm>", "Creditor C"),
        ),
    ),
    rule(
        "sps.charset", "charset", E, "CH-01", P,
        "SPS IG pain.001 v2.2 (P) §3.1 p. 16",
        summary="characters outside the scheme's character set (with a transliteration).",
        charset="swiss", refines=("text.charset",), supersedes=True,
        examples=(
            Example("sps-d", "<Nm>Rösti Café GmbH</Nm>", "<Nm>Рёсти Café</Nm>", "Рёсти"),
        ),
    ),
    rule(
        "sps.reference-charset", "reference-charset", E, "CH-03", P,
        "SPS IG pain.001 v2.2 (P) §3.2 Tab. 6 p. 17",
        summary="an id with characters outside the reference set.",
        refines=("text.charset",),
        examples=(
            Example("sps-d", "E2E-CH-2<", "E2E_CH_2<", "E2E_CH_2"),
        ),
    ),
    rule(
        "sps.reference-slashes", "reference-slashes", E, "CH-04", P,
        "SPS IG pain.001 v2.2 (P) §3.2 p. 17",
        summary="an id breaking the slash rules (EPC230-15).",
        leading_space=True,
        examples=(
            Example("sps-d", "<PmtInfId>PMT", "<PmtInfId> PMT", "<PmtInfId>"),
            Example("sps-d", "<InstrId>INSTR-CH-2", "<InstrId> INSTR", "<InstrId> ", variant="D1"),
            Example("sps-d", "<EndToEndId>E2E-CH-1", "<EndToEndId> E2E", "> E2E", variant="X"),
        ),
    ),
    rule(
        "sps.initiating-party", "initiating-party-named", E, "CH-12", P,
        "SPS IG pain.001 v2.2 (P) Tab. 14 p. 39",
        summary="an initiating party with neither name nor Id.",
        examples=(
            Example(
                "sps-d",
                "<Nm>Müller Söhne AG</Nm>\n      </InitgPty>",
                "</InitgPty>",
                "<InitgPty>",
            ),
        ),
    ),
    rule(
        "sps.party-identification", "party-identification", E, "CH-13", P,
        "SPS IG pain.001 v2.2 (P) Tab. 14-16",
        summary="a party identification with more than its one AnyBIC or Othr.",
        examples=(
            Example(
                "sps-d",
                "</PstlAdr>\n        </Cdtr>",
                "</PstlAdr>\n<Id><PrvtId><Othr><Id>1</Id></Othr>\n<Othr><Id>2</Id></Othr></PrvtId>"
                "</Id>\n        </Cdtr>",
                "<Othr><Id>2",
            ),
        ),
    ),
    rule(
        "sps.payment-method", "payment-method", E, "CH-16", P,
        "SPS IG pain.001 v2.2 (P) Tab. 15 p. 43",
        summary="a payment method the scheme (or payment type) does not take.",
        variants=("D1", "D2", "S", "X"), allowed=("TRF",),
        examples=(
            Example("sps-d", "<PmtMtd>TRF</PmtMtd>", "<PmtMtd>TRA</PmtMtd>", "<PmtMtd>"),
        ),
    ),
    rule(
        "sps.payment-method", "payment-method", E, "CH-16", P,
        "SPS IG pain.001 v2.2 (P) Tab. 15 p. 43",
        variants=("C",), allowed=("CHK",),
        examples=(
            Example(
                "sps-cheque",
                "<PmtMtd>CHK",
                "<PmtMtd>TRF",
                "<PmtMtd>",
                variant="C",
                unreached="PmtMtd CHK is what makes the payment type C",
            ),
        ),
    ),
    rule(
        "sps.payment-type-level", "payment-type-one-level", E, "CH-17", P,
        "SPS IG pain.001 v2.2 (P) Tab. 15 p. 43",
        summary="payment type information on the wrong level.",
        examples=(
            Example(
                "sps-d",
                "</PmtId>",
                "</PmtId><PmtTpInf><CtgyPurp><Cd>SUPP</Cd></CtgyPurp></PmtTpInf>",
                "<CtgyPurp><Cd>SUPP",
                also=('iso.payment-type-information',),
            ),
        ),
    ),
    rule(
        "sps.service-level", "service-level", E, "CH-18", P,
        "SPS IG pain.001 v2.2 (P) Tab. 15 p. 44",
        summary="a service level other than the scheme's.",
        variants=("S",), expected="SEPA", required=True,
        examples=(
            Example(
                "sct", "</SvcLvl>", "</SvcLvl>\n<SvcLvl><Prtry>SEPA</Prtry></SvcLvl>", "<Prtry>SEPA"
            ),
        ),
    ),
    rule(
        "sps.local-instrument-level", "payment-info-level", E, "CH-19", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 54",
        summary="the local instrument of a domestic payment on the transaction.",
        variants=("D1", "D2"), parts=("LclInstrm",),
        examples=(
            Example(
                "sps-d",
                "</PmtId>",
                "</PmtId><PmtTpInf><LclInstrm><Cd>INST</Cd></LclInstrm></PmtTpInf>",
                "<LclInstrm>",
                also=('iso.payment-type-information',),
            ),
        ),
    ),
    rule(
        "sps.category-purpose-level", "payment-info-level", E, "CH-20", P,
        "SPS IG pain.001 v2.2 (P) Tab. 15 p. 45",
        summary="SALA or PENS on the transaction, not the payment info.",
        parts=("CtgyPurp",), codes=("SALA", "PENS"),
        # beside a payment info's CtgyPurp it is also CH-17's "one level only", said
        # more specifically: SALA and PENS belong on the payment info alone
        refines=("sps.payment-type-level",),
        examples=(
            Example(
                "sps-d",
                "</PmtId>",
                "</PmtId><PmtTpInf><CtgyPurp><Cd>PENS</Cd></CtgyPurp></PmtTpInf>",
                "<CtgyPurp><Cd>PENS",
                also=('iso.payment-type-information',),
            ),
        ),
    ),
    rule(
        "sps.debtor-qr-iban", "debtor-not-qr-iban", E, "CH-24", S,
        "SPS IG pain.001 v2.2 (P) Tab. 15 p. 46; QR-IID range (S)",
        summary="the debtor account is a QR-IBAN.",
        examples=(
            Example("sps-d", "CH9300762011623852957", "CH4431999123000889012", "CH44319"),
        ),
    ),
    rule(
        "sps.clearing-system", "agent-bic-or-clearing", E, "CH-26", P,
        "SPS IG pain.001 v2.2 (P) §3.12, Tab. 15 pp. 47-48",
        summary="a debtor agent's clearing system other than CHBCC, or with a BIC.",
        clearing_codes=("CHBCC",), only=("DbtrAgt",),
        examples=(
            Example("sps-d", "<Cd>CHBCC</Cd>", "<Cd>DEBLZ</Cd>", "<ClrSysId>"),
        ),
    ),
    rule(
        "sps.instruction-for-debtor-agent", "not-used", E, "CH-27", P,
        "SPS IG pain.001 v2.2 (P) Tab. 15 p. 48",
        summary="InstrForDbtrAgt in a SEPA payment, or on an instant one's transaction.",
        variants=("S",), elements=("InstrForDbtrAgt",),
        examples=(
            Example(
                "sct",
                "<ChrgBr>SLEV</ChrgBr>",
                "<InstrForDbtrAgt>Call me</InstrForDbtrAgt>\n<ChrgBr>SLEV</ChrgBr>",
                "<InstrForDbtrAgt>",
                variant="S",
            ),
        ),
    ),
    rule(
        "sps.instruction-for-debtor-agent", "not-used", E, "CH-27", P,
        f"{IG} Tab. 16 p. 68 (D V2: not on the C-level)",
        variants=("D2",), elements=("InstrForDbtrAgt",), transaction_only=True,
        examples=(
            Example(
                "sps-d2",
                "<RmtInf>\n          <Ustrd>",
                "<InstrForDbtrAgt>Call first</InstrForDbtrAgt>\n<RmtInf>\n          <Ustrd>",
                "<InstrForDbtrAgt>",
                variant="D2",
            ),
        ),
    ),
    rule(
        "sps.instruction-id-unique", "instruction-id-unique", E, "CH-30", P,
        f"{IG} Tab. 16 p. 53 (unique within the B-level; DU05)",
        summary="an InstrId given twice in one payment info.",
        examples=(
            Example(
                "sps-d",
                "<InstrId>INSTR-CH-2</InstrId>",
                "<InstrId>INSTR-CH-1</InstrId>",
                "<InstrId>INSTR-CH-1",
                needle_occurrence=2,
            ),
        ),
    ),
    rule(
        "sps.one-level", "one-level", E, "CH-28", P,
        "SPS IG pain.001 v2.2 (P) Tab. 15 pp. 48, 50",
        refines=("iso.charge-bearer", "iso.ultimate-debtor"),
        summary="ChrgBr or UltmtDbtr on the payment info and on the transaction.",
        elements=("ChrgBr", "UltmtDbtr"),
        examples=(
            Example(
                "sps-d",
                "</Amt>\n        <Cdtr>",
                "</Amt>\n<ChrgBr>SHAR</ChrgBr>\n        <Cdtr>",
                "<ChrgBr>",
                needle_occurrence=2,
            ),
        ),
    ),
    rule(
        "sps.charge-bearer", "charge-bearer", E, "CH-29", P,
        "SPS IG pain.001 v2.2 (P) Tab. 15 p. 50",
        summary="a charge bearer the scheme (or payment type) does not take.",
        variants=("D1", "D2", "X", "C"), allowed=("DEBT", "CRED", "SHAR", "SLEV"),
        examples=(
            Example(
                "sps-d",
                "<ChrgBr>SHAR</ChrgBr>",
                "<ChrgBr>XXXX</ChrgBr>",
                "<ChrgBr>",
                also=("xsd.violation",),
            ),
        ),
    ),
    rule(
        "sps.charge-bearer", "charge-bearer", E, "CH-29", P,
        "SPS IG pain.001 v2.2 (P) Tab. 15 p. 50",
        variants=("S",), allowed=("SLEV",),
        examples=(
            Example(
                "sct",
                "<ChrgBr>SLEV</ChrgBr>",
                "<ChrgBr>SHAR</ChrgBr>",
                "<ChrgBr>",
                variant="S",
            ),
        ),
    ),
    rule(
        "sps.amount-range", "amount-range", E, "CH-32", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 54",
        summary="an amount outside the scheme's range.",
        variants=("S",), minimum="0.01", maximum="999999999.99", refines=("amount.range",),
        examples=(
            Example(
                "sct",
                ">120.00<",
                ">1000000000.00<",
                "1000000000.00",
                variant="S",
                also=("totals.ctrl-sum",),
            ),
        ),
    ),
    rule(
        "sps.amount-range", "amount-range", E, "CH-32", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 54",
        variants=("D1", "D2"), minimum="0.01", maximum="9999999999.99",
        refines=("amount.range",),
        examples=(
            Example("sps-d", ">50.00<", ">0.00<", ">0.00<", also=("totals.ctrl-sum",)),
        ),
    ),
    rule(
        "sps.exchange-rate", "not-used", E, "CH-33", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 55",
        summary="exchange rate information in a SEPA payment.",
        variants=("S",), elements=("XchgRateInf",),
        examples=(
            Example(
                "sct",
                "10.50</InstdAmt>\n        </Amt>",
                "10.50</InstdAmt>\n        </Amt>\n<XchgRateInf><XchgRate>1.1</XchgRate>"
                "</XchgRateInf>",
                "<XchgRateInf>",
            ),
        ),
    ),
    rule(
        "sps.cheque", "not-used", E, "CH-34", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 56",
        summary="a cheque instruction outside payment type C.",
        variants=("D1", "D2", "S", "X"), elements=("ChqInstr",),
        examples=(
            Example(
                "sps-d",
                "</Amt>\n        <Cdtr>",
                "</Amt>\n<ChqInstr><ChqTp>BCHQ</ChqTp></ChqInstr>\n        <Cdtr>",
                "<ChqInstr>",
                also=('iso.cheque-instruction',),
            ),
        ),
    ),
    rule(
        "sps.creditor-agent", "agent-elements", E, "CH-35", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 pp. 59-62",
        summary="creditor agent elements the scheme does not use.",
        variants=("S",), agent="CdtrAgt", forbidden=("ClrSysMmbId",),
        examples=(
            Example(
                "sct",
                "<BICFI>ABNANL2A</BICFI>",
                "<ClrSysMmbId><MmbId>123</MmbId></ClrSysMmbId>",
                "<ClrSysMmbId>",
                variant="S",
            ),
        ),
    ),
    rule(
        "sps.creditor-agent", "agent-elements", E, "CH-35", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 pp. 59-62",
        variants=("D1", "D2", "S", "C"), agent="CdtrAgt", forbidden=("Nm", "PstlAdr"),
        examples=(
            Example("sct", "<BICFI>ABNANL2A</BICFI>", "<BICFI>ABNANL2A</BICFI><Nm>B</Nm>", "<Nm>B"),
            Example(
                "sps-d2",
                "</Amt>\n        <Cdtr>",
                "</Amt>\n<CdtrAgt><FinInstnId><Othr><Id>BANK-7</Id></Othr></FinInstnId></CdtrAgt>"
                "\n        <Cdtr>",
                "<CdtrAgt>",
                variant="D2",
            ),
        ),
    ),
    rule(
        "sps.creditor-agent", "agent-elements", E, "CH-35", P,
        f"{IG} Tab. 16 p. 61 (FinInstnId/Othr: not used)",
        variants=("D1", "D2", "S", "X"), agent="CdtrAgt", forbidden=("Othr",),
        examples=(
            Example(
                "sps-d",
                "</Amt>\n        <Cdtr>",
                "</Amt>\n<CdtrAgt><FinInstnId><BICFI>UBSWCHZH80A</BICFI><Nm>UBS</Nm></FinInstnId>"
                "</CdtrAgt>\n        <Cdtr>",
                "<CdtrAgt>",
                variant="X",
            ),
        ),
    ),
    rule(
        "sps.creditor-agent", "agent-elements", E, "CH-35", P,
        f"{IG} Tab. 16 pp. 59-60 (Nm not with a BIC)",
        variants=("X",), agent="CdtrAgt", with_bic=("Nm",),
    ),
    rule(
        "sps.creditor-agent-clearing", "agent-bic-or-clearing", E, "CH-35", P,
        f"{IG} §3.12 p. 27, Tab. 16 pp. 59-62 (D: ClrSysId/Cd CHBCC, not with a BIC)",
        summary="a domestic creditor agent's clearing system other than CHBCC, or with a BIC.",
        variants=("D1", "D2"), clearing_codes=("CHBCC",), only=("CdtrAgt",),
        examples=(
            Example(
                "sps-d",
                "</Amt>\n        <Cdtr>",
                "</Amt>\n<CdtrAgt><FinInstnId><ClrSysMmbId><ClrSysId><Cd>USABA</Cd></ClrSysId>"
                "<MmbId>026009593</MmbId></ClrSysMmbId></FinInstnId></CdtrAgt>\n        <Cdtr>",
                "<CdtrAgt>",
            ),
        ),
    ),
    rule(
        "sps.regulatory-reporting", "regulatory-reporting", E, "CH-44", P,
        f"{IG} Tab. 16 pp. 68-70 (Dtls once, Dtls/Cd only with Dtls/Ctry, Inf at most 2)",
        summary="regulatory reporting without its one Dtls, Cd without Ctry, or more Inf.",
        variants=("D1", "S", "X", "C"), details=True, information_most=2,
        examples=(
            Example(
                "sps-d",
                "<RmtInf>\n          <Ustrd>",
                "<RgltryRptg><Authrty><Nm>SNB</Nm></Authrty></RgltryRptg>\n<RmtInf>\n"
                "          <Ustrd>",
                "<RgltryRptg>",
            ),
        ),
    ),
    rule(
        "sps.regulatory-reporting-ignored", "regulatory-reporting", W, "CH-44", P,
        f"{IG} Tab. 16 p. 68 (one occurrence used, the rest ignored)",
        summary="more than one RgltryRptg; only the first is used.",
        variants=("D1", "S", "X", "C"), most=1,
        examples=(
            Example(
                "sps-d",
                "<RmtInf>\n          <Ustrd>",
                "<RgltryRptg><Dtls><Inf>Salary</Inf></Dtls></RgltryRptg>\n<RgltryRptg><Dtls><Inf>"
                "Rent</Inf></Dtls></RgltryRptg>\n<RmtInf>\n          <Ustrd>",
                "<RgltryRptg>",
                needle_occurrence=2,
            ),
        ),
    ),
    rule(
        "sps.address-type", "address-type-not-used", E, "CH-37", P,
        "SPS IG pain.001 v2.2 (P) §3.11 Tab. 9 p. 24",
        summary="AdrTp, which SPS does not use.",
        examples=(
            Example(
                "sps-d",
                "<StrtNm>Marktgasse</StrtNm>",
                "<AdrTp><Cd>BIZZ</Cd></AdrTp>\n<StrtNm>Marktgasse</StrtNm>",
                "<AdrTp>",
            ),
        ),
    ),
    rule(
        "sps.address-town-country", "address-required", E, "CH-37", P,
        "SPS IG pain.001 v2.2 (P) §3.11 Tab. 9 pp. 24-25",
        summary="a structured or hybrid address without TwnNm or Ctry.",
        elements=("TwnNm", "Ctry"),
        examples=(
            Example("sps-d", "<TwnNm>Bern</TwnNm>", "", "<PstlAdr>", needle_occurrence=2),
        ),
    ),
    rule(
        "sps.address-lines", "address-lines", E, "CH-38", P,
        "SPS IG pain.001 v2.2 (P) §3.11 p. 26",
        summary="an address with more AdrLine than the scheme takes.",
        most=2, refines=("address.hybrid-lines",),
        examples=(
            Example(
                "sps-d",
                "<AdrLine>Städtle 36</AdrLine>",
                "<AdrLine>Städtle 36</AdrLine><AdrLine>a</AdrLine>\n<AdrLine>b</AdrLine>",
                "<AdrLine>b",
            ),
        ),
    ),
    rule(
        "sps.address-duplication", "address-no-duplication", W, "CH-38", P,
        "SPS IG pain.001 v2.2 (P) p. 26; a warning: the match is by words",
        summary="an AdrLine repeats a structured address element.",
        examples=(
            Example(
                "sps-d",
                "<AdrLine>Städtle 36</AdrLine>",
                "<AdrLine>Städtle 36, Vaduz</AdrLine>",
                "36, Vaduz",
            ),
        ),
    ),
    rule(
        "sps.address-with-name", "address-with-name", W, "CH-39", P,
        "SPS IG pain.001 v2.2 (P) §3.11 p. 25 (consequence not stated)",
        summary="a postal address without the party's name.",
        examples=(
            Example("sps-d", "<Nm>Rösti Café GmbH</Nm>", "", "<PstlAdr>", needle_occurrence=2),
        ),
    ),
    rule(
        "sps.building-number", "building-number-in-street", W, "CH-40", P,
        "SPS IG pain.001 v2.2 (P) §3.11 p. 25 (tolerated)",
        summary="a building number inside StrtNm (tolerated for now).",
        examples=(
            Example(
                "sps-d",
                "<StrtNm>Marktgasse</StrtNm>\n            <BldgNb>3</BldgNb>",
                "<StrtNm>Marktgasse 3</StrtNm>",
                "Marktgasse 3",
            ),
        ),
    ),
    rule(
        "sps.creditor-postcode", "address-required", E, "CH-41", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 63",
        summary="a bank cheque's creditor address without PstCd.",
        variants=("C",), elements=("PstCd",), owners=("Cdtr",), always=True,
        examples=(
            Example("sps-cheque", "<PstCd>3011</PstCd>", "", "<PstlAdr>", needle_occurrence=2),
        ),
    ),
    rule(
        "sps.creditor-iban", "iban-only", E, "CH-42/55", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 65; §3.17 p. 37 (instant: to an IBAN)",
        summary="a SEPA creditor account not given by IBAN.",
        variants=("S", "D2"), only=("CdtrAcct",),
        examples=(
            Example("sct", "<IBAN>BE68539007547034</IBAN>", "<Othr><Id>1</Id></Othr>", "<Othr>"),
        ),
    ),
    rule(
        "sps.remittance-one-kind", "remittance-one-kind", E, "CH-46", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 70",
        summary="unstructured and structured remittance together.",
        examples=(
            Example(
                "sps-d",
                "<Ustrd>Rechnung 2026-4 für März</Ustrd>",
                "<Ustrd>Rechnung</Ustrd><Strd><RfrdDocInf><Nb>4711</Nb></RfrdDocInf></Strd>",
                "<Strd><RfrdDocInf>",
            ),
        ),
    ),
    rule(
        "sps.remittance-unstructured", "remittance-unstructured", E, "CH-47", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 70",
        summary="too many or too long Ustrd lines.",
        most=1, length=140,
        examples=(
            Example(
                "sps-d",
                "<Ustrd>Rechnung 2026-4 für März</Ustrd>",
                "<Ustrd>Rechnung 2026-4</Ustrd>\n<Ustrd>für März</Ustrd>",
                "<Ustrd>für März",
            ),
        ),
    ),
    rule(
        "sps.remittance-structured", "remittance-structured", E, "CH-48", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 70",
        summary="too many Strd blocks, or one too long with its tags.",
        variants=("D1", "D2", "X", "C"), most=1,
        examples=(
            Example(
                "sps-d",
                "</Strd>",
                "</Strd>\n<Strd><RfrdDocInf><Nb>4711</Nb></RfrdDocInf></Strd>",
                "<Strd><RfrdDocInf>",
            ),
        ),
    ),
    rule(
        "sps.remittance-structured", "remittance-structured", E, "CH-48", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 70",
        variants=("S",), most=1, length_with_tags=140,
        examples=(
            Example(
                "sct",
                "<Issr>ISO</Issr>",
                "<Issr>Bank of the Creditor Reference Issue</Issr>",
                "<Strd>",
                variant="S",
                also=("xsd.violation",),
            ),
        ),
    ),
    rule(
        "sps.remittance-structured-parts", "remittance-structured-parts", E, "CH-49", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 pp. 70-73",
        summary="Strd parts the scheme does not take.",
        variants=("S",), allowed=("CdtrRefInf",),
        examples=(
            Example(
                "sct",
                "</CdtrRefInf>",
                "</CdtrRefInf>\n<Invcr><Nm>Invoicer BV</Nm></Invcr>",
                "<Invcr>",
                variant="S",
            ),
        ),
    ),
    rule(
        "sps.remittance-structured-parts", "remittance-structured-parts", E, "CH-49", P,
        f"{IG} Tab. 16 pp. 72-73 (D V2: no Invcr, Invcee)",
        variants=("D2",), allowed=_strd_parts_but("Invcr", "Invcee"),
        examples=(
            Example(
                "sps-d2",
                "</CdtrRefInf>\n          </Strd>",
                "</CdtrRefInf>\n<Invcr><Nm>Rösti Café GmbH</Nm></Invcr>\n          </Strd>",
                "<Invcr>",
                variant="D2",
            ),
        ),
    ),
    rule(
        "sps.remittance-structured-parts", "remittance-structured-parts", E, "CH-49", P,
        f"{IG} Tab. 16 p. 73 (C: no AddtlRmtInf)",
        variants=("C",), allowed=_strd_parts_but("AddtlRmtInf"),
        examples=(
            Example(
                "sps-cheque",
                "</CdtrRefInf>\n          </Strd>",
                "</CdtrRefInf>\n<AddtlRmtInf>Lohn</AddtlRmtInf>\n          </Strd>",
                "<AddtlRmtInf>",
                variant="C",
            ),
        ),
    ),
    rule(
        "sps.additional-remittance", "additional-remittance", E, "CH-49", P,
        f"{IG} Tab. 16 p. 73 (D: AddtlRmtInf at most once, as a supplement only)",
        summary="Strd/AddtlRmtInf alone or more often than the payment type takes.",
        variants=("D1", "D2"), most=1,
        examples=(
            Example(
                "sps-d",
                "</CdtrRefInf>\n          </Strd>",
                "</CdtrRefInf>\n<AddtlRmtInf>Lohn</AddtlRmtInf>\n<AddtlRmtInf>März</AddtlRmtInf>"
                "\n          </Strd>",
                "<AddtlRmtInf>",
                needle_occurrence=2,
            ),
        ),
    ),
    rule(
        "sps.additional-remittance", "additional-remittance", E, "CH-49", P,
        f"{IG} Tab. 16 p. 73 (AddtlRmtInf as a supplement only)",
        variants=("X",),
        examples=(
            Example(
                "sps-d",
                "<Ustrd>Rechnung 2026-4 für März</Ustrd>",
                "<Strd><AddtlRmtInf>Rechnung 2026-4</AddtlRmtInf></Strd>",
                "<AddtlRmtInf>",
                variant="X",
            ),
        ),
    ),
    rule(
        "sps.creditor-reference-complete", "creditor-reference-complete", E, "CH-50", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 71",
        summary="a creditor reference without its type or its reference.",
        variants=("D1", "D2", "S"),
        examples=(
            Example("sps-d", "<Ref>210000000003139471430009017</Ref>", "", "<CdtrRefInf>"),
        ),
    ),
    rule(
        "sps.creditor-reference-type", "creditor-reference-type", E, "CH-51/52", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 pp. 71-72",
        summary="a creditor reference type the scheme does not take.",
        variants=("D1", "D2", "X", "C"), codes=("SCOR",), proprietary=("QRR", "IPI"),
        examples=(
            Example(
                "sps-d",
                "<Prtry>QRR</Prtry>",
                "<Prtry>XYZ</Prtry>",
                "<Prtry>XYZ",
                also=("sps.qr-reference",),
            ),
        ),
    ),
    rule(
        "sps.creditor-reference-type", "creditor-reference-type", E, "CH-51/52", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 pp. 71-72",
        variants=("S",), codes=("SCOR",),
        examples=(
            Example("sct", "<Cd>SCOR</Cd>", "<Prtry>SCOR</Prtry>", "<Prtry>", variant="S"),
        ),
    ),
    rule(
        "sps.creditor-reference", "creditor-reference-iso11649", E, "CH-53", P,
        "SPS IG pain.001 v2.2 (P) §3.14.2, Tab. 16 p. 72",
        summary="a SCOR creditor reference that is no ISO 11649 reference.",
        # SCOR goes with an IBAN, never a QR-IBAN (CH-54, sps.qr-reference, refuses
        # the type itself): its form is asked where it may be used
        variants=("D1", "D2"), issuers=("ISO", ""), qr_iban=False,
        refines=("remittance.reference",),
        examples=(
            Example(
                "sps-d",
                "<Ustrd>Rechnung 2026-4 für März</Ustrd>",
                "<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp>"
                "<Ref>RF00INVALID</Ref></CdtrRefInf></Strd>",
                "RF00INVALID",
            ),
        ),
    ),
    rule(
        "sps.creditor-reference", "creditor-reference-iso11649", E, "CH-53", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 72",
        variants=("S",), issuers=("ISO",), refines=("remittance.reference",),
        examples=(
            Example("sct", "RF18539007547034", "RF19539007547034", "RF19", variant="S"),
        ),
    ),
    rule(
        "sps.qr-reference-form", "qr-reference-form", E, "CH-53/54", P,
        f"{IG} §3.14.2 pp. 33-34, Tab. 16 p. 72 (QR reference: 26 digits and a check digit)",
        summary="a QRR creditor reference that is no QR reference (27 digits, mod 10).",
        variants=("D1", "D2"),
        examples=(
            Example(
                "sps-d",
                "<Ref>210000000003139471430009017</Ref>",
                "<Ref>210000000003139471430009018</Ref>",
                "<Ref>2100",
            ),
        ),
    ),
    rule(
        "sps.qr-reference", "qr-iban-reference", E, "CH-47/48/51/54", S,
        "SPS IG pain.001 v2.2 (P) Tab. 16, §3.14.2; QR-IID range (S)",
        summary="a QR-IBAN without its QR reference, or a QR reference without one.",
        variants=("D1", "D2"),
        examples=(
            Example(
                "sps-d",
                "<Prtry>QRR</Prtry>",
                "<Cd>SCOR</Cd>",
                "<Tp>",
            ),
        ),
    ),
    rule(
        "sps.instruction-for-creditor-agent", "not-used", E, "CH-56", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 p. 68",
        summary="InstrForCdtrAgt for a payment type that does not take it.",
        variants=("D1", "D2", "S", "C"), elements=("InstrForCdtrAgt",),
        examples=(
            Example(
                "sps-d",
                "<RmtInf>\n          <Ustrd>",
                "<InstrForCdtrAgt><InstrInf>Call</InstrInf></InstrForCdtrAgt>\n<RmtInf>\n"
                "          <Ustrd>",
                "<InstrForCdtrAgt>",
            ),
        ),
    ),
    rule(
        "sps.creditor-id", "not-used", E, "CH-57", P,
        "SPS IG pain.001 v2.2 (P) Tab. 16 pp. 64, 67",
        summary="a creditor identification in a bank cheque.",
        variants=("C",), elements=("Cdtr/Id", "UltmtCdtr/Id"),
        examples=(
            Example(
                "sps-cheque",
                "</PstlAdr>\n        </Cdtr>",
                "</PstlAdr>\n<Id><OrgId><Othr><Id>CHE-1</Id></Othr></OrgId></Id>\n        </Cdtr>",
                "<Id><OrgId>",
            ),
        ),
    ),
    rule(
        "sps.uetr", "not-used", N, "CH-31", P,
        "SPS IG pain.001 v2.2 (P) §3.18 p. 37: not forwarded for type S",
        summary="a UETR the scheme does not forward.",
        variants=("S",), elements=("PmtId/UETR",), note=" (not forwarded)",
        examples=(
            UETR_GIVEN,
        ),
    ),
    rule(
        "sps.contact-channels", "contact-channels", E, "CH-14", P,
        f"{IG} §3.9 p. 21, Tab. 14 p. 41 (R; CH21/CH16)",
        summary="more than four other contacts, or another channel.",
        most=4, channels=("NAME", "PRVD", "VRSN", "SPSV"),
        examples=(
            Example(
                "sps-d",
                "<Nm>Müller Söhne AG</Nm>\n      </InitgPty>",
                "<Nm>Müller Söhne AG</Nm>\n<CtctDtls><Othr><ChanlTp>MAIL</ChanlTp><Id>x</Id>"
                "</Othr></CtctDtls>\n      </InitgPty>",
                "<ChanlTp>MAIL",
            ),
        ),
    ),
    rule(
        "sps.local-instrument", "not-used", E, "CH-19", P,
        f"{IG} Tab. 15 p. 44 (D V1: LclInstrm must not be present)",
        summary="a local instrument in a domestic payment (D V1).",
        variants=("D1",), elements=("PmtTpInf/LclInstrm",),
        examples=(
            Example(
                "sps-d",
                "<CtgyPurp>",
                "<LclInstrm><Prtry>CH01</Prtry></LclInstrm>\n<CtgyPurp>",
                "<LclInstrm>",
            ),
        ),
    ),
    rule(
        "sps.instant-not-used", "not-used", E, "CH-43/44/45", P,
        f"{IG} Tab. 16 pp. 66, 68, 70 (D V2: no Prxy, RgltryRptg, RltdRmtInf)",
        summary="Prxy, RgltryRptg or RltdRmtInf in an instant payment.",
        variants=("D2",), elements=("CdtrAcct/Prxy", "RgltryRptg", "RltdRmtInf"),
        examples=(
            Example(
                "sps-d2",
                "<RmtInf>\n          <Ustrd>",
                "<RltdRmtInf><RmtId>R1</RmtId></RltdRmtInf>\n<RmtInf>\n          <Ustrd>",
                "<RltdRmtInf>",
                variant="D2",
            ),
        ),
    ),
    rule(
        "sps.cheque-creditor", "not-used", E, "CH-35/42", P,
        f"{IG} Tab. 16 pp. 59, 65 (C: no CdtrAgt, no CdtrAcct)",
        summary="a creditor agent or account in a bank cheque.",
        variants=("C",), elements=("CdtrAgt", "CdtrAcct"),
        examples=(
            Example(
                "sps-cheque",
                "</Amt>\n        <Cdtr>",
                "</Amt>\n<CdtrAgt><FinInstnId><BICFI>UBSWCHZH80A</BICFI></FinInstnId></CdtrAgt>\n"
                "        <Cdtr>",
                "<CdtrAgt>",
                also=('iso.cheque-undelivered-creditor-agent',),
                variant="C",
            ),
        ),
    ),
)  # fmt: skip

SWISS_SPS = SchemeProfile(
    name="swiss-sps",
    label="Swiss SPS",
    title="Swiss Payment Standards (SIX SPS 2025)",
    family="sps",
    source=f"{IG} (SPS 2025, 24.02.2025), pain.001.001.09.ch.03",
    rules=SPS_RULES,
    # SPS 2025 is pain.001.001.09 with the schema pain.001.001.09.ch.03.xsd (Annex A, p. 78)
    versions=(PainVersion.V09,),
    # a CH/LI debtor account (§3.15 Abb. 10); a Swiss schema location, a hint only
    markers=Markers(
        label="Swiss",
        debtor_countries=("CH", "LI"),
        countries_in_words="Swiss or Liechtenstein",
        schema_location=r"[^\s]*\.ch\.\d\d(?:\.xsd)?\b",
        location_shown="….ch.NN.xsd",
    ),
    variants=tuple(SwissType),
    variant_of=payment_type,
)
