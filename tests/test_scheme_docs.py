"""Each scheme has a documentation page made from its profile (``tools/docs_pages.py``):
every rule's code, severity, catalogue row, grade and source; the site's navigation
lists every page."""

from __future__ import annotations

from conftest import PROJECT_ROOT
from pain_bridge.findings import CATALOGUE, SCHEME_FAMILIES
from pain_bridge.schemes import SCHEMES
from scripts_support import load_tool

docs_pages = load_tool("docs_pages")


def test_each_scheme_page_lists_its_rules_with_their_source() -> None:
    pages = dict(docs_pages.scheme_pages())
    assert set(pages) == {f"schemes/{name}.md" for name in SCHEMES} | {"schemes/index.md"}
    for name, profile in SCHEMES.items():
        page = pages[f"schemes/{name}.md"]
        assert f"(`{name}`)" in page
        for r in profile.rules:
            row = next(
                line
                for line in page.splitlines()
                if line.startswith(f"| `{r.code}` |") and r.source in line.replace("\\|", "|")
            )
            assert f"| {r.severity.value} |" in row
            assert f"| {r.ref} | {r.grade.value} |" in row


def test_every_scheme_code_is_on_the_findings_page() -> None:
    page = docs_pages.findings_page()
    for code in CATALOGUE:
        if code.partition(".")[0] in SCHEME_FAMILIES:
            assert f"### `{code}`" in page


def test_the_navigation_lists_every_scheme_page() -> None:
    nav = (PROJECT_ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for name in SCHEMES:
        assert f"- schemes/{name}.md" in nav
    assert "- reference/schemes.md" in nav
