"""The field table of pain.001.001.07: ``.06``'s, with its blocks of edition 7.

What changed from ``.06``, inside blocks: referred documents gain their line
details (``LineDtls``).
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_06 as previous
from pain_bridge.fields.layout import expand
from pain_bridge.fields.row import Field

__all__ = [
    "EDITION",
    "GROUP_HEADER",
    "GROUP_HEADER_LAYOUT",
    "PAYMENT_INFO",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION",
    "TRANSACTION_LAYOUT",
]

EDITION = 7

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = previous.PAYMENT_INFO_LAYOUT
TRANSACTION_LAYOUT = previous.TRANSACTION_LAYOUT

GROUP_HEADER: tuple[Field, ...] = expand(GROUP_HEADER_LAYOUT, EDITION)
PAYMENT_INFO: tuple[Field, ...] = expand(PAYMENT_INFO_LAYOUT, EDITION)
TRANSACTION: tuple[Field, ...] = expand(TRANSACTION_LAYOUT, EDITION)
