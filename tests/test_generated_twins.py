"""A generated function gives what the plain code it stands for gives.

The text rule's field extractor (:mod:`pain_bridge.rules._text_fields`) is Python source
generated from the field table (:mod:`pain_bridge.codegen`). Its plain twin is written
here as the loop over the same rows it unrolls: each row's model path read step by step,
a repeated leaf one field per occurrence, the JSON's joined address one field, the rows
below a repeated object (``Strd``) once per occurrence. Held to it over the shared corpus
(every version) and documents generated from the schemas, as XML's texts and as the
JSON's; and the quick check of the common case (``short_texts``) to what the fields say:
None exactly when a text is longer than its limit, else the same texts.

The reader's builder makes each node as ``_make`` does (in its own code): the fields it
has set, the rest left to the class's defaults, without the dataclass's ``__init__``; its
plain twin is the same builder making each node by its class's ``__init__``
(``cls(**values)``, through ``_make``), held to
give equal nodes for every corpus transaction. The composition's common case (an event
whose findings it may neither take out nor hold is left as it is) is held to its plain
twin, the composition looking at every event's findings, on the corpus with and without
a scheme.

The other generators have their twins in the tests of their own paths: the scheme screens
against running every check (``tests/test_scheme_screens.py``), a shape's builder against
the general builder (``tests/test_reader_shapes.py``), the writer's emitter of the common
fields against that of every field (``tests/test_fast_paths.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from lxml import etree

from conftest import FIXTURES, corpus_files, needs_corpus
from pain_bridge.fields import Check, Field, node_table
from pain_bridge.fields.row import JsonForm
from pain_bridge.file_purpose import Purpose
from pain_bridge.findings import Finding
from pain_bridge.mapping.addresses import SEPARATOR
from pain_bridge.model import Event, GroupHeader, NodeKind, PaymentInfo, Transaction
from pain_bridge.paths import transaction_origin
from pain_bridge.reader import ReadOptions, iter_xml_events
from pain_bridge.reader.build import _Source, builder
from pain_bridge.reader.walk import root, walk
from pain_bridge.rules._text_fields import (
    JSON_ADDRESS_MAX,
    TextField,
    _version,
    node_texts,
    short_texts,
)
from pain_bridge.schemes import compose
from pain_bridge.testing.documents import documents
from pain_bridge.validation import iter_findings
from pain_bridge.versions import PainVersion

Node = GroupHeader | PaymentInfo | Transaction


def _get(obj: Any, steps: Iterable[str]) -> Any:
    for step in steps:
        if obj is None:
            return None
        obj = getattr(obj, step)
    return obj


def _indexed(xml: str, index: int) -> str:
    return xml if index == 0 else f"{xml}[{index + 1}]"


def _fields(row: Field, xml: str, value: Any, json: bool) -> list[TextField]:
    assert row.max_length is not None
    if not row.many:
        return [] if value is None else [(xml, None, value, row.max_length, row.label)]
    if json and row.json_form is JsonForm.JOINED:
        if not value:
            return []
        label = row.label.removesuffix(" line")
        return [(xml, None, SEPARATOR.join(value), JSON_ADDRESS_MAX, label)]
    return [
        (
            _indexed(xml, i),
            f"{row.json}/{i}" if row.json_form is JsonForm.LIST else None,
            text,
            row.max_length,
            row.label,
        )
        for i, text in enumerate(value or ())
    ]


def plain_texts(node: Node, kind: NodeKind, json: bool) -> list[TextField]:
    """What the generated extractor stands for: the text rows of the node's table."""
    table = node_table(_version(node), kind)
    rows = [r for r in table.rows if Check.TEXT in r.checks and r.model and r.max_length]
    out: list[TextField] = []
    for row in rows:
        assert row.model is not None
        if "[]" not in row.model:
            out.extend(_fields(row, row.xml, _get(node, row.model.split(".")), json))
    outers = dict.fromkeys(r.model.partition("[]")[0] for r in rows if r.model and "[]" in r.model)
    for outer in outers:
        group = next(r for r in table.rows if r.model == outer + "[]")
        for k, block in enumerate(_get(node, outer.split(".")) or ()):
            base = _indexed(group.xml, k)
            for row in rows:
                assert row.model is not None
                before, brackets, inner = row.model.partition("[]")
                if not brackets or before != outer:
                    continue
                value = _get(block, inner.strip(".").split("."))
                out.extend(_fields(row, base + row.xml[len(group.xml) :], value, json))
    return out


def _kind(node: Node) -> NodeKind:
    if isinstance(node, Transaction):
        return "transaction"
    return "payment_info" if isinstance(node, PaymentInfo) else "group_header"


def _assert_twins(events: Iterable[Event]) -> int:
    compared = 0
    for event in events:
        if not isinstance(event, GroupHeader | PaymentInfo | Transaction):
            continue
        kind = _kind(event)
        for json in (False, True) if kind != "group_header" else (False,):
            plain = plain_texts(event, kind, json)
            assert node_texts(event, kind, json) == plain
            short = short_texts(event, kind, json)
            assert short_texts(event, kind, json) is short  # asked again: the node's memo
            too_long = any(len(value) > limit for _, _, value, limit, _ in plain)
            assert (short is None) == too_long
            if short is not None:
                assert [t for t in short if t] == [v for _, _, v, _, _ in plain if v]
            compared += 1
    return compared


@needs_corpus
def test_the_text_extractor_is_its_plain_twin_on_the_corpus() -> None:
    compared = 0
    for path in corpus_files(include_other_versions=True):
        compared += _assert_twins(iter_xml_events(path, ReadOptions(processes=1)))
    assert compared > 100


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    documents(PainVersion.V09, max_payment_infos=2, max_transactions=3)
    | documents(PainVersion.V03, max_payment_infos=2, max_transactions=3)
)
def test_the_text_extractor_is_its_plain_twin_on_generated_documents(source: bytes) -> None:
    assert _assert_twins(iter_xml_events(source, ReadOptions(processes=1))) >= 3


def test_a_node_changed_by_replace_has_its_own_texts_not_the_memo() -> None:
    source = (FIXTURES / "xml" / "single.xml").read_bytes()
    tx = next(e for e in iter_xml_events(source) if isinstance(e, Transaction))
    before = short_texts(tx, "transaction", False)
    assert before is not None
    assert tx.creditor is not None
    assert tx.creditor.name in before
    renamed = replace(tx, creditor=replace(tx.creditor, name="Someone Else"))
    after = short_texts(renamed, "transaction", False)
    assert after is not None
    assert "Someone Else" in after
    assert tx.creditor.name not in after
    assert short_texts(tx, "transaction", False) is before


# --- the sparse nodes of the reader's builder


@needs_corpus
def test_the_builders_sparse_nodes_equal_those_their_classes_make() -> None:
    compared = 0
    for path in corpus_files(include_other_versions=True):
        try:
            tree = etree.parse(str(path), etree.XMLParser(resolve_entities=False))
        except etree.XMLSyntaxError:
            continue
        namespace = etree.QName(tree.getroot()).namespace or ""
        version = PainVersion.of_namespace(namespace) or PainVersion.V03
        sparse = builder(version, "transaction")
        source = _Source(node_table(version, "transaction"))
        source.inline = False  # each node through _make, made here by its class
        source.constants["_make"] = lambda cls, values: cls(**values)
        plain = source.compile(Transaction)
        trie = root(version, "transaction")
        for element in tree.getroot().iter(f"{{{namespace}}}CdtTrfTxInf"):
            lines: dict[str, int] = {}
            values: dict[str, str | None] = {}
            counts: dict[str, int] = {}
            walk(element, trie, lines, values, counts, [])
            line = element.sourceline if isinstance(element.sourceline, int) else None
            origin = transaction_origin(0, 0, line=line, field_lines=lines)
            made = sparse(lines, values, counts, origin)
            assert made == plain(lines, values, counts, origin)
            compared += 1
    assert compared > 50


# --- the composition's common case


class _Everything(frozenset[str]):
    def __contains__(self, code: object) -> bool:
        return True


@needs_corpus
@pytest.mark.parametrize("scheme", ["none", "auto"])
def test_the_compositions_common_case_is_its_plain_twin(
    scheme: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def run(path: Any) -> list[Finding]:
        return list(
            iter_findings(
                path, scheme=scheme, purpose=Purpose.BOTH, read_options=ReadOptions(processes=1)
            )
        )

    files = corpus_files(include_other_versions=True)
    fast = [run(path) for path in files]
    every = _Everything()
    original = compose.Composer.start

    def looking_at_all(self: compose.Composer, source_format: str) -> None:
        original(self, source_format)
        self.takes = every  # every event's findings through the whole composition

    monkeypatch.setattr(compose.Composer, "start", looking_at_all)
    plain = [run(path) for path in files]
    assert fast == plain
    assert sum(len(found) for found in fast) > 100
