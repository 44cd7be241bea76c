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
from datetime import date
from decimal import Decimal
from typing import Any

__all__ = ["Amount", "CodeOrProprietary", "GenericIdentification", "ZonedDate"]


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


class ZonedDate(date):
    """A day with the time zone its ``ISODate`` gave (``xs:date`` allows one:
    ``2030-01-02+02:00``, ``2009-09-08Z``). It is its day to everything that reads it (it
    equals, orders and hashes as that ``date``; ``isoformat`` gives the day alone), and
    the writer writes it with its zone, so that a migration keeps what was read.

    >>> day = ZonedDate(2030, 1, 2, "+02:00")
    >>> day == date(2030, 1, 2), day.isoformat(), day.zone
    (True, '2030-01-02', '+02:00')
    """

    #: The zone as written (``Z``, ``+02:00``); a day made by arithmetic has none.
    zone: str = ""

    def __new__(cls, year: int, month: int, day: int, zone: str = "") -> ZonedDate:
        made = super().__new__(cls, year, month, day)
        made.zone = zone
        return made

    def __reduce__(self) -> tuple[Any, ...]:  # the zone crosses to another process too
        return (type(self), (self.year, self.month, self.day, self.zone))

    def __repr__(self) -> str:
        return f"ZonedDate({self.year}, {self.month}, {self.day}, {self.zone!r})"
