"""The journal's storage failing under ``pain2pis submit``: a full disk under a SQLite
journal (while planning, while sending), a PostgreSQL server stopped mid-run.

Each run stops with one line, ``error: journal …``, and exit 2 (an I/O problem), never a
traceback; running the same command again resumes, and the sandbox's own database shows
every intent registered exactly once. The commands run in subprocesses over loopback
against a sandbox in this process; a planted hook (``journal_fault_hook.py``) makes the
storage fail at a known point and says so through a pipe, so nothing here waits by the
clock.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pain_bridge.gateway.journal import Journal
from pain_bridge.sandbox import SandboxSettings, running_sandbox
from pain_bridge.testing.batches import intent_batch
from pain_bridge.testing.postgres import PostgresServer, server_binaries, throwaway_postgres
from test_gateway_crash import ALL, PAIN2PIS, _args, _env, _per_e2e

pytestmark = pytest.mark.slow

HOOK = Path(__file__).resolve().parent / "journal_fault_hook.py"


@pytest.fixture
def live(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    db = tmp_path / "sandbox.sqlite3"
    with running_sandbox(SandboxSettings(db=db)) as base_url:
        yield base_url, db


@pytest.fixture
def own_postgres() -> Iterator[PostgresServer]:
    """A server of this test's own: it is stopped and started again mid-test."""
    if server_binaries() is None:
        if os.environ.get("CI"):
            pytest.fail("CI must run the PostgreSQL tests: no server binaries (initdb)")
        pytest.skip("SKIPPED LOUDLY: no PostgreSQL server binaries (initdb) on this machine")
    with throwaway_postgres() as server:
        yield server


class Planted:
    """``pain2pis ARGS`` run with the hook: stops at WHEN until :meth:`resume`."""

    def __init__(self, tmp_path: Path, when: str, fault: str, args: list[str]) -> None:
        self._report, report = os.pipe()
        resume, self._resume = os.pipe()
        command = [sys.executable, str(HOOK), str(report), str(resume), when, fault, "--"]
        self.proc = subprocess.Popen(
            [*command, *args],
            env=_env(tmp_path),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            pass_fds=(report, resume),
        )
        os.close(report)
        os.close(resume)

    def wait_for_the_point(self) -> None:
        ready, _, _ = select.select([self._report], [], [], 120)
        line = os.read(self._report, 100) if ready else b""
        if not line:
            self.proc.kill()
            raise AssertionError(f"never reached the planted point: {self.proc.communicate()}")

    def resume(self) -> tuple[int, str, str]:
        """Let it go on from the point; its exit code, standard output and error."""
        os.write(self._resume, b"go")
        try:
            stdout, stderr = self.proc.communicate(timeout=300)
        finally:
            os.close(self._report)
            os.close(self._resume)
        return self.proc.returncode, stdout, stderr


def _stopped_with_one_line(code: int, stdout: str, stderr: str, reason: str) -> None:
    assert "Traceback" not in stderr, stderr
    assert code == 2, stderr
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1, stderr
    assert lines[0].startswith("error: journal "), stderr
    assert reason in lines[0], stderr
    assert "run the same command again" in lines[0]
    assert stdout == ""


def _rerun(tmp_path: Path, args: list[str]) -> tuple[int, dict[str, Any]]:
    done = subprocess.run(
        [PAIN2PIS, *args], env=_env(tmp_path), capture_output=True, text=True, timeout=300
    )
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, json.loads(done.stdout)


def test_a_full_disk_while_planning_stops_with_one_line_and_a_rerun_submits_all(
    tmp_path: Path, live: tuple[str, Path]
) -> None:
    base_url, db = live
    args = _args(base_url, tmp_path / "journal.sqlite3")
    planted = Planted(tmp_path, "plan", "full", args)
    planted.wait_for_the_point()
    _stopped_with_one_line(*planted.resume(), reason="disk I/O error")
    assert _per_e2e(db) == Counter()  # nothing planned, nothing sent

    code, out = _rerun(tmp_path, args)
    assert code == 0
    assert [i["action"] for i in out["intents"]] == ["submitted"] * 6
    assert _per_e2e(db) == Counter({e: 1 for e in ALL})


def test_a_full_disk_while_sending_stops_with_one_line_and_a_rerun_never_resends(
    tmp_path: Path, live: tuple[str, Path]
) -> None:
    base_url, db = live
    journal_path = tmp_path / "journal.sqlite3"
    args = _args(base_url, journal_path)
    planted = Planted(tmp_path, "step:2", "full", args)  # the 3rd step reached the service
    planted.wait_for_the_point()
    _stopped_with_one_line(*planted.resume(), reason="disk I/O error")
    assert _per_e2e(db) == Counter({e: 1 for e in ALL[:3]})
    with Journal(journal_path) as journal:
        states = [r.state for r in sorted(journal.all(), key=lambda r: r.position)]
    assert states == ["submitted", "submitted", "submitting", "planned", "planned", "planned"]

    code, out = _rerun(tmp_path, args)
    assert code == 1  # the 3rd is registered, its SCA link lost with the answer: said so
    actions = [i["action"] for i in out["intents"]]
    assert actions == ["kept", "kept", "registered", "submitted", "submitted", "submitted"]
    assert _per_e2e(db) == Counter({e: 1 for e in ALL})  # never sent twice


def test_postgresql_stopped_mid_submit_stops_each_worker_with_one_line_and_resumes(
    tmp_path: Path, live: tuple[str, Path], own_postgres: PostgresServer
) -> None:
    base_url, db = live
    count = 40
    source = tmp_path / "many.json"
    source.write_text(json.dumps(intent_batch(count, prefix="PG")))
    url = own_postgres.database()
    args = _args(base_url, url)  # type: ignore[arg-type]
    args[1] = str(source)
    args[args.index("--concurrency") + 1] = "4"
    workers = [Planted(tmp_path, "step:2", "none", args) for _ in range(2)]
    for worker in workers:
        worker.wait_for_the_point()  # each has sent 3 steps and holds up to 4 claims
    own_postgres.stop()
    for worker in workers:
        _stopped_with_one_line(*worker.resume(), reason=f"journal {url}: ")
    sent = _per_e2e(db)
    assert set(sent.values()) == {1}
    assert 6 <= sum(sent.values()) < count

    own_postgres.start()
    code, out = _rerun(tmp_path, args)
    assert code in (0, 1)  # 1 when a step sent as the server stopped lost its answer
    assert len(out["intents"]) == count
    assert {i["action"] for i in out["intents"]} <= {"kept", "submitted", "registered"}
    assert _per_e2e(db) == Counter({f"PG-{i}": 1 for i in range(1, count + 1)})
    with Journal(url) as journal:
        records = journal.all()
    assert len(records) == count
    assert {r.state for r in records} <= {"submitted", "registered"}
    assert all(r.claim_owner is None for r in records)
