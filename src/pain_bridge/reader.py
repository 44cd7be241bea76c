"""Read pain.001.001.03 XML as a stream of model events, safely, in flat memory.

::

    from pain_bridge.reader import ReadOptions, iter_xml_events, read_message

    message, findings = read_message("payments.xml")        # small files: the whole message
    for event in iter_xml_events("huge.xml", ReadOptions(report_dropped=False)):
        ...                                                 # any size: one event at a time

:func:`iter_xml_events` yields the event stream of :mod:`pain_bridge.model` in document
order: ``DocumentStart("xml")``, ``GroupHeader``, then for every ``PmtInf`` its header as
a ``PaymentInfo`` (with ``transactions=()``), each ``Transaction``, ``EndOfPaymentInfo``;
``Finding`` s come in between. :func:`read_message` collects the same stream into a whole
:class:`~pain_bridge.model.Message`. Bad input never raises: it yields findings. Only an
input that cannot be read at all (a missing file, an I/O error) raises
:class:`~pain_bridge.errors.InputError`.

How a document is read
----------------------
1. **Size.** A path's or a byte string's size is checked before anything is parsed; a
   stream is counted as it is read. Beyond ``ReadOptions.max_bytes``: ``xml.too-large``.
2. **Prolog check.** A throw-away parser reads only up to the start tag of the root
   element, in small steps. A DOCTYPE (internal subset, entity declarations, external
   DTD), or an XInclude namespace on the root, is refused with ``xml.unsafe`` before a
   single element reaches the model: nothing is expanded, nothing is fetched, and the
   work is bounded (billion laughs and quadratic blow-up payloads are declarations in the
   prolog; they are refused there). A root other than ``Document`` in the pain.001.001.03
   namespace gives ``xml.namespace``, naming the message and version when the namespace
   is a recognisable ISO 20022 one (pain.001.001.09, pain.001.003.03, pain.008, camt.053…).
3. **Streaming pass.** The hardened incremental parser of :mod:`pain_bridge.xmlsafe`
   parses the document in 64 KiB chunks with the XSD attached (libxml2 validates while it
   parses), reporting only the end of ``GrpHdr``, ``PmtInf``, ``CdtTrfTxInf`` and any
   XInclude element (refused with ``xml.unsafe``). Each transaction is turned into the
   model in a single walk over its subtree (no XPath, string tag comparisons on
   precomputed ``{ns}Tag`` keys), then cleared and its processed previous siblings are
   deleted, so memory stays flat in the number of transactions. The payment info header
   is built when its first transaction ends, from the ``PmtInf`` children before it.
   Measured on a 100,000-transaction file of ``benchmarks/generate.py`` (CPU time): the
   bare floor (iterparse + XSD, tag-filtered, clearing) takes about 17 µs per transaction,
   this pass with the whole model and every origin about 38 µs; peak RSS stays at about
   22 MB from 20,000 to 1,000,000 transactions.
   (Measured: with the schema attached, lxml 6 / libxml2 2.14 stop *quietly* at some
   well-formedness errors, a stray ``&`` or a truncated file, and ``close()`` succeeds;
   so a document counts as read whole only when its root element was seen to end.
   Otherwise the second pass below reports the exact ``xml.syntax``.)
4. **Locating schema violations.** What lxml does with a schema attached to an
   incremental parser was measured (lxml 6, libxml2 2.14): parsing goes on after a
   violation, every violation is collected, and :meth:`close` raises at the end; but in
   this streaming mode libxml2 records no line numbers (every error is at line 0) and
   the exception's error log also carries older errors of the thread. So the streaming
   pass only decides *whether* the document is valid. When it is not (the rare case), a
   second streaming pass over the same input, without the schema attached, validates
   every transaction on its own as soon as it ends (against
   :func:`pain_bridge.xsd.pain001_unit_schema`, the same schema with ``PmtInf`` and
   ``CdtTrfTxInf`` also declared global), every further payment info (its header, first
   transaction and anything else left in it) when it ends, and finally the skeleton that
   remains (``GrpHdr``, the first ``PmtInf`` with its first transaction, the root), each
   then deleted. libxml2's tree validation keeps the source line of each node, so every
   violation gets its line, the schema's own reason, its XPath and, where
   :mod:`pain_bridge.paths` maps it, its JSON Pointer; memory stays flat here too. The
   second pass costs about as much as the bare streaming validation (≈ 20 µs per
   transaction, measured), and only invalid documents pay it. On every file of the
   shared corpus it reports exactly the violations, lines and reasons of lxml's plain
   ``XMLSchema.validate`` of the whole tree. A non-seekable stream is spooled to a temporary file
   during the first pass so it can be read twice. libxml2's tree validation gives no
   column for schema violations; ``column`` is None for them. A document that is not
   well-formed yields ``xml.syntax`` (line and column) and no model events past the
   error.
5. **What the JSON cannot carry.** Every element without a place in the payment intent
   JSON (``spec/mapping.md``: no pointer in :mod:`pain_bridge.paths`, or not in its
   tables at all) is reported once per relative path as ``map.dropped``, at the top-most
   such element, with its first occurrence's location and how many payment infos or
   transactions had it. Values the writer regenerates (``GrpHdr/CreDtTm``,
   ``GrpHdr/CtrlSum``, ``GrpHdr/InitgPty`` from the first debtor's name,
   ``PmtInf/NbOfTxs``, ``PmtInf/CtrlSum``, ``PmtInf/PmtMtd``, ``PmtInf/DbtrAgt`` from the
   debtor's IBAN, ``PmtInf/ReqdExctnDt`` — the service executes on authorization, and a
   future date is the mapping's ``map.unsupported``) are ``info``, the rest ``warning``.
   ``StrtNm``/``BldgNb`` are dropped only next to ``AdrLine``. Accounts by ``Othr`` and
   ``EqvtAmt`` amounts are in the model and are left to the mapping's
   ``map.unsupported``; they are not reported here.

Values that do not parse (a non-decimal amount when validation is off, a bad date) do
not raise: the model field becomes None and the XSD finding covers it. Amount texts are
kept as written (surrounding whitespace removed, as the schema's decimal type does).
"""

from __future__ import annotations

import itertools
import os
import re
import stat
import tempfile
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import IO, Any, Final, cast

from lxml import etree

from pain_bridge import paths, xmlsafe, xsd
from pain_bridge.errors import InputError
from pain_bridge.findings import Finding, Location, Severity, make_finding
from pain_bridge.model import (
    ROOT_XPATH,
    Account,
    Amount,
    CreditorReference,
    DocumentStart,
    EndOfPaymentInfo,
    Event,
    GroupHeader,
    Message,
    NodeKind,
    Origin,
    Party,
    PaymentInfo,
    PostalAddress,
    Remittance,
    StructuredRemittance,
    Transaction,
    assemble,
)

__all__ = [
    "DEFAULT_MAX_BYTES",
    "ReadOptions",
    "XmlSource",
    "iter_xml_events",
    "read_message",
]

#: A path (``str`` or path-like), the document itself (``bytes``) or a binary stream.
XmlSource = str | os.PathLike[str] | bytes | IO[bytes]

#: Default size limit: 2 GiB, twice a 1,000,000-transaction file (about 950 MB).
DEFAULT_MAX_BYTES: Final = 2 * 1024**3

CHUNK_SIZE: Final = 64 * 1024
_SNIFF_STEP: Final = 4 * 1024
_PROLOG_LIMIT: Final = 1024 * 1024

_Q: Final = "{" + xsd.NAMESPACE + "}"
T_DOCUMENT: Final = _Q + "Document"
T_CSTMR: Final = _Q + "CstmrCdtTrfInitn"
T_GRPHDR: Final = _Q + "GrpHdr"
T_PMTINF: Final = _Q + "PmtInf"
T_TX: Final = _Q + "CdtTrfTxInf"
_STREAM_TAGS: Final = (
    T_DOCUMENT,
    T_GRPHDR,
    T_PMTINF,
    T_TX,
    *(f"{{{ns}}}*" for ns in xmlsafe.XINCLUDE_NAMESPACES),
)


@dataclass(frozen=True, slots=True)
class ReadOptions:
    """How to read an XML input.

    ``max_bytes``: inputs larger than this are refused with ``xml.too-large`` (None: no
    limit). ``schema_validation``: validate against the bundled XSD (``xsd.violation``).
    ``report_dropped``: report content the payment intent JSON cannot carry
    (``map.dropped``).
    """

    max_bytes: int | None = DEFAULT_MAX_BYTES
    schema_validation: bool = True
    report_dropped: bool = True


def iter_xml_events(source: XmlSource, options: ReadOptions | None = None) -> Iterator[Event]:
    """The model events and reading findings of a pain.001.001.03 document.

    ``source`` is a path, the document's bytes, or a binary stream (read from its current
    position). A missing or unreadable path raises :class:`~pain_bridge.errors.InputError`
    right away; everything wrong *in* the input is a finding in the stream.
    """
    opts = options or ReadOptions()
    inp = _Input(source, opts.max_bytes, spool=opts.schema_validation)
    return _Reader(inp, opts).events()


def read_message(
    source: XmlSource, options: ReadOptions | None = None
) -> tuple[Message | None, list[Finding]]:
    """The whole message and every finding (``model.assemble`` of :func:`iter_xml_events`).

    The message is None when the input could not be read as a pain.001.001.03 document.
    """
    return assemble(iter_xml_events(source, options))


# --------------------------------------------------------------------------- input


class _TooLarge(Exception):
    def __init__(self, size: int, limit: int, exact: bool) -> None:
        super().__init__(size)
        what = f"{size} bytes" if exact else f"more than {limit} bytes"
        self.finding = make_finding(
            "xml.too-large",
            f"The input is {what}, above the limit of {limit} bytes; it was not read "
            "(raise the limit, ReadOptions.max_bytes, to accept it)",
        )


class _Input:
    """One XML input that can be read twice (the second time to locate violations)."""

    def __init__(self, source: XmlSource, max_bytes: int | None, *, spool: bool) -> None:
        self.max_bytes = max_bytes
        self.data: bytes | None = None
        self.path: str | None = None
        self.stream: IO[bytes] | None = None
        self.start: int | None = None
        self.want_spool = spool
        self.spool: IO[bytes] | None = None
        self.owned: IO[bytes] | None = None
        if isinstance(source, bytes | bytearray | memoryview):
            self.data = bytes(source)
        elif isinstance(source, str | os.PathLike):
            path = os.fspath(source)
            try:
                mode = os.stat(path).st_mode
                if stat.S_ISDIR(mode):
                    raise InputError(f"cannot read {path}: it is a directory", path=path)
                if stat.S_ISREG(mode):
                    self.path = path
                else:  # a FIFO or a device (/dev/stdin): read once, like a stream
                    self.stream = self.owned = open(path, "rb")  # noqa: SIM115 - see close()
            except OSError as exc:
                raise InputError(f"cannot read {path}: {exc.strerror}", path=path) from exc
        else:
            self.stream = source
            try:
                self.start = source.tell() if source.seekable() else None
            except (OSError, ValueError, AttributeError):
                self.start = None

    def _check(self, size: int, exact: bool) -> None:
        if self.max_bytes is not None and size > self.max_bytes:
            raise _TooLarge(size, self.max_bytes, exact)

    def chunks(self, *, again: bool = False) -> Iterator[bytes]:
        """The input in chunks; ``again`` reads it a second time."""
        if self.data is not None:
            data = self.data
            self._check(len(data), True)
            for offset in range(0, len(data), CHUNK_SIZE):
                yield data[offset : offset + CHUNK_SIZE]
            return
        if self.path is not None:
            yield from self._file_chunks(self.path)
            return
        if again:
            yield from self._replay()
            return
        yield from self._stream_chunks()

    def _file_chunks(self, path: str) -> Iterator[bytes]:
        try:
            handle = open(path, "rb")  # noqa: SIM115 - closed in finally, generator-owned
        except OSError as exc:
            raise InputError(f"cannot read {path}: {exc.strerror}", path=path) from exc
        try:
            self._check(os.fstat(handle.fileno()).st_size, True)
            total = 0
            while True:
                chunk = handle.read(CHUNK_SIZE)
                if not chunk:
                    return
                total += len(chunk)
                self._check(total, False)
                yield chunk
        except OSError as exc:
            raise InputError(f"cannot read {path}: {exc.strerror}", path=path) from exc
        finally:
            handle.close()

    def _stream_chunks(self) -> Iterator[bytes]:
        stream = self.stream
        assert stream is not None
        if self.start is None and self.want_spool:
            self.spool = tempfile.SpooledTemporaryFile(max_size=8 * 1024 * 1024)  # noqa: SIM115
        total = 0
        while True:
            try:
                chunk = stream.read(CHUNK_SIZE)
            except OSError as exc:
                raise InputError(f"cannot read the input stream: {exc}") from exc
            if not chunk:
                return
            if not isinstance(chunk, bytes):
                raise InputError("the input stream must be binary (opened in 'rb' mode)")
            total += len(chunk)
            self._check(total, False)
            if self.spool is not None:
                self.spool.write(chunk)
            yield chunk

    def _replay(self) -> Iterator[bytes]:
        stream: IO[bytes] | None
        if self.spool is not None:
            stream = self.spool
            stream.seek(0)
        else:
            stream = self.stream
            if stream is None or self.start is None:
                return
            try:
                stream.seek(self.start)
            except (OSError, ValueError) as exc:
                raise InputError(f"cannot re-read the input stream: {exc}") from exc
        while chunk := stream.read(CHUNK_SIZE):
            yield chunk

    def can_replay(self) -> bool:
        return (
            self.data is not None
            or self.path is not None
            or self.start is not None
            or (self.spool is not None)
        )

    def close(self) -> None:
        for handle in (self.spool, self.owned):
            if handle is not None:
                handle.close()
        self.spool = self.owned = None


# --------------------------------------------------------------------------- paths trie

_MAPPED, _DROPPED, _SKIPPED, _INSIDE = 0, 1, 2, 3

_TABLES: Final[dict[NodeKind, dict[str, str | None]]] = {
    "group_header": paths.GROUP_HEADER_FIELDS,
    "payment_info": paths.PAYMENT_INFO_FIELDS,
    "transaction": paths.TRANSACTION_FIELDS,
}
#: Modelled XML-only content that the mapping reports as ``map.unsupported`` instead.
_UNSUPPORTED_ELSEWHERE: Final[dict[NodeKind, frozenset[str]]] = {
    "group_header": frozenset(),
    "payment_info": frozenset({"DbtrAcct/Id/Othr"}),
    "transaction": frozenset({"Amt/EqvtAmt", "CdtrAcct/Id/Othr"}),
}
#: Dropped values the writer regenerates: ``info`` rather than ``warning``.
_REGENERATED: Final = frozenset(
    {
        ("group_header", "CreDtTm"),
        ("group_header", "CtrlSum"),
        ("group_header", "InitgPty"),
        ("payment_info", "NbOfTxs"),
        ("payment_info", "CtrlSum"),
        ("payment_info", "PmtMtd"),
        ("payment_info", "DbtrAgt"),
        ("payment_info", "ReqdExctnDt"),
    }
)
_ATTRIBUTES: Final = {
    ("transaction", "Amt/InstdAmt"): "Ccy",
    ("transaction", "Amt/EqvtAmt/Amt"): "Ccy",
}
_KIND_ELEMENT: Final[dict[NodeKind, str]] = {
    "group_header": "GrpHdr",
    "payment_info": "PmtInf",
    "transaction": "CdtTrfTxInf",
}
_KIND_UNIT: Final[dict[NodeKind, str]] = {
    "group_header": "group header",
    "payment_info": "payment info",
    "transaction": "transaction",
}
_NODE_CACHE_LIMIT: Final = 20_000


def _mapped_paths(table: dict[str, str | None]) -> frozenset[str]:
    out: set[str] = set()
    for key, pointer in table.items():
        if pointer is None:
            continue
        steps = [step for step in key.split("/") if not step.startswith("@")]
        out.update("/".join(steps[:i]) for i in range(1, len(steps) + 1))
    return frozenset(out)


_MAPPED_PATHS: Final = {kind: _mapped_paths(table) for kind, table in _TABLES.items()}


class _Node:
    """One relative element path of a node kind, with what the reader does with it.

    ``fast`` nodes take the walk's short path: a known schema element that cannot repeat
    (so its path needs no ``[n]``), is not dropped and has no modelled attribute.
    """

    __slots__ = (
        "attr",
        "children",
        "drop_key",
        "fast",
        "kind",
        "name",
        "rel",
        "repeatable",
        "severity",
        "state",
        "type_name",
    )

    def __init__(
        self,
        kind: NodeKind,
        rel: str,
        name: str,
        state: int,
        type_name: str | None,
        repeatable: bool = True,
    ) -> None:
        self.kind = kind
        self.rel = rel
        self.name = name
        self.state = state
        self.type_name = type_name
        self.repeatable = repeatable
        self.children: dict[str, _Node] = {}
        self.drop_key = (kind, rel)
        self.severity = Severity.INFO if (kind, rel) in _REGENERATED else Severity.WARNING
        self.attr = _ATTRIBUTES.get((kind, rel))
        self.fast = not repeatable and state != _DROPPED and self.attr is None

    def child(self, tag: str) -> _Node:
        node = self.children.get(tag)
        if node is not None:
            return node
        namespace, _, local = tag[1:].partition("}") if tag[:1] == "{" else ("", "", tag)
        rel = f"{self.rel}/{local}" if self.rel else local
        kind = self.kind
        if self.state != _MAPPED:
            state = _INSIDE
        elif rel in _UNSUPPORTED_ELSEWHERE[kind]:
            state = _SKIPPED
        elif namespace == xsd.NAMESPACE and rel in _MAPPED_PATHS[kind]:
            state = _MAPPED
        else:
            state = _DROPPED
        complex_types, _ = xsd.content_model()
        known = complex_types.get(self.type_name or "", {}).get(local)
        if known is not None and namespace == xsd.NAMESPACE:
            node = _Node(kind, rel, local, state, known.type_name, known.repeatable)
        else:  # not in the schema here: the slow, general path of the walk
            node = _Node(kind, rel, local, state, None)
        if _ROOT_SIZES[kind] < _NODE_CACHE_LIMIT:  # unknown tags cannot grow it forever
            _ROOT_SIZES[kind] += 1
            self.children[tag] = node
        return node

    def at(self, rel: str) -> _Node:
        node = self
        for step in rel.split("/"):
            node = node.child(_Q + step)
        return node


_ROOT_SIZES: dict[NodeKind, int] = {kind: 0 for kind in _TABLES}
_GRPHDR_ROOT: Final = _Node("group_header", "", "GrpHdr", _MAPPED, xsd.UNIT_ELEMENTS["GrpHdr"])
_PMTINF_ROOT: Final = _Node("payment_info", "", "PmtInf", _MAPPED, xsd.UNIT_ELEMENTS["PmtInf"])
_TX_ROOT: Final = _Node("transaction", "", "CdtTrfTxInf", _MAPPED, xsd.UNIT_ELEMENTS["CdtTrfTxInf"])

_Values = dict[str, str | None]
_Lines = dict[str, Any]
_Drops = list[tuple[_Node, str]]


def _walk(
    root: etree._Element,
    root_node: _Node,
    lines: _Lines,
    values: _Values,
    counts: dict[str, int],
    drops: _Drops,
    stop_tag: str | None = None,
    _dropped: int = _DROPPED,
) -> None:
    """Record every element below ``root`` in one pass: its line (``lines``), its text
    when it is a leaf and the modelled attributes (``values``), how often a path repeats
    (``counts``) and the dropped ones (``drops``). Keys are paths relative to ``root``,
    the n-th (n > 1) of repeated siblings with ``[n]``. At ``stop_tag`` among the root's
    children the walk ends (the payment info header ends at the first transaction).

    The subtree is flattened by lxml (``iter()``); the parent of each element follows
    from the child counts of the elements above it, so no element is asked for its
    parent. Paths come precomputed from the trie unless an ancestor repeats (``prefix``);
    elements the schema says cannot repeat, and that are neither dropped nor carry a
    modelled attribute, take a short path (about 0.6 µs per element in all).
    """
    children = root_node.children
    left = len(root)
    stack: list[tuple[_Node, int, str | None]] = []
    node = root_node
    prefix: str | None = None
    elements = root.iter()
    next(elements)  # the root itself
    for child in elements:
        left -= 1
        tag = child.tag
        if tag.__class__ is str:
            if not stack and tag == stop_tag:
                return
            sub = children.get(tag) or node.child(tag)
            if sub.fast and prefix is None:  # the common case, kept short
                rel = sub.rel
                lines[rel] = child.sourceline
                size = len(child)
                if size:
                    stack.append((node, left, None))
                    node = sub
                    children = sub.children
                    left = size
                    continue
                values[rel] = child.text
            else:
                rel = sub.rel if prefix is None else f"{prefix}/{sub.name}"
                repeated = rel in lines
                if repeated:
                    count = counts.get(rel, 1) + 1
                    counts[rel] = count
                    rel = f"{rel}[{count}]"
                lines[rel] = child.sourceline
                if sub.state == _dropped:
                    drops.append((sub, rel))
                if sub.attr is not None:
                    values[f"{rel}/@{sub.attr}"] = child.get(sub.attr)
                size = len(child)
                if size:
                    stack.append((node, left, prefix))
                    node = sub
                    children = sub.children
                    left = size
                    if repeated or prefix is not None:
                        prefix = rel
                    continue
                values[rel] = child.text
        while not left and stack:
            node, left, prefix = stack.pop()
            children = node.children


# --------------------------------------------------------------------------- values


def _decimal(text: str | None) -> Decimal | None:
    if text is None:
        return None
    try:
        value = Decimal(text.strip())
    except InvalidOperation:
        return None
    return value if value.is_finite() else None


def _amount(text: str | None, currency: str | None) -> Amount | None:
    if text is None:
        return None
    text = text.strip()
    value = _decimal(text)
    if value is None:
        return None
    return Amount(value, (currency or "").strip(), text)


_DATE = re.compile(r"\s*(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?\s*")


def _date(text: str | None) -> date | None:
    match = _DATE.fullmatch(text) if text is not None else None
    if match is None:
        return None
    try:
        return date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        return None


def _boolean(text: str | None) -> bool | None:
    if text is None:
        return None
    return {"true": True, "1": True, "false": False, "0": False}.get(text.strip())


def _repeated(lines: _Lines, values: _Values, counts: dict[str, int], rel: str) -> tuple[str, ...]:
    """The texts of a repeatable leaf (``AdrLine``, ``Ustrd``…), in document order."""
    if rel not in lines:
        return ()
    first = values.get(rel) or ""
    count = counts.get(rel, 1)
    if count == 1:
        return (first,)
    return (first, *(values.get(f"{rel}[{k}]") or "" for k in range(2, count + 1)))


class _PartyKeys:
    """Precomputed value keys of a party (``Dbtr``/``Cdtr``) and its account."""

    def __init__(self, kind: NodeKind, party: str, account: str) -> None:
        self.party = party
        self.name = f"{party}/Nm"
        adr = f"{party}/PstlAdr"
        self.address = adr
        self.lines = f"{adr}/AdrLine"
        self.street = f"{adr}/StrtNm"
        self.building = f"{adr}/BldgNb"
        self.postcode = f"{adr}/PstCd"
        self.town = f"{adr}/TwnNm"
        self.country = f"{adr}/Ctry"
        self.department = f"{adr}/Dept"
        self.sub_department = f"{adr}/SubDept"
        self.subdivision = f"{adr}/CtrySubDvsn"
        self.address_type = f"{adr}/AdrTp"
        root = {"payment_info": _PMTINF_ROOT, "transaction": _TX_ROOT, "group_header": None}[kind]
        assert root is not None
        self.street_node = root.at(self.street)
        self.building_node = root.at(self.building)
        self.account = account
        self.iban = f"{account}/Id/IBAN"
        self.other_id = f"{account}/Id/Othr/Id"
        self.currency = f"{account}/Ccy"


_DEBTOR: Final = _PartyKeys("payment_info", "Dbtr", "DbtrAcct")
_CREDITOR: Final = _PartyKeys("transaction", "Cdtr", "CdtrAcct")


def _party(keys: _PartyKeys, lines: _Lines, values: _Values, counts: dict[str, int],
           drops: _Drops) -> Party | None:  # fmt: skip
    if keys.party not in lines:
        return None
    address = None
    if keys.address in lines:
        get = values.get
        address_lines = _repeated(lines, values, counts, keys.lines)
        if address_lines:  # the JSON address comes from AdrLine: StrtNm/BldgNb are lost
            if keys.street in lines:
                drops.append((keys.street_node, keys.street))
            if keys.building in lines:
                drops.append((keys.building_node, keys.building))
        # positional (the model's field order) is a third faster than keywords, per tx
        address = PostalAddress(
            address_lines,
            get(keys.street),
            get(keys.building),
            get(keys.postcode),
            get(keys.town),
            get(keys.country),
            get(keys.department),
            get(keys.sub_department),
            get(keys.subdivision),
            get(keys.address_type),
        )
    return Party(values.get(keys.name), address)


def _account(keys: _PartyKeys, lines: _Lines, values: _Values) -> Account | None:
    if keys.account not in lines:
        return None
    get = values.get
    return Account(iban=get(keys.iban), other_id=get(keys.other_id), currency=get(keys.currency))


def _remittance(lines: _Lines, values: _Values, counts: dict[str, int]) -> Remittance | None:
    if "RmtInf" not in lines:
        return None
    if "RmtInf/Strd" not in lines:
        return Remittance(_repeated(lines, values, counts, "RmtInf/Ustrd"), ())
    structured: list[StructuredRemittance] = []
    if "RmtInf/Strd" in lines:
        for k in range(1, counts.get("RmtInf/Strd", 1) + 1):
            block = "RmtInf/Strd" if k == 1 else f"RmtInf/Strd[{k}]"
            ref = f"{block}/CdtrRefInf"
            creditor_reference = None
            if ref in lines:
                creditor_reference = CreditorReference(
                    reference=values.get(f"{ref}/Ref") or "",
                    type=values.get(f"{ref}/Tp/CdOrPrtry/Cd"),
                    issuer=values.get(f"{ref}/Tp/Issr"),
                )
            structured.append(
                StructuredRemittance(
                    creditor_reference=creditor_reference,
                    additional_information=_repeated(lines, values, counts, f"{block}/AddtlRmtInf"),
                )
            )
    return Remittance(
        unstructured=_repeated(lines, values, counts, "RmtInf/Ustrd"), structured=tuple(structured)
    )


# --------------------------------------------------------------------------- findings

_SCHEMA_NAMESPACE_TEXT: Final = _Q
_ISO_NAMESPACE: Final = re.compile(
    r"urn:iso:std:iso:20022:tech:xsd:(?P<area>[a-z]{4})\.(?P<msg>\d{3})\.(?P<variant>\d{3})"
    r"\.(?P<version>\d{2})"
)
#: Message names inside other namespaces: the Swiss (SIX) ones end in ``.ch.NN.xsd``.
_NAMED_NAMESPACE: Final = re.compile(
    r"(?P<area>pain|pacs|camt)\.(?P<msg>\d{3})\.(?P<variant>\d{3})\.(?P<version>\d{2})"
    r"(?P<swiss>\.ch\.\d{2})?(?:\.xsd)?$"
)
#: What ``validate`` and ``convert`` read, in words for the refusal of anything else.
_SUPPORTED: Final = "pain2pis reads pain.001.001.03 only"
_MESSAGE_NAMES: Final = {
    ("pain", "001"): "customer credit transfer initiation",
    ("pain", "002"): "customer payment status report",
    ("pain", "007"): "customer payment reversal",
    ("pain", "008"): "customer direct debit initiation",
    ("pain", "013"): "creditor payment activation request",
    ("pain", "014"): "creditor payment activation request status report",
    ("camt", "052"): "bank-to-customer account report",
    ("camt", "053"): "bank-to-customer statement",
    ("camt", "054"): "bank-to-customer debit/credit notification",
    ("camt", "055"): "customer payment cancellation request",
    ("camt", "056"): "FI-to-FI payment cancellation request",
    ("pacs", "002"): "FI-to-FI payment status report",
    ("pacs", "003"): "FI-to-FI customer direct debit",
    ("pacs", "004"): "payment return",
    ("pacs", "008"): "FI-to-FI customer credit transfer",
    ("pacs", "009"): "financial institution credit transfer",
    ("head", "001"): "business application header",
}
_GERMAN_VARIANTS: Final = {"pain.001.002.03", "pain.001.003.03", "pain.008.002.02",
                           "pain.008.003.02"}  # fmt: skip


def _events(parser: etree.XMLPullParser) -> Iterator[tuple[str, Any]]:
    # lxml-stubs type the events as a union of elements and namespace tuples; with the
    # event kinds the reader asks for they are always elements.
    return cast("Iterator[tuple[str, Any]]", parser.read_events())


def _line(element: etree._Element) -> int | None:
    return cast("int | None", element.sourceline)


def _clip(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _local(tag: str) -> str:
    return tag.rpartition("}")[2]


def _namespace_finding(root: etree._Element) -> Finding:
    tag = root.tag
    namespace = tag[1:].partition("}")[0] if tag.startswith("{") else ""
    local = _local(tag)
    expected = f"a Document in the namespace {xsd.NAMESPACE}"
    match = _ISO_NAMESPACE.fullmatch(namespace) or _NAMED_NAMESPACE.search(namespace)
    if match is not None and namespace != xsd.NAMESPACE:
        name = f"{match['area']}.{match['msg']}.{match['variant']}.{match['version']}"
        kind = _MESSAGE_NAMES.get((match["area"], match["msg"]))
        notes = [kind] if kind else []
        swiss = match.groupdict().get("swiss")
        if swiss:
            name += swiss
            notes.insert(0, "the Swiss (SIX) variant")
        if name in _GERMAN_VARIANTS:
            notes.append("the German DFÜ-Abkommen (DK) variant")
        described = f" ({', '.join(notes)})" if notes else ""
        message = (
            f"This is a {name} message{described}, not pain.001.001.03; {_SUPPORTED}:"
            f" expected {expected}"
        )
    elif namespace == xsd.NAMESPACE:
        message = f"The root element is {local}, not Document; expected {expected}"
    elif not namespace:
        message = (
            f"The root element {local} has no namespace, so it is no pain.001 message;"
            f" {_SUPPORTED}: expected {expected}"
        )
    else:
        message = (
            f"The root element {local} is in the namespace {_clip(namespace)}, "
            f"not pain.001.001.03; {_SUPPORTED}: expected {expected}"
        )
    return make_finding("xml.namespace", message, line=_line(root), xpath=f"/{local}")


def _marker_position(head: bytes, marker: str) -> tuple[int | None, int | None]:
    """Line and column of ``marker`` in the raw prolog (UTF-8/Latin-1 or UTF-16)."""
    for codec, unit in (("utf-8", 1), ("utf-16-le", 2), ("utf-16-be", 2)):
        offset = head.find(marker.encode(codec))
        if offset >= 0:
            newline = "\n".encode(codec)
            before = head[:offset]
            line = before.count(newline) + 1
            last = before.rfind(newline)
            column = (offset - (last + len(newline) if last >= 0 else 0)) // unit + 1
            return line, column
    return None, None


def _doctype_finding(docinfo: etree.DocInfo, head: bytes) -> Finding:
    line, column = _marker_position(head, "<!DOCTYPE")
    details: list[str] = []
    system_url: str | None = getattr(docinfo, "system_url", None)
    if system_url:
        details.append(f"an external DTD ({_clip(system_url)})")
    dtd: Any = docinfo.internalDTD
    entities = list(dtd.iterentities()) if dtd is not None else []
    if entities:
        names = ", ".join(_clip(entity.name, 30) for entity in entities[:5])
        more = f" and {len(entities) - 5} more" if len(entities) > 5 else ""
        external = sum(1 for entity in entities if entity.system_url)
        ext = f", {external} of them external" if external else ""
        details.append(f"{len(entities)} entity declaration(s) ({names}{more}{ext})")
    what = " with " + " and ".join(details) if details else ""
    return make_finding(
        "xml.unsafe",
        f"The document has a DOCTYPE declaration{what}; DOCTYPEs and entities are refused, "
        "never expanded or fetched",
        line=line,
        column=column,
    )


def _raw_unsafe_finding(head: bytes) -> Finding | None:
    """An ``xml.unsafe`` finding when the raw prolog shows a DOCTYPE or ENTITY."""
    for marker in ("<!DOCTYPE", "<!ENTITY"):
        line, column = _marker_position(head, marker)
        if line is not None:
            return make_finding(
                "xml.unsafe",
                f"The document has a {marker[2:]} declaration; DOCTYPEs and entities are "
                "refused, never expanded or fetched",
                line=line,
                column=column,
            )
    return None


_LXML_SUFFIX: Final = re.compile(r",? line \d+, column \d+$")
_LXML_PREFIX: Final = re.compile(r"^line \d+: ")


def _syntax_finding(exc: etree.XMLSyntaxError) -> Finding:
    line, column = exc.position if exc.position else (exc.lineno, 0)
    reason = str(exc.msg or exc)
    # the exception's own message is this document's; its error log may hold older ones
    for entry in reversed(list(_error_entries(exc))):
        if entry.type == getattr(exc, "code", None) and entry.line == line:
            reason = entry.message
            break
    else:
        reason = _LXML_PREFIX.sub("", _LXML_SUFFIX.sub("", reason))
    return make_finding(
        "xml.syntax",
        f"Not well-formed XML: {reason.strip()}",
        line=line or None,
        column=column or None,
    )


def _error_entries(source: Any) -> Iterable[Any]:
    log = getattr(source, "error_log", None)
    return list(log) if log is not None else []


def _xsd_reason(message: str) -> str:
    return message.replace(_SCHEMA_NAMESPACE_TEXT, "").strip()


_ATTRIBUTE_ERROR: Final = re.compile(r"Element '[^']*', attribute '(?:\{[^}]*\})?(?P<name>[^']+)'")
_PATH_STEP: Final = re.compile(r"(?:(?:[^:\[\]]+):)?(?P<name>[^:\[\]]+)(?:\[(?P<index>\d+)\])?")


def _error_target(unit: etree._Element, path: str | None) -> tuple[etree._Element, str | None]:
    """The element (and attribute) an error of validating ``unit`` on its own is about,
    from libxml2's node path (``/*/*[2]/*``, ``/*/*[3]/@Ccy``)."""
    if not path:
        return unit, None
    element = unit
    for step in path.strip("/").split("/")[1:]:
        if step.startswith("@"):
            return element, step[1:]
        match = _PATH_STEP.fullmatch(step)
        if match is None:
            break
        name, index = match["name"], int(match["index"] or 1)
        candidates = [c for c in element if isinstance(c.tag, str)]
        if name != "*":
            candidates = [c for c in candidates if _local(c.tag) == name]
        if index > len(candidates):
            break
        element = candidates[index - 1]
    return element, None


def _relative_path(unit: etree._Element, element: etree._Element) -> list[str]:
    steps: list[str] = []
    while element is not unit:
        parent = element.getparent()
        if parent is None:
            break
        same = [c for c in parent if c.tag == element.tag]
        index = next(i for i, c in enumerate(same, 1) if c is element)
        name = _local(element.tag)
        steps.append(name if index == 1 else f"{name}[{index}]")
        element = parent
    steps.reverse()
    return steps


def _first_step(steps: list[str], name: str) -> bool:
    return bool(steps) and steps[0] == name


# --------------------------------------------------------------------------- reader


class _Reader:
    """One read of one input; :meth:`events` is the event stream."""

    def __init__(self, inp: _Input, options: ReadOptions) -> None:
        self.inp = inp
        self.options = options
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
        yield DocumentStart("xml")
        try:
            chunks = self.inp.chunks()
            head = yield from self._sniff(chunks)
            if head is None:
                return
            failure = yield from self._stream(itertools.chain(head, chunks))
            if failure is _REFUSED:
                return
            well_formed = True
            if failure is not None:
                fallback = _failure_finding(failure)
                if self.options.schema_validation and self.inp.can_replay():
                    well_formed = yield from self._locate(fallback)
                else:
                    well_formed = fallback.code != "xml.syntax"
                    yield fallback
            if well_formed and not self.group_header_done:
                self.group_header_done = True
                yield GroupHeader(present=False, origin=paths.group_origin())
            yield from self._dropped_findings()
        except _TooLarge as exc:
            yield exc.finding
        finally:
            self.inp.close()

    def _sniff(self, chunks: Iterator[bytes]) -> Generator[Finding, None, list[bytes] | None]:
        """Read up to the root's start tag; refuse DOCTYPEs, XInclude, foreign roots.
        Returns the chunks read so far, or None when the document is refused."""
        parser = xmlsafe.make_pull_parser(events=("start",))
        buffered: list[bytes] = []
        size = 0
        for chunk in chunks:
            buffered.append(chunk)
            head = b"".join(buffered)
            for offset in range(0, len(chunk), _SNIFF_STEP):
                try:
                    parser.feed(chunk[offset : offset + _SNIFF_STEP])
                except etree.XMLSyntaxError as exc:
                    yield _raw_unsafe_finding(head) or _syntax_finding(exc)
                    return None
                root = next((element for _, element in _events(parser)), None)
                if root is not None:
                    refusal = self._root_refusal(root, head)
                    if refusal is not None:
                        yield refusal
                        return None
                    return buffered
            size += len(chunk)
            if size > _PROLOG_LIMIT:
                yield _raw_unsafe_finding(head) or make_finding(
                    "xml.too-large",
                    f"No root element starts within the first {_PROLOG_LIMIT} bytes; a "
                    "prolog this long is refused",
                )
                return None
        head = b"".join(buffered)
        if not head.strip():
            yield make_finding(
                "xml.syntax", "Not well-formed XML: the input is empty", line=1, column=1
            )
            return None
        try:
            parser.close()
        except etree.XMLSyntaxError as exc:
            yield _raw_unsafe_finding(head) or _syntax_finding(exc)
            return None
        yield make_finding("xml.syntax", "Not well-formed XML: the document has no root element")
        return None

    def _root_refusal(self, root: etree._Element, head: bytes) -> Finding | None:
        tree = root.getroottree()
        docinfo = tree.docinfo
        if docinfo.internalDTD is not None or docinfo.externalDTD is not None or docinfo.doctype:
            return _doctype_finding(docinfo, head)
        root_namespace = root.tag[1:].partition("}")[0] if root.tag[:1] == "{" else ""
        declared = {root_namespace, *root.nsmap.values()}
        if declared.intersection(xmlsafe.XINCLUDE_NAMESPACES):
            return make_finding(
                "xml.unsafe",
                "The document declares the XInclude namespace; XInclude is refused, never "
                "processed",
                line=_line(root),
                xpath=f"/{_local(root.tag)}",
            )
        if root.tag != T_DOCUMENT:
            return _namespace_finding(root)
        return None

    def _stream(
        self, chunks: Iterable[bytes]
    ) -> Generator[Event, None, etree.XMLSyntaxError | object | None]:
        """The streaming pass. Returns None when the document is well-formed and valid
        (as far as asked), ``_REFUSED`` after an XInclude, ``_UNFINISHED`` when the root
        element never ended, else the parser's exception."""
        schema = xsd.pain001_schema() if self.options.schema_validation else None
        parser = xmlsafe.make_pull_parser(events=("end",), tag=_STREAM_TAGS, schema=schema)
        transaction = self._transaction
        root_closed = False
        try:
            for chunk in chunks:
                parser.feed(chunk)
                for _, element in _events(parser):
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
                            f"XInclude element {_local(tag)} refused (never processed); the "
                            "document is not read further",
                            line=_line(element),
                        )
                        return _REFUSED
            parser.close()
        except etree.XMLSyntaxError as exc:
            return exc
        # With a schema attached, lxml 6 / libxml2 2.14 stop quietly at some
        # well-formedness errors (a stray "&", a truncated file) and close() succeeds:
        # only a document whose root element ended was read whole.
        return None if root_closed else _UNFINISHED

    # --- building the model

    def _open_payment_info(
        self, pmtinf: etree._Element, first_tx: etree._Element | None
    ) -> Iterator[Event]:
        if not self.group_header_done:
            self.group_header_done = True
            yield GroupHeader(present=False, origin=paths.group_origin())
        self.pi_index += 1
        self.tx_index = 0
        self.tx_xpath = f"{ROOT_XPATH}/PmtInf[{self.pi_index + 1}]/CdtTrfTxInf["
        self.tx_pointer = f"/payment_info/{self.pi_index}/transactions/"
        self.open_pmtinf = pmtinf if first_tx is not None else None
        lines: _Lines = {}
        values: _Values = {}
        counts: dict[str, int] = {}
        drops: _Drops = []
        _walk(pmtinf, _PMTINF_ROOT, lines, values, counts, drops, T_TX)
        get = values.get
        origin = paths.payment_info_origin(self.pi_index, _line(pmtinf), lines)
        self.header = PaymentInfo(
            payment_info_id=get("PmtInfId"),
            debtor=_party(_DEBTOR, lines, values, counts, drops),
            debtor_account=_account(_DEBTOR, lines, values),
            debtor_agent_bic=get("DbtrAgt/FinInstnId/BIC"),
            payment_method=get("PmtMtd"),
            batch_booking=_boolean(get("BtchBookg")),
            requested_execution_date=_date(get("ReqdExctnDt")),
            number_of_transactions=get("NbOfTxs"),
            control_sum=_decimal(get("CtrlSum")),
            origin=origin,
        )
        self._note_drops(drops, origin)
        yield self.header

    def _group_header(self, element: etree._Element) -> GroupHeader:
        lines: _Lines = {}
        values: _Values = {}
        counts: dict[str, int] = {}
        drops: _Drops = []
        _walk(element, _GRPHDR_ROOT, lines, values, counts, drops)
        get = values.get
        origin = paths.group_origin(_line(element), lines)
        self._note_drops(drops, origin)
        return GroupHeader(
            message_id=get("MsgId"),
            creation_date_time=get("CreDtTm"),
            number_of_transactions=get("NbOfTxs"),
            control_sum=_decimal(get("CtrlSum")),
            initiating_party_name=get("InitgPty/Nm"),
            origin=origin,
        )

    def _transaction(self, element: etree._Element) -> Transaction:
        lines: _Lines = {}
        values: _Values = {}
        counts: dict[str, int] = {}
        drops: _Drops = []
        _walk(element, _TX_ROOT, lines, values, counts, drops)
        get = values.get
        index = self.tx_index
        # = paths.transaction_origin(...), with the payment info's part precomputed
        origin = Origin(
            "transaction",
            f"{self.tx_xpath}{index + 1}]",
            f"{self.tx_pointer}{index}",
            cast(int, element.sourceline),
            lines,
        )
        transaction = Transaction(  # positional: the model's field order
            _amount(get("Amt/InstdAmt"), get("Amt/InstdAmt/@Ccy")),
            _party(_CREDITOR, lines, values, counts, drops),
            _account(_CREDITOR, lines, values),
            get("PmtId/EndToEndId"),
            get("PmtId/InstrId"),
            get("CdtrAgt/FinInstnId/BIC"),
            _remittance(lines, values, counts) if "RmtInf" in lines else None,
            origin,
        )
        if drops:
            self._note_drops(drops, origin)
        return transaction

    # --- map.dropped

    def _note_drops(self, drops: _Drops, origin: Origin) -> None:
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
            label = f"{_KIND_ELEMENT[kind]}/{pattern}"
            unit = _KIND_UNIT[kind]
            if kind == "group_header":
                where = ""
            elif count == 1:
                where = f" (dropped in 1 {unit})"
            else:
                where = f" (dropped in {count} {unit}s, first here)"
            note = "; the writer regenerates it" if severity is Severity.INFO else ""
            yield make_finding(
                "map.dropped",
                f"{label} is not carried by the payment intent JSON{where}{note}",
                location,
                severity=severity,
            )

    # --- locating schema violations (second pass, only for invalid documents)

    def _locate(self, fallback: Finding) -> Generator[Finding, None, bool]:
        """Yield every violation with its location (or ``fallback`` when none can be
        found); return whether the document is well-formed."""
        unit_schema = xsd.pain001_unit_schema()
        parser = xmlsafe.make_pull_parser(events=("end",), tag=(T_TX, T_PMTINF))
        found = 0
        current: etree._Element | None = None
        pi = -1
        tx = 0
        stale: list[etree._Element] = []
        try:
            for chunk in self.inp.chunks(again=True):
                parser.feed(chunk)
                for _, element in _events(parser):
                    _remove(stale)
                    parent = element.getparent()
                    if parent is None:
                        continue
                    if element.tag == T_TX:
                        if parent.tag != T_PMTINF:
                            continue
                        if parent is not current:
                            current, pi, tx = parent, pi + 1, 0
                            continue  # the first transaction is validated with its PmtInf
                        tx += 1
                        for finding in _violations(unit_schema, element, _TxPlace(pi, tx)):
                            found += 1
                            yield finding
                        stale.append(element)
                    elif parent.tag == T_CSTMR:
                        if element is not current:
                            pi += 1
                        current = None
                        if pi > 0:
                            for finding in _violations(unit_schema, element, _PmtInfPlace(pi)):
                                found += 1
                                yield finding
                            stale.append(element)
            root = parser.close()
        except etree.XMLSyntaxError as exc:
            yield _syntax_finding(exc)
            return False
        _remove(stale)
        for finding in _violations(xsd.pain001_schema(), root, _DocumentPlace()):
            found += 1
            yield finding
        if not found:  # the streaming verdict stands even where no location was found
            yield fallback
            return fallback.code != "xml.syntax"
        return True


_REFUSED: Final = object()
_UNFINISHED: Final = object()


def _failure_finding(failure: object) -> Finding:
    """What the streaming pass's failure says on its own, without a second pass."""
    if failure is _UNFINISHED:
        return make_finding(
            "xml.syntax", "Not well-formed XML: the document ends before its root element does"
        )
    assert isinstance(failure, etree.XMLSyntaxError)
    if failure.position and failure.position[0]:
        return _syntax_finding(failure)
    # a schema violation found while streaming (libxml2 gives no line in that mode)
    return make_finding(
        "xsd.violation", _xsd_reason(str(failure.msg or failure)), xpath="/Document"
    )


def _remove(elements: list[etree._Element]) -> None:
    for element in elements:
        parent = element.getparent()
        if parent is not None:
            parent.remove(element)
    elements.clear()


class _TxPlace:
    def __init__(self, pi: int, tx: int) -> None:
        self.origin = paths.transaction_origin(pi, tx)

    def __call__(self, steps: list[str]) -> Location:
        return self.origin.at("/".join(steps)) if steps else self.origin.here()


class _PmtInfPlace:
    def __init__(self, pi: int) -> None:
        self.pi = pi
        self.origin = paths.payment_info_origin(pi)

    def __call__(self, steps: list[str]) -> Location:
        if _first_step(steps, "CdtTrfTxInf"):
            return _TxPlace(self.pi, 0)(steps[1:])
        return self.origin.at("/".join(steps)) if steps else self.origin.here()


class _DocumentPlace:
    def __call__(self, steps: list[str]) -> Location:
        if _first_step(steps, "CstmrCdtTrfInitn"):
            rest = steps[1:]
            if _first_step(rest, "GrpHdr"):
                origin = paths.group_origin()
                return origin.at("/".join(rest[1:])) if rest[1:] else origin.here()
            if _first_step(rest, "PmtInf"):
                return _PmtInfPlace(0)(rest[1:])
        return Location(xpath="/".join(["", "Document", *steps]))


def _violations(schema: etree.XMLSchema, unit: etree._Element, place: Any) -> list[Finding]:
    if schema.validate(unit):
        return []
    findings = []
    for entry in _error_entries(schema):
        element, attribute = _error_target(unit, entry.path)
        steps = _relative_path(unit, element)
        if attribute is None:
            named = _ATTRIBUTE_ERROR.match(entry.message)
            attribute = named["name"] if named else None
        if attribute:
            steps.append(f"@{attribute}")
        findings.append(
            make_finding(
                "xsd.violation",
                _xsd_reason(entry.message),
                place(steps),
                line=entry.line or _line(element) or None,
                column=entry.column or None,
            )
        )
    return findings
