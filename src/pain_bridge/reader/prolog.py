"""The prolog check: everything up to the root element's start tag, before any content.

:func:`sniff` feeds the first bytes to a throw-away parser in small steps, up to the start
tag of the root element. A DOCTYPE (internal subset, entity declarations, external DTD)
or an XInclude namespace on the root is refused with ``xml.unsafe`` before a single
element reaches the model; a root that is not a ``Document`` of a version the project
reads, and no envelope around one (:mod:`~pain_bridge.envelope`), is refused
with ``xml.namespace``, naming the message and version when the
namespace is a recognisable ISO 20022 one. Otherwise it returns the version
(:class:`~pain_bridge.versions.PainVersion`), its ``xsi:schemaLocation`` (a Swiss file
names its SIX schema there) and the chunks read so far.
"""

from __future__ import annotations

import re
from collections.abc import Generator, Iterator
from typing import Any, Final

from lxml import etree

from pain_bridge import xmlsafe
from pain_bridge.envelope import Found, open_envelope
from pain_bridge.findings import Finding, make_finding
from pain_bridge.namespaces import PAIN001, refusal
from pain_bridge.reader.diagnostics import clip, events, line, local, syntax_finding
from pain_bridge.textfile import sniff_encoding
from pain_bridge.versions import PainVersion

_SNIFF_STEP: Final = 4 * 1024
_SCHEMA_LOCATION: Final = "{http://www.w3.org/2001/XMLSchema-instance}schemaLocation"
PROLOG_LIMIT: Final = 1024 * 1024


def namespace_finding(root: etree._Element) -> Finding:
    """``xml.namespace`` for a root that is no ``Document`` of a version read here."""
    tag = root.tag
    namespace = tag[1:].partition("}")[0] if tag.startswith("{") else ""
    name_of_root = local(tag)
    read = PainVersion.of_namespace(namespace) is not None
    message = refusal(namespace, name_of_root, PAIN001, read=read)
    return make_finding("xml.namespace", message, line=line(root), xpath=f"/{name_of_root}")


def _marker_position(head: bytes, marker: str) -> tuple[int | None, int | None]:
    """Line and column of ``marker`` in the raw prolog (UTF-8/Latin-1 or UTF-16)."""
    for codec, unit in (("utf-8", 1), ("utf-16-le", 2), ("utf-16-be", 2)):
        offset = head.find(marker.encode(codec))
        if offset >= 0:
            newline = "\n".encode(codec)
            before = head[:offset]
            number = before.count(newline) + 1
            last = before.rfind(newline)
            column = (offset - (last + len(newline) if last >= 0 else 0)) // unit + 1
            return number, column
    return None, None


def _doctype_finding(docinfo: etree.DocInfo, head: bytes) -> Finding:
    line, column = _marker_position(head, "<!DOCTYPE")
    details: list[str] = []
    system_url: str | None = getattr(docinfo, "system_url", None)
    if system_url:
        details.append(f"an external DTD ({clip(system_url)})")
    dtd: Any = docinfo.internalDTD
    entities = list(dtd.iterentities()) if dtd is not None else []
    if entities:
        names = ", ".join(clip(entity.name, 30) for entity in entities[:5])
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


def raw_unsafe_finding(head: bytes) -> Finding | None:
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


def _root_refusal(root: etree._Element, head: bytes) -> Finding | None:
    tree = root.getroottree()
    docinfo = tree.docinfo
    if docinfo.internalDTD is not None or docinfo.externalDTD is not None or docinfo.doctype:
        return _doctype_finding(docinfo, head)
    root_namespace = root.tag[1:].partition("}")[0] if root.tag[:1] == "{" else ""
    declared = {root_namespace, *root.nsmap.values()}
    if declared.intersection(xmlsafe.XINCLUDE_NAMESPACES):
        return make_finding(
            "xml.unsafe",
            "The document declares the XInclude namespace; XInclude is refused, never processed",
            line=line(root),
            xpath=f"/{local(root.tag)}",
        )
    if local(root.tag) != "Document" or PainVersion.of_namespace(root_namespace) is None:
        return namespace_finding(root)
    return None


#: A comment or processing instruction of the prolog, or an element's start (its name).
_MARKUP: Final = re.compile(r"<!--.*?-->|<\?.*?\?>|<(?P<name>[^\s/>!?]+)", re.DOTALL)
#: An attribute's (or namespace declaration's) ``=`` and opening quote.
_ATTRIBUTE: Final = re.compile(r"""=\s*["']""")


def _prolog_too_long(head: bytes) -> Finding:
    """``xml.too-large`` for a document whose root's start tag has not ended within
    :data:`PROLOG_LIMIT` bytes: where the root starts and what its start tag holds so far
    when it did start (thousands of namespace declarations), else a prolog that long."""
    text = head.decode(sniff_encoding(head), errors="replace")
    root = next((m for m in _MARKUP.finditer(text) if m["name"]), None)
    if root is None:
        return make_finding(
            "xml.too-large",
            f"No root element starts within the first {PROLOG_LIMIT} bytes; a prolog this "
            "long is refused",
        )
    attributes = len(_ATTRIBUTE.findall(text, root.end()))
    return make_finding(
        "xml.too-large",
        f"The start tag of the root element {clip(local(root['name']), 40)} does not end "
        f"within the first {PROLOG_LIMIT} bytes ({attributes} attributes and namespace "
        "declarations so far); a start tag this long is refused",
        line=text.count("\n", 0, root.start()) + 1,
    )


def sniff(
    chunks: Iterator[bytes],
) -> Generator[Finding, None, tuple[list[bytes], PainVersion, str | None, Found | None] | None]:
    """Read up to the root's start tag; refuse DOCTYPEs, XInclude, foreign roots.

    Yields the refusal, if any; returns the chunks read so far, the document's version,
    its ``xsi:schemaLocation`` (None when absent) and, for a document inside an envelope
    (a root that is no ``Document``: :mod:`~pain_bridge.envelope`), what was found
    around it; or None when the document is refused.
    """
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
                unsafe = raw_unsafe_finding(head)
                if unsafe is None and "Extra content" in str(exc):  # a header, then the document?
                    found = open_envelope(buffered, chunks)
                    if isinstance(found, Found) and found.version is not None:
                        return buffered, found.version, found.schema_location, found
                    unsafe = found if isinstance(found, Finding) else None
                yield unsafe or syntax_finding(exc)
                return None
            root = next((element for _, element in events(parser)), None)
            if root is not None:
                refusal = _root_refusal(root, head)
                if refusal is not None:
                    if refusal.code == "xml.namespace" and local(root.tag) != "Document":
                        found = open_envelope(buffered, chunks)
                        if isinstance(found, Found) and found.version is not None:
                            return buffered, found.version, found.schema_location, found
                        found = found if isinstance(found, Finding) else None
                        refusal = found or refusal
                    yield refusal
                    return None
                version = PainVersion.of_namespace(root.tag[1:].partition("}")[0])
                assert version is not None
                location = root.get(_SCHEMA_LOCATION)
                return buffered, version, (clip(location, 1000) if location else None), None
        size += len(chunk)
        if size > PROLOG_LIMIT:
            yield raw_unsafe_finding(head) or _prolog_too_long(head)
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
        yield raw_unsafe_finding(head) or syntax_finding(exc)
        return None
    yield make_finding("xml.syntax", "Not well-formed XML: the document has no root element")
    return None
