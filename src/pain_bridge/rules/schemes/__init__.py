"""The check functions of the scheme rules (EPC SCT and SCT Inst, CBPR+, Swiss SPS, DK),
each written once and parameterised, as :data:`CHECKS`: name → :class:`SchemeCheck`.

A scheme's profile names a check and gives its parameters (see
:mod:`pain_bridge.rules.schemes.base`); the module of each family holds its checks:
amounts, payment type and charges, remittance, parties, addresses, character sets and
references, accounts and agents.
"""

from __future__ import annotations

from pain_bridge.rules.schemes import (  # noqa: F401  (each registers its checks)
    accounts,
    addresses,
    amounts,
    charsets,
    parties,
    payment,
    remittance,
)
from pain_bridge.rules.schemes.base import REGISTRY, Problem, SchemeCheck, Scope

__all__ = ["CHECKS", "Problem", "SchemeCheck", "Scope"]

#: Every scheme check by name.
CHECKS: dict[str, SchemeCheck] = REGISTRY
