"""The streaming pass: a document's units as flat records, in document order.

:meth:`Units.records` parses the document in 64 KiB chunks with its version's XSD attached
(libxml2 validates while it parses), reporting only the end of ``GrpHdr``, ``PmtInf``,
``CdtTrfTxInf`` and any XInclude element. Each unit is walked once
(:mod:`~pain_bridge.reader.walk`) into a :data:`Record` of plain values, then cleared,
and its processed previous siblings deleted; the payment info header is walked when its
first transaction ends, from the ``PmtInf`` children before it.

A record holds only ``int``, ``str``, ``None``, tuples, lists and dicts of them, so it
can cross a pipe as :mod:`marshal` bytes (:mod:`~pain_bridge.reader.pipeline`); turning
records into model events is the reader's part (:mod:`~pain_bridge.reader.stream`),
which reads each kind's record by name, unpacking it. They are plain tuples, not named
ones: :mod:`marshal` refuses a tuple subclass ("unmarshallable object"), and making a
named record of each on the other side of the pipe would cost a call per transaction to
name what the unpacking already names.

Records, by their first item:

- ``(GROUP, line, lines, values, counts, drops)``: the group header;
- ``(OPEN, line, lines, values, counts, drops)``: a payment info's header;
- ``(SHAPE, …)`` and ``(TX, line, shape, lines, texts, attributes)``: a transaction, by
  the shape of its subtree (:mod:`~pain_bridge.reader.shapes`; a shape's record comes
  before its first transaction's; ``lines`` None: found in the file on demand);
- ``(END,)``: the end of the open payment info;
- ``(SUPPLEMENT, line, place, envelope)``: the message's own supplementary data
  (``CstmrCdtTrfInitn/SplmtryData``, after the payment infos): its ``PlcAndNm`` and the
  content of its ``Envlp`` as XML text (None where absent);
- ``(REFUSED, line, message)``: an XInclude element; nothing follows.

``lines``, ``values`` and ``counts`` are those of :func:`~pain_bridge.reader.walk.walk`;
``drops`` lists the dropped elements as ``(pattern, path)``: the element's relative path
without ``[n]`` and with it.
"""

from __future__ import annotations

import functools
from collections.abc import Generator, Iterable
from enum import IntEnum
from typing import Any, Final

from lxml import etree

from pain_bridge import xmlsafe, xsd
from pain_bridge.findings import Finding, make_finding
from pain_bridge.reader.diagnostics import (
    events,
    line,
    local,
    names_its_cause,
    syntax_finding,
    xsd_reason,
)
from pain_bridge.reader.shapes import Shapes
from pain_bridge.reader.source import LayoutGuard
from pain_bridge.reader.walk import Drops, Keep, Lines, Node, Values, inner_xml, root, walk
from pain_bridge.versions import PainVersion

__all__ = ["NOT_LAYOUT", "REFUSED", "Failure", "RecordKind", "Units", "skipping"]


class RecordKind(IntEnum):
    GROUP = 0
    OPEN = 1
    TX = 2
    END = 3
    REFUSED = 4
    SHAPE = 5
    SUPPLEMENT = 6


GROUP, OPEN, TX, END, REFUSED_ELEMENT, SHAPE, SUPPLEMENT = (int(kind) for kind in RecordKind)

Record = tuple[Any, ...]

#: The pass stopped at an XInclude element (its record says where); nothing more is read.
REFUSED: Final = "refused"

#: The pass dropping the layout met a block where whitespace may not be layout (its
#: ``guard``): it stopped before it; the same pass keeping the whitespace goes on.
NOT_LAYOUT: Final = "not-layout"

#: How the pass ended: None (well-formed and, as far as asked, valid), :data:`REFUSED`,
#: :data:`NOT_LAYOUT`, or the finding that says on its own what is wrong (a second pass
#: may say more).
Failure = Finding | str | None


class Tags:
    """The ``{namespace}Tag`` keys of one version."""

    def __init__(self, version: PainVersion) -> None:
        q = "{" + version.namespace + "}"
        self.document = q + "Document"
        self.cstmr = q + "CstmrCdtTrfInitn"
        self.grphdr = q + "GrpHdr"
        self.pmtinf = q + "PmtInf"
        self.tx = q + "CdtTrfTxInf"
        self.supplementary = q + "SplmtryData"
        self.stream = (
            self.document,
            self.grphdr,
            self.pmtinf,
            self.tx,
            self.supplementary,
            *(f"{{{ns}}}*" for ns in xmlsafe.XINCLUDE_NAMESPACES),
        )


@functools.cache
def tags(version: PainVersion) -> Tags:
    return Tags(version)


def _walked(element: etree._Element, trie: Node, stop_tag: str | None = None) -> Record:
    """``(line, lines, values, counts, drops)`` of one unit."""
    lines: Lines = {}
    values: Values = {}
    counts: dict[str, int] = {}
    drops: Drops = []
    walk(element, trie, lines, values, counts, drops, stop_tag)
    return (line(element), lines, values, counts, [(node.rel, rel) for node, rel in drops])


def _supplement(element: etree._Element) -> Record:
    """The record of the message's own ``SplmtryData``."""
    place = envelope = None
    for child in element:
        name = local(child.tag) if isinstance(child.tag, str) else ""
        if name == "PlcAndNm":
            place = (child.text or "").strip()
        elif name == "Envlp":
            envelope = inner_xml(child)
    return (SUPPLEMENT, line(element), place, envelope)


def skipping(
    records: Generator[Record, None, Failure], skip: int
) -> Generator[Record, None, Failure]:
    """``records`` without the first ``skip``; returns what ``records`` returns."""
    for _ in range(skip):
        try:
            next(records)
        except StopIteration as stop:
            failure: Failure = stop.value
            return failure
    return (yield from records)


class Units:
    """The streaming pass over one document of ``version``."""

    def __init__(self, version: PainVersion, keep: Keep = "json") -> None:
        self.version = version
        self.keep = keep
        self.tags = tags(version)
        self.tries = {
            kind: root(version, kind, keep)
            for kind in ("group_header", "payment_info", "transaction")
        }

    def records(
        self,
        chunks: Iterable[bytes],
        *,
        schema_validation: bool = True,
        drop_layout: bool = False,
        guard: LayoutGuard | None = None,
        element_lines: bool = True,
    ) -> Generator[Record, None, Failure]:
        """The records of the document in ``chunks``; returns how the pass ended.
        ``drop_layout``: the whitespace between elements is only layout (the records are
        the same; the parse is faster: :meth:`~.source.Input.whitespace_is_layout`).
        ``guard``: drop the layout until a chunk shows it may not be (the pass then ends,
        :data:`NOT_LAYOUT`, before that chunk: the records so far are those of a pass
        keeping the whitespace, since every element they come from lies before it).
        ``element_lines``: False sends no line of a transaction's elements, only its own
        (:mod:`~pain_bridge.reader.txlines` finds them in the file on demand)."""
        drop_layout = drop_layout or guard is not None
        version = self.version
        schema = xsd.pain001_schema(version) if schema_validation else None
        t = self.tags
        T_TX, T_PMTINF, T_CSTMR, T_DOCUMENT, T_GRPHDR, T_SPLMTRY = (
            t.tx,
            t.pmtinf,
            t.cstmr,
            t.document,
            t.grphdr,
            t.supplementary,
        )
        shapes = Shapes(self.tries["transaction"], SHAPE, TX, lines=element_lines)
        info_trie = self.tries["payment_info"]
        parser = xmlsafe.make_pull_parser(
            events=("end",), tag=t.stream, schema=schema, drop_layout=drop_layout
        )
        open_pmtinf: etree._Element | None = None
        group_header_done = False
        root_closed = False
        try:
            for chunk in chunks:
                if guard is not None and not guard.allows(chunk):
                    return NOT_LAYOUT
                parser.feed(chunk)
                for _, element in events(parser):
                    tag = element.tag
                    parent = element.getparent()
                    if tag == T_TX:
                        if parent is not open_pmtinf:
                            if parent is None or parent.tag != T_PMTINF:
                                continue
                            open_pmtinf = parent
                            yield (OPEN, *_walked(parent, info_trie, T_TX))
                        yield from shapes.records(element)
                        element.clear()
                        while element.getprevious() is not None:
                            del parent[0]
                    elif tag == T_PMTINF:
                        if parent is None:
                            continue
                        if element is not open_pmtinf:
                            if parent.tag != T_CSTMR:
                                continue  # misplaced and empty: the XSD finding covers it
                            yield (OPEN, *_walked(element, info_trie, T_TX))
                        yield (END,)
                        open_pmtinf = None
                        element.clear()
                        while element.getprevious() is not None:
                            del parent[0]
                    elif tag == T_DOCUMENT:
                        root_closed = parent is None
                    elif tag == T_SPLMTRY:  # a transaction's is walked with it
                        if parent is not None and parent.tag == T_CSTMR:
                            yield _supplement(element)
                            element.clear()
                    elif tag == T_GRPHDR:
                        if parent is None or parent.tag != T_CSTMR or group_header_done:
                            continue
                        group_header_done = True
                        yield (GROUP, *_walked(element, self.tries["group_header"]))
                        element.clear()
                    else:  # an XInclude element
                        message = (
                            f"XInclude element {local(tag)} refused (never processed); the "
                            "document is not read further"
                        )
                        yield (REFUSED_ELEMENT, line(element), message)
                        return REFUSED
            parser.close()
        except etree.XMLSyntaxError as exc:
            return self._failure(exc)
        # With a schema attached, lxml 6 / libxml2 2.14 stop quietly at some
        # well-formedness errors (a stray "&", a truncated file) and close() succeeds:
        # only a document whose root element ended was read whole.
        if root_closed:
            return None
        return make_finding(
            "xml.syntax", "Not well-formed XML: the document ends before its root element does"
        )

    def _failure(self, exc: etree.XMLSyntaxError) -> Finding:
        """What the parser's exception says on its own, without a second pass."""
        if names_its_cause(exc):
            return syntax_finding(exc)
        # a schema violation found while streaming (libxml2 gives no line in that mode)
        reason = xsd_reason(str(exc.msg or exc), self.version.namespace)
        return make_finding("xsd.violation", reason, xpath="/Document")
