"""Writes :mod:`pain_bridge.dataclass_methods`, the package's dataclass methods compiled
ahead of time (read by :mod:`pain_bridge.dataclass_code`).

Every text :func:`dataclasses.dataclass` compiles for a class of the package (each
method's ``def __create_fn__(...)``) is recorded in a fresh interpreter that imports every
module of ``pain_bridge``, and written twice: as a string (the key
:mod:`pain_bridge.dataclass_code` finds it by) and as the code itself, so that Python
compiles it once, into the module's cached bytecode, instead of at each start. A class
changed (a field added, renamed, its default or type changed) changes its texts:
``make dataclass-methods`` runs this again; ``tests/test_dataclass_methods.py`` fails while
the written module differs from what the classes give. Until then the changed class's
methods are compiled at start-up as before (slower, never wrong).

It also writes :mod:`pain_bridge.dataclass_shapes`, what
:mod:`pain_bridge.dataclass_setup` makes the classes with: for each class's shape
(:func:`pain_bridge.dataclass_setup.shape`, taken before :mod:`dataclasses` makes the
class) the methods it compiled for it, each the code of the method its text defines,
marshalled. Two classes of one shape must be given the same texts (the run stops
otherwise: the shape would not hold all the texts depend on).

``python tools/dataclass_methods.py`` rewrites ``src/pain_bridge/dataclass_methods.py``
and ``src/pain_bridge/dataclass_shapes.py``; ``--check`` only says whether they are up to
date (exit 1 when not).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from generated import write_or_check

TARGET = Path(__file__).resolve().parents[1] / "src" / "pain_bridge" / "dataclass_methods.py"
SHAPES_TARGET = TARGET.with_name("dataclass_shapes.py")

#: Run in a fresh interpreter: the texts dataclasses compiles while every module of the
#: package is imported, in the order met, each once (as JSON on standard output).
_RECORD = """
import builtins, dataclasses, importlib, json, marshal, pkgutil, re, sys, types
import pain_bridge
from pain_bridge import dataclass_setup

texts = {}
made = []  # the texts compiled for the class being made
shapes = {}
codes = {}  # shape -> its methods' codes, marshalled (hex)

def record(source, globals=None, locals=None, /):
    name = str((globals or {}).get("__name__", ""))
    if isinstance(source, str) and (name == "pain_bridge" or name.startswith("pain_bridge.")):
        texts.setdefault(source, None)
        made.append(source)
    code = compile(source, "<string>", "exec", dont_inherit=True)
    builtins.exec(code, globals, locals)

def nested(code):
    (inner,) = (c for c in code.co_consts if isinstance(c, types.CodeType))
    return inner

def inner(text):  # the method's own code, in its maker's (__create_fn__'s)
    return nested(nested(compile(text, "<string>", "exec", dont_inherit=True)))

def process(cls, *params):
    found = dataclass_setup.find(cls, *params)
    made.clear()
    cls = dataclass_setup.plain_process_class(cls, *params)
    if found is not None:
        methods = [[re.match(r"def __create_fn__\\(.*\\):\\n def (\\w+)\\(", text).group(1), text]
                   for text in made]
        key = repr(found[0])
        if shapes.setdefault(key, methods) != methods:
            raise SystemExit(f"one shape, two sets of texts: {key}")
        codes[key] = marshal.dumps(tuple((method, inner(text)) for method, text in methods)).hex()
    return cls

dataclasses.exec = record
dataclasses._process_class = process
for module in pkgutil.walk_packages(pain_bridge.__path__, "pain_bridge."):
    importlib.import_module(module.name)
json.dump({"python": list(sys.version_info[:2]), "texts": list(texts), "codes": codes},
          sys.stdout)
"""

_SHAPES_HEAD = '''\
"""The package's dataclass methods by class shape, compiled ahead of time: GENERATED.

Written by ``make dataclass-methods`` (``tools/dataclass_methods.py``): for each shape of
a class of the package (:func:`pain_bridge.dataclass_setup.shape`), the methods Python
{major}.{minor}'s :mod:`dataclasses` makes for it, as (name, code) pairs: the code of
the method its text defines inside ``__create_fn__`` (:mod:`pain_bridge.dataclass_setup`
makes the function as ``__create_fn__`` would), marshalled by that Python and read only
when a class of that shape is made. ``tests/test_dataclass_methods.py`` fails while this
differs from what the classes give.
"""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

#: The Python whose marshal wrote :data:`SHAPES` (another one's cannot read them).
PYTHON = ({major}, {minor})

#: Shape -> its methods' (name, code) pairs, marshalled, in the order dataclasses makes them.
SHAPES = {{
'''

_HEAD = '''\
"""The package's dataclass methods, compiled ahead of time: GENERATED.

One module because it is generated whole from the package's classes: nobody edits it.

Written by ``make dataclass-methods`` (``tools/dataclass_methods.py``): each text Python
{major}.{minor}'s :mod:`dataclasses` compiles for a class of the package, as a string in
:data:`TEXTS`, and the same text as code, its compiled code in :data:`CODES` (same
index). :mod:`pain_bridge.dataclass_code` gives :mod:`dataclasses` these codes instead
of compiling the texts at each start. ``tests/test_dataclass_methods.py`` fails while
this differs from what the classes give. No ``from __future__ import annotations``:
the texts compile as :mod:`dataclasses` compiles them.
"""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

#: The Python whose dataclasses wrote these texts (another one's texts differ).
PYTHON = ({major}, {minor})

#: The texts, in the order the package's modules are imported.
TEXTS = (
'''


def record() -> tuple[tuple[int, int], list[str], dict[str, str]]:
    """The Python version, the texts and each shape's methods' codes (each text's inner
    function's: ``def __create_fn__(...):\\n def __init__(...): ...``), marshalled, from a
    fresh interpreter."""
    done = subprocess.run(
        [sys.executable, "-c", _RECORD], check=True, capture_output=True, text=True
    )
    recorded = json.loads(done.stdout)
    major, minor = recorded["python"]
    return (major, minor), recorded["texts"], recorded["codes"]


def render() -> tuple[str, str]:
    """The two modules' texts: the methods (by text), the shapes."""
    (major, minor), texts, codes = record()
    parts = [_HEAD.format(major=major, minor=minor)]
    parts += [f"    {text!r},\n" for text in texts]
    parts.append(")\n\n#: The code of each text, at its index in TEXTS.\nCODES = []\n")
    parts.append("_keep = CODES.append\n\n")
    for text in texts:
        parts.append(f"{text}\n_keep(__create_fn__.__code__)\n\n")
    parts.append("del _keep, __create_fn__\n")
    shapes = [_SHAPES_HEAD.format(major=major, minor=minor)]
    for key, blob in sorted(codes.items()):
        shapes.append(f"    {key}:\n        {bytes.fromhex(blob)!r},\n")
    shapes.append("}\n")
    return "".join(parts), "".join(shapes)


def main(argv: list[str]) -> int:
    """Write the modules, or with ``--check`` say whether they are up to date."""
    methods, shapes = render()
    return write_or_check(TARGET, methods, argv, "make dataclass-methods") | write_or_check(
        SHAPES_TARGET, shapes, argv, "make dataclass-methods"
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv))
