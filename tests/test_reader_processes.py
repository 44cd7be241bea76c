"""The streaming pass in a second process gives the same findings and output as in one."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from conftest import FIXTURES, corpus_files
from pain_bridge.convert import convert
from pain_bridge.reader import ReadOptions, pipeline, read_message
from pain_bridge.reader import stream as stream_module

FILES = corpus_files(include_other_versions=True) or sorted((FIXTURES / "xml").glob("*.xml"))


@pytest.fixture(autouse=True)
def every_file_is_large_enough(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipeline, "MIN_SIZE", 0)


def _rows(path: Path, processes: int) -> list[tuple[object, ...]]:
    _, findings = read_message(path, ReadOptions(processes=processes))
    return [(f.code, f.severity, f.line, f.xpath, f.pointer, f.message) for f in findings]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_same_findings_and_bytes_with_one_process_or_two(path: Path) -> None:
    assert pipeline.can_run(str(path), 2)
    assert _rows(path, 2) == _rows(path, 1)
    two = convert(path, psu_redirect_link="https://app.example/cb",
                  read_options=ReadOptions(processes=2))  # fmt: skip
    one = convert(path, psu_redirect_link="https://app.example/cb",
                  read_options=ReadOptions(processes=1))  # fmt: skip
    assert two.findings == one.findings
    assert two.output == one.output


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_lines_found_on_demand_are_the_lines_the_pass_sends(path: Path) -> None:
    """Every finding of every rule, from a second process sending no element lines (each
    found in the file when a finding asks: reader/txlines.py), as from one process."""
    from pain_bridge.validation import iter_findings

    def rows(options: ReadOptions) -> list[tuple[object, ...]]:
        found = iter_findings(path, scheme="auto", read_options=options)
        return [(f.code, f.line, f.column, f.xpath, f.message) for f in found]

    assert rows(ReadOptions(processes=2, lines_on_demand=True)) == rows(ReadOptions(processes=1))


def test_lines_are_found_on_demand_where_few_findings_are_listed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Unless the options say, validate and convert turn lines on demand on where they list
    at most so many findings of each code, and leave them off where they list all."""
    from pain_bridge.flood import FloodGate
    from pain_bridge.validation import iter_findings

    started: list[bool] = []
    real = pipeline.Child

    def spy(*args: Any, **kwargs: Any) -> pipeline.Child:
        started.append(kwargs["element_lines"])
        return real(*args, **kwargs)

    monkeypatch.setattr(pipeline, "Child", spy)
    path = FILES[0]
    list(iter_findings(path, gate=FloodGate(), read_options=ReadOptions(processes=2)))
    list(iter_findings(path, gate=FloodGate(None), read_options=ReadOptions(processes=2)))
    list(iter_findings(path, gate=FloodGate(), read_options=ReadOptions(lines_on_demand=False)))
    convert(path, max_per_code=100)
    convert(path, max_per_code=None)
    assert started == [False, True, True, False, True]


def test_a_violation_deep_in_a_file_is_found_through_the_second_process(tmp_path: Path) -> None:
    import subprocess
    import sys

    from conftest import PROJECT_ROOT

    path = tmp_path / "big.xml"
    subprocess.run([sys.executable, str(PROJECT_ROOT / "benchmarks" / "generate.py"), "-n",
                    "400", "-o", str(path)], check=True, capture_output=True)  # fmt: skip
    data = path.read_bytes()
    start = data.rindex(b"<EndToEndId>") + len(b"<EndToEndId>")
    end = data.index(b"</EndToEndId>", start)
    path.write_bytes(data[:start] + data[end:])  # well-formed, but an empty id
    rows = _rows(path, 2)
    assert rows == _rows(path, 1)
    violations = [row for row in rows if row[0] == "xsd.violation"]
    assert len(violations) == 1
    assert str(violations[0][3]).endswith("/PmtId/EndToEndId")


def test_a_child_that_dies_is_replaced_without_losing_or_repeating_a_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import multiprocessing
    import os
    import signal
    import subprocess
    import sys

    from conftest import PROJECT_ROOT
    from pain_bridge.model import Transaction
    from pain_bridge.reader import iter_xml_events

    path = tmp_path / "big.xml"
    subprocess.run([sys.executable, str(PROJECT_ROOT / "benchmarks" / "generate.py"), "-n",
                    "300", "-o", str(path)], check=True, capture_output=True)  # fmt: skip
    monkeypatch.setattr(pipeline, "BATCH", 7)
    monkeypatch.setattr(pipeline, "PIPE_BUFFER", 4096)  # the child can't send all and exit
    resumed: list[int] = []
    after = stream_module.skipping

    def spy(records: Any, skip: int) -> Any:
        resumed.append(skip)
        return after(records, skip)

    monkeypatch.setattr(stream_module, "skipping", spy)
    events = iter_xml_events(path, ReadOptions(processes=2))
    seen = []
    for event in events:
        seen.append(event)
        if isinstance(event, Transaction):
            break
    children = multiprocessing.active_children()
    assert len(children) == 1
    assert children[0].pid is not None
    os.kill(children[0].pid, signal.SIGKILL)
    seen.extend(events)
    alone = list(iter_xml_events(path, ReadOptions(processes=1)))
    assert seen == alone
    assert len(resumed) == 1  # resumed here, midway
    assert 0 < resumed[0] < 300
    assert sum(isinstance(event, Transaction) for event in seen) == 300


@pytest.mark.skipif(sys.platform != "linux", reason="pipe buffers are sized on Linux only")
def test_the_pipe_holds_several_batches(tmp_path: Path) -> None:
    import fcntl

    from pain_bridge.versions import PainVersion

    path = FIXTURES / "xml" / "bulk.xml"
    child = pipeline.Child(str(path), PainVersion.V03, "json", None, True)
    try:
        size = fcntl.fcntl(child._pipe.fileno(), fcntl.F_GETPIPE_SZ)
        assert size == min(
            pipeline.PIPE_BUFFER, int(Path("/proc/sys/fs/pipe-max-size").read_text())
        )
        assert list(child.records())  # and the pass still comes through whole
    finally:
        child.close()


def test_progress_is_reported_from_either_process(tmp_path: Path) -> None:
    import subprocess
    import sys

    from conftest import PROJECT_ROOT

    path = tmp_path / "big.xml"
    subprocess.run([sys.executable, str(PROJECT_ROOT / "benchmarks" / "generate.py"), "-n",
                    "300", "-o", str(path)], check=True, capture_output=True)  # fmt: skip
    outputs = []
    for processes in (1, 2):
        seen: list[int] = []
        options = ReadOptions(processes=processes, progress=seen.append)
        _, findings = read_message(path, options)
        assert seen == sorted(seen)
        assert seen[-1] == path.stat().st_size
        outputs.append([(f.code, f.line, f.message) for f in findings])
    assert outputs[0] == outputs[1]
    # convert of a path on a terminal keeps the second process and still counts bytes
    seen = []
    result = convert(path, psu_redirect_link="https://app.example/cb", progress=seen.append)
    assert result.ok
    assert seen[-1] == path.stat().st_size


def test_a_comment_deep_in_a_file_keeps_the_whitespace_beside_it(tmp_path: Path) -> None:
    """The second process drops the layout while it reads (no read of the file first);
    at the first block with a comment it reads again keeping the whitespace, after the
    records it made: whitespace beside a comment inside a value is kept, so a name of
    two spaces after a comment stays valid (dropped, the schema would refuse it empty)."""
    import subprocess

    from conftest import PROJECT_ROOT

    path = tmp_path / "commented.xml"
    subprocess.run([sys.executable, str(PROJECT_ROOT / "benchmarks" / "generate.py"), "-n",
                    "400", "-o", str(path)], check=True, capture_output=True)  # fmt: skip
    data = path.read_bytes()
    start = data.index(b"<Nm>", data.rindex(b"<Cdtr>")) + len(b"<Nm>")
    end = data.index(b"</Nm>", start)
    assert start > 4 * 65536  # blocks without a comment come first
    path.write_bytes(data[:start] + b"<!-- checked -->  " + data[end:])
    two, one = _rows(path, 2), _rows(path, 1)
    assert two == one
    assert not [row for row in two if row[0] == "xsd.violation"]
