"""Writes :mod:`pain_bridge.codegen_ahead`: the generated code a small ``validate``
compiles whatever its file holds, compiled ahead of time (read by
:func:`pain_bridge.codegen.compiled`).

In a fresh interpreter, every text :class:`pain_bridge.codegen.Source` compiles for the
general builders of a group header and of a payment info
(:func:`pain_bridge.reader.build.builder`), for the text rule's quick check of each
node (:func:`pain_bridge.rules._text_fields.short_texts`) and for the screens of ISO's
own rules (:func:`pain_bridge.guideline.iso.iso_checks`) of every version is recorded,
and written as the text (the key) and its code, marshalled (the code of
:func:`pain_bridge.codegen.compile_text`, so the same as compiling it at start, file name
and lines included). A change
to a field table or to the builder's generator changes the texts: ``make codegen-ahead``
runs this again; ``tests/test_codegen_ahead.py`` fails while the written module differs
from what the generators give. Until then the changed texts are compiled at start-up as
before (slower, never wrong).

``python tools/codegen_ahead.py`` rewrites ``src/pain_bridge/codegen_ahead.py``;
``--check`` only says whether it is up to date (exit 1 when not).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from generated import write_or_check

TARGET = Path(__file__).resolve().parents[1] / "src" / "pain_bridge" / "codegen_ahead.py"

#: Run in a fresh interpreter: the (text, where) pairs compiled while the general
#: builders are made, in order, each once, with their marshalled code (hex), as JSON.
_RECORD = """
import json, marshal, sys
from pain_bridge import codegen
from pain_bridge.reader.build import builder
from pain_bridge.rules._text_fields import _checker
from pain_bridge.versions import PainVersion

texts = {}

def record(text, where):
    code = codegen.compile_text(text, where)
    texts.setdefault((text, where), marshal.dumps(code).hex())
    return code

codegen.compiled = record
for version in PainVersion:
    for kind in ("group_header", "payment_info"):
        builder(version, kind)
for version in PainVersion:
    for kind in ("group_header", "payment_info", "transaction"):
        for to_json in (False, True):
            _checker(version, kind, to_json)
# ISO's own rules, which every validation applies: each version's screens
from pain_bridge.guideline.iso import iso_checks, iso_guideline

iso = iso_checks()
for version in iso_guideline().versions:
    for kind in ("group_header", "payment_info", "transaction"):
        iso._plan_of(version, kind, (True,))
out = [[text, where, blob] for (text, where), blob in texts.items()]
json.dump({"python": list(sys.version_info[:2]), "texts": out}, sys.stdout)
"""

_HEAD = '''\
"""The general builders' generated code, compiled ahead of time: GENERATED.

One module because it is generated whole from the field tables: nobody edits it.

Written by ``make codegen-ahead`` (``tools/codegen_ahead.py``): each text
:class:`pain_bridge.codegen.Source` compiles for the general builders of a group header
and a payment info, the text rule's quick checks and the screens of ISO's own rules of
every version, with where it is
compiled (its file name), in :data:`TEXTS`, and its code marshalled by Python
{major}.{minor} in :data:`CODES` (same index), read only when used
(:func:`pain_bridge.codegen.compiled`).
``tests/test_codegen_ahead.py`` fails while this differs from what the generators give.
"""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

#: The Python whose marshal wrote :data:`CODES` (another one's cannot read them).
PYTHON = ({major}, {minor})

#: The (text, where) pairs, in the order the builders are made.
TEXTS = (
'''


def record() -> tuple[tuple[int, int], list[list[str]]]:
    """The Python version and the (text, where, code as hex) triples, fresh."""
    done = subprocess.run(
        [sys.executable, "-c", _RECORD], check=True, capture_output=True, text=True
    )
    recorded = json.loads(done.stdout)
    major, minor = recorded["python"]
    return (major, minor), recorded["texts"]


def render() -> str:
    """The module's text."""
    (major, minor), texts = record()
    parts = [_HEAD.format(major=major, minor=minor)]
    parts += [f"    ({text!r}, {where!r}),\n" for text, where, _ in texts]
    parts.append(")\n\n#: The code of each text, marshalled, at its index in TEXTS.\n")
    parts.append("CODES = (\n")
    parts += [f"    {bytes.fromhex(blob)!r},\n" for _, _, blob in texts]
    parts.append(")\n")
    return "".join(parts)


def main(argv: list[str]) -> int:
    """Write the module, or with ``--check`` say whether it is up to date."""
    return write_or_check(TARGET, render(), argv, "make codegen-ahead")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
