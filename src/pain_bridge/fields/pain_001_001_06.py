"""The field table of pain.001.001.06: ``.05``'s, with its blocks of edition 6.

What changed from ``.05``, all inside blocks: structured remittance gains the tax
(``TaxRmt``) and garnishment (``GrnshmtRmt``) remittance, the related remittance its
repeated location details (``RmtLctnDtls``); amounts are ``AmountType4Choice``.
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_05 as previous

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 6

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = previous.PAYMENT_INFO_LAYOUT
TRANSACTION_LAYOUT = previous.TRANSACTION_LAYOUT
