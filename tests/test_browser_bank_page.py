"""The bank's consent page as a payer sees it: Chromium driven by Playwright, against the
sandbox over a real loopback socket.

The browser is the operating system's (Debian's ``chromium``, found on the PATH or by
``PAIN_BRIDGE_CHROMIUM``), handed to Playwright as its executable: Playwright's own
browser builds cannot be downloaded here. ``.ci/run`` installs it where it is missing;
without it these tests skip loudly, except in CI, where they fail.

Screenshots go to the test's temporary folder; the pictures in ``docs/`` are remade only
by ``make docs-images``, which sets ``PAIN_BRIDGE_DOCS_IMAGES`` to that folder.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit, urlunsplit

import pytest

from conftest import PROJECT_ROOT
from pain_bridge.cli.submit import settings_of
from pain_bridge.gateway.client import GatewayClient
from pain_bridge.gateway.credentials import sandbox_credentials
from pain_bridge.gateway.listen import RedirectCatcher
from pain_bridge.sandbox import SandboxSettings, running_sandbox
from pain_bridge.sandbox.service import ManualClock
from sandbox_flow import payment_data

SKILL = "demo_xx_pisp_sbx_#1.0"
#: The picture of the consent page in docs/sandbox.md: remade by `make docs-images` only.
DOCS_PICTURE = PROJECT_ROOT / "docs" / "bank-page.png"

sync_api = pytest.importorskip("playwright.sync_api")


def _chromium() -> str | None:
    explicit = os.environ.get("PAIN_BRIDGE_CHROMIUM")
    if explicit:
        return explicit
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def docs_images_wanted() -> Path | None:
    """The folder ``make docs-images`` asks the pictures of the docs to be written to."""
    folder = os.environ.get("PAIN_BRIDGE_DOCS_IMAGES")
    return Path(folder) if folder else None


def keep_for_docs(page: Any, tmp_path: Path, name: str, **options: Any) -> Path:
    """Screenshot ``page`` into ``tmp_path`` (and, for ``make docs-images`` only, into the
    docs' folder too); returns the test's copy. A test run leaves the tracked pictures alone."""
    shot = tmp_path / name
    page.screenshot(path=str(shot), full_page=True, **options)
    wanted = docs_images_wanted()
    if wanted is not None:
        shutil.copyfile(shot, wanted / name)
    return shot


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    executable = _chromium()
    if executable is None:
        reason = "no Chromium on this machine (Debian: apt-get install chromium)"
        if os.environ.get("CI") or docs_images_wanted():
            pytest.fail(f"CI and make docs-images must run the browser tests: {reason}")
        pytest.skip(f"SKIPPED LOUDLY: {reason}")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        try:
            yield launched
        finally:
            launched.close()


class Bank:
    """A sandbox on a manual clock, a loopback app to return to, and SCA links."""

    def __init__(self, base_url: str, clock: ManualClock, catcher: RedirectCatcher) -> None:
        self.base_url = base_url
        self.clock = clock
        self.catcher = catcher
        self.root = base_url.removesuffix("/v1")

    def link(self, amount: str = "12.00") -> str:
        data = payment_data(amount, link=self.catcher.link_for("browser"))
        with GatewayClient(settings_of(sandbox_credentials(self.base_url))) as client:
            _session, sca = client.create_and_submit("payer-1", SKILL, data)
        return sca.url


@pytest.fixture
def bank(tmp_path: Path) -> Iterator[Bank]:
    clock = ManualClock()
    settings = SandboxSettings(db=tmp_path / "sandbox.sqlite3", clock=clock)
    with running_sandbox(settings) as base_url, RedirectCatcher() as catcher:
        yield Bank(base_url, clock, catcher)


@contextmanager
def open_page(browser: Any, *, javascript: bool = True) -> Iterator[Any]:
    """A page in a fresh browser context; ``page.requested`` lists every URL it asked for."""
    context = browser.new_context(java_script_enabled=javascript)
    opened = context.new_page()
    requested: list[str] = []
    opened.on("request", lambda request: requested.append(request.url))
    opened.requested = requested
    try:
        yield opened
    finally:
        context.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    with open_page(browser) as opened:
        yield opened


def _query(url: str) -> dict[str, list[str]]:
    return parse_qs(urlsplit(url).query)


def _only_loopback(page: Any) -> None:
    hosts = {urlsplit(url).hostname for url in page.requested}
    assert hosts <= {"127.0.0.1"}, hosts  # no font, script, image or CSS from elsewhere


def test_approve_lands_back_on_the_apps_link_with_a_temp_token(
    page: Any, bank: Bank, tmp_path: Path
) -> None:
    page.goto(bank.link("1250.00"))
    assert page.get_by_role("heading", name="Authorize a payment").is_visible()
    assert "1250.00" in page.content()
    tracked = DOCS_PICTURE.stat().st_mtime_ns
    # the bank reference differs on every run: masked, so the picture stays the same
    shot = keep_for_docs(page, tmp_path, DOCS_PICTURE.name, mask=[page.locator("p.note")])
    assert shot.stat().st_size > 10_000
    assert DOCS_PICTURE.stat().st_mtime_ns == tracked or docs_images_wanted()  # untouched
    page.get_by_role("button", name="Approve").click()
    page.wait_for_url(f"{bank.catcher.base_url}/**")
    landed = urlsplit(page.url)
    assert f"{landed.scheme}://{landed.netloc}" == bank.catcher.base_url
    assert _query(page.url)["temp_token"][0]
    assert "error" not in _query(page.url)
    _only_loopback(page)


def test_reject_lands_back_with_access_denied(page: Any, bank: Bank) -> None:
    page.goto(bank.link())
    page.get_by_role("button", name="Reject").click()
    page.wait_for_url(f"{bank.catcher.base_url}/**")
    assert _query(page.url)["error"] == ["access_denied"]
    assert "temp_token" not in _query(page.url)
    _only_loopback(page)


def test_keyboard_only(page: Any, bank: Bank) -> None:
    page.goto(bank.link())
    for _ in range(10):  # Tab until Approve has the focus, then Enter
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement && document.activeElement.value") == "approve":
            break
    else:
        pytest.fail("Approve cannot be reached with Tab")
    page.keyboard.press("Enter")
    page.wait_for_url(f"{bank.catcher.base_url}/**")
    assert _query(page.url)["temp_token"][0]


def test_a_replayed_consent_link_is_refused(page: Any, bank: Bank) -> None:
    link = bank.link()
    page.goto(link)
    page.get_by_role("button", name="Approve").click()
    page.wait_for_url(f"{bank.catcher.base_url}/**")
    page.goto(link)  # the same link again
    assert page.get_by_role("heading", name="This request cannot be completed").is_visible()
    assert page.get_by_role("button", name="Approve").count() == 0


def test_a_consent_page_left_open_too_long_is_refused(page: Any, bank: Bank) -> None:
    page.goto(bank.link())
    bank.clock.advance(minutes=16)  # the bank's authorization request lives 15 minutes
    page.get_by_role("button", name="Approve").click()
    page.wait_for_load_state()
    assert page.get_by_role("heading", name="This request cannot be completed").is_visible()
    assert "temp_token" not in _query(page.url)
    assert urlsplit(page.url).port != urlsplit(bank.catcher.base_url).port


def test_a_tampered_state_gets_no_token(page: Any, bank: Bank) -> None:
    parts = urlsplit(bank.link())
    query = parse_qs(parts.query)
    query["state"] = ["tampered" + query["state"][0][8:]]
    tampered = urlunsplit(parts._replace(query="&".join(f"{k}={v[0]}" for k, v in query.items())))
    page.goto(tampered)
    page.get_by_role("button", name="Approve").click()
    page.wait_for_load_state()
    # the service refuses the bank's redirect (the state is not the session's): the
    # customer never reaches the app, and nothing changed
    assert "tpp_redirect_error" in page.content()
    assert "temp_token" not in _query(page.url)
    assert not page.url.startswith(bank.catcher.base_url)
    _only_loopback(page)
