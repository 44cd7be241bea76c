"""``pain2pis demo``: the whole flow, with nothing to set up, in a few seconds.

1. start the sandbox on a free loopback port (temporary database and journal);
2. validate the bundled sample ``samples/demo.xml`` (a pain.001.001.03 batch of four
   supplier payments) for the sandbox's skill and convert it, one intent per
   transaction;
3. submit each intent (a session, the ``payment_intent`` step, an SCA link);
4. play the customer: open each SCA link, press *Approve* on the bank's page, follow
   the redirect back to a loopback listener that catches the temp token;
5. exchange each temp token for a consent and poll the payment until it is settled;
6. write the pain.002 status report of the batch (``--report PATH``, by default in the
   temporary folder) and print a summary table.

Everything goes over real HTTP on 127.0.0.1. No secret is printed: tokens and consents
stay in the (temporary) journal.

``demo --sample FILE`` writes the same sample dated today instead (:func:`dated_sample`):
a file to try the other commands on, as the README's examples do. Dated today, the
service takes it as it is: no date in the past (``date.past``), none in the future that
a payment intent would execute early (``map.unsupported`` without
``--allow-immediate-execution``).
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
import time
from datetime import date
from importlib import resources
from pathlib import Path
from typing import Any

import click
import httpx
from rich.console import Console
from rich.table import Table

from pain_bridge.cli.common import fail
from pain_bridge.cli.exit_codes import epilog
from pain_bridge.findings import Severity
from pain_bridge.gateway.client import (
    GatewayClient,
    PaymentStatus,
)
from pain_bridge.gateway.credentials import SANDBOX_DEMO, sandbox_credentials
from pain_bridge.gateway.journal import IntentRecord, Journal, State
from pain_bridge.gateway.listen import RedirectCatcher
from pain_bridge.gateway.submission import Submission
from pain_bridge.osnames import display_name
from pain_bridge.sandbox.customer import authorize_as_customer
from pain_bridge.status_report import reports_from_journal, write_report

__all__ = ["DEMO_SKILL", "dated_sample", "demo", "run_demo", "sample_path"]

#: The sandbox's permissive skill: bulk, any currency, no limits.
DEMO_SKILL = "demo_xx_pisp_sbx_#1.0"
_MAX_POLLS = 12


def sample_path() -> Path:
    """The bundled sample file."""
    return Path(str(resources.files("pain_bridge").joinpath("samples/demo.xml")))


#: The sample's dates: each payment info's requested execution date, the creation time.
_EXECUTION_DATE = re.compile(rb"<ReqdExctnDt>[0-9-]+</ReqdExctnDt>")
_CREATION_TIME = re.compile(rb"<CreDtTm>[0-9T:.-]+</CreDtTm>")


def dated_sample(today: date | None = None) -> bytes:
    """The bundled sample with every requested execution date set to ``today`` (default:
    the current date) and its creation time to the start of that day."""
    day = (today or date.today()).isoformat()
    text = sample_path().read_bytes()
    text = _EXECUTION_DATE.sub(f"<ReqdExctnDt>{day}</ReqdExctnDt>".encode(), text)
    return _CREATION_TIME.sub(f"<CreDtTm>{day}T00:00:00</CreDtTm>".encode(), text)


def _write_sample(target: Path) -> None:
    from pain_bridge.atomic import AtomicOutput

    try:
        with AtomicOutput(target) as handle:
            handle.write(dated_sample())
    except OSError as exc:
        fail(f"cannot write {target}: {exc.strerror or exc}")
    shown = display_name(target)
    click.echo(f"wrote {shown}: the demo's {sample_path().name}, dated today", err=True)


def _settings(base_url: str) -> Any:
    from pain_bridge.cli.targets import settings_of

    return settings_of(sandbox_credentials(base_url))


def run_demo(
    console: Console, workdir: Path, sample: Path | None = None, report: Path | None = None
) -> list[IntentRecord]:
    """Run the demo in ``workdir`` (sandbox database and journal go there), reporting
    each step on ``console``; writes the batch's pain.002 to ``report`` when given;
    returns the final journal records."""
    from pain_bridge.sandbox import SandboxSettings, running_sandbox

    sample = sample or sample_path()
    step = 0

    def say(text: str) -> None:
        nonlocal step
        step += 1
        console.print(f"[bold cyan]{step}.[/] {text}")

    with (
        running_sandbox(SandboxSettings(db=workdir / "sandbox.sqlite3")) as base_url,
        RedirectCatcher() as catcher,
        Journal(workdir / "journal.sqlite3") as journal,
    ):
        say(f"sandbox running at {base_url} (demo tenant, skill {DEMO_SKILL})")
        submission = Submission.prepare(
            journal,
            _settings(base_url),
            sample,
            skill=DEMO_SKILL,
            split="transaction",
            psu_redirect_link=catcher.link_for("pending"),
            allow_immediate_execution=True,
            credential_source=SANDBOX_DEMO,
            tenant_user_id="demo-user",
            redirect_for=lambda record: catcher.link_for(record.short_id),
        )
        findings = submission.prepared.findings
        warnings = sum(1 for f in findings if f.severity is Severity.WARNING)
        say(
            f"validated and converted {sample.name}: {len(submission.prepared.intents)} payment"
            f" intents, 0 errors, {warnings} warning(s), {len(findings) - warnings} note(s)"
        )
        for finding in sorted(findings, key=lambda f: f.sort_key()):
            if finding.severity is Severity.WARNING:
                where = f"line {finding.line}" if finding.line else "the payment intent"
                console.print(f"   {finding.code} ({where}): {finding.message}")
        if findings:
            console.print(
                "   (every one, notes too: pain2pis validate -v --allow-immediate-execution"
                f" {sample})"
            )
        outcomes = submission.submit(concurrency=4)
        submitted = submission.awaiting_customer()
        say(f"submitted {len(submitted)} of {len(outcomes)}: each has its SCA link")
        if len(submitted) != len(outcomes):
            failed = [o for o in outcomes if o.record.state is not State.SUBMITTED]
            raise click.ClickException(
                f"{len(failed)} intent(s) were not submitted: "
                + "; ".join(f"{o.record.label}: {o.record.state}" for o in failed)
            )
        with GatewayClient(submission.settings) as client, httpx.Client(timeout=10.0) as browser:
            for record in submitted:
                assert record.sca_url is not None
                authorize_as_customer(record.sca_url, "approve", http=browser)
                caught = catcher.wait(10)
                if caught is None or caught.intent != record.short_id:
                    raise click.ClickException("the customer's return did not arrive")
                submission.returned(
                    record.key,
                    client,
                    temp_token=caught.temp_token,
                    error=caught.error,
                    error_description=caught.error_description,
                )
            say(
                f"approved {len(submitted)} payment(s) as the customer on the bank's page; "
                "temp tokens caught on the redirect and exchanged for consents"
            )
            polls = submission.follow(client, polls=_MAX_POLLS)
            say(f"polled the bank {polls} time(s) until every payment was final")
        final = submission.records
        if report is not None:
            (status_report,) = reports_from_journal(final).reports
            write_report(status_report, report)
            statuses = sorted({tx.status or "-" for tx in status_report.transactions})
            say(
                f"wrote the pain.002 status report of {status_report.original_message_id} "
                f"(group {status_report.group_status}, transactions {', '.join(statuses)}): "
                f"{display_name(report)}"
            )
        return final


def _summary(records: list[IntentRecord]) -> Table:
    table = Table(title="Payments", title_justify="left")
    table.add_column("end-to-end id", no_wrap=True)
    table.add_column("creditor")
    table.add_column("creditor IBAN", no_wrap=True)
    table.add_column("amount", justify="right", no_wrap=True)
    table.add_column("status", no_wrap=True)
    for record in records:
        info = (record.data.get("payment_info") or [{}])[0]
        tx = (info.get("transactions") or [{}])[0]
        amount = tx.get("amount", {}).get("instructed_amount", {})
        status = record.payment_status or record.state
        style = "bold green" if status is PaymentStatus.PAYMENT_COMPLETED else "red"
        table.add_row(
            (tx.get("payment_identification") or {}).get("end_to_end_id", "-"),
            (tx.get("creditor") or {}).get("name", "-"),
            ((tx.get("creditor_account") or {}).get("identification") or {}).get("iban", "-"),
            f"{amount.get('value', '?')} {amount.get('currency', '')}",
            f"[{style}]{status}[/]",
        )
    return table


@click.command(epilog=epilog("demo"))
@click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@click.option(
    "--report",
    "report_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=lambda: Path(tempfile.gettempdir()) / "pain2pis-demo.pain.002.xml",
    show_default="$TMPDIR/pain2pis-demo.pain.002.xml",
    help="Where to write the batch's pain.002 status report.",
)
@click.option(
    "--sample",
    "sample_target",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    metavar="FILE",
    help="Instead: write the demo's pain.001 file, dated today, to FILE (to try the other "
    "commands on) and exit.",
)
def demo(fmt: str, report_path: Path, sample_target: Path | None) -> None:
    """Run the whole flow against an embedded sandbox: validate, submit, approve as the
    customer, exchange, follow to settlement. Needs no set-up and no credentials."""
    if sample_target is not None:
        _write_sample(sample_target)
        return
    console = Console(stderr=fmt == "json", highlight=False)
    if not console.is_terminal:
        console = Console(stderr=fmt == "json", highlight=False, width=120)
    started = time.monotonic()
    try:
        with tempfile.TemporaryDirectory(prefix="pain2pis-demo-") as tmp:
            records = run_demo(console, Path(tmp), report=report_path)
    except click.ClickException:
        raise
    except Exception as exc:  # the demo must explain itself, not dump a traceback
        console.print(f"[bold red]demo failed:[/] {type(exc).__name__}: {exc}")
        sys.exit(1)
    elapsed = time.monotonic() - started
    settled = sum(1 for r in records if r.payment_status is PaymentStatus.PAYMENT_COMPLETED)
    if fmt == "json":
        click.echo(
            json.dumps(
                {
                    "payments": [
                        {
                            "label": r.label,
                            "status": r.payment_status or r.state,
                            "payment_id": r.payment_id,
                        }
                        for r in records
                    ],
                    "settled": settled,
                    "seconds": round(elapsed, 2),
                    "pain002": display_name(report_path),
                },
                indent=2,
            )
        )
    else:
        console.print(_summary(records))
        console.print(
            f"{settled} of {len(records)} payments settled in {elapsed:.1f} s. "
            "Next: `pain2pis sandbox` to keep a sandbox running, then "
            "`pain2pis submit FILE --skill S --sandbox --listen`."
        )
    sys.exit(0 if settled == len(records) else 1)
