"""Character sets per scheme, the reference form of ids, and the suggestion that
transliterates.

- ``epc-latin``: the SEPA Latin set every bank must carry (EPC; the DK copy of it)::

      a-z A-Z 0-9 / - ? : ( ) . , ' +  and the space

- ``swiss``: printable Basic Latin (U+0020–U+007E), Latin-1 Supplement (U+00A0–U+00FF),
  Latin Extended-A (U+0100–U+017F), Ș ș Ț ț (U+0218–U+021B) and € (SPS §3.1);
- ``reference``: the ids' set (SPS §3.2 Tab. 6, the same as ``epc-latin``).

A text outside the set gets a suggestion: the German umlauts spelled out, accents
dropped, and any other script transliterated (``Пётр`` → ``Petr``, ``Ωμέγα`` →
``Omega``, ``北京`` → ``BeiJing``) by ``anyascii``, instead of dots.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache

from anyascii import anyascii

from pain_bridge.model import PaymentInfo, Transaction
from pain_bridge.rules._text_fields import node_texts, short_texts
from pain_bridge.rules.base import quote
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Node, Scope, Screen, check
from pain_bridge.rules.schemes.parts import references
from pain_bridge.rules.text import OUTSIDE_SEPA, SEPA_CHARACTERS, replacement

_SWISS_EXTRA = frozenset("ȘșȚț€")


def _swiss(char: str) -> bool:
    code = ord(char)
    return 0x20 <= code <= 0x7E or 0xA0 <= code <= 0x17F or char in _SWISS_EXTRA


#: name → whether a character is in the set.
CHARACTER_SETS: dict[str, Callable[[str], bool]] = {
    "epc-latin": SEPA_CHARACTERS.__contains__,
    "swiss": _swiss,
    "reference": SEPA_CHARACTERS.__contains__,
}

#: name → a character outside the set (the same sets as :data:`CHARACTER_SETS`).
OUTSIDE: dict[str, re.Pattern[str]] = {
    "epc-latin": OUTSIDE_SEPA,
    "swiss": re.compile("[^\x20-\x7e\xa0-\u017f\u0218-\u021b\u20ac]"),
    "reference": OUTSIDE_SEPA,
}


@lru_cache(maxsize=4096)
def transliterate(char: str, charset: str) -> str:
    """What to write instead of ``char`` in ``charset`` (``char`` itself when it is in)."""
    allowed = CHARACTER_SETS[charset]
    if allowed(char):
        return char
    # anyascii spells symbols as names (a snowman is ":snowman2:"): letters and digits only
    spelled = anyascii(char) if unicodedata.category(char)[0] in "LN" else "."
    for candidate in (replacement(char), spelled):
        kept = "".join(c for c in candidate if allowed(c))
        if kept and kept == candidate and kept != ".":
            return kept
    return "."


def suggest(text: str, charset: str) -> str:
    """``text`` with every character outside ``charset`` transliterated, composed first
    (NFC: a ``u`` and a combining diaeresis are the ``ü`` they spell)."""
    text = unicodedata.normalize("NFC", text)
    allowed = CHARACTER_SETS[charset]
    return "".join(c if allowed(c) else transliterate(c, charset) for c in text)


def outside(text: str, charset: str) -> list[str]:
    """The distinct characters of ``text`` outside ``charset``, in order."""
    allowed = CHARACTER_SETS[charset]
    return list(dict.fromkeys(c for c in text if not allowed(c)))


def describe(text: str, charset: str) -> str:
    """Which characters of ``text`` are outside, what to write instead, and the text
    (each of the composed text, as :func:`suggest`)."""
    bad = outside(unicodedata.normalize("NFC", text), charset)
    listing = ", ".join(f"{c!r} → {transliterate(c, charset)!r}" for c in bad)
    return f"{listing}; suggested: {quote(suggest(text, charset), 80)}"


def _kind(node: Node) -> str:
    if isinstance(node, Transaction):
        return "transaction"
    return "payment_info" if isinstance(node, PaymentInfo) else "group_header"


def _texts_outside(tx: Transaction, pattern: re.Pattern[str]) -> bool:
    """Whether a free text of ``tx`` may have a character ``pattern`` finds (a text too
    long for its field is not looked at: then it may)."""
    texts = short_texts(tx, "transaction", False)
    return texts is None or pattern.search(" ".join(texts)) is not None


def _count(node: Node, scope: Scope, *, charset: str) -> int:
    """How many hits :func:`charset` has in ``node``: its texts with a character outside."""
    pattern = OUTSIDE[charset]
    texts = node_texts(node, _kind(node), False)  # type: ignore[arg-type]
    return sum(1 for field in texts if pattern.search(field[2]) is not None)


@check(
    "charset",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen(
        "_texts_outside(n, {charset})",
        helpers={"_texts_outside": _texts_outside},
        convert={"charset": OUTSIDE.__getitem__},
    ),
    count=_count,
)
def charset(node: Node, scope: Scope, *, charset: str) -> Hits:
    """Every free text (names, address fields, ids, remittance, references) is in the
    character set ``charset`` (``epc-latin``, ``swiss``)."""
    pattern = OUTSIDE[charset]
    texts = node_texts(node, _kind(node), False)  # type: ignore[arg-type]
    for rel, _pointer, value, _limit, label in texts:
        if pattern.search(value) is None:
            continue
        yield Hit(
            rel,
            f"{label} {quote(value)} has characters outside the {charset} set: "
            f"{describe(value, charset)}",
        )


def _references_outside(tx: Transaction, pattern: re.Pattern[str]) -> bool:
    return any(value and pattern.search(value) for value in (tx.instruction_id, tx.end_to_end_id))


@check(
    "reference-charset",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen(
        "_references_outside(n, {charset})",
        helpers={"_references_outside": _references_outside},
        convert={"charset": OUTSIDE.__getitem__},
    ),
)
def reference_charset(node: Node, scope: Scope, *, charset: str = "reference") -> Hits:
    """``MsgId``, ``PmtInfId``, ``InstrId`` and ``EndToEndId`` use only the reference
    character set: ``A-Z a-z 0-9 space ' ( ) + , - . / : ?``."""
    pattern = OUTSIDE[charset]
    for rel, value in references(node):
        if pattern.search(value) is not None:
            yield Hit(
                rel,
                f"{rel.rpartition('/')[2]} {quote(value)} has characters outside the "
                f"reference set: {describe(value, charset)}",
            )


@check(
    "reference-slashes",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=(
        "'/' in (n.end_to_end_id or '') or '/' in (n.instruction_id or '') or {leading_space} "
        "and ((n.end_to_end_id or '')[:1] == ' ' or (n.instruction_id or '')[:1] == ' ')"
    ),
)
def reference_slashes(node: Node, scope: Scope, *, leading_space: bool = False) -> Hits:
    """The slash rules of EPC230-15 for ``MsgId``, ``PmtInfId``, ``InstrId`` and
    ``EndToEndId``: no ``/`` first or last, no ``//``; ``leading_space``: no space first
    either (SPS)."""
    for rel, value in references(node):
        name = rel.rpartition("/")[2]
        if value.startswith("/") or value.endswith("/") or "//" in value:
            yield Hit(
                rel, f"{name} {quote(value)} starts or ends with '/' or holds '//' (EPC230-15)"
            )
        elif leading_space and value.startswith(" "):
            yield Hit(rel, f"{name} {quote(value)} starts with a space")
