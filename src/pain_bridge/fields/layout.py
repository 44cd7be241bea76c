"""A unit's layout: its own rows and the blocks placed in it, for one version.

A version's table of a unit (group header, payment info, transaction) is written as its
*layout*: the rows of the unit's own elements (``MsgId``, ``PmtId/EndToEndId``…) and a
:class:`Block` for each element that is a block of rows (a party, an agent, an
account, remittance…, :mod:`pain_bridge.fields.blocks`). :func:`expand` turns a layout
into the table's rows for one edition: each block becomes the block's rows of that
edition, placed under its element (:func:`~pain_bridge.fields.row.prefixed`).

So a version differs from its neighbour by its edition (the blocks follow it) and by
the changes of its own layout (:func:`~pain_bridge.fields.row.revise` works on layouts
too: a block is renamed, replaced or added like a row).

>>> from pain_bridge.fields.blocks.common import code_or_proprietary
>>> layout = (Block("Purp", "purpose", lambda edition: code_or_proprietary()),)
>>> [(r.xml, r.model) for r in expand(layout, 3)]
[('Purp', 'purpose'), ('Purp/Cd', 'purpose.code'), ('Purp/Prtry', 'purpose.proprietary')]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from pain_bridge.fields.row import Field, prefixed

__all__ = ["Block", "Layout", "expand"]

#: A block of rows as a function of the edition (``party``, ``agent``…).
Rows = Callable[[int], tuple[Field, ...]]


@dataclass(frozen=True)
class Block:
    """The block ``rows`` placed at the unit's element ``xml``, as the object at
    ``model`` and the JSON member ``json`` (None: the JSON has none for it).

    ``who`` fills the ``{who}`` of its labels (``creditor``), ``json_required`` makes
    the JSON member required, ``own`` sets attributes of the block's own row here
    (``many``, ``required``, ``drop``…); ``replace_rows`` puts rows in place of the
    block's rows of these paths (relative to the block), for a placement that differs
    from the block's other placements. A block with ``xml`` ``""`` has rows relative to
    the unit itself (an element whose model fields are the unit's own, such as the
    transaction's ``InstrForDbtrAgt``): they are taken as they are.
    """

    xml: str
    model: str
    rows: Rows
    json: str | None = None
    who: str | None = None
    json_required: bool = False
    own: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    replace_rows: Mapping[str, tuple[Field, ...]] = field(
        default_factory=lambda: MappingProxyType({})
    )

    def placed(self, edition: int) -> tuple[Field, ...]:
        """The block's rows of ``edition`` under its element."""
        rows: list[Field] = []
        for row in self.rows(edition):
            rows.extend(self.replace_rows.get(row.xml, (row,)))
        if not self.xml:
            return tuple(rows)
        return prefixed(
            self.xml,
            self.model,
            self.json,
            tuple(rows),
            self.who,
            json_required=self.json_required,
            **self.own,
        )


#: A unit's rows and blocks, in the order of the JSON members (then of the schema).
Layout = tuple[Field | Block, ...]


def expand(layout: Layout, edition: int) -> tuple[Field, ...]:
    """The rows of ``layout`` in ``edition``: its rows as they are, each block as its
    rows of that edition."""
    rows: list[Field] = []
    for item in layout:
        if isinstance(item, Block):
            rows.extend(item.placed(edition))
        else:
            rows.append(item)
    return tuple(rows)
