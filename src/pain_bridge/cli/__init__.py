"""The ``pain2pis`` command: one group, each subcommand in a module of its own.

Subcommands are imported only when called, so ``pain2pis validate`` in a pre-commit hook
does not pay for the sandbox's or the gateway's imports.

Exit codes (every subcommand): 0 success; 1 the input has errors (findings) or the
operation failed at the service; 2 usage, configuration or I/O problem; 143 or 129
stopped by SIGTERM or SIGHUP (after the same cleanup as for Ctrl-C: no temporary file
and no helper process left behind; :mod:`pain_bridge.signals`). What each status means
for each command is one table, :data:`pain_bridge.cli.exit_codes.EXIT_STATUSES`, rendered
into every command's ``--help``.
"""

from __future__ import annotations

import atexit
import gc
import importlib
import os
import sys
import threading
from typing import Any

# The imports below (click's, the regular expressions' table) are made with the
# collector paused, as a command's module is (:func:`_imported`): it ran some ten times
# over what they make, to free nothing. What they made is then frozen out of its walks,
# as :func:`_settle_heap` does once a command's module is imported, so the first
# collection after them does not walk it all once more (a small ``validate``: 4.8 M
# instructions of 399 M, with the package's own pause, :mod:`pain_bridge`).
# ``tests/test_import_collector.py``.
_collecting = gc.isenabled()
gc.disable()
try:
    from pain_bridge import regex_code

    # before click and the commands' modules compile their patterns: from the table
    regex_code.install()

    import click

    from pain_bridge import __version__
    from pain_bridge.signals import Stopped, stopping_on_signals
finally:
    if _collecting:
        gc.freeze()
        gc.enable()

#: command name → "module:attribute" of its click command.
COMMANDS: dict[str, str] = {
    "validate": "pain_bridge.cli.validate:validate",
    "convert": "pain_bridge.cli.convert:convert",
    "submit": "pain_bridge.cli.submit:submit",
    "token": "pain_bridge.cli.token:token",
    "status": "pain_bridge.cli.status:status",
    "sandbox": "pain_bridge.cli.sandbox:sandbox",
    "demo": "pain_bridge.cli.demo:demo",
    # a layer above the CLI (it takes validate's options): named here, imported on use
    "serve": "pain_bridge.serve.command:serve",
}


#: Allocations between two runs of the young generation's collector (Python's default is
#: 700). Reading a file makes and drops some 20 objects per transaction, none of them in a
#: reference cycle (reference counting frees them), so at the default the collector ran
#: every 35 transactions, walking each time objects that had survived, for nothing: 10 to
#: 25% of the CPU time of ``validate`` on a realistic 100,000-transaction file. Measured
#: with ``gc.get_stats()`` and ``benchmarks/stages.py``; memory stays the same.
YOUNG_COLLECTION_THRESHOLD = 20_000


def _settle_heap() -> None:
    """Once the command's modules are imported: what start-up made (modules, tables, the
    compiled builders) is frozen out of the collector's walks, and the young generation
    is collected less often (:data:`YOUNG_COLLECTION_THRESHOLD`). Only the CLI does this:
    a library does not change its host's collector."""
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(YOUNG_COLLECTION_THRESHOLD, older, oldest)


def _imported(module_name: str) -> Any:
    """The command's module, imported with the collector paused: importing makes objects
    by the hundred thousand, nearly all kept, and the collector walked them some 40 times
    for the few it could free (a small ``validate``: about 3% of its instructions). What
    the import leaves is frozen by :func:`_settle_heap` as before."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return importlib.import_module(module_name)
    finally:
        if paused:
            gc.enable()


#: The commands whose process ends at once when they return (:func:`_end_now`): what
#: they write is written and closed (:class:`~pain_bridge.atomic.AtomicOutput`, standard
#: output flushed here), their temporary files are unlinked when made or removed by
#: ``atexit`` handlers, and they hold no database connection. Not ``submit``, ``status``,
#: ``token``, ``sandbox``, ``demo`` or ``serve``: they keep journals and servers.
ENDS_AT_ONCE = frozenset({"validate", "convert"})


def _end_now(code: object) -> None:
    """End the process with ``code`` (a :class:`SystemExit`'s) without the interpreter's
    finalisation, which would only tear down the modules and objects the process is about
    to drop (a small ``validate``: some 5% of its instructions). What finalisation does
    that matters is done here first, in its order: the ``atexit`` handlers (the spools'
    ``weakref.finalize`` cleanups, multiprocessing's, a schema extracted from a zip) run,
    and standard output and error are flushed. Returns, leaving the exit to Python, where
    that cannot be done the same way: a status that is not an int (Python prints it), a
    thread other than the main one still running (Python waits for it), or a stream that
    cannot be flushed (Python reports it and exits with 120)."""
    status = 0 if code is None else code
    if type(status) is not int or threading.active_count() != 1:
        return None
    if not _flushed():
        return None
    atexit._run_exitfuncs()  # run once: they are cleared as Python's own exit does
    if not _flushed():  # what a handler printed
        return None
    os._exit(status)


def _flushed() -> bool:
    """Whether standard output and error could be flushed (nothing left in a buffer)."""
    try:
        for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):
        return False
    return True


class LazyGroup(click.Group):
    """A click group whose commands are imported on first use, run so that SIGTERM and
    SIGHUP stop them as Ctrl-C does."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: The commands looked up (one, for a command run; all of them for --help).
        self.looked_up: set[str] = set()

    def main(self, *args: Any, **kwargs: Any) -> Any:
        """Run the command. Called without arguments, as the ``pain2pis`` script calls it
        (the process is the command: not a test's runner, which passes ``args``), a
        command of :data:`ENDS_AT_ONCE` ends the process when it returns
        (:func:`_end_now`)."""
        self.looked_up = set()
        at_once = not args and not kwargs
        try:
            with stopping_on_signals():
                try:
                    return super().main(*args, **kwargs)
                except Stopped as stop:
                    at_once = False  # stopped by a signal: Python's own exit, as before
                    click.echo(f"pain2pis: {stop}", err=True)
                    sys.exit(stop.exit_code)
        except SystemExit as done:
            if at_once and self.looked_up and self.looked_up <= ENDS_AT_ONCE:
                _end_now(done.code)
            raise

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        self.looked_up.add(cmd_name)
        module_name, _, attr = target.partition(":")
        command: Any = getattr(_imported(module_name), attr)
        assert isinstance(command, click.Command)
        _settle_heap()
        return command


@click.group(
    cls=LazyGroup,
    context_settings={"help_option_names": ["-h", "--help"]},
    epilog="Each command's --help lists its exit statuses (pain2pis COMMAND --help).",
)
@click.version_option(__version__, prog_name="pain2pis")
def main() -> None:
    """Read, validate, convert and submit ISO 20022 pain.001 credit transfers
    (pain.001.001.03 to .13, read and written) to a PSD2 payment initiation service,
    and follow them to settlement, with pain.002 status reports back."""
