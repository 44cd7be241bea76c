"""The README is true: every path it names exists, every ``make`` target and every
``pain2pis`` command and option in its examples is real."""

from __future__ import annotations

import re

import click

from conftest import PROJECT_ROOT, SHARED
from pain_bridge.cli import main

README = (PROJECT_ROOT / "README.md").read_text(encoding="utf-8")
MAKEFILE = (PROJECT_ROOT / "Makefile").read_text(encoding="utf-8")
#: Names in backquotes that are files of the project (or of ../shared beside it).
PATH = re.compile(r"`((?:\.\./shared/|src/|docs/|benchmarks/|tests/|fixtures/|\.ci/)[^`\s*]+)`")
EXAMPLE_FILES = {"payments.xml", "intent.json", "big.xml", "status.xml", "bank-status.xml"}


def _code_lines() -> list[str]:
    """The lines of the README's shell code blocks (indented ones included)."""
    lines: list[str] = []
    language: str | None = None
    for raw in README.splitlines():
        line = raw.strip()
        if line.startswith("```"):
            language = None if language is not None else (line[3:] or "text")
            continue
        if language in ("sh", "bash", "console") and line:
            lines.append(line)
    return lines


def test_every_path_named_exists() -> None:
    named = set(PATH.findall(README)) | set(re.findall(r"\]\((docs/[^)]+)\)", README))
    assert named, "the README names no project path"
    missing = []
    for path in sorted(named):
        base = SHARED.parent if path.startswith("../shared/") else PROJECT_ROOT
        target = (PROJECT_ROOT / path) if base is PROJECT_ROOT else SHARED / path[10:]
        if path.startswith("../shared/") and not SHARED.is_dir():
            continue  # the corpus guard makes CI fail without ../shared
        if not target.exists():
            missing.append(path)
    assert missing == []


def test_every_make_target_exists() -> None:
    targets = set(re.findall(r"^([a-z]+):", MAKEFILE, re.M))
    used = {m for line in _code_lines() for m in re.findall(r"^make (\w+)", line)}
    used |= set(re.findall(r"`make (\w+)`", README))
    assert used
    assert used <= targets


def test_every_pain2pis_example_is_a_real_command_with_real_options() -> None:
    examples = [line for line in _code_lines() if line.startswith("pain2pis ")]
    assert len(examples) >= 8
    context = click.Context(main)
    for line in examples:
        words = line.split("#", 1)[0].split()
        name = words[1]
        command = main.get_command(context, name)
        assert command is not None, line
        options = {opt for param in command.params for opt in getattr(param, "opts", [])}
        options |= {"--help", "-h"}
        for word in words[2:]:
            if word.startswith("-"):
                assert word.split("=", 1)[0] in options, (line, word)
