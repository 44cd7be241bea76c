"""How often each command opens its input file (issue 33, item 4: one opened document).

A clean ``validate`` opens the file for its parse and at most one extra pass: the head
that tells what the input is is read from the opening the parse then reads on
(:class:`pain_bridge.reader.source.OpenedFile`), the layout of the whitespace is judged
block by block as the parse reads (:class:`~pain_bridge.reader.source.LayoutGuard`), and
the one extra pass gives the listed findings their columns. ``submit``'s preparation,
which needs the message as well as the findings, and ``convert`` open it no more often.
Before issue 33 the counts were 5 (``validate``), 5 (``convert``) and 8 (``prepare``);
then 4, 4 and 4; then 2, 2 and 2; now 2, 2 and 1 (``prepare`` hashes the file for its
journal as the parse reads it, and lists no columns). A file large enough for a second
process and past line 65,535 opens once per process and once to locate its findings:
``validate`` 5 → 3, ``prepare`` 6 → 4 → 3 (the journal's SHA-256 is taken as the
second process's parse reads the file).

The opens are counted by a Python audit hook on the ``open`` event, installed in a
fresh interpreter before the package is imported: every ``open``, ``io.open``,
``os.open`` and ``Path.open`` raises that event, in this process and in a forked reading
process alike (each writes one byte per open of the file to a shared log). lxml is never
given the path (the reader feeds it the bytes it reads), which ``strace -f -e openat``
confirms: its count of the path's opens equals this one.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

BENCH_DIR = Path(__file__).resolve().parent.parent / "benchmarks"

_COUNTER = textwrap.dedent(
    """
    import os, sys
    target, log, command = sys.argv[1], sys.argv[2], sys.argv[3:]
    fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
    names = {target, target.encode()}

    def hook(event, args):
        if event == "open" and args and isinstance(args[0], (str, bytes, os.PathLike)):
            if os.fspath(args[0]) in names:
                os.write(fd, b"o")

    sys.addaudithook(hook)
    if command[0] == "prepare":
        from pain_bridge.gateway.submit import prepare_intents

        prepare_intents(
            target,
            skill="ing_nl_pisp_sbx_#1.0",
            psu_redirect_link="https://shop.example/back",
            allow_immediate_execution=True,
        )
    else:
        from pain_bridge.cli import main

        try:
            main(command, standalone_mode=False)
        except SystemExit as exc:
            assert not exc.code, exc.code
    """
)


@pytest.fixture(scope="module")
def clean_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small pain.001 with no error (warnings only: ``validate`` exits 0)."""
    sys.path.insert(0, str(BENCH_DIR))
    try:
        import generate  # type: ignore[import-not-found]

        path = tmp_path_factory.mktemp("opens") / "clean.xml"
        generate.generate_xml(path, 3, 2, seed=7)
    finally:
        sys.path.remove(str(BENCH_DIR))
    return path


@pytest.fixture(scope="module")
def large_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A pain.001 past the size read in a second process (4 MB), and past line 65,535."""
    sys.path.insert(0, str(BENCH_DIR))
    try:
        import generate

        path = tmp_path_factory.mktemp("opens") / "large.xml"
        generate.generate_xml(path, 4500, 3, seed=7)
    finally:
        sys.path.remove(str(BENCH_DIR))
    return path


def _opens(path: Path, *command: str) -> int:
    log = path.parent / f"opens-{os.getpid()}-{'-'.join(command[:1])}.log"
    log.unlink(missing_ok=True)
    args = [part.replace("FILE", str(path)) for part in command]
    subprocess.run(
        [sys.executable, "-c", _COUNTER, str(path), str(log), *args],
        check=True,
        env={**os.environ, "PAIN_BRIDGE_SHARED": os.environ.get("PAIN_BRIDGE_SHARED", "")},
        capture_output=True,
    )
    return len(log.read_bytes()) if log.exists() else 0


def test_clean_validate_opens_the_file_for_its_parse_and_one_pass(clean_file: Path) -> None:
    # the parse (which reads on from the head that told what the input is) and the
    # columns of the listed warnings; no pre-scan of the layout
    assert _opens(clean_file, "validate", "FILE") <= 2


def test_submit_preparation_opens_the_file_no_more_than_validate(clean_file: Path) -> None:
    validate = _opens(clean_file, "validate", "FILE")
    # one reading gives the findings, the message and the journal's SHA-256 of the file
    # (it was read twice, the head four times; then the digest was a pass of its own):
    # one opening, where validate spends a second on the columns of what it lists
    prepare = _opens(clean_file, "prepare")
    assert prepare <= validate
    assert prepare == 1


@pytest.mark.parametrize("size", ["clean_file", "large_file"])
def test_the_journals_digest_is_the_sha256_of_the_files_bytes(
    size: str, request: pytest.FixtureRequest
) -> None:
    """Taken as the parse reads (in this process, or in the second one for a large
    file), it is the same value as a hash of the file read apart."""
    from pain_bridge.gateway.submit import prepare_intents

    path: Path = request.getfixturevalue(size)
    prepared = prepare_intents(
        path,
        skill="ing_nl_pisp_sbx_#1.0",
        psu_redirect_link="https://shop.example/back",
        allow_immediate_execution=True,
    )
    assert prepared.digest == hashlib.sha256(path.read_bytes()).hexdigest()


def test_convert_opens_the_file_no_more_than_validate(clean_file: Path, tmp_path: Path) -> None:
    validate = _opens(clean_file, "validate", "FILE")
    out = tmp_path / "out.json"
    command = ("convert", "FILE", "-o", str(out), "--redirect", "https://shop.example/back")
    assert _opens(clean_file, *command) <= validate
    assert out.exists()


def test_a_large_file_is_opened_once_per_process_and_once_to_locate(large_file: Path) -> None:
    # this process reads the head and the prolog from one opening, the second process
    # parses (on one core: this one, from that opening), and one reading of the lines
    # gives the findings' lines past 65,535 and their columns (it was 6: the lines, the
    # columns and a last pass for the findings behind each had their own)
    validate = _opens(large_file, "validate", "FILE")
    assert validate <= 3
    # the journal's SHA-256 of the file is taken by the second process as it parses
    # (it was a pass of its own: validate + 1)
    assert _opens(large_file, "prepare") <= validate
