"""A pain.002 Customer Payment Status Report as typed, immutable data.

The same model holds a report written from the journal and one read from a bank's file,
so both print alike (``pain2pis status``) and compare in tests.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from pain_bridge.status_report.reason_codes import REASON_NAMES, reason_name
from pain_bridge.status_report.vop_codes import VERIFICATION_REASONS, VOP_STATUSES

__all__ = [
    "OriginalPaymentInfo",
    "Reason",
    "StatusCount",
    "StatusReport",
    "TransactionStatus",
    "Verification",
]


@dataclass(frozen=True, slots=True)
class Reason:
    """One ``StsRsnInf``: an ISO external status reason code (``Rsn/Cd``) or a proprietary
    one (``Rsn/Prtry``), its additional information lines (``AddtlInf``) and who gave the
    reason (``Orgtr``: its name and BIC, where the report names them)."""

    code: str | None = None
    proprietary: str | None = None
    additional: tuple[str, ...] = ()
    originator_name: str | None = None
    originator_bic: str | None = None

    @property
    def name(self) -> str | None:
        """The code's ISO name (``AC01`` → ``IncorrectAccountNumber``); for a Verification
        of Payee reason (``PN01``) its label in :mod:`.vop_codes`; None for a code in
        neither or a proprietary reason."""
        named = reason_name(self.code)
        known = VERIFICATION_REASONS.get(self.code or "")
        if named is None and known is not None:
            return known.name
        return named

    @property
    def meaning(self) -> str | None:
        """ISO's definition of a Verification of Payee reason (``PN01``), None otherwise
        (the status reason table holds names only)."""
        if self.code is None or self.code in REASON_NAMES:
            return None
        known = VERIFICATION_REASONS.get(self.code)
        return known.meaning if known is not None else None


@dataclass(frozen=True, slots=True)
class Verification:
    """The Verification of Payee outcome of one transaction (:mod:`.vop_codes`): the
    status code, its name and ISO's meaning, the payee name the bank matched (for a close
    match, the name its records hold; for a match, the name sent) and the name sent."""

    code: str
    name: str
    meaning: str
    matched_name: str | None
    sent_name: str | None


@dataclass(frozen=True, slots=True)
class StatusCount:
    """One ``NbOfTxsPerSts``: how many transactions (and what sum) of a group or payment
    information have this status."""

    status: str
    number_of_transactions: int | None = None
    control_sum: Decimal | None = None


@dataclass(frozen=True, slots=True)
class TransactionStatus:
    """One ``TxInfAndSts``: the original transaction's ids, its status and why, and the
    amount and parties of the original (``OrgnlTxRef``) where known."""

    status: str | None
    original_end_to_end_id: str | None = None
    original_instruction_id: str | None = None
    reasons: tuple[Reason, ...] = ()
    amount: Decimal | None = None
    currency: str | None = None
    debtor_name: str | None = None
    debtor_iban: str | None = None
    creditor_name: str | None = None
    creditor_iban: str | None = None
    #: The journal's intent this status belongs to (written reports only).
    intent: str | None = None

    @property
    def verification(self) -> Verification | None:
        """The Verification of Payee outcome when the status is one (``RVMC``), else
        None. For a close match the bank gives the name it holds in ``AddtlInf``."""
        outcome = VOP_STATUSES.get(self.status or "")
        if outcome is None:
            return None
        if outcome.code == "RCVC":
            matched = self.creditor_name
        elif outcome.code == "RVMC":
            lines = [line for reason in self.reasons for line in reason.additional]
            matched = " ".join(lines) or None
        else:
            matched = None
        return Verification(
            outcome.code, outcome.name, outcome.meaning, matched, self.creditor_name
        )


@dataclass(frozen=True, slots=True)
class OriginalPaymentInfo:
    """One ``OrgnlPmtInfAndSts``."""

    original_id: str
    status: str | None = None
    number_of_transactions: int | None = None
    control_sum: Decimal | None = None
    reasons: tuple[Reason, ...] = ()
    per_status: tuple[StatusCount, ...] = ()
    transactions: tuple[TransactionStatus, ...] = ()


@dataclass(frozen=True, slots=True)
class StatusReport:
    """One pain.002 document: about one original message."""

    message_id: str
    created: str
    original_message_id: str
    original_message_name: str
    group_status: str | None = None
    original_created: str | None = None
    original_number_of_transactions: int | None = None
    original_control_sum: Decimal | None = None
    reasons: tuple[Reason, ...] = ()
    per_status: tuple[StatusCount, ...] = ()
    payment_infos: tuple[OriginalPaymentInfo, ...] = ()
    #: The pain.002 version (``pain.002.001.03`` … ``.14``, ``pain.002.002.03``, the Swiss
    #: ``pain.002.001.03.ch.02``); reports written are ``.03`` or ``.10``.
    version: str = "pain.002.001.03"

    @property
    def transactions(self) -> tuple[TransactionStatus, ...]:
        return tuple(tx for info in self.payment_infos for tx in info.transactions)

    @property
    def refuses_any(self) -> bool:
        """Whether the report rejects something (``RJCT``) at any level: the whole
        message, a payment information or a transaction."""
        statuses = [self.group_status]
        for info in self.payment_infos:
            statuses.append(info.status)
            statuses.extend(tx.status for tx in info.transactions)
        return "RJCT" in statuses
