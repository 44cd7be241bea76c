"""The envelope written back around a converted document, its header's ``MsgDefIdr``
updated to the version written, and nothing else changed.

A document read inside an envelope (:class:`~pain_bridge.model.envelope.Envelope` on the
message) is written inside the same envelope: its text before the document as read
(the header with every leaf, comment and layout as it was), then the document, then the
envelope's end tags. Only the header's own ``MsgDefIdr`` (the first in the text: a
related header's, ``Rltd/MsgDefIdr``, comes after it and names another message) is
rewritten to the version written, when that differs from the version read, and
:func:`envelope_changes` reports it as ``map.changed``. The schema check of what is
written reads the envelope as blanks (:class:`~pain_bridge.envelope.Frame`), as
the reader does, so the document is checked alone, streaming.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import IO, Final

from pain_bridge.envelope import Frame
from pain_bridge.findings import Finding, make_finding
from pain_bridge.model import Message
from pain_bridge.model.envelope import Envelope
from pain_bridge.versions import PainVersion

__all__ = ["FramedReader", "after", "before", "envelope_changes", "frame"]

_MSG_DEF: Final = re.compile(
    r"(<(?:[\w.-]+:)?MsgDefIdr(?:\s[^>]*)?>)(\s*)([^<]*?)(\s*)(</(?:[\w.-]+:)?MsgDefIdr\s*>)"
)
_END_TAG: Final = re.compile(r"</\s*([^\s>]+)\s*>")
DECLARATION: Final = '<?xml version="1.0" encoding="UTF-8"?>\n'


def _written_definition(envelope: Envelope, read: PainVersion | None, written: PainVersion) -> str:
    """The text before the document, its header's ``MsgDefIdr`` naming ``written`` when
    the document was read as another version."""
    if envelope.header is None or read is None or read is written:
        return envelope.before
    return _MSG_DEF.sub(
        lambda m: f"{m[1]}{m[2]}{written.value}{m[4]}{m[5]}", envelope.before, count=1
    )


def before(message: Message, written: PainVersion) -> str:
    """What the writer writes between the XML declaration and the document's start tag."""
    envelope = message.envelope
    if envelope is None:
        return ""
    text = _written_definition(envelope, message.pain_version, written)
    return text[2:] if text.startswith("\r\n") else text.removeprefix("\n")


def after(message: Message) -> str:
    """What the writer writes after the document's end tag: the envelope's end tags."""
    return message.envelope.after if message.envelope is not None else ""


def frame(message: Message, written: PainVersion) -> Frame | None:
    """The written envelope as the schema check reads it (blanks), None without one."""
    if message.envelope is None:
        return None
    start = len(DECLARATION.encode())
    end = start + len(before(message, written).encode())
    closing = tuple(name.encode() for name in _END_TAG.findall(message.envelope.after))
    return Frame(start, end, b"</Document", closing)


def envelope_changes(message: Message, written: PainVersion) -> Iterator[Finding]:
    """``map.changed`` for the header's ``MsgDefIdr`` the writer updates."""
    envelope, read = message.envelope, message.pain_version
    header = envelope.header if envelope is not None else None
    if header is None or read is None or read is written:
        return
    given = header.message_definition
    if given == written.value:
        return
    yield make_finding(
        "map.changed",
        f"AppHdr/MsgDefIdr: {given or 'none'} given, written as {written.value} "
        "(the version written; the rest of the envelope and its header as read)",
        line=header.line_of("MsgDefIdr"),
        xpath=f"{header.xpath}/MsgDefIdr",
    )


class FramedReader:
    """A binary file's bytes with the written envelope read as blanks, for the schema
    check's parser (a ``read(size)`` object), in flat memory."""

    def __init__(self, source: IO[bytes], framing: Frame) -> None:
        self._chunks = framing.chunks(iter(lambda: source.read(1 << 16), b""))
        self._rest = b""

    def read(self, size: int = -1) -> bytes:
        while size < 0 or len(self._rest) < size:
            chunk = next(self._chunks, None)
            if chunk is None:
                break
            self._rest += chunk
        if size < 0:
            data, self._rest = self._rest, b""
        else:
            data, self._rest = self._rest[:size], self._rest[size:]
        return data
