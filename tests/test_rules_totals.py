"""Totals and identifier uniqueness rules."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pain_bridge.model import Amount, EquivalentAmount, GroupHeader
from pain_bridge.paths import group_origin, payment_info_origin
from pain_bridge.rules.id import SeenIds
from pain_bridge.rules.totals import TotalsRule
from rules_support import (
    findings_of,
    json_data,
    json_tx,
    model_events,
    model_findings,
    model_info,
    model_tx,
    set_path,
)

GRP = "/Document/CstmrCdtTrfInitn/GrpHdr"
PMT = "/Document/CstmrCdtTrfInitn/PmtInf"


# --- totals.nb-of-txs -------------------------------------------------------------------


@pytest.mark.parametrize("declared", [1, 3, 0])
def test_json_txs_no_must_match(declared: int) -> None:
    found = findings_of(set_path(json_data(transactions=2), "/group_header/txs_no", declared))
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        ("totals.nb-of-txs", "/group_header/txs_no", f"{GRP}/NbOfTxs")
    ]
    assert f"declares {declared} transaction(s) but has 2" in found[0].message
    assert findings_of(set_path(json_data(transactions=2), "/group_header/txs_no", 2)) == []


def test_json_without_group_header_has_no_count_to_check() -> None:
    data = json_data(transactions=2)
    del data["group_header"]
    assert findings_of(data) == []


def test_group_count_spans_payment_infos() -> None:
    infos = [(model_info(0), [model_tx(0, 0), model_tx(0, 1)]), (model_info(1), [model_tx(1, 0)])]
    header = GroupHeader(
        message_id="M",
        number_of_transactions="3",
        control_sum=Decimal("31.50"),
        origin=group_origin(line=4, field_lines={"NbOfTxs": 6, "CtrlSum": 7}),
    )
    assert model_findings(model_events(infos, header=header)) == []
    wrong = GroupHeader(
        message_id="M",
        number_of_transactions="2",
        control_sum=Decimal("31.5"),
        origin=group_origin(line=4, field_lines={"NbOfTxs": 6, "CtrlSum": 7}),
    )
    found = model_findings(model_events(infos, header=wrong))
    assert [(f.code, f.line, f.xpath) for f in found] == [("totals.nb-of-txs", 6, f"{GRP}/NbOfTxs")]


def test_payment_info_count_and_sum() -> None:
    origin = payment_info_origin(0, line=12, field_lines={"NbOfTxs": 15, "CtrlSum": 16})
    txs = [model_tx(0, 0), model_tx(0, 1, amount=Amount.of("20", "EUR"))]
    good = model_info(number_of_transactions="2", control_sum=Decimal("30.5"), origin=origin)
    assert model_findings(model_events([(good, txs)])) == []
    bad = model_info(number_of_transactions="3", control_sum=Decimal("30.49"), origin=origin)
    # in the order of the document (a count that may restate the schema waits for it)
    found = sorted(model_findings(model_events([(bad, txs)])), key=lambda f: f.line or 0)
    assert [(f.code, f.line, f.xpath, f.pointer) for f in found] == [
        ("totals.nb-of-txs", 15, f"{PMT}[1]/NbOfTxs", None),
        ("totals.ctrl-sum", 16, f"{PMT}[1]/CtrlSum", None),
    ]
    assert "30.49" in found[1].message
    assert "30.50" in found[1].message


def test_group_ctrl_sum_is_exact_over_many_amounts() -> None:
    # 0.1 + 0.2 + … in binary floating point would not add up; Decimal does.
    txs = [model_tx(0, i, amount=Amount.of("0.10", "EUR")) for i in range(1000)]
    header = GroupHeader(message_id="M", control_sum=Decimal("100.00"), origin=group_origin())
    assert model_findings(model_events([(model_info(), txs)], header=header)) == []
    off = GroupHeader(message_id="M", control_sum=Decimal("100.01"), origin=group_origin())
    found = model_findings(model_events([(model_info(), txs)], header=off))
    assert [(f.code, f.xpath) for f in found] == [("totals.ctrl-sum", f"{GRP}/CtrlSum")]


def test_huge_sums_stay_exact() -> None:
    big = "999999999999999.999"
    txs = [model_tx(0, i, amount=Amount.of(big, "USD")) for i in range(3)]
    info = model_info(control_sum=Decimal("2999999999999999.997"))
    found = model_findings(model_events([(info, txs)]))
    assert [f.code for f in found if f.code.startswith("totals")] == []


def test_non_numeric_count_and_missing_amount() -> None:
    txs = [model_tx(0, 0), model_tx(0, 1, amount=None)]
    info = model_info(number_of_transactions="two", control_sum=Decimal("1"))
    found = [f for f in model_findings(model_events([(info, txs)])) if f.code.startswith("tot")]
    # The count is reported; the control sum is not checked without every amount.
    assert [f.code for f in found] == ["totals.nb-of-txs"]
    assert "'two' is not a whole number" in found[0].message


def test_totals_rule_alone() -> None:
    info = model_info(number_of_transactions="1")
    assert list(TotalsRule.check(model_events([(info, [model_tx()])]))) == []


# --- id.duplicate -----------------------------------------------------------------------


def test_duplicate_end_to_end_id_in_json() -> None:
    data = json_data(transactions=3)
    pointer = "/payment_info/0/transactions/2/payment_identification/end_to_end_id"
    found = findings_of(set_path(data, pointer, "E2E-1"))
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        ("id.duplicate", pointer, f"{PMT}[1]/CdtTrfTxInf[3]/PmtId/EndToEndId")
    ]
    assert "'E2E-1'" in found[0].message
    assert findings_of(set_path(data, pointer, "E2E-9")) == []


def test_notprovided_may_repeat() -> None:
    data = json_data(transactions=3)
    for i in range(3):
        pointer = f"/payment_info/0/transactions/{i}/payment_identification/end_to_end_id"
        data = set_path(data, pointer, "NOTPROVIDED")
    assert findings_of(data) == []


def test_duplicate_end_to_end_id_across_payment_infos() -> None:
    infos = [
        (model_info(0), [model_tx(0, 0)]),
        (model_info(1), [model_tx(1, 0, end_to_end_id="E2E-1-1")]),
    ]
    found = model_findings(model_events(infos))
    assert [(f.code, f.xpath) for f in found] == [
        ("id.duplicate", f"{PMT}[2]/CdtTrfTxInf[1]/PmtId/EndToEndId")
    ]


def test_duplicate_payment_info_id_in_json() -> None:
    data = json_data()
    second = dict(data["payment_info"][0], transactions=[json_tx(1)])
    data["payment_info"].append(second)
    data["group_header"]["txs_no"] = 2
    found = findings_of(data)
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        ("id.duplicate", "/payment_info/1/payment_info_id", f"{PMT}[2]/PmtInfId")
    ]
    data["payment_info"][1]["payment_info_id"] = "PMT-2"
    assert findings_of(data) == []


def test_seen_ids_grow_and_stay_exact() -> None:
    seen = SeenIds(small_limit=100)  # moves from the set to the array, then grows
    assert not any(seen.add(f"id-{i}") for i in range(5000))
    assert len(seen) == 5000
    assert all(seen.add(f"id-{i}") for i in range(0, 5000, 7))
    assert not seen.add("id-5000")


def test_seen_ids_probe_past_colliding_slots() -> None:
    # Hashes equal modulo 8 (the first table's size) start in one slot: linear probing.
    seen = SeenIds(small_limit=0, hash_function=lambda s: (len(s) << 20) | 5)
    assert not seen.add("a")
    assert not seen.add("bb")
    assert not seen.add("ccc")
    assert seen.add("dd")  # same hash as "bb": reported as seen
    assert len(seen) == 3
    assert not any(seen.add("x" * n) for n in range(4, 40))  # grows while colliding
    assert all(seen.add("y" * n) for n in range(1, 40))


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.integers(min_value=-(2**63), max_value=2**63 - 1), max_size=3000),
    st.integers(min_value=0, max_value=40),
)
def test_seen_ids_answer_as_a_set_of_their_hashes(keys: list[int], small_limit: int) -> None:
    """Any hashes (negative, colliding modulo every size, wrapping past the last slot)
    and any growth: the tables answer what a set of the hashes answers."""
    narrow = [key % 97 - 48 for key in keys[: len(keys) // 2]]  # many equal and colliding
    seen = SeenIds(small_limit=small_limit, hash_function=int)
    known: set[int] = set()
    for key in [*narrow, *keys]:
        value = key or 1  # 0 marks an empty slot: it is kept as 1
        assert seen.add(str(key)) == (value in known)
        known.add(value)
    assert len(seen) == len(known)


def test_an_equivalent_amount_counts_in_the_control_sums() -> None:
    """ISO 20022: ``CtrlSum`` is the "total of all individual amounts included in the
    message, irrespective of currencies"; a transaction with ``Amt/EqvtAmt`` instead of
    ``InstdAmt`` counts with its ``EqvtAmt/Amt`` as written (here 12.25 USD)."""
    equivalent = EquivalentAmount(Amount.of("12.25", "USD"), currency_of_transfer="EUR")
    txs = [model_tx(0, 0), model_tx(0, 1, amount=None, equivalent_amount=equivalent)]
    origin = payment_info_origin(0, line=12, field_lines={"NbOfTxs": 15, "CtrlSum": 16})
    header = GroupHeader(
        message_id="M",
        number_of_transactions="2",
        control_sum=Decimal("22.75"),
        origin=group_origin(line=4, field_lines={"NbOfTxs": 6, "CtrlSum": 7}),
    )
    good = model_info(number_of_transactions="2", control_sum=Decimal("22.75"), origin=origin)
    assert model_findings(model_events([(good, txs)], header=header)) == []
    short = model_info(number_of_transactions="2", control_sum=Decimal("10.50"), origin=origin)
    short_header = replace(header, control_sum=Decimal("10.50"))
    found = model_findings(model_events([(short, txs)], header=short_header))
    assert [(f.code, f.xpath) for f in found] == [
        ("totals.ctrl-sum", f"{PMT}[1]/CtrlSum"),
        ("totals.ctrl-sum", f"{GRP}/CtrlSum"),
    ]
    assert "22.75" in found[0].message
