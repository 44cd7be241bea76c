"""The field table of pain.001.001.12: ``.11``'s, with its blocks of edition 12.

What changed from ``.11``, inside blocks: postal addresses (``PostalAddress27``)
gain ``CareOf`` and ``UnitNb``, contact details their ``URLAdr``; tax is ``TaxData1``;
referred documents' dates have a type and amounts are typed (``RemittanceAmount4``).
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_11 as previous

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 12

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = previous.PAYMENT_INFO_LAYOUT
TRANSACTION_LAYOUT = previous.TRANSACTION_LAYOUT
