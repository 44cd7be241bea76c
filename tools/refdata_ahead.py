"""Writes :mod:`pain_bridge.refdata_ahead`: the reference data tables of
:mod:`pain_bridge.rules.refdata` as read from the installed libraries' files, each with
the size and CRC-32 of the files it was read from (the rules take a table from there only
while the installed files are still those bytes).

``python tools/refdata_ahead.py`` rewrites ``src/pain_bridge/refdata_ahead.py``;
``--check`` only says whether it is up to date (exit 1 when not: after a library's
upgrade, ``make refdata-ahead``).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from generated import write_or_check

from pain_bridge.rules import refdata

TARGET = Path(__file__).resolve().parents[1] / "src" / "pain_bridge" / "refdata_ahead.py"

_HEAD = '''\
"""The reference data tables, read ahead from the libraries' files: GENERATED.

Written by ``make refdata-ahead`` (``tools/refdata_ahead.py``): each table of
:mod:`pain_bridge.rules.refdata` (``_read_*``) as read from the installed libraries'
files, with each file it was read from as (package/path, size, CRC-32).
:mod:`pain_bridge.rules.refdata` takes a table from here only while the installed files
are those; ``tests/test_refdata_ahead.py`` fails while this differs from what they give.
"""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

#: Table name -> (its files, the table).
TABLES = {
'''


def _literal(value: Any) -> str:
    """A table as Python source: a frozenset's members sorted, a dict in its order."""
    if isinstance(value, frozenset):
        return f"frozenset({tuple(sorted(value))!r})"
    return repr(value)


def render() -> str:
    """The module's text."""
    parts = [_HEAD]
    for name, (read, _) in refdata.TABLES.items():
        files = refdata.sources(name)
        parts.append(f"    {name!r}: (\n        {files!r},\n        {_literal(read())},\n    ),\n")
    parts.append("}\n")
    return "".join(parts)


def main(argv: list[str]) -> int:
    """Write the module, or with ``--check`` say whether it is up to date."""
    return write_or_check(TARGET, render(), argv, "make refdata-ahead")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
