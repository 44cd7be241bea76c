"""A temp token of unknown intent (``pain2pis token TEMP_TOKEN`` without ``--intent``),
exchanged by :func:`pain_bridge.gateway.consent.adopt` over a real socket: attached to the
intent whose payment it is, or recorded as a row of its own; recorded as
:func:`~pain_bridge.gateway.consent.exchange` records a known intent's token."""

from __future__ import annotations

from pathlib import Path

from pain_bridge.cli.demo import sample_path
from pain_bridge.cli.targets import settings_of
from pain_bridge.gateway.client import GatewayClient, GatewaySettings
from pain_bridge.gateway.consent import adopt, exchange, record_redirect
from pain_bridge.gateway.credentials import SANDBOX_DEMO, sandbox_credentials
from pain_bridge.gateway.journal import IntentRecord, Journal, State
from pain_bridge.gateway.submission import Submission
from pain_bridge.sandbox import SandboxSettings, running_sandbox
from pain_bridge.sandbox.customer import authorize_as_customer

SKILL = "demo_xx_pisp_sbx_#1.0"
#: What a consent's row holds after the exchange, whichever way the token came.
CONSENT = ("state", "payment_status", "temp_token", "error", "error_retryable")


def _submitted(journal: Journal, settings: GatewaySettings) -> list[IntentRecord]:
    submission = Submission.prepare(
        journal,
        settings,
        sample_path(),
        skill=SKILL,
        split="transaction",
        psu_redirect_link="https://app.example/back",
        allow_immediate_execution=True,
        credential_source=SANDBOX_DEMO,
    )
    submission.submit()
    return submission.awaiting_customer()


def _token(record: IntentRecord) -> str:
    assert record.sca_url
    token = authorize_as_customer(record.sca_url, visit_return=False).temp_token
    assert token
    return token


def test_a_token_is_adopted_by_its_intent_or_as_a_row_of_its_own(tmp_path: Path) -> None:
    with (
        running_sandbox(SandboxSettings(db=tmp_path / "sandbox.sqlite3")) as base_url,
        Journal(tmp_path / "journal.sqlite3") as journal,
        Journal(tmp_path / "elsewhere.sqlite3") as elsewhere,
    ):
        settings = settings_of(sandbox_credentials(base_url))
        first, second, third, *_ = _submitted(journal, settings)
        with GatewayClient(settings) as client:
            known = exchange(
                journal,
                client,
                record_redirect(journal, first.key, temp_token=_token(first)),
            )
            adopted = adopt(journal, client, _token(second), credential_source=SANDBOX_DEMO)
            stranger = adopt(elsewhere, client, _token(third), credential_source=SANDBOX_DEMO)
        history = [h.state for h in journal.history(second.key)]
        kept_elsewhere = [r.key for r in elsewhere.all()]

    # found by its payment's data: the submitted intent, recorded as an exchange is
    assert adopted.key == second.key
    assert adopted.credentials_id
    assert adopted.payment_id
    assert [getattr(adopted, name) for name in CONSENT] == [
        getattr(known, name) for name in CONSENT
    ]
    assert history[-2:] == [
        State.TOKEN_EXCHANGED,
        adopted.payment_status,
    ]
    # a journal that never saw the payment keeps it as a row of its own
    assert kept_elsewhere == [stranger.key]
    assert stranger.batch == "adopted"
    assert stranger.credential_source == SANDBOX_DEMO
    assert stranger.base_url == settings.root_url
    assert stranger.data["payment_info"] == third.data["payment_info"]
    assert stranger.payment_status == known.payment_status
