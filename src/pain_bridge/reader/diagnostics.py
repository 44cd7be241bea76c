"""Findings from what lxml reports: syntax errors, schema violations, element places.

Shared by the passes of the reader (:mod:`~pain_bridge.reader.prolog`,
:mod:`~pain_bridge.reader.stream`, :mod:`~pain_bridge.reader.locate`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, cast

from lxml import etree

from pain_bridge import xmlsafe
from pain_bridge.findings import Finding, make_finding
from pain_bridge.numeric import shown_quoted


def events(parser: etree.XMLPullParser) -> Iterator[tuple[str, Any]]:
    """The parser's events. lxml-stubs type them as a union of elements and namespace
    tuples; with the event kinds the reader asks for they are always elements."""
    return cast("Iterator[tuple[str, Any]]", parser.read_events())


def line(element: etree._Element) -> int | None:
    return cast("int | None", element.sourceline)


def clip(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def local(tag: str) -> str:
    return tag.rpartition("}")[2]


def syntax_finding(exc: etree.XMLSyntaxError) -> Finding:
    reason, line, column = xmlsafe.parse_failure(exc)
    return make_finding("xml.syntax", f"Not well-formed XML: {reason}", line=line, column=column)


def names_its_cause(exc: etree.XMLSyntaxError) -> bool:
    """Whether ``exc`` is a syntax error with a place (its own, or its cause's in the
    log): one without is a schema violation met while streaming."""
    return xmlsafe.parse_failure(exc)[1] is not None


def error_entries(source: Any) -> Iterable[Any]:
    log = getattr(source, "error_log", None)
    return list(log) if log is not None else []


def xsd_reason(message: str, namespace: str) -> str:
    """A schema violation's message without the document's namespace in element names,
    a long value it quotes (a count of 5,000 digits) clipped."""
    text = message.replace("{" + namespace + "}", "").strip()
    return shown_quoted(text)
