"""The rule engine: runs every rule over an event stream in one pass.

One module because it is that one pass: the hooks' table, the batches (each shown first
to the rules that look ahead, :meth:`~pain_bridge.rules.base.Rule.on_batch`) and the
configuration applied to each finding are parts of its one loop.

>>> engine = RuleEngine(skill="ing_nl_pisp_sbx_#1.0")
>>> for event in engine.process(events):          # doctest: +SKIP
...     if isinstance(event, Finding): ...

:meth:`RuleEngine.process` passes every event of the stream through unchanged and in
order, and after each event yields the findings the rules have about it; findings at
the end of the stream (group totals) follow the last event. Findings already in the
stream (from the readers) pass through too. On every finding the configuration is
applied: suppressed codes are removed, overridden severities set.

One instance may process any number of documents, one after another or interleaved:
each :meth:`~RuleEngine.process` call makes fresh rule instances.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Final, cast

from pain_bridge.config import RuleConfig
from pain_bridge.file_purpose import Purpose
from pain_bridge.findings import CATALOGUE, ISO_CODES, SERVICE_CODES, Finding, Severity
from pain_bridge.flood import FloodGate
from pain_bridge.model import (
    DocumentStart,
    EndOfPaymentInfo,
    Event,
    GroupHeader,
    PaymentInfo,
    Transaction,
)
from pain_bridge.profiles import SkillProfile, resolve_profile
from pain_bridge.rules import RULES
from pain_bridge.rules.base import Findings, Rule, RuleContext
from pain_bridge.schemes.compose import REFINED, RESTATES_XSD, Composer
from pain_bridge.schemes.detect import AUTO, NONE, SchemeChoice, parse_choice

if TYPE_CHECKING:
    from pain_bridge.guideline import Guideline

__all__ = ["RuleEngine"]

_HOOK_OF: dict[type, str] = {
    Transaction: "on_transaction",
    PaymentInfo: "on_payment_info",
    EndOfPaymentInfo: "on_end_of_payment_info",
    GroupHeader: "on_group_header",
    DocumentStart: "on_start",
}

Hook = Callable[[Event], Findings]

#: Findings after which the reader reads no further: the document is cut short.
_CUT_SHORT: Final = frozenset({"xml.syntax", "xml.unsafe", "xml.too-large"})

#: Events per batch of :meth:`RuleEngine.process` (64–256 measured best; 1,000 and more
#: lose part of the gain, as a batch's objects no longer fit the caches).
BATCH_SIZE = 128


def _overrides(rule: type[Rule], hook: str) -> bool:
    return getattr(rule, hook) is not getattr(Rule, hook)


#: Where :func:`_hooks_of` keeps its answer: in the class's own namespace (a subclass
#: asks for its own), so that it goes with the class (a guideline's rule is a class made
#: per engine) and is found by one dictionary look-up (a weak dictionary's costs a
#: weak reference made per look-up).
_HOOKS = "_engine_hooks"


def _hooks_of(rule: type[Rule]) -> tuple[tuple[type, str], ...]:
    """The (event type, hook name) pairs ``rule`` overrides, asked once per class: its
    methods do not change, and asking at every run (75 look-ups of 15 rules) cost a
    2 KB file's validation some 5% (``pain2pis serve`` makes one run a request)."""
    known: tuple[tuple[type, str], ...] | None = rule.__dict__.get(_HOOKS)
    if known is None:
        known = tuple((kind, name) for kind, name in _HOOK_OF.items() if _overrides(rule, name))
        setattr(rule, _HOOKS, known)
    return known


def hook_table(rules: Iterable[Rule]) -> dict[type, list[Hook]]:
    """Each event type's hooks of ``rules`` (the bound methods each overrides), in the
    order of ``rules``."""
    hooks: dict[type, list[Hook]] = {kind: [] for kind in _HOOK_OF}
    for rule in rules:
        cls = type(rule)
        pairs = cls.__dict__.get(_HOOKS)
        for kind, name in pairs if pairs is not None else _hooks_of(cls):
            hooks[kind].append(getattr(rule, name))
    return hooks


class RuleEngine:
    """Every rule of :data:`pain_bridge.rules.RULES` (or ``rules``), configured.

    ``skill`` is a profile or a profile name (looked up with the configuration's
    ``skills_file``); without it, the configuration's ``skill``, if any, applies; with
    none, the ``skill.*`` checks are off. ``today`` (default: the current date) decides
    what is in the past; ``allow_immediate_execution`` accepts future execution dates.
    ``gate``: the flood gate the caller passes the findings through; those it would only
    count are counted there without being made (:meth:`~.base.Rule.counted`).
    A skill without a profile is validated with the generic rules and one
    ``skill.unknown`` warning, unless the configuration's ``require_profile`` refuses it
    (:class:`~pain_bridge.profiles.UnknownSkill`); a malformed name raises
    :class:`~pain_bridge.profiles.MalformedSkill`.

    ``purpose`` (:class:`~pain_bridge.file_purpose.Purpose`): what the file is for; for a bank
    alone the service's limits (the codes of :data:`~pain_bridge.findings.SERVICE_CODES`:
    the ``map`` rule, the ``skill`` rule, the service's one remittance line) are not
    checked. ``service`` says so apart from the purpose: False for a version migration,
    which makes no payment intent (default: whether the purpose is the service's); a
    named skill then only chooses the scheme. ``scheme``: a scheme's
    name, ``"auto"`` or ``"none"`` (or a :class:`~pain_bridge.schemes.SchemeChoice`);
    without it the configuration's ``scheme``, else the skill profile's, else detection
    when the file is for a bank and none when it is for the service only
    (:meth:`scheme_choice`). An unknown name raises
    :class:`~pain_bridge.schemes.UnknownScheme`. ``guidelines``: banks' guidelines
    (:mod:`pain_bridge.guideline`, loaded or their files), applied beside the
    configuration's; a file that cannot be used raises
    :class:`~pain_bridge.guideline.GuidelineError`. A skill's profile may name its
    bank's guidelines too (``guidelines``): they apply with it. ISO 20022's own rules
    (``iso.*``, :mod:`pain_bridge.guideline.iso`) apply with the rules of
    :data:`~pain_bridge.rules.RULES` (not with ``rules`` given) unless every code of
    theirs is ignored; the guideline ``iso`` named adds nothing.
    """

    def __init__(
        self,
        config: RuleConfig | None = None,
        skill: SkillProfile | str | None = None,
        today: date | None = None,
        allow_immediate_execution: bool = False,
        *,
        rules: Sequence[type[Rule]] | None = None,
        gate: FloodGate | None = None,
        scheme: SchemeChoice | str | None = None,
        purpose: Purpose = Purpose.SERVICE,
        service: bool | None = None,
        guidelines: Sequence[Guideline | Path | str] = (),
    ) -> None:
        self.config = config or RuleConfig()
        if skill is None:
            skill = self.config.skill
        if isinstance(skill, str):
            skill = resolve_profile(
                skill, extra=self.config.skills_file, require=self.config.require_profile
            )
        self.skill: SkillProfile | None = skill
        #: The guidelines whose rules apply: the configuration's, then those given
        #: (loaded only where there are some: RE2 and CEL cost a run without none).
        self.guidelines: tuple[Guideline, ...] = ()
        named = (
            *self.config.guidelines,
            *(skill.guidelines if skill is not None else ()),  # the skill's bank's
            *guidelines,
        )
        if named:  # ISO's own rules (``iso``) apply to every run already: not twice
            from pain_bridge.guideline.iso import is_iso

            named = tuple(g for g in named if not is_iso(g))
        # the codes configured are checked against the codes of every guideline in force
        if named:
            from pain_bridge.guideline import Guideline, load_guideline

            # a file named twice (the configuration's and the skill's) applies once
            unique = {id(g) if isinstance(g, Guideline) else str(g): g for g in named}
            self.guidelines = tuple(
                g if isinstance(g, Guideline) else load_guideline(g) for g in unique.values()
            )
            self.config.check_codes(r.code for g in self.guidelines for r in g.rules)
        else:  # a guideline's code with none in force is unknown
            self.config.check_codes()
        self.today = today
        self.allow_immediate_execution = allow_immediate_execution
        self.gate = gate
        #: code → (ignored, configured severity or None): what :meth:`_count` needs.
        self._configured: dict[str, tuple[bool, Severity | None]] = {}
        #: code → (configured, catalogue severity) of a code the gate only counts now, and
        #: so to the end (its counts only grow): :meth:`_count` holds it at once.
        self._holding: dict[str, tuple[Severity | None, Severity]] = {}
        self.purpose = purpose
        #: The service's limits apply (:attr:`RuleContext.service`).
        self.service = purpose.for_service if service is None else service
        self.scheme = self.scheme_choice(scheme)
        chosen = RULES if rules is None else tuple(rules)
        if not self.service:  # a rule of the service's limits alone need not run
            chosen = tuple(
                rule
                for rule in chosen
                if not rule.codes or not all(c in SERVICE_CODES for c in rule.codes)
            )
        #: codes the composition may take out: made, never only counted (:meth:`_count`)
        self._composed = RESTATES_XSD
        if not self.scheme.is_none:
            from pain_bridge.schemes.runner import SchemeRunner

            chosen = (*chosen, SchemeRunner)
            self._composed = RESTATES_XSD | REFINED
        refining: type[Rule] | None = None  # the guidelines' rule, if it refines any
        if self.guidelines:
            from pain_bridge.guideline import GuidelineChecks

            checks = GuidelineChecks.of(self.guidelines, self._scheme_of())
            if checks.refines:
                refining = checks
            chosen = (*chosen, checks)
            # a guideline rule refining a built-in one speaks for it (composed, so made)
            for code, refined in checks.refines.items():
                self._composed = self._composed | refined | {code}
        if rules is None and not all(map(self.config.is_ignored, ISO_CODES)):
            from pain_bridge.guideline.iso import iso_checks  # ISO's own rules, always

            chosen = (*chosen, iso_checks())
        # A rule whose every code is suppressed need not run at all (but a guideline's
        # refining rule: it speaks for the built-in one even where its code is ignored).
        # Nothing ignored (the common case), every rule runs: not asked code by code (a
        # fifth of a 2 KB file's engine set-up, made once per request by pain2pis serve).
        self.rules: tuple[type[Rule], ...] = (
            tuple(chosen)
            if not self.config.ignore
            else tuple(
                rule
                for rule in chosen
                if not rule.codes
                or not all(self.config.is_ignored(c) for c in rule.codes)
                or rule is refining
            )
        )

    def _scheme_of(self) -> Callable[[DocumentStart | None, PaymentInfo], str | None] | None:
        """The scheme of a payment info for the guidelines that name theirs: the one
        applied (chosen, or detected), detected where no scheme is chosen."""
        if all(g.schemes is None for g in self.guidelines):
            return None
        from pain_bridge.schemes.detect import applied

        choice = self.scheme if not self.scheme.is_none else SchemeChoice(AUTO, "guideline")

        def scheme_of(start: DocumentStart | None, info: PaymentInfo) -> str | None:
            found = applied(choice, start, info)
            return found.scheme.name if found is not None else None

        return scheme_of

    def scheme_choice(self, scheme: SchemeChoice | str | None) -> SchemeChoice:
        """The scheme that applies: ``scheme`` as given, else the configuration's, else
        the skill profile's, else detection for a bank's file and none for the service's."""
        if isinstance(scheme, SchemeChoice):
            return scheme
        if scheme is not None:
            return parse_choice(scheme)
        if self.config.scheme is not None:
            where = f"the configuration ({self.config.source})" if self.config.source else None
            return parse_choice(self.config.scheme, where or "the configuration")
        skill = self.skill
        if skill is not None and skill.scheme is not None:
            return parse_choice(skill.scheme, f"the profile of the skill {skill.name}")
        return SchemeChoice(AUTO if self.purpose.for_bank else NONE, "--for")

    def context(self) -> RuleContext:
        return RuleContext(
            today=self.today or date.today(),
            skill=self.skill,
            allow_immediate_execution=self.allow_immediate_execution,
            count=self._count if self.gate is not None or self.config.ignore else None,
            scheme=None if self.scheme.is_none else self.scheme,
            service=self.service,
            bank=self.purpose.for_bank,
        )

    def _count(self, code: str, severity: Severity | None = None) -> bool:
        """:attr:`RuleContext.count`: whether a finding of ``code`` (of ``severity``, else
        the catalogue's) need not be made: its code is ignored (nothing to count), or the
        gate would only count it (counted there with its configured severity), but for a
        code the composition may take out (:mod:`~pain_bridge.schemes.compose`): made,
        it is counted by the gate only if it stays."""
        if (held := self._holding.get(code)) is not None and self.gate is not None:
            self.gate.hold(code, held[0] or severity or held[1])
            return True
        configured = self._configured.get(code)
        if configured is None:
            config = self.config
            configured = self._configured[code] = (
                config.is_ignored(code),
                config.severity_for(code),
            )
        ignored, level = configured
        if ignored:
            return True
        gate = self.gate
        if gate is None or not gate.counted_only(code) or code in self._composed:
            return False
        self._holding[code] = held = (level, CATALOGUE[code].severity)
        gate.hold(code, level or severity or held[1])
        return True

    def process(self, events: Iterable[Event]) -> Iterator[Event]:
        """``events`` with the rules' findings interleaved, configuration applied."""
        return self._run(events, keep_events=True)

    def findings(self, events: Iterable[Event]) -> Iterator[Finding]:
        """Only the findings of :meth:`process` (the stream's and the rules'): the other
        events are not handed on at all."""
        return cast(Iterator[Finding], self._run(events, keep_events=False))

    def _run(self, events: Iterable[Event], keep_events: bool) -> Iterator[Event]:
        """:meth:`process`, or (``keep_events`` false) its findings alone.

        A stream that reports ``xml.syntax`` (the input is not well-formed), or is not
        read further for ``xml.unsafe`` (an XInclude element) or ``xml.too-large`` (a
        file that grew past the limit while read), gets no more rule findings after it
        and none computed at its end: the findings of what was read completely before
        the break stay, the rest would describe a document cut short.

        The stream is handled in batches of :data:`BATCH_SIZE` events: a batch is pulled
        from ``events``, shown to the rules that look ahead (``on_batch``), the rules run
        over it, and its output is handed on. The order is
        exactly that of an event-by-event pass; only the laziness is coarser (at most a
        batch of events is held, so memory stays flat). Measured on a 100,000-transaction
        file: the rules then cost about half as much per transaction as when each event
        travelled alone through reader, rules and JSON writer in turn, since each stage
        runs over many events with its own code and data hot in the CPU's caches.
        """
        context = self.context()
        rules = [rule(context) for rule in self.rules]
        hooks = hook_table(rules)
        ahead = [rule.on_batch for rule in rules if _overrides(type(rule), "on_batch")]
        config = self.config
        apply = None if config.is_neutral else config.apply
        runner = None
        if not self.scheme.is_none:  # the scheme's rules load only for a scheme
            from pain_bridge.schemes.runner import SchemeRunner

            runner = next((r for r in rules if isinstance(r, SchemeRunner)), None)
        refiner = None
        if self.guidelines:  # a guideline's rules may refine built-in ones
            from pain_bridge.guideline import GuidelineChecks

            refiner = next((r for r in rules if isinstance(r, GuidelineChecks)), None)
            if refiner is not None and not refiner.refines:
                refiner = None
        # one problem, one finding (see its module)
        composer = Composer(runner, refiner)
        notes = composer.notes
        no_hooks: list[Hook] = []
        broken = False  # the input is not well-formed: see below
        for batch in _batches(events, BATCH_SIZE):
            for look in ahead:
                look(batch)
            out: list[Event] = []
            emit = out.append
            for event in batch:
                kind = type(event)
                if kind is Finding:
                    assert isinstance(event, Finding)
                    if event.code in _CUT_SHORT:
                        broken = True
                    elif broken and not event.code.startswith("xml."):
                        continue  # computed from a document cut short: not a finding
                    configured = apply(event) if apply is not None else event
                    if configured is not None:
                        if configured.code == "xsd.violation":
                            composer.violation(configured)
                        emit(configured)
                    continue
                if keep_events:
                    emit(event)
                if broken:
                    continue
                if kind is DocumentStart:
                    assert isinstance(event, DocumentStart)
                    for rule in rules:
                        rule.source_format = event.source_format
                    composer.start(event.source_format)
                start = len(out)
                for hook in hooks.get(kind, no_hooks):
                    found = hook(event)
                    if found:
                        out.extend(found if apply is None else _configured(found, apply))
                if len(out) > start or composer.pending or (notes and composer.waiting):
                    composer.event(kind, out, start)
            yield from out
        yield from composer.flush()
        if broken:
            # After a syntax error nothing over the whole document (totals, drops,
            # duplicates) is computed: it would describe only the part that was read.
            return
        for rule in rules:
            found = rule.on_end()
            if found:
                yield from composer.at_end(_configured(found, apply))


def _batches(events: Iterable[Event], size: int) -> Iterator[list[Event]]:
    """``events`` in lists of ``size`` (the last one shorter)."""
    iterator = iter(events)
    while batch := list(itertools.islice(iterator, size)):
        yield batch


def _configured(
    found: Iterable[Finding], apply: Callable[[Finding], Finding | None] | None
) -> Iterator[Finding]:
    if apply is None:
        yield from found
        return
    for finding in found:
        configured = apply(finding)
        if configured is not None:
            yield configured
