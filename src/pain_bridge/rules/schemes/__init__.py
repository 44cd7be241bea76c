"""The check functions of the scheme rules (EPC SCT and SCT Inst, CBPR+, Swiss SPS, DK),
each written once and parameterised, as :data:`CHECKS`: name → :class:`SchemeCheck`.

A scheme's profile (:mod:`pain_bridge.schemes`) names a check and gives its parameters,
a code, a severity and its source; the interface is :mod:`pain_bridge.rules.schemes.base`;
each module of a concern holds its checks.
"""

from __future__ import annotations

from pain_bridge.rules.schemes import (  # noqa: F401  (each registers its checks)
    amounts,
    parties,
)
from pain_bridge.rules.schemes.base import REGISTRY, Problem, SchemeCheck, Scope, check

__all__ = ["CHECKS", "Problem", "SchemeCheck", "Scope", "check"]

#: Every scheme check by name.
CHECKS: dict[str, SchemeCheck] = REGISTRY
