"""The field tables: what each XML element is in the model and in the JSON, per version.

- :mod:`~pain_bridge.fields.row`: what a row says (:class:`Field`, :class:`ValueType`,
  :class:`Drop`, :class:`Check`);
- :mod:`~pain_bridge.fields.blocks`: the blocks of rows that recur (a party, an agent,
  an account, remittance, tax…), by edition;
- :mod:`~pain_bridge.fields.layout`: a unit's layout of rows and blocks;
- :mod:`~pain_bridge.fields.pain_001_001_03` … :mod:`~pain_bridge.fields.pain_001_001_13`:
  the tables, as data, each version as the changes from the one before;
- :mod:`~pain_bridge.fields.table`: a table indexed for its readers (:func:`node_table`);
- :mod:`~pain_bridge.fields.texts`: the text of a model value as its element holds it.
"""

from pain_bridge.fields.row import Check, Drop, Field, ValueType
from pain_bridge.fields.table import NODE_ELEMENTS, NodeTable, node_table, written_rows

__all__ = [
    "NODE_ELEMENTS",
    "Check",
    "Drop",
    "Field",
    "NodeTable",
    "ValueType",
    "node_table",
    "written_rows",
]
