"""The free-text fields of each node, with their schema length and a label for messages.

Read by :func:`pain_bridge.rules.text.text_findings`, which serves both the charset and
the length rule in one pass. Each field is ``(rel_xpath, rel_pointer, value, max_length,
label)``; ``rel_pointer`` None means "from the path table" (:mod:`pain_bridge.paths`).
Paths and labels are built once, not per transaction.
"""

from __future__ import annotations

from pain_bridge.model import GroupHeader, Party, PaymentInfo, Transaction

TextField = tuple[str, str | None, str, int, str]

#: The JSON ``address`` is one string, written to XML as at most 7 lines of 70.
JSON_ADDRESS_MAX = 7 * 70

_STRUCTURED = (
    ("street_name", "StrtNm", 70, "street name"),
    ("building_number", "BldgNb", 16, "building number"),
    ("postcode", "PstCd", 16, "postcode"),
    ("town", "TwnNm", 35, "town"),
    ("department", "Dept", 70, "department"),
    ("sub_department", "SubDept", 70, "sub-department"),
    ("country_subdivision", "CtrySubDvsn", 35, "country subdivision"),
)


def _indexed(rel: str, index: int) -> str:
    return rel if index == 0 else f"{rel}[{index + 1}]"


class _PartyPaths:
    """The fixed paths and labels of one party element (``Dbtr`` or ``Cdtr``)."""

    def __init__(self, element: str, who: str) -> None:
        self.name = f"{element}/Nm"
        self.name_label = f"{who} name"
        self.lines = tuple(_indexed(f"{element}/PstlAdr/AdrLine", i) for i in range(7))
        self.line_label = f"{who} address line"
        self.address_label = f"{who} address"
        self.structured = tuple(
            (attribute, f"{element}/PstlAdr/{tag}", limit, f"{who} {label}")
            for attribute, tag, limit, label in _STRUCTURED
        )


_DEBTOR = _PartyPaths("Dbtr", "debtor")
_CREDITOR = _PartyPaths("Cdtr", "creditor")


def _party(out: list[TextField], party: Party | None, paths: _PartyPaths, json: bool) -> None:
    if party is None:
        return
    if party.name is not None:
        out.append((paths.name, None, party.name, 140, paths.name_label))
    address = party.address
    if address is None:
        return
    lines = address.address_lines
    if lines:
        if json:
            out.append(
                (paths.lines[0], None, ", ".join(lines), JSON_ADDRESS_MAX, paths.address_label)
            )
        else:
            for index, line in enumerate(lines):
                rel = paths.lines[index] if index < 7 else _indexed(paths.lines[0], index)
                out.append((rel, None, line, 70, paths.line_label))
    if (
        address.street_name is None
        and address.postcode is None
        and address.town is None
        and address.building_number is None
        and address.department is None
        and address.sub_department is None
        and address.country_subdivision is None
    ):
        return  # the common case: lines and country only
    for attribute, rel, limit, label in paths.structured:
        value = getattr(address, attribute)
        if value is not None:
            out.append((rel, None, value, limit, label))


def group_header_texts(header: GroupHeader) -> list[TextField]:
    out: list[TextField] = []
    if header.message_id is not None:
        out.append(("MsgId", None, header.message_id, 35, "message id"))
    if header.initiating_party_name is not None:
        out.append(
            ("InitgPty/Nm", None, header.initiating_party_name, 140, "initiating party name")
        )
    return out


def payment_info_texts(info: PaymentInfo, json: bool) -> list[TextField]:
    out: list[TextField] = []
    if info.payment_info_id is not None:
        out.append(("PmtInfId", None, info.payment_info_id, 35, "payment info id"))
    _party(out, info.debtor, _DEBTOR, json)
    return out


def transaction_texts(tx: Transaction, json: bool) -> list[TextField]:
    out: list[TextField] = []
    if tx.end_to_end_id is not None:
        out.append(("PmtId/EndToEndId", None, tx.end_to_end_id, 35, "end-to-end id"))
    if tx.instruction_id is not None:
        out.append(("PmtId/InstrId", None, tx.instruction_id, 35, "instruction id"))
    _party(out, tx.creditor, _CREDITOR, json)
    remittance = tx.remittance
    if remittance is None:
        return out
    for index, line in enumerate(remittance.unstructured):
        out.append((_indexed("RmtInf/Ustrd", index), None, line, 140, "remittance information"))
    for block_index, block in enumerate(remittance.structured):
        strd = _indexed("RmtInf/Strd", block_index)
        reference = block.creditor_reference
        if reference is not None:
            out.append(
                (f"{strd}/CdtrRefInf/Ref", None, reference.reference, 35, "creditor reference")
            )
            if reference.issuer is not None:
                out.append(
                    (f"{strd}/CdtrRefInf/Tp/Issr", None, reference.issuer, 35, "reference issuer")
                )
        for index, text in enumerate(block.additional_information):
            out.append(
                (
                    _indexed(f"{strd}/AddtlRmtInf", index),
                    f"/remittance_information/structured/additional_information/{index}",
                    text,
                    140,
                    "additional remittance information",
                )
            )
    return out
