"""The streaming pass: model events from a pain.001 document, in flat memory.

:class:`Reader` parses the document in 64 KiB chunks with its version's XSD attached
(libxml2 validates while it parses), reporting only the end of ``GrpHdr``, ``PmtInf``,
``CdtTrfTxInf`` and any XInclude element. Each unit is walked once
(:mod:`~pain_bridge.reader.walk`), built into the model by its version's compiled
builder (:mod:`~pain_bridge.reader.build`), then cleared, and its processed previous
siblings deleted. The payment info header is built when its first transaction ends,
from the ``PmtInf`` children before it. When the document is not valid, the second pass
of :mod:`~pain_bridge.reader.locate` says where.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Final, cast

from lxml import etree

from pain_bridge import paths, xmlsafe, xsd
from pain_bridge.fields import NODE_ELEMENTS, node_table
from pain_bridge.findings import Finding, Severity, make_finding
from pain_bridge.model import (
    ROOT_XPATH,
    DocumentStart,
    EndOfPaymentInfo,
    Event,
    GroupHeader,
    NodeKind,
    Origin,
    PaymentInfo,
    Transaction,
)
from pain_bridge.reader import locate, prolog
from pain_bridge.reader.build import builder
from pain_bridge.reader.diagnostics import events, line, local, syntax_finding, xsd_reason
from pain_bridge.reader.source import DEFAULT_MAX_BYTES, Input, TooLarge
from pain_bridge.reader.verdict import SchemaVerdict, can_run
from pain_bridge.reader.walk import Drops, Keep, Lines, Node, Values, root, walk
from pain_bridge.versions import PainVersion

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
    ``processes``: 2 runs the schema check of a large file in a second process beside
    the rest (:mod:`~pain_bridge.reader.verdict`; same findings), 1 keeps it in this one.
    """

    max_bytes: int | None = DEFAULT_MAX_BYTES
    schema_validation: bool = True
    report_dropped: bool = True
    keep: Keep = "json"
    processes: int = 2


class Tags:
    """The ``{namespace}Tag`` keys of one version."""

    def __init__(self, version: PainVersion) -> None:
        q = "{" + version.namespace + "}"
        self.document = q + "Document"
        self.cstmr = q + "CstmrCdtTrfInitn"
        self.grphdr = q + "GrpHdr"
        self.pmtinf = q + "PmtInf"
        self.tx = q + "CdtTrfTxInf"
        self.stream = (
            self.document,
            self.grphdr,
            self.pmtinf,
            self.tx,
            *(f"{{{ns}}}*" for ns in xmlsafe.XINCLUDE_NAMESPACES),
        )


@functools.cache
def tags(version: PainVersion) -> Tags:
    return Tags(version)


@functools.cache
def _beside(version: PainVersion, kind: NodeKind) -> tuple[tuple[str, str, Node], ...]:
    """Rows the JSON carries only without a sibling (``StrtNm`` beside ``AdrLine``): their
    path, the sibling's, and their trie node (for ``map.dropped``)."""
    trie = root(version, kind)
    return tuple(
        (row.xml, f"{row.xml.rpartition('/')[0]}/{row.beside}", trie.at(row.xml))
        for row in node_table(version, kind).rows
        if row.beside is not None
    )


_REFUSED: Final = object()
_UNFINISHED: Final = object()
_INVALID: Final = object()  # the schema check in the second process said no


class Reader:
    """One read of one input; :meth:`events` is the event stream."""

    def __init__(self, inp: Input, options: ReadOptions) -> None:
        self.inp = inp
        self.options = options
        self.version = PainVersion.V03
        self.drops: dict[tuple[NodeKind, str], list[Any]] = {}
        self.serial = 0
        self.group_header_done = False
        self.open_pmtinf: etree._Element | None = None
        self.header: PaymentInfo | None = None
        self.pi_index = -1
        self.tx_index = 0
        self.tx_xpath = ""
        self.tx_pointer = ""

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
            head, self.version = sniffed
            self._prepare(self.version)
            started = True
            yield DocumentStart("xml", pain_version=self.version)
            verdict = None
            if self.options.schema_validation and can_run(self.inp.path, self.options.processes):
                assert self.inp.path is not None
                verdict = SchemaVerdict(self.inp.path, self.version)
            try:
                failure = yield from self._stream(
                    itertools.chain(head, chunks), schema_here=verdict is None
                )
                if failure is None and verdict is not None and not verdict.valid():
                    failure = _INVALID
            finally:
                if verdict is not None:
                    verdict.close()
            if failure is _REFUSED:
                return
            well_formed = True
            if failure is not None:
                fallback = self._failure_finding(failure)
                if self.options.schema_validation and self.inp.can_replay():
                    well_formed = yield from locate.violations(self.inp, self.version, fallback)
                else:
                    well_formed = fallback.code != "xml.syntax"
                    yield fallback
            if well_formed and not self.group_header_done:
                self.group_header_done = True
                yield GroupHeader(present=False, origin=paths.group_origin(version=self.version))
            yield from self._dropped_findings()
        except TooLarge as exc:
            if not started:
                yield DocumentStart("xml")
            yield exc.finding
        finally:
            self.inp.close()

    def _prepare(self, version: PainVersion) -> None:
        """What each transaction needs of its version, looked up once."""
        self.tx_trie = root(version, "transaction", self.options.keep)
        self.tx_layout = node_table(version, "transaction")
        self.tx_build = builder(version, "transaction")
        json = self.options.keep == "json"
        self.tx_beside = _beside(version, "transaction") if json else ()

    def _stream(
        self, chunks: Iterable[bytes], *, schema_here: bool = True
    ) -> Generator[Event, None, etree.XMLSyntaxError | object | None]:
        """The streaming pass. Returns None when the document is well-formed and valid
        (as far as asked), ``_REFUSED`` after an XInclude, ``_UNFINISHED`` when the root
        element never ended, else the parser's exception."""
        checking = self.options.schema_validation and schema_here
        schema = xsd.pain001_schema(self.version) if checking else None
        t = tags(self.version)
        T_TX, T_PMTINF, T_CSTMR, T_DOCUMENT, T_GRPHDR = (
            t.tx,
            t.pmtinf,
            t.cstmr,
            t.document,
            t.grphdr,
        )
        parser = xmlsafe.make_pull_parser(events=("end",), tag=t.stream, schema=schema)
        transaction = self._transaction
        root_closed = False
        try:
            for chunk in chunks:
                parser.feed(chunk)
                for _, element in events(parser):
                    tag = element.tag
                    parent = element.getparent()
                    if tag == T_TX:
                        if parent is not self.open_pmtinf:
                            if parent is None or parent.tag != T_PMTINF:
                                continue
                            yield from self._open_payment_info(parent, element)
                        else:
                            self.tx_index += 1
                        yield transaction(element)
                        element.clear()
                        while element.getprevious() is not None:
                            del parent[0]
                    elif tag == T_PMTINF:
                        if parent is None:
                            continue
                        if element is not self.open_pmtinf:
                            if parent.tag != T_CSTMR:
                                continue  # misplaced and empty: the XSD finding covers it
                            yield from self._open_payment_info(element, None)
                        assert self.header is not None
                        yield EndOfPaymentInfo(self.header)
                        self.open_pmtinf = None
                        element.clear()
                        while element.getprevious() is not None:
                            del parent[0]
                    elif tag == T_DOCUMENT:
                        root_closed = parent is None
                    elif tag == T_GRPHDR:
                        if parent is None or parent.tag != T_CSTMR or self.group_header_done:
                            continue
                        self.group_header_done = True
                        yield self._group_header(element)
                        element.clear()
                    else:  # an XInclude element
                        yield make_finding(
                            "xml.unsafe",
                            f"XInclude element {local(tag)} refused (never processed); the "
                            "document is not read further",
                            line=line(element),
                        )
                        return _REFUSED
            parser.close()
        except etree.XMLSyntaxError as exc:
            return exc
        # With a schema attached, lxml 6 / libxml2 2.14 stop quietly at some
        # well-formedness errors (a stray "&", a truncated file) and close() succeeds:
        # only a document whose root element ended was read whole.
        return None if root_closed else _UNFINISHED

    def _failure_finding(self, failure: object) -> Finding:
        """What the streaming pass's failure says on its own, without a second pass."""
        if failure is _UNFINISHED:
            return make_finding(
                "xml.syntax",
                "Not well-formed XML: the document ends before its root element does",
            )
        if failure is _INVALID:
            return make_finding(
                "xsd.violation",
                f"The document does not validate against the {self.version.value} schema",
                xpath="/Document",
            )
        assert isinstance(failure, etree.XMLSyntaxError)
        if failure.position and failure.position[0]:
            return syntax_finding(failure)
        # a schema violation found while streaming (libxml2 gives no line in that mode)
        reason = xsd_reason(str(failure.msg or failure), self.version.namespace)
        return make_finding("xsd.violation", reason, xpath="/Document")

    # --- building the model

    def _open_payment_info(
        self, pmtinf: etree._Element, first_tx: etree._Element | None
    ) -> Iterator[Event]:
        version = self.version
        if not self.group_header_done:
            self.group_header_done = True
            yield GroupHeader(present=False, origin=paths.group_origin(version=version))
        self.pi_index += 1
        self.tx_index = 0
        self.tx_xpath = f"{ROOT_XPATH}/PmtInf[{self.pi_index + 1}]/CdtTrfTxInf["
        self.tx_pointer = f"/payment_info/{self.pi_index}/transactions/"
        self.open_pmtinf = pmtinf if first_tx is not None else None
        lines: Lines = {}
        values: Values = {}
        counts: dict[str, int] = {}
        drops: Drops = []
        walk(
            pmtinf,
            root(version, "payment_info", self.options.keep),
            lines,
            values,
            counts,
            drops,
            tags(version).tx,
        )
        origin = paths.payment_info_origin(self.pi_index, line(pmtinf), lines, version=version)
        self.header = builder(version, "payment_info")(lines, values, counts, origin)
        self._beside_drops("payment_info", lines, drops)
        self._note_drops(drops, origin)
        yield self.header

    def _group_header(self, element: etree._Element) -> GroupHeader:
        version = self.version
        lines: Lines = {}
        values: Values = {}
        counts: dict[str, int] = {}
        drops: Drops = []
        walk(
            element, root(version, "group_header", self.options.keep), lines, values, counts, drops
        )
        origin = paths.group_origin(line(element), lines, version=version)
        self._note_drops(drops, origin)
        return cast(GroupHeader, builder(version, "group_header")(lines, values, counts, origin))

    def _transaction(self, element: etree._Element) -> Transaction:
        lines: Lines = {}
        values: Values = {}
        counts: dict[str, int] = {}
        drops: Drops = []
        walk(element, self.tx_trie, lines, values, counts, drops)
        index = self.tx_index
        # = paths.transaction_origin(...), with the payment info's part precomputed
        origin = Origin(
            "transaction",
            f"{self.tx_xpath}{index + 1}]",
            f"{self.tx_pointer}{index}",
            cast(int, element.sourceline),
            lines,
            self.tx_layout,
        )
        transaction = self.tx_build(lines, values, counts, origin)
        for key, sibling, node in self.tx_beside:
            if key in lines and sibling in lines:
                drops.append((node, key))
        if drops:
            self._note_drops(drops, origin)
        return cast(Transaction, transaction)

    def _beside_drops(self, kind: NodeKind, lines: Lines, drops: Drops) -> None:
        if self.options.keep != "json":
            return
        for key, sibling, node in _beside(self.version, kind):
            if key in lines and sibling in lines:
                drops.append((node, key))

    # --- map.dropped

    def _note_drops(self, drops: Drops, origin: Origin) -> None:
        if not self.options.report_dropped:
            return
        self.serial += 1
        serial = self.serial
        table = self.drops
        for node, rel in drops:
            entry = table.get(node.drop_key)
            if entry is None:
                table[node.drop_key] = [1, serial, origin.at(rel), node.severity]
            elif entry[1] != serial:
                entry[0] += 1
                entry[1] = serial

    def _dropped_findings(self) -> Iterator[Finding]:
        for (kind, pattern), (count, _, location, severity) in self.drops.items():
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


def _run(generator: Generator[Finding, None, Any], into: list[Finding]) -> Any:
    """Run ``generator`` to its end, keeping what it yields in ``into``; its result."""
    while True:
        try:
            into.append(next(generator))
        except StopIteration as stop:
            return stop.value
