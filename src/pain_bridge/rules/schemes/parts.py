"""The parts of a node the scheme checks look at, each with its path below the node:
parties (with names, addresses and ids), agents, accounts and references."""

from __future__ import annotations

from collections.abc import Iterator

from pain_bridge.model import (
    Account,
    FinancialInstitution,
    GroupHeader,
    PaymentInfo,
    PostalAddress,
    Transaction,
)
from pain_bridge.rules.schemes.base import Node
from pain_bridge.rules.schemes.party import parties

__all__ = ["accounts", "addresses", "agents", "parties", "references", "tx_addresses"]


def agents(node: Node) -> Iterator[tuple[str, FinancialInstitution]]:
    """``(element, agent)`` for each agent of ``node`` (``DbtrAgt``, ``CdtrAgt``…)."""
    found: tuple[tuple[str, FinancialInstitution | None], ...]
    if isinstance(node, Transaction):
        found = (
            ("IntrmyAgt1", node.intermediary_agent1),
            ("IntrmyAgt2", node.intermediary_agent2),
            ("IntrmyAgt3", node.intermediary_agent3),
            ("CdtrAgt", node.creditor_agent),
        )
    elif isinstance(node, PaymentInfo):
        found = (("DbtrAgt", node.debtor_agent), ("ChrgsAcctAgt", node.charges_account_agent))
    elif isinstance(node, GroupHeader):
        found = (("FwdgAgt", node.forwarding_agent),)
    else:  # pragma: no cover
        found = ()
    for element, agent in found:
        if agent is not None:
            yield element, agent


def addresses(node: Node) -> Iterator[tuple[str, str, PostalAddress]]:
    """``(owner element, path of its PstlAdr, address)`` for the parties' and agents'
    postal addresses in ``node``."""
    for element, party in parties(node):
        if party.address is not None:
            yield element, f"{element}/PstlAdr", party.address
    for element, agent in agents(node):
        if agent.postal_address is not None:
            yield element, f"{element}/FinInstnId/PstlAdr", agent.postal_address


def tx_addresses(tx: Transaction) -> list[PostalAddress]:
    """The postal addresses of :func:`addresses` for a transaction, alone and quickly
    (for the screens: :mod:`pain_bridge.schemes.screen`)."""
    found: list[PostalAddress] = []
    for party in (tx.ultimate_debtor, tx.creditor, tx.ultimate_creditor):
        if party is not None and party.address is not None:
            found.append(party.address)
    for agent in (
        tx.intermediary_agent1,
        tx.intermediary_agent2,
        tx.intermediary_agent3,
        tx.creditor_agent,
    ):
        if agent is not None and agent.postal_address is not None:
            found.append(agent.postal_address)
    return found


def accounts(node: Node) -> Iterator[tuple[str, Account]]:
    """``(element, account)`` for the debtor's and creditor's accounts of ``node``."""
    if isinstance(node, Transaction) and node.creditor_account is not None:
        yield "CdtrAcct", node.creditor_account
    if isinstance(node, PaymentInfo) and node.debtor_account is not None:
        yield "DbtrAcct", node.debtor_account


def references(node: Node) -> Iterator[tuple[str, str]]:
    """``(path, value)`` for the references of ``node``: ``MsgId``, ``PmtInfId``,
    ``InstrId``, ``EndToEndId``."""
    found: tuple[tuple[str, str | None], ...]
    if isinstance(node, Transaction):
        found = (("PmtId/InstrId", node.instruction_id), ("PmtId/EndToEndId", node.end_to_end_id))
    elif isinstance(node, PaymentInfo):
        found = (("PmtInfId", node.payment_info_id),)
    else:
        found = (("MsgId", node.message_id),)
    for rel, value in found:
        if value is not None:
            yield rel, value
