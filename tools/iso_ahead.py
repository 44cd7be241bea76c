"""Writes :mod:`pain_bridge.guideline.iso_ahead`: ISO's own rules (the bundled
``guideline/bundled/iso.toml``) as the loader reads them, each path resolved per version,
with the file's size and CRC-32 (:mod:`pain_bridge.guideline.iso` takes them from there
only while the file is still those bytes).

``python tools/iso_ahead.py`` rewrites ``src/pain_bridge/guideline/iso_ahead.py``;
``--check`` only says whether it is up to date (exit 1 when not: after editing the file,
``make iso-ahead``).
"""

from __future__ import annotations

import sys
import zlib
from pathlib import Path
from typing import Any

from generated import write_or_check

from pain_bridge.guideline.iso import FILE, iso_guideline_plain
from pain_bridge.guideline.spec import Guideline, Kind, RulePath
from pain_bridge.guideline.values import reader
from pain_bridge.model import NodeKind
from pain_bridge.package_data import read_bytes
from pain_bridge.versions import PainVersion

TARGET = Path(__file__).resolve().parents[1] / "src" / "pain_bridge" / "guideline" / "iso_ahead.py"

_HEAD = '''\
"""ISO 20022's own rules, read ahead from the bundled iso.toml: GENERATED.

Written by ``make iso-ahead`` (``tools/iso_ahead.py``) from
``guideline/bundled/iso.toml`` as :func:`pain_bridge.guideline.load.parse_guideline`
reads it: each rule's fields, its path and its condition's reads resolved per version.
:mod:`pain_bridge.guideline.iso` takes it only while the file has the size and CRC-32
below; ``tests/test_iso_rules.py`` fails while this differs from what the file gives.
"""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

'''


def _own(path: RulePath) -> tuple[tuple[str, str], ...]:
    return tuple((v.value, own) for v, own in path.own.items())


def render() -> str:
    """The module's text."""
    data = read_bytes(*FILE)
    g = iso_guideline_plain()
    out = [_HEAD]
    out.append(f"#: The file's size and CRC-32.\nSIZE = {len(data)!r}\n")
    out.append(f"CRC = {zlib.crc32(data)!r}\n")
    head = (g.name, g.family, tuple(v.value for v in g.versions), g.source)
    out.append(f"#: name, family, versions, source\nHEAD = {head!r}\n")
    out.append(
        "#: code, path, unit, (version, own path)…, kind, value (a check: its name, args),\n"
        "#: severity, message, source,\n"
        "#: (condition, its reads as (path, unit, (version, own path)…)…) or None, refines,\n"
        "#: line, grade\nRULES = (\n"
    )
    for r in g.rules:
        if r.kind is Kind.PATTERN:
            raise ValueError(f"{r.code}: a pattern is not written ahead")
        when = None
        if r.when is not None:
            reads = tuple((p.text, p.unit, _own(p)) for p in r.when.reads)
            when = (r.when.source, reads)
        # a built-in check as its name and args (:func:`checks.check_of` makes it again)
        value = (r.value.check.name, dict(r.value.args)) if r.kind is Kind.CHECK else r.value
        row = (r.code, r.path.text, r.path.unit, _own(r.path), r.kind.value, value,
               r.severity.value, r.message, r.source, when, r.refines, r.line, r.grade)  # fmt: skip
        out.append(f"    {row!r},\n")
    out.append(")\n")
    out.append(
        "#: Each path's reader (pain_bridge.guideline.values.reader): (kind, version, path) →\n"
        "#: (its text rows, the rows below it), each row (model, many, type, codes, others,\n"
        "#: unless)\nREADERS = {\n"
    )
    for kind, version, path in _paths(g):
        made = reader(kind, version, path)
        rows = (tuple(map(_row, made.texts)), tuple(map(_row, made.below)))
        out.append(f"    {(kind, version.value, path)!r}: {rows!r},\n")
    out.append("}\n")
    return "".join(out)


def _paths(g: Guideline) -> list[tuple[NodeKind, PainVersion, str]]:
    """Every path a rule of ``g`` or its condition reads, in each version, once."""
    found: dict[tuple[NodeKind, PainVersion, str], None] = {}
    for r in g.rules:
        for p in (r.path, *(r.when.reads if r.when is not None else ())):
            for version, own in p.own.items():
                found[(p.unit, version, own)] = None
    return list(found)


def _row(row: Any) -> tuple[Any, ...]:
    """A reader's row as the values written ahead (what :func:`values._row` reads)."""
    model = ".".join(s + ("[]" if r else "") for s, r in zip(row.steps, row.repeats, strict=True))
    codes = tuple(sorted(row.codes)) if row.codes is not None else None
    others = tuple(sorted(row.others)) if row.others is not None else None
    return (model, row.many, row.type.value, codes, others, row.unless)


def main(argv: list[str]) -> int:
    """Write the module, or with ``--check`` say whether it is up to date."""
    return write_or_check(TARGET, render(), argv, "make iso-ahead")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
