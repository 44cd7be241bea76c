"""The field table of pain.001.001.03: every element of the message, read, written and located.

Each unit (group header, payment info, transaction) is a layout
(:mod:`pain_bridge.fields.layout`): rows of its own elements and the blocks of rows
placed in it (:mod:`pain_bridge.fields.blocks`: parties, agents, accounts, remittance,
tax…), expanded for edition 3. One row per element (:class:`~pain_bridge.fields.row.Field`):
XML path relative to the unit's element, model path, JSON Pointer suffix (the shared
specification's ``mapping.md``), type, cardinality, the rules that read it, and how the reader
reports it when the JSON cannot carry it (``map.dropped``). The order of the rows is
the order of the JSON members; the writer takes the order of the elements from the
schema. Every element of the schema has a row (``tests/test_field_tables.py``).

The later versions are written as changes of this layout (``pain_001_001_04`` …).
"""

from __future__ import annotations

import functools

from pain_bridge.fields.blocks.agent import account, agent
from pain_bridge.fields.blocks.cheque import cheque
from pain_bridge.fields.blocks.party import party
from pain_bridge.fields.blocks.payment import (
    authorisation,
    creditor_agent_instruction,
    debtor_agent_instruction,
    equivalent_amount,
    exchange_rate,
    payment_type,
    purpose,
)
from pain_bridge.fields.blocks.regulatory import regulatory_reporting
from pain_bridge.fields.blocks.remittance import (
    DOCUMENT_TYPE_CODES,
    related_remittance,
    remittance,
)
from pain_bridge.fields.blocks.tax import tax
from pain_bridge.fields.layout import Block, Layout
from pain_bridge.fields.row import Drop, Field, ValueType, text

__all__ = [
    "DOCUMENT_TYPE_CODES",
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "NOT_PROVIDED",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 3
GROUP, CODE, DATE = ValueType.GROUP, ValueType.CODE, ValueType.DATE
NOT_PROVIDED = "NOTPROVIDED"

#: The debtor's or creditor's rows: the JSON carries their name and address.
debtor_or_creditor = functools.partial(party, in_json=True)

GROUP_HEADER_LAYOUT: Layout = (
    text("MsgId", "message_id", "/message_id", "message id"),
    Field("CreDtTm", "creation_date_time", None, ValueType.DATETIME, drop=Drop.REGENERATED),
    Field("NbOfTxs", "number_of_transactions", "/txs_no", ValueType.COUNT),
    Field("CtrlSum", "control_sum", None, ValueType.DECIMAL, drop=Drop.REGENERATED),
    Block(
        "InitgPty",
        "initiating_party",
        party,
        own={"drop": Drop.REGENERATED, "required": True},
        replace_rows={"Nm": (text("Nm", "name", None, "initiating party name"),)},
    ),
    Block("Authstn", "authorisation[]", authorisation),
    Block("FwdgAgt", "forwarding_agent", agent),
)

PAYMENT_INFO_LAYOUT: Layout = (
    text("PmtInfId", "payment_info_id", "/payment_info_id", "payment info id"),
    Block("Dbtr", "debtor", debtor_or_creditor, "/debtor", "debtor"),
    Block("DbtrAcct", "debtor_account", account, "/debtor_account"),
    Field("PmtMtd", "payment_method", None, CODE, drop=Drop.REGENERATED),
    Field("BtchBookg", "batch_booking", None, ValueType.BOOL),
    Field("NbOfTxs", "number_of_transactions", None, ValueType.COUNT, drop=Drop.REGENERATED),
    Field("CtrlSum", "control_sum", None, ValueType.DECIMAL, drop=Drop.REGENERATED),
    Field("ReqdExctnDt", "requested_execution_date", None, DATE, drop=Drop.REGENERATED),
    Block("DbtrAgt", "debtor_agent", agent, own={"drop": Drop.REGENERATED, "required": True}),
    Block("PmtTpInf", "payment_type_information", payment_type),
    Field("PoolgAdjstmntDt", "pooling_adjustment_date", None, DATE),
    Block("DbtrAgtAcct", "debtor_agent_account", account),
    Block("UltmtDbtr", "ultimate_debtor", party),
    Field("ChrgBr", "charge_bearer", None, CODE),
    Block("ChrgsAcct", "charges_account", account),
    Block("ChrgsAcctAgt", "charges_account_agent", agent),
)

TRANSACTION_LAYOUT: Layout = (
    Field("Amt", None, "/amount", GROUP, json_required=True, choice=True),
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
    Block("Amt/EqvtAmt", "equivalent_amount", equivalent_amount),
    Block("Cdtr", "creditor", debtor_or_creditor, "/creditor", "creditor", json_required=True),
    Block("CdtrAcct", "creditor_account", account, "/creditor_account", json_required=True),
    Field("PmtId", None, "/payment_identification", GROUP),
    text(
        "PmtId/EndToEndId",
        "end_to_end_id",
        "/payment_identification/end_to_end_id",
        "end-to-end id",
        default=NOT_PROVIDED,
        json_required=True,
    ),
    text("PmtId/InstrId", "instruction_id", None, "instruction id"),
    Block("RmtInf", "remittance", remittance, "/remittance_information"),
    Block("CdtrAgt", "creditor_agent", agent),
    Block("PmtTpInf", "payment_type_information", payment_type),
    Block("XchgRateInf", "exchange_rate_information", exchange_rate),
    Field("ChrgBr", "charge_bearer", None, CODE),
    Block("ChqInstr", "cheque_instruction", cheque),
    Block("UltmtDbtr", "ultimate_debtor", party),
    *(
        block
        for n in (1, 2, 3)
        for block in (
            Block(f"IntrmyAgt{n}", f"intermediary_agent{n}", agent),
            Block(f"IntrmyAgt{n}Acct", f"intermediary_agent{n}_account", account),
        )
    ),
    Block("CdtrAgtAcct", "creditor_agent_account", account),
    Block("UltmtCdtr", "ultimate_creditor", party),
    Block("InstrForCdtrAgt", "instruction_for_creditor_agent[]", creditor_agent_instruction),
    Block("", "", debtor_agent_instruction),
    Block("Purp", "purpose", purpose),
    Block("RgltryRptg", "regulatory_reporting[]", regulatory_reporting),
    Block("Tax", "tax", tax),
    Block("RltdRmtInf", "related_remittance_information[]", related_remittance),
)
