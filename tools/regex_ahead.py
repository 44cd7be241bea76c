"""Writes :mod:`pain_bridge.regex_ahead`, the regular expressions a command compiles at
start, compiled ahead of time (read by :mod:`pain_bridge.regex_code`).

Every pattern ``re._compiler.compile`` is asked for while ``pain2pis validate`` checks
each bundled sample and each file of ``fixtures/xml`` (the package's patterns and those
of the libraries it imports, in the order met, each once) is recorded in a fresh
interpreter, which also writes what ``re._compiler.compile`` gives the engine for it:
its flags, its code (as the bytes of an ``array("I")``), its groups. A pattern changed or
added (here or in a library) changes the table: ``make regex-ahead`` runs this again;
``tests/test_regex_ahead.py`` fails while the written module differs from what the
commands compile. Until then a pattern the table lacks is compiled at start-up as before
(slower, never wrong).

``python tools/regex_ahead.py`` rewrites ``src/pain_bridge/regex_ahead.py``; ``--check``
only says whether it is up to date (exit 1 when not).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from generated import write_or_check

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "src" / "pain_bridge" / "regex_ahead.py"

#: The files whose ``validate`` is recorded.
INPUTS = sorted(
    [
        *(ROOT / "src" / "pain_bridge" / "samples").glob("*.xml"),
        *(ROOT / "src" / "pain_bridge" / "samples").glob("*.json"),
        *(ROOT / "fixtures" / "xml").glob("*.xml"),
    ]
)

#: Run in a fresh interpreter: each pattern compiled while the commands run, with what
#: ``re._compiler.compile`` gives the engine for it (a Python literal on standard output).
#: Today is the samples' day (``pain_bridge.examples.TODAY``): which findings a file has,
#: so which patterns are met (where a finding's line is looked for), depends on the date.
_RECORD = """
import datetime, re, sys

class _Day(datetime.date):  # the findings, so the patterns met, the same on any day
    @classmethod
    def today(cls):
        return cls(2026, 11, 2)

datetime.date = _Day
from array import array
from re import _compiler, _parser
compile_ = _compiler.compile
met = {}

def record(p, flags=0):
    if type(p) in (str, bytes) and not flags & re.DEBUG:
        met.setdefault((p, int(flags)), None)
    return compile_(p, flags)

_compiler.compile = record
from pain_bridge import regex_code
regex_code._original = record  # installed already: the table stays out of the way
from pain_bridge.cli import main
for path in sys.argv[1:]:
    try:
        main.main(args=["validate", path], prog_name="pain2pis", standalone_mode=False)
    except SystemExit:
        pass
rows = []
for p, flags in met:
    parsed = _parser.parse(p, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    blob = array("I", code).tobytes()
    rows.append((p, flags, flags | parsed.state.flags, blob, parsed.state.groups - 1,
                 groupindex, tuple(indexgroup)))
import _sre
print(repr(((sys.version_info[:2], _sre.MAGIC, sys.byteorder), rows)))
"""

_HEAD = '''\
"""The regular expressions a command compiles at start, compiled ahead: GENERATED.

Written by ``make regex-ahead`` (``tools/regex_ahead.py``): for each pattern met while
``pain2pis validate`` checks the bundled samples, what ``re._compiler.compile`` gives the
engine: (pattern, flags) → (its flags, its code as the bytes of an ``array("I")``, its
groups, its group names by index and the other way round). :mod:`pain_bridge.regex_code`
makes these patterns from here instead of compiling them at each start.
``tests/test_regex_ahead.py`` fails while this differs from what the commands compile.
"""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

#: The Python, its engine's MAGIC and the byte order the codes were written for.
IDENTITY = {identity!r}

TABLE = {{
'''


def record() -> tuple[object, list[tuple[object, ...]]]:
    """The identity and the rows, from a fresh interpreter."""
    command = [sys.executable, "-c", _RECORD, *map(str, INPUTS)]
    done = subprocess.run(command, check=True, capture_output=True, text=True, cwd=ROOT)
    identity, rows = ast.literal_eval(done.stdout.strip().splitlines()[-1])
    return identity, rows


def render() -> str:
    """The module's text."""
    identity, rows = record()
    parts = [_HEAD.format(identity=identity)]
    for p, flags, final, blob, groups, groupindex, indexgroup in rows:
        parts.append(
            f"    ({p!r}, {flags!r}): ({final!r}, {blob!r}, {groups!r}, {groupindex!r}, "
            f"{indexgroup!r}),\n"
        )
    parts.append("}\n")
    return "".join(parts)


def main(argv: list[str]) -> int:
    """Write the module, or with ``--check`` say whether it is up to date."""
    return write_or_check(TARGET, render(), argv, "make regex-ahead")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
