"""``pain2pis serve``'s API over a real loopback socket, against the CLI.

The server runs as a user runs it (``pain2pis serve --port 0``, a child process); each
test talks HTTP to it. What ``/v1/validate`` answers for a file is byte for byte what
``pain2pis validate --format json FILE`` prints, for every file of the shared corpus,
with and without ``for=bank``.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner

from conftest import FIXTURES, corpus_files, needs_corpus
from pain_bridge.cli import main
from serve_support import peak_kb, raw_exchange, running_serve, serve_process

pytestmark = pytest.mark.slow

#: A small limit, so that a body past it is cheap to send.
MAX_BYTES = 2_000_000
XML = {"Content-Type": "application/xml"}
SINGLE = FIXTURES / "xml" / "single.xml"


@pytest.fixture(scope="module")
def spool_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The server's temporary folder (TMPDIR): what it spools must be gone after."""
    return tmp_path_factory.mktemp("serve-tmp")


@pytest.fixture(scope="module")
def url(spool_dir: Path) -> Iterator[str]:
    with running_serve("--max-bytes", str(MAX_BYTES), env={"TMPDIR": str(spool_dir)}) as root:
        yield root


@pytest.fixture(scope="module")
def client(url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=url, timeout=60) as opened:
        yield opened


def _cli_report(path: Path, *options: str) -> str:
    result = CliRunner().invoke(main, ["validate", "--format", "json", *options, str(path)])
    assert result.exit_code in (0, 1), result.output
    return result.stdout


def _alive(client: httpx.Client) -> None:
    """The worker still answers, and validates."""
    assert client.get("/healthz").json() == {"status": "ok"}
    params = {"allow_immediate_execution": "true"}  # the fixture's date is far ahead
    answer = client.post("/v1/validate", params=params, content=SINGLE.read_bytes(), headers=XML)
    assert answer.status_code == 200
    assert answer.json()["files"][0]["valid"] is True


def _problem(answer: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    assert answer.headers["content-type"] == "application/problem+json"
    body: dict[str, Any] = answer.json()
    assert body["status"] == status
    assert body["code"] == code
    assert {"type", "title", "detail"} <= set(body)
    assert "Traceback" not in answer.text
    return body


CORPUS = corpus_files(include_other_versions=True)


@pytest.mark.skipif(not CORPUS, reason="shared corpus not found (PAIN_BRIDGE_SHARED)")
@pytest.mark.parametrize("purpose", [None, "bank"])
def test_the_api_reports_each_corpus_file_as_validate_json_does(
    client: httpx.Client, purpose: str | None
) -> None:
    differ = []
    for path in CORPUS:
        params = {"name": str(path), **({"for": purpose} if purpose else {})}
        answer = client.post("/v1/validate", params=params, content=path.read_bytes(), headers=XML)
        assert answer.status_code == 200, (path, answer.text)
        assert answer.headers["content-type"] == "application/json"
        expected = _cli_report(path, *(["--for", purpose] if purpose else []))
        if answer.text != expected:
            differ.append(path.name)
    assert not differ, differ


def test_a_json_intent_and_a_body_spooled_to_disk_report_as_the_cli(
    client: httpx.Client, spool_dir: Path, tmp_path: Path
) -> None:
    intent = next((FIXTURES / "json").glob("*.json"))
    answer = client.post(
        "/v1/validate",
        params={"name": str(intent)},
        content=intent.read_bytes(),
        headers={"Content-Type": "application/json"},
    )
    assert answer.text == _cli_report(intent)
    # past the 256 KiB kept in memory: spooled to a file, read in a thread, then removed
    text = SINGLE.read_text(encoding="utf-8")
    padded = tmp_path / "padded.xml"
    padded.write_text(text.rstrip() + "\n" + " " * 400_000 + "\n<!-- end -->\n", encoding="utf-8")
    answer = client.post(
        "/v1/validate", params={"name": str(padded)}, content=padded.read_bytes(), headers=XML
    )
    assert answer.text == _cli_report(padded)
    assert not list(spool_dir.glob("pain2pis-*")), "an upload outlived its request"


def test_convert_answers_the_document_or_422_with_the_findings(
    client: httpx.Client, tmp_path: Path
) -> None:
    params = {"redirect": "https://app.example/cb", "allow_immediate_execution": "true"}
    answer = client.post("/v1/convert", params=params, content=SINGLE.read_bytes(), headers=XML)
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"] == "application/json"
    out = tmp_path / "out.json"
    result = CliRunner().invoke(
        main,
        ["convert", str(SINGLE), "-o", str(out), "--redirect", "https://app.example/cb",
         "--allow-immediate-execution"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert answer.json() == json.loads(out.read_text(encoding="utf-8"))

    invalid = FIXTURES / "xml" / "invalid-xsd.xml"
    answer = client.post("/v1/convert", content=invalid.read_bytes(), headers=XML)
    body = _problem(answer, 422, "input.invalid")
    assert body["report"]["files"][0]["valid"] is False
    assert body["report"]["files"][0]["findings"]


def test_a_doctype_is_refused_as_xml_unsafe_never_expanded(client: httpx.Client) -> None:
    laughs = (
        b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
        + b"".join(
            f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10 if i > 1 else "&lol;" * 10}">'.encode()
            for i in range(1, 10)
        )
        + b"]><Document>&lol9;</Document>"
    )
    answer = client.post("/v1/validate", content=laughs, headers=XML)
    assert answer.status_code == 200
    report = answer.json()["files"][0]
    assert report["valid"] is False
    assert [f["code"] for f in report["findings"]] == ["xml.unsafe"]
    _problem(client.post("/v1/convert", content=laughs, headers=XML), 422, "input.invalid")
    _alive(client)


def test_a_declared_2_gb_body_is_refused_before_it_is_read(url: str, client: httpx.Client) -> None:
    head = (
        b"POST /v1/validate HTTP/1.1\r\nHost: test\r\nContent-Type: application/xml\r\n"
        b"Content-Length: 2000000000\r\n\r\n"
    )
    answer = raw_exchange(url, head)  # not a byte of the body sent: answered all the same
    status, _, rest = answer.partition(b"\r\n")
    assert status.startswith(b"HTTP/1.1 413"), answer
    assert b"content-type: application/problem+json" in rest.lower()
    assert b'"code": "body.too-large"' in rest
    _alive(client)


def test_a_body_past_max_bytes_without_a_length_is_cut_off_with_413(
    client: httpx.Client, spool_dir: Path
) -> None:
    def chunks() -> Iterator[bytes]:  # chunked: no Content-Length to refuse up front
        for _ in range(MAX_BYTES // 65536 + 2):
            yield b" " * 65536

    answer = client.post("/v1/validate", content=chunks(), headers=XML)
    _problem(answer, 413, "body.too-large")
    assert not list(spool_dir.glob("pain2pis-*"))
    _alive(client)


def test_a_body_cut_mid_way_closes_the_connection_and_leaves_nothing(
    url: str, client: httpx.Client, spool_dir: Path
) -> None:
    body = SINGLE.read_bytes()
    for declared, sent in ((len(body), body[:100]), (600_000, b" " * 300_000)):
        head = (
            b"POST /v1/validate HTTP/1.1\r\nHost: test\r\nContent-Type: application/xml\r\n"
            + f"Content-Length: {declared}\r\n\r\n".encode()
        )
        answer = raw_exchange(url, head + sent, close_write=True)
        assert answer == b"" or answer.startswith(b"HTTP/1.1 4"), answer
    _alive(client)
    assert not list(spool_dir.glob("pain2pis-*"))


@pytest.mark.parametrize(
    "bomb",
    [
        b"[" * 200_000 + b"]" * 200_000,
        b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
        b'{"payment_info": [' + b"1" * 1_000_000 + b"]}",
        b'{"a": "' + b"\\u0000" * 100_000 + b'"}',
    ],
    ids=["deep-array", "deep-object", "huge-number", "escapes"],
)
def test_a_json_bomb_is_a_finding_and_the_worker_lives(client: httpx.Client, bomb: bytes) -> None:
    answer = client.post("/v1/validate", content=bomb, headers={"Content-Type": "application/json"})
    assert answer.status_code == 200, answer.text
    assert answer.json()["files"][0]["valid"] is False
    _alive(client)


def test_bad_requests_are_problems(client: httpx.Client) -> None:
    body = SINGLE.read_bytes()
    _problem(
        client.post("/v1/validate", content=body, headers={"Content-Type": "text/plain"}),
        415,
        "body.media-type",
    )
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    detail = _problem(
        client.post("/v1/validate", content=body, headers=form), 415, "body.media-type"
    )
    assert "Content-Type: application/xml" in detail["detail"]  # the curl hint
    for params in ({"for": "nobody"}, {"scheme": "nope"}, {"bogus": "1"}, {"skill": "a b"}):
        _problem(client.post("/v1/validate", params=params, content=body, headers=XML), 400,
                 "request.malformed")  # fmt: skip
    _problem(client.post("/v1/validate", content=b"", headers=XML), 400, "input.unreadable")
    _problem(client.post("/v1/convert", params={"to": "xml", "pain_version": "99"},
                         content=body, headers=XML), 400, "request.malformed")  # fmt: skip
    _problem(client.get("/v1/validate"), 405, "route.method")
    _problem(client.get("/nowhere"), 404, "route.not-found")
    _alive(client)


def _series(client: httpx.Client, name: str) -> float:
    """The value of one series in ``/metrics`` (0 when not there yet)."""
    for line in client.get("/metrics").text.splitlines():
        if line.startswith(name + " "):
            return float(line.split()[1])
    return 0.0


def test_metrics_count_each_answer_once_by_path_and_status(client: httpx.Client) -> None:
    """The series are looked up once per path and status (``guard._counted``); each
    answer still adds one to its own series, and to none of another status's."""
    ok = 'pain2pis_serve_requests_total{path="/healthz",status="200"}'
    wrong = 'pain2pis_serve_requests_total{path="/healthz",status="405"}'
    timed = 'pain2pis_serve_request_seconds_count{path="/healthz"}'
    before = [_series(client, name) for name in (ok, wrong, timed)]
    for _ in range(3):
        client.get("/healthz")
    client.post("/healthz")
    after = [_series(client, name) for name in (ok, wrong, timed)]
    assert [a - b for a, b in zip(after, before, strict=True)] == [3, 1, 4]


def test_probes_metrics_and_the_openapi_document(client: httpx.Client) -> None:
    from pain_bridge.serve.problems import CODES

    assert client.get("/readyz").json() == {"status": "ready"}
    client.post("/v1/validate", content=SINGLE.read_bytes(), headers=XML)
    metrics = client.get("/metrics").text
    assert 'pain2pis_serve_requests_total{path="/v1/validate",status="200"}' in metrics
    document = client.get("/openapi.json").json()
    assert document["openapi"].startswith("3.1")
    assert set(document["paths"]) >= {"/v1/validate", "/v1/convert", "/healthz", "/metrics"}
    codes = document["components"]["schemas"]["Problem"]["properties"]["code"]["enum"]
    assert set(codes) == set(CODES)
    page = client.get("/")
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert "access-control-allow-origin" not in page.headers
    assert "<script>" not in page.text  # no inline script: app.js only


def test_serve_takes_validates_options_and_refuses_bad_ones() -> None:
    helped = CliRunner().invoke(main, ["serve", "--help"])
    for option in (
        "--skill",
        "--skills-file",
        "--scheme",
        "--for",
        "--severity",
        "--ignore",
        "--allow-immediate-execution",
        "--max-per-code",
        "--max-bytes",
        "--workers",
    ):
        assert option in helped.output, option  # fmt: skip
    refused = CliRunner().invoke(main, ["serve", "--severity", "no.such=error"])
    assert refused.exit_code == 2
    assert "Traceback" not in refused.output


def test_two_workers_share_the_socket_and_the_options() -> None:
    expected = _cli_report(SINGLE, "--for", "bank")
    with (
        running_serve("--workers", "2", "--for", "bank") as root,
        httpx.Client(base_url=root, timeout=120) as c,  # the workers load while it waits
    ):
        for _ in range(4):
            answer = c.post("/v1/validate", params={"name": str(SINGLE)},
                            content=SINGLE.read_bytes(), headers=XML)  # fmt: skip
            assert answer.text == expected


def test_several_files_in_one_multipart_request_report_as_validate_of_them_all(
    client: httpx.Client, spool_dir: Path, tmp_path: Path
) -> None:
    big = tmp_path / "big.xml"  # past the 256 KiB held in memory
    big.write_text(SINGLE.read_text(encoding="utf-8") + " " * 300_000, encoding="utf-8")
    paths = [SINGLE, FIXTURES / "xml" / "invalid-xsd.xml", big]
    files = [("files", (str(p), p.read_bytes(), "application/xml")) for p in paths]
    answer = client.post("/v1/validate", params={"for": "both"}, files=files)
    assert answer.status_code == 200, answer.text
    result = CliRunner().invoke(
        main, ["validate", "--format", "json", "--for", "both", *map(str, paths)]
    )
    assert answer.text == result.stdout
    assert not list(spool_dir.glob("pain2pis-*"))

    body = _problem(
        client.post("/v1/validate", files=files, data={"note": "x"}), 400, "request.malformed"
    )
    assert "not a file" in body["detail"]
    many = [("files", (f"f{i}.xml", b" " * 300_000, "application/xml")) for i in range(8)]
    _problem(client.post("/v1/validate", files=many), 413, "body.too-large")
    assert not list(spool_dir.glob("pain2pis-*"))
    _problem(client.post("/v1/convert", files=files), 415, "body.media-type")
    _alive(client)


def test_a_slow_client_holds_up_nobody(url: str, client: httpx.Client) -> None:
    host, port = url.removeprefix("http://").rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=30) as slow:
        slow.sendall(
            b"POST /v1/validate HTTP/1.1\r\nHost: test\r\nContent-Type: application/xml\r\n"
            b"Content-Length: 5000\r\n\r\n<Document>"
        )  # and then nothing, for as long as the others take
        for _ in range(3):
            _alive(client)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs /proc (Linux)")
def test_a_100_mb_upload_keeps_the_worker_under_128_mb(tmp_path: Path) -> None:
    head = SINGLE.read_bytes()

    def body() -> Iterator[bytes]:  # streamed: the test holds 1 MB of it at a time
        yield head
        for _ in range(100):
            yield b" " * 1_000_000

    with (
        serve_process(env={"TMPDIR": str(tmp_path)}) as (root, process),
        httpx.Client(base_url=root, timeout=300) as c,
    ):
        params = {"allow_immediate_execution": "true"}
        answer = c.post("/v1/validate", params=params, content=body(), headers=XML)
        assert answer.status_code == 200, answer.text
        assert answer.json()["files"][0]["valid"] is True
        assert peak_kb(process.pid) < 128 * 1024
        assert not list(tmp_path.glob("pain2pis-*"))


@needs_corpus
def test_the_server_s_guidelines_apply_to_every_request_as_the_cli_s() -> None:
    """``serve --guideline iso``: the corpus file that breaks one of ISO's rules is reported
    as ``validate --guideline iso`` reports it (a request cannot name a file of the server:
    guidelines are the server's)."""
    path = next(p for p in corpus_files() if p.name == "ebics-client-php__yct.pain001.xml")
    with running_serve("--guideline", "iso") as url, httpx.Client(base_url=url) as client:
        answer = client.post(
            "/v1/validate", params={"name": str(path)}, content=path.read_bytes(), headers=XML
        )
    assert answer.status_code == 200
    assert answer.text == _cli_report(path, "--guideline", "iso")
    assert "iso.payment-type-information" in answer.text


def test_a_started_worker_leaves_its_start_up_objects_out_of_the_collector() -> None:
    """Once warmed up, a worker freezes what start-up made (``app._settle``): the
    collector's older passes no longer walk the schemas, rules and tables at every
    turn. Its answers are those of the CLI all the same (the corpus test above)."""
    import gc

    from starlette.testclient import TestClient

    from pain_bridge.serve.app import create_app
    from pain_bridge.serve.settings import ServeOptions, resolve

    gc.unfreeze()
    try:
        with TestClient(create_app(resolve(ServeOptions()))) as local:
            assert local.get("/readyz").json() == {"status": "ready"}
            assert gc.get_freeze_count() > 10_000
            answer = local.post("/v1/validate", content=SINGLE.read_bytes(), headers=XML)
            assert answer.status_code == 200
            assert answer.text == _cli_report(SINGLE).replace(str(SINGLE), "<body>")
    finally:
        gc.unfreeze()
