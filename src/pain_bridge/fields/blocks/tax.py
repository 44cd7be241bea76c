"""The rows of tax information (:class:`~pain_bridge.model.tax.TaxInformation`): the
transaction's ``Tax`` (:func:`tax`, every edition) and structured remittance's
``TaxRmt`` (:func:`tax_remittance`, from ``.06``).

Both are one shape: parties (``Cdtr``, ``Dbtr``, ``UltmtDbtr``), a few texts, two total
amounts, a date, a sequence number and records (``Rcrd``, repeated), each with a period
and amounts, themselves by period (``TaxAmt/Dtls``, repeated). What differs:

- ``Tax`` ``.03``–``.08`` (``TaxInformation3``) says ``AdmstnZn``; from ``.09``
  (``TaxInformation8``, ``TaxInformation10``, ``TaxData1``) ``AdmstnZone``; from ``.12``
  (``TaxData1``) it has an ``UltmtDbtr``.
- ``TaxRmt`` (``TaxInformation4`` ``.06``–``.08``, ``TaxInformation7`` ``.09``–``.10``,
  ``TaxData1`` from ``.11``) has had ``AdmstnZone`` and ``UltmtDbtr`` from the start: the
  rows of the ``Tax`` of ``.12``.
- The period's ``Yr`` is an ``ISODate`` up to ``.10`` (:attr:`ValueType.YEAR_DATE`) and
  an ``ISOYear`` from ``.11`` (:attr:`ValueType.YEAR`): the model keeps its text (see
  :class:`~pain_bridge.model.tax.TaxPeriod`), the writer writes it in the target's form
  (``2025`` as ``2025-01-01``, ``2025-03-04`` as ``2025``), so it migrates both ways.

No row has a JSON member: the payment intent JSON carries no tax.

>>> [r.xml for r in tax(12) if r.xml.startswith("UltmtDbtr/Authstn")]
['UltmtDbtr/Authstn', 'UltmtDbtr/Authstn/Titl', 'UltmtDbtr/Authstn/Nm']
>>> [r.xml for r in tax(11) if r.xml.startswith("UltmtDbtr")]
[]
>>> tax(12) == tax_remittance(11)
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from pain_bridge.fields.blocks.common import amount
from pain_bridge.fields.blocks.editions import Editions
from pain_bridge.fields.row import Field, ValueType, prefixed, revise

__all__ = ["REMITTANCE_TYPES", "TYPES", "tax", "tax_remittance"]

GROUP, CODE, DATE, DECIMAL = ValueType.GROUP, ValueType.CODE, ValueType.DATE, ValueType.DECIMAL

#: The ISO type of the transaction's ``Tax`` in each edition.
TYPES: Final = Editions(
    {3: "TaxInformation3", 9: "TaxInformation8", 11: "TaxInformation10", 12: "TaxData1"}
)
#: The ISO type of a structured remittance's ``TaxRmt`` in each edition that has it.
REMITTANCE_TYPES: Final = Editions({6: "TaxInformation4", 9: "TaxInformation7", 11: "TaxData1"})


#: ``TaxParty1`` (the creditor): identifications and the type of tax payer.
_PARTY: tuple[Field, ...] = (
    Field("", "", None, GROUP),
    Field("TaxId", "tax_identification", None),
    Field("RegnId", "registration_identification", None),
    Field("TaxTp", "tax_type", None),
)

#: ``TaxParty2`` (the debtor, the ultimate debtor): a ``TaxParty1`` and who signed.
_AUTHORISED_PARTY: tuple[Field, ...] = (
    *_PARTY,
    Field("Authstn", "authorisation", None, GROUP),
    Field("Authstn/Titl", "authorisation.title", None),
    Field("Authstn/Nm", "authorisation.name", None),
)

#: ``TaxPeriod1``/``2``/``3`` (``Yr`` as in ``TaxPeriod1``/``2``, an ``ISODate``:
#: :func:`_iso_year` makes it the ``ISOYear`` of ``TaxPeriod3``).
_PERIOD: tuple[Field, ...] = (
    Field("", "", None, GROUP),
    Field("Yr", "year", None, ValueType.YEAR_DATE),
    Field("Tp", "type", None, CODE),
    Field("FrToDt", "from_to_date", None, GROUP),
    Field("FrToDt/FrDt", "from_to_date.from_date", None, DATE),
    Field("FrToDt/ToDt", "from_to_date.to_date", None, DATE),
)

#: ``TaxRecord1``/``2``/``3``, which repeats (``Rcrd``), as do its amounts by period.
_RECORD: tuple[Field, ...] = (
    Field("", "", None, GROUP, many=True),
    Field("Tp", "type", None),
    Field("Ctgy", "category", None),
    Field("CtgyDtls", "category_details", None),
    Field("DbtrSts", "debtor_status", None),
    Field("CertId", "certificate_identification", None),
    Field("FrmsCd", "forms_code", None),
    *prefixed("Prd", "period", "", _PERIOD),
    Field("TaxAmt", "tax_amount", None, GROUP),
    Field("TaxAmt/Rate", "tax_amount.rate", None, DECIMAL),
    *prefixed("TaxAmt/TaxblBaseAmt", "tax_amount.taxable_base_amount", "", amount()),
    *prefixed("TaxAmt/TtlAmt", "tax_amount.total_amount", "", amount()),
    Field("TaxAmt/Dtls", "tax_amount.details[]", None, GROUP, many=True),
    *prefixed("TaxAmt/Dtls/Prd", "tax_amount.details[].period", "", _PERIOD),
    *prefixed("TaxAmt/Dtls/Amt", "tax_amount.details[].amount", "", amount()),
    Field("AddtlInf", "additional_information", None),
)

_V03: tuple[Field, ...] = (
    Field("", "", None, GROUP),
    *prefixed("Cdtr", "creditor", "", _PARTY),
    *prefixed("Dbtr", "debtor", "", _AUTHORISED_PARTY),
    Field("AdmstnZn", "administration_zone", None),
    Field("RefNb", "reference_number", None),
    Field("Mtd", "method", None),
    *prefixed("TtlTaxblBaseAmt", "total_taxable_base_amount", "", amount()),
    *prefixed("TtlTaxAmt", "total_tax_amount", "", amount()),
    Field("Dt", "date", None, DATE),
    Field("SeqNb", "sequence_number", None, DECIMAL),
    *prefixed("Rcrd", "records[]", "", _RECORD),
)

_V09: tuple[Field, ...] = revise(_V03, rename={"AdmstnZn": "AdmstnZone"})


def _iso_year(rows: tuple[Field, ...]) -> tuple[Field, ...]:
    """``rows`` with each period's ``Yr`` an ``ISOYear`` (``TaxPeriod3``, from ``.11``)
    instead of an ``ISODate``: the same model field, written in the form each edition
    wants (:attr:`ValueType.YEAR_DATE`, :attr:`ValueType.YEAR`)."""
    return revise(
        rows,
        replace_rows={
            row.xml: (replace(row, type=ValueType.YEAR),)
            for row in rows
            if row.type is ValueType.YEAR_DATE
        },
    )


_V11: tuple[Field, ...] = _iso_year(_V09)

#: ``TaxData1`` with an ``ISODate`` ``Yr``: no ``Tax`` has it, ``TaxRmt`` ``.06``–``.10``.
_V12_DATES: tuple[Field, ...] = revise(
    _V09, add=prefixed("UltmtDbtr", "ultimate_debtor", "", _AUTHORISED_PARTY)
)
_V12: tuple[Field, ...] = _iso_year(_V12_DATES)

_TAX: Final = Editions({3: _V03, 9: _V09, 11: _V11, 12: _V12})
#: ``TaxRmt`` has had the ultimate debtor and ``AdmstnZone`` since it first appeared.
_REMITTANCE: Final = Editions({6: _V12_DATES, 11: _V12})


def tax(edition: int) -> tuple[Field, ...]:
    """The rows of a transaction's tax information in ``edition``, relative to its
    ``Tax``."""
    return _TAX[edition]


def tax_remittance(edition: int) -> tuple[Field, ...]:
    """The rows of a structured remittance's tax information in ``edition`` (``.06`` and
    later; a ``KeyError`` before), relative to its ``TaxRmt``."""
    return _REMITTANCE[edition]
