"""The XML reader's findings: map.dropped, xsd.violation, xml.syntax/namespace/too-large."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from lxml import etree

from pain_bridge import xmlsafe, xsd
from pain_bridge.errors import InputError
from pain_bridge.findings import Finding, Severity
from pain_bridge.reader import ReadOptions, iter_xml_events, read_message

XML = Path(__file__).resolve().parents[1] / "fixtures" / "xml"
CORPUS_NS = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"


def line_of(path: Path, needle: str, occurrence: int = 1) -> int:
    seen = 0
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in text:
            seen += 1
            if seen == occurrence:
                return number
    raise AssertionError(needle)


def by_code(findings: list[Finding], code: str) -> list[Finding]:
    return [f for f in findings if f.code == code]


def dropped(name: str) -> dict[str, Finding]:
    _, findings = read_message(XML / name)
    return {f.xpath or "": f for f in by_code(findings, "map.dropped")}


def test_dropped_is_aggregated_per_path_with_the_first_occurrence() -> None:
    path = XML / "bulk.xml"
    _, findings = read_message(path)
    drops = by_code(findings, "map.dropped")
    agents = [f for f in drops if "CdtTrfTxInf/CdtrAgt" in f.message]
    assert len(agents) == 1
    (agent,) = agents
    assert "dropped in 3 transactions, first here" in agent.message
    assert agent.line == line_of(path, "<CdtrAgt>")
    assert agent.xpath == "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]/CdtrAgt"
    assert agent.pointer is None
    assert agent.severity is Severity.WARNING
    (instr,) = [f for f in drops if "PmtId/InstrId" in f.message]
    assert "dropped in 2 transactions" in instr.message
    (purpose,) = [f for f in drops if "CdtTrfTxInf/Purp" in f.message]
    assert "dropped in 1 transaction)" in purpose.message
    assert purpose.xpath == "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[2]/Purp"
    assert purpose.line == line_of(path, "<Purp>")
    # one finding per path, never one per occurrence
    assert len({f.message.split(" ")[0] for f in drops}) == len(drops)


def test_dropped_severities() -> None:
    drops = dropped("single.xml")
    grp = "/Document/CstmrCdtTrfInitn/GrpHdr/"
    pmt = "/Document/CstmrCdtTrfInitn/PmtInf[1]/"
    info = {x for x, f in drops.items() if f.severity is Severity.INFO}
    warning = {x for x, f in drops.items() if f.severity is Severity.WARNING}
    assert info == {
        grp + "CreDtTm",
        grp + "CtrlSum",
        pmt + "PmtMtd",
        pmt + "NbOfTxs",
        pmt + "CtrlSum",
        grp + "InitgPty",
        pmt + "DbtrAgt",
        pmt + "ReqdExctnDt",
    }
    assert warning == {
        pmt + "BtchBookg",
        pmt + "PmtTpInf",
        pmt + "ChrgBr",
    }
    assert all("regenerates" in drops[x].message for x in info)


def test_dropped_address_parts() -> None:
    path = XML / "addresses.xml"
    drops = dropped("addresses.xml")
    pmt = "/Document/CstmrCdtTrfInitn/PmtInf[1]/"
    dept = drops[pmt + "Dbtr/PstlAdr/Dept"]
    assert dept.line == line_of(path, "<Dept>")
    assert drops[pmt + "CdtTrfTxInf[1]/Cdtr/PstlAdr/AdrTp"].severity is Severity.WARNING
    assert pmt + "CdtTrfTxInf[1]/Cdtr/PstlAdr/CtrySubDvsn" in drops
    # StrtNm is dropped only where AdrLine carries the JSON address (second transaction)
    street = drops[pmt + "CdtTrfTxInf[2]/Cdtr/PstlAdr/StrtNm"]
    assert street.line == line_of(path, "<StrtNm>Rue de Rivoli")
    assert street.pointer == "/payment_info/0/transactions/1/creditor/address"
    assert "dropped in 1 transaction" in street.message
    assert pmt + "CdtTrfTxInf[1]/Cdtr/PstlAdr/StrtNm" not in drops
    assert pmt + "Dbtr/PstlAdr/StrtNm" not in drops
    # nothing mapped is reported
    assert not [x for x in drops if x.endswith(("/AdrLine", "/TwnNm", "/PstCd", "/Ctry"))]


def test_report_dropped_off() -> None:
    _, findings = read_message(XML / "bulk.xml", ReadOptions(report_dropped=False))
    assert findings == []


def test_all_schema_violations_with_lines_reasons_and_locations() -> None:
    path = XML / "invalid-xsd.xml"
    message, findings = read_message(path)
    assert message is not None  # the model is still read
    violations = by_code(findings, "xsd.violation")
    schema = xsd.pain001_schema()
    assert not schema.validate(etree.parse(str(path), xmlsafe.make_parser()))
    expected = {(e.line, e.message.replace("{" + CORPUS_NS + "}", "")) for e in schema.error_log}
    assert len(expected) == 6
    assert {(f.line, f.message) for f in violations} == expected
    assert all(f.severity is Severity.ERROR for f in violations)
    located = {f.xpath: f.pointer for f in violations}
    pmt = "/Document/CstmrCdtTrfInitn/PmtInf"
    assert located == {
        "/Document/CstmrCdtTrfInitn/GrpHdr/CreDtTm": None,
        f"{pmt}[1]/ReqdExctnDt": None,
        f"{pmt}[1]/CdtTrfTxInf[2]/Amt/InstdAmt": (
            "/payment_info/0/transactions/1/amount/instructed_amount/value"
        ),
        f"{pmt}[2]/CdtTrfTxInf[1]/CdtrAcct/Id/IBAN": (
            "/payment_info/1/transactions/0/creditor_account/identification/iban"
        ),
        f"{pmt}[2]/CdtTrfTxInf[2]/Foo": None,
        f"{pmt}[2]/CdtTrfTxInf[3]/Amt/InstdAmt/@Ccy": (
            "/payment_info/1/transactions/2/amount/instructed_amount/currency"
        ),
    }
    iban = next(f for f in violations if f.xpath and f.xpath.endswith("IBAN"))
    assert iban.line == line_of(path, "de89370400440532013000")
    assert "pattern" in iban.message


def test_valid_fixtures_have_no_errors() -> None:
    for name in (
        "single.xml",
        "bulk.xml",
        "several-payment-infos.xml",
        "currencies.xml",
        "structured-remittance.xml",
        "addresses.xml",
    ):
        _, findings = read_message(XML / name)
        assert not [f for f in findings if f.is_error], (name, findings)
        assert xsd.pain001_schema().validate(etree.parse(str(XML / name), xmlsafe.make_parser()))


def test_syntax_error_with_line_and_column() -> None:
    path = XML / "invalid-syntax.xml"
    message, findings = read_message(path)
    with pytest.raises(etree.XMLSyntaxError) as caught:
        etree.parse(str(path), xmlsafe.make_parser())
    (finding,) = findings
    assert finding.code == "xml.syntax"
    assert (finding.line, finding.column) == caught.value.position
    assert "mismatch" in finding.message
    # the group header was not finished: no model
    assert message is None


@pytest.mark.parametrize(
    ("mutate", "marker"),
    [
        (lambda d: d[: d.index(b"<RmtInf>")], None),  # truncated
        (lambda d: d.replace(b"Lieferant Nord AG", b"Lieferant & Nord"), b"&"),
        (lambda d: d.replace(b"Lieferant Nord AG", b"Lieferant \x01 Nord"), b"\x01"),
        (lambda d: d.replace(b"Lieferant Nord AG", "Lieferant Süd".encode("latin-1")), b"S\xfc"),
        (lambda d: d + b"<Extra/>", b"<Extra/>"),
        (lambda d: d.replace(b"UTF-8", b"NO-SUCH-CHARSET"), b"NO-SUCH"),
        (lambda d: b"", b""),
        (lambda d: b"\x89PNG\r\n\x1a\n\x00\x00binary", b"\x89"),
    ],
    ids=["truncated", "stray-ampersand", "control-char", "wrong-encoding", "trailing",
         "unknown-encoding", "empty", "binary"],
)  # fmt: skip
@pytest.mark.parametrize("validate", [True, False], ids=["xsd", "no-xsd"])
def test_not_well_formed_inputs(mutate, marker, validate) -> None:  # type: ignore[no-untyped-def]
    data = mutate((XML / "single.xml").read_bytes())
    _, findings = read_message(data, ReadOptions(schema_validation=validate))
    errors = [f for f in findings if f.is_error]
    assert [f.code for f in errors] == ["xml.syntax"]
    if marker is not None:
        assert errors[0].line == data[: data.index(marker)].count(b"\n") + 1
        assert errors[0].column is not None
    assert errors[0].message.startswith("Not well-formed XML")


@pytest.mark.parametrize(
    ("root", "expected"),
    [
        ('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.02">', "pain.001.001.02"),
        ('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.002.03">', "German"),
        (
            '<Document xmlns="http://www.six-interbank-clearing.com/de/pain.001.001.03.ch.02.xsd">',
            "the Swiss (SIX) variant",
        ),
        ('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02">', "direct debit"),
        ('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">', "statement"),
        ("<Document>", "has no namespace"),
        (f'<CstmrCdtTrfInitn xmlns="{CORPUS_NS}">', "not Document"),
        ('<html xmlns="http://www.w3.org/1999/xhtml">', "http://www.w3.org/1999/xhtml"),
    ],
)
def test_namespace(root: str, expected: str) -> None:
    close = "</" + root[1:].split()[0].rstrip(">") + ">"
    data = f'<?xml version="1.0"?>\n{root}<x/>{close}'.encode()
    message, findings = read_message(data)
    assert message is None
    (finding,) = findings
    assert finding.code == "xml.namespace"
    assert expected in finding.message
    assert finding.line == 2


def test_namespace_fixture() -> None:
    message, findings = read_message(XML / "invalid-namespace.xml")
    assert message is None
    assert [(f.code, f.line) for f in findings] == [("xml.namespace", 2)]
    assert "pain.001.001.02" in findings[0].message


def test_too_large() -> None:
    path = XML / "bulk.xml"
    size = path.stat().st_size
    events = list(iter_xml_events(path, ReadOptions(max_bytes=size - 1)))
    assert [type(e).__name__ for e in events] == ["DocumentStart", "Finding"]
    finding = events[1]
    assert isinstance(finding, Finding)
    assert finding.code == "xml.too-large"
    assert str(size) in finding.message
    ok, _ = read_message(path, ReadOptions(max_bytes=size))
    assert ok is not None
    _, from_bytes = read_message(path.read_bytes(), ReadOptions(max_bytes=1000))
    assert [f.code for f in from_bytes] == ["xml.too-large"]


class _Pipe(io.RawIOBase):
    """A non-seekable binary stream, like stdin or a socket."""

    def __init__(self, data: bytes) -> None:
        self._data = io.BytesIO(data)

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # type: ignore[no-untyped-def,override]
        chunk = self._data.read(min(len(buffer), 1000))
        buffer[: len(chunk)] = chunk
        return len(chunk)


@pytest.mark.parametrize("kind", ["str", "path", "bytes", "seekable", "pipe"])
def test_every_source_kind_reads_the_same(kind: str) -> None:
    path = XML / "invalid-xsd.xml"
    data = path.read_bytes()
    source = {
        "str": str(path),
        "path": path,
        "bytes": data,
        "seekable": io.BytesIO(data),
        "pipe": io.BufferedReader(_Pipe(data)),
    }[kind]
    assert read_message(source) == read_message(path)  # type: ignore[arg-type]


def test_a_stream_is_read_from_its_position() -> None:
    data = (XML / "single.xml").read_bytes()
    stream = io.BytesIO(b"JUNK" + data)
    stream.seek(4)
    message, findings = read_message(stream)
    assert message is not None
    assert not [f for f in findings if f.is_error]


def test_a_stream_over_the_limit() -> None:
    data = (XML / "bulk.xml").read_bytes()
    _, findings = read_message(io.BufferedReader(_Pipe(data)), ReadOptions(max_bytes=2000))
    assert [f.code for f in findings] == ["xml.too-large"]
    assert "more than 2000 bytes" in findings[0].message


def test_missing_file_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError) as caught:
        iter_xml_events(tmp_path / "nope.xml")
    assert caught.value.path == str(tmp_path / "nope.xml")
    with pytest.raises(InputError):
        iter_xml_events(tmp_path)


@pytest.mark.timeout(30)
def test_a_named_pipe_is_read_once_and_spooled(tmp_path: Path) -> None:
    import os
    import threading

    fifo = tmp_path / "input.fifo"
    os.mkfifo(fifo)
    data = (XML / "invalid-xsd.xml").read_bytes()

    def feed() -> None:
        with open(fifo, "wb") as pipe:
            pipe.write(data)

    writer = threading.Thread(target=feed)
    writer.start()
    try:
        result = read_message(fifo)
    finally:
        writer.join()
    assert result == read_message(XML / "invalid-xsd.xml")


# -- messages that say what is wrong and where ----------------------------------------
def _with_entity(data: bytes, name: str, at: bytes = b"Lieferant Nord AG") -> bytes:
    return data.replace(at, b"Lieferant &" + name.encode() + b"; AG", 1)


@pytest.mark.parametrize("validate", [True, False], ids=["xsd", "no-xsd"])
def test_an_undefined_entity_is_named_with_its_line(validate: bool) -> None:
    """libxml2 stops at it quietly, and lxml's close() then says only "no element
    found", without a line: the cause is the entity, on its line."""
    single = (XML / "single.xml").read_bytes()
    expected = single[: single.index(b"Lieferant Nord AG")].count(b"\n") + 1
    for name in ("foo", "nbsp"):  # a second document's entity is its own, not the first's
        data = _with_entity(single, name)
        _, findings = read_message(data, ReadOptions(schema_validation=validate))
        (error,) = [f for f in findings if f.is_error]
        assert error.code == "xml.syntax"
        assert f"&{name};" in error.message, error.message
        assert "no element found" not in error.message
        assert error.line == expected
        assert error.column is not None


def test_an_undefined_entity_in_a_status_report_is_named_with_its_line() -> None:
    from pain_bridge.status_report import read_report

    data = (XML.parent / "pain002" / "refused.10.xml").read_bytes()
    data = _with_entity(data, "foo", at=b"Lieferant GmbH")
    (finding,) = read_report(data).findings
    assert finding.code == "xml.syntax"
    assert "&foo;" in finding.message, finding.message
    assert finding.line == data[: data.index(b"&foo;")].count(b"\n") + 1


def test_a_root_start_tag_beyond_the_prolog_limit_is_named_as_such() -> None:
    """200,000 namespace declarations on the root: the root does start (on line 2); it is
    its start tag that does not end within the first MiB."""
    single = (XML / "single.xml").read_bytes()
    declarations = b"".join(b' xmlns:p%d="urn:x:%d"' % (n, n) for n in range(200_000))
    data = single.replace(b"<Document", b"<Document" + declarations, 1)
    _, findings = read_message(data)
    (finding,) = findings
    assert finding.code == "xml.too-large"
    assert "No root element starts" not in finding.message
    assert "start tag of the root element Document" in finding.message, finding.message
    assert "namespace declarations" in finding.message
    assert finding.line == 2
