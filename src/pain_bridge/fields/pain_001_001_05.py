"""The field table of pain.001.001.05: ``.04``'s, with a transaction's supplementary data.

What changed from ``.04``: a transaction may carry supplementary data
(``SplmtryData``, its ``Envlp`` kept as the text of its XML).
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_04 as previous
from pain_bridge.fields.blocks.payment import supplementary_data
from pain_bridge.fields.layout import Block
from pain_bridge.fields.row import revise

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 5

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = previous.PAYMENT_INFO_LAYOUT
TRANSACTION_LAYOUT = revise(
    previous.TRANSACTION_LAYOUT,
    add=(Block("SplmtryData", "supplementary_data[]", supplementary_data),),
)
