"""Text no XML can hold, in a payment intent's JSON: one decision, the same on every surface.

A JSON string may hold what no pain.001 (XML 1.0) can: a control character other than
tab, LF and CR (``"\\u0000"``), a lone surrogate (``"\\ud800"``), U+FFFE or U+FFFF.
``validate`` (JSON input), ``convert`` (both ways), ``submit`` and the sandbox's
``payment_intent`` step refuse it alike, with ``text.xml-char`` at the string's JSON
Pointer (issue: open defects, item 5), and never with a traceback.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner, Result
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from conftest import FIXTURES
from pain_bridge.cli import main
from pain_bridge.convert import convert
from pain_bridge.sandbox import (
    DEMO_CLIENT_APP_KEY,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
    SandboxSettings,
    running_sandbox,
)
from sandbox_flow import Flow, assert_error

CODE = "text.xml-char"
SKILL = "demo_xx_pisp_sbx_#1.0"
REDIRECT = "https://app.example/back"
NAME = "/payment_info/0/transactions/0/creditor/name"
REMITTANCE = "/payment_info/0/transactions/0/remittance_information/unstructured"
#: A payment intent every surface takes; "@NAME@" and "@REMITTANCE@" are filled in as
#: JSON text (escapes included) by :func:`intent_text`.
INTENT: dict[str, Any] = {
    "psu_redirect_link": REDIRECT,
    "payment_info": [
        {
            "debtor": {"name": "Muster GmbH"},
            "debtor_account": {
                "identification": {"iban": "DE89370400440532013000"},
                "currency": "EUR",
            },
            "transactions": [
                {
                    "amount": {"instructed_amount": {"value": "12.50", "currency": "EUR"}},
                    "creditor": {"name": "@NAME@"},
                    "creditor_account": {
                        "identification": {"iban": "FR1420041010050500013M02606"},
                        "currency": "EUR",
                    },
                    "remittance_information": {"unstructured": "@REMITTANCE@"},
                }
            ],
        }
    ],
}


def intent_text(name: str = '"Dupont SARL"', remittance: str = '"Invoice 1"') -> str:
    """The intent as JSON text with ``name`` and ``remittance`` as given (JSON string
    literals, so that ``"\\ud800"`` reaches the parser as an escape)."""
    text = json.dumps(INTENT)
    return text.replace('"@NAME@"', name).replace('"@REMITTANCE@"', remittance)


def literal(value: str) -> str:
    """``value`` as a JSON string literal in ASCII: a lone surrogate becomes its escape."""
    return json.dumps(value, ensure_ascii=True)


def is_xml_char(char: str) -> bool:
    """XML 1.0 (fifth edition) §2.2, production [2] ``Char``: the oracle of these tests."""
    code = ord(char)
    return (
        code in (0x9, 0xA, 0xD)
        or 0x20 <= code <= 0xD7FF
        or 0xE000 <= code <= 0xFFFD
        or 0x10000 <= code <= 0x10FFFF
    )


def cli(args: list[str], env: dict[str, str] | None = None) -> Result:
    result = CliRunner().invoke(main, args, env=env, catch_exceptions=True)
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        f"{args}: {result.exception!r}"
    )
    assert "Traceback" not in result.output
    return result


def errors_of(result: Result, path: Path) -> set[tuple[str, str | None]]:
    """The error findings of the text report about ``path`` (on stdout or stderr), as
    ``(code, JSON Pointer)``: lines ``PATH[:POINTER]: error CODE message``."""
    found: set[tuple[str, str | None]] = set()
    for line in result.output.splitlines():
        if line.startswith(str(path)):
            match = re.match(r"(?::(/\S*))?: error (\S+) ", line[len(str(path)) :])
            if match:
                found.add((match[2], match[1]))
    return found


@pytest.fixture(autouse=True)
def work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Run in an empty directory: no project configuration is picked up."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


# -- each surface, with the smallest input ----------------------------------------------


@pytest.mark.parametrize("escape", ["\\u0000", "\\ud800", "\\u001f", "\\uffff", "\\f"])
def test_validate_refuses_json_text_no_xml_can_hold(escape: str, tmp_path: Path) -> None:
    path = tmp_path / "in.json"
    path.write_text(intent_text(name=f'"Dupont{escape}"'), encoding="ascii")
    result = cli(["validate", str(path)])
    assert result.exit_code == 1
    assert errors_of(result, path) == {(CODE, NAME)}


def test_a_member_name_no_xml_can_hold_is_refused_at_its_object(tmp_path: Path) -> None:
    path = tmp_path / "in.json"
    path.write_text(intent_text().replace('"name"', '"na\\ud800me"', 1))
    result = cli(["validate", str(path)])
    assert result.exit_code == 1
    assert (CODE, "/payment_info/0/debtor") in errors_of(result, path)
    for text in (result.stdout, result.stderr):
        text.encode("utf-8")  # no lone surrogate was printed


def test_convert_to_xml_refuses_it_at_its_pointer_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "in.json"
    path.write_text(intent_text(remittance='"Invoice\\u0001"'))
    out = tmp_path / "out.xml"
    result = cli(["convert", str(path), "--to", "xml", "-o", str(out)])
    assert result.exit_code == 1
    assert errors_of(result, path) == {(CODE, REMITTANCE)}
    assert not out.exists()


def test_convert_to_json_refuses_a_redirect_link_no_xml_can_hold(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    xml = FIXTURES / "xml" / "single.xml"
    args = ["convert", str(xml), "--to", "json", "-o", str(out)]
    args += ["--allow-immediate-execution", "--redirect", "https://app.example/\x01"]
    result = cli(args)
    assert result.exit_code == 1
    assert (CODE, "/psu_redirect_link") in errors_of(result, xml)
    assert not out.exists()
    # the library takes any str, a lone surrogate too: the same finding, no exception
    converted = convert(xml, psu_id="\udc80", allow_immediate_execution=True)
    assert not converted.written
    assert [(f.code, f.pointer) for f in converted.errors] == [(CODE, "/psu_id")]


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    db = tmp_path_factory.mktemp("sandbox") / "sandbox.sqlite3"
    with running_sandbox(SandboxSettings(db=db)) as base_url:
        yield base_url, db


def submit(path: Path, base_url: str, work: Path) -> Result:
    env = {
        "PAIN2PIS_CLIENT_ID": DEMO_CLIENT_ID,
        "PAIN2PIS_CLIENT_APP_KEY": DEMO_CLIENT_APP_KEY,
        "PAIN2PIS_CLIENT_SECRET": DEMO_CLIENT_SECRET,
        "PAIN2PIS_CONFIG": str(work / "absent.toml"),
        "PAIN2PIS_JOURNAL": str(work / "journal.sqlite3"),
        "PAIN2PIS_BASE_URL": "",
    }
    args = ["submit", str(path), "--skill", SKILL, "--redirect", REDIRECT]
    return cli([*args, "--base-url", base_url], env)


def payments(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return int(conn.execute("SELECT count(*) FROM payments").fetchone()[0])


@pytest.mark.parametrize("escape", ["\\u0000", "\\udfff"])
def test_submit_refuses_it_before_sending(
    escape: str, sandbox: tuple[str, Path], tmp_path: Path
) -> None:
    base_url, db = sandbox
    before = payments(db)
    path = tmp_path / "in.json"
    path.write_text(intent_text(name=f'"Dupont{escape}"'))
    result = submit(path, base_url, tmp_path)
    assert result.exit_code == 1, result.output
    assert errors_of(result, path) == {(CODE, NAME)}
    assert payments(db) == before
    assert not (tmp_path / "journal.sqlite3").exists()


@pytest.mark.parametrize("escape", ["\\u0000", "\\udc00"])
def test_the_sandbox_refuses_it_as_payment_data_with_the_finding(
    escape: str, sandbox: tuple[str, Path]
) -> None:
    base_url, db = sandbox
    before = payments(db)
    with httpx.Client(base_url=base_url, timeout=10) as client:
        flow = Flow(client)
        session = flow.session()
        data = intent_text(name=f'"Bob {escape}"')
        body = json.dumps(flow.step_body(session, {})).replace('"data": {}', f'"data": {data}')
        response = client.post(
            f"/sessions/{session['session_id']}/steps",
            content=body.encode(),
            headers={"Content-Type": "application/json"},
        )
        error = assert_error(response, 400, "invalid_input", "invalid_request")
        assert f"{CODE} at {NAME}" in error["message"]
        assert [(d["code"], d["pointer"]) for d in error["details"]] == [(CODE, NAME)]
        assert payments(db) == before
        # the nonce was not spent: the same session takes clean data
        assert flow.submit(session, json.loads(intent_text())).status_code == 200


# -- all surfaces agree, whatever the text ----------------------------------------------

#: Any code point, surrogates and controls included (a str may hold a lone surrogate).
ANY_CHAR = st.characters(min_codepoint=0, max_codepoint=0x10FFFF, exclude_categories=())
#: Mostly plain text, with the characters at the edges of XML's ranges often.
EDGES = st.sampled_from(
    ["\x00", "\x08", "\t", "\n", "\x0b", "\r", "\x1f", " ", "\x7f", "\x85", "\ud7ff", "\ud800",
     "\udbff\udc00", "\udfff", "\ue000", "\ufffd", "\ufffe", "\uffff", "\U00010000"]
)  # fmt: skip
TEXT = st.lists(ANY_CHAR | EDGES, min_size=1, max_size=8).map("".join)


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
    database=None,
)
@given(name=TEXT, remittance=TEXT)
@example(name="\x00", remittance="ok")
@example(name="ok", remittance="\ud800")
@example(name="\b", remittance="\x0c")  # json.dumps writes them "\b" and "\f"
@example(name="\ud83d\ude00", remittance="ok")  # a pair written as two escapes: one character
def test_every_surface_takes_or_refuses_the_same_text(
    name: str, remittance: str, sandbox: tuple[str, Path], work: Path
) -> None:
    base_url, _db = sandbox
    text = intent_text(name=literal("Bob " + name), remittance=literal("Inv " + remittance))
    parsed = json.loads(text)
    bad = {
        pointer
        for pointer, value in (
            (NAME, parsed["payment_info"][0]["transactions"][0]["creditor"]["name"]),
            (
                REMITTANCE,
                parsed["payment_info"][0]["transactions"][0]["remittance_information"][
                    "unstructured"
                ],
            ),
        )
        if not all(is_xml_char(c) for c in value)
    }
    expected = {(CODE, pointer) for pointer in bad}
    event("refused" if expected else "taken")
    path = work / "in.json"
    path.write_text(text, encoding="ascii")

    validated = cli(["validate", str(path)])
    out = work / "out.xml"
    converted = cli(["convert", str(path), "--to", "xml", "-o", str(out)])
    (work / "journal.sqlite3").unlink(missing_ok=True)
    submitted = submit(path, base_url, work)
    with httpx.Client(base_url=base_url, timeout=10) as client:
        flow = Flow(client)
        session = flow.session()
        body = json.dumps(flow.step_body(session, {})).replace('"data": {}', f'"data": {text}')
        answer = client.post(
            f"/sessions/{session['session_id']}/steps",
            content=body.encode(),
            headers={"Content-Type": "application/json"},
        )

    if expected:
        assert (validated.exit_code, errors_of(validated, path)) == (1, expected)
        assert (converted.exit_code, errors_of(converted, path)) == (1, expected)
        assert not out.exists()
        assert (submitted.exit_code, errors_of(submitted, path)) == (1, expected)
        error = assert_error(answer, 400, "invalid_input")
        assert {(d["code"], d["pointer"]) for d in error["details"]} == expected
    else:
        assert validated.exit_code == 0, validated.output
        assert converted.exit_code == 0, converted.output
        assert out.exists()
        assert submitted.exit_code == 0, submitted.output
        assert answer.status_code == 200, answer.text
        out.unlink()


@settings(max_examples=500, deadline=None, database=None)
@given(
    value=st.recursive(
        TEXT,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
        max_leaves=6,
    ),
    ascii_only=st.booleans(),
)
@example(value={"a": ["\b"]}, ascii_only=False)  # the short escapes "\b" and "\f"
@example(value={"\x0c": "ok"}, ascii_only=True)
def test_the_screen_of_the_json_text_misses_nothing_the_walk_finds(
    value: Any, ascii_only: bool
) -> None:
    """The JSON reader walks the parsed data only when its text may hold such a
    character; whether it does must not depend on how the JSON was written."""
    from pain_bridge.mapping.from_json import load_json
    from pain_bridge.xmlsafe import may_hold_non_xml_text, xml_char_findings

    text = json.dumps(value, ensure_ascii=ascii_only)
    parsed = json.loads(text)

    def strings(item: Any) -> Iterator[str]:
        if isinstance(item, str):
            yield item
        elif isinstance(item, list):
            for member in item:
                yield from strings(member)
        elif isinstance(item, dict):
            for key, member in item.items():
                yield key
                yield from strings(member)

    bad = any(not is_xml_char(c) for s in strings(parsed) for c in s)
    assert bool(xml_char_findings(parsed)) is bad
    if any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        return  # a lone surrogate cannot be written as UTF-8, only as an escape
    if bad:
        assert may_hold_non_xml_text(text)
    data, findings = load_json(text.encode("utf-8"))
    assert (data is None) is bad
    assert all(f.code == CODE for f in findings) if bad else True
