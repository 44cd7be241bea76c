"""An output file that appears whole or not at all (:class:`AtomicOutput`).

Every command that writes a file (``convert``, ``validate -o``, ``status --report``,
``demo``) writes through it: a crash, Ctrl-C or a refused input leaves no partial file
behind. A module of its own, so that writing a report does not import the XML writer.

A target that exists and is not a regular file (``/dev/null``, ``/dev/stdout``, a named
pipe) is written to directly: renaming a file over it would replace the device itself.

When the temporary file cannot be made, the :class:`OSError` raised says why in its
``strerror`` (what every command prints): the directory is not there or is a file, it
is not writable, or it takes no new files at all (``/proc``, ``/sys``: ``-o
/proc/version`` said "No such file or directory" of a file that exists).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from typing import IO

__all__ = ["AtomicOutput"]


class AtomicOutput:
    """A binary file that appears at ``path`` only if the ``with`` block ends normally.

    It is written as a hidden temporary file in the same directory (created with the
    usual permissions) and renamed over ``path`` at the end; on an exception it is
    removed and ``path`` is left untouched. Call :meth:`discard` to drop it on purpose.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = os.fspath(path)
        self._discarded = False
        self._handle: IO[bytes] | None = None
        self.temp: str | None = None
        if _special(self.path):  # a device or a pipe: written as it comes
            self._handle = open(self.path, "wb")  # noqa: SIM115 - closed in __exit__
            return
        directory, base = os.path.split(os.path.abspath(self.path))
        for attempt in range(100):
            suffix = os.urandom(4).hex()
            self.temp = os.path.join(directory, f".{base}.{suffix}.tmp")
            try:
                fd = os.open(self.temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
            except FileExistsError:
                if attempt == 99:
                    raise
                continue
            except OSError as exc:
                raise _unwritable(self.path, directory, exc) from exc
            self._handle = os.fdopen(fd, "wb")
            break

    @property
    def handle(self) -> IO[bytes]:
        assert self._handle is not None
        return self._handle

    def discard(self) -> None:
        """Do not publish: the temporary file is removed when the block ends."""
        self._discarded = True

    def __enter__(self) -> IO[bytes]:
        return self.handle

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        self.handle.close()
        if self.temp is None:  # written directly to a device or a pipe
            return
        if exc_type is None and not self._discarded:
            try:
                os.replace(self.temp, self.path)
            except OSError:  # e.g. the target is a directory: leave nothing behind
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self.temp)
                raise
        else:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.temp)


def _unwritable(path: str, directory: str, exc: OSError) -> OSError:
    """The error of a temporary file beside ``path`` that could not be made, saying why
    in words (its ``strerror``)."""
    if not os.path.isdir(directory):
        reason = (
            f"{directory} is not a directory"
            if os.path.exists(directory)
            else f"no such directory: {directory}"
        )
    elif exc.errno in (errno.EACCES, errno.EPERM):
        reason = f"permission denied: cannot create a file in {directory}"
    elif exc.errno == errno.EROFS:
        reason = f"read-only file system: cannot create a file in {directory}"
    else:  # ENOENT in a directory that exists: /proc, /sys
        reason = (
            f"{directory} takes no new files, and an output is written to a new file "
            f"beside its target, then renamed over it ({exc.strerror or exc})"
        )
    return OSError(exc.errno, reason, path)


def _special(path: str) -> bool:
    """Whether ``path`` exists and is not a regular file (following links)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))
