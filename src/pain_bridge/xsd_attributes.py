"""Validating an element with a flood of attributes, in bounded memory.

libxml2 reports every attribute a schema does not allow as an error of its own, and lxml
keeps each in the validator's error log: there is no option to stop collecting (lxml
forwards every libxml2 error to the log, a compile-time choice of ``etree.pyx``). An
element with 600,000 attributes then costs over a gigabyte before a single finding is
made. No bundled schema declares an attribute other than ``Ccy`` (and none takes any
attribute, ``xs:anyAttribute``), so an attribute of another name can be refused without
the schema: :func:`take_excess` takes, from each element holding more than
:data:`CHECKED` attributes, those past the first :data:`CHECKED` that the schema does not
declare (and not ``xsi:``, which every schema takes), before the schema validates it;
the schema reports the first :data:`CHECKED` as ever, and the reader reports the others
itself, one finding each, with the schema's wording, made lazily: a flood gate then
counts them without any being kept (:mod:`pain_bridge.flood`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from lxml import etree

from pain_bridge import package_data, xmlsafe

__all__ = ["CHECKED", "Excess", "declared_attributes", "take_excess"]

#: Attributes of one element the schema checks one by one.
CHECKED: Final = 16

_XS: Final = "{http://www.w3.org/2001/XMLSchema}"
_XSI: Final = "{http://www.w3.org/2001/XMLSchema-instance}"


@functools.cache
def declared_attributes(message: str) -> frozenset[str] | None:
    """The names of the attributes the bundled schema of ``message`` declares; None when
    it takes any attribute somewhere (``xs:anyAttribute``: then nothing is taken)."""
    data = package_data.read_bytes("xsd", f"{message}.xsd")
    root = xmlsafe.parse_bytes(data).getroot()
    if next(root.iter(f"{_XS}anyAttribute"), None) is not None:
        return None
    return frozenset(str(node.get("name")) for node in root.iter(f"{_XS}attribute"))


@dataclass(frozen=True, slots=True)
class Excess:
    """The attributes taken from ``element`` (by their names as lxml gives them)."""

    element: etree._Element
    names: tuple[str, ...]

    def reasons(self, namespace: str) -> Iterator[tuple[str, str]]:
        """``(name, reason)`` for each attribute taken, the reason as libxml2 words it
        (without the document's ``namespace`` in names)."""
        tag = _shown(str(self.element.tag), namespace)
        for name in self.names:
            shown = _shown(name, namespace)
            yield (
                name,
                f"Element '{tag}', attribute '{shown}': The attribute '{shown}' is not allowed.",
            )


def _shown(name: str, namespace: str) -> str:
    return name.replace("{" + namespace + "}", "")


def take_excess(
    unit: etree._Element, declared: frozenset[str] | None, checked: int = CHECKED
) -> list[Excess]:
    """Take from each element of ``unit`` holding more than ``checked`` attributes those
    past the first ``checked`` that are neither ``declared`` nor ``xsi:``; what was
    taken, element by element (nothing when ``declared`` is None)."""
    if declared is None:
        return []
    taken: list[Excess] = []
    for element in unit.iter():
        if not isinstance(element.tag, str):
            continue
        attributes = element.attrib
        if len(attributes) <= checked:
            continue
        kept: list[str] = []
        names: list[str] = []
        for key in attributes.keys():  # noqa: SIM118 - items() looks each value up anew
            name = str(key)
            if len(kept) < checked or name in declared or name.startswith(_XSI):
                kept.append(name)
            else:
                names.append(name)
        if names:
            # lxml finds a value by scanning the element's attributes: a few are read,
            # and all are dropped at once (deleting them one by one scans each time)
            values = [(name, attributes[name]) for name in kept]
            attributes.clear()
            for name, value in values:
                element.set(name, value)
            taken.append(Excess(element, tuple(names)))
    return taken
