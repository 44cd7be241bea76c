"""Model nodes from what :func:`~pain_bridge.reader.walk.walk` recorded, driven by the table.

:func:`builder` compiles the rows of one node kind of one version into a function
``(lines, values, counts, origin) → GroupHeader | PaymentInfo | Transaction``: for every
field of the model class, in its order, a getter made from the row that fills it (a
value converted by its :class:`~pain_bridge.fields.ValueType`, a repeated leaf, a nested
object present when its element is, a repeated object such as ``Strd``), or its default.
Compiled once per version and kind, so a transaction costs one call per model field and
no lookups of the table.

Values that do not parse (a non-decimal amount, a bad date) become None: the schema
finding covers them. Amount texts are kept as written, without surrounding whitespace.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import typing
from collections.abc import Callable
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any, Final

from pain_bridge.fields import Field, NodeTable, ValueType, node_table
from pain_bridge.model import Amount, GroupHeader, NodeKind, Origin, PaymentInfo, Transaction
from pain_bridge.reader.walk import Lines, Values
from pain_bridge.versions import PainVersion

Counts = dict[str, int]
#: ``(lines, values, counts, base)`` → a model value; ``base`` is the path of the
#: enclosing repeated element as it occurs (``"RmtInf/Strd[2]"``), else ``""``.
Getter = Callable[[Lines, Values, Counts, str], Any]
Builder = Callable[[Lines, Values, Counts, Origin], Any]

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
    if text is None:
        return None
    text = text.strip()
    value = decimal(text)
    if value is None:
        return None
    return Amount(value, (currency or "").strip(), text)


_DATE = re.compile(r"\s*(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?\s*")
_DATE_TIME = re.compile(r"\s*(\d{4})-(\d{2})-(\d{2})T[0-9:.]+(?:Z|[+-]\d{2}:\d{2})?\s*")


def day(text: str | None, pattern: re.Pattern[str] = _DATE) -> date | None:
    """The day of an ``ISODate`` (or, with ``_DATE_TIME``, of an ``ISODateTime``)."""
    match = pattern.fullmatch(text) if text is not None else None
    if match is None:
        return None
    try:
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


def repeated(lines: Lines, values: Values, counts: Counts, key: str) -> tuple[str, ...]:
    """The texts of a repeatable leaf (``AdrLine``, ``Ustrd``…), in document order."""
    if key not in lines:
        return ()
    first = values.get(key) or ""
    count = counts.get(key, 1)
    if count == 1:
        return (first,)
    return (first, *(values.get(f"{key}[{k}]") or "" for k in range(2, count + 1)))


# --------------------------------------------------------------------------- compiling


def _class_of(owner: type, attribute: str) -> type:
    """The model class of ``owner.attribute`` (``Party`` for ``Transaction.creditor``)."""
    hint = typing.get_type_hints(owner)[attribute]
    for arg in (hint, *typing.get_args(hint)):
        if isinstance(arg, type) and dataclasses.is_dataclass(arg):
            return arg
        for inner in typing.get_args(arg):  # tuple[StructuredRemittance, ...]
            if isinstance(inner, type) and dataclasses.is_dataclass(inner):
                return inner
    raise TypeError(f"{owner.__name__}.{attribute} is no model object")


class _Compiler:
    """Compiles the rows below one model path into a getter of its object."""

    def __init__(self, table: NodeTable) -> None:
        self.attributes = table.attributes
        self.rows = [row for row in table.rows if row.model is not None and not _attribute(row)]
        self.groups = {row.model: row for row in self.rows if row.type is ValueType.GROUP}

    def leaf(self, row: Field, anchor: str | None) -> Getter:
        tail = row.xml[len(anchor) :] if anchor else None
        convert = _CONVERT.get(row.type)
        if row.type is ValueType.AMOUNT:
            attribute = f"/@{self.attributes[row.xml]}"
            if tail is None:
                key, ccy = row.xml, row.xml + attribute
                return lambda lines, values, counts, base: amount(values.get(key), values.get(ccy))
            return lambda lines, values, counts, base: amount(
                values.get(base + tail), values.get(base + tail + attribute)
            )
        if row.many:
            if tail is None:
                key = row.xml
                return lambda lines, values, counts, base: repeated(lines, values, counts, key)
            return lambda lines, values, counts, base: repeated(lines, values, counts, base + tail)
        if tail is None:
            key = row.xml
            if convert is None:
                return lambda lines, values, counts, base: values.get(key)
            return lambda lines, values, counts, base: convert(values.get(key))
        if convert is None:
            return lambda lines, values, counts, base: values.get(base + tail)
        return lambda lines, values, counts, base: convert(values.get(base + tail))

    def object(self, cls: type, path: str, anchor: str | None) -> Callable[..., Any]:
        """The constructor call of ``cls`` at model ``path`` (``""``: the node itself)."""
        getters: list[Getter] = []
        for model_field in dataclasses.fields(cls):
            name = model_field.name
            full = f"{path}.{name}" if path else name
            getters.append(self.member(cls, full, name, anchor))

        required = _required(cls)
        if not required:

            def make(lines: Lines, values: Values, counts: Counts, base: str) -> Any:
                return cls(*[get(lines, values, counts, base) for get in getters])

            return make

        def make_if_whole(lines: Lines, values: Values, counts: Counts, base: str) -> Any:
            args = [get(lines, values, counts, base) for get in getters]
            if any(args[i] is None for i in required):
                return None  # e.g. a creditor reference without its Ref
            return cls(*args)

        return make_if_whole

    def member(self, owner: type, full: str, name: str, anchor: str | None) -> Getter:
        group = self.groups.get(full) or self.groups.get(full + "[]")
        if group is not None:
            return self.nested(_class_of(owner, name), group, anchor)
        readers = [self.leaf(row, anchor) for row in self.rows if row.model == full]
        if len(readers) == 1:
            return readers[0]
        if readers:
            return _first_of(readers)
        default = _default(owner, name)
        return lambda lines, values, counts, base: default

    def nested(self, cls: type, group: Field, anchor: str | None) -> Getter:
        assert group.model is not None
        path = group.model.removesuffix("[]")
        tail = group.xml[len(anchor) :] if anchor else None
        if group.many:  # a repeated object: its children are relative to each occurrence
            make = self.object(cls, group.model, group.xml)
            fixed = group.xml

            def many(lines: Lines, values: Values, counts: Counts, base: str) -> Any:
                key = fixed if tail is None else base + tail
                if key not in lines:
                    return ()
                count = counts.get(key, 1)
                return tuple(
                    make(lines, values, counts, key if k == 1 else f"{key}[{k}]")
                    for k in range(1, count + 1)
                )

            return many
        make = self.object(cls, path, anchor)
        if tail is None:
            key = group.xml

            def one(lines: Lines, values: Values, counts: Counts, base: str) -> Any:
                return make(lines, values, counts, base) if key in lines else None

            return one

        def one_below(lines: Lines, values: Values, counts: Counts, base: str) -> Any:
            return make(lines, values, counts, base) if base + tail in lines else None

        return one_below


def _attribute(row: Field) -> bool:
    return row.type is ValueType.ATTRIBUTE


def _required(cls: type) -> list[int]:
    """The positions of the fields of ``cls`` that cannot be None (no default, and None
    not in their type): without them there is no such object."""
    hints = typing.get_type_hints(cls)
    out = []
    for index, model_field in enumerate(dataclasses.fields(cls)):
        hint = hints[model_field.name]
        optional = type(None) in typing.get_args(hint)
        has_default = (
            model_field.default is not dataclasses.MISSING
            or model_field.default_factory is not dataclasses.MISSING
        )
        if not optional and not has_default:
            out.append(index)
    return out


def _first_of(readers: list[Getter]) -> Getter:
    """Alternatives of a choice (``Cd`` or ``Prtry``; ``Dt`` or ``DtTm``): the first
    that has a value."""

    def first(lines: Lines, values: Values, counts: Counts, base: str) -> Any:
        for read in readers:
            value = read(lines, values, counts, base)
            if value is not None:
                return value
        return None

    return first


def _default(owner: type, name: str) -> Any:
    found = next(f for f in dataclasses.fields(owner) if f.name == name)
    if found.default is not dataclasses.MISSING:
        return found.default
    if found.default_factory is not dataclasses.MISSING:
        return found.default_factory()
    return None


@functools.cache
def builder(version: PainVersion, kind: NodeKind) -> Builder:
    """The model builder of ``kind`` in ``version`` (compiled once)."""
    cls = _ROOTS[kind]
    compiler = _Compiler(node_table(version, kind))
    names = [f.name for f in dataclasses.fields(cls)]
    getters = [compiler.member(cls, name, name, None) for name in names]
    origin_at = names.index("origin")
    getters[origin_at] = _none

    def build(lines: Lines, values: Values, counts: Counts, origin: Origin) -> Any:
        args = [get(lines, values, counts, "") for get in getters]
        args[origin_at] = origin
        return cls(*args)

    return build


def _none(lines: Lines, values: Values, counts: Counts, base: str) -> None:
    return None


__all__ = ["amount", "boolean", "builder", "day", "decimal", "repeated"]
