"""The README (with the pages moved out of it, :data:`README_PAGES`) is true: every path
it names exists, every ``make`` target and every
``pain2pis`` command and option in its examples is real, every command line of it runs
as printed with the exit status it documents, its Python runs, and its table of exit
statuses is the commands' own."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import click
import pytest

from conftest import FIXTURES, PROJECT_ROOT, README_PAGES, SHARED
from pain_bridge.cli import main

README = "\n".join((PROJECT_ROOT / page).read_text(encoding="utf-8") for page in README_PAGES)
MAKEFILE = (PROJECT_ROOT / "Makefile").read_text(encoding="utf-8")
#: Names in backquotes that are files of the project (or of ../shared beside it).
PATH = re.compile(r"`((?:\.\./shared/|src/|docs/|benchmarks/|tests/|fixtures/|\.ci/)[^`\s*]+)`")
EXAMPLE_FILES = {"payments.xml", "intent.json", "big.xml", "status.xml", "bank-status.xml"}


def _code_lines() -> list[str]:
    """The lines of the README's shell code blocks (indented ones included)."""
    lines: list[str] = []
    language: str | None = None
    for raw in README.splitlines():
        line = raw.strip()
        if line.startswith("```"):
            language = None if language is not None else (line[3:] or "text")
            continue
        if language in ("sh", "bash", "console") and line:
            lines.append(line)
    return lines


def test_every_path_named_exists() -> None:
    named = set(PATH.findall(README)) | set(
        re.findall(r"\]\(((?:docs|benchmarks)/[^)]+)\)", README)
    )
    assert named, "the README names no project path"
    missing = []
    for path in sorted(named):
        base = SHARED.parent if path.startswith("../shared/") else PROJECT_ROOT
        target = (PROJECT_ROOT / path) if base is PROJECT_ROOT else SHARED / path[10:]
        if path.startswith("../shared/") and not SHARED.is_dir():
            continue  # the corpus guard makes CI fail without ../shared
        if not target.exists():
            missing.append(path)
    assert missing == []


def test_every_make_target_exists() -> None:
    targets = set(re.findall(r"^([a-z]+):", MAKEFILE, re.M))
    used = {m for line in _code_lines() for m in re.findall(r"^make (\w+)", line)}
    used |= set(re.findall(r"`make (\w+)`", README))
    assert used
    assert used <= targets


def test_every_pain2pis_example_is_a_real_command_with_real_options() -> None:
    examples = [line for line in _code_lines() if line.startswith("pain2pis ")]
    assert len(examples) >= 8
    context = click.Context(main)
    for line in examples:
        words = line.split("#", 1)[0].split()
        name = words[1]
        command = main.get_command(context, name)
        assert command is not None, line
        options = {opt for param in command.params for opt in getattr(param, "opts", [])}
        options |= {"--help", "-h"}
        for word in words[2:]:
            if word.startswith("-"):
                assert word.split("=", 1)[0] in options, (line, word)


# --------------------------------------------------------------------------- run them
#
# Every `pain2pis` line of the README's `sh` blocks runs as printed, in a real shell (so
# a stray `|` or an unquoted glob breaks it as it would a reader's), against the README's
# own `pain2pis sandbox` over loopback, and exits with the status its comment documents
# ("# exit 1: …"; 0 otherwise). What a reader supplies is supplied from the project:
# the example files below; TEMP_TOKEN, the temp token a customer's return carried (a
# `submit` without --listen and the customer's approval make one); the PostgreSQL URL,
# the test server's. Python blocks run too, after the commands (their files exist then).

BIN = Path(sys.executable).parent
EXIT_NOTE = re.compile(r"#.*\bexit (\d)\b")
SCA_LINK = re.compile(r"^\s+\S+\s+(https?://\S+)\s*$")
PG_PLACEHOLDER = "postgresql://treasury@db.internal/payments"
SKILL = "demo_xx_pisp_sbx_#1.0"


def _blocks(language: str) -> list[list[str]]:
    """The README's fenced blocks of ``language`` (indented ones too), as their lines."""
    blocks: list[list[str]] = []
    lines: list[str] = []
    inside: str | None = None
    for raw in README.splitlines():
        fence = raw.strip()
        if fence.startswith("```"):
            if inside is None:
                inside, lines = fence[3:], []
            else:
                if inside == language:
                    blocks.append(lines)
                inside = None
            continue
        if inside is not None:
            lines.append(raw)
    return blocks


def _documented_exit(line: str) -> int:
    note = EXIT_NOTE.search(line)
    return int(note.group(1)) if note else 0


def _workspace(root: Path) -> Path:
    """The files the examples name, made from the project's sample; payments.xml is
    written by the README's own first command."""
    from pain_bridge.cli.demo import dated_sample, sample_path
    from pain_bridge.reader import read_message
    from pain_bridge.versions import PainVersion
    from pain_bridge.writer import WriteOptions, write_xml

    work = root / "work"
    for folder in ("payments", "exports/2026"):
        (work / folder).mkdir(parents=True)
    today = dated_sample()
    for name in ("payments/batch-1.xml", "exports/a.xml", "exports/2026/b.xml", "big.xml"):
        (work / name).write_bytes(today)
    (work / "old.xml").write_bytes(sample_path().read_bytes())  # dated 2030: ahead
    (work / "today.xml").write_bytes(today)
    message, _ = read_message(work / "today.xml")
    assert message is not None
    nine = write_xml(message, options=WriteOptions(version=PainVersion.V09))
    (work / "swiss-sps-2022.xml").write_bytes(nine or b"")
    bank = SHARED / "corpus" / "pain002" / "Iso20022Net__pain.002.001.03_1.xml"
    if not bank.is_file():  # the README's bank-status.xml is a real bank's file
        pytest.skip(
            f"SKIPPED LOUDLY: no corpus at {bank.parent} "
            "(outside CI only; conftest fails CI without it)"
        )
    shutil.copyfile(bank, work / "bank-status.xml")
    return work


def _environment(root: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PAIN2PIS_", "XDG_"))}
    env.update(
        PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}",
        HOME=str(root / "home"),
        XDG_STATE_HOME=str(root / "state"),
        XDG_CONFIG_HOME=str(root / "config"),
        PAIN2PIS_SANDBOX_STATE=str(root / "sandbox.json"),
        NO_COLOR="1",
        PYTHONUNBUFFERED="1",
        COLUMNS="200",
    )
    return env


class _Shell:
    """Runs README lines one by one, each in bash, keeping what a reader's session
    keeps: exported variables and background jobs until ``wait``."""

    def __init__(self, work: Path, env: dict[str, str]) -> None:
        self.work = work
        self.env = env
        self.background: list[tuple[str, subprocess.Popen[str]]] = []
        self.ran: list[tuple[str, int, int]] = []  # line, documented, got

    def _popen(self, command: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            ["bash", "-c", command],
            cwd=self.work,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )

    def _finish(self, line: str, process: subprocess.Popen[str], output: str = "") -> None:
        rest, _ = process.communicate(timeout=300)
        got = process.returncode
        expected = _documented_exit(line)
        assert got == expected, f"{line}\nexit {got}, documented {expected}:\n{output}{rest}"
        assert "Traceback" not in output + rest, line
        self.ran.append((line, expected, got))

    def _listen(self, line: str) -> None:
        """`submit --listen`: play each customer whose SCA link it prints."""
        from pain_bridge.sandbox.customer import authorize_as_customer

        process = self._popen(line)
        assert process.stdout is not None
        seen: list[str] = []
        links: list[str] = []
        for text in process.stdout:  # blocking reads: the command says when it waits
            seen.append(text)
            found = SCA_LINK.match(text)
            if found:
                links.append(found.group(1))
            if text.startswith("journal:"):
                break
        for link in links:
            authorize_as_customer(link, "approve")
        self._finish(line, process, "".join(seen))

    def temp_token(self, intent: Path) -> str:
        """What a customer's return carries after a submit without --listen."""
        from pain_bridge.sandbox.customer import authorize_as_customer

        command = (
            f"pain2pis submit {intent} --skill '{SKILL}' --sandbox --format json"
            " --redirect https://app.example/cb"
        )
        done = subprocess.run(
            ["bash", "-c", command],
            cwd=self.work,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        (intent_json,) = json.loads(done.stdout)["intents"]
        back = authorize_as_customer(intent_json["sca_link"], "approve", visit_return=False)
        assert back.temp_token
        return back.temp_token

    def run(self, raw: str) -> None:
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("make "):
            return
        if line.startswith("export "):
            name, _, value = line[7:].split("#", 1)[0].strip().partition("=")
            self.env[name] = value
            return
        if line.startswith("wait;"):
            for job_line, job in self.background:
                self._finish(job_line, job)
            self.background.clear()
            line = line[5:].strip()
        command = line.split(" #", 1)[0].rstrip()
        if command.endswith("&"):
            self.background.append((line, self._popen(command[:-1])))
        elif " --listen" in command:
            self._listen(line)
        else:
            if "TEMP_TOKEN" in line:
                line = line.replace("TEMP_TOKEN", self.temp_token(FIXTURES / "cli" / "intent.json"))
            self._finish(line, self._popen(line))


@contextmanager
def _readme_sandbox(work: Path, env: dict[str, str]) -> Iterator[None]:
    """The README's own `pain2pis sandbox` line, on a free port instead of 8080 (taken on
    a shared machine), announced to `--sandbox`; stopped with Ctrl-C at the end."""
    (line,) = [
        line.strip()
        for block in _blocks("sh")
        for line in block
        if line.strip().startswith("pain2pis sandbox ")
    ]
    command = line.split("#", 1)[0].replace("--port 8080", "--port 0")
    process = subprocess.Popen(
        ["bash", "-c", f"exec {command}"],
        cwd=work,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert process.stdout is not None
    banner = []
    for text in process.stdout:
        banner.append(text)
        if text.startswith("Press Ctrl-C"):
            break
    else:
        raise AssertionError("the sandbox did not start:\n" + "".join(banner))
    try:
        yield
    finally:
        process.send_signal(signal.SIGINT)
        rest, _ = process.communicate(timeout=60)
    assert process.returncode == _documented_exit(line), "".join(banner) + rest


def _python_blocks(work: Path, env: dict[str, str]) -> None:
    """The README's Python, block after block in one interpreter, as a reader follows it
    (the second block goes on with the first's names)."""
    code = "\n\n".join(textwrap.dedent("\n".join(block)) for block in _blocks("python"))
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, f"{code}\n{done.stdout}{done.stderr}"
    assert "Traceback" not in done.stdout + done.stderr


def _sh_lines(*, journal_url: bool) -> list[str]:
    """The `pain2pis` command lines of the sh blocks, in order: those of the block that
    exports a PostgreSQL journal, or all the others."""
    chosen = []
    for block in _blocks("sh"):
        if any(PG_PLACEHOLDER in line for line in block) is journal_url:
            chosen.extend(block)
    return [
        line
        for line in chosen
        if not line.strip().startswith("pain2pis sandbox ")
        and ("pain2pis" in line or line.strip().startswith("export "))
    ]


def test_every_readme_command_runs_as_printed(tmp_path: Path) -> None:
    work = _workspace(tmp_path)
    env = _environment(tmp_path)
    shell = _Shell(work, env)
    with _readme_sandbox(work, env):
        for line in _sh_lines(journal_url=False):
            shell.run(line)
    assert len(shell.ran) >= 20
    assert {expected for _, expected, _ in shell.ran} == {0, 1}  # a failure is shown too
    assert sorted(p.name for p in (work / "status").iterdir()) == ["DEMO-2030-06-0001.pain.002.xml"]
    _python_blocks(work, env)


def test_the_readme_s_postgresql_workers_run_as_printed(
    tmp_path: Path, postgres_journal: str
) -> None:
    work = _workspace(tmp_path)
    env = _environment(tmp_path)
    shell = _Shell(work, env)
    with _readme_sandbox(work, env):
        for line in _sh_lines(journal_url=True):
            shell.run(line.replace(PG_PLACEHOLDER, postgres_journal))
    assert [got for _, _, got in shell.ran] == [0, 0, 0]
    status_line = shell.ran[-1][0]
    assert "status --format json" in status_line


def test_the_exit_status_table_is_the_commands_own() -> None:
    """Each row of the README's table of exit statuses says what the command's --help
    says (both come from EXIT_STATUSES), and every command has its row."""
    from pain_bridge.cli.exit_codes import EXIT_STATUSES, ExitStatus

    rows = {}
    for line in README.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 4 and re.fullmatch(r"`[a-z]+`", cells[0]):
            rows[cells[0].strip("`")] = cells[1:]
    assert rows == {
        command: [table.get(status, "") for status in ExitStatus]
        for command, table in EXIT_STATUSES.items()
    }
