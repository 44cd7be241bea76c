"""The bundled pain.001 schemas, one per version, found through the package and compiled once.

>>> pain001_schema() is pain001_schema()
True
>>> schema_path().name
'pain.001.001.03.xsd'
>>> schema_path(PainVersion.V09).name
'pain.001.001.09.xsd'

The schema files ship as package data (``pain_bridge/xsd/pain.001.001.03.xsd`` and the
others of :class:`~pain_bridge.versions.PainVersion`; their provenance is in ``SOURCE.md``
next to them), so an installed wheel finds them too.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import threading
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Final

from lxml import etree

from pain_bridge import xmlsafe
from pain_bridge.versions import PainVersion

V03: Final = PainVersion.V03
#: The XML namespace of pain.001.001.03, the default version.
NAMESPACE: Final = V03.namespace
_XS: Final = "{http://www.w3.org/2001/XMLSchema}"

#: Extra global elements of :func:`pain001_unit_schema` for pain.001.001.03: tag → the
#: complex type it has inside ``Document`` (``PainVersion.unit_types`` for the others).
UNIT_ELEMENTS: Final[dict[str, str]] = {
    "GrpHdr": "GroupHeader32",
    "PmtInf": "PaymentInstructionInformation3",
    "CdtTrfTxInf": "CreditTransferTransactionInformation10",
}

_lock = threading.Lock()
_files = contextlib.ExitStack()
atexit.register(_files.close)


def _resource(version: PainVersion) -> Traversable:
    return resources.files("pain_bridge").joinpath("xsd", f"{version.value}.xsd")


@functools.cache
def schema_path(version: PainVersion = V03) -> Path:
    """A filesystem path of the bundled schema of ``version``.

    For a package installed as a zip, the file is extracted once to a temporary file that
    lives until the interpreter exits.
    """
    with _lock:
        return _files.enter_context(resources.as_file(_resource(version)))


def _schema_document(version: PainVersion = V03) -> etree._ElementTree:
    return xmlsafe.parse_bytes(_resource(version).read_bytes())


@functools.cache
def pain001_schema(version: PainVersion = V03) -> etree.XMLSchema:
    """The compiled schema of ``version`` (compiled on first call, then shared)."""
    return etree.XMLSchema(_schema_document(version))


@functools.cache
def pain001_unit_schema(version: PainVersion = V03) -> etree.XMLSchema:
    """The same schema with ``GrpHdr``, ``PmtInf`` and ``CdtTrfTxInf`` also declared as
    global elements (of their types inside ``Document``).

    It validates one payment info or one transaction on its own, as an element detached
    from its document, with exactly the checks the full schema applies to it in place;
    ``Document`` is validated exactly as by :func:`pain001_schema`. The reader uses it to
    locate every violation of a large document without holding the document whole.
    """
    tree = _schema_document(version)
    root = tree.getroot()
    for name, type_name in version.unit_types.items():
        etree.SubElement(root, f"{_XS}element", name=name, type=type_name)
    return etree.XMLSchema(tree)


@dataclass(frozen=True, slots=True)
class ChildElement:
    """One element a complex type may contain: its type and whether it may repeat."""

    type_name: str
    repeatable: bool


@functools.cache
def content_model(
    version: PainVersion = V03,
) -> tuple[dict[str, dict[str, ChildElement]], frozenset[str]]:
    """The schema's structure, for walkers that must not ask the schema per element.

    Returns (complex types → their child elements by name, names of the simple types,
    complex types with simple content such as amounts with a ``Ccy`` attribute included).
    The type of ``GrpHdr``, ``PmtInf`` and ``CdtTrfTxInf`` is in
    ``PainVersion.unit_types``.
    """
    root = _schema_document(version).getroot()
    simple = {str(node.get("name")) for node in root.iterfind(f"{_XS}simpleType")}
    complex_types: dict[str, dict[str, ChildElement]] = {}
    for node in root.iterfind(f"{_XS}complexType"):
        name = str(node.get("name"))
        if node.find(f"{_XS}simpleContent") is not None:
            simple.add(name)
            continue
        children: dict[str, ChildElement] = {}
        for element in node.iter(f"{_XS}element"):
            repeatable = False
            ancestor: etree._Element | None = element
            while ancestor is not None and ancestor is not node:  # maxOccurs anywhere up
                repeatable = repeatable or ancestor.get("maxOccurs", "1") != "1"
                ancestor = ancestor.getparent()
            children[str(element.get("name"))] = ChildElement(str(element.get("type")), repeatable)
        complex_types[name] = children
    return complex_types, frozenset(simple)


#: The other bundled schemas, by message name (their files beside pain.001.001.03.xsd).
BUNDLED: Final = ("pain.002.001.03", "pain.002.001.10")
#: Every bundled pain.001 schema, by message name, whether or not a version reads it yet.
PAIN001_SCHEMAS: Final = (
    *(f"pain.001.001.{n:02d}" for n in range(3, 14)),
    "pain.001.003.03",
)
#: The units of a pain.001 message: each is a node of the model (``CdtTrfTxInf`` is
#: left out of ``PmtInf``'s paths: it is a unit of its own).
UNITS: Final = ("GrpHdr", "PmtInf", "CdtTrfTxInf")


def _schema_root(message: str) -> etree._Element:
    if message not in PAIN001_SCHEMAS and message not in BUNDLED:
        raise KeyError(message)
    data = resources.files("pain_bridge").joinpath("xsd", f"{message}.xsd").read_bytes()
    return xmlsafe.parse_bytes(data).getroot()


@functools.cache
def _complex_types(message: str) -> dict[str, etree._Element]:
    return {str(n.get("name")): n for n in _schema_root(message).iterfind(f"{_XS}complexType")}


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
def unit_paths(message: str, unit: str) -> frozenset[str]:
    """Every path of one unit (:data:`UNITS`) of ``message``, relative to the unit's
    element: what a version's field table for that node must cover, no more."""
    paths = type_paths(message, unit_type(message, unit))
    if unit == "PmtInf":
        paths = frozenset(p for p in paths if p.split("/")[0] != "CdtTrfTxInf")
    return paths


def _bundled_document(message: str) -> etree._ElementTree:
    if message not in BUNDLED:
        raise KeyError(message)
    data = resources.files("pain_bridge").joinpath("xsd", f"{message}.xsd").read_bytes()
    return xmlsafe.parse_bytes(data)


@functools.cache
def bundled_schema(message: str) -> etree.XMLSchema:
    """The compiled schema of ``message`` (one of :data:`BUNDLED` or pain.001.001.03),
    read through the hardened parser and compiled once."""
    version = next((v for v in PainVersion if v.value == message), None)
    if version is not None:
        return pain001_schema(version)
    return etree.XMLSchema(_bundled_document(message))


@functools.cache
def bundled_unit_schema(message: str, units: tuple[str, ...]) -> etree.XMLSchema:
    """The schema of ``message`` (one of :data:`BUNDLED`) with the elements named
    ``units`` also declared global, each with the type of its first declaration: it
    validates such an element detached from its document, as
    :func:`pain001_unit_schema` does for pain.001, with exact line numbers."""
    tree = _bundled_document(message)
    root = tree.getroot()
    for name in units:
        declared = next(
            e for e in root.iter(f"{_XS}element") if e.get("name") == name and e.get("type")
        )
        etree.SubElement(root, f"{_XS}element", name=name, type=str(declared.get("type")))
    return etree.XMLSchema(tree)
