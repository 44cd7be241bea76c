"""Inputs of either format, told apart by their content, as one event stream.

>>> detect_format(b'\\xef\\xbb\\xbf  <?xml version="1.0"?><Document/>')
'xml'
>>> detect_format(b'\\n{"payment_info": []}')
'json'

:func:`open_input` answers what an input is (:class:`Opened`: format, message, version,
encoding) from one read of its head, for every entry point (``validate``, ``convert``,
``submit``: :mod:`pain_bridge.pipeline`), and keeps a regular XML file open from that
read for the reader's parse, which reads on from it (one opening of the file for both);
:func:`iter_events` opens a path, bytes, a binary file object (stdin included) or an
already-parsed JSON object, detects the format and yields the model events of
:mod:`pain_bridge.model` with the findings of reading it (``xml.*``, ``xsd.violation``,
``map.dropped`` from the XML reader; ``json.*`` from the JSON side).
"""

from __future__ import annotations

import io
import itertools
import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any, Literal

from pain_bridge.errors import InputError
from pain_bridge.model import Event

if TYPE_CHECKING:
    from pain_bridge.reader import ReadOptions, XmlSource
    from pain_bridge.reader.source import OpenedFile

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


def _open_file(name: str) -> tuple[bytes, OpenedFile | None]:
    """The head of the file at ``name`` and, for a regular file, the file kept open for
    the reader's parse (:class:`~pain_bridge.reader.source.OpenedFile`: the head and the
    parse are one opening). A FIFO or a device is read once, by the reader: its head is
    read here as before. :class:`InputError` when it cannot be read."""
    from pain_bridge.reader.source import OpenedFile

    try:
        handle = open(name, "rb")  # noqa: SIM115 - kept open for the reader, or closed here
    except OSError as exc:
        raise InputError(f"cannot read {name}: {exc.strerror or exc}", path=name) from exc
    try:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            handle.close()
            return read_head(name), None
        return handle.read(HEAD_SIZE), OpenedFile(name, handle)
    except OSError as exc:
        handle.close()
        raise InputError(f"cannot read {name}: {exc.strerror or exc}", path=name) from exc


def _json_events(source: str | os.PathLike[str] | bytes | IO[bytes]) -> Iterator[Event]:
    from pain_bridge.mapping.from_json import iter_json_source_events

    return iter_json_source_events(source)


def _xml_events(source: XmlSource, read_options: ReadOptions | None) -> Iterator[Event]:
    from pain_bridge.reader import iter_xml_events

    return iter_xml_events(source, read_options)


def started(events: Iterator[Event]) -> Iterator[Event]:
    """``events`` with the reading begun: the first is read now, so that the reading of a
    large XML file (in a second process on two cores) goes on while the caller gets ready,
    e.g. imports the rules, before it asks for the rest."""
    first = next(events, None)
    return events if first is None else itertools.chain((first,), events)


Message = Literal["pain.001", "pain.002", "intent"]

#: A status report's namespace or Swiss schema anywhere in the head makes it one.
#: A pain.002's head: its namespace (ISO's, the DK ``pain.002.002.03``), the Swiss schema's
#: name, or, for a bank's report without a namespace (or with a mis-spelled ``Xmlns``
#: attribute), its message element (the status report reader tells the version).
_PAIN002 = re.compile(
    rb"urn:iso:std:iso:20022:tech:xsd:pain\.002\.00[12]\.(\d\d)?"
    rb"|pain\.002\.001\.03\.ch\.\d\d\.xsd"
    rb"|<(?:[A-Za-z_][\w.-]*:)?CstmrPmtStsRpt[\s>]"
)
_PAIN001 = re.compile(rb"urn:iso:std:iso:20022:tech:xsd:pain\.001\.001\.(\d\d)")


def _pain002(head: bytes) -> re.Match[bytes] | None:
    """``_PAIN002.search(head)``, searched only where the text one of its branches holds
    is: a head with neither is no status report, told without the search (which, having
    no literal to start from, tries every byte: 45 µs for a 2 KB pain.001, some 3% of
    its validation by ``pain2pis serve``)."""
    if b"pain.002" not in head and b"CstmrPmtStsRpt" not in head:
        return None
    return _PAIN002.search(head)


@dataclass(frozen=True, slots=True)
class Opened:
    """What an input is, told once from its head, and what to read it from.

    Every entry point asks :func:`open_input` once and hands this record on, so the head
    of a file is read once, however many parts need to know what it is (the pain.002
    check, the choice of reader, the target of a conversion).
    ``source``: what the readers read: the path (a ``str``), the bytes, a stream that
    still yields its head, or a parsed JSON ``dict``. ``message``: ``"pain.002"`` for a
    status report, ``"pain.001"`` for a pain.001 XML, ``"intent"`` for JSON, None when
    the head names no message (the reader says what is wrong). ``version``: the
    pain.001/pain.002 version the namespace names (``"09"``), else None. ``encoding``:
    the XML encoding the head declares or shows (:func:`~pain_bridge.textfile.sniff_encoding`).
    """

    source: str | bytes | IO[bytes] | dict[str, Any]
    format: Format
    message: Message | None
    version: str | None
    encoding: str
    head: bytes
    #: The file of a path, kept open from the read of its head for the reader's parse
    #: (None for other inputs, a FIFO, and JSON, whose reader opens it by its path).
    file: OpenedFile | None = None

    @property
    def path(self) -> str | None:
        """The file's path, when the input is a file named by its path."""
        return self.source if isinstance(self.source, str) else None

    def close(self) -> None:
        """Close the file kept open if no reader took it (:attr:`file`)."""
        if self.file is not None:
            self.file.close()


def open_input(source: Source | Opened, assume: Format | None = None) -> Opened:
    """What ``source`` is (:class:`Opened`), from one read of its head.

    ``source``: a path, the bytes, a binary file object (stdin included; its head is
    peeked and still yielded to the reader) or a parsed JSON ``dict``; an :class:`Opened`
    is returned as it is. ``assume`` decides the format when the content does not tell
    (:func:`format_of`). Raises :class:`InputError` for a missing, unreadable or
    directory path."""
    if isinstance(source, Opened):
        return source
    readable: str | bytes | IO[bytes] | dict[str, Any]
    file: OpenedFile | None = None
    if isinstance(source, dict):
        return Opened(source, "json", "intent", None, "utf-8", b"")
    if isinstance(source, bytes):
        readable, head = source, source[:HEAD_SIZE]
    elif isinstance(source, str | os.PathLike):
        readable = os.fspath(source)
        if os.path.isdir(readable):
            raise InputError(f"cannot read {readable}: it is a directory", path=readable)
        head, file = _open_file(readable)
    else:
        head, readable = peek_stream(source)
    fmt = format_of(head, assume)
    if fmt == "json":
        if file is not None:
            file.close()
        return Opened(readable, fmt, "intent", None, "utf-8", head)
    from pain_bridge.textfile import sniff_encoding

    message: Message | None = None
    found = _pain002(head)
    if found is not None:
        message = "pain.002"
    else:
        found = _PAIN001.search(head)
        message = None if found is None else "pain.001"
    version = None
    if found is not None:
        version = (found.group(1) or b"03").decode("ascii")
    if message == "pain.002" and file is not None:  # its reader opens it by its path
        file.close()
        file = None
    return Opened(readable, fmt, message, version, sniff_encoding(head), head, file)


def iter_events(
    source: Source | Opened,
    *,
    read_options: ReadOptions | None = None,
    assume: Format | None = None,
) -> Iterator[Event]:
    """Model events and reading findings of ``source``, whichever format it is in.

    ``source``: a path, the bytes, a binary file object, an already-parsed JSON
    ``dict``, or the :class:`Opened` record of one (its head is then not read again).
    The format is told from the content (:func:`format_of`); ``assume`` decides
    when the content does not tell (otherwise such input is read as XML, which reports
    why it is not).
    The file is opened (and :class:`~pain_bridge.errors.InputError` raised for a missing
    or unreadable one) before this function returns.
    """
    opened = open_input(source, assume)
    readable = opened.source
    if isinstance(readable, dict):
        from pain_bridge.mapping.from_json import iter_json_events

        return iter_json_events(readable)
    if opened.format == "json":
        return _json_events(readable)
    return _xml_events(opened.file or readable, read_options)
