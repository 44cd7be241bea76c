"""``pain2pis convert``: exit codes, stdout/stderr, and no output file after an error."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner

from pain_bridge.cli import main
from pain_bridge.testing import example_message
from pain_bridge.writer import WriteOptions, write_xml

PROJECT = Path(__file__).resolve().parents[1]
FIXTURES = PROJECT / "fixtures" / "json"
PAIN2PIS = Path(sys.executable).parent / "pain2pis"


def _xml(tmp_path: Path) -> Path:
    path = tmp_path / "in.xml"
    path.write_bytes(
        write_xml(example_message(), options=WriteOptions(requested_execution_date=date.today()))
        or b""
    )
    return path


def test_xml_to_json_on_stdout(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["convert", str(_xml(tmp_path)), "--redirect", "https://app/cb", "--psu-id", "u1"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["psu_redirect_link"] == "https://app/cb"
    assert data["psu_id"] == "u1"
    # The notes (values the writer regenerates) are counted, and listed with --verbose.
    assert "map.dropped" not in result.stderr
    assert "infos (not listed; -v lists them)" in result.stderr
    verbose = CliRunner().invoke(
        main, ["convert", str(_xml(tmp_path)), "--redirect", "https://app/cb", "-v"]
    )
    assert verbose.exit_code == 0
    assert "info map.dropped GrpHdr/CreDtTm" in verbose.stderr


def test_future_execution_date_needs_consent(tmp_path: Path) -> None:
    future = tmp_path / "future.xml"
    future.write_bytes(
        write_xml(
            example_message(),
            options=WriteOptions(requested_execution_date=date.today() + timedelta(days=30)),
        )
        or b""
    )
    args = ["convert", str(future), "--redirect", "https://app/cb"]
    refused = CliRunner().invoke(main, args)
    assert refused.exit_code == 1
    assert "error map.unsupported" in refused.stderr
    assert "--allow-immediate-execution" in refused.stderr
    assert refused.stdout == ""
    accepted = CliRunner().invoke(main, [*args, "--allow-immediate-execution"])
    assert accepted.exit_code == 0, accepted.stderr
    assert json.loads(accepted.stdout)["payment_info"]


def _dated_ahead(tmp_path: Path) -> Path:
    """A pain.001.001.03 file for next month, with what only the service refuses: an
    account identified by Othr and two structured remittance blocks."""
    ahead = (date.today() + timedelta(days=31)).isoformat()
    text = (PROJECT / "fixtures" / "xml" / "single.xml").read_text(encoding="utf-8")
    text = text.replace(
        "<ReqdExctnDt>2099-01-20</ReqdExctnDt>", f"<ReqdExctnDt>{ahead}</ReqdExctnDt>"
    )
    text = text.replace("<IBAN>DE02120300000000202051</IBAN>", "<Othr><Id>4711-0815</Id></Othr>")
    strd = "<Strd><AddtlRmtInf>{}</AddtlRmtInf></Strd>"
    text = text.replace(
        "<Ustrd>Invoice 2099-0042 of 2099-01-02</Ustrd>",
        strd.format("Invoice 2099-0042") + strd.format("Invoice 2099-0043"),
    )
    path = tmp_path / "old.xml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("version", ["03", "09"])
def test_migration_is_not_held_to_the_services_limits(tmp_path: Path, version: str) -> None:
    """Issue 20 item 14: no payment intent is made, so a future execution date, an Othr
    account and two Strd blocks are written as they are, not refused."""
    old = _dated_ahead(tmp_path)
    new = tmp_path / "new.xml"
    args = ["convert", str(old), "--to", "xml", "--pain-version", version, "-o", str(new)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.stderr
    assert "map.unsupported" not in result.stderr
    assert "executed immediately" not in result.stderr
    written = new.read_text(encoding="utf-8")
    ahead = (date.today() + timedelta(days=31)).isoformat()
    assert (f"<Dt>{ahead}</Dt>" if version == "09" else f"<ReqdExctnDt>{ahead}<") in written
    assert "<Id>4711-0815</Id>" in written
    assert written.count("<Strd>") == 2
    # Towards the payment intent the same file is still refused, each limit named.
    to_json = CliRunner().invoke(main, ["convert", str(old), "--redirect", "https://app/cb"])
    assert to_json.exit_code == 1
    assert to_json.stderr.count("error map.unsupported") == 3
    assert "executed immediately" in to_json.stderr


@pytest.mark.parametrize("version", ["03", "09"])
def test_an_equivalent_amount_is_kept_from_xml_to_xml(tmp_path: Path, version: str) -> None:
    """``Amt/EqvtAmt`` is valid pain.001: a migration writes it, the control sums count
    its ``Amt``; only the payment intent JSON cannot carry it (``map.unsupported``)."""
    text = (PROJECT / "fixtures" / "xml" / "single.xml").read_text(encoding="utf-8")
    amount = '<InstdAmt Ccy="EUR">1250.00</InstdAmt>'
    assert amount in text
    equivalent = '<EqvtAmt><Amt Ccy="EUR">1250.00</Amt><CcyOfTrf>USD</CcyOfTrf></EqvtAmt>'
    old = tmp_path / "old.xml"
    old.write_text(text.replace(amount, equivalent), encoding="utf-8")
    new = tmp_path / "new.xml"
    args = ["convert", str(old), "--to", "xml", "--pain-version", version, "-o", str(new)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.stderr
    assert "map.unsupported" not in result.stderr
    written = new.read_text(encoding="utf-8")
    assert "<InstdAmt" not in written
    assert '<Amt Ccy="EUR">1250.00</Amt>' in written
    assert "<CcyOfTrf>USD</CcyOfTrf>" in written
    assert written.count("<CtrlSum>1250.00</CtrlSum>") == 2
    to_json = CliRunner().invoke(main, ["convert", str(old), "--allow-immediate-execution"])
    assert to_json.exit_code == 1
    assert "error map.unsupported" in to_json.stderr
    assert "EqvtAmt" in to_json.stderr


def test_json_to_xml_into_a_file(tmp_path: Path) -> None:
    out = tmp_path / "out.xml"
    result = CliRunner().invoke(main, ["convert", str(FIXTURES / "bulk.json"), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert result.stdout == ""
    assert out.read_bytes().startswith(b"<?xml")
    assert "converted" in result.stderr


def test_missing_redirect_warns(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["convert", str(_xml(tmp_path))])
    assert result.exit_code == 0
    assert "warning map.incomplete" in result.stderr
    assert "--redirect" in result.stderr


def test_errors_exit_1_without_output(tmp_path: Path) -> None:
    out = tmp_path / "out.xml"
    result = CliRunner().invoke(
        main, ["convert", str(FIXTURES / "invalid_schema.json"), "-o", str(out)]
    )
    assert result.exit_code == 1
    assert not out.exists()
    assert list(tmp_path.iterdir()) == []
    line = next(x for x in result.stderr.splitlines() if "json.schema" in x)
    assert line.startswith(f"{FIXTURES / 'invalid_schema.json'}:/")
    assert ": error json.schema " in line
    # the last line says so: a summary alone left the user looking for the file
    assert result.stderr.splitlines()[-1] == (
        f"not converted: {FIXTURES / 'invalid_schema.json'} has errors; nothing written to {out}"
    )


def test_errors_print_nothing_on_stdout() -> None:
    result = CliRunner().invoke(main, ["convert", str(FIXTURES / "invalid_syntax.json")])
    assert result.exit_code == 1
    assert result.stdout == ""
    assert ":4:23: error json.syntax" in result.stderr
    assert result.stderr.endswith("has errors; nothing written\n")


def test_stdin_input(tmp_path: Path) -> None:
    raw = (FIXTURES / "single.json").read_bytes()
    result = CliRunner().invoke(main, ["convert", "-", "--to", "xml"], input=raw)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("<?xml")


def test_strict_flag(tmp_path: Path) -> None:
    plain = _xml(tmp_path)
    args = ["convert", "--strict", "--redirect", "https://app/cb"]
    # Only values the writer regenerates are dropped: strict still converts.
    assert CliRunner().invoke(main, [*args, str(plain)]).exit_code == 0
    # An ultimate creditor has no place in the JSON: strict refuses to lose it.
    lossy = tmp_path / "lossy.xml"
    lossy.write_bytes(
        plain.read_bytes().replace(
            b"</CdtrAcct>", b"</CdtrAcct><UltmtCdtr><Nm>Ultimate</Nm></UltmtCdtr>", 1
        )
    )
    result = CliRunner().invoke(main, [*args, str(lossy)])
    assert result.exit_code == 1
    assert "error map.dropped" in result.stderr
    assert "UltmtCdtr" in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize(
    "args",
    [
        ["convert", "/nonexistent/in.xml"],
        ["convert", str(FIXTURES)],
        ["convert", str(FIXTURES / "single.json"), "--to", "json"],
        ["convert", str(FIXTURES / "single.json"), "-o", "/nonexistent/dir/out.xml"],
        ["convert", str(FIXTURES / "single.json"), "--to", "yaml"],
        ["convert"],
    ],
)
def test_usage_and_io_problems_exit_2(args: list[str]) -> None:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert result.stdout == ""


@pytest.mark.slow
def test_real_process_exit_codes_and_no_partial_file(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    ok = subprocess.run(
        [
            str(PAIN2PIS),
            "convert",
            str(_xml(tmp_path)),
            "-o",
            str(out),
            "--redirect",
            "https://a/cb",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ok.returncode == 0, ok.stderr
    assert json.loads(out.read_text())["psu_redirect_link"] == "https://a/cb"

    broken = tmp_path / "broken.xml"
    broken.write_bytes(
        _xml(tmp_path).read_bytes().replace(b"</CstmrCdtTrfInitn>", b"<X/></CstmrCdtTrfInitn>")
    )
    target = tmp_path / "broken.json"
    failed = subprocess.run(
        [str(PAIN2PIS), "convert", str(broken), "-o", str(target)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert failed.returncode == 1
    assert "xsd.violation" in failed.stderr
    assert "Traceback" not in failed.stderr
    assert not target.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.xml", "in.xml", "out.json"]

    missing = subprocess.run(
        [str(PAIN2PIS), "convert", str(tmp_path / "nope.xml")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert missing.returncode == 2
    assert missing.stderr.count("\n") == 1


def test_unreadable_input_gets_one_clear_error_and_no_noise(tmp_path: Path) -> None:
    junk = tmp_path / "junk.bin"
    junk.write_bytes(bytes(range(256)) * 4)
    result = CliRunner().invoke(main, ["convert", str(junk)])
    assert result.exit_code == 1
    assert "error xml.syntax" in result.stderr
    assert "map.incomplete" not in result.stderr  # no advice about a JSON that cannot exist
    assert result.stdout == ""


def test_the_demo_sample_written_for_trying_converts_today(tmp_path: Path) -> None:
    """Issue 20 item 14: the README's `convert payments.xml -o intent.json` works as
    printed on the project's own sample, written by `demo --sample` dated today (the
    bundled file is dated 2030 and needs --allow-immediate-execution)."""
    sample = tmp_path / "payments.xml"
    written = CliRunner().invoke(main, ["demo", "--sample", str(sample)])
    assert written.exit_code == 0, written.output
    today = date.today().isoformat()
    assert sample.read_text(encoding="utf-8").count(f"<ReqdExctnDt>{today}</ReqdExctnDt>") == 2
    out = tmp_path / "intent.json"
    args = ["convert", str(sample), "-o", str(out), "--redirect", "https://app.example/cb"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.stderr
    assert "date.past" not in result.stderr
    assert len(json.loads(out.read_text())["payment_info"]) == 2
