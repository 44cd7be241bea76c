"""Every pain.002 version read: a document drawn from each version's bundled XSD reads
back with every status and reason it gives, at every level, and shows them; a document
without a namespace, or with a mis-spelled namespace attribute, is read as the version its
structure fits (``status.namespace``)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree
from rich.console import Console

from pain_bridge.cli import main
from pain_bridge.cli.status_report import report_json, report_table
from pain_bridge.status_report import read_report
from pain_bridge.status_report.editions import EDITIONS
from pain_bridge.status_report.status_codes import status_set
from pain_bridge.testing.status_documents import status_documents
from pain_bridge.xsd import bundled_schema
from pain_bridge.xsd_paths import BUNDLED

ISO = "urn:iso:std:iso:20022:tech:xsd:"
XS = "{http://www.w3.org/2001/XMLSchema}"
PAIN002 = [name for name in BUNDLED if name.startswith("pain.002.")]
SETTINGS = settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))


def _statuses(version: str) -> dict[str, list[str]]:
    group, single = sorted(status_set(version, True)), sorted(status_set(version, False))
    return {"GrpSts": group, "PmtInfSts": group, "TxSts": single, "DtldSts": single}


def _documents(version: str) -> st.SearchStrategy[bytes]:
    return status_documents(version, _statuses(version))


def _text(node: etree._Element | None) -> str | None:
    return None if node is None or node.text is None else node.text.strip() or None


def _said(element: etree._Element, status_tag: str) -> dict[str, Any]:
    """What the bank says at one level, read with lxml alone: the status, each reason
    (code, proprietary code, additional lines) and each count per status."""
    ns = etree.QName(element).namespace
    q = (lambda path: "/".join(f"{{{ns}}}{p}" for p in path.split("/"))) if ns else str
    reasons = [
        {
            "code": _text(info.find(q("Rsn/Cd"))),
            "proprietary": _text(info.find(q("Rsn/Prtry"))),
            "additional": [t for a in info.findall(q("AddtlInf")) if (t := _text(a))],
        }
        for info in element.findall(q("StsRsnInf"))
    ]
    counts = [_text(c.find(q("DtldSts"))) for c in element.findall(q("NbOfTxsPerSts"))]
    return {"status": _text(element.find(q(status_tag))), "reasons": reasons, "counts": counts}


def _expected(data: bytes) -> list[dict[str, Any]]:
    root = etree.fromstring(data)
    ns = etree.QName(root).namespace
    q = (lambda tag: f"{{{ns}}}{tag}") if ns else str
    levels = [_said(g, "GrpSts") for g in root.iter(q("OrgnlGrpInfAndSts"))]
    for info in root.iter(q("OrgnlPmtInfAndSts")):
        levels.append(_said(info, "PmtInfSts"))
        levels.extend(_said(tx, "TxSts") for tx in info.findall(q("TxInfAndSts")))
    return levels


def _reasons(reasons: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: r[k] for k in ("code", "proprietary", "additional")} for r in reasons]


def _read(payload: dict[str, Any]) -> list[dict[str, Any]]:
    """The same, as ``status --from-file --format json`` gives it."""
    levels = [
        {
            "status": payload["group_status"],
            "reasons": _reasons(payload["group_reasons"]),
            "counts": [c["status"] for c in payload["group_per_status"]],
        }
    ]
    for info in payload["payment_infos"]:
        levels.append(
            {
                "status": info["status"],
                "reasons": _reasons(info["reasons"]),
                "counts": [c["status"] for c in info["per_status"]],
            }
        )
        levels.extend(
            {"status": tx["status"], "reasons": _reasons(tx["reasons"]), "counts": []}
            for tx in info["transactions"]
        )
    return levels


def _shown(report: Any) -> str:
    console = Console(width=20_000, record=True, highlight=False)  # no cell wraps
    console.print(report_table(report))
    return console.export_text()


@pytest.mark.parametrize("version", PAIN002)
def test_every_bundled_status_report_schema_is_its_version_s(version: str) -> None:
    from pain_bridge.xsd_paths import _schema_root

    root = _schema_root(version)
    assert root.get("targetNamespace") == ISO + version
    document = next(e for e in root.iterfind(f"{XS}complexType") if e.get("name") == "Document")
    assert [e.get("name") for e in document.iter(f"{XS}element")] == ["CstmrPmtStsRpt"]
    assert bundled_schema(version) is not None  # compiles


def test_every_version_of_the_issue_is_read() -> None:
    wanted = {f"pain.002.001.{n:02d}" for n in range(3, 15)} | {
        "pain.002.002.03",
        "pain.002.001.03.ch.02",
    }
    assert wanted == set(EDITIONS)


@pytest.mark.parametrize("version", PAIN002)
def test_a_document_of_each_version_reads_back_with_every_status_and_reason(
    version: str,
) -> None:
    @SETTINGS
    @given(_documents(version))
    def check(data: bytes) -> None:
        assert bundled_schema(version).validate(etree.fromstring(data))
        read = read_report(data)
        assert read.version == version
        assert read.report is not None
        assert read.valid, [f for f in read.findings if f.is_error]
        assert {f.code for f in read.findings} <= {"status.dropped"}
        payload = report_json(read.report)
        expected = _expected(data)
        assert _read(payload)[1:] == expected[1:]
        assert _read(payload)[0] == expected[0]
        shown = _shown(read.report)
        for level in expected:
            for word in (
                level["status"],
                *(r["code"] or r["proprietary"] for r in level["reasons"]),
            ):
                if word:
                    assert word in shown

    check()


def _without_namespace(data: bytes, replacement: bytes = b"") -> bytes:
    return re.sub(rb' xmlns="urn:iso:std:iso:20022:tech:xsd:[^"]*"', replacement, data, count=1)


@pytest.mark.parametrize("version", [v for v in PAIN002 if v.endswith((".03", ".09", ".14"))])
def test_without_a_namespace_it_reads_the_same_with_a_warning(version: str) -> None:
    @SETTINGS
    @given(_documents(version))
    def check(data: bytes) -> None:
        bare = _without_namespace(data)
        read, plain = read_report(bare), read_report(data)
        assert read.report is not None
        assert plain.report is not None
        (said,) = [f for f in read.findings if f.code == "status.namespace"]
        assert not said.is_error  # its own version fits it: never ambiguous
        assert read.version is not None
        assert read.version in said.message
        assert read.valid
        assert _read(report_json(read.report)) == _read(report_json(plain.report))

    check()


@pytest.mark.parametrize("version", [v for v in PAIN002 if v.endswith((".03", ".10", ".14"))])
def test_a_misspelled_namespace_attribute_reads_as_the_version_it_names(version: str) -> None:
    @SETTINGS
    @given(_documents(version))
    def check(data: bytes) -> None:
        spelled = _without_namespace(data, f' Xmlns="{ISO}{version}"'.encode())
        read = read_report(spelled)
        assert read.version == version
        (said,) = [f for f in read.findings if f.code == "status.namespace"]
        assert (said.is_error, said.line) == (False, 2)
        assert f"read as {version}" in said.message
        assert "Xmlns" not in said.message
        plain = read_report(data).report
        assert read.report is not None
        assert plain is not None
        assert _read(report_json(read.report)) == _read(report_json(plain))

    check()


_MIXED = b"""<?xml version="1.0"?>
<Document><CstmrPmtStsRpt>
<GrpHdr><MsgId>M</MsgId><CreDtTm>2025-10-09T10:00:00</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>O</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>
<StsRsnInf><Orgtr><Id><OrgId><BICOrBEI>BANKDEFFXXX</BICOrBEI></OrgId></Id></Orgtr>
<Rsn><Cd>AC01</Cd></Rsn></StsRsnInf></OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>P</OrgnlPmtInfId><TxInfAndSts><TxSts>RJCT</TxSts>
<OrgnlTxRef><Cdtr><Pty><Nm>Payee</Nm></Pty></Cdtr></OrgnlTxRef></TxInfAndSts>
</OrgnlPmtInfAndSts></CstmrPmtStsRpt></Document>"""


def test_a_structure_of_no_single_version_is_an_error_and_still_read() -> None:
    read = read_report(_MIXED)
    (said,) = [f for f in read.findings if f.code == "status.namespace"]
    assert said.is_error
    assert "fits no single pain.002 version" in said.message
    assert read.report is not None
    (tx,) = read.report.transactions
    assert (tx.status, tx.creditor_name) == ("RJCT", "Payee")
    assert read.report.reasons[0].code == "AC01"


def test_a_document_without_namespace_that_is_no_status_report_is_refused() -> None:
    read = read_report(b"<Document><CstmrCdtTrfInitn/></Document>")
    assert read.report is None
    assert [f.code for f in read.findings] == ["xml.namespace"]


def test_the_cli_shows_a_report_without_namespace_with_its_warning(tmp_path: Any) -> None:
    path = tmp_path / "bare.xml"
    path.write_bytes(
        _MIXED.replace(b"<BICOrBEI>", b"<AnyBIC>").replace(b"</BICOrBEI>", b"</AnyBIC>")
    )
    result = CliRunner().invoke(main, ["status", "--from-file", str(path), "--format", "json"])
    assert "warning status.namespace" in result.stderr
    assert "read as pain.002.001.09" in result.stderr
    payload = json.loads(result.stdout)
    assert payload["report"]["payment_infos"][0]["transactions"][0]["status"] == "RJCT"
    assert result.exit_code == 1  # it refuses a transaction
