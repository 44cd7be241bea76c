"""The wheel check (``tools/check_wheel.py``, run by ``make wheel-check`` in CI) fails when
the wheel lacks what a user needs, and names it."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conftest import PROJECT_ROOT

CHECK = PROJECT_ROOT / "tools" / "check_wheel.py"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    argv = [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(PROJECT_ROOT)]
    subprocess.run(argv, check=True, capture_output=True)
    (built,) = out.glob("*.whl")
    return built


def without(wheel: Path, target: Path, drop: str) -> Path:
    """A copy of ``wheel`` without the members whose names contain ``drop``."""
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(target, "w") as copy:
        for item in source.infolist():
            if drop not in item.filename:
                copy.writestr(item, source.read(item))
    return target


def check(wheel: Path) -> subprocess.CompletedProcess[str]:
    argv = [sys.executable, str(CHECK), "--wheel", str(wheel), "--contents-only"]
    return subprocess.run(argv, capture_output=True, text=True)


@pytest.mark.slow
def test_the_built_wheel_holds_every_package_file_and_the_licence(wheel: Path) -> None:
    done = check(wheel)
    assert done.returncode == 0, done.stderr
    assert f"{wheel.name}: " in done.stdout
    assert " files" in done.stdout
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert "pain_bridge/xsd/pain.001.001.09.xsd" in names
    assert "pain_bridge/samples/demo.xml" in names


@pytest.mark.slow
def test_a_wheel_without_its_xsds_fails_and_names_them(wheel: Path, tmp_path: Path) -> None:
    broken = without(wheel, tmp_path / wheel.name, "pain_bridge/xsd/")
    done = check(broken)
    assert done.returncode == 1
    assert "wheel check FAILED" in done.stderr
    for name in ("pain.001.001.03.xsd", "pain.001.001.09.xsd", "pain.002.001.10.xsd"):
        assert f"pain_bridge/xsd/{name}" in done.stderr
    assert "demo.xml" not in done.stderr  # only what is missing is named


@pytest.mark.slow
def test_a_wheel_without_its_licence_fails(wheel: Path, tmp_path: Path) -> None:
    broken = without(wheel, tmp_path / wheel.name, "LICENSE")
    done = check(broken)
    assert done.returncode == 1
    assert "LICENSE" in done.stderr
