"""Checks that a name and a postal address come together: a party's address with its
name (its remittance parties' too, where a scheme says so), an agent's name and address
both or neither."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from pain_bridge.model import FinancialInstitution, Party, StructuredRemittance, Transaction
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Node, Scope, Screen, check
from pain_bridge.rules.schemes.parts import agents, parties

__all__ = ["address_with_name", "agent_name_and_address"]


def _unnamed(tx: Transaction) -> bool:
    return any(
        party is not None and party.address is not None and not party.name
        for party in (tx.ultimate_debtor, tx.creditor, tx.ultimate_creditor)
    )


def _remitted(blocks: Sequence[StructuredRemittance]) -> Iterator[tuple[str, Party]]:
    """``(path, party)`` for the parties of the structured remittance blocks: invoicer,
    invoicee, garnishee and garnishment administrator."""
    for index, block in enumerate(blocks):
        base = "RmtInf/Strd" + (f"[{index + 1}]" if index else "")
        garnishment = block.garnishment_remittance
        found = (
            ("Invcr", block.invoicer),
            ("Invcee", block.invoicee),
            ("GrnshmtRmt/Grnshee", garnishment.garnishee if garnishment else None),
            (
                "GrnshmtRmt/GrnshmtAdmstr",
                garnishment.garnishment_administrator if garnishment else None,
            ),
        )
        for element, party in found:
            if party is not None:
                yield f"{base}/{element}", party


def _unnamed_remitted(blocks: Sequence[StructuredRemittance]) -> bool:
    return any(party.address is not None and not party.name for _p, party in _remitted(blocks))


def _with_name_screen(remittance_parties: bool = False) -> str:
    return "_unnamed(n)" + (" or S and _unnamed_remitted(S)" if remittance_parties else "")


@check(
    "address-with-name",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen(
        _with_name_screen,
        helpers={"_unnamed": _unnamed, "_unnamed_remitted": _unnamed_remitted},
    ),
)
def address_with_name(node: Node, scope: Scope, *, remittance_parties: bool = False) -> Hits:
    """A party's postal address comes with its name; ``remittance_parties``: the parties
    of the structured remittance too (``Invcr``, ``Invcee``, ``Grnshee``,
    ``GrnshmtAdmstr``)."""
    found: list[tuple[str, Party]] = list(parties(node))
    if remittance_parties and isinstance(node, Transaction) and node.remittance is not None:
        found += _remitted(node.remittance.structured)
    for element, party in found:
        if party.address is not None and not party.name:
            yield Hit(f"{element}/PstlAdr", "a postal address without the party's name")


def _half(agent: FinancialInstitution | None) -> bool:
    """Whether ``agent`` gives its name or its postal address without the other."""
    return agent is not None and (agent.name is None) != (agent.postal_address is None)


def _agents_half(tx: Transaction) -> bool:
    return (
        _half(tx.creditor_agent)
        or _half(tx.intermediary_agent1)
        or _half(tx.intermediary_agent2)
        or _half(tx.intermediary_agent3)
    )


@check(
    "agent-name-and-address",
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen("_agents_half(n)", helpers={"_agents_half": _agents_half}),
)
def agent_name_and_address(node: Node, scope: Scope, *, agents_named: Sequence[str]) -> Hits:
    """The agents ``agents_named`` (``DbtrAgt``, ``CdtrAgt``…) give their name and their
    postal address together, or neither."""
    for element, agent in agents(node):
        if element not in agents_named or not _half(agent):
            continue
        if agent.name is not None:
            yield Hit(f"{element}/FinInstnId/Nm", "the agent's name without its postal address")
        else:
            yield Hit(
                f"{element}/FinInstnId/PstlAdr", "the agent's postal address without its name"
            )
