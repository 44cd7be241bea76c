"""Amount checks: the currency of the instructed amount."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from pain_bridge.model import Transaction
from pain_bridge.rules.base import quote
from pain_bridge.rules.schemes.base import Problem, Scope, check

__all__ = ["currency"]


@check("currency", "transaction")
def currency(tx: Transaction, scope: Scope, *, allowed: Sequence[str]) -> Iterator[Problem]:
    """The instructed amount's currency (``Amt/InstdAmt/@Ccy``) is one of ``allowed``."""
    amount = tx.amount
    if amount is None or amount.currency in allowed:
        return
    yield Problem(
        "Amt/InstdAmt/@Ccy",
        f"the amount is in {quote(amount.currency)}; {scope.scheme or 'the scheme'} takes "
        f"{' or '.join(allowed)} only",
    )
