"""Where each field lives on both sides: XPath ⇄ JSON Pointer, one table per node kind.

The tables are the location half of ``spec/mapping.md``: a path relative to the node's
element maps to a pointer suffix relative to the node's JSON object, or to None where the
field has no JSON counterpart. Findings use them to carry both locations.

>>> pointer_suffix("transaction", "CdtrAcct/Id/IBAN")
'/creditor_account/identification/iban'
>>> transaction_origin(1, 6).pointer
'/payment_info/1/transactions/6'
"""

from __future__ import annotations

from collections.abc import Mapping

from pain_bridge.model import ROOT_XPATH, NodeKind, Origin, strip_predicates

_PARTY = {
    "Nm": "/name",
    "PstlAdr": "/address",
    "PstlAdr/AdrLine": "/address",
    "PstlAdr/StrtNm": "/address",
    "PstlAdr/BldgNb": "/address",
    "PstlAdr/PstCd": "/postcode",
    "PstlAdr/TwnNm": "/town",
    "PstlAdr/Ctry": "/country",
}
_ACCOUNT = {
    "Id": "/identification",
    "Id/IBAN": "/identification/iban",
    "Ccy": "/currency",
}


def _prefixed(xml: str, json: str, table: Mapping[str, str]) -> dict[str, str | None]:
    out: dict[str, str | None] = {xml: json}
    out.update({f"{xml}/{k}": json + v for k, v in table.items()})
    return out


GROUP_HEADER_FIELDS: dict[str, str | None] = {
    "MsgId": "/message_id",
    "NbOfTxs": "/txs_no",
    "CreDtTm": None,
    "CtrlSum": None,
    "InitgPty": None,
    "InitgPty/Nm": None,
}

PAYMENT_INFO_FIELDS: dict[str, str | None] = {
    "PmtInfId": "/payment_info_id",
    "PmtMtd": None,
    "BtchBookg": None,
    "NbOfTxs": None,
    "CtrlSum": None,
    "ReqdExctnDt": None,
    "DbtrAgt": None,
    "DbtrAgt/FinInstnId/BIC": None,
    **_prefixed("Dbtr", "/debtor", _PARTY),
    **_prefixed("DbtrAcct", "/debtor_account", _ACCOUNT),
}

_RMT = "/remittance_information"
_CREF = f"{_RMT}/structured/creditor_reference"

TRANSACTION_FIELDS: dict[str, str | None] = {
    "PmtId": "/payment_identification",
    "PmtId/EndToEndId": "/payment_identification/end_to_end_id",
    "PmtId/InstrId": None,
    "Amt": "/amount",
    "Amt/InstdAmt": "/amount/instructed_amount/value",
    "Amt/InstdAmt/@Ccy": "/amount/instructed_amount/currency",
    "CdtrAgt": None,
    "CdtrAgt/FinInstnId/BIC": None,
    **_prefixed("Cdtr", "/creditor", _PARTY),
    **_prefixed("CdtrAcct", "/creditor_account", _ACCOUNT),
    "RmtInf": _RMT,
    "RmtInf/Ustrd": f"{_RMT}/unstructured",
    "RmtInf/Strd": f"{_RMT}/structured",
    "RmtInf/Strd/CdtrRefInf": _CREF,
    "RmtInf/Strd/CdtrRefInf/Tp/CdOrPrtry/Cd": f"{_CREF}/type",
    "RmtInf/Strd/CdtrRefInf/Tp/Issr": f"{_CREF}/issuer",
    "RmtInf/Strd/CdtrRefInf/Ref": f"{_CREF}/reference",
    "RmtInf/Strd/AddtlRmtInf": f"{_RMT}/structured/additional_information",
}

_TABLES: dict[NodeKind, dict[str, str | None]] = {
    "group_header": GROUP_HEADER_FIELDS,
    "payment_info": PAYMENT_INFO_FIELDS,
    "transaction": TRANSACTION_FIELDS,
}


def pointer_suffix(kind: NodeKind, rel_xpath: str) -> str | None:
    """The JSON Pointer suffix of a field, or None when the JSON has no place for it."""
    return _TABLES[kind].get(strip_predicates(rel_xpath))


def group_origin(line: int | None = None, field_lines: Mapping[str, int] | None = None) -> Origin:
    """Origin of the group header."""
    return Origin("group_header", f"{ROOT_XPATH}/GrpHdr", "/group_header", line, field_lines or {})


def payment_info_origin(
    index: int, line: int | None = None, field_lines: Mapping[str, int] | None = None
) -> Origin:
    """Origin of the ``index``-th (0-based) payment info."""
    return Origin(
        "payment_info",
        f"{ROOT_XPATH}/PmtInf[{index + 1}]",
        f"/payment_info/{index}",
        line,
        field_lines or {},
    )


def transaction_origin(
    info_index: int,
    index: int,
    line: int | None = None,
    field_lines: Mapping[str, int] | None = None,
) -> Origin:
    """Origin of the ``index``-th transaction of the ``info_index``-th payment info (0-based)."""
    return Origin(
        "transaction",
        f"{ROOT_XPATH}/PmtInf[{info_index + 1}]/CdtTrfTxInf[{index + 1}]",
        f"/payment_info/{info_index}/transactions/{index}",
        line,
        field_lines or {},
    )
