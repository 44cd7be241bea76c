"""Every declared rule carries a passing and a failing example in its declaration
(:class:`pain_bridge.examples.Example`: a scheme rule in its profile row, a generic code
beside its documentation), each run as it says through the library's own ``validate``
or ``convert``: the passing document does not draw the code, the failing one draws it at
the example's line (or JSON Pointer), and nothing else of a warning or an error that
the passing one does not draw but what the example names (``also``); an example that
only the rule run alone fails (``unreached``: ``tests/test_scheme_rules.py`` runs it) is
not drawn by validation, as its declaration says. The findings page shows each example
as declared, so what the documentation shows is what is run here."""

from __future__ import annotations

from dataclasses import replace

import pytest

from example_support import run
from pain_bridge.examples import Example, render
from pain_bridge.findings import CATALOGUE, GENERIC_ROWS, Finding, Severity
from pain_bridge.reporting.ruledocs import examples
from pain_bridge.schemes import SCHEMES
from scripts_support import load_tool

docs_pages = load_tool("docs_pages")

#: Every declared code: the generic rows, then each scheme rule's.
DECLARED = list(
    dict.fromkeys(
        [code for code, _, _ in GENERIC_ROWS]
        + [r.code for profile in SCHEMES.values() for r in profile.rules]
    )
)

#: Declared codes without an example yet: the gap of issue 33's "a failing and a passing
#: example" for every rule. It only shrinks.
WITHOUT_EXAMPLES_YET: frozenset[str] = frozenset(
    # ISO's IdentificationOrProxyPresenceRule is of pain.001.001.10 on: no bundled sample
    # of those versions (tests/test_iso_rules.py breaks it in .13)
    {"iso.account-id-or-proxy"}
)
#: Codes whose every example validation does not draw (``Example.unreached``): the rule
#: is never reached by validation. It only shrinks.
NEVER_DRAWN_BY_VALIDATION: frozenset[str] = frozenset({"cbpr.adrline-70"})


def _cases() -> list[tuple[str, str, Example]]:
    """(scheme or "", code, example with its run): every scheme rule's examples under each
    scheme that has the rule, the other codes' as declared."""
    found: list[tuple[str, str, Example]] = []
    for code in DECLARED:
        if code.partition(".")[0] in ("epc", "cbpr", "sps", "dk"):
            continue
        found += [("", code, e) for e in examples(code)]
    for name, profile in SCHEMES.items():
        for r in profile.rules:
            found += [
                (name, r.code, replace(e, run=replace(e.run, scheme=name))) for e in r.examples
            ]
    return found


CASES = _cases()


def _loud(findings: list[Finding]) -> set[str]:
    return {f.code for f in findings if f.severity is not Severity.INFO}


def test_every_declared_rule_has_a_passing_and_a_failing_example() -> None:
    assert set(DECLARED) == set(CATALOGUE)
    without = {code for code in DECLARED if not examples(code)}
    assert without == WITHOUT_EXAMPLES_YET
    reached = {code for _s, code, e in CASES if not e.unreached}
    assert set(DECLARED) - reached - WITHOUT_EXAMPLES_YET == NEVER_DRAWN_BY_VALIDATION
    every_scheme_rule = {(s, r.code) for s, p in SCHEMES.items() for r in p.rules}
    assert every_scheme_rule == {(s, code) for s, code, _e in CASES if s}


@pytest.mark.parametrize(
    ("scheme", "code", "example"),
    CASES,
    ids=[f"{s or 'generic'}:{c}" + (f"@{e.variant}" if e.variant else "") for s, c, e in CASES],
)
def test_the_passing_example_passes_and_the_failing_one_fails_at_its_place(
    scheme: str, code: str, example: Example
) -> None:
    passed = run(example.run, example.passing())
    assert [f for f in passed if f.code == code] == []
    failed = run(example.fails_as, example.failing())
    drawn = [f for f in failed if f.code == code]
    if example.unreached:  # said so in the declaration, and so it stays until reached
        assert [f for f in failed if f.code == code] == []
        return
    assert drawn, failed
    assert {f.line for f in drawn} == {example.line()}, drawn
    if example.pointer is not None:
        assert {f.pointer for f in drawn} == {example.pointer}, drawn
    new = _loud(failed) - _loud(passed)
    assert new - {code} == set(example.also), failed
    assert set(example.also) <= new


def test_every_example_is_shown_on_the_findings_page() -> None:
    page = docs_pages.findings_page()
    for code in DECLARED:
        for example in examples(code):
            assert docs_pages._demote(render(code, example)) in page, code
