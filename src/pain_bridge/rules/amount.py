"""Amount check: ``amount.range``.

Each instructed amount (``Amt/InstdAmt`` / ``amount.instructed_amount.value``) must be:

- a finite number (``NaN``, ``Infinity`` are refused);
- greater than zero: a credit transfer of nothing, or of a negative amount, is refused
  by every bank (a refund is a transfer the other way);
- within the pain.001 schema's bound: at most 18 digits in all
  (``ActiveOrHistoricCurrencyAndAmount``: ``totalDigits`` 18);
- for EUR, at most 999 999 999.99, the SEPA Credit Transfer scheme's maximum
  (EPC rulebook, AT-04). Other currencies have no scheme bound here; a skill's own limit
  is ``skill.amount``.
"""

from __future__ import annotations

from decimal import Decimal
from typing import ClassVar

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import make_finding
from pain_bridge.model import Amount, Transaction
from pain_bridge.numeric import shown
from pain_bridge.rules.base import EXACT, NONE, Findings, Rule, at, written_decimals

__all__ = ["SEPA_MAX", "AmountRule", "amount_problem"]

#: The SEPA Credit Transfer scheme's largest amount (EUR).
SEPA_MAX = Decimal("999999999.99")
#: Schema bound on the number of digits of an amount (``totalDigits``).
MAX_DIGITS = 18


def _total_digits(value: Decimal) -> int:
    _sign, digits, exponent = EXACT.normalize(value).as_tuple()
    assert isinstance(exponent, int)
    return len(digits) + max(exponent, 0)


def amount_problem(amount: Amount) -> str | None:
    """Why ``amount`` is out of range (a message), or None."""
    value = amount.value
    if not value.is_finite():
        return f"amount {shown(amount.text)!r} is not a number"
    if value <= 0:
        kind = "zero" if value == 0 else "negative"
        return f"amount {shown(amount.text)} {amount.currency} is {kind}; it must be greater than 0"
    if amount.currency == "EUR" and value > SEPA_MAX:
        return (
            f"amount {shown(amount.text)} EUR is above the SEPA maximum of 999999999.99; "
            "split the payment"
        )
    if (value.adjusted() >= 12 or written_decimals(amount) > 5) and (
        _total_digits(value) > MAX_DIGITS
    ):
        return f"amount {shown(amount.text)} has more than {MAX_DIGITS} digits, the schema's bound"
    return None


class AmountRule(Rule):
    name = "amount"
    codes = ("amount.range",)

    examples: ClassVar[Examples] = {
        # the control sums are the amounts' no more
        "amount.range": (Example("sct", ">10.50<", ">0.00<", ">0.00<", also=("totals.ctrl-sum",)),),
    }

    def on_transaction(self, tx: Transaction) -> Findings:
        if tx.amount is None:
            return NONE
        problem = amount_problem(tx.amount)
        if problem is None:
            return NONE
        return (make_finding("amount.range", problem, at(tx.origin, "Amt/InstdAmt")),)
