"""Model nodes from what :func:`~pain_bridge.reader.walk.walk` recorded, driven by the table.

One module because it is one code generator: each kind of row (a value, a repeated leaf,
a nested or repeated object, a choice) adds its part to the one generated builder.

:func:`builder` compiles the rows of one node kind of one version into a function
``(lines, values, counts, origin) → GroupHeader | PaymentInfo | Transaction``: every
field of the model class, in its order, from the row that fills it (a value converted
by its :class:`~pain_bridge.fields.ValueType`, a repeated leaf, a nested object present
when its element is, a repeated object such as ``Strd``, the first alternative of a
choice), or its default. Generated once per version and kind, so a transaction costs
no lookups of the table.

The plain code it stands for, for a group header's initiating party (the table's rows
``InitgPty/Nm`` → ``initiating_party.name`` and so on)::

    def build(lines, values, counts, origin):
        get = values.get
        if "InitgPty" in lines:                       # a nested object: its element is there
            party = Party(name=get("InitgPty/Nm"), address=..., ...)
        else:
            party = None
        return GroupHeader(message_id=get("MsgId"), initiating_party=party, ...,
                           origin=origin)

with each class made through :func:`_make` (the fields a node has only, the rest left to
the class's defaults) instead of its ``__init__``, and the keys as constants.

Values that do not parse (a non-decimal amount, a bad date) become None: the schema
finding covers them. Amount texts are kept as written, without surrounding whitespace.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import sys
import typing
from collections.abc import Callable, Mapping
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any, Final

from pain_bridge.codegen import Source
from pain_bridge.fields import Field, NodeTable, ValueType, node_table
from pain_bridge.model import Amount, GroupHeader, NodeKind, Origin, PaymentInfo, Transaction
from pain_bridge.model.common import ZonedDate
from pain_bridge.reader.walk import Values
from pain_bridge.versions import PainVersion

Counts = dict[str, int]
#: Below a repeated element: its path in the table (the generic builder, which joins
#: keys at run time) or that path with its key in one shape (a shape's builder).
Anchor = str | tuple[str, str] | None
Builder = Callable[[Mapping[str, Any], Values, Counts, Origin], Any]

_ROOTS: Final[dict[NodeKind, type]] = {
    "group_header": GroupHeader,
    "payment_info": PaymentInfo,
    "transaction": Transaction,
}


# --------------------------------------------------------------------------- values


def decimal(text: str | None) -> Decimal | None:
    if text is None:
        return None
    try:
        value = Decimal(text.strip())
    except InvalidOperation:
        return None
    return value if value.is_finite() else None


def amount(text: str | None, currency: str | None) -> Amount | None:
    """The amount written ``text`` in ``currency``, made as :func:`_make` makes a node:
    ``Amount(value, currency, text)`` would set its three fields through the frozen
    class's ``object.__setattr__``, about as much again as the rest of this, for every
    transaction; the object is the same (``tests/test_reader_shapes.py`` holds the two
    equal)."""
    if text is None:
        return None
    text = text.strip()
    try:
        value = Decimal(text)
    except InvalidOperation:
        return None
    if not value.is_finite():
        return None
    made: Amount = _make(
        Amount, {"value": value, "currency": (currency or "").strip(), "text": text}
    )
    return made


_DATE = re.compile(r"\s*(\d{4})-(\d{2})-(\d{2})(Z|[+-]\d{2}:\d{2})?\s*")
_DATE_TIME = re.compile(r"\s*(\d{4})-(\d{2})-(\d{2})T[0-9:.]+(?:Z|[+-]\d{2}:\d{2})?\s*")


def day(text: str | None, pattern: re.Pattern[str] = _DATE) -> date | None:
    """The day of an ``ISODate`` (or, with ``_DATE_TIME``, of an ``ISODateTime``); an
    ``ISODate``'s time zone is kept with it (:class:`~pain_bridge.model.ZonedDate`)."""
    match = pattern.fullmatch(text) if text is not None else None
    if match is None:
        return None
    try:
        if pattern is _DATE and match[4]:
            return ZonedDate(int(match[1]), int(match[2]), int(match[3]), match[4])
        return date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        return None


def boolean(text: str | None) -> bool | None:
    if text is None:
        return None
    return {"true": True, "1": True, "false": False, "0": False}.get(text.strip())


_CONVERT: Final[dict[ValueType, Callable[[str | None], Any]]] = {
    ValueType.DECIMAL: decimal,
    ValueType.DATE: day,
    ValueType.DATETIME_DAY: lambda text: day(text, _DATE_TIME),
    ValueType.BOOL: boolean,
}


def repeated(lines: Mapping[str, Any], values: Values, counts: Counts, key: str) -> tuple[str, ...]:
    """The texts of a repeatable leaf (``AdrLine``, ``Ustrd``…), in document order."""
    if key not in lines:
        return ()
    first = values.get(key) or ""
    count = counts.get(key, 1)
    if count == 1:
        return (first,)
    return (first, *(values.get(f"{key}[{k}]") or "" for k in range(2, count + 1)))


# --------------------------------------------------------------------------- compiling


@functools.cache
def _hint(cls: type, attribute: str) -> Any:
    """The type of the field ``attribute`` of ``cls``, as ``typing.get_type_hints(cls)``
    gives it: its annotation's text evaluated in the module of the class declaring it.
    One field at a time, each text compiled once (:func:`_annotation`): get_type_hints
    compiles every annotation of the class, each time, and a small ``validate`` asked it
    for 18 classes (181 compiles, some 5% of its instructions). Held to
    ``get_type_hints`` for every field of the model by ``tests/test_reader_shapes.py``."""
    for klass in cls.__mro__:
        annotation = vars(klass).get("__annotations__", {}).get(attribute)
        if annotation is not None:
            break
    else:
        raise KeyError(attribute)
    if not isinstance(annotation, str):
        return annotation
    # get_type_hints' namespaces for a class: the module's names first, then the class's
    module = vars(sys.modules[klass.__module__])
    return eval(_annotation(annotation), dict(vars(klass)), module)  # noqa: S307 - our own


@functools.cache
def _annotation(text: str) -> Any:
    """The compiled code of an annotation's text (``"str | None"``: 119 fields)."""
    return compile(text, "<annotation>", "eval")


@functools.cache
def _class_of(owner: type, attribute: str) -> type:
    """The model class of ``owner.attribute`` (``Party`` for ``Transaction.creditor``)."""
    hint = _hint(owner, attribute)
    for arg in (hint, *typing.get_args(hint)):
        if isinstance(arg, type) and dataclasses.is_dataclass(arg):
            return arg
        for inner in typing.get_args(arg):  # tuple[StructuredRemittance, ...]
            if isinstance(inner, type) and dataclasses.is_dataclass(inner):
                return inner
    raise TypeError(f"{owner.__name__}.{attribute} is no model object")


@functools.cache
def _required(cls: type) -> list[int]:
    """The positions of the fields of ``cls`` that cannot be None (no default, and None
    not in their type): without them there is no such object."""
    out = []
    for index, model_field in enumerate(dataclasses.fields(cls)):
        optional = type(None) in typing.get_args(_hint(cls, model_field.name))
        has_default = (
            model_field.default is not dataclasses.MISSING
            or model_field.default_factory is not dataclasses.MISSING
        )
        if not optional and not has_default:
            out.append(index)
    return out


def _default(owner: type, name: str) -> Any:
    found = next(f for f in dataclasses.fields(owner) if f.name == name)
    if found.default is not dataclasses.MISSING:
        return found.default
    if found.default_factory is not dataclasses.MISSING:
        return found.default_factory()
    return None


def _sparse(cls: type) -> bool:
    """Whether ``cls`` keeps its defaults on the class (no ``__slots__``): its objects
    are made with the fields they have only (:func:`_make`)."""
    return "__slots__" not in cls.__dict__


@functools.cache
def _always(cls: type) -> frozenset[str]:
    """The fields of a sparse class without a default on the class: always set."""
    return frozenset(f.name for f in dataclasses.fields(cls) if not hasattr(cls, f.name))


_new = object.__new__
_set = object.__setattr__


def _make(cls: type, values: dict[str, Any]) -> Any:
    """An object of the sparse dataclass ``cls`` with ``values`` set and every other
    field at its default (the class's), at the cost of the values given: a node
    carries the whole message's fields, a file uses a few."""
    made: Any = _new(cls)
    _set(made, "__dict__", values)
    return made


class _Source(Source):
    """Python source of a builder, generated from the rows of one node kind (see
    :mod:`pain_bridge.codegen`). Keys are constants, or ``base + "/…"`` inside a
    repeated element."""

    #: Each sparse node is made in the builder's own code (``(_set(m := _new(K),
    #: "__dict__", {...}) or m)``, what :func:`_make` does) rather than by calling
    #: ``_make``: a Python call per node, some 430 instructions, seven nodes to a
    #: realistic transaction. False: through ``_make``, which the plain twin replaces
    #: with the class's ``__init__`` (``tests/test_generated_twins.py``).
    inline = True

    def __init__(self, table: NodeTable) -> None:
        super().__init__(
            {"repeated": repeated, "amount": amount, "_make": _make, "_new": _new, "_set": _set}
        )
        self.attributes = table.attributes
        self.rows = [
            r for r in table.rows if r.model is not None and r.type is not ValueType.ATTRIBUTE
        ]
        self.groups = {r.model: r for r in self.rows if r.type is ValueType.GROUP}
        #: model path → its rows, in table order (several: a choice)
        self.by_model: dict[str, list[Field]] = {}
        for row in self.rows:
            assert row.model is not None
            self.by_model.setdefault(row.model, []).append(row)
        self.functions: list[list[str]] = []

    def key(self, xml: str, anchor: Anchor) -> str:
        """The expression of an element's key: a constant, or below ``base``."""
        if anchor is None:
            return self.constant(xml)
        assert isinstance(anchor, str)
        return f"base + {xml[len(anchor) :]!r}"

    def leaf(self, row: Field, anchor: Anchor) -> str:
        key = self.key(row.xml, anchor)
        if row.type is ValueType.AMOUNT:
            currency = self.key(f"{row.xml}/@{self.attributes[row.xml]}", anchor)
            return f"amount(get({key}), get({currency}))"
        if row.many:
            return f"repeated(lines, values, counts, {key})"
        convert = _CONVERT.get(row.type)
        if convert is None:
            return f"get({key})"
        return f"{self.constant(convert)}(get({key}))"

    def fields(self, out: list[str], cls: type, path: str, anchor: Anchor) -> list[str | None]:
        """Statements into ``out`` that compute each field of ``cls`` at model ``path``;
        returns the expressions of the fields, in order (None: the field's default)."""
        args: list[str | None] = []
        for model_field in dataclasses.fields(cls):
            name = model_field.name
            full = f"{path}.{name}" if path else name
            group = self.groups.get(full) or self.groups.get(full + "[]")
            if group is not None:
                args.append(self.nested(out, _class_of(cls, name), group, anchor))
                continue
            readers = [self.leaf(r, anchor) for r in self.by_model.get(full, ())]
            if len(readers) == 1:
                args.append(readers[0])
            elif readers:  # a choice (Cd or Prtry; Dt or DtTm): the first with a value
                variable = self.name("c")
                out.append(f"{variable} = {readers[0]}")
                for other in readers[1:]:
                    out.append(f"if {variable} is None: {variable} = {other}")
                args.append(variable)
            else:
                args.append(None)
        return args

    def nested(self, out: list[str], cls: type, group: Field, anchor: Anchor) -> str | None:
        assert group.model is not None
        variable = self.name("o")
        key = self.key(group.xml, anchor)
        if group.many:  # each occurrence by a function of its own base
            function = self.name("f")
            body: list[str] = []
            args = self.fields(body, cls, group.model, group.xml)
            self.define(function, body, cls, args)
            out.append(f"k = {key}")
            out.append(
                f"{variable} = tuple({function}(lines, values, counts, k if i == 1 else "
                f'f"{{k}}[{{i}}]") for i in range(1, counts.get(k, 1) + 1)) if k in lines else ()'
            )
            return variable
        inner: list[str] = []
        args = self.fields(inner, cls, group.model.removesuffix("[]"), anchor)
        out.append(f"if {key} in lines:")
        out.extend("    " + line for line in inner)
        out.append(f"    {variable} = {self.construct(cls, args)}")
        out.append("else:")
        out.append(f"    {variable} = None")
        return variable

    def construct(self, cls: type, args: list[str | None]) -> str:
        """The expression of an object of ``cls`` from the expressions of its fields
        (None: the default): a sparse class gets the fields it has only."""
        names = [f.name for f in dataclasses.fields(cls)]
        absent = {"None": None, "()": ()}  # what a shape's builder writes for no element
        args = [
            None if arg in absent and absent[arg] == _default(cls, name) else arg
            for name, arg in zip(names, args, strict=True)
        ]
        required = _required(cls)
        if any(args[i] is None for i in required):
            return "None"  # e.g. a creditor reference without Ref, wherever it is
        if _sparse(cls):
            always = _always(cls)
            items = [
                f"{name!r}: {arg if arg is not None else self.constant(_default(cls, name))}"
                for name, arg in zip(names, args, strict=True)
                if arg is not None or name in always
            ]
            fields = f"{{{', '.join(items)}}}"
            if self.inline:
                made = self.name("m")
                call = (
                    f'(_set({made} := _new({self.constant(cls)}), "__dict__", {fields}) or {made})'
                )
            else:
                call = f"_make({self.constant(cls)}, {fields})"
        else:
            values = [
                arg if arg is not None else self.constant(_default(cls, name))
                for name, arg in zip(names, args, strict=True)
            ]
            call = f"{self.constant(cls)}({', '.join(values)})"
        if not required:
            return call
        checks = " or ".join(f"{args[i]} is None" for i in required)
        return f"None if {checks} else {call}"  # e.g. a creditor reference without Ref

    def define(self, function: str, body: list[str], cls: type, args: list[str | None]) -> None:
        lines = [f"def {function}(lines, values, counts, base):", "    get = values.get"]
        lines.extend("    " + line for line in body)
        lines.append(f"    return {self.construct(cls, args)}")
        self.functions.append(lines)

    def compile(self, cls: type) -> Builder:
        body: list[str] = []
        args = self.fields(body, cls, "", None)
        args[[f.name for f in dataclasses.fields(cls)].index("origin")] = "origin"
        self.add(0, "def build(lines, values, counts, origin):")
        self.add(1, "get = values.get")
        for line in body:
            self.add(1, line)
        self.add(1, f"return {self.construct(cls, args)}")
        function: Builder = self.function("build", f"builder of {cls.__name__}", self.functions)
        return function


@functools.cache
def builder(version: PainVersion, kind: NodeKind) -> Builder:
    """The model builder of ``kind`` in ``version`` (generated once)."""
    return _Source(node_table(version, kind)).compile(_ROOTS[kind])


#: ``(texts, attributes, lines, origin) → node``: a builder for one shape of subtree.
ShapeBuilder = Callable[[list[str | None], list[str | None], Mapping[str, int], Origin], Any]
#: Where a subtree's element keys sit: ``(element keys, leaf keys, attribute keys,
#: counts)`` as :class:`~pain_bridge.reader.shapes.Shape` has them.
ShapeKeys = tuple[list[str | None], list[str], list[str], dict[str, int]]


class _ShapeSource(_Source):
    """A builder for the subtrees of one shape (see :mod:`~pain_bridge.reader.shapes`):
    which elements are there is known, so every value is read straight from its position
    among the shape's texts and attributes, absent ones are None in the source, and a
    repeated object is written out once per occurrence. An anchor is the pair of a
    repeated element's path in the table and its key in this shape."""

    def __init__(self, table: NodeTable, keys: ShapeKeys) -> None:
        super().__init__(table)
        elements, leaves, attributes, counts = keys
        self.present = {key for key in elements if key}
        # the last of equal keys wins, as in the values the generic builder reads
        self.texts = {key: f"texts[{i}]" for i, key in enumerate(leaves)}
        self.texts.update({key: f"attributes[{i}]" for i, key in enumerate(attributes)})
        self.counts = counts

    def concrete(self, xml: str, anchor: Anchor) -> str:
        if anchor is None:
            return xml
        assert isinstance(anchor, tuple)
        pattern, key = anchor
        return key + xml[len(pattern) :]

    def occurrences(self, key: str) -> list[str]:
        if key not in self.present:
            return []
        return [key, *(f"{key}[{i}]" for i in range(2, self.counts.get(key, 1) + 1))]

    def text(self, key: str) -> str:
        return self.texts.get(key, "None")

    def leaf(self, row: Field, anchor: Anchor) -> str:
        key = self.concrete(row.xml, anchor)
        if row.type is ValueType.AMOUNT:
            currency = self.text(f"{key}/@{self.attributes[row.xml]}")
            return f"amount({self.text(key)}, {currency})"
        if row.many:
            texts = [f'({self.text(k)} or "")' for k in self.occurrences(key)]
            return f"({', '.join(texts)},)" if texts else "()"
        convert = _CONVERT.get(row.type)
        if convert is None:
            return self.text(key)
        return f"{self.constant(convert)}({self.text(key)})"

    def nested(self, out: list[str], cls: type, group: Field, anchor: Anchor) -> str | None:
        assert group.model is not None
        variable = self.name("o")
        key = self.concrete(group.xml, anchor)
        if group.many:
            made: list[str] = []
            for occurrence in self.occurrences(key):
                args = self.fields(out, cls, group.model, (group.xml, occurrence))
                made.append(self.construct(cls, args))
            if not made:
                return None  # the default, ()
            out.append(f"{variable} = ({', '.join(made)},)")
            return variable
        if key not in self.present:
            return None
        args = self.fields(out, cls, group.model.removesuffix("[]"), anchor)
        out.append(f"{variable} = {self.construct(cls, args)}")
        return variable

    def compile_shape(self, cls: type) -> ShapeBuilder:
        body: list[str] = []
        args = self.fields(body, cls, "", None)
        args[[f.name for f in dataclasses.fields(cls)].index("origin")] = "origin"
        self.add(0, "def build(texts, attributes, lines, origin):")
        for line in body:
            self.add(1, line)
        self.add(1, f"return {self.construct(cls, args)}")
        function: ShapeBuilder = self.function("build", f"builder of one {cls.__name__} shape")
        return function


#: Shape builders a process keeps (each holds its compiled code): a server validating
#: one small file after another meets the same few shapes again and again.
SHAPE_BUILDERS_KEPT: Final = 256


def shape_builder(version: PainVersion, kind: NodeKind, keys: ShapeKeys) -> ShapeBuilder:
    """A builder of ``kind`` in ``version`` for the subtrees of one shape: the same node
    as :func:`builder` gives, from the shape's texts and attributes, without the lookups.

    Compiled once per process for each shape (the last :data:`SHAPE_BUILDERS_KEPT` kept):
    the compile (about 1 ms) was most of a small file's validation, paid again by every
    request to a server for the same shape."""
    elements, leaves, attributes, counts = keys
    return _shape_builder(
        version, kind, tuple(elements), tuple(leaves), tuple(attributes), tuple(counts.items())
    )


@functools.lru_cache(maxsize=SHAPE_BUILDERS_KEPT)
def _shape_builder(
    version: PainVersion,
    kind: NodeKind,
    elements: tuple[str | None, ...],
    leaves: tuple[str, ...],
    attributes: tuple[str, ...],
    counts: tuple[tuple[str, int], ...],
) -> ShapeBuilder:
    keys = (list(elements), list(leaves), list(attributes), dict(counts))
    return _ShapeSource(node_table(version, kind), keys).compile_shape(_ROOTS[kind])


__all__ = [
    "ShapeBuilder",
    "amount",
    "boolean",
    "builder",
    "day",
    "decimal",
    "repeated",
    "shape_builder",
]
