"""The free-text fields of a node, from the rows of the field table the text rule sees.

Read by :func:`pain_bridge.rules.text.text_findings`, which serves both the charset and
the length rule in one pass. Each field is ``(rel_xpath, rel_pointer, value, max_length,
label)``; ``rel_pointer`` None means "from the node's layout". The rows are those with
:attr:`~pain_bridge.fields.Check.TEXT` in the node's version (pain.001.001.09 adds the
new address fields), compiled once into an extractor.

The plain code it stands for (``tests/test_generated_twins.py`` holds the two equal)::

    out = []
    for row in text_rows:                 # the model path read step by step
        value = node.<row.model>          # None as soon as a step is None
        if row.many:                      # one field per occurrence (AdrLine[2], ...)
            out += [(indexed(row.xml, i), None, text, row.max_length, row.label)
                    for i, text in enumerate(value or ())]
        elif value is not None:
            out.append((row.xml, None, value, row.max_length, row.label))
    # and the rows below a repeated object (Strd) once per occurrence, under Strd[k]

with the JSON's address lines one text (joined, at most 7 × 70). The quick check of the
common case (:func:`_checker`, for :func:`short_texts`): the texts alone, or False at the
first one longer than its limit, each object of the path read once and tested once for
all the rows below it (the same test holds it to the plain code).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Final, Literal

from pain_bridge.codegen import Source
from pain_bridge.fields import Check, Field, NodeTable, node_table
from pain_bridge.fields.row import JsonForm
from pain_bridge.mapping.addresses import MAX_LINE_LENGTH, MAX_LINES, SEPARATOR
from pain_bridge.model import GroupHeader, NodeKind, PaymentInfo, Transaction
from pain_bridge.versions import PainVersion

TextField = tuple[str, str | None, str, int, str]

#: The JSON ``address`` is one string, written to XML as at most 7 lines of 70.
JSON_ADDRESS_MAX = MAX_LINES * MAX_LINE_LENGTH


def _indexed(rel: str, index: int) -> str:
    return rel if index == 0 else f"{rel}[{index + 1}]"


class _Source(Source):
    """Python source of a node's text extractor (see :mod:`pain_bridge.codegen`): each
    model path is read once into a local (``creditor``, then ``creditor.address``), each
    row is a guarded append, and the rows below a repeated object (``Strd``) a loop."""

    def __init__(self, json: bool) -> None:
        super().__init__({"_SEP": SEPARATOR, "_indexed": _indexed})
        self.json = json
        self.locals: dict[tuple[str, ...], str] = {}

    def path(self, root: str, chain: tuple[str, ...], level: int) -> str:
        """A local holding ``root.chain…`` (None when a step is None), read once."""
        if not chain:
            return root
        key = (root, *chain)
        if key not in self.locals:
            parent = self.path(root, chain[:-1], level)
            variable = self.name("p")
            self.add(level, f"{variable} = {parent}.{chain[-1]} if {parent} is not None else None")
            self.locals[key] = variable
        return self.locals[key]

    def add(self, level: int, line: str) -> None:
        self.lines.append("    " * level + line)

    def row(self, row: Field, root: str, chain: tuple[str, ...], xml: str, level: int) -> None:
        holder = self.path(root, chain[:-1], level)
        value = self.name("v")
        assert row.max_length is not None
        limit, label = row.max_length, self.constant(row.label)
        self.add(level, f"{value} = {holder}.{chain[-1]} if {holder} is not None else None")
        joined = self.json and row.many and row.json_form is JsonForm.JOINED
        if not row.many:
            self.add(
                level,
                f"if {value} is not None: out.append(({xml}, None, {value}, {limit}, {label}))",
            )
            return
        if joined:
            name = self.constant(row.label.removesuffix(" line"))
            text = f"_SEP.join({value})"
            self.add(
                level,
                f"if {value}: out.append(({xml}, None, {text}, {JSON_ADDRESS_MAX}, {name}))",
            )
            return
        pointer = "None"
        if row.json_form is JsonForm.LIST:
            pointer = f'f"{{{self.constant(row.json)}}}/{{i}}"'
        self.add(level, f"for i, x in enumerate({value} or ()):")
        self.add(level + 1, f"out.append((_indexed({xml}, i), {pointer}, x, {limit}, {label}))")


#: A row's steps below the object that holds them (known not to be None there), and what
#: writes the row's check once the holder is in a local: :func:`_nested`.
_Item = tuple[tuple[str, ...], Callable[[Source, str, int], None]]


def _nested(source: Source, items: list[_Item], holder: str, level: int) -> None:
    """The checks of ``items`` below ``holder`` (a local known not to be None), in their
    order: the items of a run whose next step is one object read it once into a local
    and run under one test of it (``if p is not None:``), where the general extractor
    tests each step of each row again (a third of a transaction's quick check)."""
    index = 0
    while index < len(items):
        steps, write = items[index]
        if len(steps) == 1:
            write(source, f"{holder}.{steps[0]}", level)
            index += 1
            continue
        end = index + 1
        while end < len(items) and len(items[end][0]) > 1 and items[end][0][0] == steps[0]:
            end += 1
        local = source.name("p")
        source.add(level, f"{local} = {holder}.{steps[0]}")
        source.add(level, f"if {local} is not None:")
        _nested(source, [(s[1:], w) for s, w in items[index:end]], local, level + 1)
        index = end


def _check_row(row: Field, json: bool) -> Callable[[Source, str, int], None]:
    """What writes the quick check of ``row``'s value (read from an expression)."""
    assert row.max_length is not None
    limit = row.max_length

    def write(source: Source, value_of: str, level: int) -> None:
        if row.many and not (json and row.json_form is JsonForm.JOINED):
            source.add(level, f"for x in {value_of} or ():")
            source.add(level + 1, f"if len(x) > {limit}: return False")
            source.add(level + 1, "out.append(x)")
            return
        value = source.name("v")
        source.add(level, f"{value} = {value_of}")
        source.add(level, f"if {value}:")
        if row.many:  # the JSON's address lines: one text
            source.add(level + 1, f"{value} = _SEP.join({value})")
            source.add(level + 1, f"if len({value}) > {JSON_ADDRESS_MAX}: return False")
        else:
            source.add(level + 1, f"if len({value}) > {limit}: return False")
        source.add(level + 1, f"out.append({value})")

    return write


def _loop(inside: list[_Item]) -> Callable[[Source, str, int], None]:
    """What writes the quick checks of the rows below each of a repeated object."""

    def write(source: Source, blocks: str, level: int) -> None:
        source.add(level, f"for block in {blocks} or ():")
        source.add(level + 1, "if block is not None:")
        _nested(source, inside, "block", level + 2)

    return write


def _checker(version: PainVersion, kind: NodeKind, json: bool) -> Any:
    """The quick check of a node's texts (held to the plain code of this module's
    docstring by ``tests/test_generated_twins.py``): the values of the text rows, in
    their order, or False at the first longer than its limit."""
    table = node_table(version, kind)
    rows = [
        r for r in table.rows if Check.TEXT in r.checks and r.model is not None and r.max_length
    ]
    items: list[_Item] = []
    loops: dict[str, list[_Item]] = {}
    for row in rows:
        assert row.model is not None
        outer, _, inner = row.model.partition("[]")
        if inner:
            steps = tuple(inner.strip(".").split("."))
            loops.setdefault(outer, []).append((steps, _check_row(row, json)))
            continue
        items.append((tuple(row.model.split(".")), _check_row(row, json)))
    items += [(tuple(outer.split(".")), _loop(inside)) for outer, inside in loops.items()]
    source = Source({"_SEP": SEPARATOR})
    source.add(0, "def texts(node):")
    source.add(1, "out = []")
    _nested(source, items, "node", 1)
    source.add(1, "return out")
    return source.function("texts", f"nested checker of {kind}")


@functools.cache
def _extractor(version: PainVersion, kind: NodeKind, json: bool) -> Any:
    """The node's text fields."""
    table = node_table(version, kind)
    rows = [
        r for r in table.rows if Check.TEXT in r.checks and r.model is not None and r.max_length
    ]
    source = _Source(json)
    source.add(0, "def texts(node):")
    source.add(1, "out = []")
    loops: dict[str, list[Field]] = {}
    for row in rows:
        assert row.model is not None
        outer, _, inner = row.model.partition("[]")
        if inner:
            loops.setdefault(outer, []).append(row)
            continue
        source.row(row, "node", tuple(row.model.split(".")), source.constant(row.xml), 1)
    for outer, inside in loops.items():
        group = next(r for r in table.rows if r.model == outer + "[]")
        blocks = source.path("node", tuple(outer.split(".")), 1)
        source.add(1, f"for k, block in enumerate({blocks} or ()):")
        prefix = source.constant(group.xml)
        source.add(2, f"base = _indexed({prefix}, k)")
        source.locals = {key: value for key, value in source.locals.items() if key[0] != "block"}
        for row in inside:
            assert row.model is not None
            steps = tuple(row.model.partition("[]")[2].strip(".").split("."))
            tail = source.constant(row.xml[len(group.xml) :])
            source.row(row, "block", steps, f"base + {tail}", 2)
    source.add(1, "return out")
    return source.function("texts", f"texts of {kind}")


def _version(node: Any) -> PainVersion:
    origin = node.origin
    layout = origin.layout if origin is not None else None
    return layout.version if isinstance(layout, NodeTable) else PainVersion.V03


def node_texts(
    node: GroupHeader | PaymentInfo | Transaction, kind: NodeKind, json: bool
) -> list[TextField]:
    """Every free-text value of ``node`` with its path, limit and label."""
    texts: list[TextField] = _extractor(_version(node), kind, json)(node)
    return texts


#: The key of :func:`short_texts`' memo in a node's own ``__dict__`` (not a field: the
#: model's units are dataclasses without slots, whose equality and ``replace`` read their
#: fields only, so a changed node starts without it).
_MEMO: Final = "_short_texts"


#: The quick check of a node's texts by the node's layout (its version's table, which
#: hashes by identity; None for a node without one), kind and JSON form: one look-up,
#: where :func:`_extractor`'s cache of ``(version, ...)`` also asked the node's version
#: and hashed it (an Enum's hash is Python code): a third of a transaction's
#: :func:`short_texts`.
_CHECKERS: dict[tuple[object, NodeKind, bool], Any] = {}
_MAX_CHECKERS: Final = 64


def short_texts(
    node: GroupHeader | PaymentInfo | Transaction, kind: NodeKind, json: bool
) -> list[str] | None:
    """``node``'s free-text values, or None when one of them is longer than its limit
    (the list is shared: read it, don't change it).

    Kept on the node itself: the text rule and a scheme's charset screen ask for the
    same texts of the same transaction, and whichever asks first extracts them (once, not
    twice: 4% of a scheme file's validate). A memo on the node, not in the module, so no
    rule depends on another's having run."""
    memo = node.__dict__.get(_MEMO)
    if memo is not None and memo[0] == kind and memo[1] == json:
        held: list[str] | None = memo[2]
        return held
    origin = node.origin
    key = (origin.layout if origin is not None else None, kind, json)
    check = _CHECKERS.get(key)
    if check is None:
        if len(_CHECKERS) >= _MAX_CHECKERS:  # (a layout of each version and kind: few)
            _CHECKERS.clear()
        check = _CHECKERS[key] = _checker(_version(node), kind, json)
    texts: list[str] | Literal[False] = check(node)
    short = None if texts is False else texts
    node.__dict__[_MEMO] = (kind, json, short)
    return short
