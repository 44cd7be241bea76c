from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from pain_bridge import __version__
from pain_bridge.findings import CATALOGUE, Finding, Severity
from pain_bridge.reporting import FileResult, ReporterOptions
from pain_bridge.reporting.sarif import SarifReporter, artifact_uri
from reporting_cases import ALL, IBAN, XML_RESULT

SCHEMA = json.loads(
    (Path(__file__).parent / "data" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8")
)


def _log(results: list[FileResult], root: Path | None = None) -> dict:
    return json.loads(SarifReporter(ReporterOptions(root=root)).render(results))


def _validate(log: dict) -> None:
    validator = jsonschema.Draft202012Validator(
        SCHEMA, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    )
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors)
    # The upstream schema misplaces region's anyOf (see tests/data/SOURCE.md): check it here.
    for run in log["runs"]:
        for result in run["results"]:
            for location in result["locations"]:
                assert location["physicalLocation"]["region"]["startLine"] >= 1


def test_valid_against_the_sarif_2_1_0_schema(tmp_path: Path) -> None:
    _validate(_log(ALL, tmp_path))
    _validate(_log([], tmp_path))


def test_the_schema_check_can_fail() -> None:
    log = _log([XML_RESULT])
    log["runs"][0]["results"][0]["level"] = "fatal"
    with pytest.raises(AssertionError):
        _validate(log)


def test_run_tool_and_rules() -> None:
    log = _log(ALL)
    assert log["version"] == "2.1.0"
    assert log["$schema"].endswith("sarif-2.1.0.json")
    assert len(log["runs"]) == 1
    driver = log["runs"][0]["tool"]["driver"]
    assert driver["name"] == "pain2pis"
    assert driver["version"] == __version__
    assert driver["informationUri"].startswith("https://")
    rules = driver["rules"]
    assert [r["id"] for r in rules] == list(CATALOGUE)
    by_id = {r["id"]: r for r in rules}
    assert by_id["date.past"]["defaultConfiguration"] == {"level": "warning"}
    assert by_id["map.inferred"]["defaultConfiguration"] == {"level": "note"}
    assert by_id["xml.syntax"]["shortDescription"]["text"] == CATALOGUE["xml.syntax"].summary
    for rule in rules:
        assert rule["help"]["text"]


def test_results_levels_locations_and_properties(tmp_path: Path) -> None:
    results = [
        FileResult(str(tmp_path / "payments" / "batch.xml"), XML_RESULT.findings),
        *ALL[1:],
    ]
    log = _log(results, tmp_path)
    run = log["runs"][0]
    sarif = run["results"]
    assert [r["ruleId"] for r in sarif] == [
        "map.inferred",
        "date.past",
        "iban.checksum",
        "json.schema",
        "xml.namespace",
    ]
    assert [r["level"] for r in sarif] == ["note", "warning", "error", "error", "error"]
    rules = run["tool"]["driver"]["rules"]
    for result in sarif:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]

    iban = sarif[2]
    physical = iban["locations"][0]["physicalLocation"]
    assert physical["artifactLocation"] == {"uri": "payments/batch.xml"}
    assert physical["region"] == {"startLine": 42, "startColumn": 13}
    assert iban["message"] == {"text": IBAN.message}
    assert iban["locations"][0]["logicalLocations"] == [
        {"fullyQualifiedName": IBAN.xpath, "kind": "element"},
        {"fullyQualifiedName": IBAN.pointer, "kind": "property"},
    ]
    assert iban["properties"]["xpath"] == IBAN.xpath
    assert iban["properties"]["pointer"] == IBAN.pointer

    past = sarif[1]["locations"][0]["physicalLocation"]["region"]
    assert past == {"startLine": 9}

    shape = sarif[3]
    assert shape["locations"][0]["physicalLocation"]["region"] == {"startLine": 1}
    assert shape["message"]["text"].endswith("(at /payment_info/0/transactions/0/amount)")
    assert "xpath" not in shape["properties"]


def test_effective_severity_is_the_result_level() -> None:
    lowered = IBAN.with_severity(Severity.WARNING)
    log = _log([FileResult("a.xml", (lowered,))])
    result = log["runs"][0]["results"][0]
    assert result["level"] == "warning"
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    assert rules[result["ruleIndex"]]["defaultConfiguration"]["level"] == "error"


def test_uris(tmp_path: Path) -> None:
    assert artifact_uri(str(tmp_path / "a b" / "x#1.xml"), tmp_path) == "a%20b/x%231.xml"
    outside = artifact_uri("/elsewhere/p.xml", tmp_path)
    assert outside == "file:///elsewhere/p.xml"
    assert artifact_uri("<stdin>", tmp_path) == "%3Cstdin%3E"


def test_unknown_code_gets_a_rule_too(tmp_path: Path) -> None:
    odd = Finding("vendor.extra", Severity.WARNING, "from a plug-in", line=2)
    log = _log([FileResult("a.xml", (odd,))], tmp_path)
    _validate(log)
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    assert rules[log["runs"][0]["results"][0]["ruleIndex"]]["id"] == "vendor.extra"


def test_rule_help_comes_from_the_rule_module_docstring() -> None:
    import importlib

    module = importlib.import_module("pain_bridge.rules.iban")
    log = _log([XML_RESULT])
    rules = {r["id"]: r for r in log["runs"][0]["tool"]["driver"]["rules"]}
    assert rules["iban.checksum"]["help"]["text"] == (module.__doc__ or "").strip()
    assert rules["iban.checksum"]["fullDescription"]["text"].startswith("IBAN checks")
