"""The built-in checks a guideline rule names with ``check = "NAME"`` (and ``args``):
what a rule on one path cannot say (a length over a subtree, a count over the file, a
condition on each occurrence of a repeated parent, two parties compared).

Each is a small function over the rule's unit node (the group header, a payment info, a
transaction), told where it runs (:class:`Site`: the rule's path, its reader and the
document's version) and the rule's ``args``; it returns what it finds as (what, the path
where, relative to the unit's element), as a rule's own constraint does
(:meth:`pain_bridge.guideline.rule._Bound.hits`). :data:`CHECKS` holds them by name; the
loader refuses an unknown name, a path or unit a check does not take and ``args`` it
does not take (:func:`check_of`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from pain_bridge.guideline.spec import RulePath
from pain_bridge.guideline.values import Reader, _rows, reader
from pain_bridge.model import NodeKind, Transaction
from pain_bridge.model.party import Party
from pain_bridge.rules.base import quote
from pain_bridge.versions import PainVersion

Found = list[tuple[str, str]]


@dataclass(frozen=True, slots=True)
class Site:
    """Where a rule's check runs: the rule's path as written, its reader in the
    document's version (``reader.path``: the path in that version's names)."""

    text: str
    reader: Reader
    version: PainVersion


CheckFunction = Callable[[Any, Site, Mapping[str, Any]], Found]


@dataclass(frozen=True, slots=True)
class BuiltIn:
    """A check by name: the units it runs at, the paths it takes (empty: any of those
    units), its arguments (name → type) and those a rule must give."""

    name: str
    function: CheckFunction
    units: frozenset[NodeKind]
    paths: frozenset[str] = frozenset()
    args: Mapping[str, type] = field(default_factory=dict)
    required: frozenset[str] = frozenset()
    #: An expression over the node ``n``, false where the check finds nothing (the
    #: guideline's screen asks it first: :mod:`pain_bridge.guideline.screen`); None:
    #: the check is asked at each node. ``tests/test_guideline_checks.py`` holds it to
    #: the check.
    screen: str | None = None

    @property
    def doc(self) -> str:
        """What it checks: its function's docstring, on one line."""
        return " ".join((self.function.__doc__ or "").split())


@dataclass(frozen=True, slots=True)
class Given:
    """A rule's ``check`` with its ``args``: the value of a rule of kind ``check``."""

    check: BuiltIn
    args: Mapping[str, Any]


CHECKS: dict[str, BuiltIn] = {}
_STRD: Final = "PmtInf/CdtTrfTxInf/RmtInf/Strd"


def builtin(
    name: str,
    units: tuple[NodeKind, ...],
    paths: tuple[str, ...] = (),
    args: Mapping[str, type] | None = None,
    required: tuple[str, ...] = (),
    screen: str | None = None,
) -> Callable[[CheckFunction], CheckFunction]:
    """Register the decorated function as the check ``name``; ``screen``: its
    :attr:`BuiltIn.screen`."""

    def register(function: CheckFunction) -> CheckFunction:
        assert name not in CHECKS, name
        CHECKS[name] = BuiltIn(
            name,
            function,
            frozenset(units),
            frozenset(paths),
            dict(args or {}),
            frozenset(required),
            screen,
        )
        return function

    return register


#: An argument's type, as an error says it.
_SAID: Final[dict[type, str]] = {int: "whole number", str: "text"}


def check_of(name: Any, rule: Mapping[str, Any], path: RulePath) -> Given:
    """The check ``name`` with the ``rule``'s ``args`` on ``path``; a ValueError saying
    what is wrong (``args`` without ``check`` too)."""
    if "check" not in rule:
        raise ValueError("args are a check's: give them with check = NAME")
    args = rule.get("args")
    known = ", ".join(sorted(CHECKS))
    if not isinstance(name, str) or name not in CHECKS:
        raise ValueError(f"check {name!r} is not a built-in check; the checks are {known}")
    found = CHECKS[name]
    if found.paths and path.text not in found.paths:
        raise ValueError(f"check {name!r} takes path {' or '.join(sorted(found.paths))}")
    if path.unit not in found.units:
        units = ", ".join(sorted(found.units))
        raise ValueError(f"check {name!r} runs at {units}, not on a path of {path.unit}")
    args = {} if args is None else args
    if not isinstance(args, dict):
        raise ValueError(f"args is a table, e.g. args = {{ most = 1 }} (check {name!r})")
    takes = ", ".join(f"{k} ({_SAID[t]})" for k, t in found.args.items()) or "none"
    for key, value in args.items():
        kind = found.args.get(key)
        if kind is None:
            raise ValueError(f"check {name!r} takes no argument {key!r}; its arguments: {takes}")
        if type(value) is not kind or (isinstance(value, int) and value < 1):
            least = ", at least 1" if kind is int else ""
            raise ValueError(f"check {name!r}: {key} is a {_SAID[kind]}{least}")
    missing = sorted(found.required - set(args))
    if missing:
        raise ValueError(f"check {name!r} needs args {', '.join(missing)}; its arguments: {takes}")
    return Given(found, dict(args))


def _indexed(path: str, index: int) -> str:
    return path if index == 0 else f"{path}[{index + 1}]"


@builtin("payment-infos-at-most", ("payment_info",), args={"most": int}, required=("most",))
def _payment_infos(node: Any, site: Site, args: Mapping[str, Any]) -> Found:
    """At most ``most`` payment infos in the file: found once, at the first payment
    info too many (at the rule's path)."""
    origin = node.origin
    index = origin.pointer.rsplit("/", 1)[-1] if origin is not None else ""
    if index.isdigit() and int(index) == args["most"]:
        return [(f"more than {args['most']} payment infos in the file", site.reader.path)]
    return []


def _blocks(tx: Transaction) -> tuple[Any, ...]:
    return tx.remittance.structured if tx.remittance is not None else ()


@builtin(
    "structured-with-tags-at-most",
    ("transaction",),
    (_STRD,),
    {"most": int},
    ("most",),
    "n.remittance is not None and n.remittance.structured",
)
def _structured_with_tags(tx: Transaction, site: Site, args: Mapping[str, Any]) -> Found:
    """Each ``Strd`` at most ``most`` characters, its elements' XML tags included (as the
    writer writes it, without white space between the elements)."""
    # (imported here: the scheme checks' package is loaded only where a check asks it)
    from pain_bridge.rules.schemes.remittance import proprietary_reference, strd_size

    found: Found = []
    for index, block in enumerate(_blocks(tx)):
        size = strd_size(block, proprietary_reference(tx, index))
        if size > args["most"]:
            path = _indexed(site.reader.path, index)
            found.append((f"Strd is {size} characters with its tags", path))
    return found


def _texts(value: Any) -> int:
    """The characters of the texts in ``value``, a model object (its origin aside)."""
    if value is None or isinstance(value, bool):
        return 0
    if isinstance(value, str):
        return len(value)
    if isinstance(value, tuple):
        return sum(map(_texts, value))
    names = getattr(type(value), "__dataclass_fields__", None)
    if names is None:
        return len(str(value))
    if "text" in names and "currency" in names:  # an amount: its text as written
        return len(value.text)
    return sum(_texts(getattr(value, name)) for name in names if name != "origin")


@builtin(
    "structured-text-at-most",
    ("transaction",),
    (_STRD,),
    {"most": int},
    ("most",),
    "n.remittance is not None and n.remittance.structured",
)
def _structured_text(tx: Transaction, site: Site, args: Mapping[str, Any]) -> Found:
    """The ``Strd`` blocks together at most ``most`` characters of data: their elements'
    texts, without the tags (an amount's currency aside)."""
    total = _texts(_blocks(tx))
    if total > args["most"]:
        return [(f"the Strd blocks hold {total} characters of data", site.reader.path)]
    return []


@builtin(
    "referred-document-type",
    ("transaction",),
    ("PmtInf/CdtTrfTxInf/RmtInf/Strd/RfrdDocInf/Tp",),
    screen="n.remittance is not None and n.remittance.structured",
)
def _referred_type(tx: Transaction, site: Site, args: Mapping[str, Any]) -> Found:
    """Each ``RfrdDocInf`` that gives its number (``Nb``) gives its type (``Tp``)."""
    found: Found = []
    for i, block in enumerate(_blocks(tx)):
        for j, document in enumerate(block.referred_document_information):
            if document.number and document.type is None:
                path = f"{_indexed('RmtInf/Strd', i)}/{_indexed('RfrdDocInf', j)}"
                found.append((f"RfrdDocInf/Nb {quote(document.number)} without Tp", path))
    return found


@builtin(
    "regulatory-details-type",
    ("transaction",),
    ("PmtInf/CdtTrfTxInf/RgltryRptg/Dtls/Tp",),
    screen="n.regulatory_reporting",
)
def _regulatory_type(tx: Transaction, site: Site, args: Mapping[str, Any]) -> Found:
    """Each ``RgltryRptg/Dtls`` gives its type (``Tp``)."""
    found: Found = []
    for i, report in enumerate(tx.regulatory_reporting):
        for j, details in enumerate(report.details):
            if not details.type and not details.type_code:
                path = f"{_indexed('RgltryRptg', i)}/{_indexed('Dtls', j)}"
                found.append(("RgltryRptg/Dtls without Tp", path))
    return found


@builtin("no-blank-text", ("group_header", "payment_info", "transaction"))
def _no_blank(node: Any, site: Site, args: Mapping[str, Any]) -> Found:
    """No text of the rule's unit (the group header, the payment info without its
    transactions, the transaction) that is only white space; the rule's path only names
    the unit."""
    if not _blank_in(node):
        return []
    found: Found = []
    kind = node.origin.kind if node.origin is not None else _KIND[type(node).__name__]
    for row in _rows(kind, site.version)[0]:
        for occurrence in reader(kind, site.version, row.xml).occurrences(node):
            if occurrence.text and not occurrence.text.strip():
                found.append((f"{row.xml} is blank", occurrence.path))
    return list(dict.fromkeys(found))


_KIND: Final[dict[str, NodeKind]] = {
    "GroupHeader": "group_header",
    "PaymentInfo": "payment_info",
    "Transaction": "transaction",
}


def _blank_in(value: Any) -> bool:
    """Whether a text in ``value`` (a model object, its transactions aside) is blank."""
    if isinstance(value, str):
        return value != "" and not value.strip()
    if isinstance(value, tuple):
        return any(map(_blank_in, value))
    names = getattr(type(value), "__dataclass_fields__", None)
    if names is None:
        return False
    skip = ("origin", "transactions")
    return any(_blank_in(getattr(value, name)) for name in names if name not in skip)


@builtin(
    "branch-of-debtor-agent",
    ("payment_info",),
    ("PmtInf/ChrgsAcctAgt",),
    screen="n.charges_account_agent is not None",
)
def _branch(node: Any, site: Site, args: Mapping[str, Any]) -> Found:
    """The charges account agent is a branch of the debtor agent: where both give a BIC,
    the same institution and country (its first six characters); else, where both give
    a clearing system member id, the same one."""
    agent, debtor = node.charges_account_agent, node.debtor_agent
    if agent is None or debtor is None:
        return []
    if agent.bic and debtor.bic:
        if agent.bic[:6].upper() != debtor.bic[:6].upper():
            return [(f"BIC {agent.bic} is not a branch of {debtor.bic}", site.reader.path)]
        return []
    ours = _member(agent.clearing_system_member_identification)
    theirs = _member(debtor.clearing_system_member_identification)
    if ours and theirs and ours != theirs:
        return [(f"member id {ours} is not the debtor agent's {theirs}", site.reader.path)]
    return []


def _member(member: Any) -> str | None:
    return member.member_identification if member is not None else None


@builtin(
    "absent-with-instruction",
    ("transaction",),
    args={"code": str},
    required=("code",),
    screen="n.instruction_for_creditor_agent",
)
def _absent_with(tx: Transaction, site: Site, args: Mapping[str, Any]) -> Found:
    """The rule's element is absent where an instruction for the creditor agent has the
    code ``code`` (``InstrForCdtrAgt/Cd``, any of them)."""
    code = args["code"]
    if any(i.code == code for i in tx.instruction_for_creditor_agent) and site.reader.present(tx):
        return [(f"{site.text} is given with InstrForCdtrAgt/Cd {code}", site.reader.path)]
    return []


def _same(one: Party | None, other: Party | None) -> bool:
    """Whether two parties are the same: the same name (case and spaces aside) and the
    same identification, or neither identified."""
    if one is None or other is None or not one.name or not other.name:
        return False
    if " ".join(one.name.split()).casefold() != " ".join(other.name.split()).casefold():
        return False
    return one.identification == other.identification


@builtin(
    "ultimate-debtor-differs",
    ("payment_info",),
    ("PmtInf/UltmtDbtr",),
    screen="n.ultimate_debtor is not None",
)
def _ultimate_debtor(node: Any, site: Site, args: Mapping[str, Any]) -> Found:
    """The payment info's ultimate debtor is not its debtor (the same name and
    identification)."""
    if _same(node.ultimate_debtor, node.debtor):
        return [(f"UltmtDbtr is the debtor {quote(node.debtor.name)}", site.reader.path)]
    return []


@builtin(
    "ultimate-creditor-differs",
    ("transaction",),
    ("PmtInf/CdtTrfTxInf/UltmtCdtr",),
    screen="n.ultimate_creditor is not None",
)
def _ultimate_creditor(tx: Transaction, site: Site, args: Mapping[str, Any]) -> Found:
    """The transaction's ultimate creditor is not its creditor (the same name and
    identification)."""
    if _same(tx.ultimate_creditor, tx.creditor):
        assert tx.creditor is not None
        return [(f"UltmtCdtr is the creditor {quote(tx.creditor.name or '')}", site.reader.path)]
    return []
