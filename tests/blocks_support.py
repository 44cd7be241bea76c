"""Holding a block of rows against the schema of each edition that has it."""

from __future__ import annotations

from collections.abc import Iterable

from pain_bridge import xsd
from pain_bridge.fields.row import Field


def schema_of(edition: int) -> str:
    """The bundled pain.001 schema of ``edition``."""
    return f"pain.001.001.{edition:02d}"


def uncovered(rows: Iterable[Field], edition: int, type_name: str) -> tuple[set[str], set[str]]:
    """(paths of ``type_name`` in ``edition``'s schema that no row names, row paths the
    schema does not have). The block's own element (``""``) is not a path."""
    named = {row.xml for row in rows if row.xml}
    paths = set(xsd.type_paths(schema_of(edition), type_name))
    return paths - named, named - paths
