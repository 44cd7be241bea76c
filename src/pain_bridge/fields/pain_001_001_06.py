"""The field table of pain.001.001.06: ``.05``'s, with its blocks of edition 6.

What changed from ``.05``, all inside blocks: structured remittance gains the tax
(``TaxRmt``) and garnishment (``GrnshmtRmt``) remittance, the related remittance its
repeated location details (``RmtLctnDtls``), of which ``.05``'s three fields are the
first (``MOVED``, :mod:`pain_bridge.fields.moved`); amounts are ``AmountType4Choice``.
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_05 as previous
from pain_bridge.fields.moved import RELATED, Moved, placed

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "MOVED",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 6

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = previous.PAYMENT_INFO_LAYOUT
TRANSACTION_LAYOUT = previous.TRANSACTION_LAYOUT

#: Where remittance information goes: ``.05``'s three fields, the first details here.
_LOCATION = {
    "remittance_location_method": "remittance_location_details[].method",
    "remittance_location_electronic_address": "remittance_location_details[].electronic_address",
    "remittance_location_postal_address": "remittance_location_details[].postal_address",
}
MOVED = {
    "transaction": Moved(
        up=placed((RELATED,), _LOCATION),
        down=placed((RELATED,), {new: old for old, new in _LOCATION.items()}),
    )
}
