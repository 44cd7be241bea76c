"""What a scheme check is: a pure function over one node of the model, with parameters.

A scheme rule (a row of a scheme's profile: code, severity, parameters, source) names a
check of :data:`pain_bridge.rules.schemes.CHECKS` and gives it its parameters; a check
used by several schemes is written once (``currency`` with ``allowed = ["EUR"]`` for EPC,
the same check for the Swiss type S). A check:

- runs at one or more ``levels`` (``group_header``, ``payment_info``, ``transaction``);
- is called as ``function(node, scope, **params)`` and yields :class:`Problem` s: where
  (a path relative to the node, as pain.001.001.03 names it: :meth:`Origin.at` turns it
  into the node's own version's path, line and JSON Pointer) and what, in a sentence;
- knows no code and no severity: those are the scheme rule's
  (:func:`problems_to_findings` joins them).

:class:`Scope` is what a check may see besides its node: the payment info a transaction
belongs to (its execution date, its payment type on the B level) and the version read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from pain_bridge.findings import Code, Finding, Location, Severity, make_finding
from pain_bridge.model import GroupHeader, NodeKind, PaymentInfo, Transaction
from pain_bridge.rules.base import at, here
from pain_bridge.versions import PainVersion

__all__ = [
    "LEVELS",
    "Node",
    "Problem",
    "SchemeCheck",
    "Scope",
    "check",
    "execution_date",
    "problems_to_findings",
    "version_of",
]

Node = GroupHeader | PaymentInfo | Transaction
LEVELS: tuple[NodeKind, ...] = ("group_header", "payment_info", "transaction")


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing a check found: ``rel`` the path below the node (``""``: the node
    itself), ``message`` a sentence for the user."""

    rel: str
    message: str


@dataclass(frozen=True, slots=True)
class Scope:
    """What a check sees besides its node: ``info``, the payment info (for a
    transaction: the one it belongs to; for a payment info: itself), ``today``."""

    info: PaymentInfo | None = None
    today: date | None = None


CheckFunction = Callable[..., Iterable[Problem]]


@dataclass(frozen=True, slots=True)
class SchemeCheck:
    """A check of the registry: its ``name`` (what a profile's rule names), the
    ``levels`` it runs at, the function, and its documentation (the docstring)."""

    name: str
    levels: tuple[NodeKind, ...]
    function: CheckFunction
    defaults: Mapping[str, Any] = field(default_factory=dict)

    @property
    def documentation(self) -> str:
        return (self.function.__doc__ or "").strip()

    def run(self, node: Node, scope: Scope, params: Mapping[str, Any]) -> Iterator[Problem]:
        """The problems of ``node`` (nothing at a level the check does not run at)."""
        origin = node.origin
        kind = origin.kind if origin is not None else _kind(node)
        if kind not in self.levels:
            return iter(())
        return iter(self.function(node, scope, **{**self.defaults, **params}))


#: name → check; filled by :func:`check` as the modules of the package are imported.
REGISTRY: dict[str, SchemeCheck] = {}


def check(
    name: str, *levels: NodeKind, **defaults: Any
) -> Callable[[CheckFunction], CheckFunction]:
    """Register the decorated function as the check ``name`` at ``levels``."""

    def register(function: CheckFunction) -> CheckFunction:
        if name in REGISTRY:
            raise AssertionError(f"two scheme checks named {name!r}")
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
    code: Code, severity: Severity, node: Node, problems: Iterable[Problem]
) -> list[Finding]:
    """The findings of a scheme rule: its code and severity, each problem's place."""
    return [
        make_finding(code, problem.message, location(node, problem.rel), severity=severity)
        for problem in problems
    ]
