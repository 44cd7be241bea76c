"""The fast paths of the rules give what the general path gives, finding for finding.

A rule asks :meth:`~pain_bridge.rules.base.Rule.counted` before it makes a finding: when
the flood gate would only count it, it is counted there and never made; when the
configuration ignores its code, there is nothing to make or count. Neither may change
what is listed, what is counted, or a severity. Checked on every corpus file and on
realistic files (mixed address forms, accented names: ``../shared/bench/gen_pain001.py``),
against the general path: every finding made, then the gate, then the configuration.
The lazy element lines of a transaction (``ShapeLines``) are checked the same way, as
the lines of the findings' locations, and as a mapping against the dict they stand for.
"""

from __future__ import annotations

import io
import subprocess
import sys
from array import array
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import SHARED, corpus_files, needs_corpus
from pain_bridge.config import RuleConfig
from pain_bridge.findings import Finding, Severity
from pain_bridge.flood import FloodGate
from pain_bridge.model import Account, Amount, Event, NodeKind, PaymentInfo, Transaction
from pain_bridge.paths import payment_info_origin, transaction_origin
from pain_bridge.reader import ReadOptions
from pain_bridge.reader.shapes import Shape
from pain_bridge.rules.base import Findings, RuleContext
from pain_bridge.rules.currency import CurrencyRule
from pain_bridge.testing.documents import documents
from pain_bridge.validation import iter_findings
from pain_bridge.versions import PainVersion
from pain_bridge.writer.untouched import Tree

GENERATOR = SHARED / "bench" / "gen_pain001.py"
SKILL = "ing_nl_pisp_sbx_#1.0"  # structured addresses: unstructured ones become errors
TODAY = date(2026, 11, 26)
IGNORED = frozenset({"text.charset", "address.unstructured"})


@pytest.fixture(scope="module")
def realistic(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    if not GENERATOR.is_file():
        pytest.skip(f"the shared generator is not at {GENERATOR}")
    folder = tmp_path_factory.mktemp("realistic")
    made = []
    for n, seed in ((700, 7), (450, 3)):
        path = folder / f"realistic-{n}-{seed}.xml"
        subprocess.run(
            [sys.executable, str(GENERATOR), str(n), str(path), "--pmtinf", "3", "--seed",
             str(seed)],
            check=True, capture_output=True,
        )  # fmt: skip
        made.append(path)
    return made


def _files(realistic: list[Path]) -> list[Path]:
    return [*corpus_files(include_other_versions=True), *realistic]


def _key(finding: Finding) -> Finding:
    return finding  # every field: code, severity, message, line, column, XPath, pointer


def _run(path: Path, *, gate: FloodGate | None, **options: object) -> list[Finding]:
    return list(
        iter_findings(
            path, gate=gate, today=TODAY, read_options=ReadOptions(processes=1), **options
        )  # type: ignore[arg-type]
    )


@pytest.mark.parametrize("skill", [None, SKILL])
@pytest.mark.parametrize("limit", [0, 2])
def test_findings_counted_in_the_rules_are_those_the_gate_would_count(
    realistic: list[Path], skill: str | None, limit: int
) -> None:
    for path in _files(realistic):
        general_gate = FloodGate(limit)
        general = list(general_gate(_run(path, gate=None, skill=skill)))
        fast_gate = FloodGate(limit)
        fast = _run(path, gate=fast_gate, skill=skill)
        assert [_key(f) for f in fast] == [_key(f) for f in general], path.name
        assert fast_gate.held == general_gate.held, path.name
        assert fast_gate.holds_errors == general_gate.holds_errors, path.name


@pytest.mark.parametrize("limit", [None, 2])
def test_an_ignored_code_is_neither_listed_nor_counted_and_the_rest_is_unchanged(
    realistic: list[Path], limit: int | None
) -> None:
    quiet = RuleConfig(ignore=IGNORED)
    for path in _files(realistic):
        general_gate = FloodGate(limit)
        kept = [f for f in _run(path, gate=None, skill=SKILL) if f.code not in IGNORED]
        general = list(general_gate(kept))
        fast_gate = FloodGate(limit)
        fast = _run(path, gate=fast_gate, skill=SKILL, config=quiet)
        assert [_key(f) for f in fast] == [_key(f) for f in general], path.name
        assert fast_gate.held == general_gate.held, path.name


def test_a_code_the_gate_only_counts_is_held_without_asking_the_gate_again(
    realistic: list[Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Work that is skipped, shown without a clock: once the gate answers that it only
    counts a code (its limit is reached, and its counts only grow), the engine holds each
    further finding of that code at once (``RuleEngine._holding``), never asking the
    gate, the configuration or the composition about it again. What is held is the twin
    test's above (``test_findings_counted_in_the_rules_are_those_the_gate_would_count``,
    against every finding made and then gated)."""
    original = FloodGate.counted_only
    only_counted: set[str] = set()
    asked_again: Counter[str] = Counter()

    def asking(self: FloodGate, code: str) -> bool:
        if code in only_counted:
            asked_again[code] += 1
        answer = original(self, code)
        if answer:
            only_counted.add(code)
        return answer

    monkeypatch.setattr(FloodGate, "counted_only", asking)
    as_error = RuleConfig(severity={"text.charset": Severity.ERROR})
    for config in (None, as_error):  # held with the catalogue's severity, or the configured
        gate = FloodGate(2)
        _run(realistic[0], gate=gate, config=config)
        held = {(entry.code, entry.severity): entry.count for entry in gate.held}
        charset = Severity.ERROR if config is not None else Severity.WARNING
        assert held[("text.charset", charset)] > 100
        assert held[("address.unstructured", Severity.WARNING)] > 20
        assert {"text.charset", "address.unstructured"} <= only_counted
        assert not asked_again
        only_counted.clear()


def test_an_ignored_code_costs_its_rule_no_finding_at_all(
    realistic: list[Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Work that is skipped, shown without a clock: no finding of an ignored code is made
    (the text rule's charset work is skipped too: no charset message is composed)."""
    from pain_bridge.rules import address, text

    made: Counter[str] = Counter()

    def counting(original):  # type: ignore[no-untyped-def]
        def make(code: str, *args: object, **kwargs: object) -> Finding:
            made[code] += 1
            return original(code, *args, **kwargs)  # type: ignore[no-any-return]

        return make

    monkeypatch.setattr(address, "make_finding", counting(address.make_finding))
    monkeypatch.setattr(text, "make_finding", counting(text.make_finding))
    everything = Counter(f.code for f in _run(realistic[0], gate=None))
    assert everything["text.charset"] > 100
    assert everything["address.unstructured"] > 50
    made.clear()
    listed = _run(realistic[0], gate=None, config=RuleConfig(ignore=IGNORED))
    assert not [f for f in listed if f.code in IGNORED]
    assert made["text.charset"] == 0
    assert made["address.unstructured"] == 0


def test_the_lazy_lines_of_a_transaction_are_the_dict_they_stand_for() -> None:
    keys = ["", "PmtId", "PmtId/EndToEndId", None, "Amt", "Amt/InstdAmt"]
    record = (0, 0, keys, ["PmtId/EndToEndId", "Amt/InstdAmt"], ["Amt/InstdAmt/@Ccy"], {}, [])
    shape = Shape(record)
    lines = array("q", [10, 11, 12, 13, 14, 15]).tobytes()  # as Shapes.records packs them
    lazy = shape.lazy_lines(lines)
    eager = shape.lines(lines)
    assert "Amt" in lazy
    assert "Missing" not in lazy
    assert "" not in lazy
    assert None not in lazy
    assert lazy._found is None  # membership needs no lines
    assert dict(lazy) == eager
    assert len(lazy) == len(eager)
    assert lazy == eager
    assert lazy.get("Amt/InstdAmt") == 15
    assert lazy.get("Nope") is None
    assert lazy["PmtId"] == 11
    with pytest.raises(KeyError):
        lazy["Nope"]


def test_dropped_elements_are_counted_by_shape_as_the_xml_has_them(
    realistic: list[Path],
) -> None:
    """``map.dropped`` counts each transaction's dropped elements by its shape: the counts
    and first places are those an XPath over the file gives, one transaction at a time."""
    import re

    from lxml import etree

    for path in realistic:
        tree = etree.parse(str(path))
        transactions = tree.xpath("//*[local-name()='CdtTrfTxInf']")
        dropped = {
            f.message.split(" ", 1)[0]: f
            for f in _run(path, gate=None)
            if f.code == "map.dropped" and f.message.startswith("CdtTrfTxInf/")
        }
        assert set(dropped) >= {"CdtTrfTxInf/CdtrAgt", "CdtTrfTxInf/Purp"}
        for label, finding in dropped.items():
            rel = label.removeprefix("CdtTrfTxInf/")
            steps = "/".join(f"*[local-name()='{step}']" for step in rel.split("/"))
            having = [tx for tx in transactions if tx.xpath(steps)]
            count = re.search(r"dropped in (\d+) transaction", finding.message)
            assert count is not None, finding.message
            assert int(count[1]) == len(having), label
            assert finding.line == having[0].xpath(steps)[0].sourceline, label


def test_the_common_fields_emitter_writes_what_every_fields_emitter_writes(
    tmp_path: Path, realistic: list[Path]
) -> None:
    """A transaction built by its shape's builder holds the fields it has only; one with
    none of the rare fields is written by the statements of the common fields alone,
    which must write what the statements of every field write."""
    from conftest import PROJECT_ROOT
    from pain_bridge.model import Transaction
    from pain_bridge.reader import iter_xml_events
    from pain_bridge.versions import PainVersion
    from pain_bridge.writer.plan import _common, _compiled

    generated = tmp_path / "generated.xml"
    subprocess.run([sys.executable, str(PROJECT_ROOT / "benchmarks" / "generate.py"), "-n",
                    "600", "-o", str(generated)], check=True, capture_output=True)  # fmt: skip
    common = _common(PainVersion.V03, "transaction")
    write_common = _compiled(PainVersion.V03, "transaction", True, common)
    write_every = _compiled(PainVersion.V03, "transaction", True, None)
    compared = 0
    for path in [generated, *realistic]:
        for event in iter_xml_events(path, ReadOptions(processes=1)):
            if isinstance(event, Transaction) and event.__dict__.keys() <= common:
                mine: list[str] = []
                theirs: list[str] = []
                assert write_common(event, mine) == write_every(event, theirs)
                assert mine == theirs
                compared += 1
    assert compared > 150  # the first 200 of a shape are built whole, by the general builder


def test_a_plain_transaction_has_no_map_finding_of_its_own(realistic: list[Path]) -> None:
    """The map checks skip a transaction ``_plain`` calls plain: the general path must
    find nothing in it, towards the JSON, from XML or from JSON (and both paths are
    taken, on the corpus and the realistic files)."""
    from pain_bridge.reader import iter_xml_events

    taken: Counter[bool] = Counter()
    for path in _files(realistic):
        for event in iter_xml_events(path, ReadOptions(processes=1)):
            if isinstance(event, Transaction):
                taken[_the_plain_are_quiet(event)] += 1
    assert taken[True] > 1000, taken
    assert taken[False] > 10, taken


def _the_plain_are_quiet(tx: Transaction) -> bool:
    from pain_bridge.mapping.checks import _plain, _transaction_findings
    from pain_bridge.paths import transaction_origin

    origin = tx.origin or transaction_origin(0, 0)
    plain = _plain(tx, "json")
    if plain:
        for source in ("xml", "json"):
            assert list(_transaction_findings(tx, origin, source, "json")) == []
    if _plain(tx, "xml"):  # a migration's (from XML) or JSON -> XML
        for source in ("xml", "json"):
            assert list(_transaction_findings(tx, origin, source, "xml")) == []
    return plain


def test_a_plain_transaction_towards_xml_has_no_map_finding_of_its_own(
    realistic: list[Path],
) -> None:
    """The same towards XML (a migration): the plain path and the general one are both
    taken on the corpus and the realistic files, and the plain are quiet."""
    from pain_bridge.mapping.checks import _plain
    from pain_bridge.reader import iter_xml_events

    taken: Counter[bool] = Counter()
    for path in _files(realistic):
        for event in iter_xml_events(path, ReadOptions(processes=1)):
            if isinstance(event, Transaction):
                _the_plain_are_quiet(event)
                taken[_plain(event, "xml")] += 1
    assert taken[True] > 500, taken
    assert taken[False] > 100, taken


_NAMELESS = {"transaction": frozenset({"Cdtr/Nm"})}


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    documents(PainVersion.V09, max_payment_infos=2, max_transactions=4)
    | documents(PainVersion.V03, max_transactions=4, leave_out=_NAMELESS)  # type: ignore[arg-type]
)
def test_a_plain_generated_transaction_has_no_map_finding_of_its_own(source: bytes) -> None:
    """As above, on documents generated from the schema (parties without names, accounts
    without IBAN, many ``Strd``, equivalent amounts)."""
    from pain_bridge.reader import iter_xml_events

    for event in iter_xml_events(source, ReadOptions(processes=1)):
        if isinstance(event, Transaction):
            _the_plain_are_quiet(event)


def test_each_field_the_plain_check_reads_can_draw_a_map_finding(realistic: list[Path]) -> None:
    """Take from a plain transaction each thing ``_plain`` asks for: it is no longer
    plain, and the general path finds what is missing (so no test of it is idle)."""
    from dataclasses import replace

    from pain_bridge.mapping.checks import _plain, _transaction_findings
    from pain_bridge.model import Remittance, StructuredRemittance
    from pain_bridge.reader import iter_xml_events

    tx = next(
        event
        for event in iter_xml_events(realistic[0], ReadOptions(processes=1))
        if isinstance(event, Transaction) and _plain(event, "json")
    )
    assert tx.creditor is not None
    assert tx.creditor_account is not None
    assert tx.origin is not None
    blocks = (StructuredRemittance(), StructuredRemittance())
    variants = {
        "no creditor": replace(tx, creditor=None),
        "no creditor name": replace(tx, creditor=replace(tx.creditor, name=None)),
        "no account": replace(tx, creditor_account=None),
        "no IBAN": replace(tx, creditor_account=replace(
            tx.creditor_account, iban=None, other_id="12345")),
        "two Strd": replace(tx, remittance=replace(
            tx.remittance or Remittance(), structured=blocks)),
    }  # fmt: skip
    for name, variant in variants.items():
        assert not _plain(variant, "json"), name
        assert list(_transaction_findings(variant, tx.origin, "xml", "json")), name


def test_each_field_the_plain_check_towards_xml_reads_can_draw_a_map_finding(
    realistic: list[Path],
) -> None:
    """Towards XML: a creditor reference with an issuer and no type, address lines that
    do not fit; each is no longer plain, and the general path finds it."""
    from dataclasses import replace

    from pain_bridge.mapping.checks import _plain, _transaction_findings
    from pain_bridge.model import CreditorReference, PostalAddress, Remittance, StructuredRemittance
    from pain_bridge.reader import iter_xml_events

    tx = next(
        event
        for event in iter_xml_events(realistic[0], ReadOptions(processes=1))
        if isinstance(event, Transaction) and _plain(event, "xml") and event.creditor
    )
    assert tx.creditor is not None
    assert tx.origin is not None
    reference = CreditorReference(reference="RF18539007547034", issuer="ISO")
    long_lines = PostalAddress(address_lines=("x" * 71,))
    variants = {
        "issuer without type": replace(tx, remittance=replace(
            tx.remittance or Remittance(),
            structured=(StructuredRemittance(creditor_reference=reference),))),
        "a line too long": replace(tx, creditor=replace(tx.creditor, address=long_lines)),
    }  # fmt: skip
    for name, variant in variants.items():
        assert not _plain(variant, "xml"), name
        assert list(_transaction_findings(variant, tx.origin, "xml", "xml")), name


# --- the currency rule's plain transactions (the currencies agree and are known)

_CURRENCIES = st.sampled_from(["EUR", "CHF", "JPY", "BHD", "XXX", "XYZ", "eur", "EU"])
_AMOUNT_TEXTS = st.sampled_from(
    ["10", "10.5", "10.50", "10.505", "10.5050", "1E+2", "1.0E-3", "1.50E+1", "-1.5", "NaN"]
)


@st.composite
def _payments(draw: st.DrawFn) -> list[tuple[str | None, list[tuple[str | None, str, str]]]]:
    """Payment infos: the debtor account's currency, and transactions: the creditor
    account's currency, the instructed currency and the amount as written."""
    accounts = st.one_of(st.none(), _CURRENCIES)
    transactions = st.tuples(st.one_of(st.just(_NO_ACCOUNT), accounts), _CURRENCIES, _AMOUNT_TEXTS)
    return draw(st.lists(st.tuples(accounts, st.lists(transactions, max_size=6)), max_size=4))


#: A transaction without a creditor account (not one without its currency).
_NO_ACCOUNT = "-"


class _LookingAtAll(CurrencyRule):
    """The currency rule without its fast path: every transaction looked at in full."""

    def on_transaction(self, tx: Transaction) -> Findings:
        return self._look(tx)


def _currency_findings(
    rule: CurrencyRule, payments: list[tuple[str | None, list[tuple[str | None, str, str]]]]
) -> list[tuple[str, str, str | None]]:
    found: list[Finding] = []
    for i, (debtor, transactions) in enumerate(payments):
        info = PaymentInfo(
            debtor_account=Account(iban="DE89370400440532013000", currency=debtor),
            origin=payment_info_origin(i),
        )
        found.extend(rule.on_payment_info(info))
        for k, (account, currency, text) in enumerate(transactions):
            tx = Transaction(
                amount=Amount(Decimal(text), currency, text),
                creditor_account=None
                if account == _NO_ACCOUNT
                else Account(iban="NL91ABNA0417164300", currency=account),
                origin=transaction_origin(i, k),
            )
            found.extend(rule.on_transaction(tx))
    return [(f.code, f.message, f.xpath) for f in found]


@settings(max_examples=300, deadline=None)
@given(_payments())
def test_the_currency_rules_fast_path_finds_what_looking_at_all_finds(
    payments: list[tuple[str | None, list[tuple[str | None, str, str]]]],
) -> None:
    context = RuleContext(today=TODAY)
    fast = _currency_findings(CurrencyRule(context), payments)
    assert fast == _currency_findings(_LookingAtAll(context), payments)


@given(
    column=st.integers(min_value=1, max_value=10**6),
    line=st.none() | st.integers(min_value=1),
    xpath=st.none() | st.text(max_size=20),
    pointer=st.none() | st.text(max_size=20),
)
def test_a_finding_given_its_column_is_the_finding_replaced(
    column: int, line: int | None, xpath: str | None, pointer: str | None
) -> None:
    """``Finding.with_column`` (the locate stage's, for every finding of a report with
    columns) makes what ``dataclasses.replace`` makes."""
    from dataclasses import replace

    from pain_bridge.findings import Severity

    finding = Finding("map.dropped", Severity.INFO, "dropped", line, None, xpath, pointer)
    made = finding.with_column(column)
    assert made == replace(finding, column=column)
    assert type(made) is Finding


def test_a_rules_memo_on_a_transaction_keeps_it_on_the_common_fields_emitter(
    tmp_path: Path,
) -> None:
    """The text rule keeps a transaction's short texts in its ``__dict__`` (a memo, not a
    field: :func:`~pain_bridge.rules._text_fields.short_texts`). Every transaction of a
    migration carries it once the rules ran; it must not send them to the statements of
    every field (4% more instructions in a .03 → .09 migration, and the every-field
    emitter compiled: about 10 MB), and the
    statements of the common fields must write what those of every field write."""
    from conftest import PROJECT_ROOT
    from pain_bridge.model import CodeOrProprietary
    from pain_bridge.reader import iter_xml_events
    from pain_bridge.rules._text_fields import short_texts
    from pain_bridge.writer.plan import _common, _compiled, common_only, rare_fields

    generated = tmp_path / "generated.xml"
    subprocess.run([sys.executable, str(PROJECT_ROOT / "benchmarks" / "generate.py"), "-n",
                    "300", "-o", str(generated)], check=True, capture_output=True)  # fmt: skip
    for version in (PainVersion.V03, PainVersion.V09):
        rare = rare_fields(version, "transaction")
        write_common = _compiled(version, "transaction", True, _common(version, "transaction"))
        write_every = _compiled(version, "transaction", True, None)
        compared = 0
        for event in iter_xml_events(generated, ReadOptions(processes=1)):
            if not isinstance(event, Transaction):
                continue
            short_texts(event, "transaction", False)
            assert "_short_texts" in event.__dict__
            assert common_only(event, rare)  # built whole or not: the file has no rare field
            mine: list[str] = []
            theirs: list[str] = []
            assert write_common(event, mine) == write_every(event, theirs)
            assert mine == theirs
            compared += 1
            cash = replace(event, purpose=CodeOrProprietary(code="CASH"))
            assert not common_only(cash, rare)  # built whole, a rare field that is there
        assert compared == 300


@given(st.text(alphabet=st.sampled_from('a&<>\r"é \n;#'), max_size=12) | st.text(max_size=20))
def test_escaping_text_that_needs_none_is_the_plain_replacements(text: str) -> None:
    """The writer's escape returns a text with nothing to escape as it is; otherwise,
    and always, what the four replacements give."""
    from pain_bridge.writer.plan import escape_text

    plain = (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\r", "&#13;")
    )
    assert escape_text(text) == plain


_XML_EDGES = "a\t\n\r\x00\x08\x0b\x1f é€\ud800\udfff\ufffd\ufffe\uffff\uffc0"


@given(st.text(alphabet=st.sampled_from(_XML_EDGES), max_size=8) | st.text(max_size=20))
def test_emitting_text_refuses_what_the_plain_scan_refuses(text: str) -> None:
    """The writer's check of each text it writes (bytes deleted, a bytes search) refuses
    exactly the texts the regular expression of characters XML cannot carry finds one
    in, and writes the others' UTF-8."""
    import io

    from pain_bridge.writer import WriteError, emit_text
    from pain_bridge.xmlsafe import NOT_XML_CHAR

    sink = io.BytesIO()
    if NOT_XML_CHAR.search(text) is None:
        emit_text(sink, text)
        assert sink.getvalue() == text.encode()
    else:
        with pytest.raises(WriteError):
            emit_text(sink, text)
        assert sink.getvalue() == b""


def _validated_by_iterparse(data: bytes, version: PainVersion) -> str | None:
    """The plain twin of :func:`~pain_bridge.writer.validate_xml`: ``iterparse`` with
    the XSD attached, each transaction's tree cleared; the schema's first reason, or
    None."""
    from lxml import etree

    from pain_bridge.xsd import pain001_schema

    context = etree.iterparse(
        io.BytesIO(data),
        events=("end",),
        tag=f"{{{version.namespace}}}CdtTrfTxInf",
        schema=pain001_schema(version),
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
    )
    try:
        for _, element in context:
            element.clear(keep_tail=True)
    except etree.XMLSyntaxError as exc:
        return str(exc.msg or exc)
    return None


def _validated(data: bytes, version: PainVersion) -> str | None:
    from pain_bridge.writer import WriteError, validate_xml

    try:
        validate_xml(io.BytesIO(data), version)
    except WriteError as exc:
        return exc.reasons[0]
    return None


def _migrated_to(version: PainVersion) -> bytes:
    from pain_bridge.convert import convert
    from test_migration_leaves import hand_made

    result = convert(hand_made(PainVersion.V03), to="xml", pain_version=version, today=TODAY)
    assert result.output is not None, result.errors
    return result.output


def _spoilt(data: bytes) -> dict[str, bytes]:
    """``data`` made invalid against its schema in each part the writer writes."""
    end_to_end = data.index(b"<EndToEndId>")
    amount = data.index(b">", data.index(b"<InstdAmt")) + 1
    return {
        "header": data.replace(b"</GrpHdr>", b"<Bogus/></GrpHdr>", 1),
        "transaction": data[:end_to_end] + b"<Bogus/>" + data[end_to_end:],
        "value": data[:amount] + b"x" + data[amount:],
        "tail": data.replace(b"</PmtInf>", b"<Bogus/></PmtInf>", 1),
    }


@pytest.mark.parametrize("version", [PainVersion.V03, PainVersion.V09, PainVersion.V13])
def test_the_output_check_without_a_tree_answers_as_iterparse(version: PainVersion) -> None:
    data = _migrated_to(version)
    assert _validated(data, version) is None
    assert _validated_by_iterparse(data, version) is None
    for where, spoilt in _spoilt(data).items():
        reason = _validated(spoilt, version)
        assert reason is not None, where
        assert reason == _validated_by_iterparse(spoilt, version), where


@pytest.mark.parametrize("cut", ["truncated", "stray ampersand"])
def test_the_output_check_refuses_a_text_that_is_not_well_formed(cut: str) -> None:
    """``iterparse`` with the schema attached stops quietly at these (lxml 6 / libxml2
    2.14): the check before publishing must not."""
    data = _migrated_to(PainVersion.V09)
    name, ended = data.index(b"<Nm>") + 4, data.index(b"</EndToEndId>") + 13
    spoilt = data[:ended] if cut == "truncated" else data[:name] + b"A & B" + data[name:]
    assert _validated_by_iterparse(spoilt, PainVersion.V09) is None  # the quirk shown
    assert _validated(spoilt, PainVersion.V09) is not None


def _untouched_trees() -> list[tuple[NodeKind, Tree]]:
    """The trees the version-loss check asks of each node kind, every version pair, and
    a few of every field of a kind (deeper than any pair's)."""
    from pain_bridge.fields import node_table
    from pain_bridge.writer.untouched import path_tree
    from pain_bridge.writer.version_loss import _looked_at

    trees: list[tuple[NodeKind, Tree]] = []
    kinds: tuple[NodeKind, ...] = ("group_header", "payment_info", "transaction")
    for source in PainVersion:
        for target in PainVersion:
            if source != target and target.writable:
                trees.extend((kind, _looked_at(source, target, kind)) for kind in kinds)
    for kind in kinds:
        models = [r.model for r in node_table(PainVersion.V13, kind).rows if r.model]
        trees.append((kind, path_tree(models)))
        trees.extend((kind, path_tree(models[i::5])) for i in range(5))
    return trees


def _assert_untouched_twins(events: Iterable[Event], trees: list[tuple[NodeKind, Tree]]) -> int:
    from pain_bridge.model import GroupHeader
    from pain_bridge.writer.untouched import untouched, untouched_plain

    kind_of: dict[type, NodeKind] = {
        GroupHeader: "group_header", PaymentInfo: "payment_info", Transaction: "transaction"
    }  # fmt: skip
    compared = 0
    for event in events:
        kind = kind_of.get(type(event))
        if kind is None:
            continue
        for of, tree in trees:
            if of == kind:
                assert untouched(event, tree) == untouched_plain(event, tree), (kind, tree)
                compared += 1
    return compared


@needs_corpus
def test_the_untouched_check_is_its_plain_twin_on_the_corpus() -> None:
    """:func:`~pain_bridge.writer.untouched.untouched` tells an empty value by its type
    and a class default from a table: it answers as its plain twin (values compared with
    ``()`` and ``""``, defaults read with ``getattr``) for every node of the corpus, for
    the tree of every version pair and trees of every field."""
    from pain_bridge.reader import iter_xml_events

    trees = _untouched_trees()
    compared = sum(
        _assert_untouched_twins(iter_xml_events(path, ReadOptions(processes=1)), trees)
        for path in corpus_files(include_other_versions=True)
    )
    assert compared > 1000


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    documents(PainVersion.V09, max_payment_infos=2, max_transactions=3)
    | documents(PainVersion.V03, max_payment_infos=2, max_transactions=3)
    | documents(PainVersion.V13, max_payment_infos=2, max_transactions=3)
)
def test_the_untouched_check_is_its_plain_twin_on_generated_documents(source: bytes) -> None:
    from pain_bridge.reader import iter_xml_events

    events = iter_xml_events(source, ReadOptions(processes=1))
    assert _assert_untouched_twins(events, _untouched_trees()) > 0


def _sparse(cls: type, **fields: object) -> object:
    """A node holding only ``fields`` in its ``__dict__``, as the reader makes one (the
    others are their class defaults)."""
    node = object.__new__(cls)
    node.__dict__.update(fields)
    return node


def test_the_untouched_check_is_its_plain_twin_on_nodes_built_whole() -> None:
    """Nodes made by their class (every field in the ``__dict__``) or sparse, with empty
    texts, empty tuples, a field whose class default holds something, and values
    without a ``__dict__``: the fast check answers as the plain one."""
    from pain_bridge.model import Party, PostalAddress, Remittance
    from pain_bridge.writer.untouched import path_tree, untouched, untouched_plain

    paid = Amount.of("1.00", "EUR")
    nodes: list[object] = [
        Transaction(paid),
        Transaction(paid, uetr=""),
        Transaction(paid, uetr="0f1e2d3c"),
        Transaction(paid, remittance=Remittance()),
        Transaction(paid, remittance=Remittance(unstructured=("x",))),
        Transaction(paid, creditor=Party(name="", address=PostalAddress(country="BE"))),
        Transaction(paid, creditor=Party(name="N", address=PostalAddress(address_lines=()))),
        PaymentInfo(),
        _sparse(PaymentInfo, batch_booking=None),  # payment_method: its class default
        _sparse(Transaction, amount=paid, uetr=""),
        paid,
        Decimal(0),
        "",
        (),
    ]
    trees = [tree for kind, tree in _untouched_trees() if kind != "group_header"]
    trees += [
        path_tree(["payment_method"]),
        path_tree(["amount.currency", "creditor.address.country"]),
        path_tree(["uetr", "creditor.name"]),
        path_tree(["creditor.address.address_lines", "remittance.unstructured"]),
    ]
    for node in nodes:
        for tree in trees:
            assert untouched(node, tree) == untouched_plain(node, tree), (node, tree)
