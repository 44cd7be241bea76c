"""Free-text checks: ``text.charset`` and ``text.length``, in one pass over the same
fields (names, address lines, ids, remittance information, creditor references).

## ``text.charset``

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
- letters and digits of other scripts are transliterated (``anyascii``): ``Пётр`` →
  ``Petr``, ``Ωμέγα`` → ``Omega``, ``北京`` → ``BeiJing``;
- anything else → ``.``;
- decomposed text (NFD: ``u`` and a combining diaeresis, as macOS and some PDFs write
  it) is composed first: ``ü`` → ``ue``, not ``u.``.

It is a warning: many banks transliterate on their own, but not all the same way.

## ``text.length``

Every free-text field must fit the length the schema of its version gives it: an XML
file's own version (``.03`` to ``.13``, or the German DK variant), and for JSON, which
goes to the bank as pain.001 too, pain.001.001.03. The lengths of pain.001.001.03:

=============================================  =====
field                                          max
=============================================  =====
``MsgId``, ``PmtInfId``, ``EndToEndId``,
``InstrId``, creditor reference and issuer,
``TwnNm``, ``CtrySubDvsn``                       35
``AdrLine`` (each, up to 7), ``StrtNm``,
``Dept``, ``SubDept``                            70
``Nm`` (debtor, creditor, initiating party),
``Ustrd``, ``AddtlRmtInf``                      140
``PstCd``, ``BldgNb``                            16
JSON ``address`` (written as up to 7 lines)     490
=============================================  =====

Later versions keep these but for the postal address: from ``.09``
(``PostalAddress24``) its new ``BldgNm``, ``TwnLctnNm``, ``DstrctNm`` take 35, ``Flr``
and ``Room`` 70, ``PstBx`` 16; from ``.12`` (``PostalAddress27``) ``StrtNm``,
``BldgNm``, ``TwnNm``, ``TwnLctnNm`` and ``DstrctNm`` take 140. The DK variant takes 70
of a name. (The field tables read each
length from the version's bundled XSD, ``pain_bridge.fields.table``.)

Why: a longer value fails schema validation at the bank, or is cut, silently changing
an end-to-end id or a reference the creditor reconciles on. (For XML input the schema
check reports the same value as ``xsd.violation``; this finding adds the JSON Pointer
and the exact limit.)
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import ClassVar, Final

from pain_bridge.examples import Example, Examples, Run
from pain_bridge.findings import Finding, make_finding
from pain_bridge.model import GroupHeader, NodeKind, Origin, PaymentInfo, Transaction
from pain_bridge.rules._text_fields import TextField, node_texts, short_texts
from pain_bridge.rules.base import NONE, Findings, Rule, at, quote

__all__ = [
    "SEPA_CHARACTERS",
    "TextRule",
    "in_sepa_set",
    "replacement",
    "sepa_text",
    "text_findings",
]

SEPA_CHARACTERS = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-?:().,'+ "
)
#: A character outside :data:`SEPA_CHARACTERS`.
OUTSIDE_SEPA = re.compile(r"[^A-Za-z0-9/\-?:().,'+ ]")
#: :data:`SEPA_CHARACTERS` as bytes (all ASCII), for :func:`in_sepa_set`.
_SEPA_BYTES: Final = "".join(sorted(SEPA_CHARACTERS)).encode("ascii")


def in_sepa_set(text: str) -> bool:
    """Whether every character of ``text`` is a SEPA Latin one: ``OUTSIDE_SEPA.search(text)
    is None`` (its plain twin, ``tests/test_rules_text.py``), asked of the text's bytes.
    The set is ASCII, so a text that is not is outside it at once, and from an ASCII
    text's bytes C deletes the set's in one call: some 3,000 instructions for a
    transaction's 140 characters of text, where the search tests each character
    against its class in a call of its own (some 8,300)."""
    return text.isascii() and not text.encode("ascii").translate(None, _SEPA_BYTES)


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
    if unicodedata.combining(char):  # an accent no letter before it takes (NFC): dropped
        return ""
    stripped = "".join(
        c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c)
    )
    if stripped and all(c in SEPA_CHARACTERS for c in stripped):
        return stripped
    # another script, spelled in Latin letters (symbols are spelled as names: not those);
    # anyascii imported here, as importlib.resources with it: only such a text needs it
    from anyascii import anyascii

    spelled = anyascii(char) if unicodedata.category(char)[0] in "LN" else ""
    if spelled and all(c in SEPA_CHARACTERS for c in spelled):
        return spelled
    return "."


def sepa_text(text: str) -> str:
    """``text`` with every character outside the SEPA Latin set replaced; composed
    first (NFC), so that a ``u`` with a combining diaeresis is the ``ü`` it spells
    (``ue``), not a ``u`` and a dot."""
    text = unicodedata.normalize("NFC", text)
    return OUTSIDE_SEPA.sub(lambda match: replacement(match.group()), text)


@lru_cache(maxsize=4096)
def _describe(text: str) -> str | None:
    text = unicodedata.normalize("NFC", text)
    bad = list(dict.fromkeys(OUTSIDE_SEPA.findall(text)))
    if not bad:
        return None
    listing = ", ".join(f"{c!r} → {replacement(c)!r}" for c in bad)
    return f"{listing}; suggested: {quote(sepa_text(text), 80)}"


_CLEAN: tuple[Findings, Findings] = (NONE, NONE)


def _findings(
    fields: list[TextField], origin: Origin | None, rule: Rule | None
) -> tuple[Findings, Findings]:
    """Both free-text checks of one node's fields: (``text.charset``, ``text.length``);
    a finding that ``rule`` counts without making it (:meth:`Rule.counted`) is left out."""
    charset: list[Finding] = []
    # one search over all fields first: the common, clean case
    if OUTSIDE_SEPA.search(" ".join([field[2] for field in fields])) is not None:
        for rel, rel_pointer, value, _limit, label in fields:
            if OUTSIDE_SEPA.search(value) is None or (rule is not None and rule.counted(CHARSET)):
                continue
            charset.append(
                make_finding(
                    "text.charset",
                    f"{label} {quote(value)} has characters outside the SEPA Latin set: "
                    f"{_describe(value)}",
                    at(origin, rel, rel_pointer),
                )
            )
    length: list[Finding] = []
    for rel, rel_pointer, value, limit, label in fields:
        if len(value) <= limit or (rule is not None and rule.counted(LENGTH)):
            continue
        length.append(
            make_finding(
                "text.length",
                f"{label} {quote(value)} is {len(value)} characters long; at most {limit} fit",
                at(origin, rel, rel_pointer),
            )
        )
    if not charset and not length:
        return _CLEAN
    return charset or NONE, length or NONE


CHARSET, LENGTH = "text.charset", "text.length"


def text_findings(
    node: GroupHeader | PaymentInfo | Transaction, json: bool, rule: Rule | None = None
) -> tuple[Findings, Findings]:
    """The ``text.charset`` and the ``text.length`` findings of ``node``'s free text
    (without those ``rule`` counts and does not make: :meth:`Rule.counted`), from one
    pass over its fields: :class:`TextRule` checks both."""
    kind: NodeKind = (
        "transaction"
        if isinstance(node, Transaction)
        else "payment_info"
        if isinstance(node, PaymentInfo)
        else "group_header"
    )
    return _node_findings(node, kind, json, rule)


def _node_findings(
    node: GroupHeader | PaymentInfo | Transaction, kind: NodeKind, json: bool, rule: Rule | None
) -> tuple[Findings, Findings]:
    """:func:`text_findings` of a node of ``kind`` (the rule's hooks know it)."""
    as_json = json and kind != "group_header"  # a group header has no JSON texts
    short = short_texts(node, kind, as_json)  # None: a text is too long
    if short is not None:
        joined = " ".join(short)
        if in_sepa_set(joined):
            return _CLEAN  # the common case: every text short and in the set
        if _all_counted(short, joined, OUTSIDE_SEPA.search(joined), rule):
            return _CLEAN  # a flood, counted without making its findings
    return _findings(node_texts(node, kind, as_json), node.origin, rule)


def _all_counted(
    texts: list[str], joined: str, first: re.Match[str] | None, rule: Rule | None
) -> bool:
    """Count the ``text.charset`` findings of ``texts`` (all short; ``joined`` by spaces,
    ``first`` the first character outside the set there) without making them, if the
    flood gate would only count them: all are, or none (its limit is reached or not), so
    the first decides. From each text outside the set the search goes on after it, once
    the quick check (:func:`in_sepa_set`) of the rest has found something there: most
    often one text is outside, and the search of the rest, character by character,
    cost more than the rest of this."""
    if first is None or rule is None or rule.context.count is None:
        return False
    if not rule.counted(CHARSET):
        return False
    index, end = 0, len(texts[0])
    found: re.Match[str] | None = first
    while found is not None:
        while end <= found.start():  # the text that holds it
            index += 1
            end += 1 + len(texts[index])
        if in_sepa_set(joined[end + 1 :]):
            return True  # (the search would find nothing more)
        found = OUTSIDE_SEPA.search(joined, end + 1)
        if found is not None:
            rule.counted(CHARSET)
    return True


class TextRule(Rule):
    """``text.charset`` and ``text.length``: one rule, since both look at the same
    fields of each node (one pass over them answers both)."""

    name = "text"
    codes = (CHARSET, LENGTH)

    def _both(self, node: GroupHeader | PaymentInfo | Transaction, kind: NodeKind) -> Findings:
        charset, length = _node_findings(node, kind, self.source_format == "json", self)
        return [*charset, *length] if charset and length else charset or length

    examples: ClassVar[Examples] = {
        "text.charset": (
            Example("sct", "<Nm>Creditor BV</Nm>", "<Nm>Zoë Creditor BV</Nm>", "Zoë"),
        ),
        # (for XML the schema reports the same value: xsd.violation)
        "text.length": (
            Example(
                "intent",
                '"town": "Paris"',
                '"town": "Paris Paris Paris Paris Paris Paris Paris"',
                None,
                run=Run(purpose="service"),
                pointer="/payment_info/0/transactions/0/creditor/town",
            ),
        ),
    }

    def on_group_header(self, header: GroupHeader) -> Findings:
        return self._both(header, "group_header")

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        return self._both(info, "payment_info")

    def on_transaction(self, tx: Transaction) -> Findings:
        """:meth:`_both` of a transaction (its plain twin, ``tests/test_rules_text.py``),
        with the common cases told here: every text short and in the set, or a flood
        only counted: a call fewer than :meth:`_both` where the transaction is clean."""
        short = short_texts(tx, "transaction", self.source_format == "json")
        if short is not None:
            joined = " ".join(short)
            if in_sepa_set(joined):
                return NONE
            if _all_counted(short, joined, OUTSIDE_SEPA.search(joined), self):
                return NONE
        return self._both(tx, "transaction")
