"""The values at a path of a model node, read through the version's field table.

The model is the union of every version (:mod:`pain_bridge.model`), and each row of a
version's field table (:mod:`pain_bridge.fields`) says which model field an element
is. So the text at ``RmtInf/Ustrd`` of a transaction read from ``.09`` is
``tx.remittance.unstructured`` (each line), and ``BtchBookg`` is ``"true"`` where the
payment info's ``batch_booking`` is True: the element's text as the writer writes it
(:func:`pain_bridge.writer.plan.value_text`). An element is present when a model field
at it or below it has a value; a choice's coded row (``codes``) holds only its codes, and
a row with ``unless`` only where its sibling field is empty, as the writer decides.

>>> from pain_bridge.versions import PainVersion as V
>>> reader("payment_info", V.V09, "BtchBookg").leaf
True
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pain_bridge.fields import Field, ValueType, node_table
from pain_bridge.model import NodeKind
from pain_bridge.versions import PainVersion
from pain_bridge.writer.plan import value_text


@dataclass(frozen=True, slots=True)
class Occurrence:
    """One value at a path: where (relative to the node's element, ``Ustrd[2]`` for the
    second) and its text as written."""

    path: str
    text: str


@dataclass(frozen=True, slots=True)
class _Row:
    """A row's model steps (``("remittance", "unstructured")``), with which of them
    repeat, and how its value becomes text."""

    steps: tuple[str, ...]
    repeats: tuple[bool, ...]
    many: bool
    type: ValueType
    codes: frozenset[str] | None
    #: The codes a sibling row of the same model field takes (this one holds the others).
    others: frozenset[str] | None
    unless: str | None


def _row(row: Field, others: frozenset[str] | None) -> _Row:
    assert row.model is not None
    parts = row.model.split(".")
    return _Row(
        tuple(p.removesuffix("[]") for p in parts),
        tuple(p.endswith("[]") for p in parts),
        row.many,
        row.type,
        row.codes,
        others,
        row.unless,
    )


@dataclass(frozen=True, slots=True)
class Reader:
    """The rows of one path of one node kind in one version."""

    path: str
    #: The rows of the element itself that carry a text (none for a group).
    texts: tuple[_Row, ...]
    #: Every row at or below the element that carries a model field.
    below: tuple[_Row, ...]

    @property
    def leaf(self) -> bool:
        """Whether the element has a text of its own (not only children)."""
        return bool(self.texts)

    def present(self, node: Any) -> bool:
        """Whether the element is in ``node`` (with content)."""
        return any(True for row in self.below for _ in _values(node, row))

    def occurrences(self, node: Any) -> Iterator[Occurrence]:
        """Each text at the element, in document order of the model."""
        for row in self.texts:
            for index, value in enumerate(_values(node, row)):
                text = value.text if row.type is ValueType.AMOUNT else value_text(value, row.type)
                yield Occurrence(self.path if index == 0 else f"{self.path}[{index + 1}]", text)


def _values(node: Any, row: _Row) -> Iterator[Any]:
    """The values of ``row`` in ``node``: every one where a step repeats."""
    holders: list[Any] = [node]
    last = len(row.steps) - 1
    for i, (step, repeats) in enumerate(zip(row.steps, row.repeats, strict=True)):
        found: list[Any] = []
        for holder in holders:
            if i == last and row.unless is not None and getattr(holder, row.unless, None):
                continue
            value = getattr(holder, step, None)
            if value is None or value == () or value == "":
                continue
            if repeats or (i == last and row.many):
                found.extend(v for v in value if v is not None and v != "")
            else:
                found.append(value)
        holders = found
    for value in holders:
        if row.codes is not None and str(value) not in row.codes:
            continue
        if row.others is not None and str(value) in row.others:
            continue
        yield value


@functools.cache
def reader(kind: NodeKind, version: PainVersion, path: str) -> Reader:
    """The :class:`Reader` of ``path`` (relative to the node's element, in ``version``'s
    names) in a ``kind`` node."""
    rows = [r for r in node_table(version, kind).rows if r.model is not None]
    coded: dict[str, frozenset[str]] = {}
    for r in rows:
        if r.codes is not None and r.model is not None:
            coded[r.model] = coded.get(r.model, frozenset()) | r.codes

    def made(r: Field) -> _Row:
        assert r.model is not None
        return _row(r, coded.get(r.model) if r.codes is None else None)

    texts = tuple(
        made(r) for r in rows if r.xml == path and r.type not in (ValueType.GROUP, ValueType.XML)
    )
    below = tuple(made(r) for r in rows if r.xml == path or r.xml.startswith(path + "/"))
    return Reader(path, texts, below)
