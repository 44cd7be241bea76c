"""The values at a path of a model node, read through the version's field table.

The model is the union of every version (:mod:`pain_bridge.model`), and each row of a
version's field table (:mod:`pain_bridge.fields`) says which model field an element
is. So the text at ``RmtInf/Ustrd`` of a transaction read from ``.09`` is
``tx.remittance.unstructured`` (each line), and ``BtchBookg`` is ``"true"`` where the
payment info's ``batch_booking`` is True: the element's text as the writer writes it
(:func:`pain_bridge.fields.texts.value_text`). An element is present when a model field
at it or below it has a value; a choice's coded row (``codes``) holds only its codes, and
a row with ``unless`` only where its sibling field is empty, as the writer decides.

>>> from pain_bridge.versions import PainVersion as V
>>> reader("payment_info", V.V09, "BtchBookg").leaf
True
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from pain_bridge.fields import Field, ValueType, node_table
from pain_bridge.fields.texts import value_text
from pain_bridge.model import NodeKind
from pain_bridge.versions import PainVersion


@dataclass(frozen=True, slots=True)
class Occurrence:
    """One value at a path: where (relative to the node's element, ``Ustrd[2]`` for the
    second) and its text as written."""

    path: str
    text: str


@dataclass(frozen=True, slots=True)
class _Row:
    """A row's model steps (``("remittance", "unstructured")``), with which of them
    repeat, and how its value becomes text. :attr:`values` reads them: :func:`_values`,
    or for a row of single steps without choice or condition (most rows) one
    ``operator.attrgetter`` (:func:`_plain_getter`), which
    ``tests/test_guideline.py`` holds to :func:`_values` on the corpus."""

    steps: tuple[str, ...]
    repeats: tuple[bool, ...]
    many: bool
    type: ValueType
    codes: frozenset[str] | None
    #: The codes a sibling row of the same model field takes (this one holds the others).
    others: frozenset[str] | None
    unless: str | None
    values: Callable[[Any], Iterable[Any]]
    text: Callable[[Any], str]


def _row(row: Field, others: frozenset[str] | None) -> _Row:
    """The row of ``row`` (what is read of a :class:`~pain_bridge.fields.Field`: its
    ``model``, ``many``, ``type``, ``codes`` and ``unless``)."""
    assert row.model is not None
    parts = row.model.split(".")
    made = _Row(
        tuple(p.removesuffix("[]") for p in parts),
        tuple(p.endswith("[]") for p in parts),
        row.many,
        row.type,
        row.codes,
        others,
        row.unless,
        _values_of_nothing,
        _text_of(row.type),
    )
    simple = not (any(made.repeats) or made.many or made.codes or made.others or made.unless)
    values = _plain_getter(row.model) if simple else functools.partial(_values, row=made)
    return replace(made, values=values)


def _values_of_nothing(node: Any) -> Iterable[Any]:
    return ()


def _plain_getter(model: str) -> Callable[[Any], Iterable[Any]]:
    """The value at ``model`` (``creditor.address.town``), as a tuple of one or none."""
    get = operator.attrgetter(model)

    def values(node: Any) -> Iterable[Any]:
        try:
            value = get(node)
        except AttributeError:  # a step on the way is None
            return ()
        return () if value is None or value == "" else (value,)

    return values


def _text_of(kind: ValueType) -> Callable[[Any], str]:
    """How a value of ``kind`` becomes the element's text."""
    if kind in (ValueType.TEXT, ValueType.CODE, ValueType.ATTRIBUTE, ValueType.COUNT):
        return str
    if kind is ValueType.AMOUNT:
        return operator.attrgetter("text")
    return functools.partial(value_text, kind=kind)


@dataclass(frozen=True, slots=True)
class Reader:
    """The rows of one path of one node kind in one version."""

    path: str
    #: The rows of the element itself that carry a text (none for a group).
    texts: tuple[_Row, ...]
    #: Every row at or below the element that carries a model field.
    below: tuple[_Row, ...]

    @property
    def repeats(self) -> bool:
        """Whether the element itself repeats (``RmtInf/Ustrd``, ``PstlAdr/AdrLine``): a
        condition reads the list of its texts. One inside a repeated group
        (``PmtTpInf/SvcLvl/Cd``: ``SvcLvl`` repeats from ``.08``) is read as its first
        text, the same in every version."""
        return any(row.many or row.repeats[-1] for row in self.texts)

    @property
    def leaf(self) -> bool:
        """Whether the element has a text of its own (not only children)."""
        return bool(self.texts)

    def present(self, node: Any) -> bool:
        """Whether the element is in ``node`` (with content)."""
        for row in self.below:
            for _ in row.values(node):
                return True
        return False

    def occurrences(self, node: Any) -> Iterator[Occurrence]:
        """Each text at the element, in document order of the model."""
        for row in self.texts:
            text = row.text
            for index, value in enumerate(row.values(node)):
                yield Occurrence(
                    self.path if index == 0 else f"{self.path}[{index + 1}]", text(value)
                )


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


#: Readers made ahead of the field tables (ISO's rules, :mod:`pain_bridge.guideline.iso`):
#: each a function of (kind, version, path) giving the :class:`Reader` :func:`reader`
#: would build, or None where it has none.
AHEAD: list[Callable[[NodeKind, PainVersion, str], Reader | None]] = []


@functools.cache
def reader(kind: NodeKind, version: PainVersion, path: str) -> Reader:
    """The :class:`Reader` of ``path`` (relative to the node's element, in ``version``'s
    names) in a ``kind`` node (made ahead where :data:`AHEAD` has it)."""
    for ahead in AHEAD:
        made = ahead(kind, version, path)
        if made is not None:
            return made
    return reader_plain(kind, version, path)


def reader_plain(kind: NodeKind, version: PainVersion, path: str) -> Reader:
    """:func:`reader`'s, built from the version's field table."""
    coded = _rows(kind, version)[1]

    def made(r: Field) -> _Row:
        assert r.model is not None
        return _row(r, coded.get(r.model) if r.codes is None else None)

    # the rows at the path or below it (``xml == path or xml.startswith(path + "/")``)
    under = _under(kind, version).get(path, [])
    texts = tuple(
        made(r) for r in under if r.xml == path and r.type not in (ValueType.GROUP, ValueType.XML)
    )
    # the outermost model fields are enough to tell the element is there
    models = {_plain(r.model) for r in under}
    outermost = [r for r in under if not _inside(r.model, models)]
    return Reader(path, texts, tuple(made(r) for r in outermost))


@functools.cache
def _rows(
    kind: NodeKind, version: PainVersion
) -> tuple[tuple[Field, ...], dict[str, frozenset[str]]]:
    """The rows of ``kind``'s table in ``version`` a reader reads (each held absent
    where a read-only row fills its field: :func:`_unless_filled`), and the codes each
    coded model field takes: the same for every path, so made once per table (a
    transaction's table has a thousand rows, and a guideline names dozens of paths)."""
    every = [r for r in node_table(version, kind).rows if r.model is not None]
    # a read-only row is a field the reader also fills from another element (a DtTm's
    # day as the date): it says nothing of whether its own element is there, and the
    # field's own element is there only where that other element is not
    filling: dict[str, list[Field]] = {}
    owned: dict[str, list[Field]] = {}
    for r in every:
        if r.read_only:
            filling.setdefault(str(r.model), []).append(r)
        else:
            owned.setdefault(r.xml, []).append(r)
    rows = tuple(_unless_filled(r, filling, owned) for r in every if not r.read_only)
    coded: dict[str, frozenset[str]] = {}
    for r in rows:
        if r.codes is not None and r.model is not None:
            coded[r.model] = coded.get(r.model, frozenset()) | r.codes
    return rows, coded


@functools.cache
def _under(kind: NodeKind, version: PainVersion) -> dict[str, list[Field]]:
    """The rows of :func:`_rows` by each path they are at or below, in the table's order:
    each path's rows looked up, not the table's thousand rows scanned for each path."""
    under: dict[str, list[Field]] = {}
    for r in _rows(kind, version)[0]:
        steps = r.xml.split("/")
        for end in range(1, len(steps) + 1):
            under.setdefault("/".join(steps[:end]), []).append(r)
    return under


def _unless_filled(
    row: Field, filling: dict[str, list[Field]], owned: dict[str, list[Field]]
) -> Field:
    """``row``, held absent where a read-only row fills its model field from another
    element that is there (``ReqdExctnDt/Dt`` where ``ReqdExctnDt/DtTm`` is given): by
    ``unless``, the other element's own field beside it. ``filling``: the read-only
    rows by model field; ``owned``: the other rows with a model field by element, each
    in the table's order."""
    if row.unless is not None or row.model is None:
        return row
    holder = row.model.rpartition(".")[0]
    for other in filling.get(row.model, ()):
        if other.xml == row.xml:
            continue
        for own in owned.get(other.xml, ()):
            parent, _, name = str(own.model).rpartition(".")
            if parent == holder and "[" not in name:
                return replace(row, unless=name)
    return row


def _plain(model: str | None) -> str:
    return (model or "").replace("[]", "")


def _inside(model: str | None, outer: set[str]) -> bool:
    """Whether the model field ``model`` lies inside one of ``outer`` (written without
    ``[]``): ``a.b[].c`` in ``a.b[]``. Each of its enclosing fields is looked up, not each
    field of ``outer`` compared (a group's rows are hundreds)."""
    steps = _plain(model).split(".")
    return any(".".join(steps[:i]) in outer for i in range(1, len(steps)))
