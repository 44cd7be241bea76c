"""The project's scripts as modules, for the tests: ``tools/`` and ``benchmarks/`` are
folders of scripts, not packages, and their scripts import each other by their names."""

from __future__ import annotations

import functools
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

PROJECT_ROOT = Path(__file__).resolve().parents[1]
TOOLS = PROJECT_ROOT / "tools"
BENCHMARKS = PROJECT_ROOT / "benchmarks"


@functools.cache
def load_script(path: Path, name: str) -> ModuleType:
    """The script at ``path`` as the module ``name``, loaded once: registered in
    :data:`sys.modules` (dataclasses look their module up there), its folder on the path
    while it loads (so that its imports of its neighbours resolve, as when it runs)."""
    folder = str(path.parent)
    sys.path.insert(0, folder)
    try:
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(folder)


def load_tool(name: str) -> ModuleType:
    """``tools/NAME.py`` as a module (``NAME_tool``)."""
    return load_script(TOOLS / f"{name}.py", f"{name}_tool")


def load_bench(name: str) -> ModuleType:
    """``benchmarks/NAME.py`` as a module (``bench_NAME``)."""
    return load_script(BENCHMARKS / f"{name}.py", f"bench_{name}")
