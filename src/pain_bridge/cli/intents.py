"""How ``pain2pis submit``, ``token`` and ``status`` show intents: the table people
read, the SCA links to copy, and the JSON for programs (ids, states, links, errors; never
a secret)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.table import Table

from pain_bridge.cli.targets import err_console
from pain_bridge.gateway.batch import Outcome, worker_of
from pain_bridge.gateway.client import PaymentStatus
from pain_bridge.gateway.journal import IntentRecord, Journal, Origin, State
from pain_bridge.osnames import display_name

__all__ = [
    "intents_table",
    "planned_from",
    "print_links",
    "print_outcomes",
    "print_records",
    "record_to_json",
    "state_of",
]


def _amount_summary(data: Any) -> str:
    totals: dict[str, Decimal] = {}
    for info in data.get("payment_info") or []:
        for tx in info.get("transactions") or []:
            amount = (tx.get("amount") or {}).get("instructed_amount") or {}
            try:
                value = Decimal(str(amount.get("value")))
            except (InvalidOperation, ValueError):
                continue
            currency = str(amount.get("currency") or "")
            totals[currency] = totals.get(currency, Decimal(0)) + value
    return ", ".join(f"{v} {c}".strip() for c, v in sorted(totals.items())) or "-"


def _creditors(data: Any) -> str:
    names: list[str] = []
    for info in data.get("payment_info") or []:
        for tx in info.get("transactions") or []:
            name = (tx.get("creditor") or {}).get("name")
            if name and name not in names:
                names.append(str(name))
    if len(names) > 2:
        return f"{names[0]} and {len(names) - 1} more"
    return ", ".join(names) or "-"


def state_of(record: IntentRecord) -> State | PaymentStatus:
    return record.payment_status or record.state


def _reason(record: IntentRecord) -> str:
    """Why an intent is where it is: its end state's reason (the service's error, what
    the next run does), its SCA link or its payment."""
    if record.error and record.state in (State.FAILED, State.UNKNOWN, State.AUTHORIZATION_FAILED):
        code = record.error.get("code")
        message = str(record.error.get("message") or "")
        said = f"{code}: {message}" if code else message
        if record.state is State.FAILED:
            then = "a re-run sends it again" if record.error_retryable else "not sent again"
            return f"{said} ({then})"
        return said
    if record.state == State.SUBMITTING:
        return "interrupted while submitting: outcome unknown"
    if record.state == State.REGISTERED:
        return "registered at the service, but its SCA link was lost with the answer"
    if record.state == State.SUBMITTED and record.sca_url:
        return "SCA link below"
    if record.payment_id:
        return f"payment {record.payment_id}"
    return ""


def _note(record: IntentRecord) -> str:
    """The table's note: the reason, and who holds the intent now (another run)."""
    reason = _reason(record)
    if not record.claim_owner:
        return reason
    held = f"being worked on by {worker_of(record.claim_owner)}"
    return f"{reason}; {held}" if reason else held


def print_links(
    records: Sequence[IntentRecord], earlier: Mapping[str, Origin] | None = None
) -> None:
    """The SCA links of intents awaiting their customer, one per line, unwrapped (so
    that they can be copied or clicked); not those ``earlier`` names (their links went
    out with the file that planned them first)."""
    earlier = earlier or {}
    waiting = [
        r for r in records if r.state == State.SUBMITTED and r.sca_url and r.key not in earlier
    ]
    if waiting:
        click.echo("\nSCA links (the customer opens each to authorize the payment):")
        for record in waiting:
            click.echo(f"  {record.short_id}  {record.sca_url}")


def planned_from(origin: Origin) -> str:
    """An earlier origin of an intent, for people: its file, message and day."""
    where = Path(origin.file).name if origin.file else f"an earlier run (batch {origin.batch})"
    message = ((origin.source or {}).get("message") or {}).get("message_id")
    return f"{where} ({f'message {message}, ' if message else ''}planned {origin.at[:10]})"


def _origin_json(origin: Origin) -> dict[str, Any]:
    message = ((origin.source or {}).get("message") or {}).get("message_id")
    return {"file": origin.file, "message_id": message, "batch": origin.batch, "at": origin.at}


def record_to_json(
    record: IntentRecord, action: str | None = None, earlier: Origin | None = None
) -> dict[str, Any]:
    """A journal row as JSON for programs: ids, state, SCA link, error; no secrets.
    ``earlier``: the file that planned the intent before the one submitted now (its SCA
    link went out with that file: not offered again)."""
    out: dict[str, Any] = {
        "id": record.short_id,
        "key": record.key,
        "label": record.label,
        "state": record.state,
        "payment_status": record.payment_status,
        "session_id": record.session_id,
        "sca_link": record.sca_url,
        "credentials_id": record.credentials_id,
        "payment_id": record.payment_id,
        "amount": _amount_summary(record.data),
        "error": dict(record.error) if record.error else None,
        "claimed_by": worker_of(record.claim_owner) if record.claim_owner else None,
    }
    if action is not None:
        out["action"] = action
        out["known_from"] = _origin_json(earlier) if earlier is not None else None
        if earlier is not None:
            out["sca_link"] = None
    return out


def intents_table(
    records: Sequence[IntentRecord],
    title: str,
    actions: Sequence[str] | None = None,
    earlier: Mapping[str, Origin] | None = None,
) -> Table:
    """The table people read: one row per intent. ``earlier``: intents another file
    planned first, by key, with that file."""
    earlier = earlier or {}
    table = Table(title=title, title_justify="left", expand=False)
    table.add_column("id", no_wrap=True)
    table.add_column("intent")
    table.add_column("amount", justify="right")
    table.add_column("creditor")
    table.add_column("state", no_wrap=True)
    table.add_column("note", overflow="fold")
    styles: dict[State | PaymentStatus, str] = {
        State.SUBMITTED: "green",
        PaymentStatus.PAYMENT_COMPLETED: "bold green",
        PaymentStatus.PAYMENT_FAILED: "red",
        State.FAILED: "red",
        State.UNKNOWN: "bold yellow",
        State.SUBMITTING: "bold yellow",
        State.REGISTERED: "bold yellow",
        State.ABANDONED: "dim",
        State.AUTHORIZATION_FAILED: "red",
    }
    for i, record in enumerate(records):
        state = str(state_of(record))
        if actions is not None and actions[i] == "kept" and record.state is State.SUBMITTED:
            state = "submitted (earlier)"
        style = styles.get(state_of(record), "")
        note = _note(record)
        origin = earlier.get(record.key)
        if origin is not None:
            sent = (
                "sent now, once for both"
                if actions and actions[i] == "submitted"
                else ("not sent again")
            )
            note = f"already in the journal from {planned_from(origin)}: the same payment, {sent}"
        table.add_row(
            record.short_id,
            record.label,
            _amount_summary(record.data),
            _creditors(record.data),
            f"[{style}]{state}[/]" if style else state,
            note,
        )
    return table


def print_records(
    records: Sequence[IntentRecord], journal: Journal, fmt: str, title: str, *, history: bool
) -> None:
    if fmt == "json":
        items = []
        for r in records:
            item = record_to_json(r)
            if history:
                item["history"] = [
                    {"at": h.at, "state": h.state, "detail": h.detail}
                    for h in journal.history(r.key)
                ]
            items.append(item)
        click.echo(json.dumps({"intents": items}, indent=2, ensure_ascii=False))
        return
    out = Console(highlight=False)
    out.print(intents_table(records, title))
    print_links(records)
    if history:
        for r in records:
            click.echo(f"\n{r.short_id} {r.label}")
            for h in journal.history(r.key):
                click.echo(f"  {h.at}  {h.state:<24} {h.detail}")


def print_outcomes(
    outcomes: Sequence[Outcome],
    journal_location: str,
    fmt: str,
    file: Path,
    skill: str,
    earlier: Mapping[str, Origin],
) -> None:
    """What a submit run did: each intent's table row (or JSON), the SCA links, the
    journal; then on standard error what needs someone: links lost with an answer,
    intents another file planned first, failures, unknown outcomes."""
    unknown = [o for o in outcomes if o.action == "unknown"]
    failed = [o for o in outcomes if o.record.state is State.FAILED]
    unlinked = [o for o in outcomes if o.record.state == State.REGISTERED]
    if fmt == "json":
        payload = {
            "file": display_name(file),
            "skill": skill,
            "journal": journal_location,
            "intents": [
                record_to_json(o.record, o.action, earlier.get(o.record.key)) for o in outcomes
            ],
        }
        click.echo(json.dumps(payload, indent=2, ensure_ascii=False))
    else:
        out = Console(highlight=False)
        out.print(
            intents_table(
                [o.record for o in outcomes],
                f"{display_name(file.name)} → {skill}: {len(outcomes)} intent(s)",
                [o.action for o in outcomes],
                earlier,
            )
        )
        print_links([o.record for o in outcomes], earlier)
        click.echo(f"journal: {journal_location}")
    if unlinked:
        err_console().print(
            f"[bold yellow]{len(unlinked)} intent(s) are registered at the service but "
            "their SCA link was lost with the answer[/]: they were not sent again. Their "
            "payment ids are unknown; the customer cannot authorize them from here."
        )
    if earlier:
        files = sorted({planned_from(origin) for origin in earlier.values()})
        err_console().print(
            f"[bold yellow]{len(earlier)} intent(s) of {display_name(file.name)} were already"
            f" in the journal from {'; '.join(files)}[/]: the same payments (same payment"
            " information and transaction), which the journal sends once; their SCA links"
            " went out with that file, and each status report names them. If they are new"
            " payments, give them their own EndToEndId (or PmtInfId)."
        )
    if failed:
        again = sum(1 for o in failed if o.record.error_retryable)
        err_console().print(
            f"[bold red]{len(failed)} intent(s) failed[/] (the note says why): "
            + (
                f"{again} of them failed for now (not sent, or the service busy or down) "
                "and a re-run sends them again."
                if again
                else "the service refused them; a re-run does not send them again."
            )
        )
    if unknown:
        err_console().print(
            f"[bold yellow]{len(unknown)} intent(s) were sent without a trustworthy answer[/] "
            "and their nonce is too old to settle it by a replay: they may or may not be "
            "registered. Check with the bank, then re-run with "
            "--resolve-unknown abandon (if registered, or to give up) or "
            "--resolve-unknown resubmit (if not)."
        )
