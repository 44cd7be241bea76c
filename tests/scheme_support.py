"""Clean documents of each scheme, their mutants, and the scheme checks run over them.

``document(name)`` is a clean pain.001.001.09 file of ``tests/data/schemes`` (``sct``:
an EPC SCT payment info of two transactions; ``sps-d``: a Swiss domestic one with a
QR-IBAN); ``mutant(name, old, new)`` the same with one text replaced (it must occur).
``rule_lines(document, scheme, rule)`` runs one rule of a scheme's rows over the
document and gives the lines of its problems; ``scheme_problems`` runs every rule.
"""

from __future__ import annotations

from pathlib import Path

from pain_bridge.model import GroupHeader, PaymentInfo, Transaction
from pain_bridge.reader import iter_xml_events
from pain_bridge.rules.schemes import CHECKS
from pain_bridge.rules.schemes.base import Node, Problem, Scope, location
from pain_bridge.rules.schemes.rows import SCHEME_RULES, SchemeRule

DATA = Path(__file__).parent / "data" / "schemes"


def document(name: str) -> bytes:
    return (DATA / f"{name}.09.xml").read_bytes()


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


def nodes(source: bytes) -> list[tuple[Node, Scope]]:
    """Every group header, payment info and transaction of ``source`` with its scope."""
    found: list[tuple[Node, Scope]] = []
    info: PaymentInfo | None = None
    for event in iter_xml_events(source):
        if isinstance(event, PaymentInfo):
            info = event
            found.append((event, Scope(info=event)))
        elif isinstance(event, Transaction):
            found.append((event, Scope(info=info)))
        elif isinstance(event, GroupHeader):
            found.append((event, Scope()))
    return found


def rule(scheme: str, name: str) -> SchemeRule:
    return next(row for row in SCHEME_RULES[scheme][1] if row.name == name)


def run(source: bytes, row: SchemeRule) -> list[tuple[int | None, Problem]]:
    check = CHECKS[row.check]
    return [
        (location(node, problem.rel).line, problem)
        for node, scope in nodes(source)
        for problem in check.run(node, scope, row.params)
    ]


def rule_lines(source: bytes, scheme: str, name: str) -> list[int | None]:
    return [line for line, _problem in run(source, rule(scheme, name))]


def scheme_problems(
    source: bytes, scheme: str, payment_type: str | None = None
) -> list[tuple[str, int | None, str]]:
    """``(code, line, message)`` of every rule of ``scheme`` (for a Swiss payment type:
    only the rules for it)."""
    family, rows = SCHEME_RULES[scheme]
    out = []
    for row in rows:
        if payment_type is not None and row.types and payment_type not in row.types:
            continue
        out.extend((row.code(family), line, p.message) for line, p in run(source, row))
    return out
