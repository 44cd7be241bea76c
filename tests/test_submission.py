"""The one Submission object, driven as a library user would, over a real socket."""

from __future__ import annotations

from pathlib import Path

from pain_bridge.cli.demo import sample_path
from pain_bridge.cli.submit import settings_of
from pain_bridge.gateway.client import GatewayClient, PaymentStatus
from pain_bridge.gateway.credentials import sandbox_credentials
from pain_bridge.gateway.journal import Journal, State
from pain_bridge.gateway.submission import Submission
from pain_bridge.sandbox import SandboxSettings, running_sandbox
from pain_bridge.sandbox.customer import authorize_as_customer

SKILL = "demo_xx_pisp_sbx_#1.0"


def test_a_file_from_plan_to_settlement(tmp_path: Path) -> None:
    with (
        running_sandbox(SandboxSettings(db=tmp_path / "sandbox.sqlite3")) as base_url,
        Journal(tmp_path / "journal.sqlite3") as journal,
    ):
        settings = settings_of(sandbox_credentials(base_url))
        submission = Submission.prepare(
            journal,
            settings,
            sample_path(),
            skill=SKILL,
            split="transaction",
            psu_redirect_link="https://app.example/back",
            allow_immediate_execution=True,
            credential_source="sandbox-demo",
        )
        assert [r.state for r in submission.records] == [State.PLANNED] * 4
        outcomes = submission.submit()
        assert [o.action for o in outcomes] == ["submitted"] * 4
        assert [o.action for o in submission.submit()] == ["kept"] * 4  # sent once only
        waiting = submission.awaiting_customer()
        assert len(waiting) == 4
        with GatewayClient(settings) as client:
            for record in waiting:
                assert record.sca_url
                back = authorize_as_customer(record.sca_url, visit_return=False)
                returned = submission.returned(record.key, client, temp_token=back.temp_token)
                assert returned.credentials_id
            slept: list[float] = []
            rounds = submission.follow(client, sleep=slept.append)
        assert rounds == len(slept)
        statuses = {r.payment_status for r in submission.records}
        assert statuses == {PaymentStatus.PAYMENT_COMPLETED}
