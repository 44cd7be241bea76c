"""Remittance checks: ``remittance.multiple``, ``remittance.both``,
``remittance.structured-unsupported``, ``remittance.reference``.

Remittance information (``RmtInf`` / ``remittance_information``) tells the creditor what
a payment is for. The payment intent interface carries one unstructured line, and the
library's extension object ``remittance_information.structured`` carries structured
information (``mapping.md``, "Remittance"). The rules:

- ``remittance.multiple``: at most one ``Ustrd`` line (of 140 characters) per
  transaction; the interface has one string, and turning several lines into one would
  change what the creditor sees.
- ``remittance.both``: unstructured and structured information together, which
  ``pis-interface.md`` §2.2 forbids except with Extended Remittance Information (ERI):
  allowed only when validating for a skill whose profile has ``eri = true``.
- ``remittance.structured-unsupported``: structured information (``Strd``) for a target
  skill whose profile has ``structured_remittance = false``. It is never flattened into
  text (forbidden by the interface), so the payment cannot go to that skill as it is.
  Without a skill the check does not apply.
- ``remittance.reference``: a creditor reference of type ``SCOR`` whose issuer is absent
  or ``ISO``, or which starts with ``RF``, must be an ISO 11649 reference: ``RF``, two
  check digits, 1 to 21 letters or digits, with a valid mod-97 check (spaces of the
  printed form are ignored). References of other issuers (e.g. Belgian ``BBA``
  structured communication) follow national rules and are not checked here.

Passes::

    <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp>
        <Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf>

Fails::

    <Ref>RF19539007547034</Ref>                        (remittance.reference)
    <RmtInf><Ustrd>Invoice 17</Ustrd><Ustrd>and 18</Ustrd></RmtInf>  (remittance.multiple)
    <RmtInf><Ustrd>Invoice 17</Ustrd><Strd>…</Strd></RmtInf>         (remittance.both)
"""

from __future__ import annotations

import re
from functools import lru_cache

from pain_bridge.findings import Finding, make_finding
from pain_bridge.model import CreditorReference, Transaction
from pain_bridge.rules.base import NONE, Findings, Rule, at, quote

__all__ = ["RemittanceRule", "creditor_reference_problem"]

_RF = re.compile(r"RF[0-9]{2}[A-Z0-9]{1,21}")


@lru_cache(maxsize=4096)
def rf_problem(reference: str) -> str | None:
    """Why ``reference`` is not a valid ISO 11649 reference (a message), or None."""
    compact = "".join(reference.split()).upper()
    if not _RF.fullmatch(compact):
        return (
            f"creditor reference {quote(reference)} is not an ISO 11649 reference: "
            "RF, two check digits, then 1 to 21 letters or digits"
        )
    digits = "".join(str(int(c, 36)) for c in compact[4:] + compact[:4])
    if int(digits) % 97 != 1:
        return (
            f"creditor reference {quote(reference)} fails its ISO 11649 mod-97 check: "
            "a character is probably mistyped"
        )
    return None


def creditor_reference_problem(reference: CreditorReference) -> str | None:
    """Why a structured creditor reference fails its check (a message), or None."""
    if reference.type != "SCOR":
        return None
    value = reference.reference
    issuer = reference.issuer
    if issuer in (None, "ISO") or value.upper().startswith("RF"):
        return rf_problem(value)
    return None


class RemittanceRule(Rule):
    name = "remittance"
    codes = (
        "remittance.multiple",
        "remittance.both",
        "remittance.structured-unsupported",
        "remittance.reference",
    )

    def on_transaction(self, tx: Transaction) -> Findings:
        remittance = tx.remittance
        if remittance is None:
            return NONE
        unstructured, structured = remittance.unstructured, remittance.structured
        if not structured and len(unstructured) <= 1:
            return NONE
        origin = tx.origin
        found: list[Finding] = []
        if len(unstructured) > 1:
            found.append(
                make_finding(
                    "remittance.multiple",
                    f"{len(unstructured)} unstructured remittance lines; the payment carries "
                    "one line of at most 140 characters",
                    at(origin, "RmtInf/Ustrd[2]"),
                )
            )
        if not structured:
            return found
        skill = self.context.skill
        if unstructured and not (skill is not None and skill.eri):
            why = (
                f"skill {skill.name} does not take Extended Remittance Information (ERI)"
                if skill is not None
                else "only Extended Remittance Information (ERI), for a skill that takes it, "
                "allows both"
            )
            found.append(
                make_finding(
                    "remittance.both",
                    f"unstructured and structured remittance information together; {why}",
                    at(origin, "RmtInf"),
                )
            )
        if skill is not None and not skill.structured_remittance:
            found.append(
                make_finding(
                    "remittance.structured-unsupported",
                    f"skill {skill.name} cannot carry structured remittance information, "
                    "and it must not be turned into unstructured text",
                    at(origin, "RmtInf/Strd"),
                )
            )
        for index, block in enumerate(structured):
            reference = block.creditor_reference
            if reference is None:
                continue
            problem = creditor_reference_problem(reference)
            if problem is not None:
                strd = "RmtInf/Strd" if index == 0 else f"RmtInf/Strd[{index + 1}]"
                found.append(
                    make_finding(
                        "remittance.reference", problem, at(origin, f"{strd}/CdtrRefInf/Ref")
                    )
                )
        return found
