"""The engine's batching (a performance measure) keeps the event-by-event order exactly."""

from __future__ import annotations

import tracemalloc

from pain_bridge.engine import BATCH_SIZE, RuleEngine
from pain_bridge.findings import Finding
from pain_bridge.model import Account, Transaction
from pain_bridge.rules.id import SeenIds
from rules_support import TODAY, model_events, model_info, model_tx

BAD_IBAN = "NL92ABNA0417164300"  # wrong check digits: iban.checksum


def test_findings_follow_their_transaction_across_batch_boundaries() -> None:
    count = 3 * BATCH_SIZE + 7
    bad_at = {0, BATCH_SIZE - 4, BATCH_SIZE - 3, 2 * BATCH_SIZE + 1, count - 1}
    txs = [
        model_tx(0, i, creditor_account=Account(iban=BAD_IBAN, currency="EUR"))
        if i in bad_at
        else model_tx(0, i)
        for i in range(count)
    ]
    events = model_events([(model_info(), txs)])
    out = list(RuleEngine(today=TODAY).process(events))
    assert [e for e in out if not isinstance(e, Finding)] == events
    checksum = [
        i for i, e in enumerate(out) if isinstance(e, Finding) and e.code == "iban.checksum"
    ]
    assert len(checksum) == len(bad_at)
    for position in checksum:
        before, finding = out[position - 1], out[position]
        assert isinstance(before, Transaction)
        assert isinstance(finding, Finding)
        assert before.creditor_account is not None
        assert before.creditor_account.iban == BAD_IBAN
        assert before.origin is not None
        assert finding.pointer == f"{before.origin.pointer}/creditor_account/identification/iban"


def test_engine_output_does_not_depend_on_the_batch_size() -> None:
    import pain_bridge.engine as engine

    txs = [model_tx(0, i, end_to_end_id="E2E-SAME" if i % 50 == 0 else None) for i in range(300)]
    events = model_events([(model_info(), txs)])
    batched = list(RuleEngine(today=TODAY).process(events))
    original = engine.BATCH_SIZE
    try:
        engine.BATCH_SIZE = 1
        one_by_one = list(RuleEngine(today=TODAY).process(events))
    finally:
        engine.BATCH_SIZE = original
    assert batched == one_by_one
    assert sum(isinstance(e, Finding) and e.code == "id.duplicate" for e in batched) == 5


def test_seen_ids_shards_stay_exact_for_many_ids() -> None:
    seen = SeenIds(small_limit=1000)
    assert not any(seen.add(f"E2E-{i:08d}") for i in range(50_000))
    assert len(seen) == 50_000
    assert all(seen.add(f"E2E-{i:08d}") for i in range(0, 50_000, 13))
    assert not seen.add("E2E-new")


def test_seen_ids_tables_lie_off_the_heap() -> None:
    """Past the set, the tables lie in memory maps of their own, which go back to the
    system as a shard grows: on the heap, the tables a shard outgrew left holes (a
    million ids took 16.5 MB of RSS for 11.4 MB of tables, most of a 1M migration's
    growth)."""
    tracemalloc.start()
    try:
        seen = SeenIds(small_limit=1000)
        for i in range(200_000):
            seen.add(f"E2E-{i:08d}")
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(seen) == 200_000
    assert held < 256 << 10, held  # the tables (about 2.4 MB) are not on the heap
