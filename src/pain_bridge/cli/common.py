"""What every ``pain2pis`` command shares when something goes wrong: one way to say it.

Every message a command gives up with reads ``error: …`` on standard error; a file named
as input that does not exist is ``error: PATH: no such file`` (exit 2), whichever
command, option or library call found it. A command checks its input files with
:func:`require_file` before reading them, and turns a
:class:`~pain_bridge.errors.MissingFile` the library raised into the same line with
:func:`fail`.

>>> error_line("payments.xml: no such file")
'error: payments.xml: no such file'
"""

from __future__ import annotations

import os
import sys
from typing import NoReturn

import click

from pain_bridge.errors import MissingFile
from pain_bridge.osnames import display_name

__all__ = ["error_line", "exit_if_missing", "fail", "report", "require_file"]

#: The exit status of a usage, configuration or I/O problem (a missing file among them).
PROBLEM = 2


def error_line(message: str) -> str:
    """The line a command prints for ``message``: a file name in it that is not UTF-8
    shown with those bytes escaped (:func:`~pain_bridge.osnames.display_name`)."""
    return f"error: {display_name(message)}"


def report(message: str) -> None:
    """Print ``message`` as an error line on standard error and carry on."""
    click.echo(error_line(message), err=True)


def fail(message: str, code: int = PROBLEM) -> NoReturn:
    """Print ``message`` as an error line on standard error and exit with ``code``."""
    report(message)
    sys.exit(code)


def require_file(path: str | os.PathLike[str] | None) -> None:
    """Raise :class:`MissingFile` when ``path`` (an input file; None: not given) does not
    exist."""
    if path is not None and not os.path.exists(path):
        raise MissingFile(path)


def exit_if_missing(path: str | os.PathLike[str] | None) -> None:
    """Exit 2 with ``error: PATH: no such file`` when ``path`` (None: not given) does not
    exist."""
    try:
        require_file(path)
    except MissingFile as missing:
        fail(str(missing))
