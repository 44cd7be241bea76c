"""Hostile XML: every trick is refused with xml.unsafe, quickly, without fetching anything."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from lxml import etree

from conftest import PEAK_KB
from pain_bridge import xmlsafe
from pain_bridge.findings import Finding
from pain_bridge.model import Message
from pain_bridge.reader import read_message

NS = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"
SECRET = "s3cr3t-content-that-must-never-leak"
BODY = f"""<Document xmlns="{NS}">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>{{value}}</MsgId>
      <CreDtTm>2099-01-01T10:00:00</CreDtTm>
      <NbOfTxs>1</NbOfTxs>
      <InitgPty><Nm>Attacker</Nm></InitgPty>
    </GrpHdr>
  </CstmrCdtTrfInitn>
</Document>
"""


@pytest.fixture
def secret_file(tmp_path: Path) -> Path:
    path = tmp_path / "secret.txt"
    path.write_text(SECRET, encoding="utf-8")
    return path


@pytest.fixture
def listener() -> Iterator[tuple[str, socket.socket]]:
    """A local TCP port that records whether anything connected to it."""
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(5)
    server.setblocking(False)
    yield f"http://127.0.0.1:{server.getsockname()[1]}", server
    server.close()


def assert_nothing_connected(server: socket.socket) -> None:
    with pytest.raises(BlockingIOError):
        server.accept()


def billion_laughs() -> bytes:
    entities = ['<!ENTITY lol0 "lol">'] + [
        f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10)
    ]
    doctype = "<!DOCTYPE Document [\n" + "\n".join(entities) + "\n]>\n"
    return (doctype + BODY.format(value="&lol9;")).encode()


def quadratic_blowup() -> bytes:
    doctype = f'<!DOCTYPE Document [<!ENTITY a "{"x" * 50_000}">]>\n'
    return (doctype + BODY.format(value="&a;" * 50_000)).encode()


def external_entity(url: str) -> bytes:
    doctype = f'<!DOCTYPE Document [<!ENTITY ext SYSTEM "{url}">]>\n'
    return (doctype + BODY.format(value="&ext;")).encode()


def parameter_entity(url: str) -> bytes:
    doctype = f'<!DOCTYPE Document [<!ENTITY % p SYSTEM "{url}"> %p;]>\n'
    return (doctype + BODY.format(value="x")).encode()


def external_dtd(url: str) -> bytes:
    return (f'<!DOCTYPE Document SYSTEM "{url}">\n' + BODY.format(value="x")).encode()


def xinclude_on_root(href: str) -> bytes:
    body = BODY.replace(
        f'<Document xmlns="{NS}">',
        f'<Document xmlns="{NS}" xmlns:xi="http://www.w3.org/2001/XInclude">',
    )
    return body.format(value=f'<xi:include href="{href}" parse="text"/>').encode()


def xinclude_inside(href: str) -> bytes:
    include = f'<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="{href}" parse="text"/>'
    return BODY.format(value=include).encode()


def everything_text(message: Message | None, findings: list[Finding]) -> str:
    return repr(message) + json.dumps([f.to_dict() for f in findings])


def assert_refused(data: bytes, secret: str | None = None) -> list[Finding]:
    message, findings = read_message(data)
    assert message is None
    assert [f.code for f in findings] == ["xml.unsafe"], findings
    if secret is not None:
        assert secret not in everything_text(message, findings)
    return findings


@pytest.mark.timeout(30)
def test_billion_laughs() -> None:
    (finding,) = assert_refused(billion_laughs())
    assert "DOCTYPE" in finding.message
    assert (finding.line, finding.column) == (1, 1)


@pytest.mark.timeout(30)
def test_quadratic_blowup() -> None:
    (finding,) = assert_refused(quadratic_blowup())
    assert "DOCTYPE" in finding.message


@pytest.mark.timeout(30)
def test_external_entity_file(secret_file: Path) -> None:
    (finding,) = assert_refused(external_entity(secret_file.as_uri()), SECRET)
    assert "external" in finding.message
    assert_refused(external_entity(str(secret_file)), SECRET)


@pytest.mark.timeout(30)
def test_external_entity_url(listener: tuple[str, socket.socket]) -> None:
    url, server = listener
    assert_refused(external_entity(f"{url}/entity"))
    assert_refused(parameter_entity(f"{url}/parameter"))
    assert_nothing_connected(server)


@pytest.mark.timeout(30)
def test_external_dtd(listener: tuple[str, socket.socket], secret_file: Path) -> None:
    url, server = listener
    (finding,) = assert_refused(external_dtd(f"{url}/evil.dtd"))
    assert "external DTD" in finding.message
    assert_refused(external_dtd(secret_file.as_uri()), SECRET)
    assert_nothing_connected(server)


@pytest.mark.timeout(30)
def test_plain_doctype_is_refused_too() -> None:
    data = ("<!DOCTYPE Document>\n" + BODY.format(value="x")).encode()
    assert_refused(data)


@pytest.mark.timeout(30)
def test_utf16_doctype() -> None:
    data = ('<?xml version="1.0" encoding="UTF-16"?>\n' + billion_laughs().decode()).encode(
        "utf-16"
    )
    (finding,) = assert_refused(data)
    assert finding.line == 2


@pytest.mark.timeout(30)
@pytest.mark.parametrize("build", [xinclude_on_root, xinclude_inside], ids=["root", "inside"])
def test_xinclude(build: Callable[[str], bytes], secret_file: Path) -> None:
    data = build(secret_file.as_uri())
    message, findings = read_message(data)
    assert [f.code for f in findings if f.is_error] == ["xml.unsafe"]
    assert "XInclude" in findings[-1].message
    assert SECRET not in everything_text(message, findings)


@pytest.mark.timeout(30)
def test_files_on_disk_are_refused_the_same(tmp_path: Path, secret_file: Path) -> None:
    path = tmp_path / "attack.xml"
    path.write_bytes(external_entity(secret_file.as_uri()))
    message, findings = read_message(path)
    assert [f.code for f in findings] == ["xml.unsafe"]
    assert SECRET not in everything_text(message, findings)


def test_the_parser_factory_never_expands_or_fetches(
    secret_file: Path, listener: tuple[str, socket.socket]
) -> None:
    """Even used directly (no reader in front), the factory's parser loads nothing."""
    url, server = listener
    for data in (
        external_entity(secret_file.as_uri()),
        external_dtd(f"{url}/x.dtd"),
        parameter_entity(f"{url}/p"),
    ):
        try:
            tree = xmlsafe.parse_bytes(data)
        except etree.XMLSyntaxError:
            continue
        assert SECRET not in etree.tostring(tree, encoding="unicode")
    assert_nothing_connected(server)
    with pytest.raises(etree.XMLSyntaxError):  # entities stay unexpanded and undefined
        xmlsafe.parse_bytes(billion_laughs())
    parser = xmlsafe.make_parser()
    assert parser is not xmlsafe.make_parser()


_MEMORY_PROBE = (
    PEAK_KB
    + """
import sys
sys.path[:0] = {paths!r}
from tests.test_security_xml import billion_laughs, quadratic_blowup
from pain_bridge.reader import read_message
before = peak_kb()
for build in (billion_laughs, quadratic_blowup):
    for _ in range(20):
        message, findings = read_message(build())
        assert [f.code for f in findings] == ["xml.unsafe"]
after = peak_kb()
print((after - before) // 1024)
"""
)


@pytest.mark.slow
@pytest.mark.timeout(60)
def test_refusals_take_bounded_memory() -> None:
    """An expanded billion laughs would take gigabytes; refusing takes next to nothing."""
    root = str(Path(__file__).resolve().parents[1])
    code = _MEMORY_PROBE.replace(
        "{paths!r}", repr([root, str(Path(root) / "src"), str(Path(root) / "tests")])
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    grown_mb = int(result.stdout.strip())
    assert grown_mb < 50


@pytest.mark.timeout(30)
def test_an_xinclude_inside_is_the_only_error_of_a_validation(secret_file: Path) -> None:
    """The document is not read past the XInclude element: what the rules would compute
    over the whole document (its totals) would describe only the part before it."""
    from pain_bridge.validation import iter_findings

    single = (Path(__file__).resolve().parents[1] / "fixtures" / "xml" / "single.xml").read_bytes()
    include = (
        f'<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="{secret_file.as_uri()}"'
        ' parse="text"/>'
    ).encode()
    data = single.replace(b"<CdtTrfTxInf>", include + b"<CdtTrfTxInf>", 1)
    findings = list(iter_findings(data))
    assert [f.code for f in findings if f.is_error] == ["xml.unsafe"], findings
    assert "XInclude" in findings[-1].message
