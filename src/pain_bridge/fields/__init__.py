"""The field tables: what each XML element is in the model and in the JSON, per version.

- :mod:`~pain_bridge.fields.row`: what a row says (:class:`Field`, :class:`ValueType`,
  :class:`Drop`, :class:`Check`);
- :mod:`~pain_bridge.fields.pain_001_001_03`, :mod:`~pain_bridge.fields.pain_001_001_09`:
  the tables, as data;
- :mod:`~pain_bridge.fields.table`: a table indexed for its readers (:func:`node_table`).
"""

from pain_bridge.fields.row import Check, Drop, Field, ValueType
from pain_bridge.fields.table import NODE_ELEMENTS, NodeTable, node_table

__all__ = ["NODE_ELEMENTS", "Check", "Drop", "Field", "NodeTable", "ValueType", "node_table"]
