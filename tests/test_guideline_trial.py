"""What a new user's trial of the guidelines found (issue 35, the trial's report): the
SARIF log describes a guideline's rules as its file says them; the configuration sets
the codes of every guideline in force; a guideline chosen that cannot apply is said."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pain_bridge.cli import main
from test_guideline import HEAD, clean

#: An error rule and a warning rule, with their sources.
RULES = """
[[rules]]
code = "bank.acme.batch"
path = "PmtInf/BtchBookg"
forbidden = true
message = "ACME books each payment on its own"
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
    """A working directory with ``acme.toml`` and a ``.09`` document ``pay.xml``."""
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
    assert batch["shortDescription"]["text"] == "ACME books each payment on its own"
    assert batch["defaultConfiguration"]["level"] == "error"
    assert "acme" in batch["fullDescription"]["text"]
    assert "ACME guide 2026, section 4.2" in batch["fullDescription"]["text"]
    assert "PmtInf/BtchBookg" in batch["help"]["text"]
    name = rules["bank.acme.name"]
    assert name["defaultConfiguration"]["level"] == "warning"
    assert "ACME Bank pain.001 usage guideline 2026" in name["fullDescription"]["text"]
    assert "xsd.violation" in rules  # the catalogue's still
