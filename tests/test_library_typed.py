"""The library's typed entry points (issue 37, item 2): a path read into a ``Message``
or a typed error, a purpose by name or enum alike."""

from __future__ import annotations

import pytest

from pain_bridge.errors import UnreadableMessage, ValidationFailed
from pain_bridge.file_purpose import Purpose
from pain_bridge.reader import load_message, read_message
from pain_bridge.testing import example_message
from pain_bridge.validation import iter_findings
from pain_bridge.writer import write_xml


def test_load_message_gives_the_message_read_message_gives() -> None:
    xml = write_xml(example_message())
    loaded = load_message(xml)
    read, _ = read_message(xml)
    assert loaded == read


@pytest.mark.parametrize(
    ("data", "code"),
    [(b"<Document", "xml.syntax"), (b"<!DOCTYPE x [<!ENTITY a 'b'>]><x/>", "xml.unsafe")],
)
def test_load_message_raises_a_typed_error_saying_why(data: bytes, code: str) -> None:
    with pytest.raises(UnreadableMessage) as refused:
        load_message(data)
    assert isinstance(refused.value, ValidationFailed)  # caught where validation's is
    assert [f.code for f in refused.value.findings] == [code]


def test_a_purpose_is_taken_by_name_as_by_enum() -> None:
    """``purpose="bank"`` raised AttributeError while ``scheme="epc-sct"`` took a string."""
    xml = write_xml(example_message())
    by_name = [(f.code, f.message) for f in iter_findings(xml, purpose="bank")]
    by_enum = [(f.code, f.message) for f in iter_findings(xml, purpose=Purpose.BANK)]
    assert by_name == by_enum
    assert by_name != [(f.code, f.message) for f in iter_findings(xml, purpose="service")]


def test_an_unknown_purpose_names_those_there_are() -> None:
    with pytest.raises(ValueError, match="'banks' is not a purpose; one of service, bank, both"):
        list(iter_findings(write_xml(example_message()), purpose="banks"))
