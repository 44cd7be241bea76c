"""The field table of pain.001.001.09: ``.08``'s, with the UETR.

What changed from ``.08``:

- ``PmtId/UETR``: the Unique End-to-end Transaction Reference (a UUID v4);
- in the blocks: a party or agent may carry its ``LEI``, the postal address
  (``PostalAddress24``) gains ``BldgNm``, ``Flr``, ``PstBx``, ``Room``, ``TwnLctnNm``
  and ``DstrctNm`` and ``AdrTp`` becomes a choice of ``Cd`` or ``Prtry``, accounts a
  proxy (``Prxy``), service levels repeat, contact details are ``Contact4``.

None of the new fields has a place in the payment intent JSON: reading them to JSON
reports them (``map.dropped``); the model carries them from XML to XML.
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_08 as previous
from pain_bridge.fields.row import Field, ValueType, revise

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 9

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = previous.PAYMENT_INFO_LAYOUT
TRANSACTION_LAYOUT = revise(
    previous.TRANSACTION_LAYOUT, add=(Field("PmtId/UETR", "uetr", None, ValueType.CODE),)
)
