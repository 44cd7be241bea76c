"""The field table of pain.001.001.07: ``.06``'s, with its blocks of edition 7.

What changed from ``.06``, inside blocks: referred documents gain their line
details (``LineDtls``).
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_06 as previous

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 7

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = previous.PAYMENT_INFO_LAYOUT
TRANSACTION_LAYOUT = previous.TRANSACTION_LAYOUT
