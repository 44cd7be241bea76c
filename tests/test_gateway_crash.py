"""Crash, resume and concurrency: ``pain2pis submit`` SIGKILLed part way, SIGTERMed with
calls in flight, run again, and run by several processes at once on one journal.

A sandbox runs in this process with a file database; the commands run in subprocesses
against it over loopback. A planted pause (``gateway_crash_hook.py``) makes the kill
land at a known point; it says so through a pipe, so nothing here waits by the clock.
Afterwards the sandbox's own database must show every intent registered exactly once,
and the journal must hold what the service answered.
"""

from __future__ import annotations

import json
import os
import select
import signal
import sqlite3
import subprocess
import sys
import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pain_bridge.gateway.journal import Journal
from pain_bridge.sandbox import (
    DEMO_CLIENT_APP_KEY,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
    SandboxSettings,
    create_app,
    running_sandbox,
)
from pain_bridge.testing.batches import intent_batch

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


def _start_parked(tmp_path: Path, where: str, n: int, args: list[str]) -> tuple[Any, int]:
    """Start ``pain2pis`` with the pause planted; returns the process and the read end
    of the pipe it reports its pause on."""
    read, write = os.pipe()
    cmd = [sys.executable, str(HERE / "gateway_crash_hook.py"), str(write), where, str(n)]
    proc = subprocess.Popen(
        [*cmd, "--", *args],
        env=_env(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        pass_fds=(write,),
    )
    os.close(write)
    return proc, read


def _kill_when_parked(proc: Any, read: int) -> None:
    """Block until the process reports its pause, then SIGKILL it (and reap it)."""
    try:
        ready, _, _ = select.select([read], [], [], 120)
        line = os.read(read, 100) if ready else b""
        if not line:
            proc.kill()
            raise AssertionError(f"never reached the planted pause: {proc.communicate()}")
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
        assert proc.returncode == -signal.SIGKILL
    finally:
        os.close(read)
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
        proc.stderr.close()


def _kill_at(tmp_path: Path, where: str, n: int, args: list[str]) -> None:
    _kill_when_parked(*_start_parked(tmp_path, where, n, args))


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


def test_killed_during_a_step_is_settled_by_its_nonce_never_resent(
    tmp_path: Path, live: tuple[str, Path]
) -> None:
    base_url, db = live
    journal_path = tmp_path / "journal.sqlite3"
    args = _args(base_url, journal_path)
    _kill_at(tmp_path, "step", 2, args)  # the 3rd step reached the sandbox, unanswered
    assert _per_e2e(db) == Counter({e: 1 for e in ALL[:3]})

    code, out = _rerun(tmp_path, args)
    assert code == 1  # one intent is registered without its SCA link: say so
    actions = [i["action"] for i in out["intents"]]  # type: ignore[index]
    assert actions == ["kept", "kept", "registered", "submitted", "submitted", "submitted"]
    assert _per_e2e(db) == Counter({e: 1 for e in ALL})  # CRASH-3 was not sent again

    again, out = _rerun(tmp_path, args)
    assert again == 1
    assert [i["action"] for i in out["intents"]] == ["kept"] * 6  # type: ignore[index]
    assert _per_e2e(db) == Counter({e: 1 for e in ALL})
    with Journal(journal_path) as journal:
        records = sorted(journal.all(), key=lambda r: r.position)
        assert [bool(r.sca_url) for r in records] == [True, True, False, True, True, True]
        history = [h.state for h in journal.history(records[2].key)]
        assert history == [
            "planned",
            "session_created",
            "submitting",
            "submitting",  # taken over from the killed process
            "unknown",
            "submitting",
            "registered",
        ]
        assert records[2].claim_owner is None


@pytest.mark.parametrize(
    ("backend", "workers", "count"),
    [("sqlite", 3, 200), ("postgresql", 4, 2000)],
    ids=["sqlite-3x200", "postgresql-4x2000"],
)
def test_submits_at_once_one_killed_register_each_intent_once(
    tmp_path: Path,
    live: tuple[str, Path],
    request: pytest.FixtureRequest,
    backend: str,
    workers: int,
    count: int,
) -> None:
    base_url, db = live
    source = tmp_path / "many.json"
    source.write_text(json.dumps(intent_batch(count, prefix="MANY")))
    journal_path = (
        str(tmp_path / "journal.sqlite3")
        if backend == "sqlite"
        else str(request.getfixturevalue("postgres_journal"))
    )
    args = _args(base_url, journal_path)  # type: ignore[arg-type]
    args[1] = str(source)
    args[args.index("--concurrency") + 1] = "4"

    doomed, pipe = _start_parked(tmp_path, "step", 1, args)  # killed after its 2nd step
    others = [
        subprocess.Popen(
            [PAIN2PIS, *args],
            env=_env(tmp_path),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(workers - 1)
    ]
    _kill_when_parked(doomed, pipe)
    results = [p.communicate(timeout=600) for p in others]
    for proc, (stdout, stderr) in zip(others, results, strict=True):
        assert "Traceback" not in stderr, stderr
        # 0, or 1 when an intent of the killed process is registered without its link
        assert proc.returncode in (0, 1), stderr
        assert len(json.loads(stdout)["intents"]) == count

    expected = Counter({f"MANY-{i}": 1 for i in range(1, count + 1)})
    assert _per_e2e(db) == expected  # the sandbox's own records: each exactly once
    with Journal(journal_path) as journal:
        records = journal.all()
    assert len(records) == count
    states = Counter(r.state for r in records)
    assert set(states) <= {"submitted", "registered"}, states
    assert states["registered"] <= 4  # at most the killed worker's calls in flight
    assert all(bool(r.sca_url) == (r.state == "submitted") for r in records)
    assert all(r.claim_owner is None for r in records)
    with sqlite3.connect(db) as conn:
        sessions = {sid for (sid,) in conn.execute("SELECT session_id FROM payments")}
    assert len(sessions) == count
    # the journal agrees with the sandbox: each intent's session is the one that paid
    assert {r.session_id for r in records} == sessions


class _HeldSteps:
    """A hook in the sandbox's own service: each step that reaches it waits until the
    test releases it, and the test counts arrivals and completions (a condition
    variable: nothing here waits by the clock)."""

    def __init__(self, service: Any) -> None:
        self._changed = threading.Condition()
        self.arrived = 0
        self.finished = 0
        self.release = threading.Event()
        original = service.submit_step

        def held(*args: Any, **kwargs: Any) -> Any:
            with self._changed:
                self.arrived += 1
                self._changed.notify_all()
            self.release.wait(120)
            try:
                return original(*args, **kwargs)
            finally:
                with self._changed:
                    self.finished += 1
                    self._changed.notify_all()

        service.submit_step = held

    def wait_until(self, what: str, count: int) -> None:
        with self._changed:
            reached = self._changed.wait_for(lambda: getattr(self, what) >= count, 120)
        assert reached, f"{what}: {getattr(self, what)} of {count}"


def _stderr_line_naming(proc: Any, word: str) -> str:
    """Read the process's stderr up to a line naming ``word`` (or its end)."""
    while True:
        ready, _, _ = select.select([proc.stderr], [], [], 120)
        line = proc.stderr.readline() if ready else ""
        if not line or word in line:
            return str(line)


def _stopped_with_steps_in_flight(
    tmp_path: Path, base_url: str, held: _HeldSteps, *extra: str
) -> tuple[int, str, list[str]]:
    """Run ``submit`` (six intents, three at a time) until three steps are in the
    sandbox, SIGTERM it, release the steps once it has said how it stops (or, stopping
    at once, has ended), and wait for it; its exit status, stderr and the args."""
    args = _args(base_url, tmp_path / "journal.sqlite3", "--concurrency", "3", *extra)
    proc = subprocess.Popen(
        [PAIN2PIS, *args],
        env=_env(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        held.wait_until("arrived", 3)
        proc.send_signal(signal.SIGTERM)
        said = _stderr_line_naming(proc, "SIGTERM")
        if "--drain-timeout" in extra:  # the bound: the command ends with the steps held
            proc.wait(120)
        held.release.set()
        _, rest = proc.communicate(timeout=120)
    finally:
        held.release.set()
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    held.wait_until("finished", 3)  # the sandbox has answered all three
    return proc.returncode, said + rest, args


def test_sigterm_lets_the_steps_in_flight_finish_and_record_their_links(
    tmp_path: Path,
) -> None:
    """Issue 21 item 9: SIGTERM during ``submit`` abandoned the calls in flight; the
    sandbox registered them, and a re-run could only mark them ``registered`` with
    their SCA links lost. Now they finish and are recorded; no new one starts."""
    db = tmp_path / "sandbox.sqlite3"
    app = create_app(SandboxSettings(db=db))
    held = _HeldSteps(app.state.service)
    try:
        with running_sandbox(app=app) as base_url:
            code, stderr, args = _stopped_with_steps_in_flight(tmp_path, base_url, held)
            assert "Traceback" not in stderr, stderr
            assert code == 143, stderr
            assert "3 intent(s) in flight" in stderr
            with Journal(tmp_path / "journal.sqlite3") as journal:
                records = sorted(journal.all(), key=lambda r: r.position)
            states = Counter(r.state for r in records)
            assert states == Counter({"submitted": 3, "planned": 3}), states
            assert all(bool(r.sca_url) == (r.state == "submitted") for r in records)
            assert Counter(_per_e2e(db).values()) == Counter({1: 3})

            again, out = _rerun(tmp_path, args)
            assert again == 0, out
            actions = Counter(i["action"] for i in out["intents"])  # type: ignore[index]
            assert actions == Counter({"kept": 3, "submitted": 3})
    finally:
        app.state.service.close()
    assert _per_e2e(db) == Counter({e: 1 for e in ALL})  # each registered once
    with Journal(tmp_path / "journal.sqlite3") as journal:
        assert all(r.state == "submitted" and r.sca_url for r in journal.all())


def test_the_drain_is_bounded_and_a_rerun_settles_what_it_cut_short(tmp_path: Path) -> None:
    """Calls still in flight when ``--drain-timeout`` ends are left ``submitting`` (the
    command exits 143 while the sandbox still holds them); a re-run settles each by its
    nonce, never sending it twice."""
    db = tmp_path / "sandbox.sqlite3"
    app = create_app(SandboxSettings(db=db))
    held = _HeldSteps(app.state.service)
    try:
        with running_sandbox(app=app) as base_url:
            code, stderr, args = _stopped_with_steps_in_flight(
                tmp_path, base_url, held, "--drain-timeout", "0"
            )
            assert "Traceback" not in stderr, stderr
            assert code == 143, stderr
            with Journal(tmp_path / "journal.sqlite3") as journal:
                states = Counter(r.state for r in journal.all())
            assert states == Counter({"submitting": 3, "planned": 3}), states

            again, out = _rerun(tmp_path, args)
            assert again == 1  # three registered without their links: said so
            actions = Counter(i["action"] for i in out["intents"])  # type: ignore[index]
            assert actions == Counter({"registered": 3, "submitted": 3})
    finally:
        app.state.service.close()
    assert _per_e2e(db) == Counter({e: 1 for e in ALL})
