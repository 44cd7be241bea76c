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

from pain_bridge.findings import Finding, make_finding
from pain_bridge.model import GroupHeader, Origin, PaymentInfo, Transaction
from pain_bridge.rules._text import (
    TextField,
    group_header_texts,
    payment_info_texts,
    transaction_texts,
)
from pain_bridge.rules.base import NONE, Findings, Rule, at, quote

__all__ = ["LengthRule"]


def _check(fields: list[TextField], origin: Origin | None) -> Findings:
    found: list[Finding] | None = None
    for field in fields:
        if len(field[2]) <= field[3]:
            continue
        rel, rel_pointer, value, limit, label = field
        finding = make_finding(
            "text.length",
            f"{label} {quote(value)} is {len(value)} characters long; at most {limit} fit",
            at(origin, rel, rel_pointer),
        )
        if found is None:
            found = [finding]
        else:
            found.append(finding)
    return found or NONE


class LengthRule(Rule):
    name = "lengths"
    codes = ("text.length",)

    def on_group_header(self, header: GroupHeader) -> Findings:
        return _check(group_header_texts(header), header.origin)

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        return _check(payment_info_texts(info, self.source_format == "json"), info.origin)

    def on_transaction(self, tx: Transaction) -> Findings:
        return _check(transaction_texts(tx, self.source_format == "json"), tx.origin)
