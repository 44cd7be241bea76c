"""Scheme checks on amounts: the currency, the range and the decimals a scheme takes,
and the instructed amount rather than an equivalent one."""

from __future__ import annotations

from decimal import Decimal

from pain_bridge.model import GroupHeader, PaymentInfo, Transaction
from pain_bridge.rules.base import quote, written_decimals
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Node, Scope, Screen, check

__all__ = ["amount_decimals", "amount_range", "currency", "instructed_amount_only"]


@check(
    "currency",
    Level.TRANSACTION,
    screen="n.amount is not None and n.amount.currency not in {allowed}",
)
def currency(tx: Transaction, scope: Scope, *, allowed: tuple[str, ...]) -> Hits:
    """The instructed amount's currency (``Amt/InstdAmt/@Ccy``) is one of ``allowed``."""
    amount = tx.amount
    if amount is None or amount.currency in allowed:
        return
    taken = " or ".join(allowed)
    yield Hit(
        "Amt/InstdAmt/@Ccy",
        f"The amount is in {quote(amount.currency)}; {scope.who} takes {taken} only",
    )


@check(
    "amount-range",
    Level.TRANSACTION,
    screen=Screen(
        "n.amount is not None and not {minimum} <= n.amount.value <= {maximum}",
        convert={"minimum": Decimal, "maximum": Decimal},
    ),
)
def amount_range(tx: Transaction, scope: Scope, *, minimum: str, maximum: str) -> Hits:
    """The instructed amount lies between ``minimum`` and ``maximum`` (both included)."""
    if tx.amount is None:
        return
    low, high = Decimal(minimum), Decimal(maximum)
    value = tx.amount.value
    if not low <= value <= high:
        yield Hit(
            "Amt/InstdAmt",
            f"the amount {tx.amount.text} lies outside the scheme's range {low} to {high}",
        )


@check(
    "amount-decimals",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    # an amount written with exactly ``maximum`` decimals (``403.88``) has no more
    screen=Screen(
        "n.amount is not None and not (n.amount.text[-{maximum} - 1:-{maximum}] == '.'"
        " and n.amount.text[-{maximum}:].isdigit()) and _written_decimals(n.amount) > {maximum}",
        helpers={"_written_decimals": written_decimals},
    ),
)
def amount_decimals(node: Node, scope: Scope, *, maximum: int) -> Hits:
    """Amounts and control sums have at most ``maximum`` decimals."""
    if isinstance(node, Transaction):
        if node.amount is not None and written_decimals(node.amount) > maximum:
            yield Hit(
                "Amt/InstdAmt",
                f"the amount {node.amount.text} has more than {maximum} decimals",
            )
        return
    total = node.control_sum if isinstance(node, GroupHeader | PaymentInfo) else None
    if total is not None:
        exponent = total.as_tuple().exponent
        if isinstance(exponent, int) and -exponent > maximum:
            yield Hit("CtrlSum", f"the control sum {total} has more than {maximum} decimals")


@check("instructed-amount-only", Level.TRANSACTION, screen="n.equivalent_amount is not None")
def instructed_amount_only(tx: Transaction, scope: Scope) -> Hits:
    """The amount is an instructed amount (``InstdAmt``), not an equivalent amount."""
    if tx.equivalent_amount is not None:
        yield Hit("Amt/EqvtAmt", "the scheme takes an instructed amount, not EqvtAmt")
