"""The --listen redirect catcher: what it accepts, answers and hands over."""

from __future__ import annotations

import httpx
import pytest

from pain_bridge.gateway.listen import RETURN_PATH, RedirectCatcher


def test_catches_token_and_error() -> None:
    with RedirectCatcher() as catcher, httpx.Client() as http:
        link = catcher.link_for("abc123")
        assert link == f"http://127.0.0.1:{catcher.port}{RETURN_PATH}abc123"
        page = http.get(link, params={"temp_token": "TOKEN-XYZ"})
        assert page.status_code == 200
        assert "authorized" in page.text
        assert "TOKEN-XYZ" not in page.text
        assert page.headers["cache-control"] == "no-store"
        got = catcher.wait(2)
        assert got is not None
        assert (got.intent, got.temp_token, got.error) == ("abc123", "TOKEN-XYZ", None)
        assert "TOKEN-XYZ" not in repr(got)

        refused = http.get(
            catcher.link_for("def"),
            params={"error": "access_denied", "error_description": "<b>no</b>"},
        )
        assert refused.status_code == 200
        assert "<b>" not in refused.text  # escaped
        got = catcher.wait(2)
        assert got is not None
        assert (got.intent, got.error, got.error_description) == (
            "def",
            "access_denied",
            "<b>no</b>",
        )


def test_ignores_what_is_not_a_return() -> None:
    with RedirectCatcher() as catcher, httpx.Client() as http:
        assert http.get(catcher.base_url + "/favicon.ico").status_code == 404
        assert http.get(catcher.link_for("abc")).status_code == 400
        assert (
            http.get(catcher.base_url + RETURN_PATH, params={"temp_token": "t"}).status_code == 400
        )
        assert catcher.wait(0.1) is None
        assert list(catcher.iter_returns(3, 0.05)) == []


def test_loopback_only() -> None:
    with pytest.raises(ValueError, match="loopback"):
        RedirectCatcher(host="0.0.0.0")
