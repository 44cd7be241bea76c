"""The EPC schemes: SEPA Credit Transfer (``epc-sct``) and SEPA Instant Credit Transfer
(``epc-sct-inst``), customer-to-PSP, pain.001.001.09 (and .03).

Sources (``spec/schemes.md`` §1–2): the EPC C2PSP IG text itself (EPC132-08 2025 v1.0)
was not read; rules come from the SIX SPS IG v2.2, which restates the SEPA (type S)
restrictions it takes from EPC132-08 (P), the XMLdation EPC knowledge base (S), and the
EPC's own pages on the 2025 rulebooks and addresses (P).
"""

from __future__ import annotations

from pain_bridge.findings import Severity
from pain_bridge.schemes.base import Grade, SchemeProfile, SchemeRule, rule

__all__ = ["EPC_SCT", "EPC_SCT_INST", "SCT_RULES"]

E, W, N = Severity.ERROR, Severity.WARNING, Severity.INFO
P, S, U = Grade.P, Grade.S, Grade.UNCONFIRMED

#: The rules of SCT, in the ``epc`` family (SCT Inst and DK take them too).
SCT_RULES: tuple[SchemeRule, ...] = (
    rule(
        "epc.currency", "currency", E, "EPC-SCT-03", S,
        "XMLdation EPC/Amt; SIX SPS IG v2.2 Tab. 16 p. 54 (S: «Darf nur EUR enthalten»)",
        allowed=("EUR",),
    ),
    rule(
        "epc.name-length", "name-length", E, "EPC-SCT-15", P,
        "SIX SPS IG v2.2 §3.11 p. 25 restating SEPA («Einschränkung von 70 Zeichen»)",
        maximum=70,
    ),
)  # fmt: skip

EPC_SCT = SchemeProfile(
    name="epc-sct",
    title="EPC SEPA Credit Transfer (SCT)",
    family="epc",
    source="EPC132-08 SCT C2PSP IG 2025 v1.0 (as restated by the SIX SPS IG v2.2 and "
    "XMLdation), EPC 2025 rulebook pages",
    rules=SCT_RULES,
)

#: SCT Inst: SCT's rules (EPC-INST-05, the differences are few) and its own.
EPC_SCT_INST = SchemeProfile(
    name="epc-sct-inst",
    title="EPC SEPA Instant Credit Transfer (SCT Inst)",
    family="epc",
    source="EPC SCT Inst C2PSP IG (not read: its differences from SCT as catalogued)",
    rules=SCT_RULES,
)
