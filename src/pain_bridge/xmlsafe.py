"""The one hardened XML parser configuration of pain_bridge.

Every piece of XML that pain_bridge parses (input files, the bundled schema, test
documents) goes through a parser made here, so the safety settings live in one place:

- no DTD is loaded and none is validated against (``load_dtd=False``,
  ``dtd_validation=False``, ``attribute_defaults=False``);
- entities are never substituted (``resolve_entities=False``) and nothing is ever fetched
  (``no_network=True``; the incremental parsers also carry a resolver that answers every
  request with an empty document, so even a code path that asked for an external
  resource would get nothing; :func:`make_parser` cannot carry it, because lxml also
  resolves the main document's own file name through it);
- libxml2's built-in limits stay on (``huge_tree=False``: text nodes up to 10 MB, nesting
  depth bounded, entity amplification checks);
- XInclude is never processed (pain_bridge never calls ``xinclude()``).

What the parser *cannot* refuse by configuration (a DOCTYPE with entity declarations is
still read as declarations) is refused by the reader, which looks at the prolog before
anything else is parsed: see :mod:`pain_bridge.reader`.

The other way round, this module also decides which text XML cannot hold at all
(:data:`NOT_XML_CHAR`): a JSON string may carry ``"\\u0000"`` or a lone surrogate
``"\\ud800"``, no pain.001 can. :func:`xml_char_findings` is the one place that turns such
text in a payment intent into findings (``text.xml-char``, at its JSON Pointer); the JSON
reader, the converter, the gateway and the sandbox all ask it.

>>> root = etree.fromstring(b"<a>1</a>", make_parser())
>>> root.text
'1'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Final, Literal

from lxml import etree

from pain_bridge.findings import Finding, make_finding, pointer_token

#: The parser options every pain_bridge parser uses (see the module docstring).
SAFE_OPTIONS: Final[dict[str, Any]] = {
    "resolve_entities": False,
    "no_network": True,
    "load_dtd": False,
    "dtd_validation": False,
    "attribute_defaults": False,
    "huge_tree": False,
    "recover": False,
    "collect_ids": False,
    "remove_blank_text": False,
    "remove_comments": False,
    "remove_pis": False,
    "strip_cdata": True,
}

#: The parse events :func:`make_pull_parser` can report.
ParseEvent = Literal["start", "end", "start-ns", "end-ns", "comment", "pi"]

#: Namespaces of XInclude (2001 is the W3C recommendation, 2003 an early draft that
#: libxml2 still honours). Elements in them are refused by the reader, never processed.
XINCLUDE_NAMESPACES: Final[tuple[str, ...]] = (
    "http://www.w3.org/2001/XInclude",
    "http://www.w3.org/2003/XInclude",
)


class RefusingResolver(etree.Resolver):
    """Answers every request for an external resource with an empty document.

    With :data:`SAFE_OPTIONS` libxml2 never asks; this is the second lock on the door.
    """

    # lxml calls resolve(url, public_id, context); lxml-stubs omit the context argument.
    def resolve(self, system_url: str, public_id: str, context: Any) -> Any:  # type: ignore[override]
        return self.resolve_string("", context, base_url=None)


def make_parser(*, schema: etree.XMLSchema | None = None, target: Any = None) -> etree.XMLParser:
    """A new hardened :class:`lxml.etree.XMLParser`, validating against ``schema`` if given,
    feeding ``target`` (lxml's parser target interface) instead of building a tree if given.

    Parsers are cheap and not thread-safe: make one per document.
    """
    if target is None:
        return etree.XMLParser(schema=schema, **SAFE_OPTIONS)
    return etree.XMLParser(schema=schema, target=target, **SAFE_OPTIONS)


def make_pull_parser(
    *,
    events: Iterable[ParseEvent] = ("end",),
    tag: str | Iterable[str] | None = None,
    schema: etree.XMLSchema | None = None,
    drop_layout: bool = False,
) -> etree.XMLPullParser:
    """A new hardened incremental parser (the settings of the reader's streaming pass).

    ``events`` and ``tag`` are those of :class:`lxml.etree.XMLPullParser` (``tag`` filters
    the events by element tag, e.g. ``"{urn:…}CdtTrfTxInf"``); with ``schema`` the document
    is validated while it is parsed (errors surface when :meth:`close` is called).
    ``drop_layout``: leave out whitespace-only text between elements (only for documents
    where that is layout: :meth:`pain_bridge.reader.source.Input.whitespace_is_layout`).
    """
    fresh_error_log()  # a failure's cause is then this document's (parse_failure)
    kwargs: dict[str, Any] = dict(SAFE_OPTIONS)
    kwargs["remove_blank_text"] = drop_layout
    if tag is not None:
        kwargs["tag"] = tag
    parser = etree.XMLPullParser(events=tuple(events), schema=schema, **kwargs)
    parser.resolvers.add(RefusingResolver())
    return parser


def fresh_error_log() -> None:
    """Start a parse with an empty lxml error log (this thread's).

    An incremental parser that meets some fatal errors (an undefined entity, with
    libxml2 2.14) stops without raising; its ``close()`` then raises only "no element
    found", without a line, and the cause is found in the error log the exception
    carries: lxml's log of this thread, which also holds earlier documents' errors.
    Emptied when a document's parse starts, it holds this document's alone."""
    etree.clear_error_log()


def parse_failure(exc: etree.XMLSyntaxError) -> tuple[str, int | None, int | None]:
    """What a failed parse says: the reason, line and column of ``exc``, or, when it has
    no position ("no element found"), of the last fatal error the parser logged (see
    :func:`fresh_error_log`; only a fatal error of the parser: a schema's violations
    have no position either). The reason names an undefined entity as such."""
    line, column = exc.position if exc.position else (exc.lineno, 0)
    log: Any = exc.error_log
    entries: list[Any] = list(log) if log is not None else []
    reason = str(exc.msg or exc)
    if not line:
        cause = next(
            (
                entry
                for entry in reversed(entries)
                if entry.domain == etree.ErrorDomains.PARSER
                and entry.level == etree.ErrorLevels.FATAL
                and entry.line
            ),
            None,
        )
        if cause is not None:
            return _reason(cause), cause.line, cause.column or None
    # the exception's own message is this document's; the log may hold older ones
    for entry in reversed(entries):
        if entry.type == getattr(exc, "code", None) and entry.line == line:
            return _reason(entry), line or None, column or None
    reason = _LXML_PREFIX.sub("", _LXML_SUFFIX.sub("", reason))
    return reason.strip(), line or None, column or None


_LXML_SUFFIX: Final = re.compile(r",? line \d+, column \d+$")
_LXML_PREFIX: Final = re.compile(r"^line \d+: ")
_UNDEFINED: Final = re.compile(r"^Entity '(?P<name>[^']*)' not defined")


def _reason(entry: Any) -> str:
    message = str(entry.message).strip()
    undefined = _UNDEFINED.match(message)
    if entry.type == etree.ErrorTypes.ERR_UNDECLARED_ENTITY and undefined:
        return (
            f"the entity &{undefined['name']}; is not defined (a document without a DTD "
            "has only &lt; &gt; &amp; &apos; &quot;: write a & as &amp;)"
        )
    return message


def parse_bytes(data: bytes, *, schema: etree.XMLSchema | None = None) -> etree._ElementTree:
    """Parse a whole (small) document held in memory with a hardened parser.

    Raises :class:`lxml.etree.XMLSyntaxError` when it is not well-formed (or, with
    ``schema``, not valid). Only for documents you produced yourself or know are small:
    untrusted input goes through :func:`pain_bridge.reader.iter_xml_events`, which refuses
    DOCTYPEs first and streams.
    """
    root = etree.fromstring(data, make_parser(schema=schema))
    return root.getroottree()


# --------------------------------------------------------------------------- text

#: The characters no XML 1.0 document can contain, not even as a character reference
#: (XML 1.0 §2.2, production ``Char``): the C0 controls but tab, LF and CR; surrogates
#: (lone ones: JSON's ``"\ud83d\ude00"`` is parsed into the one character U+1F600);
#: U+FFFE and U+FFFF. (DEL and the C1 controls are allowed, if discouraged.)
NOT_XML_CHAR: Final = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")

#: What in a JSON *text* can decode to a character of :data:`NOT_XML_CHAR`: an escape of
#: one, ``\u0000`` or the short ``\b`` and ``\f`` (raw C0 controls are refused by
#: the JSON parser itself), or a raw U+FFFE / U+FFFF.
_MAY_DECODE_TO_ONE: Final = re.compile(r"\\(?:u(?:00[01]|[dD][89a-fA-F]|[fF]{3}[eEfF])|[bf])")


def may_hold_non_xml_text(json_text: str) -> bool:
    """False when the parsed ``json_text`` (decoded from UTF-8, so without a raw
    surrogate) cannot hold a character of :data:`NOT_XML_CHAR`, so that
    :func:`xml_char_findings` need not walk it: a screen at the speed of a search. True
    may be a false alarm (an escaped backslash before ``u0000``)."""
    return (
        _MAY_DECODE_TO_ONE.search(json_text) is not None
        or "\ufffe" in json_text
        or "\uffff" in json_text
    )


def _described(chars: list[str]) -> str:
    """``U+0000 (a control character)``, … for the distinct ``chars``, at most three."""
    kinds = []
    for char in dict.fromkeys(chars):
        code = ord(char)
        if 0xD800 <= code <= 0xDFFF:
            kind = "a lone surrogate, half of a UTF-16 pair"
        elif code >= 0xFFFE:
            kind = "a noncharacter"
        else:
            kind = "a control character"
        kinds.append(f"U+{code:04X} ({kind})")
    shown = kinds[:3] + (["…"] if len(kinds) > 3 else [])
    return ", ".join(shown)


def xml_char_findings(value: Any, pointer: str = "") -> list[Finding]:
    """A ``text.xml-char`` error for every string of ``value`` (parsed JSON: objects,
    arrays, strings, numbers) that holds a character of :data:`NOT_XML_CHAR`, at its JSON
    Pointer below ``pointer``, in document order; empty when all its text can go into XML.

    A member *name* holding one is reported at its object (its own pointer could not be
    printed), naming it with Python's escapes; what is below it is not looked at. No
    message or pointer carries the character itself: reports stay printable UTF-8.
    Iterative, so as deep as the parser allowed.

    >>> [(f.code, f.pointer) for f in xml_char_findings({"a": ["ok", "\\x00"]})]
    [('text.xml-char', '/a/1')]
    """
    findings: list[Finding] = []
    search = NOT_XML_CHAR.search
    stack: list[tuple[str, Any]] = [(pointer, value)]
    while stack:
        where, item = stack.pop()
        if isinstance(item, str):
            if search(item):
                findings.append(_finding(where, "the text", item))
        elif isinstance(item, dict):
            below: list[tuple[str, Any]] = []
            for key, member in item.items():
                if search(key):
                    below.append((where, _Name(key)))
                else:
                    below.append((f"{where}/{pointer_token(key)}", member))
            stack.extend(reversed(below))
        elif isinstance(item, list):
            stack.extend((f"{where}/{i}", member) for i, member in reversed(list(enumerate(item))))
        elif isinstance(item, _Name):
            findings.append(_finding(where, f"the member name {item.name!r}", item.name))
    return findings


class _Name:
    """A member name holding a character XML cannot, in the walk's stack at its place."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


def _finding(pointer: str, what: str, text: str) -> Finding:
    return make_finding(
        "text.xml-char",
        f"{what} holds {_described(NOT_XML_CHAR.findall(text))}, which no XML document, "
        "so no pain.001, can carry; remove it",
        pointer=pointer,
    )
