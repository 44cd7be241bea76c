"""What a scheme check is: a pure function over one node of the model.

A scheme's rules (:mod:`pain_bridge.schemes`) name their checks; a check is written
once here and parameterised by each scheme that uses it (EUR only in EPC SCT, CHF or
EUR for Swiss type D …). A check is a function registered with :func:`check`::

    @check("currency", Level.TRANSACTION)
    def currency(tx: Transaction, scope: Scope, *, allowed: tuple[str, ...]) -> Hits:
        \"\"\"The instructed amount's currency is one of ``allowed``.\"\"\"
        if tx.amount is not None and tx.amount.currency not in allowed:
            yield Hit("Amt/InstdAmt/@Ccy", f"{tx.amount.currency} is not taken")

It receives a node of one of its :class:`Level` s (a
:class:`~pain_bridge.model.GroupHeader`, :class:`~pain_bridge.model.PaymentInfo` or
:class:`~pain_bridge.model.Transaction`; at :attr:`Level.HEADER` the document's Business
Application Header, a :class:`~pain_bridge.model.BusinessHeader`, whose hits' paths are
below ``AppHdr``), the :class:`Scope` it runs in (the scheme, the
payment info, the Swiss payment type, the dates), and the rule's ``params`` as
keyword-only arguments. A check registered at several levels (party names: the
initiating party in the group header, the debtor in the payment info, the creditor in
the transaction) tells its node by its type. It yields a :class:`Hit` per problem: the
path of the offending field *relative to the node*, as pain.001.001.03 names it
(``"Cdtr/Nm"``, ``"Amt/InstdAmt"``; the node's layout finds it in any version), and a
message. The scheme runner (:mod:`pain_bridge.schemes.runner`) turns a hit into a
finding with the rule's code and severity; the check knows neither.

A check never raises on what a document may hold: absent fields are simply not checked
(the XSD and the generic rules report what is missing). Its docstring is its
documentation on the scheme pages.

A check that runs per transaction also gives its :class:`Screen`: a Python expression
true whenever the check may find something in the transaction (it may be true more often,
never less). The runner compiles the screens of a scheme's transaction rules into one
function (:mod:`pain_bridge.schemes.screen`) and runs a check only where its screen is
true, so a clean transaction costs one call, not one per rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from typing import Any

from pain_bridge.model import BusinessHeader, GroupHeader, PaymentInfo, Transaction
from pain_bridge.versions import PainVersion

__all__ = ["CHECKS", "Check", "Hit", "Hits", "Level", "Scope", "Screen", "check"]


class Level(Enum):
    """The node a check looks at."""

    GROUP_HEADER = "group_header"
    PAYMENT_INFO = "payment_info"
    TRANSACTION = "transaction"
    #: the Business Application Header (``AppHdr``) the document travels with, where it
    #: has one: once per scheme in a document, at the scheme's first payment info (its
    #: scope's), beside the group header's rules
    HEADER = "header"


@dataclass(frozen=True, slots=True)
class Hit:
    """One problem a check found: where, relative to the node, and what.

    ``path``: the offending field relative to the node as pain.001.001.03 names it
    (``"Cdtr/Nm"``; ``""`` for the node itself); ``pointer``: its JSON Pointer suffix
    when the layout does not know it (rare; None lets the layout decide)."""

    path: str
    message: str
    pointer: str | None = None


Hits = Iterator[Hit]


@dataclass(frozen=True, slots=True)
class Scope:
    """What a check may depend on besides its node.

    ``scheme``: the scheme's name (``"epc-sct"``); ``variant``: the Swiss payment type of
    the transaction (``"D1"``, ``"D2"``, ``"S"``, ``"X"``, ``"C"``; None elsewhere and at
    the group header); ``payment_info``: the payment info the node belongs to (None at the
    group header); ``version``: the document's pain.001 version (None for JSON);
    ``execution_date``: the payment's requested execution date (None when absent);
    ``today``: the validation date; ``memory``: what the checks of one payment info's
    transactions keep between them (the ids seen: a check of uniqueness), the same dict
    for each of them, None at the group header; ``creation_date``: the day of the
    message's ``GrpHdr/CreDtTm`` (None when absent or unreadable); ``message_id``: its
    ``GrpHdr/MsgId``; ``header``: the document's Business Application Header (None for a
    bare document and for JSON); ``group_header``: the document's group header (None at
    the group header itself: it is the node)."""

    scheme: str
    today: date
    payment_info: PaymentInfo | None = None
    variant: str | None = None
    version: PainVersion | None = None
    execution_date: date | None = None
    memory: dict[Any, Any] | None = None
    #: How messages name the variant (``"S (SEPA)"``), given by the scheme that has
    #: variants; the variant's code where it gives none.
    variant_title: str | None = None
    creation_date: date | None = None
    message_id: str | None = None
    header: BusinessHeader | None = None
    group_header: GroupHeader | None = None

    @property
    def who(self) -> str:
        """Whose rule a message names: the scheme, with the Swiss payment type where there
        is one (``"swiss-sps payment type S (SEPA)"``): the type's rules are not all of
        the scheme's (EUR only is type S's; type D takes CHF too)."""
        if self.variant is None:
            return self.scheme
        return f"{self.scheme} payment type {self.variant_title or self.variant}"

    @property
    def settlement_date(self) -> date:
        """The date a dated rule is decided by: the requested execution date, else today."""
        return self.execution_date or self.today

    def decided_day(self, by: str) -> date:
        """The date a dated rule is decided by (:class:`~pain_bridge.scheme_dates.SchemeDate`
        ``by``): the settlement date, or the message's creation date (else today)."""
        if by == "creation":
            return self.creation_date or self.today
        return self.settlement_date


Node = GroupHeader | PaymentInfo | Transaction
#: What a check may look at: a node of the document, or its Business Application Header.
Checked = Node | BusinessHeader
CheckFunction = Callable[..., Iterable[Hit]]


@dataclass(frozen=True, slots=True)
class Screen:
    """When a transaction check may find something: a Python ``expression`` over ``n``
    (the transaction), ``pi`` (its payment info), ``s`` (the :class:`Scope`) and ``A``
    (the postal addresses of the transaction's parties and agents, a list), true
    whenever the check would yield a hit (it may be true more often, never less).

    ``{name}`` in the expression stands for the rule's parameter ``name`` (its value,
    through ``convert[name]`` where given: ``Decimal`` for an amount written as text);
    ``helpers``: the functions and constants the expression calls by name. The
    expression may also be a function of the rule's parameters that writes it. (Braces
    are the placeholders': the expression holds no other.)"""

    expression: str | Callable[..., str]
    helpers: Mapping[str, Any] = field(default_factory=dict)
    convert: Mapping[str, Callable[[Any], Any]] = field(default_factory=dict)

    def written(self, params: Mapping[str, Any]) -> str:
        """The expression for a rule's ``params`` (placeholders not yet filled)."""
        expression = self.expression
        return expression if isinstance(expression, str) else expression(**params)


@dataclass(frozen=True, slots=True)
class Check:
    """A registered check: its name (what a scheme rule's ``check`` names), the levels it
    runs at, the function, the names of the parameters it takes, and those of them
    without a default (a rule must give these)."""

    name: str
    levels: frozenset[Level]
    function: CheckFunction
    params: frozenset[str]
    required: frozenset[str] = frozenset()
    #: the parameters' defaults (for a rule that leaves them out)
    defaults: Mapping[str, Any] = field(default_factory=dict)
    #: when it may find something in a transaction (None: always, the check decides)
    screen: Screen | None = None
    #: how many hits it has in a node, where that is much cheaper than making them (a
    #: flood the gate only counts is counted so): a function of the check's arguments
    count: Callable[..., int] | None = None

    @property
    def documentation(self) -> str:
        return (self.function.__doc__ or "").strip()

    def run(self, node: Checked, scope: Scope, params: dict[str, Any]) -> Iterable[Hit]:
        return self.function(node, scope, **params)


#: Every check by name, filled by :func:`check` as the modules of
#: :mod:`pain_bridge.rules.schemes` are imported.
CHECKS: dict[str, Check] = {}


def check(
    name: str,
    *levels: Level,
    screen: Screen | str | None = None,
    count: Callable[..., int] | None = None,
) -> Callable[[CheckFunction], CheckFunction]:
    """Register the decorated function as the check ``name`` at ``levels``; ``screen``:
    its :class:`Screen` at the transaction level (an expression alone is a screen
    without helpers); ``count``: how many hits it has (:attr:`Check.count`)."""
    if isinstance(screen, str):
        screen = Screen(screen)
    if screen is not None and Level.TRANSACTION not in levels:
        raise AssertionError(f"scheme check {name!r}: a screen is for transactions")

    def register(function: CheckFunction) -> CheckFunction:
        import inspect

        if name in CHECKS:
            raise AssertionError(f"two scheme checks are called {name!r}")
        signature = inspect.signature(function)
        keywords = [p for p in signature.parameters.values() if p.kind is p.KEYWORD_ONLY]
        params = frozenset(p.name for p in keywords)
        required = frozenset(p.name for p in keywords if p.default is p.empty)
        defaults = {p.name: p.default for p in keywords if p.default is not p.empty}
        if not levels:
            raise AssertionError(f"scheme check {name!r} runs at no level")
        CHECKS[name] = Check(
            name, frozenset(levels), function, params, required, defaults, screen, count
        )
        return function

    return register
