"""The reference data the value rules check against (ISO 3166 countries, ISO 4217
currencies and minor units, the IBAN registry's structures), read from the installed
libraries' own data files without importing the libraries.

Why: importing pycountry, iso4217 and schwifty cost a 2 KB file's ``validate`` some 380
million instructions, a quarter of the whole command (callgrind): pycountry and schwifty
import ``importlib.metadata`` (and with it ``email``, ``zipfile``, ``socket`` ...) only to
tell their own version, iso4217 builds an enum of every currency, schwifty compiles a
pattern for every country of its registry. The rules ask these tables first and take
their answer only where a value is known and well formed, the common case; every other
value goes to the library itself, which stays the authority: tests/test_refdata.py holds
each table equal to what the installed library answers, code by code. A table whose file
cannot be read as expected is None, and the rules then ask the library for everything.

Reading the files was still some 20 million instructions of a small ``validate`` (the
JSON, iso4217's XML walked entry by entry): :mod:`pain_bridge.refdata_ahead` holds each
table as read here, written by ``make refdata-ahead`` with the size and CRC-32 of every
file it was read from (and a folder's list of files). A table is taken from there where
the installed files are those bytes still, and read from them here (``_read_*``, the
plain twins) where they are not (another version of a library): the files stay the
source, the ahead copy only spares parsing them; ``tests/test_refdata.py`` holds the two
equal and the copy current.
"""

from __future__ import annotations

import importlib.util
import os
import re
import zlib
from functools import cache
from pathlib import Path
from typing import Any

from lxml import etree

from pain_bridge.xmlsafe import make_parser

__all__ = [
    "TABLES",
    "bban_regex",
    "country_codes",
    "currency_codes",
    "iban_structures",
    "minor_units",
]


def _package_file(package: str, *parts: str) -> Path | None:
    """A file of an installed package, found without importing the package."""
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        path = Path(folder, *parts)
        if path.is_file():
            return path
    return None


def _json(package: str, *parts: str) -> Any:
    import json  # only where a table is read from its file: a text validate has no other use

    path = _package_file(package, *parts)
    if path is None:
        return None
    try:
        with path.open(encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError):
        return None


def _codes(package: str, name: str, root: str, key: str) -> frozenset[str] | None:
    data = _json(package, "databases", name)
    try:
        codes = frozenset(entry[key] for entry in data[root])
    except (KeyError, TypeError):
        return None
    # pycountry looks codes up case-insensitively; these tables answer only for capitals
    return codes if all(isinstance(c, str) and c.isupper() for c in codes) else None


def _read_country_codes() -> frozenset[str] | None:
    return _codes("pycountry", "iso3166-1.json", "3166-1", "alpha_2")


def _read_currency_codes() -> frozenset[str] | None:
    return _codes("pycountry", "iso4217.json", "4217", "alpha_3")


@cache
def country_codes() -> frozenset[str] | None:
    """The ISO 3166-1 alpha-2 codes ``pycountry.countries`` holds (capitals)."""
    return _table("country_codes")  # type: ignore[no-any-return]


@cache
def currency_codes() -> frozenset[str] | None:
    """The ISO 4217 alphabetic codes ``pycountry.currencies`` holds (capitals)."""
    return _table("currency_codes")  # type: ignore[no-any-return]


@cache
def minor_units() -> dict[str, int] | None:
    """Currency code → ``iso4217.Currency(code).exponent``, for every code of the
    ``iso4217`` package that has a numeric minor unit (those without one, ``N.A.``, are
    left to the package): :func:`_read_minor_units`' table."""
    return _table("minor_units")  # type: ignore[no-any-return]


def _read_minor_units() -> dict[str, int] | None:
    """Currency code → ``iso4217.Currency(code).exponent``, for every code of the
    ``iso4217`` package that has a numeric minor unit (those without one, ``N.A.``, are
    left to the package).

    The package reads its ``table.xml`` as this does: the first entry of a code gives its
    number and minor unit, and a code without a number is not a currency of its enum.
    """
    path = _package_file("iso4217", "table.xml")
    if path is None:
        return None
    try:
        root = etree.fromstring(path.read_bytes(), make_parser())
    except (OSError, etree.XMLSyntaxError):
        return None
    units: dict[str, int] = {}
    seen: set[str] = set()
    for entry in root.iterfind("CcyTbl/CcyNtry"):
        texts = _first_texts(entry)
        code = (texts.get("Ccy") or "").strip()
        if not code or code in seen:
            continue
        seen.add(code)
        number = texts.get("CcyNbr")
        minor = (texts.get("CcyMnrUnts") or "").strip()
        if number is not None and minor.isdigit():
            units[code] = int(minor)
    return units


def _first_texts(entry: etree._Element) -> dict[str, str]:
    """Each child tag of ``entry`` with the text of its first child of that tag, as
    ``entry.findtext(tag)`` gives it ("" for an empty one), in one walk of the children:
    ``findtext`` goes through lxml's path machinery in Python at each call (four calls
    for each of the table's 280 entries were some 12 million instructions of a small
    ``validate``)."""
    texts: dict[str, str] = {}
    for child in entry:
        tag = child.tag
        if type(tag) is str and tag not in texts:
            texts[tag] = child.text or ""
    return texts


@cache
def iban_structures() -> dict[str, tuple[int, str]] | None:
    """Country → (IBAN length, BBAN spec) as schwifty's registry holds them:
    :func:`_read_iban_structures`' table."""
    return _table("iban_structures")  # type: ignore[no-any-return]


def _read_iban_structures() -> dict[str, tuple[int, str]] | None:
    """schwifty's registry: its files read in name order, a later file's value for a
    country overriding an earlier one's (schwifty merges them so). None where a file is
    of a form schwifty expands first."""
    first = _package_file("schwifty", *_IBAN_FIRST)
    if first is None:
        return None
    merged: dict[str, dict[str, Any]] = {}
    from json import load as _load  # as in _json

    for path in sorted(first.parent.glob("*.json")):
        if path.stem.endswith("v2"):
            return None
        try:
            with path.open(encoding="utf-8") as handle:
                data = _load(handle)
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict):
            return None
        for country, spec in data.items():
            if not isinstance(spec, dict):
                return None
            merged.setdefault(country, {}).update(spec)
    structures: dict[str, tuple[int, str]] = {}
    for country, spec in merged.items():
        length, bban = spec.get("iban_length"), spec.get("bban_spec")
        if not isinstance(length, int) or not isinstance(bban, str):
            return None
        structures[country] = (length, bban)
    return structures


#: The registry file :func:`_read_iban_structures` finds schwifty's folder by.
_IBAN_FIRST = ("iban_registry", "generated.json")

#: Each table: the function that reads it from the libraries' files (the plain twin),
#: and the files it reads: (package, path in it), or (package, path, suffix) for every
#: file of that path's folder whose name ends so.
TABLES: dict[str, tuple[Any, tuple[tuple[str, ...], ...]]] = {
    "country_codes": (_read_country_codes, (("pycountry", "databases/iso3166-1.json"),)),
    "currency_codes": (_read_currency_codes, (("pycountry", "databases/iso4217.json"),)),
    "minor_units": (_read_minor_units, (("iso4217", "table.xml"),)),
    "iban_structures": (
        _read_iban_structures,
        (("schwifty", "/".join(_IBAN_FIRST), ".json"),),
    ),
}


def sources(name: str) -> tuple[tuple[str, int, int], ...] | None:
    """The files table ``name`` is read from, each as (package/path, size, CRC-32), in
    the order read; None where one cannot be found or read."""
    found: list[tuple[str, int, int]] = []
    for package, where, *suffix in TABLES[name][1]:
        path = _package_file(package, *where.split("/"))
        if path is None:
            return None
        named = [(f"{package}/{where}", path)]
        if suffix:
            folder, (ending,) = where.rpartition("/")[0], suffix
            try:
                names = sorted(n for n in os.listdir(path.parent) if n.endswith(ending))
            except OSError:
                return None
            named = [(f"{package}/{folder}/{n}", path.parent / n) for n in names]
        for label, file in named:
            try:
                data = file.read_bytes()
            except OSError:
                return None
            found.append((label, len(data), zlib.crc32(data)))
    return tuple(found)


def _table(name: str) -> Any:
    """Table ``name``: the copy written ahead where the files are those it was read
    from, else read from them (:data:`TABLES`)."""
    from pain_bridge import refdata_ahead

    files, table = refdata_ahead.TABLES[name]
    if sources(name) == files:
        return table
    return TABLES[name][0]()


_SPEC_TO_RE = {"n": r"\d", "a": r"[A-Z]", "c": r"[A-Za-z0-9]", "e": r" "}
_SPEC_PART = re.compile(r"(\d+)(!)?([nace])")


def bban_regex(spec: str) -> str:
    """schwifty's BBAN pattern for a BBAN spec (``4!n2!a`` → ``^\\d{4}[A-Z]{2}$``; a
    length without ``!`` is "up to")."""

    def convert(match: re.Match[str]) -> str:
        count = match.group(1)
        quantifier = f"{{{count}}}" if match.group(2) else f"{{1,{count}}}"
        return _SPEC_TO_RE[match.group(3)] + quantifier

    return f"^{_SPEC_PART.sub(convert, spec)}$"
