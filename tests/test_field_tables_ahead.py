"""Every version's field tables are built ahead of time (issue 36 item 5, start-up):
``src/pain_bridge/fields/ahead/VERSION.bin`` holds each version's three tables as
:func:`~pain_bridge.fields.table.built_table` builds them from the layouts and schemas,
and :func:`~pain_bridge.fields.table.node_table` reads them from there. What it reads
must be what building them gives."""

from __future__ import annotations

from typing import Any

import pytest

from pain_bridge.fields import table as table_module
from pain_bridge.fields.table import NodeTable, built_table, decoded, encoded
from pain_bridge.versions import PainVersion
from scripts_support import load_tool

KINDS = ("group_header", "payment_info", "transaction")


def test_the_written_tables_are_those_the_layouts_give() -> None:
    tool = load_tool("field_tables")
    assert sorted(tool.written()) == sorted(version.value for version in PainVersion)
    assert tool.stale() == [], "src/pain_bridge/fields/ahead is out of date: make field-tables"


def _state(table: NodeTable) -> dict[str, Any]:
    """Everything a table holds, its rows as their fields (in order, with their types)."""
    state = dict(vars(table))
    state["rows"] = [
        [(name, type(value), value) for name, value in row.__dict__.items()] for row in table.rows
    ]
    return state


@pytest.mark.parametrize("version", list(PainVersion), ids=lambda v: v.value)
def test_a_table_read_ahead_is_the_one_built(version: PainVersion) -> None:
    """Twin: each table as read (:func:`node_table`, from the written file) holds what
    :func:`built_table` builds: the same rows (every field, its type, in order) and the
    same indexes; and the encoding alone gives it back too."""
    ahead = table_module._ahead(version.value)
    assert ahead is not None
    for kind in KINDS:
        built = built_table(version, kind)
        assert _state(decoded(version, kind, ahead[kind])) == _state(built)
        assert _state(decoded(version, kind, encoded(built))) == _state(built)
        assert _state(table_module.node_table(version, kind)) == _state(built)
        assert type(table_module.node_table(version, kind).rows[0]).__name__ == "Field"


def test_without_the_written_tables_they_are_built(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the package holds no table for a version, it is built as before."""
    monkeypatch.setattr(table_module, "AHEAD", ("fields", "no-such-folder"))
    table_module._ahead.cache_clear()
    try:
        assert table_module._ahead(PainVersion.V09.value) is None
        read = table_module.node_table.__wrapped__(PainVersion.V09, "transaction")
        assert _state(read) == _state(built_table(PainVersion.V09, "transaction"))
    finally:
        table_module._ahead.cache_clear()
