"""Scheme checks on the parties: the length of their names, the initiating party named,
the form of their identifications, a country of residence that repeats the address's."""

from __future__ import annotations

from collections.abc import Iterator

from pain_bridge.model import GroupHeader, Party, PartyIdentification, PaymentInfo, Transaction
from pain_bridge.rules.base import quote
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Node, Scope, Screen, check

__all__ = ["initiating_party_named", "name_length", "parties", "party_identification"]


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


#: An ultimate party in a transaction (rare): its checks then run.
_ULTIMATE = "n.ultimate_debtor is not None or n.ultimate_creditor is not None"


@check(
    "name-length",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=f"{_ULTIMATE} or n.creditor is not None and n.creditor.name is not None"
    " and len(n.creditor.name) > {maximum}",
)
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
                f"The name {quote(name)} has {len(name)} characters; {scope.who} takes "
                f"{maximum} at most",
            )


@check("initiating-party-named", Level.GROUP_HEADER)
def initiating_party_named(header: GroupHeader, scope: Scope) -> Hits:
    """The initiating party has a name (``Nm``) or an identification (``Id``)."""
    party = header.initiating_party
    if party is None or (party.name is None and party.identification is None):
        yield Hit("InitgPty", "the initiating party has neither a name nor an Id")


def _identification_problem(identification: PartyIdentification) -> tuple[str, str] | None:
    organisation, private = identification.organisation, identification.private
    if organisation is not None:
        if organisation.any_bic and organisation.other:
            return "Id/OrgId/Othr", "an organisation is identified by AnyBIC or by one Othr"
        if len(organisation.other) > 1:
            return "Id/OrgId/Othr[2]", "an organisation has at most one Othr"
    if private is not None:
        if private.date_and_place_of_birth is not None and private.other:
            return "Id/PrvtId/Othr", "a person is identified by DtAndPlcOfBirth or by one Othr"
        if len(private.other) > 1:
            return "Id/PrvtId/Othr[2]", "a person has at most one Othr"
    return None


@check(
    "party-identification",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=f"{_ULTIMATE} or n.creditor is not None and n.creditor.identification is not None",
)
def party_identification(node: Node, scope: Scope) -> Hits:
    """A party's ``OrgId`` is AnyBIC **or** one ``Othr`` (a LEI may come beside);
    its ``PrvtId`` is ``DtAndPlcOfBirth`` **or** one ``Othr``."""
    for element, party in parties(node):
        if party.identification is None:
            continue
        found = _identification_problem(party.identification)
        if found is not None:
            yield Hit(f"{element}/{found[0]}", found[1])


@check("contact-channels", Level.GROUP_HEADER)
def contact_channels(
    header: GroupHeader, scope: Scope, *, most: int, channels: tuple[str, ...]
) -> Hits:
    """The initiating party's other contacts (``CtctDtls/Othr``) are at most ``most``,
    each of a channel type among ``channels``."""
    party = header.initiating_party
    contact = party.contact_details if party is not None else None
    others = contact.other if contact is not None else ()
    if len(others) > most:
        yield Hit(
            f"InitgPty/CtctDtls/Othr[{most + 1}]",
            f"{len(others)} other contacts; {scope.who} takes {most} at most",
        )
    for index, other in enumerate(others):
        if other.channel_type not in channels:
            rel = "InitgPty/CtctDtls/Othr" + (f"[{index + 1}]" if index else "")
            yield Hit(
                f"{rel}/ChanlTp",
                f"the channel type {quote(other.channel_type or '')} is none of "
                + ", ".join(channels),
            )


def _residence_repeated(party: Party | None) -> bool:
    """Whether ``party`` gives as its country of residence its address's country."""
    return (
        party is not None
        and party.country_of_residence is not None
        and party.address is not None
        and party.country_of_residence == party.address.country
    )


@check(
    "residence-differs",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen(
        "_residence_repeated(n.creditor) or _residence_repeated(n.ultimate_debtor)"
        " or _residence_repeated(n.ultimate_creditor)",
        helpers={"_residence_repeated": _residence_repeated},
    ),
)
def residence_differs(node: Node, scope: Scope) -> Hits:
    """A party's country of residence (``CtryOfRes``) is given only where it differs
    from its postal address's country."""
    for element, party in parties(node):
        if _residence_repeated(party):
            yield Hit(
                f"{element}/CtryOfRes",
                f"CtryOfRes {party.country_of_residence} repeats the address's country; "
                "give it only where the party lives elsewhere",
            )
