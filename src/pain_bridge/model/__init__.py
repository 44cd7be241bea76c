"""The payment message as typed, immutable values, independent of XML and JSON.

One module because the model is the package's common vocabulary: every reader, rule and
writer imports its classes and its one event type from here.

A message is a :class:`GroupHeader` and one or more :class:`PaymentInfo` (the debit side),
each with :class:`Transaction` s (the credit side). Amounts are :class:`decimal.Decimal`
and keep the text they were written with (``Amount.text``), so ``"10.5"`` stays ``"10.5"``.

Readers of both formats produce the same *event stream* (:data:`Event`), in document order::

    DocumentStart, GroupHeader,
    PaymentInfo (header only), Transaction, Transaction, …, EndOfPaymentInfo,
    PaymentInfo …, EndOfPaymentInfo,
    DocumentEnd (only where the document has supplementary data),
    Finding (anywhere)

so that rules and converters work on a file of any size without holding it whole.
:func:`assemble` builds a whole :class:`Message` from such a stream; :meth:`Message.events`
turns it back into one.

Every node carries an :class:`Origin`: where it came from on both sides, used to give
findings their line, XPath and JSON Pointer.

The model is the union of every version ``.03``–``.13``: a field for every element of
any of them (the parts in :mod:`~pain_bridge.model.party`, :mod:`~pain_bridge.model.agent`,
:mod:`~pain_bridge.model.account`, :mod:`~pain_bridge.model.remittance`,
:mod:`~pain_bridge.model.tax`, :mod:`~pain_bridge.model.payment`… re-exported here). Its
classes are frozen dataclasses that keep their defaults on the class (no ``__slots__``):
the reader sets on each object only the fields it has, so a field a file does not use
costs nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from datetime import date
from decimal import Decimal, localcontext
from types import MappingProxyType
from typing import Literal, Protocol

from pain_bridge.findings import Finding, Location
from pain_bridge.model.account import Account, Proxy
from pain_bridge.model.address import PostalAddress, ProprietaryIdentification
from pain_bridge.model.agent import Branch, ClearingSystemMember, FinancialInstitution
from pain_bridge.model.cheque import Cheque
from pain_bridge.model.common import Amount, CodeOrProprietary, GenericIdentification
from pain_bridge.model.envelope import BusinessHeader, Envelope
from pain_bridge.model.party import (
    Contact,
    DateAndPlaceOfBirth,
    NameAndAddress,
    OrganisationIdentification,
    OtherContact,
    Party,
    PartyIdentification,
    PersonIdentification,
)
from pain_bridge.model.payment import (
    AdviceType,
    AgentInstruction,
    EquivalentAmount,
    ExchangeRate,
    MandateData,
    PaymentInitiationSource,
    PaymentTypeInformation,
    SupplementaryData,
)
from pain_bridge.model.regulatory import RegulatoryReporting
from pain_bridge.model.remittance import (
    CreditorReference,
    Remittance,
    RemittanceLocation,
    StructuredRemittance,
)
from pain_bridge.model.tax import TaxInformation
from pain_bridge.versions import PainVersion

__all__ = [
    "Account",
    "AdviceType",
    "AgentInstruction",
    "Amount",
    "Branch",
    "BusinessHeader",
    "Cheque",
    "ClearingSystemMember",
    "CodeOrProprietary",
    "Contact",
    "CreditorReference",
    "DateAndPlaceOfBirth",
    "DocumentEnd",
    "DocumentStart",
    "EndOfPaymentInfo",
    "Envelope",
    "EquivalentAmount",
    "Event",
    "ExchangeRate",
    "FinancialInstitution",
    "GenericIdentification",
    "GroupHeader",
    "Layout",
    "MandateData",
    "Message",
    "NameAndAddress",
    "NodeKind",
    "OrganisationIdentification",
    "Origin",
    "OtherContact",
    "Party",
    "PartyIdentification",
    "PaymentInfo",
    "PaymentInitiationSource",
    "PaymentTypeInformation",
    "PersonIdentification",
    "PostalAddress",
    "ProprietaryIdentification",
    "Proxy",
    "RegulatoryReporting",
    "Remittance",
    "RemittanceLocation",
    "Select",
    "StructuredRemittance",
    "SupplementaryData",
    "TaxInformation",
    "Transaction",
    "assemble",
    "exact_sum",
    "strip_predicates",
]

ROOT_XPATH = "/Document/CstmrCdtTrfInitn"


def exact_sum(amounts: Iterable[Decimal]) -> Decimal:
    """The sum of ``amounts`` with no rounding (80 digits: more than any amount's 18)."""
    with localcontext() as ctx:
        ctx.prec = 80
        return sum(amounts, Decimal(0))


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


@dataclass(frozen=True)
class Transaction:
    """One credit transfer (``CdtTrfTxInf`` / ``transactions[]``): a field for every
    child element of the transaction in any version (``.03``–``.13``).

    ``amount`` is None when the source gives no instructed amount (e.g. ``EqvtAmt``).
    ``uetr`` is the Unique End-to-end Transaction Reference (from pain.001.001.09).
    ``creditor_agent_bic`` is the creditor agent's BIC (read only).

    The units are frozen dataclasses without ``__slots__``: their defaults live on the
    class and the reader sets only the fields a node has, so a field a file does not use
    costs nothing per transaction.
    """

    amount: Amount | None
    creditor: Party | None = None
    creditor_account: Account | None = None
    end_to_end_id: str | None = None
    instruction_id: str | None = None
    creditor_agent: FinancialInstitution | None = None
    remittance: Remittance | None = None
    origin: Origin | None = None
    uetr: str | None = None
    payment_type_information: PaymentTypeInformation | None = None
    equivalent_amount: EquivalentAmount | None = None
    exchange_rate_information: ExchangeRate | None = None
    charge_bearer: str | None = None
    mandate_related_information: MandateData | None = None
    cheque_instruction: Cheque | None = None
    ultimate_debtor: Party | None = None
    intermediary_agent1: FinancialInstitution | None = None
    intermediary_agent1_account: Account | None = None
    intermediary_agent2: FinancialInstitution | None = None
    intermediary_agent2_account: Account | None = None
    intermediary_agent3: FinancialInstitution | None = None
    intermediary_agent3_account: Account | None = None
    creditor_agent_account: Account | None = None
    ultimate_creditor: Party | None = None
    instruction_for_creditor_agent: tuple[AgentInstruction, ...] = ()
    instruction_for_debtor_agent: str | None = None
    instruction_for_debtor_agent_code: str | None = None
    purpose: CodeOrProprietary | None = None
    regulatory_reporting: tuple[RegulatoryReporting, ...] = ()
    tax: TaxInformation | None = None
    related_remittance_information: tuple[RemittanceLocation, ...] = ()
    supplementary_data: tuple[SupplementaryData, ...] = ()

    @property
    def creditor_agent_bic(self) -> str | None:
        """The creditor agent's BIC (``CdtrAgt/FinInstnId/BIC``, ``BICFI`` from ``.04``)."""
        return self.creditor_agent.bic if self.creditor_agent is not None else None

    @property
    def amount_as_written(self) -> Amount | None:
        """The amount as the transaction writes it: its instructed amount
        (``Amt/InstdAmt``), else its equivalent amount (``Amt/EqvtAmt/Amt``, in a currency
        other than the transfer's). What a control sum counts: ISO 20022's ``CtrlSum`` is
        the "total of all individual amounts included in the message, irrespective of
        currencies"."""
        if self.amount is not None:
            return self.amount
        equivalent = self.equivalent_amount
        return equivalent.amount if equivalent is not None else None


@dataclass(frozen=True)
class PaymentInfo:
    """The debit side (``PmtInf`` / ``payment_info[]``) with its transactions: a field
    for every child element of the payment info in any version.

    In an event stream it arrives with ``transactions=()``; its transactions follow it.
    ``number_of_transactions`` is kept as written (the XML's text). From
    pain.001.001.08 the execution may be requested at a moment instead of a day:
    ``requested_execution_date_time`` keeps its text (``ReqdExctnDt/DtTm``) and
    ``requested_execution_date`` is then its day. ``debtor_agent_bic`` is the debtor
    agent's BIC (read only).
    """

    payment_info_id: str | None = None
    debtor: Party | None = None
    debtor_account: Account | None = None
    debtor_agent: FinancialInstitution | None = None
    payment_method: str | None = "TRF"
    batch_booking: bool | None = None
    requested_execution_date: date | None = None
    number_of_transactions: str | None = None
    control_sum: Decimal | None = None
    transactions: tuple[Transaction, ...] = ()
    origin: Origin | None = None
    requested_execution_date_time: str | None = None
    requested_advice_type: AdviceType | None = None
    payment_type_information: PaymentTypeInformation | None = None
    pooling_adjustment_date: date | None = None
    debtor_agent_account: Account | None = None
    instruction_for_debtor_agent: str | None = None
    ultimate_debtor: Party | None = None
    charge_bearer: str | None = None
    charges_account: Account | None = None
    charges_account_agent: FinancialInstitution | None = None

    @property
    def debtor_agent_bic(self) -> str | None:
        """The debtor agent's BIC (``DbtrAgt/FinInstnId/BIC``, ``BICFI`` from ``.04``)."""
        return self.debtor_agent.bic if self.debtor_agent is not None else None

    @property
    def control_total(self) -> Decimal:
        """What its ``CtrlSum`` must be: the exact sum of its transactions' amounts as
        written (:attr:`Transaction.amount_as_written`), whatever their currencies."""
        return exact_sum(
            a.value for tx in self.transactions if (a := tx.amount_as_written) is not None
        )


@dataclass(frozen=True)
class GroupHeader:
    """The group header (``GrpHdr`` / ``group_header``): a field for every child element
    in any version. ``present`` is False when the JSON had no ``group_header``;
    ``initiating_party_name`` is the initiating party's name (read only)."""

    message_id: str | None = None
    creation_date_time: str | None = None
    number_of_transactions: str | None = None
    control_sum: Decimal | None = None
    initiating_party: Party | None = None
    present: bool = True
    origin: Origin | None = None
    authorisation: tuple[CodeOrProprietary, ...] = ()
    forwarding_agent: FinancialInstitution | None = None
    initiation_source: PaymentInitiationSource | None = None

    @property
    def initiating_party_name(self) -> str | None:
        """The initiating party's name (``InitgPty/Nm``)."""
        return self.initiating_party.name if self.initiating_party is not None else None


@dataclass(frozen=True, slots=True)
class DocumentStart:
    """First event of a stream: where it comes from, the JSON-only top-level fields, and
    the pain.001 version of an XML input (None for JSON and for unreadable XML) with the
    root's ``xsi:schemaLocation`` (a Swiss file names ``pain.001.001.09.ch.03.xsd``);
    ``envelope``: what surrounds the document in the file (its Business Application
    Header: :class:`~pain_bridge.model.envelope.Envelope`), None for a bare document."""

    source_format: Literal["xml", "json"]
    psu_redirect_link: str | None = None
    psu_id: str | None = None
    pain_version: PainVersion | None = None
    schema_location: str | None = None
    envelope: Envelope | None = None


@dataclass(frozen=True, slots=True)
class EndOfPaymentInfo:
    """Closes the transactions of ``payment_info`` (the header that opened them)."""

    payment_info: PaymentInfo


@dataclass(frozen=True, slots=True)
class DocumentEnd:
    """What the message holds after its payment infos: its own supplementary data
    (``CstmrCdtTrfInitn/SplmtryData``, from ``.04``), with the line of the first one.
    Comes after the last ``EndOfPaymentInfo``, only where there is some."""

    supplementary_data: tuple[SupplementaryData, ...]
    line: int | None = None


Event = (
    DocumentStart
    | GroupHeader
    | PaymentInfo
    | Transaction
    | EndOfPaymentInfo
    | DocumentEnd
    | Finding
)


#: How an edit names a transaction: its end-to-end id, its position in the message
#: (0-based, payment info after payment info), or a test it alone passes.
Select = str | int | Callable[["Transaction"], bool]


@dataclass(frozen=True, slots=True)
class Message:
    """A whole payment message, with the JSON-only fields the caller supplies.

    ``supplementary_data``: the message's own (``CstmrCdtTrfInitn/SplmtryData``, beside
    the payment infos, from ``.04``), read at ``supplementary_data_line``.
    ``schema_location``: the root's ``xsi:schemaLocation`` as read (written again, for the
    version written: :mod:`pain_bridge.writer.location`)."""

    group_header: GroupHeader
    payment_infos: tuple[PaymentInfo, ...]
    psu_redirect_link: str | None = None
    psu_id: str | None = None
    source_format: Literal["xml", "json"] = "json"
    pain_version: PainVersion | None = None
    supplementary_data: tuple[SupplementaryData, ...] = ()
    supplementary_data_line: int | None = None
    schema_location: str | None = None
    #: The envelope the message was read in (its header), written back around it.
    envelope: Envelope | None = None

    @property
    def transactions(self) -> tuple[Transaction, ...]:
        """Every transaction, payment info after payment info."""
        return tuple(tx for info in self.payment_infos for tx in info.transactions)

    def with_transaction(self, select: Select, /, **changes: object) -> Message:
        """The message with the transaction ``select`` names changed: ``changes`` are its
        fields' new values, as :func:`dataclasses.replace` takes them; ``amount`` also
        takes a ``Decimal`` or a decimal string, in the amount's currency. The totals
        are recomputed (:mod:`pain_bridge.model.edit`)."""
        from pain_bridge.model.edit import with_transaction

        return with_transaction(self, select, **changes)

    def without_transaction(self, select: Select, /) -> Message:
        """The message without the transaction ``select`` names (a payment info left
        without any is removed); the totals are recomputed."""
        from pain_bridge.model.edit import without_transaction

        return without_transaction(self, select)

    def with_added_transaction(self, transaction: Transaction, /, payment_info: int = 0) -> Message:
        """The message with ``transaction`` added at the end of the payment info at
        position ``payment_info``; the totals are recomputed."""
        from pain_bridge.model.edit import with_added_transaction

        return with_added_transaction(self, transaction, payment_info)

    @property
    def transaction_count(self) -> int:
        return sum(len(info.transactions) for info in self.payment_infos)

    def events(self) -> Iterator[Event]:
        """This message as an event stream (see the module docstring)."""
        yield DocumentStart(
            self.source_format,
            self.psu_redirect_link,
            self.psu_id,
            self.pain_version,
            self.schema_location,
            self.envelope,
        )
        yield self.group_header
        for info in self.payment_infos:
            header = replace(info, transactions=())
            yield header
            yield from info.transactions
            yield EndOfPaymentInfo(header)
        if self.supplementary_data:
            yield DocumentEnd(self.supplementary_data, self.supplementary_data_line)


@dataclass
class _Builder:
    start: DocumentStart | None = None
    header: GroupHeader | None = None
    infos: list[PaymentInfo] = field(default_factory=list)
    current: PaymentInfo | None = None
    txs: list[Transaction] = field(default_factory=list)
    end: DocumentEnd | None = None

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
        elif isinstance(event, DocumentEnd):
            builder.end = event
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
        schema_location=start.schema_location,
        envelope=start.envelope,
    )
    if builder.end is not None:
        message = replace(
            message,
            supplementary_data=builder.end.supplementary_data,
            supplementary_data_line=builder.end.line,
        )
    return message, findings
