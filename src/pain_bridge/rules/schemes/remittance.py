"""Remittance checks: how much unstructured and structured remittance a scheme takes
(per block, with its tags, or all blocks' data together), which parts of ``Strd``, and
the creditor reference's type and form."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields, is_dataclass
from html import escape

from pain_bridge.model import Amount, CreditorReference, StructuredRemittance, Transaction
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Scope, Screen, check


def indexed(rel: str, index: int) -> str:
    """``rel`` of the ``index``-th (from 0) of its repeated element, as XPath numbers it."""
    return rel if index == 0 else f"{rel}[{index + 1}]"


@check(
    "remittance-unstructured",
    Level.TRANSACTION,
    # the first line alone, then all of them (most transactions have one); the last
    # clause decides only for a scheme that allows more than one line
    screen=(
        "U and (len(U) > {most} or {length} is not None and (len(U[0]) > {length}"
        " or len(U) > 1 and max(map(len, U)) > {length}))"
    ),
)
def remittance_unstructured(
    tx: Transaction, scope: Scope, *, most: int, length: int | None = None
) -> Hits:
    """At most ``most`` unstructured lines (``Ustrd``), each of at most ``length``
    characters (None: the schema's own length, which the schema reports)."""
    lines = tx.remittance.unstructured if tx.remittance is not None else ()
    if len(lines) > most:
        yield Hit(
            indexed("RmtInf/Ustrd", most), f"{len(lines)} Ustrd lines; the scheme takes {most}"
        )
    for index, line in enumerate(lines):
        if length is not None and len(line) > length:
            yield Hit(
                indexed("RmtInf/Ustrd", index),
                f"Ustrd is {len(line)} characters long; the scheme takes {length}",
            )


@check(
    "remittance-one-kind",
    Level.TRANSACTION,
    screen="U and S",
)
def remittance_one_kind(tx: Transaction, scope: Scope) -> Hits:
    """Remittance is unstructured or structured, not both."""
    remittance = tx.remittance
    if remittance is not None and remittance.unstructured and remittance.structured:
        yield Hit("RmtInf/Strd", "Ustrd and Strd together; the scheme takes one of them")


def _xml(text: str) -> str:
    """``text`` as XML writes it between tags (``&``, ``<``, ``>`` escaped)."""
    return escape(text, quote=False)


def strd_text(block: StructuredRemittance, proprietary: bool = False) -> str:
    """The XML of ``block``'s creditor reference and additional information as a
    scheme counts it ("140 characters including the tags"), without ``Strd`` itself."""
    parts: list[str] = []
    ref = block.creditor_reference
    if ref is not None:
        inner = ""
        if ref.type is not None:
            tag = "Prtry" if proprietary else "Cd"
            issuer = f"<Issr>{_xml(ref.issuer)}</Issr>" if ref.issuer else ""
            inner += f"<Tp><CdOrPrtry><{tag}>{_xml(ref.type)}</{tag}></CdOrPrtry>{issuer}</Tp>"
        if ref.reference is not None:
            inner += f"<Ref>{_xml(ref.reference)}</Ref>"
        parts.append(f"<CdtrRefInf>{inner}</CdtrRefInf>")
    parts.extend(f"<AddtlRmtInf>{_xml(t)}</AddtlRmtInf>" for t in block.additional_information)
    return "".join(parts)


def _escaped(text: str) -> int:
    """The length of ``_xml(text)``: ``&`` is written ``&amp;``, ``<`` and ``>``
    ``&lt;`` and ``&gt;``."""
    return len(text) + 4 * text.count("&") + 3 * (text.count("<") + text.count(">"))


_REF_TAGS = len("<CdtrRefInf></CdtrRefInf>")
_TYPE_TAGS = len("<Tp><CdOrPrtry></CdOrPrtry></Tp>")
_ISSUER_TAGS = len("<Issr></Issr>")
_REFERENCE_TAGS = len("<Ref></Ref>")
_ADDITIONAL_TAGS = len("<AddtlRmtInf></AddtlRmtInf>")


def strd_size(block: StructuredRemittance, proprietary: bool = False) -> int:
    """``len(strd_text(block, proprietary))``, counted without writing the text."""
    size = 0
    ref = block.creditor_reference
    if ref is not None:
        size += _REF_TAGS
        if ref.type is not None:
            tag = len("Prtry") if proprietary else len("Cd")
            size += _TYPE_TAGS + 2 * tag + len("<></>") + _escaped(ref.type)
            if ref.issuer:
                size += _ISSUER_TAGS + _escaped(ref.issuer)
        if ref.reference is not None:
            size += _REFERENCE_TAGS + _escaped(ref.reference)
    for text in block.additional_information:
        size += _ADDITIONAL_TAGS + _escaped(text)
    return size


def proprietary_reference(tx: Transaction, index: int) -> bool:
    """Whether the ``index``-th ``Strd``'s creditor reference type is proprietary (``Prtry``)."""
    origin = tx.origin
    rel = indexed("RmtInf/Strd", index) + "/CdtrRefInf/Tp/CdOrPrtry/Prtry"
    return origin is not None and rel in origin.field_lines


def _may_be_long(blocks: Sequence[StructuredRemittance], length_with_tags: int) -> bool:
    """A block that may be longer than ``length_with_tags`` (counted with the longer of
    the type's tags, ``Prtry``)."""
    for block in blocks:  # noqa: SIM110 - a loop, not a generator, per transaction
        if strd_size(block, True) > length_with_tags:
            return True
    return False


@check(
    "remittance-structured",
    Level.TRANSACTION,
    screen=Screen(
        "S and (len(S) > {most} or {length_with_tags} is not None"
        " and _may_be_long(S, {length_with_tags}))",
        helpers={"_may_be_long": _may_be_long},
    ),
)
def remittance_structured(
    tx: Transaction, scope: Scope, *, most: int, length_with_tags: int | None = None
) -> Hits:
    """At most ``most`` ``Strd`` blocks; ``length_with_tags``: each at most so many
    characters, its sub-elements' XML tags included."""
    blocks = tx.remittance.structured if tx.remittance is not None else ()
    if len(blocks) > most:
        yield Hit(
            indexed("RmtInf/Strd", most), f"{len(blocks)} Strd blocks; the scheme takes {most}"
        )
    if length_with_tags is None:
        return
    for index, block in enumerate(blocks):
        if _has_other_parts(block):
            continue  # reported by remittance-structured-parts, and far too long anyway
        size = strd_size(block, proprietary_reference(tx, index))
        if size > length_with_tags:
            yield Hit(
                indexed("RmtInf/Strd", index),
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


def _other_parts(blocks: Sequence[StructuredRemittance], allowed: Sequence[str]) -> bool:
    for block in blocks:
        for element, name in _PARTS:
            if getattr(block, name) and element not in allowed:
                return True
    return False


@check(
    "remittance-structured-parts",
    Level.TRANSACTION,
    screen=Screen(
        "S and _other_parts(S, {allowed})",
        helpers={"_other_parts": _other_parts},
    ),
)
def remittance_structured_parts(tx: Transaction, scope: Scope, *, allowed: Sequence[str]) -> Hits:
    """``Strd`` holds only the ``allowed`` parts (``CdtrRefInf``, ``AddtlRmtInf``…)."""
    blocks = tx.remittance.structured if tx.remittance is not None else ()
    for index, block in enumerate(blocks):
        for element, name in _PARTS:
            if element not in allowed and getattr(block, name):
                yield Hit(
                    f"{indexed('RmtInf/Strd', index)}/{element}",
                    f"Strd/{element} is not used in the scheme",
                )


def _additional_wrong(blocks: Sequence[StructuredRemittance], most: int | None) -> bool:
    for block in blocks:
        extra = block.additional_information
        if extra and ((most is not None and len(extra) > most) or not _has_others(block)):
            return True
    return False


def _has_others(block: StructuredRemittance) -> bool:
    """Whether ``block`` holds a part besides its additional information."""
    return block.creditor_reference is not None or _has_other_parts(block)


@check(
    "additional-remittance",
    Level.TRANSACTION,
    screen=Screen(
        "S and _additional_wrong(S, {most})", helpers={"_additional_wrong": _additional_wrong}
    ),
)
def additional_remittance(tx: Transaction, scope: Scope, *, most: int | None = None) -> Hits:
    """``Strd/AddtlRmtInf`` only beside another part of its ``Strd`` (it supplements
    them), at most ``most`` times."""
    blocks = tx.remittance.structured if tx.remittance is not None else ()
    for index, block in enumerate(blocks):
        extra = block.additional_information
        if not extra:
            continue
        rel = f"{indexed('RmtInf/Strd', index)}/AddtlRmtInf"
        if most is not None and len(extra) > most:
            yield Hit(indexed(rel, most), f"{len(extra)} AddtlRmtInf; the scheme takes {most}")
        if not _has_others(block):
            yield Hit(rel, "AddtlRmtInf alone; it only supplements the other parts of Strd")


def _data_length(value: object) -> int:
    """The characters of ``value``'s business data: the text of each of its elements (an
    amount's, with its currency), no tags."""
    if value is None:
        return 0
    if isinstance(value, str):
        return len(value)
    if isinstance(value, tuple):
        return sum(_data_length(item) for item in value)
    if isinstance(value, Amount):
        return len(value.text) + len(value.currency)
    if isinstance(value, bool):
        return len("true" if value else "false")
    if is_dataclass(value):
        skipped = _READ_AS.get(type(value), ())
        return sum(
            _data_length(getattr(value, f.name))
            for f in fields(value)
            if f.name != "origin" and f.name not in skipped
        )
    return len(str(value))  # a date, a number


#: The fields of a class that repeat another as read (a creditor reference's ``code``
#: and ``proprietary`` are its ``type``): counted once.
_READ_AS: dict[type, tuple[str, ...]] = {CreditorReference: ("code", "proprietary")}


def _structured_total(blocks: Sequence[StructuredRemittance]) -> int:
    return sum(_data_length(block) for block in blocks)


@check(
    "remittance-structured-total",
    Level.TRANSACTION,
    screen=Screen(
        "S and _structured_total(S) > {length}", helpers={"_structured_total": _structured_total}
    ),
)
def remittance_structured_total(tx: Transaction, scope: Scope, *, length: int) -> Hits:
    """The structured remittance, all its ``Strd`` blocks together, holds at most
    ``length`` characters of business data (its elements' text, without the tags)."""
    blocks = tx.remittance.structured if tx.remittance is not None else ()
    total = _structured_total(blocks)
    if total > length:
        yield Hit(
            "RmtInf/Strd",
            f"the structured remittance holds {total} characters of data (tags aside); "
            f"the scheme takes {length} in all",
        )
