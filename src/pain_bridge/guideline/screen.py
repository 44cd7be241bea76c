"""One function per unit and version that tells which of a guideline's rules break there.

A clean document is the common case, and a bank's guideline of fifty rules finds nothing
in most units; asking each rule (:meth:`~pain_bridge.guideline.rule._Bound.hits`: a call,
its reader's rows, a list) to learn that cost four times the engine's own work on the
benchmark's ``.09`` file. :func:`compile_screen` writes instead, once per guideline set,
version and unit, the rules' constraints on the unit into one straight-line function
(:mod:`pain_bridge.codegen`), each path resolved to its model fields when written::

    def screen(n):
        due = []
        v1 = n.creditor                                  # Cdtr/Nm, read once
        v1 = v1.name if v1 is not None else None
        if v1 is not None and v1 != "" and len(v1) > 70: due.append(K2)     # max_length
        if v1 is None or v1 == "": due.append(K3)                           # required
        if K4(n): due.append(K5)        # a row that repeats or is coded: its rule's hits
        ...
        return due

the plain code it stands for being ``[b for b in bound if b.hits(n)]``; the rule
(:mod:`~pain_bridge.guideline.rule`) then asks only those the screen gives for their
hits and their condition. A row read with one ``attrgetter`` (no repetition, choice or
condition: :func:`~pain_bridge.guideline.values._plain_getter`) is read inline; any other
calls its rule's own ``hits``. ``tests/test_guideline_screen.py`` holds the screen to
the plain code over the corpus (every version) with random guidelines built from the
field tables, and over the rules of every kind on generated documents.

Patterns run through :func:`matcher`: RE2 called directly (the ``google-re2`` wrapper's
generator, spans and offsets cost ten times its match on a short text), the texts found
matching kept (a bounded set): a currency, a country, a BIC or a name met again costs a
set lookup. Where a unit has several such texts (an end-to-end id twice, an IBAN, an
amount), they are first checked in one call
(:func:`~pain_bridge.guideline.joint.joint_call`, written out in the screen), each
time, none kept: RE2's binding costs some five times its match, so one call for
the unit rather than one per text; where that call does not say every text matches,
each is asked as above.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, Protocol

from pain_bridge.codegen import Source
from pain_bridge.fields import ValueType
from pain_bridge.guideline.joint import chunks_settled, joinable, joint_call, run_match
from pain_bridge.guideline.patterns import _matcher, matcher
from pain_bridge.guideline.spec import GuidelineRule, Kind
from pain_bridge.guideline.values import Reader, _Row

__all__ = ["compile_screen", "compile_screens"]

#: The value types whose model value is the element's text itself (a ``str``).
_AS_IS: Final = frozenset({ValueType.TEXT, ValueType.CODE})
#: The value types whose model value is an object (never a text, so never "").
_OBJECTS: Final = frozenset(
    {ValueType.GROUP, ValueType.AMOUNT, ValueType.DECIMAL, ValueType.DATE, ValueType.BOOL}
    | {ValueType.DATETIME_DAY}
)


class Bound(Protocol):
    """What the screen gives back: a rule bound to its reader (the rule's ``_Bound``)."""

    rule: GuidelineRule
    reader: Reader

    def hits(self, node: Any) -> list[tuple[str, str]]: ...


def _simple(row: _Row) -> bool:
    """Whether ``row`` is read with one attribute chain (:func:`values._plain_getter`)."""
    return not (any(row.repeats) or row.many or row.codes or row.others or row.unless)


def _listed(row: _Row) -> bool:
    """Whether ``row``'s values are the items of one list at the end of an attribute
    chain (``remittance.unstructured``, ``creditor.address.address_lines``)."""
    if row.codes or row.others or row.unless or any(row.repeats[:-1]):
        return False
    return row.repeats[-1] or row.many


def _inline(row: _Row) -> bool:
    return _simple(row) or _listed(row)


class _Writer:
    """The lines of one screen, with each model object read once (``creditor`` once for
    its name, town and country)."""

    def __init__(self) -> None:
        self.source = Source()
        self.read: dict[tuple[str, ...], str] = {(): "n"}
        #: the texts a pattern checks in one call (:mod:`~pain_bridge.guideline.joint`):
        #: for each, the expression of its text ("" where not there), the expression
        #: false where it is there but "" (None: never), and its pattern
        self.joint: list[tuple[str, str | None, Any]] = []

    def value(self, steps: tuple[str, ...]) -> str:
        """The local holding the model value at ``steps`` (None where a step is None)."""
        name = self.read.get(steps)
        if name is None:
            holder = self.value(steps[:-1])
            name = self.read[steps] = self.source.name("v")
            if holder == "n":
                self.source.add(1, f"{name} = n.{steps[-1]}")
            else:
                self.source.add(
                    1, f"{name} = {holder}.{steps[-1]} if {holder} is not None else None"
                )
        return name

    def text(self, row: _Row, value: str) -> str:
        """The element's text of ``value`` (a local of ``row``'s value)."""
        if row.type in _AS_IS:
            return value
        if row.type is ValueType.AMOUNT:  # its text as written (values._text_of): read
            return f"{value}.text"  # inline, not by an attrgetter called per node
        return f"{self.source.constant(row.text)}({value})"

    def present(self, row: _Row) -> str:
        """The expression true where ``row`` has a value (not None, not "")."""
        value = self.value(row.steps)
        if _simple(row):
            return _there(row, value)
        if row.type in _AS_IS:  # a tuple of texts: one not empty
            return f"({value} and any({value}))"
        return f"({value} and any({_there(row, 'x')} for x in {value}))"

    def wrong(self, r: GuidelineRule, row: _Row) -> str:
        """The expression true where a value of ``row`` breaks ``r``'s constraint."""
        value = self.value(row.steps)
        if _simple(row):
            if r.kind is Kind.PATTERN and joinable(r.value):
                return self._joined(r, row, value)
            return f"({_there(row, value)} and {self._wrong(r, self.text(row, value))})"
        if row.type in _AS_IS:  # a tuple of texts, each checked (C loops over it)
            texts = f"filter(None, {value})"
            if r.kind is Kind.ALLOWED:
                check = f"not {self.source.constant(frozenset(r.value))}.issuperset({texts})"
            elif r.kind is Kind.MAX_LENGTH:
                # most often one text: its length, without the calls over the tuple
                check = (
                    f"(len({value}[0] or '') > {int(r.value)} if len({value}) == 1 "
                    f"else max(map(len, {texts}), default=0) > {int(r.value)})"
                )
            else:
                check = f"not all(map({self.source.constant(matcher(r.value))}, {texts}))"
            return f"({value} and {check})"
        wrong = self._wrong(r, self.text(row, "x"))
        return f"({value} and any({_there(row, 'x')} and {wrong} for x in {value}))"

    def _joined(self, r: GuidelineRule, row: _Row, value: str) -> str:
        """:meth:`wrong` of a pattern whose text is checked first in the unit's
        joint call (``j``: true where it found every text matching)."""
        matches, kept = _matcher(r.value)
        if row.type in _AS_IS:  # the value is the text, there where not ""
            text = there = value
            self.joint.append((f'({value} or "")', None, r.value))
        else:  # the text made once, None where the value is not there
            text = self.source.name("t")
            self.source.add(
                1, f"{text} = {self.text(row, value)} if {_there(row, value)} else None"
            )
            there = f"{text} is not None"
            self.joint.append((f'({text} or "")', f'{text} != ""', r.value))
        known, match = self.source.constant(kept), self.source.constant(matches)
        return f"({there} and not j and ({text} not in {known} and not {match}({text})))"

    def _wrong(self, r: GuidelineRule, text: str) -> str:
        """The expression true where ``text`` breaks ``r``'s constraint on values."""
        if r.kind is Kind.ALLOWED:
            return f"{text} not in {self.source.constant(frozenset(r.value))}"
        if r.kind is Kind.MAX_LENGTH:
            return f"len({text}) > {int(r.value)}"
        matches, kept = _matcher(r.value)
        call = f"not {self.source.constant(matches)}({text})"
        if not text.isidentifier():  # (a text made by a call: made once)
            return call
        return f"({text} not in {self.source.constant(kept)} and {call})"


def _there(row: _Row, value: str) -> str:
    """The expression true where ``value``, one value of ``row``, is there: a text not
    empty (its truth), any other value not None (a model object never equals "")."""
    if row.type in _AS_IS:
        return value
    if row.type in _OBJECTS:
        return f"{value} is not None"
    return f'({value} is not None and {value} != "")'


def _condition(b: Bound, w: _Writer) -> str:
    """The expression true exactly where ``b.hits(n)`` is not empty."""
    r, values, source = b.rule, b.reader, w.source
    if r.kind in (Kind.CHECK, Kind.MAX_OCCURS):  # a built-in check, a count: its own hits,
        ahead = r.value.check.screen if r.kind is Kind.CHECK else None  # its screen first
        hits = f"{source.constant(b.hits)}(n)"
        return f"(({ahead}) and {hits})" if ahead else hits
    if r.kind in (Kind.REQUIRED, Kind.FORBIDDEN):
        if all(_inline(row) for row in values.below) and values.below:
            present = " or ".join(w.present(row) for row in values.below)
        else:
            present = f"{source.constant(values.present)}(n)"
        return f"not ({present})" if r.kind is Kind.REQUIRED else f"({present})"
    if not values.texts:
        return "False"
    if not all(_inline(row) for row in values.texts):
        return f"{source.constant(b.hits)}(n)"
    return " or ".join(w.wrong(r, row) for row in values.texts)


def compile_screen(bound: Sequence[Bound], where: str) -> Callable[[Any], list[Any]]:
    """The function that gives, for a node, those of ``bound`` whose constraint the node
    breaks, in their order (before any condition is asked)."""
    return compile_screens(bound, where)[0]


#: What :func:`compile_screens` gives: the screen of a node, and that of a run of nodes
#: (None: the screen of each).
Screens = tuple[Callable[[Any], list[Any]], Callable[[Sequence[Any]], list[list[Any]]] | None]


def compile_screens(bound: Sequence[Bound], where: str) -> Screens:
    """:func:`compile_screen`'s function, and where the unit has several pattern texts
    checked in one call, the function that gives for a run of nodes what it gives for
    each (``[screen(n) for n in nodes]``, the plain code it stands for): one loop over
    the nodes making their answers as if each text matched its pattern, and one call
    (:func:`~pain_bridge.guideline.joint.chunks_settled`) for the texts of each chunk of
    nodes, whose nodes are screened again each where it finds a text not matching."""
    if not bound:
        return (lambda n: []), None
    w = _Writer()
    body: list[tuple[str, bool]] = []
    for b in bound:
        before = len(w.joint)
        line = f"if {_condition(b, w)}: due.append({w.source.constant(b)})"
        # a pattern checked in the joint call only: not due where the call says so
        body.append((line, len(w.joint) - before == len(b.reader.texts) > 0))
    reads = list(w.source.lines)
    w.source.lines[:0] = ["def screen(n):"]
    if len(w.joint) > 1:  # the texts a pattern checks, in one call
        joint_call(w.source, lambda line: w.source.add(1, line), w.joint)
    else:
        w.source.add(1, "j = False")
    w.source.add(1, "due = []")
    for line, _ in body:
        w.source.add(1, line)
    w.source.add(1, "return due")
    run = len(w.joint) > 1 and run_match(w.joint)
    if run:
        source = w.source
        texts = ", ".join(
            text if sound is None else f'({text} if {sound} else "\\x01")'
            for text, sound, _ in w.joint
        )  # (a text there but "": U+0001, which the call counts, so each is asked)
        source.add(0, "def run(nodes):")
        for line in ["texts = []", "dues = []", "j = True", "for n in nodes:"]:
            source.add(1, line)
        for line in [*reads, f"    texts += ({texts},)", "    due = []"]:
            source.add(1, line)
        for line, joined in body:
            if not joined:
                source.add(2, line)
        source.add(2, "dues.append(due)")
        settled, match = source.constant(chunks_settled), source.constant(run)
        source.add(1, f"return {settled}(nodes, dues, texts, {match}, screen)")
        runs: Callable[[Sequence[Any]], list[list[Any]]] = source.function(
            "run", f"guideline screen {where}"
        )
        return runs.__globals__["screen"], runs
    screen: Callable[[Any], list[Any]] = w.source.function("screen", f"guideline screen {where}")
    return screen, None
