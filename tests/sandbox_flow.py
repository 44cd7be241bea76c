"""Helpers shared by the sandbox tests: payment data, the customer's browser, the flow."""

from __future__ import annotations

import copy
import urllib.parse
import uuid
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

import httpx

from pain_bridge.sandbox.tenants import DEMO_CLIENT_APP_KEY, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET

SKILL = "demo_xx_pisp_sbx_#1.0"
OTHER_SKILL = "bt_ro_pisp_sbx_#2.0"
RETURN_LINK = "https://tenant.example/back?order=42"
ERROR_KEYS = {"id", "type", "http", "code", "message"}


def payment_data(
    amount: str = "12.50",
    creditor: str = "Bob Example",
    *,
    link: str = RETURN_LINK,
    more_amounts: tuple[str, ...] = (),
) -> dict[str, Any]:
    """A valid payment intent ``data`` with one transaction per amount."""
    amounts = (amount, *more_amounts)
    return {
        "psu_redirect_link": link,
        "psu_id": "customer-7",
        "payment_info": [
            {
                "payment_info_id": "PMT-1",
                "debtor": {"name": "Alice Debtor", "country": "DE"},
                "debtor_account": {
                    "identification": {"iban": "DE89370400440532013000"},
                    "currency": "EUR",
                },
                "transactions": [
                    {
                        "amount": {"instructed_amount": {"value": value, "currency": "EUR"}},
                        "creditor": {"name": creditor, "country": "FR"},
                        "creditor_account": {
                            "identification": {"iban": "FR1420041010050500013M02606"},
                            "currency": "EUR",
                        },
                        "payment_identification": {"end_to_end_id": f"E2E-{i}"},
                        "remittance_information": {"unstructured": f"Invoice {i}"},
                    }
                    for i, value in enumerate(amounts, start=1)
                ],
            }
        ],
    }


def assert_error(
    response: httpx.Response, status: int, code: str, type_: str | None = None
) -> dict[str, Any]:
    """The response is the §7 error body with this status and code; returns the body."""
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) >= ERROR_KEYS, body
    assert body["http"] == status
    assert body["code"] == code, body
    uuid.UUID(body["id"])
    assert isinstance(body["message"], str)
    assert body["message"]
    if type_ is not None:
        assert body["type"] == type_
    assert "Traceback" not in response.text
    return body


class FormParser(HTMLParser):
    """The forms of an HTML page: action, method, and the fields a browser would send."""

    def __init__(self) -> None:
        super().__init__()
        self.forms: list[dict[str, Any]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form":
            self.forms.append(
                {
                    "action": a.get("action", ""),
                    "method": a.get("method", "get"),
                    "fields": {},
                    "buttons": {},
                }
            )
        elif tag == "input" and self.forms and a.get("name"):
            self.forms[-1]["fields"][a["name"]] = a.get("value", "")
        elif tag == "button" and self.forms and a.get("name"):
            self.forms[-1]["buttons"][a.get("value", "")] = a["name"]


@dataclass
class BankPage:
    """The bank's authorization page as a browser sees it."""

    url: str
    html: str
    action: str
    fields: dict[str, str] = field(default_factory=dict)
    buttons: dict[str, str] = field(default_factory=dict)

    def form_for(self, decision: str) -> dict[str, str]:
        return {**self.fields, self.buttons[decision]: decision}


class Flow:
    """The whole flow over an httpx-compatible client whose base URL ends in ``/v1``."""

    def __init__(
        self,
        client: httpx.Client,
        *,
        client_id: str = DEMO_CLIENT_ID,
        app_key: str = DEMO_CLIENT_APP_KEY,
        secret: str = DEMO_CLIENT_SECRET,
        skill: str = SKILL,
    ) -> None:
        self.client = client
        self.client_id = client_id
        self.app_key = app_key
        self.secret = secret
        self.skill = skill

    def session(self) -> dict[str, Any]:
        response = self.client.post(
            "/sessions",
            json={
                "tenant_user_id": "user-1",
                "client_id": self.client_id,
                "client_app_key": self.app_key,
                "skill": self.skill,
            },
        )
        assert response.status_code == 200, response.text
        return dict(response.json())

    def step_body(self, session: dict[str, Any], data: dict[str, Any]) -> dict[str, Any]:
        return {
            "client_id": self.client_id,
            "nonce": session["nonce"],
            "skill": self.skill,
            "step": "payment_intent",
            "data": copy.deepcopy(data),
        }

    def submit(self, session: dict[str, Any], data: dict[str, Any]) -> httpx.Response:
        return self.client.post(
            f"/sessions/{session['session_id']}/steps", json=self.step_body(session, data)
        )

    def sca_url(self, data: dict[str, Any] | None = None) -> str:
        response = self.submit(self.session(), data or payment_data())
        assert response.status_code == 200, response.text
        return str(response.json()["data"]["url"])

    def bank_page(self, url: str) -> BankPage:
        response = self.client.get(url)
        assert response.status_code == 200, response.text
        parser = FormParser()
        parser.feed(response.text)
        (form,) = parser.forms
        assert form["method"].lower() == "post"
        action = urllib.parse.urljoin(url, form["action"])
        return BankPage(url, response.text, action, form["fields"], form["buttons"])

    def decide(self, page: BankPage, decision: str = "approve") -> str:
        """Press a button; returns where the bank redirects (the service's redirect URI)."""
        response = self.client.post(page.action, data=page.form_for(decision))
        assert response.status_code == 303, response.text
        return str(response.headers["location"])

    def follow_to_tenant(self, location: str) -> str:
        """Follow redirects until the tenant's ``psu_redirect_link`` (not fetched)."""
        for _ in range(5):
            if location.startswith(RETURN_LINK.split("?")[0]):
                return location
            response = self.client.get(location)
            assert response.status_code in (302, 303, 307), response.text
            location = str(response.headers["location"])
        raise AssertionError(f"no redirect to the tenant link: {location}")

    def authorize(self, data: dict[str, Any] | None = None, decision: str = "approve") -> str:
        """Session, step, bank page, decision: the final tenant link."""
        page = self.bank_page(self.sca_url(data))
        return self.follow_to_tenant(self.decide(page, decision))

    def exchange(self, temp_token: str) -> httpx.Response:
        return self.client.post(
            "/tokens",
            json={
                "client_id": self.client_id,
                "client_secret": self.secret,
                "temp_token": temp_token,
            },
        )

    def token(self, data: dict[str, Any] | None = None) -> dict[str, Any]:
        link = self.authorize(data)
        response = self.exchange(query_of(link)["temp_token"])
        assert response.status_code == 200, response.text
        return dict(response.json())

    def get(self, token: dict[str, Any], **override: str) -> httpx.Response:
        body = {
            "client_id": self.client_id,
            "client_secret": self.secret,
            "credentials_id": token["credentials_id"],
            "access_token": token["access_token"],
            **override,
        }
        return self.client.post("/payments/get", json=body)


def query_of(url: str) -> dict[str, str]:
    """The query parameters of ``url`` (last value wins)."""
    return dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(url).query, keep_blank_values=True))


# --------------------------------------------------------------------------- app set-up
import warnings  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from contextlib import contextmanager  # noqa: E402
from datetime import UTC, datetime  # noqa: E402

from starlette.applications import Starlette  # noqa: E402

with warnings.catch_warnings():  # starlette 1.x: "install httpx2" (not in the lock file)
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from pain_bridge.sandbox import ManualClock, SandboxSettings  # noqa: E402
from pain_bridge.sandbox.tenants import Tenant, demo_tenant  # noqa: E402

START = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
ACME_SECRET = "acme-secret-for-tests"
ACME = Tenant.create("acme", "acme-app-key", ACME_SECRET, "ACME Treasury")


def settings(clock: ManualClock, **kwargs: Any) -> SandboxSettings:
    """Sandbox settings for tests: demo and ACME tenants, the manual clock, short delays."""
    return SandboxSettings(
        tenants=(demo_tenant(), ACME), clock=clock, slow_response_seconds=0.2, **kwargs
    )


@contextmanager
def sandbox_client(app: Starlette, **kwargs: Any) -> Iterator[TestClient]:
    """An in-process client whose base URL is the sandbox's ``/v1``."""
    with TestClient(
        app, base_url="http://testserver/v1", follow_redirects=False, **kwargs
    ) as client:
        yield client


def acme_flow(client: httpx.Client) -> Flow:
    return Flow(client, client_id="acme", app_key="acme-app-key", secret=ACME_SECRET)
