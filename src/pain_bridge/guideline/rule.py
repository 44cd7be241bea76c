"""A bank's guideline applied to a document: the rule of the engine that runs its rules.

One module because it is one rule of the engine: choosing the plans, running their
screens and asking the conditions share the rule's state per document.

Each rule of a guideline (:mod:`pain_bridge.guideline.spec`) runs wherever its unit
occurs: a group header's once, a payment info's at each payment info, a transaction's at
each transaction, in a document of one of the guideline's versions (and of the rule's
own, where it names some). Where the rule has a ``when``, the condition is evaluated
first over the unit's context: ``GrpHdr``, the current ``PmtInf`` and (for a
transaction's rule) ``CdtTrfTxInf``, nested maps by ISO name holding only the elements
the expression reads, each its text as written; an element that itself repeats
(``RmtInf/Ustrd``, ``PstlAdr/AdrLine``) is the list of its texts in document order, even
where it occurs once, and one inside a repeated group (``PmtTpInf/SvcLvl/Cd``) the text
of its first occurrence; a group present is an empty map. An element that is absent is
absent from the map, so a comparison that reads it fails and the rule does not apply:
CEL's ``has()`` tests for it.

A finding carries the rule's code, severity and message, followed by what was found,
at the element (or, for a missing one, at the nearest element the document has).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from pain_bridge.findings import Finding, Location, Severity
from pain_bridge.guideline.conditions import holds
from pain_bridge.guideline.patterns import fullmatch
from pain_bridge.guideline.screen import compile_screens
from pain_bridge.guideline.spec import Condition, Guideline, GuidelineRule, Kind
from pain_bridge.guideline.values import Reader, reader
from pain_bridge.model import (
    DocumentStart,
    Event,
    GroupHeader,
    NodeKind,
    Origin,
    PaymentInfo,
    Transaction,
)
from pain_bridge.rules.base import NONE, Findings, Rule, RuleContext, at, here, quote
from pain_bridge.versions import PainVersion

if TYPE_CHECKING:
    from pain_bridge.guideline.checks import Given, Site
    from pain_bridge.guideline.occurs import Count


def _located(origin: Origin | None, path: str) -> Location:
    """Where ``path`` (relative to the node's element) is, or the node where it is ""."""
    return at(origin, path) if path else here(origin)


def _parent(path: str) -> str:
    return path.rpartition("/")[0]


class _Bound:
    """A rule with its reader for the document's version: :meth:`hits` says what it
    finds in a node, before its condition is asked."""

    __slots__ = ("count", "kind", "missing", "reader", "rule", "site", "wrong")

    def __init__(
        self, r: GuidelineRule, values: Reader, version: PainVersion | None = None
    ) -> None:
        self.rule = r
        self.reader = values
        self.kind = r.kind
        self.missing = (f"{r.path.text} is missing", _parent(values.path))
        self.wrong = _wrong(r)
        # a check's site, a count's counter (:mod:`~pain_bridge.guideline.occurs`)
        self.site: Site | None = None
        self.count: Count | None = None
        # (imported where a rule needs them: most guidelines have neither)
        if version is not None and r.kind is Kind.CHECK:
            from pain_bridge.guideline.checks import Site

            self.site = Site(r.path.text, values, version)
        if version is not None and r.kind is Kind.MAX_OCCURS:
            from pain_bridge.guideline.occurs import counter

            self.count = counter(r.path.unit, version, values.path)

    def hits(self, node: Any) -> list[tuple[str, str]]:
        """What the constraint finds in ``node``: (what, the path where) for each."""
        kind = self.kind
        if kind is Kind.CHECK:
            assert self.site is not None
            given: Given = self.rule.value
            return given.check.function(node, self.site, given.args)
        if kind is Kind.MAX_OCCURS:
            if self.count is None:  # the element does not repeat in this version
                return []
            text = self.rule.path.text
            return [(f"{text} occurs {n} times", p) for n, p in self.count(node, self.rule.value)]
        if kind is Kind.REQUIRED:
            return [] if self.reader.present(node) else [self.missing]
        if kind is Kind.FORBIDDEN:
            if not self.reader.present(node):
                return []
            return [(f"{self.rule.path.text} is given", self.reader.path)]
        found: list[tuple[str, str]] = []
        wrong = self.wrong
        for row in self.reader.texts:
            for index, value in enumerate(row.values(node)):
                text = row.text(value)
                if wrong(text):
                    path = self.reader.path
                    what = f"{self.rule.path.text} = {quote(text)}"
                    if kind is Kind.MAX_LENGTH:
                        what += f", {len(text)} characters"
                    found.append((what, path if index == 0 else f"{path}[{index + 1}]"))
        return found


def _wrong(r: GuidelineRule) -> Callable[[str], bool]:
    """Whether a text breaks ``r``'s constraint on values."""
    value = r.value
    if r.kind is Kind.ALLOWED:
        allowed = frozenset(value)
        return lambda text: text not in allowed
    if r.kind is Kind.MAX_LENGTH:
        return lambda text: len(text) > value
    if r.kind is Kind.PATTERN:
        return lambda text: not fullmatch(value, text)
    return lambda text: False


#: The scheme of a payment info (its name), or None: the engine's detection, as the
#: scheme runner decides it (:func:`pain_bridge.schemes.detect.applied`).
SchemeOf = Callable[[DocumentStart | None, PaymentInfo], str | None]


class _Plan(NamedTuple):
    """A unit's rules in one version, bound to their readers, and their screen (None:
    each rule is asked), and the screen of a run of nodes (None: the screen of each)."""

    bound: tuple[_Bound, ...]
    screen: Callable[[Any], Sequence[_Bound]] | None
    run: Callable[[Sequence[Any]], list[list[_Bound]]] | None = None
    #: A transaction's rules with gates (:meth:`GuidelineChecks._gates`), each with
    #: them, for :meth:`GuidelineChecks._gate`.
    gates: tuple[tuple[_Bound, tuple[Condition, ...]], ...] = ()


#: A unit without rules.
_NO_PLAN = _Plan((), None)
#: No transactions screened ahead.
_NOTHING_AHEAD: Iterator[tuple[Transaction, Sequence[_Bound]]] = iter(())


def _none_due(node: Any) -> Sequence[_Bound]:
    return ()


_UNITS: tuple[NodeKind, ...] = ("group_header", "payment_info", "transaction")
#: The plans (with their compiled screens) of the guideline sets met, by the sets'
#: identities (each kept with its set, so that an identity is not reused): an engine made
#: per request over the same loaded guidelines compiles nothing again.
_PLANS: dict[tuple[int, ...], tuple[tuple[Guideline, ...], dict[Any, _Plan]]] = {}


def _plans_of(guidelines: tuple[Guideline, ...]) -> dict[Any, _Plan]:
    key = tuple(map(id, guidelines))
    found = _PLANS.get(key)
    if found is None:
        if len(_PLANS) >= 64:
            _PLANS.clear()
        found = _PLANS[key] = (guidelines, {})
    return found[1]


class GuidelineChecks(Rule):
    """Runs the rules of its :attr:`guidelines`: a class per set of guidelines
    (:meth:`of`), since the engine makes a fresh instance of each rule per document."""

    name = "guideline"
    guidelines: ClassVar[tuple[Guideline, ...]] = ()
    #: Screen the rules (False: ask every rule's :meth:`_Bound.hits`, the plain code the
    #: screens are held to by the tests).
    screened: ClassVar[bool] = True
    #: A rule's code → the built-in code it refines (``refines``): where it reports, the
    #: built-in finding at the same place is not reported
    #: (:class:`~pain_bridge.schemes.compose.Composer`).
    refines: ClassVar[Mapping[str, frozenset[str]]] = {}
    #: The scheme of a payment info, for the guidelines naming theirs (:meth:`of`).
    scheme_of: ClassVar[SchemeOf | None] = None
    #: (version, unit, the guidelines chosen) → the unit's rules and their screen, made
    #: once per class
    _plans: ClassVar[dict[tuple[PainVersion, NodeKind, tuple[bool, ...]], _Plan]]

    @classmethod
    def of(
        cls, guidelines: Sequence[Guideline], scheme_of: SchemeOf | None = None
    ) -> type[GuidelineChecks]:
        """The rule that runs ``guidelines``, for the engine's rules; ``scheme_of``
        names the scheme of a payment info, for the guidelines that name theirs (the
        engine gives it; without it such a guideline applies to no payment info)."""
        codes = (
            "guideline.applied",
            "guideline.not-applied",
            *(r.code for g in guidelines for r in g.rules),
        )
        refines = {r.code: frozenset({r.refines}) for g in guidelines for r in g.rules if r.refines}
        made = {
            "guidelines": tuple(guidelines),
            "codes": codes,
            "refines": refines,
            "scheme_of": scheme_of,
            "_plans": _plans_of(tuple(guidelines)),
        }
        return type(cls.__name__, (cls,), made)

    def __init__(self, context: RuleContext) -> None:
        super().__init__(context)
        self.version: PainVersion | None = None
        self.by_unit: dict[NodeKind, _Plan] = {}
        self.header: GroupHeader | None = None
        self.info: PaymentInfo | None = None
        self.start: DocumentStart | None = None
        #: which guidelines apply to the current payment info (by their schemes)
        self.chosen: tuple[bool, ...] = ()
        #: the guidelines naming schemes whose group header rules ran
        self.header_done: set[int] = set()
        #: (refined code, XPath) of this rule's refining findings not made (ignored or only
        #: counted): they speak for the built-in one all the same
        self.refined: list[tuple[str, str | None]] = []
        #: condition → the values it read → its answer
        self.answers: dict[str, dict[tuple[Any, ...], bool]] = {}
        #: condition reading no transaction → its answer in the current payment info
        self.in_info: dict[str, bool] = {}
        #: the transaction's plan, and what tells its rules due at a transaction (its
        #: screen, every rule, or none where it has no rules): set by :meth:`_choose`
        self.tx_plan: _Plan = _NO_PLAN
        self.tx_due: Callable[[Transaction], Sequence[_Bound]] = _none_due
        #: the runs of transactions of the engine's batch (:meth:`on_batch`), and the
        #: rules due at the next ones, told ahead by their run's screen
        self.runs: dict[int, list[Transaction]] = {}
        self.ahead: Iterator[tuple[Transaction, Sequence[_Bound]]] = _NOTHING_AHEAD
        #: the transaction's rules whose gates are false in the current payment info
        #: (:meth:`_gate`)
        self.off: frozenset[_Bound] = frozenset()

    def on_start(self, event: DocumentStart) -> Findings:
        self.start = event
        self.in_info = {}
        self.version = event.pain_version
        self.header_done = set()
        # the guidelines naming no scheme apply everywhere; the others where a payment
        # info is of one of theirs (:meth:`on_payment_info`)
        self._choose(tuple(g.schemes is None for g in self.guidelines), header=True)
        if all(g.applies_to(self.version) for g in self.guidelines):
            return NONE
        return self._not_applied(event)

    def _not_applied(self, event: DocumentStart) -> Findings:
        """``guideline.not-applied`` (a warning, at the document's start) for each
        guideline chosen whose versions do not hold the document's: none of its rules
        runs. A payment intent JSON is of no version: a guideline's rules are written on
        the elements of its pain.001 versions, and what the JSON lacks the writer fills
        in, so they are asked of the XML that ``convert`` writes from it."""
        found: list[Finding] = []
        version = self.version
        for g in self.guidelines:
            if g.applies_to(version) or self.counted("guideline.not-applied"):
                continue
            if version is None and event.source_format != "json":
                continue  # XML that could not be read: its own errors say so
            versions = ", ".join(v.value for v in g.versions)
            said = f"the rules of {g.name} ({g.source}) were not run: it applies to {versions}"
            if version is None:
                said += (
                    ", and a payment intent JSON is of no version: validate the XML that "
                    "convert writes from it (--pain-version)"
                )
            else:
                said += f", and the document is {version.label}"
                if version is PainVersion.DK03:
                    said += ' (a guideline names it in its versions as "003.03")'
            found.append(Finding("guideline.not-applied", Severity.WARNING, said))
        return found or NONE

    def _choose(self, chosen: tuple[bool, ...], header: bool = False) -> None:
        """Apply the rules of the ``chosen`` guidelines from now on."""
        self.chosen = chosen
        version = self.version
        units: tuple[NodeKind, ...] = _UNITS if header else _UNITS[1:]
        for unit in units:
            self.by_unit.pop(unit, None)
            if version is None:
                continue
            plan = self._plan_of(version, unit, chosen)
            if plan.bound:
                self.by_unit[unit] = plan
        tx = self.tx_plan = self.by_unit.get("transaction", _NO_PLAN)
        self.tx_due = tx.screen or (lambda n: tx.bound)

    @classmethod
    def _plan_of(cls, version: PainVersion, unit: NodeKind, chosen: tuple[bool, ...]) -> _Plan:
        """:meth:`_plan`, made once per class."""
        key = (version, unit, chosen)
        plan = cls._plans.get(key)
        if plan is None:
            plan = cls._plans[key] = cls._plan(version, unit, chosen)
        return plan

    @classmethod
    def _plan(
        cls, version: PainVersion, unit: NodeKind, chosen: tuple[bool, ...] | None = None
    ) -> _Plan:
        """The rules of ``unit`` in a document of ``version``, bound, and their screen:
        those of the ``chosen`` guidelines (by index; None: every one)."""
        bound: list[_Bound] = []
        for index, guideline in enumerate(cls.guidelines):
            if not guideline.applies_to(version) or (chosen is not None and not chosen[index]):
                continue
            for r in guideline.rules:
                own = r.path.own.get(version)
                if r.path.unit == unit and own is not None:
                    bound.append(_Bound(r, reader(unit, version, own), version))
        where = f"{version.value} {unit} {''.join('1' if c else '0' for c in chosen or ())}"
        if not cls.screened:
            return _Plan(tuple(bound), None)
        gates: tuple[tuple[_Bound, tuple[Condition, ...]], ...] = ()
        if unit == "transaction":
            gates = tuple((b, g) for b in bound if (g := cls._gates(b.rule)))
        screen, run = compile_screens(bound, where)
        return _Plan(tuple(bound), screen, run if unit == "transaction" else None, gates)

    @classmethod
    def _gates(cls, r: GuidelineRule) -> tuple[Condition, ...]:
        """The conditions on the payment info and group header alone that must hold for
        the transaction's rule ``r`` to find anything: its ``when`` where it reads no
        transaction (asked once per payment info, :meth:`_gate`)."""
        when = r.when
        if when is None or any(read.unit == "transaction" for read in when.reads):
            return ()
        return (when,)

    def _gate(self) -> None:
        """:attr:`off`: the transaction's rules a gate of which (:meth:`_gates`) is false
        in the current payment info, which find nothing at its transactions: the screen
        may give them (their element is there) and they are dropped unasked (the
        screened rule's fast path: the plain one asks their condition at each)."""
        gates = self.tx_plan.gates
        if not gates:
            self.off = frozenset()
            return
        info, holds = self.info, self._holds
        self.off = frozenset(
            b for b, conditions in gates if not all(holds(c, info) for c in conditions)
        )

    def on_group_header(self, header: GroupHeader) -> Findings:
        self.header = header
        return self._run(self.by_unit.get("group_header"), header)

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        self.info = info
        self.in_info = {}
        if any(g.schemes is not None for g in self.guidelines):
            scheme_of = type(self).scheme_of
            scheme = scheme_of(self.start, info) if scheme_of is not None else None
            chosen = tuple(g.schemes is None or scheme in g.schemes for g in self.guidelines)
            if chosen != self.chosen:
                self._choose(chosen)
        found: list[Finding] = self._applied(info)
        # the group header's rules of a guideline naming schemes: at the first payment
        # info of one of them (the scheme is decided per payment info)
        first = tuple(
            c and g.schemes is not None and i not in self.header_done
            for i, (g, c) in enumerate(zip(self.guidelines, self.chosen, strict=True))
        )
        if any(first) and self.header is not None and self.version is not None:
            self.header_done.update(i for i, f in enumerate(first) if f)
            plan = self._plan_of(self.version, "group_header", first)
            found += self._run(plan if plan.bound else None, self.header)
        found += self._run(self.by_unit.get("payment_info"), info)
        self._gate()
        return found or NONE

    def _applied(self, info: PaymentInfo) -> list[Finding]:
        """``guideline.applied`` at ``info``: the guidelines whose rules apply to it."""
        version = self.version
        names = [
            f"{g.name} ({g.source})"
            for g, chosen in zip(self.guidelines, self.chosen, strict=True)
            if chosen and g.applies_to(version)
        ]
        if not names or self.counted("guideline.applied"):
            return []
        where = here(info.origin)
        return [
            Finding(
                "guideline.applied",
                Severity.INFO,
                f"the rules of {'; '.join(names)} apply",
                line=where.line,
                column=where.column,
                xpath=where.xpath,
                pointer=where.pointer,
            )
        ]

    def on_batch(self, events: list[Event]) -> None:
        """The engine's look-ahead: the runs of two transactions or more of its next
        batch, each by its first transaction's identity, for :meth:`on_transaction` to
        screen together."""
        runs: dict[int, list[Transaction]] = {}
        run: list[Transaction] = []
        for event in events:
            if type(event) is Transaction:
                run.append(event)
            elif run:
                if len(run) > 1:
                    runs[id(run[0])] = run
                run = []
        if len(run) > 1:
            runs[id(run[0])] = run
        self.runs = runs
        self.ahead = _NOTHING_AHEAD

    def on_transaction(self, tx: Transaction) -> Findings:
        # the plan and its screen as _choose left them (:meth:`_run`, without its call),
        # or the rules due that its run's screen told ahead
        pair = next(self.ahead, None)
        due = pair[1] if pair is not None and pair[0] is tx else self._due(tx)
        if due and self.off:
            off = self.off
            due = [b for b in due if b not in off]
        return self._told(self.tx_plan, due, tx) if due else NONE

    def _due(self, tx: Transaction) -> Sequence[_Bound]:
        """The rules due at ``tx``: where a run of transactions starts at it (no other
        event between them, so under the same plan), screened with the run's
        and those of the rest told ahead (:attr:`ahead`); else its screen's."""
        run = self.runs.pop(id(tx), None)
        screen_run = self.tx_plan.run
        if run is None or screen_run is None or run[0] is not tx:
            return self.tx_due(tx)
        self.ahead = zip(run, screen_run(run), strict=True)
        return next(self.ahead)[1]

    # ----------------------------------------------------------------------------------

    def _run(self, plan: _Plan | None, node: GroupHeader | PaymentInfo | Transaction) -> Findings:
        """The findings of ``plan``'s rules on ``node``: the screen tells which rules'
        constraints the node breaks (most often none), and only those are asked for
        what they find and for their condition."""
        if plan is None:
            return NONE
        due = plan.screen(node) if plan.screen is not None else plan.bound
        return self._told(plan, due, node) if due else NONE

    def _told(
        self, plan: _Plan, due: Sequence[_Bound], node: GroupHeader | PaymentInfo | Transaction
    ) -> Findings:
        """The findings of the rules ``due`` (those the screen gave, or every one) on
        ``node``."""
        found: list[Finding] = []
        screened = plan.screen is not None  # then each rule due breaks its constraint:
        # its condition (its answer kept) is asked before what it finds is told in full
        for bound in due:
            r = bound.rule
            if screened and r.when is not None and not self._holds(r.when, node):
                continue
            hits = bound.hits(node)
            if not hits:
                continue
            if not screened and r.when is not None and not self._holds(r.when, node):
                continue
            for what, path in hits:
                found += self._finding(r, what, _located(node.origin, path))
        return found or NONE

    def _finding(self, r: GuidelineRule, what: str, where: Location) -> list[Finding]:
        if self.counted(r.code, r.severity):
            if r.refines is not None:
                self.refined.append((r.refines, where.xpath))
            return []
        return [
            Finding(
                r.code,
                r.severity,
                f"{r.message} ({what})",
                line=where.line,
                column=where.column,
                xpath=where.xpath,
                pointer=where.pointer,
            )
        ]

    def _holds(self, condition: Condition, node: Any) -> bool:
        """Whether ``condition`` is true for ``node``, its answers kept
        (:func:`~pain_bridge.guideline.conditions.holds`)."""
        assert self.version is not None
        return holds(
            condition, node, self.version, (self.header, self.info), self.answers, self.in_info
        )
