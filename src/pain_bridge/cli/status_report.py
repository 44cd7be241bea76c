"""The pain.002 side of ``pain2pis status``: writing the journal's statuses as status
reports (``--report pain.002 -o PATH``) and showing a bank's report (``--from-file``)."""

from __future__ import annotations

import html
import json
import os
import re
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.table import Table

from pain_bridge.errors import InputError
from pain_bridge.findings import Finding
from pain_bridge.gateway.journal import IntentRecord
from pain_bridge.model.envelope import Envelope
from pain_bridge.osnames import display_name
from pain_bridge.status_report import (
    OriginalPaymentInfo,
    ReadReport,
    Reason,
    StatusCount,
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


def _directory(output: str | Path) -> Path | None:
    """``output`` as a directory when it is one: one that exists, or a name that ends in
    a path separator (created, with its parents)."""
    name = os.fspath(output)
    path = Path(name)
    if name.endswith(("/", os.sep)) and not path.is_dir():
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise InputError(f"cannot create {name}: {exc.strerror or exc}", path=name) from exc
    return path if path.is_dir() else None


def write_reports(
    records: Sequence[IntentRecord],
    output: str | Path,
    message: str | None,
    err: Console,
    replying: tuple[str, Envelope] | None = None,
) -> list[Path]:
    """Write one pain.002 per original message of ``records`` (only ``message`` when
    given) to ``output``: the file itself for one report, or into it when it is a
    directory (one that exists, or a name ending in ``/``, created then). Raises
    :class:`InputError` when there is nothing to report or several reports and a file
    name. ``replying``: the message id and the envelope of an original pain.001 read in
    one: that message's report is written inside it, with a reply header."""
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
    directory = _directory(output)
    if directory is not None:
        paths = [directory / _file_name(report) for report in reports]
    elif len(reports) == 1:
        paths = [Path(output)]
    else:
        names = ", ".join(r.original_message_id for r in reports)
        raise InputError(
            f"{len(reports)} original messages ({names}): give --message ID or a directory as -o"
        )
    if replying is not None and all(r.original_message_id != replying[0] for r in reports):
        err.print(
            f"[yellow]--reply-to: its message {replying[0]} is not among the reports: "
            "no report written in its envelope[/]"
        )
    for report, path in zip(reports, paths, strict=True):
        try:
            envelope = None
            if replying is not None and replying[0] == report.original_message_id:
                envelope = replying[1]
            write_report(report, path, envelope)
        except OSError as exc:
            raise InputError(f"cannot write {path}: {exc.strerror or exc}", path=str(path)) from exc
        counts: dict[str, int] = {}
        for tx in report.transactions:
            counts[tx.status or "-"] = counts.get(tx.status or "-", 0) + 1
        summary = ", ".join(f"{n} {s}" for s, n in sorted(counts.items()))
        err.print(
            f"pain.002 for {report.original_message_id}: group {report.group_status}"
            f" ({summary}) → {display_name(path)}"
        )
    return paths


def _decimal(value: Decimal | None) -> str | None:
    return None if value is None else format(value, "f")


def _reason_json(reason: Reason) -> dict[str, Any]:
    originator = None
    if reason.originator_name or reason.originator_bic:
        originator = {"name": reason.originator_name, "bic": reason.originator_bic}
    return {
        "code": reason.code,
        "name": reason.name,
        "meaning": reason.meaning,
        "proprietary": reason.proprietary,
        "additional": list(reason.additional),
        "originator": originator,
    }


def _counts_json(counts: Sequence[StatusCount]) -> list[dict[str, Any]]:
    return [
        {
            "status": c.status,
            "number_of_transactions": c.number_of_transactions,
            "control_sum": _decimal(c.control_sum),
        }
        for c in counts
    ]


def _tx_json(tx: TransactionStatus) -> dict[str, Any]:
    return {
        "status_id": tx.intent,
        "end_to_end_id": tx.original_end_to_end_id,
        "instruction_id": tx.original_instruction_id,
        "status": tx.status,
        "reasons": [_reason_json(r) for r in tx.reasons],
        "amount": _decimal(tx.amount),
        "currency": tx.currency,
        "debtor": tx.debtor_name,
        "debtor_iban": tx.debtor_iban,
        "creditor": tx.creditor_name,
        "creditor_iban": tx.creditor_iban,
        "verification": _verification_json(tx),
    }


def _verification_json(tx: TransactionStatus) -> dict[str, Any] | None:
    """The Verification of Payee outcome: code, name, meaning, the name matched, the name
    sent (None when the status is no VoP outcome)."""
    found = tx.verification
    if found is None:
        return None
    return {
        "code": found.code,
        "name": found.name,
        "meaning": found.meaning,
        "matched_name": found.matched_name,
        "sent_name": found.sent_name,
    }


def verification_text(tx: TransactionStatus) -> str:
    """A transaction's Verification of Payee outcome as people read it: ``RVMC close
    match: <ISO's meaning>`` and the names matched and sent; empty when there is none."""
    found = tx.verification
    if found is None:
        return ""
    lines = [f"{found.code} {found.name}: {found.meaning}"]
    if found.matched_name:
        lines.append(f"matched name: {found.matched_name}")
    if found.sent_name and found.sent_name != found.matched_name:
        lines.append(f"name sent: {found.sent_name}")
    return "\n".join(lines)


def _info_json(info: OriginalPaymentInfo) -> dict[str, Any]:
    return {
        "original_id": info.original_id,
        "status": info.status,
        "reasons": [_reason_json(r) for r in info.reasons],
        "per_status": _counts_json(info.per_status),
        "original_number_of_transactions": info.number_of_transactions,
        "original_control_sum": _decimal(info.control_sum),
        "transactions": [_tx_json(tx) for tx in info.transactions],
    }


def report_json(report: StatusReport) -> dict[str, Any]:
    """A status report as JSON for programs: every status, reason and count at every
    level (the group, each payment information, each transaction)."""
    return {
        "message_id": report.message_id,
        "created": report.created or None,
        "version": report.version,
        "original_message_id": report.original_message_id or None,
        "original_message_name": report.original_message_name or None,
        "original_created": report.original_created,
        "original_number_of_transactions": report.original_number_of_transactions,
        "original_control_sum": _decimal(report.original_control_sum),
        "group_status": report.group_status,
        "group_reasons": [_reason_json(r) for r in report.reasons],
        "group_per_status": _counts_json(report.per_status),
        "payment_infos": [_info_json(info) for info in report.payment_infos],
    }


def reason_text(reason: Reason) -> str:
    """One reason as people read it: ``AC01 IncorrectAccountNumber (from BANKDEFFXXX):
    Lastkonto unbekannt``; a code without a known name stands alone."""
    if reason.code:
        said = " ".join(part for part in (reason.code, reason.name) if part)
        if reason.meaning:
            said = f"{said} ({reason.meaning})"
    elif reason.proprietary:
        said = f"{reason.proprietary} (proprietary)"
    else:
        said = ""
    by = ", ".join(part for part in (reason.originator_name, reason.originator_bic) if part)
    if by:
        said = f"{said} (from {by})".strip()
    additional = " ".join(reason.additional)
    if said and additional:
        return f"{said}: {additional}"
    return said or additional


def _reasons_text(reasons: Sequence[Reason]) -> str:
    return "; ".join(text for reason in reasons if (text := reason_text(reason)))


def _status_text(status: str | None, counts: Sequence[StatusCount]) -> str:
    lines = [status] if status else []
    for count in counts:
        number = "?" if count.number_of_transactions is None else count.number_of_transactions
        total = f" (sum {_decimal(count.control_sum)})" if count.control_sum is not None else ""
        lines.append(f"{number} {count.status}{total}")
    return "\n".join(lines)


def _heading(report: StatusReport) -> str:
    if report.original_message_name:
        original = f"{report.original_message_name} {report.original_message_id}".strip()
    else:
        original = f"message {report.original_message_id or '(no id)'}"
    return f"{report.version} for {original}: group {report.group_status or '-'}"


def _rows(report: StatusReport) -> list[list[str]]:
    """The rows people read: one for the whole message and one for each payment
    information where the bank gave it a status, a reason or counts, and one per
    transaction; so a refusal of the whole file, or of one payment information, shows
    with its reason even when no transaction is listed. The last cell is the
    transaction's Verification of Payee outcome."""
    rows = []
    if report.group_status or report.reasons or report.per_status:
        rows.append(
            [
                "(whole message)",
                "",
                "",
                "",
                _status_text(report.group_status, report.per_status),
                _reasons_text(report.reasons),
                "",
            ]
        )
    for info in report.payment_infos:
        if info.status or info.reasons or info.per_status or not info.transactions:
            rows.append(
                [
                    info.original_id,
                    "(whole payment info)",
                    "",
                    "",
                    _status_text(info.status, info.per_status),
                    _reasons_text(info.reasons),
                    "",
                ]
            )
        for tx in info.transactions:
            amount = f"{_decimal(tx.amount)} {tx.currency or ''}".strip() if tx.amount else ""
            rows.append(
                [
                    info.original_id,
                    tx.original_end_to_end_id or "",
                    amount,
                    tx.creditor_name or "",
                    tx.status or "",
                    _reasons_text(tx.reasons),
                    verification_text(tx),
                ]
            )
    return rows


_COLUMNS = ("payment info", "end-to-end id", "amount", "creditor", "status", "reason")


def _verified(report: StatusReport) -> bool:
    return any(tx.verification is not None for tx in report.transactions)


def report_table(report: StatusReport) -> Table:
    """The table people read (:func:`_rows`); the column ``payee verification`` only
    when a transaction has a Verification of Payee outcome."""
    table = Table(title=_heading(report), title_justify="left")
    verified = _verified(report)
    for column in (*_COLUMNS, *(("payee verification",) if verified else ())):
        table.add_column(column, overflow="fold")
    for row in _rows(report):
        table.add_row(*(row if verified else row[:-1]))
    return table


def report_html(report: StatusReport, findings: Sequence[Finding], shown: str) -> str:
    """The report as one self-contained HTML page (no script, no network): the findings
    of reading it, then the table of :func:`report_table`, every text escaped."""
    verified = _verified(report)
    columns = (*_COLUMNS, *(("payee verification",) if verified else ()))
    head = "".join(f"<th>{html.escape(c)}</th>" for c in columns)
    body = "".join(
        "<tr>"
        + "".join(
            f"<td>{html.escape(cell).replace(chr(10), '<br>')}</td>"
            for cell in (row if verified else row[:-1])
        )
        + "</tr>"
        for row in _rows(report)
    )
    said = "".join(
        f"<li>{html.escape(f.severity.value)} <code>{html.escape(f.code)}</code>"
        f"{html.escape(f' (line {f.line})' if f.line else '')}: {html.escape(f.message)}</li>"
        for f in findings
    )
    title = html.escape(f"{shown}: {_heading(report)}")
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{title}</title><style>{_STYLE}</style></head><body>"
        f"<h1>{title}</h1>"
        + (f"<ul>{said}</ul>" if said else "")
        + f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
        "</body></html>\n"
    )


_STYLE = (
    "body{font:15px/1.45 system-ui,sans-serif;margin:2rem;color:#1b2733}"
    "table{border-collapse:collapse}td,th{border:1px solid #ccd;padding:.3rem .5rem;"
    "vertical-align:top;text-align:left}h1{font-size:1.3rem}"
)


def show_file(path: Path, fmt: str, err: Console) -> ReadReport:
    """Read a bank's pain.002 and print it like the journal's statuses."""
    read = read_report(path)
    shown = display_name(path)
    for finding in read.findings:
        where = f":{finding.line}" if finding.line else ""
        err.print(f"{shown}{where}: {finding.severity.value} {finding.code} {finding.message}")
    if read.report is None:
        return read
    if fmt == "json":
        payload = {"file": shown, "valid": read.valid, "report": report_json(read.report)}
        click.echo(json.dumps(payload, indent=2, ensure_ascii=False))
    elif fmt == "html":
        click.echo(report_html(read.report, read.findings, shown), nl=False)
    else:
        Console(highlight=False).print(report_table(read.report))
    return read
