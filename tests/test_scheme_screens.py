"""The screens of the scheme rules (``schemes/screen.py``) never hide a finding.

The runner screens a transaction's rules and runs only the checks whose screen is true;
a screen may be true where its check then finds nothing, never false where it would find
something. Held here three ways, each over the shared corpus (``other-versions``
included), the scheme test documents with every mutant of ``test_scheme_rules``, and
documents generated from the schemas (:mod:`pain_bridge.testing.documents`):

- the findings of every scheme (and detection) are those of the general path, which
  runs every check on every transaction (``SchemeRunner.screened = False``): the same
  findings in the same order, listed all or through a flood gate that only counts after
  the first, with the same counts;
- rule by rule, on every transaction: a check that hits has its screen true;
- the pieces the screens stand on: the character set patterns are the sets, the
  ``Strd`` size counted is that of its text, the charset count is the number of hits.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import CORPUS, corpus_files
from pain_bridge.engine import RuleEngine
from pain_bridge.file_purpose import Purpose
from pain_bridge.flood import FloodGate
from pain_bridge.model import (
    CreditorReference,
    DocumentStart,
    Event,
    PaymentInfo,
    StructuredRemittance,
    Transaction,
)
from pain_bridge.reader import iter_xml_events
from pain_bridge.rules.schemes import CHECKS, Level, Scope
from pain_bridge.rules.schemes.charsets import CHARACTER_SETS, OUTSIDE, charset
from pain_bridge.rules.schemes.remittance import strd_size, strd_text
from pain_bridge.rules.text import SEPA_CHARACTERS
from pain_bridge.schemes import SCHEMES
from pain_bridge.schemes.runner import SchemeRunner
from pain_bridge.schemes.screen import compile_screen
from pain_bridge.testing.documents import documents
from pain_bridge.versions import PainVersion
from test_scheme_rules import CASES, CHEQUE, INST_DOCUMENT, _mutated

TODAY = date(2026, 12, 1)  # after the address cut-overs: the dated rules apply too
CHOICES = ("auto", *SCHEMES)
GENERATED = settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))


def _scheme_documents() -> list[tuple[str, bytes]]:
    """The clean scheme documents and every mutant, by name."""
    found = [("inst", INST_DOCUMENT), ("cheque", CHEQUE)]
    for scheme, name, mutation in CASES:
        clean, changed, _line = _mutated(mutation)
        found += [(f"{scheme}:{name}:clean", clean), (f"{scheme}:{name}", changed)]
    return found


SCHEME_DOCUMENTS = _scheme_documents()
CORPUS_FILES = corpus_files(include_other_versions=True)


@contextmanager
def _screened(on: bool) -> Iterator[None]:
    before = SchemeRunner.screened
    SchemeRunner.screened = on
    try:
        yield
    finally:
        SchemeRunner.screened = before


def _run(events: list[Event], scheme: str, limit: int | None) -> tuple[list[Any], Any]:
    gate = FloodGate(limit)
    engine = RuleEngine(gate=gate, scheme=scheme, purpose=Purpose.BOTH, today=TODAY)
    listed = [
        (f.code, f.severity, f.message, f.line, f.column, f.xpath, f.pointer)
        for f in gate(engine.findings(iter(events)))
    ]
    return listed, gate.held


def _assert_screens_hide_nothing(source: bytes | Path) -> None:
    events = list(iter_xml_events(source))
    for scheme in CHOICES:
        for limit in (None, 1):
            with _screened(False):
                general = _run(events, scheme, limit)
            with _screened(True):
                screened = _run(events, scheme, limit)
            assert screened == general, (scheme, limit)
    _assert_each_screen_covers_its_check(events)


def _assert_each_screen_covers_its_check(events: list[Event]) -> None:
    """Every scheme rule with a screen, on every transaction: hits ⇒ screen true."""
    start = next((e for e in events if isinstance(e, DocumentStart)), None)
    version = start.pain_version if start is not None else None
    info: PaymentInfo | None = None
    for event in events:
        if isinstance(event, PaymentInfo):
            info = event
        if not isinstance(event, Transaction) or info is None:
            continue
        for profile in SCHEMES.values():
            variant = profile.variant_of(info, event) if profile.variant_of else None
            scope = Scope(profile.name, TODAY, info, variant, version, TODAY)
            for rule in profile.rules:
                check = CHECKS[rule.check]
                if Level.TRANSACTION not in check.levels or check.screen is None:
                    continue
                hits = list(check.run(event, scope, dict(rule.params)))
                screen = _single_screen(rule.code, rule.check, tuple(rule.params.items()))
                if hits:
                    assert screen(event, info, scope), (rule.code, hits)
                if check.count is not None:
                    screen(event, info, scope)  # the count may follow its screen
                    assert check.count(event, scope, **rule.params) == len(hits), rule.code


_SCREENS: dict[tuple[Any, ...], Any] = {}


def _single_screen(code: str, name: str, params: tuple[tuple[str, Any], ...]) -> Any:
    key = (code, name, params)
    if key not in _SCREENS:
        _SCREENS[key] = compile_screen([(CHECKS[name], dict(params), code)], code)
    return _SCREENS[key]


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: p.relative_to(CORPUS).as_posix())
def test_the_screens_hide_no_finding_of_a_corpus_file(path: Path) -> None:
    _assert_screens_hide_nothing(path)


@pytest.mark.parametrize(
    "source", [s for _n, s in SCHEME_DOCUMENTS], ids=[n for n, _s in SCHEME_DOCUMENTS]
)
def test_the_screens_hide_no_finding_of_a_scheme_document_or_mutant(source: bytes) -> None:
    _assert_screens_hide_nothing(source)


@GENERATED
@given(documents(PainVersion.V09))
def test_the_screens_hide_no_finding_of_a_generated_09_document(source: bytes) -> None:
    _assert_screens_hide_nothing(source)


@GENERATED
@given(documents(PainVersion.V03))
def test_the_screens_hide_no_finding_of_a_generated_03_document(source: bytes) -> None:
    _assert_screens_hide_nothing(source)


@GENERATED
@given(documents(PainVersion.DK03))
def test_the_screens_hide_no_finding_of_a_generated_dk_document(source: bytes) -> None:
    _assert_screens_hide_nothing(source)


def test_the_screened_path_is_taken() -> None:
    """The runner screens by default, and a screen that is false skips its check."""
    assert SchemeRunner.screened
    clean, changed, _line = _mutated(next(m for s, n, m in CASES if n == "currency"))
    rule = next(r for r in SCHEMES["epc-sct"].rules if r.code == "epc.currency")
    screen = _single_screen(rule.code, rule.check, tuple(rule.params.items()))
    for source, expected in ((clean, []), (changed, ["epc.currency"])):
        events = list(iter_xml_events(source))
        info = next(e for e in events if isinstance(e, PaymentInfo))
        tx = next(e for e in events if isinstance(e, Transaction))
        scope = Scope("epc-sct", TODAY, info, None, PainVersion.V09, TODAY)
        assert screen(tx, info, scope) == expected


def test_every_character_set_holds_the_sepa_set() -> None:
    """The charset screen takes the text rule's "all in the SEPA set" for every set."""
    for name, allowed in CHARACTER_SETS.items():
        assert all(allowed(c) for c in SEPA_CHARACTERS), name


def test_the_character_set_patterns_are_the_sets() -> None:
    for name, pattern in OUTSIDE.items():
        allowed = CHARACTER_SETS[name]
        wrong = [
            hex(code)
            for code in range(0x110000)
            if (pattern.search(chr(code)) is None) != allowed(chr(code))
        ]
        assert wrong == [], name


_TEXTS = st.text(alphabet="aZ9 &<>'\"é€", max_size=35)


@settings(max_examples=300, deadline=None)
@given(
    st.builds(
        StructuredRemittance,
        creditor_reference=st.none()
        | st.builds(
            CreditorReference,
            reference=st.none() | _TEXTS,
            type=st.none() | _TEXTS,
            issuer=st.none() | _TEXTS,
        ),
        additional_information=st.lists(_TEXTS, max_size=3).map(tuple),
    ),
    st.booleans(),
)
def test_the_strd_size_is_the_length_of_its_text(block: StructuredRemittance, prtry: bool) -> None:
    assert strd_size(block, prtry) == len(strd_text(block, prtry))


def test_the_charset_check_is_a_transaction_check_with_a_count() -> None:
    check = CHECKS["charset"]
    assert check.function is charset
    assert check.count is not None
    assert check.screen is not None
