"""The performance tables (benchmarks/tables.py): made from the kept runs, never by hand.

No timing is asserted: the runs here are JSON documents, real (the kept ones) or small and
made up, and only what the tables say of them is checked.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scripts_support import load_bench

PROJECT_ROOT = Path(__file__).resolve().parents[1]
BENCH_DIR = PROJECT_ROOT / "benchmarks"

tables = load_bench("tables")


def _ratio(key: str, value: float, target: float | None = None) -> dict[str, Any]:
    verdict = "n/a" if target is None else ("met" if value <= target else "missed")
    return {
        "key": key,
        "label": key.replace("_", " "),
        "value": value,
        "target": target,
        "target_is": "at most",
        "verdict": verdict,
    }


def _run(commit: str, date: str, *ratios: dict[str, Any], quick: bool = False) -> dict[str, Any]:
    return {
        "quick": quick,
        "machine": {"git_commit": commit, "date": date},
        "ratios": list(ratios),
        "measurements": [
            {
                "key": "validate",
                "group": "XML, 100k",
                "label": "pain2pis validate",
                "median_s": 4.2,
                "cpu_median_s": 7.7,
                "us_per_tx": 42.0,
                "peak_rss_mb": 40.4,
                "status": "ok",
            }
        ],
    }


def _keep(folder: Path, document: dict[str, Any]) -> None:
    folder.mkdir(exist_ok=True)
    (folder / tables.kept_name(document)).write_text(json.dumps(document), encoding="utf-8")


def test_the_readme_and_results_show_what_the_kept_runs_say() -> None:
    """Both files' tables are exactly what the script makes of the newest kept runs: a
    figure edited by hand, or a run kept without ``tables.py write``, fails here."""
    runs = tables.load_runs()
    assert runs, "no kept make bench run in benchmarks/results/runs/"
    for path, markers, made in (
        (tables.README, tables.README_MARKERS, tables.readme_table(runs)),
        (tables.RESULTS, tables.RESULTS_MARKERS, tables.results_table(runs)),
    ):
        text = path.read_text(encoding="utf-8")
        assert tables.replace_between(text, markers, made) == text, path.name


def test_a_case_shows_its_range_over_the_runs_and_a_verdict_for_wall_and_cpu(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "runs"
    _keep(
        folder,
        _run(
            "aaa1111",
            "2026-11-29T10:00:00+00:00",
            _ratio("validate_real_over_floor_real", 1.41, 1.5),
            _ratio("validate_real_cpu_over_floor_real", 2.63, 2.0),
            _ratio("convert_1m_peak_rss_mb", 46.6, 64.0),
        ),
    )
    _keep(
        folder,
        _run(
            "bbb2222",
            "2026-11-29T11:00:00+00:00",
            _ratio("validate_real_over_floor_real", 1.55, 1.5),
            _ratio("validate_real_cpu_over_floor_real", 1.98, 2.0),
            _ratio("convert_1m_peak_rss_mb", 56.31, 64.0),
        ),
    )
    runs = tables.load_runs(folder)
    summary = tables.readme_table(runs)
    row = next(line for line in summary.splitlines() if line.startswith("| validate, realistic"))
    assert row == (
        "| validate, realistic (mixed addresses, accents) | 1.41–1.55 | 1.98–2.63 "
        "| ≤ 1.5; ≤ 2 | wall met in 1 of 2; CPU met in 1 of 2 |"
    )
    assert "2 runs (2026-11-29 at `aaa1111`, 2026-11-29 at `bbb2222`)" in summary
    assert "every case: 46.6–56.3 MB" in summary
    # a case none of the runs measured has no row
    assert "migrate" not in summary
    results = tables.results_table(runs)
    assert "| run 1 (`aaa1111`) | run 2 (`bbb2222`) | verdict (2 runs) |" in results
    assert "| validate real over floor real | ≤ 1.5 | 1.41 | 1.55 | met in 1 of 2 |" in results
    assert "| XML, 100k | pain2pis validate | 4.20 | 7.70 | 42.0 | 40 | ok |" in results


def test_only_the_newest_runs_are_shown_oldest_first(tmp_path: Path) -> None:
    folder = tmp_path / "runs"
    for hour in (9, 12, 10, 11):
        _keep(folder, _run(f"c{hour}", f"2026-11-29T{hour:02d}:00:00+00:00"))
    assert [run.commit for run in tables.load_runs(folder, 3)] == ["c10", "c11", "c12"]


def test_keep_copies_a_full_run_and_refuses_a_quick_one(tmp_path: Path) -> None:
    latest = tmp_path / "latest.json"
    latest.write_text(json.dumps(_run("abc1234+dirty", "2026-11-29T12:28:47+00:00")))
    kept = tables.keep(latest, tmp_path / "runs")
    assert kept.name == "2026-11-29T122847-abc1234-dirty.json"
    assert kept.read_text() == latest.read_text()
    latest.write_text(json.dumps(_run("abc1234", "2026-11-29T13:00:00+00:00", quick=True)))
    with pytest.raises(SystemExit, match="quick"):
        tables.keep(latest, tmp_path / "runs")
    assert len(list((tmp_path / "runs").iterdir())) == 1


def test_a_file_without_its_markers_is_a_clear_error() -> None:
    with pytest.raises(SystemExit, match="bench-summary:start"):
        tables.replace_between("no markers here", tables.README_MARKERS, "x")
