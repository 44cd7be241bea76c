"""A skill profile names its bank's guidelines (issue 35, item 3: chosen like a scheme):
``guidelines = [..]`` in its table, files relative to the profile's file or bundled
names; ``validate`` and ``convert`` with the skill (``--skill``, the configuration's)
apply them, as with ``--guideline``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pain_bridge.cli import main
from pain_bridge.config import RuleConfig
from pain_bridge.engine import RuleEngine
from pain_bridge.errors import ConfigError
from pain_bridge.profiles import load_profiles, parse_profiles
from pain_bridge.reader import iter_xml_events
from test_guideline import HEAD, clean

SKILL = "acme_de_pisp_sbx_#1.0"
RULE = """
[[rules]]
code = "bank.acme.batch"
path = "PmtInf/BtchBookg"
required = true
message = "ACME needs BtchBookg"
"""


@pytest.fixture
def bank(tmp_path: Path) -> Path:
    """A skills file naming a guideline beside it (in a folder of its own) and ``iso``,
    and a document the guideline refuses (no BtchBookg)."""
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "acme.toml").write_text(HEAD + RULE, encoding="utf-8")
    (tmp_path / "skills.toml").write_text(
        f'[skills."{SKILL}"]\nbulk = true\nguidelines = ["rules/acme.toml", "iso"]\n',
        encoding="utf-8",
    )
    document = clean("09")
    assert "<BtchBookg>" not in document
    (tmp_path / "pay.xml").write_text(document, encoding="utf-8")
    return tmp_path


def test_a_profile_names_guideline_files_relative_to_it_and_bundled_ones(bank: Path) -> None:
    profile = load_profiles(bank / "skills.toml")[SKILL]
    assert profile.guidelines == (bank / "rules" / "acme.toml", "iso")
    with pytest.raises(ConfigError, match="guidelines must be a list"):
        parse_profiles({"skills": {SKILL: {"guidelines": "iso"}}}, "skills.toml")


def test_the_engine_applies_the_skill_s_guidelines(bank: Path) -> None:
    engine = RuleEngine(RuleConfig(skills_file=bank / "skills.toml"), skill=SKILL)
    # the profile's "iso" is ISO's own rules, which every engine applies already
    assert [g.name for g in engine.guidelines] == ["acme"]
    assert any(rule.name == "iso" for rule in engine.rules)
    codes = [f.code for f in engine.findings(iter_xml_events(bank / "pay.xml"))]
    assert codes.count("bank.acme.batch") == 1
    assert [f.code for f in RuleEngine().findings(iter_xml_events(bank / "pay.xml"))].count(
        "bank.acme.batch"
    ) == 0


def test_validate_and_convert_with_the_skill_apply_its_guidelines(
    bank: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(bank)
    runner = CliRunner()
    skill = ["--skill", SKILL, "--skills-file", "skills.toml"]
    shown = runner.invoke(main, ["validate", *skill, "pay.xml", "--format", "json"])
    assert shown.exit_code == 1, shown.output
    report = json.loads(shown.output)
    assert "bank.acme.batch" in {f["code"] for f in report["files"][0]["findings"]}
    # convert takes the skill of the configuration (it has no --skill)
    (bank / ".pain2pis.toml").write_text(
        f'skill = "{SKILL}"\nskills_file = "skills.toml"\n', encoding="utf-8"
    )
    converted = runner.invoke(main, ["convert", "pay.xml", "-o", "out.json"])
    assert converted.exit_code == 1, converted.output
    assert "bank.acme.batch" in converted.output
    assert not (bank / "out.json").exists()
    # a guideline file the profile names that is not there: a usage error, no traceback
    (bank / "rules" / "acme.toml").unlink()
    missing = runner.invoke(main, ["validate", *skill, "pay.xml"])
    assert missing.exit_code == 2, missing.output
    assert "acme.toml: no such file" in missing.output
    assert "Traceback" not in missing.output


def test_a_bad_guideline_of_the_skill_is_one_usage_error_before_any_file_is_read(
    bank: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As a bad `--guideline`: one error naming the guideline's file and line, not one
    per input file with the input's name before it and "0 files checked" after."""
    monkeypatch.chdir(bank)
    (bank / "rules" / "acme.toml").write_text(
        HEAD + RULE.replace("PmtInf/BtchBookg", "PmtInf/BtchBookgg"), encoding="utf-8"
    )
    (bank / "other.xml").write_bytes((bank / "pay.xml").read_bytes())
    skill = ["--skill", SKILL, "--skills-file", "skills.toml"]
    refused = CliRunner().invoke(main, ["validate", *skill, "pay.xml", "other.xml"])
    assert refused.exit_code == 2, refused.output
    errors = [line for line in refused.stderr.splitlines() if "unknown path" in line]
    assert len(errors) == 1, refused.stderr
    assert "rules/acme.toml:9: unknown path 'PmtInf/BtchBookgg'" in errors[0]
    assert "pay.xml" not in refused.stderr
    assert "checked" not in refused.output
