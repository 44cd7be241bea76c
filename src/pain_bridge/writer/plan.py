"""The writer's plan: one node kind of one version as element emitters, from the table.

One module because it is one code generator: the schema's order, the groups, the choices
and the fallbacks all shape the one emitted function.

:func:`emitter` compiles the rows of a node kind into a function that appends the
XML of a model node (a group header, a payment info header, a transaction) to a list
of strings. The elements come in the order of the version's XSD (not the table's); a
group is written when something inside it is, a model object's element whenever the
object exists, and a choice (``choice=True``) with its first alternative that has
content. Rows without a model field and with a ``default`` are fallbacks, written only
where their enclosing element would otherwise be empty (``DbtrAgt/FinInstnId/Othr/Id``
``NOTPROVIDED``).

The plan is static, so the indentation of every element is known when it is compiled.

The emitter stands for this plain code, element after element in the schema's order::

    def emit(obj, out):
        wrote = False
        if obj.message_id is not None:    # a leaf: its element when it has a value
            out.append("<MsgId>" + escape(obj.message_id) + "</MsgId>")
            wrote = True
        ...                               # a group: its tags around what it wrote
        return wrote

with the tags, their indentation and the model paths fixed when it is compiled.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any

from pain_bridge import xsd
from pain_bridge.codegen import Source, model_chain
from pain_bridge.fields import Field, ValueType, node_table
from pain_bridge.fields.texts import value_text
from pain_bridge.fields.texts import year_text as year_text  # (version_loss's, from here)
from pain_bridge.model import GroupHeader, NodeKind, PaymentInfo, Transaction
from pain_bridge.versions import PainVersion

#: Appends the XML of its object to the list; True when it wrote something.
Emit = Callable[[Any, list[str]], bool]

_ROOTS: dict[NodeKind, type] = {
    "group_header": GroupHeader,
    "payment_info": PaymentInfo,
    "transaction": Transaction,
}
#: The depth of each node kind's element below ``Document``.
_DEPTH: dict[NodeKind, int] = {"group_header": 2, "payment_info": 2, "transaction": 3}


#: The characters :func:`escape_text` replaces.
_SPECIAL = ("&", "<", ">", "\r")


def escape_text(text: str) -> str:
    """``text`` as XML character data. Most values have nothing to escape: four ``in``
    tests are cheaper than four ``replace`` calls that each return ``text`` unchanged
    (the writer escapes every value of every transaction)."""
    if "&" in text or "<" in text or ">" in text or "\r" in text:
        return (
            text.replace("&", "&amp;")
            .replace("<", "&lt;")
            .replace(">", "&gt;")
            .replace("\r", "&#13;")
        )
    return text


def escape_attribute(text: str) -> str:
    return escape_text(text).replace('"', "&quot;")


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


#: The key of an element's fallback twin among its parent's children.
_TWIN = "\0"


def _fallback_side(row: Field) -> bool:
    """A row of a fallback: no model, a default (or a group around one)."""
    return row.model is None and (row.default is not None or row.type is ValueType.GROUP)


def _tree(version: PainVersion, kind: NodeKind, only: frozenset[str] | None = None) -> _Element:
    """The plan of ``kind``: its rows as a tree of elements. Where a fallback sits at
    the path of modelled rows (an agent's ``FinInstnId/Othr/Id`` ``NOTPROVIDED`` beside
    its modelled ``Othr``), the fallback is a twin element of its own, at the same place
    in the schema's order. ``only``: the fields of the node written (the others' rows
    are left out)."""
    table = node_table(version, kind)
    root = _Element(table.element, "")
    left_out: tuple[str, ...] = ()  # a tuple: one startswith asks every prefix at once
    for row in table.rows:
        if row.read_only or row.type is ValueType.ATTRIBUTE:
            continue
        if only is not None:
            if row.model is not None and _field_of(row.model) not in only:
                left_out += (row.xml + "/",)
            if left_out and (row.xml + "/").startswith(left_out):
                continue
        fallback = _fallback_side(row)
        node = root
        steps = row.xml.split("/")
        for index, step in enumerate(steps):
            path = f"{node.path}/{step}" if node.path else step
            twin = node.children.get(step + _TWIN)
            if fallback and twin is not None:
                node = twin
                continue
            found = node.children.get(step)
            last = index == len(steps) - 1
            if fallback and last and found is not None and any(r.model for r in found.rows):
                node = node.children.setdefault(step + _TWIN, _Element(step, path))
                continue
            node = found or node.children.setdefault(step, _Element(step, path))
        node.rows.append(row)
    complex_types, _ = xsd.content_model(version)

    def order(node: _Element, type_name: str) -> None:
        declared = complex_types.get(type_name, {})
        position = {name: i for i, name in enumerate(declared)}
        group = node.group
        if group is None or not group.choice:  # a choice keeps the table's preference
            node.children = dict(
                sorted(
                    node.children.items(),
                    key=lambda item: position.get(item[1].name, len(position)),
                )
            )
        for child in node.children.values():
            known = declared.get(child.name)
            if known is not None:
                order(child, known.type_name)

    order(root, version.unit_types[table.element])
    return root


class _Source(Source):
    """Python source of an emitter, generated from the plan (see
    :mod:`pain_bridge.codegen`): each element is a guarded append at its known depth; a
    group is opened, and taken back when nothing was written inside it."""

    def __init__(self, indent: bool, attributes: dict[str, str], inline: bool = True) -> None:
        super().__init__({"_esc": escape_text, "_attr": escape_attribute, "_text": value_text})
        self.attributes = attributes
        #: Whether a value is looked at for the characters to escape in the emitter's own
        #: code (:meth:`escaped`), rather than by a call of :func:`escape_text` for each,
        #: and an element's pieces appended one by one (:meth:`appended`).
        self.inline = inline
        self.nl = "\n" if indent else ""
        self.step = "  " if indent else ""
        #: One function per model object's element: a call where the object is, nothing
        #: where it is not, and no frame as large as the whole message's elements (a
        #: frame's size costs at every call).
        self.functions: list[list[str]] = []

    def get(self, level: int, target: str, source: str, chain: tuple[str, ...]) -> None:
        """``target = source.a…``; the object of the function (``obj``, ``o``) is never
        None, so its first step needs no test."""
        if not chain or source not in ("obj", "o"):
            super().get(level, target, source, chain)
            return
        self.add(level, f"{target} = {source}.{chain[0]}")
        for attribute in chain[1:]:
            self.add(level, f"{target} = {target}.{attribute} if {target} is not None else None")

    def escaped(self, name: str) -> str:
        """The expression of the local ``name`` as XML character data: what
        :func:`escape_text` tests, written out (a Python call for each value written,
        about 15 a transaction, cost a fifth of the emitter), the call only where one of
        the characters is there."""
        if not self.inline:
            return f"_esc({name})"
        tests = " and ".join(f"{char!r} not in {name}" for char in _SPECIAL)
        return f"({name} if {tests} else _esc({name}))"

    def appended(self, level: int, parts: list[str]) -> None:
        """Statements appending the text of the expressions ``parts``: each by itself
        (an ``append`` costs less than a concatenation's new string: 1.06 against 1.56 k
        instructions for a tag, a value and a tag), or, plain, their concatenation."""
        if not self.inline:
            self.add(level, f"out.append({' + '.join(parts)})")
            return
        for part in parts:
            self.add(level, f"out.append({part})")

    def element(
        self,
        node: _Element,
        depth: int,
        obj: str,
        context: str,
        level: int,
        must: bool,
        flag: str,
    ) -> None:
        """Statements writing ``node`` that set ``flag`` True when they wrote."""
        group = node.group
        if group is None:
            self.leaf(node, depth, obj, context, level, flag)
            return
        pad = self.step * depth
        opening = self.constant(f"{pad}<{node.name}>{self.nl}")
        closing = self.constant(f"{pad}</{node.name}>{self.nl}")
        must = (must and group.model is None) or group.required
        if group.model is None:
            wrote, mark = self.name("w"), self.name("m")
            self.add(level, f"{wrote} = False")
            self.add(level, f"{mark} = len(out)")
            self.add(level, f"out.append({opening})")
            self.content(node, depth, obj, context, level, must, group.choice, wrote)
            if group.required:
                self.add(level, f"out.append({closing})")
                self.add(level, f"{flag} = True")
                return
            self.add(level, f"if {wrote}:")
            self.add(level + 1, f"out.append({closing})")
            self.add(level + 1, f"{flag} = True")
            self.add(level, f"else: del out[{mark}:]")
            return
        inner = self.name("o")
        chain = model_chain(group.model, context)
        if group.many:  # each of the objects (as many as the schema allows)
            items = self.name("items")
            self.get(level, items, obj, chain)
            limit = f"[:{group.max_items}]" if group.max_items is not None else ""
            self.add(level, f"for {inner} in ({items} or ()){limit}:")
        else:
            self.get(level, inner, obj, chain)
            self.add(level, f"if {inner} is not None:")
        function = self.name("e")  # the object's element, by a function of its own
        self.add(level + 1, f"{function}({inner}, out)")
        self.add(level + 1, f"{flag} = True")
        outer, self.lines = self.lines, []
        self.add(0, f"def {function}(o, out):")
        self.add(1, f"out.append({opening})")
        self.content(node, depth, "o", group.model, 1, must, group.choice, None)
        self.add(1, f"out.append({closing})")
        self.functions.append(self.lines)
        self.lines = outer

    def content(
        self,
        node: _Element,
        depth: int,
        obj: str,
        context: str,
        level: int,
        must: bool,
        choice: bool,
        wrote: str | None,
    ) -> None:
        """The children of ``node``: a choice stops at the first that wrote; fallbacks
        only where nothing else did and an enclosing element must be written. ``wrote``:
        the flag they set (None: one of their own, where a choice or fallback needs it)."""
        children = list(node.children.values())
        regular = [(c, choice) for c in children if not c.fallback()]
        fallbacks = [(c, True) for c in children if c.fallback()] if must else []
        any_wrote = wrote or self.name("w")
        if wrote is None:
            self.add(level, f"{any_wrote} = False")
        for child, only_if_none_yet in regular + fallbacks:
            inner_level = level
            if only_if_none_yet:
                self.add(level, f"if not {any_wrote}:")
                inner_level = level + 1
            self.element(child, depth + 1, obj, context, inner_level, must, any_wrote)

    def leaf(
        self, node: _Element, depth: int, obj: str, context: str, level: int, flag: str
    ) -> None:
        """The element of a leaf: of its rows, the first whose value is there (and one
        of its ``codes``, where it has some) — ``CdtrRefInf/Tp/CdOrPrtry/Cd`` from
        ``.12``: ``type`` when a listed code, else ``code``."""
        if len(node.rows) == 1:
            self.leaf_row(node, node.rows[0], depth, obj, context, level, flag)
            return
        wrote = self.name("w")
        self.add(level, f"{wrote} = False")
        for index, row in enumerate(node.rows):
            if index:
                self.add(level, f"if not {wrote}:")
            self.leaf_row(node, row, depth, obj, context, level + bool(index), wrote)
        self.add(level, f"if {wrote}: {flag} = True")

    def leaf_row(
        self,
        node: _Element,
        row: Field,
        depth: int,
        obj: str,
        context: str,
        level: int,
        flag: str,
    ) -> None:
        """Statements writing ``node`` from ``row``'s value that set ``flag`` True when
        they wrote."""
        pad = self.step * depth
        name, nl = node.name, self.nl
        if row.model is None:  # a fallback constant
            constant = self.constant(f"{pad}<{name}>{escape_text(row.default or '')}</{name}>{nl}")
            self.add(level, f"out.append({constant})")
            self.add(level, f"{flag} = True")
            return
        value = self.name("v")
        self.get(level, value, obj, model_chain(row.model, context))
        head = self.constant(f"{pad}<{name}>")
        tail = self.constant(f"</{name}>{nl}")
        kind = row.type
        if kind is ValueType.AMOUNT:
            opening = self.constant(f'{pad}<{name} {self.attributes[row.xml]}="')
            self.add(level, f"if {value} is not None:")
            parts = [opening, f"_attr({value}.currency)", "'\">'", f"_esc({value}.text)", tail]
            self.appended(level + 1, parts)
            self.add(level + 1, f"{flag} = True")
            return
        if row.many:
            self.add(level, f"for x in {value} or ():")
            self.appended(level + 1, [head, self.escaped("x"), tail])
            self.add(level + 1, f"{flag} = True")
            return
        if row.default is not None:
            default = self.constant(row.default)
            self.add(level, f'if {value} is None or {value} == "": {value} = {default}')
        condition = f"{value} is not None"
        if row.codes is not None:
            condition += f" and {value} in {self.constant(row.codes)}"
        if row.unless is not None:  # a sibling field that, where it is, is written instead
            sibling = self.name("u")
            owner = row.model.rpartition(".")[0]
            path = f"{owner}.{row.unless}" if owner else row.unless
            self.get(level, sibling, obj, model_chain(path, context))
            condition += f" and {sibling} is None"
        plain = kind in (ValueType.TEXT, ValueType.CODE, ValueType.COUNT, ValueType.DATETIME)
        text = self.escaped(value) if plain else f"_esc(_text({value}, {self.constant(kind)}))"
        if kind is ValueType.XML:  # XML text already: written as it is
            text = f"str({value})"
        self.add(level, f"if {condition}:")
        self.appended(level + 1, [head, text, tail])
        self.add(level + 1, f"{flag} = True")


def _field_of(model: str) -> str:
    """The node's field a model path starts at (``creditor`` of ``creditor.address.town``)."""
    return model.partition(".")[0].removesuffix("[]")


def _common(version: PainVersion, kind: NodeKind) -> frozenset[str]:
    """The fields of a node most files have: those the payment intent JSON carries, and
    those whose default is not empty (``PmtMtd`` ``TRF``); the others are the rare. Fields
    no row writes (the node's ``origin``) count as common: they cost the writer nothing."""
    cls = _ROOTS[kind]
    rows = node_table(version, kind).rows
    carried = {_field_of(r.model) for r in rows if r.json and r.model}
    written = {_field_of(r.model) for r in rows if r.model}
    return frozenset(
        f.name
        for f in dataclasses.fields(cls)
        if f.name in carried
        or f.name not in written
        or getattr(cls, f.name, None) not in (None, ())
    )


@functools.cache
def rare_fields(version: PainVersion, kind: NodeKind) -> frozenset[str]:
    """The fields of ``kind`` some row writes that are not :func:`_common`."""
    written = {_field_of(r.model) for r in node_table(version, kind).rows if r.model}
    return frozenset(written - _common(version, kind))


def common_only(obj: Any, rare: frozenset[str]) -> bool:
    """Whether ``obj`` holds none of the ``rare`` fields: none in its ``__dict__`` (what
    else it holds there, its ``origin`` or a rule's memo such as the short texts of
    :func:`pain_bridge.rules._text_fields.short_texts`, no statement writes), or each
    one empty there as its class default is (a node built whole: the reader's first of
    a shape, a ``replace``)."""
    fields = getattr(obj, "__dict__", None)
    if fields is None:
        return False
    if fields.keys().isdisjoint(rare):
        return True
    return all(fields[name] in _EMPTY for name in fields.keys() & rare)


#: The values of a rare field that write nothing (its class default is one of them).
_EMPTY = (None, ())


@functools.cache
def emitter(version: PainVersion, kind: NodeKind, indent: bool) -> Emit:
    """The emitter of the *content* of ``kind``'s element in ``version`` (its children;
    the caller writes the element's own tags, and a payment info's transactions).

    A node the reader made with none of the rare fields (it holds in its ``__dict__``
    the fields it has only) is written by the statements of the common fields alone: a
    field a file does not use costs nothing per transaction; any other node by the
    statements of all. Each is compiled when the first node that needs it comes (about
    10 ms a node kind; a file whose transactions all have common fields only never needs
    the statements of every field, and the payment infos and group header a migration
    writes, their totals filled in, never need those of the common fields)."""
    rare = rare_fields(version, kind)
    common: list[Emit] = []
    every: list[Emit] = []

    def emit(obj: Any, out: list[str]) -> bool:
        if common_only(obj, rare):
            if not common:
                common.append(_compiled(version, kind, indent, _common(version, kind)))
            return common[0](obj, out)
        if not every:
            every.append(_compiled(version, kind, indent, None))
        return every[0](obj, out)

    return emit


def _compiled(
    version: PainVersion,
    kind: NodeKind,
    indent: bool,
    only: frozenset[str] | None,
    lazy: bool = True,
    inline: bool = True,
) -> Emit:
    """The statements of ``kind``'s fields (``only`` those, or all) as one function,
    each model object's helper compiled when first called (``lazy``: a migration of
    ``.09`` to ``.13`` compiled 131 KB of emitters' text for the 16 KB its file calls;
    ``lazy=False``, all at once, is the twin ``tests/test_migration_cost.py`` holds it
    to). ``inline``: the test for characters to escape written into the emitter
    (:meth:`_Source.escaped`), an element's pieces appended one by one
    (:meth:`_Source.appended`); ``inline=False``, a call of :func:`escape_text` for every
    value and one string for every element, is the plain twin the same test holds it to
    (their texts joined)."""
    source = _Source(indent, node_table(version, kind).attributes, inline)
    source.add(0, "def emit(obj, out):")
    source.add(1, "wrote = False")
    for child in _tree(version, kind, only).children.values():
        source.element(child, _DEPTH[kind], "obj", "", 1, False, "wrote")
    source.add(1, "return wrote")
    which = "the common fields" if only is not None else "every field"
    function: Emit = source.function(
        "emit", f"emitter of {which} of {kind} in {version.value}", source.functions, lazy=lazy
    )
    return function
