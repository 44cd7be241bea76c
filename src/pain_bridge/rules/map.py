"""Mapping checks: ``map.inferred``, ``map.unsupported``, ``map.missing``.

What cannot cross between pain.001 and the payment intent JSON without changing the
payment (the shared specification's ``mapping.md``): see :mod:`pain_bridge.mapping.checks`
for each case. In validation the target is the service, so the checks are those of a
conversion to the payment intent JSON; a requested execution date in the future is
``map.unsupported`` unless immediate execution was allowed
(``allow_immediate_execution``). (``map.dropped``, the XML content the JSON cannot carry,
comes from the XML reader.)
"""

from __future__ import annotations

from datetime import date
from typing import ClassVar

from pain_bridge.examples import Example, Examples, Run
from pain_bridge.mapping.checks import MappingChecker
from pain_bridge.model import DocumentStart, EndOfPaymentInfo, PaymentInfo, Transaction
from pain_bridge.rules.base import Findings, Rule, RuleContext

__all__ = ["MappingRule"]

#: The service, on the payment's execution day (a later one is ``map.unsupported``).
_DUE = Run(purpose="service", today=date(2026, 11, 20))


class MappingRule(Rule):
    name = "mapping"
    codes = ("map.inferred", "map.unsupported", "map.missing")

    examples: ClassVar[Examples] = {
        # for the service, on the execution day (a later one is map.unsupported)
        "map.inferred": (
            Example(
                "sct-ccy",
                "\n        <Ccy>EUR</Ccy>\n      </DbtrAcct>",
                "\n      </DbtrAcct>",
                "<DbtrAcct>",
                run=_DUE,
            ),
        ),
        "map.unsupported": (
            Example(
                "sct-ccy",
                "<PmtMtd>TRF</PmtMtd>",
                "<PmtMtd>CHK</PmtMtd>",
                "<PmtMtd>",
                run=_DUE,
                also=("iso.cheque-creditor-account", "iso.cheque-undelivered-creditor-agent"),
            ),
        ),
        "map.missing": (
            Example(
                "sct-ccy",
                "<CdtrAcct>\n          <Id>\n            <IBAN>BE68539007547034</IBAN>\n"
                "          </Id>\n          <Ccy>EUR</Ccy>\n        </CdtrAcct>",
                "",
                "<CdtTrfTxInf>",
                needle_occurrence=2,
                run=_DUE,
            ),
        ),
    }

    def __init__(self, context: RuleContext) -> None:
        super().__init__(context)
        self._checker = MappingChecker(
            allow_immediate_execution=context.allow_immediate_execution,
            today=context.today,
            target="json",
        )

    def on_start(self, event: DocumentStart) -> Findings:
        return self._checker.start(event)

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        return self._checker.payment_info(info)

    def on_transaction(self, tx: Transaction) -> Findings:
        return self._checker.transaction(tx)

    def on_end_of_payment_info(self, end: EndOfPaymentInfo) -> Findings:
        return self._checker.end_of_payment_info()

    def on_end(self) -> Findings:
        return self._checker.end()
