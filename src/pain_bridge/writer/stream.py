"""Events → pain.001 XML, payment info by payment info, in memory flat in the number of
transactions: the second driver of the one writer (:class:`~pain_bridge.writer.DocumentText`;
:func:`~pain_bridge.writer.write_xml` is the first, for a message held in memory).

What comes before the transactions is computed from them: the group header's and each
payment info's ``NbOfTxs`` and ``CtrlSum`` (the writer never copies them). So each
transaction is written as it comes into a spool on disk, its payment info's count and
exact sum kept; at the end the document is written out: the group header with the
totals, then each payment info's own elements followed by its transactions copied from
the spool, then the tail. It is checked against the target version's XSD before it is
published (:func:`~pain_bridge.writer.publish`: atomic, nothing partial on an error).
The spool's text is not searched for characters XML cannot carry (0.15 G instructions
at 10k): the parse before publishing refuses them, and the message held whole names them.

Why a spool and not a first pass over the input for the totals: measured on the 100k
bench file (a busy machine, so indicative), writing the transactions' bytes to the spool
and copying them into the output costs 0.5 s of CPU, a first pass (lxml ``iterparse``
summing the amounts, no schema) 2.1 s, about half the floor's own CPU; and only the
spool gives the totals of exactly the transactions written. It takes the output's size
on disk (in the temporary directory) until the output is written.

:func:`migrate` is the conversion's XML → XML sink: the findings of a migration (the
version's losses, :mod:`~pain_bridge.writer.version_loss`; the ``map`` checks towards
XML; the values the writer completes, :mod:`~pain_bridge.writer.changes`) are the same
findings, in the same order, as those of the message held whole.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from datetime import date, datetime
from decimal import Decimal, DecimalException
from typing import IO, TYPE_CHECKING

from pain_bridge.findings import Finding
from pain_bridge.model import (
    DocumentEnd,
    DocumentStart,
    EndOfPaymentInfo,
    Event,
    GroupHeader,
    Message,
    PaymentInfo,
    SupplementaryData,
    Transaction,
    exact_sum,
)
from pain_bridge.writer import (
    DocumentText,
    WriteError,
    WriteOptions,
    completed_info,
    emit_text,
    envelope,
    filled_info,
    header_as_written,
    publish,
)
from pain_bridge.writer.deferred import Deferred
from pain_bridge.writer.reshape import reshaped_transaction

if TYPE_CHECKING:
    from pain_bridge.mapping.checks import MappingChecker

__all__ = ["Migrated", "SpoolError", "StreamWriter", "migrate"]

#: Transactions written to the spool at once (their text joined), and summed at once.
_BATCH = 512
_COPY = 1 << 20


class SpoolError(OSError):
    """The spool of the transactions cannot be written (the temporary directory is full
    or not writable): an output problem, not the input's."""


@dataclass(frozen=True, slots=True)
class _Written:
    """A payment info written to the spool: as filled in, its number of transactions,
    their exact sum, and where its transactions' text lies in the spool."""

    info: PaymentInfo
    count: int
    total: Decimal
    start: int
    end: int


class StreamWriter:
    """Writes one document from its model nodes, pushed in document order (payment infos
    with their debtor filled in: :func:`~pain_bridge.writer.filled_info`), holding one
    batch of transactions at a time. :meth:`publish` writes it out once the stream ended.

    What cannot be written (a payment info without transactions, debtor or account, a
    transaction without an amount, a lone surrogate) makes :attr:`refused` True and
    stops the writing: :meth:`publish` then raises
    :class:`~pain_bridge.writer.WriteError`, whose exact reason the message held whole
    gives (:func:`~pain_bridge.writer.write_xml`); so does what the parse before
    publishing refuses (another character XML cannot carry, see the module).
    """

    def __init__(self, options: WriteOptions) -> None:
        self.options = options
        self.text = DocumentText(options.version, options.indent)
        self._append = self.text.transactions()
        try:
            self._spool: IO[bytes] = tempfile.TemporaryFile(prefix="pain2pis-xml-")  # noqa: SIM115 - closed by close()
        except OSError as exc:
            raise SpoolError(exc.errno, f"cannot make the spool: {exc.strerror}") from exc
        self.start: DocumentStart | None = None
        self.header: GroupHeader | None = None
        self.end: DocumentEnd | None = None
        self.written: list[_Written] = []
        self.refused = False
        #: The values the writer completes were told (:func:`migrate`).
        self.changes_told = False
        self.first_debtor_name: str | None = None
        self._info: PaymentInfo | None = None
        self._out: list[str] = []
        self._amounts: list[Decimal] = []
        self._count = 0
        self._total = Decimal(0)
        self._from = 0

    def close(self) -> None:
        self._spool.close()

    def document_start(self, start: DocumentStart) -> None:
        self.start = start

    def group_header(self, header: GroupHeader) -> None:
        self.header = header

    def payment_info(self, info: PaymentInfo) -> None:
        if self._info is not None:
            self.end_of_payment_info()
        self._info = info
        self._count, self._total, self._from = 0, Decimal(0), self._spool.tell()
        if info.debtor is None or info.debtor_account is None:
            self.refused = True
        if self.first_debtor_name is None and info.debtor is not None:
            self.first_debtor_name = info.debtor.name

    def transaction(self, tx: Transaction) -> None:
        if self.refused:
            return
        amount = tx.amount_as_written
        if amount is None or self._info is None:
            self.refused = True
            return
        self._amounts.append(amount.value)
        remittance = tx.remittance  # as reshaped_transaction tells a transaction it keeps
        if (remittance is not None and remittance.structured) or tx.related_remittance_information:
            tx = reshaped_transaction(tx, self.options.version)
        self._append(tx, self._out)
        if len(self._amounts) == _BATCH:
            self._flush()

    def _flush(self) -> None:
        self._count += len(self._amounts)
        try:
            self._total = exact_sum([self._total, *self._amounts])
        except DecimalException:  # an amount past any sum (1E+999999): the rules refuse it
            self.refused = True
        self._amounts.clear()
        try:
            self._spool.write("".join(self._out).encode())
        except UnicodeEncodeError:  # a lone surrogate: the message held whole names it
            self.refused = True
        except OSError as exc:
            raise SpoolError(exc.errno, f"cannot write the spool: {exc.strerror}") from exc
        self._out.clear()

    def end_of_payment_info(self) -> None:
        info, self._info = self._info, None
        if info is None:
            return
        self._flush()
        if self._count == 0:
            self.refused = True
        written = _Written(info, self._count, self._total, self._from, self._spool.tell())
        self.written.append(written)

    def document_end(self, end: DocumentEnd) -> None:
        self.end_of_payment_info()
        self.end = end

    def header_as_written(self) -> GroupHeader:
        """The group header as it is written (totals computed, what it lacks filled in
        from the pinned options)."""
        assert self.header is not None
        return header_as_written(
            self.header,
            self.options,
            count=sum(w.count for w in self.written),
            total=exact_sum(w.total for w in self.written),
            first_debtor_name=self.first_debtor_name,
        )

    def infos_as_written(self, message_id: str) -> Iterator[tuple[_Written, PaymentInfo]]:
        """Each payment info as spooled (filled in) and as it is written."""
        execution = self.options.requested_execution_date or date.today()
        for index, written in enumerate(self.written):
            totals = (written.count, written.total)
            yield written, completed_info(written.info, message_id, index, execution, totals=totals)

    def publish(self, target: str | os.PathLike[str] | IO[bytes] | None) -> bytes | None:
        """The document written to ``target`` (as :func:`~pain_bridge.writer.write_xml`
        takes it), checked against the XSD first; raises
        :class:`~pain_bridge.writer.WriteError` when it cannot be written or does not
        validate (nothing published)."""
        self.end_of_payment_info()
        if self.refused or self.header is None or not self.written:
            raise WriteError("cannot write pain.001 from this stream")
        if self.header.message_id is None and self.options.message_id is None:
            raise WriteError("cannot write pain.001: no message id")  # derived from a whole message
        version = self.options.version
        return publish(self._generate, target, version, envelope.frame(self.shell(), version))

    def shell(self) -> Message:
        """The message without its payment infos: what the envelope's writing reads of
        it (:mod:`pain_bridge.writer.envelope`: the envelope and the version read)."""
        assert self.header is not None
        start = self.start or DocumentStart("xml")
        return Message(self.header, (), pain_version=start.pain_version, envelope=start.envelope)

    def _generate(self, sink: IO[bytes]) -> None:
        text, spool = self.text, self._spool
        header = self.header_as_written()
        assert header.message_id is not None
        start = self.start or DocumentStart("xml")
        shell = self.shell()
        before = envelope.before(shell, self.options.version)
        emit_text(sink, text.head(header, start.schema_location, start.pain_version, before))
        spool.flush()
        for written, done in self.infos_as_written(header.message_id):
            emit_text(sink, text.info_open(done))
            spool.seek(written.start)
            _copy(spool, sink, written.end - written.start)
            emit_text(sink, text.info_close())
        supplementary: tuple[SupplementaryData, ...] = ()
        if self.end is not None:
            supplementary = self.end.supplementary_data
        emit_text(sink, text.tail(supplementary, envelope.after(shell)))


def _copy(source: IO[bytes], sink: IO[bytes], size: int) -> None:
    while size > 0:
        chunk = source.read(min(size, _COPY))
        if not chunk:
            raise OSError("the spool of the transactions written ended early")
        sink.write(chunk)
        size -= len(chunk)


@dataclass
class Migrated:
    """What :func:`migrate` leaves for the caller: the writer (to :meth:`StreamWriter.publish`
    when no error was found) and whether the stream held a group header at all."""

    writer: StreamWriter
    readable: bool


def migrate(
    events: Iterable[Event],
    add: Callable[[Finding], None],
    failed: Callable[[], bool],
    options: WriteOptions,
    *,
    allow_immediate_execution: bool = False,
    today: date | None = None,
) -> Migrated:
    """Push ``events`` (an XML input's, findings among them) through a
    :class:`StreamWriter` for ``options`` (its version, pinned at the end: the creation
    time and execution day), passing every finding to ``add`` in the order the message
    held whole gives them: the stream's, then the version's losses, then the ``map``
    checks towards XML, then (unless ``failed()``) the values the writer completes.
    The writing stops at the first error (``failed()``); the findings do not."""
    from pain_bridge.mapping.checks import MappingChecker

    checker = MappingChecker(
        allow_immediate_execution=allow_immediate_execution, today=today, target="xml"
    )
    writer = StreamWriter(options)
    try:
        return _drive(writer, checker, events, add, failed)
    except BaseException:  # the spool goes at once (a full disk, an interrupt)
        writer.close()
        raise


def _drive(
    writer: StreamWriter,
    checker: MappingChecker,
    events: Iterable[Event],
    add: Callable[[Finding], None],
    failed: Callable[[], bool],
) -> Migrated:
    """:func:`migrate`'s loop over the events, and what comes at their end."""
    from pain_bridge.writer.changes import header_changes, info_changes
    from pain_bridge.writer.version_loss import VersionLosses

    options = writer.options
    target = options.version
    mapping = Deferred()
    losses: VersionLosses | None = None
    start: DocumentStart | None = None
    header: GroupHeader | None = None
    end: DocumentEnd | None = None
    for event in events:
        cls = type(event)
        if cls is Transaction:
            assert isinstance(event, Transaction)
            if losses is not None:
                losses.node("transaction", event, event.origin)
            for finding in checker.transaction(event):
                mapping.add(finding)
            if not failed():
                writer.transaction(event)
        elif cls is Finding:
            assert isinstance(event, Finding)
            add(event)
        elif cls is PaymentInfo:
            assert isinstance(event, PaymentInfo)
            if losses is not None:
                losses.node("payment_info", event, event.origin)
            filled = filled_info(event, options)
            for finding in checker.payment_info(filled):
                mapping.add(finding)
            writer.payment_info(filled)
        elif cls is EndOfPaymentInfo:
            for finding in checker.end_of_payment_info():
                mapping.add(finding)
            writer.end_of_payment_info()
        elif cls is GroupHeader:
            assert isinstance(event, GroupHeader)
            header = event
            if losses is not None:
                losses.node("group_header", event, event.origin)
            writer.group_header(event)
        elif cls is DocumentStart:
            assert isinstance(event, DocumentStart)
            start = event
            checker.start(event)
            writer.document_start(event)
            if event.pain_version is not None and event.pain_version != target:
                losses = VersionLosses(event.pain_version, target)
        elif cls is DocumentEnd:
            assert isinstance(event, DocumentEnd)
            end = event
            writer.document_end(event)
    writer.end_of_payment_info()
    if header is None:
        writer.close()
        return Migrated(writer, readable=False)
    if losses is not None:
        supplementary = end.supplementary_data if end is not None else ()
        line = end.line if end is not None else None
        location = start.schema_location if start is not None else None
        for finding in losses.findings(supplementary, line, location):
            add(finding)
    for finding in checker.end():
        mapping.add(finding)
    for finding in mapping.drain():
        add(finding)
    if failed() or writer.refused:  # refused: the message held whole says what and why
        return Migrated(writer, readable=True)
    writer.options = _pinned(options, header)
    if writer.options.message_id is None:  # derived from the message held whole
        return Migrated(writer, readable=True)
    written = writer.header_as_written()
    assert written.message_id is not None
    for finding in header_changes(header, written):
        add(finding)
    for spooled, done in writer.infos_as_written(written.message_id):
        for finding in info_changes(spooled.info, done):
            add(finding)
    for finding in envelope.envelope_changes(writer.shell(), target):
        add(finding)
    writer.changes_told = True
    return Migrated(writer, readable=True)


def _pinned(options: WriteOptions, header: GroupHeader) -> WriteOptions:
    """``options`` with what the writer would choose now chosen once (as
    :func:`~pain_bridge.writer.pinned` does of a message held whole; the message id is
    the header's or the option's: a streamed one is never derived)."""
    return replace(
        options,
        message_id=header.message_id or options.message_id,
        creation_date_time=options.creation_date_time or datetime.now().replace(microsecond=0),
        requested_execution_date=options.requested_execution_date or date.today(),
    )
