"""The field table of pain.001.001.03: every element the project reads, writes or locates.

One row per field (:class:`~pain_bridge.fields.row.Field`): XML path relative to the
node's element, model path, JSON Pointer suffix (``spec/mapping.md``), type, cardinality,
the rules that read it, and how the reader reports it when the JSON cannot carry it.
Elements of the schema that are in no row are dropped with a warning (``map.dropped``).
The order of the rows is the order of the JSON members; the writer takes the order of
the elements from the schema.
"""

from __future__ import annotations

from pain_bridge.fields.row import Drop, Field, JsonForm, ValueType, prefixed, text

GROUP, CODE = ValueType.GROUP, ValueType.CODE
NOT_PROVIDED = "NOTPROVIDED"
#: Values of ``DocumentType3Code``; other creditor reference types go to ``Prtry``.
DOCUMENT_TYPE_CODES = frozenset({"RADM", "RPIN", "FXDR", "DISP", "PUOR", "SCOR"})

#: The address of a party (``PostalAddress6``), JSON Pointers relative to the party's
#: object; ``AdrLine`` first: it is where the JSON ``address`` string goes back to.
ADDRESS: tuple[Field, ...] = (
    Field("", "", "/address", GROUP),
    text(
        "AdrLine",
        "address_lines",
        "/address",
        "{who} address line",
        70,
        many=True,
        max_items=7,
        json_form=JsonForm.JOINED,
    ),
    Field("AdrTp", "address_type", None, CODE),
    text("Dept", "department", None, "{who} department", 70),
    text("SubDept", "sub_department", None, "{who} sub-department", 70),
    text("StrtNm", "street_name", "/address", "{who} street name", 70, beside="AdrLine"),
    text("BldgNb", "building_number", "/address", "{who} building number", 16, beside="AdrLine"),
    text("PstCd", "postcode", "/postcode", "{who} postcode", 16),
    text("TwnNm", "town", "/town", "{who} town", 35),
    text("CtrySubDvsn", "country_subdivision", None, "{who} country subdivision", 35),
    Field("Ctry", "country", "/country", CODE),
)

#: A debtor or creditor (``PartyIdentification32``).
PARTY: tuple[Field, ...] = (
    Field("", "", "", GROUP),
    text("Nm", "name", "/name", "{who} name", 140, json_required=True),
    *prefixed("PstlAdr", "address", "", ADDRESS),
)

#: A cash account by IBAN, or by another id (which the JSON cannot carry).
ACCOUNT: tuple[Field, ...] = (
    Field("", "", "", GROUP),
    Field("Id", None, "/identification", GROUP, json_required=True, choice=True),
    Field("Id/IBAN", "iban", "/identification/iban", CODE, json_required=True),
    Field("Id/Othr", None, None, GROUP, drop=Drop.MAPPING),
    Field("Id/Othr/Id", "other_id", None),
    Field("Ccy", "currency", "/currency", CODE, json_required=True, json_form=JsonForm.INFERRED),
)


def agent(element: str, model: str, bic: str = "BIC", **more: object) -> tuple[Field, ...]:
    """An agent by BIC (``BIC`` in ``.03``, ``BICFI`` in ``.09``), written with
    ``Othr/Id`` ``NOTPROVIDED`` where the BIC is not known."""
    return (
        Field(element, None, None, GROUP, **more),  # type: ignore[arg-type]
        Field(f"{element}/FinInstnId", None, None, GROUP),
        Field(f"{element}/FinInstnId/{bic}", model, None, CODE),
        Field(f"{element}/FinInstnId/Othr", None, None, GROUP),
        Field(f"{element}/FinInstnId/Othr/Id", None, None, default=NOT_PROVIDED),
    )


GROUP_HEADER: tuple[Field, ...] = (
    text("MsgId", "message_id", "/message_id", "message id", 35),
    Field("CreDtTm", "creation_date_time", None, ValueType.DATETIME, drop=Drop.REGENERATED),
    Field("NbOfTxs", "number_of_transactions", "/txs_no", ValueType.COUNT),
    Field("CtrlSum", "control_sum", None, ValueType.DECIMAL, drop=Drop.REGENERATED),
    Field("InitgPty", None, None, GROUP, drop=Drop.REGENERATED, required=True),
    text("InitgPty/Nm", "initiating_party_name", None, "initiating party name", 140),
)

PAYMENT_INFO: tuple[Field, ...] = (
    text("PmtInfId", "payment_info_id", "/payment_info_id", "payment info id", 35),
    *prefixed("Dbtr", "debtor", "/debtor", PARTY, "debtor"),
    *prefixed("DbtrAcct", "debtor_account", "/debtor_account", ACCOUNT),
    Field("PmtMtd", "payment_method", None, CODE, drop=Drop.REGENERATED),
    Field("BtchBookg", "batch_booking", None, ValueType.BOOL),
    Field("NbOfTxs", "number_of_transactions", None, ValueType.COUNT, drop=Drop.REGENERATED),
    Field("CtrlSum", "control_sum", None, ValueType.DECIMAL, drop=Drop.REGENERATED),
    Field("ReqdExctnDt", "requested_execution_date", None, ValueType.DATE, drop=Drop.REGENERATED),
    *agent("DbtrAgt", "debtor_agent_bic", drop=Drop.REGENERATED, required=True),
)

_RMT = "/remittance_information"
_CREF = f"{_RMT}/structured/creditor_reference"
_STRD = "remittance.structured[]"

TRANSACTION: tuple[Field, ...] = (
    Field("Amt", None, "/amount", GROUP, json_required=True),
    Field(
        "Amt/InstdAmt",
        "amount",
        "/amount/instructed_amount/value",
        ValueType.AMOUNT,
        json_required=True,
    ),
    Field(
        "Amt/InstdAmt/@Ccy",
        "amount.currency",
        "/amount/instructed_amount/currency",
        ValueType.ATTRIBUTE,
        json_required=True,
    ),
    Field("Amt/EqvtAmt", None, None, GROUP, drop=Drop.MAPPING),
    *prefixed("Cdtr", "creditor", "/creditor", PARTY, "creditor", json_required=True),
    *prefixed("CdtrAcct", "creditor_account", "/creditor_account", ACCOUNT, json_required=True),
    Field("PmtId", None, "/payment_identification", GROUP),
    text(
        "PmtId/EndToEndId",
        "end_to_end_id",
        "/payment_identification/end_to_end_id",
        "end-to-end id",
        35,
        default=NOT_PROVIDED,
        json_required=True,
    ),
    text("PmtId/InstrId", "instruction_id", None, "instruction id", 35),
    Field("RmtInf", "remittance", _RMT, GROUP),
    text(
        "RmtInf/Ustrd",
        "remittance.unstructured",
        f"{_RMT}/unstructured",
        "remittance information",
        140,
        many=True,
        json_form=JsonForm.FIRST,
    ),
    Field("RmtInf/Strd", _STRD, f"{_RMT}/structured", GROUP, many=True, json_form=JsonForm.FIRST),
    Field("RmtInf/Strd/CdtrRefInf", f"{_STRD}.creditor_reference", _CREF, GROUP),
    Field("RmtInf/Strd/CdtrRefInf/Tp", None, _CREF, GROUP),
    Field("RmtInf/Strd/CdtrRefInf/Tp/CdOrPrtry", None, _CREF, GROUP, choice=True),
    Field(
        "RmtInf/Strd/CdtrRefInf/Tp/CdOrPrtry/Cd",
        f"{_STRD}.creditor_reference.type",
        f"{_CREF}/type",
        CODE,
        codes=DOCUMENT_TYPE_CODES,
    ),
    Field(
        "RmtInf/Strd/CdtrRefInf/Tp/CdOrPrtry/Prtry",
        f"{_STRD}.creditor_reference.type",
        f"{_CREF}/type",
    ),
    text(
        "RmtInf/Strd/CdtrRefInf/Tp/Issr",
        f"{_STRD}.creditor_reference.issuer",
        f"{_CREF}/issuer",
        "reference issuer",
        35,
    ),
    text(
        "RmtInf/Strd/CdtrRefInf/Ref",
        f"{_STRD}.creditor_reference.reference",
        f"{_CREF}/reference",
        "creditor reference",
        35,
        json_required=True,
    ),
    text(
        "RmtInf/Strd/AddtlRmtInf",
        f"{_STRD}.additional_information",
        f"{_RMT}/structured/additional_information",
        "additional remittance information",
        140,
        many=True,
        max_items=3,
        json_form=JsonForm.LIST,
    ),
    *agent("CdtrAgt", "creditor_agent_bic"),
)
