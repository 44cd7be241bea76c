"""Totals checks: ``totals.nb-of-txs`` and ``totals.ctrl-sum``.

The declared counts and control sums must match what the message contains:

- ``totals.nb-of-txs``: ``GrpHdr/NbOfTxs`` (JSON ``group_header.txs_no``) must equal the
  number of transactions of the whole message, and each ``PmtInf/NbOfTxs`` the number of
  its own transactions.
- ``totals.ctrl-sum``: ``GrpHdr/CtrlSum`` must equal the sum of every transaction's
  amount as written, and each ``PmtInf/CtrlSum`` the sum of its own, compared as exact
  decimals (``10.5`` equals ``10.50``; no rounding, whatever the size of the file). The
  amount as written is the instructed amount (``Amt/InstdAmt``), else the equivalent
  amount (``Amt/EqvtAmt/Amt``): ISO 20022 defines ``CtrlSum`` as the "total of all
  individual amounts included in the message, irrespective of currencies", so sums are
  plain sums of the amounts, whatever their currencies. When an amount is missing or not
  a number, that control sum is not checked (``amount.range`` or the mapping reports the
  amount).

Why: banks reject a whole file whose totals do not add up; the totals exist to detect
truncated or tampered files.

The check runs on the stream: it keeps a counter and a running sum, not the transactions.
The group findings come at the end of the stream, located at the group header's fields.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import ClassVar

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import Finding, Location, make_finding
from pain_bridge.model import EndOfPaymentInfo, GroupHeader, Origin, PaymentInfo, Transaction
from pain_bridge.numeric import shown
from pain_bridge.rules.base import EXACT, NONE, Findings, Rule, RuleContext, at

__all__ = ["TotalsRule"]

_ZERO = Decimal(0)


def _declared_count(text: str) -> Decimal | None:
    """The count ``text`` declares, or None when it is no whole number. Exact and never
    an int conversion of the text: a count of 5,000 digits is compared, not converted."""
    text = text.strip()
    if not text.isascii():
        return None
    try:
        value = Decimal(text)
    except InvalidOperation:
        return None
    if value.is_finite() and value >= 0 and value == value.to_integral_value():
        return value
    return None


def _compare(
    what: str,
    declared: str | None,
    control_sum: Decimal | None,
    count: int,
    total: Decimal | None,
    origin: Origin | None,
    count_location: Location,
) -> list[Finding]:
    found: list[Finding] = []
    if declared is not None:
        expected = _declared_count(declared)
        if expected is None:
            found.append(
                make_finding(
                    "totals.nb-of-txs",
                    f"{what} number of transactions {shown(declared)!r} is not a whole number; "
                    f"it has {count}",
                    count_location,
                )
            )
        elif expected != count:
            found.append(
                make_finding(
                    "totals.nb-of-txs",
                    f"{what} declares {shown(expected)} transaction(s) but has {count}",
                    count_location,
                )
            )
    if control_sum is not None and total is not None:
        if not control_sum.is_finite():
            found.append(
                make_finding(
                    "totals.ctrl-sum",
                    f"{what} control sum {shown(control_sum)} is not a number; the amounts sum to "
                    f"{shown(total)}",
                    at(origin, "CtrlSum"),
                )
            )
        elif EXACT.compare(control_sum, total) != 0:
            found.append(
                make_finding(
                    "totals.ctrl-sum",
                    f"{what} control sum {shown(control_sum)} differs from the sum of its "
                    f"amounts, {shown(total)}",
                    at(origin, "CtrlSum"),
                )
            )
    return found


class TotalsRule(Rule):
    name = "totals"
    codes = ("totals.nb-of-txs", "totals.ctrl-sum")

    examples: ClassVar[Examples] = {
        "totals.nb-of-txs": (
            Example("sct", "<NbOfTxs>2</NbOfTxs>", "<NbOfTxs>3</NbOfTxs>", "<NbOfTxs>3"),
        ),
        "totals.ctrl-sum": (
            Example(
                "sct", "<CtrlSum>130.50</CtrlSum>", "<CtrlSum>130.49</CtrlSum>", "<CtrlSum>130.49"
            ),
        ),
    }

    def __init__(self, context: RuleContext) -> None:
        super().__init__(context)
        self._header: GroupHeader | None = None
        self._count = 0
        self._sum: Decimal | None = _ZERO
        self._info_count = 0
        self._info_sum: Decimal | None = _ZERO

    def on_group_header(self, header: GroupHeader) -> Findings:
        self._header = header
        return NONE

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        self._info_count = 0
        self._info_sum = _ZERO
        return NONE

    def on_transaction(self, tx: Transaction) -> Findings:
        self._info_count += 1
        amount = tx.amount_as_written
        if amount is None or not amount.value.is_finite():
            self._info_sum = None
        elif self._info_sum is not None:
            self._info_sum = EXACT.add(self._info_sum, amount.value)
        return NONE

    def on_end_of_payment_info(self, end: EndOfPaymentInfo) -> Findings:
        info = end.payment_info
        count, total = self._info_count, self._info_sum
        self._count += count
        if total is None or self._sum is None:
            self._sum = None
        else:
            self._sum = EXACT.add(self._sum, total)
        found = _compare(
            "payment info",
            info.number_of_transactions,
            info.control_sum,
            count,
            total,
            info.origin,
            at(info.origin, "NbOfTxs"),
        )
        return found or NONE

    def on_end(self) -> Findings:
        header = self._header
        if header is None or not header.present:
            return NONE
        found = _compare(
            "the group header",
            header.number_of_transactions,
            header.control_sum,
            self._count,
            self._sum,
            header.origin,
            at(header.origin, "NbOfTxs"),
        )
        return found or NONE
