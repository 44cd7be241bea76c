"""The bytes of a file bundled in the package (a schema, a profile), read without
``importlib.resources`` where the package is an ordinary folder.

Why: importing ``importlib.resources`` brings ``tempfile``, ``shutil``, ``random`` and
``zipfile`` with it, some 29 million instructions of every command's start-up
(callgrind), for reading a file that sits next to this module. Where the package is not
a folder (a zip), the file is read through ``importlib.resources`` as before.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["read_bytes"]

_FOLDER = Path(__file__).parent


def read_bytes(*parts: str) -> bytes:
    """The bytes of the bundled file at ``parts`` (``"xsd", "pain.001.001.03.xsd"``)."""
    try:
        return _FOLDER.joinpath(*parts).read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        from importlib import resources

        return resources.files("pain_bridge").joinpath(*parts).read_bytes()
