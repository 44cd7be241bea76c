"""Lines past 65,535: every finding's line is its element's start tag, as expat counts.

libxml2 keeps an element's line in 16 bits; past it lxml reports a nearby node's line
(:mod:`pain_bridge.sourcelines`). The oracle here is the standard library's expat, which
counts lines without that limit.
"""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from xml.parsers import expat

import pytest
from lxml import etree

from conftest import SHARED
from pain_bridge.convert import convert
from pain_bridge.findings import Finding, Severity
from pain_bridge.sourcelines import AFTER, LIMIT, NESTING, ElementLines
from pain_bridge.validation import iter_findings

GENERATOR = SHARED / "bench" / "gen_pain001.py"


def start_lines(data: bytes) -> dict[str, int]:
    """The line of every element's start tag by its absolute XPath ([n] only past 1)."""
    lines: dict[str, int] = {}
    path: list[str] = []
    counts: list[Counter[str]] = [Counter()]
    parser = expat.ParserCreate(namespace_separator="}")

    def start(name: str, _attributes: object) -> None:
        local = name.rsplit("}", 1)[-1]
        counts[-1][local] += 1
        n = counts[-1][local]
        path.append(local if n == 1 else f"{local}[{n}]")
        counts.append(Counter())
        lines["/" + "/".join(path)] = parser.CurrentLineNumber

    def end(_name: str) -> None:
        path.pop()
        counts.pop()

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.Parse(data, True)
    return lines


def plain(xpath: str) -> str:
    """``xpath`` without ``[1]`` predicates and a final ``@attribute`` step."""
    xpath = re.sub(r"/@[\w.-]+$", "", xpath)
    return re.sub(r"\[1\]", "", xpath)


@pytest.fixture(scope="module")
def big_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A realistic file (the shared generator: mixed address forms, accented names) of
    about 75,000 lines."""
    if not GENERATOR.exists():  # as the corpus tests: loud outside CI, a failure in it
        missing = f"the shared generator is not at {GENERATOR}"
        pytest.fail(missing) if os.environ.get("CI") else pytest.skip(missing)
    path = tmp_path_factory.mktemp("big") / "big.xml"
    subprocess.run([sys.executable, str(GENERATOR), "2200", str(path), "--seed", "3"], check=True)
    assert path.read_bytes().count(b"\n") > LIMIT + 5_000
    return path


def _line_of_nearest(truth: dict[str, int], xpath: str) -> int:
    """The line of the element ``xpath`` names or, where it is absent (``map.inferred``
    names the ``Ccy`` it infers), of its nearest ancestor present: where a finding on an
    absent element stands below the limit too (lxml's line of its parent)."""
    while xpath not in truth:
        xpath = xpath.rpartition("/")[0]
    return truth[xpath]


def _check(findings: list[Finding], data: bytes) -> int:
    """Assert each located finding's line against expat; the number past the limit."""
    truth = start_lines(data)
    past = 0
    for finding in findings:
        if finding.line is None or not finding.xpath:
            continue
        expected = _line_of_nearest(truth, plain(finding.xpath))
        assert finding.line == expected, (finding.code, finding.xpath, finding.line, expected)
        past += expected > LIMIT
    return past


def test_lxml_alone_is_wrong_past_the_limit(big_file: Path) -> None:
    """The defect this module is for: aggregates past the limit are given another line."""
    text = big_file.read_text(encoding="utf-8").split("\n")
    aggregates = [
        (etree.QName(e).localname, e.sourceline)
        for _, e in etree.iterparse(str(big_file), events=("end",))
        if e.sourceline and e.sourceline > LIMIT + 10 and len(e)
    ]
    assert any(f"<{name}" not in text[line - 1] for name, line in aggregates)


def test_validate_every_finding_on_its_start_tag(big_file: Path) -> None:
    findings = list(iter_findings(big_file, scheme="auto"))
    past = _check(findings, big_file.read_bytes())
    codes = Counter(f.code for f in findings if (f.line or 0) > LIMIT)
    assert past > 100
    assert "address.unstructured" in codes


def test_validate_bytes_and_convert_the_same(big_file: Path, tmp_path: Path) -> None:
    data = big_file.read_bytes()
    from_bytes = list(iter_findings(data))
    assert _check(from_bytes, data) > 100
    result = convert(big_file, tmp_path / "out.json", max_per_code=None)
    assert _check(list(result.listed), data) > 100


DOC = """<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">{pad}
  <CstmrCdtTrfInitn>
    <PmtInf>
      <CdtTrfTxInf>
        <CdtrAcct>
          <Id>
            <Othr>
              <Id>ACCOUNT-1</Id>
            </Othr>
          </Id>
        </CdtrAcct>
        <!-- a comment with <Cdtr> inside -->
        <Cdtr>
          <PstlAdr>
            <AdrLine>line one</AdrLine>
            <AdrLine>line two</AdrLine>
          </PstlAdr>
        </Cdtr>
        <RmtInf>
          <Strd>
            <CdtrRefInf>
              <Tp>
                <CdOrPrtry>
                  <Cd>SCOR</Cd>
                </CdOrPrtry>
              </Tp>
            </CdtrRefInf>
          </Strd>
        </RmtInf>
        <Purp/>
        <Tax><Dbtr/></Tax>
      </CdtTrfTxInf>
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
"""
TX = "/Document/CstmrCdtTrfInitn/PmtInf/CdtTrfTxInf"


@pytest.fixture(scope="module")
def padded() -> tuple[bytes, dict[str, int], dict[str, int]]:
    """DOC pushed past the limit: (its bytes, expat's lines, lxml's sourcelines)."""
    data = DOC.format(pad="\n" * (LIMIT + 10)).encode()
    truth = start_lines(data)
    root = etree.fromstring(data, etree.XMLParser(remove_blank_text=True))
    reported: dict[str, int] = {}

    def visit(element: etree._Element, path: str) -> None:
        seen: Counter[str] = Counter()
        for child in element.iterchildren(tag=etree.Element):
            local = etree.QName(child).localname
            seen[local] += 1
            step = local if seen[local] == 1 else f"{local}[{seen[local]}]"
            reported[f"{path}/{step}"] = child.sourceline
            visit(child, f"{path}/{step}")

    reported["/Document"] = root.sourceline
    visit(root, "/Document")
    return data, truth, reported


def _finding(xpath: str, line: int) -> Finding:
    return Finding("test.code", Severity.WARNING, "m", line=line, xpath=xpath)


@pytest.mark.parametrize(
    "rel",
    ["CdtrAcct", "CdtrAcct/Id", "CdtrAcct/Id/Othr/Id", "Cdtr", "Cdtr/PstlAdr",
     "Cdtr/PstlAdr/AdrLine[2]", "RmtInf/Strd/CdtrRefInf", "Purp", "Tax/Dbtr"],
)  # fmt: skip
def test_each_element_from_what_lxml_reports(
    padded: tuple[bytes, dict[str, int], dict[str, int]], rel: str
) -> None:
    data, truth, reported = padded
    xpath = f"{TX}/{rel}"
    given = reported[xpath]
    lines = ElementLines(data)
    fixed = lines.correct(_finding(xpath, given))
    lines.close()
    if given == LIMIT and truth[xpath] > LIMIT + AFTER:  # lxml knew nothing: no line
        assert fixed.line is None
    else:
        assert fixed.line == truth[xpath]
    if fixed.line is not None:  # the column of its start tag on that line
        name = re.sub(r"\[\d+\]$", "", rel.rsplit("/", 1)[-1])
        text = data.decode().split("\n")[fixed.line - 1]
        assert fixed.column == text.index(f"<{name}") + 1


def test_lxml_gives_nearby_lines_and_a_deep_search_gives_up(
    padded: tuple[bytes, dict[str, int], dict[str, int]],
) -> None:
    _, truth, reported = padded
    assert reported[f"{TX}/Cdtr/PstlAdr"] != truth[f"{TX}/Cdtr/PstlAdr"]
    assert reported[f"{TX}/RmtInf"] == LIMIT  # five levels without text: 65,535


def test_a_line_lxml_could_not_find_is_dropped_not_left_wrong(
    padded: tuple[bytes, dict[str, int], dict[str, int]],
) -> None:
    data, truth, _ = padded
    lines = ElementLines(data)
    # 65,535 from a deep search, far from the element: the window cannot show it
    fixed = lines.correct(_finding(f"{TX}/RmtInf", LIMIT))
    assert fixed.line is None
    assert fixed.xpath == f"{TX}/RmtInf"
    # near it: found
    assert (
        lines.correct(_finding(f"{TX}/RmtInf", truth[f"{TX}/RmtInf"] + 6)).line
        == (truth[f"{TX}/RmtInf"])
    )
    lines.close()


def test_lines_up_to_the_limit_and_findings_without_xpath_untouched(tmp_path: Path) -> None:
    lines = ElementLines(tmp_path / "absent.xml")  # never opened: nothing to correct
    same = [_finding(f"{TX}/Cdtr", 12), Finding("x", Severity.INFO, "m", line=LIMIT + 9)]
    assert [lines.correct(f) for f in same] == same


def test_out_of_order_findings_read_the_file_again(
    padded: tuple[bytes, dict[str, int], dict[str, int]],
) -> None:
    data, truth, _ = padded
    lines = ElementLines(data)
    later, earlier = f"{TX}/RmtInf/Strd", f"{TX}/CdtrAcct"
    assert lines.correct(_finding(later, truth[later] + 2)).line == truth[later]
    assert lines.correct(_finding(earlier, truth[earlier] + 1)).line == truth[earlier]
    lines.close()


def test_nesting_names_are_those_of_the_field_tables() -> None:
    """A leaf on the reported line is taken as it is unless its name nests in itself."""
    from pain_bridge.fields import node_table as table
    from pain_bridge.versions import PainVersion

    nesting: set[str] = set()
    for version in PainVersion:
        for kind in ("group_header", "payment_info", "transaction"):
            for row in table(version, kind).rows:
                steps = [s.split("[")[0] for s in row.xml.split("/") if s and not s.startswith("@")]
                nesting |= {s for s, n in Counter(steps).items() if n > 1}
    assert nesting == NESTING


@pytest.mark.parametrize("chunk", [7, 64, 1 << 18])
def test_the_same_lines_whatever_the_chunk_size(
    padded: tuple[bytes, dict[str, int], dict[str, int]],
    chunk: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Lines cut across reads, kept chunks dropped and read again."""
    monkeypatch.setattr("pain_bridge.sourcelines.CHUNK_BYTES", chunk)
    data, truth, reported = padded
    lines = ElementLines(data)
    order = [f"{TX}/Cdtr/PstlAdr", f"{TX}/RmtInf/Strd/CdtrRefInf", f"{TX}/CdtrAcct/Id"]
    for xpath in [*order, *reversed(order)]:
        assert lines.correct(_finding(xpath, reported[xpath])).line == truth[xpath]
    lines.close()


# --- a transaction's element lines found in the file on demand (reader/txlines.py)


def _on_demand(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Finding]:
    """Every finding of ``path``, read by the pass in a second process sending no element
    line (each found in the file when a finding asks for it)."""
    from pain_bridge.reader import ReadOptions, pipeline

    monkeypatch.setattr(pipeline, "MIN_SIZE", 0)
    options = ReadOptions(lines_on_demand=True)
    return list(iter_findings(path, scheme="auto", read_options=options))


def test_lines_on_demand_are_the_start_tags(
    big_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    findings = _on_demand(big_file, monkeypatch)
    assert _check(findings, big_file.read_bytes()) > 100
    # the same findings as the pass sending every line, but where that one had to guess
    eager = list(iter_findings(big_file, scheme="auto"))
    assert [(f.code, f.xpath, f.message) for f in findings] == [
        (f.code, f.xpath, f.message) for f in eager
    ]
    truth = start_lines(big_file.read_bytes())
    for mine, theirs in zip(findings, eager, strict=True):
        if mine.line != theirs.line:  # only about an absent element: its parent's line now
            assert mine.code == "map.inferred"
            assert plain(mine.xpath or "") not in truth
            parent = plain(mine.xpath or "").rsplit("/", 1)[0]
            assert mine.line == truth[parent]


def test_lines_on_demand_where_transactions_share_a_line(
    big_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two of every three transactions on one line each, after the end of the one before:
    three start tags on a line, before and past line 65,535."""
    parts = big_file.read_bytes().split(b"<CdtTrfTxInf>")
    for i in range(1, len(parts)):
        if i % 3:
            parts[i] = re.sub(rb">\s+<", b"><", parts[i]).strip()
    pad = b"<!--" + b"\n" * 50_000 + b"-->\n"  # the first transactions past 65,535 too
    path = tmp_path / "compact.xml"
    path.write_bytes(b"<CdtTrfTxInf>".join(parts).replace(b"?>\n", b"?>\n" + pad, 1))
    data = path.read_bytes()
    shared = [line for line in data.split(b"\n") if line.count(b"<CdtTrfTxInf>") == 3]
    assert len(shared) > 100
    assert data.count(b"\n") > LIMIT
    findings = _on_demand(path, monkeypatch)
    assert _check(findings, data) > 100


def test_a_transaction_the_file_does_not_show_gets_its_own_line(tmp_path: Path) -> None:
    """The file changed since it was read (or its markup is not what the parse saw):
    every element gets the transaction's line rather than another element's."""
    from pain_bridge.reader.txlines import TransactionLines

    path = tmp_path / "t.xml"
    path.write_text("<Doc>\n<CdtTrfTxInf>\n  <PmtId>\n    <EndToEndId>E</EndToEndId>\n"
                    "  </PmtId>\n</CdtTrfTxInf>\n</Doc>\n", encoding="utf-8")  # fmt: skip
    lines = TransactionLines(str(path), "utf-8")
    assert lines.lines([None, "PmtId", "EndToEndId"], 2, 0) == [2, 3, 4]
    assert lines.lines([None, "Amt", "InstdAmt"], 2, 0) == [2, 2, 2]  # other elements
    assert lines.lines([None, "PmtId", "EndToEndId"], 2, 1) == [2, 2, 2]  # no second one
    assert lines.lines([None, "PmtId", "EndToEndId"], 3, 0) == [3, 3, 3]  # not there
    assert lines.lines([None, "PmtId", "EndToEndId", "Nm"], 2, 0) == [2, 2, 2, 2]  # cut short
    lines.close()


def test_a_line_left_behind_is_read_again_from_a_chunk_start_not_the_file_start() -> None:
    from pain_bridge.sourcelines import CHUNK_BYTES, NumberedLines

    data = b"".join(b"line %d\n" % n for n in range(1, 200_001))
    offsets: list[int] = []

    class Counted(io.BytesIO):
        def seek(self, offset: int, whence: int = 0) -> int:
            offsets.append(offset)
            return super().seek(offset, whence)

        def read(self, size: int | None = -1) -> bytes:
            offsets.append(-1)
            return super().read(size)

    lines = NumberedLines(lambda: Counted(data), "utf-8")
    assert lines.line(190_000) == "line 190000\n"
    offsets.clear()
    for number in (150_000, 150_001, 3, 199_999):
        assert lines.line(number) == f"line {number}\n"
    seeks = [o for o in offsets if o >= 0]
    assert seeks[0] > 0  # not from the start
    assert data[seeks[0] - 1 : seeks[0]] == b"\n"  # a line's start
    assert seeks[1] == 0  # line 3 is in the first chunk
    reads = offsets.count(-1)
    assert reads < 3 * len(data) // CHUNK_BYTES  # not the whole file again for each
    lines.close()
