"""Swift CBPR+ (cross-border payments and reporting plus), pain.001.001.09.

A pain.001 carries no marker of CBPR+: the scheme applies by channel, so it is only
ever chosen (``--scheme cbpr-plus``, configuration, a skill's profile), never detected.
The CBPR+ pain.001 usage guideline was not read; its address rules are well corroborated
(``spec/schemes.md`` §3).
"""

from __future__ import annotations

from pain_bridge.schemes.base import SchemeProfile, SchemeRule

__all__ = ["CBPR_PLUS", "CBPR_RULES"]

CBPR_RULES: tuple[SchemeRule, ...] = ()

CBPR_PLUS = SchemeProfile(
    name="cbpr-plus",
    title="Swift CBPR+ (cross-border)",
    family="cbpr",
    source="CBPR+ address rules as restated by rulestamp-cbpr-address-lint, JPMorgan and "
    "XMLdation; the CBPR+ pain.001 usage guideline itself not read",
    rules=CBPR_RULES,
)
