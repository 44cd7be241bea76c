"""SIGTERM, SIGHUP and SIGINT in the middle of ``convert`` and ``validate`` on large files:
each leaves what Ctrl-C leaves, no process and no temporary file, and SIGTERM and SIGHUP
exit with 128 + the signal's number.

The real command runs in a subprocess on generated files large enough for the reader's
second process; a planted pause (``stop_hook.py``) holds it at a known point (the second
process or the ``-j`` workers running, the output's temporary file open) and says so
through a pipe with the pids it started, so nothing here waits by the clock.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import PROJECT_ROOT
from pain_bridge.cli.validate import usable_cpus
from pain_bridge.reader import pipeline
from pain_bridge.signals import Stopped, draining, stopping_on_signals

HOOK = Path(__file__).resolve().parent / "stop_hook.py"

#: What each signal leaves as exit code: 128 + its number, and click's 1 for Ctrl-C.
EXIT_CODES = {signal.SIGTERM: 143, signal.SIGHUP: 129, signal.SIGINT: 1}
SIGNALS = list(EXIT_CODES)


@pytest.fixture(scope="module")
def large(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Three files, each large enough for the reader's second process."""
    folder = tmp_path_factory.mktemp("large")
    files = []
    for n in range(3):
        path = folder / f"large-{n}.xml"
        subprocess.run(
            [sys.executable, str(PROJECT_ROOT / "benchmarks" / "generate.py"), "-n", "6000",
             "--seed", str(n + 1), "-o", str(path)],
            check=True, capture_output=True,
        )  # fmt: skip
        assert path.stat().st_size >= pipeline.MIN_SIZE
        files.append(path)
    return files


def _alive(pid: int) -> bool:
    """The process exists and has not ended (a zombie has ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


class Parked:
    """``pain2pis ARGS`` held by the hook at WHERE until signalled."""

    def __init__(self, where: str, args: list[str], temp: Path) -> None:
        self._report, report = os.pipe()
        env = {**os.environ, "TMPDIR": str(temp), "PAIN2PIS_CONFIG": str(temp / "absent")}
        self.proc = subprocess.Popen(
            [sys.executable, str(HOOK), str(report), where, "--", *args],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            pass_fds=(report,),
        )
        os.close(report)
        self.helpers: list[int] = []

    def wait_for(self, count: int) -> list[int]:
        """The pids of the first ``count`` helpers parked (reported through the pipe)."""
        pending = b""
        while len(self.helpers) < count:
            ready, _, _ = select.select([self._report], [], [], 120)
            chunk = os.read(self._report, 100) if ready else b""
            if not chunk:
                self.proc.kill()
                raise AssertionError(f"never parked: {self.proc.communicate()}")
            pending += chunk
            *lines, pending = pending.split(b"\n")
            self.helpers += [int(line) for line in lines]
        return self.helpers

    def stop(self, signum: int) -> tuple[int, str]:
        """Send ``signum``; the exit code and standard error."""
        self.proc.send_signal(signum)
        _, stderr = self.proc.communicate(timeout=120)
        return self.proc.returncode, stderr.decode()

    def close(self) -> None:
        os.close(self._report)
        for pid in self.helpers:  # what a failed test leaves: never a stray process
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


@pytest.fixture
def parked(tmp_path: Path) -> Iterator[list[Parked]]:
    started: list[Parked] = []
    yield started
    for one in started:
        one.close()


def _left_behind(*folders: Path) -> list[Path]:
    return [path for folder in folders for path in folder.iterdir()]


def _check_stopped(run: Parked, signum: int, helpers: list[int]) -> None:
    code, stderr = run.stop(signum)
    assert "Traceback" not in stderr, stderr
    assert code == EXIT_CODES[signum], stderr
    if signum != signal.SIGINT:
        assert stderr == f"pain2pis: stopped by {signal.Signals(signum).name}\n"
    assert [pid for pid in helpers if _alive(pid)] == []


@pytest.mark.parametrize("signum", SIGNALS, ids=lambda s: signal.Signals(s).name)
def test_a_signal_during_convert_leaves_no_process_and_no_temporary_file(
    large: list[Path], tmp_path: Path, parked: list[Parked], signum: int
) -> None:
    out, temp = tmp_path / "out", tmp_path / "temp"
    out.mkdir()
    temp.mkdir()
    args = ["convert", str(large[0]), "-o", str(out / "out.json"), "--redirect",
            "https://app.example/back", "--allow-immediate-execution"]  # fmt: skip
    run = Parked("reader", args, temp)
    parked.append(run)
    helpers = run.wait_for(1)
    assert _alive(helpers[0])
    assert [p.name for p in _left_behind(out)] != []  # the output's temporary file, open
    _check_stopped(run, signum, helpers)
    assert _left_behind(out, temp) == []


@pytest.mark.parametrize("signum", SIGNALS, ids=lambda s: signal.Signals(s).name)
def test_a_signal_during_validate_leaves_no_process(
    large: list[Path], tmp_path: Path, parked: list[Parked], signum: int
) -> None:
    run = Parked("reader", ["validate", str(large[0])], tmp_path)
    parked.append(run)
    helpers = run.wait_for(1)
    assert _alive(helpers[0])
    _check_stopped(run, signum, helpers)
    assert _left_behind(tmp_path) == []


@pytest.mark.skipif(usable_cpus() < 2, reason="-j 2 starts one worker per CPU: one here")
@pytest.mark.parametrize("signum", SIGNALS, ids=lambda s: signal.Signals(s).name)
def test_a_signal_during_validate_with_jobs_stops_every_worker_at_once(
    large: list[Path], tmp_path: Path, parked: list[Parked], signum: int
) -> None:
    run = Parked("worker", ["validate", "-j", "2", *map(str, large)], tmp_path)
    parked.append(run)
    helpers = run.wait_for(2)  # both workers busy (for good), the third file queued
    assert all(_alive(pid) for pid in helpers)
    _check_stopped(run, signum, helpers)
    assert _left_behind(tmp_path) == []


def test_draining_hands_the_first_signal_over_and_ignores_the_next() -> None:
    """Inside :func:`draining` (``submit``'s calls), the first SIGTERM or SIGHUP is
    handed to the work, which finishes what is in flight and raises it itself; outside a
    command nothing is handed over and the host's handlers stay as they were."""
    handed: list[Stopped] = []
    with stopping_on_signals():
        with draining(handed.append) as handing:
            assert handing
            signal.raise_signal(signal.SIGTERM)
            signal.raise_signal(signal.SIGHUP)  # already stopping: nothing more
        assert [stop.exit_code for stop in handed] == [143]
    before = signal.getsignal(signal.SIGTERM)
    with draining(handed.append) as handing:
        assert not handing
    assert signal.getsignal(signal.SIGTERM) is before
    assert len(handed) == 1
