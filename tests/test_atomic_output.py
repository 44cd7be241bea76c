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


def _validate_to(output: str | Path) -> tuple[int, str]:
    from click.testing import CliRunner

    from conftest import FIXTURES
    from pain_bridge.cli import main

    sample = FIXTURES / "xml" / "single.xml"
    result = CliRunner().invoke(main, ["validate", "-o", str(output), str(sample)])
    return result.exit_code, result.stderr


@pytest.mark.skipif(not os.path.isfile("/proc/version"), reason="Linux's /proc")
def test_an_output_in_a_directory_that_takes_no_files_says_so() -> None:
    """``-o /proc/version`` said "No such file or directory" of a file that exists: the
    report goes to a new file beside its target first, which /proc does not take."""
    code, said = _validate_to("/proc/version")
    assert code == 2
    assert said.splitlines() == [
        "error: cannot write /proc/version: /proc takes no new files, and an output is "
        "written to a new file beside its target, then renamed over it "
        "(No such file or directory)"
    ]


def test_an_output_in_a_directory_that_is_not_there_says_so(tmp_path: Path) -> None:
    code, said = _validate_to(tmp_path / "absent" / "report.txt")
    assert code == 2
    assert said.splitlines() == [
        f"error: cannot write {tmp_path / 'absent' / 'report.txt'}: "
        f"no such directory: {tmp_path / 'absent'}"
    ]
    (tmp_path / "file").write_text("")
    code, said = _validate_to(tmp_path / "file" / "report.txt")
    assert code == 2
    assert said.splitlines() == [
        f"error: cannot write {tmp_path / 'file' / 'report.txt'}: "
        f"{tmp_path / 'file'} is not a directory"
    ]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes in any directory")
def test_an_output_in_a_directory_without_write_permission_says_so(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    try:
        code, said = _validate_to(locked / "report.txt")
    finally:
        locked.chmod(0o755)
    assert code == 2
    assert f"permission denied: cannot create a file in {locked}" in said
