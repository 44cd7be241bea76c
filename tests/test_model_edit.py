"""Changing a message in one call (pain_bridge.model.edit): through write and read back."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from pain_bridge.model import Amount, Message, Party
from pain_bridge.model.edit import NoSuchTransaction
from pain_bridge.reader import read_message
from pain_bridge.testing import example_message
from pain_bridge.writer import write_xml


def _round_trip(message: Message) -> Message:
    read, findings = read_message(write_xml(message) or b"")
    assert read is not None, findings
    assert not [f for f in findings if f.is_error], findings
    return read


@pytest.fixture
def message() -> Message:
    """The example, as read from a file: its totals given (NbOfTxs, CtrlSum)."""
    return _round_trip(example_message())


def test_an_amount_changes_in_one_call_and_the_totals_follow(message: Message) -> None:
    e2e = message.transactions[0].end_to_end_id
    assert e2e is not None
    edited = message.with_transaction(e2e, amount="99.50")
    assert edited.transactions[0].amount == Amount(Decimal("99.50"), "EUR", "99.50")
    expected = sum((tx.amount.value for tx in edited.transactions if tx.amount), Decimal(0))
    assert edited.group_header.control_sum == expected
    assert edited.payment_infos[0].control_sum == expected
    back = _round_trip(edited)
    assert back.transactions[0].amount is not None
    assert back.transactions[0].amount.value == Decimal("99.50")
    assert back.group_header.control_sum == expected
    assert message.transactions[0].amount != edited.transactions[0].amount  # unchanged


def test_a_creditor_changes_and_a_transaction_is_added_and_dropped(message: Message) -> None:
    first = message.transactions[0]
    edited = message.with_transaction(0, creditor=Party(name="Acme BV"))
    assert edited.transactions[0].creditor == Party(name="Acme BV")
    grown = edited.with_added_transaction(replace(first, end_to_end_id="NEW-1"))
    assert len(grown.transactions) == len(message.transactions) + 1
    assert grown.group_header.number_of_transactions == str(len(grown.transactions))
    assert grown.payment_infos[0].number_of_transactions == str(
        len(grown.payment_infos[0].transactions)
    )
    shrunk = grown.without_transaction("NEW-1")
    assert [tx.end_to_end_id for tx in shrunk.transactions] == [
        tx.end_to_end_id for tx in edited.transactions
    ]
    assert _round_trip(shrunk).group_header.number_of_transactions == str(len(shrunk.transactions))


def test_a_payment_info_left_empty_goes(message: Message) -> None:
    two = replace(message, payment_infos=(*message.payment_infos, message.payment_infos[0]))
    one_left = two
    for _ in message.payment_infos[0].transactions:
        one_left = one_left.without_transaction(0)
    assert len(one_left.payment_infos) == 1


@pytest.mark.parametrize(
    ("select", "said"),
    [
        ("NO-SUCH-ID", "names no transaction"),
        (99, "no transaction at position 99"),
        (lambda tx: True, "names 2 transactions"),
    ],
)
def test_a_name_that_fits_none_or_several_is_refused(
    message: Message, select: object, said: str
) -> None:
    with pytest.raises(NoSuchTransaction, match=said):
        message.with_transaction(select, amount="1.00")  # type: ignore[arg-type]


def test_notprovided_names_several_and_is_refused(message: Message) -> None:
    both = message
    for i in range(len(message.transactions)):
        both = both.with_transaction(i, end_to_end_id="NOTPROVIDED")
    with pytest.raises(NoSuchTransaction, match="by its position"):
        both.with_transaction("NOTPROVIDED", amount="1.00")


@pytest.mark.parametrize("amount", [1.5, "1,50", "NaN", "Infinity"])
def test_an_amount_is_exact_or_refused(message: Message, amount: object) -> None:
    with pytest.raises((TypeError, ValueError)):
        message.with_transaction(0, amount=amount)


def test_transactions_is_a_sequence(message: Message) -> None:
    assert len(message.transactions) == message.transaction_count
    assert message.transactions[-1] is message.payment_infos[-1].transactions[-1]
