"""What a message read from one pain.001 version loses when written as another.

A field the source version's table has a model path for and the target version's has
not, at its own path nor where an edition between them moved it
(:mod:`pain_bridge.fields.moved`: a document's date and amounts in ``.12``, where
remittance information goes in ``.06``) — ``UETR``, a party's ``LEI``, the ``DtTm`` of a
requested execution, the extra address fields of pain.001.001.09 written as
pain.001.001.03, a mandate of ``.10``… —, and the items of a repeated element beyond
what the target holds (a second ``SvcLvl`` written as ``.08`` or before), are reported
once per field as ``map.dropped``, at its first occurrence, with how many nodes had it
and the target version. Going from ``.03`` to ``.09`` nothing is lost. A field is not
lost where another field of the target writes its value at its element
(:func:`carriers`: a creditor reference's external ``code`` of ``.12`` that is one of
the codes ``type`` writes as ``Cd``); where that field writes it at another element,
the finding says so, and where (a code outside that list is written as ``Prtry``:
``… Cd XXXX is no code of pain.001.001.09 there: written as …/Prtry``, changed rather
than dropped). What of a moved value does not fit its new place is named by
:func:`pain_bridge.writer.reshape.changes` (a discount without a type has no code in
``.12``).

A value the target holds only in part is named too, at its element, with what is lost
(:func:`narrowed_fields`): a tax period's ``Yr``, an ``ISODate`` up to ``.10`` and an
``ISOYear`` from ``.11``, keeps only its year; a full date other than the first of
January (``2025-03-04``) loses its month and day. Going back, a year is widened to the
first of January (:func:`widened_fields`), named as changed. A value that fits the
source's type but not the target's (too long, another pattern or code list) is not
written at all: the target's schema refuses it, named as ``map.unfit``
(:mod:`pain_bridge.writer.unfit`).

The document itself: an ``xsi:schemaLocation`` of a schema of the source version alone
(:mod:`pain_bridge.writer.location`) is named as not written; a German DK file
(``pain.001.003.03``, read only) is told that its namespace is replaced by the target's
and the DK rules, detected from it, no longer apply.

>>> from pain_bridge.versions import PainVersion
>>> lost = lost_fields(PainVersion.V09, PainVersion.V03, "transaction")
>>> [lost[m].xml for m in ("uetr", "creditor.identification.organisation.lei")]
['PmtId/UETR', 'Cdtr/Id/OrgId/LEI']
>>> "remittance.structured[].referred_document_information[].related_date" in lost_fields(
...     PainVersion.V03, PainVersion.V13, "transaction")
False
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from pain_bridge.fields import NODE_ELEMENTS, Field, ValueType, node_table
from pain_bridge.fields.moved import follow, moves
from pain_bridge.findings import Finding, Location, make_finding
from pain_bridge.model import (
    ROOT_XPATH,
    Message,
    NodeKind,
    Origin,
    SupplementaryData,
    Transaction,
)
from pain_bridge.versions import PainVersion
from pain_bridge.writer.location import dropped as dropped_locations
from pain_bridge.writer.plan import year_text
from pain_bridge.writer.reshape import changes
from pain_bridge.writer.untouched import Tree, path_tree, untouched
from pain_bridge.xsd_paths import message_elements

__all__ = [
    "VersionLosses",
    "lost_fields",
    "narrowed_fields",
    "version_losses",
    "widened_fields",
]

#: A full ``ISODate`` (with its time zone, if any) that is not the first of January:
#: written as an ``ISOYear``, its month and day are lost.
_DATE_BEYOND_YEAR = re.compile(r"\s*-?\d{4,}-(?!01-01)\d{2}-\d{2}(?:Z|[+-]\d{2}:\d{2})?\s*")

_UNITS = {"group_header": "group header", "payment_info": "payment info",
          "transaction": "transaction"}  # fmt: skip


@functools.cache
def fewer_items(source: PainVersion, target: PainVersion, kind: NodeKind) -> dict[str, Field]:
    """Model path → the source row of each repeated element of which ``target`` holds
    fewer (``SvcLvl``: any number from ``.09``, one before), with the target's most."""
    most = {
        row.model: row.max_items
        for row in node_table(target, kind).rows
        if row.many and row.model is not None and row.max_items is not None
    }
    return {
        row.model: replace(row, max_items=most[row.model])
        for row in node_table(source, kind).rows
        if row.model in most and (row.max_items is None or row.max_items > most[row.model])
    }


@functools.cache
def lost_fields(source: PainVersion, target: PainVersion, kind: NodeKind) -> dict[str, Field]:
    """Model path → the source row of each field ``target`` has no element for, at its
    own path or where an edition between them moved it (:mod:`pain_bridge.fields.moved`)."""
    kept = node_table(target, kind).model_paths
    tables = moves(source, target, kind)
    return {
        row.model: row
        for row in node_table(source, kind).rows
        if row.model is not None
        and row.type is not ValueType.GROUP
        and not row.read_only
        and not any(path in kept for path in follow(row.model, tables))
    }


def _retyped(
    source: PainVersion, target: PainVersion, kind: NodeKind, was: ValueType, becomes: ValueType
) -> dict[str, Field]:
    """Model path → the source row of each field read as ``was`` and written as ``becomes``."""
    written = {
        row.model
        for row in node_table(target, kind).rows
        if row.model is not None and row.type is becomes
    }
    return {
        row.model: row
        for row in node_table(source, kind).rows
        if row.model in written and row.type is was
    }


@functools.cache
def narrowed_fields(source: PainVersion, target: PainVersion, kind: NodeKind) -> dict[str, Field]:
    """Model path → the source row of each field ``target`` holds only in part: a
    tax period's year read as an ``ISODate`` (``.03``–``.10``) and written as an
    ``ISOYear`` (``.11``–``.13``)."""
    return _retyped(source, target, kind, ValueType.YEAR_DATE, ValueType.YEAR)


@functools.cache
def widened_fields(source: PainVersion, target: PainVersion, kind: NodeKind) -> dict[str, Field]:
    """Model path → the source row of each field ``target`` holds in a wider form: a
    tax period's year read as an ``ISOYear`` (``.11``–``.13``) and written as an
    ``ISODate`` (``.03``–``.10``), the first of January of that year."""
    return _retyped(source, target, kind, ValueType.YEAR, ValueType.YEAR_DATE)


@functools.cache
def carriers(
    source: PainVersion, target: PainVersion, kind: NodeKind
) -> dict[str, tuple[Field, ...]]:
    """Model path of each lost field (:func:`lost_fields`) → the rows ``target`` may
    write its value with, in row order: its rows at the field's element (for other
    fields), and the rows of the fields the reader fills from that same element of
    ``source`` (``type`` beside ``code`` at ``CdtrRefInf/Tp/CdOrPrtry/Cd`` of ``.12``).
    A value written at the field's element is not lost (``code`` of ``.12`` written by
    ``type`` in an earlier edition when one of its codes); one written at another
    element is named there (a code outside the list, written by ``type`` as ``Prtry``).

    >>> [r.xml.rpartition("/")[2] for r in carriers(PainVersion.V13, PainVersion.V09,
    ...     "transaction")["remittance.structured[].creditor_reference.code"]]
    ['Cd', 'Prtry']
    """
    rows = [r for r in node_table(target, kind).rows if r.model is not None and not r.read_only]
    read = node_table(source, kind).rows
    found = {}
    for model, row in lost_fields(source, target, kind).items():
        beside = {r.model for r in read if r.xml == row.xml and r.model not in (None, model)}
        found[model] = tuple(r for r in rows if r.xml == row.xml or r.model in beside)
    return {model: rows for model, rows in found.items() if rows}


def _written_by(node: object, value: object, rows: tuple[Field, ...]) -> Field | None:
    """The row of ``rows`` the writer writes ``value`` of ``node`` with: the first whose
    field has that value, among its ``codes`` where it has some, and without the sibling
    it gives way to (``unless``); None: none writes it."""
    for row in rows:
        assert row.model is not None
        if _value(node, row.model) != value or (row.codes is not None and value not in row.codes):
            continue
        if row.unless is not None:
            owner = row.model.rpartition(".")[0]
            if _value(node, f"{owner}.{row.unless}" if owner else row.unless) is not None:
                continue
        return row
    return None


def _count(node: object, model: str) -> int:
    """How many items the repeated field at ``model`` has (the most of any object on
    the way, where the way repeats)."""
    parent, _, name = model.removesuffix("[]").rpartition(".")
    owners = _values(node, parent) if parent else iter((node,))
    items = (getattr(owner, name, ()) for owner in owners)
    return max((len(found) for found in items if isinstance(found, tuple)), default=0)


def _values(node: object, model: str) -> Iterator[object]:
    """Every value at ``model`` under ``node``: of each repetition, where the way repeats
    (at any level of nesting), the items of a repeated value one by one."""
    values: list[object] = [node]
    for name in model.replace("[]", "").split("."):
        found: list[object] = []
        for value in values:
            item = getattr(value, name)
            if isinstance(item, tuple):
                found.extend(item)
            elif item is not None:
                found.append(item)
        values = found
    return (value for value in values if value != "")


def _value(node: object, model: str) -> object:
    """The value at ``model`` of the first repetition that has one, where the way repeats
    (a field only a later repetition has is found too), else None."""
    return next(_values(node, model), None)


@dataclass
class _Loss:
    row: Field
    count: int
    where: Location
    #: What happens to the value, after its element: ``has no element in …``.
    what: str
    #: How the nodes that had it are counted: ``dropped`` or ``changed``.
    verb: str = "dropped"


def version_losses(message: Message, target: PainVersion) -> Iterator[Finding]:
    """``map.dropped`` for each field of ``message`` that ``target`` cannot carry."""
    source = message.pain_version
    if source is None or source == target:
        return
    losses = VersionLosses(source, target)
    losses.node("group_header", message.group_header, message.group_header.origin)
    for info in message.payment_infos:
        losses.node("payment_info", info, info.origin)
        for tx in info.transactions:
            losses.node("transaction", tx, tx.origin)
    yield from losses.findings(
        message.supplementary_data, message.supplementary_data_line, message.schema_location
    )


class VersionLosses:
    """What :func:`version_losses` finds, node by node, for a message never held whole
    (the streaming writer, :mod:`pain_bridge.writer.stream`): :meth:`node` for each node
    in document order, then :meth:`findings` once."""

    def __init__(self, source: PainVersion, target: PainVersion) -> None:
        self.source = source
        self.target = target
        self._losses: dict[tuple[NodeKind, str, str], _Loss] = {}
        #: :func:`_looked_at` of each node kind, kept: its cache hashes the two versions
        #: (an enum's ``__hash__`` is Python) at every node.
        self._looked_at: dict[NodeKind, Tree] = {}

    def node(self, kind: NodeKind, node: object, origin: Origin | None) -> None:
        """Note what of ``node`` (of ``kind``, read at ``origin``) the target loses."""
        tree = self._looked_at.get(kind)
        if tree is None:
            tree = self._looked_at[kind] = _looked_at(self.source, self.target, kind)
        if untouched(node, tree):
            return  # none of the fields looked at below: nothing to lose
        source, target, add = self.source, self.target, self._add
        into = target.value
        for model, row in fewer_items(source, target, kind).items():
            assert row.max_items is not None
            if _count(node, model) > row.max_items:
                row = replace(row, xml=f"{row.xml}[{row.max_items + 1}]")
                add(kind, model, row, origin, f"has no element in {into}")
        others = carriers(source, target, kind)
        for model, row in lost_fields(source, target, kind).items():
            value = _value(node, model)
            if value is None:
                continue
            written = _written_by(node, value, others.get(model, ()))
            if written is None:
                add(kind, model, row, origin, f"has no element in {into}")
            elif written.xml != row.xml:  # a code outside the target's list: its other branch
                other = f"{NODE_ELEMENTS[kind]}/{written.xml}"
                what = f"{value} is no code of {into} there: written as {other}"
                add(kind, model, row, origin, what, "changed")
        if kind == "transaction":  # what does not fit where a value moved
            assert isinstance(node, Transaction)
            rows = _rows(source, kind)
            for change in changes(node, target):
                row = rows[change.model]
                if change.index is not None and change.index > 1:  # the item's own element
                    row = replace(row, xml=f"{row.xml}[{change.index}]")
                add(kind, change.model, row, origin, change.what, change.verb, change.what)
        for model, row in narrowed_fields(source, target, kind).items():
            date = next((v for v in _values(node, model) if _is_full_date(v)), None)
            if date is not None:
                what = (
                    f"loses its month and day in {into} "
                    f"(the date {str(date).strip()} is written as its year)"
                )
                add(kind, model, row, origin, what)
        for model, row in widened_fields(source, target, kind).items():
            for value in _values(node, model):
                text = str(value).strip()
                wider = year_text(text, ValueType.YEAR_DATE)
                if wider != text:
                    what = f"is widened in {into}: the year {text} is written as the date {wider}"
                    add(kind, model, row, origin, what, "changed")
                    break

    def _add(
        self,
        kind: NodeKind,
        model: str,
        row: Field,
        origin: Origin | None,
        what: str,
        verb: str = "dropped",
        tag: str = "",
    ) -> None:
        key = (kind, model, tag or verb)
        losses = self._losses
        if key in losses:
            losses[key].count += 1
        else:
            where = origin.at(row.xml) if origin is not None else Location()
            losses[key] = _Loss(row, 1, where, what, verb)

    def findings(
        self,
        supplementary_data: tuple[SupplementaryData, ...],
        supplementary_data_line: int | None,
        schema_location: str | None,
    ) -> Iterator[Finding]:
        """The findings, once every node was noted: the document's own (its supplementary
        data, its schema location, a DK namespace), then one per field lost."""
        source, target = self.source, self.target
        if supplementary_data and "SplmtryData" not in message_elements(target.value):
            yield make_finding(
                "map.dropped",
                f"CstmrCdtTrfInitn/SplmtryData has no element in {target.value} "
                f"(dropped {len(supplementary_data)} of the message's own)",
                line=supplementary_data_line,
                xpath=f"{ROOT_XPATH}/SplmtryData",
            )
        for location in dropped_locations(schema_location, source, target):
            yield make_finding(
                "map.dropped",
                f"xsi:schemaLocation {location} names a schema of {source.value} alone: "
                f"not written for {target.value} (dropped)",
                xpath="/Document",
            )
        if source is PainVersion.DK03:
            yield make_finding(
                "map.dropped",
                f"the namespace {source.namespace} of the German DK variant is replaced by "
                f"{target.namespace}: the DK rules no longer apply to what is written (the dk "
                "scheme is detected from that namespace alone; choose it to check them)",
                xpath="/Document",
            )
        for (kind, _, _), loss in self._losses.items():
            unit = _UNITS[kind]
            many = f"in {loss.count} {unit}s, first here"
            count = f"in 1 {unit}" if loss.count == 1 else many
            element = f"{NODE_ELEMENTS[kind]}/{loss.row.xml}"
            text = f"{element} {loss.what} ({loss.verb} {count})"
            yield make_finding("map.dropped", text, loss.where)


@functools.cache
def _looked_at(source: PainVersion, target: PainVersion, kind: NodeKind) -> Tree:
    """The model paths :meth:`VersionLosses.node` reads of a node of ``kind``, as a tree
    of their steps (and a transaction's structured remittance and remittance locations,
    which :func:`~pain_bridge.writer.reshape.changes` reads)."""
    paths = [
        *fewer_items(source, target, kind),
        *lost_fields(source, target, kind),
        *narrowed_fields(source, target, kind),
        *widened_fields(source, target, kind),
    ]
    if kind == "transaction":
        paths += ["remittance.structured", "related_remittance_information"]
    return path_tree(paths)


@functools.cache
def _rows(version: PainVersion, kind: NodeKind) -> dict[str, Field]:
    """Model path → the first row of ``version`` that holds it (a group's own row too)."""
    found: dict[str, Field] = {}
    for row in node_table(version, kind).rows:
        if row.model is not None and not row.read_only:
            found.setdefault(row.model, row)
    return found


def _is_full_date(value: object) -> bool:
    """Whether ``value`` is the text of a full date beyond its year (not 1 January)."""
    return isinstance(value, str) and _DATE_BEYOND_YEAR.fullmatch(value) is not None
