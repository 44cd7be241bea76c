"""One file's journey through the service, durable in the journal: :class:`Submission`.

plan → session → step → SCA link → the customer's return → token → payment status.
``pain2pis submit``, ``pain2pis demo`` and library users all drive this one object; the
steps themselves are :mod:`pain_bridge.gateway.submit`'s (claims, nonce replays, the
state table)::

    with Journal() as journal:
        submission = Submission.prepare(
            journal, settings, "payments.xml", skill="demo_xx_pisp_sbx_#1.0",
            split="transaction", psu_redirect_link="https://app.example/back",
        )
        submission.submit()                      # every intent sent once, links recorded
        for record in submission.awaiting_customer():
            ...                                  # the customer opens record.sca_url
        submission.returned(record.key, temp_token=token)   # recorded and exchanged
        submission.follow()                      # read until every payment is final
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from pain_bridge.gateway.batch import Resolution
from pain_bridge.gateway.client import AsyncGatewayClient, GatewayClient, GatewaySettings
from pain_bridge.gateway.consent import exchange, record_redirect, refresh
from pain_bridge.gateway.journal import IntentRecord, Journal, Origin, State
from pain_bridge.gateway.submit import (
    DRAIN_TIMEOUT,
    Outcome,
    Prepared,
    SplitMode,
    batch_of,
    plan_batch,
    prepare_intents,
    submit_batch,
)
from pain_bridge.signals import Stopped

__all__ = ["Submission"]


class Submission:
    """The intents of one file in one journal, and what to do with them next.

    ``redirect_for`` gives an intent's ``psu_redirect_link`` when it is sent (a
    loopback catcher names one per intent); by default the planned data's link."""

    def __init__(
        self,
        journal: Journal,
        settings: GatewaySettings,
        prepared: Prepared,
        records: Sequence[IntentRecord],
        *,
        redirect_for: Callable[[IntentRecord], str] | None = None,
    ) -> None:
        self.journal = journal
        self.settings = settings
        self.prepared = prepared
        self._keys = [r.key for r in records]
        #: The batch these intents make (an intent another file planned first keeps
        #: that file's batch in its record).
        self.batch = batch_of(self._keys)
        self._planned = {
            r.key: data for r, (_l, data) in zip(records, prepared.intents, strict=True)
        }
        self._redirect_for = redirect_for

    @classmethod
    def prepare(
        cls,
        journal: Journal,
        settings: GatewaySettings,
        source: str | Path,
        *,
        skill: str,
        split: SplitMode = "none",
        psu_redirect_link: str | None = None,
        psu_id: str | None = None,
        allow_immediate_execution: bool = False,
        require_profile: bool = False,
        credential_source: str = "config",
        tenant_user_id: str = "pain2pis",
        redirect_for: Callable[[IntentRecord], str] | None = None,
    ) -> Submission:
        """Validate and convert ``source`` for ``skill``, split it and plan its intents in
        the journal (those already there keep their state). Raises
        :class:`~pain_bridge.errors.ValidationFailed` before anything is planned when the
        file has errors."""
        prepared = prepare_intents(
            source,
            skill=skill,
            split=split,
            psu_redirect_link=psu_redirect_link,
            psu_id=psu_id,
            allow_immediate_execution=allow_immediate_execution,
            require_profile=require_profile,
        )
        return cls.plan(
            journal,
            settings,
            prepared,
            skill=skill,
            credential_source=credential_source,
            tenant_user_id=tenant_user_id,
            redirect_for=redirect_for,
        )

    @classmethod
    def plan(
        cls,
        journal: Journal,
        settings: GatewaySettings,
        prepared: Prepared,
        *,
        skill: str,
        credential_source: str = "config",
        tenant_user_id: str = "pain2pis",
        redirect_for: Callable[[IntentRecord], str] | None = None,
    ) -> Submission:
        """Plan already prepared intents (:func:`~.submit.prepare_intents`) in the journal."""
        records = plan_batch(
            journal,
            prepared.intents,
            skill=skill,
            base_url=settings.root_url,
            credential_source=credential_source,
            tenant_user_id=tenant_user_id,
            sources=prepared.sources,
            file=prepared.file,
            digest=prepared.digest,
        )
        return cls(journal, settings, prepared, records, redirect_for=redirect_for)

    # -- what is where -------------------------------------------------------------
    @property
    def records(self) -> list[IntentRecord]:
        """The intents as the journal has them now, in file order."""
        found = (self.journal.get(key) for key in self._keys)
        return [record for record in found if record is not None]

    def awaiting_customer(self) -> list[IntentRecord]:
        """The intents of this file whose SCA link awaits its customer (not those another
        file planned first: their links went out with that file)."""
        return [
            r
            for r in self.records
            if r.state is State.SUBMITTED and r.sca_url and self.planned_before(r) is None
        ]

    def planned_before(self, record: IntentRecord) -> Origin | None:
        """The file that planned ``record`` before this one, when another did: the same
        payment, which the journal sends once (None: this file planned it first)."""
        if not record.origins:
            return None
        first = record.origins[0]
        return None if first.same_file(self.prepared.digest, self.batch) else first

    def _data(self, record: IntentRecord) -> Mapping[str, Any]:
        data: Mapping[str, Any] = self._planned[record.key]
        if not data.get("psu_redirect_link"):
            data = record.data  # a re-run without --redirect: the link it was planned with
        if self._redirect_for is None:
            return data
        return {**data, "psu_redirect_link": self._redirect_for(record)}

    # -- the steps -----------------------------------------------------------------
    def submit(
        self,
        *,
        concurrency: int = 4,
        resolve_unknown: Resolution | None = None,
        on_done: Callable[[Outcome], None] | None = None,
        drain_timeout: float = DRAIN_TIMEOUT,
        on_stop: Callable[[Stopped, int], None] | None = None,
    ) -> list[Outcome]:
        """Send every intent not yet sent (claimed first: any number of processes may
        run the same file at once); outcomes in file order. In a command, SIGTERM or
        SIGHUP lets the calls in flight finish (at most ``drain_timeout`` seconds) and
        is then raised (:func:`~.submit.submit_batch`)."""
        work = [(record, self._data(record)) for record in self.records]
        return submit_batch(
            self.journal,
            AsyncGatewayClient(self.settings),
            work,
            concurrency=concurrency,
            resolve_unknown=resolve_unknown,
            on_done=on_done,
            drain_timeout=drain_timeout,
            on_stop=on_stop,
        )

    def returned(
        self,
        key: str,
        client: GatewayClient,
        *,
        temp_token: str | None = None,
        error: str | None = None,
        error_description: str | None = None,
    ) -> IntentRecord:
        """Record a customer's return and, with a temp token, exchange it for the consent
        and read the payment. Raises the gateway's error when the exchange fails (the
        intent stays ``authorized``, the error recorded)."""
        record = record_redirect(
            self.journal,
            key,
            temp_token=temp_token,
            error=error,
            error_description=error_description,
        )
        if record.state is State.AUTHORIZED:
            record = exchange(self.journal, client, record)
        return record

    def follow(
        self,
        client: GatewayClient,
        *,
        polls: int = 50,
        interval: float = 0.05,
        sleep: Callable[[float], None] = time.sleep,
    ) -> int:
        """Read the payments with a consent until each is final, at most ``polls`` rounds
        ``interval`` seconds apart (each read asks the bank); returns the rounds taken."""
        for round_ in range(polls):
            pending = [
                r
                for r in self.records
                if r.credentials_id and not (r.payment_status and r.payment_status.is_final)
            ]
            if not pending:
                return round_
            for record in pending:
                refresh(self.journal, client, record)
            sleep(interval)
        return polls
