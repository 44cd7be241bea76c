"""Crash and resume: ``pain2pis submit`` SIGKILLed part way, then run again.

A sandbox runs in this process with a file database; the command runs in a subprocess
against it over loopback. A planted pause (``gateway_crash_hook.py``) makes the kill
land at a known point. Afterwards the sandbox's own database must show every intent
registered exactly once, and the journal must hold what the service answered.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from pain_bridge.gateway.journal import Journal
from pain_bridge.sandbox import (
    DEMO_CLIENT_APP_KEY,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
    SandboxSettings,
    running_sandbox,
)

pytestmark = pytest.mark.slow

HERE = Path(__file__).resolve().parent
SIX = HERE.parent / "fixtures" / "gateway" / "six.json"
SKILL = "demo_xx_pisp_sbx_#1.0"
PAIN2PIS = str(Path(sys.executable).with_name("pain2pis"))


@pytest.fixture
def live(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    db = tmp_path / "sandbox.sqlite3"
    with running_sandbox(SandboxSettings(db=db)) as base_url:
        yield base_url, db


def _env(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "PAIN2PIS_CLIENT_ID": DEMO_CLIENT_ID,
        "PAIN2PIS_CLIENT_APP_KEY": DEMO_CLIENT_APP_KEY,
        "PAIN2PIS_CLIENT_SECRET": DEMO_CLIENT_SECRET,
        "PAIN2PIS_CONFIG": str(tmp_path / "absent.toml"),
        "PAIN2PIS_BASE_URL": "",
    }


def _args(base_url: str, journal: Path, *extra: str) -> list[str]:
    return [
        "submit",
        str(SIX),
        "--skill",
        SKILL,
        "--redirect",
        "https://app.example/back",
        "--base-url",
        base_url,
        "--split",
        "transaction",
        "--concurrency",
        "1",
        "--journal",
        str(journal),
        "--format",
        "json",
        *extra,
    ]


def _kill_at(tmp_path: Path, where: str, n: int, args: list[str]) -> None:
    marker = tmp_path / f"parked-{where}"
    cmd = [
        sys.executable,
        str(HERE / "gateway_crash_hook.py"),
        str(marker),
        where,
        str(n),
        "--",
        *args,
    ]
    proc = subprocess.Popen(cmd, env=_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not marker.exists():
            if proc.poll() is not None:
                raise AssertionError(f"finished before the kill: {proc.communicate()}")
            if time.monotonic() > deadline:
                raise AssertionError("never reached the planted pause")
            time.sleep(0.02)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        assert proc.returncode == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()  # type: ignore[union-attr]
        proc.stderr.close()  # type: ignore[union-attr]


def _rerun(tmp_path: Path, args: list[str]) -> tuple[int, dict[str, object]]:
    done = subprocess.run(
        [PAIN2PIS, *args],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, json.loads(done.stdout)


def _per_e2e(db: Path) -> Counter[str]:
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT data FROM payments").fetchall()
    counts: Counter[str] = Counter()
    for (data,) in rows:
        for info in json.loads(data)["payment_info"]:
            for tx in info["transactions"]:
                counts[tx["payment_identification"]["end_to_end_id"]] += 1
    return counts


ALL = [f"CRASH-{i}" for i in range(1, 7)]


def test_killed_between_calls_resumes_exactly_once(tmp_path: Path, live: tuple[str, Path]) -> None:
    base_url, db = live
    journal_path = tmp_path / "journal.sqlite3"
    args = _args(base_url, journal_path)
    _kill_at(tmp_path, "session", 3, args)  # 3 submitted, the 4th about to start
    assert _per_e2e(db) == Counter({e: 1 for e in ALL[:3]})
    with Journal(journal_path) as journal:
        states = [r.state for r in sorted(journal.all(), key=lambda r: r.position)]
    assert states == ["submitted"] * 3 + ["planned"] * 3

    code, out = _rerun(tmp_path, args)
    assert code == 0
    intents = out["intents"]
    assert [i["action"] for i in intents] == ["kept"] * 3 + ["submitted"] * 3  # type: ignore[index]
    assert _per_e2e(db) == Counter({e: 1 for e in ALL})
    with Journal(journal_path) as journal:
        records = journal.all()
        assert len(records) == 6
        assert all(r.state == "submitted" and r.sca_url for r in records)
        assert len({r.sca_url for r in records}) == 6


def test_killed_during_a_step_is_reported_never_resent(
    tmp_path: Path, live: tuple[str, Path]
) -> None:
    base_url, db = live
    journal_path = tmp_path / "journal.sqlite3"
    args = _args(base_url, journal_path)
    _kill_at(tmp_path, "step", 2, args)  # the 3rd step reached the sandbox, unanswered
    assert _per_e2e(db) == Counter({e: 1 for e in ALL[:3]})

    code, out = _rerun(tmp_path, args)
    assert code == 1  # one intent needs a decision
    actions = [i["action"] for i in out["intents"]]  # type: ignore[index]
    assert actions == ["kept", "kept", "unknown", "submitted", "submitted", "submitted"]
    assert _per_e2e(db) == Counter({e: 1 for e in ALL})  # CRASH-3 was not sent again

    again, out = _rerun(tmp_path, args)
    assert again == 1
    assert _per_e2e(db) == Counter({e: 1 for e in ALL})

    resolved, out = _rerun(tmp_path, [*args, "--resolve-unknown", "abandon"])
    assert resolved == 0
    assert [i["state"] for i in out["intents"]][2] == "abandoned"  # type: ignore[index]
    assert _per_e2e(db) == Counter({e: 1 for e in ALL})
    with Journal(journal_path) as journal:
        records = sorted(journal.all(), key=lambda r: r.position)
        assert [bool(r.sca_url) for r in records] == [True, True, False, True, True, True]
        history = [h.state for h in journal.history(records[2].key)]
        assert history == ["planned", "session_created", "submitting", "abandoned"]
