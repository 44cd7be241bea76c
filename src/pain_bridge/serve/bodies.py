"""A request's body: refused before it is read when it says it is too large, read to
its end otherwise, held in memory while small, spooled to a file past that, and gone
when the request is.

A body up to :data:`SPOOL_BYTES` stays in memory (the common case: a file of a few
kilobytes, checked with no disk access); a larger one goes to a temporary file as it
arrives, so that a 100 MB upload never sits whole in a worker's memory. The file is
removed when the request ends (:meth:`Body.close`), answered or not. A body larger than
``--max-bytes`` is refused: at once when its ``Content-Length`` says so, before a byte of
it is read; else as soon as what arrived passes the limit (the file so far removed).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Final

from starlette.requests import Request

from pain_bridge.serve.problems import Problem

__all__ = ["SPOOL_BYTES", "Body", "check_media_type", "declared_length", "read_body"]

#: Bodies up to this size are held in memory; larger ones go to a temporary file.
SPOOL_BYTES: Final = 256 << 10
_PREFIX: Final = "pain2pis-upload-"

#: Media types read (the content tells XML from JSON, as ``validate`` tells them); no
#: Content-Type, or application/octet-stream, means: tell it from the content.
_XML: Final = frozenset({"application/xml", "text/xml"})
_JSON: Final = frozenset({"application/json"})
_ANY: Final = frozenset({"", "application/octet-stream"})


def check_media_type(content_type: str | None, *, multipart: bool = False) -> None:
    """Refuse (415) a body of a media type that is not XML, JSON or unspecified (or,
    where several files are taken, multipart/form-data)."""
    media = (content_type or "").split(";", 1)[0].strip().lower()
    if media in _XML or media in _JSON or media in _ANY:
        return
    if multipart and media == "multipart/form-data":
        return
    if media.endswith(("+xml", "+json")):
        return
    hint = ""
    if media == "application/x-www-form-urlencoded":
        hint = " (curl sends this with --data-binary: add -H 'Content-Type: application/xml')"
    raise Problem(
        "body.media-type",
        f"Content-Type {media!r} is not read here; send application/xml or application/json{hint}.",
    )


@dataclass(slots=True)
class Body:
    """A body read whole: its bytes (``data``) or the temporary file holding them
    (``path``), never both."""

    data: bytes | None
    path: Path | None
    size: int

    @property
    def source(self) -> bytes | Path:
        """What the readers read: the bytes, or the file's path."""
        if self.path is not None:
            return self.path
        return self.data or b""

    def close(self) -> None:
        """Remove the temporary file, if any (idempotent)."""
        if self.path is not None:
            with contextlib.suppress(OSError):
                os.unlink(self.path)
            self.path = None


def declared_length(request: Request, limit: int) -> None:
    """Refuse a body whose Content-Length exceeds ``limit``, before reading it."""
    declared = request.headers.get("content-length")
    if declared is None:
        return
    if not declared.strip().isdigit():
        raise Problem("request.malformed", "Content-Length is not a number of bytes.")
    if int(declared) > limit:
        raise Problem(
            "body.too-large",
            f"The body is {int(declared)} bytes; at most {limit} are accepted (--max-bytes).",
            max_bytes=limit,
        )


async def read_body(request: Request, limit: int) -> Body:
    """The body of ``request``, at most ``limit`` bytes (else 413), not empty (else 400),
    of a media type read here (else 415). Raises ``ClientDisconnect`` when the client
    goes away before its end (nothing is kept)."""
    check_media_type(request.headers.get("content-type"))
    declared_length(request, limit)
    chunks: list[bytes] = []
    size = 0
    file: IO[bytes] | None = None
    path: Path | None = None
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > limit:
                raise Problem(
                    "body.too-large",
                    f"The body is larger than {limit} bytes (--max-bytes).",
                    max_bytes=limit,
                )
            if file is None and size <= SPOOL_BYTES:
                chunks.append(chunk)
                continue
            if file is None:
                handle, name = tempfile.mkstemp(prefix=_PREFIX)
                path = Path(name)
                file = os.fdopen(handle, "wb")
                file.writelines(chunks)
                chunks = []
            file.write(chunk)
    except BaseException:
        if file is not None:
            file.close()
        if path is not None:
            with contextlib.suppress(OSError):
                os.unlink(path)
        raise
    if file is not None:
        file.close()
        return Body(None, path, size)
    if not size:
        raise Problem("input.unreadable", "The body is empty: send the file as the body.")
    return Body(b"".join(chunks), None, size)
