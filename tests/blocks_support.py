"""Holding a block of rows against the schema of each edition that has it."""

from __future__ import annotations

from collections.abc import Iterable

from pain_bridge import xsd
from pain_bridge.fields.row import Field


def schema_of(edition: int) -> str:
    """The bundled pain.001 schema of ``edition``."""
    return f"pain.001.001.{edition:02d}"


def uncovered(rows: Iterable[Field], edition: int, type_name: str) -> tuple[set[str], set[str]]:
    """(paths of ``type_name`` in ``edition``'s schema that no row names, row paths the
    schema does not have). The block's own element (``""``) is not a path."""
    named = {row.xml for row in rows if row.xml}
    paths = set(xsd.type_paths(schema_of(edition), type_name))
    return paths - named, named - paths


def model_problems(rows: Iterable[Field], cls: type) -> list[str]:
    """Rows whose model path does not lead through the dataclass ``cls`` to a field (a
    ``[]`` step must be a tuple of dataclasses, a group a dataclass, a repeated leaf a
    tuple): what the reader's builder and the writer would trip on."""
    import dataclasses
    import typing

    from pain_bridge.fields.row import ValueType

    problems = []
    for row in rows:
        if not row.model or row.type is ValueType.ATTRIBUTE:
            continue
        owner: type = cls
        steps = row.model.split(".")
        for index, step in enumerate(steps):
            name = step.removesuffix("[]")
            hints = typing.get_type_hints(owner)
            if name not in hints:
                problems.append(f"{row.xml}: {owner.__name__} has no field {name!r}")
                break
            hint = hints[name]
            args = [a for a in typing.get_args(hint) if a is not type(None)]
            origin = typing.get_origin(hint)
            last = index == len(steps) - 1
            inner: list[type] = []
            for candidate in (hint, *args):
                if isinstance(candidate, type) and dataclasses.is_dataclass(candidate):
                    inner.append(candidate)
                for sub in typing.get_args(candidate):
                    if isinstance(sub, type) and dataclasses.is_dataclass(sub):
                        inner.append(sub)
            repeated = origin is tuple or any(typing.get_origin(a) is tuple for a in args)
            if step.endswith("[]") and not (repeated and inner):
                problems.append(f"{row.xml}: {row.model}: {name} is no tuple of objects")
                break
            if last:
                if row.type is ValueType.GROUP and not inner:
                    problems.append(f"{row.xml}: {row.model} is a group but no object")
                if row.many and not repeated:
                    problems.append(f"{row.xml}: {row.model} repeats but is no tuple")
                break
            if not inner:
                problems.append(f"{row.xml}: {row.model}: {name} is no object")
                break
            owner = inner[0]
    return problems
