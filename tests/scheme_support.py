"""Clean documents of each scheme, their mutants, and the scheme checks run over them.

``document(name)`` is a clean sample of :data:`pain_bridge.samples.SAMPLES` (``sct``:
an EPC SCT payment info of two transactions; ``sps-d``: a Swiss domestic one with a
QR-IBAN), the documents of the rules' examples; ``mutant(name, old, new)`` the same
with one text replaced (it must occur).
``rule_lines(document, scheme, rule)`` runs one rule of a scheme's profile over the
document and gives the lines of its hits; ``scheme_findings`` validates the document
under a scheme with the engine.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from pain_bridge.model import BusinessHeader, DocumentStart, GroupHeader, PaymentInfo, Transaction
from pain_bridge.reader import iter_xml_events
from pain_bridge.rules.base import at, here
from pain_bridge.rules.schemes import CHECKS, Hit, Scope
from pain_bridge.rules.schemes.base import Checked
from pain_bridge.samples import sample
from pain_bridge.scheme_dates import DATES, creation_day
from pain_bridge.schemes import SCHEMES, SchemeRule
from pain_bridge.validation import iter_findings
from pain_bridge.versions import PainVersion


def document(name: str) -> bytes:
    return sample(name).encode()


def mutant(name: str | bytes, old: str, new: str, occurrence: int = 1) -> bytes:
    """``name``'s document (or the bytes given) with the ``occurrence``-th ``old`` replaced."""
    text = (document(name) if isinstance(name, str) else name).decode()
    start = -1
    for _ in range(occurrence):
        start = text.find(old, start + 1)
        assert start >= 0, f"{old!r} not in the document"
    return (text[:start] + new + text[start + len(old) :]).encode()


def line_of(source: bytes, needle: str, occurrence: int = 1) -> int:
    seen = 0
    for number, line in enumerate(source.decode().splitlines(), start=1):
        if needle in line:
            seen += 1
            if seen == occurrence:
                return number
    raise AssertionError(f"{needle!r} not found")


TODAY = date(2026, 11, 26)


def nodes(source: bytes) -> list[tuple[Checked, PaymentInfo | None]]:
    """Every group header, payment info and transaction of ``source`` with its payment
    info; the Business Application Header, where there is one, with the first payment
    info (where the runner runs its rules)."""
    found: list[tuple[Checked, PaymentInfo | None]] = []
    info: PaymentInfo | None = None
    business: BusinessHeader | None = None
    for event in iter_xml_events(source):
        if isinstance(event, DocumentStart) and event.envelope is not None:
            business = event.envelope.header
        if isinstance(event, PaymentInfo):
            if info is None and business is not None:
                found.append((business, event))
            info = event
            found.append((event, event))
        elif isinstance(event, Transaction):
            found.append((event, info))
        elif isinstance(event, GroupHeader):
            found.append((event, None))
    return found


def rules(scheme: str, name: str, variant: str | None = None) -> list[SchemeRule]:
    """The rules of ``scheme`` with the code ``family.name`` (for ``variant``: those
    that apply to it)."""
    profile = SCHEMES[scheme]
    code = f"{profile.family}.{name}"
    found = [
        r
        for r in profile.rules
        if r.code == code and (variant is None or r.variants is None or variant in r.variants)
    ]
    assert found, f"{scheme} has no rule {code} for {variant}"
    return found


def run(
    source: bytes, scheme: str, rows: list[SchemeRule], variant: str | None = None
) -> list[tuple[int | None, Hit]]:
    """The hits of ``rows`` over ``source`` (a dated rule only from its date on), their
    lines; ``variant``: the Swiss payment type every transaction is taken to have."""
    out: list[tuple[int | None, Hit]] = []
    version = PainVersion.V03 if b"pain.001.001.03" in source else PainVersion.V09
    memories: dict[int, dict[Any, Any]] = {}  # what the checks keep, per payment info
    header: GroupHeader | None = None
    business = next((n for n, _i in nodes(source) if isinstance(n, BusinessHeader)), None)
    for node, info in nodes(source):
        if isinstance(node, GroupHeader):
            header = node
        executed = info.requested_execution_date if info is not None else None
        memory = memories.setdefault(id(info), {}) if info is not None else None
        created = creation_day(header.creation_date_time) if header is not None else None
        message_id = header.message_id if header is not None else None
        group = None if isinstance(node, GroupHeader) else header
        scope = Scope(
            scheme,
            TODAY,
            info,
            variant,
            version,
            executed,
            memory,
            None,
            created,
            message_id,
            business,
            group,
        )
        for row in rows:
            when = DATES[row.from_date] if row.from_date is not None else None
            if when is not None and scope.decided_day(when.by) < when.day:
                continue
            check = CHECKS[row.check]
            if not any(level.value == _kind(node) for level in check.levels):
                continue
            for hit in check.run(node, scope, dict(row.params)):
                if isinstance(node, BusinessHeader):
                    out.append((node.line_of(hit.path) if hit.path else node.line, hit))
                    continue
                place = at(node.origin, hit.path) if hit.path else here(node.origin)
                out.append((place.line, hit))
    return out


def _kind(node: Checked) -> str:
    if isinstance(node, BusinessHeader):
        return "header"
    if isinstance(node, Transaction):
        return "transaction"
    return "payment_info" if isinstance(node, PaymentInfo) else "group_header"


def rule_lines(
    source: bytes, scheme: str, name: str, variant: str | None = None
) -> list[int | None]:
    """The lines of the hits of ``scheme``'s rule ``name`` (for the Swiss ``variant``)."""
    if variant is None and scheme == "swiss-sps":
        variants = {v for r in rules(scheme, name) for v in (r.variants or ())}
        variant = "D1" if "D1" in variants or not variants else min(variants)
    return [line for line, _hit in run(source, scheme, rules(scheme, name, variant), variant)]


def scheme_findings(source: bytes, scheme: str) -> list[tuple[str, int | None, str]]:
    """``(code, line, message)`` of the scheme findings of ``source`` validated under
    ``scheme`` by the engine (``scheme.applied`` aside)."""
    family = SCHEMES[scheme].family
    return [
        (f.code, f.line, f.message)
        for f in iter_findings(source, scheme=scheme, today=TODAY)
        if f.code.partition(".")[0] == family
    ]
