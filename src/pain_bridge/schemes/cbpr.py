"""Swift CBPR+ (cross-border payments and reporting plus), pain.001.001.09.

A pain.001 carries no marker of CBPR+: the scheme applies by channel, so it is only
ever chosen (``--scheme cbpr-plus``, configuration, a skill's profile), never detected.
The CBPR+ pain.001 usage guideline was not read; its address rules are well corroborated
(the shared specification's ``schemes.md`` §3).
"""

from __future__ import annotations

from pain_bridge.examples import Example
from pain_bridge.findings import Severity
from pain_bridge.schemes.base import Grade, SchemeProfile, SchemeRule, rule
from pain_bridge.versions import PainVersion

__all__ = ["CBPR_PLUS", "CBPR_RULES"]

E, W = Severity.ERROR, Severity.WARNING
S, U = Grade.S, Grade.UNCONFIRMED

#: The nine CBPR+ address rules (hybrid as CBPR-ADR-10 defines it: AdrLine with PstCd,
#: TwnNm, CtrySubDvsn or Ctry).
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
)  # fmt: skip

CBPR_PLUS = SchemeProfile(
    name="cbpr-plus",
    label="CBPR+",
    title="Swift CBPR+ (cross-border)",
    family="cbpr",
    source="CBPR+ address rules as restated by rulestamp-cbpr-address-lint, JPMorgan and "
    "XMLdation; the CBPR+ pain.001 usage guideline itself not read",
    rules=CBPR_RULES,
    # CBPR+ is pain.001.001.09 (the shared specification's schemes.md §3); no marker:
    # only ever chosen
    versions=(PainVersion.V09,),
)
