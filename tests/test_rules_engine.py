"""The rule engine and the registry: stream pass-through, configuration, documentation."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from pain_bridge.config import RuleConfig
from pain_bridge.engine import RuleEngine
from pain_bridge.findings import CATALOGUE, ISO_CODES, Finding, Severity, make_finding
from pain_bridge.guideline.iso import iso_checks
from pain_bridge.model import Account, Amount, Event, Transaction
from pain_bridge.profiles import UnknownSkill, get_profile
from pain_bridge.rules import RULE_FOR_CODE, RULES, RULES_BY_NAME
from pain_bridge.rules.base import HOOKS, Rule
from rules_support import TODAY, model_events, model_info, model_tx

READER_CODES = {"xml.syntax", "xml.unsafe", "xml.namespace", "xml.too-large", "xsd.violation"}
READER_CODES |= {"json.syntax", "json.schema", "map.dropped", "map.incomplete", "status.dropped"}
READER_CODES |= {"status.unknown"}  # a pain.002 status not in its code set
READER_CODES |= {"status.namespace"}  # a pain.002 read without (or with a mis-spelled) namespace
READER_CODES |= {"address.restructured", "address.ambiguous"}  # convert --structure-addresses
READER_CODES |= {"map.unfit"}  # convert, where the target version refuses the content
READER_CODES |= {"map.changed"}  # convert, what the writer wrote otherwise (writer.changes)
READER_CODES |= {"text.xml-char"}  # the JSON reader: text no XML can hold (xmlsafe)
READER_CODES |= {
    "guideline.applied",
    "guideline.not-applied",
}  # the guideline checks, made only where one is named


def test_every_catalogue_code_has_exactly_one_owner() -> None:
    """Every code is a rule's, a reader's, or a scheme's (the scheme runner's)."""
    from pain_bridge.schemes.runner import SchemeRunner

    emitted = [code for rule in RULES for code in rule.codes]
    assert len(emitted) == len(set(emitted))
    assert not set(emitted) & set(SchemeRunner.codes)
    assert not set(emitted) & set(ISO_CODES)  # ISO's own rules: the rule iso_checks() makes
    assert set(iso_checks().codes) == set(ISO_CODES)
    owned = set(emitted) | READER_CODES | set(SchemeRunner.codes) | set(ISO_CODES)
    assert owned == set(CATALOGUE)
    assert set(RULE_FOR_CODE) == set(emitted)
    assert RULES_BY_NAME["iban"].codes[0].startswith("iban.")


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.name)
def test_every_rule_documents_its_codes_and_declares_their_examples(rule: type[Rule]) -> None:
    """What passes and fails: each code's examples, declared with the rule (run by
    ``tests/test_rule_examples.py``, shown on the findings page)."""
    doc = rule.documentation()
    for code in rule.codes:
        assert code in doc, code
    assert set(rule.examples) == set(rule.codes)
    assert all(rule.examples.values())


def test_events_pass_through_in_order_with_findings_after_their_event() -> None:
    bad = model_tx(creditor_account=Account(iban="NL92ABNA0417164300", currency="EUR"))
    events = model_events([(model_info(), [bad, model_tx(0, 1)])])
    foreign = make_finding("xsd.violation", "from the reader")
    events.insert(3, foreign)
    out = list(RuleEngine(today=TODAY).process(events))
    assert [e for e in out if not isinstance(e, Finding)] == [
        e for e in events if not isinstance(e, Finding)
    ]
    found = [e for e in out if isinstance(e, Finding)]
    assert [f.code for f in found] == ["xsd.violation", "iban.checksum"]
    assert out.index(found[1]) == out.index(bad) + 1


def test_configuration_applies_to_stream_and_rule_findings() -> None:
    bad = model_tx(amount=Amount.of("0", "EUR"))
    events = [*model_events([(model_info(), [bad])]), make_finding("map.dropped", "x")]
    config = RuleConfig(
        severity={"amount.range": Severity.WARNING}, ignore=frozenset({"map.dropped"})
    )
    found = list(RuleEngine(config, today=TODAY).findings(events))
    assert [(f.code, f.severity) for f in found] == [("amount.range", Severity.WARNING)]


def test_fully_suppressed_rules_do_not_run() -> None:
    engine = RuleEngine(RuleConfig(ignore=frozenset({"iban.*"})))
    assert RULES_BY_NAME["iban"] not in engine.rules
    assert RULES_BY_NAME["bic"] in engine.rules


def test_skill_by_name_and_unknown_skill() -> None:
    assert RuleEngine(skill="ing_nl_pisp_sbx_#1.0").skill == get_profile("ing_nl_pisp_sbx_#1.0")
    generic = RuleEngine(skill="nobody_xx_pisp_sbx_#0").skill
    assert generic is not None
    assert not generic.known
    with pytest.raises(UnknownSkill):
        RuleEngine(RuleConfig(require_profile=True), skill="nobody_xx_pisp_sbx_#0")


def test_one_engine_many_documents_fresh_state() -> None:
    engine = RuleEngine(today=date(2024, 5, 2))
    events = model_events([(model_info(), [model_tx()])])
    assert list(engine.findings(events)) == []
    assert list(engine.findings(events)) == []  # ids of the first run are forgotten


def test_hooks_match_the_base_class() -> None:
    for hook in HOOKS:
        assert callable(getattr(Rule, hook))


def test_custom_rule_set() -> None:
    class Counting(Rule):
        name = "counting"
        codes = ("amount.range",)
        seen = 0

        def on_transaction(self, tx: Transaction) -> list[Finding]:
            Counting.seen += 1
            return []

    events = model_events([(model_info(), [model_tx(), model_tx(0, 1)])])
    assert list(RuleEngine(rules=[Counting]).findings(events)) == []
    assert Counting.seen == 2


def test_a_rule_that_looks_ahead_is_shown_each_batch_before_its_events_hooks() -> None:
    """``Rule.on_batch``: the engine shows a rule each batch of events (every event once,
    in order, in batches of ``BATCH_SIZE``) before it runs the hooks over that batch."""
    from pain_bridge.engine import BATCH_SIZE

    calls: list[tuple[str, Any]] = []

    class LookingAhead(Rule):
        name = "looking-ahead"

        def on_batch(self, events: list[Event]) -> None:
            calls.append(("batch", list(events)))

        def on_transaction(self, tx: Transaction) -> list[Finding]:
            calls.append(("tx", tx))
            return []

    txs = [model_tx(i + 1, 1) for i in range(BATCH_SIZE + 10)]
    events = list(model_events([(model_info(), txs)]))
    assert list(RuleEngine(rules=[LookingAhead]).findings(iter(events))) == []
    batches = [seen for kind, seen in calls if kind == "batch"]
    assert [e for batch in batches for e in batch] == events
    assert [len(b) for b in batches] == [BATCH_SIZE, len(events) - BATCH_SIZE]
    for index, (kind, seen) in enumerate(calls):  # each tx after its batch, before the next
        if kind == "tx":
            shown = [b for k, b in calls[:index] if k == "batch"][-1]
            assert any(seen is e for e in shown)


def test_hook_table_asked_once_per_class_equals_asking_every_rule() -> None:
    """The engine asks a rule class once which hooks it overrides (``hook_table``); the
    table is the plain question's answer (each rule, each hook, in the rules' order),
    for the built-in rules and for a class made afterwards (a guideline's is one)."""
    from pain_bridge.engine import _HOOK_OF, hook_table

    class Late(Rule):
        name = "late"
        codes = ("amount.range",)

        def on_payment_info(self, info: object) -> list[Finding]:
            return []

        def on_end(self) -> list[Finding]:
            return []

    context = RuleEngine().context()
    rules = [rule(context) for rule in (*RULES, Late)]
    plain = {
        kind: [getattr(r, name) for r in rules if getattr(type(r), name) is not getattr(Rule, name)]
        for kind, name in _HOOK_OF.items()
    }
    for _ in range(2):  # asked, then known
        assert hook_table(rules) == plain
    assert [m.__self__ for m in hook_table(rules)[model_info().__class__]][-1] is rules[-1]

    class Later(Late):  # made after its parent was asked: asked for its own hooks
        def on_transaction(self, transaction: object) -> list[Finding]:
            return []

    later = Later(context)
    assert {kind: len(found) for kind, found in hook_table([later]).items() if found} == {
        type(model_info()): 1,
        Transaction: 1,
    }


@pytest.mark.parametrize("ignore", [frozenset(), frozenset({"iban.*", "date.past"})])
def test_rules_that_run_without_an_ignored_code_are_all_as_asked_code_by_code(
    ignore: frozenset[str],
) -> None:
    """With nothing ignored every rule runs, not asked code by code; the rules are those
    the plain question keeps, with and without ignored codes."""
    config = RuleConfig(ignore=ignore)
    plain = tuple(
        rule
        for rule in RULES
        if not rule.codes or not all(config.is_ignored(c) for c in rule.codes)
    )
    assert RuleEngine(config=config).rules == (*plain, iso_checks())  # ISO's own, always
    assert (plain == RULES) is not bool(ignore)
    quiet = RuleConfig(ignore=ignore | {"iso.*"})
    assert RuleEngine(config=quiet).rules == plain
