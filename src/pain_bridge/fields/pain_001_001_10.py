"""The field table of pain.001.001.10: the changes from ``.09``.

What changed from ``.09``:

- ``GrpHdr/InitnSrc``: the software that initiated the message;
- ``PmtInf/ReqdAdvcTp``: the credit and debit advice requested;
- ``CdtTrfTxInf/MndtRltdInf``: the mandate of the credit transfer;
- the transaction's ``InstrForDbtrAgt`` becomes a code and a text, ``InstrForCdtrAgt``'s
  code an external code (in the blocks).
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_09 as previous
from pain_bridge.fields.blocks.payment import initiation_source, mandate, requested_advice_type
from pain_bridge.fields.layout import Block
from pain_bridge.fields.row import revise

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 10

GROUP_HEADER_LAYOUT = revise(
    previous.GROUP_HEADER_LAYOUT,
    add=(Block("InitnSrc", "initiation_source", initiation_source),),
)
PAYMENT_INFO_LAYOUT = revise(
    previous.PAYMENT_INFO_LAYOUT,
    add=(Block("ReqdAdvcTp", "requested_advice_type", requested_advice_type),),
)
TRANSACTION_LAYOUT = revise(
    previous.TRANSACTION_LAYOUT,
    add=(Block("MndtRltdInf", "mandate_related_information", mandate),),
)
