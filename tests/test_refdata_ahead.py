"""The reference data tables come read ahead (:mod:`pain_bridge.refdata_ahead`, issue 36
item 5, start-up): each equal to what :mod:`pain_bridge.rules.refdata` reads from the
installed libraries' files (its plain twin), taken only while those files are the bytes
it was read from."""

from __future__ import annotations

import pytest

from pain_bridge import refdata_ahead
from pain_bridge.rules import refdata
from scripts_support import load_tool


def test_the_generated_module_follows_the_libraries_files() -> None:
    tool = load_tool("refdata_ahead")
    assert tool.TARGET.read_text(encoding="utf-8") == tool.render(), (
        "src/pain_bridge/refdata_ahead.py is out of date: run make refdata-ahead"
    )


@pytest.mark.parametrize("name", sorted(refdata.TABLES))
def test_each_table_ahead_is_the_one_read_from_the_files(name: str) -> None:
    files, table = refdata_ahead.TABLES[name]
    read = refdata.TABLES[name][0]()
    assert read is not None
    assert table == read
    if isinstance(read, dict):
        assert list(table) == list(read)  # in the same order
    assert refdata.sources(name) == files
    assert refdata._table(name) is table  # taken from the copy: the files are the same


def test_the_registrys_files_are_each_file_of_its_folder() -> None:
    files, _ = refdata_ahead.TABLES["iban_structures"]
    assert [name for name, _, _ in files] == [
        "schwifty/iban_registry/generated.json",
        "schwifty/iban_registry/overwrite.json",
    ]


@pytest.mark.parametrize("name", sorted(refdata.TABLES))
def test_a_table_whose_files_changed_is_read_from_them(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file of other bytes (another version of the library): the copy is not taken."""
    files, _ = refdata_ahead.TABLES[name]
    (label, size, crc), *rest = files
    stale = ((label, size, crc ^ 1), *rest)
    monkeypatch.setitem(refdata_ahead.TABLES, name, (stale, "the stale copy"))
    assert refdata._table(name) == refdata.TABLES[name][0]()
    monkeypatch.setitem(refdata_ahead.TABLES, name, (files, "the copy"))
    assert refdata._table(name) == "the copy"
    monkeypatch.setitem(refdata_ahead.TABLES, name, (files[:-1], "a copy of fewer files"))
    assert refdata._table(name) == refdata.TABLES[name][0]()


def test_a_library_not_installed_has_no_files(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(refdata, "_package_file", lambda package, *parts: None)
    assert refdata.sources("minor_units") is None
    assert refdata._table("minor_units") is None
