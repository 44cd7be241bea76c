"""Party checks: the length of names."""

from __future__ import annotations

from collections.abc import Iterator

from pain_bridge.model import GroupHeader, Party, PaymentInfo
from pain_bridge.rules.schemes.base import Node, Problem, Scope, check

__all__ = ["name_length", "parties"]


def parties(node: Node) -> Iterator[tuple[str, Party]]:
    """The named parties of ``node`` with their paths: the initiating party of the group
    header; the debtor and ultimate debtor of a payment info; the ultimate debtor,
    creditor and ultimate creditor of a transaction."""
    found: tuple[tuple[str, Party | None], ...]
    if isinstance(node, GroupHeader):
        found = (("InitgPty", node.initiating_party),)
    elif isinstance(node, PaymentInfo):
        found = (("Dbtr", node.debtor), ("UltmtDbtr", node.ultimate_debtor))
    else:
        found = (
            ("UltmtDbtr", node.ultimate_debtor),
            ("Cdtr", node.creditor),
            ("UltmtCdtr", node.ultimate_creditor),
        )
    for path, party in found:
        if party is not None:
            yield path, party


@check("name-length")
def name_length(node: Node, scope: Scope, *, length: int) -> Iterator[Problem]:
    """Every party's name (``InitgPty``, ``Dbtr``, ``UltmtDbtr``, ``Cdtr``,
    ``UltmtCdtr``) has at most ``length`` characters."""
    for path, party in parties(node):
        name = party.name
        if name is not None and len(name) > length:
            yield Problem(
                f"{path}/Nm",
                f"the name is {len(name)} characters long; the scheme takes {length}",
            )
