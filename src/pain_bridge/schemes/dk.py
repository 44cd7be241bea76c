"""The German DK scheme (Die Deutsche Kreditwirtschaft, DFÜ-Abkommen Anlage 3): the EPC
SCT rules (DK-05) in the ``dk`` family, plus what the catalogue confirms of DK's own.

Detected from the DK namespace ``pain.001.003.03``; the GBIC schemas of .09 keep the ISO
namespace, so a DK .09 file is chosen (``--scheme dk``), not detected.
"""

from __future__ import annotations

from pain_bridge.schemes.base import SchemeProfile, SchemeRule
from pain_bridge.schemes.epc import SCT_RULES

__all__ = ["DK", "DK_RULES"]

#: EPC SCT's rules, each in the dk family.
DK_RULES: tuple[SchemeRule, ...] = tuple(r.in_family("dk") for r in SCT_RULES)

DK = SchemeProfile(
    name="dk",
    title="German DK (DFÜ-Abkommen Anlage 3)",
    family="dk",
    source="DK Anlage 3 (not available: EPC SCT rules and the DK character set as "
    "restated by XMLdation)",
    rules=DK_RULES,
)
