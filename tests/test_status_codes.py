"""A status the bank gives in a pain.002 is one of its code set, or a finding.

``pain2pis status --from-file`` exits 0 only for a report that accepts everything; a
status it cannot place (``XXXX``, or ``rjct`` in lower case) is neither accepted nor
refused, so it is an error (``status.unknown``, exit 1) at every level: the group
(``GrpSts``), each payment information (``PmtInfSts``), each transaction (``TxSts``) and
the counts per status (``DtldSts``). ``.03`` has closed sets in its schema (an
``xsd.violation``); ``.10`` names ISO's external code sets, which its schema leaves open,
and the Swiss ``.03.ch.02`` is read without a schema: both are checked against the code
sets kept as data (:mod:`pain_bridge.status_report.status_codes`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from lxml import etree

from conftest import PROJECT_ROOT
from pain_bridge.cli import main
from pain_bridge.status_report import read_report

ISO = "urn:iso:std:iso:20022:tech:xsd:"
SWISS = "http://www.six-interbank-clearing.com/de/pain.002.001.03.ch.02.xsd"


def _report(
    namespace: str,
    group: str = "ACSC",
    info: str = "ACSC",
    tx: str = "ACSC",
    counted: str = "ACSC",
) -> bytes:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="{namespace}">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>S1</MsgId><CreDtTm>2026-03-02T09:15:00</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>M1</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>
      <GrpSts>{group}</GrpSts>
    </OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>P1</OrgnlPmtInfId>
      <PmtInfSts>{info}</PmtInfSts>
      <NbOfTxsPerSts><DtldNbOfTxs>1</DtldNbOfTxs><DtldSts>{counted}</DtldSts></NbOfTxsPerSts>
      <TxInfAndSts>
        <OrgnlEndToEndId>E1</OrgnlEndToEndId>
        <TxSts>{tx}</TxSts>
      </TxInfAndSts>
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>
""".encode()


#: Line of each status element in :func:`_report`.
LINES = {"group": 7, "info": 11, "counted": 12, "tx": 15}
ELEMENTS = {"group": "GrpSts", "info": "PmtInfSts", "counted": "DtldSts", "tx": "TxSts"}


def _show(path: Path) -> Result:
    result = CliRunner().invoke(main, ["status", "--from-file", str(path)])
    assert "Traceback" not in result.output, result.output
    return result


@pytest.mark.parametrize("namespace", [ISO + "pain.002.001.10", SWISS], ids=["10", "ch02"])
@pytest.mark.parametrize("level", list(LINES))
@pytest.mark.parametrize("code", ["XXXX", "rjct", "acsc"])
def test_an_unknown_status_is_an_error_and_exit_1(
    tmp_path: Path, namespace: str, level: str, code: str
) -> None:
    path = tmp_path / "status.xml"
    path.write_bytes(_report(namespace, **{level: code}))
    read = read_report(path)
    unknown = [f for f in read.findings if f.code == "status.unknown"]
    assert len(unknown) == 1, read.findings
    (finding,) = unknown
    assert finding.is_error
    assert finding.line == LINES[level]
    assert f"{ELEMENTS[level]} {code!r}" in finding.message
    if code != "XXXX":  # the upper-case code is named, not taken for it
        assert f"upper case: {code.upper()}" in finding.message
    assert not read.valid
    result = _show(path)
    assert result.exit_code == 1, result.output
    assert "status.unknown" in result.stderr


@pytest.mark.parametrize("namespace", [ISO + "pain.002.001.10", SWISS], ids=["10", "ch02"])
def test_an_accepting_report_still_exits_0(tmp_path: Path, namespace: str) -> None:
    path = tmp_path / "status.xml"
    path.write_bytes(_report(namespace))
    read = read_report(path)
    assert not [f for f in read.findings if f.is_error], read.findings
    assert _show(path).exit_code == 0


@pytest.mark.parametrize(
    ("level", "code"),
    [("tx", "ACCC"), ("tx", "ACFC"), ("tx", "PATC"), ("tx", "ACWP"), ("tx", "BLCK"),
     ("counted", "ACCC"), ("group", "ACCC"), ("info", "RCVD"), ("group", "PART")],
)  # fmt: skip
def test_codes_of_the_external_sets_are_known_in_10(tmp_path: Path, level: str, code: str) -> None:
    path = tmp_path / "status.xml"
    path.write_bytes(_report(ISO + "pain.002.001.10", **{level: code}))
    read = read_report(path)
    assert not [f for f in read.findings if f.code == "status.unknown"], read.findings


def test_a_status_of_10_unknown_to_03_is_so_in_the_swiss_variant(tmp_path: Path) -> None:
    """The Swiss ``.ch.02`` has the closed sets of ``.03``: ``ACCC`` is ``.10``'s."""
    path = tmp_path / "status.xml"
    path.write_bytes(_report(SWISS, tx="ACCC"))
    assert [f.code for f in read_report(path).findings if f.is_error] == ["status.unknown"]


def test_03_is_held_to_its_schema_once(tmp_path: Path) -> None:
    """``.03``'s schema refuses the code itself: one finding, not a second of ours."""
    path = tmp_path / "status.xml"
    path.write_bytes(_report(ISO + "pain.002.001.03", tx="XXXX"))
    read = read_report(path)
    assert [f.code for f in read.findings if f.is_error] == ["xsd.violation"]


def _enumeration(version: str, type_name: str) -> frozenset[str]:
    tree = etree.parse(str(PROJECT_ROOT / "xsd" / f"{version}.xsd"))
    xs = {"xs": "http://www.w3.org/2001/XMLSchema"}
    path = f"//xs:simpleType[@name='{type_name}']//xs:enumeration/@value"
    values = tree.xpath(path, namespaces=xs)
    assert isinstance(values, list)
    return frozenset(str(v) for v in values)


def test_the_03_sets_are_those_of_its_schema() -> None:
    from pain_bridge.status_report.status_codes import GROUP_STATUSES_03, TRANSACTION_STATUSES_03

    assert _enumeration("pain.002.001.03", "TransactionGroupStatus3Code") == GROUP_STATUSES_03
    assert (
        _enumeration("pain.002.001.03", "TransactionIndividualStatus3Code")
        == TRANSACTION_STATUSES_03
    )


def test_the_external_sets_hold_the_03_sets() -> None:
    """Every code ``.03`` closes its sets on is in ISO's external sets, which replaced them."""
    from pain_bridge.status_report import status_codes as sc

    assert sc.TRANSACTION_STATUSES_03 <= sc.TRANSACTION_STATUSES
    assert sc.GROUP_STATUSES_03 <= sc.GROUP_STATUSES
    for code in sc.TRANSACTION_STATUSES | sc.GROUP_STATUSES:
        assert len(code) == 4, code
        assert code.isascii(), code
        assert code.isupper(), code
