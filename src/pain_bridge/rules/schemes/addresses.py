"""Postal address checks: the structured, hybrid and unstructured formats of the EPC
2025 rulebooks, the CBPR+ address rules and the Swiss SPS address rules, on top of the
generic ``address.*`` rules.

Formats (EPC guidance on addresses; JPMorgan's definition for CBPR+): *structured* has
no ``AdrLine``; *hybrid* has ``AdrLine`` beside structured elements (which ones count is
the ``hybrid_marks`` parameter: EPC counts every one but ``Ctry``, CBPR+ ``PstCd``,
``TwnNm``, ``CtrySubDvsn`` or ``Ctry``); *unstructured* is ``AdrLine`` alone (EPC: with
``Ctry`` at most).
"""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Iterator, Sequence

from pain_bridge.model import PostalAddress, Transaction
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Node, Scope, Screen, check
from pain_bridge.rules.schemes.parts import addresses, parties
from pain_bridge.versions import PainVersion

#: XML element → model field of the structured address elements.
STRUCTURED: dict[str, str] = {
    "Dept": "department",
    "SubDept": "sub_department",
    "StrtNm": "street_name",
    "BldgNb": "building_number",
    "BldgNm": "building_name",
    "Flr": "floor",
    "PstBx": "post_box",
    "Room": "room",
    "PstCd": "postcode",
    "TwnNm": "town",
    "TwnLctnNm": "town_location",
    "DstrctNm": "district",
    "CtrySubDvsn": "country_subdivision",
    "Ctry": "country",
}
EPC_MARKS = tuple(element for element in STRUCTURED if element != "Ctry")


def _value(address: PostalAddress, element: str) -> str | None:
    value: str | None = getattr(address, STRUCTURED[element])
    return value


def is_structured_or_hybrid(address: PostalAddress, hybrid_marks: Sequence[str]) -> bool:
    """Structured (an element besides ``Ctry``, no ``AdrLine``), or hybrid (``AdrLine``
    with one of ``hybrid_marks``). A country alone, or nothing, is neither: the SEPA
    core address of pain.001.001.03 is a country and lines."""
    if not address.address_lines:
        return any(_value(address, element) for element in EPC_MARKS)
    return any(_value(address, element) for element in hybrid_marks)


def _selected(node: Node, owners: Sequence[str]) -> Iterator[tuple[str, str, PostalAddress]]:
    for owner, rel, address in addresses(node):
        if not owners or owner in owners:
            yield owner, rel, address


def _attributes(elements: Sequence[str]) -> tuple[str, ...]:
    return tuple(STRUCTURED[element] for element in elements)


def _missing(
    found: list[PostalAddress], names: Sequence[str], hybrid_marks: Sequence[str], always: bool
) -> bool:
    """An address without one of the fields ``names`` that should have it."""
    for address in found:
        for name in names:
            if not getattr(address, name):
                if always or is_structured_or_hybrid(address, hybrid_marks):
                    return True
                break
    return False


@check(
    "address-required",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen(
        "A and _missing(A, {elements}, {hybrid_marks}, {always})",
        helpers={"_missing": _missing},
        convert={"elements": _attributes},
    ),
)
def address_required(
    node: Node,
    scope: Scope,
    *,
    elements: Sequence[str],
    hybrid_marks: Sequence[str] = EPC_MARKS,
    owners: Sequence[str] = (),
    always: bool = False,
) -> Hits:
    """A structured or hybrid address has each of ``elements`` (``TwnNm``, ``Ctry``);
    ``always``: every address has them; ``owners``: only these parties' addresses
    (``Cdtr``…; all when empty)."""
    for _owner, rel, address in _selected(node, owners):
        if not always and not is_structured_or_hybrid(address, hybrid_marks):
            continue
        for element in elements:
            if not _value(address, element):
                yield Hit(rel, f"the address has no {element}; the scheme requires it")


def _too_many_lines(found: list[PostalAddress], most: int | None, length: int | None) -> bool:
    for address in found:
        lines = address.address_lines
        if most is not None and len(lines) > most:
            return True
        if length is not None:
            for line in lines:
                if len(line) > length:
                    return True
    return False


@check(
    "address-lines",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen(
        "L and _too_many_lines(L, {most}, {length})", helpers={"_too_many_lines": _too_many_lines}
    ),
)
def address_lines(
    node: Node, scope: Scope, *, most: int | None = 2, length: int | None = None
) -> Hits:
    """An address has at most ``most`` ``AdrLine``; ``length``: each at most so long."""
    for _owner, rel, address in addresses(node):
        lines = address.address_lines
        if most is not None and len(lines) > most:
            yield Hit(
                f"{rel}/AdrLine[{most + 1}]",
                f"the address has {len(lines)} AdrLine; the scheme takes {most}",
            )
        for index, line in enumerate(lines):
            if length is not None and len(line) > length:
                yield Hit(
                    f"{rel}/AdrLine" + (f"[{index + 1}]" if index else ""),
                    f"AdrLine is {len(line)} characters long; the scheme takes {length}",
                )


_WORD = re.compile(r"\w+")


@functools.lru_cache(maxsize=4096)
def _words(text: str) -> str:
    """``text``'s words, casefolded, each between spaces (cached: street names, towns and
    postcodes repeat from one address to the next)."""
    return " " + " ".join(_WORD.findall(text.casefold())) + " "


#: The values of an address's structured elements besides ``Ctry``, in one call.
_MARK_VALUES = operator.attrgetter(*_attributes(EPC_MARKS))


def _hybrid(found: list[PostalAddress]) -> bool:
    """An address with a structured element besides ``Ctry`` (which its lines may repeat)."""
    return any(any(_MARK_VALUES(address)) for address in found)


@functools.lru_cache(maxsize=4096)
def _word_list(text: str) -> tuple[str, ...]:
    """``text``'s words, casefolded (cached like :func:`_words`)."""
    return tuple(_WORD.findall(text.casefold()))


def _duplicating(found: list[PostalAddress], shortest: int) -> bool:
    """Whether an address of ``found`` (each with lines) repeats a structured value in a
    line: the screen of :func:`address_no_duplication`, exact. A value is compared word
    for word only where each of its words occurs in the lines at all (lines are nearly
    always new, so they are not cached; the values' words are)."""
    for address in found:
        lines = address.address_lines
        folded = "\n".join(lines).casefold()
        for value in _MARK_VALUES(address):
            if not value or len(value) < shortest:
                continue
            for word in _word_list(value):  # a loop: no generator made per value
                if word not in folded:
                    break
            else:
                words = _words(value)
                if any(words in _words(line) for line in lines):
                    return True
    return False


@check(
    "address-no-duplication",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen("L and _duplicating(L, {shortest})", helpers={"_duplicating": _duplicating}),
)
def address_no_duplication(node: Node, scope: Scope, *, shortest: int = 3) -> Hits:
    """No ``AdrLine`` repeats a structured element's value (as whole words, values of
    at least ``shortest`` characters; ``Ctry`` codes are not compared)."""
    for _owner, rel, address in addresses(node):
        if not address.address_lines:
            continue
        compared = [
            (element, value, _words(value))
            for element, value in zip(EPC_MARKS, _MARK_VALUES(address), strict=True)
            if value and len(value) >= shortest
        ]
        for index, line in enumerate(address.address_lines):
            words = _words(line)
            for element, value, value_words in compared:
                if value_words in words:
                    yield Hit(
                        f"{rel}/AdrLine" + (f"[{index + 1}]" if index else ""),
                        f"AdrLine repeats {element} {value!r}; a hybrid address carries "
                        "each value once",
                    )
                    break


def _free_text(found: list[PostalAddress], without: Sequence[str]) -> bool:
    """An address (with lines) without any of the fields ``without``."""
    for address in found:
        for name in without:
            if getattr(address, name):
                break
        else:
            return True
    return False


@check(
    "address-unstructured",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen(
        "L and _free_text(L, {without})",
        helpers={"_free_text": _free_text},
        convert={"without": _attributes},
    ),
)
def address_unstructured(node: Node, scope: Scope, *, without: Sequence[str] = ("TwnNm",)) -> Hits:
    """An address is not free text alone: ``AdrLine`` with none of ``without`` (EPC:
    ``TwnNm``; CBPR+: ``TwnNm`` and ``Ctry``). A dated rule: the scheme's rule names the
    day from which the payment's execution date makes it apply."""
    for _owner, rel, address in addresses(node):
        if address.address_lines and not any(_value(address, e) for e in without):
            yield Hit(
                rel,
                f"the address is free text without {' or '.join(without)}; refused for a "
                f"payment executed on {scope.settlement_date.isoformat()}",
            )


_COUNTRIES: frozenset[str] | None = None


def _countries() -> frozenset[str]:
    global _COUNTRIES
    if _COUNTRIES is None:
        import pycountry

        _COUNTRIES = frozenset(country.alpha_2 for country in pycountry.countries)
    return _COUNTRIES


def _unknown_country(tx: Transaction, found: list[PostalAddress]) -> bool:
    countries = [address.country for address in found]
    countries.extend(
        party.country_of_residence
        for party in (tx.ultimate_debtor, tx.creditor, tx.ultimate_creditor)
        if party is not None
    )
    known = _countries()
    return any(country is not None and country not in known for country in countries)


@check(
    "address-country-code",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen("_unknown_country(n, A)", helpers={"_unknown_country": _unknown_country}),
)
def address_country_code(node: Node, scope: Scope) -> Hits:
    """``Ctry`` of an address and a party's ``CtryOfRes`` are ISO 3166 alpha-2 codes."""
    for _owner, rel, address in addresses(node):
        if address.country is not None and address.country not in _countries():
            yield Hit(f"{rel}/Ctry", f"{address.country!r} is no ISO 3166 country code")
    for element, party in parties(node):
        residence = party.country_of_residence
        if residence is not None and residence not in _countries():
            yield Hit(f"{element}/CtryOfRes", f"{residence!r} is no ISO 3166 country code")


_NUMBER = re.compile(r"(?:^\d+[A-Za-z]?\b|\b\d+[A-Za-z]?(?:\s*[-/]\s*\d+[A-Za-z]?)?$)")


def _number_in_street(found: list[PostalAddress]) -> bool:
    for address in found:
        street = address.street_name
        if street and not address.building_number and _NUMBER.search(street.strip()):
            return True
    return False


@check(
    "building-number-in-street",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen("A and _number_in_street(A)", helpers={"_number_in_street": _number_in_street}),
)
def building_number_in_street(node: Node, scope: Scope) -> Hits:
    """The building number is in ``StrtNm`` (``Hauptstr. 12``, ``12 Main Street``)
    instead of ``BldgNb``."""
    for _owner, rel, address in addresses(node):
        street = address.street_name
        if street and not address.building_number and _NUMBER.search(street.strip()):
            yield Hit(
                f"{rel}/StrtNm",
                f"StrtNm {street!r} holds a building number; it belongs in BldgNb",
            )


def _typed(found: list[PostalAddress]) -> bool:
    return any(address.address_type or address.address_type_proprietary for address in found)


@check(
    "address-type-not-used",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen("A and _typed(A)", helpers={"_typed": _typed}),
)
def address_type_not_used(node: Node, scope: Scope) -> Hits:
    """No address has a type (``AdrTp``)."""
    for _owner, rel, address in addresses(node):
        if address.address_type or address.address_type_proprietary:
            yield Hit(f"{rel}/AdrTp", "AdrTp is not used in the scheme")


@check(
    "address-core-03",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen(
        "s.version is _V03 and A and _hybrid(A)",
        helpers={"_V03": PainVersion.V03, "_hybrid": _hybrid},
    ),
)
def address_core_03(node: Node, scope: Scope) -> Hits:
    """pain.001.001.03 only: the EPC core address is ``Ctry`` and ``AdrLine`` (at most
    two: ``address-lines``); structured elements are an additional optional service. (The DK's
    pain.001.003.03 schema holds no other: the schema check reports them there.)"""
    if scope.version is not PainVersion.V03:
        return
    for _owner, rel, address in addresses(node):
        used = [element for element in EPC_MARKS if _value(address, element)]
        if used:
            yield Hit(
                f"{rel}/{used[0]}",
                f"{', '.join(used)} outside the SEPA core address of pain.001.001.03 "
                "(Ctry and AdrLine): an additional optional service not every bank takes",
            )
