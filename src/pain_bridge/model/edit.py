"""Changing a message in one call: a transaction's amount or creditor, a transaction
added or taken out, with the totals recomputed.

The model's values are frozen (:mod:`pain_bridge.model`): an edit returns a new message
and leaves the old one as it was, as :func:`attrs.evolve` and schwifty's values do.
Changing one amount by hand takes three nested :func:`dataclasses.replace` calls and a
recount of two control sums; here it is one call::

    message = message.with_transaction("INV-2030-0412", amount="99.50")
    message = message.with_transaction(0, creditor=Party(name="Acme BV"))
    message = message.without_transaction(lambda tx: tx.amount is None)
    message = message.with_added_transaction(transaction, payment_info=1)

A transaction is named by its end-to-end id (one that names several, ``NOTPROVIDED``
above all, is refused: name it by position), its position in the message (0-based, as
``message.transactions`` lists them), or a test it alone passes. A name that fits no
transaction, or more than one, raises :class:`NoSuchTransaction`. Where the message
gives a number of transactions or a control sum (``NbOfTxs``, ``CtrlSum``, of the group
or of an edited payment info), it is recomputed; where it gives none, the writer
computes it.

>>> from pain_bridge.testing import example_message
>>> message = example_message()
>>> edited = message.with_transaction(0, amount="99.50")
>>> edited.transactions[0].amount.value, edited.payment_infos[0].control_total
(Decimal('99.50'), Decimal('199.00'))
>>> message.transactions[0].amount.value  # the message read is unchanged
Decimal('1250.00')
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal, InvalidOperation

from pain_bridge.errors import PainBridgeError
from pain_bridge.model import Amount, Message, PaymentInfo, Select, Transaction, exact_sum

__all__ = ["NoSuchTransaction", "with_added_transaction", "with_transaction", "without_transaction"]


class NoSuchTransaction(PainBridgeError, LookupError):
    """An edit named no transaction of the message, or several."""


def _position(message: Message, select: Select) -> tuple[int, int]:
    """(payment info, transaction within it) of the one transaction ``select`` names."""
    places = [
        (i, j)
        for i, info in enumerate(message.payment_infos)
        for j in range(len(info.transactions))
    ]
    if isinstance(select, bool):
        raise TypeError("a transaction is named by its end-to-end id, position or a test")
    if isinstance(select, int):
        if not -len(places) <= select < len(places):
            raise NoSuchTransaction(
                f"no transaction at position {select}: the message has {len(places)}"
            )
        return places[select]
    if isinstance(select, str):
        found = [(i, j) for i, j in places if _tx(message, i, j).end_to_end_id == select]
        what = f"end-to-end id {select!r}"
    else:
        found = [(i, j) for i, j in places if select(_tx(message, i, j))]
        what = "the test"
    if len(found) != 1:
        many = f"{len(found)} transactions" if found else "no transaction"
        raise NoSuchTransaction(f"{what} names {many}; name one (by its position, 0-based)")
    return found[0]


def _tx(message: Message, info: int, tx: int) -> Transaction:
    return message.payment_infos[info].transactions[tx]


def _amount(old: Amount | None, new: object) -> object:
    """``new`` as an :class:`Amount`: a decimal string or ``Decimal`` in ``old``'s
    currency; an :class:`Amount` or None as it is. Never a float (money is exact)."""
    if new is None or isinstance(new, Amount):
        return new
    if isinstance(new, float) or not isinstance(new, str | Decimal):
        raise TypeError(f"an amount is an Amount, a Decimal or a decimal string, not {new!r}")
    if old is None:
        raise ValueError("the transaction has no amount whose currency to keep: give an Amount")
    try:
        value = Decimal(new)
    except InvalidOperation:
        raise ValueError(f"{new!r} is not a decimal amount") from None
    if not value.is_finite():
        raise ValueError(f"{new!r} is not a decimal amount")
    return Amount(value, old.currency, str(new) if isinstance(new, str) else f"{new}")


def _retotalled(info: PaymentInfo) -> PaymentInfo:
    """``info`` with its ``NbOfTxs`` and ``CtrlSum`` recomputed where it gives them."""
    return replace(
        info,
        number_of_transactions=(
            None if info.number_of_transactions is None else str(len(info.transactions))
        ),
        control_sum=None if info.control_sum is None else info.control_total,
    )


def _with_infos(message: Message, infos: tuple[PaymentInfo, ...]) -> Message:
    header = message.group_header
    header = replace(
        header,
        number_of_transactions=(
            None
            if header.number_of_transactions is None
            else str(sum(len(i.transactions) for i in infos))
        ),
        control_sum=(
            None if header.control_sum is None else exact_sum(i.control_total for i in infos)
        ),
    )
    return replace(message, group_header=header, payment_infos=infos)


def _replace_info(message: Message, index: int, info: PaymentInfo | None) -> Message:
    infos = list(message.payment_infos)
    if info is None:
        del infos[index]
    else:
        infos[index] = _retotalled(info)
    return _with_infos(message, tuple(infos))


def with_transaction(message: Message, select: Select, /, **changes: object) -> Message:
    """:meth:`Message.with_transaction`."""
    i, j = _position(message, select)
    info = message.payment_infos[i]
    old = info.transactions[j]
    if "amount" in changes:
        changes["amount"] = _amount(old.amount, changes["amount"])
    new = replace(old, **changes)  # type: ignore[arg-type]
    transactions = (*info.transactions[:j], new, *info.transactions[j + 1 :])
    return _replace_info(message, i, replace(info, transactions=transactions))


def without_transaction(message: Message, select: Select, /) -> Message:
    """:meth:`Message.without_transaction`."""
    i, j = _position(message, select)
    info = message.payment_infos[i]
    transactions = (*info.transactions[:j], *info.transactions[j + 1 :])
    kept = replace(info, transactions=transactions) if transactions else None
    return _replace_info(message, i, kept)


def with_added_transaction(
    message: Message, transaction: Transaction, /, payment_info: int = 0
) -> Message:
    """:meth:`Message.with_added_transaction`."""
    if not -len(message.payment_infos) <= payment_info < len(message.payment_infos):
        raise NoSuchTransaction(
            f"no payment info at position {payment_info}: "
            f"the message has {len(message.payment_infos)}"
        )
    info = message.payment_infos[payment_info]
    grown = replace(info, transactions=(*info.transactions, transaction))
    return _replace_info(message, payment_info % len(message.payment_infos), grown)
