"""Verification of Payee in a bank's pain.002: every outcome code and every verification
reason shows its name and ISO's meaning in ``status --from-file`` (text, JSON, HTML), and
a close match shows the name the bank matched beside the name sent."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from pain_bridge.cli import main
from pain_bridge.status_report import read_report
from pain_bridge.status_report.reason_codes import REASON_NAMES
from pain_bridge.status_report.vop_codes import EDITION, VERIFICATION_REASONS, VOP_STATUSES

NS = "urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"


def _report(status: str, reason: str | None = None, additional: str | None = None) -> bytes:
    """A pain.002.001.10 with one transaction of ``status`` (and a reason) whose original
    creditor is ``Jane Doe``."""
    info = ""
    if reason or additional:
        code = f"<Rsn><Cd>{reason}</Cd></Rsn>" if reason else ""
        extra = f"<AddtlInf>{additional}</AddtlInf>" if additional else ""
        info = f"<StsRsnInf>{code}{extra}</StsRsnInf>"
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="{NS}"><CstmrPmtStsRpt>
<GrpHdr><MsgId>VOP-1</MsgId><CreDtTm>2025-10-09T10:00:00</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>MSG-1</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>
</OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>PMT-1</OrgnlPmtInfId>
<TxInfAndSts><OrgnlEndToEndId>E2E-1</OrgnlEndToEndId><TxSts>{status}</TxSts>{info}
<OrgnlTxRef><Amt><InstdAmt Ccy="EUR">10.00</InstdAmt></Amt>
<Cdtr><Pty><Nm>Jane Doe</Nm></Pty></Cdtr>
<CdtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></CdtrAcct></OrgnlTxRef>
</TxInfAndSts></OrgnlPmtInfAndSts></CstmrPmtStsRpt></Document>
""".encode()


def _show(tmp_path: Path, data: bytes, fmt: str) -> Result:
    path = tmp_path / "vop.xml"
    path.write_bytes(data)
    return CliRunner().invoke(
        main, ["status", "--from-file", str(path), "--format", fmt], env={"COLUMNS": "2000"}
    )


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("code", sorted(VOP_STATUSES))
def test_each_vop_outcome_shows_its_name_and_meaning(tmp_path: Path, code: str) -> None:
    known = VOP_STATUSES[code]
    data = _report(code)
    read = read_report(data)
    assert read.valid, read.findings
    text = _show(tmp_path, data, "text")
    assert text.exit_code == 0, text.output
    assert f"{code} {known.name}: {known.meaning}" in _flat(text.stdout)
    payload = json.loads(_show(tmp_path, data, "json").stdout)
    (tx,) = payload["report"]["payment_infos"][0]["transactions"]
    assert tx["verification"]["code"] == code
    assert (tx["verification"]["name"], tx["verification"]["meaning"]) == (
        known.name,
        known.meaning,
    )
    page = _show(tmp_path, data, "html").stdout
    assert page.startswith("<!DOCTYPE html>")
    assert html.escape(known.meaning) in page
    assert html.escape(known.name) in page


@pytest.mark.parametrize("code", sorted(c for c in VERIFICATION_REASONS if c not in REASON_NAMES))
def test_each_verification_reason_shows_its_name_and_meaning(tmp_path: Path, code: str) -> None:
    known = VERIFICATION_REASONS[code]
    data = _report("RVNM", reason=code)
    text = _flat(_show(tmp_path, data, "text").stdout)
    assert f"{code} {known.name} ({known.meaning})" in text
    payload = json.loads(_show(tmp_path, data, "json").stdout)
    (reason,) = payload["report"]["payment_infos"][0]["transactions"][0]["reasons"]
    assert (reason["code"], reason["name"], reason["meaning"]) == (code, known.name, known.meaning)
    assert html.escape(known.meaning) in _show(tmp_path, data, "html").stdout


def test_a_close_match_shows_the_name_matched_beside_the_name_sent(tmp_path: Path) -> None:
    data = _report("RVMC", additional="Jane Doe-Smith")
    payload = json.loads(_show(tmp_path, data, "json").stdout)
    verification = payload["report"]["payment_infos"][0]["transactions"][0]["verification"]
    assert (verification["matched_name"], verification["sent_name"]) == (
        "Jane Doe-Smith",
        "Jane Doe",
    )
    text = _flat(_show(tmp_path, data, "text").stdout)
    assert "matched name: Jane Doe-Smith" in text
    assert "name sent: Jane Doe" in text
    assert "matched name: Jane Doe-Smith" in _show(tmp_path, data, "html").stdout


def test_a_match_names_the_payee_sent_and_no_vop_no_column(tmp_path: Path) -> None:
    matched = _flat(_show(tmp_path, _report("RCVC"), "text").stdout)
    assert "matched name: Jane Doe" in matched
    assert "payee verification" not in _show(tmp_path, _report("ACSC"), "text").stdout


def test_html_needs_a_file(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["status", "--format", "html"])
    assert result.exit_code == 2
    assert "--from-file" in result.output


def test_the_vop_table_names_its_edition() -> None:
    assert "2025" in EDITION
    assert set(VOP_STATUSES) == {"RCVC", "RVMC", "RVNM", "RVNA", "RVNC", "RVCM"}
