"""The bytes of one XML input, from a path, a byte string or a stream, size-checked.

:class:`Input` gives the input in 64 KiB chunks and can give it a second time (the
reader's second pass, which locates schema violations): a path or a byte string is read
again, a seekable stream is rewound, and a non-seekable one is spooled to a temporary
file during the first pass. Past ``max_bytes`` it raises :class:`TooLarge`, which carries
the ``xml.too-large`` finding.
"""

from __future__ import annotations

import io
import os
import stat
from collections.abc import Iterator
from typing import IO, TYPE_CHECKING, Final

from pain_bridge.errors import InputError
from pain_bridge.findings import make_finding

if TYPE_CHECKING:
    from pain_bridge.envelope import Frame


class OpenedFile:
    """A file opened once, by whoever first asked what it is
    (:func:`pain_bridge.sources.open_input`, which read its head), and read from its
    start by the first pass that :meth:`takes <take>` it, so that the head and the parse
    are one opening of the file; a later pass (the location of schema violations, a
    second process) opens it again by its ``path``.

    ``digest``: set by a caller that needs the file's SHA-256 (``submit``'s journal tells
    files apart by it): the pass that reads the whole file hashes its bytes as it reads
    them, in this process or the second one, and leaves the hex digest in ``sha256``
    (None until a pass has read the file to its end), so the file is not read once more
    for it."""

    __slots__ = ("_handle", "digest", "path", "sha256")

    def __init__(self, path: str, handle: IO[bytes]) -> None:
        self.path = path
        self._handle: IO[bytes] | None = handle
        self.digest = False
        self.sha256: str | None = None

    def take(self) -> IO[bytes] | None:
        """The open file, at its start, for the first who asks; None after."""
        handle, self._handle = self._handle, None
        if handle is not None:
            handle.seek(0)
        return handle

    def close(self) -> None:
        """Close the file if nobody took it."""
        handle, self._handle = self._handle, None
        if handle is not None:
            handle.close()


#: A path (``str`` or path-like), the document itself (``bytes``), a binary stream, or
#: a file already opened by its path (:class:`OpenedFile`).
XmlSource = str | os.PathLike[str] | bytes | IO[bytes] | OpenedFile

CHUNK_SIZE: Final = 64 * 1024
_SCAN_BLOCK: Final = 1024 * 1024
#: Default size limit: 2 GiB, twice a 1,000,000-transaction file (about 950 MB).
DEFAULT_MAX_BYTES: Final = 2 * 1024**3


class TooLarge(Exception):
    """The input is larger than the limit; ``finding`` says so."""

    def __init__(self, size: int, limit: int, exact: bool) -> None:
        super().__init__(size)
        self.size, self.limit, self.exact = size, limit, exact
        what = f"{size} bytes" if exact else f"more than {limit} bytes"
        self.finding = make_finding(
            "xml.too-large",
            f"The input is {what}, above the limit of {limit} bytes; it was not read "
            "(raise the limit, ReadOptions.max_bytes, to accept it)",
        )


def _only_layout_whitespace(handle: IO[bytes]) -> bool:
    """No comment, processing instruction, CDATA section or DOCTYPE after the XML
    declaration of an ASCII-compatible document (see :meth:`Input.whitespace_is_layout`),
    read in blocks (flat memory)."""
    guard = LayoutGuard()
    while block := handle.read(_SCAN_BLOCK):
        if not guard.allows(block):
            return False
    return guard.started


class LayoutGuard:
    """The check of :meth:`Input.whitespace_is_layout` made block by block, as a parse
    reads them: :meth:`allows` is False from the first block that shows the whitespace
    may not be layout (a ``<!`` or ``<?`` after the XML declaration, or a first block
    that is not ASCII-compatible markup). A pass that drops the layout from the start
    stops there and reads again keeping it (the streaming pass in its second process:
    :mod:`~pain_bridge.reader.pipeline`), so the file is not read once before it."""

    __slots__ = ("last", "started")

    def __init__(self) -> None:
        self.started = False
        self.last = b""  # the previous block's last byte: a pair may straddle two blocks

    def allows(self, block: bytes) -> bool:
        start = 0
        if not self.started:
            body = _body_start(block)
            if body is None:
                return False
            self.started, start = True, body
        if self.last == b"<" and block[:1] in (b"!", b"?"):
            return False
        if _holds(block, b"<!", start) or _holds(block, b"<?", start):
            return False
        self.last = block[-1:]
        return True


def _body_start(data: bytes) -> int | None:
    """Where the document after its XML declaration begins, or None when its encoding
    is not ASCII-compatible (UTF-16, EBCDIC) or it does not begin with its markup."""
    start = 3 if data[:3] == b"\xef\xbb\xbf" else 0  # a UTF-8 byte order mark
    if data[start : start + 1] != b"<":
        return None
    if data[start : start + 5] == b"<?xml":
        end = data.find(b"?>", start)
        return None if end < 0 else end + 2
    return start


def _holds(data: bytes, pair: bytes, start: int) -> bool:
    """Whether ``pair`` (two bytes) occurs in ``data`` from ``start``: the rare second
    byte is looked for first (``memchr`` speed), then the one before it."""
    first, second = pair[:1], pair[1:]
    found = data.find(second, start + 1 if start else 1)
    while found >= 0:
        if data[found - 1 : found] == first:
            return True
        found = data.find(second, found + 1)
    return False


class Input:
    """One XML input that can be read twice (the second time to locate violations)."""

    def __init__(self, source: XmlSource, max_bytes: int | None, *, spool: bool) -> None:
        self.max_bytes = max_bytes
        self.data: bytes | None = None
        self.path: str | None = None
        self.stream: IO[bytes] | None = None
        self.start: int | None = None
        self.want_spool = spool
        self.spool: IO[bytes] | None = None
        self.owned: IO[bytes] | None = None
        self.opened: OpenedFile | None = None
        #: The envelope around the document (set by the reader once it has found it).
        self.frame: Frame | None = None
        #: hash a file's bytes as they are read (:attr:`OpenedFile.digest`); the hex
        #: SHA-256 of the last whole reading of the file
        self.digest = False
        self.sha256: str | None = None
        if isinstance(source, OpenedFile):  # a regular file (open_input checked it)
            self.path, self.opened = source.path, source
            self.digest = source.digest
        elif isinstance(source, bytes | bytearray | memoryview):
            self.data = bytes(source)
        elif isinstance(source, str | os.PathLike):
            path = os.fspath(source)
            try:
                mode = os.stat(path).st_mode
                if stat.S_ISDIR(mode):
                    raise InputError(f"cannot read {path}: it is a directory", path=path)
                if stat.S_ISREG(mode):
                    self.path = path
                else:  # a FIFO or a device (/dev/stdin): read once, like a stream
                    self.stream = self.owned = open(path, "rb")  # noqa: SIM115 - see close()
            except OSError as exc:
                raise InputError(f"cannot read {path}: {exc.strerror}", path=path) from exc
        else:
            self.stream = source
            try:
                self.start = source.tell() if source.seekable() else None
            except (OSError, ValueError, AttributeError):
                self.start = None

    def _check(self, size: int, exact: bool) -> None:
        if self.max_bytes is not None and size > self.max_bytes:
            raise TooLarge(size, self.max_bytes, exact)

    def chunks(self, *, again: bool = False) -> Iterator[bytes]:
        """The input in chunks; ``again`` reads it a second time. Once :attr:`frame` is
        set (a document in an envelope), its frame is read as blanks."""
        raw = self._chunks(again=again)
        return raw if self.frame is None else self.frame.chunks(raw)

    def _chunks(self, *, again: bool = False) -> Iterator[bytes]:
        if self.data is not None:
            data = self.data
            self._check(len(data), True)
            for offset in range(0, len(data), CHUNK_SIZE):
                yield data[offset : offset + CHUNK_SIZE]
            return
        if self.path is not None:
            yield from self._file_chunks(self.path)
            return
        if again:
            yield from self._replay()
            return
        yield from self._stream_chunks()

    def _file_chunks(self, path: str) -> Iterator[bytes]:
        try:
            handle = self.opened.take() if self.opened is not None else None
            if handle is None:
                handle = open(path, "rb")  # noqa: SIM115 - closed in finally
        except OSError as exc:
            raise InputError(f"cannot read {path}: {exc.strerror}", path=path) from exc
        hasher = None
        if self.digest:  # asked by submit alone: hashlib is not imported for the others
            import hashlib

            hasher = hashlib.sha256()
        try:
            self._check(os.fstat(handle.fileno()).st_size, True)
            total = 0
            while True:
                chunk = handle.read(CHUNK_SIZE)
                if not chunk:
                    if hasher is not None:
                        self.digested(hasher.hexdigest())
                    return
                if hasher is not None:
                    hasher.update(chunk)
                total += len(chunk)
                self._check(total, False)
                yield chunk
        except OSError as exc:
            raise InputError(f"cannot read {path}: {exc.strerror}", path=path) from exc
        finally:
            handle.close()

    def digested(self, sha256: str) -> None:
        """Note the SHA-256 of the whole file (read here or by a second process)."""
        self.sha256 = sha256
        if self.opened is not None:
            self.opened.sha256 = sha256

    def _stream_chunks(self) -> Iterator[bytes]:
        stream = self.stream
        assert stream is not None
        if self.start is None and self.want_spool:
            import tempfile  # here: only a stream is spooled, not a file (start-up)

            self.spool = tempfile.SpooledTemporaryFile(max_size=8 * 1024 * 1024)  # noqa: SIM115
        total = 0
        while True:
            try:
                chunk = stream.read(CHUNK_SIZE)
            except OSError as exc:
                raise InputError(f"cannot read the input stream: {exc}") from exc
            if not chunk:
                return
            if not isinstance(chunk, bytes):
                raise InputError("the input stream must be binary (opened in 'rb' mode)")
            total += len(chunk)
            self._check(total, False)
            if self.spool is not None:
                self.spool.write(chunk)
            yield chunk

    def _replay(self) -> Iterator[bytes]:
        stream: IO[bytes] | None
        if self.spool is not None:
            stream = self.spool
            stream.seek(0)
        else:
            stream = self.stream
            if stream is None or self.start is None:
                return
            try:
                stream.seek(self.start)
            except (OSError, ValueError) as exc:
                raise InputError(f"cannot re-read the input stream: {exc}") from exc
        while chunk := stream.read(CHUNK_SIZE):
            yield chunk

    def whitespace_is_layout(self) -> bool:
        """Whether the whitespace between this document's elements is only layout that
        libxml2 may drop while parsing (``remove_blank_text``, about an eighth of the
        parse) without changing any value or the schema's verdict.

        libxml2 drops a whitespace-only run only when ``<`` follows it and it does not
        stand alone in its element. Between elements that is layout; before or after a
        comment, a processing instruction or a CDATA section inside a value it is not
        (``<Nm><!-- x -->  </Nm>`` would lose its text and turn invalid). So: only a path
        or byte string, in an ASCII-compatible encoding (so the bytes can be searched),
        with neither ``<!`` nor ``<?`` after the XML declaration. Measured on a
        100,000-transaction file: the parse with the schema 17.5 → 15.3 µs per
        transaction. The reader judges it block by block as its parse reads them
        (:class:`LayoutGuard`), not by this pass over the whole input before it.
        """
        if self.data is not None:
            return _only_layout_whitespace(io.BytesIO(self.data))
        if self.path is None:
            return False
        try:
            with open(self.path, "rb") as handle:
                return _only_layout_whitespace(handle)
        except OSError:
            return False

    def can_replay(self) -> bool:
        return (
            self.data is not None
            or self.path is not None
            or self.start is not None
            or (self.spool is not None)
        )

    def close(self) -> None:
        if self.opened is not None:
            self.opened.close()
        for handle in (self.spool, self.owned):
            if handle is not None:
                handle.close()
        self.spool = self.owned = None
