"""Status reports from the journal: one pain.002 per original pain.001 message.

Every intent submitted from a pain.001 file carries, in the journal, where its
transactions come from in that message (``IntentRecord.source``: the message id, name,
totals and each transaction's payment information, position and ids), and in the
message of every later file that repeated it (its ``origins``). The intents of one
message are gathered, each of their transactions is given the status of
:mod:`.statuses`, and payment information and group statuses are derived from those.
A transaction that repeats one of an earlier message is reported with the status of that
one payment (the journal sent it once), and says so in its additional information.

An intent without that record (submitted from payment intent JSON, or by a version that
did not keep it) has no original message to report on: it is returned as *unplaced*,
never given an invented one.

The report's version follows the original's (:attr:`PainVersion.status_report`):
pain.002.001.03 for a pain.001.001.03–.08, pain.002.001.10 for a pain.001.001.09–.13. Journals
written before the version was kept (no ``namespace`` in the source) named every message
pain.001.001.03: those are reported so, and listed in :attr:`Reports.unversioned`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from typing import Any, Generic, Protocol, TypeVar

from pain_bridge.status_report.model import (
    OriginalPaymentInfo,
    Reason,
    StatusReport,
    TransactionStatus,
)
from pain_bridge.status_report.statuses import group_status, translate
from pain_bridge.versions import PainVersion

__all__ = ["JournalRecord", "Reports", "reports_from_journal", "transaction_status"]


class _Origin(Protocol):
    @property
    def source(self) -> Mapping[str, Any] | None: ...


class JournalRecord(Protocol):
    """What a report reads of a journal's intent
    (:class:`pain_bridge.gateway.journal.IntentRecord` is one): the status reports sit
    below the gateway, which holds the journal, and name only what they read."""

    @property
    def data(self) -> Mapping[str, Any]: ...
    @property
    def state(self) -> str: ...
    @property
    def payment_status(self) -> str | None: ...
    @property
    def error(self) -> Mapping[str, Any] | None: ...
    @property
    def error_retryable(self) -> bool | None: ...
    @property
    def source(self) -> Mapping[str, Any] | None: ...
    @property
    def origins(self) -> Sequence[_Origin]: ...
    @property
    def short_id(self) -> str: ...


R = TypeVar("R", bound=JournalRecord)

#: ``AddtlInf`` is ``Max105Text``.
_ADDITIONAL_MAX = 105


@dataclass(frozen=True, slots=True)
class Reports(Generic[R]):
    """The reports of the records given, and the records no report can hold."""

    reports: tuple[StatusReport, ...]
    unplaced: tuple[R, ...]
    #: Original message ids whose version the journal did not record (an older
    #: pain2pis): reported as pain.001.001.03, which they may not be.
    unversioned: tuple[str, ...] = ()


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _ADDITIONAL_MAX else text[: _ADDITIONAL_MAX - 1] + "…"


def _decimal(value: Any) -> Decimal | None:
    try:
        return Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None


def _reasons(record: JournalRecord) -> tuple[str, tuple[Reason, ...]]:
    error = record.error or {}
    source = record.payment_status or record.state
    row = translate(str(source), error.get("code"), bool(record.error_retryable))
    if not row.reason:
        return row.status, ()
    said = error.get("message") if not record.payment_status else None
    text = f"{row.why}: {said}" if said else row.why
    return row.status, (Reason(code=row.reason, additional=(_clip(text),)),)


def transaction_status(
    record: JournalRecord,
    carried: Mapping[str, Any],
    *,
    intent: str | None = None,
    same_as: str | None = None,
) -> TransactionStatus:
    """The status of one original transaction that ``record`` carries (``carried``: its
    entry in the record's source), with the amount and parties from the intent's data.
    ``same_as``: the earlier message whose payment this transaction repeats."""
    status, reasons = _reasons(record)
    if same_as is not None:
        note = f"the same payment as in message {same_as}: sent once, this is its status"
        reasons = (*reasons, Reason(additional=(_clip(note),)))
    at_info, at_tx = carried["at"]
    info = record.data["payment_info"][at_info]
    tx = info["transactions"][at_tx]
    amount = (tx.get("amount") or {}).get("instructed_amount") or {}
    debtor_account = (info.get("debtor_account") or {}).get("identification") or {}
    creditor_account = (tx.get("creditor_account") or {}).get("identification") or {}
    return TransactionStatus(
        status=status,
        original_end_to_end_id=carried.get("end_to_end_id"),
        original_instruction_id=carried.get("instruction_id"),
        reasons=reasons,
        amount=_decimal(amount.get("value")),
        currency=amount.get("currency"),
        debtor_name=(info.get("debtor") or {}).get("name"),
        debtor_iban=debtor_account.get("iban"),
        creditor_name=(tx.get("creditor") or {}).get("name"),
        creditor_iban=creditor_account.get("iban"),
        intent=intent or record.short_id,
    )


def _report_version(original: Mapping[str, Any]) -> str:
    """The pain.002 version for the original message (``.03`` for a name not known)."""
    for version in PainVersion:
        if version.value == original.get("message_name"):
            return version.status_report
    return PainVersion.V03.status_report


def _report_id(original: Mapping[str, Any], created: datetime) -> str:
    seed = f"{original.get('message_id')}|{original.get('created')}|{created.isoformat()}"
    digest = hashlib.sha256(seed.encode()).hexdigest()[:8].upper()
    return f"PB-STS-{created:%Y%m%d%H%M%S}-{digest}"


def _report(
    original: Mapping[str, Any],
    statuses: dict[tuple[int, int], TransactionStatus],
    created: datetime,
) -> StatusReport:
    infos = []
    for i, info in enumerate(original.get("payment_infos") or []):
        txs = tuple(statuses[key] for key in sorted(statuses) if key[0] == i)
        if not txs:
            continue
        infos.append(
            OriginalPaymentInfo(
                original_id=str(info.get("id") or f"{original.get('message_id')}-{i + 1}"),
                status=group_status(tx.status for tx in txs if tx.status),
                number_of_transactions=info.get("nb_of_txs"),
                control_sum=_decimal(info.get("ctrl_sum")),
                transactions=txs,
            )
        )
    return StatusReport(
        message_id=_report_id(original, created),
        created=created.isoformat(),
        original_message_id=str(original.get("message_id")),
        original_message_name=str(original.get("message_name")),
        group_status=group_status(s.status for s in statuses.values() if s.status),
        original_created=original.get("created"),
        original_number_of_transactions=original.get("nb_of_txs"),
        original_control_sum=_decimal(original.get("ctrl_sum")),
        payment_infos=tuple(infos),
        version=_report_version(original),
    )


def _placements(record: JournalRecord) -> list[Mapping[str, Any]]:
    """Where ``record``'s transactions sit in original messages: the source of each file
    that planned it, first first (the record's own source when no origins were read)."""
    sources = [origin.source for origin in record.origins] or [record.source]
    return [s for s in sources if s and (s.get("message") or {}).get("message_id")]


def _message_key(original: Mapping[str, Any]) -> tuple[str, str]:
    return str(original["message_id"]), str(original.get("created"))


def reports_from_journal(records: Iterable[R], *, now: datetime | None = None) -> Reports[R]:
    """One :class:`StatusReport` per original message among ``records`` (in the order
    their messages first appear), and the records that have no original message."""
    created = (now or datetime.now(UTC)).replace(microsecond=0)
    originals: dict[tuple[str, str], Mapping[str, Any]] = {}
    statuses: dict[tuple[str, str], dict[tuple[int, int], TransactionStatus]] = {}
    unplaced: list[R] = []
    for record in records:
        placements = _placements(record)
        if not placements:
            unplaced.append(record)
            continue
        first = placements[0]["message"]
        for source in placements:
            original = source["message"]
            key = _message_key(original)
            known = originals.get(key)
            if known is None or (original.get("namespace") and not known.get("namespace")):
                originals[key] = original  # a version recorded wins over one that was not
            same_as = None if key == _message_key(first) else str(first["message_id"])
            found = statuses.setdefault(key, {})
            for carried in source.get("transactions") or []:
                position = (int(carried["payment_info"]), int(carried["index"]))
                found[position] = transaction_status(record, carried, same_as=same_as)
    reports = tuple(_report(originals[key], statuses[key], created) for key in originals)
    unversioned = tuple(
        str(original["message_id"])
        for original in originals.values()
        if not original.get("namespace")
    )
    return Reports(reports, tuple(unplaced), unversioned)
