"""Address checks: ``address.unstructured``, ``address.hybrid-lines``, ``address.postcode``.

From 14 November 2026 (CBPR+) and 15 November 2026 (EPC, for settlement from that day)
a payment whose debtor or creditor address is free text only is rejected
(:data:`pain_bridge.scheme_dates.DATES`). A party address must be structured, or
hybrid: town (``TwnNm``) and country (``Ctry``) as their own elements, and at most two
``AdrLine``.

- ``address.unstructured`` (warning; an error for a skill whose profile sets
  ``structured_addresses = true``, for a payment requested for execution on or after
  the EPC cut-over, or without a date when today is): the address has ``AdrLine`` but
  no ``TwnNm`` or no ``Ctry`` (in the JSON: an ``address`` without ``town`` or
  ``country``). ``pain2pis convert --structure-addresses`` rewrites such addresses where
  that is unambiguous.
- ``address.hybrid-lines`` (warning; an error under ``structured_addresses``, from the
  same date): town and country are there, but more than two ``AdrLine``.
- ``address.postcode`` (warning): the postcode does not have the form of the country's
  postcodes (Google's i18n address data, :mod:`pain_bridge.postal`).

``address.restructured`` (info) and ``address.ambiguous`` (warning) come from
``--structure-addresses`` itself: each address it rewrote (before → after), and each it
left as it was, with the reason.
"""

from __future__ import annotations

from datetime import date
from typing import ClassVar

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import Finding, Severity, make_finding
from pain_bridge.model import Origin, Party, PaymentInfo, PostalAddress, Transaction
from pain_bridge.postal import postcode_fits
from pain_bridge.rules.base import NONE, Findings, Rule, RuleContext, at, quote
from pain_bridge.scheme_dates import DATES

__all__ = ["AddressRule"]

_HYBRID_LINES = 2
#: The EPC cut-over for free-text addresses (the dates live in one place).
CUTOVER = DATES["epc.unstructured-address-refused"]
_CUTOVER_DAY = f"{CUTOVER.day.day} {CUTOVER.day:%B %Y}"


class AddressRule(Rule):
    name = "address"
    codes = ("address.unstructured", "address.hybrid-lines", "address.postcode")

    examples: ClassVar[Examples] = {
        "address.unstructured": (
            Example(
                "sct",
                "<TwnNm>Amsterdam</TwnNm>\n            <Ctry>NL</Ctry>\n            ",
                "",
                "<PstlAdr>",
                needle_occurrence=2,
            ),
        ),
        "address.hybrid-lines": (
            Example(
                "sct",
                "<AdrLine>Keizersgracht 12</AdrLine>",
                "<AdrLine>Keizersgracht 12</AdrLine>\n            <AdrLine>2nd floor</AdrLine>\n"
                "            <AdrLine>Rear</AdrLine>",
                "<AdrLine>Rear",
            ),
        ),
        "address.postcode": (
            Example("sct", "<PstCd>10115</PstCd>", "<PstCd>1011</PstCd>", "<PstCd>1011<"),
        ),
    }

    def __init__(self, context: RuleContext) -> None:
        super().__init__(context)
        self._execution: date | None = None

    def _severity(self) -> Severity:
        """An error for a skill that wants structured addresses, once the payment's
        execution date (today without one) has reached the cut-over."""
        skill = self.context.skill
        if skill is None or not skill.structured_addresses:
            return Severity.WARNING
        settles = self._execution or self.context.today
        return Severity.ERROR if settles >= CUTOVER.day else Severity.WARNING

    def _check(
        self, party: Party | None, origin: Origin | None, element: str, who: str
    ) -> Findings:
        if party is None or party.address is None:
            return NONE
        address = party.address
        found: list[Finding] = []
        lines = address.address_lines
        if lines and not (address.town and address.country):
            severity = self._severity()
            if not self.counted("address.unstructured", severity):
                found.append(self._unstructured(address, origin, element, who, severity))
        elif len(lines) > _HYBRID_LINES:
            severity = self._severity()
            if not self.counted("address.hybrid-lines", severity):
                found.append(
                    make_finding(
                        "address.hybrid-lines",
                        f"the {who} address has {len(lines)} AdrLine beside its town and "
                        f"country; a hybrid address has at most {_HYBRID_LINES}",
                        at(origin, f"{element}/PstlAdr/AdrLine[{_HYBRID_LINES + 1}]"),
                        severity=severity,
                    )
                )
        postcode, country = address.postcode, address.country
        if (
            postcode
            and country
            and postcode_fits(country, postcode) is False
            and not self.counted("address.postcode")
        ):
            found.append(
                make_finding(
                    "address.postcode",
                    f"the {who} postcode {quote(postcode)} does not have the form of "
                    f"postcodes in {country}",
                    at(origin, f"{element}/PstlAdr/PstCd"),
                )
            )
        return found or NONE

    @staticmethod
    def _unstructured(
        address: PostalAddress, origin: Origin | None, element: str, who: str, severity: Severity
    ) -> Finding:
        missing = " and ".join(
            name for name, value in (("town", address.town), ("country", address.country))
            if not value
        )  # fmt: skip
        return make_finding(
            "address.unstructured",
            f"the {who} address is free text without its {missing} as a field of "
            f"its own; EPC refuses such payments for settlement from {_CUTOVER_DAY} "
            "(convert --structure-addresses rewrites it where it can)",
            at(origin, f"{element}/PstlAdr"),
            severity=severity,
        )

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        self._execution = info.requested_execution_date
        return self._check(info.debtor, info.origin, "Dbtr", "debtor")

    def on_transaction(self, tx: Transaction) -> Findings:
        return self._check(tx.creditor, tx.origin, "Cdtr", "creditor")
