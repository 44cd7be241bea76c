"""The JSON side of the field table: the payment intent members of each node kind.

One module because both directions of the mapping read the one member tree it builds
(the serializer, the shape check, the XML values): they change together.

:func:`members` arranges the rows that have a JSON Pointer into a tree of
:class:`Member` s, in the order of the rows. Both directions of the mapping read it:

- model → JSON: :func:`serializer` compiles it into a function that writes a node's
  JSON object (indented like the rest of the ``data``);
- JSON → model: :func:`shape` is the spec the JSON shape check walks, and
  :func:`xml_values` turns a checked JSON object into the ``lines``/``values``/``counts``
  the XML walk records, so the reader's compiled builder
  (:func:`pain_bridge.reader.build.builder`) makes the model from either format.

The serializer stands for this plain code, member after member of the tree::

    out = []
    if obj.creditor is not None:          # an object member: written when something is
        inner = []
        if obj.creditor.name is not None:
            inner.append('"name": ' + json_string(obj.creditor.name))
        ...
        if inner:
            out.append('"creditor": {' + ",".join(inner) + "}")
    ...
    return out                            # the members, indented for their depth

with the model paths read once into locals and the member names' JSON text as constants.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from json.encoder import encode_basestring
from typing import Any

from pain_bridge.codegen import Source, model_chain
from pain_bridge.fields import Field, NodeTable, ValueType, node_table
from pain_bridge.fields.row import JsonForm
from pain_bridge.mapping.addresses import SEPARATOR, split_address
from pain_bridge.model import NodeKind
from pain_bridge.numeric import count
from pain_bridge.versions import PainVersion

_q = encode_basestring
V03 = PainVersion.V03


def _count(text: str) -> str:
    """A count's JSON text: the number when ``text`` is one (1 to 15 ASCII digits, never
    an ``int()`` of 5,000), else the text as a string."""
    value = count(text)
    return str(value) if value is not None else _q(text)


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

    @functools.cached_property
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


# --------------------------------------------------------------------------- model → JSON


class _Source(Source):
    """Python source of a serializer, generated from a member tree (see
    :mod:`pain_bridge.codegen`): the tree is turned into straight-line code once, not
    walked per node. Each model path is read once into a local (``creditor``, then
    ``creditor.address``); a step from an object known to be there is read without a
    test; a member with one source row is appended in one statement."""

    def __init__(self) -> None:
        super().__init__({"_q": _q, "_n": _count, "_SEP": SEPARATOR})
        #: ``(root, *chain)`` → the local holding it, in the block being written
        self.locals: dict[tuple[str, ...], str] = {}
        #: the locals known not to be None in the block being written
        self.present: set[str] = {"obj"}

    @contextmanager
    def block(self, present: str | None = None) -> Iterator[None]:
        """A nested block (``present``: a local known there not to be None): what is
        read inside it is not known after it."""
        saved, known = dict(self.locals), set(self.present)
        if present is not None:
            self.present.add(present)
        try:
            yield
        finally:
            self.locals, self.present = saved, known

    def path(self, level: int, root: str, chain: tuple[str, ...]) -> str:
        """A local holding ``root.chain…`` (None as soon as a step is None), read once."""
        if not chain:
            return root
        key = (root, *chain)
        if key not in self.locals:
            parent = self.path(level, root, chain[:-1])
            variable = self.name("p")
            step = f"{parent}.{chain[-1]}"
            if parent not in self.present:
                step += f" if {parent} is not None else None"
            self.add(level, f"{variable} = {step}")
            self.locals[key] = variable
        return self.locals[key]

    def leaf(
        self, member: Member, obj: str, context: str, out: str, depth: int, level: int
    ) -> None:
        prefix = self.constant(f'{"  " * depth}"{member.key}": ')
        forms: list[tuple[tuple[str, ...], str, str]] = []  # (chain, condition, text)
        beside: list[str] = []
        for row in member.values:
            if row.model is None:
                continue
            chain = model_chain(row.model, context)
            if row.beside is not None:
                beside.append(self.path(level, obj, chain))
                continue
            entry = (chain, *self._form(row))
            if entry not in forms:  # Cd and Prtry of one field: read once
                forms.append(entry)
        if len(forms) == 1 and not beside:
            chain, condition, text = forms[0]
            v = self.path(level, obj, chain)
            written = f"{out}.append({prefix} + {text.replace('{v}', v)})"
            self.add(level, f"if {condition.replace('{v}', v)}: {written}")
            return
        t = self.name("t")
        self.add(level, f"{t} = None")
        for index, (chain, condition, text) in enumerate(forms):
            if index == 0:
                v = self.path(level, obj, chain)
                self.add(level, f"if {condition.replace('{v}', v)}: {t} = {text.replace('{v}', v)}")
                continue
            self.add(level, f"if {t} is None:")
            with self.block():
                v = self.path(level + 1, obj, chain)
                assignment = f"{t} = {text.replace('{v}', v)}"
                self.add(level + 1, f"if {condition.replace('{v}', v)}: {assignment}")
        if beside:
            joined = self.name("j")
            parts = ", ".join(beside)
            self.add(level, f"if {t} is None:")
            self.add(level + 1, f'{joined} = " ".join(p for p in ({parts},) if p)')
            self.add(level + 1, f"if {joined}: {t} = _q({joined})")
        self.add(level, f"if {t} is not None: {out}.append({prefix} + {t})")

    def _form(self, row: Field) -> tuple[str, str]:
        """When a value ``{v}`` of ``row`` is written, and its JSON text."""
        form = row.json_form
        if row.type is ValueType.AMOUNT:
            return "{v} is not None", "_q({v}.text)"
        if form is JsonForm.INFERRED:
            return "({v} or currency) is not None", "_q({v} or currency)"
        if form is JsonForm.JOINED:
            return "{v}", "_q(_SEP.join({v}))"
        if form is JsonForm.FIRST:
            return "{v}", "_q({v}[0])"
        if form is JsonForm.LIST:
            return "{v}", '"[" + ", ".join([_q(x) for x in {v}]) + "]"'
        if row.type is ValueType.COUNT:
            return "{v} is not None", "_n({v})"
        if row.default is not None:  # pain.001's "none given" (EndToEndId NOTPROVIDED)
            return f"{{v}} is not None and {{v}} != {self.constant(row.default)}", "_q({v})"
        return "{v} is not None", "_q({v})"

    def members(
        self, member: Member, obj: str, context: str, out: str, depth: int, level: int
    ) -> None:
        for child in member.children.values():
            if child.is_object:
                self.object(child, obj, context, out, depth, level)
            else:
                self.leaf(child, obj, context, out, depth, level)

    def object(
        self, member: Member, obj: str, context: str, out: str, depth: int, level: int
    ) -> None:
        group = member.group
        if group is None or group.model is None:
            self._object_body(member, obj, context, out, depth, level)
            return
        inner = self.path(level, obj, model_chain(group.model, context))
        if group.many:
            first = self.name("o")
            self.add(level, f"{first} = {inner}[0] if {inner} else None")
            inner = first
        self.add(level, f"if {inner} is not None:")
        with self.block(present=inner):
            self._object_body(member, inner, group.model, out, depth, level + 1)

    def _object_body(
        self, member: Member, obj: str, context: str, out: str, depth: int, level: int
    ) -> None:
        sub = self.name("s")
        self.add(level, f"{sub} = []")
        self.members(member, obj, context, sub, depth + 1, level)
        prefix = self.constant(f'{"  " * depth}"{member.key}": {{\n')
        closing = self.constant("\n" + "  " * depth + "}")
        self.add(level, f'if {sub}: {out}.append({prefix} + ",\\n".join({sub}) + {closing})')


def _compile(root: Member, depth: int) -> Callable[[Any, str | None], list[str]]:
    source = _Source()
    source.add(0, "def parts(obj, currency):")
    source.add(1, "out = []")
    source.members(root, "obj", "", "out", depth + 1, 1)
    source.add(1, "return out")
    function: Callable[[Any, str | None], list[str]] = source.function(
        "parts", f"json serializer at depth {depth}"
    )
    return function


@functools.cache
def member_serializer(
    kind: NodeKind, depth: int, keys: tuple[str, ...] | None = None
) -> Callable[[Any, str | None], list[str]]:
    """The members of a node of ``kind``'s JSON object, each ``"key": value`` indented
    for an object at ``depth`` (two spaces a level); only those named ``keys`` (all when
    None), and only those with a value. ``currency`` is what an account without one
    is written with (:attr:`JsonForm.INFERRED`)."""
    root = members(kind)
    chosen = Member("", "", children={
        key: child for key, child in root.children.items() if keys is None or key in keys
    })  # fmt: skip
    return _compile(chosen, depth)


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
    _fill(_fill_plan(kind), data, lines, values, counts)
    return lines, values, counts


@functools.lru_cache(maxsize=4096)
def _ancestors(path: str) -> tuple[str, ...]:
    """``path`` and the paths of the elements above it (attributes left out)."""
    steps = path.split("/")
    out = []
    for end in range(1, len(steps) + 1):
        step = "/".join(steps[:end])
        if step.startswith("@") or "/@" in step:
            break
        out.append(step)
    return tuple(out)


#: One member to read back: ``(key, form, element path, its ancestors, inner plan)``;
#: ``form`` None for an object (the path is its model object's element, or "").
_Step = tuple[str, JsonForm | None, str, tuple[str, ...], tuple[Any, ...]]


@functools.cache
def _fill_plan(kind: NodeKind) -> tuple[_Step, ...]:
    return _plan_of(members(kind))


def _plan_of(member: Member) -> tuple[_Step, ...]:
    steps: list[_Step] = []
    for key, child in member.children.items():
        if child.is_object:
            xml = child.group.xml if child.group is not None else ""
            steps.append((key, None, xml, _ancestors(xml) if xml else (), _plan_of(child)))
        else:
            row = child.values[0]
            steps.append((key, row.json_form, row.xml, _ancestors(row.xml), ()))
    return tuple(steps)


def _fill(
    plan: tuple[_Step, ...],
    data: dict[str, Any],
    lines: Lines,
    values: Values,
    counts: dict[str, int],
) -> None:
    for key, form, xml, above, inner in plan:
        if key not in data:
            continue
        value = data[key]
        if form is None:  # an object
            for step in above:
                lines[step] = None
            if isinstance(value, dict):
                _fill(inner, value, lines, values, counts)
            continue
        if form is JsonForm.JOINED:
            texts: tuple[str, ...] = split_address(value)
        elif form is JsonForm.FIRST:
            texts = (value,)
        elif form is JsonForm.LIST:
            texts = tuple(value)
        else:
            values[xml] = str(value)
            for step in above:
                lines[step] = None
            continue
        for index, text in enumerate(texts):
            path = xml if index == 0 else f"{xml}[{index + 1}]"
            values[path] = text
            for step in _ancestors(path):
                lines[step] = None
        if len(texts) > 1:
            counts[xml] = len(texts)
