"""The documentation site's generated pages follow the code (``tools/docs_pages.py``),
and the version has one source."""

from __future__ import annotations

import importlib.metadata
import importlib.util

from click.testing import CliRunner

import pain_bridge
from conftest import PROJECT_ROOT
from pain_bridge import codedocs
from pain_bridge.cli import COMMANDS, main
from pain_bridge.findings import CATALOGUE
from pain_bridge.reporting.ruledocs import documentation
from scripts_support import load_tool

docs_pages = load_tool("docs_pages")


def test_every_finding_code_is_documented_once() -> None:
    by_rule = {code for code in CATALOGUE if documentation(code)}
    by_codedocs = {code for doc in codedocs.DOCS for code in doc.codes}
    assert by_rule | by_codedocs == set(CATALOGUE)
    assert not by_rule & by_codedocs


def test_the_findings_page_has_every_code_with_its_severity() -> None:
    page = docs_pages.findings_page()
    for code, info in CATALOGUE.items():
        assert f"### `{code}`" in page
        head = f"**{' / '.join(s.value for s in info.severities)}**: {info.summary}"
        assert head in page
        # the service's limits say so: not a bank's file's, nor a migration's
        assert (f"{head} A limit of the payment initiation service" in page) is info.service


def test_the_command_line_page_has_every_command_s_help() -> None:
    page = docs_pages.cli_page()
    for name in COMMANDS:
        assert f"## {name}\n" in page
        assert f"$ pain2pis {name} --help\nUsage: pain2pis {name} [OPTIONS]" in page


def test_the_versions_page_names_what_09_to_03_loses() -> None:
    page = docs_pages.versions_page()
    row = next(line for line in page.splitlines() if line.startswith("| pain.001.001.09 | pain"))
    assert "`PmtId/UETR`" in row
    assert "`Cdtr/Id/OrgId/LEI`" in row


def test_the_versions_page_names_what_moved_and_does_not_call_it_lost() -> None:
    page = docs_pages.versions_page()
    row = next(
        line
        for line in page.splitlines()
        if line.startswith("| pain.001.001.03 | pain.001.001.12 |")
    )
    assert "RfrdDocInf/RltdDt" not in row
    assert "RfrdDocAmt/DuePyblAmt" not in row
    moved = page.split("## Moved, not lost")[1].split("\n## ")[0]
    assert "| `RmtInf/Strd/RfrdDocInf/RltdDt` | `RmtInf/Strd/RfrdDocInf/RltdDt/Dt` |" in moved
    assert "`RltdRmtInf/RmtLctnMtd` | `RltdRmtInf/RmtLctnDtls/Mtd`" in moved


def test_the_performance_page_carries_the_latest_table() -> None:
    page = docs_pages.performance_page()
    readme = (PROJECT_ROOT / "benchmarks" / "RESULTS.md").read_text(encoding="utf-8")
    table = readme.split("<!-- bench:start -->")[1].split("<!-- bench:end -->")[0]
    assert table.strip() in page


def test_the_version_has_one_source() -> None:
    said = CliRunner().invoke(main, ["--version"]).output.split()[-1]
    assert said == pain_bridge.__version__ == importlib.metadata.version("pain_bridge")
    pyproject = (PROJECT_ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in pyproject
    assert 'version = { attr = "pain_bridge.__version__" }' in pyproject


def test_the_api_page_lists_every_route_of_the_server_and_no_other() -> None:
    """The HTTP API's page (``api.md``) is made from ``GET /openapi.json``'s document: each
    route the application answers is an endpoint there, with its method (issue 38)."""
    import re

    from starlette.routing import Route

    from pain_bridge.serve.app import create_app
    from pain_bridge.serve.settings import ServeOptions, resolve

    app = create_app(resolve(ServeOptions()))
    served = {
        (method, route.path)
        for route in app.routes
        if isinstance(route, Route)
        for method in route.methods or ()
        if method != "HEAD"  # Starlette's, beside each GET
    }
    page = docs_pages.api_page()
    listed = set(re.findall(r"^### `([A-Z]+) (\S+)`", page, re.M))
    assert served
    assert listed == served
    for _, path in served:  # in the table of endpoints too
        assert f" {path}`](#" in page


def test_the_site_loads_no_font_from_elsewhere() -> None:
    """The site works offline: Material's default is Google's fonts, fetched by every page."""
    import yaml

    config = yaml.safe_load((PROJECT_ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    assert config["theme"]["font"] is False


def test_the_configuration_page_names_every_key_of_the_configuration_and_of_a_profile() -> None:
    """A key the code takes and the page does not name is one a reader cannot find
    (``guideline``, a profile's ``guidelines``, were taken and not named)."""
    import re

    from pain_bridge import config, profiles

    page = (PROJECT_ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")
    unnamed = [k for k in config._KEYS if not re.search(rf"^{k} = |`{k}`", page, re.M)]
    unnamed += [k for k in profiles._KNOWN_KEYS if f"`{k}`" not in page]
    assert sorted(unnamed) == []


def test_the_guideline_option_names_every_bundled_guideline() -> None:
    from pain_bridge.guideline.load import BUNDLED

    for command in ("validate", "convert"):
        shown = " ".join(CliRunner().invoke(main, [command, "--help"]).output.split())
        assert all(name in shown for name in BUNDLED), (command, shown)
