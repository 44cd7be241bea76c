"""The pipeline's locate stage gives a report's findings the columns the column pass
gives them (issue 33, item 4: one service gives every finding its line and column).

:class:`pain_bridge.pipeline.Locator` reads the file's lines once, forward, for the
lines past 65,535 and the columns alike; where it cannot tell a line whole and numbered
as XML numbers it (a lone carriage return, a line of megabytes, UTF-16), it leaves the
finding to :func:`pain_bridge.reporting.locate.fill_columns`. Either way the columns
are those of that function over the same findings, which the report used before.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import FIXTURES
from pain_bridge.findings import Finding
from pain_bridge.pipeline import CheckOptions, Pipeline
from pain_bridge.reporting.locate import fill_columns

FILES = [FIXTURES / "xml" / name for name in ("invalid-xsd.xml", "addresses.xml", "bulk.xml")]


def _utf16(data: bytes) -> bytes:
    text = data.decode("utf-8").replace('encoding="UTF-8"', 'encoding="UTF-16"')
    return text.encode("utf-16")


VARIANTS: dict[str, Callable[[bytes], bytes]] = {
    "lf": lambda data: data,
    "crlf": lambda data: data.replace(b"\n", b"\r\n"),
    "lone-cr": lambda data: data.replace(b"\n", b"\r"),
    "cr-late": lambda data: data[: len(data) // 2] + data[len(data) // 2 :].replace(b"\n", b"\r"),
    "one-line": lambda data: data.replace(b"\n", b" "),
    "long-line": lambda data: data.replace(b"\n", b"\n<!--" + b"x" * (1 << 20) + b"-->", 1),
    "utf-16": _utf16,
}


def _sorted(findings: list[Finding]) -> list[Finding]:
    return sorted(findings, key=lambda f: (*f.sort_key(), f.message))


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("source", FILES, ids=lambda p: p.name)
def test_the_columns_of_the_locate_stage_are_those_of_the_column_pass(
    tmp_path: Path, source: Path, variant: str
) -> None:
    path = tmp_path / source.name
    path.write_bytes(VARIANTS[variant](source.read_bytes()))
    options = CheckOptions(skill="ing_nl_pisp_sbx_#1.0")
    located = list(Pipeline(path, options).findings(columns=True))
    plain = list(Pipeline(path, options).findings())
    assert _sorted(located) == _sorted(fill_columns(path, plain))
    if variant in ("lf", "crlf"):  # not vacuous: the file's findings have columns
        assert any(f.column is not None for f in located)


@pytest.mark.parametrize("variant", ["lf", "lone-cr", "utf-16"])
@pytest.mark.parametrize("source", FILES, ids=lambda p: p.name)
def test_the_findings_of_bytes_get_the_columns_of_the_same_file(
    tmp_path: Path, source: Path, variant: str
) -> None:
    """``pain2pis serve`` checks a body held in memory through the one pipeline: its
    report has the columns of the same file named by its path (issue 38)."""
    data = VARIANTS[variant](source.read_bytes())
    path = tmp_path / source.name
    path.write_bytes(data)
    options = CheckOptions(skill="ing_nl_pisp_sbx_#1.0")
    of_bytes = list(Pipeline(data, options).findings(columns=True))
    assert _sorted(of_bytes) == _sorted(list(Pipeline(path, options).findings(columns=True)))
    if variant == "lf":
        assert any(f.column is not None for f in of_bytes)


@pytest.mark.parametrize("variant", ["lf", "lone-cr", "one-line"])
@pytest.mark.parametrize("source", FILES, ids=lambda p: p.name)
def test_convert_places_its_listed_findings_as_the_column_pass_did(
    tmp_path: Path, source: Path, variant: str
) -> None:
    from pain_bridge.convert import convert

    path = tmp_path / source.name
    path.write_bytes(VARIANTS[variant](source.read_bytes()))

    def findings(columns: bool) -> list[Finding]:
        out = tmp_path / f"out-{columns}.json"
        result = convert(path, out, psu_redirect_link="https://shop.example/b", columns=columns)
        return list(result.listed)

    located = findings(True)
    assert _sorted(located) == _sorted(fill_columns(path, findings(False)))
    if variant == "lf":
        assert any(f.column is not None for f in located)


@pytest.mark.parametrize("read_back", [16, 2])
def test_findings_behind_the_reading_get_their_columns_read_again_or_at_the_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, read_back: int
) -> None:
    # Findings a rule makes late (at the end of a payment info, of the file) point back:
    # the first few are read again from a mark, the rest in one last pass; the columns
    # are the column pass's either way.
    import sys

    from pain_bridge import pipeline
    from pain_bridge.findings import make_finding

    monkeypatch.setattr(pipeline, "READ_BACK", read_back)

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    try:
        import generate  # type: ignore[import-not-found]
    finally:
        sys.path.pop(0)
    path = tmp_path / "late.xml"
    generate.generate_xml(path, 1400, 2, seed=5)
    lines = path.read_text(encoding="utf-8").splitlines()
    found = [n for n, text in enumerate(lines, start=1) if "<EndToEndId>" in text]
    assert found[-1] < 65535  # the columns of lines past it come with their lines
    chosen = found[::10]
    xpath = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]/PmtId/EndToEndId"
    late = [make_finding("text.charset", f"at {n}", line=n, xpath=xpath) for n in chosen]
    late.reverse()  # each behind the one before
    locator = Pipeline(path).locator(columns=True)
    placed = [locator.place(finding) for finding in late]
    held = sum(finding is None for finding in placed)
    assert held == 0 if read_back == 16 else held > 0  # read again / also at the end
    located = [finding for finding in placed if finding is not None] + locator.held()
    locator.close()
    assert _sorted(located) == _sorted(fill_columns(path, late))
    assert all(f.column is not None for f in located)
