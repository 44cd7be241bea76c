"""One problem, one finding (issue 33 item 2): the more specific rule speaks.

- For every scheme rule that declares the generic codes it refines, a document breaking
  both (the generic rule alone reports there when no scheme applies) draws only the
  refining finding at that place: generated from the profiles, a new pair is covered as
  soon as its check has a mutation below (a test fails until it has).
- For every code that restates the schema (:data:`RESTATES_XSD`), a document whose
  element the schema refuses draws the ``xsd.violation`` alone there.
- Over the shared corpus with ``--for bank``: no two findings at one place say the same
  thing, and no charset finding asks to replace a character its scheme allows.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path

import pytest

from conftest import corpus_files
from pain_bridge.config import RuleConfig
from pain_bridge.file_purpose import Purpose
from pain_bridge.findings import CATALOGUE, Finding
from pain_bridge.rules.schemes.charsets import CHARACTER_SETS
from pain_bridge.schemes import SCHEMES, SchemeRule
from pain_bridge.schemes.compose import REFINES, RESTATES_XSD
from pain_bridge.validation import iter_findings
from scheme_support import TODAY, document

#: A mutation that breaks a refining rule and its generic twin, by the refining code's
#: name within its family (``epc.charset`` and ``dk.charset`` share one): a pattern and
#: its replacement, applied once to the clean document.
BREAKS: dict[str, tuple[str, str]] = {
    "address-unstructured": (r"<TwnNm>Amsterdam</TwnNm>\s*<Ctry>NL</Ctry>", ""),
    "unstructured-only": (r"<TwnNm>Amsterdam</TwnNm>\s*<Ctry>NL</Ctry>", ""),
    "no-town": (r"<TwnNm>Amsterdam</TwnNm>", ""),
    "no-country": (r"<Ctry>NL</Ctry>", ""),
    "address-lines": (r"<AdrLine>Keizersgracht 12</AdrLine>", "<AdrLine>a</AdrLine>" * 3),
    "adrline-max2": (r"<AdrLine>Keizersgracht 12</AdrLine>", "<AdrLine>a</AdrLine>" * 3),
    "adrline-70": (r"<AdrLine>Keizersgracht 12</AdrLine>", "<AdrLine>" + "k" * 75 + "</AdrLine>"),
    "amount-range": (r'(<InstdAmt Ccy="\w+">)[^<]+', r"\g<1>0"),
    "amount-decimals": (r'(<InstdAmt Ccy="\w+">)[^<]+', r"\g<1>120.001"),
    "name-length": (r"(<Cdtr>\s*<Nm>)[^<]+", r"\g<1>" + "x" * 150),
    "ctry-code": (r"<Ctry>NL</Ctry>", "<Ctry>XX</Ctry>"),
    "charset": (r"(<Cdtr>\s*<Nm>)", "\\g<1>\u2192 "),
    "reference-charset": (r"(<EndToEndId>)", r"\g<1>%"),
    "creditor-reference": (r"RF18539007547034", "RF19539007547034"),
    "remittance-unstructured": (r"(<Ustrd>[^<]*</Ustrd>)", r"\g<1><Ustrd>and more</Ustrd>"),
    # ISO's own rules (iso.*) refined by the schemes' rules of one level
    "charge-bearer-level": (r"(</Amt>)", r"\g<1><ChrgBr>SLEV</ChrgBr>"),
    "payment-type-one-level": (
        r"</PmtId>",
        "</PmtId><PmtTpInf><InstrPrty>NORM</InstrPrty></PmtTpInf>",
    ),
    "one-level": (
        r"(?s)(<ChrgBr>\w+</ChrgBr>)(.*?</Amt>)",
        r"<UltmtDbtr><Nm>U</Nm></UltmtDbtr>\g<1>\g<2>\g<1><UltmtDbtr><Nm>V</Nm></UltmtDbtr>",
    ),
}

#: By refining code, where :data:`BREAKS` by its name does not fit it: the document
#: and the mutation. The domestic Swiss document's creditor reference is paid to its
#: IBAN (a QR-IBAN takes no SCOR reference at all); SALA or PENS on its transaction
#: beside the payment info's CtgyPurp (its SALA); a CBPR+ header's rule on the enveloped
#: CBPR+ document.
BREAKS_OF: dict[str, tuple[str, str, str]] = {
    "sps.creditor-reference": (
        "sps-d",
        r"<Ustrd>Rechnung 2026-4 für März</Ustrd>",
        "<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp>"
        "<Ref>RF00INVALID</Ref></CdtrRefInf></Strd>",
    ),
    "sps.category-purpose-level": (
        "sps-d",
        r"</PmtId>",
        "</PmtId><PmtTpInf><CtgyPurp><Cd>PENS</Cd></CtgyPurp></PmtTpInf>",
    ),
    # the header's BizMsgIdr other than MsgId in an SR2026 CBPR+ message (created in
    # December 2026)
    "cbpr.header-message-id": (
        "cbpr-env",
        r"<BizMsgIdr>CBPR-2026-0001</BizMsgIdr>",
        "<BizMsgIdr>OTHER-0001</BizMsgIdr>",
    ),
}

#: For a rule that refines another of its own profile: a mutation that breaks the refined
#: rule alone at the place (its own problem, which the refining rule does not state).
ALONE: dict[str, tuple[str, str]] = {
    "category-purpose-level": (
        r"</PmtId>",
        "</PmtId><PmtTpInf><CtgyPurp><Cd>SUPP</Cd></CtgyPurp></PmtTpInf>",
    ),
}

#: A mutation the schema refuses and the restating rule reports, by code; the scheme
#: under which that rule runs.
RESTATED: dict[str, tuple[str, str, str]] = {
    "iban.format": ("none", r"<IBAN>DE89370400440532013000</IBAN>", "<IBAN>DE89-3704</IBAN>"),
    "bic.format": ("none", r"<BICFI>COBADEFFXXX</BICFI>", "<BICFI>COBA</BICFI>"),
    "country.unknown": ("none", r"<Ctry>NL</Ctry>", "<Ctry>nl</Ctry>"),
    "totals.nb-of-txs": ("none", r"<NbOfTxs>2</NbOfTxs>", "<NbOfTxs>two</NbOfTxs>"),
    "text.length": ("none", r"(<Cdtr>\s*<Nm>)[^<]+", r"\g<1>" + "x" * 150),
    "cbpr.adrline-70": (
        "cbpr-plus",
        r"<AdrLine>Keizersgracht 12</AdrLine>",
        "<AdrLine>" + "k" * 75 + "</AdrLine>",
    ),
}


def _pairs() -> list[tuple[str, SchemeRule, str]]:
    seen: set[tuple[str, str]] = set()
    pairs = []
    for profile in SCHEMES.values():
        for r in profile.rules:
            for generic in sorted(r.refines):
                if (r.code, generic) not in seen:
                    seen.add((r.code, generic))
                    pairs.append((profile.name, r, generic))
    return pairs


PAIRS = _pairs()


def _mutated(name: str, pattern: str, replacement: str) -> bytes:
    text, count = re.subn(pattern, replacement, document(name).decode(), count=1)
    assert count == 1, f"{pattern!r} not in {name}"
    return text.encode()


def _findings(
    source: bytes, scheme: str, config: RuleConfig | None = None, purpose: Purpose = Purpose.BANK
) -> list[Finding]:
    return list(iter_findings(source, scheme=scheme, today=TODAY, purpose=purpose, config=config))


def _at(findings: list[Finding], code: str) -> set[str | None]:
    return {f.xpath for f in findings if f.code == code}


def _own(rule: SchemeRule, refined: str) -> bool:
    """Whether ``refined`` is a code of ``rule``'s own profile (not a generic one)."""
    return refined.partition(".")[0] == rule.family


def test_every_refining_rule_has_a_breaking_document() -> None:
    missing = {
        r.code
        for _s, r, _g in PAIRS
        if r.code.partition(".")[2] not in BREAKS and r.code not in BREAKS_OF
    }
    assert not missing, f"add a mutation to BREAKS for {sorted(missing)}"
    alone = {r.code for _s, r, g in PAIRS if _own(r, g) and r.code.partition(".")[2] not in ALONE}
    assert not alone, f"add a mutation to ALONE for {sorted(alone)}"
    assert set(RESTATES_XSD) <= set(RESTATED), "add a mutation to RESTATED"


def test_the_three_double_reports_are_declared_refinements() -> None:
    """Issue 33 item 2's last three: each specific rule speaks alone through ``refines``
    (``sps.qr-reference`` and ``sps.creditor-reference`` do not overlap: SCOR's form is
    asked only where SCOR may be used, not with a QR-IBAN)."""
    declared = {(r.code, g) for _s, r, g in PAIRS}
    assert {
        ("epc.creditor-reference", "remittance.reference"),
        ("sps.creditor-reference", "remittance.reference"),
        ("sps.category-purpose-level", "sps.payment-type-level"),
    } <= declared


def test_a_scor_reference_to_a_qr_iban_draws_the_qr_reference_alone() -> None:
    # the QR-IBAN's QR reference typed SCOR: the type is the problem, not the form
    source = _mutated("sps-d", r"<Prtry>QRR</Prtry>", "<Cd>SCOR</Cd>")
    codes = sorted(f.code for f in _findings(source, "swiss-sps") if f.severity == "error")
    assert codes == ["sps.qr-reference"]


@pytest.mark.parametrize(
    ("scheme", "rule", "generic"), PAIRS, ids=[f"{r.code}>{g}@{s}" for s, r, g in PAIRS]
)
def test_a_document_breaking_both_draws_only_the_refining_finding(
    scheme: str, rule: SchemeRule, generic: str
) -> None:
    # a Swiss rule of other payment types than S (SEPA) on the domestic document
    name = "sps-d" if rule.variants is not None and "S" not in rule.variants else "sct"
    short = rule.code.partition(".")[2]
    if rule.code in BREAKS_OF:
        name, *mutation = BREAKS_OF[rule.code]
        source = _mutated(name, *mutation)
    else:
        source = _mutated(name, *BREAKS[short])
    # the schema's own violation, which a restating rule yields to, set aside: the
    # generic rule reports at the place when no scheme applies; a rule of the profile
    # where the refining one does not break
    unless_schema = RuleConfig(ignore=frozenset({"xsd.violation"}))
    # a service's limit (one remittance line) speaks where the file is for the service too
    purpose = Purpose.BOTH if CATALOGUE[generic].service else Purpose.BANK
    if _own(rule, generic):
        lone = _mutated(name, *ALONE[short])
        alone = _at(_findings(lone, scheme, unless_schema, purpose), generic)
        assert not _at(_findings(lone, scheme, unless_schema, purpose), rule.code)
    else:
        alone = _at(_findings(source, "none", unless_schema, purpose), generic)
    findings = _findings(source, scheme, unless_schema, purpose)
    refining = _at(findings, rule.code)
    assert refining & alone, f"{rule.code} and {generic} do not both break at one place"
    assert not _at(findings, generic) & refining, [
        (f.code, f.xpath) for f in findings if f.xpath in refining
    ]


def test_an_ignored_refining_finding_still_speaks_for_the_generic_one() -> None:
    source = _mutated("sct", *BREAKS["address-unstructured"])
    quiet = RuleConfig(ignore=frozenset({"epc.address-unstructured"}))
    codes = {f.code for f in _findings(source, "epc-sct", quiet)}
    assert "address.unstructured" in {f.code for f in _findings(source, "none")}
    assert not codes & {"address.unstructured", "epc.address-unstructured"}


@pytest.mark.parametrize("code", sorted(RESTATED))
def test_a_finding_the_schema_already_reports_is_not_repeated(code: str) -> None:
    scheme, pattern, replacement = RESTATED[code]
    source = _mutated("sct", pattern, replacement)
    unless_schema = _findings(source, scheme, RuleConfig(ignore=frozenset({"xsd.violation"})))
    places = _at(unless_schema, code)
    assert places, f"the mutation draws no {code}"
    findings = _findings(source, scheme)
    assert places <= _at(findings, "xsd.violation")
    assert not _at(findings, code) & places


def test_a_malformed_iban_draws_only_the_schema_violation() -> None:
    source = _mutated("sct", "<IBAN>DE89370400440532013000</IBAN>", "<IBAN>DE89-3704</IBAN>")
    iban = "/Document/CstmrCdtTrfInitn/PmtInf[1]/DbtrAcct/Id/IBAN"
    assert [f.code for f in _findings(source, "none") if f.xpath == iban] == ["xsd.violation"]


def test_a_swiss_file_is_not_told_to_replace_what_its_scheme_allows() -> None:
    source = document("sps-d")
    assert "ü".encode() in source
    findings = _findings(source, "auto")
    assert any(f.code == "scheme.applied" and "swiss-sps" in f.message for f in findings)
    assert not [f for f in findings if f.code.endswith("charset")]


def _family(code: str) -> frozenset[str]:
    return REFINES.get(code, frozenset({code}))


_CHARSET_OF = {
    name: next((r.params["charset"] for r in p.rules if r.check == "charset"), None)
    for name, p in SCHEMES.items()
}
_LISTED = re.compile(r"'(.)' → ")
_INFO = re.compile(r"/PmtInf\[(\d+)\]")


@pytest.mark.parametrize("path", corpus_files(include_other_versions=True), ids=lambda p: p.name)
def test_no_two_findings_at_one_place_say_the_same_thing(path: Path) -> None:
    findings = _findings(path.read_bytes(), "auto")
    by_place: dict[str | None, set[str]] = defaultdict(set)
    for f in findings:
        if f.xpath is not None:
            by_place[f.xpath].add(f.code)
    for place, codes in by_place.items():
        said = [generic for code in codes for generic in _family(code)]
        assert len(said) == len(set(said)), f"{place}: {sorted(codes)}"
        if "xsd.violation" in codes:
            assert not codes & RESTATES_XSD, f"{place}: {sorted(codes)}"
    # no charset finding asks to replace a character the scheme of its payment info takes
    scheme_of: dict[str, str] = {}
    for f in findings:
        if f.code == "scheme.applied" and f.xpath is not None:
            scheme_of[_INFO.findall(f.xpath)[-1]] = f.message.partition(" ")[0]
    for f in findings:
        if not f.code.endswith(".charset") or f.xpath is None:
            continue
        info = _INFO.findall(f.xpath)
        charset = _CHARSET_OF.get(scheme_of.get(info[-1] if info else "1", ""))
        if charset is None:
            continue
        allowed = [c for c in _LISTED.findall(f.message) if CHARACTER_SETS[charset](c)]
        assert not allowed, f"{f.code} at {f.xpath} refuses {allowed}, which {charset} takes"


def test_a_json_files_restating_finding_is_not_held_to_the_end() -> None:
    """JSON has no schema, so no violation comes for a finding that restates one: it
    stays in stream order (before the next transaction's), not held to the end."""
    from conftest import FIXTURES

    data = json.loads((FIXTURES / "json" / "bulk.json").read_text())
    transactions = data["payment_info"][0]["transactions"]
    transactions[0]["creditor"]["name"] = "D" * 141
    transactions[1]["creditor"]["name"] = "Jansen & Zn"
    found = [
        (f.code, f.pointer)
        for f in iter_findings(json.dumps(data).encode(), today=TODAY)
        if f.code.startswith("text.")
    ]
    assert found == [
        ("text.length", "/payment_info/0/transactions/0/creditor/name"),
        ("text.charset", "/payment_info/0/transactions/1/creditor/name"),
    ]
