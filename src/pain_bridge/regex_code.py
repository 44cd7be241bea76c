"""The regular expressions a command compiles at start, compiled ahead of time.

:func:`re.compile` parses a pattern and writes its code for the matching engine in
Python (``re._parser``, ``re._compiler``) the first time a process meets it: a small
``pain2pis validate`` compiled some 90 patterns (the package's, and those click, lxml,
tomllib, gettext and platform compile when imported), about a tenth of its instructions.
:mod:`pain_bridge.regex_ahead` holds, for each of those patterns, what
``re._compiler.compile`` gives the engine (its code, its groups; written by
``tools/regex_ahead.py``), and :func:`install` gives :mod:`re` a ``compile`` that makes
the pattern from there (``_sre.compile``, the engine's own constructor, with the same
arguments) instead of parsing it. Any pattern it does not hold (another text, other
flags, the debug flag, another Python whose engine codes differ) is compiled as before:
a pattern is what :mod:`re` makes of it either way, and ``tests/test_regex_ahead.py``
holds each of the table's patterns equal to its own compilation (a pattern's equality
compares its code) and the table equal to what the commands compile.

Installed by the command line only (:mod:`pain_bridge.cli`), the process being the
command's: the library leaves its host's :mod:`re` alone.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # the engine's own module, no stubs
import re
import sys
from array import array
from typing import Any

__all__ = ["install"]

#: The compile of ``re._compiler``, which the table's misses go to.
_original: Any = None

#: (pattern, flags) → what the engine is made with (regex_ahead.TABLE, once installed).
_table: dict[Any, Any] = {}


def _identity() -> tuple[tuple[int, int], int, str]:
    """What the table's codes depend on: the Python, its engine, the byte order."""
    return sys.version_info[:2], _sre.MAGIC, sys.byteorder


def _compile(p: Any, flags: int = 0) -> Any:
    """``re._compiler.compile(p, flags)``: from the table where it holds the pattern."""
    if type(p) is str or type(p) is bytes:
        entry = _table.get((p, flags))
        if entry is not None:
            final_flags, code, groups, groupindex, indexgroup = entry
            return _sre.compile(
                p, final_flags, array("I", code).tolist(), groups, dict(groupindex), indexgroup
            )
    return _original(p, flags)


def install() -> None:
    """Give :mod:`re` the ``compile`` above (``re._compiler.compile``, which
    :func:`re.compile` and the module-level functions call on a cache miss). Nothing on
    another Python than the table's; harmless to call again."""
    global _original, _table
    compiler = re._compiler  # type: ignore[attr-defined]
    if _original is not None:
        return
    from pain_bridge import regex_ahead

    if _identity() != regex_ahead.IDENTITY:
        return
    _table = regex_ahead.TABLE
    _original = compiler.compile
    compiler.compile = _compile
