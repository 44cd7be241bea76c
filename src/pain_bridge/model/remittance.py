"""Remittance information, as every version of pain.001 writes it: the transaction's
``RmtInf`` (:class:`Remittance`) and its ``RltdRmtInf`` (:class:`RemittanceLocation`).

``RmtInf`` holds free lines (``Ustrd``) and structured blocks (``Strd``,
:class:`StructuredRemittance`): the documents paid (invoices, credit notes, with their
lines and amounts), the creditor's reference, the invoicer and invoicee, tax and
garnishment remittance, securities data (``.13``) and up to three lines of more
information. What a version lacks stays empty here; where two versions shape an element
differently (a discount amount alone in ``.03``, with its type from ``.04``; the related
date of a document alone up to ``.11``, with its type from ``.12``), each shape has its
own field.

This module imports nothing of :mod:`pain_bridge.model` (the package imports it).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from pain_bridge.model.common import Amount, CodeOrProprietary
from pain_bridge.model.party import NameAndAddress, Party
from pain_bridge.model.tax import TaxInformation

__all__ = [
    "AmountAndType",
    "CreditorReference",
    "DateAndType",
    "DocumentAdjustment",
    "DocumentLine",
    "DocumentLineIdentification",
    "Garnishment",
    "ReferredDocument",
    "Remittance",
    "RemittanceAmount",
    "RemittanceLocation",
    "RemittanceLocationDetails",
    "SecuritiesData",
    "StructuredRemittance",
    "TypeAndIssuer",
]


@dataclass(frozen=True)
class TypeAndIssuer:
    """A type given as a code (``CdOrPrtry/Cd``) or a text of the parties' own
    (``CdOrPrtry/Prtry``), with who issued it (``Issr``): the ``Tp`` of a referred
    document, of a document line, of a garnishment."""

    code: str | None = None
    proprietary: str | None = None
    issuer: str | None = None


@dataclass(frozen=True)
class CreditorReference:
    """Structured creditor reference, e.g. type ``SCOR`` with an ISO 11649 ``RF…`` ref.

    ``type`` is the code (``Tp/CdOrPrtry/Cd``) or the proprietary text
    (``Tp/CdOrPrtry/Prtry``): one field, as the JSON has one ``type``; it is written as
    ``Cd`` when one of the ``DocumentType3Code`` values, else as ``Prtry``.

    ``code`` is the ``Cd`` as read where it is an external code (``.12``, ``.13``: any
    ``ExternalCreditorReferenceType1Code``, 1–4 characters), kept beside ``type`` so
    that a code outside that list is written back as ``Cd``, not ``Prtry``; an earlier
    edition writes it as ``type`` does (a code outside the list as ``Prtry``, named as
    dropped).

    ``proprietary`` is the ``Prtry`` as read: where it is there, the type is written as
    ``Prtry`` (a ``Prtry`` ``SCOR`` is not turned into a ``Cd``).
    """

    reference: str | None = None
    type: str | None = None
    issuer: str | None = None
    code: str | None = None
    proprietary: str | None = None


@dataclass(frozen=True)
class AmountAndType:
    """An amount with its kind (``Tp``, a code or proprietary text): a discount or a tax
    amount (``.04``–``.11``), any remittance amount (``RmtAmtAndTp``, from ``.12``)."""

    type: CodeOrProprietary | None = None
    amount: Amount | None = None


@dataclass(frozen=True)
class DocumentAdjustment:
    """An adjustment of the amount due (``AdjstmntAmtAndRsn``): the amount, ``CRDT`` or
    ``DBIT``, a reason code and more information."""

    amount: Amount | None = None
    credit_debit_indicator: str | None = None
    reason: str | None = None
    additional_information: str | None = None


@dataclass(frozen=True)
class RemittanceAmount:
    """The amounts of a document or a document line (``RfrdDocAmt``, ``LineDtls/Amt``).

    ``.03`` has one discount and one tax amount (``discount_applied_amount``,
    ``tax_amount``); ``.04``–``.11`` any number with their types
    (``discount_applied_amount_and_type``, ``tax_amount_and_type``); from ``.12`` every
    amount but the adjustments is a typed ``remittance_amount_and_type``.
    """

    due_payable_amount: Amount | None = None
    discount_applied_amount: Amount | None = None
    credit_note_amount: Amount | None = None
    tax_amount: Amount | None = None
    adjustment_amount_and_reason: tuple[DocumentAdjustment, ...] = ()
    remitted_amount: Amount | None = None
    discount_applied_amount_and_type: tuple[AmountAndType, ...] = ()
    tax_amount_and_type: tuple[AmountAndType, ...] = ()
    remittance_amount_and_type: tuple[AmountAndType, ...] = ()


@dataclass(frozen=True)
class DateAndType:
    """A date with its kind (``RltdDt`` of a referred document from ``.12``)."""

    type: CodeOrProprietary | None = None
    date: datetime.date | None = None


@dataclass(frozen=True)
class DocumentLineIdentification:
    """One identification of a document line (``LineDtls/Id``)."""

    type: TypeAndIssuer | None = None
    number: str | None = None
    related_date: datetime.date | None = None


@dataclass(frozen=True)
class DocumentLine:
    """One line of a referred document (``LineDtls``, from ``.07``)."""

    identification: tuple[DocumentLineIdentification, ...] = ()
    description: str | None = None
    amount: RemittanceAmount | None = None


@dataclass(frozen=True)
class ReferredDocument:
    """A document the payment settles (``RfrdDocInf``): an invoice, a credit note…

    ``related_date`` is its date up to ``.11``; from ``.12`` the date comes with its
    kind (``related_date_and_type``).
    """

    type: TypeAndIssuer | None = None
    number: str | None = None
    related_date: datetime.date | None = None
    related_date_and_type: DateAndType | None = None
    line_details: tuple[DocumentLine, ...] = ()


@dataclass(frozen=True)
class Garnishment:
    """Garnishment remittance (``GrnshmtRmt``, from ``.06``): money withheld from an
    employee's pay and remitted to a garnishee."""

    type: TypeAndIssuer | None = None
    garnishee: Party | None = None
    garnishment_administrator: Party | None = None
    reference_number: str | None = None
    date: datetime.date | None = None
    remitted_amount: Amount | None = None
    family_medical_insurance_indicator: bool | None = None
    employee_termination_indicator: bool | None = None


@dataclass(frozen=True)
class SecuritiesData:
    """A securities transaction the payment relates to (``SctiesData``, ``.13``): its
    unique transaction identifier and an amount."""

    unique_transaction_identifier: str | None = None
    amount: Amount | None = None


@dataclass(frozen=True)
class StructuredRemittance:
    """One ``Strd`` block (the JSON extension ``remittance_information.structured``
    carries its creditor reference and additional information)."""

    creditor_reference: CreditorReference | None = None
    additional_information: tuple[str, ...] = ()
    referred_document_information: tuple[ReferredDocument, ...] = ()
    referred_document_amount: RemittanceAmount | None = None
    invoicer: Party | None = None
    invoicee: Party | None = None
    tax_remittance: TaxInformation | None = None
    garnishment_remittance: Garnishment | None = None
    securities_data: tuple[SecuritiesData, ...] = ()


@dataclass(frozen=True)
class Remittance:
    """Remittance information: unstructured lines and/or structured blocks."""

    unstructured: tuple[str, ...] = ()
    structured: tuple[StructuredRemittance, ...] = ()


@dataclass(frozen=True)
class RemittanceLocationDetails:
    """Where and how the remittance information is sent (``RmtLctnDtls``, from ``.06``):
    the method (``FAXI``, ``EDIC``, ``URID``, ``EMAL``, ``POST``, ``SMSM``), an
    electronic address or a postal one."""

    method: str | None = None
    electronic_address: str | None = None
    postal_address: NameAndAddress | None = None


@dataclass(frozen=True)
class RemittanceLocation:
    """Remittance information sent separately (``RltdRmtInf``): its identification and
    where it goes — as three fields up to ``.05``
    (``remittance_location_method``, ``…_electronic_address``, ``…_postal_address``),
    as repeated details from ``.06`` (``remittance_location_details``)."""

    remittance_identification: str | None = None
    remittance_location_method: str | None = None
    remittance_location_electronic_address: str | None = None
    remittance_location_postal_address: NameAndAddress | None = None
    remittance_location_details: tuple[RemittanceLocationDetails, ...] = ()
