"""The library API: iter_findings / validate / is_valid over paths, bytes, files, dicts."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from pain_bridge.config import RuleConfig
from pain_bridge.errors import InputError, ValidationFailed
from pain_bridge.profiles import UnknownSkill
from pain_bridge.validation import is_valid, iter_findings, validate
from rules_support import TODAY, json_data, set_path

TX = "/payment_info/0/transactions/0"


def _bad() -> dict[str, Any]:
    data = set_path(json_data(), f"{TX}/creditor_account/identification/iban", "NL92ABNA0417164300")
    return set_path(data, f"{TX}/creditor/name", "Zoë")  # a warning besides the error


def _forms(data: dict[str, Any], tmp_path: Path) -> list[Any]:
    raw = json.dumps(data).encode()
    path = tmp_path / "payment.json"
    path.write_bytes(raw)
    return [data, raw, path, str(path), io.BytesIO(raw)]


def test_all_forms_agree_on_an_invalid_payment(tmp_path: Path) -> None:
    for source in _forms(_bad(), tmp_path):
        found = list(iter_findings(source, today=TODAY))
        assert sorted(f.code for f in found) == ["iban.checksum", "text.charset"], source
    for source in _forms(_bad(), tmp_path):
        assert is_valid(source, today=TODAY) is False
    for source in _forms(_bad(), tmp_path):
        with pytest.raises(ValidationFailed) as raised:
            validate(source, today=TODAY)
        assert sorted(f.code for f in raised.value.findings) == ["iban.checksum", "text.charset"]
        assert [f.code for f in raised.value.errors] == ["iban.checksum"]


def test_all_forms_agree_on_a_valid_payment_with_a_warning(tmp_path: Path) -> None:
    data = set_path(json_data(), f"{TX}/creditor/name", "Zoë")
    for source in _forms(data, tmp_path):
        assert is_valid(source, today=TODAY)
    for source in _forms(data, tmp_path):
        assert [f.code for f in validate(source, today=TODAY)] == ["text.charset"]


def test_configuration_can_make_a_payment_valid_or_invalid() -> None:
    assert is_valid(_bad(), config=RuleConfig(ignore=frozenset({"iban.checksum"})))
    strict = RuleConfig.from_mapping({"severity": {"text.charset": "error"}})
    data = set_path(json_data(), f"{TX}/creditor/name", "Zoë")
    assert not is_valid(data, config=strict)


def test_skill_makes_the_difference() -> None:
    data = json_data(transactions=2)
    assert is_valid(data, skill="ing_nl_pisp_sbx_#1.0")
    assert not is_valid(data, skill="bt_ro_pisp_sbx_#2.0")
    assert is_valid(data, skill="unknown_xx_pisp_sbx_#1")  # generic rules, one warning
    with pytest.raises(UnknownSkill):
        is_valid(data, skill="unknown_xx_pisp_sbx_#1", config=RuleConfig(require_profile=True))


def test_bad_input_is_a_finding_not_a_traceback() -> None:
    found = list(iter_findings(b'{"payment_info": [', today=TODAY))
    assert [f.code for f in found] == ["json.syntax"]
    assert not is_valid(b"[1, 2, 3]")


def test_missing_file_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError):
        list(iter_findings(tmp_path / "absent.xml"))
