"""Party checks: the length of names, the form of identifications, the initiating
party named."""

from __future__ import annotations

from collections.abc import Iterator

from pain_bridge.model import GroupHeader, PartyIdentification
from pain_bridge.rules.schemes.base import Node, Problem, Scope, check
from pain_bridge.rules.schemes.parts import parties


@check("name-length")
def name_length(node: Node, scope: Scope, *, length: int) -> Iterator[Problem]:
    """Every party's name (``Dbtr``, ``Cdtr``, ``UltmtDbtr``, ``UltmtCdtr``,
    ``InitgPty``) has at most ``length`` characters."""
    for element, party in parties(node):
        if party.name is not None and len(party.name) > length:
            yield Problem(
                f"{element}/Nm",
                f"the name is {len(party.name)} characters long; the scheme takes {length}",
            )


@check("initiating-party-named", "group_header")
def initiating_party_named(header: GroupHeader, scope: Scope) -> Iterator[Problem]:
    """The initiating party has a name (``Nm``) or an identification (``Id``)."""
    party = header.initiating_party
    if party is None or (party.name is None and party.identification is None):
        yield Problem("InitgPty", "the initiating party has neither a name nor an Id")


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


@check("party-identification")
def party_identification(node: Node, scope: Scope) -> Iterator[Problem]:
    """A party's ``OrgId`` is AnyBIC **or** one ``Othr`` (a LEI may come beside);
    its ``PrvtId`` is ``DtAndPlcOfBirth`` **or** one ``Othr``."""
    for element, party in parties(node):
        if party.identification is None:
            continue
        found = _identification_problem(party.identification)
        if found is not None:
            yield Problem(f"{element}/{found[0]}", found[1])
