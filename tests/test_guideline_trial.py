"""What a new user's trial of the guidelines found (issue 35, the trial's report): the
SARIF log describes a guideline's rules as its file says them; the configuration sets
the codes of every guideline in force; a guideline chosen that cannot apply is said."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import pain_bridge
from pain_bridge.cli import main
from pain_bridge.config import RuleConfig
from pain_bridge.engine import RuleEngine
from pain_bridge.errors import ConfigError
from pain_bridge.findings import Finding, Severity
from pain_bridge.reader import iter_xml_events
from test_guideline import HEAD, clean

SKILL = "acme_de_pisp_sbx_#1.0"

#: An error rule and a warning rule, with their sources.
RULES = """
[[rules]]
code = "bank.acme.batch"
path = "PmtInf/BtchBookg"
required = true
message = "ACME needs BtchBookg"
source = "ACME guide 2026, section 4.2"
grade = "P"

[[rules]]
code = "bank.acme.name"
path = "GrpHdr/InitgPty/Nm"
max_length = 5
severity = "warning"
message = "ACME reads 5 characters of the name"
"""


@pytest.fixture
def acme(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working directory with ``acme.toml`` and a ``.09`` document ``pay.xml`` that
    breaks its rule ``bank.acme.batch`` (no BtchBookg)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pay.xml").write_bytes(clean("09").encode())
    (tmp_path / "acme.toml").write_text(HEAD + RULES, encoding="utf-8")
    return tmp_path


def test_the_sarif_log_describes_a_guideline_s_rules_as_its_file_says(acme: Path) -> None:
    """Each rule of a guideline applied is a SARIF rule with its message, its guideline
    and source, and its severity as the default level (they were "Finding CODE." at
    ``warning``, whatever the rule's severity)."""
    done = CliRunner().invoke(
        main, ["validate", "--guideline", "acme.toml", "--format", "sarif", "pay.xml"]
    )
    assert done.exit_code in (0, 1), done.output
    rules = {r["id"]: r for r in json.loads(done.output)["runs"][0]["tool"]["driver"]["rules"]}
    batch = rules["bank.acme.batch"]
    assert batch["shortDescription"]["text"] == "ACME needs BtchBookg"
    assert batch["defaultConfiguration"]["level"] == "error"
    assert "acme" in batch["fullDescription"]["text"]
    assert "ACME guide 2026, section 4.2" in batch["fullDescription"]["text"]
    assert "PmtInf/BtchBookg" in batch["help"]["text"]
    name = rules["bank.acme.name"]
    assert name["defaultConfiguration"]["level"] == "warning"
    assert "ACME Bank pain.001 usage guideline 2026" in name["fullDescription"]["text"]
    assert "xsd.violation" in rules  # the catalogue's still


def _run(*args: str) -> tuple[int, str]:
    done = CliRunner().invoke(main, list(args))
    return done.exit_code, done.output


def test_a_configuration_sets_the_codes_of_a_guideline_given_elsewhere(acme: Path) -> None:
    """``[severity]`` in ``.pain2pis.toml`` takes the codes of a guideline named on the
    command line, or by the skill's profile; ``--severity`` those of the profile's
    guideline (each was "unknown finding code", exit 2, unless the same place named it).
    A code no guideline in force has is still a usage error before any file is read."""
    (acme / ".pain2pis.toml").write_text(
        '[severity]\n"bank.acme.batch" = "info"\n', encoding="utf-8"
    )
    code, out = _run("validate", "-v", "--guideline", "acme.toml", "pay.xml")
    assert code == 0, out
    assert "info bank.acme.batch ACME needs BtchBookg" in out
    (acme / "skills.toml").write_text(
        f'[skills."{SKILL}"]\nbulk = true\nguidelines = ["acme.toml"]\n', encoding="utf-8"
    )
    with_skill = ("--skills-file", "skills.toml", "--skill", SKILL)
    # (the skill's own rules refuse the document's structured remittance: exit 1)
    code, out = _run("validate", "-v", *with_skill, "pay.xml")
    assert (code, "info bank.acme.batch" in out) == (1, True), out
    (acme / ".pain2pis.toml").unlink()
    code, out = _run("validate", "-v", "--severity", "bank.acme.batch=info", *with_skill, "pay.xml")
    assert (code, "info bank.acme.batch" in out) == (1, True), out
    code, out = _run("validate", "--ignore", "bank.acme.batch", *with_skill, "pay.xml")
    assert (code, "bank.acme.batch" in out) == (1, False), out
    code, out = _run("validate", "--ignore", "bank.acme.batchh", *with_skill, "pay.xml")
    assert code == 2
    assert "unknown finding code 'bank.acme.batchh'; did you mean bank.acme.batch" in out
    (acme / ".pain2pis.toml").write_text('ignore = ["bank.acme.nope"]\n', encoding="utf-8")
    for args in (("--guideline", "acme.toml"), ()):
        code, out = _run("validate", *args, "missing.xml")
        assert code == 2
        assert "unknown finding code 'bank.acme.nope'" in out
        assert "missing.xml" not in out  # refused before any file is read


def test_the_engine_takes_the_codes_of_the_guidelines_in_force(acme: Path) -> None:
    """A configuration built without a guideline takes a guideline's code; the engine
    checks it against the guidelines in force and refuses it where none has it."""
    config = RuleConfig(severity={"bank.acme.batch": Severity.INFO})
    engine = RuleEngine(config, guidelines=[acme / "acme.toml"])
    found = list(engine.findings(iter_xml_events(acme / "pay.xml")))
    assert [f.severity for f in found if f.code == "bank.acme.batch"] == [Severity.INFO]
    with pytest.raises(ConfigError, match=r"unknown finding code 'bank\.acme\.batch'"):
        RuleEngine(config)


def _said(found: list[Finding]) -> list[str]:
    return [f.message for f in found if f.code == "guideline.not-applied"]


@pytest.mark.parametrize("version", ["03", "13"])
def test_a_guideline_of_other_versions_is_said_not_applied(acme: Path, version: str) -> None:
    """A guideline chosen whose versions do not hold the document's runs none of its
    rules: a warning at the document's start names it, its versions and the document's
    (nothing said it, no ``guideline.applied`` either)."""
    (acme / "v09.toml").write_text(
        HEAD.replace('["03", "09", "13"]', '["09"]') + RULES, encoding="utf-8"
    )
    engine = RuleEngine(guidelines=[acme / "v09.toml"])
    found = list(engine.findings(iter_xml_events(clean(version).encode())))
    assert _said(found) == [
        "the rules of acme (ACME Bank pain.001 usage guideline 2026) were not run: it "
        f"applies to pain.001.001.09, and the document is pain.001.001.{version}"
    ]
    warning = next(f for f in found if f.code == "guideline.not-applied")
    assert (warning.severity, warning.line) == (Severity.WARNING, None)
    assert not {"bank.acme.batch", "guideline.applied"} & {f.code for f in found}
    applied = list(engine.findings(iter_xml_events(clean("09").encode())))
    assert _said(applied) == []
    assert "bank.acme.batch" in {f.code for f in applied}


def test_a_german_document_is_said_outside_a_guideline_that_does_not_name_it(
    acme: Path,
) -> None:
    """A German ``pain.001.003.03`` file, which a guideline names as ``"003.03"``."""
    german = clean("03").replace("pain.001.001.03", "pain.001.003.03").encode()
    found = list(RuleEngine(guidelines=[acme / "acme.toml"]).findings(iter_xml_events(german)))
    (said,) = _said(found)
    assert said.endswith(
        "it applies to pain.001.001.03, pain.001.001.09, pain.001.001.13, and the document "
        "is pain.001.003.03 (the German DFÜ-Abkommen variant) "
        '(a guideline names it in its versions as "003.03")'
    )
    (acme / "dk.toml").write_text(
        HEAD.replace('["03", "09", "13"]', '["003.03"]') + RULES, encoding="utf-8"
    )
    named = list(RuleEngine(guidelines=[acme / "dk.toml"]).findings(iter_xml_events(german)))
    assert _said(named) == []
    assert "bank.acme.batch" in {f.code for f in named}


def test_a_payment_intent_json_is_said_outside_every_guideline(acme: Path) -> None:
    """A payment intent JSON is of no pain.001 version: a guideline's rules are not run
    on it, and the warning says to validate the XML convert writes from it."""
    intent = Path(pain_bridge.__file__).parent / "samples" / "intent.json"
    code, out = _run(
        "validate", "--guideline", "acme.toml", "--allow-immediate-execution", str(intent)
    )
    assert "warning guideline.not-applied the rules of acme" in out, out
    assert "a payment intent JSON is of no version" in out
    assert code == 0
    code, out = _run("validate", "--strict", "--guideline", "acme.toml", "pay.xml")
    assert "guideline.not-applied" not in out
