"""The Swiss Payment Standards (``swiss-sps``): SIX SPS IG pain.001, SPS 2025 v2.2 of
24.02.2025 (schema ``pain.001.001.09.ch.03.xsd``), read in full (grade P).

Rules may apply to some payment types only (:mod:`pain_bridge.schemes.swiss`: D1, D2,
S, X, C), decided per transaction by the guideline's decision tree.
"""

from __future__ import annotations

from pain_bridge.findings import Severity
from pain_bridge.schemes.base import Grade, SchemeProfile, SchemeRule, rule
from pain_bridge.schemes.swiss import SwissType, payment_type

__all__ = ["SPS_RULES", "SWISS_SPS"]

E, W, N = Severity.ERROR, Severity.WARNING, Severity.INFO
P, S, U = Grade.P, Grade.S, Grade.UNCONFIRMED
IG = "SIX SPS IG pain.001 v2.2"

SPS_RULES: tuple[SchemeRule, ...] = (
    rule(
        "sps.currency", "currency", E, "CH-32", P, f"{IG} Tab. 16 p. 54 (D V1: CHF or EUR)",
        variants=("D1",), allowed=("CHF", "EUR"),
    ),
    rule(
        "sps.currency", "currency", E, "CH-32", P, f"{IG} Tab. 16 p. 54 (D V2: CHF only)",
        variants=("D2",), allowed=("CHF",),
    ),
    rule(
        "sps.currency", "currency", E, "CH-32", P, f"{IG} Tab. 16 p. 54 (S: EUR only)",
        variants=("S",), allowed=("EUR",),
    ),
    rule(
        "sps.name-length", "name-length", E, "CH-23", P,
        f"{IG} §3.11 p. 25, Tab. 14–16 (type S: 70 characters)",
        variants=("S",), maximum=70,
    ),
)  # fmt: skip

SWISS_SPS = SchemeProfile(
    name="swiss-sps",
    title="Swiss Payment Standards (SIX SPS 2025)",
    family="sps",
    source=f"{IG} (SPS 2025, 24.02.2025), pain.001.001.09.ch.03",
    rules=SPS_RULES,
    variants=tuple(SwissType),
    variant_of=payment_type,
)
