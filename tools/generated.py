"""A generated module's writing, shared by the generators of ``tools/``: written, or with
``--check`` only compared (exit 1 and the ``make`` target that remakes it, when stale)."""

from __future__ import annotations

import sys
from pathlib import Path


def write_or_check(target: Path, text: str, argv: list[str], remake: str) -> int:
    """Write ``text`` to ``target``, or with ``argv`` ``[script, "--check"]`` say whether
    ``target`` holds it already; ``remake`` is the command that writes it."""
    if argv[1:] == ["--check"]:
        if target.read_text(encoding="utf-8") != text:
            print(f"{target} is out of date: run {remake}", file=sys.stderr)
            return 1
        return 0
    target.write_text(text, encoding="utf-8")
    return 0
