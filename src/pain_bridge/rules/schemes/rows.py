"""The catalogue's rules (``spec/schemes.md``) graded P or S, per scheme, as data: each
row names its finding code, the check of :data:`~pain_bridge.rules.schemes.CHECKS` and
its parameters, the severity as the source states it (a reject is an error, a
recommendation a warning or info, an UNCONFIRMED rule never an error), the Swiss payment
types it applies to, and the source with its grade.

The EPC rows are written once and given to ``epc-sct``, ``epc-sct-inst`` and ``dk``,
each in its own family (``epc.*``, ``dk.*``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from pain_bridge.findings import Severity

__all__ = ["CUTOVER", "SCHEME_RULES", "SchemeRule"]

E, W, N = Severity.ERROR, Severity.WARNING, Severity.INFO

#: The dates that move, in one place: from these requested execution dates an address
#: of free text alone is refused (EPC guidance v2.1 §7.4, 2025 rulebooks v1.1; Swift's
#: November 2026 release as JPMorgan dates it).
CUTOVER: Mapping[str, str] = MappingProxyType({"epc": "2026-11-15", "cbpr": "2026-11-14"})

_EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class SchemeRule:
    """One rule of a scheme: ``name`` (the code is ``family.name``), the ``check`` and
    its ``params``, the ``severity``, ``types`` (Swiss payment types D, S, X, C it is for;
    empty: every payment) and ``source`` (catalogue row, document, grade)."""

    name: str
    check: str
    severity: Severity
    source: str
    params: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    types: tuple[str, ...] = ()

    def code(self, family: str) -> str:
        return f"{family}.{self.name}"


def _rule(
    name: str,
    check: str,
    severity: Severity,
    source: str,
    types: str = "",
    **params: Any,
) -> SchemeRule:
    return SchemeRule(name, check, severity, source, MappingProxyType(params), tuple(types))


_SEPA_AMOUNT = {"minimum": "0.01", "maximum": "999999999.99"}

#: EPC SCT (EPC132-08) as restated by the sources of ``spec/schemes.md`` §1.
EPC_SCT: tuple[SchemeRule, ...] = (
    _rule(
        "service-level",
        "service-level",
        E,
        "EPC-SCT-01 · xmldation EPC/PmtTpInf (S); SPS Tab. 15 (P)",
        code="SEPA",
    ),
    _rule(
        "payment-type-level",
        "payment-info-level",
        E,
        "EPC-SCT-02 · xmldation EPC/PmtTpInf (S)",
        parts=["InstrPrty"],
    ),
    _rule(
        "currency",
        "currency",
        E,
        "EPC-SCT-03 · xmldation EPC/Amt (S); SPS Tab. 16 p. 54 (P)",
        allowed=["EUR"],
    ),
    _rule(
        "amount-range",
        "amount-range",
        E,
        "EPC-SCT-04 · xmldation EPC/Amt (S); SPS Tab. 16 p. 54 (P)",
        **_SEPA_AMOUNT,
    ),
    _rule(
        "amount-decimals",
        "amount-decimals",
        E,
        "EPC-SCT-05 · EPC132-08 2025 v1.0 quoted (S)",
        maximum=2,
    ),
    _rule(
        "instructed-amount",
        "instructed-amount-only",
        W,
        "EPC-SCT-06 · xmldation EPC/Amt (S); the ban on EqvtAmt UNCONFIRMED",
    ),
    _rule(
        "charge-bearer",
        "charge-bearer",
        E,
        "EPC-SCT-07 · xmldation EPC/ChrgBr (S); SPS Tab. 15 p. 50 (P)",
        allowed=["SLEV"],
    ),
    _rule(
        "charge-bearer-level",
        "one-level",
        E,
        "EPC-SCT-07 · ISO rule, xmldation EPC/ChrgBr (S)",
        elements=["ChrgBr"],
    ),
    _rule(
        "remittance-one-kind",
        "remittance-one-kind",
        E,
        "EPC-SCT-08 · xmldation EPC/RemittanceInformation (S)",
    ),
    _rule(
        "remittance-unstructured",
        "remittance-unstructured",
        E,
        "EPC-SCT-09 · xmldation (S); EPC ERI page (P)",
        most=1,
        length=140,
    ),
    _rule(
        "remittance-structured",
        "remittance-structured",
        E,
        "EPC-SCT-10 · xmldation (S); SPS Tab. 16 p. 70 (P)",
        most=1,
        length_with_tags=140,
    ),
    _rule(
        "creditor-reference-complete",
        "creditor-reference-complete",
        E,
        "EPC-SCT-11 · xmldation (S); SPS Tab. 16 p. 71 (P)",
    ),
    _rule(
        "creditor-reference-type",
        "creditor-reference-type",
        E,
        "EPC-SCT-12 · xmldation (S); SPS Tab. 16 p. 72 (P)",
        codes=["SCOR"],
    ),
    _rule(
        "creditor-reference",
        "creditor-reference-iso11649",
        E,
        "EPC-SCT-13 · SPS Tab. 16 p. 72 restating SEPA (P)",
        issuers=["ISO"],
    ),
    _rule(
        "remittance-structured-parts",
        "remittance-structured-parts",
        E,
        "EPC-SCT-14 · SPS Tab. 16 pp. 70-73 restating SEPA (P)",
        allowed=["CdtrRefInf"],
    ),
    _rule(
        "name-length",
        "name-length",
        E,
        "EPC-SCT-15 · SPS §3.11 p. 25 restating SEPA (P)",
        length=70,
    ),
    _rule(
        "charset",
        "charset",
        W,
        "EPC-SCT-16 · DK IG 2.7 copy of the SEPA set (S); banks convert or reject",
        charset="epc-latin",
    ),
    _rule(
        "reference-slashes",
        "reference-slashes",
        E,
        "EPC-SCT-17 · SPS §3.2 p. 17 citing EPC230-15 (P)",
    ),
    _rule("iban-only", "iban-only", E, "EPC-SCT-18 · xmldation EPC/AOS (S); SPS Tab. 16 p. 65 (P)"),
    _rule(
        "creditor-agent",
        "agent-elements",
        E,
        "EPC-SCT-19 · SPS Tab. 16 pp. 59-61 restating SEPA (P)",
        agent="CdtrAgt",
        forbidden=["ClrSysMmbId", "Nm", "PstlAdr"],
    ),
    _rule(
        "not-used",
        "not-used",
        E,
        "EPC-SCT-20 · SPS Tab. 15 p. 48, Tab. 16 pp. 55-56, 68 (P)",
        elements=["XchgRateInf", "ChqInstr", "InstrForCdtrAgt", "InstrForDbtrAgt"],
    ),
    _rule(
        "address-core",
        "address-core-03",
        W,
        "EPC-SCT-21 · xmldation EPC/AOS (S): AOS, not every bank takes it",
    ),
    _rule(
        "address-town-country",
        "address-required",
        E,
        "EPC-SCT-22 · EPC 2025 rulebooks v1.1, address guidance (P)",
        elements=["TwnNm", "Ctry"],
    ),
    _rule("address-lines", "address-lines", E, "EPC-SCT-22 · EPC address guidance (P)", most=2),
    _rule(
        "address-duplication",
        "address-no-duplication",
        W,
        "EPC-SCT-22 · EPC guidance (P), Betaalvereniging (S); a warning: the match is by words",
    ),
    _rule(
        "address-unstructured",
        "address-unstructured-cutover",
        E,
        "EPC-SCT-23 · EPC node/27691, guidance v2.1 §7.4 (P)",
        cutover=CUTOVER["epc"],
    ),
    _rule(
        "uetr",
        "not-used",
        N,
        "EPC-SCT-28 · SPS §3.18 p. 37 (P): UETR not forwarded in SEPA",
        elements=["PmtId/UETR"],
        note=" (not forwarded)",
    ),
    _rule(
        "payment-method",
        "payment-method",
        W,
        "EPC-SCT-25 · UNCONFIRMED from the EPC text; SPS Tab. 11 (type S)",
        allowed=["TRF"],
    ),
    _rule(
        "party-identification",
        "party-identification",
        W,
        "EPC-SCT-26 · CGI-MP via xmldation (S); EPC wording UNCONFIRMED",
    ),
)

_NO_DATE_TIME = _rule(
    "execution-date", "execution-date-only", W, "EPC-SCT-27 · Elixir library (S only); UNCONFIRMED"
)

#: SCT Inst: the SCT rows (INST-04, INST-05) but ``DtTm`` (INST-02), and ``INST``.
EPC_SCT_INST: tuple[SchemeRule, ...] = (
    *EPC_SCT,
    _rule(
        "local-instrument",
        "local-instrument",
        W,
        "EPC-INST-01 · an EPC132-08 2025 writer (S); EPC text UNCONFIRMED",
        codes=["INST"],
    ),
)

_CBPR_MARKS = ["PstCd", "TwnNm", "CtrySubDvsn", "Ctry"]
_RULESTAMP = "rulestamp-cbpr-address-lint, JPMorgan (S)"

#: The nine CBPR+ address rules (``spec/schemes.md`` §3; hybrid as ADR-10 defines it).
CBPR_PLUS: tuple[SchemeRule, ...] = (
    _rule(
        "unstructured-only",
        "address-unstructured-cutover",
        E,
        f"CBPR-ADR-01 · {_RULESTAMP}; EPC node/27691 (P, date)",
        cutover=CUTOVER["cbpr"],
    ),
    _rule(
        "no-country",
        "address-required",
        E,
        f"CBPR-ADR-02 · {_RULESTAMP}; xmldation",
        elements=["Ctry"],
        hybrid_marks=_CBPR_MARKS,
    ),
    _rule(
        "no-town",
        "address-required",
        E,
        f"CBPR-ADR-03 · {_RULESTAMP}; SPS §3.11 (P)",
        elements=["TwnNm"],
        hybrid_marks=_CBPR_MARKS,
    ),
    _rule("adrline-max2", "address-lines", E, f"CBPR-ADR-04 · {_RULESTAMP}; SPS p. 26 (P)", most=2),
    _rule(
        "dup-in-adrline",
        "address-no-duplication",
        E,
        f"CBPR-ADR-05 · {_RULESTAMP}; Betaalvereniging",
    ),
    _rule("ctry-code", "address-country-code", E, f"CBPR-ADR-06 · {_RULESTAMP}"),
    _rule("adrline-70", "address-lines", W, f"CBPR-ADR-07 · {_RULESTAMP}", most=None, length=70),
    _rule(
        "charset",
        "charset",
        W,
        "CBPR-ADR-08 · rulestamp (S); the exact CBPR+ set UNCONFIRMED: the Latin set",
        charset="epc-latin",
    ),
    _rule(
        "bldgnb-in-strtnm",
        "building-number-in-street",
        W,
        f"CBPR-ADR-09 · {_RULESTAMP}; SPS p. 25 (P)",
    ),
)

_SPS = "SPS IG pain.001 v2.2 (P)"

#: Swiss SPS 2025 v2.2 (``spec/schemes.md`` §4; every row P).
SWISS_SPS: tuple[SchemeRule, ...] = (
    _rule("charset", "charset", E, f"CH-01 · {_SPS} §3.1 p. 16", charset="swiss"),
    _rule("reference-charset", "reference-charset", E, f"CH-03 · {_SPS} §3.2 Tab. 6 p. 17"),
    _rule(
        "reference-slashes",
        "reference-slashes",
        E,
        f"CH-04 · {_SPS} §3.2 p. 17",
        leading_space=True,
    ),
    _rule("initiating-party", "initiating-party-named", E, f"CH-12 · {_SPS} Tab. 14 p. 39"),
    _rule("party-identification", "party-identification", E, f"CH-13 · {_SPS} Tab. 14-16"),
    _rule(
        "payment-method",
        "payment-method",
        E,
        f"CH-16 · {_SPS} Tab. 15 p. 43",
        "DSX",
        allowed=["TRF"],
    ),
    _rule(
        "payment-method-cheque",
        "payment-method",
        E,
        f"CH-16 · {_SPS} Tab. 15 p. 43",
        "C",
        allowed=["CHK"],
    ),
    _rule("payment-type-level", "payment-type-one-level", E, f"CH-17 · {_SPS} Tab. 15 p. 43"),
    _rule(
        "service-level",
        "service-level",
        E,
        f"CH-18 · {_SPS} Tab. 15 p. 44",
        "S",
        code="SEPA",
        required=True,
    ),
    _rule(
        "local-instrument-level",
        "payment-info-level",
        E,
        f"CH-19 · {_SPS} Tab. 16 p. 54",
        "D",
        parts=["LclInstrm"],
    ),
    _rule(
        "category-purpose-level",
        "payment-info-level",
        E,
        f"CH-20 · {_SPS} Tab. 15 p. 45",
        parts=["CtgyPurp"],
        codes=["SALA", "PENS"],
    ),
    _rule("name-length", "name-length", E, f"CH-23 · {_SPS} §3.11 p. 25", "S", length=70),
    _rule(
        "debtor-qr-iban", "debtor-not-qr-iban", E, f"CH-24 · {_SPS} Tab. 15 p. 46; QR-IID range (S)"
    ),
    _rule(
        "clearing-system",
        "agent-bic-or-clearing",
        E,
        f"CH-26 · {_SPS} §3.12, Tab. 15 pp. 47-48",
        clearing_codes=["CHBCC"],
        only=["DbtrAgt"],
    ),
    _rule(
        "instruction-for-debtor-agent",
        "not-used",
        E,
        f"CH-27 · {_SPS} Tab. 15 p. 48",
        "S",
        elements=["InstrForDbtrAgt"],
    ),
    _rule(
        "one-level",
        "one-level",
        E,
        f"CH-28 · {_SPS} Tab. 15 pp. 48, 50",
        elements=["ChrgBr", "UltmtDbtr"],
    ),
    _rule(
        "charge-bearer",
        "charge-bearer",
        E,
        f"CH-29 · {_SPS} Tab. 15 p. 50",
        "DXC",
        allowed=["DEBT", "CRED", "SHAR", "SLEV"],
    ),
    _rule(
        "charge-bearer-sepa",
        "charge-bearer",
        E,
        f"CH-29 · {_SPS} Tab. 15 p. 50",
        "S",
        allowed=["SLEV"],
    ),
    _rule("currency-sepa", "currency", E, f"CH-32 · {_SPS} Tab. 16 p. 54", "S", allowed=["EUR"]),
    _rule(
        "amount-range-sepa", "amount-range", E, f"CH-32 · {_SPS} Tab. 16 p. 54", "S", **_SEPA_AMOUNT
    ),
    _rule(
        "currency-domestic",
        "currency",
        E,
        f"CH-32 · {_SPS} Tab. 16 p. 54",
        "D",
        allowed=["CHF", "EUR"],
    ),
    _rule(
        "amount-range-domestic",
        "amount-range",
        E,
        f"CH-32 · {_SPS} Tab. 16 p. 54",
        "D",
        minimum="0.01",
        maximum="9999999999.99",
    ),
    _rule(
        "exchange-rate",
        "not-used",
        E,
        f"CH-33 · {_SPS} Tab. 16 p. 55",
        "S",
        elements=["XchgRateInf"],
    ),
    _rule("cheque", "not-used", E, f"CH-34 · {_SPS} Tab. 16 p. 56", "DSX", elements=["ChqInstr"]),
    _rule(
        "creditor-agent-clearing",
        "agent-elements",
        E,
        f"CH-35 · {_SPS} Tab. 16 pp. 59-62",
        "S",
        agent="CdtrAgt",
        forbidden=["ClrSysMmbId"],
    ),
    _rule(
        "creditor-agent-name",
        "agent-elements",
        E,
        f"CH-35 · {_SPS} Tab. 16 pp. 59-62",
        "DSC",
        agent="CdtrAgt",
        forbidden=["Nm", "PstlAdr"],
    ),
    _rule("address-type", "address-type-not-used", E, f"CH-37 · {_SPS} §3.11 Tab. 9 p. 24"),
    _rule(
        "address-town-country",
        "address-required",
        E,
        f"CH-37 · {_SPS} §3.11 Tab. 9 pp. 24-25",
        elements=["TwnNm", "Ctry"],
    ),
    _rule("address-lines", "address-lines", E, f"CH-38 · {_SPS} §3.11 p. 26", most=2),
    _rule(
        "address-duplication",
        "address-no-duplication",
        W,
        f"CH-38 · {_SPS} p. 26; a warning: the match is by words",
    ),
    _rule(
        "address-with-name",
        "address-with-name",
        W,
        f"CH-39 · {_SPS} §3.11 p. 25 (consequence not stated)",
    ),
    _rule(
        "building-number", "building-number-in-street", W, f"CH-40 · {_SPS} §3.11 p. 25 (tolerated)"
    ),
    _rule(
        "creditor-postcode",
        "address-required",
        E,
        f"CH-41 · {_SPS} Tab. 16 p. 63",
        "C",
        elements=["PstCd"],
        owners=["Cdtr"],
        always=True,
    ),
    _rule("creditor-iban", "iban-only", E, f"CH-42 · {_SPS} Tab. 16 p. 65", "S", only=["CdtrAcct"]),
    _rule("remittance-one-kind", "remittance-one-kind", E, f"CH-46 · {_SPS} Tab. 16 p. 70"),
    _rule(
        "remittance-unstructured",
        "remittance-unstructured",
        E,
        f"CH-47 · {_SPS} Tab. 16 p. 70",
        most=1,
        length=140,
    ),
    _rule(
        "remittance-structured",
        "remittance-structured",
        E,
        f"CH-48 · {_SPS} Tab. 16 p. 70",
        "DXC",
        most=1,
    ),
    _rule(
        "remittance-structured-sepa",
        "remittance-structured",
        E,
        f"CH-48 · {_SPS} Tab. 16 p. 70",
        "S",
        most=1,
        length_with_tags=140,
    ),
    _rule(
        "remittance-structured-parts",
        "remittance-structured-parts",
        E,
        f"CH-49 · {_SPS} Tab. 16 pp. 70-73",
        "S",
        allowed=["CdtrRefInf"],
    ),
    _rule(
        "creditor-reference-complete",
        "creditor-reference-complete",
        E,
        f"CH-50 · {_SPS} Tab. 16 p. 71",
        "DS",
    ),
    _rule(
        "creditor-reference-type",
        "creditor-reference-type",
        E,
        f"CH-51/52 · {_SPS} Tab. 16 pp. 71-72",
        "DXC",
        codes=["SCOR"],
        proprietary=["QRR", "IPI"],
    ),
    _rule(
        "creditor-reference-type-sepa",
        "creditor-reference-type",
        E,
        f"CH-51/52 · {_SPS} Tab. 16 pp. 71-72",
        "S",
        codes=["SCOR"],
    ),
    _rule(
        "creditor-reference",
        "creditor-reference-iso11649",
        E,
        f"CH-53 · {_SPS} §3.14.2, Tab. 16 p. 72",
        "D",
        issuers=["ISO", ""],
    ),
    _rule(
        "creditor-reference-sepa",
        "creditor-reference-iso11649",
        E,
        f"CH-53 · {_SPS} Tab. 16 p. 72",
        "S",
        issuers=["ISO"],
    ),
    _rule(
        "qr-reference",
        "qr-iban-reference",
        E,
        f"CH-47/48/51/54 · {_SPS} Tab. 16, §3.14.2; QR-IID range (S)",
        "D",
    ),
    _rule(
        "instruction-for-creditor-agent",
        "not-used",
        E,
        f"CH-56 · {_SPS} Tab. 16 p. 68",
        "DSC",
        elements=["InstrForCdtrAgt"],
    ),
    _rule(
        "creditor-id",
        "not-used",
        E,
        f"CH-57 · {_SPS} Tab. 16 pp. 64, 67",
        "C",
        elements=["Cdtr/Id", "UltmtCdtr/Id"],
    ),
    _rule(
        "uetr",
        "not-used",
        N,
        f"CH-31 · {_SPS} §3.18 p. 37: not forwarded for type S",
        "S",
        elements=["PmtId/UETR"],
        note=" (not forwarded)",
    ),
)

#: DK: every EPC SCT rule, the DK copy of the SEPA set as a rule (DK-02, S), DtTm not
#: for SCT (DK-03, UNCONFIRMED: a warning).
DK: tuple[SchemeRule, ...] = (
    *(row for row in EPC_SCT if row.name != "charset"),
    _rule(
        "charset",
        "charset",
        E,
        "DK-02 · DK IG 2.7 character set via xmldation (S)",
        charset="epc-latin",
    ),
    _NO_DATE_TIME,
)

#: scheme → (finding-code family, its rules).
SCHEME_RULES: Mapping[str, tuple[str, tuple[SchemeRule, ...]]] = MappingProxyType(
    {
        "epc-sct": ("epc", (*EPC_SCT, _NO_DATE_TIME)),
        "epc-sct-inst": ("epc", EPC_SCT_INST),
        "cbpr-plus": ("cbpr", CBPR_PLUS),
        "swiss-sps": ("sps", SWISS_SPS),
        "dk": ("dk", DK),
    }
)
