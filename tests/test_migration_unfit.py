"""What the target version's schema refuses is named where the input has it (#21).

A migration (or a JSON conversion) into a version whose schema refuses the content —
an element required there that the input lacks, a value too long for it, of another
code list — writes nothing and reports ``map.unfit``: an error at the input's line and
XPath, with the target version and the schema's reason; ``convert`` exits 1 and leaves
no file, not even a partial one.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from pain_bridge.cli import main
from pain_bridge.convert import convert
from pain_bridge.findings import CATALOGUE, Severity
from pain_bridge.versions import PainVersion
from test_migration_leaves import hand_made

V03, V09, V12, V13 = PainVersion.V03, PainVersion.V09, PainVersion.V12, PainVersion.V13


def _line_of(data: bytes, text: str) -> int:
    return next(i for i, line in enumerate(data.decode().splitlines(), 1) if text in line)


def _required_there_only() -> bytes:
    """``.03`` regulatory reporting without ``DbtCdtRptgInd``, which ``.13`` requires."""
    return hand_made(V03).replace(b"<DbtCdtRptgInd>DEBT</DbtCdtRptgInd>", b"")


def _too_long_there() -> bytes:
    """A creditor's identification of 100 characters (``.12``: up to 256; ``.03``: 35)."""
    identification = b"<Id><OrgId><Othr><Id>" + b"X" * 100 + b"</Id></Othr></OrgId></Id>"
    return hand_made(V12).replace(
        b"<Ctry>FR</Ctry></PstlAdr></Cdtr>",
        b"<Ctry>FR</Ctry></PstlAdr>" + identification + b"</Cdtr>",
    )


def _code_not_there() -> bytes:
    """A name prefix ``MIKS`` (``.09``'s code list has it; ``.03``'s has not)."""
    return hand_made(V09).replace(
        b"<Ctry>FR</Ctry></PstlAdr></Cdtr>",
        b"<Ctry>FR</Ctry></PstlAdr><CtctDtls><NmPrfx>MIKS</NmPrfx></CtctDtls></Cdtr>",
    )


TX = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]"
CASES = [
    pytest.param(_required_there_only, V13, "<RgltryRptg>", f"{TX}/RgltryRptg", id="required"),
    pytest.param(_too_long_there, V03, "XXXX", f"{TX}/Cdtr/Id/OrgId/Othr/Id", id="length"),
    pytest.param(_code_not_there, V03, "<NmPrfx>", f"{TX}/Cdtr/CtctDtls/NmPrfx", id="code"),
]


@pytest.mark.parametrize(("make", "target", "marker", "xpath"), CASES)
def test_what_the_target_refuses_is_a_located_finding(
    make: object, target: PainVersion, marker: str, xpath: str
) -> None:
    assert callable(make)
    data = make()
    assert convert(data, to="xml", pain_version=data_version(data).short).written
    result = convert(data, to="xml", pain_version=target.short)
    assert not result.written
    assert result.output is None
    unfit = [f for f in result.findings if f.code == "map.unfit"]
    assert len(unfit) == 1, result.findings
    (finding,) = unfit
    assert finding.severity is Severity.ERROR
    assert target.value in finding.message
    assert finding.xpath is not None
    assert finding.xpath.startswith(xpath)
    assert finding.line in {_line_of(data, marker), _line_of(data, marker) + 1}
    assert not [f for f in result.findings if f.code == "xsd.violation"]


def data_version(data: bytes) -> PainVersion:
    for version in PainVersion:
        if version.namespace.encode() in data:
            return version
    raise AssertionError("no version")


def test_the_cli_exits_1_and_leaves_no_file(tmp_path: Path) -> None:
    source = tmp_path / "in.xml"
    source.write_bytes(_required_there_only())
    out = tmp_path / "out.xml"
    result = CliRunner().invoke(
        main, ["convert", str(source), "--to", "xml", "--pain-version", "13", "-o", str(out)]
    )
    assert result.exit_code == 1, result.output
    assert "map.unfit" in result.output
    assert "pain.001.001.13" in result.output
    assert "Traceback" not in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.xml"]


def test_map_unfit_is_in_the_catalogue() -> None:
    assert CATALOGUE["map.unfit"].severity is Severity.ERROR
