"""The field table of pain.001.001.11: ``.10``'s, with its blocks of edition 11.

What changed from ``.10``, inside blocks: accounts are ``CashAccount40`` (known by
a proxy alone), tax is ``TaxInformation10``, remittance ``RemittanceInformation21``.
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_10 as previous

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 11

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = previous.PAYMENT_INFO_LAYOUT
TRANSACTION_LAYOUT = previous.TRANSACTION_LAYOUT
