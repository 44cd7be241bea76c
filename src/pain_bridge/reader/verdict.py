"""The schema check in a second process, beside the rest of the reading.

On a machine with two cores the schema check and the model work can overlap: a child
process streams the same file through the version's XSD and answers one question,
*valid or not*, while the reader builds the model from a parse without the schema
attached. An invalid answer (or a child that died) sends the reader to its second pass
(:mod:`~pain_bridge.reader.locate`), exactly as when the check ran in-process, so the
findings are the same either way; only the time differs.

Used for a file path larger than :data:`MIN_SIZE` when ``ReadOptions.processes`` is 2
and the platform can ``fork``; otherwise the reader checks in-process.
"""

from __future__ import annotations

import multiprocessing
import os
from multiprocessing.connection import Connection
from typing import Final

from lxml import etree

from pain_bridge import xmlsafe, xsd
from pain_bridge.versions import PainVersion

__all__ = ["MIN_SIZE", "SchemaVerdict", "can_run"]

#: Below this size a second process costs more than it saves.
MIN_SIZE: Final = 4 * 1024 * 1024
_CHUNK: Final = 64 * 1024


def can_run(path: str | None, processes: int) -> bool:
    """Whether the check of ``path`` should run in a second process."""
    if path is None or processes < 2 or (os.cpu_count() or 1) < 2:
        return False
    if "fork" not in multiprocessing.get_all_start_methods():
        return False
    try:
        return os.path.getsize(path) >= MIN_SIZE
    except OSError:
        return False


def _check(path: str, version: str, answer: Connection) -> None:
    valid = False
    try:
        schema = xsd.pain001_schema(PainVersion(version))
        namespace = PainVersion(version).namespace
        parser = xmlsafe.make_pull_parser(
            events=("end",), tag=(f"{{{namespace}}}CdtTrfTxInf", f"{{{namespace}}}Document"),
            schema=schema,
        )  # fmt: skip
        closed = False
        with open(path, "rb") as handle:
            while chunk := handle.read(_CHUNK):
                parser.feed(chunk)
                for _, element in parser.read_events():
                    if element.getparent() is None:  # type: ignore[union-attr]
                        closed = True
                        continue
                    element.clear()  # type: ignore[union-attr]
                    while element.getprevious() is not None:  # type: ignore[union-attr]
                        del element.getparent()[0]  # type: ignore[union-attr]
        parser.close()
        valid = closed  # lxml can stop quietly at some errors: only a closed root counts
    except (etree.XMLSyntaxError, OSError, ValueError):
        valid = False
    finally:
        answer.send(valid)
        answer.close()


class SchemaVerdict:
    """A running schema check of one file; :meth:`valid` waits for its answer."""

    def __init__(self, path: str, version: PainVersion) -> None:
        context = multiprocessing.get_context("fork")
        self._answer, send = context.Pipe(duplex=False)
        self._process = context.Process(
            target=_check, args=(path, version.value, send), daemon=True
        )
        self._process.start()
        send.close()

    def valid(self) -> bool:
        """The answer; False (so the reader's second pass decides) if the child died."""
        try:
            return bool(self._answer.recv())
        except (EOFError, OSError):
            return False
        finally:
            self.close()

    def close(self) -> None:
        if self._process.is_alive():
            self._process.terminate()
        self._process.join()
        self._answer.close()
