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
from pathlib import Path
from typing import TYPE_CHECKING, Final

from lxml import etree

from pain_bridge import package_data, xmlsafe
from pain_bridge.versions import PainVersion
from pain_bridge.xsd_paths import BUNDLED as BUNDLED
from pain_bridge.xsd_paths import HEADERS as HEADERS
from pain_bridge.xsd_paths import PAIN001_SCHEMAS as PAIN001_SCHEMAS
from pain_bridge.xsd_paths import UNITS as UNITS
from pain_bridge.xsd_paths import _complex_types as _complex_types
from pain_bridge.xsd_paths import _schema_root
from pain_bridge.xsd_paths import text_length as text_length
from pain_bridge.xsd_paths import type_paths as type_paths
from pain_bridge.xsd_paths import unit_paths as unit_paths
from pain_bridge.xsd_paths import unit_type as unit_type

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

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
    from importlib import resources

    return resources.files("pain_bridge").joinpath("xsd", f"{version.value}.xsd")


@functools.cache
def schema_path(version: PainVersion = V03) -> Path:
    """A filesystem path of the bundled schema of ``version``.

    For a package installed as a zip, the file is extracted once to a temporary file that
    lives until the interpreter exits.
    """
    from importlib import resources

    with _lock:
        return _files.enter_context(resources.as_file(_resource(version)))


def _schema_document(version: PainVersion = V03) -> etree._ElementTree:
    return xmlsafe.parse_bytes(package_data.read_bytes("xsd", f"{version.value}.xsd"))


@functools.cache
def pain001_schema(version: PainVersion = V03) -> etree.XMLSchema:
    """The compiled schema of ``version`` (compiled on first call, then shared), from
    the one parse of its file that its paths and :func:`content_model` read too (lxml
    compiles a copy of the document, so the shared tree is left as it is)."""
    return etree.XMLSchema(_schema_root(version.value).getroottree())


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
    root = _schema_root(version.value)  # the one parse the schema's paths read too
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


def _bundled_document(message: str) -> etree._ElementTree:
    if message not in BUNDLED and message not in HEADERS:
        raise KeyError(message)
    data = package_data.read_bytes("xsd", f"{message}.xsd")
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
def header_schema(message: str) -> etree.XMLSchema:
    """The compiled schema of a Business Application Header version (one of
    :data:`HEADERS`, ``"head.001.001.02"``), compiled once; ``KeyError`` for another."""
    if message not in HEADERS:
        raise KeyError(message)
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
