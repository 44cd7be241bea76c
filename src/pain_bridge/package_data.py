"""The package's own files (schemas, samples, skill profiles), found without
:mod:`importlib.resources` where the package is a directory on disk.

Importing :mod:`importlib.resources` costs a small command about a tenth of its start-up
(it imports ``tempfile``, ``shutil``, ``zipfile`` and the compressors), for the one
schema file a ``validate`` reads; a package installed as a zip still reads through it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = ["package_files"]

_HERE = Path(__file__).parent


def package_files() -> Traversable:
    """The package's folder: a :class:`~pathlib.Path` on disk, else (a zipped package)
    what ``importlib.resources.files("pain_bridge")`` gives."""
    if _HERE.is_dir():
        return _HERE
    # a zipped package only: importlib.resources is costly to import (see above)
    from importlib import resources

    return resources.files("pain_bridge")
