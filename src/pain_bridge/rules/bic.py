"""BIC checks: ``bic.format`` and ``bic.iban-mismatch``.

The agents' BICs (``PmtInf/DbtrAgt/FinInstnId/BIC``, ``CdtTrfTxInf/CdtrAgt/FinInstnId/BIC``;
XML only, the payment intent JSON has no agents) are checked as schwifty checks them:

- ``bic.format`` (error): not an ISO 9362 BIC: 4 letters (institution), a registered
  country code, 2 characters of location and optionally 3 of branch, 8 or 11 in all,
  capitals, no spaces.
- ``bic.iban-mismatch`` (warning): the BIC's country (characters 5–6) differs from the
  country of the account's IBAN on the same side (debtor agent ↔ debtor account, creditor
  agent ↔ creditor account). Payments to an account at a foreign bank's branch are
  unusual and often a copy-paste error, but legitimate, hence a warning.

Known exceptions, not reported: the territories whose banks use the IBAN of another
country: French overseas departments and collectivities (``GF GP MQ RE YT PM BL MF NC
PF WF TF``) and Monaco (``MC``) with ``FR``; Jersey, Guernsey and the Isle of Man
(``JE GG IM``) with ``GB``; Åland (``AX``) with ``FI``; Svalbard and Jan Mayen (``SJ``)
with ``NO``; the Faroe Islands and Greenland (``FO GL``) with ``DK``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import ClassVar

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import Finding, make_finding
from pain_bridge.model import Account, Origin, PaymentInfo, Transaction
from pain_bridge.rules import refdata
from pain_bridge.rules.base import NONE, Findings, Rule, at, quote
from pain_bridge.rules.iban import iban_problem, is_valid_iban

__all__ = ["SHARED_IBAN_COUNTRY", "BicRule", "bic_problem"]

#: BIC country → the other country whose IBANs its banks (also) use.
SHARED_IBAN_COUNTRY: dict[str, str] = {
    **dict.fromkeys(("GF", "GP", "MQ", "RE", "YT", "PM", "BL", "MF", "NC", "PF", "WF", "TF"), "FR"),
    "MC": "FR",
    **dict.fromkeys(("JE", "GG", "IM"), "GB"),
    "AX": "FI",
    "SJ": "NO",
    **dict.fromkeys(("FO", "GL"), "DK"),
}


#: schwifty's ISO 9362 structure (its ``_bic_iso9362_re``), capitals only.
_STRUCTURE = re.compile(r"[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?")


@lru_cache(maxsize=4096)
def bic_problem(value: str) -> str | None:
    """Why ``value`` is not a well-formed BIC (a message), or None when it is one.

    Told as schwifty tells it, in its order (length, structure, country), without
    importing it: the country codes are those pycountry holds, read from its data
    (:mod:`~pain_bridge.rules.refdata`). :func:`_problem`, which asks schwifty, is the
    plain twin, and answers where that data could not be read."""
    countries = refdata.country_codes()
    if countries is None:
        return _problem(value)
    compact = "".join(value.split()).upper()
    if len(compact) not in (8, 11):
        return _wrong_length(value, compact)
    if not _STRUCTURE.fullmatch(compact):
        return _wrong_structure(value)
    if compact[4:6] not in countries:
        return _unknown_country(value, compact)
    return _as_written(value, compact)


def _wrong_length(value: str, compact: str) -> str:
    return f"BIC {quote(value)} has {len(compact)} characters; a BIC has 8 or 11"


def _wrong_structure(value: str) -> str:
    return (
        f"BIC {quote(value)} is not 4 letters (bank), 2 letters (country), "
        "2 letters or digits (location) and optionally 3 (branch)"
    )


def _unknown_country(value: str, compact: str) -> str:
    return f"BIC {quote(value)} has {compact[4:6]!r} where a country code belongs"


def _as_written(value: str, compact: str) -> str | None:
    if compact != value:
        return f"BIC {quote(value)} must be written in capitals without spaces: {compact}"
    return None


def _problem(value: str) -> str | None:
    """:func:`bic_problem` as schwifty tells it, for any value."""
    from schwifty import BIC
    from schwifty import exceptions as sx

    compact = "".join(value.split()).upper()
    try:
        BIC(compact)
    except sx.InvalidLength:
        return _wrong_length(value, compact)
    except sx.InvalidCountryCode:
        return _unknown_country(value, compact)
    except sx.InvalidStructure:
        return _wrong_structure(value)
    except sx.SchwiftyException as exc:
        return f"BIC {quote(value)} is not valid: {exc}"
    return _as_written(value, compact)


def _check(
    bic: str | None, account: Account | None, origin: Origin | None, agent: str, side: str
) -> Findings:
    if bic is None:
        return NONE
    rel = f"{agent}/FinInstnId/BIC"
    problem = bic_problem(bic)
    if problem is not None:
        return (make_finding("bic.format", problem, at(origin, rel)),)
    iban = account.iban if account is not None else None
    if iban is None:
        return NONE
    bic_country = bic[4:6]
    iban_country = iban[:2]
    if bic_country == iban_country or SHARED_IBAN_COUNTRY.get(bic_country) == iban_country:
        return NONE
    # only a valid IBAN can be in the wrong country (asked last: the IBAN rule checks it)
    if not is_valid_iban(iban) and iban_problem(iban) is not None:
        return NONE
    finding: Finding = make_finding(
        "bic.iban-mismatch",
        f"BIC {bic} is in {bic_country} but the {side} IBAN is in {iban_country}: "
        "check that agent and account belong together",
        at(origin, rel),
    )
    return (finding,)


class BicRule(Rule):
    name = "bic"
    codes = ("bic.format", "bic.iban-mismatch")

    examples: ClassVar[Examples] = {
        "bic.format": (Example("sct", "<BICFI>ABNANL2A<", "<BICFI>ABNAXXFF<", "<BICFI>ABNAXXFF"),),
        "bic.iban-mismatch": (
            Example("sct", "<BICFI>COBADEFFXXX<", "<BICFI>ABNANL2AXXX<", "<BICFI>ABNANL2AXXX"),
        ),
    }

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        return _check(info.debtor_agent_bic, info.debtor_account, info.origin, "DbtrAgt", "debtor")

    def on_transaction(self, tx: Transaction) -> Findings:
        return _check(tx.creditor_agent_bic, tx.creditor_account, tx.origin, "CdtrAgt", "creditor")
