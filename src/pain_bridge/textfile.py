"""Where text sits in an XML file read as bytes: its encoding, and an element's column.

Shared by the report's columns (:mod:`pain_bridge.reporting.locate`) and the lines past
65,535 (:mod:`pain_bridge.sourcelines`): the encoding of a document from its first bytes
(BOM, the byte pattern of a UTF-16/32 ``<``, the declaration), whether it is
ASCII-compatible (a newline is the byte ``0x0A``), and the column of an XPath's last step
(``<Tag`` with any prefix, or ``name=`` for ``@name``) on one line.
"""

from __future__ import annotations

import codecs
import functools
import re

__all__ = [
    "ascii_compatible",
    "column_in",
    "column_of",
    "sniff_encoding",
    "target_name",
    "target_pattern",
]

_DECLARED = re.compile(rb"""^<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
#: XML 1.0 appendix F: the encoding of a document without a BOM, from how ``<`` is written.
_PATTERNS = (
    (b"\x00\x00\x00<", "utf-32-be"),
    (b"<\x00\x00\x00", "utf-32-le"),
    (b"\x00<", "utf-16-be"),
    (b"<\x00", "utf-16-le"),
)
_STEP = re.compile(r"^(@)?(?:[\w.-]+:)?([\w.-]+)(?:\[\d+\])?$")


def sniff_encoding(head: bytes) -> str:
    """The encoding of an XML document from its first bytes: BOM, the byte pattern of a
    UTF-16/32 ``<`` (XML 1.0 appendix F), the declaration, or UTF-8."""
    for bom, name in _BOMS:
        if head.startswith(bom):
            return name
    for pattern, name in _PATTERNS:
        if head.startswith(pattern):
            return name
    match = _DECLARED.match(head)
    if match:
        name = match.group(1).decode("ascii")
        try:
            codecs.lookup(name)
        except LookupError:
            return "utf-8"
        return name
    return "utf-8"


def target_pattern(xpath: str) -> re.Pattern[str] | None:
    """The pattern of the last XPath step: ``<Tag`` (any prefix) or ``name=`` for ``@name``."""
    return _step_target(xpath.rstrip("/").rsplit("/", 1)[-1])


@functools.lru_cache(maxsize=256)
def _step_target(step: str) -> re.Pattern[str] | None:
    match = _STEP.match(step)
    if match is None:
        return None
    attribute, name = match.groups()
    if attribute:
        return re.compile(rf"(?<=\s)(?:[\w.-]+:)?{re.escape(name)}\s*=")
    return re.compile(rf"<(?:[\w.-]+:)?{re.escape(name)}(?=[\s/>]|$)")


def target_name(xpath: str) -> tuple[str, str] | None:
    """What the last XPath step names: ``("<", tag)`` or ``("@", attribute)``."""
    match = _STEP.match(xpath.rstrip("/").rsplit("/", 1)[-1])
    if match is None:
        return None
    attribute, name = match.groups()
    return ("@" if attribute else "<", name)


def column_of(xpath: str, text: str) -> int | None:
    """The column of the element (or attribute) ``xpath`` names on the line ``text``,
    None when the line does not hold it once."""
    pattern = target_pattern(xpath)
    return column_in(text, pattern) if pattern is not None else None


def column_in(text: str, pattern: re.Pattern[str]) -> int | None:
    matches = pattern.finditer(text)
    first = next(matches, None)
    if first is None or next(matches, None) is not None:
        return None
    return first.start() + 1


def ascii_compatible(encoding: str) -> bool:
    try:
        if codecs.lookup(encoding).name == "utf-8-sig":  # a BOM, then plain UTF-8
            return True
        return "\n<a\r".encode(encoding) == b"\n<a\r"
    except (LookupError, UnicodeError):
        return False
