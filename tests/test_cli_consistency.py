"""One way to say each thing across the commands (issue 20 item 20): the exit statuses of
each command in one table, rendered once into its --help; a missing file said in one
wording by every command, exit 2."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from pain_bridge.cli import COMMANDS, main
from pain_bridge.cli.exit_codes import EXIT_STATUSES

#: The heading of a section about exit statuses ("Exit status:", "Exit codes: 0 …").
EXIT_SECTION = re.compile(r"\bexit (?:status|codes?):", re.IGNORECASE)


def _help(*words: str) -> str:
    result = CliRunner().invoke(main, [*words, "--help"], terminal_width=80)
    assert result.exit_code == 0, result.output
    return result.stdout


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_the_table_covers_every_command() -> None:
    assert set(EXIT_STATUSES) == set(COMMANDS)


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_help_has_exactly_one_exit_status_section(command: str) -> None:
    text = _help(command)
    assert len(EXIT_SECTION.findall(text)) == 1, text
    section = _flat(text.split("Exit status:", 1)[1])
    for status, meaning in EXIT_STATUSES[command].items():
        assert f"{int(status)} {_flat(meaning)}" in section


def test_the_top_level_help_names_the_versions_read() -> None:
    text = _flat(_help())
    assert "pain.001.001.03 to .13" in text
    assert "pain.001.001.03 payments." not in text


#: A list of versions that stops short of .13 (".03, .09", ".03 and .09", "(.03)").
_SHORT_VERSION_LIST = re.compile(r"\(\.0[3-9](?:(?:,| and| or) \.(?:0[3-9]|1[0-2]))*\)")


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_no_help_names_fewer_versions_than_are_read(command: str) -> None:
    """``validate --help`` said "(.03, .09)" long after every version was read."""
    text = _flat(_help(command))
    assert not _SHORT_VERSION_LIST.search(text), _SHORT_VERSION_LIST.search(text)


#: Every command or option that reads a file named on the command line, as arguments
#: around the missing file's name.
READERS = {
    "validate": ["validate", "{}"],
    "validate --skills-file": ["validate", "--skills-file", "{}", "{sample}"],
    "convert": ["convert", "{}"],
    "submit": ["submit", "{}", "--skill", "demo_xx_pisp_sbx_#1.0", "--sandbox", "--listen"],
    "status --from-file": ["status", "--from-file", "{}"],
    "sandbox --tenants": ["sandbox", "--port", "0", "--tenants", "{}"],
}


@pytest.mark.parametrize("reader", sorted(READERS))
def test_a_missing_file_is_said_one_way(tmp_path: Path, reader: str) -> None:
    missing = tmp_path / "no-such.xml"
    sample = tmp_path / "sample.xml"
    sample.write_text("<x/>")
    args = [arg.format(missing, sample=sample) for arg in READERS[reader]]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2, result.output
    assert result.stderr.splitlines() == [f"error: {missing}: no such file"]
    assert "Traceback" not in result.output
