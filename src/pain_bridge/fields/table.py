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
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from pain_bridge.fields import pain_001_001_03, pain_001_001_09
from pain_bridge.fields.row import Drop, Field, ValueType, renamed_path
from pain_bridge.model import NodeKind, strip_predicates
from pain_bridge.versions import PainVersion

#: The element of each node kind.
NODE_ELEMENTS: Final[Mapping[NodeKind, str]] = MappingProxyType(
    {"group_header": "GrpHdr", "payment_info": "PmtInf", "transaction": "CdtTrfTxInf"}
)

_ROWS: Final = {
    PainVersion.V03: pain_001_001_03,
    PainVersion.DK03: pain_001_001_03,
    PainVersion.V09: pain_001_001_09,
}
_RENAMED: Final[Mapping[PainVersion, Mapping[str, str]]] = {
    PainVersion.V09: pain_001_001_09.RENAMED
}


class NodeTable:
    """The rows of one node kind in one version, indexed.

    ``pointers``: element path → JSON Pointer suffix (of its first row). ``mapped``:
    the paths whose content reaches the JSON, with all their ancestors; ``modelled``:
    those whose content reaches the model (what an XML → XML conversion keeps). ``mapping``:
    paths the ``map`` rule reports instead of the reader. ``regenerated``: paths the
    writer computes again. ``attributes``: element path → the attribute its row carries.
    """

    def __init__(self, version: PainVersion, kind: NodeKind, rows: tuple[Field, ...]) -> None:
        self.version = version
        self.kind = kind
        self.element = NODE_ELEMENTS[kind]
        self.rows = rows
        self.renamed = _RENAMED.get(version, {})
        pointers: dict[str, str | None] = {}
        for row in rows:
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
            rel_xpath = renamed_path(rel_xpath, self.renamed)
            bare = strip_predicates(rel_xpath)
        return rel_xpath, self.pointers.get(bare)

    def pointer(self, rel_xpath: str) -> str | None:
        """The JSON Pointer suffix of a path of this version (None: not in the JSON)."""
        return self.pointers.get(strip_predicates(rel_xpath))

    def __repr__(self) -> str:
        return f"NodeTable({self.version.value}, {self.kind})"


@functools.cache
def node_table(version: PainVersion, kind: NodeKind) -> NodeTable:
    """The indexed rows of ``kind`` in ``version`` (built once)."""
    module = _ROWS[version]
    rows = {
        "group_header": module.GROUP_HEADER,
        "payment_info": module.PAYMENT_INFO,
        "transaction": module.TRANSACTION,
    }[kind]
    return NodeTable(version, kind, rows)
