"""The field table of pain.001.001.13: ``.12``'s, with its blocks of edition 13.

What changed from ``.12``, inside blocks: regulatory reporting
(``RegulatoryReporting10``) has a type that is a code or a proprietary text, structured
remittance carries securities data (``SctiesData``).
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_12 as previous

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 13

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = previous.PAYMENT_INFO_LAYOUT
TRANSACTION_LAYOUT = previous.TRANSACTION_LAYOUT
