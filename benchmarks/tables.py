"""The performance tables of ``README.md`` and ``benchmarks/RESULTS.md``, made from kept runs.

A ``make bench`` run writes ``benchmarks/results/latest.json``; ``make bench`` keeps a copy
of it in ``benchmarks/results/runs/`` (named by its date and commit), and this script makes
both tables from the newest kept runs (three by default), so that no figure is copied by
hand::

    python benchmarks/tables.py keep benchmarks/results/latest.json   # make bench does it
    python benchmarks/tables.py show                                  # print both tables
    python benchmarks/tables.py write                                 # between their markers

The README's table is a summary: for each case its wall and its CPU against the floor's in
the same run (user + system seconds of every process), as the range over the runs, beside
its targets and a verdict over the runs. ``RESULTS.md`` has every ratio of every run, and
each measurement of the newest. ``tests/test_bench_tables.py`` holds both files to what
this script makes of the kept runs.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

BENCH_DIR = Path(__file__).resolve().parent
PROJECT_ROOT = BENCH_DIR.parent
RUNS_DIR = BENCH_DIR / "results" / "runs"
README = PROJECT_ROOT / "README.md"
RESULTS = BENCH_DIR / "RESULTS.md"
#: The markers between which each file's table is made (the rest of the file is prose).
README_MARKERS = ("<!-- bench-summary:start -->", "<!-- bench-summary:end -->")
RESULTS_MARKERS = ("<!-- bench:start -->", "<!-- bench:end -->")
#: How many of the newest kept runs the tables show.
SHOWN_RUNS = 3


@dataclass(frozen=True)
class Case:
    """A row of the README's summary: the ratio keys of ``run.py``'s ``ratios``."""

    label: str
    #: the wall ratio (or, for the start-up, the median wall seconds)
    wall: str
    #: the CPU ratio beside it; None where the bench measures none
    cpu: str | None = None


#: The README's rows, in order. A key missing from a run shows as "—".
CASES: tuple[Case, ...] = (
    Case("validate, clean", "validate_over_floor", "validate_cpu_over_floor"),
    Case("convert → JSON, clean", "convert_over_floor", "convert_cpu_over_floor"),
    Case(
        "validate, a warning on every transaction",
        "validate_flood_over_floor",
        "validate_flood_cpu_over_floor",
    ),
    Case(
        "convert, a warning on every transaction",
        "convert_flood_over_floor",
        "convert_flood_cpu_over_floor",
    ),
    Case(
        "validate, realistic (mixed addresses, accents)",
        "validate_real_over_floor_real",
        "validate_real_cpu_over_floor_real",
    ),
    Case("convert, realistic", "convert_real_over_floor_real", "convert_real_cpu_over_floor_real"),
    Case(
        "validate, realistic, 50k transactions",
        "validate_real_half_over_floor_real_half",
        "validate_real_half_cpu_over_floor_real_half",
    ),
    Case(
        "convert, realistic, 50k transactions",
        "convert_real_half_over_floor_real_half",
        "convert_real_half_cpu_over_floor_real_half",
    ),
    Case(
        "validate, realistic, one core each (`taskset`)",
        "validate_real_1cpu_over_floor_real_1cpu",
    ),
    Case("convert, realistic, one core each", "convert_real_1cpu_over_floor_real_1cpu"),
    Case(
        "validate `.09` `--for bank`, scheme detected",
        "validate_09_scheme_over_floor_09",
        "validate_09_scheme_cpu_over_floor_09",
    ),
    Case("convert `.09` (its own XSD)", "convert_09_over_floor_09"),
    Case("convert `.13` (its own XSD)", "convert_13_over_floor_13"),
    Case(
        "migrate `.03` → `.09`",
        "migrate_03_09_over_floor",
        "migrate_03_09_cpu_over_floor",
    ),
    Case(
        "migrate `.09` → `.13`",
        "migrate_09_13_over_floor_09",
        "migrate_09_13_cpu_over_floor_09",
    ),
    Case(
        "a guideline of 50 rules ÷ the same validate without it",
        "validate_09_guideline_over_validate_09",
        "validate_09_guideline_cpu_over_validate_09",
    ),
    Case(
        "start-up: validate a corpus file, one command (seconds)",
        "startup_validate_s",
        "startup_validate_cpu_s",
    ),
)
#: The ratios that are peak memory (MB) at a million transactions, summed up in one line.
PEAK_SUFFIX = "_1m_peak_rss_mb"


@dataclass(frozen=True)
class KeptRun:
    """One ``make bench`` run as ``run.py`` wrote it."""

    path: Path
    document: dict[str, Any]

    @property
    def commit(self) -> str:
        return str(self.document.get("machine", {}).get("git_commit") or "?")

    @property
    def date(self) -> str:
        return str(self.document.get("machine", {}).get("date") or "")

    def ratio(self, key: str) -> dict[str, Any] | None:
        for row in self.document.get("ratios", []):
            if row.get("key") == key:
                found: dict[str, Any] = row
                return found
        return None

    def value(self, key: str) -> float | None:
        row = self.ratio(key)
        return None if row is None else row.get("value")


def load_runs(folder: Path = RUNS_DIR, newest: int = SHOWN_RUNS) -> list[KeptRun]:
    """The ``newest`` kept runs in ``folder``, oldest first (by the date each records)."""
    runs = [
        KeptRun(path, json.loads(path.read_text(encoding="utf-8")))
        for path in sorted(folder.glob("*.json"))
    ]
    runs.sort(key=lambda run: run.date)
    return runs[-newest:] if newest else runs


def kept_name(document: dict[str, Any]) -> str:
    """The file name a run is kept under: its date (to the second) and its commit."""
    machine = document.get("machine", {})
    stamp = str(machine.get("date") or "undated")[:19].replace(":", "")
    commit = str(machine.get("git_commit") or "unknown").replace("+", "-")
    return f"{stamp}-{commit}.json"


def keep(latest: Path, folder: Path = RUNS_DIR) -> Path:
    """Copy a run's JSON into the kept runs (a quick run is not kept: its sizes differ)."""
    document = json.loads(latest.read_text(encoding="utf-8"))
    if document.get("quick"):
        raise SystemExit(f"{latest}: a --quick run, not kept (its files are smaller)")
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / kept_name(document)
    shutil.copyfile(latest, target)
    return target


def _number(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


def spread(values: Sequence[float | None], digits: int = 2) -> str:
    """The range of ``values`` over the runs ("1.34–1.40"; one value when all agree)."""
    known = [v for v in values if v is not None]
    if not known:
        return "—"
    low, high = f"{min(known):.{digits}f}", f"{max(known):.{digits}f}"
    return low if low == high else f"{low}–{high}"


def _target(row: dict[str, Any] | None) -> str:
    if row is None or row.get("target") is None:
        return ""
    sign = "≥" if row.get("target_is") == "at least" else "≤"
    return f"{sign} {row['target']:g}"


def _first(rows: Sequence[dict[str, Any] | None]) -> dict[str, Any] | None:
    return next((row for row in rows if row is not None), None)


def verdict(rows: Sequence[dict[str, Any] | None]) -> str:
    """Over the runs: "met", "**missed**", "met in 2 of 3", or "" where nothing is judged."""
    judged = [row["verdict"] for row in rows if row is not None and row.get("verdict") != "n/a"]
    if not judged:
        return ""
    met = judged.count("met")
    if met == len(judged):
        return "met"
    if met == 0:
        return "**missed**"
    return f"met in {met} of {len(judged)}"


def _count(runs: Sequence[KeptRun]) -> str:
    return "one run" if len(runs) == 1 else f"{len(runs)} runs"


def _runs_line(runs: Sequence[KeptRun]) -> str:
    said = ", ".join(f"{run.date[:10]} at `{run.commit}`" for run in runs)
    return f"`make bench`, {_count(runs)} ({said}), 100,000 transactions unless said"


def readme_table(runs: Sequence[KeptRun]) -> str:
    """The README's summary: a row per case, wall and CPU against the floor's."""
    lines = [
        f"{_runs_line(runs)}"
        + ("; each figure the range over the runs:" if len(runs) > 1 else ":"),
        "",
        "| case | wall ÷ floor | CPU ÷ floor | target (wall; CPU) | verdict |",
        "|---|---:|---:|---|---|",
    ]
    for case in CASES:
        wall_rows = [run.ratio(case.wall) for run in runs]
        if not any(wall_rows):
            continue
        cpu_rows = [run.ratio(case.cpu) for run in runs] if case.cpu else []
        targets = _target(_first(wall_rows)) or "—"
        judged = verdict(wall_rows)
        cpu_values = ""
        if case.cpu:
            targets += f"; {_target(_first(cpu_rows)) or '—'}"
            cpu_values = spread([run.value(case.cpu) for run in runs])
            cpu_verdict = verdict(cpu_rows)
            if cpu_verdict:
                judged = f"wall {judged or '—'}; CPU {cpu_verdict}"
        lines.append(
            f"| {case.label} | {spread([run.value(case.wall) for run in runs])} "
            f"| {cpu_values} | {targets} | {judged} |"
        )
    peaks = [
        run.value(row["key"])
        for run in runs
        for row in run.document.get("ratios", [])
        if str(row.get("key", "")).endswith(PEAK_SUFFIX)
    ]
    if any(v is not None for v in peaks):
        lines += [
            "",
            f"Peak memory at 1,000,000 transactions, every case: {spread(peaks, 1)} MB "
            "(target ≤ 64).",
        ]
    return "\n".join(lines) + "\n"


def results_table(runs: Sequence[KeptRun]) -> str:
    """``RESULTS.md``'s tables: every ratio of every run; each measurement of the newest."""
    header = " | ".join(f"run {i} (`{run.commit}`)" for i, run in enumerate(runs, 1))
    lines = [
        f"{_runs_line(runs)}. Medians of each run's repetitions; raw numbers of each run in "
        "`benchmarks/results/runs/`.",
        "",
        f"| ratio | target | {header} | verdict ({_count(runs)}) |",
        "|---|---|" + "---:|" * len(runs) + "---|",
    ]
    keys: list[str] = []
    for run in runs:
        for row in run.document.get("ratios", []):
            if row["key"] not in keys:
                keys.append(row["key"])
    for key in keys:
        rows = [run.ratio(key) for run in runs]
        first = _first(rows)
        assert first is not None  # (the key came from one of the runs)
        values = " | ".join(_number(run.value(key)) for run in runs)
        lines.append(f"| {first['label']} | {_target(first)} | {values} | {verdict(rows)} |")
    newest = runs[-1]
    lines += [
        "",
        f"The newest run (`{newest.commit}`), each measurement (the start-up's files: "
        "their median above):",
        "",
        "| input | measurement | wall s | CPU s | µs/tx | peak RSS MB | status |",
        "|---|---|---:|---:|---:|---:|---|",
    ]
    for m in newest.document.get("measurements", []):
        if str(m.get("key", "")).startswith("startup:"):
            continue
        us = m.get("us_per_tx")
        rss = m.get("peak_rss_mb")
        lines.append(
            f"| {m['group']} | {m['label']} | {_number(m.get('median_s'))} "
            f"| {_number(m.get('cpu_median_s'))} | {'—' if us is None else f'{us:.1f}'} "
            f"| {'—' if rss is None else f'{rss:.0f}'} | {m.get('status', '')} |"
        )
    return "\n".join(lines) + "\n"


def replace_between(text: str, markers: tuple[str, str], body: str) -> str:
    """``text`` with what lies between ``markers`` replaced by ``body``."""
    start, end = markers
    before, found, rest = text.partition(start)
    _, found_end, after = rest.partition(end)
    if not (found and found_end):
        raise SystemExit(f"no {start} … {end} section")
    return f"{before}{start}\n{body}{end}{after}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    kept = sub.add_parser("keep", help="keep a run's JSON among the runs the tables show")
    kept.add_argument("latest", type=Path)
    for name in ("show", "write"):
        shown = sub.add_parser(name, help=f"{name} both tables")
        shown.add_argument("--runs", type=Path, default=RUNS_DIR)
        shown.add_argument("--newest", type=int, default=SHOWN_RUNS)
    args = parser.parse_args(argv)
    if args.command == "keep":
        print(f"kept as {keep(args.latest)}")
        return 0
    runs = load_runs(args.runs, args.newest)
    if not runs:
        print(f"no kept runs in {args.runs}", file=sys.stderr)
        return 2
    summary, results = readme_table(runs), results_table(runs)
    if args.command == "show":
        print(summary)
        print(results)
        return 0
    for path, markers, body in (
        (README, README_MARKERS, summary),
        (RESULTS, RESULTS_MARKERS, results),
    ):
        text = path.read_text(encoding="utf-8")
        path.write_text(replace_between(text, markers, body), encoding="utf-8")
        print(f"wrote {path.relative_to(PROJECT_ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
