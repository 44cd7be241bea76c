"""What a guideline costs a validate beyond its rules (issue 35 item 7): the modules its
loading imports, held as tests/test_startup_imports.py holds a small validate's."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import PROJECT_ROOT
from test_startup_imports import _modules_of

SAMPLE = PROJECT_ROOT / "src" / "pain_bridge" / "samples" / "sct.09.xml"
BENCH_GUIDELINE = PROJECT_ROOT / "benchmarks" / "guideline-50.toml"


@pytest.mark.parametrize("guideline", [str(BENCH_GUIDELINE), "iso"])
def test_a_guideline_loads_without_importlib_resources(tmp_path: Path, guideline: str) -> None:
    """A guideline file, or a bundled one, is read without ``importlib.resources`` (and
    the tempfile, shutil and random it brings): the bundled ones are read from the
    package's folder, as the schemas are (:mod:`pain_bridge.package_data`)."""
    code, modules = _modules_of(tmp_path, "validate", "--guideline", guideline, str(SAMPLE))
    assert code in (0, 1)
    assert "pain_bridge.guideline.rule" in modules  # its rules did run
    assert "importlib.resources" not in modules


def test_a_guideline_reads_its_texts_without_the_writer(tmp_path: Path) -> None:
    """A guideline's rules compare the texts the writer would write (a boolean's
    ``true``, a decimal without exponent), read by :mod:`pain_bridge.fields.texts`: a
    validate with a guideline imports no writer (with its envelope, hashing and atomic
    files, tempfile among them)."""
    code, modules = _modules_of(
        tmp_path, "validate", "--guideline", str(BENCH_GUIDELINE), str(SAMPLE)
    )
    assert code in (0, 1)
    assert "pain_bridge.guideline.values" in modules
    assert [m for m in ("pain_bridge.writer", "tempfile") if m in modules] == []


def test_a_guideline_of_two_versions_builds_no_table_of_the_other_for_a_document(
    tmp_path: Path,
) -> None:
    """A guideline of ``.09`` and ``.13`` applied to a ``.09`` file: the ``.13`` field
    table is not built (nor its modules imported): what a rule's path holds is checked
    at loading against the schema (:func:`pain_bridge.guideline.paths.holds_text`),
    and a version's table is built when a document of it is read."""
    code, modules = _modules_of(
        tmp_path, "validate", "--guideline", str(BENCH_GUIDELINE), str(SAMPLE)
    )
    assert code in (0, 1)
    assert "pain_bridge.guideline.rule" in modules
    assert [m for m in modules if m.startswith("pain_bridge.fields.pain_001_001_1")] == []


def test_the_schema_tells_which_paths_hold_a_text_as_the_field_tables_do() -> None:
    """:func:`~pain_bridge.guideline.paths.holds_text` (the schema) against
    :attr:`~pain_bridge.guideline.values.Reader.leaf` (the field table), on every path
    of every unit of every version: loading a guideline refuses ``allowed``,
    ``max_length`` and ``pattern`` on the same paths as it did."""
    from pain_bridge.guideline.paths import UNITS, holds_text
    from pain_bridge.guideline.values import reader
    from pain_bridge.versions import PainVersion
    from pain_bridge.xsd_paths import unit_paths

    differ = [
        (version.value, unit, path)
        for version in PainVersion
        for _, unit, element in UNITS
        for path in sorted(unit_paths(version.value, element))
        if holds_text(unit, version, path) != reader(unit, version, path).leaf
    ]
    assert differ == []


def test_a_path_is_looked_up_by_its_steps_as_in_the_list_of_every_path() -> None:
    """:func:`~pain_bridge.xsd_paths.has_path` (a guideline's path looked up along its
    steps) against membership in :func:`~pain_bridge.xsd_paths.unit_paths` (the unit's
    every path listed), on every path of every unit of every schema and on paths that
    are not there: each path of a rule is told valid, or not, as it was."""
    from pain_bridge.xsd_paths import PAIN001_SCHEMAS, UNITS, has_path, unit_paths

    differ = []
    for message in PAIN001_SCHEMAS:
        every = {unit: unit_paths(message, unit) for unit in UNITS}
        known = set().union(*every.values())
        for unit in UNITS:
            others = {f"{p}/X" for p in known} | {f"{p}/@Ccy" for p in known}
            others |= {f"@{p}" for p in known} | {"", "CdtTrfTxInf", "Nm/@Ccy/X"}
            for path in sorted(known | others | {f"CdtTrfTxInf/{p}" for p in known}):
                if has_path(message, unit, path) != (path in every[unit]):
                    differ.append((message, unit, path))
    assert differ == []


def test_a_readers_rows_are_looked_up_as_the_table_scanned_finds_them() -> None:
    """A reader's rows at or below its path, looked up by path
    (:func:`~pain_bridge.guideline.values._under`), against the field table's rows
    scanned for the path (what :func:`~pain_bridge.guideline.values.reader` did), in
    their order: on every path of every unit of every version, and on each row's own."""
    from pain_bridge.guideline.paths import UNITS
    from pain_bridge.guideline.values import _rows, _under
    from pain_bridge.versions import PainVersion
    from pain_bridge.xsd_paths import unit_paths

    differ = []
    for version in PainVersion:
        for _, unit, element in UNITS:
            rows = _rows(unit, version)[0]
            for path in sorted(unit_paths(version.value, element) | {r.xml for r in rows}):
                scanned = [r for r in rows if r.xml == path or r.xml.startswith(path + "/")]
                if _under(unit, version).get(path, []) != scanned:
                    differ.append((version.value, unit, path))
    assert differ == []
