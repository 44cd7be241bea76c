"""The rows of a transaction's remittance information (``RmtInf``,
:class:`~pain_bridge.model.remittance.Remittance`) and of its related remittance
information (``RltdRmtInf``, :class:`~pain_bridge.model.remittance.RemittanceLocation`),
for every edition.

``RmtInf``: ``Ustrd``\\* and ``Strd``\\*, each ``Strd`` with

- ``RfrdDocInf``\\* (type, number, related date; ``LineDtls``\\* from ``.07``: line
  identifications, description, amounts; from ``.12`` the related date has a type);
- ``RfrdDocAmt`` (``RemittanceAmount1`` in ``.03``: one discount and one tax amount;
  ``RemittanceAmount2`` in ``.04``–``.11``: discounts and taxes repeat with their types;
  ``RemittanceAmount4`` from ``.12``: typed amounts ``RmtAmtAndTp``\\* and adjustments);
- ``CdtrRefInf`` (as today: its rows carry the JSON ``creditor_reference``; from ``.12``
  its ``Cd``, an external code, is also kept as the model's ``code``);
- ``Invcr``, ``Invcee`` (:func:`~pain_bridge.fields.blocks.party.party`);
- ``TaxRmt`` (:func:`~pain_bridge.fields.blocks.tax.tax_remittance`) and
  ``GrnshmtRmt`` from ``.06``; ``SctiesData``\\* in ``.13``;
- ``AddtlRmtInf`` (up to 3, as today: the JSON ``additional_information`` list).

``RltdRmtInf`` (repeats up to 10): ``RmtId``, and where the remittance goes — three
fields up to ``.05``, repeated ``RmtLctnDtls`` from ``.06``.

The rows that exist in today's tables (``Ustrd``, ``Strd``, ``CdtrRefInf`` and
``AddtlRmtInf``) keep their JSON members and text checks; JSON Pointers are relative to
the ``remittance_information`` object. Every other row has no JSON member and no check.

>>> [r.xml for r in remittance(13) if r.xml.startswith("Strd/SctiesData")]
['Strd/SctiesData', 'Strd/SctiesData/UnqTxIdr', 'Strd/SctiesData/Amt', 'Strd/SctiesData/Amt/@Ccy']
"""

from __future__ import annotations

import functools
from typing import Final

from pain_bridge.fields.blocks.common import amount, code_or_proprietary
from pain_bridge.fields.blocks.editions import Editions
from pain_bridge.fields.blocks.party import name_and_address, party
from pain_bridge.fields.blocks.tax import tax_remittance
from pain_bridge.fields.row import Field, JsonForm, ValueType, prefixed, revise, text

__all__ = [
    "DOCUMENT_TYPE_CODES",
    "RELATED_REMITTANCE_TYPES",
    "REMITTANCE_TYPES",
    "TYPES",
    "related_remittance",
    "remittance",
]

GROUP, CODE, DATE, BOOL = ValueType.GROUP, ValueType.CODE, ValueType.DATE, ValueType.BOOL

#: Values of ``DocumentType3Code``: the model ``type`` (the JSON's) is written as ``Cd``
#: when one of them, else as ``Prtry``. From ``.12`` the code is external (any code):
#: the ``Cd`` read is also kept as the model ``code``, written as ``Cd`` whatever it is.
DOCUMENT_TYPE_CODES = frozenset({"RADM", "RPIN", "FXDR", "DISP", "PUOR", "SCOR"})

#: The ISO type of ``RmtInf`` in each edition.
REMITTANCE_TYPES: Final = Editions(
    {
        3: "RemittanceInformation5",
        4: "RemittanceInformation7",
        6: "RemittanceInformation10",
        7: "RemittanceInformation11",
        9: "RemittanceInformation16",
        11: "RemittanceInformation21",
        12: "RemittanceInformation22",
        13: "RemittanceInformation26",
    }
)
#: The ISO type of ``RltdRmtInf`` in each edition.
RELATED_REMITTANCE_TYPES: Final = Editions(
    {
        3: "RemittanceLocation2",
        6: "RemittanceLocation4",
        9: "RemittanceLocation7",
        12: "RemittanceLocation8",
    }
)
#: This module's main block: the remittance information.
TYPES: Final = REMITTANCE_TYPES

#: The first edition with ``TaxRmt`` and ``GrnshmtRmt`` in ``Strd``.
_TAX_AND_GARNISHMENT_FROM: Final = 6
#: The first edition with ``SctiesData`` in ``Strd``.
_SECURITIES_DATA_FROM: Final = 13
#: The first edition with ``RmtLctnDtls`` in ``RltdRmtInf``.
_LOCATION_DETAILS_FROM: Final = 6


def _amount(xml: str, model: str) -> tuple[Field, ...]:
    """An amount and its currency (``…/@Ccy``) at ``xml``."""
    return prefixed(xml, model, "", amount())


#: A ``Tp`` of ``CdOrPrtry`` {``Cd`` | ``Prtry``} and ``Issr``
#: (:class:`~pain_bridge.model.remittance.TypeAndIssuer`).
_TYPE_AND_ISSUER: tuple[Field, ...] = (
    Field("", "", None, GROUP),
    Field("CdOrPrtry", None, None, GROUP, choice=True),
    Field("CdOrPrtry/Cd", "code", None, CODE),
    Field("CdOrPrtry/Prtry", "proprietary", None),
    Field("Issr", "issuer", None),
)

#: A repeated typed amount (``DiscountAmountAndType1``, ``TaxAmountAndType1``,
#: ``DocumentAmount1``).
_AMOUNT_AND_TYPE: tuple[Field, ...] = (
    Field("", "", None, GROUP, many=True),
    *prefixed("Tp", "type", "", code_or_proprietary()),
    *_amount("Amt", "amount"),
)

#: A repeated ``AdjstmntAmtAndRsn`` (``DocumentAdjustment1``).
_ADJUSTMENT: tuple[Field, ...] = (
    Field("", "", None, GROUP, many=True),
    *_amount("Amt", "amount"),
    Field("CdtDbtInd", "credit_debit_indicator", None, CODE),
    Field("Rsn", "reason", None),
    Field("AddtlInf", "additional_information", None),
)

# -- amounts of a document or line (RemittanceAmount1/2/3/4) ---------------------------

_AMOUNT_V03: tuple[Field, ...] = (
    Field("", "", None, GROUP),
    *_amount("DuePyblAmt", "due_payable_amount"),
    *_amount("DscntApldAmt", "discount_applied_amount"),
    *_amount("CdtNoteAmt", "credit_note_amount"),
    *_amount("TaxAmt", "tax_amount"),
    *prefixed("AdjstmntAmtAndRsn", "adjustment_amount_and_reason[]", "", _ADJUSTMENT),
    *_amount("RmtdAmt", "remitted_amount"),
)

_AMOUNT_V04: tuple[Field, ...] = revise(
    _AMOUNT_V03,
    replace_rows={
        "DscntApldAmt": prefixed(
            "DscntApldAmt", "discount_applied_amount_and_type[]", "", _AMOUNT_AND_TYPE
        ),
        "DscntApldAmt/@Ccy": (),
        "TaxAmt": prefixed("TaxAmt", "tax_amount_and_type[]", "", _AMOUNT_AND_TYPE),
        "TaxAmt/@Ccy": (),
    },
)

_AMOUNT_V12: tuple[Field, ...] = (
    Field("", "", None, GROUP),
    *prefixed("RmtAmtAndTp", "remittance_amount_and_type[]", "", _AMOUNT_AND_TYPE),
    *prefixed("AdjstmntAmtAndRsn", "adjustment_amount_and_reason[]", "", _ADJUSTMENT),
)

#: ``RemittanceAmount1`` (.03), ``2``/``3`` (same shape, .04–.11), ``4`` (.12–.13).
_REMITTANCE_AMOUNT: Final = Editions({3: _AMOUNT_V03, 4: _AMOUNT_V04, 12: _AMOUNT_V12})

# -- referred documents (ReferredDocumentInformation3/6/7/8) ---------------------------

_LINE_IDENTIFICATION: tuple[Field, ...] = (
    Field("", "", None, GROUP, many=True),
    *prefixed("Tp", "type", "", _TYPE_AND_ISSUER),
    Field("Nb", "number", None),
    Field("RltdDt", "related_date", None, DATE),
)


def _line_details(amount: tuple[Field, ...]) -> tuple[Field, ...]:
    """A repeated ``LineDtls`` whose ``Amt`` has the rows ``amount``."""
    return (
        Field("", "", None, GROUP, many=True),
        *prefixed("Id", "identification[]", "", _LINE_IDENTIFICATION),
        Field("Desc", "description", None),
        *prefixed("Amt", "amount", "", amount),
    )


_REFERRED_V03: tuple[Field, ...] = (
    Field("", "", None, GROUP, many=True),
    *prefixed("Tp", "type", "", _TYPE_AND_ISSUER),
    Field("Nb", "number", None),
    Field("RltdDt", "related_date", None, DATE),
)

_REFERRED_V07: tuple[Field, ...] = revise(
    _REFERRED_V03, add=prefixed("LineDtls", "line_details[]", "", _line_details(_AMOUNT_V04))
)

_REFERRED_V12: tuple[Field, ...] = revise(
    _REFERRED_V03,
    replace_rows={
        "RltdDt": (
            Field("RltdDt", "related_date_and_type", None, GROUP),
            *prefixed("RltdDt/Tp", "related_date_and_type.type", "", code_or_proprietary()),
            Field("RltdDt/Dt", "related_date_and_type.date", None, DATE),
        )
    },
    add=prefixed("LineDtls", "line_details[]", "", _line_details(_AMOUNT_V12)),
)

_REFERRED_DOCUMENT: Final = Editions({3: _REFERRED_V03, 7: _REFERRED_V07, 12: _REFERRED_V12})

# -- the rest of Strd ------------------------------------------------------------------

#: ``CdtrRefInf/Tp/CdOrPrtry/Cd`` as the model ``type`` (the JSON's ``type``), not
#: written where the type was read as ``Prtry`` (kept as ``proprietary``).
_TYPE_CODE = Field(
    "Tp/CdOrPrtry/Cd", "type", "/type", CODE, codes=DOCUMENT_TYPE_CODES, unless="proprietary"
)

#: ``CdtrRefInf``: ``type`` (the JSON's, read from ``Cd`` or ``Prtry``) is written as
#: ``Cd`` when a :data:`DOCUMENT_TYPE_CODES` code, else as ``Prtry``; a ``Prtry`` read
#: is also kept as ``proprietary`` and written back as ``Prtry`` whatever its text (a
#: ``Prtry`` ``SCOR`` stays ``Prtry``).
_CREDITOR_REFERENCE_V03: tuple[Field, ...] = (
    Field("", "", "", GROUP),
    Field("Tp", None, "", GROUP),
    Field("Tp/CdOrPrtry", None, "", GROUP, choice=True),
    _TYPE_CODE,
    Field("Tp/CdOrPrtry/Prtry", "proprietary", None),
    Field("Tp/CdOrPrtry/Prtry", "type", "/type"),
    text("Tp/Issr", "issuer", "/issuer", "reference issuer"),
    text("Ref", "reference", "/reference", "creditor reference", json_required=True),
)

#: From ``.12`` ``Cd`` is an ``ExternalCreditorReferenceType1Code`` (any code): a second
#: row at ``Cd`` keeps it as ``code`` too (no JSON member: the JSON's ``type`` is the
#: first row's), which the writer writes where ``type`` is no listed code.
_CREDITOR_REFERENCE_V12: tuple[Field, ...] = revise(
    _CREDITOR_REFERENCE_V03,
    replace_rows={"Tp/CdOrPrtry/Cd": (_TYPE_CODE, Field("Tp/CdOrPrtry/Cd", "code", None, CODE))},
)

_CREDITOR_REFERENCE: Final = Editions({3: _CREDITOR_REFERENCE_V03, 12: _CREDITOR_REFERENCE_V12})


def _garnishment(edition: int) -> tuple[Field, ...]:
    """``GrnshmtRmt`` (``Garnishment1``/``3``/``4``: only its parties change)."""
    return (
        Field("", "", None, GROUP),
        *prefixed("Tp", "type", "", _TYPE_AND_ISSUER),
        *prefixed("Grnshee", "garnishee", "", party(edition)),
        *prefixed("GrnshmtAdmstr", "garnishment_administrator", "", party(edition)),
        Field("RefNb", "reference_number", None),
        Field("Dt", "date", None, DATE),
        *_amount("RmtdAmt", "remitted_amount"),
        Field("FmlyMdclInsrncInd", "family_medical_insurance_indicator", None, BOOL),
        Field("MplyeeTermntnInd", "employee_termination_indicator", None, BOOL),
    )


_SECURITIES_DATA: tuple[Field, ...] = (
    Field("", "", None, GROUP, many=True),
    Field("UnqTxIdr", "unique_transaction_identifier", None, CODE),
    *_amount("Amt", "amount"),
)


def _structured(edition: int) -> tuple[Field, ...]:
    """The rows of one ``Strd`` in ``edition``, relative to it (JSON Pointers relative
    to the ``structured`` object)."""
    tax_and_garnishment: tuple[Field, ...] = ()
    if edition >= _TAX_AND_GARNISHMENT_FROM:
        tax_and_garnishment = (
            *prefixed("TaxRmt", "tax_remittance", "", tax_remittance(edition)),
            *prefixed("GrnshmtRmt", "garnishment_remittance", "", _garnishment(edition)),
        )
    securities: tuple[Field, ...] = ()
    if edition >= _SECURITIES_DATA_FROM:
        securities = prefixed("SctiesData", "securities_data[]", "", _SECURITIES_DATA)
    return (
        Field("", "", "", GROUP, many=True, json_form=JsonForm.FIRST),
        *prefixed("RfrdDocInf", "referred_document_information[]", "", _REFERRED_DOCUMENT[edition]),
        *prefixed("RfrdDocAmt", "referred_document_amount", "", _REMITTANCE_AMOUNT[edition]),
        *prefixed(
            "CdtrRefInf",
            "creditor_reference",
            "/creditor_reference",
            _CREDITOR_REFERENCE[edition],
        ),
        *prefixed("Invcr", "invoicer", "", party(edition)),
        *prefixed("Invcee", "invoicee", "", party(edition)),
        *tax_and_garnishment,
        *securities,
        text(
            "AddtlRmtInf",
            "additional_information",
            "/additional_information",
            "additional remittance information",
            many=True,
            max_items=3,
            json_form=JsonForm.LIST,
        ),
    )


@functools.cache
def remittance(edition: int) -> tuple[Field, ...]:
    """The rows of ``RmtInf`` in ``edition``, relative to it; JSON Pointers relative to
    the ``remittance_information`` object (``KeyError`` for an edition not of
    ``.03``–``.13``)."""
    if edition not in REMITTANCE_TYPES:
        raise KeyError(edition)
    return (
        Field("", "", "", GROUP),
        text(
            "Ustrd",
            "unstructured",
            "/unstructured",
            "remittance information",
            many=True,
            json_form=JsonForm.FIRST,
        ),
        *prefixed("Strd", "structured[]", "/structured", _structured(edition)),
    )


# -- related remittance information (RemittanceLocation2/4/7/8) ------------------------


def _location_details(edition: int) -> tuple[Field, ...]:
    """A repeated ``RmtLctnDtls`` (``RemittanceLocationDetails1``, ``…Data1``/``2``)."""
    return (
        Field("", "", None, GROUP, many=True),
        Field("Mtd", "method", None, CODE),
        Field("ElctrncAdr", "electronic_address", None),
        *prefixed("PstlAdr", "postal_address", "", name_and_address(edition)),
    )


@functools.cache
def related_remittance(edition: int) -> tuple[Field, ...]:
    """The rows of one ``RltdRmtInf`` in ``edition``, relative to it; its own row
    repeats (place it at a model path ending in ``[]``). The JSON carries none."""
    if edition not in RELATED_REMITTANCE_TYPES:
        raise KeyError(edition)
    if edition >= _LOCATION_DETAILS_FROM:
        location = prefixed(
            "RmtLctnDtls", "remittance_location_details[]", "", _location_details(edition)
        )
    else:
        location = (
            Field("RmtLctnMtd", "remittance_location_method", None, CODE),
            Field("RmtLctnElctrncAdr", "remittance_location_electronic_address", None),
            *prefixed(
                "RmtLctnPstlAdr",
                "remittance_location_postal_address",
                "",
                name_and_address(edition),
            ),
        )
    return (
        Field("", "", None, GROUP, many=True),
        Field("RmtId", "remittance_identification", None),
        *location,
    )
