"""The pre-commit configuration that ``docs/ci.md`` prints works as printed.

The YAML block is taken from the page itself, so what is tested is what a reader copies:
it goes into a fresh git repository, ``pre-commit install`` puts the hook in place, and
real ``git commit`` runs show that a pain.001 with a wrong IBAN is refused, with the
finding, and a clean one (beside an unrelated ``package.json``) is committed.

The hook is a ``repo: local`` one run by the ``pain2pis`` on the PATH (this environment's
first), so pre-commit clones nothing and needs no network; its store is the test's own.
The manifest other repositories use (``.pre-commit-hooks.yaml``) is checked by
pre-commit's own validator, and the local hook runs it the same way.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from conftest import PROJECT_ROOT

CI_PAGE = PROJECT_ROOT / "docs" / "ci.md"
MANIFEST = PROJECT_ROOT / ".pre-commit-hooks.yaml"
SAMPLE = PROJECT_ROOT / "src" / "pain_bridge" / "samples" / "demo.xml"
BIN = Path(sys.executable).parent
YAML_BLOCK = re.compile(r"^```yaml\n(.*?)^```", re.M | re.S)
TEXT_BLOCK = re.compile(r"^```text\n(.*?)^```", re.M | re.S)
GOOD_IBAN = "DE89370400440532013000"
BAD_IBAN = "DE89370400440532013001"  # one digit off: the mod-97 check fails


def _printed_config() -> str:
    """The page's one YAML block that is a pre-commit configuration."""
    blocks = YAML_BLOCK.findall(CI_PAGE.read_text(encoding="utf-8"))
    configs = [b for b in blocks if b.startswith("repos:")]
    assert len(configs) == 1, "docs/ci.md should print one .pre-commit-config.yaml"
    return configs[0]


def _printed_refusal() -> list[str]:
    """The lines of the page's sample of a refused commit (``…`` stands for any text)."""
    blocks = TEXT_BLOCK.findall(CI_PAGE.read_text(encoding="utf-8"))
    (sample,) = [b for b in blocks if "- hook id: pain2pis-validate" in b]
    return [line for line in sample.splitlines() if line.strip()]


def _shows_in_order(expected: list[str], output: str) -> bool:
    """Each expected line matches a line of ``output``, in the same order."""
    lines = iter(output.splitlines())
    for line in expected:
        pattern = re.compile(".*".join(map(re.escape, line.split("…"))))
        if not any(pattern.fullmatch(got) for got in lines):
            return False
    return True


def _environment(root: Path) -> dict[str, str]:
    """Nothing of the machine's git or pre-commit set-up; this environment's tools first."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("GIT_", "PRE_COMMIT", "PAIN2PIS_", "XDG_")) and k != "SKIP"
    }
    env.update(
        PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}",
        HOME=str(root / "home"),
        PRE_COMMIT_HOME=str(root / "pre-commit-store"),
        PRE_COMMIT_COLOR="never",
        GIT_CONFIG_NOSYSTEM="1",
        NO_COLOR="1",
    )
    return env


def _run(argv: list[str], repo: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        argv, cwd=repo, env=env, capture_output=True, text=True, timeout=240, check=False
    )


@pytest.fixture
def repo(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A git repository with the printed config and the hook installed."""
    env = _environment(tmp_path)
    (tmp_path / "home").mkdir()
    work = tmp_path / "treasury"
    work.mkdir()
    for argv in (
        ["git", "init", "-q"],
        ["git", "config", "user.name", "Test Treasurer"],
        ["git", "config", "user.email", "treasurer@example.invalid"],
        ["git", "config", "commit.gpgsign", "false"],
    ):
        assert _run(argv, work, env).returncode == 0, argv
    (work / ".pre-commit-config.yaml").write_text(_printed_config(), encoding="utf-8")
    installed = _run([sys.executable, "-m", "pre_commit", "install"], work, env)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    return work, env


def _stage(work: Path, env: dict[str, str], name: str, content: bytes) -> None:
    target = work / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(content)
    assert _run(["git", "add", name], work, env).returncode == 0


@pytest.mark.slow
def test_the_printed_hook_refuses_a_bad_iban_and_commits_a_clean_file(
    repo: tuple[Path, dict[str, str]],
) -> None:
    work, env = repo
    sample = SAMPLE.read_bytes()
    assert GOOD_IBAN.encode() in sample
    _stage(work, env, ".pre-commit-config.yaml", (work / ".pre-commit-config.yaml").read_bytes())
    _stage(
        work, env, "payments/2026/batch.xml", sample.replace(GOOD_IBAN.encode(), BAD_IBAN.encode())
    )

    refused = _run(["git", "commit", "-m", "a batch with a wrong IBAN"], work, env)
    shown = refused.stdout + refused.stderr
    assert refused.returncode != 0, shown
    assert re.search(r"pain2pis validate\.+Failed", shown), shown
    assert re.search(r"payments/2026/batch\.xml:\d+:\d+: error iban\.checksum", shown), shown
    assert "Traceback" not in shown
    assert _shows_in_order(_printed_refusal(), shown), shown  # the page's sample is true
    assert _run(["git", "rev-parse", "--verify", "-q", "HEAD"], work, env).returncode != 0

    _stage(work, env, "payments/2026/batch.xml", sample)
    _stage(work, env, "package.json", b'{"name": "not-a-payment"}\n')  # outside payments/
    committed = _run(["git", "commit", "-m", "a clean batch"], work, env)
    shown = committed.stdout + committed.stderr
    assert committed.returncode == 0, shown
    assert re.search(r"pain2pis validate\.+Passed", shown), shown
    assert _run(["git", "rev-parse", "--verify", "-q", "HEAD"], work, env).returncode == 0


def test_the_manifest_is_valid_and_the_printed_hook_runs_it_the_same_way(tmp_path: Path) -> None:
    env = _environment(tmp_path)
    checked = _run(
        [sys.executable, "-m", "pre_commit", "validate-manifest", str(MANIFEST)], PROJECT_ROOT, env
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    (published,) = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    ((local,),) = [r["hooks"] for r in yaml.safe_load(_printed_config())["repos"]]
    assert local["id"] == published["id"]
    assert local["entry"] == published["entry"]
    assert local["types_or"] == published["types_or"]
    # every version is read, not only the first
    assert ".03" in published["description"]
    assert ".13" in published["description"]
