"""The sandbox over real loopback sockets: the whole flow, restarts, the CLI."""

from __future__ import annotations

import json
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

import httpx
import pytest

from pain_bridge.sandbox import SandboxSettings, running_sandbox
from pain_bridge.sandbox.server import bind_socket
from sandbox_flow import Flow, assert_error, payment_data, query_of


def test_whole_flow_over_loopback() -> None:
    with running_sandbox() as base_url, httpx.Client(base_url=base_url, timeout=10) as client:
        assert base_url.startswith("http://127.0.0.1:")
        assert base_url.endswith("/v1")
        flow = Flow(client)
        session = flow.session()
        step = flow.submit(session, payment_data())
        assert step.status_code == 200
        link = step.json()["data"]
        assert link["method"] == "GET"
        assert link["url"].startswith(base_url.removesuffix("/v1") + "/bank/authorize?")
        page = flow.bank_page(link["url"])
        assert "Bob Example" in page.html
        final = flow.follow_to_tenant(flow.decide(page, "approve"))
        temp = query_of(final)["temp_token"]
        token = flow.exchange(temp)
        assert token.status_code == 200
        seen = []
        for _ in range(5):
            status = flow.get(token.json()).json()["status"]
            seen.append(status)
            if status == "payment_completed":
                break
        assert seen == ["payment_in_process", "payment_completed"]


def test_state_survives_a_restart(tmp_path: Path) -> None:
    settings = SandboxSettings(db=tmp_path / "sandbox.sqlite3")
    with running_sandbox(settings) as base_url, httpx.Client(base_url=base_url) as client:
        flow = Flow(client)
        token = flow.token()
        assert flow.get(token).json()["status"] == "payment_in_process"
        pending = flow.session()
    assert (tmp_path / "sandbox.sqlite3").exists()
    with running_sandbox(settings) as base_url, httpx.Client(base_url=base_url) as client:
        flow = Flow(client)
        assert flow.get(token).json()["status"] == "payment_completed"
        # a session started before the restart goes on with its nonce
        assert flow.submit(pending, payment_data()).status_code == 200


def test_sca_links_name_the_bound_address_whatever_the_host_header() -> None:
    """Issue 21: without a public URL the links were built from the request's ``Host``
    header, so a client could have the sandbox hand out links to any host."""
    forged = {"host": "attacker.example:666"}
    with (
        running_sandbox() as base_url,
        httpx.Client(base_url=base_url, headers=forged, timeout=10) as client,
    ):
        root = base_url.removesuffix("/v1")
        flow = Flow(client)
        step = flow.submit(flow.session(), payment_data())
        assert step.status_code == 200, step.text
        url = step.json()["data"]["url"]
        assert url.startswith(f"{root}/bank/authorize?"), url
        assert query_of(url)["redirect_uri"].startswith(f"{root}/v1/redirects/"), url
        assert "attacker.example" not in url


def test_running_sandbox_refuses_a_taken_port() -> None:
    with running_sandbox() as base_url:
        port = int(base_url.rsplit(":", 1)[1].split("/")[0])
        with pytest.raises(OSError, match="in use"), running_sandbox(port=port):
            pass


def test_running_sandbox_shuts_down() -> None:
    with running_sandbox() as base_url:
        port = int(base_url.rsplit(":", 1)[1].split("/")[0])
    with (
        pytest.raises(ConnectionRefusedError),
        socket.create_connection(("127.0.0.1", port), timeout=1),
    ):
        pass


def test_bind_socket_any_port() -> None:
    sock = bind_socket("127.0.0.1", 0)
    try:
        assert sock.getsockname()[1] > 0
    finally:
        sock.close()


@pytest.mark.slow
def test_cli_serves_until_interrupted(tmp_path: Path) -> None:
    db = tmp_path / "cli.sqlite3"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from pain_bridge.cli import main; main()",
            "sandbox",
            "--port",
            "0",
            "--db",
            str(db),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None
        lines = [proc.stdout.readline() for _ in range(7)]
        base_url = lines[0].split(": ", 1)[1].strip()
        assert base_url.endswith("/v1")
        text = "".join(lines)
        assert "client_id      demo" in text
        assert "client_app_key demo-app-key" in text
        assert "client_secret  demo-secret-not-for-production" in text
        with httpx.Client(base_url=base_url, timeout=10) as client:
            assert Flow(client).session()["status"] == "SESSION_CREATED"
            # The printed address answers what is there (it was a 404), and what it
            # lists is there.
            index = client.get(base_url)
            assert index.status_code == 200, index.text
            listing = index.json()
            assert "POST /v1/sessions" in listing["calls"]
            root = base_url.removesuffix("/v1")  # the listing's paths are from the root
            assert client.get(root + listing["openapi"]).json()["openapi"].startswith("3.")
            assert client.get(base_url + "s").json()["signed"] is True
            for call in listing["calls"]:
                method, path = call.split()
                answer = client.request(method, root + path.replace("{session_id}", "x"), json={})
                assert answer.status_code != 404, (call, answer.text)
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=15)
    assert proc.returncode == 0, err
    assert db.exists()


def test_cli_reports_a_bad_tenants_file(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from pain_bridge.cli import main

    bad = tmp_path / "tenants.toml"
    bad.write_text("[[tenants]]\nclient_id = 'x'\n", encoding="utf-8")
    result = CliRunner().invoke(
        main, ["sandbox", "--tenants", str(bad), "--db", str(tmp_path / "d")]
    )
    assert result.exit_code == 2
    assert "client_app_key" in result.output
    assert "Traceback" not in result.output


def test_access_log_never_shows_credentials_in_query_strings() -> None:
    import logging

    from pain_bridge.sandbox.server import RedactingAccessFilter, redact_path

    path = "/v1/redirects/abc?code=SECRET1&state=SECRET2&keep=1"
    assert redact_path(path) == "/v1/redirects/abc?code=***&state=***&keep=1"
    record = logging.LogRecord(
        "uvicorn.access",
        logging.INFO,
        __file__,
        1,
        '%s - "%s %s HTTP/%s" %d',
        ("127.0.0.1:1", "GET", path, "1.1", 303),
        None,
    )
    assert RedactingAccessFilter().filter(record)
    assert "SECRET" not in record.getMessage()
    assert "keep=1" in record.getMessage()


# -- bodies no store takes, and clients that go away (issue 20, item 11) ----------------
def _raw_post(client: httpx.Client, path: str, text: str) -> httpx.Response:
    return client.post(path, content=text.encode(), headers={"Content-Type": "application/json"})


def test_a_lone_surrogate_in_any_string_is_a_400_with_the_error_body() -> None:
    with running_sandbox() as base_url, httpx.Client(base_url=base_url, timeout=10) as client:
        flow = Flow(client)
        session = flow.session()
        step = json.dumps(flow.step_body(session, payment_data(creditor="@NAME@")))
        start = json.dumps(
            {"tenant_user_id": "@NAME@", "client_id": flow.client_id,
             "client_app_key": flow.app_key, "skill": flow.skill}
        )  # fmt: skip
        steps = f"/sessions/{session['session_id']}/steps"
        cases = [  # (path, body text, the pointer the message names)
            ("/sessions", start.replace("@NAME@", "user \\ud800"), "/tenant_user_id"),
            ("/sessions", start.replace('"tenant_user_id"', '"x\\udfff"'), "/x\\udfff"),
            (steps, step.replace('"nonce"', '"n\\udc00"'), "/n\\udc00"),
            ("/tokens", '{"temp_token": ["a", "\\ud83d"]}', "/temp_token/1"),
        ]  # fmt: skip
        for path, text, pointer in cases:
            response = _raw_post(client, path, text)
            body = assert_error(response, 400, "invalid_body", "invalid_request")
            assert "lone UTF-16 surrogate" in body["message"]
            assert f"the string at {pointer} holds" in body["message"], body["message"]
        # in the payment data it is text no pain.001 can hold, judged as a "\u0000" is:
        # a finding of the payment's validation (tests/test_xml_chars.py)
        response = _raw_post(client, steps, step.replace("@NAME@", "Bob \\udc00"))
        body = assert_error(response, 400, "invalid_input", "invalid_request")
        assert [(d["code"], d["pointer"]) for d in body["details"]] == [
            ("text.xml-char", "/payment_info/0/transactions/0/creditor/name")
        ]
        # a surrogate pair is one character (U+1F600), taken as any other
        paired = _raw_post(client, "/sessions", start.replace("@NAME@", "user \\ud83d\\ude00"))
        assert paired.status_code == 200, paired.text
        # nothing was stored half: the session takes its step as if nothing had happened
        assert flow.submit(session, payment_data()).status_code == 200


class _Count(logging.Handler):
    """Counts the records of a logger; ``reached`` is set at ``wanted`` of them."""

    def __init__(self, wanted: int) -> None:
        super().__init__(logging.DEBUG)
        self.wanted, self.seen = wanted, 0
        self.reached = threading.Event()

    def emit(self, record: logging.LogRecord) -> None:
        self.seen += 1
        if self.seen >= self.wanted:
            self.reached.set()


def test_a_client_that_disconnects_is_one_debug_line(caplog: pytest.LogCaptureFixture) -> None:
    clients = 50
    caplog.set_level(logging.DEBUG, logger="pain_bridge.sandbox")
    sandbox_log = logging.getLogger("pain_bridge.sandbox")
    count = _Count(clients)
    sandbox_log.addHandler(count)
    request = (
        b"POST /v1/sessions HTTP/1.1\r\nHost: sandbox\r\nContent-Type: application/json\r\n"
        b'Content-Length: 1000\r\n\r\n{"tenant_user_id": "slow'
    )
    try:
        with running_sandbox() as base_url:
            host, port = httpx.URL(base_url).host, httpx.URL(base_url).port
            slow = [socket.create_connection((host, port), timeout=10) for _ in range(clients)]
            for sock in slow:  # each sends its headers and part of its body, then waits
                sock.sendall(request)
            for sock in slow:
                sock.close()
            # every disconnect is logged before the sandbox stops (which waits for them)
            assert count.reached.wait(timeout=30), f"{count.seen} of {clients} logged"
    finally:
        sandbox_log.removeHandler(count)
    ours = [r for r in caplog.records if r.name == "pain_bridge.sandbox"]
    assert [(r.levelno, r.getMessage()) for r in ours] == [
        (logging.DEBUG, "client disconnected during POST /v1/sessions")
    ] * clients
    loud = [r for r in caplog.records if r.levelno >= logging.WARNING or r.exc_info]
    assert loud == [], [(r.name, r.getMessage()) for r in loud]
    assert "Traceback" not in caplog.text


def test_a_number_longer_than_any_field_is_a_400_that_says_so() -> None:
    with running_sandbox() as base_url, httpx.Client(base_url=base_url, timeout=10) as client:
        flow = Flow(client)
        session = flow.session()
        data = payment_data()
        data["group_header"] = {"txs_no": "@N@"}
        step = json.dumps(flow.step_body(session, data)).replace('"@N@"', "9" * 5000)
        response = _raw_post(client, f"/sessions/{session['session_id']}/steps", step)
        body = assert_error(response, 400, "invalid_body", "invalid_request")
        assert body["message"] == "The body holds a number of 5000 digits; no field takes one."
        data["group_header"] = {"txs_no": "@N@"}
        step = json.dumps(flow.step_body(session, data)).replace('"@N@"', "1" * 16)
        response = _raw_post(client, f"/sessions/{session['session_id']}/steps", step)
        body = assert_error(response, 400, "invalid_input", "invalid_request")
        assert "txs_no must be a count of at most 15 digits" in body["message"]
