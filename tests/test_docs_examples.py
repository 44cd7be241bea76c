"""The documentation site's examples run: every ``console`` and ``python`` block of every
page under ``docs/`` is executed, as a reader would run it.

Each page runs in a fresh folder holding the bundled sample ``demo.xml`` (the quick start
shows how to get it), with its own home, journal and sandbox announcement, so nothing of
the machine's is read or written. A page is executed top to bottom:

- ``console`` blocks: each ``$ `` line is a command run with ``bash -c`` in the page's
  folder; the lines under it are output it must print (in order; ``…`` stands for any
  text). It must exit 0, or with the status its ``# exit N`` comment says. A command
  ending in ``&`` runs in the background until a later ``$ wait``; ``$ export NAME=VALUE``
  sets a variable for the rest of the page (a ``postgresql://`` journal URL is replaced
  by a database of the test's own throw-away server). ``$ pain2pis sandbox …`` starts
  that server for the rest of the page (a reader runs it in a second terminal): its
  output lines are checked as it starts, and it is stopped with Ctrl-C at the end of the
  page, which must exit 0. Pages that do not start one get one anyway, for ``--sandbox``.
- ``python`` blocks: executed in order, in one namespace per page, in the page's folder.
- a block with a title (```` ```toml title="acme.toml" ````, as the site shows it) is a
  file the reader saves: it is written to the page's folder under that name, in order.

Generated pages (the hook ``tools/docs_pages.py``) have no such blocks; the test of the
hook is that ``make docs`` builds with ``--strict``.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from conftest import PROJECT_ROOT, README_PAGES

DOCS = PROJECT_ROOT / "docs"
SAMPLE = PROJECT_ROOT / "src" / "pain_bridge" / "samples" / "demo.xml"
BIN = Path(sys.executable).parent
FENCE = re.compile(r"^```(\w+)([^\n]*)\n(.*?)^```\s*$", re.M | re.S)
TITLE = re.compile(r'title="([^"/]+)"')
EXIT = re.compile(r"\s+#\s*exit\s+(\d+)\s*$")


@dataclass
class Command:
    line: str
    where: str
    output: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return EXIT.sub("", self.line).strip()

    @property
    def status(self) -> int:
        found = EXIT.search(self.line)
        return int(found.group(1)) if found else 0


@dataclass
class Block:
    language: str
    body: str
    where: str
    #: The file name a titled block is saved as (None: not a file).
    title: str | None = None


def blocks(page: Path) -> list[Block]:
    text = page.read_text(encoding="utf-8")
    found = []
    for match in FENCE.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        title = TITLE.search(match.group(2))
        found.append(
            Block(
                match.group(1),
                match.group(3),
                f"{page.name}:{line}",
                title.group(1) if title else None,
            )
        )
    return found


def commands(block: Block) -> list[Command]:
    out: list[Command] = []
    for n, line in enumerate(block.body.splitlines(), 1):
        if line.startswith("$ "):
            out.append(Command(line[2:], f"{block.where}+{n}"))
        elif out:
            out[-1].output.append(line)
        elif line.strip():
            raise AssertionError(f"{block.where}: output before any command: {line!r}")
    return out


def _own(page: Path) -> bool:
    """Not one of the README's pages (their examples run in tests/test_readme.py)."""
    return f"docs/{page.name}" not in README_PAGES


def pages() -> list[Path]:
    return sorted(p for p in DOCS.glob("*.md") if _own(p) and any(blocks(p)))


def assert_prints(command: Command, printed: str) -> None:
    """Every shown output line is printed, in order (``…`` matches any text)."""
    lines = printed.splitlines()
    at = 0
    for shown in (s for s in command.output if s.strip()):
        pattern = re.compile(".*".join(re.escape(part.strip()) for part in shown.split("…")))
        while at < len(lines) and not pattern.search(lines[at]):
            at += 1
        assert at < len(lines), (
            f"{command.where}: `{command.text}` did not print {shown!r}:\n{printed}"
        )
        at += 1


class Page:
    """One page's folder, environment, background jobs and sandbox."""

    def __init__(self, folder: Path, postgres: str | None) -> None:
        self.folder = folder
        self.postgres = postgres
        shutil.copy(SAMPLE, folder / "demo.xml")
        env = {k: v for k, v in os.environ.items() if not k.startswith("PAIN2PIS_")}
        env.update(
            PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}",
            HOME=str(folder / "home"),
            PAIN2PIS_JOURNAL=str(folder / "home" / "journal.sqlite3"),
            PAIN2PIS_SANDBOX_STATE=str(folder / "home" / "sandbox.json"),
            COLUMNS="200",
        )
        (folder / "home").mkdir()
        self.env = env
        self.jobs: list[tuple[Command, subprocess.Popen[str]]] = []
        self.sandbox: subprocess.Popen[str] | None = None

    def start_sandbox(self, command: Command | None) -> None:
        assert self.sandbox is None, "one sandbox per page"
        argv = shlex.split(command.text) if command else ["pain2pis", "sandbox", "--port", "0"]
        if command is None:
            argv += ["--db", str(self.folder / "home" / "sandbox.sqlite3")]
        self.sandbox = subprocess.Popen(
            argv, cwd=self.folder, env=self.env, stdout=subprocess.PIPE, text=True
        )
        assert self.sandbox.stdout is not None
        first = self.sandbox.stdout.readline()  # printed once it listens and is announced
        assert first.startswith("pain2pis sandbox: http://"), first
        if command is not None:
            shown = [s for s in command.output if s.strip()]
            printed = first + "".join(self.sandbox.stdout.readline() for _ in shown[1:])
            assert_prints(command, printed)

    def stop_sandbox(self) -> None:
        if self.sandbox is None:
            return
        self.sandbox.send_signal(signal.SIGINT)  # Ctrl-C, the documented way to stop it
        self.sandbox.communicate(timeout=60)
        assert self.sandbox.returncode == 0

    def run(self, command: Command) -> None:
        text = command.text
        if text.startswith("pain2pis sandbox"):
            self.start_sandbox(command)
            return
        if text.startswith("export "):
            name, _, value = text.removeprefix("export ").partition("=")
            value = shlex.split(value)[0]
            if value.startswith("postgresql://"):
                if self.postgres is None:
                    raise AssertionError(f"{command.where}: a PostgreSQL URL needs the server")
                value = self.postgres
            self.env[name] = value
            return
        if text == "wait":
            for job, process in self.jobs:
                printed, _ = process.communicate(timeout=240)
                assert process.returncode == job.status, (job.where, job.text, printed)
                assert_prints(job, printed)
            self.jobs.clear()
            return
        if self.sandbox is None and "--sandbox" in text:
            self.start_sandbox(None)
        background = text.endswith("&")
        argv = ["bash", "-c", text.removesuffix("&").strip()]
        common = {"cwd": self.folder, "env": self.env, "text": True}
        if background:
            process = subprocess.Popen(
                argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, **common
            )
            self.jobs.append((command, process))
            return
        done = subprocess.run(argv, capture_output=True, timeout=240, **common)
        printed = done.stdout + done.stderr
        assert done.returncode == command.status, (command.where, text, printed)
        assert_prints(command, printed)

    def close(self) -> None:
        assert not self.jobs, "a background command without its `wait`"
        self.stop_sandbox()


def uses_postgres(page: Path) -> bool:
    return "postgresql://" in page.read_text(encoding="utf-8")


@pytest.fixture
def page_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.slow
@pytest.mark.parametrize("page", pages(), ids=lambda p: p.name)
def test_every_example_of_the_page_runs(
    page: Path, page_folder: Path, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    postgres = str(request.getfixturevalue("postgres_journal")) if uses_postgres(page) else None
    runner = Page(page_folder, postgres)
    for name in ("HOME", "PAIN2PIS_JOURNAL", "PAIN2PIS_SANDBOX_STATE"):
        monkeypatch.setenv(name, runner.env[name])
    namespace: dict[str, object] = {"__name__": "__docs__"}
    try:
        for block in blocks(page):
            if block.title is not None:
                (page_folder / block.title).write_text(block.body, encoding="utf-8")
            elif block.language == "console":
                for command in commands(block):
                    runner.run(command)
            elif block.language == "python":
                exec(compile(block.body, block.where, "exec"), namespace)
    finally:
        for _, process in runner.jobs:
            process.kill()
            process.communicate()
        if runner.sandbox is not None and runner.sandbox.poll() is None and sys.exc_info()[0]:
            runner.sandbox.kill()
            runner.sandbox.communicate()
    runner.close()


def test_the_examples_are_found() -> None:
    """The pages with examples are the hand-written ones, and every example is one the
    test runs: a shell session (``console``) or Python (``python``), not indented."""
    names = {p.name for p in pages()}
    assert {"quickstart.md", "library.md", "gateway.md", "sandbox.md", "ci.md"} <= names
    for page in filter(_own, DOCS.glob("*.md")):
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"^[ \t]+```(console|python|sh|bash)", text, re.M), page.name
        languages = {b.language for b in blocks(page)}
        assert not languages & {"sh", "bash", "shell", "pycon"}, (page.name, languages)
