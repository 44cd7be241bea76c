"""What a new user met in the first hour (issue 13), each pinned by a test."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import FIXTURES
from pain_bridge.cli import main

SINGLE = FIXTURES / "xml" / "single.xml"


def test_convert_to_a_directory_leaves_nothing_behind(tmp_path: Path) -> None:
    target = tmp_path / "out"
    target.mkdir()
    result = CliRunner().invoke(
        main, ["convert", str(SINGLE), "-o", str(target), "--allow-immediate-execution"]
    )
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
    assert list(target.iterdir()) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [("null", "null"), ('"x"', "a string"), ("42", "a number"), ("true", "a boolean")],
)
def test_a_json_scalar_is_reported_as_json_of_the_wrong_shape(
    tmp_path: Path, text: str, kind: str
) -> None:
    source = tmp_path / "data.json"
    source.write_text(text)
    result = CliRunner().invoke(main, ["validate", "--format", "json", str(source)])
    assert result.exit_code == 1
    assert "json.schema" in result.stdout
    assert f"not {kind}" in result.stdout
    assert "xml.syntax" not in result.stdout


def test_convert_takes_the_same_finding_options_as_validate(tmp_path: Path) -> None:
    out = tmp_path / "intent.json"
    args = ["convert", str(SINGLE), "-o", str(out), "--allow-immediate-execution"]
    plain = CliRunner().invoke(main, args)
    assert plain.exit_code == 0, plain.output
    assert "map.dropped" in plain.stderr
    quiet = CliRunner().invoke(main, [*args, "--ignore", "map.dropped"])
    assert quiet.exit_code == 0
    assert "map.dropped" not in quiet.stderr
    strict = CliRunner().invoke(main, [*args, "--severity", "map.dropped=error"])
    assert strict.exit_code == 1  # an error now: nothing written
    bad = CliRunner().invoke(main, [*args, "--ignore", "no.such-code"])
    assert bad.exit_code == 2


def test_library_findings_come_in_document_order() -> None:
    from pain_bridge.convert import convert
    from pain_bridge.errors import ValidationFailed
    from pain_bridge.findings import Finding
    from pain_bridge.validation import validate

    source = FIXTURES / "xml" / "addresses.xml"
    result = convert(source, to="json")
    assert list(result.findings) == sorted(result.findings, key=Finding.sort_key)
    try:
        found = validate(source)
    except ValidationFailed as failed:
        found = list(failed.findings)
    assert found == sorted(found, key=Finding.sort_key)
    lines = [f.line for f in found if f.line is not None]
    assert lines == sorted(lines)
