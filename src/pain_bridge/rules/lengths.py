"""Length check: ``text.length``.

Every free-text field must fit the pain.001.001.03 schema's length for it, whichever the
input format (JSON goes to the bank as pain.001 too):

=============================================  =====
field                                          max
=============================================  =====
``MsgId``, ``PmtInfId``, ``EndToEndId``,
``InstrId``, creditor reference and issuer,
``TwnNm``, ``CtrySubDvsn``                       35
``AdrLine`` (each, up to 7), ``StrtNm``,
``Dept``, ``SubDept``                            70
``Nm`` (debtor, creditor, initiating party),
``Ustrd``, ``AddtlRmtInf``                      140
``PstCd``, ``BldgNb``                            16
JSON ``address`` (written as up to 7 lines)     490
=============================================  =====

Why: a longer value fails schema validation at the bank, or is cut, silently changing
an end-to-end id or a reference the creditor reconciles on. (For XML input the schema
check reports the same value as ``xsd.violation``; this finding adds the JSON Pointer
and the exact limit.)

Passes::

    "end_to_end_id": "INV-2024-000017"

Fails::

    "end_to_end_id": "INVOICE-2024-000017-CUSTOMER-4711-PART-2"   (text.length: 40 > 35)
"""

from __future__ import annotations

from pain_bridge.model import GroupHeader, PaymentInfo, Transaction
from pain_bridge.rules.base import Findings, Rule
from pain_bridge.rules.charset import text_findings

__all__ = ["LengthRule"]


class LengthRule(Rule):
    name = "lengths"
    codes = ("text.length",)

    # The check itself runs with the charset check, in one pass over the same fields.
    def on_group_header(self, header: GroupHeader) -> Findings:
        return text_findings(header, self.source_format == "json")[1]

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        return text_findings(info, self.source_format == "json")[1]

    def on_transaction(self, tx: Transaction) -> Findings:
        return text_findings(tx, self.source_format == "json")[1]
