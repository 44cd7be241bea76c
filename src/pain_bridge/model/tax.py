"""Tax information, as a transaction carries it (``CdtTrfTxInf/Tax``) and as structured
remittance does (``RmtInf/Strd/TaxRmt``, from ``.06``): one :class:`TaxInformation`
for both and for every version (``TaxInformation3``/``4``/``7``/``8``/``10``,
``TaxData1``). The ISO types differ only by an element or two and by names; the
concepts (a tax party, a record, a period, an amount) are one class each here.

This module imports nothing of :mod:`pain_bridge.model` (the package imports it).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from decimal import Decimal

from pain_bridge.model.common import Amount

__all__ = [
    "DatePeriod",
    "TaxAmount",
    "TaxAuthorisation",
    "TaxInformation",
    "TaxParty",
    "TaxPeriod",
    "TaxRecord",
    "TaxRecordDetails",
]


@dataclass(frozen=True)
class TaxAuthorisation:
    """Who signed for the taxpayer (``Authstn``: ``Titl``, ``Nm``)."""

    title: str | None = None
    name: str | None = None


@dataclass(frozen=True)
class TaxParty:
    """A party to the tax: the creditor (``TaxParty1``), the debtor or the ultimate
    debtor (``TaxParty2``, which adds ``authorisation``)."""

    tax_identification: str | None = None
    registration_identification: str | None = None
    tax_type: str | None = None
    authorisation: TaxAuthorisation | None = None


@dataclass(frozen=True)
class DatePeriod:
    """A range of days (``FrToDt``: ``FrDt``, ``ToDt``, both required by the schema)."""

    from_date: datetime.date | None = None
    to_date: datetime.date | None = None


@dataclass(frozen=True)
class TaxPeriod:
    """The period a tax is for (``TaxPeriod1``/``2``/``3``).

    ``year`` keeps the text of ``Yr`` as written: an ``ISODate`` up to ``.10``
    (``2023-01-01``), an ``ISOYear`` from ``.11`` (``2023``); the writer writes either in
    the form of the target edition (a year as its first day, a date as its year:
    :attr:`~pain_bridge.fields.row.ValueType.YEAR_DATE`, ``YEAR``). ``type`` is a
    ``TaxRecordPeriod1Code`` (``MM01``…, ``QTR1``…, ``HLF1``…).
    """

    year: str | None = None
    type: str | None = None
    from_to_date: DatePeriod | None = None


@dataclass(frozen=True)
class TaxRecordDetails:
    """One amount of a tax record by period (``TaxAmt/Dtls``; ``Amt`` is required)."""

    period: TaxPeriod | None = None
    amount: Amount | None = None


@dataclass(frozen=True)
class TaxAmount:
    """The amounts of a tax record (``TaxAmount1``/``2``/``3``): the rate (a
    percentage), the base it applies to, the total, and the same by period."""

    rate: Decimal | None = None
    taxable_base_amount: Amount | None = None
    total_amount: Amount | None = None
    details: tuple[TaxRecordDetails, ...] = ()


@dataclass(frozen=True)
class TaxRecord:
    """One record of the tax (``Rcrd``: ``TaxRecord1``/``2``/``3``)."""

    type: str | None = None
    category: str | None = None
    category_details: str | None = None
    debtor_status: str | None = None
    certificate_identification: str | None = None
    forms_code: str | None = None
    period: TaxPeriod | None = None
    tax_amount: TaxAmount | None = None
    additional_information: str | None = None


@dataclass(frozen=True)
class TaxInformation:
    """The tax of a transaction (``Tax``) or of a structured remittance (``TaxRmt``).

    ``ultimate_debtor`` is in every ``TaxRmt`` and in ``Tax`` from ``.12``.
    ``administration_zone`` is ``AdmstnZn`` in ``Tax`` up to ``.08``, ``AdmstnZone``
    elsewhere. ``sequence_number`` is an ``xs:decimal`` without fraction (``Number``).
    """

    creditor: TaxParty | None = None
    debtor: TaxParty | None = None
    ultimate_debtor: TaxParty | None = None
    administration_zone: str | None = None
    reference_number: str | None = None
    method: str | None = None
    total_taxable_base_amount: Amount | None = None
    total_tax_amount: Amount | None = None
    date: datetime.date | None = None
    sequence_number: Decimal | None = None
    records: tuple[TaxRecord, ...] = ()
