"""Transactions by shape: the walk of a transaction learnt once for all of its shape.

The transactions of a file mostly share a handful of shapes: the same elements, nested
the same way, in the same order. What :func:`~pain_bridge.reader.walk.walk` records of a
transaction — every element's relative path, which ones hold text or a modelled
attribute, how often a path repeats, what is dropped — depends on its shape alone; only
the lines, texts and attribute values differ. So :class:`Shapes` walks the first
transaction of each shape (its tags and child counts, in document order), keeps where
each path sits among the subtree's elements, and for every transaction reads just the
lines, texts and attributes at those positions, with lxml's iteration doing the rest.

Its records (see :mod:`~pain_bridge.reader.units`) are ``(SHAPE, id, keys, leaves,
attributes, counts, drops)`` once per shape, then ``(TX, line, id, lines, texts,
values)`` per transaction; :class:`Shape` turns one back into what ``walk`` records.
``lines`` is None when the pass leaves the elements' lines to be found in the file on
demand (:mod:`~pain_bridge.reader.txlines`): a finding asks for few of them.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterator, Mapping, Sequence
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any, Final, cast

from lxml import etree

from pain_bridge.model import strip_predicates
from pain_bridge.reader.build import ShapeBuilder
from pain_bridge.reader.walk import Lines, Node, Values, inner_xml, joined_text, walk

if TYPE_CHECKING:
    from pain_bridge.reader.txlines import TransactionLines

#: The key of the subtree's root among a shape's keys (it is not one of the paths).
ROOT: Final = ""

_TAG = attrgetter("tag")
_TEXT = attrgetter("text")
_LINE = attrgetter("sourceline")
#: How a transaction's element lines travel (:meth:`Shapes.records`): 64-bit integers.
_LINE_TYPE: Final = "q"
Picker = Callable[[list[etree._Element]], Sequence[etree._Element]]
AttributeGetter = Callable[[list[etree._Element]], list[str | None]]
_Known = tuple[int, Picker, AttributeGetter, list[int], list[int]]
_Entry = tuple[tuple[Any, ...], Picker, tuple[int, ...], tuple[int, ...], _Known]


def _picker(positions: list[int]) -> Picker:
    """The elements at ``positions`` of a list, as a sequence (``itemgetter`` alone gives a
    bare element for a single position)."""
    if len(positions) >= 2:
        return cast(Picker, itemgetter(*positions))
    if positions:
        only = positions[0]
        return lambda elements: (elements[only],)
    return lambda elements: ()


def _attribute_getter(attributes: list[tuple[int, str]]) -> AttributeGetter:
    """The values of the attributes ``(position, name)`` of a list of elements (one, the
    common case, without a loop)."""
    if len(attributes) == 1:
        ((only, name),) = attributes
        return lambda elements: [elements[only].get(name)]
    return lambda elements: [elements[i].get(name) for i, name in attributes]


#: Shapes learnt a process keeps for later documents (up to this many, then they are
#: learnt anew), by trie, child counts and tags: what :meth:`Shapes._learn` makes of a
#: shape depends on nothing else, and a server validating one small file after another
#: meets the same few shapes again and again (walking each file's first transaction to
#: learn its shape was some 2% of a 1.9 KB file's validation, counted with callgrind).
SHAPES_KEPT: Final = 256
_LEARNT: dict[tuple[Node, tuple[int, ...], tuple[Any, ...]], tuple[_Known, tuple[Any, ...]]] = {}


class Shapes:
    """The shapes of one document's transactions, learnt as they come (walking side)."""

    def __init__(self, trie: Node, shape_kind: int, tx_kind: int, lines: bool = True) -> None:
        self.trie = trie
        self.lines = lines  # send the elements' lines (else the file gives them on demand)
        self.shape_kind = shape_kind
        self.tx_kind = tx_kind
        # element count → [(tags, the inner elements' picker, their child counts, every
        # child count, (id, the leaves picked from the elements, (position, attribute)
        # pairs, positions of elements kept as XML text))]
        self.known: dict[int, list[_Entry]] = {}
        self.count = 0  # shapes learnt
        self.raw = trie.tree.table.raw

    def records(self, element: etree._Element) -> list[tuple[Any, ...]]:
        """The records of one transaction: its shape's first, if new, then its own."""
        elements = list(element.iter())
        # Looked up by the number of elements, then told apart by the tags, compared
        # without hashing them (lxml makes each tag a new string, and hashing some 20
        # namespaced tags per transaction costs more than comparing them), and by the
        # child counts of the shape's inner elements alone: the child counts of a
        # subtree's n elements (in document order) sum to n - 1, so where the inner
        # ones match, every element the shape has as a leaf has no child either, and
        # tags and child counts in document order are the whole nesting. Asking a
        # leaf for its children was a tenth of the walking side's own work on the
        # realistic file (:meth:`records_plain`, its twin, asks every element).
        tags = tuple(map(_TAG, elements))
        for same, inner, inner_sizes, _, known in self.known.get(len(elements), ()):
            if same == tags and tuple(map(len, inner(elements))) == inner_sizes:
                return [self._record(element, elements, known)]
        return self._new(element, elements, tags)

    def records_plain(self, element: etree._Element) -> list[tuple[Any, ...]]:
        """:meth:`records`, comparing every element's child count (the plain twin)."""
        elements = list(element.iter())
        tags = tuple(map(_TAG, elements))
        sizes = tuple(map(len, elements))
        for same, _, _, every, known in self.known.get(len(elements), ()):
            if same == tags and every == sizes:
                return [self._record(element, elements, known)]
        return self._new(element, elements, tags)

    def _new(
        self, element: etree._Element, elements: list[etree._Element], tags: tuple[Any, ...]
    ) -> list[tuple[Any, ...]]:
        """The records of the first transaction of a shape: the shape's, then its own."""
        sizes = tuple(map(len, elements))
        known, shape_record = self._learnt(element, elements, sizes, tags)
        inside = [i for i, size in enumerate(sizes) if size]
        entry = (tags, _picker(inside), tuple(sizes[i] for i in inside), sizes, known)
        self.known.setdefault(len(elements), []).append(entry)
        return [shape_record, self._record(element, elements, known)]

    def _record(
        self, element: etree._Element, elements: list[etree._Element], known: _Known
    ) -> tuple[Any, ...]:
        """The record of one transaction of a known shape."""
        shape_id, pick_leaves, get_attributes, raws, joined = known
        texts = list(map(_TEXT, pick_leaves(elements)))
        if raws:  # after the leaves, as the shape's leaf keys have them
            texts.extend([inner_xml(elements[i]) for i in raws])
        if joined:  # then the values with a comment inside
            texts.extend([joined_text(elements[i]) for i in joined])
        return (
            self.tx_kind,
            element.sourceline,
            shape_id,
            # the elements' lines, packed: a finding asks for them (rarely), and a
            # list of ints would cost the reading side an object per element
            array(_LINE_TYPE, map(_LINE, elements)).tobytes() if self.lines else None,
            texts,
            get_attributes(elements),
        )

    def _learnt(
        self,
        element: etree._Element,
        elements: list[etree._Element],
        sizes: tuple[int, ...],
        tags: tuple[Any, ...],
    ) -> tuple[_Known, tuple[Any, ...]]:
        """:meth:`_learn`, or what it made of the same shape in an earlier document of
        this process (:data:`_LEARNT`), numbered as this document's next shape."""
        key = (self.trie, sizes, tags)
        learnt = _LEARNT.get(key)
        if learnt is None:
            if len(_LEARNT) >= SHAPES_KEPT:  # learnt anew as they come (one step, for threads)
                _LEARNT.clear()
            known, record = self._learn(element, elements)
            _LEARNT[key] = (known, record)
        else:
            known, record = learnt
        shape_id = self.count
        self.count += 1
        _, pick_leaves, get_attributes, raws, joined = known
        _, _, keys, leaf_keys, attribute_keys, counts, drops = record
        # the lists are the reading side's: each document gets its own
        return (shape_id, pick_leaves, get_attributes, raws, joined), (
            self.shape_kind,
            shape_id,
            list(keys),
            list(leaf_keys),
            list(attribute_keys),
            dict(counts),
            list(drops),
        )

    def _learn(
        self, element: etree._Element, elements: list[etree._Element]
    ) -> tuple[_Known, tuple[Any, ...]]:
        lines: Lines = {}
        values: Values = {}
        counts: dict[str, int] = {}
        drops: list[tuple[Node, str]] = []
        order: list[tuple[str | None, str | None]] = []
        walk(element, self.trie, lines, values, counts, drops, order=order)
        steps = iter(order)  # one per element, in document order
        keys: list[str | None] = [ROOT]
        leaves: list[int] = []
        leaf_keys: list[str] = []
        attributes: list[tuple[int, str]] = []
        attribute_keys: list[str] = []
        raws: list[int] = []
        raw_keys: list[str] = []
        joined: list[int] = []
        joined_keys: list[str] = []
        for position, child in enumerate(elements[1:], 1):
            if child.tag.__class__ is not str:  # a comment or processing instruction
                keys.append(None)
                continue
            rel, attribute = next(steps)
            keys.append(rel)
            if rel is None:  # inside an element kept as XML text
                continue
            if self.raw and strip_predicates(rel) in self.raw:
                raws.append(position)
                raw_keys.append(rel)
                continue
            if attribute is not None:
                attributes.append((position, attribute))
                attribute_keys.append(f"{rel}/@{attribute}")
            if not len(child):
                leaves.append(position)
                leaf_keys.append(rel)
            elif rel in values:
                joined.append(position)  # a value with a comment inside (walk's values)
                joined_keys.append(rel)
        shape_id = -1  # numbered by _learnt
        known = (shape_id, _picker(leaves), _attribute_getter(attributes), raws, joined)
        drop_pairs = [(node.rel, rel) for node, rel in drops]
        leaf_keys.extend(raw_keys)
        leaf_keys.extend(joined_keys)
        record = (self.shape_kind, shape_id, keys, leaf_keys, attribute_keys, counts, drop_pairs)
        return known, record


class Shape:
    """One shape, from its record (reading side): lines and values of a transaction."""

    __slots__ = (
        "attribute_keys",
        "build",
        "counts",
        "drops",
        "gaps",
        "key_set",
        "keys",
        "leaf_keys",
        "names",
        "seen",
    )

    def __init__(self, record: tuple[Any, ...]) -> None:
        _, _, keys, leaf_keys, attribute_keys, counts, drops = record
        self.keys: list[str | None] = keys
        self.key_set: frozenset[str | None] = frozenset(keys) - {ROOT, None}
        self.gaps = None in keys  # comments or processing instructions among the elements
        self.leaf_keys: list[str] = leaf_keys
        self.attribute_keys: list[str] = attribute_keys
        self.counts: dict[str, int] = counts
        self.drops: list[tuple[str, str]] = drops
        self.seen = 0  # transactions of this shape so far
        #: Each key's element name, in document order: None for the transaction itself,
        #: a comment, a processing instruction, or a node inside an element kept as text.
        self.names: list[str | None] = [
            key.rpartition("/")[2].partition("[")[0] if key else None for key in keys
        ]
        #: A builder of its own (:func:`~pain_bridge.reader.build.shape_builder`), once the
        #: shape is common enough to pay for compiling one, or at once for the first
        #: shapes of a document (``EAGER_SHAPE_BUILDERS`` in the stream reader).
        self.build: ShapeBuilder | None = None

    def lazy_lines(
        self,
        packed: bytes | None,
        line: int = 0,
        ordinal: int = 0,
        on_demand: TransactionLines | None = None,
    ) -> ShapeLines:
        """The lines of a transaction of this shape (``packed`` as :meth:`Shapes.records`
        sends them) as a mapping made on first lookup (most transactions draw no
        finding, and only a finding asks for a line). Without ``packed``, ``on_demand``
        finds them in the file from the transaction's ``line``: the ``ordinal``-th
        transaction the pass reported on that line."""
        return ShapeLines(self, packed, line, ordinal, on_demand)

    def lines(self, packed: bytes) -> Lines:
        """The lines of a transaction of this shape by element key."""
        lines = array(_LINE_TYPE)
        lines.frombytes(packed)
        return self.keyed(lines)

    def keyed(self, lines: Sequence[int]) -> Lines:
        """``lines`` (one per key, in document order) by element key."""
        found: dict[str | None, int] = dict(zip(self.keys, lines, strict=True))
        del found[ROOT]
        if self.gaps:
            del found[None]
        return cast(Lines, found)

    def values(self, texts: list[str | None], attributes: list[str | None]) -> Values:
        found: Values = dict(zip(self.leaf_keys, texts, strict=True))
        if attributes:
            found.update(zip(self.attribute_keys, attributes, strict=True))
        return found


class ShapeLines(Mapping[str, int]):
    """A transaction's element lines (relative path → line) as :meth:`Shape.lines` makes
    them, made only when a line is looked up; which paths are there is the shape's, so
    ``in`` needs no lines at all."""

    __slots__ = ("_found", "_line", "_lines", "_on_demand", "_ordinal", "_shape")

    def __init__(
        self,
        shape: Shape,
        packed: bytes | None,
        line: int,
        ordinal: int,
        on_demand: TransactionLines | None,
    ) -> None:
        self._shape = shape
        self._lines = packed
        self._line = line
        self._ordinal = ordinal
        self._on_demand = on_demand
        self._found: Lines | None = None

    def _resolved(self) -> Lines:
        found = self._found
        if found is None:
            shape, packed = self._shape, self._lines
            if packed is not None:
                found = shape.lines(packed)
            else:
                assert self._on_demand is not None, "lines neither sent nor to be found"
                found = shape.keyed(self._on_demand.lines(shape.names, self._line, self._ordinal))
            self._found = found
        return found

    def __contains__(self, key: object) -> bool:
        return key in self._shape.key_set

    def __getitem__(self, key: str) -> int:
        value: int = self._resolved()[key]
        return value

    def get(self, key: str, default: Any = None) -> Any:
        return self._resolved().get(key, default)

    def __iter__(self) -> Iterator[str]:
        return iter(self._resolved())

    def __len__(self) -> int:
        return len(self._resolved())
