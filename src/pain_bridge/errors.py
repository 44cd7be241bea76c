"""The exception tree of pain_bridge.

::

    PainBridgeError                  every error this library raises on purpose
    ├── InputError                   an input cannot be read at all (missing file, I/O)
    │   ├── MissingFile              a file named as input does not exist ("PATH: no such file")
    │   ├── JournalUnavailable       the journal's storage failed (gateway.journal_stores)
    │   └── JournalMissing           a reading command named a journal that is not there
    ├── ValidationFailed             findings with errors; carries them (``.findings``)
    ├── ConfigError                  a configuration file or option is wrong
    └── GatewayError                 talking to the service (see pain_bridge.gateway.errors)

Library code never lets a lower-layer exception (``OSError``, ``lxml``'s, ``httpx``'s)
escape unexplained: it is translated with ``raise … from`` and keeps its context.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from pain_bridge.findings import Finding


class PainBridgeError(Exception):
    """Base of every error pain_bridge raises on purpose."""


class InputError(PainBridgeError):
    """An input cannot be read at all: missing file, permission, unreadable stream."""

    def __init__(self, message: str, *, path: str | None = None) -> None:
        super().__init__(message)
        self.path = path


class MissingFile(InputError):
    """A file named as input does not exist. Every command and the library say it in
    these words, ``PATH: no such file`` (the command line prefixes ``error:``)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        name = os.fspath(path)
        super().__init__(f"{name}: no such file", path=name)


class ConfigError(PainBridgeError):
    """A configuration file, skill profile or option is wrong."""


class ValidationFailed(PainBridgeError):
    """The input has error findings; ``findings`` holds all of them (errors and others)."""

    def __init__(self, findings: Sequence[Finding], message: str | None = None) -> None:
        self.findings = tuple(findings)
        errors = [f for f in self.findings if f.is_error]
        if message is None:
            first = errors[0] if errors else None
            message = f"{len(errors)} error(s)" + (
                f", first: {first.code}: {first.message}" if first else ""
            )
        super().__init__(message)

    @property
    def errors(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.is_error)


class UnreadableMessage(ValidationFailed):
    """The input could not be read as a pain.001 message at all (not XML, unsafe, another
    message, too large); ``findings`` says why (:func:`pain_bridge.reader.load_message`)."""
