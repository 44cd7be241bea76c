"""The package's dataclass methods come compiled ahead of time (issue 36 item 5, start-up):
:mod:`pain_bridge.dataclass_methods` holds every text :mod:`dataclasses` compiles for a
class of the package, and :mod:`pain_bridge.dataclass_code` takes a text's code from it.
The classes must be exactly what :mod:`dataclasses` makes without it."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from types import CodeType, ModuleType
from typing import Any

from pain_bridge import dataclass_code, dataclass_methods
from scripts_support import load_tool


def test_the_generated_module_follows_the_classes() -> None:
    tool = load_tool("dataclass_methods")
    methods, shapes = tool.render()
    assert tool.TARGET.read_text(encoding="utf-8") == methods, (
        "src/pain_bridge/dataclass_methods.py is out of date: run make dataclass-methods"
    )
    assert tool.SHAPES_TARGET.read_text(encoding="utf-8") == shapes, (
        "src/pain_bridge/dataclass_shapes.py is out of date: run make dataclass-methods"
    )


def _shape(code: CodeType) -> tuple[Any, ...]:
    """A code object as it runs: everything but where its source was (file, lines)."""
    consts = tuple(_shape(c) if isinstance(c, CodeType) else c for c in code.co_consts)
    return (
        code.co_name,
        code.co_qualname,
        code.co_argcount,
        code.co_posonlyargcount,
        code.co_kwonlyargcount,
        code.co_flags,
        code.co_stacksize,
        code.co_code,
        code.co_names,
        code.co_varnames,
        code.co_freevars,
        code.co_cellvars,
        code.co_exceptiontable,
        consts,
    )


def test_each_code_is_its_texts_own_compilation() -> None:
    assert sys.version_info[:2] == dataclass_methods.PYTHON
    assert len(dataclass_methods.TEXTS) == len(dataclass_methods.CODES) > 500
    for text, code in zip(dataclass_methods.TEXTS, dataclass_methods.CODES, strict=True):
        compiled = compile(text, "<string>", "exec", dont_inherit=True)
        (own,) = (c for c in compiled.co_consts if isinstance(c, CodeType))
        assert _shape(code) == _shape(own), text


#: In a fresh interpreter, with the table (``table``) or without it (``plain``): every
#: dataclass method of every class of the package, described by what makes it behave
#: (its code, defaults, annotations, closure, names, globals).
_DESCRIBE = """
import builtins, dataclasses, importlib, json, pkgutil, re, sys, types
import pain_bridge
from pain_bridge import dataclass_code, dataclass_setup
plain = []  # the package's classes made by dataclasses' own _process_class
if sys.argv[1] == "plain":
    del dataclasses.exec
    dataclasses._process_class = dataclass_setup.plain_process_class
else:
    def spy(cls, *params):
        plain.append(f"{cls.__module__}.{cls.__qualname__}")
        return own(cls, *params)
    own, dataclass_setup.plain_process_class = dataclass_setup.plain_process_class, spy
def r(value):  # a repr without addresses, the same in both interpreters
    return re.sub(" at 0x[0-9a-f]+", "", repr(value))

METHODS = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__")

def shape(code):
    consts = [shape(c) if isinstance(c, types.CodeType) else r(c) for c in code.co_consts]
    return [code.co_name, code.co_qualname, code.co_flags, code.co_code.hex(),
            code.co_names, code.co_varnames, code.co_freevars, consts]

def describe(function):
    inner = getattr(function, "__wrapped__", function)  # __repr__'s recursion guard
    cells = [r(c.cell_contents) for c in inner.__closure__ or ()]
    return [function.__qualname__, function.__module__, shape(inner.__code__),
            r(inner.__defaults__), r(inner.__kwdefaults__), r(inner.__annotations__), cells,
            inner.__globals__.get("__name__"),
            inner.__globals__ is vars(sys.modules[inner.__module__])]

FIELD = ("name", "type", "default", "default_factory", "init", "repr", "hash", "compare",
         "metadata", "kw_only", "_field_type")

def attribute(value):
    return describe(value) if isinstance(value, types.FunctionType) else r(value)

def whole(cls):
    # everything else dataclasses makes of a class: its fields, parameters, attributes
    # (names in order, values) and what it is
    return {
        "fields": [[r(getattr(f, a)) for a in FIELD]
                   for f in vars(cls)["__dataclass_fields__"].values()],
        "attributes": [[n, attribute(v)] for n, v in vars(cls).items()
                       if n not in METHODS and n != "__dataclass_fields__"],
        "names": list(vars(cls)),
        "hash": attribute(cls.__hash__),
        "shape": [cls.__name__, cls.__qualname__, cls.__module__, r(cls.__mro__),
                  r(type(cls)), getattr(cls, "__abstractmethods__", None) is not None],
    }

out = {}
for module in pkgutil.walk_packages(pain_bridge.__path__, "pain_bridge."):
    loaded = importlib.import_module(module.name)
    for name, value in sorted(vars(loaded).items()):
        if isinstance(value, type) and dataclasses.is_dataclass(value):
            out[f"{value.__module__}.{value.__qualname__}"] = {
                method: describe(vars(value)[method]) for method in METHODS
                if callable(vars(value).get(method))
            } | whole(value)
json.dump({"classes": out, "compiled": dataclass_code.compiled, "plain": plain}, sys.stdout)
"""


def _described(mode: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-c", _DESCRIBE, mode], check=True, capture_output=True, text=True
    )
    described: dict[str, Any] = json.loads(done.stdout)
    return described


def test_the_classes_are_made_as_dataclasses_makes_them() -> None:
    """Twin: every dataclass of the package, made with the table and the shapes
    (:mod:`pain_bridge.dataclass_setup`) and without them (by :mod:`dataclasses` alone),
    has the same methods (code, defaults, annotations, closure, globals), fields (every
    attribute), parameters, attributes in the same order, hash, bases and type; with the
    table, none of the package's was compiled, nor made by dataclasses' own
    ``_process_class``."""
    table, plain = _described("table"), _described("plain")
    assert len(table["classes"]) > 80
    for name, described in plain["classes"].items():
        assert table["classes"][name] == described, name
    assert table["classes"] == plain["classes"]
    assert [name for name in table["compiled"] if name.startswith("pain_bridge")] == []
    assert [name for name in table["plain"] if name.startswith("pain_bridge")] == []


def _module_with(name: str, source: str) -> ModuleType:
    """A module ``name`` (in ``sys.modules``, as dataclasses asks) made from ``source``."""
    module = ModuleType(name)
    sys.modules[name] = module
    try:
        exec(compile(source, name, "exec", dont_inherit=True), module.__dict__)
    finally:
        del sys.modules[name]
    return module


_POINT = """\
import dataclasses

@dataclasses.dataclass(frozen=True)
class Point:
    x: int
    y: int = 0
"""


def test_a_class_the_table_does_not_hold_is_compiled_as_before() -> None:
    """A class of the package changed since the table was written is made by compiling
    its texts, as :mod:`dataclasses` does, and recorded as such (the table is stale)."""
    before = len(dataclass_code.compiled)
    point = _module_with("pain_bridge._unheld_for_a_test", _POINT).Point
    assert dataclasses.exec is dataclass_code._exec  # type: ignore[attr-defined]
    assert dataclass_code.compiled[before:] == ["pain_bridge._unheld_for_a_test"] * 6
    assert point(2) == point(2, 0) != point(1)
    assert repr(point(1)) == "Point(x=1, y=0)"
    assert hash(point(1)) == hash((1, 0))
    assert point.__init__.__annotations__ == {"x": int, "y": int, "return": None}


def test_a_class_of_another_module_is_made_by_pythons_own_exec() -> None:
    """Importing the package gives :mod:`dataclasses` its ``exec`` for the whole process:
    a user's class (another module's) is compiled by Python as without the package, and
    never looked up or recorded here."""
    before = list(dataclass_code.compiled)
    point = _module_with("someone_elses_module", _POINT).Point
    assert point(1) == point(1, 0)
    assert repr(point(1)) == "Point(x=1, y=0)"
    assert point.__init__.__code__.co_filename == "<string>"  # Python's own compilation
    assert dataclass_code.compiled == before
