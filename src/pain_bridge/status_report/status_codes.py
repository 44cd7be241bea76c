"""The status codes a pain.002 may give, as data: what the reader holds a bank's
``GrpSts``, ``PmtInfSts``, ``TxSts`` and ``DtldSts`` to.

``pain.002.001.03`` closes its sets in the schema itself (``TransactionGroupStatus3Code``
for a group or payment information, ``TransactionIndividualStatus3Code`` for a
transaction and a count per status): the bundled schema refuses any other code, and the
Swiss ``.03.ch.02``, read without a schema, is held to the same sets here. From ``.04``
on (``.10`` here) the schema names ISO's external code sets instead
(``ExternalPaymentGroupStatus1Code``, ``ExternalPaymentTransactionStatus1Code``) and
takes any 1 to 4 characters: the sets below are those code sets.

Unlike a reason code (:mod:`.reason_codes`, where a code newer than the table is shown
alone), a status the table does not know is an error (``status.unknown``): a report is
read to learn what was accepted and what refused, and an unknown status says neither, so
it must not pass for an accepted one. Codes are upper case; ``rjct`` is not ``RJCT``.

Source: ISO 20022 External Code Sets (the quarterly ``ExternalCodeSets`` publication of
the ISO 20022 Registration Authority), as transcribed in the public repository
TransactionAuthorizationProtocol/iso20022-external-code-sets
(``code_sets/external_payment_{group,transaction}_status_code.json`` at commit
``7cd45c8e``), which holds the Verification of Payee codes (``RCVC``, ``RVCM``, ...) of
2024-2025; the ``.03`` sets are the enumerations of the bundled ``pain.002.001.03.xsd``
(a test holds them to it). A bank using a code newer than these: add it here.

>>> status_set("pain.002.001.10", group=False) >= {"ACCC", "PATC", "RJCT"}
True
>>> "ACCC" in status_set("pain.002.001.03.ch.02", group=False)
False
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "GROUP_CODE_SET",
    "GROUP_STATUSES",
    "GROUP_STATUSES_03",
    "TRANSACTION_CODE_SET",
    "TRANSACTION_STATUSES",
    "TRANSACTION_STATUSES_03",
    "status_set",
    "status_set_name",
]

GROUP_CODE_SET: Final = "ExternalPaymentGroupStatus1Code"
TRANSACTION_CODE_SET: Final = "ExternalPaymentTransactionStatus1Code"

#: ``TransactionGroupStatus3Code`` of pain.002.001.03 (its schema's enumeration).
GROUP_STATUSES_03: Final = frozenset(
    {"ACTC", "RCVD", "PART", "RJCT", "PDNG", "ACCP", "ACSP", "ACSC", "ACWC"}
)
#: ``TransactionIndividualStatus3Code`` of pain.002.001.03 (its schema's enumeration).
TRANSACTION_STATUSES_03: Final = frozenset({"ACTC", "RJCT", "PDNG", "ACCP", "ACSP", "ACSC", "ACWC"})

#: ``ExternalPaymentGroupStatus1Code``: a group's or a payment information's status.
GROUP_STATUSES: Final = frozenset(
    {
        "ACCC",  # AcceptedSettlementCompleted (creditor's account)
        "ACCP",  # AcceptedCustomerProfile
        "ACSC",  # AcceptedSettlementCompleted (debtor's account)
        "ACSP",  # AcceptedSettlementInProcess
        "ACTC",  # AcceptedTechnicalValidation
        "ACWC",  # AcceptedWithChange
        "PART",  # PartiallyAccepted
        "PDNG",  # Pending
        "RCVC",  # Verification of Payee complete, no mismatch
        "RCVD",  # Received
        "RJCT",  # Rejected
        "RVCM",  # Verification of Payee complete, with mismatches
        "RVNC",  # Verification of Payee not yet complete
    }
)
#: ``ExternalPaymentTransactionStatus1Code``: a transaction's status (and a count's).
TRANSACTION_STATUSES: Final = frozenset(
    {
        "ACCC",  # AcceptedSettlementCompleted (creditor's account)
        "ACCP",  # AcceptedCustomerProfile
        "ACFC",  # AcceptedFundsChecked
        "ACFW",  # funds checked, the initiating party's confirmation outstanding
        "ACIS",  # cheque issued, not yet deposited or cleared
        "ACPD",  # released by the debtor agent, accepted by the clearing
        "ACSC",  # AcceptedSettlementCompleted
        "ACSP",  # AcceptedSettlementInProcess
        "ACTC",  # AcceptedTechnicalValidation
        "ACWC",  # AcceptedWithChange
        "ACWP",  # AcceptedWithoutPosting
        "BLCK",  # Blocked (after ACWP)
        "CANC",  # Cancelled (APIs only)
        "CPUC",  # cash picked up by the creditor
        "PATC",  # PartiallyAcceptedTechnicalCorrect (authorisations outstanding)
        "PDNG",  # Pending
        "PRES",  # Presented (a request for payment, to the debtor)
        "RCVC",  # Verification of Payee complete, no mismatch
        "RCVD",  # Received
        "RJCT",  # Rejected
        "RVCM",  # Verification of Payee complete, with mismatches
        "RVMC",  # Verification of Payee complete, close match
        "RVNA",  # Verification of Payee complete, not applicable
        "RVNC",  # Verification of Payee not yet complete
        "RVNM",  # Verification of Payee complete, mismatch
    }
)


def status_set(version: str, group: bool) -> frozenset[str]:
    """The statuses a pain.002 of ``version`` may give a group or payment information
    (``group``) or a transaction or count per status: the closed sets of ``.03`` (and
    the Swiss ``.03.ch.NN``), ISO's external code sets for later versions."""
    if version.startswith("pain.002.001.03"):
        return GROUP_STATUSES_03 if group else TRANSACTION_STATUSES_03
    return GROUP_STATUSES if group else TRANSACTION_STATUSES


def status_set_name(version: str, group: bool) -> str:
    """The name of the set :func:`status_set` gives, as a message says it."""
    if version.startswith("pain.002.001.03"):
        kind = "TransactionGroupStatus3Code" if group else "TransactionIndividualStatus3Code"
        return f"{kind} (pain.002.001.03)"
    return GROUP_CODE_SET if group else TRANSACTION_CODE_SET
