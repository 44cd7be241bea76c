"""Submission throughput: intents per second through the local sandbox, for 1 and 4
``pain2pis submit`` workers on one journal, on SQLite and on PostgreSQL.

Each measurement starts a fresh sandbox (over a loopback socket, in this process) and a
fresh journal, runs the workers as separate processes on the same file (one intent per
transaction), waits for all of them, and checks the sandbox's own records: every intent
registered exactly once. Printed as a table and written to
``benchmarks/results/throughput.json``. Run by ``make bench``; ``--intents N`` and
``--repeat R`` change the size.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from pain_bridge.sandbox import (
    DEMO_CLIENT_APP_KEY,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
    SandboxSettings,
    running_sandbox,
)
from pain_bridge.testing.batches import intent_batch
from pain_bridge.testing.postgres import server_binaries, throwaway_postgres

HERE = Path(__file__).resolve().parent
SKILL = "demo_xx_pisp_sbx_#1.0"
PAIN2PIS = str(Path(sys.executable).with_name("pain2pis"))


def one_run(source: Path, journal: str, workers: int, count: int, scratch: Path) -> float:
    """Seconds for ``workers`` processes to submit ``count`` intents; checks the result."""
    db = scratch / f"sandbox-{time.monotonic_ns()}.sqlite3"
    env = {
        **os.environ,
        "PAIN2PIS_CLIENT_ID": DEMO_CLIENT_ID,
        "PAIN2PIS_CLIENT_APP_KEY": DEMO_CLIENT_APP_KEY,
        "PAIN2PIS_CLIENT_SECRET": DEMO_CLIENT_SECRET,
        "PAIN2PIS_CONFIG": str(scratch / "absent.toml"),
    }
    with running_sandbox(SandboxSettings(db=db)) as base_url:
        args = [PAIN2PIS, "submit", str(source), "--skill", SKILL, "--split", "transaction"]
        args += ["--redirect", "https://app.example/back", "--base-url", base_url]
        args += ["--journal", journal, "--format", "json", "--concurrency", "4"]
        started = time.perf_counter()
        procs = [
            subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            for _ in range(workers)
        ]
        errors = [p.communicate(timeout=1800)[1] for p in procs]
        elapsed = time.perf_counter() - started
    for proc, err in zip(procs, errors, strict=True):
        if proc.returncode != 0:
            raise RuntimeError(f"a worker exited {proc.returncode}: {err.decode()[-500:]}")
    with sqlite3.connect(db) as conn:
        (registered,) = conn.execute("SELECT count(*) FROM payments").fetchone()
    if registered != count:
        raise RuntimeError(f"{registered} payments registered for {count} intents")
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--intents", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", type=Path, default=HERE / "results" / "throughput.json")
    opts = parser.parse_args(argv)
    rows: list[dict[str, Any]] = []
    with ExitStack() as stack:
        scratch = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="pb-tput-")))
        source = scratch / "batch.json"
        source.write_text(json.dumps(intent_batch(opts.intents, prefix="BENCH")))
        postgres = (
            stack.enter_context(throwaway_postgres()) if server_binaries() is not None else None
        )
        for backend in ("sqlite", "postgresql"):
            for workers in (1, 4):
                if backend == "postgresql" and postgres is None:
                    rows.append({"journal": backend, "workers": workers, "skipped": "no server"})
                    continue
                seconds = []
                for i in range(opts.repeat):
                    journal = (
                        str(scratch / f"journal-{workers}-{i}.sqlite3")
                        if backend == "sqlite"
                        else postgres.database()  # type: ignore[union-attr]
                    )
                    seconds.append(one_run(source, journal, workers, opts.intents, scratch))
                median = statistics.median(seconds)
                rows.append(
                    {
                        "journal": backend,
                        "workers": workers,
                        "intents": opts.intents,
                        "seconds_median": round(median, 3),
                        "intents_per_second": round(opts.intents / median, 1),
                        "runs": [round(s, 3) for s in seconds],
                    }
                )
                print(
                    f"{backend:<10} {workers} worker(s): {opts.intents / median:7.1f} intents/s"
                    f"  (median of {opts.repeat}: {median:.2f} s for {opts.intents})",
                    flush=True,
                )
    opts.out.parent.mkdir(parents=True, exist_ok=True)
    opts.out.write_text(json.dumps({"throughput": rows}, indent=2) + "\n")
    print(f"written to {opts.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
