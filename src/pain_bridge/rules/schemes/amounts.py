"""Amount checks: the currency, the range and the decimals a scheme allows."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from decimal import Decimal

from pain_bridge.model import GroupHeader, PaymentInfo, Transaction
from pain_bridge.rules.base import written_decimals
from pain_bridge.rules.schemes.base import Node, Problem, Scope, check


@check("currency", "transaction")
def currency(tx: Transaction, scope: Scope, *, allowed: Sequence[str]) -> Iterator[Problem]:
    """The instructed amount (or the equivalent amount's currency of transfer) is in
    one of the ``allowed`` currencies."""
    if tx.amount is not None and tx.amount.currency not in allowed:
        yield Problem(
            "Amt/InstdAmt/@Ccy",
            f"the amount is in {tx.amount.currency}; the scheme allows {_listing(allowed)}",
        )
    equivalent = tx.equivalent_amount
    if equivalent is not None and equivalent.currency_of_transfer not in (None, *allowed):
        yield Problem(
            "Amt/EqvtAmt/CcyOfTrf",
            f"the currency of transfer is {equivalent.currency_of_transfer}; the scheme "
            f"allows {_listing(allowed)}",
        )


@check("amount-range", "transaction")
def amount_range(tx: Transaction, scope: Scope, *, minimum: str, maximum: str) -> Iterator[Problem]:
    """The instructed amount lies between ``minimum`` and ``maximum`` (both included)."""
    if tx.amount is None:
        return
    low, high = Decimal(minimum), Decimal(maximum)
    value = tx.amount.value
    if not low <= value <= high:
        yield Problem(
            "Amt/InstdAmt",
            f"the amount {tx.amount.text} lies outside the scheme's range {low} to {high}",
        )


@check("amount-decimals")
def amount_decimals(node: Node, scope: Scope, *, maximum: int) -> Iterator[Problem]:
    """Amounts and control sums have at most ``maximum`` decimals."""
    if isinstance(node, Transaction):
        if node.amount is not None and written_decimals(node.amount) > maximum:
            yield Problem(
                "Amt/InstdAmt",
                f"the amount {node.amount.text} has more than {maximum} decimals",
            )
        return
    total = node.control_sum if isinstance(node, GroupHeader | PaymentInfo) else None
    if total is not None:
        exponent = total.as_tuple().exponent
        if isinstance(exponent, int) and -exponent > maximum:
            yield Problem("CtrlSum", f"the control sum {total} has more than {maximum} decimals")


@check("instructed-amount-only", "transaction")
def instructed_amount_only(tx: Transaction, scope: Scope) -> Iterator[Problem]:
    """The amount is an instructed amount (``InstdAmt``), not an equivalent amount."""
    if tx.equivalent_amount is not None:
        yield Problem("Amt/EqvtAmt", "the scheme takes an instructed amount, not EqvtAmt")


def _listing(codes: Sequence[str]) -> str:
    return " or ".join(codes) if len(codes) <= 3 else ", ".join(codes)
