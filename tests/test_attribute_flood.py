"""An element with a flood of attributes: every one is a finding, counted exactly, and
reading it takes bounded memory.

No bundled schema allows an attribute other than ``Ccy``; past the first few of an
element, the reader refuses the others without the schema, whose error log would hold
them all (:mod:`pain_bridge.xsd_attributes`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIXTURES, PEAK_KB, PROJECT_ROOT
from pain_bridge.flood import FloodGate
from pain_bridge.status_report import read_report
from pain_bridge.validation import iter_findings
from pain_bridge.xsd_attributes import CHECKED, declared_attributes
from pain_bridge.xsd_paths import BUNDLED, PAIN001_SCHEMAS

SINGLE = FIXTURES / "xml" / "single.xml"
TX = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]"


def _attributes(n: int) -> bytes:
    return b"".join(b' a%d="1"' % i for i in range(n))


def _flooded(n: int) -> bytes:
    """single.xml with ``n`` attributes on its transaction and on its amount, whose
    ``Ccy`` comes last (it must still be seen: it is the one the schema requires)."""
    data = SINGLE.read_bytes()
    data = data.replace(b"<CdtTrfTxInf>", b"<CdtTrfTxInf" + _attributes(n) + b">", 1)
    start = data.index(b"<InstdAmt ")
    end = data.index(b">", start)
    amount = data[start:end].replace(b"<InstdAmt ", b"<InstdAmt" + _attributes(n) + b" ")
    return data[:start] + amount + data[end:]


def test_every_bundled_schema_allows_only_ccy() -> None:
    """What lets the reader refuse the flood without the schema."""
    for message in (*PAIN001_SCHEMAS, *BUNDLED):
        assert declared_attributes(message) == {"Ccy"}, message


@pytest.mark.parametrize("n", [CHECKED - 1, CHECKED + 1, 1_000])
def test_each_attribute_is_one_finding_at_its_element(n: int) -> None:
    data = _flooded(n)
    line_tx = data[: data.index(b"<CdtTrfTxInf")].count(b"\n") + 1
    line_amount = data[: data.index(b"<InstdAmt")].count(b"\n") + 1
    findings = [f for f in iter_findings(data) if f.code == "xsd.violation"]
    assert len(findings) == 2 * n, findings[:3]  # and none for the Ccy past them all
    by_xpath = {f.xpath: f for f in findings}
    assert len(by_xpath) == 2 * n
    for i in range(n):
        on_tx = by_xpath[f"{TX}/@a{i}"]
        assert on_tx.line == line_tx
        assert on_tx.message == (
            f"Element 'CdtTrfTxInf', attribute 'a{i}': The attribute 'a{i}' is not allowed."
        )
        on_amount = by_xpath[f"{TX}/Amt/InstdAmt/@a{i}"]
        assert on_amount.line == line_amount
        assert on_amount.pointer is None


def test_a_gate_lists_the_first_and_counts_the_rest() -> None:
    gate = FloodGate(limit=10)
    listed = [f for f in iter_findings(_flooded(1_000), gate=gate) if f.code == "xsd.violation"]
    assert len(listed) == 10
    (held,) = [h for h in gate.held if h.code == "xsd.violation"]
    assert held.count == 2_000 - 10


def test_a_status_report_s_flood_is_one_finding_each() -> None:
    data = (FIXTURES / "pain002" / "refused.10.xml").read_bytes()
    data = data.replace(b"<TxInfAndSts>", b"<TxInfAndSts" + _attributes(500) + b">", 1)
    line = data[: data.index(b"<TxInfAndSts")].count(b"\n") + 1
    read = read_report(data)
    findings = [f for f in read.findings if f.code == "xsd.violation"]
    assert sorted(f.message.split("'")[3] for f in findings) == sorted(f"a{i}" for i in range(500))
    assert {f.line for f in findings} == {line}


_PROBE = (
    PEAK_KB
    + """
from pain_bridge.flood import FloodGate
from pain_bridge.validation import iter_findings
data = open({path!r}, "rb").read()
gate = FloodGate(100)
listed = sum(1 for f in iter_findings(data, gate=gate) if f.code == "xsd.violation")
held = sum(h.count for h in gate.held if h.code == "xsd.violation")
print(listed, held, peak_kb() // 1024)
"""
)


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_a_flood_of_200_000_attributes_takes_bounded_memory(tmp_path: Path) -> None:
    """Measured: 456 MB before (the schema's error log of 200,000 entries), 211 MB after;
    most of what is left is the element itself and libxml2's streaming validation of its
    attributes, which any read of the file pays."""
    path = tmp_path / "flood.xml"
    single = SINGLE.read_bytes()
    path.write_bytes(
        single.replace(b"<CdtTrfTxInf>", b"<CdtTrfTxInf" + _attributes(200_000) + b">")
    )
    done = subprocess.run(
        [sys.executable, "-c", _PROBE.replace("{path!r}", repr(str(path)))],
        capture_output=True, text=True, check=True, timeout=600, cwd=PROJECT_ROOT,
    )  # fmt: skip
    listed, held, peak_mb = (int(word) for word in done.stdout.split())
    assert (listed, held) == (100, 200_000 - 100)
    assert peak_mb < 300, peak_mb
