"""The second pass: where each schema violation of an invalid document is.

With a schema attached to an incremental parser, libxml2 records no line numbers and
the error log also carries older errors of the thread, so the streaming pass only
decides *whether* the document is valid. When it is not (the rare case),
:func:`violations` reads the input again without the schema and validates every
transaction on its own as soon as it ends (against
:func:`pain_bridge.xsd.pain001_unit_schema`, the version's schema with ``PmtInf`` and
``CdtTrfTxInf`` also declared global), every further payment info when it ends, and
finally the skeleton that remains (``GrpHdr``, the first ``PmtInf`` with its first
transaction, the root), each then deleted. libxml2's tree validation keeps the source
line of each node, so every violation gets its line, the schema's own reason, its XPath
and, where the field table maps it, its JSON Pointer; memory stays flat here too.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Generator, Iterator
from typing import Any, Final

from lxml import etree

from pain_bridge import paths, xmlsafe, xsd, xsd_attributes
from pain_bridge.findings import CATALOGUE, Finding, Location, make_finding
from pain_bridge.reader.diagnostics import (
    error_entries,
    events,
    line,
    local,
    syntax_finding,
    xsd_reason,
)
from pain_bridge.reader.source import Input
from pain_bridge.versions import PainVersion


def violations(
    inp: Input, version: PainVersion, fallback: Finding
) -> Generator[Finding, None, bool]:
    """Yield every violation with its location (or ``fallback`` when none can be
    found); return whether the document is well-formed."""
    unit_schema = xsd.pain001_unit_schema(version)
    ns = version.namespace
    T_TX, T_PMTINF, T_CSTMR = (
        f"{{{ns}}}{name}" for name in ("CdtTrfTxInf", "PmtInf", "CstmrCdtTrfInitn")
    )
    parser = xmlsafe.make_pull_parser(events=("end",), tag=(T_TX, T_PMTINF))
    found = 0
    current: etree._Element | None = None
    pi = -1
    tx = 0
    stale: list[etree._Element] = []
    try:
        for chunk in inp.chunks(again=True):
            parser.feed(chunk)
            for _, element in events(parser):
                _remove(stale)
                parent = element.getparent()
                if parent is None:
                    continue
                if element.tag == T_TX:
                    if parent.tag != T_PMTINF:
                        continue
                    if parent is not current:
                        current, pi, tx = parent, pi + 1, 0
                        continue  # the first transaction is validated with its PmtInf
                    tx += 1
                    for finding in _violations(
                        unit_schema, element, _TxPlace(pi, tx, version), version
                    ):
                        found += 1
                        yield finding
                    stale.append(element)
                elif parent.tag == T_CSTMR:
                    if element is not current:
                        pi += 1
                    current = None
                    if pi > 0:
                        for finding in _violations(
                            unit_schema, element, _PmtInfPlace(pi, version), version
                        ):
                            found += 1
                            yield finding
                        stale.append(element)
        root = parser.close()
    except etree.XMLSyntaxError as exc:
        yield syntax_finding(exc)
        return False
    _remove(stale)
    for finding in _violations(xsd.pain001_schema(version), root, _DocumentPlace(version), version):
        found += 1
        yield finding
    if not found:  # the streaming verdict stands even where no location was found
        yield fallback
        return fallback.code != "xml.syntax"
    return True


_ATTRIBUTE_ERROR: Final = re.compile(r"Element '[^']*', attribute '(?:\{[^}]*\})?(?P<name>[^']+)'")
_PATH_STEP: Final = re.compile(r"(?:(?:[^:\[\]]+):)?(?P<name>[^:\[\]]+)(?:\[(?P<index>\d+)\])?")


def _error_target(unit: etree._Element, path: str | None) -> tuple[etree._Element, str | None]:
    """The element (and attribute) an error of validating ``unit`` on its own is about,
    from libxml2's node path (``/*/*[2]/*``, ``/*/*[3]/@Ccy``)."""
    if not path:
        return unit, None
    element = unit
    for step in path.strip("/").split("/")[1:]:
        if step.startswith("@"):
            return element, step[1:]
        match = _PATH_STEP.fullmatch(step)
        if match is None:
            break
        name, index = match["name"], int(match["index"] or 1)
        candidates = [c for c in element if isinstance(c.tag, str)]
        if name != "*":
            candidates = [c for c in candidates if local(c.tag) == name]
        if index > len(candidates):
            break
        element = candidates[index - 1]
    return element, None


def _relative_path(unit: etree._Element, element: etree._Element) -> list[str]:
    steps: list[str] = []
    while element is not unit:
        parent = element.getparent()
        if parent is None:
            break
        same = [c for c in parent if c.tag == element.tag]
        index = next(i for i, c in enumerate(same, 1) if c is element)
        name = local(element.tag)
        steps.append(name if index == 1 else f"{name}[{index}]")
        element = parent
    steps.reverse()
    return steps


def _first_step(steps: list[str], name: str) -> bool:
    return bool(steps) and steps[0] == name


def _remove(elements: list[etree._Element]) -> None:
    for element in elements:
        parent = element.getparent()
        if parent is not None:
            parent.remove(element)
    elements.clear()


class _TxPlace:
    def __init__(self, pi: int, tx: int, version: PainVersion) -> None:
        self.origin = paths.transaction_origin(pi, tx, version=version)

    def __call__(self, steps: list[str]) -> Location:
        return self.origin.at("/".join(steps)) if steps else self.origin.here()


class _PmtInfPlace:
    def __init__(self, pi: int, version: PainVersion) -> None:
        self.pi = pi
        self.version = version
        self.origin = paths.payment_info_origin(pi, version=version)

    def __call__(self, steps: list[str]) -> Location:
        if _first_step(steps, "CdtTrfTxInf"):
            return _TxPlace(self.pi, 0, self.version)(steps[1:])
        return self.origin.at("/".join(steps)) if steps else self.origin.here()


class _DocumentPlace:
    def __init__(self, version: PainVersion) -> None:
        self.version = version

    def __call__(self, steps: list[str]) -> Location:
        if _first_step(steps, "CstmrCdtTrfInitn"):
            rest = steps[1:]
            if _first_step(rest, "GrpHdr"):
                origin = paths.group_origin(version=self.version)
                return origin.at("/".join(rest[1:])) if rest[1:] else origin.here()
            if _first_step(rest, "PmtInf"):
                return _PmtInfPlace(0, self.version)(rest[1:])
        return Location(xpath="/".join(["", "Document", *steps]))


def _violations(
    schema: etree.XMLSchema, unit: etree._Element, place: Any, version: PainVersion
) -> Iterator[Finding]:
    """The violations of ``unit``: the schema's, and those of the attributes past the
    bound of :mod:`pain_bridge.xsd_attributes`, made one by one as they are asked for."""
    namespace = version.namespace
    excess = xsd_attributes.take_excess(unit, xsd_attributes.declared_attributes(version.value))
    if schema.validate(unit) and not excess:
        return iter(())
    findings = []
    for entry in error_entries(schema):
        element, attribute = _error_target(unit, entry.path)
        steps = _relative_path(unit, element)
        if attribute is None:
            named = _ATTRIBUTE_ERROR.match(entry.message)
            attribute = named["name"] if named else None
        if attribute:
            steps.append(f"@{attribute}")
        findings.append(
            make_finding(
                "xsd.violation",
                xsd_reason(entry.message, namespace),
                place(steps),
                line=entry.line or line(element) or None,
                column=entry.column or None,
            )
        )
    return itertools.chain(findings, _excess_findings(unit, excess, place, namespace))


def _excess_findings(
    unit: etree._Element, excess: list[xsd_attributes.Excess], place: Any, namespace: str
) -> Iterator[Finding]:
    """A finding for each attribute taken off before validating: at the element's place
    and line, the attribute's XPath step added, as the schema's own would be. Made
    directly (a flood of them goes through here, most only to be counted)."""
    error = CATALOGUE["xsd.violation"].severity
    for taken in excess:
        at = place(_relative_path(unit, taken.element))
        where = line(taken.element) or at.line
        for name, reason in taken.reasons(namespace):
            yield Finding("xsd.violation", error, reason, where, None, f"{at.xpath}/@{local(name)}")
