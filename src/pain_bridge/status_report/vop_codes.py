"""Verification of Payee (VoP) in a pain.002, as data: the outcome codes, their names and
meanings, and where a report carries the payee name the bank matched.

The EU Instant Payments Regulation (Regulation (EU) 2024/886) makes the payer's bank
check the payee's name against the account before a SEPA credit transfer is executed
(since 9 October 2025); for a file of payments the bank reports the outcome per
transaction in a pain.002. ISO 20022 gives the outcomes as **status codes** (not as
status reasons): in ``ExternalPaymentTransactionStatus1Code`` (``TxSts``) and, for a
group or payment information, ``ExternalPaymentGroupStatus1Code`` (``GrpSts``,
``PmtInfSts``); why a check could not be made is an ``ExternalVerificationReason1Code``.

Source and edition: the ISO 20022 External Code Sets as the Registration Authority
publishes them (``ExternalCodeSets`` JSON schema, ``external_code_sets.json``), in the
public repository TransactionAuthorizationProtocol/iso20022-external-code-sets at commit
``7cd45c8eec0557131de48245ab4f4c32123c0699`` (2025-03-11; files
``code_sets/external_payment_transaction_status_code.json``,
``external_payment_group_status_code.json``, ``external_verification_reason_code.json``).
That publication gives each code's definition, quoted below as its meaning, word for
word; it does not name an edition, so the edition is the one current on 2025-03-11 (the
first quarter of 2025 at the latest, the one that added the VoP codes). It gives no
names either: the names here are this project's short labels, the four outcomes of the
EPC's VOP scheme rulebook (match, close match, no match, verification not possible) and
the definition's words for the others.

Where the matched name is: for a close match (``RVMC``) the name the payee's bank holds
is in the transaction's ``StsRsnInf/AddtlInf``, and ``OrgnlTxRef/Cdtr`` keeps the name
the payer sent (the German DK's format, DFÜ-Abkommen Anlage 3 version 3.9, section
2.2.6, as read by hbci4j/hbci4java's ``ParsePain00200110``); for a match (``RCVC``) the
name sent is the matched one.

>>> VOP_STATUSES["RVMC"].name
'close match'
>>> VERIFICATION_REASONS["PN02"].name
'name and account: close match'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

__all__ = ["EDITION", "SOURCE", "VERIFICATION_REASONS", "VOP_STATUSES", "VopCode"]

EDITION: Final = "ISO 20022 ExternalCodeSets as published on 2025-03-11 (1Q2025 at the latest)"
SOURCE: Final = (
    "TransactionAuthorizationProtocol/iso20022-external-code-sets "
    "@ 7cd45c8eec0557131de48245ab4f4c32123c0699"
)


@dataclass(frozen=True, slots=True)
class VopCode:
    """One code: its short name, ISO's definition, and whether the check found the
    payee's name to fit (``True``), not to fit (``False``) or could not tell (None)."""

    code: str
    name: str
    meaning: str
    matched: bool | None = None


def _table(*codes: VopCode) -> Mapping[str, VopCode]:
    return MappingProxyType({c.code: c for c in codes})


#: The VoP status codes (``TxSts``; ``RCVC``, ``RVCM`` and ``RVNC`` also at group level),
#: with the transaction's definition.
VOP_STATUSES: Final = _table(
    VopCode(
        "RCVC",
        "match",
        "Verification of Payee check has been applied to received transaction stating to be "
        "complete without mismatching data.",
        True,
    ),
    VopCode(
        "RVMC",
        "close match",
        "Verification of Payee check has been applied to received transaction stating to be "
        "complete with data matching closely.",
        False,
    ),
    VopCode(
        "RVNM",
        "no match",
        "Verification of Payee check has been applied to received transaction stating to be "
        "complete with mismatching data.",
        False,
    ),
    VopCode(
        "RVNA",
        "verification not possible",
        "Verification of Payee check has been applied to received transaction stating to be "
        "complete with not applicable data.",
    ),
    VopCode(
        "RVNC",
        "verification not yet complete",
        "Verification of party check on the transaction is not yet completed.",
    ),
    VopCode(
        "RVCM",
        "complete, with mismatches",
        "Verification of Payee checks have been applied to received transaction stating to "
        "be completed containing mismatching data.",
        False,
    ),
)

#: ``ExternalVerificationReason1Code``: why a check failed or could not be made.
VERIFICATION_REASONS: Final = _table(
    VopCode("AC01", "account number invalid", "Account number provided in the request is "
            "invalid or missing."),
    VopCode("AG01", "transaction forbidden", "Transaction forbidden on this type of account "
            "(Payment cannot be made to this account for example not open for deposits, "
            "blocked, closed)."),
    VopCode("AGNT", "agent incorrect", "Agent identification provided in the request is "
            "incorrect"),
    VopCode("BNOR", "PSP not in the scheme", "PSP is not registered under this Scheme."),
    VopCode("DS28", "technical problem", "Return following technical problems resulting in "
            "erroneous transaction."),
    VopCode("DUPL", "duplicate request", "Request is a duplicate of another request"),
    VopCode("FF01", "file format invalid", "File format incomplete or invalid."),
    VopCode("MS03", "reason not specified", "Reason has not been specified by agent."),
    VopCode("NORR", "no response", "No response on request within timeframe."),
    VopCode("NR01", "not confirmed, no reason", "PSP not able to confirm details and no "
            "reason is stated."),
    VopCode("PI01", "identification and account: no match", "Account Owner Identification "
            "and Payment Account number do not match.", False),
    VopCode("PN01", "name and account: no match", "Account Owner name and Payment Account "
            "number do not match.", False),
    VopCode("PN02", "name and account: close match", "Account Owner name and Payment Account "
            "number is a close match.", False),
    VopCode("RC03", "debtor bank identifier invalid", "Debtor bank identifier is invalid or "
            "missing."),
    VopCode("RC04", "creditor bank identifier invalid", "Creditor bank identifier is invalid "
            "or missing."),
    VopCode("TM01", "after cut-off", "Associated message was received after agreed "
            "processing cut-off time."),
)  # fmt: skip
