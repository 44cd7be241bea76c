"""The field table of pain.001.001.04: the changes from ``.03``.

What changed from ``.03`` (the blocks follow the edition, see their modules):

- agents are identified by ``BICFI`` instead of ``BIC``, organisations by ``AnyBIC``
  instead of ``BICOrBEI`` (renames of the same model fields);
- the payment info may carry an instruction for the debtor agent (``InstrForDbtrAgt``);
- cheques gain signatures (``Sgntr``), exchange rates their unit currency, amounts of
  referred documents repeat with their types: ``.03``'s one discount and one tax
  amount are the first of each (``MOVED``, :mod:`pain_bridge.fields.moved`).
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_03 as previous
from pain_bridge.fields.blocks.payment import payment_info_debtor_agent_instruction
from pain_bridge.fields.layout import Block
from pain_bridge.fields.moved import AMOUNTS, Moved, placed
from pain_bridge.fields.row import revise

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "MOVED",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 4

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = revise(
    previous.PAYMENT_INFO_LAYOUT, add=(Block("", "", payment_info_debtor_agent_instruction),)
)
TRANSACTION_LAYOUT = previous.TRANSACTION_LAYOUT

#: ``.03``'s discount and tax amount of a document: the amount of one typed item each
#: (a document's line has its amounts from ``.07``).
MOVED = {
    "transaction": Moved(
        up=placed(
            AMOUNTS[:1],
            {
                "discount_applied_amount": "discount_applied_amount_and_type[].amount",
                "tax_amount": "tax_amount_and_type[].amount",
            },
        ),
        down=placed(
            AMOUNTS[:1],
            {
                "discount_applied_amount_and_type[].amount": "discount_applied_amount",
                "tax_amount_and_type[].amount": "tax_amount",
            },
        ),
    )
}
