"""The field table of pain.001.001.13: ``.12``'s, with its blocks of edition 13.

What changed from ``.12``, inside blocks: regulatory reporting
(``RegulatoryReporting10``) has a type that is a code or a proprietary text, structured
remittance carries securities data (``SctiesData``).
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_12 as previous
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

EDITION = 13

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = previous.PAYMENT_INFO_LAYOUT
TRANSACTION_LAYOUT = previous.TRANSACTION_LAYOUT

GROUP_HEADER: tuple[Field, ...] = expand(GROUP_HEADER_LAYOUT, EDITION)
PAYMENT_INFO: tuple[Field, ...] = expand(PAYMENT_INFO_LAYOUT, EDITION)
TRANSACTION: tuple[Field, ...] = expand(TRANSACTION_LAYOUT, EDITION)
