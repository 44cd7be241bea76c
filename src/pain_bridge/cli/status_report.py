"""The pain.002 side of ``pain2pis status``: writing the journal's statuses as status
reports (``--report pain.002 -o PATH``) and showing a bank's report (``--from-file``)."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.table import Table

from pain_bridge.errors import InputError
from pain_bridge.gateway.journal import IntentRecord
from pain_bridge.status_report import (
    ReadReport,
    StatusReport,
    TransactionStatus,
    read_report,
    reports_from_journal,
    write_report,
)

__all__ = ["show_file", "write_reports"]


def _file_name(report: StatusReport) -> str:
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", report.original_message_id).strip("._") or "message"
    return f"{safe}.pain.002.xml"


def write_reports(
    records: Sequence[IntentRecord], output: Path, message: str | None, err: Console
) -> list[Path]:
    """Write one pain.002 per original message of ``records`` (only ``message`` when
    given) to ``output``: the file itself for one report, or into it when it is a
    directory. Raises :class:`InputError` when there is nothing to report or several
    reports and a file name."""
    built = reports_from_journal(records)
    reports = [r for r in built.reports if message is None or r.original_message_id == message]
    for record in built.unplaced:
        err.print(
            f"[yellow]{record.short_id} {record.label}: no original pain.001 message in the "
            "journal (submitted from JSON?): not in any report[/]"
        )
    for original in built.unversioned:
        if message is None or original == message:
            err.print(
                f"[yellow]{original}: the journal was written by an older pain2pis that did not"
                " record the message's version: reported as a pain.001.001.03"
                " (pain.002.001.03), which it may not be[/]"
            )
    if not reports:
        known = ", ".join(sorted({r.original_message_id for r in built.reports})) or "none"
        raise InputError(f"no pain.001 message to report on (messages in the journal: {known})")
    if output.is_dir():
        paths = [output / _file_name(report) for report in reports]
    elif len(reports) == 1:
        paths = [output]
    else:
        names = ", ".join(r.original_message_id for r in reports)
        raise InputError(
            f"{len(reports)} original messages ({names}): give --message ID or a directory as -o"
        )
    for report, path in zip(reports, paths, strict=True):
        try:
            write_report(report, path)
        except OSError as exc:
            raise InputError(f"cannot write {path}: {exc.strerror or exc}", path=str(path)) from exc
        counts: dict[str, int] = {}
        for tx in report.transactions:
            counts[tx.status or "-"] = counts.get(tx.status or "-", 0) + 1
        summary = ", ".join(f"{n} {s}" for s, n in sorted(counts.items()))
        err.print(
            f"pain.002 for {report.original_message_id}: group {report.group_status}"
            f" ({summary}) → {path}"
        )
    return paths


def _decimal(value: Decimal | None) -> str | None:
    return None if value is None else format(value, "f")


def _tx_json(tx: TransactionStatus) -> dict[str, Any]:
    return {
        "end_to_end_id": tx.original_end_to_end_id,
        "instruction_id": tx.original_instruction_id,
        "status": tx.status,
        "reasons": [
            {"code": r.code, "proprietary": r.proprietary, "additional": list(r.additional)}
            for r in tx.reasons
        ],
        "amount": _decimal(tx.amount),
        "currency": tx.currency,
        "creditor": tx.creditor_name,
        "creditor_iban": tx.creditor_iban,
    }


def report_json(report: StatusReport) -> dict[str, Any]:
    """A status report as JSON for programs."""
    return {
        "message_id": report.message_id,
        "version": report.version,
        "original_message_id": report.original_message_id,
        "original_message_name": report.original_message_name,
        "group_status": report.group_status,
        "original_number_of_transactions": report.original_number_of_transactions,
        "original_control_sum": _decimal(report.original_control_sum),
        "payment_infos": [
            {
                "original_id": info.original_id,
                "status": info.status,
                "transactions": [_tx_json(tx) for tx in info.transactions],
            }
            for info in report.payment_infos
        ],
    }


def _reason_text(tx: TransactionStatus) -> str:
    parts = []
    for reason in tx.reasons:
        code = reason.code or reason.proprietary or ""
        parts.append(" ".join([code, *reason.additional]).strip())
    return "; ".join(parts)


def report_table(report: StatusReport) -> Table:
    """The table people read: one row per transaction."""
    title = (
        f"{report.version} for {report.original_message_name} {report.original_message_id}:"
        f" group {report.group_status or '-'}"
    )
    table = Table(title=title, title_justify="left")
    for column in ("payment info", "end-to-end id", "amount", "creditor", "status", "reason"):
        table.add_column(column, overflow="fold")
    for info in report.payment_infos:
        for tx in info.transactions:
            amount = f"{_decimal(tx.amount)} {tx.currency or ''}".strip() if tx.amount else ""
            table.add_row(
                f"{info.original_id} ({info.status or '-'})",
                tx.original_end_to_end_id or "",
                amount,
                tx.creditor_name or "",
                tx.status or "",
                _reason_text(tx),
            )
    return table


def show_file(path: Path, fmt: str, err: Console) -> ReadReport:
    """Read a bank's pain.002 and print it like the journal's statuses."""
    read = read_report(path)
    for finding in read.findings:
        where = f":{finding.line}" if finding.line else ""
        err.print(f"{path}{where}: {finding.severity.value} {finding.code} {finding.message}")
    if read.report is None:
        return read
    if fmt == "json":
        payload = {"file": str(path), "valid": read.valid, "report": report_json(read.report)}
        click.echo(json.dumps(payload, indent=2, ensure_ascii=False))
    else:
        Console(highlight=False).print(report_table(read.report))
    return read
