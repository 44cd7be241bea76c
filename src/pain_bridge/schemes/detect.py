"""Which scheme applies to a payment info: chosen, or detected from what the file says.

Detection (``--scheme auto``) reads the payment info's *markers*, each naming a scheme,
as the profiles declare them (:class:`~pain_bridge.schemes.base.Markers`):

- the DK namespace ``pain.001.003.03`` → ``dk`` (the format the message is written in);
- a debtor account with a Swiss or Liechtenstein IBAN (``CH``/``LI``) → ``swiss-sps``;
- ``PmtTpInf/SvcLvl/Cd`` ``SEPA`` → ``epc-sct``, with ``LclInstrm/Cd`` ``INST``
  ``epc-sct-inst``;
- a Swiss schema location (``….ch.NN.xsd`` in ``xsi:schemaLocation``) → ``swiss-sps``:
  a *hint* only, which banks ignore (they validate against their own schema).

and decides, first match wins:

1. the DK namespace → ``dk``;
2. a CH/LI debtor account → ``swiss-sps``, whose payment type is then decided per
   transaction (:mod:`~pain_bridge.schemes.swiss`). With ``SvcLvl SEPA`` that is type
   **S**, the Swiss guideline's SEPA payment, whose rules restate EPC's (SPS IG v2.2
   §3.15): both markers agree;
3. ``SvcLvl SEPA`` (with ``INST``) → ``epc-sct-inst``, else ``epc-sct``;
4. the Swiss schema location → ``swiss-sps``: the payment names no scheme itself, and
   the hint's rules are the stricter reading than none;
5. otherwise no scheme. CBPR+ has no marker in the message: it is only ever chosen.

So a hint never outranks what the payment says. A marker that points elsewhere than the
scheme applied is named, with the one that decided, in a ``scheme.markers-disagree``
warning (:attr:`Applied.disagreement`): a Swiss schema location on a SEPA payment from a
German account (EPC applies), or on a payment from an account no Swiss bank holds
(SPS applies, as the only scheme named), a CH/LI account or a Swiss location in a DK
file (DK applies).

Detection reads the payment info's own payment type (``PmtInf/PmtTpInf``); a service
level given only per transaction does not select a scheme. The order above is by kind
of marker, here; which scheme a marker names is the profiles' data. A payment info
that names none, in a file for a bank, draws ``scheme.none`` naming what was looked
for (:func:`looked_for`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from pain_bridge.model import DocumentStart, PaymentInfo
from pain_bridge.scheme_choice import AUTO, NONE, SchemeChoice, UnknownScheme, parse_choice
from pain_bridge.schemes.base import SchemeProfile

__all__ = [
    "AUTO",
    "NONE",
    "Applied",
    "SchemeChoice",
    "UnknownScheme",
    "detect",
    "looked_for",
    "parse_choice",
]


@dataclass(frozen=True, slots=True)
class Applied:
    """The scheme applied to a payment info and why (for ``scheme.applied``), and, when
    its markers disagree, what they say (for ``scheme.markers-disagree``)."""

    scheme: SchemeProfile
    reason: str
    disagreement: str | None = None


def _code(info: PaymentInfo) -> tuple[set[str], str | None]:
    pti = info.payment_type_information
    if pti is None:
        return set(), None
    levels = {s.code for s in pti.service_levels if s.code}
    instrument = pti.local_instrument.code if pti.local_instrument is not None else None
    return levels, instrument


def _disagree(other: str, decided: str, applied: str, why: str) -> str:
    return f"{other}, but {decided}; {applied} applies: {why}"


@cache
def _profiles() -> tuple[SchemeProfile, ...]:
    """Every profile, in the registry's order (read once: the registry is fixed)."""
    from pain_bridge.schemes import SCHEMES

    return tuple(SCHEMES.values())


def _by_service_level(levels: set[str], instrument: str | None) -> SchemeProfile | None:
    """The scheme of a service level the payment info gives: the one that needs its
    local instrument too, else the one that needs none."""
    named = [p for p in _profiles() if p.markers.service_level in levels]
    for profile in named:
        if instrument is not None and profile.markers.local_instrument == instrument:
            return profile
    return next((p for p in named if p.markers.local_instrument is None), None)


def _by_location(location: str | None) -> tuple[SchemeProfile, str] | None:
    """The scheme a schema location hints at, with the schema file it names."""
    if not location:
        return None
    for profile in _profiles():
        pattern = profile.markers.schema_location
        found = re.search(pattern, location) if pattern is not None else None
        if found:
            return profile, found.group(0).rpartition("/")[2]
    return None


def detect(start: DocumentStart | None, info: PaymentInfo) -> Applied | None:
    """The scheme ``info`` says it follows, with the reason; None when it says none."""
    location = start.schema_location if start is not None else None
    hinted = _by_location(location)
    hint = None
    if hinted is not None:
        by_hint, named = hinted
        hint = f"the {by_hint.markers.label} schema location {named} points to {by_hint.name}"
    account = info.debtor_account
    iban = (account.iban or "") if account is not None else ""
    country = iban[:2].upper()
    by_account = next((p for p in _profiles() if country in p.markers.debtor_countries), None)
    levels, instrument = _code(info)
    version = start.pain_version if start is not None else None
    by_namespace = next(
        (p for p in _profiles() if version is not None and p.markers.namespace is version), None
    )
    if by_namespace is not None:
        assert version is not None
        said = f"the {by_namespace.markers.label} namespace {version.value}"
        others = [hint] if hint else []
        if by_account is not None:
            others.insert(0, f"the {country} debtor account IBAN points to {by_account.name}")
        return Applied(
            by_namespace,
            f"detected from {said}",
            _disagree(
                " and ".join(others),
                f"the message is in {said}",
                by_namespace.name,
                "the namespace is the format the message is read in",
            )
            if others
            else None,
        )
    if by_account is not None:
        return Applied(by_account, f"detected from the {country} debtor account IBAN")
    by_level = _by_service_level(levels, instrument)
    if by_level is not None:
        said = by_level.markers.service_level_said
        name = by_level.name
        whose = f" from a {country} debtor account" if country else ""
        return Applied(
            by_level,
            f"detected from {said}",
            _disagree(
                hint,
                f"{said}{whose} points to {name}",
                name,
                "what the payment says outranks a schema location, which banks ignore",
            )
            if hint
            else None,
        )
    if hinted is not None:
        by_hint = hinted[0]
        foreign = country if country.isalpha() and len(iban) > 4 else None
        return Applied(
            by_hint,
            f"detected from the {by_hint.markers.label} schema location",
            _disagree(
                hint or "",
                f"the {foreign} debtor account is no {by_hint.markers.countries_in_words} one",
                by_hint.name,
                "nothing in the payment names another scheme, and SPS is the stricter "
                "reading than none",
            )
            if foreign
            else None,
        )
    return None


@cache
def looked_for() -> str:
    """What detection looks for, in its order, each with the scheme it names; and the
    schemes that are only ever chosen (for ``scheme.none``)."""
    profiles = _profiles()
    kinds = [
        (rank, what, profile.name)
        for profile in profiles
        for rank, what in profile.markers.looked_for()
    ]
    kinds.sort(key=lambda kind: kind[0])  # stable: the profiles' order within a rank
    said = "; ".join(f"{what} ({name})" for _rank, what, name in kinds)
    chosen = [p.name for p in profiles if p.markers.empty]
    if chosen:
        said += f"; {', '.join(chosen)} has no marker in the message and is only ever chosen"
    return said


def applied(choice: SchemeChoice, start: DocumentStart | None, info: PaymentInfo) -> Applied | None:
    """The scheme that applies to ``info`` under ``choice``."""
    from pain_bridge.schemes import SCHEMES

    if choice.name == NONE:
        return None
    if choice.name == AUTO:
        return detect(start, info)
    return Applied(SCHEMES[choice.name], f"chosen with {choice.origin}")
