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
from collections.abc import Callable, Iterable
from json.encoder import encode_basestring
from typing import Any, TextIO

__all__ = ["Arrays", "Encoder", "write"]

#: A placeholder as json.dumps writes it (NUL cannot occur unescaped in its output).
_PLACEHOLDER = re.compile(r'"\\u0000array (\d+)\\u0000"')


#: ``(item, margin) → text``: what :func:`_dumps` makes of one kind of item, made faster
#: by one who knows its shape (a report's findings: :mod:`.json`).
Encoder = Callable[[Any, str], str]


class Arrays:
    """The arrays to stream, each behind the placeholder :meth:`add` returns."""

    def __init__(self) -> None:
        self.items: list[Iterable[Any]] = []
        self.encoders: list[Encoder | None] = []

    def add(self, items: Iterable[Any], encode: Encoder | None = None) -> str:
        """The placeholder of ``items``; ``encode`` writes each item, as :func:`_dumps`
        writes its JSON data (its twin), in place of :func:`_dumps`."""
        self.items.append(items)
        self.encoders.append(encode)
        return f"\x00array {len(self.items) - 1}\x00"


def write(data: Any, arrays: Arrays, out: TextIO) -> None:
    """``data`` as indented JSON (and a newline) to ``out``, with ``arrays`` streamed."""
    text = _dumps(data, "")
    written = 0
    for match in _PLACEHOLDER.finditer(text):
        out.write(text[written : match.start()])
        index = int(match.group(1))
        indent = _line_indent(text, match.start())
        _array(arrays.items[index], indent, out, arrays.encoders[index] or _dumps)
        written = match.end()
    out.write(text[written:] + "\n")


def _line_indent(text: str, at: int) -> int:
    """The indentation of the line holding position ``at``."""
    start = text.rfind("\n", 0, at) + 1
    return len(text[start:at]) - len(text[start:at].lstrip(" "))


def _array(items: Iterable[Any], indent: int, out: TextIO, encode: Encoder) -> None:
    """A JSON array of ``items`` whose line starts at ``indent`` spaces, as json.dumps
    with ``indent=2`` writes it there (each item by ``encode``)."""
    margin = " " * (indent + 2)
    inner = "\n" + margin
    first = True
    for item in items:
        out.write("[" + inner if first else "," + inner)
        first = False
        out.write(encode(item, margin))
    out.write("[]" if first else "\n" + " " * indent + "]")


def _dumps(value: Any, margin: str) -> str:
    """``json.dumps(value, indent=2, ensure_ascii=False)``, its lines after the first
    indented by ``margin``: the same text, made faster (:func:`_encoded`) where it can."""
    text = _encoded(value, margin)
    if text is None:
        text = json.dumps(value, indent=2, ensure_ascii=False).replace("\n", "\n" + margin)
    return text


def _float(value: float) -> str:
    if value != value:
        return "NaN"
    if value in (float("inf"), float("-inf")):
        return "Infinity" if value > 0 else "-Infinity"
    return float.__repr__(value)


def _encoded(value: Any, margin: str) -> str | None:
    """:func:`_dumps` of plain data (dicts with string keys, lists, strings, integers,
    floats, booleans, None), or None for anything else (json.dumps then writes it, or
    refuses it). json.dumps with an indent runs its encoder in Python, not in C, a piece
    at a time; this joins whole strings, each string encoded by json's C function: a
    report is written some three times faster (``pain2pis serve`` answers with one per
    request)."""
    kind = type(value)
    if kind is str:
        return encode_basestring(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if kind is int:
        return int.__repr__(value)
    if kind is float:
        return _float(value)
    if kind is dict:
        if not value:
            return "{}"
        deeper = margin + "  "
        members = []
        for key, item in value.items():
            if type(key) is not str:
                return None
            # a finding's members, inline: most values are strings, numbers or null
            if type(item) is str:
                text = encode_basestring(item)
            elif item is None:
                text = "null"
            elif type(item) is int:
                text = int.__repr__(item)
            else:
                nested = _encoded(item, deeper)
                if nested is None:
                    return None
                text = nested
            members.append(encode_basestring(key) + ": " + text)
        return "{\n" + deeper + (",\n" + deeper).join(members) + "\n" + margin + "}"
    if kind is list or kind is tuple:
        if not value:
            return "[]"
        deeper = margin + "  "
        items = []
        for item in value:
            encoded = _encoded(item, deeper)
            if encoded is None:
                return None
            items.append(encoded)
        return "[\n" + deeper + (",\n" + deeper).join(items) + "\n" + margin + "]"
    return None
