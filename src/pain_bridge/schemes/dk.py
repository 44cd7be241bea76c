"""The German DK scheme (Die Deutsche Kreditwirtschaft, DFÜ-Abkommen Anlage 3): the EPC
SCT rules (DK-05) in the ``dk`` family, plus what the catalogue confirms of DK's own.

Detected from the DK namespace ``pain.001.003.03``; the GBIC schemas of .09 keep the ISO
namespace, so a DK .09 file is chosen (``--scheme dk``), not detected.
"""

from __future__ import annotations

from pain_bridge.examples import Example
from pain_bridge.findings import Severity
from pain_bridge.schemes.base import Grade, Markers, SchemeProfile, SchemeRule, rule
from pain_bridge.schemes.epc import EXECUTION_DAY, SCT_RULES
from pain_bridge.versions import PainVersion

E = Severity.ERROR
S = Grade.S

__all__ = ["DK", "DK_RULES"]

#: EPC SCT's rules, each in the dk family, but the character set: DK's own copy of the
#: SEPA set is a rule (DK-02), where EPC leaves rejection to the bank.
DK_RULES: tuple[SchemeRule, ...] = (
    *(r.in_family("dk") for r in SCT_RULES if r.check != "charset"),
    rule(
        "dk.charset", "charset", E, "DK-02", S,
        "DK IG 2.7 character set via xmldation (S)",
        summary="characters outside the scheme's character set (with a transliteration).",
        charset="epc-latin", refines=("text.charset",), supersedes=True,
        examples=(
            Example("sct", "<Nm>Creditor BV</Nm>", "<Nm>Пётр Ωμέγα BV</Nm>", "Пётр"),
        ),
    ),
    EXECUTION_DAY.in_family("dk"),
)  # fmt: skip

DK = SchemeProfile(
    name="dk",
    label="DK",
    title="German DK (DFÜ-Abkommen Anlage 3)",
    family="dk",
    source="DK Anlage 3 (not available: EPC SCT rules and the DK character set as "
    "restated by XMLdation)",
    rules=DK_RULES,
    # the GBIC schemas of .09 (DK-01, S), and the older DK namespace pain.001.003.03,
    # which some banks take until 11/2026 (DK-04, UNCONFIRMED)
    versions=(PainVersion.V09, PainVersion.DK03),
    markers=Markers(label="DK", namespace=PainVersion.DK03),
)
