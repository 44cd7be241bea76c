"""Run ``pain2pis`` parked at a known point of its reading, for the signal tests.

Usage: ``python stop_hook.py FD WHERE -- ARGS...``. At WHERE the process writes the pid
of the process it parks in (``reader``: the pid of the reader's second process, once its
first batch of records reached this one) or its own (``worker``: each ``validate -j``
worker, as it starts on its file) as a line to the inherited file descriptor FD, and
waits for good, so that the test can signal the command at that exact point: a second
process or workers running, the output's temporary file open.

The machine may have one core, where the reader would not start a second process: here
it counts at least two, so that the second process is what is tested.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Generator
from typing import Any

from pain_bridge.cli import validate as cli_validate
from pain_bridge.reader import pipeline


def main() -> None:
    fd, where = int(sys.argv[1]), sys.argv[2]
    assert sys.argv[3] == "--"

    def park(pid: int) -> None:
        os.write(fd, f"{pid}\n".encode())
        threading.Event().wait()  # until a signal ends it

    if where == "reader":
        cores = os.cpu_count() or 1
        os.cpu_count = lambda: max(cores, 2)
        original = pipeline.Child.records

        def records(self: Any) -> Generator[Any, None, Any]:
            inner = original(self)
            first = next(inner)
            park(self._process.pid)
            yield first
            return (yield from inner)

        pipeline.Child.records = records  # type: ignore[method-assign]
    else:
        check = cli_validate._check

        def parked_check(*args: Any) -> Any:
            park(os.getpid())
            return check(*args)

        # sent to the workers by name, as the function it replaces
        parked_check.__module__, parked_check.__qualname__ = check.__module__, check.__qualname__
        cli_validate._check = parked_check

    from pain_bridge.cli import main as cli

    cli(args=sys.argv[4:], prog_name="pain2pis")


if __name__ == "__main__":
    main()
