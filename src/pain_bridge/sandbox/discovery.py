"""How ``--sandbox`` finds the running sandbox: ``pain2pis sandbox`` announces its URL in
a small state file while it serves (removed when it stops), whatever port it got.

The file is ``$PAIN2PIS_SANDBOX_STATE``, else ``$XDG_RUNTIME_DIR/pain2pis-sandbox.json``,
else ``~/.local/state/pain_bridge/sandbox.json``; it holds the URL and the server's pid
(the demo keys are public constants and are not written). A file left by a sandbox that
died is ignored: its pid no longer runs.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path

__all__ = ["announced", "announced_url", "state_path"]


def state_path() -> Path:
    explicit = os.environ.get("PAIN2PIS_SANDBOX_STATE")
    if explicit:
        return Path(explicit)
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        return Path(runtime) / "pain2pis-sandbox.json"
    state_home = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state_home) / "pain_bridge" / "sandbox.json"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def announced_url() -> str | None:
    """The base URL of the sandbox running on this machine, or None."""
    try:
        state = json.loads(state_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    url, pid = state.get("url"), state.get("pid")
    if not isinstance(url, str) or not isinstance(pid, int) or not _alive(pid):
        return None
    return url


@contextlib.contextmanager
def announced(url: str) -> Iterator[Path]:
    """Announce ``url`` while the block runs; the file is removed after (if still ours)."""
    path = state_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    mine = json.dumps({"url": url, "pid": os.getpid()})
    temp = path.with_name(path.name + f".{os.getpid()}.tmp")
    temp.write_text(mine, encoding="utf-8")
    os.replace(temp, path)
    try:
        yield path
    finally:
        with contextlib.suppress(OSError):
            if path.read_text(encoding="utf-8") == mine:
                path.unlink()
