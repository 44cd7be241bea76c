"""A JSON document written piece by piece, its long arrays as they are read.

A report's findings may be a million long (``--all-findings``); holding them as one list
of dicts, then as one string, would take memory in proportion. :class:`Arrays` hands
out placeholders to put where those arrays go; :func:`write` writes the document with
``json.dumps(indent=2, ensure_ascii=False)``'s exact layout, each placeholder replaced by
its array's items, encoded one at a time as they are drawn from their iterable.

>>> import io
>>> arrays = Arrays()
>>> out = io.StringIO()
>>> write({"a": arrays.add(iter([1, {"b": 2}])), "c": arrays.add(iter([]))}, arrays, out)
>>> print(out.getvalue(), end="")
{
  "a": [
    1,
    {
      "b": 2
    }
  ],
  "c": []
}
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from json.encoder import encode_basestring
from typing import Any, TextIO

__all__ = ["Arrays", "write"]

#: A placeholder as json.dumps writes it (NUL cannot occur unescaped in its output).
_PLACEHOLDER = re.compile(r'"\\u0000array (\d+)\\u0000"')


class Arrays:
    """The arrays to stream, each behind the placeholder :meth:`add` returns."""

    def __init__(self) -> None:
        self.items: list[Iterable[Any]] = []

    def add(self, items: Iterable[Any]) -> str:
        self.items.append(items)
        return f"\x00array {len(self.items) - 1}\x00"


def write(data: Any, arrays: Arrays, out: TextIO) -> None:
    """``data`` as indented JSON (and a newline) to ``out``, with ``arrays`` streamed."""
    text = json.dumps(data, indent=2, ensure_ascii=False)
    written = 0
    for match in _PLACEHOLDER.finditer(text):
        out.write(text[written : match.start()])
        _array(arrays.items[int(match.group(1))], _line_indent(text, match.start()), out)
        written = match.end()
    out.write(text[written:] + "\n")


def _line_indent(text: str, at: int) -> int:
    """The indentation of the line holding position ``at``."""
    start = text.rfind("\n", 0, at) + 1
    return len(text[start:at]) - len(text[start:at].lstrip(" "))


def _array(items: Iterable[Any], indent: int, out: TextIO) -> None:
    """A JSON array of ``items`` whose line starts at ``indent`` spaces, as json.dumps
    with ``indent=2`` writes it there."""
    inner = "\n" + " " * (indent + 2)
    member = "," + inner + "  "
    first = True
    for item in items:
        out.write("[" + inner if first else "," + inner)
        first = False
        flat = _flat(item, member) if type(item) is dict else None
        if flat is not None:
            out.write("{" + inner + "  " + flat + inner + "}")
        else:
            out.write(json.dumps(item, indent=2, ensure_ascii=False).replace("\n", inner))
    out.write("[]" if first else "\n" + " " * indent + "]")


def _flat(item: dict[Any, Any], separator: str) -> str | None:
    """The members of a non-empty ``item`` whose keys are strings and values strings,
    integers, booleans or None, as ``json.dumps(indent=2, ensure_ascii=False)`` writes
    them, joined by ``separator``; None for any other dict. A report's findings are such
    dicts, and json.dumps with an indent runs its encoder in Python, not in C: this
    writes a finding some five times faster (``pain2pis serve`` answers with reports)."""
    if not item:
        return None
    members = []
    for key, value in item.items():
        if type(key) is not str:
            return None
        if type(value) is str:
            text = encode_basestring(value)
        elif value is None:
            text = "null"
        elif value is True:
            text = "true"
        elif value is False:
            text = "false"
        elif type(value) is int:
            text = int.__repr__(value)
        else:
            return None
        members.append(encode_basestring(key) + ": " + text)
    return separator.join(members)
