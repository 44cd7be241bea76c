"""The collector while the package and the CLI are imported (issue 36 item 5, start-up).

:mod:`pain_bridge` and :mod:`pain_bridge.cli` make their imports with the collector
paused and leave it as they found it; the CLI then freezes what its imports made, as it
does once a command's module is imported (``pain_bridge.cli._settle_heap``). Each case
runs in a fresh interpreter: what an import does happens once per process.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

#: Imports ``pain_bridge`` (the package alone) and then ``pain_bridge.cli``, the
#: collector first enabled or not (``sys.argv[1]``), and prints what the collector was
#: after each: enabled, how many objects frozen, and how many collections ran during the
#: CLI's import.
_PROBE = """
import gc, json, sys
if sys.argv[1] == "off":
    gc.disable()
import pain_bridge
package = [gc.isenabled(), gc.get_freeze_count()]
runs = []
gc.callbacks.append(lambda phase, info: runs.append(phase) if phase == "start" else None)
import pain_bridge.cli
cli = [gc.isenabled(), gc.get_freeze_count(), len(runs)]
print(json.dumps({"package": package, "cli": cli}))
"""


def _probe(state: str) -> dict[str, list[int]]:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, state], capture_output=True, text=True, check=True
    )
    found: dict[str, list[int]] = json.loads(done.stdout)
    return found


def test_the_package_leaves_the_collector_enabled_and_nothing_frozen() -> None:
    """A library does not change its host's collector: enabled after the import, as it
    was, and nothing frozen."""
    enabled, frozen = _probe("on")["package"]
    assert enabled is True
    assert frozen == 0


def test_the_cli_imports_without_a_collection_and_freezes_what_they_made() -> None:
    enabled, frozen, runs = _probe("on")["cli"]
    assert enabled is True
    assert runs == 0
    assert frozen > 10_000  # click, the regular expressions' table, the package's


@pytest.mark.parametrize("part", ["package", "cli"])
def test_a_disabled_collector_stays_disabled_and_nothing_is_frozen(part: str) -> None:
    enabled, frozen, *_ = _probe("off")[part]
    assert enabled is False
    assert frozen == 0
