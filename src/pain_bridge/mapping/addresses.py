"""Postal addresses between the JSON's one ``address`` string and pain.001's ``AdrLine`` s.

XML → JSON joins the ``AdrLine`` texts with ``", "`` (or, without any ``AdrLine``,
``StrtNm`` and ``BldgNb`` with a space). JSON → XML splits the string back on ``", "``;
a part longer than 70 characters is cut at word boundaries, and when that gives more
than 7 lines, neighbouring parts are packed into one line (joined by ``", "``) while
they fit. So an address read from XML comes back exactly as it was joined.

>>> split_address("Hauptstr. 1, 10115 Berlin")
('Hauptstr. 1', '10115 Berlin')
>>> join_address(PostalAddress(street_name="Hauptstr.", building_number="1"))
'Hauptstr. 1'
"""

from __future__ import annotations

from pain_bridge.model import PostalAddress

#: pain.001.001.03 allows at most this many ``AdrLine`` of at most this many characters.
MAX_LINES = 7
MAX_LINE_LENGTH = 70
SEPARATOR = ", "


def join_address(address: PostalAddress) -> str | None:
    """The JSON ``address`` string of a postal address, or None when it has no street part."""
    if address.address_lines:
        return SEPARATOR.join(address.address_lines)
    parts = [p for p in (address.street_name, address.building_number) if p]
    return " ".join(parts) if parts else None


def _cut_words(text: str, limit: int) -> list[str]:
    """Cut ``text`` into pieces of at most ``limit`` characters at spaces where possible."""
    pieces: list[str] = []
    rest = text
    while len(rest) > limit:
        cut = rest.rfind(" ", 1, limit + 1)
        if cut <= 0:
            pieces.append(rest[:limit])
            rest = rest[limit:]
        else:
            pieces.append(rest[:cut])
            rest = rest[cut + 1 :]
    if rest:
        pieces.append(rest)
    return pieces


def split_address(text: str) -> tuple[str, ...]:
    """Split a JSON ``address`` into ``AdrLine`` texts (see the module docstring).

    The result can be longer than :data:`MAX_LINES` when the address does not fit; the
    caller reports that (``map.unsupported``). Empty parts are left out.
    """
    lines: list[str] = []
    for part in text.split(SEPARATOR):
        if not part:
            continue
        if len(part) <= MAX_LINE_LENGTH:
            lines.append(part)
        else:
            lines.extend(_cut_words(part, MAX_LINE_LENGTH))
    if len(lines) <= MAX_LINES:
        return tuple(lines)
    packed: list[str] = []
    for line in lines:
        if packed and len(packed[-1]) + len(SEPARATOR) + len(line) <= MAX_LINE_LENGTH:
            packed[-1] = packed[-1] + SEPARATOR + line
        else:
            packed.append(line)
    return tuple(packed)


def fits(lines: tuple[str, ...]) -> bool:
    """True when ``lines`` can be written as ``AdrLine`` s."""
    return len(lines) <= MAX_LINES and all(len(line) <= MAX_LINE_LENGTH for line in lines)
