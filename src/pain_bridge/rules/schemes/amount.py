"""Scheme checks on the instructed amount: its currency."""

from __future__ import annotations

from pain_bridge.model import Transaction
from pain_bridge.rules.base import quote
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Scope, check

__all__ = ["currency"]


@check("currency", Level.TRANSACTION)
def currency(tx: Transaction, scope: Scope, *, allowed: tuple[str, ...]) -> Hits:
    """The instructed amount's currency (``Amt/InstdAmt/@Ccy``) is one of ``allowed``."""
    amount = tx.amount
    if amount is None or amount.currency in allowed:
        return
    taken = " or ".join(allowed)
    yield Hit(
        "Amt/InstdAmt/@Ccy",
        f"The amount is in {quote(amount.currency)}; {scope.scheme} takes {taken} only",
    )
