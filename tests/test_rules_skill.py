"""The skill.* rules, against bundled and hand-made profiles."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from pain_bridge.findings import Finding
from pain_bridge.profiles import SkillProfile
from rules_support import (
    findings_of as all_findings_of,
)
from rules_support import (
    json_data,
    json_tx,
    model_events,
    model_findings,
    model_info,
    model_tx,
    set_path,
)


def findings_of(source: Any, **kw: Any) -> list[Finding]:
    """The findings of ``source`` without a scheme's: the rules here alone (a bundled
    skill's scheme is tested in ``test_profiles.py``)."""
    return all_findings_of(source, scheme="none", **kw)


TX = "/payment_info/0/transactions/0"
TX_XPATH = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]"

SINGLE = "bt_ro_pisp_sbx_#2.0"  # single payments, psu_id, RON/EUR/USD, max 1000000.00
BULK_E2E = "ing_nl_pisp_sbx_#1.0"  # bulk, end-to-end ids, EUR only
PERMISSIVE = "demo_xx_pisp_sbx_#1.0"


def test_valid_payment_passes_every_bundled_skill() -> None:
    for skill in (SINGLE, BULK_E2E, PERMISSIVE, "kbc_be_pisp_sbx_#1.0"):
        assert findings_of(json_data(), skill=skill) == []


def test_psu_id_required() -> None:
    data = json_data()
    del data["psu_id"]
    found = findings_of(data, skill=SINGLE)
    assert [(f.code, f.pointer, f.xpath) for f in found] == [("skill.psu-id", "/psu_id", None)]
    assert findings_of(json_data(), skill=SINGLE) == []
    assert findings_of(data, skill=BULK_E2E) == []


def test_psu_id_is_not_asked_of_xml() -> None:
    events = model_events(source_format="xml")
    assert model_findings(events, skill=SINGLE) == []
    json_events = model_events(source_format="json")
    assert [f.code for f in model_findings(json_events, skill=SINGLE)] == ["skill.psu-id"]


@pytest.mark.parametrize("value", ["NOTPROVIDED", None])
def test_end_to_end_id_required(value: str | None) -> None:
    pointer = f"{TX}/payment_identification"
    data = set_path(json_data(), pointer, {"end_to_end_id": value} if value else {})
    if value is None:
        del data["payment_info"][0]["transactions"][0]["payment_identification"]
    found = findings_of(data, skill=BULK_E2E)
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        ("skill.end-to-end-id", f"{pointer}/end_to_end_id", f"{TX_XPATH}/PmtId/EndToEndId")
    ]
    assert findings_of(data, skill=PERMISSIVE) == []


def test_bulk_several_transactions_reported_once_at_the_second() -> None:
    data = json_data(transactions=3)
    found = findings_of(data, skill=SINGLE)
    assert [(f.code, f.pointer) for f in found] == [
        ("skill.bulk", "/payment_info/0/transactions/1")
    ]
    assert found[0].xpath == "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[2]"
    assert findings_of(data, skill=BULK_E2E) == []
    assert findings_of(json_data(transactions=1), skill=SINGLE) == []


def test_bulk_several_payment_infos() -> None:
    infos = [(model_info(0), [model_tx(0, 0)]), (model_info(1), [model_tx(1, 0)])]
    found = model_findings(model_events(infos), skill=SINGLE)
    assert [(f.code, f.xpath) for f in found] == [
        ("skill.bulk", "/Document/CstmrCdtTrfInitn/PmtInf[2]")
    ]


def test_currency_not_taken() -> None:
    data = json_data()
    data["payment_info"][0]["transactions"] = [json_tx(0)]
    tx = data["payment_info"][0]["transactions"][0]
    tx["amount"]["instructed_amount"]["currency"] = "RON"
    tx["creditor_account"]["currency"] = "RON"
    data["payment_info"][0]["debtor_account"]["currency"] = "RON"
    found = findings_of(data, skill=BULK_E2E)
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        (
            "skill.currency",
            f"{TX}/amount/instructed_amount/currency",
            f"{TX_XPATH}/Amt/InstdAmt/@Ccy",
        )
    ]
    assert "takes EUR" in found[0].message
    assert findings_of(data, skill=SINGLE) == []


def test_amount_above_maximum() -> None:
    pointer = f"{TX}/amount/instructed_amount/value"
    found = findings_of(set_path(json_data(), pointer, "1000000.01"), skill=SINGLE)
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        ("skill.amount", pointer, f"{TX_XPATH}/Amt/InstdAmt")
    ]
    assert findings_of(set_path(json_data(), pointer, "1000000.00"), skill=SINGLE) == []


def test_remittance_longer_than_the_skill_takes() -> None:
    profile = SkillProfile(name="short_xx_pisp_sbx_#1.0", bulk=True, remittance_max_length=35)
    pointer = f"{TX}/remittance_information/unstructured"
    found = findings_of(set_path(json_data(), pointer, "X" * 36), skill=profile)
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        ("skill.remittance", pointer, f"{TX_XPATH}/RmtInf/Ustrd")
    ]
    assert findings_of(set_path(json_data(), pointer, "X" * 35), skill=profile) == []


def test_no_skill_no_skill_findings() -> None:
    data = json_data(transactions=2)
    del data["psu_id"]
    data = set_path(data, f"{TX}/amount/instructed_amount/value", "999999999.99")
    assert findings_of(data) == []


def test_profile_object_accepted_directly() -> None:
    strict = SkillProfile(name="x_xx_pisp_sbx_#1", max_amount=Decimal("5"), bulk=True)
    assert [f.code for f in findings_of(json_data(), skill=strict)] == ["skill.amount"]
