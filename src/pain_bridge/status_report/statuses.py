"""From what the service and the journal say to ISO 20022 statuses: one table, as data.

Each row reads: an intent in this journal state or with this payment status (with this
error code, where it matters) is reported with this ISO transaction status (``TxSts``)
and this external status reason code, for this reason. The payment status the service
last reported wins over the journal state; the first row that matches is taken.

The group status (``GrpSts``) and each payment information status (``PmtInfSts``) are
derived from their transactions' (:func:`group_status`), as pain.002 defines them:
one status for all when they all share it; ``RJCT`` when every transaction is rejected;
``PART`` when some are rejected and others not, or some are still pending while others
are accepted; when all are accepted at different stages, the least advanced of them
(a group is only as far as its slowest transaction).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

__all__ = ["ROWS", "IsoStatus", "Row", "group_status", "translate"]


class IsoStatus(StrEnum):
    """The transaction statuses a pain.002 we write uses (``TransactionIndividualStatus3Code``)."""

    PDNG = "PDNG"  # pending: not yet final, further updates follow
    ACTC = "ACTC"  # accepted technical validation
    ACCP = "ACCP"  # accepted customer profile (here: authorized by the customer)
    ACSP = "ACSP"  # accepted, settlement in process
    ACSC = "ACSC"  # accepted, settlement completed
    RJCT = "RJCT"  # rejected
    PART = "PART"  # (groups only) partially accepted


#: Accepted statuses, least advanced first: a group of these is at its slowest one.
_ACCEPTED: Final = (IsoStatus.ACTC, IsoStatus.ACCP, IsoStatus.ACSP, IsoStatus.ACSC)


@dataclass(frozen=True, slots=True)
class Row:
    """One translation: ``source`` is a journal state or a service payment status,
    ``error`` an error code it applies to (``*``: any, ``transient``: a failure the next
    run retries)."""

    source: str
    error: str
    status: IsoStatus
    reason: str
    why: str


ROWS: Final[tuple[Row, ...]] = (
    # -- the service's payment statuses (pis-interface.md §3)
    Row("new_payment_input", "*", IsoStatus.PDNG, "NARR",
        "the service has the payment details; the bank has not yet seen them"),
    Row("payment_input_submitted", "*", IsoStatus.PDNG, "NARR",
        "the service sent the payment to the bank, which has not yet answered"),
    Row("payment_received", "*", IsoStatus.ACTC, "",
        "the bank received the payment and answered with its id: technically accepted"),
    Row("payment_authorized", "*", IsoStatus.ACCP, "",
        "the customer authorized the payment at the bank"),
    Row("payment_in_process", "*", IsoStatus.ACSP, "",
        "the bank is processing the payment: accepted, settlement in process"),
    Row("payment_completed", "*", IsoStatus.ACSC, "",
        "settled in the debtor's and the creditor's accounts"),
    Row("payment_failed", "*", IsoStatus.RJCT, "MS03",
        "the bank cancelled, rejected or failed the payment (its reason is not given)"),
    # -- journal states, before the payment has a status of its own
    Row("planned", "*", IsoStatus.PDNG, "NARR", "not yet sent to the service"),
    Row("session_created", "*", IsoStatus.PDNG, "NARR", "not yet sent to the service"),
    Row("submitting", "*", IsoStatus.PDNG, "NARR",
        "sent to the service; its answer is not yet recorded"),
    Row("unknown", "*", IsoStatus.PDNG, "NARR",
        "sent without a trustworthy answer: it may or may not be registered"),
    Row("registered", "*", IsoStatus.PDNG, "NARR",
        "registered at the service, but its authorization link was lost"),
    Row("submitted", "*", IsoStatus.PDNG, "NARR",
        "registered; awaiting the customer's authorization at the bank"),
    Row("failed", "transient", IsoStatus.PDNG, "NARR",
        "refused for now (a transient failure): the next run sends it again"),
    Row("failed", "*", IsoStatus.RJCT, "MS03",
        "refused by the service; its message says why"),
    Row("abandoned", "*", IsoStatus.RJCT, "MS02",
        "given up by the operator (an outcome that could not be settled)"),
    Row("authorization_failed", "access_denied", IsoStatus.RJCT, "CUST",
        "the customer refused the payment at the bank"),
    Row("authorization_failed", "*", IsoStatus.RJCT, "MS03",
        "the bank's authorization failed; its message says why"),
    Row("authorized", "*", IsoStatus.ACCP, "",
        "the customer authorized the payment; its status is not yet read"),
    Row("token_exchanged", "*", IsoStatus.ACCP, "",
        "the customer authorized the payment; its status is not yet read"),
)  # fmt: skip


def translate(source: str, error: str | None = None, transient: bool = False) -> Row:
    """The row for a journal state or payment status ``source`` (and its error code)."""
    for row in ROWS:
        if row.source != source:
            continue
        if row.error == "*" or row.error == error or (row.error == "transient" and transient):
            return row
    raise KeyError(f"no status translation for {source!r}")


def group_status(statuses: Iterable[str]) -> str | None:
    """The status of a group (or payment information) of transactions with
    ``statuses`` (see the module docstring); None for an empty group."""
    found = set(statuses)
    if not found:
        return None
    if len(found) == 1:
        return next(iter(found))
    rejected = IsoStatus.RJCT in found
    accepted = [s for s in _ACCEPTED if s in found]
    if rejected or (IsoStatus.PDNG in found and accepted):
        return IsoStatus.PART
    if accepted and found <= set(_ACCEPTED):
        return accepted[0]
    return IsoStatus.PART
