"""Writes ``src/pain_bridge/fields/ahead/VERSION.bin``: every version's field tables,
built ahead of time (read by :func:`pain_bridge.fields.table.node_table`).

Each version's three tables (group header, payment info, transaction) are built from
their layouts and schemas as :func:`~pain_bridge.fields.table.built_table` builds them,
written as plain data (:func:`~pain_bridge.fields.table.encoded`), marshalled and
compressed, one file a version, read only for the version a command meets. A change to a
layout, a block or a schema changes the tables: ``make field-tables`` runs this again;
``tests/test_field_tables_ahead.py`` fails while the written tables differ from those
the layouts give (the tables read are the written ones until then).

``python tools/field_tables.py`` rewrites ``src/pain_bridge/fields/ahead/*.bin``;
``--check`` only says whether it is up to date (exit 1 when not).
"""

from __future__ import annotations

import marshal
import sys
import zlib
from pathlib import Path

from pain_bridge.fields.table import built_table, encoded
from pain_bridge.versions import PainVersion

TARGET = Path(__file__).resolve().parents[1] / "src" / "pain_bridge" / "fields" / "ahead"
KINDS = ("group_header", "payment_info", "transaction")


def tables() -> dict[str, dict[str, tuple[object, ...]]]:
    """Every version's tables, encoded, by version name and node kind."""
    return {
        version.value: {kind: encoded(built_table(version, kind)) for kind in KINDS}
        for version in PainVersion
    }


def written() -> dict[str, dict[str, tuple[object, ...]]]:
    """The tables the package holds, by version name and node kind."""
    return {
        path.stem: marshal.loads(zlib.decompress(path.read_bytes()))  # noqa: S302
        for path in sorted(TARGET.glob("*.bin"))
    }


def stale() -> list[str]:
    """The versions whose written tables differ from those the layouts give."""
    built, held = tables(), written()
    return sorted(name for name in built.keys() | held.keys() if built.get(name) != held.get(name))


def main(argv: list[str]) -> int:
    """Write the files, or with ``--check`` say whether they are up to date."""
    if argv[1:] == ["--check"]:
        versions = stale()
        if versions:
            print(f"{TARGET}: out of date ({', '.join(versions)}): run make field-tables")
            return 1
        return 0
    for path in TARGET.glob("*.bin"):
        path.unlink()
    for name, by_kind in tables().items():
        (TARGET / f"{name}.bin").write_bytes(zlib.compress(marshal.dumps(by_kind), 9))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
