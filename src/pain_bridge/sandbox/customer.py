"""A simulated customer for the sandbox's bank: open the SCA link, press a button.

Used by ``pain2pis demo`` and by tests. It does over HTTP what a person does in a
browser: ``GET`` the SCA link (the bank's authorization page), read the page's form,
``POST`` it with the chosen button (``approve`` or ``reject``), and follow the redirects
back through the service to the tenant app's ``psu_redirect_link``. It works only
against pages shaped like the sandbox bank's (one ``POST`` form, a ``decision``
button); a real bank needs a real person.
"""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Literal
from urllib.parse import parse_qs, urljoin, urlsplit

import httpx

from pain_bridge.gateway.errors import MalformedResponse, RequestInfo

__all__ = ["CustomerReturn", "authorize_as_customer"]


class _FormParser(HTMLParser):
    """The first POST form: its action, hidden inputs and submit buttons."""

    def __init__(self) -> None:
        super().__init__()
        self.action: str | None = None
        self.hidden: dict[str, str] = {}
        self.buttons: dict[str, str] = {}  # value -> name
        self._in_form = False
        self._done = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if self._done:
            return
        if tag == "form" and a.get("method", "get").lower() == "post":
            self._in_form = True
            self.action = a.get("action", "")
        elif self._in_form and tag == "input" and a.get("type") == "hidden" and "name" in a:
            self.hidden[a["name"]] = a.get("value", "")
        elif (
            self._in_form
            and tag == "button"
            and a.get("type", "submit") == "submit"
            and ("name" in a)
        ):
            self.buttons[a.get("value", "")] = a["name"]

    def handle_endtag(self, tag: str) -> None:
        if tag == "form" and self._in_form:
            self._in_form = False
            self._done = True


def _origin(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    return parts.scheme, parts.netloc


class CustomerReturn:
    """Where the customer ended: the final URL and its ``temp_token`` or ``error``."""

    def __init__(self, url: str) -> None:
        self.url = url
        query = parse_qs(urlsplit(url).query)
        self.temp_token: str | None = query["temp_token"][0] if "temp_token" in query else None
        self.error: str | None = query["error"][0] if "error" in query else None

    def __repr__(self) -> str:
        return (
            f"CustomerReturn(error={self.error!r}, temp_token={'***' if self.temp_token else None})"
        )


def authorize_as_customer(
    sca_url: str,
    decision: Literal["approve", "reject"] = "approve",
    *,
    http: httpx.Client | None = None,
    visit_return: bool = True,
) -> CustomerReturn:
    """Open ``sca_url``, press ``decision`` on the bank's page, follow the redirects.

    Returns where the customer landed (normally ``psu_redirect_link?temp_token=…``).
    With ``visit_return`` False that last address is not opened (the tenant app need
    not exist); with True it is (a :mod:`~pain_bridge.gateway.listen` catcher gets it).
    Raises :class:`~pain_bridge.gateway.errors.MalformedResponse` when the page has no
    such form, and the httpx error when the bank cannot be reached.
    """
    client = http or httpx.Client(timeout=10.0)
    try:
        page = client.get(sca_url)
        info = RequestInfo("GET", urlsplit(sca_url).path)
        if page.status_code != 200:
            raise MalformedResponse(
                f"the bank's page answered HTTP {page.status_code}",
                request=info,
                http_status=page.status_code,
            )
        form = _FormParser()
        form.feed(page.text)
        if form.action is None or decision not in form.buttons:
            raise MalformedResponse(f"no {decision!r} form on the bank's page", request=info)
        fields = {**form.hidden, form.buttons[decision]: decision}
        target = urljoin(str(page.url), form.action)
        origin = _origin(str(page.url))
        answer = client.post(target, data=fields, follow_redirects=False)
        for _hop in range(10):
            if not answer.is_redirect:
                return CustomerReturn(str(answer.url))
            location = urljoin(str(answer.url), answer.headers["Location"])
            landed = CustomerReturn(location)
            # The bank and the service redirect among themselves (the bank's OAuth answer
            # to the service's redirect_uri may carry an ``error`` too); the customer is
            # back at the tenant app when the address carries the temp token or leaves
            # the bank's and service's origin.
            if landed.temp_token or _origin(location) != origin:
                if visit_return:
                    client.get(location)
                return landed
            answer = client.get(location, follow_redirects=False)
        raise MalformedResponse("too many redirects after the bank's page", request=info)
    finally:
        if http is None:
            client.close()
