"""The streaming pass in a second process: parsing beside the model work, on two cores.

On a machine with two cores, a child process runs the streaming pass of
:mod:`~pain_bridge.reader.units` over the file (the parse with the XSD attached and the
walk of each unit) and sends its records through a pipe, :mod:`marshal` ed in batches,
while this process builds the model from them and runs whatever consumes the events (the
rules, the JSON writer). The records are the ones the pass makes in-process, in the same
order, so the findings and the output are the same either way; only the time differs.
The pipe's buffer (widened to :data:`PIPE_BUFFER` where the system allows) bounds what
is in flight: memory stays flat. Each batch says how
many bytes of the file the child has read (a progress bar's measure).

A child that dies (killed, out of memory) is replaced by the same pass in this process,
which skips the records already received, so a reader never loses or repeats a record.
A child never outlives the reading: it is a daemon, stopped when the reader is closed or
this process exits (``pain2pis`` turns SIGTERM and SIGHUP into an orderly exit:
:mod:`pain_bridge.signals`), and it holds no copy of the pipe's reading end, so if this
process dies any other way its next write fails and it ends.

Used for a file path of at least :data:`MIN_SIZE` bytes when ``ReadOptions.processes``
is 2 and the platform can ``fork``; otherwise the pass runs in-process.
"""

from __future__ import annotations

import gc
import marshal
import os
from collections.abc import Callable, Generator, Iterator
from typing import TYPE_CHECKING, Final, NamedTuple

from pain_bridge import signals
from pain_bridge.envelope import Frame
from pain_bridge.reader.source import Input, LayoutGuard, TooLarge
from pain_bridge.reader.units import NOT_LAYOUT, Failure, Record, Units, skipping
from pain_bridge.reader.walk import Keep
from pain_bridge.versions import PainVersion

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

__all__ = ["BATCH", "MIN_SIZE", "Child", "ChildLost", "can_run"]

#: Below this size a second process costs more than it saves.
MIN_SIZE: Final = 4 * 1024 * 1024
#: Records per message through the pipe.
BATCH: Final = 200

#: The pipe's buffer (Linux's unprivileged maximum by default): about eight batches.
PIPE_BUFFER: Final = 1024 * 1024

#: A batch travels as ``marshal.dumps((bytes read so far, records))``, the ending as a
#: pickle, whose first byte (``pickle.PROTO``, 0x80) no marshalled tuple has.
_PICKLED: Final = 0x80


def can_run(path: str | None, processes: int) -> bool:
    """Whether the pass over ``path`` should run in a second process."""
    if path is None or processes < 2 or (os.cpu_count() or 1) < 2:
        return False
    try:
        if os.path.getsize(path) < MIN_SIZE:
            return False
    except OSError:
        return False
    # only for a large file: multiprocessing costs a small command's start-up 5 to 10%
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


class ChildLost(Exception):
    """The child ended without its last message, after ``received`` records."""

    def __init__(self, received: int) -> None:
        super().__init__(received)
        self.received = received


class _Job(NamedTuple):
    """The child's pass: the file, how it is read, how many records go in a batch, and
    whether its bytes are hashed as they are read (``digest``), and the envelope around
    the document (``frame``)."""

    path: str
    version: str
    keep: Keep
    max_bytes: int | None
    schema_validation: bool
    element_lines: bool
    batch_size: int
    digest: bool
    #: the envelope around the document, read as blanks (None: a bare document)
    frame: Frame | None


def _run(job: _Job, out: Connection, parents_end: Connection) -> None:
    """The child: every record of the pass, then how it ended (a pickled ``Failure`` and,
    with ``job.digest``, the file's SHA-256 as it read it; or the ``xml.too-large``
    finding when the file grew past the limit while read).

    It closes its copy of the parent's end of the pipe first: then, once the parent is
    gone, a write fails (``BrokenPipeError``) instead of waiting for a reader forever."""
    signals.as_helper()
    parents_end.close()
    try:
        _send_pass(job, out)
    except BrokenPipeError:
        return  # the parent stopped reading: nobody wants the rest


def _send_pass(job: _Job, out: Connection) -> None:
    units = Units(PainVersion(job.version), job.keep)
    inp = Input(job.path, job.max_bytes, spool=False)
    inp.frame = job.frame
    inp.digest = job.digest  # the file's SHA-256 as it is read, sent with the ending
    batch: list[Record] = []
    read = 0  # the furthest byte read (a pass read again counts from where it was)

    def chunks() -> Iterator[bytes]:
        nonlocal read
        position = 0
        for chunk in inp.chunks():
            position += len(chunk)
            read = max(read, position)
            yield chunk

    try:
        # The layout is dropped from the start (the parse is faster) and the file is not
        # read for it first: if a block shows that whitespace may carry values, the pass
        # keeping it takes over there, after the records already made.
        records = units.records(
            chunks(),
            schema_validation=job.schema_validation,
            guard=LayoutGuard(),
            element_lines=job.element_lines,
        )
        made = 0
        while True:
            try:
                record = next(records)
            except StopIteration as stop:
                failure: Failure | TooLarge = stop.value
                if failure == NOT_LAYOUT:
                    again = units.records(
                        chunks(),
                        schema_validation=job.schema_validation,
                        element_lines=job.element_lines,
                    )
                    records = skipping(again, made)
                    continue
                break
            except TooLarge as exc:
                failure = exc
                break
            made += 1
            batch.append(record)
            if len(batch) >= job.batch_size:
                out.send_bytes(marshal.dumps((read, batch)))
                batch = []
        # the rest, if any, and how much was read in all (the bar's last step)
        out.send_bytes(marshal.dumps((read, batch)))
        if isinstance(failure, TooLarge):
            ending: tuple[object, ...] = ("too-large", failure.size, failure.limit, failure.exact)
        else:
            ending = ("ended", failure, inp.sha256)
        import pickle  # imported with multiprocessing already: named here, as it is used

        out.send_bytes(pickle.dumps(ending, protocol=pickle.HIGHEST_PROTOCOL))
    finally:
        inp.close()
        out.close()


def _widen(pipe: Connection) -> None:
    """Give ``pipe`` a buffer of :data:`PIPE_BUFFER` bytes where the system allows it.

    A batch (about 120 KB) is larger than Linux's default 64 KiB pipe buffer, so with it
    the child waits for this process to take each batch whole, and this process then
    waits for the next: measured on 100,000 transactions, each side idle about a tenth of
    the time. Several batches in flight absorb the jitter; memory stays bounded.
    """
    import fcntl

    set_size = getattr(fcntl, "F_SETPIPE_SZ", None)  # Linux only
    if set_size is None:
        return
    try:
        fcntl.fcntl(pipe.fileno(), set_size, PIPE_BUFFER)
    except OSError:  # above the system's limit (fs.pipe-max-size): keep the default
        return


class Child:
    """A running pass over one file in a child process."""

    def __init__(
        self,
        path: str,
        version: PainVersion,
        keep: Keep,
        max_bytes: int | None,
        schema_validation: bool,
        batch_size: int | None = None,
        progress: Callable[[int], None] | None = None,
        element_lines: bool = True,
        frame: Frame | None = None,
        digest: bool = False,
    ) -> None:
        import multiprocessing  # a large file's only (see can_run)

        batch_size = batch_size or BATCH
        self._progress = progress
        #: the file's SHA-256 as the child read it (``digest``), once its pass has ended
        self.sha256: str | None = None
        context = multiprocessing.get_context("fork")
        self._pipe, send = context.Pipe(duplex=False)
        _widen(send)
        job = _Job(
            path,
            version.value,
            keep,
            max_bytes,
            schema_validation,
            element_lines,
            batch_size,
            digest,
            frame,
        )
        self._process = context.Process(target=_run, args=(job, send, self._pipe), daemon=True)
        try:
            # The child shares this process's memory page by page until either writes to
            # a page; the collector passing over every object would write to all of them.
            # A stopping signal waits until the child has set its own handling of it.
            # A host that froze its heap itself (the CLI, once started) keeps it frozen.
            with signals.held():
                frozen_before = gc.get_freeze_count() > 0
                gc.freeze()
                try:
                    self._process.start()
                finally:
                    if not frozen_before:
                        gc.unfreeze()
        except BaseException:
            self.close()
            raise
        finally:
            send.close()

    def records(self) -> Generator[Record, None, Failure]:
        """The child's records as they come; returns how its pass ended. Raises
        :class:`ChildLost` if the child dies first, and re-raises the ``xml.too-large``
        of a file that grew past the limit as :class:`TooLarge`."""
        received = 0
        try:
            while True:
                try:
                    message = self._pipe.recv_bytes()
                except (EOFError, OSError):
                    raise ChildLost(received) from None
                if message[0] != _PICKLED:
                    read, batch = marshal.loads(message)  # noqa: S302 - our child's
                    if self._progress is not None:
                        self._progress(read)
                    received += len(batch)
                    yield from batch
                    continue
                import pickle  # imported with multiprocessing already (see can_run)

                ending = pickle.loads(message)  # noqa: S301 - from our own child
                if ending[0] == "too-large":
                    raise TooLarge(*ending[1:])
                failure: Failure = ending[1]
                self.sha256 = ending[2]
                return failure
        finally:
            self.close()

    def close(self) -> None:
        """Stop the child (if it still runs) and wait for its end."""
        if self._process.pid is not None:
            if self._process.is_alive():
                self._process.terminate()
            self._process.join()
        self._pipe.close()
