"""The EPC schemes: SEPA Credit Transfer (``epc-sct``) and SEPA Instant Credit Transfer
(``epc-sct-inst``), customer-to-PSP, pain.001.001.09 (and .03).

Sources (the shared specification's ``schemes.md`` §1–2): the EPC C2PSP IG text itself
(EPC132-08 2025 v1.0) was not read; rules come from the SIX SPS IG v2.2, which restates
the SEPA (type S) restrictions it takes from EPC132-08 (P), the XMLdation EPC knowledge
base (S), and the EPC's own pages on the 2025 rulebooks and addresses (P).
"""

from __future__ import annotations

from pain_bridge.findings import Severity
from pain_bridge.schemes.base import Grade, SchemeProfile, SchemeRule, rule

__all__ = ["EPC_SCT", "EPC_SCT_INST", "EXECUTION_DAY", "SCT_RULES"]

E, W, N = Severity.ERROR, Severity.WARNING, Severity.INFO
P, S, U = Grade.P, Grade.S, Grade.UNCONFIRMED

#: The rules of SCT, in the ``epc`` family (SCT Inst and DK take them too).
SCT_RULES: tuple[SchemeRule, ...] = (
    rule(
        "epc.service-level", "service-level", E, "EPC-SCT-01", S,
        "xmldation EPC/PmtTpInf (S); SPS Tab. 15 (P)",
        expected="SEPA",
    ),
    rule(
        "epc.payment-type-level", "payment-info-level", E, "EPC-SCT-02", S,
        "xmldation EPC/PmtTpInf (S)",
        parts=("InstrPrty",),
    ),
    rule(
        "epc.currency", "currency", E, "EPC-SCT-03", S,
        "XMLdation EPC/Amt; SIX SPS IG v2.2 Tab. 16 p. 54 (S: «Darf nur EUR enthalten»)",
        allowed=("EUR",),
    ),
    rule(
        "epc.amount-range", "amount-range", E, "EPC-SCT-04", S,
        "xmldation EPC/Amt (S); SPS Tab. 16 p. 54 (P)",
        minimum="0.01", maximum="999999999.99",
    ),
    rule(
        "epc.amount-decimals", "amount-decimals", E, "EPC-SCT-05", S,
        "EPC132-08 2025 v1.0 quoted (S)",
        maximum=2,
    ),
    rule(
        "epc.instructed-amount", "instructed-amount-only", W, "EPC-SCT-06", U,
        "xmldation EPC/Amt (S); the ban on EqvtAmt UNCONFIRMED",
    ),
    rule(
        "epc.charge-bearer", "charge-bearer", E, "EPC-SCT-07", S,
        "xmldation EPC/ChrgBr (S); SPS Tab. 15 p. 50 (P)",
        allowed=("SLEV",),
    ),
    rule(
        "epc.charge-bearer-level", "one-level", E, "EPC-SCT-07", S,
        "ISO rule, xmldation EPC/ChrgBr (S)",
        elements=("ChrgBr",),
    ),
    rule(
        "epc.remittance-one-kind", "remittance-one-kind", E, "EPC-SCT-08", S,
        "xmldation EPC/RemittanceInformation (S)",
    ),
    rule(
        "epc.remittance-unstructured", "remittance-unstructured", E, "EPC-SCT-09", S,
        "xmldation (S); EPC ERI page (P)",
        most=1, length=140,
    ),
    rule(
        "epc.remittance-structured", "remittance-structured", E, "EPC-SCT-10", S,
        "xmldation (S); SPS Tab. 16 p. 70 (P)",
        most=1, length_with_tags=140,
    ),
    rule(
        "epc.creditor-reference-complete", "creditor-reference-complete", E, "EPC-SCT-11", S,
        "xmldation (S); SPS Tab. 16 p. 71 (P)",
    ),
    rule(
        "epc.creditor-reference-type", "creditor-reference-type", E, "EPC-SCT-12", S,
        "xmldation (S); SPS Tab. 16 p. 72 (P)",
        codes=("SCOR",),
    ),
    rule(
        "epc.creditor-reference", "creditor-reference-iso11649", E, "EPC-SCT-13", P,
        "SPS Tab. 16 p. 72 restating SEPA (P)",
        issuers=("ISO",),
    ),
    rule(
        "epc.remittance-structured-parts", "remittance-structured-parts", E, "EPC-SCT-14", P,
        "SPS Tab. 16 pp. 70-73 restating SEPA (P)",
        allowed=("CdtrRefInf",),
    ),
    rule(
        "epc.name-length", "name-length", E, "EPC-SCT-15", P,
        "SIX SPS IG v2.2 §3.11 p. 25 restating SEPA («Einschränkung von 70 Zeichen»)",
        maximum=70,
    ),
    rule(
        "epc.charset", "charset", W, "EPC-SCT-16", S,
        "DK IG 2.7 copy of the SEPA set (S); banks convert or reject",
        charset="epc-latin",
    ),
    rule(
        "epc.reference-slashes", "reference-slashes", E, "EPC-SCT-17", P,
        "SPS §3.2 p. 17 citing EPC230-15 (P)",
    ),
    rule(
        "epc.iban-only", "iban-only", E, "EPC-SCT-18", S,
        "xmldation EPC/AOS (S); SPS Tab. 16 p. 65 (P)",
    ),
    rule(
        "epc.creditor-agent", "agent-elements", E, "EPC-SCT-19", P,
        "SPS Tab. 16 pp. 59-61 restating SEPA (P)",
        agent="CdtrAgt", forbidden=("ClrSysMmbId", "Nm", "PstlAdr"),
    ),
    rule(
        "epc.not-used", "not-used", E, "EPC-SCT-20", P,
        "SPS Tab. 15 p. 48, Tab. 16 pp. 55-56, 68 (P)",
        elements=("XchgRateInf", "ChqInstr", "InstrForCdtrAgt", "InstrForDbtrAgt"),
    ),
    rule(
        "epc.address-core", "address-core-03", W, "EPC-SCT-21", S,
        "xmldation EPC/AOS (S): AOS, not every bank takes it",
    ),
    rule(
        "epc.address-town-country", "address-required", E, "EPC-SCT-22", P,
        "EPC 2025 rulebooks v1.1, address guidance (P)",
        elements=("TwnNm", "Ctry"),
    ),
    rule(
        "epc.address-lines", "address-lines", E, "EPC-SCT-22", P,
        "EPC address guidance (P)",
        most=2,
    ),
    rule(
        "epc.address-duplication", "address-no-duplication", W, "EPC-SCT-22", P,
        "EPC guidance (P), Betaalvereniging (S); a warning: the match is by words",
    ),
    rule(
        "epc.address-unstructured", "address-unstructured", E, "EPC-SCT-23", P,
        "EPC node/27691, guidance v2.1 §7.4 (P)",
        from_date="epc.unstructured-address-refused",
    ),
    rule(
        "epc.uetr", "not-used", N, "EPC-SCT-28", P,
        "SPS §3.18 p. 37 (P): UETR not forwarded in SEPA",
        elements=("PmtId/UETR",), note=" (not forwarded)",
    ),
    rule(
        "epc.payment-method", "payment-method", W, "EPC-SCT-25", U,
        "UNCONFIRMED from the EPC text; SPS Tab. 11 (type S)",
        allowed=("TRF",),
    ),
    rule(
        "epc.party-identification", "party-identification", W, "EPC-SCT-26", U,
        "CGI-MP via xmldation (S); EPC wording UNCONFIRMED",
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
)

#: SCT Inst is marked by LclInstrm INST (EPC-INST-01).
INST = rule(
        "epc.local-instrument", "local-instrument", W, "EPC-INST-01", U,
        "an EPC132-08 2025 writer (S); EPC text UNCONFIRMED",
    codes=("INST",),
)  # fmt: skip

EPC_SCT = SchemeProfile(
    name="epc-sct",
    title="EPC SEPA Credit Transfer (SCT)",
    family="epc",
    source="EPC132-08 SCT C2PSP IG 2025 v1.0 (as restated by the SIX SPS IG v2.2 and "
    "XMLdation), EPC 2025 rulebook pages",
    rules=(*SCT_RULES, EXECUTION_DAY),
)

#: SCT Inst: SCT's rules (EPC-INST-05, the differences are few) and its own.
EPC_SCT_INST = SchemeProfile(
    name="epc-sct-inst",
    title="EPC SEPA Instant Credit Transfer (SCT Inst)",
    family="epc",
    source="EPC SCT Inst C2PSP IG (not read: its differences from SCT as catalogued)",
    rules=(*SCT_RULES, INST),
)
