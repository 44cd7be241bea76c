"""Findings spooled in bounded memory come back in document order, exactly as sorted."""

from __future__ import annotations

import io
import json
import pickle
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pain_bridge import spool
from pain_bridge.findings import Finding, Severity
from pain_bridge.reporting import FileResult, get_reporter, jsonstream
from pain_bridge.spool import FindingSpool, document_order

_FINDINGS = st.builds(
    Finding,
    code=st.sampled_from(["text.charset", "iban.checksum", "date.past", "map.dropped"]),
    severity=st.sampled_from(list(Severity)),
    message=st.text(max_size=8),
    line=st.none() | st.integers(1, 40),
    column=st.none() | st.integers(1, 9),
    xpath=st.none() | st.sampled_from(["/Document/a", "/Document/b"]),
    pointer=st.none() | st.sampled_from(["/payment_info/0", ""]),
)


@pytest.fixture
def small_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Runs of 5 findings in blocks of 2, 3 runs to a level: every path taken."""
    monkeypatch.setattr(spool, "RUN", 5)
    monkeypatch.setattr(spool, "BLOCK", 2)
    monkeypatch.setattr(spool, "FAN", 3)


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)  # the fixture only sets constants, the same for every example
@given(found=st.lists(_FINDINGS, max_size=60))
def test_a_spool_reads_back_as_sorted_whatever_went_to_disk(
    small_runs: None, found: list[Finding]
) -> None:
    with FindingSpool(found) as kept:
        expected = sorted(found, key=document_order)  # stable: ties keep their order
        sent = pickle.loads(pickle.dumps(kept))  # how a -j worker hands it back, unread
        assert list(sent) == expected
        sent.close()
        assert list(kept) == expected
        assert list(kept) == expected  # read again
        assert len(kept) == len(found)
        assert kept.tally == Counter((f.code, f.severity) for f in found)
        assert len(kept._items) < spool.RUN  # never more than a run held in memory
        again = pickle.loads(pickle.dumps(kept))  # how a -j worker hands it back
        assert list(again) == expected
        assert again.tally == kept.tally
        again.close()


def test_full_levels_are_merged_into_the_next(small_runs: None) -> None:
    found = [Finding("date.past", Severity.WARNING, "m", line=100 - i) for i in range(95)]
    with FindingSpool(found) as kept:
        # 19 runs of 5: 2 of level 2 (9 runs each), 0 of level 1, 1 of level 0
        assert [len(level.runs) for level in kept._levels] == [1, 0, 2]
        assert [f.line for f in kept] == list(range(6, 101))


def test_a_file_result_reads_the_same_from_a_spool_or_a_tuple(small_runs: None) -> None:
    found = [
        Finding("text.charset", Severity.WARNING, f"name {i}", line=50 - i, xpath="/Document/a")
        for i in range(23)
    ] + [Finding("iban.checksum", Severity.ERROR, "bad", line=7)]
    with FindingSpool(found) as kept:
        for name in ("text", "json", "sarif", "github", "html"):
            reporter = get_reporter(name)
            from_tuple = reporter.render([FileResult("a.xml", tuple(found))])
            from_spool = reporter.render([FileResult("a.xml", kept)])
            assert from_spool == from_tuple, name
        result = FileResult("a.xml", kept)
        assert not result.valid
        assert result.worst is Severity.ERROR


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=8,
)


@settings(max_examples=100, deadline=None)
@given(
    data=st.dictionaries(st.text(max_size=4), _JSON, max_size=3),
    streamed=st.lists(st.lists(_JSON, max_size=3), max_size=3),
)
def test_streamed_arrays_are_written_as_json_dumps_writes_them(
    data: dict[str, Any], streamed: list[list[Any]]
) -> None:
    arrays = jsonstream.Arrays()
    with_placeholders = {**data, "streamed": [arrays.add(iter(items)) for items in streamed]}
    out = io.StringIO()
    jsonstream.write(with_placeholders, arrays, out)
    whole = {**data, "streamed": streamed}
    assert out.getvalue() == json.dumps(whole, indent=2, ensure_ascii=False) + "\n"


def test_a_spool_let_go_closes_its_files(small_runs: None) -> None:
    import gc

    kept = FindingSpool(Finding("date.past", Severity.WARNING, "m", line=i) for i in range(20))
    files = [runs.file for runs in kept._levels]
    assert files
    assert not any(f.closed for f in files)
    del kept
    gc.collect()
    assert all(f.closed for f in files)  # closed by the spool, not left to warn when collected
