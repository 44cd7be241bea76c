"""A transaction's element lines, found in the file when a finding asks for them.

The pass in a second process need not send the line of every element of every
transaction (about 2 µs a transaction, a fifth of its own work beside the parse): with
``ReadOptions(lines_on_demand=True)`` it sends each transaction's own line only, and
:class:`TransactionLines` reads the elements' lines from the file for the few
transactions whose findings are listed (a validation lists at most 100 of each code; a
finding only counted asks for no line).

From the transaction's start tag it reads the file's markup in document order (start
tags, comments and processing instructions: the nodes lxml iterates), one token per
node of the transaction's shape, checks each one's name against the shape's, and counts
the newlines before each. Where several transactions begin on one line (a compact file),
the pass says which of them it is: the ``ordinal``-th reported on that line.

libxml2 keeps lines in 16 bits: past line 65,535 the pass reports a transaction at the
line of its first text, and its start tag is that of the transaction open there
(:func:`~pain_bridge.sourcelines.element_starts`; of several beginning on that line, the
``ordinal``-th); the lines counted here have no such limit. Where the file does not show
the transaction as the parse saw it (it changed since), every element gets the
transaction's reported line, and the finding's XPath still says where.
"""

from __future__ import annotations

from typing import Final

from pain_bridge.sourcelines import (
    AFTER,
    BEFORE,
    LIMIT,
    TOKEN,
    WIDER,
    element_starts,
    shared_lines,
)

__all__ = ["TransactionLines"]

#: The element each transaction is.
TRANSACTION: Final = "CdtTrfTxInf"
#: Lines read beyond one per node at first; doubled until the transaction is whole, up to
#: :data:`MOST_LINES`.
MARGIN: Final = 8
MOST_LINES: Final = 1 << 16

#: More lines are needed to see the whole transaction.
_SHORT: Final[list[int]] = []


class TransactionLines:
    """The element lines of transactions of one file (a path, in an ASCII-compatible
    ``encoding``), read forward as findings ask for them."""

    def __init__(self, path: str, encoding: str) -> None:
        self._lines = shared_lines(path, encoding)

    def lines(self, names: list[str | None], line: int, ordinal: int) -> list[int]:
        """The line of each node of a transaction reported on ``line`` (the
        ``ordinal``-th there), whose nodes in document order have ``names`` (None: a
        comment, a processing instruction or any node inside an element kept as XML
        text)."""
        try:
            found = self._find(names, line, ordinal)
        except (OSError, UnicodeError):
            found = None
        return found if found is not None else [line] * len(names)

    def close(self) -> None:
        self._lines.close()

    def _find(self, names: list[str | None], line: int, ordinal: int) -> list[int] | None:
        start = line
        if line >= LIMIT:
            past = self._start_past_limit(line, ordinal)
            if past is None:
                return None
            start, ordinal = past
        count = len(names) + MARGIN
        while count <= MOST_LINES:
            lines, first = self._lines.span(start, start + count)
            if first != start or not lines:
                return None
            found = _nodes(lines, first, names, ordinal)
            if found is not _SHORT:
                return found
            if len(lines) <= count:  # the end of the file
                return None
            count *= 2
        return None

    def _start_past_limit(self, line: int, ordinal: int) -> tuple[int, int] | None:
        """The line of the start tag of the transaction that libxml2 reported on
        ``line`` (past 65,535: the line of a text inside it), and which of the start tags
        there it is: the one transaction open on ``line``, else the ``ordinal``-th of
        those beginning on it."""
        if line == LIMIT:  # perhaps a search that found no text: no telling where
            return None
        for before in (BEFORE, WIDER):
            lines, first = self._lines.span(line - before, line + AFTER)
            starts = [s for s in element_starts(lines, first) or [] if s.name == TRANSACTION]
            open_ = [s for s in starts if s.line <= line and (s.end is None or s.end >= line)]
            if len(open_) > 1:  # several on one line: a compact file
                open_ = [s for s in open_ if s.line == line][ordinal : ordinal + 1]
            if open_:
                start = open_[0]
                return start.line, [s for s in starts if s.line == start.line].index(start)
        return None


def _nodes(lines: list[str], first: int, names: list[str | None], ordinal: int) -> list[int] | None:
    """The line of each of ``names``' nodes from the ``ordinal``-th transaction start tag
    on the first of ``lines`` (numbered from ``first``); None where the markup does not
    match the names, :data:`_SHORT` where ``lines`` end first."""
    text = "".join(lines)
    found: list[int] = []
    want = len(names)
    line, position = first, 0
    for match in TOKEN.finditer(text):
        name = match.group(2)
        if match.group(1):  # an end tag
            continue
        if name is None and match.group(0).startswith(("<![CDATA[", "<!DOCTYPE")):
            continue  # text, or the prolog's: not a node
        line += text.count("\n", position, match.start())
        position = match.start()
        if not found:  # the transaction's start tag, not reached yet
            if name != TRANSACTION:
                continue
            if line != first:
                return None  # fewer transactions begin on its line than the pass said
            if ordinal:
                ordinal -= 1
                continue
        expected = names[len(found)]
        if expected is not None and expected != name:
            return None
        found.append(line)
        if len(found) == want:
            return found
    return _SHORT
