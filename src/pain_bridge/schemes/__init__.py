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

The profiles are made when :data:`SCHEMES` (or one of them) is first asked for: a run
that chooses no scheme never needs them (start-up, issue 36 item 5), and what the
composition of findings needs of them comes written ahead in :mod:`pain_bridge.codes`.

>>> from pain_bridge.schemes import SCHEMES
>>> SCHEMES["epc-sct"].title
'EPC SEPA Credit Transfer (SCT)'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pain_bridge.scheme_choice import NAMES
from pain_bridge.schemes.base import Grade, Markers, SchemeProfile, SchemeRule, rule
from pain_bridge.schemes.detect import (
    AUTO,
    NONE,
    Applied,
    SchemeChoice,
    UnknownScheme,
    detect,
    parse_choice,
)

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

if TYPE_CHECKING:
    from pain_bridge.schemes.cbpr import CBPR_PLUS as CBPR_PLUS
    from pain_bridge.schemes.dk import DK as DK
    from pain_bridge.schemes.epc import EPC_SCT as EPC_SCT
    from pain_bridge.schemes.epc import EPC_SCT_INST as EPC_SCT_INST
    from pain_bridge.schemes.sps import SWISS_SPS as SWISS_SPS

    #: Every scheme by name.
    SCHEMES: dict[str, SchemeProfile]

#: The names this package makes when first asked for (:func:`__getattr__`).
_PROFILES: Final = frozenset({"SCHEMES", "CBPR_PLUS", "DK", "EPC_SCT", "EPC_SCT_INST", "SWISS_SPS"})


def _registry() -> dict[str, SchemeProfile]:
    """:data:`SCHEMES`, its profiles' modules imported at the first call; the names of
    :data:`_PROFILES` are then this package's attributes like any other."""
    made = globals().get("SCHEMES")
    if made is None:
        from pain_bridge.schemes.cbpr import CBPR_PLUS
        from pain_bridge.schemes.dk import DK
        from pain_bridge.schemes.epc import EPC_SCT, EPC_SCT_INST
        from pain_bridge.schemes.sps import SWISS_SPS

        made = {p.name: p for p in (EPC_SCT, EPC_SCT_INST, CBPR_PLUS, SWISS_SPS, DK)}
        globals().update(
            CBPR_PLUS=CBPR_PLUS,
            DK=DK,
            EPC_SCT=EPC_SCT,
            EPC_SCT_INST=EPC_SCT_INST,
            SWISS_SPS=SWISS_SPS,
            SCHEMES=made,
        )
    return made


def __getattr__(name: str) -> Any:
    """:data:`SCHEMES` and the profiles, made when first asked for (PEP 562)."""
    if name in _PROFILES:
        _registry()
        return globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def profile_problems() -> list[str]:
    """What is wrong with the registry: each profile's :meth:`~SchemeProfile.problems`, and
    profiles that are not the names of :mod:`~pain_bridge.scheme_choice`. Checked by the
    tests, not at import: it imports every check, which a run choosing no scheme never needs."""
    schemes = _registry()
    problems = [problem for profile in schemes.values() for problem in profile.problems()]
    if tuple(schemes) != NAMES:
        problems.append(f"the profiles {tuple(schemes)} are not the names of choice {NAMES}")
    return problems


def scheme_codes() -> tuple[str, ...]:
    """Every code a scheme rule may emit, with those of the runner: ``scheme.applied``,
    ``scheme.markers-disagree``, ``scheme.none`` and ``scheme.version``."""
    codes = {"scheme.applied", "scheme.markers-disagree", "scheme.none", "scheme.version"}
    codes.update(r.code for profile in _registry().values() for r in profile.rules)
    return tuple(sorted(codes))
