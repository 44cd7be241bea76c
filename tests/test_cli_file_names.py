"""A file name that is not UTF-8 (issue 21 item 4): a Latin-1 ``Zahlung_März.xml`` from
a legacy system is validated, converted and reported like any other, its name shown with
the bytes that are not UTF-8 escaped (``Zahlung_M\\xe4rz.xml``), never a traceback;
a URL, an id or a token with such bytes is a usage error (exit 2).

On Linux such bytes reach Python as lone surrogates (``surrogateescape``); the files
here are made with their names as bytes, and the real command is run in a process of its
own with its arguments as bytes, as a shell would pass them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import FIXTURES
from pain_bridge.cli import COMMANDS, main
from pain_bridge.cli.params import Text
from pain_bridge.osnames import display_name
from pain_bridge.reporting import REPORTERS

PAIN2PIS = str(Path(sys.executable).with_name("pain2pis"))
SAMPLE = FIXTURES / "xml" / "single.xml"
LATIN1 = "Zahlung_März.xml".encode("latin-1")  # b"Zahlung_M\xe4rz.xml"
SHOWN = "Zahlung_M\\xe4rz.xml"
#: What a shell hands over, whatever the locale: strict UTF-8 on the standard streams,
#: so that a report that tried to pass a lone surrogate through would fail here.
ENV = {**os.environ, "PYTHONIOENCODING": "utf-8", "NO_COLOR": "1"}


def made(directory: Path, name: bytes, source: Path = SAMPLE) -> bytes:
    """A copy of ``source`` named ``name`` (bytes) in ``directory``; its path as bytes."""
    path = os.path.join(os.fsencode(directory), name)
    shutil.copyfile(source, path)
    return path


def pain2pis(*args: str | bytes, cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [PAIN2PIS, *args], capture_output=True, env=ENV, cwd=cwd, check=False, timeout=300
    )


@pytest.mark.parametrize("to_file", [False, True], ids=["stdout", "-o"])
@pytest.mark.parametrize("fmt", sorted(REPORTERS))
def test_validate_reports_a_latin1_file_name_escaped_in_every_format(
    tmp_path: Path, fmt: str, to_file: bool
) -> None:
    made(tmp_path, LATIN1)
    other = made(tmp_path, b"other.xml")
    out = tmp_path / "report.out"
    args = ["validate", "--format", fmt, "-j", "2", LATIN1, other]
    done = pain2pis(*args, *(["-o", str(out)] if to_file else []), cwd=tmp_path)
    assert b"Traceback" not in done.stderr, done.stderr.decode("utf-8", "replace")
    assert done.returncode in (0, 1), done.stderr
    report = (out.read_bytes() if to_file else done.stdout).decode("utf-8")  # strict
    if fmt == "sarif":
        uris = {
            location["physicalLocation"]["artifactLocation"]["uri"]
            for result in json.loads(report)["runs"][0]["results"]
            for location in result["locations"]
        }
        assert uris == {"Zahlung_M%E4rz.xml", "other.xml"}
    elif fmt == "json":
        files = [entry["path"] for entry in json.loads(report)["files"]]
        assert files == [SHOWN, os.fsdecode(other)]
    else:
        assert SHOWN in report


def test_a_missing_latin1_file_is_named_escaped(tmp_path: Path) -> None:
    done = pain2pis("validate", b"nicht_d\xe4.xml", b"M\xe4rz_*.xml", cwd=tmp_path)
    assert done.returncode == 2
    said = done.stderr.decode("utf-8")
    assert "error: nicht_d\\xe4.xml: no such file" in said
    assert "error: no file matches 'M\\xe4rz_*.xml'" in said


def test_convert_reads_and_writes_latin1_file_names(tmp_path: Path) -> None:
    made(tmp_path, LATIN1)
    to_json = pain2pis(
        "convert", LATIN1, "-o", b"M\xe4rz.json", "--redirect", "https://app.example/cb",
        "--allow-immediate-execution",
        cwd=tmp_path,
    )  # fmt: skip
    assert to_json.returncode == 0, to_json.stderr
    said = to_json.stderr.decode("utf-8")
    assert f"converted {SHOWN} (XML) to M\\xe4rz.json (JSON)" in said
    # and back: the XML written is checked against its schema under its temporary name
    to_xml = pain2pis("convert", b"M\xe4rz.json", "-o", b"zur\xfcck.xml", cwd=tmp_path)
    assert to_xml.returncode == 0, to_xml.stderr
    assert (tmp_path / os.fsdecode(b"zur\xfcck.xml")).read_bytes().startswith(b"<?xml")


@pytest.mark.parametrize(("option", "what"), [("--redirect", "a URL"), ("--psu-id", "a PSU id")])
def test_convert_refuses_a_url_or_id_that_is_not_text(
    tmp_path: Path, option: str, what: str
) -> None:
    made(tmp_path, b"in.xml")
    args = ["convert", "in.xml", "-o", "out.json", "--redirect", "https://app.example/cb"]
    done = pain2pis(*args, option, b"https://app.example/M\xe4rz", cwd=tmp_path)
    assert done.returncode == 2
    said = done.stderr.decode("utf-8")
    assert "Traceback" not in said
    assert "internal error" not in said
    assert (
        f"{what} must be text: 'https://app.example/M\\xe4rz' has bytes that are not UTF-8" in said
    )
    assert not (tmp_path / "out.json").exists()


def test_submit_refuses_a_redirect_psu_id_or_user_id_that_is_not_text(tmp_path: Path) -> None:
    made(tmp_path, b"in.xml")
    base = ["submit", "in.xml", "--skill", "demo_xx_pisp_sbx_#1.0", "--sandbox"]
    for option in ("--redirect", "--psu-id", "--tenant-user-id"):
        done = pain2pis(*base, option, b"M\xe4rz", "--journal", "j.sqlite3", cwd=tmp_path)
        assert done.returncode == 2, (option, done.stderr)
        assert b"must be text: 'M\\xe4rz' has bytes that are not UTF-8" in done.stderr
        assert not (tmp_path / "j.sqlite3").exists()


# -- every option of every command: a path, a choice, or text ---------------------------
def _params() -> list[tuple[str, click.Parameter]]:
    ctx = click.Context(main)
    found = []
    for name in sorted(COMMANDS):
        command = main.get_command(ctx, name)
        assert command is not None
        found += [(name, param) for param in command.params]
    return found


TEXT_PARAMS = [(name, param.opts[-1]) for name, param in _params() if isinstance(param.type, Text)]


@pytest.mark.parametrize(("name", "param"), _params(), ids=lambda p: getattr(p, "name", p))
def test_no_option_takes_a_string_unchecked(name: str, param: click.Parameter) -> None:
    """click's bare string takes lone surrogates: a path says it is one (click.Path),
    anything else is Text."""
    assert type(param.type) is not click.types.StringParamType, (name, param.opts)


def test_the_walk_finds_the_text_options() -> None:
    assert {
        ("convert", "--redirect"),
        ("convert", "--psu-id"),
        ("submit", "--redirect"),
        ("submit", "--psu-id"),
        ("submit", "--tenant-user-id"),
        ("submit", "--base-url"),
        ("token", "temp_token"),
    } <= set(TEXT_PARAMS)


@pytest.mark.parametrize(("name", "flag"), TEXT_PARAMS)
def test_every_text_option_refuses_bytes_that_are_not_utf8(name: str, flag: str) -> None:
    ctx = click.Context(main)
    command = main.get_command(ctx, name)
    assert command is not None
    args: list[str] = []
    for param in command.params:
        if param.required and flag not in param.opts:
            args += [param.opts[0], "x"] if isinstance(param, click.Option) else ["x"]
    value = "M\udce4rz"
    args += [flag, value] if flag.startswith("-") else ["--", value]
    result = CliRunner().invoke(main, [name, *args])
    assert result.exit_code == 2, result.output
    assert "must be text: 'M\\xe4rz' has bytes that are not UTF-8" in result.stderr


# -- any name a file system takes --------------------------------------------------------
NAMES = st.binary(min_size=1, max_size=60).filter(
    lambda name: b"/" not in name and b"\x00" not in name and name not in (b".", b"..")
)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(name=NAMES)
def test_validate_reports_any_file_name_in_every_format(
    tmp_path_factory: pytest.TempPathFactory, name: bytes
) -> None:
    directory = tmp_path_factory.mktemp("names")
    path = os.fsdecode(made(directory, name))
    out = os.fsdecode(os.path.join(os.fsencode(directory), name + b".report"))
    for fmt in sorted(REPORTERS):
        for target in ([], ["-o", out]):
            result = CliRunner().invoke(main, ["validate", "--format", fmt, *target, path])
            assert result.exit_code in (0, 1), (fmt, target, result.output, result.exception)
            report = Path(out).read_bytes() if target else result.stdout_bytes
            text = report.decode("utf-8")  # strict: no lone surrogate got through
            if fmt in ("text", "json"):
                shown = display_name(path)
                assert (json.dumps(shown, ensure_ascii=False) if fmt == "json" else shown) in text
