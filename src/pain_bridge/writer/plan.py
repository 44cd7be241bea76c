"""The writer's plan: one node kind of one version as element emitters, from the table.

:func:`emitter` compiles the rows of a node kind into a function that appends the
XML of a model node (a group header, a payment info header, a transaction) to a list
of strings. The elements come in the order of the version's XSD (not the table's); a
group is written when something inside it is, a model object's element whenever the
object exists, and a choice (``choice=True``) with its first alternative that has
content. Rows without a model field and with a ``default`` are fallbacks, written only
where their enclosing element would otherwise be empty (``DbtrAgt/FinInstnId/Othr/Id``
``NOTPROVIDED``).

The plan is static, so the indentation of every element is known when it is compiled.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from datetime import date
from decimal import Decimal
from typing import Any

from pain_bridge import xsd
from pain_bridge.fields import Field, ValueType, node_table
from pain_bridge.model import Amount, NodeKind
from pain_bridge.versions import PainVersion

#: Appends the XML of its object to the list; True when it wrote something.
Emit = Callable[[Any, list[str]], bool]

#: The depth of each node kind's element below ``Document``.
_DEPTH: dict[NodeKind, int] = {"group_header": 2, "payment_info": 2, "transaction": 3}


def escape_text(text: str) -> str:
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\r", "&#13;")
    )


def escape_attribute(text: str) -> str:
    return escape_text(text).replace('"', "&quot;")


def _text(value: Any, kind: ValueType) -> str:
    if kind is ValueType.BOOL:
        return "true" if value else "false"
    if kind is ValueType.DATE:
        assert isinstance(value, date)
        return value.isoformat()
    if kind is ValueType.DECIMAL:
        assert isinstance(value, Decimal)
        return format(value, "f")
    return str(value)


class _Element:
    """One element path of the plan, with the rows that fill it."""

    def __init__(self, name: str, path: str) -> None:
        self.name = name
        self.path = path
        self.children: dict[str, _Element] = {}
        self.rows: list[Field] = []

    @property
    def group(self) -> Field | None:
        return next((r for r in self.rows if r.type is ValueType.GROUP), None)

    def fallback(self) -> bool:
        """Only fallback rows below (``Othr/Id`` ``NOTPROVIDED``)."""
        leaves = [r for r in self.rows if r.type is not ValueType.GROUP]
        if leaves:
            return all(r.model is None and r.default is not None for r in leaves)
        return bool(self.children) and all(c.fallback() for c in self.children.values())


def _tree(version: PainVersion, kind: NodeKind) -> _Element:
    table = node_table(version, kind)
    root = _Element(table.element, "")
    for row in table.rows:
        if row.read_only or row.type is ValueType.ATTRIBUTE:
            continue
        node = root
        for step in row.xml.split("/"):
            path = f"{node.path}/{step}" if node.path else step
            node = node.children.setdefault(step, _Element(step, path))
        node.rows.append(row)
    complex_types, _ = xsd.content_model(version)

    def order(node: _Element, type_name: str) -> None:
        declared = complex_types.get(type_name, {})
        position = {name: i for i, name in enumerate(declared)}
        group = node.group
        if group is None or not group.choice:  # a choice keeps the table's preference
            node.children = dict(
                sorted(node.children.items(), key=lambda item: position.get(item[0], len(position)))
            )
        for name, child in node.children.items():
            known = declared.get(name)
            if known is not None:
                order(child, known.type_name)

    order(root, version.unit_types[table.element])
    return root


def _getter(chain: tuple[str, ...]) -> Callable[[Any], Any]:
    if not chain:
        return lambda obj: obj
    if len(chain) == 1:
        (name,) = chain
        return lambda obj: getattr(obj, name)

    def get(obj: Any) -> Any:
        for name in chain:
            obj = getattr(obj, name)
            if obj is None:
                return None
        return obj

    return get


def _chain(model: str, context: str) -> tuple[str, ...]:
    """The attribute names from the object at ``context`` to the field ``model``."""
    rest = model[len(context) + 1 :] if context else model
    return tuple(rest.replace("[]", "").split(".")) if rest else ()


class _Compiler:
    def __init__(self, indent: bool, depth: int, attributes: dict[str, str]) -> None:
        self.attributes = attributes
        self.nl = "\n" if indent else ""
        self.step = "  " if indent else ""
        self.depth = depth

    def element(self, node: _Element, depth: int, context: str, must: bool = False) -> Emit:
        """``must``: an enclosing element is required, so fallbacks may be written."""
        group = node.group
        if group is None:
            return self.leaf(node, depth, context)
        pad = self.step * depth
        opening, closing = f"{pad}<{node.name}>{self.nl}", f"{pad}</{node.name}>{self.nl}"
        inner_context = context
        if group.model is not None:
            inner_context = group.model
        choice = group.choice
        required = group.required
        must = (must and group.model is None) or required
        children = [
            (child.fallback(), self.element(child, depth + 1, inner_context, must))
            for child in node.children.values()
        ]
        regular = [emit for is_fallback, emit in children if not is_fallback]
        fallbacks = [emit for is_fallback, emit in children if is_fallback and must]

        def content(obj: Any, out: list[str]) -> bool:
            wrote = False
            for emit in regular:
                if emit(obj, out):
                    wrote = True
                    if choice:
                        return True
            if not wrote:
                for emit in fallbacks:
                    if emit(obj, out):
                        return True
            return wrote

        if group.model is None:

            def plain(obj: Any, out: list[str]) -> bool:
                mark = len(out)
                out.append(opening)
                if content(obj, out) or required:
                    out.append(closing)
                    return True
                del out[mark:]
                return False

            return plain
        get = _getter(_chain(group.model, context))
        if group.many:

            def objects(obj: Any, out: list[str]) -> bool:
                items = get(obj)
                for item in items:
                    out.append(opening)
                    content(item, out)
                    out.append(closing)
                return bool(items)

            return objects

        def one(obj: Any, out: list[str]) -> bool:
            value = get(obj)
            if value is None:
                return False
            out.append(opening)
            content(value, out)
            out.append(closing)
            return True

        return one

    def leaf(self, node: _Element, depth: int, context: str) -> Emit:
        row = node.rows[0]
        pad = self.step * depth
        name, nl = node.name, self.nl
        if row.model is None:  # a fallback constant
            constant = f"{pad}<{name}>{escape_text(row.default or '')}</{name}>{nl}"

            def fixed(obj: Any, out: list[str]) -> bool:
                out.append(constant)
                return True

            return fixed
        get = _getter(_chain(row.model, context))
        kind, default, codes = row.type, row.default, row.codes
        if kind is ValueType.AMOUNT:
            attribute = self.attributes[row.xml]

            def amount(obj: Any, out: list[str]) -> bool:
                value: Amount | None = get(obj)
                if value is None:
                    return False
                currency = escape_attribute(value.currency)
                out.append(
                    f'{pad}<{name} {attribute}="{currency}">{escape_text(value.text)}</{name}>{nl}'
                )
                return True

            return amount
        if row.many:

            def many(obj: Any, out: list[str]) -> bool:
                values = get(obj) or ()
                for value in values:
                    out.append(f"{pad}<{name}>{escape_text(value)}</{name}>{nl}")
                return bool(values)

            return many
        plain_text = kind in (ValueType.TEXT, ValueType.CODE, ValueType.COUNT, ValueType.DATETIME)

        def one(obj: Any, out: list[str]) -> bool:
            value = get(obj)
            if value is None or (value == "" and default is not None):
                if default is None:
                    return False
                value = default
            elif codes is not None and value not in codes:
                return False
            text = value if plain_text else _text(value, kind)
            out.append(f"{pad}<{name}>{escape_text(text)}</{name}>{nl}")
            return True

        return one


@functools.cache
def emitter(version: PainVersion, kind: NodeKind, indent: bool) -> Emit:
    """The emitter of the *content* of ``kind``'s element in ``version`` (its children;
    the caller writes the element's own tags, and a payment info's transactions)."""
    root = _tree(version, kind)
    depth = _DEPTH[kind]
    compiler = _Compiler(indent, depth, node_table(version, kind).attributes)
    emits = [compiler.element(child, depth, "") for child in root.children.values()]

    def emit(obj: Any, out: list[str]) -> bool:
        wrote = False
        for each in emits:
            wrote = each(obj, out) or wrote
        return wrote

    return emit
