"""Model → payment intent ``data`` JSON, streaming, from the field table's JSON side.

:func:`write_json_events` writes the ``data`` object transaction by transaction as the
events arrive, holding only the current payment info's header, so a file of any size
converts in flat memory. :func:`message_to_data` gives the same object as a dict.

The mapping follows the shared specification's ``mapping.md``:

- amounts are written as the exact decimal text they were read as; ``txs_no`` is a number;
- ``address`` is the ``AdrLine`` texts joined with ``", "`` (or ``StrtNm`` and ``BldgNb``
  joined with a space where there is no ``AdrLine``); ``postcode``, ``town`` and
  ``country`` come from ``PstCd``, ``TwnNm``, ``Ctry``, for debtor and creditor alike;
- structured remittance goes to the extension object ``remittance_information.structured``
  (``creditor_reference`` with ``type``/``issuer``/``reference``, and
  ``additional_information``); it is never flattened into text;
- an account without currency gets the currency of the instructed amounts (the ``map``
  rule reports it as ``map.inferred``, or as an error where the payment info mixes
  currencies); the debtor account is written after the transactions for that reason;
- ``EndToEndId`` ``NOTPROVIDED`` (pain.001's "none given") means no
  ``payment_identification``, and the writer puts ``NOTPROVIDED`` back;
- values without a JSON place are not written here; the reader reports each of them as
  ``map.dropped``.

The members, their order and forms come from the field table
(:mod:`pain_bridge.mapping.json_fields`); this module streams them. The writer itself
never fails on a model: content the JSON cannot express is reported by
the ``map`` rule, and callers do not publish output that came with errors.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterable
from json.encoder import encode_basestring
from typing import Any, TextIO

from pain_bridge.mapping.json_fields import member_serializer, serializer
from pain_bridge.model import (
    DocumentStart,
    EndOfPaymentInfo,
    Event,
    GroupHeader,
    Message,
    PaymentInfo,
    Transaction,
)

_q = encode_basestring
_TX_INDENT = " " * 8
_HEAD = ("payment_info_id", "debtor")
_TAIL = ("debtor_account",)


def transaction_json(tx: Transaction, indent: str = _TX_INDENT) -> str:
    """One ``transactions[]`` element, serialized (pretty-printed at ``indent``)."""
    amount = tx.amount
    return serializer("transaction", len(indent) // 2)(
        tx, amount.currency if amount is not None else None
    )


class _Gathered:
    """Writes handed to ``stream`` :data:`GATHERED` at a time, joined: a text stream's
    write costs per call (its encoding, its buffer), about half of what a transaction's
    JSON costs to write when each is written alone."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.parts: list[str] = []

    def write(self, text: str) -> None:
        parts = self.parts
        parts.append(text)
        if len(parts) >= GATHERED:
            self.flush()

    def flush(self) -> None:
        if self.parts:
            self.stream.write("".join(self.parts))
            self.parts.clear()


#: Writes joined into one (:class:`_Gathered`).
GATHERED = 128


class _JsonWriter:
    """The state machine behind :func:`write_json_events`."""

    def __init__(self, stream: TextIO, psu_redirect_link: str | None, psu_id: str | None) -> None:
        self.stream = _Gathered(stream)
        self.redirect = psu_redirect_link
        self.psu_id = psu_id
        self.opened = False
        self.infos_opened = False
        self.info_count = 0
        self.current: PaymentInfo | None = None
        self.tx_count = 0
        self.currencies: set[str] = set()
        self.tx_json = serializer("transaction", len(_TX_INDENT) // 2)

    def open(self, start: DocumentStart | None) -> None:
        if self.opened:
            return
        self.opened = True
        redirect = self.redirect or (start.psu_redirect_link if start else None)
        psu_id = self.psu_id or (start.psu_id if start else None)
        parts = ["{"]
        if redirect is not None:
            parts.append(f'\n  "psu_redirect_link": {_q(redirect)},')
        if psu_id is not None:
            parts.append(f'\n  "psu_id": {_q(psu_id)},')
        self.stream.write("".join(parts))

    def group_header(self, header: GroupHeader) -> None:
        self.open(None)
        if header.present and not self.infos_opened:
            text = serializer("group_header", 1)(header, None)
            self.stream.write(f'\n  "group_header": {text},')

    def open_infos(self) -> None:
        self.open(None)
        if not self.infos_opened:
            self.infos_opened = True
            self.stream.write('\n  "payment_info": [')

    def payment_info(self, info: PaymentInfo) -> None:
        self.end_of_payment_info()
        self.open_infos()
        self.current = info
        self.tx_count = 0
        self.currencies = set()
        items = "".join(
            f"\n{part}," for part in member_serializer("payment_info", 2, _HEAD)(info, None)
        )
        separator = "," if self.info_count else ""
        self.info_count += 1
        self.stream.write(f'{separator}\n    {{{items}\n      "transactions": [')

    def transaction(self, tx: Transaction) -> None:
        if self.current is None:
            return
        amount = tx.amount
        currency = None
        if amount is not None:
            currency = amount.currency
            self.currencies.add(currency)
        separator = ",\n        " if self.tx_count else "\n        "
        self.tx_count += 1
        self.stream.write(separator + self.tx_json(tx, currency))  # = transaction_json(tx)

    def end_of_payment_info(self) -> None:
        info = self.current
        if info is None:
            return
        self.current = None
        tail = "\n      ]" if self.tx_count else "]"
        inferred = next(iter(self.currencies)) if len(self.currencies) == 1 else None
        for part in member_serializer("payment_info", 2, _TAIL)(info, inferred):
            tail += ",\n" + part
        self.stream.write(tail + "\n    }")

    def close(self) -> None:
        self.end_of_payment_info()
        self.open_infos()
        self.stream.write("\n  ]\n}\n" if self.info_count else "]\n}\n")
        self.stream.flush()


def write_json_events(
    events: Iterable[Event],
    stream: TextIO,
    *,
    psu_redirect_link: str | None = None,
    psu_id: str | None = None,
) -> None:
    """Write the payment intent ``data`` of an event stream to ``stream`` (text).

    ``psu_redirect_link`` and ``psu_id`` override the stream's own (a JSON input's);
    an XML input has none. Findings in the stream are ignored (collect them upstream).
    The output is indented JSON with a trailing newline.
    """
    writer = _JsonWriter(stream, psu_redirect_link, psu_id)
    for event in events:
        if isinstance(event, Transaction):
            writer.transaction(event)
        elif isinstance(event, PaymentInfo):
            writer.payment_info(event)
        elif isinstance(event, EndOfPaymentInfo):
            writer.end_of_payment_info()
        elif isinstance(event, GroupHeader):
            writer.group_header(event)
        elif isinstance(event, DocumentStart):
            writer.open(event)
    writer.open(None)
    writer.close()


def message_to_data(
    message: Message, *, psu_redirect_link: str | None = None, psu_id: str | None = None
) -> dict[str, Any]:
    """The payment intent ``data`` of a whole message, as a dict (same mapping as
    :func:`write_json_events`, of which it is the in-memory form)."""
    buffer = io.StringIO()
    write_json_events(message.events(), buffer, psu_redirect_link=psu_redirect_link, psu_id=psu_id)
    data: dict[str, Any] = json.loads(buffer.getvalue())
    return data
