"""What a message read from one pain.001 version loses when written as another.

A field the source version's table has a model path for and the target version's has
not (``UETR``, a party's ``LEI``, the ``DtTm`` of a requested execution, the extra
address fields of pain.001.001.09 written as pain.001.001.03) is reported once per field
as ``map.dropped``, at its first occurrence, with how many nodes had it. Going from
``.03`` to ``.09`` nothing is lost.

>>> from pain_bridge.versions import PainVersion
>>> sorted(lost_fields(PainVersion.V09, PainVersion.V03, "transaction"))[:2]
['creditor.address.building_name', 'creditor.address.district']
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass

from pain_bridge.fields import NODE_ELEMENTS, Field, ValueType, node_table
from pain_bridge.findings import Finding, Location, make_finding
from pain_bridge.model import Message, NodeKind, Origin
from pain_bridge.versions import PainVersion

__all__ = ["lost_fields", "version_losses"]

_UNITS = {"group_header": "group header", "payment_info": "payment info",
          "transaction": "transaction"}  # fmt: skip


@functools.cache
def lost_fields(source: PainVersion, target: PainVersion, kind: NodeKind) -> dict[str, Field]:
    """Model path → the source row of each field ``target`` has no element for."""
    kept = node_table(target, kind).model_paths
    return {
        row.model: row
        for row in node_table(source, kind).rows
        if row.model is not None
        and row.type is not ValueType.GROUP
        and row.model not in kept
        and not row.read_only
    }


def _value(node: object, model: str) -> object:
    value: object = node
    for name in model.replace("[]", "").split("."):
        if value is None:
            return None
        if isinstance(value, tuple):  # a repeated object: any of them
            found = [getattr(item, name) for item in value]
            value = next((v for v in found if v not in (None, (), "")), None)
            continue
        value = getattr(value, name)
    return value if value not in ((), "") else None


@dataclass
class _Loss:
    row: Field
    kind: NodeKind
    count: int
    where: Location


def version_losses(message: Message, target: PainVersion) -> Iterator[Finding]:
    """``map.dropped`` for each field of ``message`` that ``target`` cannot carry."""
    source = message.pain_version
    if source is None or source == target:
        return
    losses: dict[tuple[NodeKind, str], _Loss] = {}

    def note(kind: NodeKind, node: object, origin: Origin | None) -> None:
        for model, row in lost_fields(source, target, kind).items():
            if _value(node, model) is None:
                continue
            key = (kind, model)
            if key in losses:
                losses[key].count += 1
            else:
                where = origin.at(row.xml) if origin is not None else Location()
                losses[key] = _Loss(row, kind, 1, where)

    note("group_header", message.group_header, message.group_header.origin)
    for info in message.payment_infos:
        note("payment_info", info, info.origin)
        for tx in info.transactions:
            note("transaction", tx, tx.origin)
    for (kind, _), loss in losses.items():
        unit = _UNITS[kind]
        count = f"in 1 {unit}" if loss.count == 1 else f"in {loss.count} {unit}s, first here"
        yield make_finding(
            "map.dropped",
            f"{NODE_ELEMENTS[kind]}/{loss.row.xml} has no element in {target.value} "
            f"(dropped {count})",
            loss.where,
        )
