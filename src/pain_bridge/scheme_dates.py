"""The dates the schemes' rules change on, in one place.

A dated rule (``SchemeRule.from_date``) names one of these; it applies to a payment
whose requested execution date (``ReqdExctnDt``; today when the payment has none) is on
or after the date, so a file written today for a payment in December 2026 is checked by
December's rules. Each date keeps its source and grade (the shared specification's
``schemes.md``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

__all__ = ["DATES", "SchemeDate"]


@dataclass(frozen=True, slots=True)
class SchemeDate:
    """A day a rule takes effect, what changes, and the source that says so."""

    day: date
    what: str
    source: str


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
