"""The JSON side of the field table: the payment intent members of each node kind.

:func:`members` arranges the rows that have a JSON Pointer into a tree of
:class:`Member` s, in the order of the rows. Both directions of the mapping read it:

- model → JSON: :func:`serializer` compiles it into a function that writes a node's
  JSON object (indented like the rest of the ``data``);
- JSON → model: :func:`shape` is the spec the JSON shape check walks, and
  :func:`xml_values` turns a checked JSON object into the ``lines``/``values``/``counts``
  the XML walk records, so the reader's compiled builder
  (:func:`pain_bridge.reader.build.builder`) makes the model from either format.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from json.encoder import encode_basestring
from typing import Any

from pain_bridge.fields import Field, NodeTable, ValueType, node_table
from pain_bridge.fields.row import JsonForm
from pain_bridge.mapping.addresses import SEPARATOR, split_address
from pain_bridge.model import Amount, NodeKind
from pain_bridge.versions import PainVersion

_q = encode_basestring
V03 = PainVersion.V03


@dataclass
class Member:
    """One member of a node's JSON object: a value (``rows``) or an object
    (``children``), the model object it stands for (``group``) and its XML path."""

    key: str
    pointer: str
    rows: list[Field] = field(default_factory=list)
    children: dict[str, Member] = field(default_factory=dict)
    group: Field | None = None

    @property
    def is_object(self) -> bool:
        return bool(self.children)

    @property
    def values(self) -> list[Field]:
        """The rows the value comes from, alternatives first, ``beside`` rows last."""
        own = [r for r in self.rows if r.type is not ValueType.GROUP]
        return [r for r in own if r.beside is None] + [r for r in own if r.beside is not None]

    @property
    def xml(self) -> str:
        """The element the member stands for (the first row's; for a wrapper without
        rows, the common path of what is inside it)."""
        if self.values:
            return self.values[0].xml
        if self.rows:
            return self.rows[0].xml
        paths = [child.xml.split("/") for child in self.children.values()]
        common: list[str] = []
        for steps in zip(*paths, strict=False):
            if len(set(steps)) != 1:
                break
            common.append(steps[0])
        return "/".join(common)

    @property
    def required(self) -> bool:
        if any(r.json_required for r in self.rows):
            return True
        return not self.rows and any(c.required for c in self.children.values())

    def walk(self) -> Iterable[Member]:
        yield self
        for child in self.children.values():
            yield from child.walk()


@functools.cache
def members(kind: NodeKind, version: PainVersion = V03) -> Member:
    """The JSON tree of ``kind`` (the root is the node's own object)."""
    table: NodeTable = node_table(version, kind)
    root = Member("", "")
    for row in table.rows:
        if row.json is None or row.read_only:
            continue
        node = root
        for key in row.json.strip("/").split("/"):
            pointer = f"{node.pointer}/{key}"
            node = node.children.setdefault(key, Member(key, pointer))
        node.rows.append(row)
        if row.type is ValueType.GROUP and row.model is not None and node.group is None:
            node.group = row
    return root


def _chain(model: str, context: str) -> tuple[str, ...]:
    rest = model[len(context) + 1 :] if context else model
    return tuple(rest.replace("[]", "").split(".")) if rest else ()


def _get(obj: Any, chain: tuple[str, ...]) -> Any:
    for name in chain:
        if obj is None:
            return None
        obj = getattr(obj, name)
    return obj


# --------------------------------------------------------------------------- model → JSON

#: ``(model object, inferred currency)`` → the serialized value, or None to leave it out.
Serialize = Callable[[Any, str | None], str | None]


def _leaf(member: Member, context: str) -> Serialize:
    alternatives = [
        (row, _chain(row.model, context)) for row in member.values if row.model is not None
    ]
    primary = [(row, chain) for row, chain in alternatives if row.beside is None]
    beside = [chain for row, chain in alternatives if row.beside is not None]

    def value(obj: Any, currency: str | None) -> str | None:
        for row, chain in primary:
            found = _get(obj, chain)
            text = _json_value(row, found, currency)
            if text is not None:
                return text
        if beside:
            parts = [_get(obj, chain) for chain in beside]
            joined = " ".join(p for p in parts if p)
            return _q(joined) if joined else None
        return None

    return value


def _json_value(row: Field, found: Any, currency: str | None) -> str | None:
    form = row.json_form
    if form is JsonForm.INFERRED:
        found = found or currency
    if found is None:
        return None
    if isinstance(found, Amount):
        return _q(found.text)
    if form is JsonForm.JOINED:
        return _q(SEPARATOR.join(found)) if found else None
    if form is JsonForm.FIRST:
        return _q(found[0]) if found else None
    if form is JsonForm.LIST:
        return "[" + ", ".join(_q(item) for item in found) + "]" if found else None
    if row.default is not None and found == row.default:
        return None  # pain.001's "none given" (EndToEndId NOTPROVIDED)
    if row.type is ValueType.COUNT:
        return str(int(found)) if found.isdigit() else _q(found)
    return _q(found)


def _object(member: Member, context: str, depth: int) -> Serialize:
    group = member.group
    inner_context = context
    get: Callable[[Any], Any] | None = None
    first = False
    if group is not None and group.model is not None:
        chain = _chain(group.model, context)
        inner_context = group.model
        first = group.many

        def get(obj: Any) -> Any:
            return _get(obj, chain)

    children = [
        (f'{"  " * (depth + 1)}"{child.key}": ', serializer_of(child, inner_context, depth + 1))
        for child in member.children.values()
    ]
    closing = "\n" + "  " * depth + "}"

    def serialize(obj: Any, currency: str | None) -> str | None:
        if get is not None:
            obj = get(obj)
            if first and obj is not None:
                obj = obj[0] if obj else None
            if obj is None:
                return None
        parts = []
        for prefix, child in children:
            text = child(obj, currency)
            if text is not None:
                parts.append(prefix + text)
        if not parts:
            return None
        return "{\n" + ",\n".join(parts) + closing

    return serialize


def serializer_of(member: Member, context: str, depth: int) -> Serialize:
    if member.is_object:
        return _object(member, context, depth)
    return _leaf(member, context)


@functools.cache
def member_serializer(
    kind: NodeKind, depth: int, keys: tuple[str, ...] | None = None
) -> Callable[[Any, str | None], list[str]]:
    """The members of a node of ``kind``'s JSON object, each ``"key": value`` indented
    for an object at ``depth`` (two spaces a level); only those named ``keys`` (all when
    None), and only those with a value."""
    root = members(kind)
    children = [
        (f'{"  " * (depth + 1)}"{key}": ', serializer_of(child, "", depth + 1))
        for key, child in root.children.items()
        if keys is None or key in keys
    ]

    def parts(obj: Any, currency: str | None) -> list[str]:
        out = []
        for prefix, child in children:
            text = child(obj, currency)
            if text is not None:
                out.append(prefix + text)
        return out

    return parts


@functools.cache
def serializer(kind: NodeKind, depth: int) -> Callable[[Any, str | None], str]:
    """The JSON object of a node of ``kind`` written at ``depth``; ``"{}"`` when empty."""
    parts = member_serializer(kind, depth)
    closing = "\n" + "  " * depth + "}"

    def whole(obj: Any, currency: str | None) -> str:
        found = parts(obj, currency)
        return "{\n" + ",\n".join(found) + closing if found else "{}"

    return whole


# --------------------------------------------------------------------------- JSON → model


@dataclass(frozen=True, slots=True)
class Shape:
    """What the JSON shape check expects of a member."""

    kind: str  # "string", "decimal", "count", "object", "strings"
    xml: str | None
    required: bool = False
    fields: dict[str, Shape] | None = None
    max_items: int | None = None


def _shape_of(member: Member) -> Shape:
    if member.is_object:
        return Shape(
            "object",
            member.xml,
            member.required,
            {key: _shape_of(child) for key, child in member.children.items()},
        )
    row = member.values[0]
    kind = "string"
    if row.type is ValueType.AMOUNT:
        kind = "decimal"
    elif row.type is ValueType.COUNT:
        kind = "count"
    elif row.json_form is JsonForm.LIST:
        kind = "strings"
    return Shape(kind, member.xml, member.required, None, row.max_items)


@functools.cache
def shape(kind: NodeKind) -> Shape:
    """The shape the JSON object of a node of ``kind`` must have."""
    return _shape_of(members(kind))


Lines = dict[str, Any]
Values = dict[str, str | None]


def xml_values(kind: NodeKind, data: dict[str, Any]) -> tuple[Lines, Values, dict[str, int]]:
    """A checked JSON object of ``kind`` as the XML walk would have recorded its
    elements: which are present (``lines``), their texts and attributes (``values``) and
    how often a repeated one occurs (``counts``)."""
    lines: Lines = {}
    values: Values = {}
    counts: dict[str, int] = {}
    _fill(members(kind), data, lines, values, counts)
    return lines, values, counts


def _present(lines: Lines, path: str) -> None:
    steps = path.split("/")
    for end in range(1, len(steps) + 1):
        step = "/".join(steps[:end])
        if step.startswith("@") or "/@" in step:
            break
        lines[step] = None


def _fill(
    member: Member, data: dict[str, Any], lines: Lines, values: Values, counts: dict[str, int]
) -> None:
    for key, child in member.children.items():
        if key not in data:
            continue
        value = data[key]
        if child.is_object:
            if child.group is not None:
                _present(lines, child.group.xml)
            if isinstance(value, dict):
                _fill(child, value, lines, values, counts)
            continue
        row = child.values[0]
        if row.json_form is JsonForm.JOINED:
            texts: tuple[str, ...] = split_address(value)
        elif row.json_form is JsonForm.FIRST:
            texts = (value,)
        elif row.json_form is JsonForm.LIST:
            texts = tuple(value)
        else:
            values[row.xml] = str(value)
            _present(lines, row.xml)
            continue
        for index, text in enumerate(texts):
            path = row.xml if index == 0 else f"{row.xml}[{index + 1}]"
            values[path] = text
            _present(lines, path)
        if len(texts) > 1:
            counts[row.xml] = len(texts)
