"""A pain.001 or pain.002 whose namespace is no version read here (an unknown version, a
malformed one, a look-alike): one ``xml.namespace`` finding naming the namespace found
and the versions read, through the library and the CLI, never a traceback."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import FIXTURES
from pain_bridge.cli import main
from pain_bridge.convert import convert
from pain_bridge.namespaces import PAIN002
from pain_bridge.status_report import (
    OriginalPaymentInfo,
    StatusReport,
    TransactionStatus,
    read_report,
    report_bytes,
)
from pain_bridge.validation import iter_findings
from pain_bridge.versions import READ_NAMES

ISO = "urn:iso:std:iso:20022:tech:xsd:"
#: Each namespace, ``{m}`` the message number (001 or 002).
NAMESPACES = {
    "an unknown version": ISO + "pain.{m}.001.99",
    "no version": ISO + "pain.{m}.001.",
    "a one-digit version": ISO + "pain.{m}.001.3",
    "a four-digit version": ISO + "pain.{m}.001.0003",
    "another variant": ISO + "pain.{m}.009.03",
    "a wrong prefix": "urn:iso:std:iso:20022:tech:xsdX:pain.{m}.001.03",
    "a trailing space": ISO + "pain.{m}.001.03 ",
    "upper case": ISO.upper() + "PAIN.{m}.001.03",
    "a suffix": ISO + "pain.{m}.001.03:x",
    "a Swiss name in the ISO namespace": ISO + "pain.{m}.001.03.ch.02.xsd",
    "a Swiss unknown version": "http://www.six-interbank-clearing.com/de/pain.{m}.001.99.ch.02.xsd",
}
READS = {
    "001": f"pain2pis reads {READ_NAMES}",
    "002": f"pain2pis reads {PAIN002.words}",
}


def _pain002() -> bytes:
    transaction = TransactionStatus(
        status="RJCT", original_end_to_end_id="E2E-1", amount=Decimal("10.00"), currency="EUR"
    )
    info = OriginalPaymentInfo(original_id="PMT-1", status="RJCT", transactions=(transaction,))
    report = StatusReport(
        message_id="STATUS-1",
        created="2099-01-01T10:00:00",
        original_message_id="MSG-1",
        original_message_name="pain.001.001.03",
        group_status="RJCT",
        payment_infos=(info,),
    )
    return report_bytes(report)


DOCUMENTS = {
    "001": (FIXTURES / "xml" / "single.xml").read_bytes(),
    "002": _pain002(),
}


def _in(message: str, namespace: str) -> bytes:
    document = DOCUMENTS[message]
    original = f'xmlns="{ISO}pain.{message}.001.03"'.encode()
    assert original in document
    return document.replace(original, f'xmlns="{namespace}"'.encode())


CASES = [
    pytest.param(m, template.format(m=m), id=f"pain.{m} {label}")
    for m in ("001", "002")
    for label, template in NAMESPACES.items()
]


@pytest.mark.parametrize(("message", "namespace"), CASES)
def test_validate_refuses_it_naming_the_namespace(message: str, namespace: str) -> None:
    [finding] = iter_findings(_in(message, namespace))
    assert (finding.code, finding.line, finding.is_error) == ("xml.namespace", 2, True)
    assert namespace in finding.message
    # validate hands pain.002.001.* to the status reader: either says what it reads
    assert any(reads in finding.message for reads in READS.values())


@pytest.mark.parametrize(("message", "namespace"), CASES)
def test_the_status_reader_refuses_it_naming_the_namespace(message: str, namespace: str) -> None:
    read = read_report(_in(message, namespace))
    assert read.report is None
    [finding] = read.findings
    assert (finding.code, finding.line) == ("xml.namespace", 2)
    assert namespace in finding.message
    assert READS["002"] in finding.message


@pytest.mark.parametrize(("message", "namespace"), CASES)
def test_convert_refuses_it_naming_the_namespace(message: str, namespace: str) -> None:
    result = convert(_in(message, namespace))
    assert not result.written
    [finding] = result.listed
    assert finding.code == "xml.namespace"
    assert namespace in finding.message
    assert READS["001"] in finding.message


def test_an_unknown_version_is_worded_as_one() -> None:
    [finding] = read_report(_in("002", ISO + "pain.002.001.99")).findings
    assert finding.message == (
        f"The namespace {ISO}pain.002.001.99 is that of pain.002.001.99 (customer payment "
        f"status report), a version not read here; {READS['002']}: expected a Document in "
        "the namespace of one of them"
    )
    [finding] = iter_findings(_in("001", ISO + "pain.001.001.99"))
    assert finding.message.startswith(
        f"The namespace {ISO}pain.001.001.99 is that of pain.001.001.99 (customer credit "
        f"transfer initiation), a version not read here; {READS['001']}"
    )


def test_a_look_alike_names_the_namespace_it_is_not() -> None:
    namespace = "urn:iso:std:iso:20022:tech:xsdX:pain.002.001.03"
    [finding] = read_report(_in("002", namespace)).findings
    assert finding.message.startswith(
        f"The root element Document is in the namespace '{namespace}', which names "
        f"pain.002.001.03 but is not its namespace, {ISO}pain.002.001.03; {READS['002']}"
    )


@pytest.mark.parametrize("message", ["001", "002"])
@pytest.mark.parametrize("command", ["validate", "status", "convert"])
def test_the_cli_reports_an_unknown_version_as_a_finding(
    message: str, command: str, tmp_path: Path
) -> None:
    path = tmp_path / "unknown.xml"
    path.write_bytes(_in(message, f"{ISO}pain.{message}.001.99"))
    args = {
        "validate": ["validate", str(path)],
        "status": ["status", "--from-file", str(path)],
        "convert": ["convert", str(path), "-o", str(tmp_path / "out.json")],
    }[command]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "internal error" not in result.output
    assert "Traceback" not in result.output
    assert "unknown.xml:2" in result.output
    assert f"xml.namespace The namespace {ISO}pain.{message}.001.99 is that of" in result.output
    assert not (tmp_path / "out.json").exists()
