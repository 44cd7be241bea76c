"""``pain2pis submit``, ``pain2pis token`` and ``pain2pis status``.

``submit FILE --skill S`` validates FILE for skill S (no network call when it has
errors), converts it, splits it into intents (``--split``), records them in the journal,
creates a session per intent and submits it, and prints each intent's SCA link: the
address the customer opens to authorize the payment at their bank.

Re-running the same command resumes from the journal: submitted intents are not sent
again, and several runs of it at once share the work (each intent is claimed by one).
An intent whose submission was sent but never answered (the process died, the
connection broke, the service failed mid-way) is settled by sending the identical step
again with the same single-use nonce: the service's answer tells whether the first one
registered (``registered``: the payment exists, its SCA link was lost) or not (the
replay registers it). Once the nonce is too old for that, it is ``unknown``, reported
and left alone, unless ``--resolve-unknown abandon`` (mark it given up) or
``--resolve-unknown resubmit`` (send it again in a new session: only after checking that
the first attempt left no payment).

``--listen`` serves the ``psu_redirect_link`` on a loopback port, catches the customer's
return with its ``temp_token`` and exchanges it at once. Otherwise the return goes to
the app: pass the token it carried to ``pain2pis token TEMP_TOKEN``, or the whole return
address (a refusal too) to ``pain2pis token --redirect-url URL --intent ID``.

``status [ID...]`` reads the payments (each read asks the bank), records changes and
prints them with their history; ``--watch`` polls with backoff until all are final.

Exit codes: 0 all well; 1 invalid input, an intent failed or is unknown, or (with
``--listen``) a customer's authorization or a payment failed; 2 usage, configuration or
I/O problem (a missing file, a bad option, missing keys).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager, nullcontext
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, NoReturn

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from pain_bridge.cli.common import require_file
from pain_bridge.cli.exit_codes import epilog
from pain_bridge.cli.params import Count, Seconds, Text
from pain_bridge.errors import ConfigError, InputError, PainBridgeError, ValidationFailed
from pain_bridge.findings import Severity
from pain_bridge.gateway.client import (
    FINAL_STATUSES,
    GatewayClient,
    GatewaySettings,
    PaymentStatus,
)
from pain_bridge.gateway.credentials import (
    DEFAULT_SANDBOX_URL,
    SANDBOX_DEMO,
    Credentials,
    load_credentials,
    sandbox_credentials,
)
from pain_bridge.gateway.errors import ConnectFailed, GatewayError
from pain_bridge.gateway.journal import IntentRecord, Journal, Origin, State
from pain_bridge.gateway.listen import Redirect, RedirectCatcher, parse_return
from pain_bridge.gateway.submission import Submission
from pain_bridge.gateway.submit import (
    DRAIN_TIMEOUT,
    Outcome,
    exchange,
    planned_keys,
    prepare_intents,
    record_redirect,
    refresh,
    worker_of,
)
from pain_bridge.osnames import display_name
from pain_bridge.signals import Stopped

__all__ = ["status", "submit", "token"]

#: The longest pause between two reads of ``status --watch``, in seconds: the interval
#: doubles up to it.
MAX_INTERVAL = 30

FORMATS = click.Choice(["text", "json"])
_journal_option = click.option(
    "--journal",
    "journal_path",
    default=None,
    type=click.Path(readable=False),
    help="Journal: a SQLite file or sqlite:///PATH"
    " [default: $PAIN2PIS_JOURNAL or ~/.local/state/pain_bridge/…].",
)
_format_option = click.option(
    "--format", "fmt", type=FORMATS, default="text", show_default=True, help="Output format."
)
_target_options = [
    click.option(
        "--sandbox",
        is_flag=True,
        help="Use the local sandbox (the running one, at --base-url, or on port 8080) and "
        "its demo tenant.",
    ),
    click.option(
        "--base-url",
        default=None,
        type=Text("a URL"),
        help="Service base URL (e.g. https://…/v1).",
    ),
]


def _targets(func: Callable[..., Any]) -> Callable[..., Any]:
    for option in reversed(_target_options):
        func = option(func)
    return func


def _err() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def _fail(message: str, code: int = 2) -> NoReturn:
    _err().print(f"[bold red]error:[/] {display_name(message)}", markup=True, highlight=False)
    sys.exit(code)


def credentials_for(sandbox: bool, base_url: str | None) -> Credentials:
    """The target of a command: ``--sandbox`` (the sandbox at ``--base-url``, else the
    one running here, whatever its port, else the default port) with its demo tenant;
    else ``--base-url`` or the configuration."""
    if sandbox:
        from pain_bridge.sandbox.discovery import announced_url

        return sandbox_credentials(base_url or announced_url() or DEFAULT_SANDBOX_URL)
    return load_credentials(base_url=base_url)


def credentials_of(record: IntentRecord) -> Credentials:
    """The credentials to read a journal row again with: its base URL, its tenant."""
    if record.credential_source == SANDBOX_DEMO:
        return sandbox_credentials(record.base_url)
    # the journal keeps where the keys came from, never the keys themselves
    return load_credentials(base_url=f"{record.base_url}/v1")


def settings_of(creds: Credentials) -> GatewaySettings:
    """The gateway's settings for ``creds``; requests are signed (``/v1s``) when a
    signing key is configured (``PAIN2PIS_SIGNING_KEY`` and ``PAIN2PIS_SERVICE_ACCOUNT``),
    except for the sandbox's demo tenant."""
    from urllib.parse import urlsplit

    from pain_bridge.gateway.credentials import signing_settings

    signing = signing_settings() if creds.source != SANDBOX_DEMO else None
    signer = None
    if signing is not None:
        signer = signing.signer(audience=urlsplit(creds.base_url).hostname or "")
    return GatewaySettings(
        base_url=creds.base_url,
        client_id=creds.client_id,
        client_app_key=creds.client_app_key,
        client_secret=creds.client_secret,
        signer=signer,
    )


@contextmanager
def _guarded() -> Iterator[None]:
    """Every expected failure as a message and an exit code, never a traceback."""
    try:
        yield
    except (ConfigError, InputError) as exc:
        _fail(str(exc), 2)
    except ConnectFailed as exc:
        _fail(f"{exc}", 2)
    except GatewayError as exc:
        _fail(f"{exc}", 1)
    except PainBridgeError as exc:
        _fail(str(exc), 1)
    except KeyboardInterrupt:
        _fail("interrupted; run the same command again to resume", 1)


# -- presentation ------------------------------------------------------------------
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


def _state_of(record: IntentRecord) -> State | PaymentStatus:
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
        state = str(_state_of(record))
        if actions is not None and actions[i] == "kept" and record.state is State.SUBMITTED:
            state = "submitted (earlier)"
        style = styles.get(_state_of(record), "")
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


# -- submit ------------------------------------------------------------------------
def _show_findings(path: Path, findings: Sequence[Any], fmt: str) -> None:
    from pain_bridge.reporting import FileResult, get_reporter

    result = FileResult(str(path), tuple(findings))
    sys.stderr.write(get_reporter("json" if fmt == "json" else "text").render([result]))


@click.command(epilog=epilog("submit"))
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--skill",
    required=True,
    type=Text("a skill name"),
    help="The skill (the bank's on-boarding process).",
)
@click.option(
    "--require-profile",
    is_flag=True,
    help="Refuse a skill without a profile (by default: generic rules and skill.unknown).",
)
@click.option(
    "--redirect",
    default=None,
    type=Text("a URL"),
    help="psu_redirect_link: where the customer returns.",
)
@click.option(
    "--psu-id",
    default=None,
    type=Text("a PSU id"),
    help="End-user identification, for skills needing it.",
)
@_targets
@click.option(
    "--split",
    type=click.Choice(["none", "payment-info", "transaction"]),
    default="none",
    show_default=True,
    help="One intent for the file, per payment info, or per transaction.",
)
@click.option(
    "--concurrency",
    type=Count(1, 32),
    default=4,
    show_default=True,
    help="Intents sent at once.",
)
@click.option(
    "--resolve-unknown",
    type=click.Choice(["resubmit", "abandon"]),
    default=None,
    help="Settle intents whose earlier submission has an unknown outcome.",
)
@click.option(
    "--tenant-user-id",
    default=None,
    type=Text("a user id"),
    help="The end user's id in your app [default: --psu-id, else 'pain2pis'].",
)
@click.option(
    "--allow-immediate-execution",
    is_flag=True,
    help="Accept a future requested execution date: the service pays on authorization.",
)
@click.option("--listen", is_flag=True, help="Catch the customer's return on a loopback port.")
@click.option(
    "--listen-timeout",
    type=Seconds(0),
    default=600.0,
    show_default=True,
    help="With --listen: seconds to wait for the next customer.",
)
@click.option(
    "--drain-timeout",
    type=Seconds(0, 600),
    default=DRAIN_TIMEOUT,
    show_default=True,
    help="Stopped by SIGTERM or SIGHUP: seconds to let the calls in flight finish and be "
    "recorded (no new one starts) before exiting 143 or 129.",
)
@_journal_option
@_format_option
def submit(
    file: Path,
    skill: str,
    require_profile: bool,
    redirect: str | None,
    psu_id: str | None,
    sandbox: bool,
    base_url: str | None,
    split: str,
    concurrency: int,
    resolve_unknown: str | None,
    tenant_user_id: str | None,
    allow_immediate_execution: bool,
    listen: bool,
    listen_timeout: float,
    drain_timeout: float,
    journal_path: str | None,
    fmt: str,
) -> None:
    """Validate FILE for SKILL, submit it as payment intent(s), print the SCA link(s).

    FILE is pain.001 XML (.03 to .13) or payment intent JSON. Nothing is sent when it has
    errors. Every step is recorded in the journal before and after each call, so running
    the same command again after a crash or Ctrl-C resumes: submitted intents are never
    sent twice.

    Several runs at once on one journal share the work: each intent is claimed by one
    of them and sent once. An intent whose submission was sent but never answered is
    settled by replaying the step with its single-use nonce; once the nonce is too old,
    it is "unknown" and left alone. After checking with the bank, re-run with
    --resolve-unknown abandon (it was registered, or give it up) or --resolve-unknown
    resubmit (it was not: send it again in a new session).

    Stopped by SIGTERM or SIGHUP, it starts no new call, lets those in flight finish
    and records their answers (at most --drain-timeout seconds), then exits 143 or 129;
    the same command resumes.
    """
    if listen and redirect:
        raise click.UsageError("--listen serves its own redirect link; drop --redirect")
    with _guarded():
        require_file(file)
        creds = credentials_for(sandbox, base_url)
        settings = settings_of(creds)
        catcher = RedirectCatcher().start() if listen else None
        try:
            placeholder = catcher.link_for("pending") if catcher else redirect
            try:
                prepared = prepare_intents(
                    file,
                    skill=skill,
                    split=split,  # type: ignore[arg-type]
                    psu_redirect_link=placeholder,
                    psu_id=psu_id,
                    allow_immediate_execution=allow_immediate_execution,
                    require_profile=require_profile,
                    require_redirect=False,
                )
            except ValidationFailed as failed:
                _show_findings(file, failed.findings, fmt)
                sys.exit(1)
            warnings = [f for f in prepared.findings if f.severity is Severity.WARNING]
            if warnings:
                _show_findings(file, warnings, fmt)
            with Journal(journal_path) as journal:
                if not all(data.get("psu_redirect_link") for _label, data in prepared.intents):
                    # neither --redirect nor the JSON's own: only a re-run of known intents
                    keys = planned_keys(prepared.intents, skill=skill, base_url=settings.root_url)
                    if not all(journal.get(key) for key in keys):
                        raise InputError(
                            "no psu_redirect_link: give --redirect URL or --listen",
                            path=str(file),
                        )
                submission = Submission.plan(
                    journal,
                    settings,
                    prepared,
                    skill=skill,
                    credential_source=creds.source,
                    tenant_user_id=tenant_user_id or psu_id or "pain2pis",
                    redirect_for=(
                        (lambda record: catcher.link_for(record.short_id)) if catcher else None
                    ),
                )
                outcomes = _run_with_progress(
                    submission, concurrency, resolve_unknown, fmt, drain_timeout
                )
                records = [o.record for o in outcomes]
                earlier = {
                    r.key: origin
                    for r in records
                    if (origin := submission.planned_before(r)) is not None
                }
                if not (catcher is not None and fmt == "json"):
                    _print_outcomes(outcomes, journal.location, fmt, file, skill, earlier)
                if catcher is not None:
                    records = _listen(
                        submission, catcher, records, listen_timeout, fmt, set(earlier)
                    )
        finally:
            if catcher is not None:
                catcher.close()
        refused = any(
            r.state == State.AUTHORIZATION_FAILED
            or r.payment_status is PaymentStatus.PAYMENT_FAILED
            for r in records
        )
        sys.exit(0 if all(o.ok for o in outcomes) and not refused and not earlier else 1)


def _run_with_progress(
    submission: Submission,
    concurrency: int,
    resolve_unknown: str | None,
    fmt: str,
    drain_timeout: float,
) -> list[Outcome]:
    err = _err()
    show = fmt == "text" and len(submission.prepared.intents) > 1 and err.is_terminal
    progress = Progress(
        TextColumn("submitting"),
        BarColumn(),
        MofNCompleteColumn(),
        console=err,
        transient=True,
    )
    with progress if show else nullcontext():
        total = len(submission.prepared.intents)
        task = progress.add_task("submit", total=total) if show else None

        def advance(_outcome: Outcome) -> None:
            if task is not None:
                progress.advance(task)

        def stopping(stopped: Stopped, in_flight: int) -> None:
            err.print(
                f"pain2pis: {stopped.name}: letting {in_flight} intent(s) in flight finish"
                f" (at most {drain_timeout:g} s), starting no more; run the same command"
                " again to resume",
                markup=False,
            )

        return submission.submit(
            concurrency=concurrency,
            resolve_unknown=resolve_unknown,  # type: ignore[arg-type]
            on_done=advance,
            drain_timeout=drain_timeout,
            on_stop=stopping,
        )


def _print_outcomes(
    outcomes: Sequence[Outcome],
    journal_location: str,
    fmt: str,
    file: Path,
    skill: str,
    earlier: Mapping[str, Origin],
) -> None:
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
        _err().print(
            f"[bold yellow]{len(unlinked)} intent(s) are registered at the service but "
            "their SCA link was lost with the answer[/]: they were not sent again. Their "
            "payment ids are unknown; the customer cannot authorize them from here."
        )
    if earlier:
        files = sorted({planned_from(origin) for origin in earlier.values()})
        _err().print(
            f"[bold yellow]{len(earlier)} intent(s) of {display_name(file.name)} were already"
            f" in the journal from {'; '.join(files)}[/]: the same payments (same payment"
            " information and transaction), which the journal sends once; their SCA links"
            " went out with that file, and each status report names them. If they are new"
            " payments, give them their own EndToEndId (or PmtInfId)."
        )
    if failed:
        again = sum(1 for o in failed if o.record.error_retryable)
        _err().print(
            f"[bold red]{len(failed)} intent(s) failed[/] (the note says why): "
            + (
                f"{again} of them failed for now (not sent, or the service busy or down) "
                "and a re-run sends them again."
                if again
                else "the service refused them; a re-run does not send them again."
            )
        )
    if unknown:
        _err().print(
            f"[bold yellow]{len(unknown)} intent(s) were sent without a trustworthy answer[/] "
            "and their nonce is too old to settle it by a replay: they may or may not be "
            "registered. Check with the bank, then re-run with "
            "--resolve-unknown abandon (if registered, or to give up) or "
            "--resolve-unknown resubmit (if not)."
        )


def _listen(
    submission: Submission,
    catcher: RedirectCatcher,
    records: list[IntentRecord],
    timeout: float,
    fmt: str,
    repeats: set[str],
) -> list[IntentRecord]:
    # an intent another file planned first returns to that run's link, not to this one
    waiting = {
        r.short_id: r for r in records if r.state is State.SUBMITTED and r.key not in repeats
    }
    err = _err()
    if not waiting:
        return records
    err.print(f"waiting for {len(waiting)} customer(s) on {catcher.base_url} (Ctrl-C to stop)")
    with GatewayClient(submission.settings) as client:
        for redirect in catcher.iter_returns(len(waiting) * 4, timeout):
            record = waiting.pop(redirect.intent, None)
            if record is None:
                continue
            try:
                record = submission.returned(
                    record.key,
                    client,
                    temp_token=redirect.temp_token,
                    error=redirect.error,
                    error_description=redirect.error_description,
                )
            except GatewayError as error:
                err.print(f"{record.short_id}: token exchange failed: {error}")
                record = submission.journal.get(record.key) or record
            err.print(f"{record.short_id}: {_state_of(record)}")
            if not waiting:
                break
    updated = [submission.journal.get(r.key) or r for r in records]
    if fmt == "json":
        click.echo(json.dumps({"intents": [record_to_json(r) for r in updated]}, indent=2))
    else:
        Console(highlight=False).print(intents_table(updated, "after the customers' return"))
    return updated


# -- token -------------------------------------------------------------------------
@click.command(epilog=epilog("token"))
@click.argument("temp_token", required=False, type=Text("a token"))
@click.option(
    "--redirect-url",
    default=None,
    type=Text("a URL"),
    help="The whole address the customer returned to (as your app received it): its "
    "temp_token is exchanged, or its error (the customer refused, the bank rejected) "
    "recorded. Instead of TEMP_TOKEN.",
)
@click.option(
    "--intent",
    "intent_id",
    default=None,
    type=Text("an intent id"),
    help="The intent the token belongs to (id from submit); found otherwise.",
)
@_targets
@_journal_option
@_format_option
def token(
    temp_token: str | None,
    redirect_url: str | None,
    intent_id: str | None,
    sandbox: bool,
    base_url: str | None,
    journal_path: str | None,
    fmt: str,
) -> None:
    """Exchange TEMP_TOKEN (from the customer's return) for a consent, read the payment.

    The bank sends the customer back to your app's psu_redirect_link, not to pain2pis:
    hand the return over with TEMP_TOKEN, or with --redirect-url and the whole address
    (which also carries a refusal: error=access_denied). A TEMP_TOKEN that starts with
    "-" goes after "--" (pain2pis token -- -Abc…), or it reads as an option.

    The consent is stored in the journal, never printed. Without --intent, the token's
    intent is the one whose payment data the service returns. Without --sandbox or
    --base-url, the service is the intent's, or the one all intents awaiting their
    customer were submitted to.
    """
    if (temp_token is None) == (redirect_url is None):
        raise click.UsageError("give TEMP_TOKEN or --redirect-url URL (one of them)")
    returned = parse_return(redirect_url) if redirect_url else Redirect("", temp_token)
    if not returned.temp_token and not returned.error:
        raise click.UsageError("--redirect-url carries neither temp_token nor error")
    intent_id = intent_id or returned.intent or None
    if returned.error and intent_id is None:
        raise click.UsageError(
            f"the return says {returned.error} and names no payment: give --intent ID"
        )
    with _guarded(), Journal(journal_path, create=False) as journal:
        record = _token_intent(journal, intent_id)
        if returned.error:
            assert record is not None
            record = record_redirect(
                journal,
                record.key,
                error=returned.error,
                error_description=returned.error_description,
            )
            _print_records([record], journal, fmt, "customer's return recorded", history=False)
            sys.exit(1)
        assert returned.temp_token is not None
        if sandbox or base_url:
            creds = credentials_for(sandbox, base_url)
        elif record is not None:
            creds = credentials_of(record)
        else:
            creds = _awaiting_target(journal) or credentials_for(False, None)
        with GatewayClient(settings_of(creds)) as client:
            if record is not None:
                record = record_redirect(journal, record.key, temp_token=returned.temp_token)
                record = exchange(journal, client, record)
            else:
                record = _adopt(journal, client, creds, returned.temp_token)
        _print_records([record], journal, fmt, "token exchanged", history=False)


def _awaiting_target(journal: Journal) -> Credentials | None:
    """The service of the intents awaiting their customer, when they all share one."""
    waiting = {
        (r.base_url, r.credential_source): r
        for r in journal.all()
        if r.state in (State.SUBMITTED, State.AUTHORIZED)
    }
    if len(waiting) != 1:
        return None
    return credentials_of(next(iter(waiting.values())))


def _token_intent(journal: Journal, intent_id: str | None) -> IntentRecord | None:
    if intent_id is None:
        return None
    found = journal.find(intent_id)
    if len(found) != 1:
        what = "no intent" if not found else f"{len(found)} intents"
        raise InputError(f"{what} in the journal match {intent_id!r}")
    return found[0]


def _adopt(
    journal: Journal, client: GatewayClient, creds: Credentials, temp_token: str
) -> IntentRecord:
    """Exchange a token of unknown intent; attach it to the submitted intent whose data
    the payment matches, or record it as a new row."""
    from pain_bridge.gateway.journal import PlannedIntent, canonical_json, intent_key

    grant = client.exchange_token(temp_token)
    payment = client.get_payment(grant.credentials_id, grant.access_token)
    infos = canonical_json(payment.data.get("payment_info"))
    root = client.settings.root_url
    match = [
        r
        for r in journal.all()
        if r.state in (State.SUBMITTED, State.AUTHORIZED)
        and r.base_url == root
        and canonical_json(r.data.get("payment_info")) == infos
    ]
    if match:
        record = match[0]
    else:
        data = {"payment_info": payment.data.get("payment_info") or []}
        key = intent_key({"credentials_id": grant.credentials_id}, "", root)
        record = journal.plan(
            [
                PlannedIntent(
                    key,
                    "adopted",
                    0,
                    f"token {grant.credentials_id}",
                    "",
                    root,
                    creds.source,
                    "",
                    data,
                )
            ]
        )[0]
    record = journal.transition(
        record.key,
        State.TOKEN_EXCHANGED,
        f"consent {grant.credentials_id}",
        credentials_id=grant.credentials_id,
        access_token=grant.access_token,
        consent_exp=grant.consent_exp.isoformat() if grant.consent_exp else None,
    )
    return journal.transition(
        record.key,
        payment.status,
        f"payment {payment.id}: {payment.status}",
        payment_id=payment.id,
        payment_status=payment.status,
    )


# -- status ------------------------------------------------------------------------
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
    "--batch", default=None, type=Text("a batch id"), help="Only the intents of this batch."
)
@click.option(
    "--from-file",
    "from_file",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Show a bank's pain.002 file instead of the journal.",
)
@_journal_option
@_format_option
def status(
    ids: tuple[str, ...],
    watch: bool,
    interval: float,
    timeout: float,
    report_kind: str | None,
    output: str | None,
    message_id: str | None,
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
    README. --from-file FILE shows a bank's pain.002.

    """
    from pain_bridge.cli.status_report import show_file, write_reports

    if (report_kind is None) != (output is None):
        raise click.UsageError("--report and -o go together")
    if from_file is not None:
        if ids or watch or report_kind or batch:
            raise click.UsageError("--from-file shows one file: no IDS, --watch or --report")
        with _guarded():
            require_file(from_file)
            read = show_file(from_file, fmt, _err())
        refused = read.report is not None and read.report.refuses_any
        sys.exit(0 if read.valid and not refused else 1)
    with _guarded(), Journal(journal_path, create=False) as journal:
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
        _print_records(records, journal, fmt, "payments", history=True)
        if output is not None:
            write_reports(records, output, message_id, _err())
        if watch and pending:
            _explain_pending(pending, timeout)
        failed = any(_needs_attention(r) for r in records)
        sys.exit(1 if failed or (watch and pending) else 0)


def _explain_pending(pending: Sequence[IntentRecord], timeout: float) -> None:
    """Why ``--watch`` gave up: what each open intent waits for, and what to do."""
    err = _err()
    err.print(f"[bold yellow]{len(pending)} intent(s) still open after --timeout {timeout:g}s[/]:")
    customers = [r for r in pending if r.state is State.SUBMITTED]
    for record in pending:
        if record.state is State.SUBMITTED:
            waits = f"awaiting its customer since {record.updated_at[:16].replace('T', ' ')}"
        elif record.state is State.AUTHORIZED:
            waits = "authorized; its token exchange is still to be done (pain2pis token)"
        else:
            waits = f"{_state_of(record)}: the bank has not settled it yet"
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
            _err().print(f"{record.short_id}: could not read the payment: {error}")
            return record


def _print_records(
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
