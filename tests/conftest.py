"""Shared test fixtures: where the project, its fixtures and the shared corpus are."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

#: Fixtures shared by the sandbox tests (clock, app, client, flow).
pytest_plugins = ["sandbox_fixtures", "pg_server"]

PROJECT_ROOT = Path(__file__).resolve().parents[1]
FIXTURES = PROJECT_ROOT / "fixtures"
#: The README and the pages that were its sections (the front page links them): their
#: `sh` examples run as one reader's session in tests/test_readme.py, not in the site's
#: example test (tests/test_docs_examples.py).
#: Python source for a probe run in a child interpreter: ``peak_kb()`` is the peak resident
#: memory of that interpreter alone (``VmHWM``). ``getrusage``'s ``ru_maxrss`` is not: Linux
#: carries the high-water mark across ``exec``, so a child started from pytest reports at least
#: pytest's own peak (375 MB once, late in a full run).
PEAK_KB = (
    "def peak_kb():\n"
    "    with open('/proc/self/status') as fh:\n"
    "        return next(int(l.split()[1]) for l in fh if l.startswith('VmHWM:'))\n"
)
README_PAGES = ("README.md", "docs/commands.md", "docs/status-reports.md", "docs/configuration.md")
SHARED = Path(os.environ.get("PAIN_BRIDGE_SHARED", PROJECT_ROOT.parent / "shared"))
CORPUS = SHARED / "corpus" / "pain001"


def pytest_configure(config: pytest.Config) -> None:
    """In CI the corpus tests must run: a missing corpus fails the run instead of
    letting them skip (outside CI they skip, and the header says so loudly)."""
    if not CORPUS.is_dir() and os.environ.get("CI"):
        raise pytest.UsageError(
            f"CI needs the shared corpus at {CORPUS} (set PAIN_BRIDGE_SHARED to its folder);"
            " the corpus tests would otherwise be skipped"
        )


_NO_CORPUS = f"corpus NOT FOUND at {CORPUS}: every corpus test was SKIPPED (PAIN_BRIDGE_SHARED)"


def pytest_report_header(config: pytest.Config) -> str:
    return f"corpus: {CORPUS}" if CORPUS.is_dir() else _NO_CORPUS


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not CORPUS.is_dir():
        terminalreporter.write_line(_NO_CORPUS, red=True, bold=True)


#: A test that reads the whole corpus: skipped where it is absent (never in CI, which
#: refuses to run without it: pytest_configure).
needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(), reason=f"SKIPPED LOUDLY: {_NO_CORPUS}")


def corpus_files(include_other_versions: bool = False) -> list[Path]:
    """The corpus's pain.001 files (empty when the corpus is absent)."""
    if not CORPUS.is_dir():
        return []
    files = sorted(CORPUS.glob("*.xml"))
    if include_other_versions:
        files += sorted((CORPUS / "other-versions").glob("*.xml"))
    return files


@pytest.fixture
def corpus_dir() -> Path:
    """The corpus folder; skips the test cleanly where it is absent."""
    if not CORPUS.is_dir():
        pytest.skip(f"shared corpus not found at {CORPUS}")
    return CORPUS


@pytest.fixture(params=["sqlite", "postgresql"])
def journal_location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a journal lives, once for each backend: the same tests run against both."""
    if request.param == "sqlite":
        return str(tmp_path / "journal.sqlite3")
    return str(request.getfixturevalue("postgres_journal"))


@pytest.fixture
def fixtures_dir() -> Path:
    return FIXTURES
