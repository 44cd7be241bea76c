"""Structured creditor references (``Strd/CdtrRefInf``): which standard a reference
follows, and whether it passes that standard's check.

A reference of type ``SCOR`` is the creditor's own payment reference. Which check it
must pass depends on who issued the scheme:

- **ISO 11649** (``remittance.reference``): ``Issr`` is ``ISO``, or the reference starts
  with ``RF``. ``RF``, two check digits, 1–21 letters or digits; mod 97 = 1.
- **Belgian OGM/VCS** (``remittance.reference-ogm``): ``Issr`` ``BBA``, ``OGM``, ``VCS``
  or ``BE``, or no issuer and a ``BE`` creditor account. 12 digits (printed
  ``+++123/4567/89012+++``); the last two are the first ten mod 97 (97 for 0).
- **Finnish reference** (``remittance.reference-fi``): ``Issr`` ``FI`` or
  ``viitenumero``, or no issuer and an ``FI`` account. 4–20 digits; the last is the
  7-3-1 weighted check digit.
- **Swedish OCR** (``remittance.reference-ocr``): ``Issr`` ``OCR``, ``SE``, ``Bankgirot``
  or ``BGC``, or no issuer and an ``SE`` account. 2–25 digits, Luhn (mod 10).
- **Swiss QR reference** (``remittance.reference-qrr``): ``Issr`` ``QRR``, ``ESR``,
  ``ISR`` or ``CH``, or no issuer, a ``CH``/``LI`` account and 27 digits. Mod 10
  recursive.

Any other issuer, or none with an account elsewhere, is a national scheme this library
does not know: no check, no finding. The digit checks are python-stdnum's.
"""

from __future__ import annotations

import re
from enum import StrEnum
from functools import lru_cache

__all__ = ["Scheme", "name_of", "problem", "scheme_of"]


class Scheme(StrEnum):
    """The creditor reference standards this library checks, by their finding code."""

    ISO11649 = "remittance.reference"
    BE_OGM = "remittance.reference-ogm"
    FI = "remittance.reference-fi"
    SE_OCR = "remittance.reference-ocr"
    CH_QRR = "remittance.reference-qrr"


#: ``Issr`` values (upper case) naming a scheme.
_ISSUERS = {
    "ISO": Scheme.ISO11649,
    "BBA": Scheme.BE_OGM,
    "OGM": Scheme.BE_OGM,
    "VCS": Scheme.BE_OGM,
    "BE": Scheme.BE_OGM,
    "FI": Scheme.FI,
    "VIITENUMERO": Scheme.FI,
    "OCR": Scheme.SE_OCR,
    "SE": Scheme.SE_OCR,
    "BANKGIROT": Scheme.SE_OCR,
    "BGC": Scheme.SE_OCR,
    "QRR": Scheme.CH_QRR,
    "ESR": Scheme.CH_QRR,
    "ISR": Scheme.CH_QRR,
    "CH": Scheme.CH_QRR,
}
#: The scheme of a reference without issuer, by the creditor account's country.
_COUNTRIES = {
    "BE": Scheme.BE_OGM,
    "FI": Scheme.FI,
    "SE": Scheme.SE_OCR,
    "CH": Scheme.CH_QRR,
    "LI": Scheme.CH_QRR,
}
_NAMES = {
    Scheme.ISO11649: "an ISO 11649 reference",
    Scheme.BE_OGM: "a Belgian structured communication (OGM/VCS)",
    Scheme.FI: "a Finnish reference number",
    Scheme.SE_OCR: "a Swedish OCR reference",
    Scheme.CH_QRR: "a Swiss QR reference (QRR)",
}
_RF = re.compile(r"RF[0-9]{2}[A-Z0-9]{1,21}")
#: ISO 7064 letters as numbers (A = 10 … Z = 35), for the mod-97 checks.
_LETTER_DIGITS = str.maketrans({chr(ord("A") + i): str(10 + i) for i in range(26)})
_FI_WEIGHTS = (7, 3, 1)


def scheme_of(reference: str, issuer: str | None, account_country: str | None) -> Scheme | None:
    """The standard ``reference`` follows (see the table), or None when not known."""
    if reference.lstrip().upper().startswith("RF"):
        return Scheme.ISO11649
    if issuer:
        return _ISSUERS.get(issuer.strip().upper())
    scheme = _COUNTRIES.get((account_country or "").upper())
    if scheme is Scheme.CH_QRR and len(_digits_only(reference) or "") != 27:
        return None  # Swiss creditors also use SCOR/RF and other references
    return scheme


def _digits_only(reference: str) -> str | None:
    compact = "".join(reference.split())
    return compact if compact.isdigit() else None


def _rf(reference: str) -> str | None:
    compact = "".join(reference.split()).upper()
    if not _RF.fullmatch(compact):
        return "RF, two check digits, then 1 to 21 letters or digits"
    return None if _rf_number(compact) % 97 == 1 else "its mod-97 check fails"


#: ``RF`` as ISO 7064 numbers (R = 27, F = 15).
_RF_DIGITS = "RF".translate(_LETTER_DIGITS)


def _rf_number(compact: str) -> int:
    """The number the mod-97 check of an ISO 11649 reference (``compact``, matching
    ``_RF``) divides: its body, ``RF`` as numbers, its check digits. Most bodies are all
    digits: then only ``RF`` needs converting, which costs far less than str.translate
    with a multi-character table (about 8,000 instructions a reference); the result is
    :func:`_rf_number_plain`'s (``_RF`` lets only ASCII letters and digits through)."""
    body = compact[4:]
    if body.isdigit():
        return int(f"{body}{_RF_DIGITS}{compact[2:4]}")
    return _rf_number_plain(compact)


def _rf_number_plain(compact: str) -> int:
    """:func:`_rf_number` by the letter: every letter translated."""
    return int((compact[4:] + compact[:4]).translate(_LETTER_DIGITS))


# python-stdnum is imported by the checks that use it: a file without national
# references does not pay for loading it.


def _ogm(reference: str) -> str | None:
    from stdnum.be import ogm_vcs
    from stdnum.exceptions import InvalidChecksum, ValidationError

    try:
        ogm_vcs.validate(reference)
    except InvalidChecksum:
        return "its mod-97 check digits (the last two) are wrong"
    except ValidationError:
        return "12 digits, printed +++123/4567/89012+++"
    return None


def _fi(reference: str) -> str | None:
    digits = _digits_only(reference)
    if digits is None or not 4 <= len(digits) <= 20:
        return "4 to 20 digits"
    body = digits[:-1]
    total = sum(int(d) * _FI_WEIGHTS[i % 3] for i, d in enumerate(reversed(body)))
    return None if (10 - total % 10) % 10 == int(digits[-1]) else "its 7-3-1 check digit is wrong"


def _ocr(reference: str) -> str | None:
    digits = _digits_only(reference)
    if digits is None or not 2 <= len(digits) <= 25:
        return "2 to 25 digits"
    from stdnum import luhn
    from stdnum.exceptions import ValidationError

    try:
        luhn.validate(digits)
    except ValidationError:
        return "its mod-10 (Luhn) check digit is wrong"
    return None


def _qrr(reference: str) -> str | None:
    digits = _digits_only(reference)
    if digits is None or len(digits) != 27:
        return "27 digits"
    from stdnum.ch import esr
    from stdnum.exceptions import ValidationError

    try:
        esr.validate(digits)
    except ValidationError:
        return "its mod-10 recursive check digit is wrong"
    return None


_CHECKS = {
    Scheme.ISO11649: _rf,
    Scheme.BE_OGM: _ogm,
    Scheme.FI: _fi,
    Scheme.SE_OCR: _ocr,
    Scheme.CH_QRR: _qrr,
}


def name_of(scheme: Scheme) -> str:
    """The scheme in words: "a Swedish OCR reference"."""
    return _NAMES[scheme]


@lru_cache(maxsize=4096)
def problem(scheme: Scheme, reference: str) -> str | None:
    """What ``reference`` lacks to be a valid reference of ``scheme`` (a phrase such as
    "its mod-97 check fails"), or None when it passes."""
    return _CHECKS[scheme](reference)
