"""Model values that many parts of a pain.001 message share.

ISO 20022 repeats a few small shapes everywhere: a choice of an external code or a
proprietary text (``SvcLvl``, ``LclInstrm``, ``CtgyPurp``, ``Purp``, ``SchmeNm``…), a
generic identification (an ``Othr``: an id, the scheme that issued it, the issuer), and
an amount with its currency (``InstdAmt``, ``EqvtAmt/Amt``, the amounts of tax and
remittance). They are one class each here, whatever the type's name in a given version.

This module imports nothing of :mod:`pain_bridge.model` (the package imports it).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

__all__ = ["Amount", "CodeOrProprietary", "GenericIdentification"]


@dataclass(frozen=True)
class CodeOrProprietary:
    """A choice of ``Cd`` (a code of an ISO external code list) or ``Prtry`` (a text of
    the parties' own): exactly one is set in a valid message."""

    code: str | None = None
    proprietary: str | None = None


@dataclass(frozen=True)
class GenericIdentification:
    """An ``Othr`` identification: ``Id``, the scheme it belongs to (``SchmeNm``, a code
    or a proprietary name) and who issued it (``Issr``)."""

    identification: str | None = None
    scheme_name: CodeOrProprietary | None = None
    issuer: str | None = None


@dataclass(frozen=True)
class Amount:
    """An amount: exact value, the text it was written as, and its currency (the
    ``Ccy`` attribute of an ``ActiveOrHistoricCurrencyAndAmount``)."""

    value: Decimal
    currency: str
    text: str

    @classmethod
    def of(cls, text: str, currency: str) -> Amount:
        """Parse decimal ``text`` (raises ``decimal.InvalidOperation`` if it is not one)."""
        return cls(Decimal(text), currency, text)
