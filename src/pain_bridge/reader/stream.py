"""Model events from a pain.001 document, in flat memory.

One module because the reader's state across the stream (the version, the current
payment info and transaction, their places and lines) is held by one class.

:class:`Reader` sniffs the prolog (:mod:`~pain_bridge.reader.prolog`), takes the records
of the streaming pass (:mod:`~pain_bridge.reader.units`; from a second process on two
cores, :mod:`~pain_bridge.reader.pipeline`) and builds each into the model with its
version's compiled builder (:mod:`~pain_bridge.reader.build`), giving it its place (XPath,
JSON Pointer, lines). It gathers what the JSON cannot carry (``map.dropped``) and, when
the document is not valid, lets the second pass of :mod:`~pain_bridge.reader.locate` say
where.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Container, Generator, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, cast

from pain_bridge import paths
from pain_bridge.fields import NODE_ELEMENTS, node_table
from pain_bridge.findings import Finding, Severity, make_finding
from pain_bridge.model import (
    ROOT_XPATH,
    DocumentEnd,
    DocumentStart,
    EndOfPaymentInfo,
    Envelope,
    Event,
    GroupHeader,
    Layout,
    NodeKind,
    Origin,
    PaymentInfo,
    SupplementaryData,
    Transaction,
)
from pain_bridge.reader import locate, pipeline, prolog
from pain_bridge.reader.build import Builder, builder, shape_builder
from pain_bridge.reader.shapes import Shape
from pain_bridge.reader.source import DEFAULT_MAX_BYTES, Input, LayoutGuard, TooLarge
from pain_bridge.reader.txlines import TransactionLines
from pain_bridge.reader.units import (
    END,
    GROUP,
    NOT_LAYOUT,
    OPEN,
    REFUSED,
    SHAPE,
    SUPPLEMENT,
    TX,
    Failure,
    Record,
    Units,
    skipping,
)
from pain_bridge.reader.walk import Keep
from pain_bridge.textfile import ascii_compatible, sniff_encoding
from pain_bridge.versions import PainVersion

#: Transactions of one shape after which it gets a builder of its own (compiling one,
#: about 1 ms, costs as much as building some 200 transactions the general way), and how
#: many shapes of a document may have one (each holds its compiled code).
SPECIALIZE_AFTER: Final = 200
MAX_SHAPE_BUILDERS: Final = 64
#: Shapes that get a builder of their own at once while the version's general
#: transaction builder is not compiled yet: compiling that one (the whole table, about
#: 25 ms) costs some 25 builders of a shape (about 1 ms each), which a small file would
#: pay at start-up for a handful of transactions (issue 36 item 5), and a large one
#: with a few rarer shapes beside (each through the general builder until it is seen
#: SPECIALIZE_AFTER times): the realistic bench file's 16 shapes, 4 of them at once,
#: cost 246 M instructions more at 20,000 transactions than all 16 at once (issue 36
#: item 3). Up to this many shapes, the general builder is never compiled; past them, a
#: document pays about as much again as before. The shapes after these take the general
#: builder, compiled when first needed.
EAGER_SHAPE_BUILDERS: Final = 24

_KIND_UNIT: Final[dict[NodeKind, str]] = {
    "group_header": "group header",
    "payment_info": "payment info",
    "transaction": "transaction",
}


@dataclass(frozen=True, slots=True)
class ReadOptions:
    """How to read an XML input.

    ``max_bytes``: inputs larger than this are refused with ``xml.too-large`` (None: no
    limit). ``schema_validation``: validate against the bundled XSD of the document's
    version (``xsd.violation``). ``report_dropped``: report content the payment intent
    JSON cannot carry (``map.dropped``); with ``keep="model"``, only what the model
    cannot carry (an XML → XML conversion, such as a migration to another version).
    ``processes``: 2 runs the streaming pass over a large file (the parse with its schema
    check) in a second process beside the model work (:mod:`~pain_bridge.reader.pipeline`;
    same findings, same output), 1 keeps it in this one. ``progress``: called with the
    input bytes read so far, as the reading goes on (a progress bar).
    ``lines_on_demand``: a pass in a second process sends no line of a transaction's
    elements, and a line asked for is found in the file then
    (:mod:`~pain_bridge.reader.txlines`): faster where few are asked for, slower where
    most are. None (the default): off, but for a validation or a conversion listing at
    most so many findings of each code, which turns it on.
    """

    max_bytes: int | None = DEFAULT_MAX_BYTES
    schema_validation: bool = True
    report_dropped: bool = True
    keep: Keep = "json"
    processes: int = 2
    progress: Callable[[int], None] | None = field(default=None, compare=False)
    lines_on_demand: bool | None = None


@functools.cache
def _beside(version: PainVersion, kind: NodeKind) -> tuple[tuple[str, str], ...]:
    """Rows the JSON carries only without a sibling (``StrtNm`` beside ``AdrLine``): their
    path and the sibling's."""
    return tuple(
        (row.xml, f"{row.xml.rpartition('/')[0]}/{row.beside}")
        for row in node_table(version, kind).rows
        if row.beside is not None
    )


@functools.cache
def _regenerated(version: PainVersion, kind: NodeKind) -> frozenset[str]:
    return frozenset(node_table(version, kind).regenerated)


_new = object.__new__
#: The setters of :class:`~pain_bridge.model.Origin`'s slots, one per field in its order.
_SET_KIND, _SET_XPATH, _SET_POINTER, _SET_LINE, _SET_FIELD_LINES, _SET_LAYOUT = (
    getattr(Origin, name).__set__
    for name in ("kind", "xpath", "pointer", "line", "field_lines", "layout")
)


def _origin(
    kind: NodeKind,
    xpath: str,
    pointer: str,
    line: int | None,
    field_lines: Mapping[str, int],
    layout: Layout | None,
) -> Origin:
    """``Origin(kind, xpath, pointer, line, field_lines, layout)``, its slots set by their
    descriptors: the frozen class's ``__init__`` sets each field through
    ``object.__setattr__`` (a call that checks the type and looks the name up), some
    4,500 instructions a transaction more (callgrind). The object is the same
    (``tests/test_reader_shapes.py`` holds the two equal, field by field)."""
    origin: Origin = _new(Origin)
    _SET_KIND(origin, kind)
    _SET_XPATH(origin, xpath)
    _SET_POINTER(origin, pointer)
    _SET_LINE(origin, line)
    _SET_FIELD_LINES(origin, field_lines)
    _SET_LAYOUT(origin, layout)
    return origin


class Reader:
    """One read of one input; :meth:`events` is the event stream."""

    def __init__(self, inp: Input, options: ReadOptions) -> None:
        self.inp = inp
        self.options = options
        self.version = PainVersion.V03
        self.drops: dict[tuple[NodeKind, str], list[Any]] = {}
        self.serial = 0
        self.group_header_done = False
        self.header: PaymentInfo | None = None
        self.pi_index = -1
        self.tx_index = 0
        self.tx_xpath = ""
        self.tx_pointer = ""
        self.child: pipeline.Child | None = None
        #: A transaction's element lines, found in the file when asked for (else None:
        #: the pass sends them).
        self.on_demand: TransactionLines | None = None
        self.tx_line = 0  # the line the last transaction was reported on
        self.tx_on_line = 0  # transactions reported on it before that one
        #: The envelope around the document (None for a bare one).
        self.envelope: Envelope | None = None
        #: The message's own supplementary data, with the line of each.
        self.supplements: list[tuple[int | None, SupplementaryData]] = []

    # --- the stream

    def events(self) -> Iterator[Event]:
        started = False
        try:
            chunks = self.inp.chunks()
            refusals: list[Finding] = []
            sniffed = _run(prolog.sniff(chunks), refusals)
            if sniffed is None:
                started = True
                yield DocumentStart("xml")
                yield from refusals
                return
            head, self.version, schema_location, found = sniffed
            # the pass starts first (in a second process, it parses while this one gets
            # ready: the builders here, the rules in whoever reads the events)
            encoding = sniff_encoding(head[0] if head else b"")
            chunks = itertools.chain(head, chunks)
            if found is not None:  # every pass reads the envelope around it as blanks
                self.inp.frame = found.frame
                chunks = found.frame.chunks(chunks)
            records = self._records(chunks, encoding)
            self._prepare(self.version)
            started = True
            yield DocumentStart(
                "xml",
                pain_version=self.version,
                schema_location=schema_location,
                envelope=found.envelope if found is not None else None,
            )
            if found is not None:
                self.envelope = found.envelope
                yield from found.findings
            failure = yield from self._events_of(records)
            if failure == REFUSED:
                return
            well_formed = True
            if isinstance(failure, Finding):
                if self.options.schema_validation and self.inp.can_replay():
                    well_formed = yield from locate.violations(self.inp, self.version, failure)
                else:
                    well_formed = failure.code != "xml.syntax"
                    yield failure
            if well_formed and not self.group_header_done:
                self.group_header_done = True
                yield GroupHeader(present=False, origin=paths.group_origin(version=self.version))
            if well_formed and self.supplements:
                yield from self._document_end()
            yield from self._dropped_findings()
        except TooLarge as exc:
            if not started:
                yield DocumentStart("xml")
            yield exc.finding
        finally:
            if self.child is not None:  # a reader stopped early leaves no child behind
                self.child.close()
            if self.on_demand is not None:  # its file opens again if a line is asked
                self.on_demand.close()
            self.inp.close()

    def _prepare(self, version: PainVersion) -> None:
        """What each transaction needs of its version, looked up once."""
        self.tx_layout = node_table(version, "transaction")
        self.tx_build: Builder | None = None  # the general builder, compiled when first needed
        self.shapes: list[Shape] = []
        self.shape_builders = 0

    def _records(self, chunks: Iterator[bytes], encoding: str) -> Generator[Record, None, Failure]:
        """The streaming pass's records: from a child process, started now, where that
        pays (:mod:`~pain_bridge.reader.pipeline`), else from this one. The child sends
        no element lines where they are found in the file on demand (asked for, and the
        file's ``encoding`` lets its lines be read as text)."""
        options = self.options
        path = self.inp.path
        if path is None or not pipeline.can_run(path, options.processes):
            if options.progress is not None:
                chunks = _counted(chunks, options.progress)
            return self._in_process(chunks)
        for _ in chunks:  # the child reads the file itself; this one stops here
            break
        on_demand = bool(options.lines_on_demand) and ascii_compatible(encoding)
        if on_demand:
            self.on_demand = TransactionLines(path, encoding)
        self.child = pipeline.Child(
            path,
            self.version,
            options.keep,
            options.max_bytes,
            options.schema_validation,
            progress=options.progress,
            element_lines=not on_demand,
            frame=self.inp.frame,
            digest=self.inp.digest,
        )
        return self._from_child(self.child)

    def _from_child(self, child: pipeline.Child) -> Generator[Record, None, Failure]:
        """The child's records; if it is lost, the same pass here after what it sent
        (the pass's tables are made here only then: the child makes its own, and the
        sooner it starts, the better)."""
        try:
            failure = yield from child.records()
        except pipeline.ChildLost as lost:  # the same pass here, after what was received
            return (yield from skipping(self._in_process(self.inp.chunks()), lost.received))
        if child.sha256 is not None:  # the file's digest, hashed as the child read it
            self.inp.digested(child.sha256)
        return failure

    def _in_process(self, chunks: Iterator[bytes]) -> Generator[Record, None, Failure]:
        """The streaming pass in this process, dropping the layout from the start (the
        parse is faster) for a path or bytes, without reading the input once before it
        (:class:`~pain_bridge.reader.source.LayoutGuard`, as the second process does):
        if a chunk shows that whitespace may carry values, the pass keeping it reads the
        input again and goes on after the records already made. A stream is read once:
        its whitespace is kept."""
        options = self.options
        units = Units(self.version, options.keep)
        if self.inp.path is None and self.inp.data is None:
            return (yield from units.records(chunks, schema_validation=options.schema_validation))
        records = units.records(
            chunks, schema_validation=options.schema_validation, guard=LayoutGuard()
        )
        made = 0
        while True:
            try:
                record = next(records)
            except StopIteration as stop:
                failure: Failure = stop.value
                if failure != NOT_LAYOUT:
                    return failure
                break
            made += 1
            yield record
        again = self.inp.chunks()
        if options.progress is not None:
            again = _counted(again, options.progress)
        keeping = units.records(again, schema_validation=options.schema_validation)
        return (yield from skipping(keeping, made))

    def _events_of(
        self, records: Generator[Record, None, Failure]
    ) -> Generator[Event, None, Failure]:
        """The model events of the pass's records; returns how the pass ended."""
        transaction = self._transaction
        while True:
            try:
                record = next(records)
            except StopIteration as stop:
                failure: Failure = stop.value
                return failure
            kind = record[0]  # each kind's record is read by name below (units.py lists them)
            if kind == TX:
                self.tx_index += 1
                yield transaction(record)
            elif kind == OPEN:
                yield from self._open_payment_info(record)
            elif kind == END:
                assert self.header is not None
                yield EndOfPaymentInfo(self.header)
            elif kind == SHAPE:
                self._learn_shape(record)
            elif kind == SUPPLEMENT:
                _, line, place, envelope = record
                self.supplements.append((line, SupplementaryData(place, envelope)))
            elif kind == GROUP:
                self.group_header_done = True
                yield self._group_header(record)
            else:  # REFUSED_ELEMENT
                _, line, message = record
                yield make_finding("xml.unsafe", message, line=line)

    # --- building the model

    def _open_payment_info(self, record: Record) -> Iterator[Event]:
        version = self.version
        if not self.group_header_done:
            self.group_header_done = True
            yield GroupHeader(present=False, origin=paths.group_origin(version=version))
        self.pi_index += 1
        self.tx_index = -1
        self.tx_xpath = f"{ROOT_XPATH}/PmtInf[{self.pi_index + 1}]/CdtTrfTxInf["
        self.tx_pointer = f"/payment_info/{self.pi_index}/transactions/"
        _, line, lines, values, counts, drops = record
        origin = paths.payment_info_origin(self.pi_index, line, lines, version=version)
        self.header = builder(version, "payment_info")(lines, values, counts, origin)
        self._beside_drops("payment_info", lines, drops)
        self._note_drops("payment_info", drops, origin)
        yield self.header

    def _group_header(self, record: Record) -> GroupHeader:
        version = self.version
        _, line, lines, values, counts, drops = record
        origin = paths.group_origin(line, lines, version=version)
        self._note_drops("group_header", drops, origin)
        return cast(GroupHeader, builder(version, "group_header")(lines, values, counts, origin))

    def _learn_shape(self, record: Record) -> None:
        shape = Shape(record)
        shape.drops = list(shape.drops)
        self._beside_drops("transaction", set(shape.keys), shape.drops)  # once for the shape
        self.shapes.append(shape)

    def _transaction(self, record: Record) -> Transaction:
        _, line, shape_id, line_list, texts, attributes = record
        shape = self.shapes[shape_id]
        if line_list is not None:
            lines = shape.lazy_lines(line_list)
        else:
            if line == self.tx_line:  # several on one line: a compact file
                self.tx_on_line += 1
            else:
                self.tx_line, self.tx_on_line = line, 0
            lines = shape.lazy_lines(None, line, self.tx_on_line, self.on_demand)
        index = self.tx_index
        # = paths.transaction_origin(...), with the payment info's part precomputed
        origin = _origin(
            "transaction",
            f"{self.tx_xpath}{index + 1}]",
            f"{self.tx_pointer}{index}",
            line,
            lines,
            self.tx_layout,
        )
        shape.seen += 1
        build = shape.build
        if (
            build is None
            and self.shape_builders < MAX_SHAPE_BUILDERS
            and (
                shape.seen == SPECIALIZE_AFTER
                or (self.tx_build is None and self.shape_builders < EAGER_SHAPE_BUILDERS)
            )
        ):
            self.shape_builders += 1
            keys = (shape.keys, shape.leaf_keys, shape.attribute_keys, shape.counts)
            shape.build = build = shape_builder(self.version, "transaction", keys)
        transaction: Transaction  # the builders are typed Any
        if build is not None:
            transaction = build(texts, attributes, lines, origin)
        else:
            values = shape.values(texts, attributes)
            if self.tx_build is None:
                self.tx_build = builder(self.version, "transaction")
            transaction = self.tx_build(lines, values, shape.counts, origin)
        if shape.drops and shape.seen == 1:
            self._note_shape_drops(shape, origin)
        return transaction

    def _beside_drops(
        self, kind: NodeKind, present: Container[str | None], drops: list[tuple[str, str]]
    ) -> None:
        """Add to ``drops`` the rows the JSON carries only without a sibling, where both
        are ``present`` (element keys)."""
        if self.options.keep != "json":
            return
        for key, sibling in _beside(self.version, kind):
            if key in present and sibling in present:
                drops.append((key, key))

    def _document_end(self) -> Iterator[Event]:
        """The message's own supplementary data; towards the JSON, which has no place
        for it, a ``map.dropped`` at the first."""
        first = self.supplements[0][0]
        yield DocumentEnd(tuple(data for _, data in self.supplements), first)
        if self.options.report_dropped and self.options.keep == "json":
            yield make_finding(
                "map.dropped",
                "CstmrCdtTrfInitn/SplmtryData is not carried by the payment intent JSON",
                line=first,
                xpath=f"{ROOT_XPATH}/SplmtryData",
            )

    # --- map.dropped

    def _note_drops(self, kind: NodeKind, drops: list[tuple[str, str]], origin: Origin) -> None:
        if not self.options.report_dropped:
            return
        self.serial += 1
        serial = self.serial
        table = self.drops
        for pattern, rel in drops:
            key = (kind, pattern)
            entry = table.get(key)
            if entry is None:
                regenerated = pattern in _regenerated(self.version, kind)
                severity = Severity.INFO if regenerated else Severity.WARNING
                table[key] = [1, serial, origin.at(rel), severity]
            elif entry[1] != serial:
                entry[0] += 1
                entry[1] = serial

    def _note_shape_drops(self, shape: Shape, origin: Origin) -> None:
        """``map.dropped`` of the transactions of ``shape``, at its first (``origin``):
        every transaction of a shape drops the same elements, so each is counted by the
        shape's number of transactions at the end, not one by one. The first
        transaction that drops an element is the first of the first shape that does."""
        if not self.options.report_dropped:
            return
        table = self.drops
        for pattern, rel in shape.drops:
            key: tuple[NodeKind, str] = ("transaction", pattern)
            entry = table.get(key)
            if entry is None:
                regenerated = pattern in _regenerated(self.version, "transaction")
                severity = Severity.INFO if regenerated else Severity.WARNING
                table[key] = entry = [0, 0, origin.at(rel), severity, []]
            if shape not in entry[4]:  # an element dropped twice in one shape counts once
                entry[4].append(shape)

    def _dropped_findings(self) -> Iterator[Finding]:
        envelope = self.envelope
        if envelope is not None and self.options.report_dropped and self.options.keep == "json":
            header = envelope.header
            what = f"The envelope ({envelope.root})" if envelope.root else "The envelope"
            verb = "is"
            if header is not None:
                what = f"{what} and its Business Application Header (AppHdr, {header.version})"
                verb = "are"
            yield make_finding(
                "map.dropped",
                f"{what} {verb} not carried by the payment intent JSON",
                line=header.line if header is not None else None,
                xpath=header.xpath if header is not None else envelope.path,
            )
        for (kind, pattern), (count, _, location, severity, *by_shape) in self.drops.items():
            for shapes in by_shape:  # transactions: counted by their shapes
                count += sum(shape.seen for shape in shapes)
            label = f"{NODE_ELEMENTS[kind]}/{pattern}"
            unit = _KIND_UNIT[kind]
            if kind == "group_header":
                where = ""
            elif count == 1:
                where = f" (dropped in 1 {unit})"
            else:
                where = f" (dropped in {count} {unit}s, first here)"
            note = "; the writer regenerates it" if severity is Severity.INFO else ""
            carrier = (
                "the payment intent JSON"
                if self.options.keep == "json"
                else "the XML written (the model has no field for it)"
            )
            yield make_finding(
                "map.dropped",
                f"{label} is not carried by {carrier}{where}{note}",
                location,
                severity=severity,
            )


def _counted(chunks: Iterator[bytes], progress: Callable[[int], None]) -> Iterator[bytes]:
    """``chunks``, reporting the bytes read so far after each."""
    done = 0
    for chunk in chunks:
        done += len(chunk)
        progress(done)
        yield chunk


def _run(generator: Generator[Finding, None, Any], into: list[Finding]) -> Any:
    """Run ``generator`` to its end, keeping what it yields in ``into``; its result."""
    while True:
        try:
            into.append(next(generator))
        except StopIteration as stop:
            return stop.value
