"""Hypothesis strategies of whole pain.001 documents, one version at a time, as XML bytes.

One module because its strategies draw each element from the field table and the XSD
together (which elements, their order, choices, repeats and facets), and the parts of a
document share those draws.

The documents are made from two sources the project already has, never from the model
or the writer (so that reading and writing them tests something):

- the version's field table (:func:`pain_bridge.fields.node_table` of its group header,
  payment info and transaction): an element is generated only where a row names its
  path, so the documents hold what the table says the version has;
- the version's bundled XSD (:mod:`pain_bridge.xsd`): the order of the elements, which
  are required, which form a choice, how often each may repeat, and the facets of each
  value (enumerations, patterns, lengths, total and fraction digits, bounds).

What the documents hold:

- every optional element of the table appears in some documents (how many of them a
  document holds is drawn per document: from almost none to nearly all), every branch
  of every choice is taken in some, a repeated element repeats up to its schema bound
  (at most :data:`MAX_REPEAT` where the schema has none);
- several payment infos with several transactions; ``NbOfTxs`` and ``CtrlSum`` of the
  group header and of each payment info are the count and the sum of the transactions'
  amounts (``CtrlSum``, being optional, only in some);
- texts of every length the facets allow, their ends included, with characters XML must
  escape (``&``, ``<``, ``>``, quotes) and letters outside ASCII; the lexical forms the
  model keeps as values are the canonical ones (``true``, ``10.50``, ``2030-01-02``),
  date-times in several forms (seconds fractions, ``Z`` or an offset, none);
- ``SplmtryData/Envlp`` (``xs:any``) holds an element of a foreign namespace.

>>> from hypothesis import given
>>> from pain_bridge.testing.documents import documents
>>> @given(documents(PainVersion.V09))
... def test_valid(data):
...     assert pain001_schema(PainVersion.V09).validate(etree.fromstring(data))

Requires the ``hypothesis`` package (the ``testing`` extra).
"""

from __future__ import annotations

import base64
import functools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import date
from decimal import Decimal
from typing import Any, Final

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy
from lxml import etree

from pain_bridge import xsd
from pain_bridge.fields import NODE_ELEMENTS, Field, ValueType, node_table
from pain_bridge.fields.moved import moved_paths
from pain_bridge.model import NodeKind
from pain_bridge.versions import PainVersion

__all__ = [
    "FOREIGN_NAMESPACE",
    "MAX_REPEAT",
    "Declared",
    "Facets",
    "counterparts",
    "declared",
    "documents",
    "generated_paths",
    "schema_of",
    "value_of",
]

_XS: Final = "{http://www.w3.org/2001/XMLSchema}"
#: How often an element the schema lets repeat without bound repeats at most.
MAX_REPEAT: Final = 3
#: A repetition bound up to which a bounded element may repeat fully (``AdrLine`` 7).
_FULL_BOUND: Final = 7
#: The namespace of the element put in ``SplmtryData/Envlp``.
FOREIGN_NAMESPACE: Final = "urn:pain-bridge:tests:supplementary"
#: Elements a unit holds at most beyond its required ones (keeps documents small).
_UNIT_BUDGET: Final = 90

#: Words texts are made of: XML's special characters, letters outside ASCII, digits.
_PHRASES: Final = (
    "Müller & Söhne <GmbH>",
    "ACME Ltd",
    "Zürich \"Nord\" 'B'",
    "0123456789",
    "Ωmega Straße/Ré-1",
    "x",
)
_FIRST_DAY: Final = date(2000, 1, 1)
_LAST_DAY: Final = date(2099, 12, 31)


# --------------------------------------------------------------------------- the schema


@dataclass(frozen=True, slots=True)
class Facets:
    """A simple type: its XSD base and facets."""

    base: str
    enumeration: tuple[str, ...] = ()
    pattern: str | None = None
    min_length: int | None = None
    max_length: int | None = None
    total_digits: int | None = None
    fraction_digits: int | None = None
    min_inclusive: Decimal | None = None
    max_inclusive: Decimal | None = None
    #: Patterns the values must match as well (of another version's type).
    also: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Particle:
    """An element (``name`` and ``type_name``), a sequence or a choice of particles, or
    the wildcard ``xs:any`` (``wildcard``); with its occurrences (``maximum`` None:
    unbounded)."""

    minimum: int
    maximum: int | None
    name: str = ""
    type_name: str = ""
    choice: bool = False
    particles: tuple[Particle, ...] = ()
    wildcard: bool = False

    @property
    def is_element(self) -> bool:
        return bool(self.name)


@dataclass(frozen=True, slots=True)
class ComplexType:
    """A complex type: its content (None: simple content) and attributes (name → type);
    ``simple``: the simple type of its text, for simple content (an amount)."""

    content: Particle | None
    attributes: tuple[tuple[str, str, bool], ...]
    simple: str | None = None


@dataclass(frozen=True, slots=True)
class Schema:
    """The types of one bundled schema."""

    complex: dict[str, ComplexType]
    simple: dict[str, Facets]


def _occurs(node: etree._Element) -> tuple[int, int | None]:
    maximum = node.get("maxOccurs", "1")
    return int(node.get("minOccurs", "1")), None if maximum == "unbounded" else int(maximum)


def _particle(node: etree._Element) -> Particle:
    minimum, maximum = _occurs(node)
    tag = etree.QName(node).localname
    if tag == "element":
        return Particle(minimum, maximum, str(node.get("name")), str(node.get("type")))
    if tag == "any":
        return Particle(minimum, maximum, wildcard=True)
    parts = tuple(_particle(child) for child in node if isinstance(child.tag, str))
    return Particle(minimum, maximum, choice=tag == "choice", particles=parts)


_SNAKE: Final = {
    "minLength": "min_length",
    "maxLength": "max_length",
    "totalDigits": "total_digits",
    "fractionDigits": "fraction_digits",
}


def _facets(node: etree._Element) -> Facets:
    restriction = node.find(f"{_XS}restriction")
    assert restriction is not None, node.get("name")
    values: dict[str, Any] = {"base": str(restriction.get("base"))}
    enumeration = []
    for facet in restriction:
        if not isinstance(facet.tag, str):
            continue
        name, value = etree.QName(facet).localname, str(facet.get("value"))
        if name == "enumeration":
            enumeration.append(value)
        elif name == "pattern":
            values["pattern"] = value
        elif name in ("minLength", "maxLength", "totalDigits", "fractionDigits"):
            values[_SNAKE[name]] = int(value)
        elif name in ("minInclusive", "maxInclusive"):
            values["min_inclusive" if name == "minInclusive" else "max_inclusive"] = Decimal(value)
        else:  # pragma: no cover - the bundled schemas use no other facet
            raise ValueError(f"facet {name} of {node.get('name')} is not generated")
    return Facets(enumeration=tuple(enumeration), **values)


@functools.cache
def schema_of(version: PainVersion) -> Schema:
    """The complex and simple types of ``version``'s bundled XSD."""
    return schema_from(etree.parse(str(xsd.schema_path(version))).getroot())


def schema_from(root: etree._Element) -> Schema:
    """The complex and simple types of an XSD's root element (a pain.001's, a pain.002's)."""
    simple = {str(n.get("name")): _facets(n) for n in root.iterfind(f"{_XS}simpleType")}
    complex_types: dict[str, ComplexType] = {}
    for node in root.iterfind(f"{_XS}complexType"):
        attributes = tuple(
            (str(a.get("name")), str(a.get("type")), a.get("use") == "required")
            for a in node.iter(f"{_XS}attribute")
        )
        extension = node.find(f"{_XS}simpleContent/{_XS}extension")
        if extension is not None:
            complex_types[str(node.get("name"))] = ComplexType(
                None, attributes, str(extension.get("base"))
            )
            continue
        group = next((c for c in node if isinstance(c.tag, str)), None)
        content = _particle(group) if group is not None else None
        complex_types[str(node.get("name"))] = ComplexType(content, attributes)
    return Schema(complex_types, simple)


# --------------------------------------------------------------------------- values


def _text(draw: Any, facets: Facets) -> str:
    low = max(facets.min_length or 1, 1)
    high = facets.max_length or 140
    length = draw(st.sampled_from(sorted({low, min(max(low, 9), high), high})))
    phrase = draw(st.sampled_from(_PHRASES))
    text: str = (phrase + " ") * (length // (len(phrase) + 1) + 1)
    text = text[:length]
    if text != text.strip():  # no space at either end: the model keeps texts stripped
        text = "Z" + text.strip() + "Z" * (length - len(text.strip()) - 1)
        text = text[:length]
    return text


def _decimal(draw: Any, facets: Facets) -> str:
    fraction = min(facets.fraction_digits if facets.fraction_digits is not None else 2, 5)
    total = facets.total_digits or 18
    places = draw(st.integers(0, min(fraction, max(total - 1, 0))))
    whole_digits = min(total - places, 7)
    whole = draw(st.integers(0, 10**whole_digits - 1))
    part = draw(st.integers(0, 10**places - 1)) if places else 0
    negative = facets.min_inclusive is None and draw(st.integers(0, 4)) == 0
    text = f"{whole}.{part:0{places}d}" if places else str(whole)
    value = Decimal(text)
    if facets.max_inclusive is not None and value > facets.max_inclusive:
        text = format(facets.max_inclusive, "f")
    if facets.min_inclusive is not None and Decimal(text) < facets.min_inclusive:
        text = format(facets.min_inclusive, "f")
    return "-" + text if negative and Decimal(text) != 0 else text


def _date(draw: Any) -> str:
    return draw(st.dates(min_value=_FIRST_DAY, max_value=_LAST_DAY)).isoformat()  # type: ignore[no-any-return]


def _date_time(draw: Any) -> str:
    day = _date(draw)
    clock = f"{draw(st.integers(0, 23)):02d}:{draw(st.integers(0, 59)):02d}:05"
    fraction = draw(st.sampled_from(("", ".5", ".123")))
    zone = draw(st.sampled_from(("", "Z", "+01:00", "-05:30")))
    return f"{day}T{clock}{fraction}{zone}"


def _binary(draw: Any, facets: Facets) -> str:
    raw = draw(st.binary(min_size=1, max_size=12))
    return base64.b64encode(raw).decode()


def value_of(draw: Any, facets: Facets) -> str:
    """A value of the simple type ``facets``, in its canonical lexical form."""
    if facets.enumeration:
        return str(draw(st.sampled_from(facets.enumeration)))
    if facets.pattern is not None:
        low, high = facets.min_length or 0, facets.max_length or 10**6
        patterns = [re.compile(p) for p in facets.also]
        text = draw(
            st.from_regex(facets.pattern, fullmatch=True).filter(
                lambda t: low <= len(t) <= high and all(p.fullmatch(t) for p in patterns)
            )
        )
        return str(text)
    base = facets.base
    if base == "xs:string":
        return _text(draw, facets)
    if base == "xs:decimal":
        return _decimal(draw, facets)
    if base == "xs:boolean":
        return "true" if draw(st.booleans()) else "false"
    if base == "xs:date":
        return _date(draw)
    if base == "xs:dateTime":
        return _date_time(draw)
    if base == "xs:gYear":
        return str(draw(st.integers(1990, 2099)))
    if base == "xs:base64Binary":
        return _binary(draw, facets)
    raise ValueError(f"no values of base {base}")  # pragma: no cover - not in the schemas


# --------------------------------------------------------------------------- documents


def _table_paths(version: PainVersion, kind: NodeKind) -> frozenset[str]:
    return frozenset(
        row.xml for row in node_table(version, kind).rows if row.type is not ValueType.ATTRIBUTE
    )


@dataclass(frozen=True, slots=True)
class Declared:
    """An element path of a unit in a schema: its type, and whether it must be there
    whenever its parent is (required, and not a branch of a choice)."""

    type_name: str
    required: bool


@functools.cache
def declared(version: PainVersion, kind: NodeKind) -> dict[str, Declared]:
    """Every element path of ``kind`` in ``version``'s schema (relative to the unit's
    element; a payment info's transactions left out: a unit of their own)."""
    schema = schema_of(version)
    found: dict[str, Declared] = {}

    def walk(particle: Particle, prefix: str, required: bool, depth: int) -> None:
        if particle.wildcard:
            return
        if not particle.is_element:
            for part in particle.particles:
                walk(part, prefix, required and not particle.choice and particle.minimum > 0, depth)
            return
        path = prefix + particle.name
        if depth == 0 and kind == "payment_info" and particle.name == "CdtTrfTxInf":
            return
        found[path] = Declared(particle.type_name, required and particle.minimum > 0)
        complex_type = schema.complex.get(particle.type_name)
        if complex_type is not None and complex_type.content is not None:
            walk(complex_type.content, path + "/", True, depth + 1)

    unit = schema.complex[version.unit_types[NODE_ELEMENTS[kind]]]
    assert unit.content is not None
    walk(unit.content, "", True, 0)
    return found


@functools.cache
def generated_paths(version: PainVersion, kind: NodeKind) -> frozenset[str]:
    """Every element path of ``kind`` the documents of ``version`` may hold (relative
    to the unit's element): the schema's paths that the table names (with every
    ancestor named too)."""
    table = _table_paths(version, kind)
    return frozenset(
        path
        for path in declared(version, kind)
        if all("/".join(path.split("/")[:i]) in table for i in range(1, path.count("/") + 2))
    )


@functools.cache
def counterparts(source: PainVersion, target: PainVersion, kind: NodeKind) -> dict[str, str]:
    """Element path of ``source`` → the path of the same content in ``target``: the
    same path where ``target``'s table has it, else the path of the row of the same
    model field (renames are rows: ``FinInstnId/BIC`` → ``FinInstnId/BICFI``), or of the
    field it moves to, of the same type (:mod:`pain_bridge.fields.moved`: ``RltdDt`` →
    ``RltdDt/Dt`` of ``.12``)."""
    theirs = {row.xml for row in node_table(target, kind).rows}
    by_model: dict[str, Field] = {}
    for row in node_table(target, kind).rows:
        if row.model is not None and not row.read_only:
            by_model.setdefault(row.model, row)
    out: dict[str, str] = {}
    for row in node_table(source, kind).rows:
        if row.xml in theirs:
            out[row.xml] = row.xml
        elif row.model is not None and row.model in by_model:
            out[row.xml] = by_model[row.model].xml
        elif row.model is not None:
            moved = [
                by_model[p] for p in moved_paths(source, target, kind, row.model) if p in by_model
            ]
            same = [other for other in moved if other.type is row.type]
            if same:
                out[row.xml] = same[0].xml
    return out


def _narrowed(facets: Facets, other: Facets) -> Facets:
    """``facets`` narrowed so that its values are values of ``other`` too (as far as
    both can be: a pattern of ``other`` is checked by :func:`value_of`)."""

    def least(a: int | None, b: int | None) -> int | None:
        return b if a is None else a if b is None else min(a, b)

    enumeration = facets.enumeration
    if enumeration and other.enumeration:
        enumeration = tuple(v for v in enumeration if v in other.enumeration) or enumeration
    elif other.enumeration and facets.base == other.base:
        enumeration = other.enumeration
    return replace(
        facets,
        enumeration=enumeration,
        pattern=facets.pattern or other.pattern,
        also=(*facets.also, *((other.pattern,) if other.pattern else ())),
        max_length=least(facets.max_length, other.max_length),
        total_digits=least(facets.total_digits, other.total_digits),
        fraction_digits=least(facets.fraction_digits, other.fraction_digits),
    )


class _Builder:
    """The draws of one document: how full it is, and each unit's budget."""

    def __init__(
        self,
        draw: Any,
        version: PainVersion,
        fullness: int,
        leave_out: dict[NodeKind, frozenset[str]],
        fits: tuple[PainVersion, ...],
    ) -> None:
        self.draw = draw
        self.fits = fits
        self.kind: NodeKind = "transaction"
        self.leave_out = leave_out
        self.version = version
        self.schema = schema_of(version)
        self.namespace = version.namespace
        self.fullness = fullness
        self.budget = 0
        self.paths: frozenset[str] = frozenset()
        self.totals: dict[str, str] = {}
        self.inject: dict[str, list[etree._Element]] = {}

    def tag(self, name: str) -> str:
        return f"{{{self.namespace}}}{name}"

    def unit(self, kind: NodeKind, totals: dict[str, str],
             inject: dict[str, list[etree._Element]]) -> etree._Element:  # fmt: skip
        name = NODE_ELEMENTS[kind]
        self.paths = _table_paths(self.version, kind) - self.leave_out.get(kind, frozenset())
        self.kind = kind
        self.budget = _UNIT_BUDGET
        self.totals = totals
        self.inject = inject
        element = etree.Element(self.tag(name))
        complex_type = self.schema.complex[self.version.unit_types[name]]
        assert complex_type.content is not None
        self.content(element, complex_type.content, "")
        return element

    def wanted(self) -> bool:
        """Whether an optional element is written (as full as the document is)."""
        if self.budget <= 0:
            return False
        return bool(self.draw(st.integers(0, 99)) < self.fullness)

    def count(self, particle: Particle, path: str) -> int:
        maximum = particle.maximum
        bound = maximum if maximum is not None and maximum <= _FULL_BOUND else MAX_REPEAT
        if maximum is not None:
            bound = min(bound, maximum)
        minimum = particle.minimum
        if particle.is_element and path not in self.paths and path not in self.inject:
            return minimum  # not in the table: only where the schema requires it
        if particle.is_element and minimum == 0 and self.required_elsewhere(path):
            minimum = 1
        if particle.is_element and minimum == 0 and not self.fits_elsewhere(particle, path):
            return 0
        if minimum == 0 and not self.wanted():
            return 0
        low = max(minimum, 1)
        if bound <= low or self.budget <= 0:
            return low
        return int(self.draw(st.integers(low, bound)))

    def required_elsewhere(self, path: str) -> bool:
        """Whether a version of :attr:`fits` requires the element (where its parent is)."""
        for version in self.fits:
            theirs = counterparts(self.version, version, self.kind).get(path)
            found = declared(version, self.kind).get(theirs or "")
            if found is not None and found.required:
                return True
        return False

    def fits_elsewhere(self, particle: Particle, path: str) -> bool:
        """Whether a value of the element is a value in each version of :attr:`fits`
        too (an ``ISODate`` is no ``ISOYear``)."""
        mine = self.schema.simple.get(particle.type_name)
        if mine is None or not self.fits:
            return True
        for version in self.fits:
            theirs = counterparts(self.version, version, self.kind).get(path)
            found = declared(version, self.kind).get(theirs or "")
            other = schema_of(version).simple.get(found.type_name) if found else None
            if other is not None and other.base != mine.base:
                return False
        return True

    def facets(self, path: str, facets: Facets) -> Facets:
        """``facets`` narrowed to values each version of :attr:`fits` has there too."""
        for version in self.fits:
            theirs = counterparts(self.version, version, self.kind).get(path)
            found = declared(version, self.kind).get(theirs or "")
            if found is None:
                continue
            schema = schema_of(version)
            name = found.type_name
            complex_type = schema.complex.get(name)
            if complex_type is not None and complex_type.simple is not None:
                name = complex_type.simple
            other = schema.simple.get(name)
            if other is not None:
                facets = _narrowed(facets, other)
        return facets

    def content(self, parent: etree._Element, particle: Particle, prefix: str) -> None:
        before = len(parent)
        self.particle(parent, particle, prefix)
        if len(parent) == before and particle.particles:
            # nothing optional came: one child (a group of optional elements only is
            # never left empty: an empty group has no content to compare)
            options = [
                p
                for p in _elements(particle)
                if (prefix + p.name) in self.paths and self.fits_elsewhere(p, prefix + p.name)
            ]
            if options:
                chosen = self.draw(st.sampled_from(options))
                self.element(parent, chosen, prefix)

    def particle(self, parent: etree._Element, particle: Particle, prefix: str) -> None:
        if particle.wildcard:
            for _ in range(self.count(particle, prefix + "*")):
                self.foreign(parent)
            return
        if particle.is_element:
            path = prefix + particle.name
            if path in self.inject:
                parent.extend(self.inject[path])
                return
            for _ in range(self.count(particle, path)):
                self.element(parent, particle, prefix)
            return
        for _ in range(self.count(particle, prefix)):
            if particle.choice:
                options = [
                    p for p in particle.particles
                    if not p.is_element or (prefix + p.name) in self.paths
                ]  # fmt: skip
                if not options:
                    continue
                self.particle_once(parent, self.draw(st.sampled_from(options)), prefix)
            else:
                for part in particle.particles:
                    self.particle(parent, part, prefix)

    def particle_once(self, parent: etree._Element, particle: Particle, prefix: str) -> None:
        """A choice's branch: at least once, whatever its own minimum."""
        if particle.is_element and particle.minimum == 0:
            self.element(parent, particle, prefix)
        else:
            self.particle(parent, particle, prefix)

    def element(self, parent: etree._Element, particle: Particle, prefix: str) -> None:
        self.budget -= 1
        path = prefix + particle.name
        element = etree.SubElement(parent, self.tag(particle.name))
        if path in self.totals:
            element.text = self.totals[path]
            return
        simple = self.schema.simple.get(particle.type_name)
        if simple is not None:
            element.text = value_of(self.draw, self.facets(path, simple))
            return
        complex_type = self.schema.complex[particle.type_name]
        for name, type_name, _required in complex_type.attributes:
            element.set(name, value_of(self.draw, self.schema.simple[type_name]))
        if complex_type.simple is not None:
            simple = self.schema.simple[complex_type.simple]
            element.text = value_of(self.draw, self.facets(path, simple))
        elif complex_type.content is not None:
            self.content(element, complex_type.content, path + "/")

    def foreign(self, parent: etree._Element) -> None:
        """An element of another namespace (``xs:any``), with a child and an attribute."""
        note = etree.SubElement(
            parent, f"{{{FOREIGN_NAMESPACE}}}Note", nsmap={"t": FOREIGN_NAMESPACE}
        )
        note.set("kind", "test")
        child = etree.SubElement(note, f"{{{FOREIGN_NAMESPACE}}}Text")
        child.text = _text(self.draw, Facets("xs:string", max_length=35))


def _elements(particle: Particle) -> Iterator[Particle]:
    """The element particles directly in ``particle`` (through nested groups)."""
    for part in particle.particles:
        if part.is_element:
            yield part
        elif not part.wildcard:
            yield from _elements(part)


def _amount(transaction: etree._Element, namespace: str) -> Decimal:
    """The amount a transaction adds to ``CtrlSum``: the instructed amount, else the
    equivalent amount."""
    for path in ("Amt/InstdAmt", "Amt/EqvtAmt/Amt"):
        found = transaction.find("/".join(f"{{{namespace}}}{step}" for step in path.split("/")))
        if found is not None and found.text is not None:
            return Decimal(found.text)
    raise AssertionError("a transaction without an amount")  # pragma: no cover


def _sum(values: list[Decimal]) -> str:
    return format(sum(values, Decimal(0)), "f")


@st.composite
def documents(
    draw: Callable[[SearchStrategy[Any]], Any],
    version: PainVersion = PainVersion.V09,
    max_payment_infos: int = 3,
    max_transactions: int = 3,
    leave_out: dict[NodeKind, frozenset[str]] | None = None,
    fits: tuple[PainVersion, ...] = (),
) -> bytes:
    """A pain.001 document of ``version`` as UTF-8 XML bytes, valid against its bundled
    XSD: 1–``max_payment_infos`` payment infos of 1–``max_transactions`` transactions,
    each unit with the elements its field table names, as many as the draw makes it.

    ``leave_out``: element paths of each unit kind never generated (nor what they hold;
    an optional element or a branch of a choice only). ``fits``: other versions the
    content must also suit (for migrations): values within their facets too, and the
    elements they require present where the document has their parent."""
    fullness = draw(st.sampled_from((0, 15, 40, 70, 95)))
    builder = _Builder(draw, version, fullness, leave_out or {}, fits)
    namespace = version.namespace
    infos: list[etree._Element] = []
    amounts: list[Decimal] = []
    for _ in range(draw(st.integers(1, max_payment_infos))):
        transactions = [
            builder.unit("transaction", {}, {})
            for _ in range(draw(st.integers(1, max_transactions)))
        ]
        mine = [_amount(tx, namespace) for tx in transactions]
        amounts.extend(mine)
        totals = {"NbOfTxs": str(len(transactions)), "CtrlSum": _sum(mine)}
        infos.append(builder.unit("payment_info", totals, {"CdtTrfTxInf": transactions}))
    totals = {"NbOfTxs": str(len(amounts)), "CtrlSum": _sum(amounts)}
    header = builder.unit("group_header", totals, {})
    root = etree.Element(builder.tag("Document"), nsmap={None: namespace})  # type: ignore[dict-item]
    initiation = etree.SubElement(root, builder.tag("CstmrCdtTrfInitn"))
    initiation.append(header)
    initiation.extend(infos)
    data: bytes = etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)
    return data
