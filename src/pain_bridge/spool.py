"""Findings in document order, in bounded memory, however many there are.

A reporter lists an input's findings in document order (:func:`document_order`), but
rules find some of them late (totals at the end of a payment info, duplicates at the
end of the file), so they must be sorted; and with ``--all-findings`` a file with a
warning per transaction has a million of them. :class:`FindingSpool` takes them as they
are found and hands them back sorted, holding at most :data:`RUN` in memory: each full
run is sorted and written to a temporary file as :mod:`marshal` led blocks, and reading
merges the runs (:func:`heapq.merge`, stable like :func:`sorted`), a block of each at a
time. Runs are kept by level, each level in its own file: :data:`FAN` runs of one level
are merged into one run of the next and their file emptied, so the runs read at once
stay few and the disk holds each finding about once. The counts by code and severity
are kept as findings come, so a report's summary and a file's verdict never read the
runs back.

>>> from pain_bridge.findings import make_finding
>>> spool = FindingSpool()
>>> for line in (9, 3, 5):
...     spool.add(make_finding("date.past", f"line {line}", line=line))
>>> [f.line for f in spool], len(spool), spool.worst
([3, 5, 9], 3, <Severity.WARNING: 'warning'>)

A spool travels to another process (``validate -j``) as its findings when they are in
memory, or as a file of one merged run that the receiving side opens and removes.
"""

from __future__ import annotations

import contextlib
import heapq
import marshal
import os
import struct
import weakref
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import IO, Any, Final

from pain_bridge.findings import Finding, Severity

__all__ = ["FAN", "RUN", "FindingSpool", "document_order"]

#: Findings held in memory before a sorted run goes to disk (about 2 MB).
RUN: Final = 4_000
#: Findings per block of a run on disk (what each run holds in memory while merging).
BLOCK: Final = 128
#: Runs of one level merged into one run of the next: a million findings are read back
#: from at most ``(FAN - 1) × 3`` runs, each written at most three times.
FAN: Final = 8

_PREFIX: Final = "pain2pis-findings-"
_SIZE = struct.Struct("<I")
_SEVERITY = {severity.value: severity for severity in Severity}
_UNLOCATED: Final = 1 << 62

#: A finding as plain values (what :mod:`marshal` writes).
_Row = tuple[str, str, str, int | None, int | None, str | None, str | None]


def document_order(finding: Finding) -> tuple[int, int, str, str, str, str]:
    """The key reports sort by: line and column (unlocated last), XPath, pointer, code,
    message."""
    line, column, pointer, code = finding.sort_key()
    return (line, column, finding.xpath or "", pointer, code, finding.message)


def _row(f: Finding) -> _Row:
    return (f.code, f.severity.value, f.message, f.line, f.column, f.xpath, f.pointer)


def _finding(row: _Row) -> Finding:
    code, severity, message, line, column, xpath, pointer = row
    return Finding(code, _SEVERITY[severity], message, line, column, xpath, pointer)


def _row_order(row: _Row) -> tuple[int, int, str, str, str, str]:
    """:func:`document_order` of a finding as a row."""
    code, _, message, line, column, xpath, pointer = row
    return (
        _UNLOCATED if line is None else line,
        column or 0,
        xpath or "",
        pointer or "",
        code,
        message,
    )


class _Runs:
    """Sorted runs of rows, one after another in one temporary file."""

    def __init__(self, file: IO[bytes] | None = None, runs: list[tuple[int, int]] | None = None):
        import tempfile  # here: a small file's findings never spill (start-up, issue 36)

        # closed by close(), not by a with block: the runs outlive this call
        self.file: IO[bytes] = file or tempfile.TemporaryFile(prefix=_PREFIX)  # noqa: SIM115
        self.runs: list[tuple[int, int]] = runs or []  # (offset, end) of each
        self.leftover: str | None = None  # a file to remove once closed

    def write(self, rows: Iterable[_Row]) -> None:
        """Append one run (``rows`` already in document order)."""
        file = self.file
        file.seek(0, os.SEEK_END)
        start = file.tell()
        block: list[_Row] = []
        for row in rows:
            block.append(row)
            if len(block) == BLOCK:
                self._block(block)
                block = []
        if block:
            self._block(block)
        self.runs.append((start, file.tell()))

    def _block(self, rows: list[_Row]) -> None:
        data = marshal.dumps(rows)
        self.file.write(_SIZE.pack(len(data)) + data)

    def read(self, run: tuple[int, int]) -> Iterator[_Row]:
        """The rows of one run; other runs may be read in between."""
        offset, end = run
        file = self.file
        while offset < end:
            file.seek(offset)
            (size,) = _SIZE.unpack(file.read(_SIZE.size))
            rows: list[_Row] = marshal.loads(file.read(size))  # noqa: S302 - written above
            offset += _SIZE.size + size
            yield from rows

    def sources(self) -> list[Iterator[_Row]]:
        """A reader of each run, oldest first."""
        return [self.read(run) for run in self.runs]

    def clear(self) -> None:
        """Forget every run, and the space they took."""
        self.file.truncate(0)
        self.runs = []

    def close(self) -> None:
        self.file.close()
        if self.leftover is not None:
            with contextlib.suppress(OSError):
                os.unlink(self.leftover)


def _merged(sources: list[Iterator[_Row]]) -> Iterator[_Row]:
    """Sorted ``sources`` as one sorted stream; on ties, the earlier source first."""
    return heapq.merge(*sources, key=_row_order)


class FindingSpool:
    """Findings as they are found; in document order when read, in bounded memory."""

    def __init__(self, findings: Iterable[Finding] = ()) -> None:
        self._items: list[Finding] = []
        self._sorted = True
        #: Runs on disk by level: :data:`FAN` runs of one level become one of the next.
        self._levels: list[_Runs] = []
        self._closing = weakref.finalize(self, _close, self._levels)
        self._count = 0
        #: Findings by (code, severity), listed ones only.
        self.tally: Counter[tuple[str, Severity]] = Counter()
        for finding in findings:
            self.add(finding)

    def add(self, finding: Finding) -> None:
        items = self._items
        items.append(finding)
        self._sorted = False
        self._count += 1
        self.tally[finding.code, finding.severity] += 1
        if len(items) >= RUN:
            self._spill()

    def _spill(self) -> None:
        """The findings in memory to a run of level 0; a full level merged into one run of
        the next (the levels above hold older findings, so ties keep their order)."""
        self._items.sort(key=document_order)
        if not self._levels:
            self._levels.append(_Runs())
        self._levels[0].write(map(_row, self._items))
        self._items = []
        self._sorted = True
        level = 0
        while len(self._levels[level].runs) >= FAN:
            if level + 1 == len(self._levels):
                self._levels.append(_Runs())
            self._levels[level + 1].write(_merged(self._levels[level].sources()))
            self._levels[level].clear()
            level += 1

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[Finding]:
        """The findings in document order (the spool may be read any number of times)."""
        if not self._levels:
            return iter(self._in_memory())
        return map(_finding, self._rows())

    def _in_memory(self) -> list[Finding]:
        """The findings not on disk, sorted."""
        if not self._sorted:
            self._items.sort(key=document_order)
            self._sorted = True
        return self._items

    def _rows(self) -> Iterator[_Row]:
        """Every finding as a row, in document order: oldest runs first on ties."""
        sources = [source for runs in reversed(self._levels) for source in runs.sources()]
        return _merged([*sources, map(_row, self._in_memory())])

    @property
    def worst(self) -> Severity | None:
        """The worst severity among the findings, None without any."""
        return max((s for (_, s), n in self.tally.items() if n), key=_rank, default=None)

    def close(self) -> None:
        """Remove what went to disk (also done when the spool is collected)."""
        self._closing()

    def __enter__(self) -> FindingSpool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __getstate__(self) -> dict[str, Any]:
        if not self._levels:
            return {"items": [_row(f) for f in self], "tally": self.tally}  # sorted
        import tempfile

        handle, path = tempfile.mkstemp(prefix=_PREFIX)
        with os.fdopen(handle, "w+b") as file:
            target = _Runs(file)
            target.write(self._rows())
            return {"path": path, "run": target.runs[0], "count": self._count, "tally": self.tally}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.tally = state["tally"]
        self._sorted = True
        self._items = []
        self._levels = []
        self._closing = weakref.finalize(self, _close, self._levels)
        if "items" in state:
            self._items = [_finding(row) for row in state["items"]]
            self._count = len(self._items)
            return
        self._count = state["count"]
        path = state["path"]
        file = open(path, "rb")  # noqa: SIM115 - closed by close()
        offset, end = state["run"]
        runs = _Runs(file, [(offset, end)])
        self._levels.append(runs)
        try:
            os.unlink(path)  # POSIX: still readable while open
        except OSError:  # Windows: not while open; removed on close
            runs.leftover = path


def _close(levels: list[_Runs]) -> None:
    """Close the files of a spool's runs (by :meth:`FindingSpool.close`, or when the
    spool is collected: its runs never outlive it, nor warn of files left open)."""
    for runs in levels:
        runs.close()


def _rank(severity: Severity) -> int:
    return severity.rank
