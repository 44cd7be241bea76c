"""Several files in one request: a ``multipart/form-data`` body, each file part a file.

The parts are read by Starlette's parser (python-multipart) from a stream counted
against ``--max-bytes`` (413 past it, as for a single body); each file part becomes a
:class:`~.bodies.Body`, held in memory while small and in a temporary file past that,
removed with the request. A part that is not a file (a plain form field) is refused
(400): there is nothing for it to mean.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import AsyncGenerator
from pathlib import Path
from typing import Final

from starlette.datastructures import UploadFile
from starlette.formparsers import MultiPartException, MultiPartParser
from starlette.requests import Request

from pain_bridge.serve.bodies import SPOOL_BYTES, Body, declared_length
from pain_bridge.serve.problems import Problem

__all__ = ["MAX_FILES", "is_multipart", "read_files"]

#: The most files one request may carry.
MAX_FILES: Final = 100


def is_multipart(content_type: str | None) -> bool:
    return (content_type or "").split(";", 1)[0].strip().lower() == "multipart/form-data"


async def _counted(request: Request, limit: int) -> AsyncGenerator[bytes, None]:
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise Problem(
                "body.too-large",
                f"The body is larger than {limit} bytes (--max-bytes).",
                max_bytes=limit,
            )
        yield chunk


def _body(upload: UploadFile) -> Body:
    """An uploaded part as a :class:`Body` (its parser's spool closed)."""
    source = upload.file
    try:
        source.seek(0, os.SEEK_END)
        size = source.tell()
        source.seek(0)
        if size <= SPOOL_BYTES:
            return Body(source.read(), None, size)
        handle, name = tempfile.mkstemp(prefix="pain2pis-upload-")
        with os.fdopen(handle, "wb") as target:
            shutil.copyfileobj(source, target)
        return Body(None, Path(name), size)
    finally:
        source.close()


async def read_files(request: Request, limit: int) -> list[tuple[str, Body]]:
    """Each file of a multipart body with its file name, in the order sent; at least one.
    The caller closes the bodies."""
    declared_length(request, limit)
    parser = MultiPartParser(
        request.headers, _counted(request, limit), max_files=MAX_FILES, max_fields=0
    )
    try:
        form = await parser.parse()
    except MultiPartException as exc:
        message = "a form field that is not a file" if "fields" in exc.message else exc.message
        raise Problem("request.malformed", f"The multipart body is not usable: {message}") from None
    files: list[tuple[str, Body]] = []
    try:
        for field, value in form.multi_items():
            if not isinstance(value, UploadFile):  # pragma: no cover - max_fields=0 refuses
                raise Problem("request.malformed", f"Part {field!r} is not a file.")
            files.append((value.filename or field, _body(value)))
    except BaseException:
        for _, body in files:
            body.close()
        for _, value in form.multi_items():
            if isinstance(value, UploadFile):
                with contextlib.suppress(OSError):
                    value.file.close()
        raise
    if not files:
        raise Problem("input.unreadable", "The multipart body holds no file.")
    return files
