"""The payment message as typed, immutable values, independent of XML and JSON.

A message is a :class:`GroupHeader` and one or more :class:`PaymentInfo` (the debit side),
each with :class:`Transaction` s (the credit side). Amounts are :class:`decimal.Decimal`
and keep the text they were written with (``Amount.text``), so ``"10.5"`` stays ``"10.5"``.

Readers of both formats produce the same *event stream* (:data:`Event`), in document order::

    DocumentStart, GroupHeader,
    PaymentInfo (header only), Transaction, Transaction, …, EndOfPaymentInfo,
    PaymentInfo …, EndOfPaymentInfo,
    Finding (anywhere)

so that rules and converters work on a file of any size without holding it whole.
:func:`assemble` builds a whole :class:`Message` from such a stream; :meth:`Message.events`
turns it back into one.

Every node carries an :class:`Origin`: where it came from on both sides, used to give
findings their line, XPath and JSON Pointer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from datetime import date
from decimal import Decimal
from types import MappingProxyType
from typing import Literal, Protocol

from pain_bridge.findings import Finding, Location
from pain_bridge.versions import PainVersion

ROOT_XPATH = "/Document/CstmrCdtTrfInitn"

NodeKind = Literal["group_header", "payment_info", "transaction"]
_EMPTY_LINES: Mapping[str, int] = MappingProxyType({})
_PREDICATE_ONE = re.compile(r"\[1\](?=/|$)")
_PREDICATE = re.compile(r"\[\d+\]")


class Layout(Protocol):
    """Where the fields of one node kind sit in one message version (see
    :mod:`pain_bridge.fields`): the model knows the interface, not the tables."""

    def locate(self, rel_xpath: str) -> tuple[str, str | None]:
        """A field's path as the rules name it (pain.001.001.03's, without ``[1]``) →
        its path in this version and its JSON Pointer suffix (None: not in the JSON)."""
        ...


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a node sits: its element in the XML and its object in the JSON ``data``.

    Build them with :func:`pain_bridge.paths.group_origin` and friends, which attach the
    ``layout`` of the message version the node was read from.

    ``field_lines`` maps a path *relative to the node's element* (``"CdtrAcct/Id/IBAN"``,
    ``"RmtInf/Ustrd[2]"``; the first of repeated siblings has no ``[1]``) to its source
    line. It is empty for JSON input.
    """

    kind: NodeKind
    xpath: str
    pointer: str
    line: int | None = None
    field_lines: Mapping[str, int] = field(default_factory=lambda: _EMPTY_LINES)
    layout: Layout | None = None

    def here(self) -> Location:
        """The node itself."""
        return Location(xpath=self.xpath, pointer=self.pointer, line=self.line)

    def at(self, rel_xpath: str, rel_pointer: str | None = None) -> Location:
        """A field of the node, e.g. ``origin.at("CdtrAcct/Id/IBAN")``.

        ``rel_xpath`` is the path as pain.001.001.03 names it; the node's ``layout`` gives
        its path in the node's own version (``…/BIC`` is ``…/BICFI`` in pain.001.001.09)
        and, unless ``rel_pointer`` is given, its JSON Pointer (None for XML-only
        fields). The line is the field's own, or its nearest recorded ancestor's (for
        attributes, absent elements).
        """
        rel = _PREDICATE_ONE.sub("", rel_xpath)
        suffix: str | None = None
        if self.layout is not None:
            rel, suffix = self.layout.locate(rel)
        if rel_pointer is not None:
            suffix = rel_pointer
        return Location(
            xpath=f"{self.xpath}/{rel}",
            pointer=(self.pointer + suffix) if suffix is not None else None,
            line=self._line_of(rel),
        )

    def _line_of(self, rel: str) -> int | None:
        path = rel
        while path:
            found = self.field_lines.get(path)
            if found is not None:
                return found
            path = path.rpartition("/")[0]
        return self.line


def strip_predicates(rel_xpath: str) -> str:
    """``"RmtInf/Ustrd[2]"`` → ``"RmtInf/Ustrd"``."""
    return _PREDICATE.sub("", rel_xpath)


@dataclass(frozen=True, slots=True)
class Amount:
    """An instructed amount: exact value, the text it was written as, and its currency."""

    value: Decimal
    currency: str
    text: str

    @classmethod
    def of(cls, text: str, currency: str) -> Amount:
        """Parse decimal ``text`` (raises ``decimal.InvalidOperation`` if it is not one)."""
        return cls(Decimal(text), currency, text)


@dataclass(frozen=True, slots=True)
class PostalAddress:
    """A postal address: free lines (``AdrLine``) and/or structured fields."""

    address_lines: tuple[str, ...] = ()
    street_name: str | None = None
    building_number: str | None = None
    postcode: str | None = None
    town: str | None = None
    country: str | None = None
    department: str | None = None
    sub_department: str | None = None
    country_subdivision: str | None = None
    address_type: str | None = None
    building_name: str | None = None
    floor: str | None = None
    post_box: str | None = None
    room: str | None = None
    town_location: str | None = None
    district: str | None = None


@dataclass(frozen=True, slots=True)
class Party:
    """A debtor or creditor; ``lei`` is its ISO 17442 Legal Entity Identifier (``.09``)."""

    name: str | None = None
    address: PostalAddress | None = None
    lei: str | None = None


@dataclass(frozen=True, slots=True)
class Account:
    """A cash account: by IBAN (the only kind the service takes) or by another id."""

    iban: str | None = None
    other_id: str | None = None
    currency: str | None = None


@dataclass(frozen=True, slots=True)
class CreditorReference:
    """Structured creditor reference, e.g. type ``SCOR`` with an ISO 11649 ``RF…`` ref."""

    reference: str
    type: str | None = None
    issuer: str | None = None


@dataclass(frozen=True, slots=True)
class StructuredRemittance:
    """One ``Strd`` block (the JSON extension ``remittance_information.structured``)."""

    creditor_reference: CreditorReference | None = None
    additional_information: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Remittance:
    """Remittance information: unstructured lines and/or structured blocks."""

    unstructured: tuple[str, ...] = ()
    structured: tuple[StructuredRemittance, ...] = ()


@dataclass(frozen=True, slots=True)
class Transaction:
    """One credit transfer (``CdtTrfTxInf`` / ``transactions[]``).

    ``amount`` is None when the source gives no instructed amount (e.g. ``EqvtAmt``).
    ``uetr`` is the Unique End-to-end Transaction Reference of pain.001.001.09.
    """

    amount: Amount | None
    creditor: Party | None = None
    creditor_account: Account | None = None
    end_to_end_id: str | None = None
    instruction_id: str | None = None
    creditor_agent_bic: str | None = None
    remittance: Remittance | None = None
    origin: Origin | None = None
    uetr: str | None = None


@dataclass(frozen=True, slots=True)
class PaymentInfo:
    """The debit side (``PmtInf`` / ``payment_info[]``) with its transactions.

    In an event stream it arrives with ``transactions=()``; its transactions follow it.
    ``number_of_transactions`` is kept as written (the XML's text). pain.001.001.09 may
    request a moment instead of a day: ``requested_execution_date_time`` keeps its text
    (``ReqdExctnDt/DtTm``) and ``requested_execution_date`` is then its day.
    """

    payment_info_id: str | None = None
    debtor: Party | None = None
    debtor_account: Account | None = None
    debtor_agent_bic: str | None = None
    payment_method: str | None = "TRF"
    batch_booking: bool | None = None
    requested_execution_date: date | None = None
    number_of_transactions: str | None = None
    control_sum: Decimal | None = None
    transactions: tuple[Transaction, ...] = ()
    origin: Origin | None = None
    requested_execution_date_time: str | None = None


@dataclass(frozen=True, slots=True)
class GroupHeader:
    """The group header (``GrpHdr`` / ``group_header``). ``present`` is False when the
    JSON had no ``group_header``."""

    message_id: str | None = None
    creation_date_time: str | None = None
    number_of_transactions: str | None = None
    control_sum: Decimal | None = None
    initiating_party_name: str | None = None
    present: bool = True
    origin: Origin | None = None


@dataclass(frozen=True, slots=True)
class DocumentStart:
    """First event of a stream: where it comes from, the JSON-only top-level fields, and
    the pain.001 version of an XML input (None for JSON and for unreadable XML)."""

    source_format: Literal["xml", "json"]
    psu_redirect_link: str | None = None
    psu_id: str | None = None
    pain_version: PainVersion | None = None


@dataclass(frozen=True, slots=True)
class EndOfPaymentInfo:
    """Closes the transactions of ``payment_info`` (the header that opened them)."""

    payment_info: PaymentInfo


Event = DocumentStart | GroupHeader | PaymentInfo | Transaction | EndOfPaymentInfo | Finding


@dataclass(frozen=True, slots=True)
class Message:
    """A whole payment message, with the JSON-only fields the caller supplies."""

    group_header: GroupHeader
    payment_infos: tuple[PaymentInfo, ...]
    psu_redirect_link: str | None = None
    psu_id: str | None = None
    source_format: Literal["xml", "json"] = "json"
    pain_version: PainVersion | None = None

    @property
    def transactions(self) -> Iterator[Transaction]:
        for info in self.payment_infos:
            yield from info.transactions

    @property
    def transaction_count(self) -> int:
        return sum(len(info.transactions) for info in self.payment_infos)

    def events(self) -> Iterator[Event]:
        """This message as an event stream (see the module docstring)."""
        yield DocumentStart(
            self.source_format, self.psu_redirect_link, self.psu_id, self.pain_version
        )
        yield self.group_header
        for info in self.payment_infos:
            header = replace(info, transactions=())
            yield header
            yield from info.transactions
            yield EndOfPaymentInfo(header)


@dataclass
class _Builder:
    start: DocumentStart | None = None
    header: GroupHeader | None = None
    infos: list[PaymentInfo] = field(default_factory=list)
    current: PaymentInfo | None = None
    txs: list[Transaction] = field(default_factory=list)

    def close_current(self) -> None:
        if self.current is not None:
            self.infos.append(replace(self.current, transactions=tuple(self.txs)))
            self.current, self.txs = None, []


def assemble(events: Iterable[Event]) -> tuple[Message | None, list[Finding]]:
    """Collect an event stream into a :class:`Message` and the findings met on the way.

    The message is None when the stream had no group header (the input was unreadable).
    """
    builder = _Builder()
    findings: list[Finding] = []
    for event in events:
        if isinstance(event, Finding):
            findings.append(event)
        elif isinstance(event, Transaction):
            builder.txs.append(event)
        elif isinstance(event, PaymentInfo):
            builder.close_current()
            builder.current = event
        elif isinstance(event, EndOfPaymentInfo):
            builder.close_current()
        elif isinstance(event, GroupHeader):
            builder.header = event
        else:
            builder.start = event
    builder.close_current()
    if builder.header is None:
        return None, findings
    start = builder.start or DocumentStart("json")
    message = Message(
        group_header=builder.header,
        payment_infos=tuple(builder.infos),
        psu_redirect_link=start.psu_redirect_link,
        psu_id=start.psu_id,
        source_format=start.source_format,
        pain_version=start.pain_version,
    )
    return message, findings
