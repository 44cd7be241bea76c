"""A pain.001 inside the envelopes in use, with its Business Application Header (issue 34).

For each envelope form: the document read inside it gives the findings of the bare
document, at the original file's lines (shifted by the lines before it); a header that
contradicts its document draws the header rule's code at the header's line; a migration
``.09`` → ``.13`` writes the envelope back with ``MsgDefIdr`` changed and every other
leaf of the header as it was (compared with lxml, not through the model).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest
from lxml import etree

from pain_bridge.convert import convert
from pain_bridge.findings import Finding
from pain_bridge.model import DocumentStart
from pain_bridge.reader import ReadOptions, iter_xml_events, pipeline
from pain_bridge.validation import iter_findings
from pain_bridge.versions import PainVersion

SAMPLE = Path(__file__).resolve().parents[1] / "src" / "pain_bridge" / "samples" / "sct.09.xml"
TODAY = date(2026, 11, 2)

HEADER = """<AppHdr xmlns="urn:iso:std:iso:20022:tech:xsd:head.001.001.02">
    <!-- kept as written -->
    <Fr><FIId><FinInstnId><BICFI>DBTRDEFFXXX</BICFI></FinInstnId></FIId></Fr>
    <To><FIId><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></FIId></To>
    <BizMsgIdr>MSG-2026-0001</BizMsgIdr>
    <MsgDefIdr>pain.001.001.09</MsgDefIdr>
    <BizSvc>swift.cbprplus.02</BizSvc>
    <CreDt>2026-11-02T10:00:00Z</CreDt>
    <Rltd>
      <Fr><FIId><FinInstnId><BICFI>DBTRDEFFXXX</BICFI></FinInstnId></FIId></Fr>
      <To><FIId><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></FIId></To>
      <BizMsgIdr>MSG-2026-0000</BizMsgIdr>
      <MsgDefIdr>pain.001.001.09</MsgDefIdr>
      <CreDt>2026-11-01T10:00:00Z</CreDt>
    </Rltd>
  </AppHdr>"""


def _document(errors: bool) -> str:
    """The sample's document (after its XML declaration); with ``errors``: a bad IBAN, a
    schema violation and a past date, so that every kind of finding is compared."""
    text = SAMPLE.read_text(encoding="utf-8").partition("\n")[2]
    if errors:
        text = text.replace("<Dt>2026-11-20</Dt>", "<Dt>2026-10-20</Dt>")
        text = text.replace("<PmtMtd>TRF</PmtMtd>", "<PmtMtd>XYZ</PmtMtd>")
        text = re.sub(r"<IBAN>DE(\d\d)", "<IBAN>DE00", text, count=1)
    return text


DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

#: Each form: the document in it (``{doc}``), with the header (``{hdr}``).
FORMS: dict[str, str] = {
    "swift-envelope": '<Envelope xmlns="urn:swift:xsd:envelope">\n  {hdr}\n{doc}</Envelope>\n',
    "request-payload": (
        '<n1:RequestPayload xmlns:n1="SWIFTNetBusinessEnvelope">\n  {hdr}\n{doc}'
        "</n1:RequestPayload>\n"
    ),
    "side-by-side": "<BusinessMessage>\n  <!-- any root -->\n  {hdr}\n{doc}</BusinessMessage>\n",
    "header-alone": "{hdr}\n{doc}",
}


def _enveloped(form: str, errors: bool = False, header: str = HEADER) -> bytes:
    return (DECLARATION + FORMS[form].format(hdr=header, doc=_document(errors))).encode()


def _bare(errors: bool = False) -> bytes:
    return (DECLARATION + _document(errors)).encode()


def _shift(data: bytes) -> int:
    """How many lines the document starts below its bare self's line 2."""
    return data[: data.index(b"<Document")].count(b"\n") - 1


def _comparable(findings: list[Finding], shift: int) -> list[tuple[object, ...]]:
    return sorted(
        (f.code, f.severity, f.message, (f.line or 0) - shift, f.column, f.xpath, f.pointer)
        for f in findings
    )


def _findings(data: bytes, **read: object) -> list[Finding]:
    options = ReadOptions(**read) if read else None  # type: ignore[arg-type]
    return list(iter_findings(data, today=TODAY, read_options=options))


@pytest.mark.parametrize("form", FORMS)
def test_a_document_in_each_envelope_gives_the_bare_documents_findings_at_the_files_lines(
    form: str,
) -> None:
    bare = _findings(_bare(errors=True))
    data = _enveloped(form, errors=True)
    inside = [f for f in _findings(data) if not f.message.startswith("The envelope")]
    assert {f.code for f in bare} >= {"xsd.violation", "iban.checksum", "date.past"}
    assert _comparable(inside, _shift(data)) == _comparable(bare, 0)
    lines = data.decode().splitlines()
    (violation,) = [f for f in inside if f.code == "xsd.violation"]
    assert violation.line is not None
    assert "<PmtMtd>XYZ" in lines[violation.line - 1]


def test_a_document_in_an_envelope_read_in_a_second_process_has_the_same_findings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pipeline, "MIN_SIZE", 0)
    path = tmp_path / "enveloped.xml"
    path.write_bytes(_enveloped("swift-envelope", errors=True))
    two = _findings(path.read_bytes())  # bytes: in this process
    one = list(iter_findings(path, today=TODAY, read_options=ReadOptions(processes=2)))
    assert {"xsd.violation", "iban.checksum", "date.past"} <= {f.code for f in one}
    assert _comparable(one, 0) == _comparable(two, 0)


@pytest.mark.parametrize("form", FORMS)
def test_the_header_is_read_with_its_lines(form: str) -> None:
    data = _enveloped(form)
    start = next(e for e in iter_xml_events(data) if isinstance(e, DocumentStart))
    assert start.pain_version is PainVersion.V09
    assert start.envelope is not None
    assert start.envelope.header is not None
    header = start.envelope.header
    assert header.version == "head.001.001.02"
    assert (header.business_message_id, header.message_definition) == (
        "MSG-2026-0001",
        "pain.001.001.09",
    )
    assert (header.from_bic, header.to_bic, header.business_service) == (
        "DBTRDEFFXXX",
        "COBADEFFXXX",
        "swift.cbprplus.02",
    )
    lines = data.decode().splitlines()
    assert "<MsgDefIdr>pain.001.001.09" in lines[header.line_of("MsgDefIdr") - 1]  # type: ignore[operator]
    assert header.line is not None
    assert "<AppHdr" in lines[header.line - 1]


def test_a_bare_document_has_no_envelope() -> None:
    start = next(e for e in iter_xml_events(_bare()) if isinstance(e, DocumentStart))
    assert start.envelope is None


_CONTRADICTIONS: dict[str, Callable[[str], str]] = {
    "head.message-definition": lambda h: h.replace(
        "<MsgDefIdr>pain.001.001.09</MsgDefIdr>\n    <BizSvc>",
        "<MsgDefIdr>pain.001.001.03</MsgDefIdr>\n    <BizSvc>",
    ),
    "head.message-id": lambda h: h.replace("MSG-2026-0001", "MSG-OTHER"),
    "head.creation-date": lambda h: h.replace(
        "<CreDt>2026-11-02T10:00:00Z", "<CreDt>2026-11-01T09:00:00Z"
    ),
    "head.bic": lambda h: h.replace("<BICFI>DBTRDEFFXXX", "<BICFI>DBTRXXFFXXX", 1),
}
_ELEMENT = {
    "head.message-definition": "<MsgDefIdr>pain.001.001.03",
    "head.message-id": "<BizMsgIdr>MSG-OTHER",
    "head.creation-date": "<CreDt>2026-11-01T09",
    "head.bic": "<BICFI>DBTRXXFF",
}


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("code", _CONTRADICTIONS)
def test_a_header_contradicting_its_document_draws_its_code_at_the_headers_line(
    form: str, code: str
) -> None:
    clean = _enveloped(form)
    assert not [f for f in _findings(clean) if f.code.startswith("head.")]
    data = _enveloped(form, header=_CONTRADICTIONS[code](HEADER))
    (finding,) = [f for f in _findings(data) if f.code.startswith("head.")]
    assert finding.code == code
    assert finding.line is not None
    assert _ELEMENT[code] in data.decode().splitlines()[finding.line - 1]


@pytest.mark.parametrize("form", FORMS)
def test_a_header_its_schema_refuses_is_an_xsd_violation_at_its_line(form: str) -> None:
    data = _enveloped(form, header=HEADER.replace("<BizSvc>", "<Bogus/><BizSvc>"))
    (finding,) = [f for f in _findings(data) if f.code == "xsd.violation"]
    assert "Bogus" in finding.message
    assert finding.line is not None
    assert "<Bogus/>" in data.decode().splitlines()[finding.line - 1]


def _header_leaves(data: bytes) -> list[tuple[str, str, tuple[tuple[str, str], ...]]]:
    """Every leaf of the file's ``AppHdr``, parsed by lxml from its own text."""
    text = re.search(rb"<AppHdr.*?</AppHdr>", data, re.DOTALL)
    assert text is not None
    header = etree.fromstring(text.group(0))
    return [
        (
            header.getroottree().getpath(element),
            element.text or "",
            tuple(sorted((str(k), str(v)) for k, v in element.attrib.items())),
        )
        for element in header.iter()
        if isinstance(element.tag, str) and len(element) == 0
    ]


@pytest.mark.parametrize("form", FORMS)
def test_migration_inside_an_envelope_changes_msgdefidr_and_no_other_leaf(
    form: str, tmp_path: Path
) -> None:
    source = tmp_path / "in.xml"
    source.write_bytes(_enveloped(form))
    target = tmp_path / "out.xml"
    result = convert(source, target, to="xml", pain_version="13", today=TODAY)
    assert target.exists(), result.findings
    written = target.read_bytes()
    before, after = _header_leaves(source.read_bytes()), _header_leaves(written)
    assert len(before) == len(after)
    changed = [(old, new) for old, new in zip(before, after, strict=True) if old != new]
    assert changed == [
        (
            ("/*/*[4]", "pain.001.001.09", ()),
            ("/*/*[4]", "pain.001.001.13", ()),
        )
    ]
    assert b"<!-- kept as written -->" in written
    assert b'<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.13"' in written
    # the envelope's root (if any) around it, and the document as read as a .13 one
    start = next(e for e in iter_xml_events(written) if isinstance(e, DocumentStart))
    assert start.pain_version is PainVersion.V13
    assert start.envelope is not None
    assert start.envelope.root == (
        {"swift-envelope": "Envelope", "request-payload": "RequestPayload"}.get(form)
        or ("BusinessMessage" if form == "side-by-side" else None)
    )
    (changed_finding,) = [f for f in result.findings if "MsgDefIdr" in f.message]
    assert changed_finding.code == "map.changed"


def test_conversion_to_json_reports_the_header_dropped() -> None:
    data = _enveloped("swift-envelope")
    result = convert(data, to="json", psu_redirect_link="https://t.example/cb", today=TODAY)
    (dropped,) = [f for f in result.findings if "Business Application Header" in f.message]
    assert dropped.code == "map.dropped"
    assert dropped.line == 3
    assert dropped.xpath == "/Envelope/AppHdr"


def test_an_envelope_not_closed_as_it_opened_is_not_well_formed() -> None:
    data = _enveloped("swift-envelope").replace(b"</Envelope>", b"</Other>")
    findings = _findings(data)
    assert [f.code for f in findings if f.is_error] == ["xml.syntax"]


def test_a_document_taking_its_namespace_from_the_envelope_is_refused_with_a_reason() -> None:
    data = (
        DECLARATION
        + '<Envelope xmlns:p="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">\n'
        + "<p:Document><p:CstmrCdtTrfInitn/></p:Document></Envelope>\n"
    ).encode()
    (finding,) = _findings(data)
    assert finding.code == "xml.namespace"
    assert "declares its namespace" in finding.message
    assert finding.line == 3


def test_a_root_holding_no_document_is_still_refused_as_before() -> None:
    data = (DECLARATION + "<Envelope><Other/></Envelope>\n").encode()
    (finding,) = _findings(data)
    assert finding.code == "xml.namespace"
    assert "Envelope" in finding.message


STATUS = SAMPLE.parent / "status.10.xml"


@pytest.mark.parametrize("form", FORMS)
def test_a_status_report_in_each_envelope_reads_as_the_bare_one_at_the_files_lines(
    form: str,
) -> None:
    from pain_bridge.status_report.reader import read_report

    document = STATUS.read_text(encoding="utf-8").partition("\n")[2]
    document = document.replace("<OrgnlMsgId>", "<Bogus/><OrgnlMsgId>", 1)
    header = HEADER.replace("pain.001.001.09", "pain.002.001.10")
    bare = read_report((DECLARATION + document).encode())
    data = (DECLARATION + FORMS[form].format(hdr=header, doc=document)).encode()
    inside = read_report(data)
    assert {f.code for f in bare.findings} == {"xsd.violation", "status.dropped"}
    assert inside.version == bare.version == "pain.002.001.10"
    assert inside.report == bare.report
    shift = _shift(data)
    assert _comparable(list(inside.findings), shift) == _comparable(list(bare.findings), 0)


def test_a_status_reports_header_its_schema_refuses_is_reported() -> None:
    from pain_bridge.status_report.reader import read_report

    document = STATUS.read_text(encoding="utf-8").partition("\n")[2]
    header = HEADER.replace("<BizSvc>", "<Bogus/><BizSvc>")
    data = (DECLARATION + FORMS["swift-envelope"].format(hdr=header, doc=document)).encode()
    (finding,) = [f for f in read_report(data).findings if f.code == "xsd.violation"]
    assert finding.line is not None
    assert "<Bogus/>" in data.decode().splitlines()[finding.line - 1]


def test_a_status_report_is_written_inside_the_originals_envelope_with_a_reply_header() -> None:
    from pain_bridge.status_report.reader import read_report
    from pain_bridge.status_report.writer import report_bytes

    original = _enveloped("swift-envelope")
    start = next(e for e in iter_xml_events(original) if isinstance(e, DocumentStart))
    assert start.envelope is not None
    bare = read_report(STATUS.read_bytes())
    assert bare.report is not None
    written = report_bytes(bare.report, reply_to=start.envelope)
    # the report reads back as it was, and its header is a reply to the original's
    again = read_report(written)
    assert again.valid
    assert again.report == bare.report
    text = re.search(rb"<AppHdr.*?</AppHdr>", written, re.DOTALL)
    assert text is not None
    assert written.startswith(b"<?xml")
    assert b"<Envelope" in written
    reply = etree.fromstring(text.group(0))
    ns = {"h": "urn:iso:std:iso:20022:tech:xsd:head.001.001.02"}

    def leaf(path: str) -> str | None:
        found = reply.find(path, ns)
        return None if found is None else found.text

    assert leaf("h:Fr/h:FIId/h:FinInstnId/h:BICFI") == "COBADEFFXXX"
    assert leaf("h:To/h:FIId/h:FinInstnId/h:BICFI") == "DBTRDEFFXXX"
    assert leaf("h:BizMsgIdr") == bare.report.message_id
    assert leaf("h:MsgDefIdr") == "pain.002.001.10"
    assert leaf("h:Rltd/h:BizMsgIdr") == "MSG-2026-0001"
    assert leaf("h:Rltd/h:MsgDefIdr") == "pain.001.001.09"
    header = start.envelope.header
    assert header is not None
    assert b"kept as written" not in text.group(0)
