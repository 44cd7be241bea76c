"""``validate --scheme`` / ``--for``, ``convert --scheme``, the configuration's ``scheme``
and ``for``, and the HTML report's order (errors first, the loss report last)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import FIXTURES
from pain_bridge.cli import main
from pain_bridge.config import RuleConfig
from pain_bridge.file_purpose import Purpose
from pain_bridge.validation import iter_findings

SINGLE = (FIXTURES / "xml" / "single.xml").read_bytes()
IN_CHF = SINGLE.replace(b'Ccy="EUR">1250.00', b'Ccy="CHF">1250.00')


def _write(tmp_path: Path, data: bytes, name: str = "payment.xml") -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def _codes(output: str) -> list[str]:
    return [f["code"] for f in json.loads(output)["files"][0]["findings"]]


@pytest.fixture
def runner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CliRunner:
    monkeypatch.chdir(tmp_path)  # no configuration of the project's applies
    return CliRunner()


def test_validate_for_a_bank_detects_the_scheme_and_leaves_the_service_out(
    runner: CliRunner, tmp_path: Path
) -> None:
    path = _write(tmp_path, IN_CHF)
    service = runner.invoke(main, ["validate", "--format", "json", str(path)])
    bank = runner.invoke(main, ["validate", "--format", "json", "--for", "bank", str(path)])
    assert "map.unsupported" in _codes(service.output)  # a future date: not the service's
    assert not [c for c in _codes(service.output) if c.startswith(("epc.", "scheme."))]
    assert bank.exit_code == 1, bank.output
    codes = _codes(bank.output)
    assert "scheme.applied" in codes
    assert "epc.currency" in codes
    assert not [c for c in codes if c.startswith("map.")]


def test_validate_scheme_none_keeps_the_findings_of_today(
    runner: CliRunner, tmp_path: Path
) -> None:
    path = _write(tmp_path, IN_CHF)
    plain = runner.invoke(main, ["validate", "--format", "json", str(path)])
    none = runner.invoke(main, ["validate", "--format", "json", "--scheme", "none", str(path)])
    both_none = runner.invoke(
        main, ["validate", "--format", "json", "--for", "both", "--scheme", "none", str(path)]
    )
    assert plain.output == none.output == both_none.output


def test_an_unknown_scheme_is_a_usage_error_naming_the_schemes(
    runner: CliRunner, tmp_path: Path
) -> None:
    path = _write(tmp_path, SINGLE)
    result = runner.invoke(main, ["validate", "--scheme", "sepa", str(path)])
    assert result.exit_code == 2
    assert "unknown scheme 'sepa'; choose one of auto, none, epc-sct" in result.output


def test_the_configuration_chooses_the_scheme_and_the_option_wins(
    runner: CliRunner, tmp_path: Path
) -> None:
    (tmp_path / ".pain2pis.toml").write_text('scheme = "epc-sct"\n', encoding="utf-8")
    path = _write(tmp_path, IN_CHF)
    configured = runner.invoke(main, ["validate", "--format", "json", str(path)])
    assert "epc.currency" in _codes(configured.output)
    findings = json.loads(configured.output)["files"][0]["findings"]
    (applied,) = [f["message"] for f in findings if f["code"] == "scheme.applied"]
    assert "chosen with the configuration" in applied
    off = runner.invoke(main, ["validate", "--format", "json", "--scheme", "none", str(path)])
    assert "epc.currency" not in _codes(off.output)


def test_the_configuration_says_what_the_files_are_for_and_the_option_wins(
    runner: CliRunner, tmp_path: Path
) -> None:
    (tmp_path / ".pain2pis.toml").write_text('for = "bank"\n', encoding="utf-8")
    path = _write(tmp_path, IN_CHF)
    configured = runner.invoke(main, ["validate", "--format", "json", str(path)])
    codes = _codes(configured.output)
    assert "epc.currency" in codes  # for a bank: its scheme, detected
    assert not [c for c in codes if c.startswith("map.")]  # not the service's limits
    service = runner.invoke(main, ["validate", "--format", "json", "--for", "service", str(path)])
    codes = _codes(service.output)
    assert "map.unsupported" in codes
    assert not [c for c in codes if c.startswith(("epc.", "scheme."))]


def test_a_wrong_for_in_the_configuration_is_a_usage_error(
    runner: CliRunner, tmp_path: Path
) -> None:
    (tmp_path / ".pain2pis.toml").write_text('for = "banks"\n', encoding="utf-8")
    result = runner.invoke(main, ["validate", str(_write(tmp_path, SINGLE))])
    assert result.exit_code == 2
    assert 'for must be one of "service", "bank", "both", not \'banks\'' in result.output


def test_the_library_takes_the_configurations_for(tmp_path: Path) -> None:
    config = RuleConfig.from_mapping({"for": "both"})
    assert config.purpose is Purpose.BOTH
    codes = [f.code for f in iter_findings(IN_CHF, config=config)]
    assert "epc.currency" in codes
    assert "map.unsupported" in codes
    bank = [f.code for f in iter_findings(IN_CHF, config=config, purpose=Purpose.BANK)]
    assert "epc.currency" in bank
    assert "map.unsupported" not in bank


def test_convert_refuses_what_the_scheme_refuses(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, IN_CHF)
    out = tmp_path / "out.json"
    args = ["convert", str(path), "-o", str(out), "--allow-immediate-execution"]
    assert runner.invoke(main, args).exit_code == 0
    out.unlink()
    refused = runner.invoke(main, [*args, "--scheme", "epc-sct"])
    assert refused.exit_code == 1
    assert "epc.currency" in refused.output
    assert not out.exists()


def test_the_html_report_puts_errors_first_and_the_loss_report_last(
    runner: CliRunner, tmp_path: Path
) -> None:
    path = _write(tmp_path, IN_CHF)
    result = runner.invoke(
        main, ["validate", "--format", "html", "--for", "both", "--scheme", "epc-sct", str(path)]
    )
    page = result.output
    codes = re.findall(r"data-code='([a-z.-]+)'", page)
    assert codes.index("epc.currency") < codes.index("currency.account-mismatch")
    assert codes.index("currency.account-mismatch") < codes.index("scheme.applied")
    # the scheme's rule speaks in place of the generic one
    assert "epc.address-unstructured" in codes
    assert "address.unstructured" not in codes
    loss = page.index("Loss report")
    assert page.index("data-code='epc.currency'") < loss
    assert page.index("data-code='map.dropped'") > loss


def test_the_choice_travels_to_the_worker_processes(runner: CliRunner, tmp_path: Path) -> None:
    first, second = _write(tmp_path, IN_CHF, "a.xml"), _write(tmp_path, SINGLE, "b.xml")
    args = ["validate", "--format", "json", "--for", "bank", "-j", "2", str(first), str(second)]
    result = runner.invoke(main, args)
    files = json.loads(result.output)["files"]
    codes = [[f["code"] for f in entry["findings"]] for entry in files]
    assert "epc.currency" in codes[0]
    assert "scheme.applied" in codes[1]
    assert not [c for c in codes[0] + codes[1] if c.startswith("map.")]
