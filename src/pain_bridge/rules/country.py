"""Country check: ``country.unknown``.

The countries of the debtor's and the creditor's postal address (``Dbtr/PstlAdr/Ctry``,
``Cdtr/PstlAdr/Ctry`` / ``debtor.country``, ``creditor.country``) must be ISO 3166-1
alpha-2 codes in capitals, as pycountry lists them. Banks screen payments by country
(sanctions, regulatory reporting), so an unknown country stops the payment at the bank.
"""

from __future__ import annotations

from functools import lru_cache
from typing import ClassVar

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import make_finding
from pain_bridge.model import Origin, Party, PaymentInfo, Transaction
from pain_bridge.rules import refdata
from pain_bridge.rules.base import NONE, Findings, Rule, at, quote

__all__ = ["CountryRule", "country_problem"]

_HINTS = {"UK": "GB", "EL": "GR"}


@lru_cache(maxsize=512)
def country_problem(code: str) -> str | None:
    """Why ``code`` is not an ISO 3166-1 alpha-2 code in capitals (a message), or None.

    Told from pycountry's data file (:mod:`~pain_bridge.rules.refdata`); pycountry
    itself, imported then, names the country of a code written in small letters, and
    answers everything where the file could not be read (:func:`_problem`, the plain twin)."""
    known_codes = refdata.country_codes()
    if known_codes is None:
        return _problem(code)
    if code in known_codes:
        return None
    upper = code.upper()
    if upper in known_codes and len(code) == 2 and code.isascii() and code.isalpha():
        return _problem(code)
    return _not_a_code(code, upper)


def _not_a_code(code: str, upper: str) -> str:
    hint = f"; did you mean {_HINTS[upper]}?" if upper in _HINTS else ""
    return f"{quote(code)} is not an ISO 3166-1 alpha-2 country code{hint}"


def _problem(code: str) -> str | None:
    """:func:`country_problem` as pycountry tells it, for any value."""
    import pycountry

    upper = code.upper()
    known = (
        pycountry.countries.get(alpha_2=upper)
        if len(code) == 2 and code.isascii() and code.isalpha()
        else None
    )
    if known is None:
        return _not_a_code(code, upper)
    if code != upper:
        return f"country {quote(code)} must be written in capitals: {upper} ({known.name})"
    return None


def _check(party: Party | None, origin: Origin | None, element: str) -> Findings:
    if party is None or party.address is None or party.address.country is None:
        return NONE
    problem = country_problem(party.address.country)
    if problem is None:
        return NONE
    return (make_finding("country.unknown", problem, at(origin, f"{element}/PstlAdr/Ctry")),)


class CountryRule(Rule):
    name = "country"
    codes = ("country.unknown",)

    examples: ClassVar[Examples] = {
        "country.unknown": (Example("sct", "<Ctry>NL</Ctry>", "<Ctry>UK</Ctry>", "<Ctry>UK"),),
    }

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        return _check(info.debtor, info.origin, "Dbtr")

    def on_transaction(self, tx: Transaction) -> Findings:
        return _check(tx.creditor, tx.origin, "Cdtr")
