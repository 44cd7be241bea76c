"""What the writer computes or changes in the message it writes, as ``map.changed``
findings (info): each value of the group header and of the payment infos that the
written XML holds otherwise than the input did, with the old value and the new.

The writer completes what pain.001 needs (:mod:`pain_bridge.writer`): the totals of the
group and of each payment info are computed, not copied; a missing message id, payment
info id, creation time, execution date, payment method, initiating party or debtor
agent is derived. A migration that turned ``NbOfTxs`` 2 into 4, or added a ``CtrlSum``,
said nothing; now each such value is one finding at its element. The values are those
:func:`~pain_bridge.writer.completed_header` and
:func:`~pain_bridge.writer.completed_info` give, which the writer itself writes, with
the options :func:`~pain_bridge.writer.pinned`, so that the report and the file agree.

>>> from pain_bridge.testing import example_message
>>> from pain_bridge.writer import WriteOptions, pinned
>>> message = example_message()
>>> said = [f.message for f in changes(message, pinned(message, WriteOptions()))]
>>> said[1]
'GrpHdr/CtrlSum: none given, written as 1349.50 (the sum of the amounts)'
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import NamedTuple

from pain_bridge.findings import NOWHERE, Finding, Location, make_finding
from pain_bridge.model import GroupHeader, Message, Origin, PaymentInfo
from pain_bridge.writer import WriteOptions, completed_header, completed_info
from pain_bridge.writer.envelope import envelope_changes

__all__ = ["changes", "header_changes", "info_changes"]


class _Value(NamedTuple):
    """One value the writer completes: its element (relative to its node, as
    pain.001.001.03 names it), what it is, and its value before and as written."""

    element: str
    what: str
    old: object
    new: object


def _text(value: object) -> str:
    if isinstance(value, Decimal):
        return f"{value:.2f}" if value == value.quantize(Decimal("0.01")) else str(value)
    return str(value)


def _same(old: object, new: object) -> bool:
    if isinstance(old, str) and isinstance(new, str) and old.isdigit() and new.isdigit():
        return int(old) == int(new)  # NbOfTxs "04" is 4
    return old == new  # Decimal("1.0") == Decimal("1.00")


def _findings(values: list[_Value], origin: Origin | None, node: str) -> Iterator[Finding]:
    for value in values:
        if value.new is None or _same(value.old, value.new):
            continue
        where: Location = origin.at(value.element) if origin is not None else NOWHERE
        before = "none given" if value.old is None else f"{_text(value.old)} given"
        yield make_finding(
            "map.changed",
            f"{node}/{value.element}: {before}, written as {_text(value.new)} ({value.what})",
            where,
        )


def changes(message: Message, options: WriteOptions) -> Iterator[Finding]:
    """A ``map.changed`` finding for each value ``message`` is written with otherwise
    than it holds; ``options`` pinned (:func:`~pain_bridge.writer.pinned`)."""
    written = completed_header(message, options)
    yield from header_changes(message.group_header, written)
    assert written.message_id is not None
    assert options.requested_execution_date is not None
    for index, info in enumerate(message.payment_infos):
        done = completed_info(info, written.message_id, index, options.requested_execution_date)
        yield from info_changes(info, done)
    yield from envelope_changes(message, options.version)


def header_changes(header: GroupHeader, written: GroupHeader) -> Iterator[Finding]:
    """What of the group ``header`` is ``written`` otherwise (the streaming writer's
    part of :func:`changes`, which holds no message)."""
    yield from _findings(
        [
            _Value("MsgId", "derived from the payments", header.message_id, written.message_id),
            _Value(
                "CreDtTm",
                "the time of writing",
                header.creation_date_time,
                written.creation_date_time,
            ),
            _Value(
                "NbOfTxs",
                "the number of transactions",
                header.number_of_transactions,
                written.number_of_transactions,
            ),
            _Value("CtrlSum", "the sum of the amounts", header.control_sum, written.control_sum),
            _Value(
                "InitgPty/Nm",
                "the first debtor's name",
                header.initiating_party_name,
                written.initiating_party_name,
            ),
        ],
        header.origin,
        "GrpHdr",
    )


def info_changes(info: PaymentInfo, done: PaymentInfo) -> Iterator[Finding]:
    """What of the payment ``info`` is written otherwise, as ``done``."""
    yield from _findings(
        [
            _Value(
                "PmtInfId",
                "the message id and its position",
                info.payment_info_id,
                done.payment_info_id,
            ),
            _Value("PmtMtd", "a credit transfer", info.payment_method, done.payment_method),
            _Value(
                "NbOfTxs",
                "the number of transactions",
                info.number_of_transactions,
                done.number_of_transactions,
            ),
            _Value("CtrlSum", "the sum of the amounts", info.control_sum, done.control_sum),
            _Value(
                "ReqdExctnDt",
                "the day of writing",
                info.requested_execution_date,
                done.requested_execution_date,
            ),
            _Value(
                "DbtrAgt/FinInstnId/BIC",
                "the debtor IBAN's bank",
                info.debtor_agent_bic,
                done.debtor_agent_bic,
            ),
        ],
        info.origin,
        "PmtInf",
    )
