"""The guideline screen (:mod:`pain_bridge.guideline.screen`) against its plain twin, and
random guideline files built from the field tables against the corpus (issue 35, Tests:
"random guideline files built from the field tables load and never crash on the corpus").

Each example is a guideline of random rules: a path of a version's field table (any
unit, any element, leaf or group), a constraint that fits it (``required`` or
``forbidden`` on any; ``allowed``, ``max_length`` or ``pattern`` on an element with a
text), sometimes a condition. It loads; over every corpus file (each version) it runs
without an exception; the screened rule finds exactly what the plain code finds (each
rule's own ``hits`` asked at every node), and the screen gives every rule whose ``hits``
are not empty (and only those) at every node."""

from __future__ import annotations

import json
from datetime import date
from functools import cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import corpus_files, needs_corpus
from pain_bridge.engine import BATCH_SIZE
from pain_bridge.guideline import GuidelineChecks, parse_guideline
from pain_bridge.guideline.joint import Joint, joinable
from pain_bridge.guideline.paths import UNITS
from pain_bridge.guideline.patterns import fullmatch, groupless, matcher
from pain_bridge.guideline.values import reader
from pain_bridge.model import Event, GroupHeader, NodeKind, PaymentInfo, Transaction
from pain_bridge.reader import iter_xml_events
from pain_bridge.rules.base import RuleContext
from pain_bridge.versions import PainVersion
from pain_bridge.xsd_paths import unit_paths

#: The conditions a random rule may take, by the units that can see what they read.
CONDITIONS = {
    "group_header": ["has(GrpHdr.CtrlSum)", 'GrpHdr.NbOfTxs == "1"'],
    "payment_info": ['PmtInf.PmtTpInf.SvcLvl.Cd == "SEPA"', "has(PmtInf.BtchBookg)"],
    "transaction": [
        'PmtInf.PmtTpInf.SvcLvl.Cd != "SEPA"',
        'has(CdtTrfTxInf.RmtInf.Ustrd) && PmtInf.PmtMtd == "TRF"',
    ],
}
PATTERNS = ["[A-Z]{2}.*", "[0-9.]+", ".{0,10}", "[A-Za-z0-9 /-]+", "EUR|CHF", "(?i)[a-z ]*"]
VALUES = ["EUR", "CHF", "SEPA", "true", "false", "TRF", "SLEV", "DE", "1", ""]


@cache
def corpus() -> list[tuple[PainVersion, list[Event]]]:
    """Each corpus file's events (read once), with its version."""
    found = []
    for path in corpus_files(include_other_versions=True):
        events = list(iter_xml_events(path))
        version = next((e.pain_version for e in events if hasattr(e, "pain_version")), None)
        if version is not None:
            found.append((version, events))
    return found


@cache
def paths() -> list[tuple[PainVersion, NodeKind, str, bool]]:
    """(version, unit, path as a guideline writes it, whether it has a text) for every
    path of the field tables of the corpus's versions."""
    found = []
    for version in sorted({v for v, _ in corpus()}, key=lambda v: v.value):
        for prefix, unit, element in UNITS:
            for path in sorted(unit_paths(version.value, element)):
                leaf = reader(unit, version, path).leaf
                found.append((version, unit, prefix + path, leaf))
    return found


@cache
def seen() -> list[tuple[PainVersion, NodeKind, str, bool]]:
    """Those of :func:`paths` that some corpus file has: most rules are drawn from them,
    so that the screens meet values."""
    kinds = {"group_header": GroupHeader, "payment_info": PaymentInfo, "transaction": Transaction}
    found = []
    for version, unit, path, leaf in paths():
        own = path.split("/", 2 if unit == "transaction" else 1)[-1]
        values = reader(unit, version, own)
        nodes = (
            e
            for v, events in corpus()
            if v == version
            for e in events
            if isinstance(e, kinds[unit])
        )
        if any(values.present(node) for node in nodes):
            found.append((version, unit, path, leaf))
    return found


@st.composite
def rules(draw: Any, index: int) -> str:
    version, unit, path, leaf = draw(st.sampled_from(seen()) | st.sampled_from(paths()))
    kinds = ["required", "forbidden", "max_occurs"]
    kinds += ["allowed", "max_length", "pattern"] if leaf else []
    kind = draw(st.sampled_from(kinds))
    value: Any = True
    if kind == "max_occurs":
        value = draw(st.integers(1, 2))
    elif kind == "allowed":
        value = draw(st.lists(st.sampled_from(VALUES), min_size=1, max_size=3))
    elif kind == "max_length":
        value = draw(st.integers(1, 12))
    elif kind == "pattern":
        value = draw(st.sampled_from(PATTERNS))
    lines = [
        "[[rules]]",
        f'code = "bank.random.rule-{index}"',
        f'path = "{path}"',
        f"versions = [{json.dumps(version.value)}]",
        f"{kind} = {json.dumps(value) if kind != 'required' and kind != 'forbidden' else 'true'}",
        'message = "a random rule"',
    ]
    if draw(st.booleans()):
        lines.append(f"when = {json.dumps(draw(st.sampled_from(CONDITIONS[unit])))}")
    return "\n".join(lines)


@st.composite
def guidelines(draw: Any) -> str:
    count = draw(st.integers(1, 12))
    versions = json.dumps(sorted({v.value for v, _ in corpus()}))
    head = (
        '[guideline]\nname = "random"\nfamily = "bank.random"\n'
        f'versions = {versions}\nsource = "random rules from the field tables"\n'
    )
    return head + "\n\n".join(draw(rules(i)) for i in range(count))


def _run(rule: type[GuidelineChecks], events: list[Event]) -> list[tuple[Any, ...]]:
    return [(f.code, f.severity, f.message, f.line, f.xpath) for f in rule.check(iter(events))]


def _run_ahead(
    rule: type[GuidelineChecks], events: list[Event], size: int = BATCH_SIZE
) -> list[tuple[Any, ...]]:
    """:func:`_run` as the engine runs the rule: each batch of ``size`` events shown to
    it first (``on_batch``, the look-ahead its runs of transactions are screened by)."""
    checks = rule(RuleContext(today=date.today()))
    found: list[Any] = []
    for start in range(0, len(events), size):
        batch = events[start : start + size]
        checks.on_batch(batch)
        for event in batch:
            found += checks.dispatch(event)
    found += checks.on_end()
    return [(f.code, f.severity, f.message, f.line, f.xpath) for f in found]


def _codes(dues: list[Any]) -> list[list[str]]:
    return [[b.rule.code for b in due] for due in dues]


@needs_corpus
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(guidelines())
def test_random_guidelines_load_and_the_screen_finds_what_the_plain_code_finds(
    text: str,
) -> None:
    guideline = parse_guideline(text, "random.toml")
    screened = GuidelineChecks.of([guideline])
    plain = type("Plain", (screened,), {"screened": False, "_plans": {}})
    for version, events in corpus():
        expected = _run(plain, events)
        assert _run(screened, events) == expected, (version, text)
        assert _run_ahead(screened, events) == expected, (version, text)
        assert _run_ahead(screened, events, 5) == expected, (version, text)
        units: list[tuple[NodeKind, type]] = [
            ("group_header", GroupHeader),
            ("payment_info", PaymentInfo),
            ("transaction", Transaction),
        ]
        for unit, kind in units:
            plan = screened._plan(version, unit)
            assert plan.screen is not None
            for node in (e for e in events if isinstance(e, kind)):
                due = [b.rule.code for b in plan.screen(node)]
                assert due == [b.rule.code for b in plan.bound if b.hits(node)], (unit, text)
            nodes = [e for e in events if isinstance(e, kind)]
            if plan.run is not None and nodes:  # the run's screen against each one's
                assert _codes(plan.run(nodes)) == _codes([plan.screen(n) for n in nodes])


def test_the_pattern_matcher_answers_as_re2_does() -> None:
    import re2

    longest = re2.Options()
    longest.longest_match = True
    for pattern, options in [
        *((p, None) for p in [*PATTERNS, "[^N].*|N", "é+", "(a)(b)?", "(?P<x>a)(b)?", "(?i)(eur)"]),
        ("(a|ab)(c|bcd)?", longest),  # its options kept without its groups
    ]:
        compiled = re2.compile(pattern, options)
        matches = matcher(compiled)
        for text in ["", "EUR", "DE89 3704", "12.50", "NOTPROVIDED", "ééé", "ab", "a", "É"]:
            for _twice in range(2):  # the second answer from what it kept
                assert matches(text) == (compiled.fullmatch(text) is not None), (pattern, text)


def test_a_text_holding_a_lone_surrogate_matches_no_pattern_and_raises_nothing() -> None:
    """A JSON input can carry half of a UTF-16 pair; RE2 reads UTF-8 only. The text breaks
    every pattern (a finding, beside text.xml-char), in the screen's matcher as in the
    plain check, where both raised UnicodeEncodeError."""
    import re2

    for pattern in ["[A-Z]+", ".*", "(?s).*"]:
        compiled = re2.compile(pattern)
        for text in ["A\ud800", "\udfff", "E2E\ud800X"]:
            assert matcher(compiled)(text) is False, (pattern, text)
            assert fullmatch(compiled, text) is False, (pattern, text)


def test_the_screen_asks_re2_for_no_group_spans() -> None:
    """The binding asks RE2 for the span of each group, which RE2 finds with its
    backtracker, where its DFA alone tells whether a text matches whole: the joint call's
    pattern (groups of its members: an amount's decimals, a BIC's branch) is an RE2 set
    (its DFA alone, no span asked), and each pattern's own call is compiled without
    capturing groups: they answer the same."""
    import re2

    amount, bic = re2.compile(r"[0-9]{1,9}(\.[0-9]{1,2})?"), re2.compile("[A-Z]{6}([A-Z0-9]{3})?")
    joint = Joint([(amount, set()), (bic, set())])
    assert joint(0b11, ["12.50", "COBADEXXX"])
    assert not joint(0b11, ["12.505", "COBADEXXX"])
    assert isinstance(joint.calls[0b11][0].__self__, type(re2.Set.FullMatchSet()._set))
    for pattern in (amount, bic):
        assert pattern._regexp.NumberOfCapturingGroups() == 1
        assert groupless(pattern).NumberOfCapturingGroups() == 0


def test_the_joint_call_says_each_text_matches_only_where_each_does() -> None:
    """A unit's pattern texts checked in one RE2 call (:class:`joint.Joint`): True only
    where each text matches its own pattern whole, as RE2 says of each alone; True
    wherever each does (but for patterns anchored inside, which it leaves to each
    text's own call); what it keeps as matching does."""
    import random

    import re2

    anchored = ["^a", "b$"]
    patterns = [*PATTERNS, "[^N].*|N", "é+", "(a)(b)?", "x*", r"\bab\b", "a|", *anchored]
    texts = ["", "EUR", "DE89 3704", "12.50", "NOTPROVIDED", "ééé", "ab", "a", "É", "b\n", "x"]
    compiled = [re2.compile(p) for p in patterns]
    assert all(joinable(p) for p in compiled)
    assert not joinable(re2.compile(r"a\C"))
    assert not joinable(re2.compile(r"\Qa"))
    rng = random.Random(35)
    for _ in range(3000):
        chosen = rng.sample(range(len(compiled)), rng.randint(1, 4))
        joint = Joint([(compiled[i], set()) for i in chosen])
        given = [i for i in range(len(chosen)) if rng.random() < 0.8] or [0]
        picked = [rng.choice(texts) for _ in given]
        each = [
            compiled[chosen[i]].fullmatch(t) is not None for i, t in zip(given, picked, strict=True)
        ]
        said = joint(sum(1 << i for i in given), picked)
        case = ([patterns[chosen[i]] for i in given], picked)
        assert not said or all(each), case
        if all(each) and not any(patterns[chosen[i]] in anchored for i in given):
            assert said, case
        for pattern, kept in zip(joint.patterns, joint.kept, strict=True):
            assert all(pattern.fullmatch(t) is not None for t in kept), case


def test_the_joint_call_asks_each_text_that_holds_its_separator() -> None:
    """The joint call joins its texts by U+0000 (which no XML text holds, a JSON one may):
    a text holding it could lend its part to another pattern, so such texts are asked
    each on their own (False), never said to match where one does not."""
    import re2

    joint = Joint([(re2.compile(".*"), set()), (re2.compile("b"), set())])
    assert re2.compile("b").fullmatch("x\x00b") is None
    assert not joint(0b11, ["a", "x\x00b"])
    assert joint(0b11, ["a\x00x", "b"]) is False  # (each matches; asked on its own)
    assert joint(0b11, ["a", "b"])


def test_the_screen_tells_texts_holding_the_separator_as_the_plain_code_does() -> None:
    """The screen's joint call, written out in it, over texts that hold U+0000 (a JSON
    text may): the rules it gives are those the plain code finds."""
    from pain_bridge.model import Amount, Party

    text = (
        '[guideline]\nname = "nul"\nfamily = "bank.nul"\nversions = ["09"]\nsource = "t"\n'
        '[[rules]]\ncode = "bank.nul.any"\npath = "PmtInf/CdtTrfTxInf/PmtId/EndToEndId"\n'
        'pattern = ".*"\nmessage = "m"\n'
        '[[rules]]\ncode = "bank.nul.b"\npath = "PmtInf/CdtTrfTxInf/Cdtr/Nm"\n'
        'pattern = "b"\nmessage = "m"\n'
    )
    plan = GuidelineChecks.of([parse_guideline(text, "nul.toml")])._plan(
        PainVersion.V09, "transaction"
    )
    assert plan.screen is not None
    for e2e, name in [("a", "x\x00b"), ("a\x00x", "b"), ("a", "b"), ("a", "c"), ("", "\x00")]:
        node = Transaction(Amount.of("1", "EUR"), end_to_end_id=e2e, creditor=Party(name))
        due = [b.rule.code for b in plan.screen(node)]
        assert due == [b.rule.code for b in plan.bound if b.hits(node)], (e2e, name)


def test_the_screens_joint_call_tells_a_text_there_but_empty_as_the_plain_code_does() -> None:
    """The screen checks every pattern text of a unit in one call, "" standing for a text
    that is not there (each pattern made optional): an amount whose text is "" (made by
    a library user) is there, and its pattern is asked of it, as the plain code asks."""
    from decimal import Decimal

    from pain_bridge.model import Amount

    text = (
        '[guideline]\nname = "empty"\nfamily = "bank.empty"\nversions = ["09"]\nsource = "t"\n'
        '[[rules]]\ncode = "bank.empty.e2e"\npath = "PmtInf/CdtTrfTxInf/PmtId/EndToEndId"\n'
        'pattern = "[A-Z]+"\nmessage = "m"\n'
        '[[rules]]\ncode = "bank.empty.amount"\npath = "PmtInf/CdtTrfTxInf/Amt/InstdAmt"\n'
        'pattern = "[0-9.]+"\nmessage = "m"\n'
    )
    plan = GuidelineChecks.of([parse_guideline(text, "empty.toml")])._plan(
        PainVersion.V09, "transaction"
    )
    assert plan.screen is not None
    for amount in ["", "1.00", "x"]:
        for e2e in [None, "", "AB", "ab"]:
            node = Transaction(Amount(Decimal(1), "EUR", amount), end_to_end_id=e2e)
            due = [b.rule.code for b in plan.screen(node)]
            assert due == [b.rule.code for b in plan.bound if b.hits(node)], (amount, e2e)
    assert [b.rule.code for b in plan.screen(Transaction(None, end_to_end_id="ab"))] == [
        "bank.empty.e2e"
    ]


def test_no_joinable_pattern_takes_the_joint_calls_separator_byte() -> None:
    """The joint call's texts are apart by the byte 0xFF, its patterns by ``\\C``: the
    call is sound only because no joinable pattern (UTF-8, no ``\\C``) matches a text
    holding that byte, however wide its classes, and so each ``\\C`` takes one 0xFF."""
    import re2

    from pain_bridge.guideline.joint import _whole

    wide = [".*", "(?s).*", "[^a]*", r"\p{Any}*", r"[\x{0}-\x{10FFFF}]*", r"[^\x00]*", r"\W*"]
    wide += ["(?i)[^N].*", r"[\xff]*", r"\xff*", "ÿ*", r"\D*", r"[[:^alpha:]]*"]
    for pattern in wide:
        assert joinable(re2.compile(pattern)), pattern
        match = _whole(f"(?:{pattern})")
        assert match is not None
        for text in [b"\xff", b"a\xffb", b"\xc3\xff", "ÿ".encode() + b"\xff"]:
            assert not match(text), (pattern, text)
        assert match(b"") or match(b"x"), pattern  # (the set does answer a match)


def test_a_runs_screen_tells_each_transaction_what_its_own_screen_tells() -> None:
    """The screen of a run of transactions (one call for the pattern texts of each chunk
    of them) against each one's screen, over runs longer than a chunk where some
    transaction breaks a pattern, holds U+0001 (the run's separator) or U+0000, a lone
    surrogate, or an amount whose text is "" (there, and asked)."""
    from decimal import Decimal

    from pain_bridge.guideline.joint import CHUNK
    from pain_bridge.model import Amount, Party

    text = (
        '[guideline]\nname = "run"\nfamily = "bank.run"\nversions = ["09"]\nsource = "t"\n'
        '[[rules]]\ncode = "bank.run.e2e"\npath = "PmtInf/CdtTrfTxInf/PmtId/EndToEndId"\n'
        'pattern = "[A-Z]{1,3}"\nmessage = "m"\n'
        '[[rules]]\ncode = "bank.run.any"\npath = "PmtInf/CdtTrfTxInf/PmtId/EndToEndId"\n'
        'pattern = ".*"\nmessage = "m"\n'
        '[[rules]]\ncode = "bank.run.name"\npath = "PmtInf/CdtTrfTxInf/Cdtr/Nm"\n'
        'pattern = "b|"\nmessage = "m"\n'
        '[[rules]]\ncode = "bank.run.amount"\npath = "PmtInf/CdtTrfTxInf/Amt/InstdAmt"\n'
        'pattern = "[0-9.]+"\nmessage = "m"\n'
        '[[rules]]\ncode = "bank.run.len"\npath = "PmtInf/CdtTrfTxInf/Cdtr/Nm"\n'
        'max_length = 2\nmessage = "m"\n'
    )
    plan = GuidelineChecks.of([parse_guideline(text, "run.toml")])._plan(
        PainVersion.V09, "transaction"
    )
    assert plan.screen is not None
    assert plan.run is not None

    def tx(e2e: str | None, name: str | None, amount: str = "1.00") -> Transaction:
        creditor = Party(name) if name is not None else None
        return Transaction(Amount(Decimal(1), "EUR", amount), end_to_end_id=e2e, creditor=creditor)

    good = [tx("AB", "b"), tx("A", None), tx(None, "b"), tx("ABC", "")]
    odd = [
        tx("ab", "b"), tx("AB", "c"), tx("AB", "bbb"), tx("A\x01", "b"), tx("AB", "\x01"),
        tx("A\x00", "b"), tx("AB", "\x00"), tx("AB", "\ud800"), tx("AB", "b", ""),
        tx("AB", "b", "x"), tx("", "b"), tx("\x01\x01", "\x01"),
    ]  # fmt: skip
    for bad in odd:
        for at in (0, CHUNK - 1, CHUNK, 2 * CHUNK + 3):
            nodes = [good[i % len(good)] for i in range(2 * CHUNK + 5)]
            nodes[at] = bad
            assert _codes(plan.run(nodes)) == _codes([plan.screen(n) for n in nodes]), (bad, at)
    assert _codes(plan.run(good)) == [[], [], [], []]
    assert _codes(plan.run(odd)) == _codes([plan.screen(n) for n in odd])
