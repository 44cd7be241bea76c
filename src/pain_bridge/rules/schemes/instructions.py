"""Checks of the instructions for the creditor agent (``InstrForCdtrAgt``): codes that
exclude each other, a code given twice."""

from __future__ import annotations

from collections.abc import Iterator

from pain_bridge.model import AgentInstruction, Transaction
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Scope, check

__all__ = ["instruction_code_once", "instruction_codes_exclusive"]

#: Both checks need two instructions at least: one instruction never finds anything.
_SEVERAL = "len(n.instruction_for_creditor_agent) > 1"


def _coded(tx: Transaction) -> Iterator[tuple[str, AgentInstruction]]:
    """``(path, instruction)`` for each coded instruction for the creditor agent."""
    for index, instruction in enumerate(tx.instruction_for_creditor_agent):
        if instruction.code is not None:
            yield ("InstrForCdtrAgt" + (f"[{index + 1}]" if index else "")), instruction


@check("instruction-codes-exclusive", Level.TRANSACTION, screen=_SEVERAL)
def instruction_codes_exclusive(
    tx: Transaction, scope: Scope, *, given: str, excluded: str
) -> Hits:
    """The instruction code ``excluded`` is not given where the code ``given`` is
    (``HOLD`` is not allowed with ``CHQB``)."""
    coded = list(_coded(tx))
    if not any(instruction.code == given for _path, instruction in coded):
        return
    for path, instruction in coded:
        if instruction.code == excluded:
            yield Hit(path, f"the instruction {excluded} is not allowed with {given}")


@check("instruction-code-once", Level.TRANSACTION, screen=_SEVERAL)
def instruction_code_once(tx: Transaction, scope: Scope) -> Hits:
    """Each instruction code for the creditor agent is given once."""
    seen: set[str] = set()
    for path, instruction in _coded(tx):
        code = instruction.code or ""
        if code in seen:
            yield Hit(path, f"the instruction {code} is given twice; each code only once")
        seen.add(code)
