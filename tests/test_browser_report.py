"""``pain2pis validate --format html``: one self-contained page, opened in Chromium.

It renders without network or JavaScript, its counts match the JSON reporter's, and a
50,000-transaction file where every transaction draws a finding still gives a page that
opens, its flood summarized.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from conftest import CORPUS, FIXTURES, PROJECT_ROOT
from pain_bridge.cli import main
from pain_bridge.flood import DEFAULT_PER_CODE
from test_browser_bank_page import (  # noqa: F401 (the Chromium fixture)
    browser,
    docs_images_wanted,
    keep_for_docs,
    open_page,
)

INPUTS = [FIXTURES / "xml" / "addresses.xml", FIXTURES / "xml" / "invalid-xsd.xml"]
#: The picture of a report in docs/commands.md: remade by `make docs-images` only.
DOCS_PICTURE = PROJECT_ROOT / "docs" / "html-report.png"


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:  # noqa: F811
    with open_page(browser, javascript=False) as opened:  # the report needs none
        yield opened


def _report(tmp_path: Path, *files: Path) -> tuple[Path, dict[str, Any]]:
    out = tmp_path / "report.html"
    args = ["validate", "--format", "html", "-o", str(out), *map(str, files)]
    assert CliRunner().invoke(main, args).exit_code in (0, 1)
    as_json = CliRunner().invoke(main, ["validate", "--format", "json", *map(str, files)])
    return out, json.loads(as_json.stdout)


def test_the_report_renders_offline_and_counts_as_the_json_reporter(
    page: Any, tmp_path: Path
) -> None:
    files = [*INPUTS, *sorted(CORPUS.glob("*.xml"))[:3]] if CORPUS.is_dir() else INPUTS
    out, data = _report(tmp_path, *files)
    text = out.read_text(encoding="utf-8")
    assert "<script" not in text.lower()
    page.goto(out.as_uri())
    assert page.get_by_role("heading", name="pain2pis validation report").is_visible()
    assert {url.split(":", 1)[0] for url in page.requested} == {"file"}  # nothing fetched
    summaries = page.locator("p.summary")
    assert summaries.count() == len(data["files"])
    for index, entry in enumerate(data["files"]):
        shown = summaries.nth(index)
        for level in ("error", "warning", "info"):
            assert int(shown.get_attribute(f"data-{level}") or -1) == entry["summary"][level]
    # the findings are shown beside their source lines
    assert page.locator("pre").count() > 0
    assert page.get_by_role("heading", name="Payment informations: declared and computed").count()


def test_the_docs_picture_of_a_report_shows_no_local_path(
    page: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    chosen = CORPUS / "iso20022-validator__invalid_ctrlsum_mismatch.xml"
    source = chosen if chosen.is_file() else FIXTURES / "xml" / "addresses.xml"
    if docs_images_wanted() and source is not chosen:
        pytest.fail(f"make docs-images needs the corpus file {chosen} (PAIN_BRIDGE_SHARED)")
    tracked = DOCS_PICTURE.stat().st_mtime_ns
    # validated as a reader would: a file of the current folder, named as typed
    (tmp_path / source.name).write_bytes(source.read_bytes())
    monkeypatch.chdir(tmp_path)
    out, _data = _report(tmp_path, Path(source.name))
    text = out.read_text(encoding="utf-8")
    for local in (tmp_path, source.parent, PROJECT_ROOT, Path.home()):
        assert str(local) not in text, local
    page.set_viewport_size({"width": 1100, "height": 900})
    page.goto(out.as_uri())
    assert page.locator("td.bad").count() >= 1 or source is not chosen  # CtrlSum differs
    shot = keep_for_docs(page, tmp_path, DOCS_PICTURE.name)
    assert shot.stat().st_size > 10_000
    assert DOCS_PICTURE.stat().st_mtime_ns == tracked or docs_images_wanted()  # untouched


def test_a_flood_of_one_code_is_summarized_and_the_page_opens(page: Any, tmp_path: Path) -> None:
    generated = tmp_path / "big.xml"
    subprocess.run(
        [
            sys.executable,
            str(PROJECT_ROOT / "benchmarks" / "generate.py"),
            "-n",
            "50000",
            "-o",
            str(generated),
        ],
        check=True,
    )
    flood = tmp_path / "flood.xml"
    with generated.open("rb") as source, flood.open("wb") as target:
        for line in source:  # every name gets an '&': one text.charset warning each
            target.write(line.replace(b"</Nm>", b" &amp; Co</Nm>"))
    out, data = _report(tmp_path, flood)
    assert data["files"][0]["summary"]["codes"]["text.charset"] >= 50000
    assert out.stat().st_size < 2_000_000  # summarized, not 50,000 rows
    page.goto(out.as_uri())
    heading = page.locator("h4[data-code='text.charset']")
    assert int(heading.get_attribute("data-count") or 0) >= 50000
    total = data["files"][0]["summary"]["codes"]["text.charset"]
    more = page.locator("td.more").filter(has_text="more text.charset")
    assert more.count() == 1
    assert f"and {total - DEFAULT_PER_CODE} more" in more.inner_text()
