"""A document inside an envelope: found from the head, its header read, its frame blanked.

The forms in use (issue 34): SWIFT's ``Envelope``, a ``RequestPayload``, any root that
holds an ``AppHdr`` (``head.001.001.01`` to ``.04``) and the ``Document`` side by side,
and an ``AppHdr`` alone before the ``Document`` (two roots, which no XML parser takes).

:func:`open_envelope` runs only when the root element is no ``Document`` (the prolog
check, :func:`~pain_bridge.reader.prolog.sniff`, met it), so a bare document costs
nothing more. From the head it finds the document's start tag, parses everything before
it (from the file's start: the header's elements keep their lines), validates the header
against its bundled XSD and returns a :class:`Frame`: the bytes around the document,
which every pass then reads as blanks (spaces; line ends kept). The document is then
parsed, validated and located exactly as a bare one, byte for byte at the same offsets,
so each finding has its line and column in the original file.

The frame's end is found while streaming: the last ``</Document>`` (with the document's
prefix) followed by nothing but whitespace, comments and the envelope's own end tags,
in order. Anything else after it is left as it is, for the parser to report where it is.
An envelope in an encoding that is not ASCII-compatible (UTF-16) is not read: its bytes
cannot be blanked one by one.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Final, cast

from lxml import etree

from pain_bridge import xmlsafe, xsd
from pain_bridge.findings import Finding, make_finding
from pain_bridge.model.envelope import BusinessHeader, Envelope, HeaderLeaf
from pain_bridge.namespaces import PAIN001, Reads, refusal
from pain_bridge.numeric import shown_quoted
from pain_bridge.textfile import ascii_compatible, sniff_encoding
from pain_bridge.versions import PainVersion

__all__ = ["HEAD_NAMESPACE", "Found", "Frame", "open_envelope"]

#: The namespace of a Business Application Header, with its message name.
HEAD_NAMESPACE: Final = re.compile(r"urn:iso:std:iso:20022:tech:xsd:(head\.001\.001\.\d\d)")
#: A document's start tag (with its prefix, if any).
_DOCUMENT: Final = re.compile(rb"<((?:[A-Za-z_][\w.-]*:)?Document)(?=[\s/>])")
_DECLARATION: Final = re.compile(rb"""xmlns(?::([\w.-]+))?\s*=\s*(["'])(.*?)\2""", re.DOTALL)
_SCHEMA_LOCATION: Final = re.compile(rb"""schemaLocation\s*=\s*(["'])(.*?)\1""", re.DOTALL)
#: What may follow the document in its envelope: blanks, comments, end tags.
_TAIL: Final = re.compile(rb"\s+|<!--.*?-->|</\s*([^\s>]+)\s*>", re.DOTALL)
#: Every byte to a space but line ends: the frame is read as blanks.
_BLANK: Final = bytes(b if b in (10, 13) else 32 for b in range(256))
#: Bytes of the file searched for the document's start tag, at most.
SEARCH_LIMIT: Final = 1024 * 1024


def local(tag: str) -> str:
    return tag.rpartition("}")[2]


def line(element: etree._Element) -> int | None:
    return cast("int | None", element.sourceline)


def syntax_finding(exc: etree.XMLSyntaxError) -> Finding:
    reason, at, column = xmlsafe.parse_failure(exc)
    return make_finding("xml.syntax", f"Not well-formed XML: {reason}", line=at, column=column)


def _blank(data: bytes) -> bytes:
    return data.translate(_BLANK)


@dataclass(frozen=True, slots=True)
class Frame:
    """The bytes around an enveloped document: ``[start, end)`` before it (after the XML
    declaration), and whatever follows its end tag ``end_tag`` (``b"</Document"``) when
    that is the envelope's end tags ``closing`` (innermost first), blanks and comments."""

    start: int
    end: int
    end_tag: bytes
    closing: tuple[bytes, ...]

    def chunks(self, source: Iterable[bytes]) -> Iterator[bytes]:
        """``source`` (the file's chunks from its first byte) with the frame blanked."""
        position = 0
        keep = len(self.end_tag) - 1  # an end tag may straddle two chunks
        pending = b""
        for chunk in source:
            if position < self.end:
                low = max(self.start - position, 0)
                high = min(self.end - position, len(chunk))
                if low < high:
                    chunk = chunk[:low] + _blank(chunk[low:high]) + chunk[high:]
            position += len(chunk)
            data = pending + chunk
            found = data.rfind(self.end_tag)
            if found >= 0 and not _content_after(data, found + len(self.end_tag)):
                if found:
                    yield data[:found]
                pending = data[found:]
            else:
                cut = max(len(data) - keep, 0)
                if cut:
                    yield data[:cut]
                pending = data[cut:]
        if pending:
            yield self._ending(pending)

    def _ending(self, pending: bytes) -> bytes:
        """The last bytes: past the document's end tag, blanked when they are only the
        envelope's end tags (in order), blanks and comments; else as they are."""
        if not pending.startswith(self.end_tag):
            return pending
        close = pending.find(b">")
        if close < 0:
            return pending
        rest = pending[close + 1 :]
        names: list[bytes] = []
        at = 0
        while at < len(rest):
            token = _TAIL.match(rest, at)
            if token is None:
                return pending
            if token.group(1) is not None:
                names.append(token.group(1))
            at = token.end()
        if tuple(names) != self.closing:
            return pending
        return pending[: close + 1] + _blank(rest)


def _content_after(data: bytes, start: int) -> bool:
    """Whether an element or processing instruction starts after ``start``: the end tag
    before it is not the document's last."""
    at = data.find(b"<", start)
    while at >= 0:
        following = data[at + 1 : at + 2]
        if following and following not in b"/!":
            return True
        at = data.find(b"<", at + 1)
    return False


@dataclass(frozen=True, slots=True)
class Found:
    """An enveloped document: its pain.001 version (None for another message), its
    ``xsi:schemaLocation``, the :class:`Frame` its
    passes blank, the :class:`~pain_bridge.model.envelope.Envelope` for the model, and the
    header's schema violations (``xsd.violation`` at the header's lines)."""

    version: PainVersion | None
    schema_location: str | None
    frame: Frame
    envelope: Envelope
    findings: tuple[Finding, ...]
    #: The document's namespace and the line of its start tag.
    namespace: str = ""
    document_line: int | None = None


def _body_start(data: bytes) -> int:
    start = 3 if data[:3] == b"\xef\xbb\xbf" else 0
    if data.startswith(b"<?xml", start):
        end = data.find(b"?>", start)
        return start if end < 0 else end + 2
    return start


def _qname(element: etree._Element) -> str:
    name = local(element.tag)
    return f"{element.prefix}:{name}" if element.prefix else name


def _leaves(header: etree._Element) -> tuple[HeaderLeaf, ...]:
    leaves: list[HeaderLeaf] = []

    def walk(element: etree._Element, path: str) -> None:
        children = [child for child in element if isinstance(child.tag, str)]
        if not children:
            leaves.append((path, (element.text or "").strip(), line(element)))
        for child in children:
            walk(child, f"{path}/{local(child.tag)}" if path else local(child.tag))

    walk(header, "")
    return tuple(leaf for leaf in leaves if leaf[0])


def _header_findings(header: etree._Element, version: str, xpath: str) -> tuple[Finding, ...]:
    """The header's violations of its bundled schema (none for another version)."""
    if version not in xsd.HEADERS:
        return ()
    schema = xsd.header_schema(version)
    if schema.validate(etree.ElementTree(copy.deepcopy(header))):
        return ()
    namespace = etree.QName(header).namespace or ""
    return tuple(
        make_finding(
            "xsd.violation",
            "Business Application Header: "
            + shown_quoted(error.message.replace("{" + namespace + "}", "").strip()),
            line=error.line or line(header),
            xpath=xpath,
        )
        for error in list(cast(Any, schema.error_log))
    )


def _refused(message: str, at: int | None) -> Finding:
    return make_finding("xml.namespace", message, line=at)


def open_envelope(
    buffered: list[bytes], chunks: Iterator[bytes], reads: Reads = PAIN001
) -> Found | Finding | None:
    """The enveloped document of a file whose root is no ``Document``, from its first
    ``buffered`` chunks (more are read from ``chunks`` into ``buffered`` as needed).

    Returns the :class:`Found` record; the refusal of an envelope that holds no document
    read here (a syntax error before the document, a document without its own namespace
    declaration, a document of no pain.001 version); or None when no document starts in
    the first :data:`SEARCH_LIMIT` bytes (the caller's ``xml.namespace`` says what the
    root is). ``reads``: the messages the caller reads; the status report reader
    (``PAIN002``) tells a pain.002's version from the namespace itself."""
    data = b"".join(buffered)
    if not ascii_compatible(sniff_encoding(data)):
        return None
    body = _body_start(data)
    match = _DOCUMENT.search(data, body)
    while match is None and len(data) < SEARCH_LIMIT:
        chunk = next(chunks, b"")
        if not chunk:
            return None
        buffered.append(chunk)
        data += chunk
        match = _DOCUMENT.search(data, max(body, len(data) - len(chunk) - 64))
    if match is None:
        return None
    tag_end = data.find(b">", match.end())
    while tag_end < 0 and len(data) < SEARCH_LIMIT + 65536:
        chunk = next(chunks, b"")
        if not chunk:
            return None
        buffered.append(chunk)
        data += chunk
        tag_end = data.find(b">", match.end())
    before = data[: match.start()]
    document_line = before.count(b"\n") + 1
    parser = xmlsafe.make_pull_parser(events=("start", "end"))
    open_elements: list[etree._Element] = []
    roots: list[etree._Element] = []
    try:
        parser.feed(before)
        for event, element in cast("Iterator[tuple[str, Any]]", parser.read_events()):
            if event == "start":
                if element.getparent() is None:
                    roots.append(element)
                open_elements.append(element)
            else:
                open_elements.pop()
    except etree.XMLSyntaxError as exc:
        return syntax_finding(exc)
    headers = [
        element
        for root in roots
        for element in root.iter()
        if isinstance(element.tag, str) and local(element.tag) == "AppHdr"
    ]
    closed_roots = [root for root in roots if root not in open_elements]
    if any(local(root.tag) != "AppHdr" for root in closed_roots):
        return None  # a whole other document before this one: not an envelope
    qname = match.group(1)
    start_tag = data[match.start() : tag_end + 1]
    prefix = qname.partition(b":")[0] if b":" in qname else None
    namespace = next(
        (value for p, _, value in _DECLARATION.findall(start_tag) if p == (prefix or b"")),
        None,
    )
    if namespace is None:
        return _refused(
            f"The {qname.decode('ascii', 'replace')} inside the envelope takes its namespace "
            "from the envelope; it is read only when it declares its namespace itself",
            document_line,
        )
    ns_text = namespace.decode("utf-8", "replace")
    version = PainVersion.of_namespace(ns_text)
    if reads is PAIN001 and version is None:
        return _refused(
            "Inside the envelope: " + refusal(ns_text, "Document", reads), document_line
        )
    encoding = sniff_encoding(data)
    ancestors = [element for element in open_elements]
    root_name = local(ancestors[0].tag) if ancestors else None
    path = "/" + "/".join([*(local(a.tag) for a in ancestors), "Document"])
    header: BusinessHeader | None = None
    findings: tuple[Finding, ...] = ()
    if headers:
        element = headers[0]
        header_ns = etree.QName(element).namespace or ""
        named = HEAD_NAMESPACE.fullmatch(header_ns)
        header_version = named.group(1) if named else header_ns
        header_path = "/" + "/".join(
            local(e.tag) for e in reversed([element, *element.iterancestors()])
        )
        header = BusinessHeader(header_version, line(element), _leaves(element), header_path)
        findings = _header_findings(element, header_version, header_path)
    closing = tuple(_qname(a).encode("utf-8") for a in reversed(ancestors))
    location = _SCHEMA_LOCATION.search(start_tag)
    envelope = Envelope(
        root=root_name,
        path=path,
        header=header,
        before=data[body : match.start()].decode(encoding, "replace"),
        after="".join(f"</{name.decode('utf-8')}>\n" for name in closing),
    )
    frame = Frame(body, match.start(), b"</" + qname, closing)
    schema_location = location.group(2).decode(encoding, "replace") if location else None
    return Found(version, schema_location, frame, envelope, findings, ns_text, document_line)
