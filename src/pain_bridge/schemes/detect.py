"""Which scheme applies to a payment info: chosen, or detected from what the file says.

Detection (``--scheme auto``), per payment info, first match wins:

1. the German DK namespace ``pain.001.003.03`` → ``dk``;
2. a Swiss schema location (``….ch.NN.xsd`` in ``xsi:schemaLocation``) or a debtor
   account with a Swiss or Liechtenstein IBAN (``CH``/``LI``) → ``swiss-sps``, whose
   payment type is then decided per transaction (:mod:`~pain_bridge.schemes.swiss`);
3. ``PmtTpInf/SvcLvl/Cd`` ``SEPA`` with ``LclInstrm/Cd`` ``INST`` → ``epc-sct-inst``;
4. ``PmtTpInf/SvcLvl/Cd`` ``SEPA`` → ``epc-sct``;
5. otherwise no scheme. CBPR+ has no marker in the message: it is only ever chosen.

Detection reads the payment info's own payment type (``PmtInf/PmtTpInf``); a service
level given only per transaction does not select a scheme.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pain_bridge.model import DocumentStart, PaymentInfo
from pain_bridge.schemes.base import SchemeProfile
from pain_bridge.schemes.choice import AUTO, NONE, SchemeChoice, UnknownScheme, parse_choice
from pain_bridge.versions import PainVersion

__all__ = ["AUTO", "NONE", "Applied", "SchemeChoice", "UnknownScheme", "detect", "parse_choice"]

_SWISS_LOCATION = re.compile(r"\.ch\.\d\d(?:\.xsd)?\b")


@dataclass(frozen=True, slots=True)
class Applied:
    """The scheme applied to a payment info and why (for ``scheme.applied``)."""

    scheme: SchemeProfile
    reason: str


def _code(info: PaymentInfo) -> tuple[set[str], str | None]:
    pti = info.payment_type_information
    if pti is None:
        return set(), None
    levels = {s.code for s in pti.service_levels if s.code}
    instrument = pti.local_instrument.code if pti.local_instrument is not None else None
    return levels, instrument


def detect(start: DocumentStart | None, info: PaymentInfo) -> Applied | None:
    """The scheme ``info`` says it follows, with the reason; None when it says none."""
    from pain_bridge.schemes import SCHEMES

    if start is not None and start.pain_version is PainVersion.DK03:
        return Applied(SCHEMES["dk"], "detected from the DK namespace pain.001.003.03")
    location = start.schema_location if start is not None else None
    if location and _SWISS_LOCATION.search(location):
        return Applied(SCHEMES["swiss-sps"], "detected from the Swiss schema location")
    account = info.debtor_account
    iban = (account.iban or "") if account is not None else ""
    if iban[:2].upper() in ("CH", "LI"):
        return Applied(
            SCHEMES["swiss-sps"], f"detected from the {iban[:2].upper()} debtor account IBAN"
        )
    levels, instrument = _code(info)
    if "SEPA" in levels:
        if instrument == "INST":
            return Applied(
                SCHEMES["epc-sct-inst"], "detected from SvcLvl/Cd SEPA and LclInstrm/Cd INST"
            )
        return Applied(SCHEMES["epc-sct"], "detected from SvcLvl/Cd SEPA")
    return None


def applied(choice: SchemeChoice, start: DocumentStart | None, info: PaymentInfo) -> Applied | None:
    """The scheme that applies to ``info`` under ``choice``."""
    from pain_bridge.schemes import SCHEMES

    if choice.name == NONE:
        return None
    if choice.name == AUTO:
        return detect(start, info)
    return Applied(SCHEMES[choice.name], f"chosen with {choice.origin}")
