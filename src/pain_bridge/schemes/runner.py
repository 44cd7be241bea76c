"""The scheme runner: the rule of the engine that applies the schemes' rules.

It is added to the engine's rules when a scheme is chosen or detection is on
(:class:`~pain_bridge.rules.base.RuleContext` ``scheme``). For each payment info it
decides the scheme (:func:`~pain_bridge.schemes.detect.applied`), notes it
(``scheme.applied``, info, at the payment info; in a file for a bank, where detection
finds none, ``scheme.none``, a warning naming what it looked for; where the file's
version is not one the scheme's source covers, ``scheme.version``, a warning, once per
scheme in a document, at its first payment info), and runs the scheme's rules: those of
the group header once per scheme met (and those of the Business Application Header the
document travels with, at the header's leaves, then too), those of the payment info at
its header, those of the transactions at each; a rule limited to some Swiss payment
types runs on the transactions of those types (a payment-info rule once per payment
info, a group-header rule once per document, at the first transaction of one of its
types). A dated rule
runs only for payments whose requested execution date (for a date of the message's
format, the message's creation date: :mod:`~pain_bridge.scheme_dates`) is on or after
its date.

Per transaction, the rules that apply (for its payment type and execution date) are
screened first (:mod:`~pain_bridge.schemes.screen`): one compiled function tells which
of them may find something, and only their checks run. A finding the flood gate would
only count is counted without being made (:meth:`~pain_bridge.rules.base.Rule.counted`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any, ClassVar

from pain_bridge.findings import CATALOGUE, Finding
from pain_bridge.model import BusinessHeader, DocumentStart, GroupHeader, PaymentInfo, Transaction
from pain_bridge.rules.base import NONE as NOTHING
from pain_bridge.rules.base import Findings, Rule, RuleContext, at, here
from pain_bridge.rules.schemes import CHECKS, Level, Scope
from pain_bridge.rules.schemes.base import Node
from pain_bridge.scheme_dates import DATES, creation_day
from pain_bridge.schemes import SCHEMES, scheme_codes
from pain_bridge.schemes.base import SchemeProfile, SchemeRule
from pain_bridge.schemes.detect import AUTO, Applied, SchemeChoice, applied, looked_for
from pain_bridge.schemes.screen import Screener, compile_screen
from pain_bridge.schemes.swiss import TITLES
from pain_bridge.versions import PainVersion

__all__ = ["SchemeRunner"]


class _Bound:
    """A rule with its check's function and its parameters, looked up once."""

    __slots__ = ("check", "function", "params", "rule")

    def __init__(self, r: SchemeRule) -> None:
        self.rule = r
        self.check = CHECKS[r.check]
        self.function = self.check.function
        self.params: dict[str, Any] = dict(r.params)

    def applies(self, variant: str | None, scope: Scope) -> bool:
        """Whether the rule applies to a transaction of ``variant`` in ``scope`` (its
        settlement date, its message's creation date)."""
        r = self.rule
        if r.variants is not None and variant not in r.variants:
            return False
        if r.from_date is None:
            return True
        when = DATES[r.from_date]
        return scope.decided_day(when.by) >= when.day


class _Plan:
    """A scheme's rules sorted by where they run."""

    def __init__(self, profile: SchemeProfile) -> None:
        self.profile = profile
        self.header: list[_Bound] = []
        self.header_typed: list[_Bound] = []
        #: the rules of the Business Application Header (:attr:`Level.HEADER`)
        self.business: list[_Bound] = []
        self.info: list[_Bound] = []
        self.info_typed: list[_Bound] = []
        self.tx: list[_Bound] = []
        for r in profile.rules:
            levels = CHECKS[r.check].levels
            bound = _Bound(r)
            if Level.GROUP_HEADER in levels:
                (self.header if r.variants is None else self.header_typed).append(bound)
            if Level.PAYMENT_INFO in levels:
                (self.info if r.variants is None else self.info_typed).append(bound)
            if Level.TRANSACTION in levels:
                self.tx.append(bound)
            if Level.HEADER in levels:
                self.business.append(bound)
        self._screens: dict[tuple[int, ...], Screener[_Bound]] = {}

    def screen(self, variant: str | None, scope: Scope) -> Screener[_Bound]:
        """The screen of the transaction rules that apply to ``variant`` in ``scope``."""
        chosen = [(index, b) for index, b in enumerate(self.tx) if b.applies(variant, scope)]
        key = tuple(index for index, _b in chosen)
        found = self._screens.get(key)
        if found is None:
            items = [(b.check, b.params, b) for _index, b in chosen]
            where = f"{self.profile.name} {variant or ''} {scope.settlement_date}"
            found = self._screens[key] = compile_screen(items, where)
        return found


#: The plans by scheme name (:meth:`SchemeRunner._plan`).
_PLANS: dict[str, _Plan] = {}


class SchemeRunner(Rule):
    name = "scheme"
    codes = scheme_codes()
    #: Screen the transaction rules (False: run every check on every transaction, the
    #: general path the screens are held to by the tests).
    screened: ClassVar[bool] = True

    def __init__(self, context: RuleContext) -> None:
        super().__init__(context)
        choice = context.scheme
        assert choice is not None
        self.choice: SchemeChoice = choice
        self.start: DocumentStart | None = None
        self.header: GroupHeader | None = None
        self.header_done: set[str] = set()
        #: the schemes whose version was checked against the file's (``scheme.version``)
        self.version_done: set[str] = set()
        #: detection, in a file for a bank: a payment info without a scheme is noted
        self.none_noted = choice.name == AUTO and context.bank
        self.current: Applied | None = None
        self.info: PaymentInfo | None = None
        self.typed_done: set[int] = set()
        self.header_typed_done: set[int] = set()
        #: the payment types whose typed rules ran (in this payment info; in the document)
        self.typed_variants: set[str] = set()
        self.header_typed_variants: set[str] = set()
        #: the scopes of the current payment info's transactions by payment type
        self.variant_scopes: dict[str | None, Scope] = {}
        #: the scope of the current payment info's transactions when it has no variants
        self.tx_scope: Scope | None = None
        self.tx_plan: _Plan | None = None
        #: the screen of the current payment info's transactions when it has no variants
        self.tx_screen: Screener[_Bound] | None = None
        #: the screens of its transactions by variant (Swiss payment type)
        self.variant_screens: dict[str | None, Screener[_Bound]] = {}
        #: what the checks keep across its transactions (:attr:`Scope.memory`)
        self.memory: dict[Any, Any] = {}
        #: (generic code, XPath) of the refining findings not made (ignored or only
        #: counted) since :class:`~pain_bridge.schemes.compose.Composer` last took them
        self.refined: list[tuple[str, str | None]] = []

    @staticmethod
    def _plan(profile: SchemeProfile) -> _Plan:
        """The scheme's plan, made once per process (with the screens it compiled): a
        file of one transaction pays no compilation."""
        plan = _PLANS.get(profile.name)
        if plan is None or plan.profile is not profile:
            plan = _PLANS[profile.name] = _Plan(profile)
        return plan

    def on_start(self, event: DocumentStart) -> Findings:
        self.start = event
        return NOTHING

    def on_group_header(self, header: GroupHeader) -> Findings:
        self.header = header
        return NOTHING

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        self.info = info
        self.typed_done = set()
        self.typed_variants = set()
        self.variant_scopes = {}
        self.current = found = applied(self.choice, self.start, info)
        self.tx_scope = self.tx_plan = self.tx_screen = None
        self.variant_screens = {}
        self.memory = {}
        if found is None:
            if self.none_noted and not self.counted("scheme.none"):
                return [_none(info)]
            return NOTHING
        profile = found.scheme
        self.tx_plan = plan = self._plan(profile)
        out: list[Finding] = []
        if not self.counted("scheme.applied"):
            out.append(
                Finding(
                    "scheme.applied",
                    CATALOGUE["scheme.applied"].severity,
                    f"{profile.name} ({profile.title}): {found.reason}",
                    *_place(here(info.origin)),
                )
            )
        if profile.name not in self.version_done:
            self.version_done.add(profile.name)
            version = self.start.pain_version if self.start is not None else None
            if (
                version is not None
                and not profile.covers(version)
                and not self.counted("scheme.version")
            ):
                out.append(_version(profile, version, info))
        if found.disagreement is not None and not self.counted("scheme.markers-disagree"):
            out.append(
                Finding(
                    "scheme.markers-disagree",
                    CATALOGUE["scheme.markers-disagree"].severity,
                    f"the markers of the scheme disagree: {found.disagreement}",
                    *_place(here(info.origin)),
                )
            )
        scope = self._scope(profile, info, None)
        if self.header is not None and profile.name not in self.header_done:
            self.header_done.add(profile.name)
            head_scope = replace(scope, payment_info=None, memory=None, group_header=None)
            out.extend(self._run(plan.header, self.header, head_scope))
            business = scope.header
            if plan.business and business is not None:
                out.extend(self._run_header(plan.business, business, replace(scope, memory=None)))
        out.extend(self._run(plan.info, info, scope))
        if profile.variant_of is None:
            self.tx_scope = scope
            if self.screened:
                self.tx_screen = plan.screen(None, scope)
        return out

    def on_transaction(self, tx: Transaction) -> Findings:
        plan = self.tx_plan
        if plan is None:
            return NOTHING
        scope = self.tx_scope
        if scope is not None:  # the common case: a scheme without variants
            screen = self.tx_screen
            if screen is None:
                return self._run(plan.tx, tx, scope) if plan.tx else NOTHING
            info = scope.payment_info
            assert info is not None
            due = screen(tx, info, scope)
            return self._emit(due, tx, scope) if due else NOTHING
        found, info = self.current, self.info
        assert found is not None
        assert info is not None
        profile = found.scheme
        variant = profile.variant_of(info, tx) if profile.variant_of is not None else None
        scope = self.variant_scopes.get(variant)
        if scope is None:
            scope = self.variant_scopes[variant] = self._scope(profile, info, variant)
        if self.screened:
            screen = self.variant_screens.get(variant)
            if screen is None:
                screen = plan.screen(variant, scope)
                self.variant_screens[variant] = screen
            due = screen(tx, info, scope)
            out = self._emit(due, tx, scope) if due else []
        else:
            out = self._run(plan.tx, tx, scope)
        if plan.info_typed and variant is not None and variant not in self.typed_variants:
            self.typed_variants.add(variant)
            due = [
                b
                for b in plan.info_typed
                if id(b) not in self.typed_done
                and b.rule.variants is not None
                and variant in b.rule.variants
            ]
            self.typed_done.update(id(b) for b in due)
            out.extend(self._run(due, info, scope))
        if (
            plan.header_typed
            and variant is not None
            and self.header is not None
            and variant not in self.header_typed_variants
        ):
            # a group header rule of some payment types: once, at the first of them
            self.header_typed_variants.add(variant)
            due = [
                b
                for b in plan.header_typed
                if id(b) not in self.header_typed_done
                and b.rule.variants is not None
                and variant in b.rule.variants
            ]
            self.header_typed_done.update(id(b) for b in due)
            head_scope = replace(scope, payment_info=None, memory=None, group_header=None)
            out.extend(self._run(due, self.header, head_scope))
        return out or NOTHING

    def _scope(self, profile: SchemeProfile, info: PaymentInfo, variant: str | None) -> Scope:
        version = self.start.pain_version if self.start is not None else None
        header = self.header
        return Scope(
            profile.name,
            self.context.today,
            info,
            variant,
            version,
            info.requested_execution_date,
            self.memory,
            None if variant is None else TITLES.get(variant),
            creation_day(header.creation_date_time) if header is not None else None,
            header.message_id if header is not None else None,
            self.start.envelope.header
            if self.start is not None and self.start.envelope is not None
            else None,
            header,
        )

    def _run_header(
        self, rules: Iterable[_Bound], header: BusinessHeader, scope: Scope
    ) -> list[Finding]:
        """The findings of those of ``rules`` that apply in ``scope`` on the Business
        Application Header: each at the line of the header's leaf its hit names."""
        out: list[Finding] = []
        for bound in rules:
            if not bound.applies(scope.variant, scope):
                continue
            r = bound.rule
            for hit in bound.function(header, scope, **bound.params):
                xpath = f"{header.xpath}/{hit.path}" if hit.path else header.xpath
                if self.counted(r.code, r.severity):
                    self.refined.extend((g, xpath) for g in r.refines)
                    continue
                line = header.line_of(hit.path) if hit.path else header.line
                out.append(
                    Finding(r.code, r.severity, f"{hit.message} ({r.ref})", line, None, xpath)
                )
        return out

    def _run(self, rules: Iterable[_Bound], node: Node, scope: Scope) -> list[Finding]:
        """The findings of those of ``rules`` that apply in ``scope``."""
        return self._emit([b for b in rules if b.applies(scope.variant, scope)], node, scope)

    def _emit(self, rules: Iterable[_Bound], node: Node, scope: Scope) -> list[Finding]:
        """The findings of ``rules`` on ``node`` (each applies), but those counted only."""
        out: list[Finding] = []
        for bound in rules:
            r = bound.rule
            count = bound.check.count
            if count is not None:  # a flood the gate only counts is counted so
                many = count(node, scope, **bound.params)
                if not many:
                    continue
                if self.counted(r.code, r.severity):
                    for _more in range(many - 1):
                        self.counted(r.code, r.severity)
                    continue
            for hit in bound.function(node, scope, **bound.params):
                if self.counted(r.code, r.severity):
                    if r.refines:  # it still speaks for the generic rule at its place
                        xpath = at(node.origin, hit.path, hit.pointer).xpath
                        self.refined.extend((g, xpath) for g in r.refines)
                    continue
                place = _place(at(node.origin, hit.path, hit.pointer))
                out.append(Finding(r.code, r.severity, f"{hit.message} ({r.ref})", *place))
        return out


def _none(info: PaymentInfo) -> Finding:
    """``scheme.none``: no scheme applies to ``info``, a bank's, and what was looked for."""
    return Finding(
        "scheme.none",
        CATALOGUE["scheme.none"].severity,
        f"no scheme detected, so no scheme's rules apply; looked for: {looked_for()}. "
        "Choose the bank's scheme with --scheme NAME (or say --scheme none)",
        *_place(here(info.origin)),
    )


def _version(profile: SchemeProfile, version: PainVersion, info: PaymentInfo) -> Finding:
    """``scheme.version``: the file's ``version`` is not one ``profile``'s source covers."""
    return Finding(
        "scheme.version",
        CATALOGUE["scheme.version"].severity,
        f"the file is {version.value}, which {profile.name} does not cover: it takes "
        f"{profile.versions_said}; its rules run all the same, and a bank may refuse the "
        "version (migrate with convert --to xml --pain-version)",
        *_place(here(info.origin)),
    )


def _place(location: Any) -> tuple[int | None, int | None, str | None, str | None]:
    return (location.line, location.column, location.xpath, location.pointer)


assert set(SchemeRunner.codes) <= set(CATALOGUE), "scheme codes missing from the catalogue"
assert SCHEMES  # the registry is loaded before the runner
