"""AtomicOutput: a file appears whole or not at all; a device or a pipe is written to."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from pain_bridge.atomic import AtomicOutput


def test_a_file_appears_only_when_the_block_ends(tmp_path: Path) -> None:
    target = tmp_path / "out.json"

    def stopped_halfway() -> None:
        with AtomicOutput(target) as handle:
            handle.write(b"half")
            raise RuntimeError("stopped")

    with pytest.raises(RuntimeError):
        stopped_halfway()
    assert list(tmp_path.iterdir()) == []
    with AtomicOutput(target) as handle:
        handle.write(b"whole")
    assert target.read_bytes() == b"whole"
    assert list(tmp_path.iterdir()) == [target]


def test_a_named_pipe_is_written_to_not_replaced(tmp_path: Path) -> None:
    """As ``-o /dev/null`` or ``-o /dev/stdout``: renaming a file over the target would
    replace the device itself (it did: ``validate -o /dev/null`` left a regular file)."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    reading = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)  # a reader there: writes go through
    try:
        with AtomicOutput(pipe) as handle:
            handle.write(b"report")
        received = os.read(reading, 100)
    finally:
        os.close(reading)
    assert received == b"report"
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]  # no temporary left


def test_xml_converted_to_a_named_pipe_is_checked_then_written(tmp_path: Path) -> None:
    """The XML writer checks a file's bytes against the schema where they are written;
    into a pipe they go only once checked."""
    from conftest import FIXTURES
    from pain_bridge.convert import convert

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    reading = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)
    try:
        result = convert(FIXTURES / "json" / "bulk.json", pipe, to="xml")
        received = b""
        while chunk := os.read(reading, 1 << 16):
            received += chunk
    finally:
        os.close(reading)
    assert result.ok
    assert received.startswith(b"<?xml")
    assert b"<CdtTrfTxInf>" in received
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
