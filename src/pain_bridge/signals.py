"""SIGTERM and SIGHUP stop a command the way Ctrl-C does: same cleanup, then exit 128+N.

Python's default for SIGTERM and SIGHUP ends the process on the spot: no ``finally``
runs, so a temporary output file stays behind and a process forked to help (the
reader's second process, ``validate -j`` workers) is left running with nobody to read
what it sends. While a command runs, :func:`stopping_on_signals` turns each of them into
:class:`Stopped`, raised in the main thread as SIGINT raises :class:`KeyboardInterrupt`:
a :class:`BaseException`, so that only cleanup code (``finally``, ``with``) sees it, and
every cleanup path that serves Ctrl-C serves these too. The command then exits with
:attr:`Stopped.exit_code`, 128 + the signal's number (143 for SIGTERM, 129 for SIGHUP),
as a shell reports a process that signal ended. A signal ignored when the command
started (``nohup``) stays ignored.

Work that must not be cut mid-call (``submit``'s calls to the service, whose answers
carry what cannot be asked for again) runs inside :func:`draining`: there the first
signal does not raise but asks the work to stop; it lets what is in flight finish
(within a bound of its own), starts nothing new, and then raises :class:`Stopped` itself.

A process forked to help calls :func:`as_helper` first: it ends at once on SIGTERM (how
its parent stops it), and leaves SIGINT, which a terminal sends to the whole process
group, to its parent. Around the fork, :func:`held` keeps these signals pending, so that
none lands in the child before it has done so.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Final

__all__ = ["STOPPING", "Stopped", "as_helper", "draining", "held", "stopping_on_signals"]

#: The signals that stop a command with :class:`Stopped` (SIGHUP where there is one).
STOPPING: Final = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class Stopped(BaseException):
    """The command was asked to stop by signal ``signum``."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum

    @property
    def name(self) -> str:
        """The signal's name: ``SIGTERM``, ``SIGHUP``."""
        return signal.Signals(self.signum).name

    @property
    def exit_code(self) -> int:
        """128 + the signal's number: what a shell reports for a process it ended."""
        return 128 + self.signum

    def __str__(self) -> str:
        return f"stopped by {self.name}"


class _Stopper:
    """The handler :func:`stopping_on_signals` installs: the first signal raises
    :class:`Stopped`, or, inside :func:`draining`, hands it to the work under way."""

    def __init__(self) -> None:
        self.stopping = False
        self.drain: Callable[[Stopped], None] | None = None

    def __call__(self, signum: int, frame: FrameType | None) -> None:
        if self.stopping:
            return
        self.stopping = True
        if self.drain is not None:
            self.drain(Stopped(signum))
            return
        raise Stopped(signum)


@contextmanager
def stopping_on_signals() -> Iterator[None]:
    """While the block runs, SIGTERM and SIGHUP raise :class:`Stopped` (once: a second
    signal while stopping does not cut the cleanup short). Only in the main thread,
    where Python runs signal handlers; the previous handlers come back afterwards."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    stop = _Stopper()
    previous = {}
    for signum in STOPPING:
        if signal.getsignal(signum) is signal.SIG_DFL:
            previous[signum] = signal.signal(signum, stop)
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


@contextmanager
def draining(request: Callable[[Stopped], None]) -> Iterator[bool]:
    """While the block runs, the first SIGTERM or SIGHUP does not raise :class:`Stopped`:
    it calls ``request`` with it (from the signal handler, in the main thread: it must
    only note it and wake the work up). The block is then to finish what is in flight,
    start nothing new, and raise the :class:`Stopped` itself; a second signal changes
    nothing (the block's own bound ends the wait). Only where
    :func:`stopping_on_signals` handles the signals (a command, in its main thread): a
    library's host keeps its own handlers. Yields whether a signal will be handed over."""
    stoppers = (
        {h for h in map(signal.getsignal, STOPPING) if isinstance(h, _Stopper)}
        if threading.current_thread() is threading.main_thread()
        else set()
    )
    for stopper in stoppers:
        stopper.drain = request
    try:
        yield bool(stoppers)
    finally:
        for stopper in stoppers:
            stopper.drain = None


@contextmanager
def held() -> Iterator[None]:
    """Keep SIGTERM, SIGHUP and SIGINT pending in this thread while the block runs (a
    child forked in it starts with them pending too); they arrive when it ends."""
    signals = {*STOPPING, signal.SIGINT}
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, signals)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def as_helper() -> None:
    """In a process forked to help this one: SIGTERM and SIGHUP end it at once, SIGINT
    is its parent's to handle; then whatever :func:`held` kept pending arrives."""
    for signum in STOPPING:
        signal.signal(signum, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {*STOPPING, signal.SIGINT})
