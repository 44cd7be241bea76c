"""Element lines past 65,535: the line of an element's start tag, found in the file.

One module because one reading of a file's numbered lines (:class:`NumberedLines`, its
window, marks and holders) serves the element lines here, the reader's lines on demand
and the findings' columns alike (:func:`shared_lines`).

libxml2 keeps an element's line in 16 bits. Past line 65,535 lxml's ``sourceline`` of an
element is taken from a node near it instead: a leaf's from its text (its own line, as a
rule), but an aggregate's from its first text or child below it (``<PstlAdr>`` on line
70,001 says 70,002, the line of its first ``<StrtNm>``), and where that search goes five
levels deep without text, 65,535 itself. A finding on ``Cdtr/PstlAdr`` in a large file
would point at the wrong line.

:class:`ElementLines` puts such a finding's line right: it reads the lines around it
(forward through the file, as findings mostly come in document order), finds the start
tags there, and takes the element the finding's XPath names — the last element step with
its parents' names (and its position among same-named siblings where the window shows
the parent) — that holds the reported line, or the one nearest to it for an empty
element. When the window does not show it (a line of exactly 65,535 from a deep search
that found nothing), the line is dropped rather than left wrong: the XPath still says
where. Lines up to 65,535, findings without an XPath, JSON input and files in an encoding
that is not ASCII-compatible (UTF-16/32) are left as they are.
"""

from __future__ import annotations

import bisect
import functools
import io
import os
import re
import threading
import weakref
from array import array
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import BinaryIO, Final

from pain_bridge.findings import Finding
from pain_bridge.textfile import ascii_compatible, column_of, sniff_encoding

__all__ = [
    "LIMIT",
    "TOKEN",
    "ElementLines",
    "NumberedLines",
    "Start",
    "corrected",
    "element_starts",
    "shared_lines",
]

#: The last line libxml2 stores in an element itself.
LIMIT: Final = 65535
#: Lines read before and after the reported one (a start tag is a few lines above the
#: first text below it); a wider look is taken once when the first finds nothing.
BEFORE, AFTER, WIDER = 24, 4, 400
#: Bytes read at a time, chunks kept (findings a little out of order need no rescan), and
#: the most of one line that is kept.
CHUNK_BYTES: Final = 1 << 16
KEPT_CHUNKS: Final = 3
#: Bytes between the places noted to read again from.
MARK_BYTES: Final = 1 << 20
MAX_LINE_BYTES: Final = 1 << 20

TOKEN = re.compile(
    r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<\?.*?\?>|<!DOCTYPE[^>]*>"
    r"|<(/?)(?:[\w.-]+:)?([\w.-]+)(?:[^>\"']|\"[^\"]*\"|'[^']*')*?(/?)>",
    re.S,
)
_STEP = re.compile(r"^(?:[\w.-]+:)?([\w.-]+)(?:\[(\d+)\])?$")
_LONE_CR = re.compile(rb"\r(?!\n)")


#: Names of pain.001 elements that hold an element of the same name (``Id/Othr/Id``,
#: ``Amt/EqvtAmt/Amt``): a leaf of that name on the reported line may be inside the
#: element meant (the field tables' paths say which: a test holds it).
NESTING: Final = frozenset({"Amt", "Id", "PtInTm"})


@functools.lru_cache(maxsize=256)
def _leaf(name: str) -> re.Pattern[str]:
    """``<Tag …>text</Tag>`` (any prefix): an element of ``name`` whole on one line."""
    tag = rf"(?:[\w.-]+:)?{re.escape(name)}"
    return re.compile(rf"<{tag}(?:\s[^>]*)?>[^<]*</{tag}\s*>")


class Start:
    """A start tag in the window: its element's name, line, parent and end line."""

    __slots__ = ("children", "end", "line", "name", "parent")

    def __init__(self, name: str, line: int, parent: Start | None) -> None:
        self.name = name
        self.line = line
        self.parent = parent
        self.end: int | None = None
        self.children: list[Start] = []


def _steps(xpath: str) -> list[tuple[str, int | None]] | None:
    """The element steps of ``xpath`` (an ``@attribute`` step dropped): (name, index)."""
    parts = [p for p in xpath.split("/") if p]
    if parts and parts[-1].startswith("@"):
        parts.pop()
    steps: list[tuple[str, int | None]] = []
    for part in parts:
        match = _STEP.match(part)
        if match is None:
            return None
        steps.append((match.group(1), int(match.group(2)) if match.group(2) else None))
    return steps or None


def _last_element(xpath: str) -> str:
    """The name of the element ``xpath`` ends with (before an ``@attribute`` step)."""
    steps = xpath.rstrip("/").rsplit("/", 2)
    step = steps[-1] if not steps[-1].startswith("@") else steps[-2]
    return step.partition("[")[0].rpartition(":")[2]


def element_starts(lines: list[str], first: int) -> list[Start] | None:
    """The start tags of ``lines`` (the first numbered ``first``) with their elements'
    nesting as far as the window shows it; None when the tags do not nest."""
    text = "".join(lines)
    starts: list[Start] = []
    open_: list[Start] = []
    line, position = first, 0
    for match in TOKEN.finditer(text):
        line += text.count("\n", position, match.start())
        position = match.start()
        name = match.group(2)
        if name is None:  # a comment, CDATA section, processing instruction
            continue
        if match.group(1):  # an end tag
            if open_:
                closed = open_.pop()
                if closed.name != name:
                    return None
                closed.end = line + text.count("\n", position, match.end())
            continue
        parent = open_[-1] if open_ else None
        start = Start(name, line, parent)
        if parent is not None:
            parent.children.append(start)
        starts.append(start)
        if match.group(3):  # <Tag/>
            start.end = line
        else:
            open_.append(start)
    return starts


def _matches(start: Start, steps: list[tuple[str, int | None]]) -> bool:
    """Whether ``start`` is the element of ``steps`` as far as the window shows."""
    node: Start | None = start
    for name, index in reversed(steps):
        if node is None:
            return True  # above the window
        if node.name != name:
            return False
        parent = node.parent
        if parent is not None:
            same = [c for c in parent.children if c.name == name]
            if same.index(node) + 1 != (index or 1):
                return False
        node = parent
    return True


def _line_of(starts: list[Start], steps: list[tuple[str, int | None]], line: int) -> int | None:
    """The line of the start tag of the element ``steps`` name, near ``line``."""
    candidates = [s for s in starts if s.name == steps[-1][0] and _matches(s, steps)]
    holding = _innermost_holding(candidates, line)
    if holding is not None:
        return holding
    if candidates:
        return min(candidates, key=lambda s: abs(s.line - line)).line
    return None


def _innermost_holding(starts: list[Start], line: int) -> int | None:
    """The line of the last of ``starts`` whose element holds ``line`` (None: none)."""
    holding = [s for s in starts if s.line <= line and (s.end is None or s.end >= line)]
    return max(holding, key=lambda s: s.line).line if holding else None


def _holder_line(starts: list[Start], steps: list[tuple[str, int | None]], line: int) -> int | None:
    """Where the element ``steps`` name is absent (``map.inferred`` names the ``Ccy`` it
    infers): the line of its nearest ancestor that holds ``line``, as libxml2 gives a
    finding on an absent element below the limit (its parent's line)."""
    for depth in range(len(steps) - 1, 0, -1):
        ancestor = steps[:depth]
        named = [s for s in starts if s.name == ancestor[-1][0] and _matches(s, ancestor)]
        holding = _innermost_holding(named, line)
        if holding is not None:
            return holding
    return None


class _Chunk:
    """Whole lines of the file read at once: the number of the first, how many, the
    bytes, and the lines split when first asked for."""

    __slots__ = ("count", "data", "first", "split")

    def __init__(self, first: int, data: bytes) -> None:
        self.first = first
        self.data = data
        self.count = data.count(b"\n")
        self.split: list[bytes] | None = None


def _lone_cr(data: bytes, after_cr: bool) -> bool:
    """Whether ``data`` (read after a chunk ending with a CR when ``after_cr``) holds a
    carriage return that ends a line on its own; a CR ending ``data`` is judged with the
    next chunk."""
    if after_cr and data[:1] != b"\n":
        return True
    if b"\r" not in data:
        return False
    return _LONE_CR.search(data[:-1] if data.endswith(b"\r") else data) is not None


class NumberedLines:
    """Numbered lines of a binary, ASCII-compatible file, read forward in chunks (the
    newlines counted in C; the chunks from the lines asked for on kept, and at least the
    last :data:`KEPT_CHUNKS`, split into lines only where a line is asked for). For a
    line left behind it reads again from the nearest mark it has passed (the line and
    byte offset of a chunk start, one each :data:`MARK_BYTES`: 16 KB a gigabyte), rather
    than from the start."""

    def __init__(self, reopen: Callable[[], BinaryIO], encoding: str) -> None:
        self.reopen = reopen
        self.encoding = encoding
        self.file: BinaryIO | None = None
        self.kept: deque[_Chunk] = deque()
        self.next = 1  # the number of the line ``tail`` begins
        self.tail = b""  # the start of a line not ended yet (at most MAX_LINE_BYTES)
        self.tail_at = 0  # the byte offset of that line
        self.read_to = 0  # the byte offset read up to
        self.ended = False
        #: (line, byte offset) of each chunk start passed, in order: where to read again.
        self.marks_lines = array("q", [1])
        self.marks_offsets = array("q", [0])
        #: A carriage return not followed by a line feed was read: XML counts it as a
        #: line end and these lines do not, so from there their numbers may not be XML's.
        self.lone_cr = False
        self.cr_ends = False  # the last chunk read ends with a CR (a CRLF cut in two?)
        #: Those who read these lines and have not closed them (:func:`shared_lines`).
        self.holders = 0

    def _restart(self, line: int = 1) -> None:
        """Read again from the last chunk start at or before ``line``."""
        if self.file is None:
            self.file = self.reopen()
        mark = bisect.bisect_right(self.marks_lines, line) - 1
        offset = self.marks_offsets[mark]
        self.file.seek(offset)
        self.kept.clear()
        self.next, self.tail, self.ended = self.marks_lines[mark], b"", False
        self.cr_ends = False
        self.tail_at = self.read_to = offset

    def close(self) -> None:
        """Close the file, unless another holder of these lines still reads them
        (:func:`shared_lines`)."""
        self.holders -= 1
        if self.holders <= 0 and self.file is not None:
            self.file.close()
            self.file = None

    def _read(self) -> None:
        assert self.file is not None
        data = self.file.read(CHUNK_BYTES)
        at = self.read_to
        self.read_to += len(data)
        if not data:
            self.ended = True
            if self.tail:  # a last line without a newline
                self.kept.append(_Chunk(self.next, self.tail + b"\n"))
                self.next, self.tail = self.next + 1, b""
            return
        if not self.lone_cr:
            self.lone_cr = _lone_cr(data, self.cr_ends)
            self.cr_ends = data.endswith(b"\r")
        cut = data.rfind(b"\n") + 1
        if not cut:
            self.tail = (self.tail + data)[:MAX_LINE_BYTES]
            return
        chunk = _Chunk(self.next, self.tail[:MAX_LINE_BYTES] + data[:cut])
        if self.tail_at >= self.marks_offsets[-1] + MARK_BYTES:
            self.marks_lines.append(chunk.first)
            self.marks_offsets.append(self.tail_at)
        self.tail_at = at + cut
        self.kept.append(chunk)
        self.next += chunk.count
        self.tail = data[cut:]

    def line(self, number: int) -> str | None:
        """Line ``number`` (None past the end of the file): :meth:`span` of one line,
        looked up in the last chunk read first (findings come in document order)."""
        kept = self.kept
        if kept and self.file is not None:
            chunk = kept[-1]
            if chunk.first <= number < chunk.first + chunk.count:
                if chunk.split is None:
                    chunk.split = chunk.data.split(b"\n")
                return chunk.split[number - chunk.first].decode(self.encoding, "replace") + "\n"
        lines, first = self.span(number, number)
        return lines[0] if lines and first == number else None

    def behind(self, number: int) -> bool:
        """Whether line ``number`` lies before the chunks kept: asking for it reads again
        from a mark (up to :data:`MARK_BYTES`)."""
        kept = self.kept
        return self.file is not None and number < (kept[0].first if kept else self.next)

    def whole(self, number: int) -> str | None:
        """Line ``number`` whole and numbered as XML numbers it, else None: past the end
        of the file, for a line that may be longer than is kept (a quarter of
        :data:`MAX_LINE_BYTES` in characters or more), and once a lone carriage return
        was read (:attr:`lone_cr`)."""
        text = self.line(number)
        if text is None or self.lone_cr or len(text) >= MAX_LINE_BYTES // 4:
            return None
        return text

    def span(self, first: int, last: int) -> tuple[list[str], int]:
        """Lines ``first`` to ``last`` (fewer at the end of the file), and the number of
        the first one returned."""
        first = max(first, 1)
        kept = self.kept
        if self.file is None or first < (kept[0].first if kept else self.next):
            self._restart(first)
        while self.next <= last and not self.ended:
            self._read()
            # what is behind the lines asked for goes, but for the last few chunks
            while len(kept) > KEPT_CHUNKS and kept[0].first + kept[0].count <= first:
                kept.popleft()
        found: list[bytes] = []
        number = None
        for chunk in kept:
            end = chunk.first + chunk.count  # the first line after it
            if end <= first or chunk.first > last:
                continue
            if chunk.split is None:
                chunk.split = chunk.data.split(b"\n")
            low, high = max(first, chunk.first), min(last + 1, end)
            if number is None:
                number = low
            found.extend(chunk.split[low - chunk.first : high - chunk.first])
        text = [line.decode(self.encoding, errors="replace") + "\n" for line in found]
        return text, number if number is not None else first


_SHARED: weakref.WeakValueDictionary[tuple[str, str, int], NumberedLines] = (
    weakref.WeakValueDictionary()
)


def shared_lines(path: str | os.PathLike[str], encoding: str) -> NumberedLines:
    """The numbered lines of the file at ``path`` that this thread reads already, or new
    ones: the reader's transaction lines found on demand
    (:mod:`~pain_bridge.reader.txlines`) and the findings' lines put right here then
    read the file once between them (and the findings' columns: the pipeline's
    locate stage). Each holder closes it once; the file is closed when the last one does
    (it opens again when asked after)."""
    key = (os.path.realpath(path), encoding, threading.get_ident())
    lines = _SHARED.get(key)
    if lines is None:
        name = os.fspath(path)
        lines = _SHARED[key] = NumberedLines(lambda: open(name, "rb"), encoding)  # noqa: SIM115
    lines.holders += 1
    return lines


class ElementLines:
    """Correct the lines of findings on elements past line :data:`LIMIT` of one XML
    document (a path or bytes)."""

    def __init__(self, source: str | os.PathLike[str] | bytes, encoding: str | None = None) -> None:
        self.source = source
        #: The document's encoding, when the caller knows it already (from the head it
        #: read: :func:`~pain_bridge.textfile.sniff_encoding`); else sniffed here.
        self.encoding = encoding
        self._lines: NumberedLines | None = None
        self._usable: bool | None = None

    def _open(self) -> BinaryIO:
        if isinstance(self.source, bytes):
            return io.BytesIO(self.source)
        return open(self.source, "rb")

    def _reader(self) -> NumberedLines | None:
        if self._usable is None:
            encoding = self.encoding
            if encoding is None:
                try:
                    with self._open() as handle:
                        encoding = sniff_encoding(handle.read(256))
                except OSError:
                    self._usable = False
                    return None
            self._usable = ascii_compatible(encoding)
            if self._usable:
                self._lines = (
                    NumberedLines(self._open, encoding)
                    if isinstance(self.source, bytes)
                    else shared_lines(self.source, encoding)
                )
        return self._lines

    def correct(self, finding: Finding) -> Finding:
        """``finding`` with its element's line, when libxml2 could not give it, and the
        column on that line (:mod:`pain_bridge.reporting.locate`: the lines are at hand
        here; that module's pass over the file then stops before them)."""
        line, xpath = finding.line, finding.xpath
        if line is None or line < LIMIT or not xpath:
            return finding
        reader = self._reader()
        if reader is None:
            return finding
        try:
            found, text = self._find(reader, xpath, line)
        except (OSError, UnicodeError):
            return finding
        column = finding.column if found == line else None
        if column is None and text is not None:
            column = column_of(xpath, text)
        if found == line and column == finding.column:
            return finding
        f = finding
        return Finding(f.code, f.severity, f.message, found, column, f.xpath, f.pointer)

    def behind(self, number: int) -> bool:
        """Whether line ``number`` lies behind what was read (:meth:`NumberedLines.behind`)."""
        lines = self._lines
        return lines is not None and lines.behind(number)

    def whole(self, number: int) -> str | None:
        """Line ``number`` of the document (:meth:`NumberedLines.whole`), read from the
        file as far as it: None when that cannot be told here (an encoding that is not
        ASCII-compatible, an unreadable file included)."""
        reader = self._reader()
        if reader is None:
            return None
        try:
            return reader.whole(number)
        except (OSError, UnicodeError):
            return None

    def _find(self, reader: NumberedLines, xpath: str, line: int) -> tuple[int | None, str | None]:
        """The line of the element ``xpath`` names near ``line``, and its text."""
        name = _last_element(xpath)
        if name not in NESTING:  # the common case: a leaf, on its own line
            here = reader.line(line)
            if here is not None and _leaf(name).search(here) is not None:
                return line, here
        steps = _steps(xpath)
        if steps is None:
            return line, None
        # the element itself, in a window and then a wider one; where neither shows it
        # (an absent element), its nearest ancestor in the wider one (its start tags
        # found once: some 400 lines of them were most of a ``map.inferred`` finding's
        # cost past the limit)
        windows: dict[int, tuple[list[str], int, list[Start] | None]] = {}
        for before, line_of in ((BEFORE, _line_of), (WIDER, _line_of), (WIDER, _holder_line)):
            window = windows.get(before)
            if window is None:
                lines, first = reader.span(line - before, line + AFTER)
                window = windows[before] = (lines, first, element_starts(lines, first))
            lines, first, starts = window
            if starts:
                found = line_of(starts, steps, line)
                if found is not None:
                    return found, lines[found - first] if found - first < len(lines) else None
        return (None, None) if line == LIMIT else (line, None)

    def close(self) -> None:
        if self._lines is not None:
            self._lines.close()


def corrected(
    source: str | os.PathLike[str] | bytes, findings: Iterable[Finding]
) -> Iterator[Finding]:
    """``findings`` of the XML document ``source``, each past line :data:`LIMIT` with its
    element's line (:class:`ElementLines`)."""
    lines = ElementLines(source)
    try:
        for finding in findings:
            yield lines.correct(finding)
    finally:
        lines.close()
