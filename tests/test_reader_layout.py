"""Whitespace between elements dropped while parsing changes nothing where it is layout."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, corpus_files
from pain_bridge.reader import prolog
from pain_bridge.reader.source import Input
from pain_bridge.reader.units import Failure, Record, Units

FILES = corpus_files(include_other_versions=True) or sorted((FIXTURES / "xml").glob("*.xml"))
BASE = (FIXTURES / "xml" / "bulk.xml").read_bytes()


def _records(data: bytes, drop_layout: bool) -> tuple[list[Record], Failure] | None:
    found: list[Record] = []
    chunks = iter([data])
    sniff = prolog.sniff(chunks)
    try:
        while True:
            next(sniff)  # a refusal: nothing to compare
            return None
    except StopIteration as stop:
        if stop.value is None:
            return None
        head, version, _schema_location = stop.value
    records = Units(version).records(head, drop_layout=drop_layout)
    while True:
        try:
            found.append(next(records))
        except StopIteration as stop:
            return found, stop.value


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_records_and_verdict_are_the_same_without_layout_whitespace(path: Path) -> None:
    data = path.read_bytes()
    layout = Input(data, None, spool=False).whitespace_is_layout()
    assert Input(path, None, spool=False).whitespace_is_layout() == layout  # mapped, same
    if not layout:
        assert (
            b"<!" in data or b"<?" in data[5:] or not data.lstrip(b"\xef\xbb\xbf").startswith(b"<")
        )
        return
    assert _records(data, True) == _records(data, False)


@pytest.mark.parametrize(
    "inside",
    [
        "<!-- a comment -->  ",
        "<?pi here?>\n ",
        " <!-- after blanks -->",
        "<![CDATA[ ]]> ",
    ],
)
def test_a_value_beside_a_comment_pi_or_cdata_is_never_parsed_without_whitespace(
    inside: str,
) -> None:
    data = BASE.replace(b"<Nm>J. de Vries</Nm>", f"<Nm>{inside}</Nm>".encode(), 1)
    assert data != BASE
    assert not Input(data, None, spool=False).whitespace_is_layout()


def test_which_documents_count_as_layout_only() -> None:
    assert Input(BASE, None, spool=False).whitespace_is_layout()
    assert Input(b"\xef\xbb\xbf" + BASE, None, spool=False).whitespace_is_layout()
    assert not Input(BASE.decode().encode("utf-16"), None, spool=False).whitespace_is_layout()
    assert not Input(b"\n" + BASE, None, spool=False).whitespace_is_layout()
    unfinished = b'<?xml version="1.0"'
    assert not Input(unfinished, None, spool=False).whitespace_is_layout()
    thanks = BASE.replace(b"J. de Vries", b"Thanks! Really?", 1)
    assert Input(thanks, None, spool=False).whitespace_is_layout()


@pytest.mark.parametrize("pair", [b"<!", b"<?"])
def test_a_comment_or_pi_across_two_blocks_of_a_file_is_found(tmp_path: Path, pair: bytes) -> None:
    from pain_bridge.reader import source

    cut = BASE.index(b"<GrpHdr>")
    padding = b" " * (source._SCAN_BLOCK - 1 - cut)  # "<" ends the first block
    marker = b"<!-- x -->" if pair == b"<!" else b"<?x y?>"
    path = tmp_path / "big.xml"
    path.write_bytes(BASE[:cut] + padding + marker + BASE[cut:])
    assert path.read_bytes().index(pair, cut) == source._SCAN_BLOCK - 1
    assert not Input(path, None, spool=False).whitespace_is_layout()
    path.write_bytes(BASE[:cut] + padding + b" " * 20 + BASE[cut:])
    assert Input(path, None, spool=False).whitespace_is_layout()
