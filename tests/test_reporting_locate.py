from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pain_bridge.findings import Finding, Severity
from pain_bridge.reporting import locate
from pain_bridge.reporting.locate import fill_columns, sniff_encoding

TX = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]"


def f(line: int | None, xpath: str | None, column: int | None = None) -> Finding:
    return Finding("xsd.violation", Severity.ERROR, "m", line=line, column=column, xpath=xpath)


DOC = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<p:Document xmlns:p="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">\n'
    "  <p:CstmrCdtTrfInitn>\n"
    '      <p:Amt><p:InstdAmt Ccy="EUR">1.00</p:InstdAmt></p:Amt>\n'
    "      <IBAN>DE89370400440532013000</IBAN><IBANX/>\n"
    "      <Ustrd>a</Ustrd><Ustrd>b</Ustrd>\n"
    "      <Nm>Zoë</Nm>\n"
)


@pytest.fixture
def doc(tmp_path: Path) -> Path:
    path = tmp_path / "d.xml"
    path.write_text(DOC, encoding="utf-8")
    return path


def test_columns_of_start_tags_with_and_without_prefix(doc: Path) -> None:
    out = fill_columns(
        doc,
        [
            f(2, "/Document"),
            f(4, f"{TX}/Amt/InstdAmt"),
            f(5, f"{TX}/CdtrAcct/Id/IBAN"),
            f(4, f"{TX}/Amt/InstdAmt/@Ccy"),
        ],
    )
    assert [x.column for x in out] == [1, 14, 7, 26]


def test_ambiguous_missing_and_located_are_left_alone(doc: Path) -> None:
    given = [
        f(6, f"{TX}/RmtInf/Ustrd"),  # twice on the line: which one is unknown
        f(5, f"{TX}/Cdtr/Nm"),  # not on that line
        f(99, f"{TX}/Cdtr/Nm"),  # beyond the end
        f(5, f"{TX}/CdtrAcct/Id/IBAN", column=3),  # already located
        f(None, f"{TX}/CdtrAcct/Id/IBAN"),  # no line
        f(5, None),  # no xpath
    ]
    assert fill_columns(doc, given) == given


def test_columns_count_characters_not_bytes(tmp_path: Path) -> None:
    path = tmp_path / "u.xml"
    path.write_text("<a>é€<Nm>x</Nm></a>\n", encoding="utf-8")
    assert fill_columns(path, [f(1, "/a/Nm")])[0].column == 6


def test_crlf_and_cr_line_ends_count_as_xml_does(tmp_path: Path) -> None:
    path = tmp_path / "crlf.xml"
    path.write_bytes(b"<a>\r\n<b>\r<c/>\r\n  <d/></b></a>")
    out = fill_columns(path, [f(2, "/a/b"), f(3, "/a/b/c"), f(4, "/a/b/d")])
    assert [x.column for x in out] == [1, 1, 3]


def test_declared_and_bom_encodings(tmp_path: Path) -> None:
    latin = tmp_path / "latin.xml"
    latin.write_bytes(b'<?xml version="1.0" encoding="ISO-8859-1"?>\n<a>\xe9\xe9<Nm>x</Nm></a>\n')
    assert fill_columns(latin, [f(2, "/a/Nm")])[0].column == 6
    utf16 = tmp_path / "utf16.xml"
    utf16.write_text("<a>\n  <Nm>x</Nm></a>\n", encoding="utf-16")
    assert fill_columns(utf16, [f(2, "/a/Nm")])[0].column == 3


def test_sniff_encoding() -> None:
    assert sniff_encoding(b"\xef\xbb\xbf<a/>") == "utf-8-sig"
    assert sniff_encoding(b"\xff\xfe<\x00") == "utf-16"
    assert sniff_encoding(b"<?xml version='1.0' encoding='windows-1252'?>") == "windows-1252"
    assert sniff_encoding(b'<?xml version="1.0" encoding="no-such-codec"?>') == "utf-8"
    assert sniff_encoding(b"<a/>") == "utf-8"
    assert sniff_encoding("<?xml".encode("utf-16-le")) == "utf-16-le"
    assert sniff_encoding("<a/>".encode("utf-16-be")) == "utf-16-be"
    assert sniff_encoding("<a/>".encode("utf-32-le")) == "utf-32-le"


def test_over_long_lines_are_read_through(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(locate, "MAX_LINE_CHARS", 64)
    path = tmp_path / "long.xml"
    path.write_text("<a>" + "x" * 500 + "<Late/>\n<b><Nm/></b>\n", encoding="utf-8")
    out = fill_columns(path, [f(1, "/a/Late"), f(2, "/a/b/Nm")])
    assert out[0].column == 504
    assert out[1].column == 4  # line counting survives the long line


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_a_whole_file_on_one_line_has_its_columns(tmp_path: Path, encoding: str) -> None:
    """Several MB on one line (a minified export): a tag past the first MiB has its
    column; one that comes again past it has none (it did, wrongly, from the first MiB)."""
    head = '<?xml version="1.0"?><Document><Nm>é</Nm>'
    line = head + "<Ustrd>€ x</Ustrd>" * 200_000 + '<Purp Ccy="X"/><Nm>z</Nm></Document>'
    assert len(line) > 3 * locate.MAX_LINE_CHARS
    path = tmp_path / "one.xml"
    path.write_bytes(line.encode(encoding))
    given = [f(1, "/Document/Purp"), f(1, "/Document/Purp/@Ccy"), f(1, "/Document/Nm")]
    expected = [line.index("<Purp") + 1, line.index("Ccy=") + 1, None]
    assert [x.column for x in fill_columns(path, given)] == expected
    as_found = list(locate.fill_columns_as_found(path, iter(given)))
    assert [x.column for x in as_found] == expected


_PIECES = st.sampled_from(["<Nm>", "<p:Nm x='1'>", "</Nm>", " Ccy=", "é€", "x", "<Late/>", "\t"])


@settings(max_examples=80, deadline=None)
@given(
    st.lists(_PIECES, max_size=40),
    st.integers(1, 9),
    st.integers(1, 12),
    st.sampled_from(["utf-8", "utf-16"]),
)
def test_a_long_line_read_through_gives_the_columns_of_the_whole_line(
    tmp_path_factory: pytest.TempPathFactory,
    pieces: list[str],
    chunk: int,
    overlap: int,
    encoding: str,
) -> None:
    line = "<a>" + "".join(pieces)
    path = tmp_path_factory.mktemp("long") / "l.xml"
    path.write_bytes((line + "\n<b/>\n").encode(encoding))
    findings = [f(1, "/a/Nm"), f(1, "/a/Late"), f(1, "/a/x/@Ccy"), f(1, "/a"), f(2, "/a/b")]
    expected = [
        locate.column_in(line, pattern)
        for pattern in map(locate.target_pattern, ["/a/Nm", "/a/Late", "/a/x/@Ccy", "/a"])
    ] + [1]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(locate, "MAX_LINE_CHARS", 4)
        patch.setattr(locate, "CHUNK_BYTES", chunk)
        patch.setattr(locate._LongLine, "OVERLAP", overlap + 8)  # at least a name's length
        assert [x.column for x in fill_columns(path, findings)] == expected
        as_found = locate.fill_columns_as_found(path, iter(findings))
        assert [x.column for x in as_found] == expected


def test_unreadable_file_changes_nothing(tmp_path: Path) -> None:
    given = [f(1, "/a")]
    assert fill_columns(tmp_path / "missing.xml", given) == given


def test_reads_no_further_than_needed(tmp_path: Path) -> None:
    path = tmp_path / "big.xml"
    path.write_bytes(b"<a>\n<b/>\n" + b"\xff\xfe" * 10 + b"\n" * 1000)
    assert fill_columns(path, [f(2, "/a/b")])[0].column == 1


LINE_ENDS = {"lf": b"\n", "crlf": b"\r\n", "cr": b"\r"}
NAMES = ("Document", "Amt", "InstdAmt", "IBAN", "Ustrd", "Nm", "Missing")


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.integers(-1, 12), st.sampled_from(NAMES)), max_size=25),
    st.sampled_from(sorted(LINE_ENDS)),
    st.sampled_from(["utf-8", "utf-16"]),
)
def test_columns_as_found_are_those_of_the_whole_list(
    tmp_path_factory: pytest.TempPathFactory,
    wanted: list[tuple[int, str]],
    line_end: str,
    encoding: str,
) -> None:
    path = tmp_path_factory.mktemp("found") / "d.xml"
    text = DOC.replace("\n", LINE_ENDS[line_end].decode())
    path.write_bytes(text.encode(encoding))
    findings = [f(line, f"{TX}/{name}") for line, name in wanted]  # in any order
    as_found = locate.fill_columns_as_found(path, iter(findings))
    assert Counter(as_found) == Counter(fill_columns(path, findings))


def test_columns_as_found_of_an_unreadable_file_change_nothing(tmp_path: Path) -> None:
    given = [f(2, "/Document"), f(1, "/a")]
    assert list(locate.fill_columns_as_found(tmp_path / "missing.xml", iter(given))) == given


def test_findings_in_document_order_pass_on_as_they_come(tmp_path: Path) -> None:
    path = tmp_path / "d.xml"
    path.write_text(DOC, encoding="utf-8")
    taken: list[Finding] = []

    def found() -> Iterator[Finding]:
        for line in (3, 5, 2):  # the last one is behind: held for the last pass
            finding = f(line, f"{TX}/Amt")
            taken.append(finding)
            yield finding

    as_found = locate.fill_columns_as_found(path, found())
    first = next(as_found)
    assert len(taken) == 1
    assert first.line == 3
    assert next(as_found).line == 5
    assert len(taken) == 2
    assert [g.line for g in as_found] == [2]
