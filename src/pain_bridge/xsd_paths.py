"""The paths of the bundled schemas: what an element of a type, or a unit of a message,
may hold, walked from the XSD itself. By message name, so that it needs no version
(:mod:`pain_bridge.versions` reads its units' types from here, the field tables the
lengths of their texts).

>>> sorted(type_paths("pain.001.001.09", "ServiceLevel8Choice"))
['Cd', 'Prtry']
"""

from __future__ import annotations

import functools
import re
from typing import Final

from lxml import etree

from pain_bridge import package_data, xmlsafe

__all__ = [
    "BUNDLED",
    "HEADERS",
    "PAIN001_SCHEMAS",
    "UNITS",
    "message_elements",
    "text_length",
    "type_paths",
    "unit_paths",
    "unit_type",
]

_XS: Final = "{http://www.w3.org/2001/XMLSchema}"

#: The other bundled schemas, by message name (their files beside pain.001.001.03.xsd).
BUNDLED: Final = (
    *(f"pain.002.001.{n:02d}" for n in range(3, 15)),
    "pain.002.002.03",
)
#: The bundled Business Application Header schemas (``AppHdr``), by message name.
HEADERS: Final = tuple(f"head.001.001.{n:02d}" for n in range(1, 5))
#: Every bundled pain.001 schema, by message name, whether or not a version reads it yet.
PAIN001_SCHEMAS: Final = (
    *(f"pain.001.001.{n:02d}" for n in range(3, 14)),
    "pain.001.003.03",
)
#: The units of a pain.001 message: each is a node of the model (``CdtTrfTxInf`` is
#: left out of ``PmtInf``'s paths: it is a unit of its own).
UNITS: Final = ("GrpHdr", "PmtInf", "CdtTrfTxInf")


@functools.cache
def _schema_root(message: str) -> etree._Element:
    if message not in PAIN001_SCHEMAS and message not in BUNDLED:
        raise KeyError(message)
    data = package_data.read_bytes("xsd", f"{message}.xsd")
    return xmlsafe.parse_bytes(data).getroot()


@functools.cache
def _complex_types(message: str) -> dict[str, etree._Element]:
    return {str(n.get("name")): n for n in _schema_root(message).iterfind(f"{_XS}complexType")}


@functools.cache
def _simple_types(message: str) -> dict[str, etree._Element]:
    return {str(n.get("name")): n for n in _schema_root(message).iterfind(f"{_XS}simpleType")}


def _children(node: etree._Element) -> list[etree._Element]:
    """The element declarations of a complex type, its own only (not of other types)."""
    return list(node.iter(f"{_XS}element"))


@functools.cache
def type_paths(message: str, type_name: str) -> frozenset[str]:
    """Every element and attribute path an element of complex type ``type_name`` may
    hold in the bundled schema ``message``, relative to that element (attributes as
    ``InstdAmt/@Ccy``; the element's own attributes as ``@Ccy``).

    >>> sorted(type_paths("pain.001.001.09", "ServiceLevel8Choice"))
    ['Cd', 'Prtry']
    >>> "Id/OrgId/AnyBIC" in type_paths("pain.001.001.09", "PartyIdentification135")
    True
    """
    types = _complex_types(message)
    paths: set[str] = set()

    def walk(type_name: str, prefix: str, seen: tuple[str, ...]) -> None:
        node = types.get(type_name)
        if node is None:  # a simple type: a leaf
            return
        if type_name in seen:
            raise ValueError(f"{message}: {type_name} contains itself at {prefix}")
        for attribute in node.iter(f"{_XS}attribute"):
            paths.add(f"{prefix}@{attribute.get('name')}")
        for element in _children(node):
            path = f"{prefix}{element.get('name')}"
            paths.add(path)
            walk(str(element.get("type")), path + "/", (*seen, type_name))

    walk(type_name, "", ())
    return frozenset(paths)


@functools.cache
def unit_type(message: str, unit: str) -> str:
    """The complex type of ``unit`` (one of :data:`UNITS`) in the schema ``message``.

    >>> unit_type("pain.001.001.13", "CdtTrfTxInf")
    'CreditTransferTransaction76'
    """
    types = _complex_types(message)
    type_name = "Document"
    for step in ("CstmrCdtTrfInitn", *{"GrpHdr": ("GrpHdr",), "PmtInf": ("PmtInf",),
                 "CdtTrfTxInf": ("PmtInf", "CdtTrfTxInf")}[unit]):  # fmt: skip
        declared = next(e for e in _children(types[type_name]) if e.get("name") == step)
        type_name = str(declared.get("type"))
    return type_name


@functools.cache
def message_elements(message: str) -> tuple[str, ...]:
    """The elements ``CstmrCdtTrfInitn`` holds in the schema ``message``, in order.

    >>> message_elements("pain.001.001.03"), message_elements("pain.001.001.09")
    (('GrpHdr', 'PmtInf'), ('GrpHdr', 'PmtInf', 'SplmtryData'))
    """
    types = _complex_types(message)
    declared = next(e for e in _children(types["Document"]) if e.get("name") == "CstmrCdtTrfInitn")
    return tuple(str(e.get("name")) for e in _children(types[str(declared.get("type"))]))


@functools.cache
def unit_paths(message: str, unit: str) -> frozenset[str]:
    """Every path of one unit (:data:`UNITS`) of ``message``, relative to the unit's
    element: what a version's field table for that node must cover, no more."""
    paths = type_paths(message, unit_type(message, unit))
    if unit == "PmtInf":
        paths = frozenset(p for p in paths if p.split("/")[0] != "CdtTrfTxInf")
    return paths


#: A pattern that is one group or class repeated, ``([A-Za-z0-9]|[+?/ ]){1,35}``: its
#: bound is the most characters it matches.
_REPEATED: Final = re.compile(r"(?:\(.*\)|\[[^\]]*\])\{\d+,(\d+)\}")


@functools.cache
def _most_characters(message: str, type_name: str) -> int | None:
    """The most characters a text of the simple type ``type_name`` may have: its
    ``maxLength``, or the bound of a pattern that repeats one group (the DK variant's
    ``RestrictedIdentificationSEPA1``); None: no such limit, or not a simple type."""
    node = _simple_types(message).get(type_name)
    if node is None:
        return None
    facet = node.find(f"{_XS}restriction/{_XS}maxLength")
    if facet is not None:
        return int(str(facet.get("value")))
    pattern = node.find(f"{_XS}restriction/{_XS}pattern")
    repeated = _REPEATED.fullmatch(str(pattern.get("value"))) if pattern is not None else None
    return int(repeated.group(1)) if repeated is not None else None


@functools.cache
def _child_types(message: str, type_name: str) -> dict[str, str]:
    return {
        str(e.get("name")): str(e.get("type"))
        for e in _children(_complex_types(message)[type_name])
    }


def text_length(message: str, unit: str, path: str) -> int | None:
    """The most characters the text of the element at ``path`` (relative to ``unit``,
    one of :data:`UNITS`) may have in the schema ``message`` (see
    :func:`_most_characters`); a ``KeyError`` for a path the schema lacks.

    >>> text_length("pain.001.001.09", "CdtTrfTxInf", "Cdtr/PstlAdr/BldgNm")
    35
    >>> text_length("pain.001.001.13", "CdtTrfTxInf", "Cdtr/PstlAdr/BldgNm")
    140
    >>> text_length("pain.001.003.03", "GrpHdr", "MsgId")
    35
    """
    type_name = unit_type(message, unit)
    for step in path.split("/"):
        type_name = _child_types(message, type_name)[step]
    return _most_characters(message, type_name)


def has_path(message: str, unit: str, path: str) -> bool:
    """Whether ``path`` is one of :func:`unit_paths` of ``unit`` in ``message``, told by
    the types along its steps alone, without listing the unit's every path (a walk of
    hundreds of types, which a guideline's paths needed only to be looked up in).

    >>> has_path("pain.001.001.09", "CdtTrfTxInf", "Amt/InstdAmt/@Ccy")
    True
    >>> has_path("pain.001.001.09", "PmtInf", "CdtTrfTxInf/PmtId")
    False
    """
    steps = path.split("/")
    if unit == "PmtInf" and steps[0] == "CdtTrfTxInf":  # a unit of its own
        return False
    types = _complex_types(message)
    type_name = unit_type(message, unit)
    for index, step in enumerate(steps):
        node = types.get(type_name)
        if node is None:  # a simple type: nothing below
            return False
        if step.startswith("@"):
            names = (a.get("name") for a in node.iter(f"{_XS}attribute"))
            return index == len(steps) - 1 and step[1:] in names
        child = _child_types(message, type_name).get(step)
        if child is None:
            return False
        type_name = child
    return True


def has_text(message: str, unit: str, path: str) -> bool:
    """Whether the element at ``path`` (relative to ``unit``, one of :data:`UNITS`) holds
    a text of its own in the schema ``message``: its type is a simple type, or a complex
    one with simple content (an amount with its currency); not an element of elements,
    nor one of any content (``SplmtryData/Envlp``). A ``KeyError`` for a path the
    schema lacks.

    >>> has_text("pain.001.001.09", "CdtTrfTxInf", "Amt/InstdAmt")
    True
    >>> has_text("pain.001.001.09", "CdtTrfTxInf", "Amt")
    False
    >>> has_text("pain.001.001.09", "CdtTrfTxInf", "SplmtryData/Envlp")
    False
    """
    type_name = unit_type(message, unit)
    for step in path.split("/"):
        type_name = _child_types(message, type_name)[step]
    node = _complex_types(message).get(type_name)
    return node is None or node.find(f"{_XS}simpleContent") is not None
