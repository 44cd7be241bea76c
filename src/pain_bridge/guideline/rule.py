"""A bank's guideline applied to a document: the rule of the engine that runs its rules.

Each rule of a guideline (:mod:`pain_bridge.guideline.spec`) runs wherever its unit
occurs: a group header's once, a payment info's at each payment info, a transaction's at
each transaction, in a document of one of the guideline's versions (and of the rule's
own, where it names some). Where the rule has a ``when``, the condition is evaluated
first over the unit's context: ``GrpHdr``, the current ``PmtInf`` and (for a
transaction's rule) ``CdtTrfTxInf``, nested maps by ISO name holding only the elements
the expression reads, each its text as written (the first where it repeats; a group
present is an empty map). An element that is absent is absent from the map, so a
comparison that reads it fails and the rule does not apply: CEL's ``has()`` tests for it.

A finding carries the rule's code, severity and message, followed by what was found,
at the element (or, for a missing one, at the nearest element the document has).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from cel_expr_python import cel

from pain_bridge.findings import Finding, Location
from pain_bridge.guideline.spec import Condition, Guideline, GuidelineRule, Kind
from pain_bridge.guideline.values import reader
from pain_bridge.model import DocumentStart, GroupHeader, NodeKind, Origin, PaymentInfo, Transaction
from pain_bridge.rules.base import NONE, Findings, Rule, RuleContext, at, here, quote
from pain_bridge.versions import PainVersion

#: The answers kept per condition (values read → true or false), at most.
KEPT = 4096
_BOOL = cel.Type.BOOL


def _located(origin: Origin | None, path: str) -> Location:
    """Where ``path`` (relative to the node's element) is, or the node where it is ""."""
    return at(origin, path) if path else here(origin)


def _parent(path: str) -> str:
    return path.rpartition("/")[0]


class GuidelineChecks(Rule):
    """Runs the rules of its :attr:`guidelines`: a class per set of guidelines
    (:meth:`of`), since the engine makes a fresh instance of each rule per document."""

    name = "guideline"
    guidelines: ClassVar[tuple[Guideline, ...]] = ()

    @classmethod
    def of(cls, guidelines: Sequence[Guideline]) -> type[GuidelineChecks]:
        """The rule that runs ``guidelines``, for the engine's rules."""
        codes = tuple(r.code for g in guidelines for r in g.rules)
        return type(cls.__name__, (cls,), {"guidelines": tuple(guidelines), "codes": codes})

    def __init__(self, context: RuleContext) -> None:
        super().__init__(context)
        self.version: PainVersion | None = None
        self.by_unit: dict[NodeKind, list[GuidelineRule]] = {}
        self.header: GroupHeader | None = None
        self.info: PaymentInfo | None = None
        #: condition → the values it read → its answer
        self.answers: dict[str, dict[tuple[Any, ...], bool]] = {}

    def on_start(self, event: DocumentStart) -> Findings:
        self.version = event.pain_version
        self.by_unit = {"group_header": [], "payment_info": [], "transaction": []}
        for guideline in self.guidelines:
            if not guideline.applies_to(self.version):
                continue
            for r in guideline.rules:
                if self.version in r.path.own:
                    self.by_unit[r.path.unit].append(r)
        return NONE

    def on_group_header(self, header: GroupHeader) -> Findings:
        self.header = header
        return self._run("group_header", header)

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        self.info = info
        return self._run("payment_info", info)

    def on_transaction(self, tx: Transaction) -> Findings:
        return self._run("transaction", tx)

    # ----------------------------------------------------------------------------------

    def _run(self, unit: NodeKind, node: GroupHeader | PaymentInfo | Transaction) -> Findings:
        rules = self.by_unit.get(unit)
        if not rules:
            return NONE
        found: list[Finding] = []
        for r in rules:
            if r.when is not None and not self._holds(r.when, node):
                continue
            found.extend(self._check(r, unit, node))
        return found or NONE

    def _check(self, r: GuidelineRule, unit: NodeKind, node: Any) -> list[Finding]:
        assert self.version is not None
        own = r.path.own[self.version]
        values = reader(unit, self.version, own)
        origin: Origin | None = node.origin
        if r.kind is Kind.REQUIRED:
            if values.present(node):
                return []
            return self._finding(r, f"{r.path.text} is missing", _located(origin, _parent(own)))
        if r.kind is Kind.FORBIDDEN:
            if not values.present(node):
                return []
            return self._finding(r, f"{r.path.text} is given", _located(origin, own))
        found: list[Finding] = []
        for occurrence in values.occurrences(node):
            text = occurrence.text
            if r.kind is Kind.ALLOWED:
                wrong = text not in r.value
            elif r.kind is Kind.MAX_LENGTH:
                wrong = len(text) > r.value
            else:
                wrong = r.value.fullmatch(text) is None
            if wrong:
                what = f"{r.path.text} = {quote(text)}"
                if r.kind is Kind.MAX_LENGTH:
                    what += f", {len(text)} characters"
                found += self._finding(r, what, _located(origin, occurrence.path))
        return found

    def _finding(self, r: GuidelineRule, what: str, where: Location) -> list[Finding]:
        if self.counted(r.code, r.severity):
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
        """Whether ``condition`` is true for ``node`` (False where it reads an absent
        element or compares values of different types: the rule does not apply).

        CEL is pure, so the answer is kept per condition and values read: a condition
        on the payment info is evaluated once per payment info's values, not per
        transaction (at most :data:`KEPT` answers per condition are kept)."""
        assert self.version is not None
        nodes: dict[NodeKind, Any] = {
            "group_header": self.header,
            "payment_info": self.info if not isinstance(node, GroupHeader) else None,
            "transaction": node if isinstance(node, Transaction) else None,
        }
        values: list[Any] = []
        for read in condition.reads:
            holder = nodes[read.unit]
            own = read.own.get(self.version)
            value: Any = None
            if holder is not None and own is not None:
                found = reader(read.unit, self.version, own)
                if found.leaf:
                    first = next(found.occurrences(holder), None)
                    value = None if first is None else first.text
                elif found.present(holder):
                    value = ()  # a group that is there: an empty map
            values.append(value)
        answers = self.answers.setdefault(condition.source, {})
        key = tuple(values)
        answer = answers.get(key)
        if answer is None:
            context: dict[str, Any] = {}
            for read, value in zip(condition.reads, values, strict=True):
                if value is not None:
                    _put(context, read.text, {} if value == () else value)
            result = condition.program.eval(data=context)
            answer = result.type() == _BOOL and result.value() is True
            if len(answers) >= KEPT:
                answers.clear()
            answers[key] = answer
        return answer


def _put(context: dict[str, Any], path: str, value: Any) -> None:
    """``value`` at ``path`` (``PmtInf/CdtTrfTxInf/Amt``: under ``CdtTrfTxInf``) in the
    nested maps of ``context``."""
    steps = path.split("/")
    if steps[:2] == ["PmtInf", "CdtTrfTxInf"]:
        steps = steps[1:]
    holder = context
    for step in steps[:-1]:
        existing = holder.get(step)
        if not isinstance(existing, dict):
            existing = holder[step] = {}
        holder = existing
    if not (isinstance(value, dict) and isinstance(holder.get(steps[-1]), dict)):
        holder[steps[-1]] = value
