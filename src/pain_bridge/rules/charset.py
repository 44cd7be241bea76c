"""Character set check: ``text.charset``.

SEPA payments may carry only the *SEPA Latin* characters in free text::

    a-z A-Z 0-9 / - ? : ( ) . , ' +  and the space

Other characters are converted, replaced by ``.`` or make the payment fail somewhere
along the chain, so every free-text field (names, address fields, ids, remittance
information, creditor references) is checked, and the finding names each offending
character with the replacement to use, and the whole suggested text:

- German umlauts and sharp s are spelled out: ``ä`` → ``ae``, ``Ö`` → ``Oe``, ``ß`` → ``ss``;
- other accented Latin letters lose the accent: ``é`` → ``e``, ``Ł`` → ``L``, ``ø`` → ``o``;
- ``&`` → ``+``, ``_`` → ``-``, typographic quotes → ``'``, dashes → ``-``, ``;`` → ``,``,
  tabs and line breaks → space;
- anything else → ``.``.

It is a warning: many banks transliterate on their own, but not all the same way.

Passes::

    <Nm>Mueller + Soehne GmbH</Nm>          "unstructured": "Invoice 2024/17, thanks"

Fails::

    <Nm>Müller & Söhne GmbH</Nm>
        (text.charset: 'ü' → 'ue', '&' → '+', 'ö' → 'oe'; suggested 'Mueller + Soehne GmbH')
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from pain_bridge.findings import Finding, make_finding
from pain_bridge.model import GroupHeader, Origin, PaymentInfo, Transaction
from pain_bridge.rules._text import (
    TextField,
    group_header_texts,
    payment_info_texts,
    transaction_texts,
)
from pain_bridge.rules.base import NONE, Findings, Rule, at, quote

__all__ = ["SEPA_CHARACTERS", "CharsetRule", "replacement", "sepa_text"]

SEPA_CHARACTERS = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-?:().,'+ "
)
_OUTSIDE = re.compile(r"[^A-Za-z0-9/\-?:().,'+ ]")

_SPECIAL = {
    "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss", "ẞ": "SS",
    "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L",
    "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i",
    "&": "+", "_": "-", ";": ",", "\t": " ", "\n": " ", "\r": " ", "\u00a0": " ",
    '"': "'", "`": "'", "´": "'", "‘": "'", "’": "'", "‚": "'", "“": "'", "”": "'",
    "„": "'", "«": "'", "»": "'", "–": "-", "—": "-", "‐": "-", "‑": "-", "−": "-",
    "[": "(", "]": ")", "{": "(", "}": ")", "€": "EUR",
}  # fmt: skip


@lru_cache(maxsize=1024)
def replacement(char: str) -> str:
    """The SEPA Latin text to write instead of ``char`` (itself when it is allowed)."""
    if char in SEPA_CHARACTERS:
        return char
    special = _SPECIAL.get(char)
    if special is not None:
        return special
    stripped = "".join(
        c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c)
    )
    if stripped and all(c in SEPA_CHARACTERS for c in stripped):
        return stripped
    return "."


def sepa_text(text: str) -> str:
    """``text`` with every character outside the SEPA Latin set replaced."""
    return _OUTSIDE.sub(lambda match: replacement(match.group()), text)


@lru_cache(maxsize=4096)
def _describe(text: str) -> str | None:
    bad = list(dict.fromkeys(_OUTSIDE.findall(text)))
    if not bad:
        return None
    listing = ", ".join(f"{c!r} → {replacement(c)!r}" for c in bad)
    return f"{listing}; suggested: {quote(sepa_text(text), 80)}"


def _check(fields: list[TextField], origin: Origin | None) -> Findings:
    if _OUTSIDE.search(" ".join([field[2] for field in fields])) is None:
        return NONE  # one search over all fields: the common, clean case
    found: list[Finding] | None = None
    for rel, rel_pointer, value, _limit, label in fields:
        if _OUTSIDE.search(value) is None:
            continue
        detail = _describe(value)
        if detail is None:
            continue
        finding = make_finding(
            "text.charset",
            f"{label} {quote(value)} has characters outside the SEPA Latin set: {detail}",
            at(origin, rel, rel_pointer),
        )
        if found is None:
            found = [finding]
        else:
            found.append(finding)
    return found or NONE


class CharsetRule(Rule):
    name = "charset"
    codes = ("text.charset",)

    def on_group_header(self, header: GroupHeader) -> Findings:
        return _check(group_header_texts(header), header.origin)

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        return _check(payment_info_texts(info, self.source_format == "json"), info.origin)

    def on_transaction(self, tx: Transaction) -> Findings:
        return _check(transaction_texts(tx, self.source_format == "json"), tx.origin)
