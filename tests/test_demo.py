"""``pain2pis demo`` end to end in a subprocess, and ``submit --listen`` with a customer."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pain_bridge.gateway.journal import Journal
from pain_bridge.sandbox import (
    DEMO_CLIENT_APP_KEY,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
    SandboxSettings,
    running_sandbox,
)
from pain_bridge.sandbox.customer import authorize_as_customer
from pain_bridge.status_report import read_report

pytestmark = pytest.mark.slow

PAIN2PIS = str(Path(sys.executable).with_name("pain2pis"))
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "gateway"


def test_demo_runs_end_to_end(tmp_path: Path) -> None:
    env = {**os.environ, "COLUMNS": "160", "TMPDIR": str(tmp_path)}
    done = subprocess.run([PAIN2PIS, "demo"], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "4 of 4 payments settled" in out
    assert out.count("payment_completed") == 4
    for e2e in ("INV-2030-0412", "INV-2030-0415", "INV-2030-0419", "INV-2030-0421"):
        assert e2e in out
    assert "Traceback" not in done.stderr
    for secret in (DEMO_CLIENT_SECRET, "temp_token", "access_token"):
        assert secret not in out + done.stderr
    # the temporary sandbox and journal are gone; the batch's pain.002 stays, as it says
    report = tmp_path / "pain2pis-demo.pain.002.xml"
    assert list(tmp_path.iterdir()) == [report]
    assert "wrote the pain.002 status report of DEMO-2030-06-0001 (group ACSC" in out
    assert str(report) in out.replace("\n", "")
    read = read_report(report)
    assert read.valid
    assert read.report is not None
    assert [tx.status for tx in read.report.transactions] == ["ACSC"] * 4


def test_demo_json(tmp_path: Path) -> None:
    done = subprocess.run(
        [PAIN2PIS, "demo", "--format", "json"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["settled"] == 4
    assert {p["status"] for p in result["payments"]} == {"payment_completed"}


@pytest.fixture
def live(tmp_path: Path) -> Iterator[str]:
    with running_sandbox(SandboxSettings(db=tmp_path / "sandbox.sqlite3")) as base_url:
        yield base_url


def test_submit_listen_catches_the_customer(tmp_path: Path, live: str) -> None:
    journal_path = tmp_path / "journal.sqlite3"
    env = {
        **os.environ,
        "PAIN2PIS_CLIENT_ID": DEMO_CLIENT_ID,
        "PAIN2PIS_CLIENT_APP_KEY": DEMO_CLIENT_APP_KEY,
        "PAIN2PIS_CLIENT_SECRET": DEMO_CLIENT_SECRET,
        "PAIN2PIS_CONFIG": str(tmp_path / "absent.toml"),
    }
    proc = subprocess.Popen(
        [
            PAIN2PIS,
            "submit",
            str(FIXTURES / "three.json"),
            "--skill",
            "demo_xx_pisp_sbx_#1.0",
            "--base-url",
            live,
            "--split",
            "transaction",
            "--listen",
            "--listen-timeout",
            "30",
            "--journal",
            str(journal_path),
            "--format",
            "json",
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        # submit says on stderr when every intent is sent and it waits for the customers
        seen = []
        for line in proc.stderr:  # type: ignore[union-attr]
            seen.append(line)
            if line.startswith("waiting for"):
                break
        assert seen, "submit ended before waiting for its customers"
        assert seen[-1].startswith("waiting for 3 customer(s)"), seen
        with Journal(journal_path) as journal:
            links = [r.sca_url for r in sorted(journal.all(), key=lambda r: r.position)]
        assert all(links)
        assert len(links) == 3
        approve, reject = links[:2], links[2]
        for link in approve:
            assert authorize_as_customer(link).temp_token
        assert authorize_as_customer(reject, "reject").error == "access_denied"
        stdout, rest = proc.communicate(timeout=60)
        stderr = "".join(seen) + rest
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 1, stderr  # one customer refused
    states = {i["label"]: i["state"] for i in json.loads(stdout)["intents"]}
    assert states == {
        "P1/INV-1": "payment_in_process",
        "P1/INV-2": "payment_in_process",
        "P1/INV-3": "authorization_failed",
    }
    assert DEMO_CLIENT_SECRET not in stdout + stderr
