"""The binary line scan of ``reporting.locate`` agrees with the text path, at any chunking."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pain_bridge.reporting import locate

_LINE = st.text(alphabet=st.sampled_from(list("ab <>/Tgé€\t")), max_size=12)


def _text_path(data: bytes, wanted: set[int], encoding: str) -> dict[int, str]:
    text = io.TextIOWrapper(io.BytesIO(data), encoding=encoding, newline="")
    return {n: line for n, line in enumerate(text, start=1) if n in wanted}


@settings(max_examples=150, deadline=None)
@given(
    lines=st.lists(_LINE, min_size=1, max_size=12),
    crlf=st.booleans(),
    chunk=st.integers(min_value=1, max_value=9),
    encoding=st.sampled_from(["utf-8", "utf-8-sig", "latin-1"]),
    picks=st.sets(st.integers(min_value=1, max_value=14), min_size=1),
)
@example(lines=[""], crlf=False, chunk=1, encoding="utf-8-sig", picks={1})  # a lone BOM
@example(lines=["ab", ""], crlf=True, chunk=3, encoding="utf-8", picks={1, 2})
def test_scan_matches_the_text_path(
    lines: list[str], crlf: bool, chunk: int, encoding: str, picks: set[int]
) -> None:
    if encoding == "latin-1":
        lines = [line.replace("€", "E") for line in lines]
    newline = "\r\n" if crlf else "\n"
    data = newline.join(lines).encode(encoding)
    original = locate.CHUNK_BYTES
    locate.CHUNK_BYTES = chunk
    try:
        scanned = locate._scan_lines(io.BytesIO(data), picks, encoding)
    finally:
        locate.CHUNK_BYTES = original
    assert scanned is not None
    expected = _text_path(data, picks, encoding)
    assert {n: v.rstrip("\r\n") for n, v in scanned.items()} == {
        n: v.rstrip("\r\n") for n, v in expected.items()
    }


def test_a_bare_carriage_return_takes_the_text_path(tmp_path: Path) -> None:
    path = tmp_path / "cr.xml"
    path.write_bytes(b"<a>\r<b/>\r<c/>\r</a>")
    assert locate._scan_lines(io.BytesIO(path.read_bytes()), {3}, "utf-8") is None
    assert locate._read_lines(path, {3}) == {3: "<c/>\r"}


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32"])
def test_wide_encodings_are_not_scanned_as_bytes(encoding: str) -> None:
    assert not locate._ascii_compatible(encoding)
