"""Properties: the round trips of spec/mapping.md on generated models, and on fixtures."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from lxml import etree

from conftest import corpus_files
from pain_bridge.mapping import iter_json_events, message_to_data
from pain_bridge.model import Message, assemble
from pain_bridge.reader import read_message
from pain_bridge.testing import messages
from pain_bridge.writer import WriteOptions, write_xml
from pain_bridge.xsd import pain001_schema

PROJECT = Path(__file__).resolve().parents[1]
#: The valid XML fixtures (``invalid-*.xml`` have nothing to round-trip).
XML_FIXTURES = sorted(
    p for p in (PROJECT / "fixtures" / "xml").glob("**/*.xml") if not p.name.startswith("invalid-")
)
OPTIONS = WriteOptions(requested_execution_date=date(2024, 5, 2))
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _xml_to_data(xml: bytes, message: Message | None = None) -> dict[str, object]:
    read, findings = read_message(xml)
    assert read is not None, findings
    assert not [f for f in findings if f.is_error], findings
    redirect = message.psu_redirect_link if message else None
    psu_id = message.psu_id if message else None
    return message_to_data(read, psu_redirect_link=redirect, psu_id=psu_id)


@SETTINGS
@given(messages())
def test_generated_xml_validates(message: Message) -> None:
    xml = write_xml(message, options=OPTIONS)
    assert xml is not None
    assert pain001_schema().validate(etree.fromstring(xml))


@SETTINGS
@given(messages())
def test_json_xml_json_is_identity(message: Message) -> None:
    data = message_to_data(message)
    from_json, findings = assemble(iter_json_events(data))
    assert findings == []
    assert from_json is not None
    xml = write_xml(from_json, options=OPTIONS) or b""
    assert _xml_to_data(xml, from_json) == data


@SETTINGS
@given(messages())
def test_xml_json_xml_json_is_identity(message: Message) -> None:
    xml = write_xml(message, options=OPTIONS) or b""
    first = _xml_to_data(xml, message)
    rebuilt, findings = assemble(iter_json_events(first))
    assert findings == []
    assert rebuilt is not None
    second = _xml_to_data(write_xml(rebuilt, options=OPTIONS) or b"", message)
    assert second == first


@pytest.mark.parametrize("path", XML_FIXTURES, ids=[p.name for p in XML_FIXTURES])
def test_xml_fixtures_round_trip(path: Path) -> None:
    message, findings = read_message(path)
    assert message is not None
    assert not any(f.is_error for f in findings), findings
    first = message_to_data(message)
    rebuilt, _ = assemble(iter_json_events(first))
    assert rebuilt is not None
    xml = write_xml(rebuilt, options=OPTIONS) or b""
    assert pain001_schema().validate(etree.fromstring(xml))
    again, _ = read_message(xml)
    assert again is not None
    assert message_to_data(again) == first
    # XML → model → XML keeps every mapped value (and the XML-only ones the model holds)
    direct = write_xml(message, options=OPTIONS) or b""
    assert pain001_schema().validate(etree.fromstring(direct))
    same, _ = read_message(direct)
    assert same is not None
    assert message_to_data(same) == first


@pytest.mark.parametrize("path", corpus_files(), ids=lambda p: p.name)
def test_corpus_converts_or_reports_and_round_trips(path: Path, tmp_path: Path) -> None:
    from pain_bridge.convert import convert

    target = tmp_path / "out.json"
    result = convert(path, target, psu_redirect_link="https://app/cb")
    assert result.written == (not result.errors)
    assert target.exists() == result.written
    if not result.written:
        return  # invalid (by the XSD or a rule): nothing to round-trip
    message, _ = read_message(path)
    assert message is not None
    xml = write_xml(message, options=OPTIONS) or b""
    assert pain001_schema().validate(etree.fromstring(xml))
    again, _ = read_message(xml)
    assert again is not None
    assert message_to_data(again) == message_to_data(message)
