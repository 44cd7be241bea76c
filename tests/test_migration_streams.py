"""XML out streams (#36): migration writes what it wrote before, byte for byte, and
holds memory flat in the number of transactions.

Byte for byte: every migration below (the corpus, each to ``.03``, ``.09``, ``.13`` and
its own version; the hand-made document of each version to each other; generated
documents ``.03`` → ``.09`` and ``.09`` → ``.13``; the documents the target version
refuses, of ``test_migration_unfit``) gives the output and the findings
whose digests ``fixtures/migration_digests.json`` holds. That list was produced by this
module's :func:`digests` run on the code of ``main`` before the streaming writer
(``python tests/test_migration_streams.py OUT.json`` with ``main``'s ``src`` first on
``PYTHONPATH``), not written by hand.

Memory: the peak (``tracemalloc``) of a 20,000-transaction migration is within a small
constant of a 2,000-transaction one.
"""

from __future__ import annotations

import hashlib
import io
import json
import sys
import tempfile
import tracemalloc
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "benchmarks"))

from generate import generate_xml

from conftest import CORPUS, corpus_files
from pain_bridge.convert import OutputError, convert
from pain_bridge.findings import make_finding
from pain_bridge.versions import PainVersion
from pain_bridge.writer.deferred import Deferred
from test_migration_leaves import hand_made
from test_migration_unfit import CASES as UNFIT

DIGESTS = Path(__file__).parent.parent / "fixtures" / "migration_digests.json"
TODAY = date(2026, 11, 29)
WRITABLE = [v for v in PainVersion if v.writable]
V03, V09, V13 = PainVersion.V03, PainVersion.V09, PainVersion.V13


def _migrated(data: bytes, target: PainVersion) -> str:
    """The digest of ``data`` migrated to ``target``: its output and its findings."""
    result = convert(data, to="xml", pain_version=target, today=TODAY)
    found = [
        (f.code, f.severity.value, f.message, f.line, f.column, f.xpath, f.pointer)
        for f in result.findings
    ]
    held = [(h.code, h.severity.value, h.count) for h in result.held]
    text = json.dumps([found, held, result.written], ensure_ascii=False)
    output = hashlib.sha256(result.output).hexdigest() if result.output is not None else None
    return f"{output} {hashlib.sha256(text.encode()).hexdigest()}"


def _cases(tmp: Path) -> Iterator[tuple[str, bytes, PainVersion]]:
    for path in corpus_files(include_other_versions=True):
        data = path.read_bytes()
        name = path.relative_to(CORPUS).as_posix()
        for target in (V03, V09, V13):
            yield f"corpus {name} → {target.short}", data, target
        own = next((v for v in WRITABLE if v.namespace.encode() in data[:2000]), None)
        if own not in (None, V03, V09, V13):
            assert own is not None
            yield f"corpus {name} → {own.short}", data, own
    for source in WRITABLE:
        data = hand_made(source)
        for target in WRITABLE:
            yield f"hand-made {source.short} → {target.short}", data, target
    for make, target, *_ in (case.values for case in UNFIT):  # refused: map.unfit
        yield f"refused {make.__name__} → {target.short}", make(), target
    for version, target in (("03", V09), ("09", V13), ("03", V03)):
        path = tmp / f"generated-{version}.xml"
        generate_xml(path, 300, 4, seed=7, pain_version=version)
        yield f"generated {version} → {target.short}", path.read_bytes(), target


def digests(tmp: Path) -> dict[str, str]:
    """Each case's name → the digest of its migration."""
    return {name: _migrated(data, target) for name, data, target in _cases(tmp)}


def test_migrations_write_and_report_what_they_did_before_the_streaming_writer(
    tmp_path: Path,
) -> None:
    if not CORPUS.is_dir():
        pytest.skip("no corpus")
    expected = json.loads(DIGESTS.read_text())
    found = digests(tmp_path)
    assert found.keys() == expected.keys()
    differ = [name for name in found if found[name] != expected[name]]
    assert differ == []


@pytest.mark.parametrize("source", WRITABLE, ids=lambda v: v.short)
def test_the_stream_and_the_message_held_whole_write_the_same_bytes(source: PainVersion) -> None:
    """Bytes are migrated from the events (streamed); a stream that cannot be read again
    through the message held whole (:func:`~pain_bridge.writer.write_xml`): one writer."""
    data = hand_made(source)
    for target in (V03, V09, V13):
        streamed = convert(data, to="xml", pain_version=target, today=TODAY)
        whole = convert(io.BytesIO(data), to="xml", pain_version=target, today=TODAY)
        assert streamed.written, streamed.errors
        assert streamed.output == whole.output
        assert streamed.findings == whole.findings


def test_a_spool_that_cannot_be_made_is_an_output_error_and_nothing_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source, out = tmp_path / "in.xml", tmp_path / "out.xml"
    source.write_bytes(hand_made(V03))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "no-such-folder"))
    with pytest.raises(OutputError, match="cannot make the spool"):
        convert(source, out, to="xml", pain_version=V09, today=TODAY)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.xml"]


def test_findings_deferred_past_what_memory_holds_come_back_in_their_order() -> None:
    deferred = Deferred()
    made = [make_finding("map.missing", f"number {i}", line=9_000 - i) for i in range(9_000)]
    for finding in made:
        deferred.add(finding)
    assert list(deferred.drain()) == made


def _peak(path: Path, target: PainVersion, out: Path) -> int:
    tracemalloc.start()
    try:
        result = convert(path, out, to="xml", pain_version=target, today=TODAY)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert result.written, result.errors
    return peak


def test_a_migration_s_peak_memory_does_not_grow_with_its_transactions(tmp_path: Path) -> None:
    small, large = tmp_path / "2k.xml", tmp_path / "20k.xml"
    generate_xml(small, 2_000, 10, seed=7)
    generate_xml(large, 20_000, 10, seed=7)
    _peak(small, V09, tmp_path / "warm.xml")  # imports, compiled schemas, caches
    peak_small = _peak(small, V09, tmp_path / "small-09.xml")
    peak_large = _peak(large, V09, tmp_path / "large-09.xml")
    # held whole, the 18,000 more transactions take about 60 MB more (over 3 KB each)
    assert peak_large - peak_small < 4 << 20, (peak_small, peak_large)


def test_compiling_the_largest_emitter_leaves_no_large_transient_peak() -> None:
    """The emitter of every field of a ``.13`` transaction (the largest generated source)
    is compiled function by function: compiled as one text, the compiler's syntax tree
    took some 10 MB at once, and the heap stayed that much larger for the whole run (a
    1M migration's peak RSS)."""
    from pain_bridge.writer.plan import _compiled

    tracemalloc.start()
    try:
        before, _ = tracemalloc.get_traced_memory()
        emit = _compiled(V13, "transaction", True, None)
        after, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert callable(emit)
    assert peak - after < 2 << 20, (before, after, peak)


if __name__ == "__main__":  # the digest list, from the code importable here
    with tempfile.TemporaryDirectory() as folder:
        found = digests(Path(folder))
    Path(sys.argv[1]).write_text(json.dumps(found, indent=1, ensure_ascii=False) + "\n")
