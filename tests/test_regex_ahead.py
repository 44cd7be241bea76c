"""The patterns a command compiles at start come compiled ahead of time (issue 36 item 5,
start-up): :mod:`pain_bridge.regex_ahead` holds what ``re._compiler.compile`` gives the
engine for each, and :mod:`pain_bridge.regex_code` makes the pattern from there. A pattern
must be exactly what :mod:`re` makes without it."""

from __future__ import annotations

import re
import subprocess
import sys
from typing import Any

import pytest

from pain_bridge import regex_ahead, regex_code
from scripts_support import load_tool


def test_the_generated_module_follows_what_the_commands_compile() -> None:
    tool = load_tool("regex_ahead")
    assert tool.TARGET.read_text(encoding="utf-8") == tool.render(), (
        "src/pain_bridge/regex_ahead.py is out of date: run make regex-ahead"
    )


def _plain(p: Any, flags: int) -> Any:
    """The pattern as :mod:`re` compiles it without the table."""
    original = regex_code._original or re._compiler.compile  # type: ignore[attr-defined]
    return original(p, flags)


def test_each_pattern_of_the_table_is_its_own_compilation() -> None:
    assert regex_code._identity() == regex_ahead.IDENTITY
    assert len(regex_ahead.TABLE) > 50
    regex_code.install()
    for p, flags in regex_ahead.TABLE:
        made, plain = regex_code._compile(p, flags), _plain(p, flags)
        assert made is not plain
        # a pattern's equality compares its text, its flags and its engine code
        assert made == plain, p
        assert (made.groups, made.groupindex) == (plain.groups, plain.groupindex), p


@pytest.mark.parametrize(
    ("p", "flags", "text"),
    [
        (r"(?P<bank>[a-z0-9]+)_(?P<country>[a-z]{2})", 0, "ing_nl"),
        (rb"xmlns(?::([\w.-]+))?\s*=\s*([\"'])(.*?)\2", 0, b"xmlns:a='urn:x'"),
        (r"(?x) (?P<n>\d+) \s* (?P<u>[a-z]+)", re.IGNORECASE, "12 KG"),
    ],
)
def test_a_pattern_the_table_lacks_is_compiled_as_before(p: Any, flags: int, text: Any) -> None:
    regex_code.install()
    assert (p, flags) not in regex_ahead.TABLE
    made = regex_code._compile(p, flags)
    assert made == _plain(p, flags)
    assert made.fullmatch(text).groupdict() == _plain(p, flags).fullmatch(text).groupdict()


def test_the_group_names_by_index_are_the_plain_patterns() -> None:
    """What ``Match.lastgroup`` reads: each group's name at its index (None unnamed)."""
    for (p, flags), entry in regex_ahead.TABLE.items():
        plain = _plain(p, flags)
        by_index: list[str | None] = [None] * (plain.groups + 1)
        for name, index in plain.groupindex.items():
            by_index[index] = name
        assert entry[4] == tuple(by_index), p


def test_the_command_line_compiles_from_the_table() -> None:
    """Installed by :mod:`pain_bridge.cli` (its process is the command's), not by the
    package: a library leaves its host's :mod:`re` alone."""
    code = (
        "import re\n"
        "import pain_bridge.validation\n"
        "assert re._compiler.compile.__module__ == 're._compiler'\n"
        "import pain_bridge.cli\n"
        "from pain_bridge import regex_code\n"
        "assert re._compiler.compile is regex_code._compile\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
