"""``pain2pis submit / token / status`` against a live sandbox, through click's runner."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from pain_bridge.cli import main
from pain_bridge.gateway.journal import Journal
from pain_bridge.sandbox import (
    DEMO_CLIENT_APP_KEY,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
    SandboxSettings,
    running_sandbox,
)
from pain_bridge.sandbox.customer import authorize_as_customer

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "gateway"
SKILL = "demo_xx_pisp_sbx_#1.0"
REDIRECT = "https://app.example/back"


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    db = tmp_path_factory.mktemp("sandbox") / "sandbox.sqlite3"
    with running_sandbox(SandboxSettings(db=db)) as base_url:
        yield base_url, db


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    """Demo-tenant keys in the environment; config and journal defaults inside tmp."""
    return {
        "PAIN2PIS_CLIENT_ID": DEMO_CLIENT_ID,
        "PAIN2PIS_CLIENT_APP_KEY": DEMO_CLIENT_APP_KEY,
        "PAIN2PIS_CLIENT_SECRET": DEMO_CLIENT_SECRET,
        "PAIN2PIS_CONFIG": str(tmp_path / "absent.toml"),
        "PAIN2PIS_JOURNAL": str(tmp_path / "journal.sqlite3"),
        "PAIN2PIS_BASE_URL": "",
    }


def submit_args(file: Path, base_url: str, *extra: str, skill: str = SKILL) -> list[str]:
    """``pain2pis submit FILE --skill SKILL --redirect REDIRECT --base-url URL …extra``."""
    return [
        "submit",
        str(file),
        "--skill",
        skill,
        "--redirect",
        REDIRECT,
        "--base-url",
        base_url,
        *extra,
    ]


def run(args: list[str], env: dict[str, str]) -> Result:
    return CliRunner().invoke(main, args, env=env, catch_exceptions=False)


def payments(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return int(conn.execute("SELECT count(*) FROM payments").fetchone()[0])


def no_secrets(*texts: str) -> None:
    for text in texts:
        assert DEMO_CLIENT_SECRET not in text
        assert DEMO_CLIENT_APP_KEY not in text


def test_submit_json_then_resume(live: tuple[str, Path], env: dict[str, str]) -> None:
    base_url, db = live
    before = payments(db)
    args = submit_args(
        FIXTURES / "three.json", base_url, "--split", "transaction", "--format", "json"
    )
    first = run(args, env)
    assert first.exit_code == 0, first.stderr
    out = json.loads(first.stdout)
    assert [i["action"] for i in out["intents"]] == ["submitted"] * 3
    assert all("/bank/authorize?" in i["sca_link"] for i in out["intents"])
    assert [i["label"] for i in out["intents"]] == ["P1/INV-1", "P1/INV-2", "P1/INV-3"]
    assert payments(db) == before + 3
    second = run(args, env)
    assert second.exit_code == 0
    again = json.loads(second.stdout)
    assert [i["action"] for i in again["intents"]] == ["kept"] * 3
    assert [i["sca_link"] for i in again["intents"]] == [i["sca_link"] for i in out["intents"]]
    assert payments(db) == before + 3
    text = run(args[:-2], env)
    assert text.exit_code == 0
    assert "submitted (earlier)" in text.stdout
    assert "P1/INV-2" in text.stdout
    no_secrets(first.stdout, first.stderr, text.stdout, text.stderr)


def test_invalid_file_makes_no_call(live: tuple[str, Path], env: dict[str, str]) -> None:
    base_url, db = live
    before = payments(db)
    result = run(
        submit_args(FIXTURES / "invalid_iban.json", base_url),
        env,
    )
    assert result.exit_code == 1
    assert "iban.checksum" in result.stderr
    assert payments(db) == before
    assert not Path(env["PAIN2PIS_JOURNAL"]).exists()


def test_skill_rules_are_checked_per_intent(live: tuple[str, Path], env: dict[str, str]) -> None:
    base_url, db = live
    before = payments(db)
    single_only = "bt_ro_pisp_sbx_#2.0"  # single payments, psu_id required
    common = submit_args(FIXTURES / "three.json", base_url, "--format", "json", skill=single_only)
    whole = run(common, env)
    assert whole.exit_code == 1
    assert "skill.bulk" in whole.stderr
    assert "skill.psu-id" in whole.stderr
    no_psu = run([*common, "--split", "transaction"], env)
    assert no_psu.exit_code == 1
    assert "skill.psu-id" in no_psu.stderr
    assert "skill.bulk" not in no_psu.stderr
    assert payments(db) == before
    split = run([*common, "--split", "transaction", "--psu-id", "ion.popescu"], env)
    assert split.exit_code == 0, split.stderr
    assert len(json.loads(split.stdout)["intents"]) == 3
    assert payments(db) == before + 3


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--listen", "--redirect", REDIRECT], "--listen"),
        ([], "psu_redirect_link"),
        (["--redirect", REDIRECT, "--base-url", "ftp://nowhere/v1"], "http(s)"),
        (["--redirect", REDIRECT, "--concurrency", "0"], "concurrency"),
        (["--redirect", REDIRECT, "--drain-timeout", "-1"], "--drain-timeout"),
        (["--redirect", REDIRECT, "--drain-timeout", "nan"], "--drain-timeout"),
        (["--redirect", REDIRECT, "--drain-timeout", "inf"], "--drain-timeout"),
    ],
)
def test_usage_problems_exit_2(
    live: tuple[str, Path], env: dict[str, str], args: list[str], message: str
) -> None:
    result = run(["submit", str(FIXTURES / "three.json"), "--skill", SKILL, *args], env)
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr + result.stdout


def test_missing_keys_and_missing_file(tmp_path: Path, env: dict[str, str]) -> None:
    bare = {**env, "PAIN2PIS_CLIENT_SECRET": ""}
    result = run(
        submit_args(FIXTURES / "three.json", "https://pis.example/v1"),
        bare,
    )
    assert result.exit_code == 2
    assert "PAIN2PIS_CLIENT_SECRET" in result.stderr
    missing = run(
        submit_args(tmp_path / "nope.xml", "https://pis.example/v1"),
        env,
    )
    assert missing.exit_code == 2
    assert "nope.xml" in missing.stderr


def test_unreachable_service_fails_without_traceback(env: dict[str, str]) -> None:
    import socket

    with socket.socket() as s:  # a port where nothing listens
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    result = run(
        submit_args(FIXTURES / "three.json", f"http://127.0.0.1:{port}/v1", "--format", "json"),
        {**env},
    )
    assert result.exit_code == 1
    out = json.loads(result.stdout)
    assert out["intents"][0]["state"] == "failed"
    assert out["intents"][0]["error"]["error"] == "ConnectFailed"
    assert "Traceback" not in result.stderr


def test_a_failed_intent_shows_its_end_state_and_reason_not_a_worker(
    env: dict[str, str],
) -> None:
    """issue 20 item 18: the table of ``submit`` said "being worked on by host/PID" for an
    intent that had failed (its claim, released after the row was read)."""
    import socket

    with socket.socket() as s:  # a port where nothing listens
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    args = submit_args(FIXTURES / "three.json", f"http://127.0.0.1:{port}/v1", "--split")
    wide = {**env, "COLUMNS": "400"}
    result = run([*args, "transaction"], wide)
    assert result.exit_code == 1
    assert "being worked on" not in result.stdout
    rows = [line for line in result.stdout.splitlines() if "P1/INV-" in line]
    assert len(rows) == 3
    for row in rows:
        assert "failed" in row
        assert "could not connect to the service" in row
        assert "a re-run sends it again" in row
    assert "3 intent(s) failed" in result.stderr
    as_json = run([*args, "transaction", "--format", "json"], wide)
    for intent in json.loads(as_json.stdout)["intents"]:
        assert intent["claimed_by"] is None
        assert intent["state"] == "failed"


def _pain001_of(path: Path, message_id: str, e2e_ids: list[str]) -> Path:
    """A pain.001 of three.json's payment information with these transactions (a new
    id is a copy of its last one, with its own amount)."""
    import copy

    from pain_bridge.convert import convert

    data = json.loads((FIXTURES / "three.json").read_text())
    info = data["payment_info"][0]
    by_id = {tx["payment_identification"]["end_to_end_id"]: tx for tx in info["transactions"]}
    txs = []
    for n, e2e in enumerate(e2e_ids):
        tx = copy.deepcopy(by_id.get(e2e) or by_id["INV-3"])
        if e2e not in by_id:
            tx["amount"]["instructed_amount"]["value"] = f"{40 + n}.00"
        tx["payment_identification"]["end_to_end_id"] = e2e
        txs.append(tx)
    data["group_header"] = {"message_id": message_id, "txs_no": len(txs)}
    data["payment_info"] = [{**info, "transactions": txs}]
    result = convert(data, path, to="xml")
    assert result.written, result.errors
    return path


def test_a_file_repeating_intents_of_another_says_so_and_reports_every_transaction(
    live: tuple[str, Path], env: dict[str, str], tmp_path: Path
) -> None:
    """issue 20 item 17: a file whose transactions repeat ones already in the journal
    got a pain.002 declaring 4 transactions with statuses for 2, exit 0, and the
    repeat's SCA link, which its customer had already used, offered again."""
    from lxml import etree

    base_url, db = live
    first = _pain001_of(tmp_path / "january.xml", "MSG-JAN", ["INV-1", "INV-2"])
    second = _pain001_of(tmp_path / "february.xml", "MSG-FEB", ["INV-1", "INV-2", "INV-3", "X-4"])
    common = ["--split", "transaction", "--allow-immediate-execution"]
    wide = {**env, "COLUMNS": "400"}
    before = payments(db)
    sent = run([*submit_args(first, base_url, *common), "--format", "json"], wide)
    assert sent.exit_code == 0, sent.output
    links = [i["sca_link"] for i in json.loads(sent.stdout)["intents"]]
    authorize_as_customer(links[0], visit_return=False)  # the app got the redirect

    again = run(submit_args(second, base_url, *common), wide)
    assert again.exit_code == 1, again.output  # two payments of the file were not sent
    assert payments(db) == before + 4  # each payment once
    for link in links:
        assert link not in again.stdout  # the spent link is not offered again
    rows = {
        label: line
        for line in again.stdout.splitlines()
        for label in ("P1/INV-1", "P1/INV-2", "P1/INV-3", "P1/X-4")
        if label in line
    }
    for repeat in ("P1/INV-1", "P1/INV-2"):
        assert "already in the journal from january.xml (message MSG-JAN" in rows[repeat]
        assert "not sent again" in rows[repeat]
    for new in ("P1/INV-3", "P1/X-4"):
        assert "already" not in rows[new]
        assert "SCA link below" in rows[new]
    assert again.stdout.count("/bank/authorize?") == 2
    assert "2 intent(s) of february.xml were already in the journal" in again.stderr
    assert "january.xml" in again.stderr

    as_json = run([*submit_args(second, base_url, *common), "--format", "json"], wide)
    assert as_json.exit_code == 1
    intents = json.loads(as_json.stdout)["intents"]
    assert [i["known_from"] and i["known_from"]["message_id"] for i in intents] == [
        "MSG-JAN",
        "MSG-JAN",
        None,
        None,
    ]
    assert intents[0]["known_from"]["file"] == str(first)
    assert [bool(i["sca_link"]) for i in intents] == [False, False, True, True]
    resumed = run(submit_args(first, base_url, *common), wide)  # the first file again
    assert resumed.exit_code == 0, resumed.output
    assert "already" not in resumed.stdout + resumed.stderr

    out = tmp_path / "reports"
    out.mkdir()
    written = run(["status", "--report", "pain.002", "-o", str(out)], env)
    assert "Traceback" not in written.output
    report = etree.parse(str(out / "MSG-FEB.pain.002.xml"))
    ns = {"p": "urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"}
    assert report.findtext(".//p:OrgnlGrpInfAndSts/p:OrgnlNbOfTxs", namespaces=ns) == "4"
    assert report.findtext(".//p:OrgnlPmtInfAndSts/p:OrgnlNbOfTxs", namespaces=ns) == "4"
    txs = report.findall(".//p:TxInfAndSts", namespaces=ns)
    assert [t.findtext("p:OrgnlEndToEndId", namespaces=ns) for t in txs] == [
        "INV-1",
        "INV-2",
        "INV-3",
        "X-4",
    ]
    notes = [" ".join(t.xpath("p:StsRsnInf/p:AddtlInf/text()", namespaces=ns)) for t in txs]
    assert ["same payment as in message MSG-JAN" in n for n in notes] == [True, True, False, False]
    assert all(t.findtext("p:TxSts", namespaces=ns) for t in txs)
    january = etree.parse(str(out / "MSG-JAN.pain.002.xml"))
    assert len(january.findall(".//p:TxInfAndSts", namespaces=ns)) == 2


def test_token_and_status_watch(live: tuple[str, Path], env: dict[str, str]) -> None:
    base_url, _db = live
    submitted = run(
        submit_args(
            FIXTURES / "three.json", base_url, "--split", "payment-info", "--format", "json"
        ),
        env,
    )
    assert submitted.exit_code == 0, submitted.stderr
    intent = json.loads(submitted.stdout)["intents"][0]
    landed = authorize_as_customer(intent["sca_link"], visit_return=False)
    assert landed.temp_token

    exchanged = run(["token", landed.temp_token, "--format", "json"], env)
    assert exchanged.exit_code == 0, exchanged.stderr
    record = json.loads(exchanged.stdout)["intents"][0]
    assert record["id"] == intent["id"]  # found by its payment data
    assert record["credentials_id"]
    assert record["payment_status"] == "payment_in_process"
    assert landed.temp_token not in exchanged.stdout

    watched = run(
        ["status", intent["id"], "--watch", "--interval", "0.01", "--format", "json"], env
    )
    assert watched.exit_code == 0, watched.stderr
    final = json.loads(watched.stdout)["intents"][0]
    assert final["payment_status"] == "payment_completed"
    states = [h["state"] for h in final["history"]]
    assert states[:4] == ["planned", "session_created", "submitting", "submitted"]
    assert states[-3:] == ["token_exchanged", "payment_in_process", "payment_completed"]

    with Journal(env["PAIN2PIS_JOURNAL"]) as journal:
        secret = journal.find(intent["id"])[0].access_token
    assert secret
    text = run(["status", intent["id"]], env)
    assert text.exit_code == 0
    assert "payment_completed" in text.stdout
    assert "history" not in text.stderr
    for output in (exchanged.stdout, watched.stdout, text.stdout):
        assert secret not in output
    no_secrets(exchanged.stdout, watched.stdout, text.stdout)

    reused = run(["token", landed.temp_token, "--intent", intent["id"]], env)
    assert reused.exit_code == 1
    assert "invalid_temp_token" in reused.stderr


def test_a_watch_that_times_out_says_what_is_pending_and_how_to_hand_the_return_over(
    live: tuple[str, Path], env: dict[str, str]
) -> None:
    """issue 20 item 15: ``status --watch --timeout N`` exited 1 with nothing on stderr
    when a customer never came back (refused at the bank, the return went to the app)."""
    base_url, _db = live
    wide = {**env, "COLUMNS": "400"}
    args = submit_args(FIXTURES / "three.json", base_url, "--split", "payment-info")
    submitted = run([*args, "--format", "json"], wide)
    assert submitted.exit_code == 0, submitted.output
    (intent,) = json.loads(submitted.stdout)["intents"]
    refused = authorize_as_customer(intent["sca_link"], "reject", visit_return=False)
    assert refused.error == "access_denied"

    watched = run(["status", intent["id"], "--watch", "--timeout", "0"], wide)
    assert watched.exit_code == 1
    said = watched.stderr
    assert "1 intent(s) still open after --timeout 0s" in said
    assert f"{intent['id']} P1: awaiting its customer since" in said
    assert "the bank sends each back to your app (https://app.example/back)" in said
    assert f"pain2pis token --redirect-url 'RETURN_URL' --intent {intent['id']}" in said

    both = run(["token", "tok", "--redirect-url", refused.url], wide)
    assert both.exit_code == 2
    unnamed = run(["token", "--redirect-url", refused.url], wide)
    assert unnamed.exit_code == 2
    assert "access_denied" in unnamed.stderr
    assert "--intent" in unnamed.stderr
    empty = run(["token", "--redirect-url", "https://app.example/back?x=1"], wide)
    assert empty.exit_code == 2

    handed = run(["token", "--redirect-url", refused.url, "--intent", intent["id"]], wide)
    assert handed.exit_code == 1, handed.output
    assert "authorization_failed" in handed.stdout
    assert "access_denied" in handed.stdout
    again = run(["status", intent["id"], "--watch", "--timeout", "0", "--format", "json"], wide)
    assert again.exit_code == 1  # refused: it needs attention, but nothing is open
    assert "still open" not in again.stderr
    (shown,) = json.loads(again.stdout)["intents"]
    assert shown["state"] == "authorization_failed"

    other = run(
        submit_args(FIXTURES / "six.json", base_url, "--format", "json"),
        wide,
    )
    assert other.exit_code == 0, other.output
    approved = authorize_as_customer(
        json.loads(other.stdout)["intents"][0]["sca_link"], visit_return=False
    )
    assert approved.temp_token
    exchanged = run(["token", "--redirect-url", approved.url, "--format", "json"], wide)
    assert exchanged.exit_code == 0, exchanged.output
    (paid,) = json.loads(exchanged.stdout)["intents"]
    assert paid["payment_status"] == "payment_in_process"
    assert approved.temp_token not in exchanged.output


def test_token_with_unknown_intent_and_status_unknown_id(env: dict[str, str]) -> None:
    Journal(env["PAIN2PIS_JOURNAL"]).close()
    result = run(["token", "abc", "--intent", "ffffffffffff"], env)
    assert result.exit_code == 2
    assert "no intent" in result.stderr
    status = run(["status", "deadbeefdead"], env)
    assert status.exit_code == 2
    assert "deadbeefdead" in status.stderr


def test_status_of_empty_journal(env: dict[str, str]) -> None:
    Journal(env["PAIN2PIS_JOURNAL"]).close()
    result = run(["status", "--format", "json"], env)
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {"intents": []}
    assert oct(os.stat(env["PAIN2PIS_JOURNAL"]).st_mode & 0o777) == "0o600"


@pytest.mark.parametrize(
    "command",
    [["status"], ["status", "--format", "json"], ["status", "--watch"], ["token", "abc"]],
    ids=" ".join,
)
@pytest.mark.parametrize("how", ["--journal", "PAIN2PIS_JOURNAL"])
def test_a_reading_command_refuses_a_journal_that_does_not_exist(
    env: dict[str, str], tmp_path: Path, command: list[str], how: str
) -> None:
    typo = tmp_path / "jounral.sqlite3"
    if how == "--journal":
        command = [*command, "--journal", str(typo)]
    else:
        env = {**env, "PAIN2PIS_JOURNAL": str(typo)}
    result = run(command, env)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == (
        f"error: journal {typo} does not exist: nothing was submitted with it (check"
        " --journal or $PAIN2PIS_JOURNAL; submit creates a journal)\n"
    )
    assert not typo.exists()


def test_xml_sample_needs_immediate_execution_allowed(
    live: tuple[str, Path], env: dict[str, str]
) -> None:
    base_url, db = live
    before = payments(db)
    sample = Path(__file__).resolve().parents[1] / "src" / "pain_bridge" / "samples" / "demo.xml"
    common = submit_args(sample, base_url, "--split", "payment-info", "--format", "json")
    refused = run(common, env)
    assert refused.exit_code == 1
    assert "map.unsupported" in refused.stderr
    assert payments(db) == before
    allowed = run([*common, "--allow-immediate-execution"], env)
    assert allowed.exit_code == 0, allowed.stderr
    intents = json.loads(allowed.stdout)["intents"]
    assert [i["label"] for i in intents] == ["DEMO-PMT-EUR-DE", "DEMO-PMT-EUR-NL"]
    assert [i["amount"] for i in intents] == ["4930.40 EUR", "1250.00 EUR"]
    assert payments(db) == before + 2


def test_unknown_skill_with_require_profile_is_a_usage_error(env: dict[str, str]) -> None:
    args = submit_args(
        FIXTURES / "three.json", "https://pis.example/v1", skill="nope_xx_pisp_sbx_#1"
    )
    result = run([*args, "--require-profile"], env)
    assert result.exit_code == 2
    assert "unknown skill" in result.stderr
    malformed = run(
        submit_args(FIXTURES / "three.json", "https://pis.example/v1", skill="nope"), env
    )
    assert malformed.exit_code == 2
    assert "is not a skill name" in malformed.stderr


@pytest.mark.parametrize("how", ["option", "environment"])
def test_a_journal_url_of_another_kind_is_a_usage_error(
    live: tuple[str, Path],
    env: dict[str, str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    how: str,
) -> None:
    base_url, db = live
    before = payments(db)
    monkeypatch.chdir(tmp_path)
    url = "mysql://treasury:s3cret@db.internal/pay"
    args = submit_args(FIXTURES / "three.json", base_url)
    if how == "option":
        args += ["--journal", url]
    else:
        env = {**env, "PAIN2PIS_JOURNAL": url}
    result = CliRunner().invoke(main, args, env=env)
    assert result.exit_code == 2, result.output
    assert "'mysql' is not supported" in result.output
    assert "s3cret" not in result.output
    assert not (tmp_path / "mysql:").exists()
    assert payments(db) == before  # nothing was sent


def test_a_skill_without_profile_goes_through_with_one_warning(
    env: dict[str, str], tmp_path: Path
) -> None:
    skill = "acme_de_pisp_#1.0"  # offered by this sandbox, described by no profile
    db = tmp_path / "sandbox.sqlite3"
    with running_sandbox(SandboxSettings(db=db, skills=(skill,))) as base_url:
        result = run(
            submit_args(FIXTURES / "three.json", base_url, "--format", "json", skill=skill), env
        )
        assert result.exit_code == 0, result.output
        warnings = json.loads(result.stderr)["files"][0]["findings"]
        assert [w["code"] for w in warnings] == ["skill.unknown"]
        assert all(i["action"] == "submitted" for i in json.loads(result.stdout)["intents"])
        assert payments(db) == 1
        # the sandbox refuses a skill it neither has a profile for nor offers
        args = submit_args(FIXTURES / "three.json", base_url, "--format", "json")
        other = run([*args[:3], "other_de_pisp_#1.0", *args[4:]], env)
        assert other.exit_code == 1
        (intent,) = json.loads(other.stdout)["intents"]
        assert intent["error"]["code"] == "invalid_skill_name"


def test_sandbox_is_found_on_whatever_port_it_listens(env: dict[str, str], tmp_path: Path) -> None:
    import subprocess
    import sys

    state = tmp_path / "sandbox.json"
    server_env = {**os.environ, "PAIN2PIS_SANDBOX_STATE": str(state)}
    pain2pis = str(Path(sys.executable).with_name("pain2pis"))
    server = subprocess.Popen(
        [pain2pis, "sandbox", "--port", "0", "--db", str(tmp_path / "sb.sqlite3")],
        env=server_env,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        url = server.stdout.readline().split()[-1]  # "pain2pis sandbox: http://…/v1"
        assert json.loads(state.read_text())["url"] == url
        bare = {k: v for k, v in env.items() if not k.startswith("PAIN2PIS_CLIENT")}
        args = ["submit", str(FIXTURES / "three.json"), "--skill", SKILL, "--sandbox"]
        args += ["--redirect", REDIRECT, "--format", "json"]
        result = run(args, {**bare, "PAIN2PIS_SANDBOX_STATE": str(state)})
        assert result.exit_code == 0, result.output
        assert payments(tmp_path / "sb.sqlite3") == 1
    finally:
        server.send_signal(signal.SIGINT)  # Ctrl-C, the documented way to stop it
        server.communicate(timeout=30)
    assert not state.exists()  # announced only while it serves


def test_a_stale_announcement_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import subprocess
    import sys

    from pain_bridge.sandbox.discovery import announced_url

    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    state = tmp_path / "sandbox.json"
    state.write_text(json.dumps({"url": "http://127.0.0.1:1/v1", "pid": int(gone.stdout)}))
    monkeypatch.setenv("PAIN2PIS_SANDBOX_STATE", str(state))
    assert announced_url() is None


def test_a_connection_failure_names_the_url(env: dict[str, str], tmp_path: Path) -> None:
    args = ["submit", str(FIXTURES / "three.json"), "--skill", SKILL, "--redirect", REDIRECT]
    args += ["--sandbox", "--base-url", "http://127.0.0.1:9/v1", "--format", "json"]
    result = run(args, {**env, "PAIN2PIS_SANDBOX_STATE": str(tmp_path / "none.json")})
    assert result.exit_code == 1
    (intent,) = json.loads(result.stdout)["intents"]
    assert "http://127.0.0.1:9" in intent["error"]["message"]


def test_after_a_submit_with_the_demo_keys_later_commands_need_none(
    live: tuple[str, Path], env: dict[str, str]
) -> None:
    base_url, _db = live
    submitted = run(submit_args(FIXTURES / "three.json", base_url, "--format", "json"), env)
    assert submitted.exit_code == 0, submitted.output
    link = json.loads(submitted.stdout)["intents"][0]["sca_link"]
    back = authorize_as_customer(link, visit_return=False)
    keyless = {k: v for k, v in env.items() if not k.startswith("PAIN2PIS_CLIENT")}
    exchanged = run(["token", back.temp_token or "", "--format", "json"], keyless)
    assert exchanged.exit_code == 0, exchanged.output
    shown = run(["status", "--format", "json"], keyless)
    assert shown.exit_code == 0, shown.output


def test_a_rerun_without_redirect_shows_what_the_journal_knows(
    live: tuple[str, Path], env: dict[str, str]
) -> None:
    base_url, db = live
    first = run(submit_args(FIXTURES / "three.json", base_url, "--format", "json"), env)
    assert first.exit_code == 0, first.output
    before = payments(db)
    args = ["submit", str(FIXTURES / "three.json"), "--skill", SKILL, "--base-url", base_url]
    again = run([*args, "--format", "json"], env)  # no --redirect this time
    assert again.exit_code == 0, again.output
    (intent,) = json.loads(again.stdout)["intents"]
    assert intent["action"] == "kept"
    assert intent["sca_link"] == json.loads(first.stdout)["intents"][0]["sca_link"]
    assert payments(db) == before
    other = FIXTURES / "six.json"  # never submitted: it still needs its link
    fresh = run(["submit", str(other), "--skill", SKILL, "--base-url", base_url], env)
    assert fresh.exit_code == 2
    assert "psu_redirect_link" in fresh.stderr


def test_status_exit_codes_follow_the_table(live: tuple[str, Path], env: dict[str, str]) -> None:
    base_url, _db = live
    refused = run(
        submit_args(
            FIXTURES / "three.json", base_url, "--split", "transaction", "--format", "json"
        ),
        env,
    )
    assert refused.exit_code == 0, refused.output
    links = [i["sca_link"] for i in json.loads(refused.stdout)["intents"]]
    assert run(["status"], env).exit_code == 0  # awaiting their customers: on their way
    authorize_as_customer(links[0], "reject", visit_return=False)
    back = authorize_as_customer(links[1], visit_return=False)
    journal = Journal(env["PAIN2PIS_JOURNAL"])
    records = sorted(journal.all(), key=lambda r: r.position)
    from pain_bridge.gateway.submit import record_redirect

    record_redirect(journal, records[0].key, error="access_denied")
    journal.close()
    assert (
        run(["token", back.temp_token or "", "--intent", records[1].short_id], env).exit_code == 0
    )
    shown = run(["status", "--format", "json"], env)
    assert shown.exit_code == 1  # the customer refused one: it needs attention
    states = {i["state"] for i in json.loads(shown.stdout)["intents"]}
    assert "authorization_failed" in states
    # --watch gives up on the one still awaiting its customer after its timeout
    watched = run(["status", records[2].short_id, "--watch", "--timeout", "0"], env)
    assert watched.exit_code == 1


def test_a_shared_postgresql_journal_never_shows_its_password(
    live: tuple[str, Path], env: dict[str, str], postgres_journal: str
) -> None:
    base_url, _db = live
    url = postgres_journal.replace("postgresql://pb@", "postgresql://pb:s3cret@")
    submitted = run(
        submit_args(FIXTURES / "three.json", base_url, "--journal", url, "--format", "json"), env
    )
    assert submitted.exit_code == 0, submitted.output
    assert json.loads(submitted.stdout)["journal"].startswith("postgresql://pb:***@")
    shown = run(["status", "--journal", url], env)
    assert shown.exit_code == 0, shown.output
    for result in (submitted, shown):
        assert "s3cret" not in result.output


def test_an_intent_carrying_its_redirect_needs_no_redirect_option(
    live: tuple[str, Path], env: dict[str, str], tmp_path: Path
) -> None:
    """A JSON intent with its own ``psu_redirect_link`` is submitted without --redirect
    (it was refused: "no psu_redirect_link"); one without it still is refused."""
    base_url, _db = live
    data = json.loads((FIXTURES / "three.json").read_text())
    data["psu_redirect_link"] = REDIRECT
    own = tmp_path / "own.json"
    own.write_text(json.dumps(data))
    args = ["submit", str(own), "--skill", SKILL, "--base-url", base_url, "--format", "json"]
    result = run(args, env)
    assert result.exit_code == 0, result.output
    (intent,) = json.loads(result.stdout)["intents"]
    assert intent["action"] == "submitted"
    args[1] = str(FIXTURES / "six.json")
    refused = run(args, env)
    assert refused.exit_code == 2
    assert "no psu_redirect_link: give --redirect URL or --listen" in refused.stderr
