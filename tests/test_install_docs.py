"""The install instructions install what exists, and the README's tour finds ``pain2pis``.

pain_bridge is on no package index, so ``pip install pain_bridge`` ends in "from versions:
none". The pages a newcomer starts from may only name what a clone gives: the clone itself
(``pip install .``) or the wheel ``make wheel`` builds (``dist/pain_bridge-*.whl``), and
``make wheel`` must build exactly what that pattern names.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from conftest import PROJECT_ROOT

#: The pages that tell a newcomer how to install.
INSTALL_PAGES = ("README.md", "docs/index.md", "docs/quickstart.md", "docs/ci.md")
PIP_INSTALL = re.compile(r"pip install ([^`\n#]+)")
WHEEL_PATTERN = "dist/pain_bridge-*.whl"
#: What exists without an index: the clone (with extras) or the wheel made from it.
INSTALLABLE = re.compile(r"""^(['"]?)(\.|dist/pain_bridge-\*\.whl)(\[[a-z,]+\])?\1$""")


def _read(page: str) -> str:
    return (PROJECT_ROOT / page).read_text(encoding="utf-8")


@pytest.mark.parametrize("page", INSTALL_PAGES)
def test_every_pip_install_names_the_clone_or_the_built_wheel(page: str) -> None:
    targets = [t for m in PIP_INSTALL.findall(_read(page)) for t in m.split()]
    wrong = [t for t in targets if not t.startswith("-") and not INSTALLABLE.match(t)]
    assert wrong == [], f"{page} installs what no index has: {wrong}"


def test_the_quick_start_installs_from_a_clone_and_from_the_wheel() -> None:
    text = _read("docs/quickstart.md")
    assert "pip install ." in text
    assert f"pip install {WHEEL_PATTERN}" in text
    assert "make wheel" in text


def test_the_readme_tour_says_where_pain2pis_is_after_make_demo() -> None:
    text = _read("README.md")
    tour = text.index("\npain2pis ")  # the first command line of the tour
    before = text[:tour]
    assert ".venv/bin/activate" in before
    assert ".venv/bin/pain2pis" in before


@pytest.mark.slow
def test_make_wheel_builds_what_the_docs_install(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    built = subprocess.run(
        ["make", "--no-print-directory", "wheel", f"DIST={out}"],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    wheels = sorted(out.glob(WHEEL_PATTERN.removeprefix("dist/")))
    assert [w.name for w in wheels] == [w.name for w in out.glob("*.whl")]
    assert len(wheels) == 1  # the docs' pattern names one file
    assert len(list(out.glob("pain_bridge-*.tar.gz"))) == 1
