"""Checks of ids: across the transactions of a payment info, an id given twice; the
payment info's id against the message's.

They keep what they saw in the scope's memory (:attr:`~.base.Scope.memory`, one dict per
payment info), so they run on every transaction that gives the id; their screen does the
same bookkeeping, so a transaction is screened in only when its id was seen before.
"""

from __future__ import annotations

from typing import Any

from pain_bridge.model import PaymentInfo, Transaction
from pain_bridge.rules.base import quote
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Scope, Screen, check

__all__ = ["instruction_id_unique", "payment_info_id_is_message_id"]


def _first_with(memory: dict[Any, Any] | None, key: tuple[str, str], tx: Transaction) -> bool:
    """Whether another transaction of the payment info gave ``key`` first (and note
    ``tx`` as the first where none did)."""
    return memory is not None and memory.setdefault(key, tx) is not tx


def _repeated_instruction_id(tx: Transaction, scope: Scope) -> bool:
    return _first_with(scope.memory, ("InstrId", tx.instruction_id or ""), tx)


@check(
    "instruction-id-unique",
    Level.TRANSACTION,
    screen=Screen(
        "n.instruction_id is not None and _repeated_instruction_id(n, s)",
        helpers={"_repeated_instruction_id": _repeated_instruction_id},
    ),
)
def instruction_id_unique(tx: Transaction, scope: Scope) -> Hits:
    """``InstrId``, where given, is unique within its payment info."""
    if tx.instruction_id is not None and _repeated_instruction_id(tx, scope):
        yield Hit(
            "PmtId/InstrId",
            f"InstrId {quote(tx.instruction_id)} is given by an earlier transaction of the "
            "payment info; it must be unique there",
        )


@check("payment-info-id-is-message-id", Level.PAYMENT_INFO)
def payment_info_id_is_message_id(info: PaymentInfo, scope: Scope) -> Hits:
    """The payment info's id (``PmtInfId``) is the message's id (``GrpHdr/MsgId``)."""
    given, message = info.payment_info_id, scope.message_id
    if given is not None and message is not None and given != message:
        yield Hit(
            "PmtInfId",
            f"PmtInfId {quote(given)} is not the message's MsgId {quote(message)}; "
            "the scheme wants them the same",
        )
