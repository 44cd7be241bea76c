"""The dates the schemes' rules change on, in one place.

A dated rule (``SchemeRule.from_date``) names one of these; it applies to a payment
whose requested execution date (``ReqdExctnDt``; today when the payment has none) is on
or after the date, so a file written today for a payment in December 2026 is checked by
December's rules: a rule of how the payment is settled (an address the settlement refuses)
is decided by the day it is settled. A date of a message format (``by="creation"``: a
Swift Standards Release, which changes what the network accepts from its live date) is
decided instead by the message's creation date (``GrpHdr/CreDtTm``; today when it has
none): a message is validated when it travels, which is when it is written, not when the
payment it asks for is executed. Each date keeps its source and grade (the shared
specification's ``schemes.md``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

__all__ = ["DATES", "SchemeDate", "creation_day"]


@dataclass(frozen=True, slots=True)
class SchemeDate:
    """A day a rule takes effect, what changes, and the source that says so."""

    day: date
    what: str
    source: str
    #: what decides it: the payment's requested execution date, or the message's
    #: creation date (a release of the message's format)
    by: Literal["execution", "creation"] = "execution"


#: Every date a scheme rule depends on, by name.
DATES: dict[str, SchemeDate] = {
    "epc.unstructured-address-refused": SchemeDate(
        date(2026, 11, 15),
        "EPC: an address only in AdrLine (no TwnNm and Ctry) is refused for settlement "
        "from this day (2025 rulebooks v1.1; v1.0 said 22 November 2026)",
        "P: EPC node/27691 and guidance v2.1 §7.4 (the inter-PSP settlement date decides)",
    ),
    "cbpr.unstructured-address-refused": SchemeDate(
        date(2026, 11, 14),
        "CBPR+: fully unstructured addresses refused from the November 2026 Swift release",
        "S: JPMorgan H2H page (14 Nov 2026); rulestamp-cbpr-address-lint",
    ),
    "cbpr.sr2026": SchemeDate(
        date(2026, 11, 14),
        "CBPR+: the SR2026 usage rules of pain.001 (PmtInfId = MsgId, agents' name and address "
        "together, each creditor agent instruction code once) apply to messages created from "
        "the November 2026 Swift release",
        "S: JPMorgan (the November 2026 CBPR+ release, 14 Nov 2026); cbpr-usage-rules SR2026 "
        "rule set; the rule sheet's own live date UNCONFIRMED",
        by="creation",
    ),
    "epc.hybrid-address-allowed": SchemeDate(
        date(2025, 10, 5),
        "EPC: hybrid addresses (TwnNm + Ctry + up to two AdrLine) allowed under the 2025 rulebooks",
        "P: EPC node/27691",
    ),
    "sps.hybrid-address-allowed": SchemeDate(
        date(2025, 11, 22),
        "Swiss SPS 2025 v2.2: hybrid addresses allowed (at most two AdrLine)",
        "P: SIX SPS IG pain.001 v2.2 §3.11 Tab. 9 p. 24",
    ),
}


def creation_day(stamp: str | None) -> date | None:
    """The day of a ``CreDtTm`` (``2026-12-01T10:00:00+01:00``: its local day), None
    when absent or unreadable (the schema reports that)."""
    if not stamp:
        return None
    try:
        return date.fromisoformat(stamp[:10])
    except ValueError:
        return None
