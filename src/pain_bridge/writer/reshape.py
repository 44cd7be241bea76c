"""Values moved into the shape a pain.001 version gives them, and what does not fit.

Where an edition holds a value under another path than the edition before
(:mod:`pain_bridge.fields.moved`), the model has a field for each shape; the writer
writes the fields of its version only. :func:`reshaped` moves a message's values into
the fields of the version written (the writer calls it), :func:`changes` names, per
transaction, what does not fit (the loss report, :mod:`pain_bridge.writer.version_loss`):

- a referred document's date (``RltdDt``, up to ``.11``) is ``RltdDt/Dt`` from ``.12``,
  of the type ``NTAV`` (``ExternalDateType1Code``: date type not available), which is
  what a date of ``.11`` says of its kind; going back, a date of another type loses it;
- the amounts of a document and of a document's line: ``.03``'s discount and tax amount
  are the first typed items of ``.04``–``.11`` (without a type); from ``.12`` every
  amount is a typed amount (``RmtAmtAndTp``) whose ``ExternalDocumentAmountType1Code``
  says what its element said: ``DUPA`` due payable, ``CREN`` credit note, ``REMI``
  remitted, ``TAXS`` tax; a discount's or a tax's type of its own code set
  (``APDS``, ``STDS``, ``TMDS``; ``CITY``, ``CNTY``, ``LOCL``, ``PROV``, ``STAT``) is a
  code of that set too, with the same meaning. A discount without a type (or of a type
  outside that list) has no code there: dropped, named; a tax of such a type is a tax
  (``TAXS``), its type named as lost. Going back, each typed amount goes to the element
  its code names, and what has none (``CHAR``, a ``Prtry`` type, a second ``DUPA``) is
  named; ``.03`` keeps one discount and one tax, untyped;
- where remittance information is sent: ``.05``'s three fields are the first
  ``RmtLctnDtls`` from ``.06``; going back, the details beyond the first are named.

>>> from datetime import date
>>> from pain_bridge.model.remittance import ReferredDocument
>>> _document(ReferredDocument(related_date=date(2009, 9, 8)), 12).related_date_and_type
DateAndType(type=CodeOrProprietary(code='NTAV', proprietary=None), date=datetime.date(2009, 9, 8))
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Final

from pain_bridge.fields.moved import AMOUNTS, REFERRED, RELATED
from pain_bridge.model import (
    Amount,
    CodeOrProprietary,
    Message,
    RemittanceLocation,
    StructuredRemittance,
    Transaction,
)
from pain_bridge.model.remittance import (
    AmountAndType,
    DateAndType,
    ReferredDocument,
    RemittanceAmount,
    RemittanceLocationDetails,
)
from pain_bridge.versions import PainVersion

__all__ = ["Change", "changes", "reshaped", "reshaped_transaction"]

#: ``ExternalDateType1Code``: the date's type is not available.
NOT_AVAILABLE: Final = "NTAV"
#: ``ExternalDocumentAmountType1Code`` of the amounts ``.03``–``.11`` name by their element.
AMOUNT_CODES: Final = {
    "due_payable_amount": "DUPA",
    "credit_note_amount": "CREN",
    "tax_amount": "TAXS",
    "remitted_amount": "REMI",
}
#: ``ExternalDiscountAmountType1Code`` and ``ExternalTaxAmountType1Code``: the types of a
#: discount and of a tax amount (``.04``–``.11``), codes of the document amount set too.
DISCOUNT_TYPES: Final = frozenset({"APDS", "STDS", "TMDS"})
TAX_TYPES: Final = frozenset({"CITY", "CNTY", "LOCL", "PROV", "STAT"})

_DUE, _DISCOUNT, _CREDIT, _TAX, _REMITTED = (
    "due_payable_amount",
    "discount_applied_amount",
    "credit_note_amount",
    "tax_amount",
    "remitted_amount",
)
_SINGLES = (_DUE, _CREDIT, _REMITTED)
#: The kind of amount each code of a typed amount (``.12``) names, and its type before.
_KIND_OF: Final = {
    **{code: (kind, None) for kind, code in AMOUNT_CODES.items()},
    **{code: (_DISCOUNT, code) for code in DISCOUNT_TYPES},
    **{code: (_TAX, code) for code in TAX_TYPES},
}
#: The fields of each shape of ``RemittanceAmount`` that the other shapes lack.
_OWN: Final = {
    3: (_DISCOUNT, _TAX),
    4: ("discount_applied_amount_and_type", "tax_amount_and_type"),
    12: ("remittance_amount_and_type",),
}
_TYPED = "remittance_amount_and_type[]"


@dataclass(frozen=True)
class Change:
    """What does not fit of a value moved to the target's shape: the field (a model path
    of the transaction, as the source version's table names it; ``index``: the item of a
    repeated one, 1-based), what happens to it after its element, and ``dropped`` or
    ``changed``."""

    model: str
    what: str
    verb: str = "dropped"
    index: int | None = None


def _shape(edition: int) -> int:
    """The shape of a document's amounts in ``edition``: ``3``, ``4`` (``.04``–``.11``),
    ``12`` (``.12``, ``.13``)."""
    return 3 if edition == 3 else 4 if edition < 12 else 12


@dataclass(frozen=True)
class _Entry:
    """One amount of a document, whatever its shape: its kind (a field of ``.03``; None:
    a typed amount of another code), its type, and its source field and item."""

    kind: str | None
    type: CodeOrProprietary | None
    amount: Amount
    model: str
    index: int | None = None


def _entries(amounts: RemittanceAmount) -> list[_Entry]:
    """The amounts of ``amounts`` in the order of the elements, whatever the shape."""
    out: list[_Entry] = []

    def single(kind: str) -> None:
        value = getattr(amounts, kind)
        if value is not None:
            out.append(_Entry(kind, None, value, kind))

    def items(kind: str) -> None:
        for index, item in enumerate(getattr(amounts, f"{kind}_and_type"), 1):
            if item.amount is not None:
                field = f"{kind}_and_type[]"
                out.append(_Entry(kind, item.type, item.amount, field, index))

    single(_DUE)
    single(_DISCOUNT)
    items(_DISCOUNT)
    single(_CREDIT)
    single(_TAX)
    items(_TAX)
    single(_REMITTED)
    for index, item in enumerate(amounts.remittance_amount_and_type, 1):
        if item.amount is None:
            continue
        code = item.type.code if item.type is not None else None
        kind, own = _KIND_OF.get(code or "", (None, None))
        own_type = CodeOrProprietary(code=own) if own is not None else None
        out.append(_Entry(kind, item.type if kind is None else own_type, item.amount,
                          _TYPED, index))  # fmt: skip
    return out


def _described(kind: CodeOrProprietary | None) -> str:
    """An amount's type in words: ``without a type``, ``of the type APDS``…"""
    if kind is None:
        return "without a type"
    if kind.code is not None:
        return f"of the type {kind.code}"
    return f"of the proprietary type {kind.proprietary}"


def _amounts(
    amounts: RemittanceAmount, edition: int, at: str, into: str, out: list[Change]
) -> RemittanceAmount:
    """``amounts`` in the shape of ``edition`` (unchanged where it has it), what does
    not fit added to ``out`` (``at``: where the amounts are in the transaction)."""
    shape = _shape(edition)
    foreign = [f for s, fields in _OWN.items() if s != shape for f in fields]
    if shape == 12:
        foreign += _SINGLES
    if not any(getattr(amounts, f) for f in foreign):
        return amounts
    entries = _entries(amounts)
    cleared = replace(
        amounts,
        due_payable_amount=None,
        discount_applied_amount=None,
        credit_note_amount=None,
        tax_amount=None,
        remitted_amount=None,
        discount_applied_amount_and_type=(),
        tax_amount_and_type=(),
        remittance_amount_and_type=(),
    )

    def lose(entry: _Entry, what: str, verb: str = "dropped") -> None:
        out.append(Change(f"{at}.{entry.model}", what, verb, entry.index))

    if shape == 12:
        typed: list[AmountAndType] = []
        for entry in entries:
            code: str | None
            if entry.kind is None:
                typed.append(AmountAndType(entry.type, entry.amount))
                continue
            if entry.kind == _DISCOUNT:
                code = entry.type.code if entry.type is not None else None
                if code not in DISCOUNT_TYPES:
                    lose(entry, f"{_described(entry.type)} has no code of RmtAmtAndTp in {into}")
                    continue
            elif entry.kind == _TAX:
                code = entry.type.code if entry.type is not None else None
                if code not in TAX_TYPES:
                    if entry.type is not None and entry.type.code is not None:
                        what = (
                            f"of the type {entry.type.code} has no code of its own in {into}: "
                            "written as a tax of no type (RmtAmtAndTp/Tp/Cd TAXS)"
                        )
                        lose(entry, what, "changed")
                    code = AMOUNT_CODES[_TAX]
            else:
                code = AMOUNT_CODES[entry.kind]
            typed.append(AmountAndType(CodeOrProprietary(code=code), entry.amount))
        return replace(cleared, remittance_amount_and_type=tuple(typed))

    fields: dict[str, object] = {}
    repeated: dict[str, list[AmountAndType]] = {_DISCOUNT: [], _TAX: []}
    for entry in entries:
        if entry.kind is None:
            lose(entry, f"{_described(entry.type)} has no element in {into}")
        elif entry.kind in _SINGLES or shape == 3:
            if entry.kind in fields:
                lose(entry, f"has no element in {into}, which holds one")
                continue
            fields[entry.kind] = entry.amount
            if entry.type is not None and entry.model == _TYPED:
                what = f"{entry.type.code} has no element in {into} (its amount is written untyped)"
                out.append(Change(f"{at}.{_TYPED}.type.code", what))
        else:
            repeated[entry.kind].append(AmountAndType(entry.type, entry.amount))
    return replace(
        cleared,
        **fields,  # type: ignore[arg-type]
        discount_applied_amount_and_type=tuple(repeated[_DISCOUNT]),
        tax_amount_and_type=tuple(repeated[_TAX]),
    )


def _document(
    document: ReferredDocument, edition: int, into: str = "", out: list[Change] | None = None
) -> ReferredDocument:
    """``document`` with its date in the shape of ``edition``."""
    if edition >= 12 and document.related_date is not None:
        typed = DateAndType(CodeOrProprietary(code=NOT_AVAILABLE), document.related_date)
        return replace(document, related_date=None, related_date_and_type=typed)
    dated = document.related_date_and_type
    if edition < 12 and dated is not None:
        code = dated.type.code if dated.type is not None else None
        if code is not None and code != NOT_AVAILABLE and out is not None:
            what = f"{code} has no element in {into} (the date is written without its type)"
            out.append(Change(f"{REFERRED}.related_date_and_type.type.code", what))
        return replace(document, related_date=dated.date, related_date_and_type=None)
    return document


def _structured(
    block: StructuredRemittance, edition: int, into: str, out: list[Change]
) -> StructuredRemittance:
    """``block`` with its documents' dates and amounts in the shape of ``edition``
    (``block`` itself where nothing moved)."""
    documents = []
    for document in block.referred_document_information:
        moved = _document(document, edition, into, out)
        lines = tuple(
            replace(line, amount=amount)
            if line.amount is not None
            and (amount := _amounts(line.amount, edition, AMOUNTS[1], into, out)) is not line.amount
            else line
            for line in moved.line_details
        )
        if any(a is not b for a, b in zip(lines, moved.line_details, strict=True)):
            moved = replace(moved, line_details=lines)
        documents.append(moved)
    amounts = block.referred_document_amount
    if amounts is not None:
        amounts = _amounts(amounts, edition, AMOUNTS[0], into, out)
    same = all(a is b for a, b in zip(documents, block.referred_document_information, strict=True))
    if same and amounts is block.referred_document_amount:
        return block
    return replace(
        block,
        referred_document_information=tuple(documents),
        referred_document_amount=amounts,
    )


def _location(
    location: RemittanceLocation, edition: int, into: str, out: list[Change]
) -> RemittanceLocation:
    """``location`` in the shape of ``edition``: three fields up to ``.05``, details from
    ``.06``."""
    method = location.remittance_location_method
    address = location.remittance_location_electronic_address
    postal = location.remittance_location_postal_address
    details = location.remittance_location_details
    if edition >= 6 and (method, address, postal) != (None, None, None):
        first = RemittanceLocationDetails(method, address, postal)
        return RemittanceLocation(location.remittance_identification, None, None, None,
                                  (first, *details))  # fmt: skip
    if edition < 6 and details:
        first, *more = details
        if (method, address, postal) != (None, None, None):
            more = list(details)
        for index, _ in enumerate(more, len(details) - len(more) + 1):
            what = f"has no element in {into}, which holds one"
            out.append(Change(f"{RELATED}.remittance_location_details[]", what, index=index))
        if (method, address, postal) == (None, None, None):
            method, address, postal = first.method, first.electronic_address, first.postal_address
        return RemittanceLocation(location.remittance_identification, method, address, postal)
    return location


def _transaction(tx: Transaction, edition: int, into: str, out: list[Change]) -> Transaction:
    """``tx`` with its moved values in the shape of ``edition`` (``tx`` itself where it
    has none)."""
    remittance = tx.remittance
    locations = tx.related_remittance_information
    if not locations and (remittance is None or not remittance.structured):
        return tx
    changed: dict[str, object] = {}
    if remittance is not None and remittance.structured:
        blocks = tuple(_structured(b, edition, into, out) for b in remittance.structured)
        if any(a is not b for a, b in zip(blocks, remittance.structured, strict=True)):
            changed["remittance"] = replace(remittance, structured=blocks)
    if locations:
        moved = tuple(_location(item, edition, into, out) for item in locations)
        if any(a is not b for a, b in zip(moved, locations, strict=True)):
            changed["related_remittance_information"] = moved
    return replace(tx, **changed) if changed else tx  # type: ignore[arg-type]


def changes(tx: Transaction, target: PainVersion) -> Iterator[Change]:
    """What does not fit of ``tx``'s moved values in ``target``'s shape."""
    out: list[Change] = []
    _transaction(tx, target.edition, target.value, out)
    yield from out


def reshaped_transaction(tx: Transaction, target: PainVersion) -> Transaction:
    """``tx`` with every moved value in the fields ``target`` writes (what
    :func:`reshaped` does to each transaction; ``tx`` itself where it has none)."""
    return _transaction(tx, target.edition, target.value, [])


def reshaped(message: Message, target: PainVersion) -> Message:
    """``message`` with every moved value in the fields ``target`` writes (``message``
    itself where it has none)."""
    infos = []
    for info in message.payment_infos:
        out: list[Change] = []
        txs = tuple(_transaction(tx, target.edition, target.value, out) for tx in info.transactions)
        changed = any(a is not b for a, b in zip(txs, info.transactions, strict=True))
        infos.append(replace(info, transactions=txs) if changed else info)
    if all(a is b for a, b in zip(infos, message.payment_infos, strict=True)):
        return message
    return replace(message, payment_infos=tuple(infos))
