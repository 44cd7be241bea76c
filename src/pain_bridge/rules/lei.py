"""LEI check digits: ``lei.checksum``.

A Legal Entity Identifier (ISO 17442) is 20 characters: 18 capitals or digits, then two
check digits computed by ISO 7064 mod 97-10 (the IBAN's check): read with each letter
as its number (``A`` = 10 … ``Z`` = 35), the whole number leaves 1 when divided by 97.
From pain.001.001.09 a message may carry one wherever an organisation or an institution
is identified: a party's ``Id/OrgId/LEI`` (``InitgPty``, ``Dbtr``, ``UltmtDbtr``,
``Cdtr``, ``UltmtCdtr``), an agent's ``FinInstnId/LEI`` (``FwdgAgt``, ``DbtrAgt``,
``ChrgsAcctAgt``, ``IntrmyAgt1`` to ``3``, ``CdtrAgt``) and its branch's
``BrnchId/LEI``. (The parties of a structured remittance, ``Invcr`` and ``Invcee``, are
not looked at.) An LEI whose check digits do not match the rest is reported as an error:
one character was mistyped, and the identifier names no one, or someone else.

The schema checks an LEI's shape only (``LEIIdentifier``, ``[A-Z0-9]{18}[0-9]{2}``): a
value of another shape draws the schema's ``xsd.violation`` and nothing here; this rule
checks the digits of a value of the right shape, which the schema lets through. The
payment intent (JSON) carries no LEI.

Why: a bank or a scheme that screens or routes by LEI (CBPR+ names the LEI among an
agent's and a party's identifications) refuses or mismatches a wrong one after the
payment was authorised; the check digits catch a typing error before.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import Finding, make_finding
from pain_bridge.model import (
    FinancialInstitution,
    GroupHeader,
    Origin,
    Party,
    PaymentInfo,
    Transaction,
)
from pain_bridge.rules.base import NONE, Findings, Rule, at, quote

__all__ = ["LeiRule", "is_valid_lei"]

#: The schema's ``LEIIdentifier``: what it lets through, whose digits are checked here.
_SHAPE = re.compile(r"[A-Z0-9]{18}[0-9]{2}", re.ASCII)
_NUMBERS = str.maketrans({chr(ord("A") + i): str(10 + i) for i in range(26)})


def is_valid_lei(value: str) -> bool:
    """Whether ``value`` is an LEI of the right shape whose ISO 7064 mod 97-10 check
    digits match the rest.

    >>> is_valid_lei("5493001KJTIIGC8Y1R12"), is_valid_lei("5493001KJTIIGC8Y1R13")
    (True, False)
    """
    return _SHAPE.fullmatch(value) is not None and int(value.translate(_NUMBERS)) % 97 == 1


def _problem(value: str | None) -> str | None:
    """Why ``value`` fails its check digits (None: it passes, or the schema decides)."""
    if value is None or _SHAPE.fullmatch(value) is None or is_valid_lei(value):
        return None
    return (
        f"the LEI {quote(value)} fails its ISO 17442 check digits (mod 97-10): a "
        "character is probably mistyped"
    )


def _leis(
    parties: tuple[tuple[str, Party | None], ...],
    agents: tuple[tuple[str, FinancialInstitution | None], ...],
) -> Iterator[tuple[str, str]]:
    """``(path, LEI)`` of the parties' and agents' LEIs (and the agents' branches')."""
    for element, party in parties:
        if party is not None and party.identification is not None:
            lei = party.lei
            if lei is not None:
                yield f"{element}/Id/OrgId/LEI", lei
    for element, agent in agents:
        if agent is None:
            continue
        if agent.lei is not None:
            yield f"{element}/FinInstnId/LEI", agent.lei
        branch = agent.branch_identification
        if branch is not None and branch.lei is not None:
            yield f"{element}/BrnchId/LEI", branch.lei


class LeiRule(Rule):
    name = "lei"
    codes = ("lei.checksum",)

    examples: ClassVar[Examples] = {
        "lei.checksum": (
            Example(
                "cbpr",
                "<BICFI>COBADEFFXXX</BICFI>",
                "<BICFI>COBADEFFXXX</BICFI>\n<LEI>5493001KJTIIGC8Y1R13</LEI>",
                "<LEI>",
            ),
            Example(
                "cbpr",
                "</PstlAdr>\n        </Cdtr>",
                "</PstlAdr>\n<Id><OrgId><LEI>529900T8BM49AURSDO56</LEI></OrgId></Id>\n</Cdtr>",
                "<LEI>",
            ),
        ),
    }

    def _found(
        self,
        origin: Origin | None,
        parties: tuple[tuple[str, Party | None], ...],
        agents: tuple[tuple[str, FinancialInstitution | None], ...],
    ) -> Findings:
        out: list[Finding] = []
        for path, lei in _leis(parties, agents):
            problem = _problem(lei)
            if problem is not None and not self.counted("lei.checksum"):
                out.append(make_finding("lei.checksum", problem, at(origin, path)))
        return out or NONE

    def on_group_header(self, header: GroupHeader) -> Findings:
        return self._found(
            header.origin,
            (("InitgPty", header.initiating_party),),
            (("FwdgAgt", header.forwarding_agent),),
        )

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        return self._found(
            info.origin,
            (("Dbtr", info.debtor), ("UltmtDbtr", info.ultimate_debtor)),
            (("DbtrAgt", info.debtor_agent), ("ChrgsAcctAgt", info.charges_account_agent)),
        )

    def on_transaction(self, tx: Transaction) -> Findings:
        creditor, agent = tx.creditor, tx.creditor_agent
        # the common case, quickly: no LEI on the creditor or its agent, and no other
        # party or agent (an ultimate party, an intermediary agent) to look at
        if (
            (creditor is None or creditor.identification is None)
            and (agent is None or (agent.lei is None and agent.branch_identification is None))
            and tx.ultimate_debtor is None
            and tx.ultimate_creditor is None
            and tx.intermediary_agent1 is None
            and tx.intermediary_agent2 is None
            and tx.intermediary_agent3 is None
        ):
            return NONE
        return self._found(
            tx.origin,
            (
                ("UltmtDbtr", tx.ultimate_debtor),
                ("Cdtr", creditor),
                ("UltmtCdtr", tx.ultimate_creditor),
            ),
            (
                ("IntrmyAgt1", tx.intermediary_agent1),
                ("IntrmyAgt2", tx.intermediary_agent2),
                ("IntrmyAgt3", tx.intermediary_agent3),
                ("CdtrAgt", agent),
            ),
        )
