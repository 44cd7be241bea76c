"""A version's field table, indexed for the code that reads it.

:func:`node_table` gives the rows of one node kind of one version with the indexes the
reader, the writer and the locator ask for; a :class:`NodeTable` is also the
:class:`~pain_bridge.model.Layout` every :class:`~pain_bridge.model.Origin` of that
version carries.

>>> layout = node_table(PainVersion.V09, "transaction")
>>> layout.locate("CdtrAgt/FinInstnId/BIC")
('CdtrAgt/FinInstnId/BICFI', None)
>>> layout.locate("Cdtr/PstlAdr/TwnNm")
('Cdtr/PstlAdr/TwnNm', '/creditor/town')

Every version has its table (``pain_001_001_03`` … ``pain_001_001_13``): its edition and
a layout of blocks per node kind, which :func:`written_rows` expands into rows (once);
the German DK variant has ``.03``'s, restricted to the elements its schema has.

The length of a text the text rule checks (``max_length``) is not written in the tables
but read from the version's own schema as its rows are taken (:func:`rows_of`): a
length is a fact of the schema, like the paths the tables must cover, so the XSD stays
its one source and no table can drift from it (``PostalAddress27`` of ``.12`` takes 140
characters of ``TwnNm`` where ``.09``'s took 35, the DK variant 70 of a name).

>>> [r.max_length for v in (PainVersion.V09, PainVersion.V13)
...  for r in node_table(v, "transaction").rows if r.xml == "Cdtr/PstlAdr/BldgNm"]
[35, 140]

A command reads its version's tables as they were built ahead of time from those same
layouts and schemas (:func:`built_table`, written by ``tools/field_tables.py`` to
``fields/ahead/``; ``tests/test_field_tables_ahead.py`` fails while they differ from
what the layouts and schemas give): building them was a sixth of a small ``validate``.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import marshal
import zlib
from collections.abc import Mapping
from enum import Enum
from types import MappingProxyType
from typing import Any, Final

from pain_bridge import package_data, xsd
from pain_bridge.fields.layout import expand
from pain_bridge.fields.row import Check, Drop, Field, JsonForm, ValueType, with_changes
from pain_bridge.model import NodeKind, strip_predicates
from pain_bridge.versions import PainVersion

#: The element of each node kind.
NODE_ELEMENTS: Final[Mapping[NodeKind, str]] = MappingProxyType(
    {"group_header": "GrpHdr", "payment_info": "PmtInf", "transaction": "CdtTrfTxInf"}
)

#: The layout of each node kind in a version's table module.
_LAYOUTS: Final[Mapping[NodeKind, str]] = MappingProxyType(
    {
        "group_header": "GROUP_HEADER_LAYOUT",
        "payment_info": "PAYMENT_INFO_LAYOUT",
        "transaction": "TRANSACTION_LAYOUT",
    }
)


class NodeTable:
    """The rows of one node kind in one version, indexed.

    ``pointers``: element path → JSON Pointer suffix (of its first row). ``mapped``:
    the paths whose content reaches the JSON, with all their ancestors; ``modelled``:
    those whose content reaches the model (what an XML → XML conversion keeps). ``mapping``:
    paths the ``map`` rule reports instead of the reader. ``regenerated``: paths the
    writer computes again. ``attributes``: element path → the attribute its row carries.
    """

    def __init__(
        self,
        version: PainVersion,
        kind: NodeKind,
        rows: tuple[Field, ...],
        renamed: Mapping[str, str] | None = None,
        json_rows: tuple[Field, ...] | None = None,
    ) -> None:
        self.version = version
        self.kind = kind
        self.element = NODE_ELEMENTS[kind]
        self.rows = rows
        #: ``.03`` path → this version's path of the same model field, where they differ.
        self.renamed = renamed or {}
        pointers: dict[str, str | None] = {}
        for row in json_rows or rows:  # the JSON's members, whatever the version has
            pointers.setdefault(row.xml, row.json)
        self.pointers = pointers
        mapped: set[str] = set()
        for row in rows:
            if row.json is not None:
                steps = [step for step in row.xml.split("/") if not step.startswith("@")]
                mapped.update("/".join(steps[:i]) for i in range(1, len(steps) + 1))
        self.mapped = frozenset(mapped)
        modelled: set[str] = set()
        for row in rows:
            if row.model is not None or row.default is not None:
                steps = [step for step in row.xml.split("/") if not step.startswith("@")]
                modelled.update("/".join(steps[:i]) for i in range(1, len(steps) + 1))
        self.modelled = frozenset(modelled)
        self.model_paths = frozenset(
            row.model for row in rows if row.model is not None and row.type is not ValueType.GROUP
        )
        self.mapping = frozenset(row.xml for row in rows if row.drop is Drop.MAPPING)
        self.regenerated = frozenset(row.xml for row in rows if row.drop is Drop.REGENERATED)
        #: Elements kept as the XML text of their content (``ValueType.XML``).
        self.raw = frozenset(row.xml for row in rows if row.type is ValueType.XML)
        self.attributes = {
            row.xml.rpartition("/")[0]: attribute
            for row in rows
            if (attribute := row.attribute) is not None
        }
        self.known = frozenset(pointers)

    def locate(self, rel_xpath: str) -> tuple[str, str | None]:
        """See :class:`pain_bridge.model.Layout`: a path as ``.03`` names it → this
        version's path and the JSON Pointer suffix."""
        bare = strip_predicates(rel_xpath)
        if self.renamed and bare not in self.known:
            rel_xpath = _renamed(rel_xpath, bare, self.renamed)
            bare = strip_predicates(rel_xpath)
        return rel_xpath, self.pointers.get(bare)

    def pointer(self, rel_xpath: str) -> str | None:
        """The JSON Pointer suffix of a path of this version (None: not in the JSON)."""
        return self.pointers.get(strip_predicates(rel_xpath))

    def __repr__(self) -> str:
        return f"NodeTable({self.version.value}, {self.kind})"


def _renamed(rel_xpath: str, bare: str, renamed: Mapping[str, str]) -> str:
    """``rel_xpath`` (whose path without predicates is ``bare``) with the longest
    renamed path that leads it replaced; the predicates of the steps kept are kept."""
    steps, bare_steps = rel_xpath.split("/"), bare.split("/")
    for size in range(len(bare_steps), 0, -1):
        new = renamed.get("/".join(bare_steps[:size]))
        if new is None:
            continue
        new_steps = new.split("/")
        kept = 0
        while kept < min(size, len(new_steps)) and new_steps[kept] == bare_steps[kept]:
            kept += 1
        return "/".join([*steps[:kept], *new_steps[kept:], *steps[size:]])
    return rel_xpath


def _renames(old: tuple[Field, ...], new: tuple[Field, ...]) -> dict[str, str]:
    """The paths of ``old`` that ``new`` names otherwise, to ``new``'s: rows of the same
    model field (renames are rows: ``FinInstnId/BIC`` and ``FinInstnId/BICFI`` fill
    ``bic``)."""
    known = {row.xml for row in new}
    by_model: dict[str, str] = {}
    for row in new:
        if row.model is not None and not row.read_only:
            by_model.setdefault(row.model, row.xml)
    return {
        row.xml: by_model[row.model]
        for row in old
        if row.xml not in known and row.model is not None and row.model in by_model
    }


def rows_of(version: PainVersion, kind: NodeKind) -> tuple[Field, ...]:
    """The rows of ``kind`` in ``version``: its table's (``fields.pain_001_001_NN``), for
    the DK variant ``.03``'s restricted to what its schema has; each text the text rule
    checks with its length in the version's schema."""
    unit = NODE_ELEMENTS[kind]
    return tuple(
        with_changes(row, {"max_length": xsd.text_length(version.value, unit, row.xml)})
        if Check.TEXT in row.checks
        else row
        for row in written_rows(version, kind)
    )


@functools.cache
def written_rows(version: PainVersion, kind: NodeKind) -> tuple[Field, ...]:
    """The rows of ``kind`` in ``version`` as its table writes them (no lengths): the
    module's layout of the kind expanded for its edition."""
    if version is PainVersion.DK03:
        schema = xsd.unit_paths(version.value, NODE_ELEMENTS[kind])
        return tuple(row for row in written_rows(PainVersion.V03, kind) if row.xml in schema)
    module = importlib.import_module(f"pain_bridge.fields.pain_001_001_{version.short}")
    return expand(getattr(module, _LAYOUTS[kind]), module.EDITION)


@functools.cache
def node_table(version: PainVersion, kind: NodeKind) -> NodeTable:
    """The indexed rows of ``kind`` in ``version`` (made once): as the package holds
    them (``fields/ahead/``), built ahead of time from the same layouts and schemas by
    :func:`built_table` (``tools/field_tables.py``), or built here where it holds
    none. A small ``validate`` spent about a sixth of its instructions building its
    version's three tables (the layouts imported and expanded, lengths read from the
    schema, the indexes made)."""
    ahead = _ahead(version.value)
    if ahead is not None and kind in ahead:
        return decoded(version, kind, ahead[kind])
    return built_table(version, kind)


def built_table(version: PainVersion, kind: NodeKind) -> NodeTable:
    """The indexed rows of ``kind`` in ``version``, built from its layouts and schema."""
    rows = rows_of(version, kind)
    first = written_rows(PainVersion.V03, kind)  # its paths and JSON members: no schema read
    json_rows = first if version is PainVersion.DK03 else None
    return NodeTable(version, kind, rows, _renames(first, rows), json_rows)


# --------------------------------------------------------------------------- ahead

#: A row's fields written ahead by their enum's member name (the rest as they are).
_ENUMS: Final[Mapping[str, type[Enum]]] = MappingProxyType(
    {"type": ValueType, "drop": Drop, "json_form": JsonForm}
)
#: The sets among a row's fields (``checks``: of :class:`Check` members, by name).
_SETS: Final = ("checks", "codes")
#: A table's indexes written ahead as tuples (sets) or pairs (mappings).
_INDEX_SETS: Final = ("mapped", "modelled", "model_paths", "mapping", "regenerated", "raw", "known")
_INDEX_MAPS: Final = ("renamed", "pointers", "attributes")


def encoded(table: NodeTable) -> tuple[object, ...]:
    """``table`` as plain data :mod:`marshal` writes (strings, numbers, tuples, dicts,
    None): its rows (each the fields it has other than their defaults, an enum by its
    member's name, a set as a sorted tuple) and its indexes; :func:`decoded` makes it
    again."""
    defaults = _defaults()
    rows = []
    for row in table.rows:
        if tuple(row.__dict__) != tuple(defaults):
            raise ValueError(f"a row whose fields are not its class's: {row}")
        sparse: dict[str, object] = {}
        for name, value in row.__dict__.items():
            if value == defaults[name]:
                continue
            if name in _ENUMS:
                value = value.name
            elif name in _SETS:
                value = tuple(sorted(getattr(item, "name", item) for item in value))
            sparse[name] = value
        rows.append(sparse)
    state = vars(table)
    return (
        tuple(rows),
        tuple(tuple(sorted(state[name])) for name in _INDEX_SETS),
        tuple(tuple(state[name].items()) for name in _INDEX_MAPS),
    )


def decoded(version: PainVersion, kind: NodeKind, data: tuple[Any, ...]) -> NodeTable:
    """The table :func:`encoded` wrote: rows and indexes equal to those
    :func:`built_table` makes (``tests/test_field_tables_ahead.py``). A row is its
    class's defaults updated with what it has, its ``__dict__`` set directly (a
    :class:`Field` has no slots and no ``__post_init__``, as :func:`with_changes` says)."""
    rows_data, sets, maps = data
    defaults = _defaults()
    members: dict[str, Mapping[str, Any]] = {n: e.__members__ for n, e in _ENUMS.items()}
    encoded_names = frozenset(members) | frozenset(_SETS)
    checks: dict[tuple[str, ...], frozenset[Check]] = {}
    new, set_attribute = object.__new__, object.__setattr__
    rows = []
    for sparse in rows_data:
        state = defaults.copy()
        state.update(sparse)
        for name in encoded_names.intersection(sparse):
            value = state[name]
            if name == "checks":
                found = checks.get(value)
                if found is None:
                    found = checks[value] = frozenset(Check[n] for n in value)
                state[name] = found
            elif name == "codes":
                state[name] = frozenset(value)
            else:
                state[name] = members[name][value]
        row = new(Field)
        set_attribute(row, "__dict__", state)
        rows.append(row)
    table: NodeTable = new(NodeTable)
    table.__dict__.update(version=version, kind=kind, element=NODE_ELEMENTS[kind], rows=tuple(rows))
    table.__dict__.update(zip(_INDEX_SETS, map(frozenset, sets), strict=True))
    table.__dict__.update(zip(_INDEX_MAPS, map(dict, maps), strict=True))
    return table


@functools.cache
def _defaults() -> dict[str, Any]:
    """Each field of a :class:`Field` with its default (None for those without one),
    in the order its ``__init__`` sets them."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(Field):
        if f.default_factory is not dataclasses.MISSING:
            out[f.name] = f.default_factory()
        else:
            out[f.name] = None if f.default is dataclasses.MISSING else f.default
    return out


@functools.cache
def _ahead(version: str) -> dict[str, Any] | None:
    """The tables of ``version`` written ahead (``fields/ahead/VERSION.bin``), or None."""
    try:
        blob = package_data.read_bytes(*AHEAD, f"{version}.bin")
    except FileNotFoundError:
        return None
    return marshal.loads(zlib.decompress(blob))  # type: ignore[no-any-return]  # noqa: S302


#: Where the tables written ahead are, in the package: one file a version.
AHEAD: Final = ("fields", "ahead")
