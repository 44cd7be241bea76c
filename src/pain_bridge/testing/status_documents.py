"""Hypothesis strategies of whole pain.002 status reports, any bundled version, as XML.

The documents are drawn from the version's bundled XSD alone (never from the status
model or its writer, so that reading them tests something): the order of the elements,
which are required, which form a choice, how often each may repeat and the facets of
each value (:mod:`.documents` reads the schema the same way for pain.001).

- Every optional element appears in some documents: how many of them a document holds is
  drawn per document (from almost none to most), every branch of a choice is taken in
  some, a repeated element repeats up to twice. A budget of elements per document keeps
  the deep types of the newer versions (remittance, parties) from growing without end:
  past it only required elements are written.
- Statuses and reason codes come from the caller (``statuses``: element name → codes,
  for ``GrpSts``, ``PmtInfSts``, ``TxSts``, ``DtldSts`` and ``Cd`` of a reason), so a
  test can hold the reader to the code sets of its own layer; every other value is drawn
  from its facets.
- ``xs:any`` holds an element of a foreign namespace.

>>> from hypothesis import given
>>> @given(status_documents("pain.002.001.14", {}))
... def test_valid(data):
...     assert bundled_schema("pain.002.001.14").validate(etree.fromstring(data))

Requires the ``hypothesis`` package (the ``testing`` extra).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final

from hypothesis import strategies as st
from lxml import etree

from pain_bridge import xmlsafe
from pain_bridge.testing.documents import (
    Particle,
    Schema,
    schema_from,
    value_of,
)

__all__ = ["BUDGET", "status_documents"]

_XS: Final = "{http://www.w3.org/2001/XMLSchema}"
_ISO: Final = "urn:iso:std:iso:20022:tech:xsd:"
#: Elements written per document before only required ones are.
BUDGET: Final = 400
_MAX_REPEAT: Final = 2
_FOREIGN: Final = "urn:example:supplementary"


@functools.cache
def _schema(message: str) -> Schema:
    data = resources.files("pain_bridge").joinpath("xsd", f"{message}.xsd").read_bytes()
    return schema_from(xmlsafe.parse_bytes(data).getroot())


@dataclass
class _Draw:
    draw: Any
    schema: Schema
    namespace: str
    statuses: Mapping[str, Sequence[str]]
    density: float
    left: int = BUDGET

    def wanted(self) -> bool:
        if self.left <= 0:
            return False
        return bool(self.draw(st.floats(0, 1)) < self.density)

    def occurrences(self, particle: Particle) -> int:
        high = _MAX_REPEAT if particle.maximum is None else min(particle.maximum, _MAX_REPEAT)
        count = particle.minimum
        while count < high and (count == 0 or self.left > 0) and self.wanted():
            count += 1
        return count

    def fill(self, parent: etree._Element, particle: Particle) -> None:
        for _ in range(self.occurrences(particle)):
            if particle.wildcard:
                foreign = etree.SubElement(parent, f"{{{_FOREIGN}}}Note")
                foreign.text = "supplementary"
            elif particle.is_element:
                self.element(parent, particle)
            elif particle.choice:
                self.fill(parent, self.draw(st.sampled_from(particle.particles)))
            else:
                for part in particle.particles:
                    self.fill(parent, part)

    def element(self, parent: etree._Element, particle: Particle) -> None:
        self.left -= 1
        node = etree.SubElement(parent, f"{{{self.namespace}}}{particle.name}")
        codes = self.statuses.get(particle.name)
        if codes and particle.type_name in self.schema.simple:
            node.text = str(self.draw(st.sampled_from(list(codes))))
            return
        if particle.type_name in self.schema.simple:
            node.text = value_of(self.draw, self.schema.simple[particle.type_name])
            return
        complex_type = self.schema.complex[particle.type_name]
        for name, type_name, required in complex_type.attributes:
            if required or self.wanted():
                node.set(name, value_of(self.draw, self.schema.simple[type_name]))
        if complex_type.simple is not None:
            node.text = value_of(self.draw, self.schema.simple[complex_type.simple])
        elif complex_type.content is not None:
            self.fill(node, complex_type.content)


@st.composite
def status_documents(draw: Any, message: str, statuses: Mapping[str, Sequence[str]]) -> bytes:
    """A pain.002 of the bundled schema ``message`` (``pain.002.001.10``), valid against
    it where ``statuses`` (element name → codes) are too, as UTF-8 XML bytes."""
    namespace = _ISO + message
    schema = _schema(message)
    state = _Draw(draw, schema, namespace, statuses, draw(st.sampled_from((0.05, 0.3, 0.6))))
    root = etree.Element(f"{{{namespace}}}Document", nsmap={None: namespace})  # type: ignore[dict-item]
    document = schema.complex["Document"].content
    assert document is not None
    state.fill(root, document)
    return bytes(etree.tostring(root, xml_declaration=True, encoding="UTF-8"))
