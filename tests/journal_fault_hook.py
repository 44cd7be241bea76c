"""Run ``pain2pis`` with its journal's storage failing at a planted point, for the
storage-failure tests.

Usage: ``python journal_fault_hook.py FD RESUME_FD WHEN FAULT -- ARGS...``. At the point
WHEN (``plan``: just before the intents are planned in the journal; ``step:N``: after the
N+1th step reached the service, before its answer is recorded) the process writes a line
to the inherited file descriptor FD and waits for a byte on RESUME_FD, so that the test can
act at that exact point (stop the PostgreSQL server). Then FAULT happens:

- ``full``: the disk is full from now on: no file of this process grows any more (its
  ``RLIMIT_FSIZE`` is set to the size the journal's write-ahead log has now, and
  ``SIGXFSZ`` is ignored, so a write past it fails as on a full disk);
- ``none``: nothing more (the test did what it had to while the process waited).
"""

from __future__ import annotations

import os
import resource
import signal
import sys
from typing import Any

from pain_bridge.gateway import client as gateway_client
from pain_bridge.gateway import submit as gateway_submit


def _disk_full(args: list[str]) -> None:
    journal = args[args.index("--journal") + 1]
    size = os.path.getsize(f"{journal}-wal")
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (size, resource.RLIM_INFINITY))


def main() -> None:
    fd, resume, when, fault = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
    assert sys.argv[5] == "--"
    args = sys.argv[6:]

    def at_the_point() -> None:
        os.write(fd, f"at {when}\n".encode())
        if not os.read(resume, 1):
            os._exit(3)  # the test went away
        if fault == "full":
            _disk_full(args)

    if when == "plan":
        original_plan = gateway_submit.Journal.plan

        def plan(self: Any, *a: Any, **kw: Any) -> Any:
            at_the_point()
            return original_plan(self, *a, **kw)

        gateway_submit.Journal.plan = plan  # type: ignore[method-assign]
    else:
        n = int(when.removeprefix("step:"))
        calls = {"n": 0}
        cls = gateway_client.AsyncGatewayClient
        original_step = cls.submit_payment_intent

        async def submit_payment_intent(self: Any, *a: Any, **kw: Any) -> Any:
            answer = await original_step(self, *a, **kw)
            calls["n"] += 1
            if calls["n"] == n + 1:
                at_the_point()  # blocks the event loop: nothing else moves meanwhile
            return answer

        cls.submit_payment_intent = submit_payment_intent  # type: ignore[method-assign]

    from pain_bridge.cli import main as cli

    cli(args=args, prog_name="pain2pis")


if __name__ == "__main__":
    main()
