"""The checks of the scheme rules, one small module per concern; this package is their
registry (:data:`CHECKS`: check name → :class:`~.base.Check`).

The interface is :mod:`pain_bridge.rules.schemes.base`. A scheme profile
(:mod:`pain_bridge.schemes`) names a check, gives it its parameters, a code, a severity
and its source; one check serves every scheme that has the rule.
"""

from __future__ import annotations

from pain_bridge.rules.schemes import (
    accounts,
    addresses,
    amount,
    charsets,
    creditor_references,
    header,
    ids,
    instructions,
    names,
    party,
    payment,
    regulatory,
    remittance,
)
from pain_bridge.rules.schemes.base import CHECKS, Check, Hit, Hits, Level, Scope, check

__all__ = ["CHECKS", "MODULES", "Check", "Hit", "Hits", "Level", "Scope", "check"]

#: The modules that register checks (importing them fills :data:`CHECKS`).
MODULES = (
    amount,
    party,
    payment,
    remittance,
    creditor_references,
    addresses,
    names,
    charsets,
    accounts,
    ids,
    instructions,
    regulatory,
    header,
)
