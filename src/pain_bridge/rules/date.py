"""Date check: ``date.past``.

``PmtInf/ReqdExctnDt``, the requested execution date, should not lie before today (the
date the check runs, or the ``today`` the caller passes). Banks execute a past date on
the next business day or reject the payment, depending on the bank, so it is a warning.
The payment intent JSON has no execution date (the service executes immediately), so
the finding exists for XML input only and has no JSON Pointer.
"""

from __future__ import annotations

from typing import ClassVar

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import make_finding
from pain_bridge.model import PaymentInfo
from pain_bridge.rules.base import NONE, Findings, Rule, at

__all__ = ["DateRule"]


class DateRule(Rule):
    name = "dates"
    codes = ("date.past",)

    examples: ClassVar[Examples] = {
        # run on 2026-11-02 (examples.TODAY)
        "date.past": (
            Example("sct", "<Dt>2026-11-20</Dt>", "<Dt>2026-10-30</Dt>", "<ReqdExctnDt>"),
        ),
    }

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        requested = info.requested_execution_date
        today = self.context.today
        if requested is None or requested >= today:
            return NONE
        days = (today - requested).days
        return (
            make_finding(
                "date.past",
                f"requested execution date {requested.isoformat()} is {days} day(s) before "
                f"today ({today.isoformat()})",
                at(info.origin, "ReqdExctnDt"),
            ),
        )
