"""A rule is declared once: the ``Code`` type, the scheme rules' catalogue rows and the
scheme names are generated from the declarations (``make codes``, ``tools/codes.py``),
and every declared rule is documented, catalogued and on the findings page once (its
examples: ``tests/test_rule_examples.py``)."""

from __future__ import annotations

from dataclasses import replace
from typing import get_args

import pytest

from pain_bridge import codedocs
from pain_bridge.findings import CATALOGUE, GENERIC_ROWS, Code, Severity
from pain_bridge.reporting.ruledocs import documentation
from pain_bridge.rules.schemes import CHECKS
from pain_bridge.scheme_choice import NAMES
from pain_bridge.schemes import SCHEMES, Grade, rule
from scripts_support import load_tool

codes_tool = load_tool("codes")
docs_pages = load_tool("docs_pages")


def test_the_generated_codes_module_follows_the_declarations() -> None:
    assert codes_tool.TARGET.read_text(encoding="utf-8") == codes_tool.render(), (
        "src/pain_bridge/codes.py is out of date: run make codes"
    )


def test_a_new_scheme_rule_changes_the_generated_module(monkeypatch: pytest.MonkeyPatch) -> None:
    dk = SCHEMES["dk"]
    new = rule("dk.example", "currency", Severity.ERROR, "DK-99", Grade.S, "a test",
               summary="an example rule.", allowed=("EUR",))  # fmt: skip
    monkeypatch.setitem(SCHEMES, "dk", replace(dk, rules=(*dk.rules, new)))
    text = codes_tool.render()
    assert text != codes_tool.TARGET.read_text(encoding="utf-8")
    assert '"dk.example",' in text.partition("SCHEME_ROWS: Final")[0]  # in the Code type
    assert '        "DK: an example rule.",\n' in text  # and its catalogue row


def test_the_written_refinements_are_the_profiles() -> None:
    """The composition's tables, written ahead so that a run choosing no scheme does not
    make the profiles, are what the profiles declare (same keys in the same order)."""
    from pain_bridge.schemes import compose

    refines, superseded = compose.refines_of_profiles(), compose.superseded_of_profiles()
    assert list(compose.REFINES.items()) == list(refines.items())
    assert list(compose.SUPERSEDED.items()) == list(superseded.items())
    assert frozenset(g for generic in refines.values() for g in generic) == compose.REFINED


def test_a_refinement_declared_changes_the_generated_module(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    dk = SCHEMES["dk"]
    changed = tuple(replace(r, refines=r.refines | {"lei.format"}) if r.refines else r
                    for r in dk.rules)  # fmt: skip
    monkeypatch.setitem(SCHEMES, "dk", replace(dk, rules=changed))
    text = codes_tool.render()
    assert text != codes_tool.TARGET.read_text(encoding="utf-8")
    assert '"lei.format",' in text.partition("SCHEME_REFINES: Final")[2]


def test_the_scheme_names_are_the_profiles() -> None:
    assert tuple(SCHEMES) == NAMES


def _documentation(code: str) -> str:
    return codedocs.documentation(code) or documentation(code) or ""


def test_every_declared_rule_is_documented_and_catalogued_once() -> None:
    declared: list[str] = [code for code, _, _ in GENERIC_ROWS]
    declared += [r.code for profile in SCHEMES.values() for r in profile.rules]
    page = docs_pages.findings_page()
    typed = get_args(Code)
    for code in dict.fromkeys(declared):
        assert typed.count(code) == 1, code
        assert code in CATALOGUE, code
        assert page.count(f"### `{code}` {{ #") == 1, code
        assert _documentation(code), code
    assert set(CATALOGUE) == set(declared)


def test_every_scheme_rule_says_what_it_checks() -> None:
    for profile in SCHEMES.values():
        for r in profile.rules:
            summaries = {o.summary for o in profile.rules if o.code == r.code} - {""}
            assert len(summaries) == 1, (profile.name, r.code)
            assert CATALOGUE[r.code].summary == f"{profile.label}: {summaries.pop()}"
            assert CHECKS[r.check].documentation, (profile.name, r.check)
