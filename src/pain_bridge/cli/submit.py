"""``pain2pis submit``: a file to payment intents, each with its SCA link.

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

Exit codes: 0 all well; 1 invalid input, an intent failed or is unknown, or (with
``--listen``) a customer's authorization or a payment failed; 2 usage, configuration or
I/O problem (a missing file, a bad option, missing keys).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from contextlib import nullcontext
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from pain_bridge.cli.common import require_file
from pain_bridge.cli.exit_codes import epilog
from pain_bridge.cli.intents import (
    intents_table,
    print_outcomes,
    record_to_json,
    state_of,
)
from pain_bridge.cli.params import Count, Seconds, Text
from pain_bridge.cli.targets import (
    credentials_for,
    err_console,
    format_option,
    guarded,
    journal_option,
    settings_of,
    target_options,
)
from pain_bridge.errors import InputError, ValidationFailed
from pain_bridge.findings import Severity
from pain_bridge.gateway.client import GatewayClient, PaymentStatus
from pain_bridge.gateway.errors import GatewayError
from pain_bridge.gateway.journal import IntentRecord, Journal, State
from pain_bridge.gateway.listen import RedirectCatcher
from pain_bridge.gateway.submission import Submission
from pain_bridge.gateway.submit import DRAIN_TIMEOUT, Outcome, planned_keys, prepare_intents
from pain_bridge.signals import Stopped

# settings_of is named here too: the demo and tests take it from this module
__all__ = ["settings_of", "submit"]


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
@target_options
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
@journal_option
@format_option
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
    with guarded():
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
                    print_outcomes(outcomes, journal.location, fmt, file, skill, earlier)
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
    err = err_console()
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
    err = err_console()
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
            err.print(f"{record.short_id}: {state_of(record)}")
            if not waiting:
                break
    updated = [submission.journal.get(r.key) or r for r in records]
    if fmt == "json":
        click.echo(json.dumps({"intents": [record_to_json(r) for r in updated]}, indent=2))
    else:
        Console(highlight=False).print(intents_table(updated, "after the customers' return"))
    return updated
