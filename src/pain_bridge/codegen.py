"""Python source generated from the field tables, for the code that runs per transaction.

The model builder, the JSON serializer and the text extractor read the field table once
and become straight-line functions (as :mod:`dataclasses` does for ``__init__``): the
speed of code written by hand, with the table as the only source. :class:`Source` is
what they share: unique local names, constants passed in by name (never printed into
the source), indentation, and compiling the result.

The five generators, each documented at its top with the plain code it stands for, and
the test that holds it to its twin:

- :mod:`pain_bridge.reader.build`: a node from the walk's records (a shape's builder
  against the general one: ``tests/test_reader_shapes.py``; its sparse nodes against
  those the classes' ``__init__`` makes: ``tests/test_generated_twins.py``);
- :mod:`pain_bridge.rules._text_fields`: a node's free texts (against the plain loop
  over the table's text rows: ``tests/test_generated_twins.py``);
- :mod:`pain_bridge.mapping.json_fields`: a node's payment intent JSON;
- :mod:`pain_bridge.writer.plan`: a node's XML (the emitter of the common fields
  against that of every field: ``tests/test_fast_paths.py``);
- :mod:`pain_bridge.schemes.screen`: which scheme rules may find something (against
  running every check: ``tests/test_scheme_screens.py``).
"""

from __future__ import annotations

import functools
import marshal
import sys
from typing import Any


class Source:
    """Lines of Python being generated, and the constants they refer to."""

    def __init__(self, constants: dict[str, Any] | None = None) -> None:
        self.lines: list[str] = []
        self.constants: dict[str, Any] = dict(constants or {})
        self.names = 0

    def name(self, stem: str) -> str:
        """A fresh local name (``v7``)."""
        self.names += 1
        return f"{stem}{self.names}"

    def constant(self, value: Any) -> str:
        """The name under which ``value`` is visible to the generated code."""
        name = self.name("K")
        self.constants[name] = value
        return name

    def add(self, level: int, line: str) -> None:
        self.lines.append("    " * level + line)

    def get(self, level: int, target: str, source: str, chain: tuple[str, ...]) -> None:
        """``target = source.a.b…``, None as soon as a step is None."""
        self.add(level, f"{target} = {source}")
        for attribute in chain:
            self.add(level, f"{target} = {target}.{attribute} if {target} is not None else None")

    def function(
        self, name: str, where: str, before: list[list[str]] | None = None, lazy: bool = False
    ) -> Any:
        """Compile the lines (after the helper functions ``before``) and return the
        function ``name``; ``where`` names the code in tracebacks.

        Each function is compiled on its own into the one namespace (they find each
        other there when called): the compiler's syntax tree of the whole text at once
        (7 MB for the 64 KB emitter of a transaction) left the heap that much larger for
        the rest of the run (a migration's peak RSS: 47.3 -> 43.8 MB at 10k).

        ``lazy``: each helper of ``before`` (a ``def`` of one name, called by that name
        only, as a global of the namespace) is compiled when it is first called, in
        place of a stand-in that compiles it, puts it in its place and calls it: a
        writer's emitter has a helper for each model object of its node (105 in the
        transaction's of ``.13``) and a file calls a few of them (:func:`_deferred`)."""
        namespace = dict(self.constants)
        for chunk in before or []:
            if lazy:
                helper = chunk[0].removeprefix("def ").partition("(")[0]
                namespace[helper] = _deferred(helper, "\n".join(chunk), f"<{where}>", namespace)
                continue
            exec(compiled("\n".join(chunk), f"<{where}>"), namespace)  # noqa: S102 - our own source
        exec(compiled("\n".join(self.lines), f"<{where}>"), namespace)  # noqa: S102 - our own source
        return namespace[name]


def _deferred(name: str, text: str, where: str, namespace: dict[str, Any]) -> Any:
    """A stand-in for the function ``name`` defined by ``text`` in ``namespace``: its
    first call compiles ``text`` there (replacing the stand-in, so later calls go to the
    function itself) and calls it."""

    def first_call(*args: Any) -> Any:
        if namespace.get(name) is first_call:
            exec(compiled(text, where), namespace)  # noqa: S102 - our own source
        return namespace[name](*args)

    return first_call


def compiled(text: str, where: str) -> Any:
    """``compile(text, where, "exec")`` (with this module's future features, as every
    generated text was compiled), or the same code compiled ahead of time where
    :mod:`pain_bridge.codegen_ahead` holds the text: each version's general builders
    of a group header and a payment info, 4 and 10 KB of source for ``.03``, were most
    of what a small ``validate`` compiled. ``tests/test_codegen_ahead.py`` holds the
    table equal to what the generators write and each code equal to its compilation."""
    blob = _ahead().get((text, where))
    if blob is None:
        return compile_text(text, where)
    return marshal.loads(blob)  # noqa: S302 - the package's own, written by the tool


def compile_text(text: str, where: str) -> Any:
    """A generated text compiled: the one call, for the table's codes too."""
    return compile(text, where, "exec")


@functools.cache
def _ahead() -> dict[tuple[str, str], bytes]:
    """The compiled texts by (text, where): none on a Python other than the table's."""
    from pain_bridge import codegen_ahead

    if sys.version_info[:2] != codegen_ahead.PYTHON:
        return {}
    return dict(zip(codegen_ahead.TEXTS, codegen_ahead.CODES, strict=True))


def model_chain(model: str, context: str) -> tuple[str, ...]:
    """The attribute names from the model object at path ``context`` to the field at
    ``model`` (``"creditor.address.town"`` from ``"creditor"``: ``("address", "town")``);
    ``[]`` marks of repeated objects are left out."""
    rest = model[len(context) + 1 :] if context else model
    return tuple(rest.replace("[]", "").split(".")) if rest else ()
