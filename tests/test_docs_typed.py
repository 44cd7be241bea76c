"""Every Python example of the docs and the README passes ``mypy --strict``: a newcomer's
30-line script built from them type-checks as written (issue 37, a typed API). The
examples of a page run in order in one namespace (tests/test_docs_examples.py), so they
are checked as one module per page."""

from __future__ import annotations

import re
from pathlib import Path

from mypy import api

from conftest import PROJECT_ROOT

FENCE = re.compile(r"^```python[^\n]*\n(.*?)^```\s*$", re.M | re.S)
PAGES = sorted([*(PROJECT_ROOT / "docs").glob("*.md"), PROJECT_ROOT / "README.md"])


def _modules(folder: Path) -> list[Path]:
    written = []
    for page in PAGES:
        code = "\n".join(FENCE.findall(page.read_text(encoding="utf-8")))
        if code.strip():
            module = folder / f"page_{re.sub(r'[^a-z0-9]', '_', page.stem.lower())}.py"
            module.write_text(code, encoding="utf-8")
            written.append(module)
    return written


def test_the_python_examples_are_found(tmp_path: Path) -> None:
    names = {m.name for m in _modules(tmp_path)}
    assert "page_library.py" in names
    assert len(names) >= 3


def test_every_python_example_passes_mypy_strict(tmp_path: Path) -> None:
    modules = _modules(tmp_path)
    out, err, status = api.run(
        [
            "--strict",
            "--config-file", "",  # the examples as a user checks them: no project settings
            "--cache-dir", str(tmp_path / ".mypy_cache"),
            *map(str, modules),
        ]
    )  # fmt: skip
    assert status == 0, out + err
