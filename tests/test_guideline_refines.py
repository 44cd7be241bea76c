"""A guideline rule that refines a built-in rule speaks alone at that place (issue 35,
``refines``): composed as a scheme rule refining a generic one
(:mod:`pain_bridge.schemes.compose`). A document breaking both draws only the
guideline's code there; elsewhere the built-in rule still reports; the guideline's
finding speaks for it even where it is not made (its code ignored)."""

from __future__ import annotations

from pathlib import Path

import pain_bridge
from pain_bridge.config import RuleConfig
from pain_bridge.engine import RuleEngine
from pain_bridge.file_purpose import Purpose
from pain_bridge.guideline import parse_guideline
from pain_bridge.reader import iter_xml_events

CLEAN = (Path(pain_bridge.__file__).parent / "samples" / "sct.09.xml").read_text("utf-8")
#: The Amsterdam creditor's address without its town and country: ``address.unstructured``.
BOTH = CLEAN.replace("<TwnNm>Amsterdam</TwnNm>\n            <Ctry>NL</Ctry>\n", "", 1).encode()
PLACE = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]/Cdtr/PstlAdr"

GUIDELINE = """\
[guideline]
name = "acme"
family = "bank.acme"
versions = ["09"]
source = "ACME Bank pain.001 usage guideline 2026"

[[rules]]
code = "bank.acme.creditor-town"
path = "PmtInf/CdtTrfTxInf/Cdtr/PstlAdr/TwnNm"
required = true
message = "ACME needs the creditor's town as its own element"
refines = "address.unstructured"
"""


def places(document: bytes, **options: object) -> set[tuple[str, str | None]]:
    engine = RuleEngine(**options)  # type: ignore[arg-type]
    return {(f.code, f.xpath) for f in engine.findings(iter_xml_events(document))}


def test_a_document_breaking_both_draws_only_the_guideline_s_code_there() -> None:
    assert ("address.unstructured", PLACE) in places(BOTH)
    guideline = parse_guideline(GUIDELINE, "acme.toml")
    found = places(BOTH, guidelines=[guideline])
    assert ("bank.acme.creditor-town", PLACE) in found
    assert ("address.unstructured", PLACE) not in found


def test_the_guideline_refines_beside_a_scheme_and_without_one() -> None:
    guideline = parse_guideline(GUIDELINE, "acme.toml")
    for scheme in ("auto", "none"):
        found = places(BOTH, guidelines=[guideline], purpose=Purpose.BANK, scheme=scheme)
        assert ("bank.acme.creditor-town", PLACE) in found, scheme
        assert ("address.unstructured", PLACE) not in found, scheme


def test_the_built_in_rule_reports_where_the_guideline_s_does_not() -> None:
    """Refining is per place: a rule of another element does not silence it."""
    other = GUIDELINE.replace("Cdtr/PstlAdr/TwnNm", "UltmtCdtr").replace(
        "required = true", "forbidden = true"
    )
    found = places(BOTH, guidelines=[parse_guideline(other, "acme.toml")])
    assert ("address.unstructured", PLACE) in found


def test_the_guideline_s_finding_speaks_for_the_built_in_one_even_ignored(
    tmp_path: Path,
) -> None:
    (tmp_path / "acme.toml").write_text(GUIDELINE, encoding="utf-8")
    settings = {"guideline": "acme.toml", "ignore": ["bank.acme.creditor-town"]}
    config = RuleConfig.from_mapping(settings, tmp_path / ".pain2pis.toml")
    found = places(BOTH, config=config)
    assert ("address.unstructured", PLACE) not in found
    assert ("bank.acme.creditor-town", PLACE) not in found
