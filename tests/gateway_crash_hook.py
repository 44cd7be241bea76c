"""Run ``pain2pis`` with a pause planted in the gateway, for the crash-and-resume tests.

Usage: ``python gateway_crash_hook.py FD WHERE N -- ARGS...``. After N successful
calls of the kind WHERE (``session``: before creating the N+1th session; ``step``: after
the N+1th step reached the service, before its answer is recorded), the process writes a
line to the inherited file descriptor FD and blocks for good, so that the test, reading
the other end of that pipe, can SIGKILL it at that exact point.
"""

from __future__ import annotations

import os
import sys
import threading
from typing import Any

from pain_bridge.gateway import client as gateway_client


def main() -> None:
    fd, where, n = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    assert sys.argv[4] == "--"
    calls = {"n": 0}
    cls = gateway_client.AsyncGatewayClient

    def park() -> None:
        os.write(fd, f"parked after {calls['n']}\n".encode())
        threading.Event().wait()  # blocks the event loop: nothing else happens until the kill

    if where == "session":
        original_session = cls.create_session

        async def create_session(self: Any, *args: Any, **kwargs: Any) -> Any:
            if calls["n"] >= n:
                park()
            calls["n"] += 1
            return await original_session(self, *args, **kwargs)

        cls.create_session = create_session  # type: ignore[method-assign]
    else:
        original_step = cls.submit_payment_intent

        async def submit_payment_intent(self: Any, *args: Any, **kwargs: Any) -> Any:
            answer = await original_step(self, *args, **kwargs)
            calls["n"] += 1
            if calls["n"] > n:
                park()
            return answer

        cls.submit_payment_intent = submit_payment_intent  # type: ignore[method-assign]

    from pain_bridge.cli import main as cli

    cli(args=sys.argv[5:], prog_name="pain2pis")


if __name__ == "__main__":
    main()
