"""Inputs of either format, told apart by their content, as one event stream.

>>> detect_format(b'\\xef\\xbb\\xbf  <?xml version="1.0"?><Document/>')
'xml'
>>> detect_format(b'\\n{"payment_info": []}')
'json'

:func:`iter_events` opens a path, bytes, a binary file object (stdin included) or an
already-parsed JSON object, detects the format and yields the model events of
:mod:`pain_bridge.model` with the findings of reading it (``xml.*``, ``xsd.violation``,
``map.dropped`` from the XML reader; ``json.*`` from the JSON side).
"""

from __future__ import annotations

import io
import itertools
import os
from collections.abc import Iterator
from typing import IO, TYPE_CHECKING, Any, Literal

from pain_bridge.errors import InputError
from pain_bridge.model import Event

if TYPE_CHECKING:
    from pain_bridge.reader import ReadOptions

Format = Literal["xml", "json"]
Source = str | os.PathLike[str] | bytes | IO[bytes] | dict[str, Any]

#: How many leading bytes :func:`detect_format` needs at most in practice.
HEAD_SIZE = 4096
_BOMS: tuple[tuple[bytes, str], ...] = (
    (b"\xef\xbb\xbf", "utf-8"),
    (b"\xff\xfe\x00\x00", "utf-32-le"),
    (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xff\xfe", "utf-16-le"),
    (b"\xfe\xff", "utf-16-be"),
)


def detect_format(head: bytes) -> Format | None:
    """``"xml"`` when the content starts with ``<``, ``"json"`` with ``{`` or ``[`` or a
    JSON scalar (``null``, ``true``, ``false``, a number or a string: JSON of the wrong
    shape, reported as such), after an optional byte order mark and whitespace; None
    otherwise (empty included)."""
    text: str
    for bom, codec in _BOMS:
        if head.startswith(bom):
            text = head[len(bom) : len(bom) + 256].decode(codec, errors="ignore")
            break
    else:
        text = head[:HEAD_SIZE].decode("latin-1")
    stripped = text.lstrip(" \t\r\n")
    if not stripped:
        return None
    first = stripped[0]
    if first == "<":
        return "xml"
    if first in '{["-0123456789' or stripped.startswith(("null", "true", "false")):
        return "json"
    return None


def format_of(head: bytes, otherwise: Format | None = None) -> Format:
    """The format an input is read as, from its first bytes: :func:`detect_format`'s
    answer, else ``otherwise``, else XML, whose reader says why the content is none (an
    empty file, XML in EBCDIC: ``xml.syntax``). The one decision of ``validate`` and
    ``convert``: ``convert`` gives no ``otherwise``, whatever format it is to write."""
    return detect_format(head) or otherwise or "xml"


class _Prefixed(io.RawIOBase):
    """A read-only stream: ``head`` first, then the rest of ``stream``."""

    def __init__(self, head: bytes, stream: IO[bytes]) -> None:
        self._head = head
        self._stream = stream

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        view = memoryview(buffer).cast("B")
        if self._head:
            n = min(len(view), len(self._head))
            view[:n] = self._head[:n]
            self._head = self._head[n:]
            return n
        data = self._stream.read(len(view))
        n = len(data)
        view[:n] = data
        return n


def _name_of(stream: IO[bytes]) -> str | None:
    name = getattr(stream, "name", None)
    return name if isinstance(name, str) else None


def peek_stream(stream: IO[bytes]) -> tuple[bytes, IO[bytes]]:
    """The first bytes of ``stream`` and a stream that still yields them (seeks back when
    it can, else wraps). Raises :class:`InputError` on an I/O failure."""
    try:
        if stream.seekable():
            start = stream.tell()
            head = stream.read(HEAD_SIZE)
            stream.seek(start)
            return head, stream
        head = stream.read(HEAD_SIZE)
    except OSError as exc:
        name = _name_of(stream)
        raise InputError(f"cannot read {name or 'input'}: {exc}", path=name) from exc
    return head, io.BufferedReader(_Prefixed(head, stream), buffer_size=1 << 16)


def read_head(path: str | os.PathLike[str]) -> bytes:
    """The first bytes of the file at ``path``; :class:`InputError` when it cannot be read."""
    name = os.fspath(path)
    try:
        with open(name, "rb") as handle:
            return handle.read(HEAD_SIZE)
    except OSError as exc:
        raise InputError(f"cannot read {name}: {exc.strerror or exc}", path=name) from exc


def _json_events(source: str | os.PathLike[str] | bytes | IO[bytes]) -> Iterator[Event]:
    from pain_bridge.mapping.from_json import iter_json_source_events

    return iter_json_source_events(source)


def _xml_events(
    source: str | os.PathLike[str] | bytes | IO[bytes], read_options: ReadOptions | None
) -> Iterator[Event]:
    from pain_bridge.reader import iter_xml_events

    return iter_xml_events(source, read_options)


def started(events: Iterator[Event]) -> Iterator[Event]:
    """``events`` with the reading begun: the first is read now, so that the reading of a
    large XML file (in a second process on two cores) goes on while the caller gets ready,
    e.g. imports the rules, before it asks for the rest."""
    first = next(events, None)
    return events if first is None else itertools.chain((first,), events)


def iter_events(
    source: Source,
    *,
    read_options: ReadOptions | None = None,
    assume: Format | None = None,
) -> Iterator[Event]:
    """Model events and reading findings of ``source``, whichever format it is in.

    ``source``: a path, the bytes, a binary file object, or an already-parsed JSON
    ``dict``. The format is told from the content (:func:`format_of`); ``assume`` decides
    when the content does not tell (otherwise such input is read as XML, which reports
    why it is not).
    The file is opened (and :class:`~pain_bridge.errors.InputError` raised for a missing
    or unreadable one) before this function returns.
    """
    if isinstance(source, dict):
        from pain_bridge.mapping.from_json import iter_json_events

        return iter_json_events(source)
    if isinstance(source, bytes):
        fmt = format_of(source[:HEAD_SIZE], assume)
        return _json_events(source) if fmt == "json" else _xml_events(source, read_options)
    if isinstance(source, str | os.PathLike):
        path = os.fspath(source)
        if os.path.isdir(path):
            raise InputError(f"cannot read {path}: it is a directory", path=path)
        fmt = format_of(read_head(path), assume)
        return _json_events(path) if fmt == "json" else _xml_events(path, read_options)
    head, stream = peek_stream(source)
    fmt = format_of(head, assume)
    return _json_events(stream) if fmt == "json" else _xml_events(stream, read_options)
