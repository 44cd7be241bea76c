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
        head, version, _schema_location, _envelope = stop.value
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


@pytest.mark.parametrize("inside", ["<!-- a comment -->  ", "<?pi here?>\n "])
@pytest.mark.parametrize("given", ["path", "bytes"])
def test_a_pass_dropping_the_layout_gives_way_where_a_late_block_shows_a_value_may_be_blank(
    tmp_path: Path, inside: str, given: str
) -> None:
    # The pass in this process drops the layout from the start and judges it block by
    # block (no reading of the input before the parse): a comment beside a blank value
    # far into the file makes the pass keeping the whitespace take over there, after the
    # records already made. The model and the findings are those of a stream's reading,
    # which keeps the whitespace throughout.
    import io
    import sys

    from pain_bridge.reader import ReadOptions, read_message

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    try:
        import generate  # type: ignore[import-not-found]
    finally:
        sys.path.pop(0)
    plain = tmp_path / "plain.xml"
    generate.generate_xml(plain, 400, 2, seed=3)
    data = plain.read_bytes()
    late = data.rindex(b"<Nm>")
    assert late > 4 * 65536  # past the first blocks the parse reads
    end = data.index(b"</Nm>", late)
    data = data[:late] + f"<Nm>{inside}".encode() + data[end:]
    path = tmp_path / "late.xml"
    path.write_bytes(data)
    options = ReadOptions(processes=1)
    read = read_message(path if given == "path" else data, options)
    kept = read_message(io.BytesIO(data), options)
    assert read[0] is not None
    assert read[0] == kept[0]
    assert read[1] == kept[1]
    assert _records(data, True) != _records(data, False)  # dropping it all would differ
