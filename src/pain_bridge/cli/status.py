"""``pain2pis status``: the intents of the journal, their payments read from the bank.

``status [ID...]`` reads the payments (each read asks the bank), records changes and
prints them with their history; ``--watch`` polls with backoff until all are final;
``--report pain.002`` writes them as status reports, ``--from-file`` shows a bank's
pain.002. Exit codes: ``pain2pis status --help``.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from pathlib import Path

import click

from pain_bridge.cli.common import require_file
from pain_bridge.cli.exit_codes import epilog
from pain_bridge.cli.intents import print_records, state_of
from pain_bridge.cli.params import Seconds, Text
from pain_bridge.cli.targets import (
    credentials_of,
    err_console,
    guarded,
    journal_option,
    settings_of,
)
from pain_bridge.errors import InputError
from pain_bridge.gateway.client import FINAL_STATUSES, GatewayClient, PaymentStatus
from pain_bridge.gateway.consent import refresh
from pain_bridge.gateway.errors import GatewayError
from pain_bridge.gateway.journal import IntentRecord, Journal, State
from pain_bridge.model.envelope import Envelope

__all__ = ["status"]

#: The longest pause between two reads of ``status --watch``, in seconds: the interval
#: doubles up to it.
MAX_INTERVAL = 30


@click.command(epilog=epilog("status"))
@click.argument("ids", nargs=-1, type=Text("an intent id"))
@click.option("--watch", is_flag=True, help="Poll (with backoff) until every payment is final.")
@click.option(
    "--interval",
    type=Seconds(0.01, MAX_INTERVAL),
    default=1.0,
    show_default=True,
    help=f"With --watch: first polling interval in seconds (doubles up to {MAX_INTERVAL}).",
)
@click.option(
    "--timeout",
    type=Seconds(0),
    default=3600.0,
    show_default=True,
    help="With --watch: give up after this many seconds.",
)
@click.option(
    "--report",
    "report_kind",
    type=click.Choice(["pain.002"]),
    default=None,
    help="Also write the statuses as a pain.002 status report per original message (-o).",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(),  # a string: its trailing slash says "a directory"
    default=None,
    help="With --report: the file to write, or a directory (one that exists, or a name "
    "ending in /: created) for one file per message.",
)
@click.option(
    "--message",
    "message_id",
    default=None,
    type=Text("a message id"),
    help="With --report: only this message.",
)
@click.option(
    "--reply-to",
    "reply_to",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="With --report: the original pain.001 file; its message's report is written inside "
    "the original's envelope, with a reply Business Application Header.",
)
@click.option(
    "--batch", default=None, type=Text("a batch id"), help="Only the intents of this batch."
)
@click.option(
    "--from-file",
    "from_file",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Show a bank's pain.002 file instead of the journal.",
)
@journal_option
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "html"]),
    default="text",
    show_default=True,
    help="Output format (html: a page for --from-file).",
)
def status(
    ids: tuple[str, ...],
    watch: bool,
    interval: float,
    timeout: float,
    report_kind: str | None,
    output: str | None,
    message_id: str | None,
    reply_to: Path | None,
    batch: str | None,
    from_file: Path | None,
    journal_path: str | None,
    fmt: str,
) -> None:
    """Show intents (IDS, or all in the journal) with their payment status and history.

    Intents with a consent are read from the service first (each read asks the bank).
    --report pain.002 -o PATH then writes what the treasury system expects back: one
    schema-valid pain.002 per original pain.001 message (pain.002.001.03 for a .03,
    pain.002.001.10 for a .09), its statuses and reasons translated by the table in the
    README. --from-file FILE shows a bank's pain.002 (any version from .03 to .14, the
    German .002.03, the Swiss .ch.02, or one without a namespace), every status and
    reason at every level and each transaction's Verification of Payee outcome (the
    name matched); --format html writes it as one page. --reply-to ORIGINAL writes the
    report on the message of ORIGINAL (a pain.001 read in an envelope) inside that
    envelope, with a reply Business Application Header.

    """
    from pain_bridge.cli.status_report import show_file, write_reports

    if (report_kind is None) != (output is None):
        raise click.UsageError("--report and -o go together")
    if reply_to is not None and report_kind is None:
        raise click.UsageError("--reply-to goes with --report")
    if fmt == "html" and from_file is None:
        raise click.UsageError("--format html shows a bank's pain.002: give --from-file")
    if from_file is not None:
        if ids or watch or report_kind or batch:
            raise click.UsageError("--from-file shows one file: no IDS, --watch or --report")
        with guarded():
            require_file(from_file)
            read = show_file(from_file, fmt, err_console())
        refused = read.report is not None and read.report.refuses_any
        sys.exit(0 if read.valid and not refused else 1)
    with guarded(), Journal(journal_path, create=False) as journal:
        replying = _envelope_of(reply_to) if reply_to is not None else None
        records = _select(journal, ids)
        if batch is not None:
            records = [r for r in records if r.batch == batch]
            if not records:
                raise InputError(f"no intent of batch {batch!r} in the journal")
        deadline = time.monotonic() + timeout
        delay = interval
        while True:
            # read again: another process (submit --listen, token) may have moved them on
            records = [_refresh_quietly(journal, journal.get(r.key) or r) for r in records]
            pending = [r for r in records if _on_its_way(r)]
            if not watch or not pending or time.monotonic() >= deadline:
                break
            time.sleep(min(delay, max(0.0, deadline - time.monotonic())))
            delay = min(delay * 2, MAX_INTERVAL)
        print_records(records, journal, fmt, "payments", history=True)
        if output is not None:
            write_reports(records, output, message_id, err_console(), replying)
        if watch and pending:
            _explain_pending(pending, timeout)
        failed = any(_needs_attention(r) for r in records)
        sys.exit(1 if failed or (watch and pending) else 0)


def _explain_pending(pending: Sequence[IntentRecord], timeout: float) -> None:
    """Why ``--watch`` gave up: what each open intent waits for, and what to do."""
    err = err_console()
    err.print(f"[bold yellow]{len(pending)} intent(s) still open after --timeout {timeout:g}s[/]:")
    customers = [r for r in pending if r.state is State.SUBMITTED]
    for record in pending:
        if record.state is State.SUBMITTED:
            waits = f"awaiting its customer since {record.updated_at[:16].replace('T', ' ')}"
        elif record.state is State.AUTHORIZED:
            waits = "authorized; its token exchange is still to be done (pain2pis token)"
        else:
            waits = f"{state_of(record)}: the bank has not settled it yet"
        err.print(f"  {record.short_id} {record.label}: {waits}")
    if customers:
        links = sorted({str(r.data.get("psu_redirect_link") or "") for r in customers} - {""})
        where = ", ".join(links) or "its psu_redirect_link"
        example = customers[0].short_id
        err.print(
            "pain2pis cannot see whether these customers authorized, refused or never came:"
            f" the bank sends each back to your app ({where}), not to pain2pis. Hand the"
            " return your app received over to it:\n"
            f"  pain2pis token --redirect-url 'RETURN_URL' --intent {example}\n"
            "(RETURN_URL with its ?temp_token=… or ?error=…), or run submit with --listen"
            " to catch the returns itself."
        )


#: Journal states that need someone: refused, failed, or an outcome not known.
_ATTENTION = frozenset(
    {State.FAILED, State.UNKNOWN, State.REGISTERED, State.AUTHORIZATION_FAILED, State.SUBMITTING}
)


def _needs_attention(record: IntentRecord) -> bool:
    """A payment the bank refused or failed, or an intent that went wrong."""
    return record.payment_status is PaymentStatus.PAYMENT_FAILED or record.state in _ATTENTION


def _on_its_way(record: IntentRecord) -> bool:
    """Not final yet, but moving without anyone's decision: awaiting its customer, its
    token exchange or the bank."""
    if record.payment_status is not None:
        return not record.payment_status.is_final
    return record.state in (State.SUBMITTED, State.AUTHORIZED, State.TOKEN_EXCHANGED)


def _final(record: IntentRecord) -> bool:
    return record.payment_status in FINAL_STATUSES


def _select(journal: Journal, ids: Sequence[str]) -> list[IntentRecord]:
    if not ids:
        return journal.all()
    chosen: dict[str, IntentRecord] = {}
    for ident in ids:
        found = journal.find(ident)
        if not found:
            raise InputError(f"no intent in the journal matches {ident!r}")
        chosen.update((r.key, r) for r in found)
    return list(chosen.values())


def _refresh_quietly(journal: Journal, record: IntentRecord) -> IntentRecord:
    if not record.credentials_id or _final(record):
        return record
    with GatewayClient(settings_of(credentials_of(record))) as client:
        try:
            return refresh(journal, client, record)
        except GatewayError as error:
            err_console().print(f"{record.short_id}: could not read the payment: {error}")
            return record


def _envelope_of(original: Path) -> tuple[str, Envelope]:
    """The message id and the envelope of the pain.001 file ``original``; InputError
    when it is not one read in an envelope."""
    from pain_bridge.model import DocumentStart, GroupHeader
    from pain_bridge.reader import ReadOptions, iter_xml_events

    envelope: Envelope | None = None
    options = ReadOptions(schema_validation=False, report_dropped=False)
    for event in iter_xml_events(str(original), options):
        if isinstance(event, DocumentStart):
            envelope = event.envelope
            if envelope is None:
                break
        elif isinstance(event, GroupHeader):
            if event.message_id is not None and envelope is not None:
                return event.message_id, envelope
            break
    raise InputError(
        f"{original}: no pain.001 message read in an envelope with a header (--reply-to)",
        path=str(original),
    )
