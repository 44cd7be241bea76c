"""Scheme rulebooks as data: EPC SCT and SCT Inst, Swift CBPR+, Swiss SPS, German DK.

A file that passes the schema and the generic rules can still be refused by the bank,
which applies its scheme's rulebook on top. A :class:`SchemeProfile` lists a scheme's
rules (:class:`SchemeRule`: a check of :mod:`pain_bridge.rules.schemes`, its code in the
scheme's family, its severity as the source states it, its source and grade); this
package is the registry, :data:`SCHEMES` (name → profile).

Which scheme applies to a payment info is chosen (``validate --scheme NAME``, the
configuration's ``scheme``, a skill profile's ``scheme``) or detected from the file
(``auto``, :mod:`~pain_bridge.schemes.detect`, from the markers the profiles declare);
``none`` turns them off. Each payment info that a scheme applies to gets a
``scheme.applied`` note saying which and why; in a file for a bank, one that detection
finds no scheme for gets a ``scheme.none`` warning. A scheme applied to a file of a
version its source does not cover draws ``scheme.version``.

>>> SCHEMES["epc-sct"].title
'EPC SEPA Credit Transfer (SCT)'
"""

from __future__ import annotations

from pain_bridge.scheme_choice import NAMES
from pain_bridge.schemes.base import Grade, Markers, SchemeProfile, SchemeRule, rule
from pain_bridge.schemes.cbpr import CBPR_PLUS
from pain_bridge.schemes.detect import (
    AUTO,
    NONE,
    Applied,
    SchemeChoice,
    UnknownScheme,
    detect,
    parse_choice,
)
from pain_bridge.schemes.dk import DK
from pain_bridge.schemes.epc import EPC_SCT, EPC_SCT_INST
from pain_bridge.schemes.sps import SWISS_SPS

__all__ = [
    "AUTO",
    "NONE",
    "SCHEMES",
    "Applied",
    "Grade",
    "Markers",
    "SchemeChoice",
    "SchemeProfile",
    "SchemeRule",
    "UnknownScheme",
    "detect",
    "parse_choice",
    "profile_problems",
    "rule",
    "scheme_codes",
]

#: Every scheme by name.
SCHEMES: dict[str, SchemeProfile] = {
    p.name: p for p in (EPC_SCT, EPC_SCT_INST, CBPR_PLUS, SWISS_SPS, DK)
}


def profile_problems() -> list[str]:
    """What is wrong with the registry: each profile's :meth:`~SchemeProfile.problems`, and
    profiles that are not the names of :mod:`~pain_bridge.scheme_choice`. Checked by the
    tests, not at import: it imports every check, which a run choosing no scheme never needs."""
    problems = [problem for profile in SCHEMES.values() for problem in profile.problems()]
    if tuple(SCHEMES) != NAMES:
        problems.append(f"the profiles {tuple(SCHEMES)} are not the names of choice {NAMES}")
    return problems


def scheme_codes() -> tuple[str, ...]:
    """Every code a scheme rule may emit, with those of the runner: ``scheme.applied``,
    ``scheme.markers-disagree``, ``scheme.none`` and ``scheme.version``."""
    codes = {"scheme.applied", "scheme.markers-disagree", "scheme.none", "scheme.version"}
    codes.update(r.code for profile in SCHEMES.values() for r in profile.rules)
    return tuple(sorted(codes))
