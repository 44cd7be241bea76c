"""``pain2pis token``: the customer's return handed over, its temp token exchanged.

The bank sends the customer back to the app's ``psu_redirect_link``, not to pain2pis
(unless ``submit --listen`` caught the return itself). ``token TEMP_TOKEN`` exchanges the
token the return carried for the consent and reads the payment; ``token --redirect-url
URL --intent ID`` takes the whole return address, a refusal (``error=…``) too. A token
of unknown intent is attached to the intent whose data its payment matches
(:func:`pain_bridge.gateway.consent.adopt`). Exit codes: ``pain2pis token --help``.
"""

from __future__ import annotations

import sys

import click

from pain_bridge.cli.exit_codes import epilog
from pain_bridge.cli.intents import print_records
from pain_bridge.cli.params import Text
from pain_bridge.cli.targets import (
    credentials_for,
    credentials_of,
    format_option,
    guarded,
    journal_option,
    settings_of,
    target_options,
)
from pain_bridge.errors import InputError
from pain_bridge.gateway.client import GatewayClient
from pain_bridge.gateway.consent import adopt, exchange, record_redirect
from pain_bridge.gateway.credentials import Credentials
from pain_bridge.gateway.journal import IntentRecord, Journal, State
from pain_bridge.gateway.listen import Redirect, parse_return

__all__ = ["token"]


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
@target_options
@journal_option
@format_option
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
    with guarded(), Journal(journal_path, create=False) as journal:
        record = _token_intent(journal, intent_id)
        if returned.error:
            assert record is not None
            record = record_redirect(
                journal,
                record.key,
                error=returned.error,
                error_description=returned.error_description,
            )
            print_records([record], journal, fmt, "customer's return recorded", history=False)
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
                record = adopt(journal, client, returned.temp_token, credential_source=creds.source)
        print_records([record], journal, fmt, "token exchanged", history=False)


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
