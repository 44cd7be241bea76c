"""IBAN checks: ``iban.country``, ``iban.length``, ``iban.format``, ``iban.checksum``.

Every IBAN of the message (``DbtrAcct/Id/IBAN`` / ``debtor_account.identification.iban``
and ``CdtrAcct/Id/IBAN`` / ``creditor_account.identification.iban``) is checked with
schwifty against the IBAN registry, reporting the first problem only, in this order:

- ``iban.format``: characters other than letters and digits, or no country code and two
  check digits at the start (``IBAN``, ``DE-89…``);
- ``iban.country``: the first two letters are not a country of the IBAN registry
  (``US12…``, ``XX89…``);
- ``iban.length``: wrong length for that country (a ``DE`` IBAN has 22 characters);
- ``iban.format``: a BBAN that does not follow the country's structure
  (``DE89 3704 0044 0532 0130 0X``: Germany wants 18 digits after the check digits);
- ``iban.checksum``: the ISO 7064 mod-97 check digits do not match the rest; usually one
  character was mistyped, so the account must be re-read, not the check digits adjusted.

Why: the bank refuses a payment with a broken IBAN only after it was submitted and
authorized; catching it here saves the customer a useless SCA round.

IBANs must be in *electronic format*: capitals, no spaces. ``DE89 3704 0044 0532 0130 00``
or ``de89370400440532013000`` denote a valid account but are reported as ``iban.format``
with the electronic form to use: the pain.001 schema refuses them, and the service passes
the JSON value on as written.

Speed: schwifty builds an object per IBAN (6–8 µs). Valid IBANs take a fast path built
on schwifty's own registry data (country length and BBAN pattern, read from its files by
:mod:`pain_bridge.rules.refdata` without importing schwifty) and the ISO 7064 check,
which accepts exactly what schwifty accepts; only IBANs it refuses are classified by
schwifty, imported then. Answers are cached per distinct value (the most recent 4096).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, lru_cache
from typing import ClassVar

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import Code, Finding, make_finding
from pain_bridge.model import Account, Origin, PaymentInfo, Transaction
from pain_bridge.rules import refdata
from pain_bridge.rules.base import NONE, Findings, Rule, at, quote

__all__ = ["IbanRule", "iban_problem", "is_valid_iban"]


def _diagnose(value: str) -> tuple[Code, str] | None:
    """Classify a compact (no spaces, upper case) IBAN: (code, reason) or None if valid."""
    if not (value.isascii() and value.isalnum()):
        bad = sorted({c for c in value if not (c.isascii() and c.isalnum())})
        return "iban.format", f"only letters and digits are allowed, not {bad}"
    if len(value) < 5 or not value[:2].isalpha() or not value[2:4].isdigit():
        return (
            "iban.format",
            "it must be a country code, two check digits and the account number",
        )
    from schwifty import IBAN
    from schwifty import exceptions as sx

    spec = _country_spec(value[:2])
    try:
        IBAN(value)
    except sx.InvalidCountryCode:
        return "iban.country", f"{value[:2]!r} is not a country of the IBAN registry"
    except sx.InvalidLength:
        expected = f"; a {value[:2]} IBAN has {spec[0]}" if spec else ""
        return "iban.length", f"it has {len(value)} characters{expected}"
    except sx.InvalidChecksumDigits:
        return "iban.checksum", _checksum_reason(value)
    except sx.SchwiftyException:
        structure = f" {spec[2]!r}" if spec else ""
        return (
            "iban.format",
            f"the account part {value[4:]!r} does not follow the {value[:2]} structure"
            f"{structure} (n: digit, a: capital letter, c: letter or digit)",
        )
    return None


def _checksum_reason(value: str) -> str:
    return (
        f"the check digits {value[2:4]!r} do not match the rest: a character is probably mistyped"
    )


_LETTER_DIGITS = {chr(ord("A") + i): str(10 + i) for i in range(26)}
_DIGITS = str.maketrans(_LETTER_DIGITS)


@cache
def _country_spec(country: str) -> tuple[int, re.Pattern[str], str] | None:
    """schwifty's IBAN length, BBAN pattern and BBAN format for a registry country."""
    from schwifty import IBAN
    from schwifty import exceptions as sx

    try:
        spec = IBAN(country + "00", allow_invalid=True).spec
    except (sx.SchwiftyException, KeyError):
        return None
    return spec.iban_length, spec.regex, spec.bban_spec


@lru_cache(maxsize=1024)
def _electronic(country: str) -> re.Pattern[str] | None:
    """A whole IBAN of ``country`` in electronic format, as one pattern: capitals and
    ASCII digits only, the country's length, the country, check digits other than 00, 01
    and 99 (they never occur in a genuine IBAN; schwifty refuses them), and the BBAN as
    schwifty's pattern has it. None for a country outside the registry."""
    if not re.fullmatch("[A-Z]{2}", country):
        return None
    structures = refdata.iban_structures()
    if structures is not None:
        structure = structures.get(country)
        if structure is None:
            return None
        length, bban = structure[0], refdata.bban_regex(structure[1])
    else:  # the registry's files could not be read here: schwifty tells
        spec = _country_spec(country)
        if spec is None:
            return None
        length, bban = spec[0], spec[1].pattern
    return re.compile(
        f"(?=[A-Z0-9]{{{length}}}\\Z){country}(?!0[01]|99)[0-9]{{2}}"
        f"(?:{bban.removeprefix('^').removesuffix('$')})",
        re.ASCII,
    )


def is_valid_iban(value: str) -> bool:
    """True when ``value`` is a valid IBAN in electronic format.

    A fast path over schwifty's own registry data (the country's length and BBAN
    pattern, :func:`_electronic`) and the ISO 7064 mod 97-10 check, without building
    schwifty objects; it accepts exactly what ``schwifty.IBAN`` accepts in electronic
    format.
    """
    pattern = _electronic(value[:2])
    if pattern is None or pattern.fullmatch(value) is None:
        return False
    bban = value[4:]
    if bban.isdigit():
        # Most BBANs are all digits: only the two country letters need converting, which
        # is several times faster than str.translate with a multi-character table.
        digits = f"{bban}{_LETTER_DIGITS[value[0]]}{_LETTER_DIGITS[value[1]]}{value[2:4]}"
    else:
        # Letters sit in the bank code at the start of the BBAN in nearly every country
        # (GB HBUK…, NL ABNA…, IT X…): that head repeats from one IBAN to the next, so
        # its expansion is cached and the digits after it are used as they are.
        head = bban.rstrip("0123456789")
        digits = f"{_expanded(head)}{bban[len(head) :]}{_expanded(value[:2])}{value[2:4]}"
    return int(digits) % 97 == 1


@lru_cache(maxsize=4096)
def _expanded(text: str) -> str:
    """``text`` with each letter as its ISO 7064 number (``A`` → ``10`` … ``Z`` → ``35``)."""
    return text.translate(_DIGITS)


def _problem(
    value: str, diagnose: Callable[[str], tuple[Code, str] | None] = _diagnose
) -> tuple[Code, str] | None:
    """:func:`iban_problem` with ``diagnose`` classifying the compact form (the plain
    twin: schwifty's :func:`_diagnose`)."""
    if not value:
        return "iban.format", "IBAN is empty"
    compact = "".join(value.split()).upper()
    problem = diagnose(compact)
    if problem is not None:
        code, reason = problem
        return code, f"IBAN {quote(value)} is not valid: {reason}"
    if compact != value:
        return (
            "iban.format",
            f"IBAN {quote(value)} must be written in electronic format "
            f"(capitals, no spaces): {compact}",
        )
    return None


def _diagnosis(value: str) -> tuple[Code, str] | None:
    """:func:`_diagnose` from schwifty's registry data, without schwifty: its checks in
    its order (the characters, the country, the length, the BBAN's structure, then the
    check digits). schwifty itself is asked only where the data could not be read."""
    structures = refdata.iban_structures()
    if structures is None:
        return _diagnose(value)
    if not (value.isascii() and value.isalnum()) or len(value) < 5:
        return _diagnose(value)  # refused before schwifty is asked
    country = value[:2]
    if not country.isalpha() or not value[2:4].isdigit():
        return _diagnose(value)
    structure = structures.get(country)
    if structure is None:
        return "iban.country", f"{country!r} is not a country of the IBAN registry"
    length, bban_spec = structure
    if len(value) != length:
        return "iban.length", f"it has {len(value)} characters; a {country} IBAN has {length}"
    if _bban_pattern(bban_spec).match(value[4:]) is None:
        return (
            "iban.format",
            f"the account part {value[4:]!r} does not follow the {country} structure"
            f" {bban_spec!r} (n: digit, a: capital letter, c: letter or digit)",
        )
    return None if is_valid_iban(value) else ("iban.checksum", _checksum_reason(value))


@lru_cache(maxsize=256)
def _bban_pattern(bban_spec: str) -> re.Pattern[str]:
    return re.compile(refdata.bban_regex(bban_spec))


@lru_cache(maxsize=4096)
def iban_problem(value: str) -> tuple[Code, str] | None:
    """The first problem of an IBAN as written, as ``(code, message)``, or None if valid.

    schwifty decides: valid IBANs pass :func:`is_valid_iban` (built on schwifty's data)
    at once, and the others are classified as schwifty classifies them, from its data
    (:func:`_diagnosis`) without importing it; :func:`_problem` with schwifty's own
    :func:`_diagnose` is the plain twin.
    """
    if is_valid_iban(value):
        return None
    return _problem(value, _diagnosis)


def _check(account: Account | None, origin: Origin | None, rel: str) -> Findings:
    if account is None or account.iban is None:
        return NONE
    # Valid IBANs (nearly all) are told by the fast check alone; only the others go
    # through the cached diagnosis (a cache of distinct valid IBANs would only churn).
    if is_valid_iban(account.iban):
        return NONE
    problem = iban_problem(account.iban)
    if problem is None:
        return NONE
    code, message = problem
    finding: Finding = make_finding(code, message, at(origin, rel))
    return (finding,)


class IbanRule(Rule):
    name = "iban"
    codes = ("iban.country", "iban.length", "iban.format", "iban.checksum")

    examples: ClassVar[Examples] = {
        "iban.format": (
            Example("sct", "DE89370400440532013000", "DE8937040044053201300X", "<IBAN>DE89"),
        ),
        "iban.length": (Example("sct", "NL91ABNA0417164300", "NL91ABNA04171643001", "<IBAN>NL91"),),
        "iban.country": (Example("sct", "BE68539007547034", "XX68539007547034", "<IBAN>XX"),),
        "iban.checksum": (
            Example("sct", "NL91ABNA0417164300", "NL92ABNA0417164300", "<IBAN>NL92"),
        ),
    }

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        return _check(info.debtor_account, info.origin, "DbtrAcct/Id/IBAN")

    def on_transaction(self, tx: Transaction) -> Findings:
        return _check(tx.creditor_account, tx.origin, "CdtrAcct/Id/IBAN")
