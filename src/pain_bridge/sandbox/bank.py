"""The simulated bank behind the sandbox.

One module because the bank is one simulated party: its statuses, its OAuth flow with
PKCE and its answers to polls are one contract, the table below.

The service registers each payment at the bank (the bank answers with its own payment
id: status ``payment_received``), sends the customer to the bank's authorization page
with an OAuth 2.0 authorization request protected by PKCE ``S256``, and exchanges the
authorization code the bank redirects back with. Afterwards every Get payment asks the
bank for news, and the bank's answer advances one step per question, as a real bank's
would.

The bank keeps its own vocabulary, the ISO 20022 payment status codes, which the
service maps onto its statuses (``pis-interface.md`` §3):

======  ======================================  =========================
bank    meaning                                 service status
======  ======================================  =========================
RCVD    received, awaiting authorization        ``payment_received``
ACTC    authorized by the customer              ``payment_authorized``
ACSP    accepted, settlement in process         ``payment_in_process``
ACSC    settlement completed                    ``payment_completed``
RJCT    rejected                                ``payment_failed``
======  ======================================  =========================

Progression on the bank's side, one step per poll: ``ACTC`` → ``ACSP`` → ``ACSC``.
``RCVD`` never advances by polling (only the customer authorizes), and no status goes
back. The test triggers that change this are in ``TRIGGERS.md`` and :class:`Triggers`.
"""

from __future__ import annotations

import html
import urllib.parse
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta
from decimal import Decimal, InvalidOperation
from typing import Any

from pain_bridge.sandbox.security import (
    code_challenge,
    digests_equal,
    is_code_challenge,
    new_token,
    token_digest,
)
from pain_bridge.sandbox.store import BankPayment, BankRequest, Tx

__all__ = [
    "BANK_TO_SERVICE",
    "BankError",
    "SimulatedBank",
    "Triggers",
    "render_error_page",
    "render_payment_page",
]

#: Amounts and names that make the simulated bank misbehave on purpose (``TRIGGERS.md``).
REJECT_AMOUNT = Decimal("666.66")
FAIL_AMOUNT = Decimal("13.13")
SLOW_AMOUNT = Decimal("7.77")
SLOW_CREDITOR = "SLOW BANK"
UNAVAILABLE_AMOUNT = Decimal("500.01")
RATE_LIMIT_AMOUNT = Decimal("429.00")
SLOW_RESPONSE_AMOUNT = Decimal("408.00")

#: How many Get payment answers show ``payment_in_process``: normally, and for a slow bank.
IN_PROCESS_POLLS = 1
SLOW_IN_PROCESS_POLLS = 5

BANK_TO_SERVICE: dict[str, str] = {
    "RCVD": "payment_received",
    "ACTC": "payment_authorized",
    "ACSP": "payment_in_process",
    "ACSC": "payment_completed",
    "RJCT": "payment_failed",
}

SCOPE_PREFIX = "PIS:"
REQUEST_TTL = timedelta(minutes=15)
CODE_TTL = timedelta(minutes=5)


class BankError(Exception):
    """The bank refuses a request. ``error`` is an OAuth 2.0 error code."""

    def __init__(self, error: str, description: str) -> None:
        super().__init__(description)
        self.error = error
        self.description = description


def _as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _as_dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _amount(value: Any) -> Decimal | None:
    if not isinstance(value, str):
        return None
    try:
        amount = Decimal(value.strip())
    except InvalidOperation:
        return None
    return amount if amount.is_finite() else None


def transactions(payment_info: Sequence[Any]) -> list[dict[str, Any]]:
    """Every transaction of every ``payment_info`` element (malformed parts skipped)."""
    return [
        _as_dict(tx) for info in payment_info for tx in _as_list(_as_dict(info).get("transactions"))
    ]


def transaction_amount(tx: Mapping[str, Any]) -> tuple[str, str]:
    """``(value, currency)`` of a transaction as written (empty strings where absent)."""
    instructed = _as_dict(_as_dict(tx.get("amount")).get("instructed_amount"))
    return _text(instructed.get("value")), _text(instructed.get("currency"))


@dataclass(frozen=True, slots=True)
class Triggers:
    """The test triggers a payment carries (see ``TRIGGERS.md``).

    Any transaction whose amount (compared as a decimal: ``666.660`` is ``666.66``) or
    creditor name (case-insensitive) matches sets the trigger for the whole payment.
    """

    reject_at_authorization: bool = False
    fail_after_authorization: bool = False
    in_process_polls: int = IN_PROCESS_POLLS
    unavailable_once: bool = False
    rate_limited_once: bool = False
    slow_response_once: bool = False

    @classmethod
    def of(cls, payment_info: Sequence[Any]) -> Triggers:
        """The triggers set by the transactions of ``payment_info``."""
        amounts: set[Decimal] = set()
        creditors: set[str] = set()
        for tx in transactions(payment_info):
            value = _amount(transaction_amount(tx)[0])
            if value is not None:
                amounts.add(value)
            creditors.add(_text(_as_dict(tx.get("creditor")).get("name")).strip().upper())
        slow = SLOW_AMOUNT in amounts or SLOW_CREDITOR in creditors
        return cls(
            reject_at_authorization=REJECT_AMOUNT in amounts,
            fail_after_authorization=FAIL_AMOUNT in amounts,
            in_process_polls=SLOW_IN_PROCESS_POLLS if slow else IN_PROCESS_POLLS,
            unavailable_once=UNAVAILABLE_AMOUNT in amounts,
            rate_limited_once=RATE_LIMIT_AMOUNT in amounts,
            slow_response_once=SLOW_RESPONSE_AMOUNT in amounts,
        )

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Triggers:
        """Back from :meth:`to_dict` (unknown keys ignored)."""
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        return cls(**known)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class AuthorizationRequest:
    """A validated authorization request, ready to be shown to the customer."""

    payment: BankPayment
    request_id: str


class SimulatedBank:
    """The bank's behaviour over the sandbox store (all methods run inside a transaction)."""

    def register(
        self,
        tx: Tx,
        *,
        bank_payment_id: str,
        client_id: str,
        redirect_uri: str,
        payment_info: list[Any],
        triggers: Triggers,
        now: datetime,
    ) -> None:
        """Receive a payment: it waits (``RCVD``) for the customer's authorization."""
        tx.insert_bank_payment(
            BankPayment(
                id=bank_payment_id,
                client_id=client_id,
                redirect_uri=redirect_uri,
                payment_info=payment_info,
                triggers=triggers.to_dict(),
                status="RCVD",
                polls=0,
                created_at=now,
            )
        )

    def open_request(
        self, tx: Tx, params: Mapping[str, str], now: datetime
    ) -> AuthorizationRequest:
        """Check an authorization request (the SCA link's query) and register it.

        Raises :class:`BankError` for anything wrong; the bank never redirects to a
        ``redirect_uri`` it has not checked.
        """
        for name in (
            "client_id",
            "code_challenge",
            "code_challenge_method",
            "redirect_uri",
            "response_type",
            "scope",
            "state",
        ):
            if not params.get(name):
                raise BankError("invalid_request", f"The parameter {name} is missing.")
        if params["response_type"] != "code":
            raise BankError("unsupported_response_type", "Only response_type=code is supported.")
        if params["code_challenge_method"] != "S256":
            raise BankError("invalid_request", "Only code_challenge_method=S256 is supported.")
        if not is_code_challenge(params["code_challenge"]):
            raise BankError("invalid_request", "The code_challenge is not an S256 challenge.")
        scope = params["scope"]
        if not scope.startswith(SCOPE_PREFIX):
            raise BankError("invalid_scope", f"The scope must be {SCOPE_PREFIX}<payment id>.")
        payment = tx.get_bank_payment(scope[len(SCOPE_PREFIX) :])
        if payment is None:
            raise BankError("invalid_scope", "The bank knows no such payment.")
        if not digests_equal(params["client_id"], payment.client_id):
            raise BankError("unauthorized_client", "The client_id is not the payment's.")
        if params["redirect_uri"] != payment.redirect_uri:
            raise BankError("invalid_request", "The redirect_uri is not the registered one.")
        if payment.status != "RCVD":
            raise BankError("invalid_request", "This payment has already been decided.")
        request_id = new_token()
        tx.insert_bank_request(
            "bank_requests",
            BankRequest(
                digest=token_digest(request_id),
                bank_payment_id=payment.id,
                client_id=payment.client_id,
                redirect_uri=payment.redirect_uri,
                state=params["state"],
                code_challenge=params["code_challenge"],
                expires_at=now + REQUEST_TTL,
                used_at=None,
            ),
        )
        return AuthorizationRequest(payment, request_id)

    def decide(self, tx: Tx, request_id: str, approve: bool, now: datetime) -> str:
        """The customer's decision on a shown request → where the bank redirects them.

        Approval issues a single-use authorization code (unless the payment carries the
        rejection trigger); rejection answers ``error=access_denied``.
        """
        digest = token_digest(request_id)
        request = tx.get_bank_request("bank_requests", digest)
        if request is None or request.used_at is not None or now >= request.expires_at:
            raise BankError(
                "invalid_request",
                "This authorization page is no longer valid; start again from the tenant app.",
            )
        payment = tx.get_bank_payment(request.bank_payment_id)
        if payment is None or payment.status != "RCVD":
            raise BankError("invalid_request", "This payment has already been decided.")
        tx.use_bank_request("bank_requests", digest, now)
        triggers = Triggers.from_dict(payment.triggers)
        if not approve:
            tx.update_bank_payment(payment.id, status="RJCT", polls=payment.polls)
            params = {
                "error": "access_denied",
                "error_description": "The customer rejected the payment at the bank.",
            }
        elif triggers.reject_at_authorization:
            tx.update_bank_payment(payment.id, status="RJCT", polls=payment.polls)
            params = {
                "error": "payment_rejected",
                "error_description": (
                    "The bank rejected the payment: insufficient funds (sandbox trigger 666.66)."
                ),
            }
        else:
            tx.update_bank_payment(payment.id, status="ACTC", polls=0)
            code = new_token()
            tx.insert_bank_request(
                "bank_codes",
                BankRequest(
                    digest=token_digest(code),
                    bank_payment_id=payment.id,
                    client_id=request.client_id,
                    redirect_uri=request.redirect_uri,
                    state="",
                    code_challenge=request.code_challenge,
                    expires_at=now + CODE_TTL,
                    used_at=None,
                ),
            )
            params = {"code": code}
        params["state"] = request.state
        return add_query(request.redirect_uri, params)

    def exchange_code(
        self,
        tx: Tx,
        *,
        code: str,
        code_verifier: str,
        redirect_uri: str,
        client_id: str,
        now: datetime,
    ) -> BankPayment:
        """Redeem an authorization code with the PKCE verifier; the authorized payment.

        The code is single-use and short-lived, bound to the ``redirect_uri`` and
        ``client_id`` of its request, and redeemed only with the verifier whose S256
        challenge the request carried. Raises :class:`BankError` (``invalid_grant``)
        otherwise. Any attempt, good or bad, uses the code up.
        """
        digest = token_digest(code)
        grant = tx.get_bank_request("bank_codes", digest)
        if grant is None or grant.used_at is not None or now >= grant.expires_at:
            raise BankError("invalid_grant", "The authorization code is unknown, used or expired.")
        tx.use_bank_request("bank_codes", digest, now)
        if not digests_equal(grant.redirect_uri, redirect_uri) or not digests_equal(
            grant.client_id, client_id
        ):
            raise BankError("invalid_grant", "The code was issued for another client or URI.")
        if not digests_equal(code_challenge(code_verifier), grant.code_challenge):
            raise BankError("invalid_grant", "The PKCE code_verifier does not match.")
        payment = tx.get_bank_payment(grant.bank_payment_id)
        if payment is None or payment.status != "ACTC":
            raise BankError("invalid_grant", "The payment is not authorized.")
        return payment

    def poll(self, tx: Tx, bank_payment_id: str) -> str:
        """Answer a status question, advancing the payment by one step; the new status."""
        payment = tx.get_bank_payment(bank_payment_id)
        if payment is None:
            raise BankError("invalid_request", "The bank knows no such payment.")
        if payment.status not in ("ACTC", "ACSP"):
            return payment.status
        triggers = Triggers.from_dict(payment.triggers)
        polls = payment.polls + 1
        if polls <= triggers.in_process_polls:
            status = "ACSP"
        elif triggers.fail_after_authorization:
            status = "RJCT"
        else:
            status = "ACSC"
        tx.update_bank_payment(payment.id, status=status, polls=polls)
        return status


def add_query(url: str, params: Mapping[str, str]) -> str:
    """``url`` with ``params`` added to its query; existing parameters are kept, except
    those of the same names, which ``params`` replace. The fragment is kept."""
    parts = urllib.parse.urlsplit(url)
    kept = [
        (k, v)
        for k, v in urllib.parse.parse_qsl(parts.query, keep_blank_values=True)
        if k not in params
    ]
    query = urllib.parse.urlencode([*kept, *params.items()])
    return urllib.parse.urlunsplit(parts._replace(query=query))


# ---------------------------------------------------------------------------- the page

_STYLE = """
body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;
color:#1d2733;background:#f4f6f8}
header{background:#0b4f6c;color:#fff;padding:1rem 1.25rem;border-radius:.5rem .5rem 0 0}
header small{display:block;opacity:.8}
main{background:#fff;padding:1.25rem;border-radius:0 0 .5rem .5rem;
box-shadow:0 1px 3px rgba(0,0,0,.12)}
table{border-collapse:collapse;width:100%;margin:.75rem 0}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #e3e7eb;vertical-align:top}
td.amount{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.iban{font-family:ui-monospace,monospace;font-size:.9em;color:#4a5a6a}
.buttons{display:flex;gap:1rem;margin-top:1.25rem}
button{font-size:1rem;padding:.6rem 1.4rem;border-radius:.35rem;border:0;cursor:pointer}
button.approve{background:#1b7f3b;color:#fff}
button.reject{background:#e3e7eb;color:#1d2733}
.note{font-size:.85em;color:#6a7a8a;margin-top:1rem}
"""


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _page(title: str, body: str) -> str:
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_e(title)}</title><style>{_STYLE}</style></head><body>"
        "<header><strong>Sandbox Bank</strong>"
        "<small>Simulated bank of the pain2pis sandbox: no real money moves.</small></header>"
        f"<main>{body}</main></body></html>\n"
    )


def _party(party: Any, account: Any) -> str:
    name = _text(_as_dict(party).get("name")) or "—"
    iban = _text(_as_dict(_as_dict(account).get("identification")).get("iban"))
    return f'{_e(name)}<br><span class="iban">{_e(iban)}</span>'


def render_payment_page(request: AuthorizationRequest, tenant_name: str) -> str:
    """The authorization page: the payment in full, with Approve and Reject buttons."""
    rows: list[str] = []
    totals: dict[str, Decimal] = {}
    for info in request.payment.payment_info:
        info_d = _as_dict(info)
        debtor = _party(info_d.get("debtor"), info_d.get("debtor_account"))
        for tx in _as_list(info_d.get("transactions")):
            tx_d = _as_dict(tx)
            value, currency = transaction_amount(tx_d)
            amount = _amount(value)
            if amount is not None:
                totals[currency] = totals.get(currency, Decimal(0)) + amount
            remittance = _text(_as_dict(tx_d.get("remittance_information")).get("unstructured"))
            rows.append(
                "<tr>"
                f"<td>{debtor}</td>"
                f"<td>{_party(tx_d.get('creditor'), tx_d.get('creditor_account'))}</td>"
                f"<td>{_e(remittance)}</td>"
                f'<td class="amount">{_e(value)} {_e(currency)}</td>'
                "</tr>"
            )
    total_text = ", ".join(f"{_e(total)} {_e(ccy)}" for ccy, total in sorted(totals.items()))
    count = len(rows)
    body = (
        f"<h1>Authorize {'a payment' if count == 1 else f'{count} payments'}</h1>"
        f"<p><strong>{_e(tenant_name)}</strong> asks you to authorize the following "
        f"{'payment' if count == 1 else 'payments'}. Total: <strong>{total_text}</strong>.</p>"
        "<table><thead><tr><th>From</th><th>To</th><th>Details</th>"
        '<th class="amount">Amount</th></tr></thead><tbody>' + "".join(rows) + "</tbody></table>"
        '<form method="post" action="authorize">'
        f'<input type="hidden" name="request_id" value="{_e(request.request_id)}">'
        '<div class="buttons">'
        '<button class="approve" type="submit" name="decision" value="approve">'
        "Approve</button>"
        '<button class="reject" type="submit" name="decision" value="reject">'
        "Reject</button></div></form>"
        f'<p class="note">Bank reference {_e(request.payment.id)}</p>'
    )
    return _page("Sandbox Bank: authorize payment", body)


def render_error_page(error: BankError) -> str:
    """The bank's page for a refused request (the customer is not redirected)."""
    body = (
        "<h1>This request cannot be completed</h1>"
        f"<p>{_e(error.description)}</p>"
        f'<p class="note">Error code: {_e(error.error)}</p>'
    )
    return _page("Sandbox Bank: error", body)
