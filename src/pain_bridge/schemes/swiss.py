"""The Swiss payment types and the guideline's decision tree (SPS IG v2.2 §3.15, Abb. 10,
p. 35; Tab. 13, p. 36), per transaction, in this order:

1. ``PmtMtd`` ``CHK`` → **C** (bank cheque);
2. ``SvcLvl/Cd`` ``SEPA`` (payment info or transaction) → **S** (SEPA);
3. the creditor account's IBAN is Swiss or Liechtenstein (``CH``/``LI``), or, without
   an IBAN, the creditor agent is a Swiss IID (``ClrSysMmbId``) or a CH/LI BIC: with
   ``CHF`` or ``EUR`` → **D** (domestic): **D2** (instant) for ``CHF`` with
   ``LclInstrm/Cd`` ``INST`` or ``ITP``, else **D1**; another currency → **X**;
4. otherwise → **X** (abroad).
"""

from __future__ import annotations

from enum import StrEnum

from pain_bridge.model import CodeOrProprietary, PaymentInfo, PaymentTypeInformation, Transaction

__all__ = ["TITLES", "SwissType", "payment_type"]


class SwissType(StrEnum):
    """A Swiss payment type (the variants of the ``swiss-sps`` scheme)."""

    #: Domestic, normal (V1).
    D1 = "D1"
    #: Domestic instant (V2): CHF with LclInstrm INST or ITP.
    D2 = "D2"
    #: SEPA.
    S = "S"
    #: Abroad, or a foreign currency at home.
    X = "X"
    #: Bank cheque.
    C = "C"


#: The payment types as messages name them (``swiss-sps payment type S (SEPA)``).
TITLES: dict[str, str] = {
    SwissType.D1: "D1 (domestic)",
    SwissType.D2: "D2 (domestic instant)",
    SwissType.S: "S (SEPA)",
    SwissType.X: "X (abroad or foreign currency)",
    SwissType.C: "C (bank cheque)",
}

_DOMESTIC = frozenset({"CH", "LI"})
_INSTANT = frozenset({"INST", "ITP"})


def _codes(*infos: PaymentTypeInformation | None) -> tuple[set[str], set[str]]:
    """The service level and local instrument codes of payment type informations."""
    levels: set[str] = set()
    instruments: set[str] = set()
    for info in infos:
        if info is None:
            continue
        levels.update(_code(s) for s in info.service_levels)
        instruments.add(_code(info.local_instrument))
    return levels, instruments


def _code(value: CodeOrProprietary | None) -> str:
    return (value.code or "") if value is not None else ""


def payment_type(info: PaymentInfo, tx: Transaction) -> str:
    """The Swiss payment type of ``tx`` in ``info`` (a :class:`SwissType` value)."""
    if (info.payment_method or "").upper() == "CHK":
        return SwissType.C
    levels, instruments = _codes(info.payment_type_information, tx.payment_type_information)
    if "SEPA" in levels:
        return SwissType.S
    account = tx.creditor_account
    iban = account.iban if account is not None else None
    if iban:
        domestic = iban[:2].upper() in _DOMESTIC
    else:
        agent = tx.creditor_agent
        bic = agent.bic if agent is not None else None
        domestic = agent is not None and (
            agent.clearing_system_member_identification is not None
            or (bic is not None and bic[4:6].upper() in _DOMESTIC)
        )
    currency = tx.amount.currency if tx.amount is not None else ""
    if not domestic or currency not in ("CHF", "EUR"):
        return SwissType.X
    if currency == "CHF" and instruments & _INSTANT:
        return SwissType.D2
    return SwissType.D1
