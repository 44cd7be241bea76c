"""Currency checks: ``currency.unknown``, ``currency.precision``, ``currency.account-mismatch``.

- ``currency.unknown`` (error): the instructed amount's currency
  (``Amt/InstdAmt/@Ccy`` / ``amount.instructed_amount.currency``) or an account currency
  (``DbtrAcct/Ccy``, ``CdtrAcct/Ccy`` / ``…_account.currency``) is not an active ISO 4217
  code in capitals (pycountry's list). Codes that ISO 4217 lists without a minor unit
  (precious metals ``XAU``…, ``XDR``, the test code ``XTS`` and "no currency" ``XXX``)
  are refused too: no credit transfer is made in them.
- ``currency.precision`` (error): the amount is *written* with more decimals than the
  currency's minor unit (ISO 4217 exponent, from the ``iso4217`` package): JPY takes none,
  EUR two, BHD three. ``100.00`` in JPY is reported, with ``100`` as the form to use,
  because the amount travels to the bank as written.
- ``currency.account-mismatch`` (warning): the creditor account's currency differs from the
  instructed currency (reported per transaction), or the debtor account's does (reported
  once per payment info and currency, at the first such transaction). Cross-currency
  payments exist, but a mismatch is more often a slip.
"""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache
from typing import ClassVar

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import Finding, make_finding
from pain_bridge.model import Account, Origin, PaymentInfo, Transaction
from pain_bridge.numeric import shown
from pain_bridge.rules import refdata
from pain_bridge.rules.base import EXACT as _EXACT
from pain_bridge.rules.base import (
    NONE,
    Findings,
    Rule,
    RuleContext,
    at,
    quote,
    written_decimals,
)

__all__ = ["CurrencyRule", "currency_problem", "minor_unit"]


@lru_cache(maxsize=512)
def minor_unit(code: str) -> int | None:
    """The ISO 4217 exponent of ``code`` (EUR 2, JPY 0, BHD 3), None when it has none.

    Read from iso4217's data file (:mod:`~pain_bridge.rules.refdata`) for a code with a
    minor unit; the package itself, imported then, answers for any other."""
    units = refdata.minor_units()
    if units is not None and (unit := units.get(code)) is not None:
        return unit
    import iso4217

    try:
        return iso4217.Currency(code).exponent
    except ValueError:
        return None


@lru_cache(maxsize=512)
def currency_problem(code: str) -> str | None:
    """Why ``code`` is not a currency a payment can be made in (a message), or None.

    Told from pycountry's and iso4217's data files (:mod:`~pain_bridge.rules.refdata`);
    pycountry itself, imported then, names a currency without a minor unit, and answers
    everything where a file could not be read (:func:`_problem`, the plain twin)."""
    known_codes = refdata.currency_codes()
    if known_codes is None:
        return _problem(code)
    if len(code) != 3 or not code.isascii() or not code.isalpha():
        return _not_three_letters(code)
    upper = code.upper()
    if upper not in known_codes:
        return _not_active(code)
    if code != upper:
        return _not_capitals(code)
    return None if minor_unit(code) is not None else _problem(code)


def _not_three_letters(code: str) -> str:
    return f"{quote(code)} is not an ISO 4217 currency code (three capital letters)"


def _not_active(code: str) -> str:
    return f"{quote(code)} is not an active ISO 4217 currency code"


def _not_capitals(code: str) -> str:
    return f"currency {quote(code)} must be written in capitals: {code.upper()}"


def _problem(code: str) -> str | None:
    """:func:`currency_problem` as pycountry and iso4217 tell it, for any value."""
    import pycountry

    if len(code) != 3 or not code.isascii() or not code.isalpha():
        return _not_three_letters(code)
    known = pycountry.currencies.get(alpha_3=code.upper())
    if known is None:
        return _not_active(code)
    if code != code.upper():
        return _not_capitals(code)
    if minor_unit(code) is None:
        return (
            f"{code} ({known.name}) has no minor unit in ISO 4217: "
            "it is not a currency a credit transfer can be made in"
        )
    return None


def _unknown(code: str | None, origin: Origin | None, rel: str) -> Finding | None:
    if code is None:
        return None
    problem = currency_problem(code)
    if problem is None:
        return None
    return make_finding("currency.unknown", problem, at(origin, rel))


def _valid(account: Account | None) -> str | None:
    if account is None or account.currency is None or currency_problem(account.currency):
        return None
    return account.currency


class CurrencyRule(Rule):
    name = "currency"
    codes = ("currency.unknown", "currency.precision", "currency.account-mismatch")

    examples: ClassVar[Examples] = {
        "currency.unknown": (Example("sct", 'Ccy="EUR">10.50', 'Ccy="XYZ">10.50', 'Ccy="XYZ"'),),
        # the control sums are the amounts' no more
        "currency.precision": (
            Example("sct", ">10.50<", ">10.505<", ">10.505<", also=("totals.ctrl-sum",)),
        ),
        "currency.account-mismatch": (
            Example(
                "sct",
                "</Id>\n        </CdtrAcct>",
                "</Id>\n          <Ccy>USD</Ccy>\n        </CdtrAcct>",
                "<Ccy>USD",
            ),
        ),
    }

    def __init__(self, context: RuleContext) -> None:
        super().__init__(context)
        self._debtor_currency: str | None = None
        self._reported: set[str] = set()
        #: (creditor account currency, instructed currency) → the decimals the amount may
        #: have where nothing else is to be found (None: look at everything); for the
        #: current payment info (its debtor's currency decides too).
        self._plain: dict[tuple[str | None, str], int | None] = {}

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        self._debtor_currency = _valid(info.debtor_account)
        self._reported = set()
        self._plain = {}
        account = info.debtor_account
        finding = _unknown(account.currency if account else None, info.origin, "DbtrAcct/Ccy")
        return (finding,) if finding is not None else NONE

    def _decimals_if_plain(self, account_currency: str | None, currency: str) -> int | None:
        """The decimals ``currency`` takes, where a transaction in it, to an account in
        ``account_currency``, can draw nothing but ``currency.precision``; else None."""
        allowed = minor_unit(currency)
        # every code with a minor unit is a valid one in today's ISO 4217 and pycountry
        # data; the second test guards against their disagreeing some day
        if allowed is None or currency_problem(currency) is not None:
            return None
        if account_currency is not None and account_currency != currency:
            return None
        debtor = self._debtor_currency
        return allowed if debtor is None or debtor == currency else None

    def on_transaction(self, tx: Transaction) -> Findings:
        amount = tx.amount
        if amount is not None:  # the common case: the currencies agree, and are known
            account = tx.creditor_account
            key = (account.currency if account is not None else None, amount.currency)
            try:
                allowed = self._plain[key]
            except KeyError:
                allowed = self._plain[key] = self._decimals_if_plain(*key)
            if allowed is not None and written_decimals(amount) <= allowed:
                return NONE
        return self._look(tx)

    def _look(self, tx: Transaction) -> Findings:
        """Every finding of ``tx``, looked for one by one."""
        found: list[Finding] | None = None
        origin = tx.origin
        account = tx.creditor_account
        if account is not None and account.currency is not None:
            finding = _unknown(account.currency, origin, "CdtrAcct/Ccy")
            if finding is not None:
                found = [finding]
        amount = tx.amount
        if amount is None:
            return found or NONE
        currency = amount.currency
        problem = currency_problem(currency)
        if problem is not None:
            finding = make_finding("currency.unknown", problem, at(origin, "Amt/InstdAmt/@Ccy"))
            return [*(found or ()), finding]
        value = amount.value
        if value.is_finite():
            decimals = written_decimals(amount)
            allowed = minor_unit(currency)
            if allowed is not None and decimals > allowed:
                places = "no decimals" if allowed == 0 else f"at most {allowed} decimals"
                fixed = _EXACT.quantize(value, Decimal(1).scaleb(-allowed))
                hint = f"; write {fixed}" if fixed == value else ""
                finding = make_finding(
                    "currency.precision",
                    f"amount {shown(amount.text)} has {decimals} decimals; "
                    f"{currency} takes {places}{hint}",
                    at(origin, "Amt/InstdAmt"),
                )
                found = [*(found or ()), finding]
        credit_currency = _valid(account)
        if credit_currency is not None and credit_currency != currency:
            finding = make_finding(
                "currency.account-mismatch",
                f"creditor account currency {credit_currency} differs from the instructed "
                f"currency {currency}",
                at(origin, "CdtrAcct/Ccy"),
            )
            found = [*(found or ()), finding]
        debit_currency = self._debtor_currency
        if (
            debit_currency is not None
            and debit_currency != currency
            and currency not in self._reported
        ):
            self._reported.add(currency)
            finding = make_finding(
                "currency.account-mismatch",
                f"debtor account currency {debit_currency} differs from the instructed "
                f"currency {currency} (first transaction in {currency} of this payment info)",
                at(origin, "Amt/InstdAmt/@Ccy"),
            )
            found = [*(found or ()), finding]
        return found or NONE
