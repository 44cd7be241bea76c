"""Scheme checks on the parties: the length of their names."""

from __future__ import annotations

from collections.abc import Iterator

from pain_bridge.model import GroupHeader, Party, PaymentInfo, Transaction
from pain_bridge.rules.base import quote
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Scope, check

__all__ = ["name_length", "parties"]


def parties(node: GroupHeader | PaymentInfo | Transaction) -> Iterator[tuple[str, Party]]:
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


@check("name-length", Level.GROUP_HEADER, Level.PAYMENT_INFO, Level.TRANSACTION)
def name_length(
    node: GroupHeader | PaymentInfo | Transaction, scope: Scope, *, maximum: int
) -> Hits:
    """Every party's name (``InitgPty``, ``Dbtr``, ``UltmtDbtr``, ``Cdtr``, ``UltmtCdtr``)
    has at most ``maximum`` characters."""
    for path, party in parties(node):
        name = party.name
        if name is not None and len(name) > maximum:
            yield Hit(
                f"{path}/Nm",
                f"The name {quote(name)} has {len(name)} characters; {scope.scheme} takes "
                f"{maximum} at most",
            )
