"""What the bank said in a pain.002 never vanishes: every status and reason at every
level (the group, each payment information, each transaction), with the reason code's
ISO name, its additional information and its originator, in the model, in the table of
``pain2pis status --from-file`` and in its JSON; anything else is ``status.dropped``.

The expected statuses and reasons of the banks' own reports are read from each file with
XPath, never written out by hand here."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from lxml import etree

from conftest import FIXTURES, SHARED
from pain_bridge.cli import main
from pain_bridge.status_report import (
    REASON_NAMES,
    ROWS,
    Reason,
    StatusCount,
    read_report,
    reason_name,
    report_bytes,
)
from pain_bridge.status_report.reason_codes import CODE_SET, EDITION

PAIN002 = SHARED / "corpus" / "pain002"
REFUSED = FIXTURES / "pain002"
#: Wide enough that no cell of the table is folded over two lines.
WIDE = {"COLUMNS": "1000"}


def _corpus() -> list[Path]:
    return sorted(PAIN002.glob("*.xml")) if PAIN002.is_dir() else []


def _show(path: Path, *options: str) -> Result:
    result = CliRunner().invoke(main, ["status", "--from-file", str(path), *options], env=WIDE)
    assert "Traceback" not in result.output, result.output
    assert result.exit_code in (0, 1), result.output
    return result


# -- the hand-made refusal, in .03 and .10 -----------------------------------------------
@pytest.mark.parametrize("version", ["03", "10"])
def test_a_refusal_at_every_level_is_in_the_model(version: str) -> None:
    read = read_report(REFUSED / f"refused.{version}.xml")
    assert read.valid, read.findings
    report = read.report
    assert report is not None
    assert report.version == f"pain.002.001.{version}"
    assert report.group_status == "RJCT"
    assert report.reasons == (
        Reason(
            code="DU01",
            additional=("duplicate message id",),
            originator_name="Musterbank AG",
            originator_bic="MUSTDEFFXXX",
        ),
    )
    assert report.reasons[0].name == "DuplicateMessageID"
    assert report.per_status == (StatusCount("RJCT", 3, Decimal("1234.56")),)
    first, second = report.payment_infos
    assert (first.original_id, first.status, first.transactions) == ("PMT-1", "RJCT", ())
    assert first.reasons == (Reason(code="AC01", additional=("Lastkonto unbekannt",)),)
    assert first.reasons[0].name == "IncorrectAccountNumber"
    assert second.per_status == (StatusCount("RJCT", 2),)
    by_iso, by_bank = second.transactions
    code = "AC04" if version == "03" else "ZZ99"  # .10: a code newer than the table
    assert (by_iso.status, by_iso.reasons) == ("RJCT", (Reason(code=code),))
    assert by_iso.reasons[0].name == ("ClosedAccountNumber" if version == "03" else None)
    assert (by_iso.amount, by_iso.currency, by_iso.creditor_name) == (
        Decimal("1000.00"),
        "EUR",
        "Lieferant GmbH",
    )
    assert by_bank.reasons == (
        Reason(proprietary="X-LIMIT-7", additional=("Tageslimit überschritten",)),
    )
    # what the model does not carry is named, and only that
    dropped = [f for f in read.findings if f.code == "status.dropped"]
    assert [f.message.split(" ")[0] for f in dropped] == [
        "OrgnlPmtInfAndSts/TxInfAndSts/AcctSvcrRef"
    ]
    assert dropped[0].line is not None


@pytest.mark.parametrize("version", ["03", "10"])
def test_a_refusal_at_every_level_is_in_the_table(version: str) -> None:
    result = _show(REFUSED / f"refused.{version}.xml")
    assert result.exit_code == 1, result.output  # refused: the exit status says so too
    table = result.stdout
    assert f"pain.002.001.{version} for pain.001.001.03 PAY-2026-03-02-1: group RJCT" in table
    assert (
        "DU01 DuplicateMessageID (from Musterbank AG, MUSTDEFFXXX): duplicate message id" in table
    )
    assert "3 RJCT (sum 1234.56)" in table
    assert "AC01 IncorrectAccountNumber: Lastkonto unbekannt" in table
    assert "X-LIMIT-7 (proprietary): Tageslimit überschritten" in table
    if version == "03":
        assert "AC04 ClosedAccountNumber" in table
    else:
        assert re.search(r"│ ZZ99 +│", table), table  # an unknown code stands alone
    assert "status.dropped OrgnlPmtInfAndSts/TxInfAndSts/AcctSvcrRef" in result.stderr


@pytest.mark.parametrize("version", ["03", "10"])
def test_a_refusal_at_every_level_is_in_the_json(version: str) -> None:
    result = _show(REFUSED / f"refused.{version}.xml", "--format", "json")
    report = json.loads(result.stdout)["report"]
    assert report["group_status"] == "RJCT"
    assert report["group_reasons"] == [
        {
            "code": "DU01",
            "name": "DuplicateMessageID",
            "meaning": None,
            "proprietary": None,
            "additional": ["duplicate message id"],
            "originator": {"name": "Musterbank AG", "bic": "MUSTDEFFXXX"},
        }
    ]
    assert report["group_per_status"] == [
        {"status": "RJCT", "number_of_transactions": 3, "control_sum": "1234.56"}
    ]
    first, second = report["payment_infos"]
    assert (first["original_id"], first["status"], first["transactions"]) == ("PMT-1", "RJCT", [])
    assert first["reasons"] == [
        {
            "code": "AC01",
            "name": "IncorrectAccountNumber",
            "meaning": None,
            "proprietary": None,
            "additional": ["Lastkonto unbekannt"],
            "originator": None,
        }
    ]
    assert [tx["reasons"][0]["proprietary"] for tx in second["transactions"]] == [
        None,
        "X-LIMIT-7",
    ]


def test_a_read_report_written_again_keeps_every_status_and_reason() -> None:
    read = read_report(REFUSED / "refused.03.xml")
    assert read.report is not None
    again = read_report(report_bytes(read.report))
    assert again.valid, again.findings
    assert again.report == read.report


def test_a_message_without_its_name_is_named_by_its_id() -> None:
    sample = PAIN002 / "iso20022js__pain_002_v3_accepted.xml"  # no OrgnlMsgNmId
    if not sample.is_file():
        pytest.skip(f"SKIPPED LOUDLY: no corpus at {PAIN002}")
    result = _show(sample)
    assert "pain.002.001.03 for message 10280093XXXX: group -" in result.stdout
    assert "for  " not in result.stdout
    shown = json.loads(_show(sample, "--format", "json").stdout)["report"]
    assert shown["original_message_name"] is None


# -- the banks' own: expected from the XML itself ----------------------------------------
_LEVELS = {"group": "OrgnlGrpInfAndSts", "info": "OrgnlPmtInfAndSts", "tx": "TxInfAndSts"}
_STATUS = {"group": "GrpSts", "info": "PmtInfSts", "tx": "TxSts"}


def _xpath(root: etree._Element, path: str) -> list[str]:
    """The texts at ``path``, steps by local name (any namespace, any version)."""
    steps = "/".join(f"*[local-name()='{step}']" for step in path.split("/"))
    found: Any = root.xpath(f"//{steps}/text()")
    return sorted(str(text).strip() for text in found)


def _expected(path: Path) -> dict[str, dict[str, list[str]]]:
    root = etree.parse(str(path), etree.XMLParser(resolve_entities=False)).getroot()
    reason = ("StsRsnInf/Rsn/Cd", "StsRsnInf/Rsn/Prtry")
    originator = ("Nm", "Id/OrgId/BICOrBEI", "Id/OrgId/AnyBIC")
    return {
        level: {
            "status": _xpath(root, f"{tag}/{_STATUS[level]}"),
            "reason": sorted(v for p in reason for v in _xpath(root, f"{tag}/{p}")),
            "additional": _xpath(root, f"{tag}/StsRsnInf/AddtlInf"),
            "originator": sorted(
                v for p in originator for v in _xpath(root, f"{tag}/StsRsnInf/Orgtr/{p}")
            ),
            "per_status": _xpath(root, f"{tag}/NbOfTxsPerSts/DtldSts"),
        }
        for level, tag in _LEVELS.items()
    }


def _level(
    status: str | None, reasons: list[Mapping[str, Any]], counts: list[Mapping[str, Any]]
) -> dict[str, list[str]]:
    originators = [r["originator"] or {} for r in reasons]
    return {
        "status": [status] if status else [],
        "reason": sorted(
            r["code"] or r["proprietary"] for r in reasons if r["code"] or r["proprietary"]
        ),
        "additional": sorted(line for r in reasons for line in r["additional"]),
        "originator": sorted(v for o in originators for v in (o.get("name"), o.get("bic")) if v),
        "per_status": sorted(c["status"] for c in counts),
    }


def _merge(parts: list[dict[str, list[str]]]) -> dict[str, list[str]]:
    keys = ("status", "reason", "additional", "originator", "per_status")
    return {key: sorted(v for part in parts for v in part[key]) for key in keys}


def _shown_in_json(report: Mapping[str, Any]) -> dict[str, dict[str, list[str]]]:
    infos = report["payment_infos"]
    txs = [tx for info in infos for tx in info["transactions"]]
    return {
        "group": _level(
            report["group_status"], report["group_reasons"], report["group_per_status"]
        ),
        "info": _merge([_level(i["status"], i["reasons"], i["per_status"]) for i in infos]),
        "tx": _merge([_level(tx["status"], tx["reasons"], []) for tx in txs]),
    }


_SAMPLES = [*_corpus(), *sorted(REFUSED.glob("*.xml"))]


@pytest.mark.parametrize("path", _SAMPLES, ids=lambda p: p.name)
def test_every_status_and_reason_of_a_report_is_shown(path: Path) -> None:
    expected = _expected(path)
    said = [v for level in expected.values() for v in level["status"] + level["reason"]]
    assert said, f"{path.name}: no status or reason found by XPath"
    # the JSON: each status, reason, additional line and originator at its own level
    shown = json.loads(_show(path, "--format", "json").stdout)["report"]
    assert _shown_in_json(shown) == expected
    # the table: every status and code (with its ISO name), every additional line
    shown_table = _show(path)
    table = shown_table.stdout
    if any("RJCT" in level["status"] for level in expected.values()):
        assert shown_table.exit_code == 1  # a refusal anywhere is the exit status's too
    for level in expected.values():
        for word in level["status"] + level["per_status"] + level["reason"]:
            assert re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", table), (word, table)
        for code in level["reason"]:
            if name := reason_name(code):
                assert f"{code} {name}" in table, (code, table)
        for text in level["additional"] + level["originator"]:
            assert text in table, (text, table)


def test_the_corpus_is_there_to_read() -> None:
    if not _corpus():
        pytest.skip(f"SKIPPED LOUDLY: no corpus at {PAIN002}")
    assert len(_corpus()) >= 6


@pytest.mark.parametrize("path", _corpus(), ids=lambda p: p.name)
def test_every_reason_code_of_the_corpus_has_its_iso_name(path: Path) -> None:
    for level in _expected(path).values():
        codes = [c for c in level["reason"] if re.fullmatch(r"[A-Z0-9]{4}", c)]
        for code in codes:
            assert reason_name(code), f"{path.name}: {code} is not in the table of names"


# -- the code list -----------------------------------------------------------------------
def test_the_code_list_names_its_source_and_holds_iso_names() -> None:
    assert (CODE_SET, EDITION) == ("ExternalStatusReason1Code", "ExternalCodeSets_1Q2024")
    for code, name in REASON_NAMES.items():
        assert re.fullmatch(r"[A-Z0-9]{4}", code), code
        assert re.fullmatch(r"[A-Za-z0-9-]+", name), (code, name)
    assert {
        "AC01": "IncorrectAccountNumber",
        "AC04": "ClosedAccountNumber",
        "AC06": "BlockedAccount",
        "AG01": "TransactionForbidden",
        "AM04": "InsufficientFunds",
        "AM05": "Duplication",
        "BE05": "UnrecognisedInitiatingParty",
        "DU01": "DuplicateMessageID",
        "FF01": "InvalidFileFormat",
        "MS02": "NotSpecifiedReasonCustomerGenerated",
        "MS03": "NotSpecifiedReasonAgentGenerated",
        "NARR": "Narrative",
        "RC01": "BankIdentifierIncorrect",
    }.items() <= REASON_NAMES.items()
    # the reports pain_bridge writes use named codes only
    assert all(reason_name(row.reason) for row in ROWS if row.reason)
    assert reason_name("ZZ99") is None
    assert reason_name(None) is None


def test_an_oversized_count_is_the_schema_s_finding_not_a_crash() -> None:
    read = read_report(REFUSED / "refused.03.xml")
    assert read.report is not None
    huge = (
        (REFUSED / "refused.03.xml")
        .read_bytes()
        .replace(
            b"<OrgnlNbOfTxs>3</OrgnlNbOfTxs>", b"<OrgnlNbOfTxs>" + b"9" * 5000 + b"</OrgnlNbOfTxs>"
        )
    )
    broken = read_report(huge)
    assert broken.report is not None
    assert broken.report.original_number_of_transactions is None
    assert "xsd.violation" in {f.code for f in broken.findings}
