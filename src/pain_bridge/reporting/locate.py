"""Columns for XML findings: lxml knows an element's line but not its column.

:func:`fill_columns` reads the XML file once, front to back, stopping after the last line
it needs, and gives each finding that has a ``line`` and an ``xpath`` but no ``column``
the 1-based column (in characters) of the element's start tag ``<Tag`` on that line (any
namespace prefix), or of the attribute for an XPath ending in ``@name``. When that line
holds the tag more than once (a minified file), which one is meant cannot be told from the
line alone, and the column stays unknown rather than wrong.

Memory stays small for any file size: only the needed lines are kept, and at most
:data:`MAX_LINE_CHARS` characters of each. A needed line longer than that (a whole file
on one line) is not kept: it is read through once, piece by piece, noting for each tag
and attribute name on it its first column and whether it comes again
(:class:`_LongLine`), so that its columns are those of the whole line. Files in an
ASCII-compatible encoding (UTF-8, Latin-1, …: a newline is the byte ``0x0A``) are
scanned in binary chunks, counting newlines in C and decoding only the wanted lines — a
finding on the last line of a 1 GB file costs a fraction of a second; UTF-16/32 files
and files with a bare carriage return as a line end take the slower text path.
"""

from __future__ import annotations

import codecs
import contextlib
import io
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import BinaryIO

from pain_bridge.findings import Finding
from pain_bridge.sourcelines import LIMIT
from pain_bridge.textfile import ascii_compatible as _ascii_compatible
from pain_bridge.textfile import (
    column_in,
    sniff_encoding,
    target_name,
    target_pattern,
)

#: Characters of a line that are kept; a longer one is read through (:class:`_LongLine`).
MAX_LINE_CHARS = 1 << 20

#: Bytes read at a time by the binary scan (the window of :class:`_Scanner` is about
#: this size, and its lines once split: a quarter MiB keeps both small).
CHUNK_BYTES = 1 << 18
_LONE_CR = re.compile(rb"\r(?!\n)")


#: A start tag's name, and an attribute's: the names of :func:`target_pattern`'s patterns.
_TAG = re.compile(r"<(?:[\w.-]+:)?([\w.-]+)(?=[\s/>]|$)")
_ATTRIBUTE = re.compile(r"(?<=\s)(?:[\w.-]+:)?([\w.-]+)\s*=")


class _LongLine:
    """A line too long to keep, read through in pieces: each tag and attribute name on
    it with its first column (in characters), and whether it comes more than once.

    A piece's last :data:`OVERLAP` characters wait for the next, so that a name cut
    between two pieces is seen whole (and one character more stays for the attribute
    pattern's look behind). At most :data:`NAMES` names are noted: past them (a hostile
    line) a name not yet seen has no column."""

    OVERLAP = 1024
    NAMES = 4096

    def __init__(self, encoding: str | None = None) -> None:
        self._decoder = (
            codecs.getincrementaldecoder(encoding)(errors="replace") if encoding else None
        )
        self._text = ""  # the characters not yet searched, and one before them
        self._start = 0  # where in ``_text`` the search goes on
        self._offset = 0  # characters of the line before ``_text``
        self._first: dict[tuple[str, str], int] = {}
        self._again: set[tuple[str, str]] = set()
        self._full = False

    def feed(self, data: bytes, final: bool = False) -> None:
        assert self._decoder is not None
        self.feed_text(self._decoder.decode(data, final), final)

    def feed_text(self, piece: str, final: bool = False) -> None:
        text = self._text + piece
        limit = len(text) if final else max(self._start, len(text) - self.OVERLAP)
        for kind, pattern in (("<", _TAG), ("@", _ATTRIBUTE)):
            for match in pattern.finditer(text, self._start):
                if match.start() >= limit:
                    break
                self._note((kind, match[1]), self._offset + match.start() + 1)
        keep = max(limit - 1, 0)
        self._offset += keep
        self._text = text[keep:]
        self._start = limit - keep

    def _note(self, key: tuple[str, str], column: int) -> None:
        if key in self._first:
            self._again.add(key)
        elif len(self._first) < self.NAMES:
            self._first[key] = column
        else:
            self._full = True

    def column(self, xpath: str | None) -> int | None:
        """The column of what ``xpath``'s last step names, None unless it is on the
        line once."""
        key = target_name(xpath) if xpath else None
        if key is None or key in self._again:
            return None
        return self._first.get(key)


#: A needed line: its text, or what was noted of it while it was read through.
Line = str | _LongLine


class _Scanner:
    """A binary scan of an ASCII-compatible file, front to back, that can be resumed:
    each call of :meth:`lines` reads on from where the last one stopped. The lines of
    the last chunk read stay at hand (the window), so findings on nearby lines, as they
    come in document order, are served without reading anything again."""

    def __init__(self, raw: BinaryIO, encoding: str) -> None:
        self.raw = raw
        self.encoding = encoding
        self.number = 1  # the line that ``head`` begins
        self.head = b""  # the start of the current line, at most MAX_LINE_CHARS bytes of it
        self.ended = False
        self.first = 1  # the first line of the window
        self.window = b""  # complete lines ``first`` to ``number - 1`` (at most 2 chunks)
        self._lines: list[bytes] | None = None  # the window's lines, split when needed
        self.long: _LongLine | None = None  # the line ``number``, wanted and too long
        self.long_lines: dict[int, _LongLine] = {}  # those read through, the last few

    def lines(self, wanted: set[int]) -> dict[int, Line] | None:
        """The ``wanted`` lines from the window's first on; None when a bare CR ends a
        line (the text path then counts lines as XML does)."""
        found: dict[int, Line] = {}
        last = max(wanted)
        self._from_window(wanted, found)
        raw = self.raw
        while self.number <= last and not self.ended:
            chunk = raw.read(CHUNK_BYTES)
            if chunk.endswith(b"\r"):  # keep a CRLF in one piece
                chunk += raw.read(1)
            if b"\r" in chunk and _LONE_CR.search(chunk[:-1] if chunk.endswith(b"\r") else chunk):
                return None
            if not chunk:
                self.ended = True
                break
            newlines = chunk.count(b"\n")
            if newlines == 0:
                self._read_through(chunk, wanted)
                self.head = (self.head + chunk)[:MAX_LINE_CHARS]
                continue
            cut = chunk.rfind(b"\n") + 1
            ending = None
            end = chunk.index(b"\n")
            if (
                self.long is None
                and self.number in wanted
                and len(self.head) + end > MAX_LINE_CHARS
            ):
                self.long = _LongLine(self.encoding)
                self.long.feed(self.head)
            if self.long is not None:  # the long line ends in this chunk
                self.long.feed(chunk[:end], final=True)
                ending, self.long = (self.number, self.long), None
            self.window = self.head + chunk[:cut]  # a line is cut when it is served
            self._lines = None
            self.first, self.number = self.number, self.number + newlines
            self.head = chunk[cut:][:MAX_LINE_CHARS]
            self._from_window(wanted, found)
            if ending is not None:
                self._keep_long(*ending)
                found[ending[0]] = ending[1]
        if self.ended and self.number in wanted:
            if self.long is not None:  # the last line, without a newline at its end
                self.long.feed(b"", final=True)
                self._keep_long(self.number, self.long)
                found[self.number], self.long = self.long, None
            else:
                last_line = self.head.decode(self.encoding, errors="replace")
                if last_line:  # a line without a newline at the end (a lone BOM is no line)
                    found[self.number] = last_line
        for number in wanted:
            long = self.long_lines.get(number)
            if long is not None:
                found[number] = long
        return found

    def _read_through(self, chunk: bytes, wanted: set[int]) -> None:
        """Note ``chunk`` (no line ends in it) in the current line, once that line is
        wanted and longer than is kept."""
        if self.long is None:
            if self.number not in wanted or len(self.head) + len(chunk) <= MAX_LINE_CHARS:
                return
            self.long = _LongLine(self.encoding)
            self.long.feed(self.head)
        self.long.feed(chunk)

    def _keep_long(self, number: int, long: _LongLine) -> None:
        self.long_lines[number] = long
        if len(self.long_lines) > 8:  # findings come in document order: the last few
            del self.long_lines[next(iter(self.long_lines))]

    def _from_window(self, wanted: set[int], found: dict[int, Line]) -> None:
        first, number = self.first, self.number
        inside = [n for n in wanted if first <= n < number]
        if not inside:
            return
        if self._lines is None:
            self._lines = self.window.split(b"\n")
        lines = self._lines
        for n in inside:
            line = lines[n - first][:MAX_LINE_CHARS] + b"\n"
            found[n] = line.decode(self.encoding, errors="replace")


def _scan_lines(raw: BinaryIO, wanted: set[int], encoding: str) -> dict[int, Line] | None:
    """Binary scan for ASCII-compatible encodings; None when a bare CR ends a line."""
    return _Scanner(raw, encoding).lines(wanted)


#: An XML file to read columns from: its path, or its content (a body held in memory).
Located = str | Path | bytes


def _open(source: Located) -> BinaryIO:
    """``source`` opened for reading (bytes are read where they are, not copied)."""
    return io.BytesIO(source) if isinstance(source, bytes) else Path(source).open("rb")


def _read_lines(path: Located, wanted: set[int]) -> dict[int, Line]:
    """The ``wanted`` lines (1-based), reading no further than the last one."""
    found: dict[int, Line] = {}
    last = max(wanted)
    with _open(path) as raw:
        encoding = sniff_encoding(raw.read(256))
        raw.seek(0)
        if _ascii_compatible(encoding):
            scanned = _scan_lines(raw, wanted, encoding)
            if scanned is not None:
                return scanned
            raw.seek(0)
        text = io.TextIOWrapper(raw, encoding=encoding, errors="replace", newline="")
        number = 1
        while number <= last:
            chunk = text.readline(MAX_LINE_CHARS)
            if not chunk:
                break
            complete = chunk.endswith(("\n", "\r"))
            long = _LongLine() if number in wanted and not complete else None
            if long is not None:
                long.feed_text(chunk)
                found[number] = long
            elif number in wanted:
                found[number] = chunk
            while not complete:  # the rest of an over-long line: read through, not kept
                chunk = text.readline(MAX_LINE_CHARS)
                complete = not chunk or chunk.endswith(("\n", "\r"))
                if long is not None:
                    long.feed_text(chunk, final=complete)
            number += 1
    return found


def _needed(finding: Finding) -> re.Pattern[str] | None:
    """The pattern that finds ``finding``'s column, if it needs one and can have one (a
    finding past line 65,535 was located with its line: :mod:`pain_bridge.sourcelines`)."""
    line = finding.line
    if line is None or line <= 0 or line >= LIMIT or finding.column is not None:
        return None
    return target_pattern(finding.xpath) if finding.xpath else None


def _filled(finding: Finding, pattern: re.Pattern[str], text: Line | None) -> Finding:
    if isinstance(text, _LongLine):
        column = text.column(finding.xpath)
    else:
        column = column_in(text, pattern) if text is not None else None
    if column is None:
        return finding
    f = finding
    return Finding(f.code, f.severity, f.message, f.line, column, f.xpath, f.pointer)


def fill_columns(path: Located, findings: Iterable[Finding]) -> list[Finding]:
    """``findings`` with the missing columns filled in from the XML file at ``path`` (or
    the XML ``path`` is, as bytes).

    Findings that already have a column, or lack a line or an XPath, are returned as they
    are; so is everything when the file cannot be read.
    """
    items = list(findings)
    needed = {i: pattern for i, f in enumerate(items) if (pattern := _needed(f)) is not None}
    return _fill(path, items, needed)


def _fill(path: Located, items: list[Finding], needed: dict[int, re.Pattern[str]]) -> list[Finding]:
    """``items`` with the column of each ``needed`` one (by index, with its pattern) from
    one pass over ``path``; unchanged when it cannot be read."""
    if not needed:
        return items
    try:
        lines = _read_lines(path, {items[i].line or 0 for i in needed})
    except (OSError, LookupError, UnicodeError):
        return items
    for i, pattern in needed.items():
        items[i] = _filled(items[i], pattern, lines.get(items[i].line or 0))
    return items


def fill_columns_as_found(path: Located, findings: Iterable[Finding]) -> Iterator[Finding]:
    """:func:`fill_columns` of findings as they are found, yielded as they come: the file
    is read forward as far as each new finding needs while the rest are still being found
    (findings come mostly in document order); only those behind the point reached are
    held, looked up in a last pass and yielded at the end. The same findings (in another
    order); less time spent, and memory held, after the last finding."""
    behind: list[Finding] = []
    needed: dict[int, re.Pattern[str]] = {}
    with contextlib.ExitStack() as stack:
        scanner = _forward_scanner(path, stack)
        for finding in findings:
            pattern = _needed(finding)
            if pattern is None:
                yield finding
                continue
            line = finding.line or 0
            if scanner is not None and line >= scanner.first:
                try:
                    found = scanner.lines({line})
                except (OSError, UnicodeError):
                    found = None
                if found is not None:
                    yield _filled(finding, pattern, found.get(line))
                    continue
                scanner = None  # a bare CR, or the file failed: the last pass decides
            needed[len(behind)] = pattern
            behind.append(finding)
    yield from _fill(path, behind, needed)


def _forward_scanner(path: Located, stack: contextlib.ExitStack) -> _Scanner | None:
    """A scanner of ``path`` (closed with ``stack``), or None when it cannot be read or
    its encoding is not ASCII-compatible (then the last pass does it all)."""
    try:
        raw = stack.enter_context(_open(path))
        encoding = sniff_encoding(raw.read(256))
        raw.seek(0)
    except OSError:
        return None
    return _Scanner(raw, encoding) if _ascii_compatible(encoding) else None
