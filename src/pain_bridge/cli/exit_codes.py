"""The exit statuses of every ``pain2pis`` command, as data.

One table (:data:`EXIT_STATUSES`) says what each status means for each command. It is
rendered into the command's ``--help`` (:func:`epilog`), and the README's table of exit
statuses is checked against it by the tests, so neither can drift from the other.

>>> print(epilog("sandbox"))  # doctest: +NORMALIZE_WHITESPACE
\b
Exit status:
  0  stopped with Ctrl-C
  2  cannot start: the tenants file, the database or the address is unusable
"""

from __future__ import annotations

import textwrap
from enum import IntEnum
from types import MappingProxyType
from typing import Final

__all__ = ["EXIT_STATUSES", "ExitStatus", "epilog"]


class ExitStatus(IntEnum):
    """The three statuses every command uses."""

    #: it did what was asked
    OK = 0
    #: the input has errors, or the service, the bank or a payment said no
    FAILED = 1
    #: usage, configuration or I/O problem (a missing file among them)
    PROBLEM = 2


_OK, _FAILED, _PROBLEM = ExitStatus.OK, ExitStatus.FAILED, ExitStatus.PROBLEM

#: command name → exit status → what it means for that command.
EXIT_STATUSES: Final = MappingProxyType(
    {
        "validate": {
            _OK: "no errors (warnings and infos allowed, unless --strict)",
            _FAILED: "errors found (with --strict: or a warning)",
            _PROBLEM: "usage, configuration or I/O problem: a bad option or skill, a FILE "
            "missing or unreadable (the others are still checked)",
        },
        "convert": {
            _OK: "converted (warnings and infos may have been reported)",
            _FAILED: "the input has errors: nothing written, not even a partial file",
            _PROBLEM: "usage, configuration or I/O problem: a missing or unreadable input, "
            "an unwritable output",
        },
        "submit": {
            _OK: "every intent submitted (or already submitted); with --listen: every "
            "customer authorized and no payment failed",
            _FAILED: "the file has errors (nothing sent), or an intent failed, is unknown or "
            "registered without its link, or repeats one another file planned (not sent "
            "again), or (--listen) a customer refused or a payment failed",
            _PROBLEM: "usage, configuration or I/O problem: nothing sent",
        },
        "token": {
            _OK: "the token was exchanged and the payment read",
            _FAILED: "the service refused the exchange or the read, or the return says the "
            "customer's authorization failed (recorded: the intent is authorization_failed)",
            _PROBLEM: "usage, configuration or I/O problem (no such intent, missing keys)",
        },
        "status": {
            _OK: "every intent shown is settled or on its way (awaiting its customer or the bank)",
            _FAILED: "a payment failed or was refused, an intent failed or its outcome is "
            "unknown, --watch timed out with payments open, or the --from-file report is "
            "invalid, rejects something (RJCT at any level) or gives a status not in its "
            "code set",
            _PROBLEM: "usage, configuration or I/O problem, or nothing to report",
        },
        "sandbox": {
            _OK: "stopped with Ctrl-C",
            _PROBLEM: "cannot start: the tenants file, the database or the address is unusable",
        },
        "serve": {
            _OK: "stopped with Ctrl-C",
            _PROBLEM: "cannot start: a bad option, skill or configuration, or the address "
            "is unusable",
        },
        "demo": {
            _OK: "every payment settled (or, with --sample, the sample written)",
            _FAILED: "a step of the flow failed or a payment did not settle: the message "
            "says which",
            _PROBLEM: "usage or I/O problem (a bad option, an unwritable file)",
        },
    }
)

_WIDTH = 76
_INDENT = "  "
_HANG = " " * 5


def epilog(command: str, *more: str) -> str:
    """The ``--help`` epilog of ``command``: its exit statuses, then ``more`` (further
    paragraphs, as click takes them)."""
    lines = ["\b", "Exit status:"]
    for status, meaning in EXIT_STATUSES[command].items():
        lines.extend(
            textwrap.wrap(
                meaning,
                _WIDTH,
                initial_indent=f"{_INDENT}{int(status)}  ",
                subsequent_indent=_HANG,
                break_on_hyphens=False,
            )
        )
    return "\n".join(lines) + "".join(f"\n\n{paragraph}" for paragraph in more) + "\n"
