"""Remittance checks: how much unstructured and structured remittance a scheme takes,
which parts of ``Strd``, and the creditor reference's type and form."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from xml.sax.saxutils import escape

from pain_bridge.model import CreditorReference, StructuredRemittance, Transaction
from pain_bridge.references import Scheme, problem
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Scope, check

_REF = "RmtInf/Strd/CdtrRefInf"


def _indexed(rel: str, index: int) -> str:
    return rel if index == 0 else f"{rel}[{index + 1}]"


@check("remittance-unstructured", Level.TRANSACTION)
def remittance_unstructured(tx: Transaction, scope: Scope, *, most: int, length: int) -> Hits:
    """At most ``most`` unstructured lines (``Ustrd``) of at most ``length`` characters."""
    lines = tx.remittance.unstructured if tx.remittance is not None else ()
    if len(lines) > most:
        yield Hit(
            _indexed("RmtInf/Ustrd", most), f"{len(lines)} Ustrd lines; the scheme takes {most}"
        )
    for index, line in enumerate(lines):
        if len(line) > length:
            yield Hit(
                _indexed("RmtInf/Ustrd", index),
                f"Ustrd is {len(line)} characters long; the scheme takes {length}",
            )


@check("remittance-one-kind", Level.TRANSACTION)
def remittance_one_kind(tx: Transaction, scope: Scope) -> Hits:
    """Remittance is unstructured or structured, not both."""
    remittance = tx.remittance
    if remittance is not None and remittance.unstructured and remittance.structured:
        yield Hit("RmtInf/Strd", "Ustrd and Strd together; the scheme takes one of them")


def strd_text(block: StructuredRemittance, proprietary: bool = False) -> str:
    """The XML of ``block``'s creditor reference and additional information as a
    scheme counts it ("140 characters including the tags"), without ``Strd`` itself."""
    parts: list[str] = []
    ref = block.creditor_reference
    if ref is not None:
        inner = ""
        if ref.type is not None:
            tag = "Prtry" if proprietary else "Cd"
            issuer = f"<Issr>{escape(ref.issuer)}</Issr>" if ref.issuer else ""
            inner += f"<Tp><CdOrPrtry><{tag}>{escape(ref.type)}</{tag}></CdOrPrtry>{issuer}</Tp>"
        if ref.reference is not None:
            inner += f"<Ref>{escape(ref.reference)}</Ref>"
        parts.append(f"<CdtrRefInf>{inner}</CdtrRefInf>")
    parts.extend(f"<AddtlRmtInf>{escape(t)}</AddtlRmtInf>" for t in block.additional_information)
    return "".join(parts)


def _proprietary(tx: Transaction, index: int) -> bool:
    origin = tx.origin
    rel = _indexed("RmtInf/Strd", index) + "/CdtrRefInf/Tp/CdOrPrtry/Prtry"
    return origin is not None and rel in origin.field_lines


@check("remittance-structured", Level.TRANSACTION)
def remittance_structured(
    tx: Transaction, scope: Scope, *, most: int, length_with_tags: int | None = None
) -> Hits:
    """At most ``most`` ``Strd`` blocks; ``length_with_tags``: each at most so many
    characters, its sub-elements' XML tags included."""
    blocks = tx.remittance.structured if tx.remittance is not None else ()
    if len(blocks) > most:
        yield Hit(
            _indexed("RmtInf/Strd", most), f"{len(blocks)} Strd blocks; the scheme takes {most}"
        )
    if length_with_tags is None:
        return
    for index, block in enumerate(blocks):
        if _has_other_parts(block):
            continue  # reported by remittance-structured-parts, and far too long anyway
        size = len(strd_text(block, _proprietary(tx, index)))
        if size > length_with_tags:
            yield Hit(
                _indexed("RmtInf/Strd", index),
                f"Strd is {size} characters with its tags; the scheme takes {length_with_tags}",
            )


_PARTS = (
    ("RfrdDocInf", "referred_document_information"),
    ("RfrdDocAmt", "referred_document_amount"),
    ("Invcr", "invoicer"),
    ("Invcee", "invoicee"),
    ("TaxRmt", "tax_remittance"),
    ("GrnshmtRmt", "garnishment_remittance"),
    ("SctiesData", "securities_data"),
    ("AddtlRmtInf", "additional_information"),
)


def _has_other_parts(block: StructuredRemittance) -> bool:
    return any(getattr(block, name) for element, name in _PARTS if element != "AddtlRmtInf")


@check("remittance-structured-parts", Level.TRANSACTION)
def remittance_structured_parts(tx: Transaction, scope: Scope, *, allowed: Sequence[str]) -> Hits:
    """``Strd`` holds only the ``allowed`` parts (``CdtrRefInf``, ``AddtlRmtInf``…)."""
    blocks = tx.remittance.structured if tx.remittance is not None else ()
    for index, block in enumerate(blocks):
        for element, name in _PARTS:
            if element not in allowed and getattr(block, name):
                yield Hit(
                    f"{_indexed('RmtInf/Strd', index)}/{element}",
                    f"Strd/{element} is not used in the scheme",
                )


def _references(tx: Transaction) -> Iterator[tuple[int, CreditorReference]]:
    blocks = tx.remittance.structured if tx.remittance is not None else ()
    for index, block in enumerate(blocks):
        if block.creditor_reference is not None:
            yield index, block.creditor_reference


@check("creditor-reference-complete", Level.TRANSACTION)
def creditor_reference_complete(tx: Transaction, scope: Scope) -> Hits:
    """A creditor reference has both its type (``Tp``) and its reference (``Ref``)."""
    for index, ref in _references(tx):
        base = _indexed("RmtInf/Strd", index) + "/CdtrRefInf"
        if ref.type is None:
            yield Hit(base, "the creditor reference has no type (Tp)")
        if ref.reference is None:
            yield Hit(base, "the creditor reference has no reference (Ref)")


@check("creditor-reference-type", Level.TRANSACTION)
def creditor_reference_type(
    tx: Transaction, scope: Scope, *, codes: Sequence[str], proprietary: Sequence[str] = ()
) -> Hits:
    """The creditor reference's type is one of ``codes`` (``Tp/CdOrPrtry/Cd``) or of
    ``proprietary`` (``Prtry``)."""
    for index, ref in _references(tx):
        if ref.type is None:
            continue
        is_prtry = _proprietary(tx, index)
        allowed = proprietary if is_prtry else codes
        if ref.type not in allowed:
            tag = "Prtry" if is_prtry else "Cd"
            what = "proprietary type" if is_prtry else "type"
            takes = ", ".join([*codes, *(f"Prtry {p}" for p in proprietary)])
            yield Hit(
                f"{_indexed('RmtInf/Strd', index)}/CdtrRefInf/Tp/CdOrPrtry/{tag}",
                f"the creditor reference's {what} is {ref.type}; the scheme takes {takes}",
            )


@check("creditor-reference-iso11649", Level.TRANSACTION)
def creditor_reference_iso11649(
    tx: Transaction, scope: Scope, *, issuers: Sequence[str] = ("ISO",)
) -> Hits:
    """A creditor reference of type ``SCOR`` issued by one of ``issuers`` (``ISO``;
    ``""`` stands for no issuer) is an ISO 11649 reference (``RF`` + check digits)."""
    for index, ref in _references(tx):
        if ref.type != "SCOR" or ref.reference is None or (ref.issuer or "") not in issuers:
            continue
        why = problem(Scheme.ISO11649, ref.reference)
        if why is not None:
            yield Hit(
                f"{_indexed('RmtInf/Strd', index)}/CdtrRefInf/Ref",
                f"the creditor reference {ref.reference!r} is no ISO 11649 reference: {why}",
            )
