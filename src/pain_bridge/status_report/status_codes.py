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

import functools
from typing import Final

from pain_bridge.status_report.editions import EDITIONS
from pain_bridge.xsd_paths import _complex_types

_XS: Final = "{http://www.w3.org/2001/XMLSchema}"

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


def _closed_schema(version: str) -> str | None:
    """The bundled schema whose enumerations close ``version``'s status sets, or None
    when the version names ISO's external code sets (the Swiss variant: ``.03``'s)."""
    edition = EDITIONS.get(version)
    if edition is None or not edition.closed_statuses:
        return None
    return edition.schema or "pain.002.001.03"


@functools.cache
def _enumeration(schema: str, group: bool) -> tuple[str, frozenset[str]]:
    """The type of ``GrpSts`` (``group``) or ``TxSts`` in ``schema`` and its values."""
    root = next(iter(_complex_types(schema).values())).getparent()
    assert root is not None
    tag = "GrpSts" if group else "TxSts"
    declared = next(e for e in root.iter(f"{_XS}element") if e.get("name") == tag)
    type_name = str(declared.get("type"))
    simple = next(t for t in root.iterfind(f"{_XS}simpleType") if t.get("name") == type_name)
    values = frozenset(str(v.get("value")) for v in simple.iter(f"{_XS}enumeration"))
    return type_name, values


def status_set(version: str, group: bool) -> frozenset[str]:
    """The statuses a pain.002 of ``version`` may give a group or payment information
    (``group``) or a transaction or count per status: the closed sets of ``.03`` –
    ``.07`` and the DK ``.002.03`` (their schemas' enumerations; the Swiss ``.03.ch.NN``
    takes ``.03``'s), ISO's external code sets from ``.08`` on."""
    schema = _closed_schema(version)
    if schema is not None:
        return _enumeration(schema, group)[1]
    return GROUP_STATUSES if group else TRANSACTION_STATUSES


def status_set_name(version: str, group: bool) -> str:
    """The name of the set :func:`status_set` gives, as a message says it."""
    schema = _closed_schema(version)
    if schema is not None:
        return f"{_enumeration(schema, group)[0]} ({schema})"
    return GROUP_CODE_SET if group else TRANSACTION_CODE_SET
