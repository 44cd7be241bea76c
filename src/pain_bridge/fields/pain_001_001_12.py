"""The field table of pain.001.001.12: ``.11``'s, with its blocks of edition 12.

What changed from ``.11``, inside blocks: postal addresses (``PostalAddress27``)
gain ``CareOf`` and ``UnitNb``, contact details their ``URLAdr``; tax is ``TaxData1``;
referred documents' dates have a type and amounts are typed (``RemittanceAmount4``):
``.11``'s date and amounts go there (``MOVED``, :mod:`pain_bridge.fields.moved`), the
values moved by :mod:`pain_bridge.writer.reshape` (a date of no type: ``NTAV``; an
amount: the ``ExternalDocumentAmountType1Code`` of its element or of its type).
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_11 as previous
from pain_bridge.fields.moved import AMOUNTS, REFERRED, Moved, placed

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "MOVED",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 12

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = previous.PAYMENT_INFO_LAYOUT
TRANSACTION_LAYOUT = previous.TRANSACTION_LAYOUT

#: The amounts of ``.11`` that a typed amount of ``.12`` holds, its code chosen by the
#: element or, for discounts and taxes, by their type.
_TYPED = "remittance_amount_and_type[]"
_AMOUNTS = (
    "due_payable_amount",
    "discount_applied_amount_and_type[].amount",
    "credit_note_amount",
    "tax_amount_and_type[].amount",
    "remitted_amount",
)
_TYPES = ("discount_applied_amount_and_type[].type.code", "tax_amount_and_type[].type.code")
MOVED = {
    "transaction": Moved(
        up={
            f"{REFERRED}.related_date": (f"{REFERRED}.related_date_and_type.date",),
            **placed(
                AMOUNTS,
                {
                    **{old: f"{_TYPED}.amount" for old in _AMOUNTS},
                    **{old: f"{_TYPED}.type.code" for old in _TYPES},
                },
            ),
        },
        down={
            f"{REFERRED}.related_date_and_type.date": (f"{REFERRED}.related_date",),
            # the type NTAV (not available) is what a date of .11 is: nothing to carry
            f"{REFERRED}.related_date_and_type.type.code": (f"{REFERRED}.related_date",),
            **placed(
                AMOUNTS,
                {f"{_TYPED}.amount": _AMOUNTS, f"{_TYPED}.type.code": (*_AMOUNTS, *_TYPES)},
            ),
        },
    )
}
