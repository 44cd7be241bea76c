"""The methods :mod:`dataclasses` writes for the package's classes, compiled ahead of time.

Python 3.11's :func:`dataclasses.dataclass` writes each method of a class (``__init__``,
``__repr__``, ``__eq__``, ``__hash__``, and a frozen class's ``__setattr__`` and
``__delattr__``) as Python source and compiles it with ``exec`` when the class is made:
for the package's hundred classes a small ``validate`` spent about a third of its
instructions parsing and compiling those 600 texts. :mod:`pain_bridge.dataclass_methods`
holds the same texts already compiled (written by ``tools/dataclass_methods.py``;
Python keeps its compiled form beside it, as for any module), and :func:`install`
gives :mod:`dataclasses` an ``exec`` that takes a text's code from there instead of
compiling it. Every text it does not hold (another library's class, a class changed
since the table was written, another Python) is compiled as before, and a class of any
other module (another library's, the user's) goes straight to Python's own ``exec``: a
class is
what :mod:`dataclasses` makes of it either way; ``tests/test_dataclass_methods.py``
holds the table equal to the texts the package's classes give, and each code equal to
the text's own compilation.

No ``from __future__ import annotations`` here: ``exec`` of a text compiles it with the
calling module's future features, and the texts must compile as in :mod:`dataclasses`
(without them: an ``__init__``'s annotations are its fields' types, not strings).
The fall-back compiles with ``dont_inherit`` for the same reason.
"""

import builtins
import dataclasses
import sys
from types import CodeType, FunctionType

__all__ = ["compiled", "install"]

#: The package's modules whose dataclass method texts were compiled here, not taken from
#: the table (the table is out of date). Other modules' classes are never looked up here.
compiled: list[str] = []

_table: dict[str, CodeType] | None = None


def _codes() -> dict[str, CodeType]:
    """The table's codes by their text, read at the first class made (none on a Python
    other than the one the table was written with: its texts differ)."""
    global _table
    if _table is None:
        from pain_bridge import dataclass_methods

        texts, codes = dataclass_methods.TEXTS, dataclass_methods.CODES
        same = sys.version_info[:2] == dataclass_methods.PYTHON
        _table = dict(zip(texts, codes, strict=True)) if same else {}
    return _table


def _exec(
    source: str | CodeType,
    globals: dict[str, object] | None = None,
    locals: dict[str, object] | None = None,
    /,
) -> None:
    """``exec(source, globals, locals)`` as :mod:`dataclasses` calls it: a text that
    defines one function (``__create_fn__``), whose code is the table's where it holds
    the text. The function is made as ``exec`` makes it: with ``globals`` as its globals
    (``__builtins__`` put there where missing, as ``exec`` does), in ``locals``."""
    if globals is None:  # exec's own default: the caller's globals, dataclasses' here
        globals = vars(dataclasses)
    module = str(globals.get("__name__"))
    if module != "pain_bridge" and not module.startswith("pain_bridge."):
        # another library's class, or the user's: Python's own call, nothing recorded
        exec(source, globals, locals)  # noqa: S102 - dataclasses' own call, as it makes it
        return
    code = _codes().get(source) if type(source) is str else None
    if code is None or locals is None:
        compiled.append(str(globals.get("__name__")))
        if isinstance(source, str):
            source = compile(source, "<string>", "exec", dont_inherit=True)
        exec(source, globals, locals)  # noqa: S102 - dataclasses' own call, as it makes it
        return
    if "__builtins__" not in globals:
        globals["__builtins__"] = builtins.__dict__
    locals[code.co_name] = FunctionType(code, globals)


def install() -> None:
    """Give :mod:`dataclasses` the ``exec`` above (its module-level name ``exec``, which
    it looks up before the built-in one). Harmless to call again."""
    dataclasses.exec = _exec  # type: ignore[attr-defined]
