"""Junk of every kind gives findings or a usage/I-O error: never a traceback.

Each input goes through the library (``iter_findings`` on bytes) and through the command
(``pain2pis validate`` on a file, and on standard input for some).
"""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import FIXTURES, PROJECT_ROOT
from pain_bridge.cli import main
from pain_bridge.errors import PainBridgeError
from pain_bridge.findings import CATALOGUE, Finding
from pain_bridge.validation import iter_findings

VALID_XML = (FIXTURES / "cli" / "valid.xml").read_bytes()
VALID_TEXT = VALID_XML.decode("utf-8")
TODAY = date(2024, 6, 1)

BOMB = b"""<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">&lol9;</Document>
"""
XXE = b"""<?xml version="1.0"?>
<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn>
<GrpHdr><MsgId>&xxe;</MsgId></GrpHdr></CstmrCdtTrfInitn></Document>
"""
QUADRATIC = (
    b'<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "'
    + b"x" * 50_000
    + b'">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">'
    + b"&a;" * 50_000
    + b"</Document>"
)
XINCLUDE = b"""<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"
 xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="/etc/passwd" parse="text"/>
</Document>"""


def _intent(**tx: object) -> bytes:
    return json.dumps({"payment_info": [{"transactions": [tx]}]}).encode()


JUNK: dict[str, bytes] = {
    "empty": b"",
    "whitespace": b" \n\t\r\n  ",
    "binary": bytes(range(256)) * 64,
    "png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(200),
    "nul-in-xml": VALID_XML.replace(b"<MsgId>", b"<MsgId>\x00", 1),
    "text": b"Dear bank, please pay 100 EUR to my landlord.\n",
    "huge-line-xml": b"<Document>" + b"<a>x</a>" * 400_000 + b"</Document>",
    "huge-line-text": b"<" + b"A" * 3_000_000,
    "huge-line-json": b'{"psu_redirect_link": "' + b"x" * 3_000_000 + b'"}',
    "huge-value-xml": VALID_XML.replace(b"Invoice 4711", b"I" * 2_000_000, 1),
    "latin1-declared-utf8": VALID_TEXT.replace("Fournisseur", "Fürnisseur\xe9").encode("latin-1"),
    "declared-unknown-encoding": VALID_XML.replace(b"UTF-8", b"X-NO-SUCH-CODEC", 1),
    "placeholder-iban": VALID_XML.replace(b"NL91ABNA0417164300", b"IBAN"),
    "lowercase-country-iban": VALID_XML.replace(b"NL91ABNA0417164300", b"xx91ABNA0417164300"),
    "truncated-xml": VALID_XML[: len(VALID_XML) // 2],
    "truncated-in-tag": VALID_XML[: VALID_XML.index(b"<IBAN>") + 3],
    "truncated-json": _intent(amount={"instructed_amount": {"value": "1", "currency": "EUR"}})[:-7],
    "xml-wrong-root": b'<Document xmlns="urn:example:other"><X/></Document>',
    "xml-pain008": VALID_XML.replace(b"pain.001.001.03", b"pain.008.001.02"),
    "xml-no-namespace": VALID_XML.replace(
        b' xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"', b""
    ),
    "xml-deep-nesting": b"<a>" * 100_000 + b"</a>" * 100_000,
    "xml-bomb": BOMB,
    "xml-quadratic-blowup": QUADRATIC,
    "xml-external-entity": XXE,
    "xml-xinclude": XINCLUDE,
    "xml-processing-only": b'<?xml version="1.0"?>',
    "xml-two-roots": VALID_XML + VALID_XML,
    "json-array": b"[]",
    "json-array-of-objects": b'[{"payment_info": []}]',
    "json-number": b"42",
    "json-null": b"null",
    "json-string": b'"payment"',
    "json-true": b"true",
    "json-empty-object": b"{}",
    "json-payment-info-null": b'{"payment_info": null}',
    "json-payment-info-string": b'{"payment_info": "x"}',
    "json-payment-info-of-nulls": b'{"payment_info": [null, 1, "a", []]}',
    "json-transactions-of-numbers": b'{"payment_info": [{"transactions": [42, null]}]}',
    "json-amount-number": _intent(amount=12.5),
    "json-amount-value-number": _intent(amount={"instructed_amount": {"value": 1e400}}),
    "json-deep-array": b"[" * 200_000 + b"]" * 200_000,
    "json-deep-object": b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
    "json-deep-inside-intent": b'{"payment_info": [{"transactions": ['
    + b"[" * 100_000
    + b"]" * 100_000
    + b"]}]}",
    "json-duplicate-keys": b'{"payment_info": [], "payment_info": {}}',
    "json-nan": b'{"payment_info": [{"transactions": [{"amount": NaN}]}]}',
    "json-lone-surrogate": b'{"psu_id": "\\ud800", "payment_info": []}',
    "json-invalid-utf8": b'{"psu_id": "\xff\xfe", "payment_info": []}',
    "json-trailing-garbage": b'{"payment_info": []} trailing',
}


#: Unusual but readable encodings: XML's own detection (BOM, or the ``<?`` / ``<`` byte
#: pattern of UTF-16 without one, XML 1.0 appendix F) reads them as the UTF-8 original.
READABLE: dict[str, bytes] = {
    "utf16-le-no-declaration": VALID_TEXT.replace('encoding="UTF-8"', "").encode("utf-16-le"),
    "utf16-be-no-bom": VALID_TEXT.encode("utf-16-be"),
    "utf16-with-bom-declared-utf8": VALID_TEXT.encode("utf-16"),
}


def _summary(findings: list[Finding]) -> list[tuple[str, str, int | None, str | None]]:
    return [(f.code, f.severity.value, f.line, f.xpath) for f in findings]


@pytest.mark.parametrize("name", sorted(READABLE))
def test_other_encodings_read_like_the_original(name: str) -> None:
    original = _summary(list(iter_findings(VALID_XML, today=TODAY)))
    assert _summary(list(iter_findings(READABLE[name], today=TODAY))) == original


@pytest.mark.parametrize("name", sorted(READABLE))
def test_command_reads_other_encodings(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.xml"
    path.write_bytes(READABLE[name])
    result = CliRunner().invoke(main, ["validate", "--format", "json", str(path)])
    assert "Traceback" not in result.stderr
    assert result.exit_code == 0, result.output
    # Columns are found in the decoded line, whatever the encoding.
    findings = json.loads(result.stdout)["files"][0]["findings"]
    past = next(f for f in findings if f["code"] == "date.past")
    assert (past["line"], past["column"]) == (18, 7)


@pytest.mark.parametrize("name", sorted(JUNK))
def test_library_gives_findings_or_a_typed_error(name: str) -> None:
    try:
        findings = list(iter_findings(JUNK[name], today=TODAY))
    except PainBridgeError:
        return
    assert findings, f"{name}: junk accepted without a single finding"
    assert all(isinstance(f, Finding) and f.code in CATALOGUE for f in findings)
    assert any(f.is_error for f in findings), [f.code for f in findings]


@pytest.mark.parametrize("name", sorted(JUNK))
def test_command_gives_a_report_or_a_usage_error(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.bin"
    path.write_bytes(JUNK[name])
    result = CliRunner().invoke(main, ["validate", "--format", "json", str(path)])
    assert isinstance(result.exception, SystemExit | None), result.exception
    assert "Traceback" not in result.stderr
    assert "internal error" not in result.stderr
    assert result.exit_code in (1, 2), result.output
    data = json.loads(result.stdout)
    if result.exit_code == 1:
        (file,) = data["files"]
        assert file["valid"] is False
    else:
        assert result.stderr.strip()


def test_secrets_of_the_machine_never_leak() -> None:
    for name in ("xml-external-entity", "xml-xinclude"):
        findings = list(iter_findings(JUNK[name], today=TODAY))
        assert any(f.code == "xml.unsafe" for f in findings), name
        assert not any("root:" in f.message for f in findings)


def test_bomb_is_refused_not_expanded() -> None:
    findings = list(iter_findings(BOMB, today=TODAY))
    assert [f.code for f in findings if f.is_error][:1] == ["xml.unsafe"]
    assert all(len(f.message) < 2000 for f in findings)


@pytest.mark.parametrize("fmt", ["text", "json", "sarif", "github"])
def test_every_format_renders_junk_findings(fmt: str, tmp_path: Path) -> None:
    paths = []
    for name in ("binary", "latin1-declared-utf8", "json-payment-info-of-nulls", "xml-bomb"):
        paths.append(tmp_path / name)
        paths[-1].write_bytes(JUNK[name])
    result = CliRunner().invoke(main, ["validate", "--format", fmt, *map(str, paths)])
    assert isinstance(result.exception, SystemExit | None), result.exception
    assert "Traceback" not in result.stderr
    assert result.exit_code == 1, result.output
    if fmt in ("json", "sarif"):
        json.loads(result.stdout)


def test_junk_on_standard_input_of_a_real_process(tmp_path: Path) -> None:
    exe = PROJECT_ROOT / ".venv" / "bin" / "pain2pis"
    if not exe.exists():
        exe = Path(sys.executable).with_name("pain2pis")
    for name in ("binary", "json-deep-array", "xml-bomb", "empty"):
        done = subprocess.run(
            [str(exe), "validate", "-"],
            input=JUNK[name],
            capture_output=True,
            cwd=tmp_path,
            timeout=120,
            check=False,
        )
        assert b"Traceback" not in done.stderr, (name, done.stderr)
        assert done.returncode in (1, 2), (name, done.stdout, done.stderr)
