"""``pain2pis serve`` under load: requests per second and latency percentiles of
single-file validations (``POST /v1/validate`` of a 1.9 KB pain.001), measured with
``wrk`` (Debian's package) from this machine, 8 connections, for 1 and 2 workers.

Beside them, the same validation in-process (no HTTP), timed on the same machine at the
same time: the machine is shared, and the ratio of the two says what HTTP costs
whatever the load. Each configuration starts its own server on a free loopback port
(ready when it prints where it listens), warms it up for a few seconds, then measures
for ``--seconds``. Every answer must be a 200 (wrk counts the others; any is a
failure). Printed as a table and written to ``benchmarks/results/serve_load.json``.
Run by ``make bench-serve``; the figures are not asserted by any test: they depend on
the machine and its load.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BODY = ROOT / "fixtures" / "xml" / "single.xml"
PAIN2PIS = str(Path(sys.executable).with_name("pain2pis"))
_LISTENING = re.compile(r"listening on (http://\S+)")
_UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3}

LUA = """
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/xml"
local file = io.open(os.getenv("SERVE_BODY"), "rb")
wrk.body = file:read("*a")
file:close()
"""


def _ms(text: str) -> float:
    found = re.fullmatch(r"([\d.]+)(us|ms|s)", text)
    if found is None:
        raise ValueError(f"not a wrk duration: {text!r}")
    return float(found.group(1)) * _UNITS[found.group(2)]


def parse(output: str) -> dict[str, Any]:
    """Requests/s, latency percentiles (ms) and non-2xx answers from wrk's output."""
    rate = re.search(r"Requests/sec:\s+([\d.]+)", output)
    if rate is None:
        raise ValueError(f"wrk printed no rate:\n{output}")
    percentiles = {
        f"p{p}": _ms(v) for p, v in re.findall(r"^\s+(50|75|90|99)%\s+(\S+)", output, re.M)
    }
    bad = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    errors = re.search(r"Socket errors:.*", output)
    total = re.search(r"(\d+) requests in", output)
    return {
        "requests_per_second": float(rate.group(1)),
        "requests": int(total.group(1)) if total else None,
        **percentiles,
        "non_2xx": int(bad.group(1)) if bad else 0,
        "socket_errors": errors.group(0) if errors else None,
    }


def in_process(seconds: float) -> float:
    """Validations per second of the body in this process, as a worker does them."""
    import time

    from pain_bridge.serve.checks import validate_body
    from pain_bridge.serve.query import choice
    from pain_bridge.serve.settings import ServeOptions, resolve

    settings = resolve(ServeOptions())
    chosen = choice(settings, [("allow_immediate_execution", "true")])
    body = BODY.read_bytes()
    for _ in range(20):  # warm: schemas, rules
        validate_body(body, settings, chosen)
    count, started = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - started) < seconds:
        validate_body(body, settings, chosen)
        count += 1
    return count / elapsed


def measure(workers: int, seconds: int, connections: int, script: Path) -> dict[str, Any]:
    process = subprocess.Popen(
        [PAIN2PIS, "serve", "--port", "0", "--workers", str(workers)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stderr is not None
        line = process.stderr.readline()
        found = _LISTENING.search(line)
        if found is None:
            raise SystemExit(f"pain2pis serve did not start: {line}")
        # the log is not read again: uvicorn's lines past start-up are few (no access log)
        url = f"{found.group(1)}/v1/validate?allow_immediate_execution=true"
        env = {**os.environ, "SERVE_BODY": str(BODY)}
        threads = str(min(2, connections))
        base = ["wrk", "-t", threads, "-c", str(connections), "-s", str(script)]
        subprocess.run([*base, "-d", "3s", url], env=env, check=True, capture_output=True)
        run = subprocess.run(
            [*base, "-d", f"{seconds}s", "--latency", url],
            env=env,
            check=True,
            capture_output=True,
            text=True,
        )
        result = {"workers": workers, "connections": connections, **parse(run.stdout)}
        if result["non_2xx"]:
            raise SystemExit(f"{result['non_2xx']} answers were not 200:\n{run.stdout}")
        return result
    finally:
        process.terminate()
        process.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is not installed (Debian: apt-get install wrk; make bench-serve)")
    before = [round(x, 2) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory() as scratch:
        script = Path(scratch) / "post.lua"
        script.write_text(LUA, encoding="utf-8")
        results = [measure(w, args.seconds, args.connections, script) for w in args.workers]
    baseline = in_process(min(args.seconds, 5))
    print(
        f"POST /v1/validate of {BODY.name} ({BODY.stat().st_size} bytes), wrk, "
        f"{os.cpu_count()} CPUs"
    )
    print("| workers | connections | requests/s | p50 ms | p90 ms | p99 ms |")
    print("|---|---|---|---|---|---|")
    for r in results:
        print(
            f"| {r['workers']} | {r['connections']} | {r['requests_per_second']:.0f} | "
            f"{r['p50']:.2f} | {r['p90']:.2f} | {r['p99']:.2f} |"
        )
    print(f"in-process, one thread, no HTTP: {baseline:.0f} validations/s")
    out = HERE / "results" / "serve_load.json"
    # the machine may be shared: its load says how far the figures can be trusted
    load = [round(x, 2) for x in os.getloadavg()]
    print(f"load average before the runs: {before}, after: {load}")
    summary = {
        "body": BODY.name,
        "runs": results,
        "in_process_per_second": baseline,
        "load_average": {"before": before, "after": load},
    }
    out.write_text(json.dumps(summary, indent=2) + "\n")


if __name__ == "__main__":
    main()
