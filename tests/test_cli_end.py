"""How ``pain2pis validate`` and ``convert`` end (issue 36 item 5, start-up).

Run as the script runs them (``main()``, no arguments), they end the process at once
when they return, without the interpreter's finalisation
(:func:`pain_bridge.cli._end_now`); called with arguments (a test's runner, a hook) they
end as before, through Python's own exit. The two ways are held equal here: the same
standard output and error, the same exit status, the same output file, the ``atexit``
handlers run on both.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PROJECT_ROOT

SAMPLES = PROJECT_ROOT / "src" / "pain_bridge" / "samples"

#: ``main()`` as the script calls it (``at once``), or ``main.main(args=...)`` (``plain``,
#: Python's own exit). An ``atexit`` handler prints a line (run on both ways, before the
#: streams are flushed for the last time); ``os._exit`` says it was called.
_RUN = """
import atexit, os, sys
from pain_bridge.cli import main
way = sys.argv.pop(1)
sys.argv[0] = "pain2pis"
atexit.register(print, "atexit handler ran")
_exit = os._exit
def said(status):
    os.write(2, b"ended at once\\n")
    _exit(status)
os._exit = said
if way == "at once":
    main()
else:
    main.main(args=sys.argv[1:], prog_name="pain2pis")
"""


def _run(way: str, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-c", _RUN, way, *args]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(
    "args",
    [
        ("validate", str(SAMPLES / "sct.09.xml")),
        ("validate", "--format", "json", str(SAMPLES / "cbpr.09.xml")),
        ("validate", "-v", "--strict", str(SAMPLES / "sps-d.09.xml")),
        ("validate", str(SAMPLES / "sct.09.xml"), "missing.xml"),
        ("validate", "--no-such-option", "x.xml"),
        ("validate", "-o", "report.txt", str(SAMPLES / "sct.09.xml")),
        ("convert", str(SAMPLES / "sct.09.xml")),
        ("convert", str(SAMPLES / "cbpr.09.xml"), "-o", "out.json"),
    ],
    ids=["findings", "json", "strict", "missing", "usage", "output", "convert", "convert-o"],
)
def test_ending_at_once_is_the_same_as_pythons_own_exit(
    tmp_path: Path, args: tuple[str, ...]
) -> None:
    (tmp_path / "plain").mkdir()
    (tmp_path / "at-once").mkdir()
    plain = _run("plain", *args, cwd=tmp_path / "plain")
    at_once = _run("at once", *args, cwd=tmp_path / "at-once")
    assert "ended at once" not in plain.stderr
    assert at_once.stderr.endswith("ended at once\n")
    assert (at_once.returncode, at_once.stdout) == (plain.returncode, plain.stdout)
    assert at_once.stderr.removesuffix("ended at once\n") == plain.stderr
    assert at_once.stdout.endswith("atexit handler ran\n")
    written = sorted(p.name for p in (tmp_path / "plain").iterdir())
    assert written == sorted(p.name for p in (tmp_path / "at-once").iterdir())
    for name in written:
        made = (tmp_path / "at-once" / name).read_bytes()
        assert made == (tmp_path / "plain" / name).read_bytes()


def test_other_commands_end_through_pythons_own_exit(tmp_path: Path) -> None:
    """``--version`` (no command) and ``token --help`` (not of ENDS_AT_ONCE)."""
    for args in (("--version",), ("token", "--help")):
        done = _run("at once", *args, cwd=tmp_path)
        assert done.returncode == 0
        assert "ended at once" not in done.stderr


def test_a_thread_still_running_is_waited_for(tmp_path: Path) -> None:
    """A thread other than the main one (none of validate's own) leaves the exit to
    Python, which waits for it: its last words (after the main thread's end) are printed."""
    hook = (
        "import threading\n"
        "def late():\n"
        "    threading.main_thread().join()\n"
        "    print('thread done', flush=True)\n"
        "threading.Thread(target=late).start()\n"
    )
    run = _RUN.replace("os._exit = said", hook + "os._exit = said")
    command = [sys.executable, "-c", run, "at once", "validate", str(SAMPLES / "sct.09.xml")]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode in (0, 1)
    assert "thread done" in done.stdout
    assert "ended at once" not in done.stderr
