"""What a scheme check is: a pure function over one node of the model, with parameters.

A scheme rule (a row of a scheme's profile, :mod:`pain_bridge.schemes`: code, severity,
parameters, source) names a check of :data:`pain_bridge.rules.schemes.CHECKS` and gives
it its parameters; a check used by several schemes is written once (``currency`` with
``allowed = ["EUR"]`` for EPC, the same check for the Swiss type S). A check:

- is registered with :func:`check` under a name, at one or more levels
  (``"group_header"``, ``"payment_info"``, ``"transaction"``; all three by default), with
  defaults for its parameters if it likes::

      @check("currency", "transaction")
      def currency(tx: Transaction, scope: Scope, *, allowed: Sequence[str]) -> Iterator[Problem]:
          \"\"\"The instructed amount's currency is one of ``allowed``.\"\"\"
          if tx.amount is not None and tx.amount.currency not in allowed:
              yield Problem("Amt/InstdAmt/@Ccy", f"{tx.amount.currency} is not taken")

- is called as ``function(node, scope, **params)``; a check at several levels tells its
  node by its type;
- yields a :class:`Problem` per problem: where (``rel``, a path relative to the node as
  pain.001.001.03 names it, ``""`` for the node itself: :meth:`Origin.at` turns it into
  the node's own version's path, line and JSON Pointer) and what, in a sentence;
- knows no code and no severity: those are the scheme rule's. The scheme runner
  (:mod:`pain_bridge.schemes.runner`) joins them (:func:`problems_to_findings`);
- never raises on what a document may hold: what is absent is not its concern (the XSD
  and the generic rules report it). Its docstring is its documentation on the scheme
  pages.

:class:`Scope` is what a check may see besides its node: the payment info a transaction
belongs to (its execution date, its payment type on the B level), the scheme, the Swiss
payment type of the transaction, the version read and today's date.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from pain_bridge.findings import Finding, Location, Severity
from pain_bridge.model import GroupHeader, NodeKind, PaymentInfo, Transaction
from pain_bridge.rules.base import at, here
from pain_bridge.versions import PainVersion

__all__ = [
    "LEVELS",
    "REGISTRY",
    "Node",
    "Problem",
    "SchemeCheck",
    "Scope",
    "check",
    "execution_date",
    "location",
    "problems_to_findings",
    "version_of",
]

Node = GroupHeader | PaymentInfo | Transaction
#: The levels a check may run at, as the model's node kinds.
LEVELS: tuple[NodeKind, ...] = ("group_header", "payment_info", "transaction")


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing a check found: ``rel`` the path below the node (``""``: the node
    itself), ``message`` a sentence for the user."""

    rel: str
    message: str


@dataclass(frozen=True, slots=True)
class Scope:
    """What a check sees besides its node.

    ``info``: the payment info (for a transaction: the one it belongs to; for a payment
    info: itself; None at the group header); ``today``: the validation date;
    ``scheme``: the scheme's name (``"epc-sct"``); ``variant``: the Swiss payment type
    of the transaction (``"D"``, ``"S"``, ``"X"``, ``"C"``; None elsewhere);
    ``version``: the pain.001 version read (None for JSON)."""

    info: PaymentInfo | None = None
    today: date | None = None
    scheme: str = ""
    variant: str | None = None
    version: PainVersion | None = None

    @property
    def settlement_date(self) -> date | None:
        """The date a dated rule is decided by: the requested execution date, else
        today (None when neither is known)."""
        return execution_date(self) or self.today


CheckFunction = Callable[..., Iterable[Problem]]


@dataclass(frozen=True, slots=True)
class SchemeCheck:
    """A check of the registry: its ``name`` (what a profile's rule names), the
    ``levels`` it runs at, the function, the ``defaults`` of its parameters, and its
    documentation (the docstring)."""

    name: str
    levels: tuple[NodeKind, ...]
    function: CheckFunction
    defaults: Mapping[str, Any] = field(default_factory=dict)

    @property
    def documentation(self) -> str:
        return (self.function.__doc__ or "").strip()

    def run(self, node: Node, scope: Scope, params: Mapping[str, Any]) -> Iterator[Problem]:
        """The problems of ``node`` (nothing at a level the check does not run at)."""
        if _kind(node) not in self.levels:
            return iter(())
        return iter(self.function(node, scope, **{**self.defaults, **params}))

    def parameter_problem(self, params: Mapping[str, Any]) -> str | None:
        """Why ``params`` do not fit the function (unknown or missing names), or None."""
        signature = inspect.signature(self.function)
        values = list(signature.parameters.values())
        if any(p.kind is p.VAR_KEYWORD for p in values):
            return None
        names = {p.name for p in values if p.kind is p.KEYWORD_ONLY}
        required = {
            p.name
            for p in values
            if p.kind is p.KEYWORD_ONLY and p.default is p.empty and p.name not in self.defaults
        }
        unknown, missing = set(params) - names, required - set(params)
        if unknown or missing:
            return f"takes {sorted(names)}, given {sorted(params)}"
        return None


#: name → check; filled by :func:`check` as the modules of the package are imported.
REGISTRY: dict[str, SchemeCheck] = {}


def check(
    name: str, *levels: NodeKind, **defaults: Any
) -> Callable[[CheckFunction], CheckFunction]:
    """Register the decorated function as the check ``name`` at ``levels`` (all three
    when none is given), with ``defaults`` for its parameters."""

    def register(function: CheckFunction) -> CheckFunction:
        if name in REGISTRY:
            raise AssertionError(f"two scheme checks named {name!r}")
        unknown = set(levels) - set(LEVELS)
        if unknown:
            raise AssertionError(f"scheme check {name!r}: no level {sorted(unknown)}")
        REGISTRY[name] = SchemeCheck(name, levels or LEVELS, function, defaults)
        return function

    return register


def _kind(node: Node) -> NodeKind:
    if isinstance(node, Transaction):
        return "transaction"
    if isinstance(node, PaymentInfo):
        return "payment_info"
    return "group_header"


def version_of(node: Node) -> PainVersion | None:
    """The pain.001 version ``node`` was read from (None: unknown, e.g. built by hand)."""
    origin = node.origin
    layout = origin.layout if origin is not None else None
    version = getattr(layout, "version", None)
    return version if isinstance(version, PainVersion) else None


def execution_date(scope: Scope) -> date | None:
    """The requested execution date of the payment info in scope."""
    return scope.info.requested_execution_date if scope.info is not None else None


def location(node: Node, rel: str) -> Location:
    """Where ``rel`` of ``node`` is (the node itself for ``""``)."""
    return at(node.origin, rel) if rel else here(node.origin)


def problems_to_findings(
    code: str, severity: Severity, node: Node, problems: Iterable[Problem], note: str = ""
) -> list[Finding]:
    """The findings of a scheme rule: its code and severity, each problem's place and
    message (with ``note`` appended: the rule's catalogue row)."""
    out: list[Finding] = []
    for problem in problems:
        place = location(node, problem.rel)
        out.append(
            Finding(
                code,
                severity,
                problem.message + note,
                place.line,
                place.column,
                place.xpath,
                place.pointer,
            )
        )
    return out
