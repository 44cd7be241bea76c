"""What a rule is: a stream processor over the model's events that produces findings.

A rule is a subclass of :class:`Rule` with a ``name``, the ``codes`` it may emit, and
hooks for the events it cares about (:mod:`pain_bridge.model`): ``on_start``,
``on_group_header``, ``on_payment_info``, ``on_transaction``, ``on_end_of_payment_info``
and ``on_end`` (after the last event). Each hook returns the findings for that event: an
empty tuple (:data:`NONE`) in the common case, so that a clean transaction costs no
allocation. A fresh instance is made for each document, so a rule may keep state (sums,
counts, seen ids) in attributes; it keeps only what it needs, never the events.

The :class:`~pain_bridge.engine.RuleEngine` calls only the hooks a rule overrides.
:meth:`Rule.check` runs one rule alone over a stream, as a generator of findings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import MAX_EMAX, MIN_EMIN, Context
from typing import TYPE_CHECKING, ClassVar

from pain_bridge.examples import Examples
from pain_bridge.findings import NOWHERE, Finding, Location, Severity
from pain_bridge.model import (
    Amount,
    DocumentStart,
    EndOfPaymentInfo,
    Event,
    GroupHeader,
    Origin,
    PaymentInfo,
    Transaction,
)

if TYPE_CHECKING:
    from pain_bridge.profiles import SkillProfile
    from pain_bridge.scheme_choice import SchemeChoice

Findings = Sequence[Finding]
#: Decimal arithmetic that neither rounds realistic sums nor raises: sums of a million
#: 18-digit amounts stay exact; absurd inputs give Infinity instead of an exception.
EXACT = Context(prec=120, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[])

#: The "nothing found" answer of a hook.
NONE: Findings = ()

HOOKS = (
    "on_start",
    "on_group_header",
    "on_payment_info",
    "on_transaction",
    "on_end_of_payment_info",
    "on_end",
)


@dataclass(frozen=True, slots=True)
class RuleContext:
    """What a rule may depend on besides the document: the target skill and the date;
    ``count``, given a code (and the severity the rule would give it), says True when a
    finding of it need not be made: its code is ignored by the configuration, or the
    flood gate would only count it (and counts it); else False. None when no code is
    ignored and every finding is listed (see :meth:`Rule.counted`); ``scheme``: the
    scheme chosen, or detection (:mod:`pain_bridge.schemes`), None when no scheme applies;
    ``service``: the file is headed for the payment initiation service, so its limits
    apply (the codes of :data:`~pain_bridge.findings.SERVICE_CODES`). False for a bank's
    file and a version migration: a rule that emits such a code beside others checks it.
    ``bank``: the file is headed for a bank (``--for bank`` or ``both``), so a payment
    info that detection finds no scheme for is worth a ``scheme.none`` warning."""

    today: date
    skill: SkillProfile | None = None
    allow_immediate_execution: bool = False
    count: Callable[[str, Severity | None], bool] | None = None
    scheme: SchemeChoice | None = None
    service: bool = True
    bank: bool = False


class Rule:
    """Base of every rule; hooks default to finding nothing."""

    name: ClassVar[str] = ""
    codes: ClassVar[tuple[str, ...]] = ()
    #: Each code's passing and failing examples (:class:`~pain_bridge.examples.Example`),
    #: which the documentation shows and ``tests/test_rule_examples.py`` runs.
    examples: ClassVar[Examples] = {}

    def __init__(self, context: RuleContext) -> None:
        self.context = context
        self.source_format = "json"

    def counted(self, code: str, severity: Severity | None = None) -> bool:
        """True when a finding of ``code`` need not be made: the configuration ignores the
        code, or the flood gate would only count it, not list it (then it is counted
        here, with ``severity`` unless configured otherwise; the catalogue's by default);
        else False, and the rule makes the finding. Saves a flood (a finding on every
        transaction) its messages and places, and an ignored code all of its work."""
        count = self.context.count
        return count is not None and count(code, severity)

    def on_start(self, event: DocumentStart) -> Findings:
        return NONE

    def on_group_header(self, header: GroupHeader) -> Findings:
        return NONE

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        return NONE

    def on_transaction(self, tx: Transaction) -> Findings:
        return NONE

    def on_end_of_payment_info(self, end: EndOfPaymentInfo) -> Findings:
        return NONE

    def on_end(self) -> Findings:
        return NONE

    def on_batch(self, events: list[Event]) -> None:
        """The engine's look-ahead: the events it is about to run the hooks over (a batch
        of the stream), before their hooks; for a rule that prepares their answers
        together. Finds nothing: the findings come from the hooks, as without it."""

    @classmethod
    def documentation(cls) -> str:
        """The rule's user documentation: its module's docstring."""
        import sys

        module = sys.modules.get(cls.__module__)
        return (module.__doc__ or "").strip() if module is not None else ""

    @classmethod
    def check(
        cls, events: Iterable[Event], context: RuleContext | None = None
    ) -> Iterator[Finding]:
        """Run this rule alone over ``events`` and yield its findings (not the stream's)."""
        rule = cls(context or RuleContext(today=date.today()))
        for event in events:
            yield from rule.dispatch(event)
        yield from rule.on_end()

    def dispatch(self, event: Event) -> Findings:
        """Call the hook that fits ``event`` (a Finding in the stream is not a rule's concern)."""
        if isinstance(event, Transaction):
            return self.on_transaction(event)
        if isinstance(event, PaymentInfo):
            return self.on_payment_info(event)
        if isinstance(event, EndOfPaymentInfo):
            return self.on_end_of_payment_info(event)
        if isinstance(event, GroupHeader):
            return self.on_group_header(event)
        if isinstance(event, DocumentStart):
            self.source_format = event.source_format
            return self.on_start(event)
        return NONE


def at(origin: Origin | None, rel_xpath: str, rel_pointer: str | None = None) -> Location:
    """Both locations of a field of a node (nowhere when the node has no origin)."""
    if origin is None:
        return NOWHERE
    return origin.at(rel_xpath, rel_pointer)


def here(origin: Origin | None) -> Location:
    """Both locations of the node itself."""
    return origin.here() if origin is not None else NOWHERE


def written_decimals(amount: Amount) -> int:
    """How many decimals ``amount`` is written with (``"10.50"`` → 2, ``"1E+2"`` → 0).

    Read from the text where it is a plain decimal (the common case), else from the value.
    """
    text = amount.text
    dot = text.find(".")
    if dot >= 0 and text[dot + 1 :].isdigit():
        return len(text) - dot - 1
    if text.isdigit():
        return 0
    exponent = amount.value.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def quote(value: str, limit: int = 60) -> str:
    """``value`` quoted for a message, shortened in the middle when very long."""
    if len(value) > limit:
        value = value[: limit // 2] + "…" + value[-(limit // 2) :]
    return repr(value)
