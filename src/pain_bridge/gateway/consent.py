"""After the customer: their return, the token exchange, the payment's status.

:func:`record_redirect` records the customer's return (``authorized`` with its temp
token, or ``authorization_failed`` with the bank's error); :func:`exchange` exchanges the
recorded temp token for a consent and reads the payment; :func:`adopt` does the same for
a temp token whose intent is not known (``pain2pis token TEMP_TOKEN`` with no
``--intent``) and attaches it to the submitted intent whose data the payment matches;
:func:`refresh` reads the payment again. A consent and a payment read are recorded the
same way whichever way the token came (:func:`_record_consent`, :func:`_record_payment`).
"""

from __future__ import annotations

from pain_bridge.gateway.client import GatewayClient, Payment, TokenGrant
from pain_bridge.gateway.errors import GatewayError
from pain_bridge.gateway.journal import (
    IntentRecord,
    Journal,
    PlannedIntent,
    State,
    canonical_json,
    intent_key,
)
from pain_bridge.gateway.retry import is_transient

__all__ = ["adopt", "exchange", "record_redirect", "refresh"]

#: The states in which an intent awaits its customer's return: a temp token of unknown
#: intent is matched against these.
AWAITING_RETURN = frozenset({State.SUBMITTED, State.AUTHORIZED})


def record_redirect(
    journal: Journal,
    key: str,
    *,
    temp_token: str | None = None,
    error: str | None = None,
    error_description: str | None = None,
) -> IntentRecord:
    """Record the customer's return: ``authorized`` with the temp token, or
    ``authorization_failed`` with the bank's error code."""
    if temp_token:
        return journal.transition(
            key, State.AUTHORIZED, "customer returned with a temp token", temp_token=temp_token
        )
    detail = f"customer returned with error {error or 'unknown'}"
    if error_description:
        detail += f": {error_description}"
    return journal.transition(
        key,
        State.AUTHORIZATION_FAILED,
        detail,
        error={"error": "authorization_failed", "code": error, "message": error_description},
        error_retryable=False,
    )


def exchange(journal: Journal, client: GatewayClient, record: IntentRecord) -> IntentRecord:
    """Exchange the recorded temp token, then read the payment once.

    On failure the intent stays ``authorized`` with the error recorded, and the error is
    raised. (A temp token is single-use: if the service spent it but its answer was lost,
    a repeat is refused with ``invalid_temp_token`` and the consent can only be had by
    authorizing again.)
    """
    if not record.temp_token:
        raise ValueError(f"intent {record.short_id} has no temp token to exchange")
    try:
        grant = client.exchange_token(record.temp_token)
    except GatewayError as error:
        journal.transition(
            record.key,
            State.AUTHORIZED,
            f"token exchange failed: {error.message}",
            error=error.to_dict(),
            error_retryable=is_transient(error),
        )
        raise
    return refresh(journal, client, _record_consent(journal, record.key, grant))


def adopt(
    journal: Journal, client: GatewayClient, temp_token: str, *, credential_source: str
) -> IntentRecord:
    """Exchange a temp token of unknown intent and read its payment; attach both to the
    intent awaiting its customer whose data the payment matches, or record them as a new
    row (``adopted``, with ``credential_source``: where the keys came from)."""
    grant = client.exchange_token(temp_token)
    payment = client.get_payment(grant.credentials_id, grant.access_token)
    infos = canonical_json(payment.data.get("payment_info"))
    root = client.settings.root_url
    match = [
        r
        for r in journal.all()
        if r.state in AWAITING_RETURN
        and r.base_url == root
        and canonical_json(r.data.get("payment_info")) == infos
    ]
    if match:
        record = match[0]
    else:
        data = {"payment_info": payment.data.get("payment_info") or []}
        key = intent_key({"credentials_id": grant.credentials_id}, "", root)
        planned = PlannedIntent(
            key,
            "adopted",
            0,
            f"token {grant.credentials_id}",
            "",
            root,
            credential_source,
            "",
            data,
        )
        record = journal.plan([planned])[0]
    record = _record_consent(journal, record.key, grant)
    return _record_payment(journal, record, payment)


def refresh(journal: Journal, client: GatewayClient, record: IntentRecord) -> IntentRecord:
    """Read the payment (each read asks the bank) and record a changed status."""
    if not record.credentials_id or not record.access_token:
        raise ValueError(f"intent {record.short_id} has no consent to read yet")
    payment = client.get_payment(record.credentials_id, record.access_token)
    if payment.status == record.payment_status and record.payment_id == payment.id:
        return record
    return _record_payment(journal, record, payment)


def _record_consent(journal: Journal, key: str, grant: TokenGrant) -> IntentRecord:
    """``token_exchanged`` with the consent; the spent temp token and an earlier failed
    exchange's error are cleared."""
    return journal.transition(
        key,
        State.TOKEN_EXCHANGED,
        f"consent {grant.credentials_id}",
        credentials_id=grant.credentials_id,
        access_token=grant.access_token,
        consent_exp=grant.consent_exp.isoformat() if grant.consent_exp else None,
        temp_token=None,
        error=None,
        error_retryable=None,
    )


def _record_payment(journal: Journal, record: IntentRecord, payment: Payment) -> IntentRecord:
    """The payment's status as the intent's state, with its id."""
    return journal.transition(
        record.key,
        payment.status,
        f"payment {payment.id}: {payment.status}",
        payment_id=payment.id,
        payment_status=payment.status,
    )
