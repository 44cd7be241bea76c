"""``tools/generated.py``: how the generators of ``tools/`` write or check their module."""

from __future__ import annotations

from pathlib import Path

import pytest

from scripts_support import load_tool

generated = load_tool("generated")


def test_check_says_what_remakes_a_stale_module_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "module.py"
    target.write_text("old\n", encoding="utf-8")
    assert generated.write_or_check(target, "new\n", ["tool.py", "--check"], "make module") == 1
    assert "out of date: run make module" in capsys.readouterr().err
    assert target.read_text(encoding="utf-8") == "old\n"


def test_without_check_it_writes_and_then_the_check_passes(tmp_path: Path) -> None:
    target = tmp_path / "module.py"
    target.write_text("old\n", encoding="utf-8")
    assert generated.write_or_check(target, "new\n", ["tool.py"], "make module") == 0
    assert target.read_text(encoding="utf-8") == "new\n"
    assert generated.write_or_check(target, "new\n", ["tool.py", "--check"], "make module") == 0
