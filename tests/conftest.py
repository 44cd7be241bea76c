"""Shared test fixtures: where the project, its fixtures and the shared corpus are."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

#: Fixtures shared by the sandbox tests (clock, app, client, flow).
pytest_plugins = ["sandbox_fixtures"]

PROJECT_ROOT = Path(__file__).resolve().parents[1]
FIXTURES = PROJECT_ROOT / "fixtures"
SHARED = Path(os.environ.get("PAIN_BRIDGE_SHARED", PROJECT_ROOT.parent / "shared"))
CORPUS = SHARED / "corpus" / "pain001"


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


@pytest.fixture
def fixtures_dir() -> Path:
    return FIXTURES
