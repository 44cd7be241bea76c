"""pain_bridge.convert: both directions, validation on the way, output only when valid."""

from __future__ import annotations

import io
import json
from datetime import date
from pathlib import Path

import pytest

from pain_bridge.convert import ConversionResult, OutputError, convert
from pain_bridge.errors import ConfigError, InputError
from pain_bridge.findings import Severity
from pain_bridge.sources import detect_format, iter_events
from pain_bridge.testing import example_message
from pain_bridge.writer import WriteOptions, write_xml

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "json"
REDIRECT = "https://tenant.example/callback"
TODAY = date(2024, 5, 1)


def _xml() -> bytes:
    return write_xml(example_message(), options=WriteOptions(requested_execution_date=TODAY)) or b""


def _codes(result: ConversionResult) -> set[str]:
    return {f.code for f in result.findings}


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (b"<?xml", "xml"),
        (b"\xef\xbb\xbf\n <Document", "xml"),
        (b"\xff\xfe" + "<Doc".encode("utf-16-le"), "xml"),
        (b"\t{", "json"),
        (b"[1]", "json"),
        (b"", None),
        (b"   ", None),
        (b"PK\x03\x04", None),
    ],
)
def test_detect_format(head: bytes, expected: str | None) -> None:
    assert detect_format(head) == expected


def test_iter_events_accepts_every_source_kind(tmp_path: Path) -> None:
    raw = (FIXTURES / "bulk.json").read_bytes()
    path = tmp_path / "in.json"
    path.write_bytes(raw)
    reference = list(iter_events(raw))
    assert list(iter_events(path)) == reference
    assert list(iter_events(str(path))) == reference
    assert list(iter_events(io.BytesIO(raw))) == reference
    assert list(iter_events(json.loads(raw))) == reference

    class Pipe(io.RawIOBase):  # not seekable, like stdin
        def __init__(self) -> None:
            self.data = io.BytesIO(raw)

        def readable(self) -> bool:
            return True

        def readinto(self, buffer: bytearray) -> int:  # type: ignore[override]
            chunk = self.data.read(len(buffer))
            buffer[: len(chunk)] = chunk
            return len(chunk)

    assert list(iter_events(io.BufferedReader(Pipe(), 7))) == reference


def test_iter_events_raises_input_error_for_missing_or_directory(tmp_path: Path) -> None:
    with pytest.raises(InputError):
        iter_events(tmp_path / "missing.xml")
    with pytest.raises(InputError):
        iter_events(tmp_path)


def test_json_to_xml_writes_a_valid_file(tmp_path: Path) -> None:
    target = tmp_path / "out.xml"
    result = convert(FIXTURES / "bulk.json", target)
    assert result.ok
    assert result.written
    assert (result.source_format, result.target_format) == ("json", "xml")
    assert target.read_bytes().startswith(b"<?xml")
    back = convert(target, psu_redirect_link=REDIRECT, psu_id="user-42", today=date.today())
    assert back.written, back.findings
    assert json.loads(back.output or b"") == json.loads((FIXTURES / "bulk.json").read_bytes())


def test_xml_to_json_streams_into_the_target(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    result = convert(_xml(), target, psu_redirect_link=REDIRECT, today=TODAY)
    assert result.written, result.findings
    data = json.loads(target.read_text())
    assert data["payment_info"][0]["transactions"][0]["amount"]["instructed_amount"] == {
        "value": "1250.00",
        "currency": "EUR",
    }
    assert data["psu_redirect_link"] == REDIRECT
    assert "map.dropped" in _codes(result)
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_missing_redirect_is_a_warning() -> None:
    result = convert(_xml(), today=TODAY)
    assert result.written
    [warning] = [f for f in result.findings if f.code == "map.incomplete"]
    assert not warning.is_error
    assert "--redirect" in warning.message
    assert warning.pointer == "/psu_redirect_link"


def test_strict_turns_drops_of_content_into_errors(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    lossy = _xml().replace(b"</CdtrAcct>", b"</CdtrAcct><Purp><Cd>SUPP</Cd></Purp>", 1)
    result = convert(lossy, target, psu_redirect_link=REDIRECT, strict=True, today=TODAY)
    assert not result.written
    assert {f.code for f in result.errors} == {"map.dropped"}
    assert all("Purp" in f.xpath for f in result.errors if f.xpath)
    assert not target.exists()
    assert list(tmp_path.iterdir()) == []


def test_strict_keeps_regenerated_values_as_notes(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    result = convert(_xml(), target, psu_redirect_link=REDIRECT, strict=True, today=TODAY)
    assert result.written, [f for f in result.errors]
    drops = [f for f in result.findings if f.code == "map.dropped"]
    assert drops
    assert all(f.severity is Severity.INFO for f in drops)


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("invalid_syntax", "json.syntax"),
        ("invalid_nan", "json.syntax"),
        ("invalid_schema", "json.schema"),
        ("invalid_duplicate_key", "json.schema"),
        ("invalid_map_missing_debtor", "map.missing"),
        ("invalid_map_issuer_without_type", "map.missing"),
        ("invalid_map_address_too_long", "map.unsupported"),
    ],
)
def test_invalid_json_fixtures_write_nothing(tmp_path: Path, name: str, code: str) -> None:
    target = tmp_path / "out.xml"
    result = convert(FIXTURES / f"{name}.json", target)
    assert not result.written
    assert code in {f.code for f in result.errors}
    assert list(tmp_path.iterdir()) == []


def test_error_late_in_the_xml_removes_the_partial_json(tmp_path: Path) -> None:
    xml = _xml().replace(b"</CstmrCdtTrfInitn>", b"<Bogus/></CstmrCdtTrfInitn>")
    target = tmp_path / "out.json"
    target.write_text("old")
    result = convert(xml, target, psu_redirect_link=REDIRECT, today=TODAY)
    assert not result.written
    assert "xsd.violation" in {f.code for f in result.errors}
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_stream_target_receives_nothing_on_error() -> None:
    out = io.BytesIO()
    result = convert((FIXTURES / "invalid_schema.json").read_bytes(), out)
    assert not result.written
    assert out.getvalue() == b""
    out = io.BytesIO()
    assert convert(_xml(), out, psu_redirect_link=REDIRECT, today=TODAY).written
    assert json.loads(out.getvalue())["psu_redirect_link"] == REDIRECT


def test_future_execution_date_needs_permission() -> None:
    future = (
        write_xml(
            example_message(), options=WriteOptions(requested_execution_date=date(2030, 1, 1))
        )
        or b""
    )
    refused = convert(future, psu_redirect_link=REDIRECT, today=TODAY)
    assert "map.unsupported" in {f.code for f in refused.errors}
    allowed = convert(
        future, psu_redirect_link=REDIRECT, today=TODAY, allow_immediate_execution=True
    )
    assert allowed.written


def test_skill_checks_run_in_convert() -> None:
    from pain_bridge.profiles import load_profiles

    names = [name for name, p in load_profiles().items() if p.requires_psu_id]
    if not names:
        pytest.skip("no bundled skill requires psu_id")
    result = convert(FIXTURES / "single.json", skill=names[0])
    assert "skill.psu-id" in {f.code for f in result.errors}


def test_to_must_differ_from_the_input() -> None:
    with pytest.raises(ConfigError):
        convert(FIXTURES / "single.json", to="json")


def test_undetectable_input_is_read_as_xml_whatever_to_asks() -> None:
    """As validate reads it (tests/test_format_detection.py): ``to`` names the output."""
    for to in ("xml", "json", None):
        result = convert(b"  ", to=to)
        assert result.source_format == "xml"
        assert {f.code for f in result.errors} == {"xml.syntax"}
        assert not result.written


def test_unwritable_output_is_an_output_error(tmp_path: Path) -> None:
    with pytest.raises(OutputError):
        convert(FIXTURES / "single.json", tmp_path / "missing-dir" / "out.xml")
    with pytest.raises(OutputError):
        convert(_xml(), tmp_path / "missing-dir" / "out.json", today=TODAY)


def test_progress_reports_bytes(tmp_path: Path) -> None:
    path = tmp_path / "in.xml"
    path.write_bytes(_xml())
    seen: list[int] = []
    result = convert(path, psu_redirect_link=REDIRECT, today=TODAY, progress=seen.append)
    assert result.written
    assert seen
    assert seen[-1] == path.stat().st_size


# ------------------------------------------------------------ what the writer changed


def _changed(result: ConversionResult) -> dict[str, str]:
    return {
        f.message.split(":", 1)[0] + f"@{f.line}": f.message
        for f in result.findings
        if f.code == "map.changed"
    }


def test_a_migration_says_each_total_it_adds() -> None:
    """A CtrlSum the input lacks was added in silence: now an info at its element, whose
    value is the one written."""
    import re

    source = re.sub(rb"\s*<CtrlSum>[^<]*</CtrlSum>", b"", _xml())
    result = convert(source, to="xml", pain_version="09", allow_immediate_execution=True)
    assert result.written
    written = result.output or b""
    sums = re.findall(rb"<CtrlSum>([^<]*)</CtrlSum>", written)
    changed = [f for f in result.findings if f.code == "map.changed"]
    assert [f.severity for f in changed] == [Severity.INFO] * len(sums)
    assert [f.message for f in changed] == [
        f"{node}/CtrlSum: none given, written as {value.decode()} (the sum of the amounts)"
        for node, value in zip(["GrpHdr", *["PmtInf"] * (len(sums) - 1)], sums, strict=True)
    ]
    assert changed[0].xpath == "/Document/CstmrCdtTrfInitn/GrpHdr/CtrlSum"


def test_a_migration_says_a_count_it_corrects() -> None:
    """NbOfTxs 3 written as 2 (the count is computed), with totals.nb-of-txs ignored."""
    from pain_bridge.config import RuleConfig

    source = _xml().replace(b"<NbOfTxs>2</NbOfTxs>", b"<NbOfTxs>3</NbOfTxs>", 1)
    config = RuleConfig(ignore=frozenset({"totals.nb-of-txs"}))
    result = convert(source, to="xml", pain_version="09", config=config)
    (changed,) = [f for f in result.findings if f.code == "map.changed"]
    assert changed.message == ("GrpHdr/NbOfTxs: 3 given, written as 2 (the number of transactions)")
    assert b"<NbOfTxs>3</NbOfTxs>" not in (result.output or b"")


def test_a_faithful_migration_changes_nothing() -> None:
    result = convert(_xml(), to="xml", pain_version="09")
    assert "map.changed" not in _codes(result)


def test_json_to_xml_says_what_it_derived_as_written() -> None:
    import re

    result = convert(FIXTURES / "single.json", to="xml")
    assert result.written
    written = (result.output or b"").decode()
    messages = {f.message.split(":", 1)[0]: f.message for f in result.findings
                if f.code == "map.changed"}  # fmt: skip
    message_id = re.search(r"<MsgId>([^<]*)</MsgId>", written)
    created = re.search(r"<CreDtTm>([^<]*)</CreDtTm>", written)
    assert message_id is not None
    assert created is not None
    assert f"written as {message_id[1]} (derived" in messages["GrpHdr/MsgId"]
    assert f"written as {created[1]} (the time" in messages["GrpHdr/CreDtTm"]
