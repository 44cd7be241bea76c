"""Findings passed on later, in the order they came, in bounded memory (:class:`Deferred`).

A migration streamed (:mod:`pain_bridge.writer.stream`) finds the ``map`` checks'
findings as the transactions pass, but tells them after the version's losses, which are
known only at the end: the order of the message held whole, which decides which findings
of a flood the gate lists. A flood of them (an address too long in every transaction)
must not grow the memory, so past a few thousand they wait in a temporary file.
"""

from __future__ import annotations

import marshal
import tempfile
from collections.abc import Iterator
from typing import IO

from pain_bridge.findings import Finding, Severity

__all__ = ["Deferred"]


class Deferred:
    """Findings kept in the order they came, to be passed on later: in memory up to
    :data:`_HELD`, then in a temporary file (a flood of one code stays bounded)."""

    _HELD = 4_000

    def __init__(self) -> None:
        self._held: list[Finding] = []
        self._file: IO[bytes] | None = None

    def add(self, finding: Finding) -> None:
        self._held.append(finding)
        if len(self._held) >= self._HELD:
            if self._file is None:
                self._file = tempfile.TemporaryFile(prefix="pain2pis-findings-")  # noqa: SIM115 - closed in drain()
            for f in self._held:
                row = (f.code, f.severity.value, f.message, f.line, f.column, f.xpath, f.pointer)
                marshal.dump(row, self._file)
            self._held.clear()

    def drain(self) -> Iterator[Finding]:
        if self._file is not None:
            self._file.seek(0)
            while True:
                try:
                    row = marshal.load(self._file)  # noqa: S302 - written above
                    code, severity, message, line, column, xpath, pointer = row
                except EOFError:
                    break
                yield Finding(code, Severity(severity), message, line, column, xpath, pointer)
            self._file.close()
            self._file = None
        yield from self._held
        self._held.clear()
