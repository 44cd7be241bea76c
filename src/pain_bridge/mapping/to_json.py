"""Model → payment intent ``data`` JSON, streaming.

:func:`write_json_events` writes the ``data`` object transaction by transaction as the
events arrive, holding only the current payment info's header, so a file of any size
converts in flat memory. :func:`message_to_data` gives the same object as a dict.

The mapping follows ``spec/mapping.md``:

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

The writer itself never fails on a model: content the JSON cannot express is reported by
the ``map`` rule, and callers do not publish output that came with errors.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterable
from json.encoder import encode_basestring
from typing import Any, TextIO

from pain_bridge.mapping.addresses import join_address
from pain_bridge.model import (
    Account,
    DocumentStart,
    EndOfPaymentInfo,
    Event,
    GroupHeader,
    Message,
    Party,
    PaymentInfo,
    Remittance,
    Transaction,
)

#: The ``EndToEndId`` that pain.001 uses for "no end-to-end id given".
NOT_PROVIDED = "NOTPROVIDED"

_q = encode_basestring


def _object(items: list[tuple[str, str]], indent: str) -> str:
    """A JSON object from ``(key, serialized value)`` pairs, pretty-printed at ``indent``."""
    if not items:
        return "{}"
    inner = indent + "  "
    body = ",\n".join(f'{inner}"{key}": {value}' for key, value in items)
    return "{\n" + body + "\n" + indent + "}"


def _party(party: Party, indent: str) -> str:
    # Members are built as finished strings (no (key, value) list, no _object call): this
    # runs for every transaction, and the direct form is about twice as fast.
    inner = indent + "  "
    members: list[str] = []
    if party.name is not None:
        members.append(f'{inner}"name": {_q(party.name)}')
    address = party.address
    if address is not None:
        text = join_address(address)
        if text is not None:
            members.append(f'{inner}"address": {_q(text)}')
        if address.postcode is not None:
            members.append(f'{inner}"postcode": {_q(address.postcode)}')
        if address.town is not None:
            members.append(f'{inner}"town": {_q(address.town)}')
        if address.country is not None:
            members.append(f'{inner}"country": {_q(address.country)}')
    if not members:
        return "{}"
    return "{\n" + ",\n".join(members) + "\n" + indent + "}"


def _has_party(party: Party | None) -> bool:
    return party is not None and (party.name is not None or party.address is not None)


def _account(account: Account, currency: str | None, indent: str) -> str:
    inner = indent + "  "
    if account.iban is not None:
        identification = f'{{\n{inner}  "iban": {_q(account.iban)}\n{inner}}}'
    else:
        identification = "{}"
    currency = account.currency or currency
    if currency is None:
        return f'{{\n{inner}"identification": {identification}\n{indent}}}'
    return (
        f'{{\n{inner}"identification": {identification},\n'
        f'{inner}"currency": {_q(currency)}\n{indent}}}'
    )


def _remittance(remittance: Remittance, indent: str) -> str:
    inner = indent + "  "
    items: list[tuple[str, str]] = []
    if remittance.unstructured:
        items.append(("unstructured", _q(remittance.unstructured[0])))
    if remittance.structured:
        block = remittance.structured[0]
        deeper = inner + "  "
        fields: list[tuple[str, str]] = []
        ref = block.creditor_reference
        if ref is not None:
            parts: list[tuple[str, str]] = []
            if ref.type is not None:
                parts.append(("type", _q(ref.type)))
            if ref.issuer is not None:
                parts.append(("issuer", _q(ref.issuer)))
            parts.append(("reference", _q(ref.reference)))
            fields.append(("creditor_reference", _object(parts, deeper)))
        if block.additional_information:
            lines = ", ".join(_q(line) for line in block.additional_information)
            fields.append(("additional_information", f"[{lines}]"))
        items.append(("structured", _object(fields, inner)))
    return _object(items, indent)


_TX_INDENT = " " * 8


def transaction_json(tx: Transaction, indent: str = _TX_INDENT) -> str:
    """One ``transactions[]`` element, serialized (pretty-printed at ``indent``).

    The hot spot of a conversion (once per transaction), so the fixed parts are written
    as f-strings at known depths rather than through :func:`_object`: ``i1`` is the
    depth of the transaction's members, ``i2``/``i3`` of the nested objects' members.
    """
    i1 = indent + "  "
    i2 = i1 + "  "
    i3 = i2 + "  "
    members: list[str] = []
    amount = tx.amount
    if amount is not None:
        members.append(
            f'{i1}"amount": {{\n{i2}"instructed_amount": {{\n'
            f'{i3}"value": {_q(amount.text)},\n{i3}"currency": {_q(amount.currency)}\n'
            f"{i2}}}\n{i1}}}"
        )
    creditor = tx.creditor
    if creditor is not None and (creditor.name is not None or creditor.address is not None):
        members.append(f'{i1}"creditor": {_party(creditor, i1)}')
    if tx.creditor_account is not None:
        currency = amount.currency if amount is not None else None
        members.append(f'{i1}"creditor_account": {_account(tx.creditor_account, currency, i1)}')
    end_to_end_id = tx.end_to_end_id
    if end_to_end_id is not None and end_to_end_id != NOT_PROVIDED:
        members.append(
            f'{i1}"payment_identification": {{\n{i2}"end_to_end_id": {_q(end_to_end_id)}\n{i1}}}'
        )
    remittance = tx.remittance
    if remittance is not None:
        if remittance.unstructured and not remittance.structured:  # the common case
            text = _q(remittance.unstructured[0])
            members.append(f'{i1}"remittance_information": {{\n{i2}"unstructured": {text}\n{i1}}}')
        elif remittance.unstructured or remittance.structured:
            members.append(f'{i1}"remittance_information": {_remittance(remittance, i1)}')
    if not members:
        return "{}"
    return "{\n" + ",\n".join(members) + "\n" + indent + "}"


def _group_header(header: GroupHeader) -> str:
    items: list[tuple[str, str]] = []
    if header.message_id is not None:
        items.append(("message_id", _q(header.message_id)))
    count = header.number_of_transactions
    if count is not None:
        items.append(("txs_no", str(int(count)) if count.isdigit() else _q(count)))
    return _object(items, "  ")


class _JsonWriter:
    """The state machine behind :func:`write_json_events`."""

    def __init__(self, stream: TextIO, psu_redirect_link: str | None, psu_id: str | None) -> None:
        self.stream = stream
        self.redirect = psu_redirect_link
        self.psu_id = psu_id
        self.opened = False
        self.infos_opened = False
        self.info_count = 0
        self.current: PaymentInfo | None = None
        self.tx_count = 0
        self.currencies: set[str] = set()

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
            self.stream.write(f'\n  "group_header": {_group_header(header)},')

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
        items: list[str] = []
        if info.payment_info_id is not None:
            items.append(f'\n      "payment_info_id": {_q(info.payment_info_id)},')
        if _has_party(info.debtor):
            assert info.debtor is not None
            items.append(f'\n      "debtor": {_party(info.debtor, "      ")},')
        separator = "," if self.info_count else ""
        self.info_count += 1
        self.stream.write(f'{separator}\n    {{{"".join(items)}\n      "transactions": [')

    def transaction(self, tx: Transaction) -> None:
        if self.current is None:
            return
        if tx.amount is not None:
            self.currencies.add(tx.amount.currency)
        separator = ",\n        " if self.tx_count else "\n        "
        self.tx_count += 1
        self.stream.write(separator + transaction_json(tx))

    def end_of_payment_info(self) -> None:
        info = self.current
        if info is None:
            return
        self.current = None
        tail = "\n      ]" if self.tx_count else "]"
        account = info.debtor_account
        if account is not None:
            inferred = next(iter(self.currencies)) if len(self.currencies) == 1 else None
            tail += f',\n      "debtor_account": {_account(account, inferred, "      ")}'
        self.stream.write(tail + "\n    }")

    def close(self) -> None:
        self.end_of_payment_info()
        self.open_infos()
        self.stream.write("\n  ]\n}\n" if self.info_count else "]\n}\n")


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
