"""Which scheme applies to a payment info: chosen, or detected from what the file says.

Detection (``--scheme auto``) reads the payment info's *markers*, each naming a scheme:

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
level given only per transaction does not select a scheme.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pain_bridge.model import DocumentStart, PaymentInfo
from pain_bridge.scheme_choice import AUTO, NONE, SchemeChoice, UnknownScheme, parse_choice
from pain_bridge.schemes.base import SchemeProfile
from pain_bridge.versions import PainVersion

__all__ = ["AUTO", "NONE", "Applied", "SchemeChoice", "UnknownScheme", "detect", "parse_choice"]

_SWISS_LOCATION = re.compile(r"[^\s]*\.ch\.\d\d(?:\.xsd)?\b")
_SWISS = ("CH", "LI")


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


def detect(start: DocumentStart | None, info: PaymentInfo) -> Applied | None:
    """The scheme ``info`` says it follows, with the reason; None when it says none."""
    from pain_bridge.schemes import SCHEMES

    location = start.schema_location if start is not None else None
    found = _SWISS_LOCATION.search(location) if location else None
    named = found.group(0).rpartition("/")[2] if found else None
    hint = f"the Swiss schema location {named} points to swiss-sps" if named else None
    account = info.debtor_account
    iban = (account.iban or "") if account is not None else ""
    country = iban[:2].upper()
    swiss_account = country in _SWISS
    levels, instrument = _code(info)
    sepa = "SEPA" in levels
    if start is not None and start.pain_version is PainVersion.DK03:
        others = [hint] if hint else []
        if swiss_account:
            others.insert(0, f"the {country} debtor account IBAN points to swiss-sps")
        return Applied(
            SCHEMES["dk"],
            "detected from the DK namespace pain.001.003.03",
            _disagree(
                " and ".join(others),
                "the message is in the DK namespace pain.001.003.03",
                "dk",
                "the namespace is the format the message is read in",
            )
            if others
            else None,
        )
    if swiss_account:
        return Applied(SCHEMES["swiss-sps"], f"detected from the {country} debtor account IBAN")
    if sepa:
        inst = instrument == "INST"
        name = "epc-sct-inst" if inst else "epc-sct"
        said = "SvcLvl/Cd SEPA and LclInstrm/Cd INST" if inst else "SvcLvl/Cd SEPA"
        whose = f" from a {country} debtor account" if country else ""
        return Applied(
            SCHEMES[name],
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
    if hint:
        foreign = country if country.isalpha() and len(iban) > 4 else None
        return Applied(
            SCHEMES["swiss-sps"],
            "detected from the Swiss schema location",
            _disagree(
                hint,
                f"the {foreign} debtor account is no Swiss or Liechtenstein one",
                "swiss-sps",
                "nothing in the payment names another scheme, and SPS is the stricter "
                "reading than none",
            )
            if foreign
            else None,
        )
    return None


def applied(choice: SchemeChoice, start: DocumentStart | None, info: PaymentInfo) -> Applied | None:
    """The scheme that applies to ``info`` under ``choice``."""
    from pain_bridge.schemes import SCHEMES

    if choice.name == NONE:
        return None
    if choice.name == AUTO:
        return detect(start, info)
    return Applied(SCHEMES[choice.name], f"chosen with {choice.origin}")
