"""Every value on the command line is checked where it is parsed (issue 21 item 3): a
number is finite and in its option's range, or the command stops with a usage error
(exit 2) that names the option; never a traceback, never a loop that does not end.

The options are found by walking the parser of every command, not listed by hand, so an
option added later with click's bare ``float`` fails here.
"""

from __future__ import annotations

import math
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import FIXTURES
from pain_bridge.cli import COMMANDS, main
from pain_bridge.cli.params import Count, Seconds
from pain_bridge.gateway.journal import Journal, PlannedIntent, State

PAIN2PIS = str(Path(sys.executable).with_name("pain2pis"))


def commands() -> Iterator[tuple[str, click.Command]]:
    ctx = click.Context(main)
    for name in sorted(COMMANDS):
        command = main.get_command(ctx, name)
        assert command is not None
        yield name, command


def is_numeric(param: click.Parameter) -> bool:
    """Whether click reads the parameter as a number (whichever type says so)."""
    numbers = (click.types.IntParamType, click.types.FloatParamType, Count, Seconds)
    return isinstance(param.type, numbers)


#: (command name, option's longest name) of every numeric option of every command.
NUMERIC = [
    (name, max(param.opts, key=len))
    for name, command in commands()
    for param in command.params
    if is_numeric(param)
]


def option(name: str, flag: str) -> tuple[click.Command, click.Parameter]:
    command = dict(commands())[name]
    (param,) = (p for p in command.params if flag in p.opts)
    return command, param


def required_args(command: click.Command) -> list[str]:
    """Placeholders for what the command cannot be parsed without (its FILE, --skill)."""
    args: list[str] = []
    for param in command.params:
        if param.required:
            args += [param.opts[0], "x"] if isinstance(param, click.Option) else ["x"]
    return args


def parse(name: str, flag: str, value: str) -> object:
    """The value the option takes from ``value`` (parsed, nothing run); raises click's
    usage error when it refuses it."""
    command, param = option(name, flag)
    ctx = command.make_context(name, [*required_args(command), f"{flag}={value}"])
    return ctx.params[param.name or ""]


def in_range(param: click.Parameter, value: object) -> bool:
    kind = param.type
    assert isinstance(kind, Count | Seconds)
    if isinstance(kind, Seconds):
        assert isinstance(value, float)
        assert math.isfinite(value)
    else:
        assert isinstance(value, int)
    low, high = kind.min, kind.max
    assert low is not None
    above = value > low if kind.min_open else value >= low
    return above and (high is None or value <= high)


def test_the_walk_finds_the_numeric_options() -> None:
    assert {
        ("status", "--interval"),
        ("status", "--timeout"),
        ("submit", "--listen-timeout"),
        ("submit", "--concurrency"),
        ("validate", "--jobs"),
        ("validate", "--max-per-code"),
        ("convert", "--max-per-code"),
        ("sandbox", "--port"),
    } <= set(NUMERIC)


@pytest.mark.parametrize(("name", "flag"), NUMERIC)
def test_every_numeric_option_is_a_checked_count_or_duration(name: str, flag: str) -> None:
    _command, param = option(name, flag)
    assert isinstance(param.type, Count | Seconds), (name, flag, param.type)
    assert param.type.min is not None
    if isinstance(param.type, Seconds):
        assert param.type.max is not None
        assert math.isfinite(param.type.max)


HOSTILE = [
    "nan",
    "-nan",
    "NaN",
    "inf",
    "-inf",
    "Infinity",
    "-1",
    "0",
    "1",
    "0.5",
    "1e309",
    "-1e309",
    "1e-320",
    "1e300",
    str(10**30),
    str(-(10**30)),
    str(2**63),
    "9" * 5000,
    "",
    " ",
    "1_000",
    "0x10",
]


@pytest.mark.parametrize("value", HOSTILE)
@pytest.mark.parametrize(("name", "flag"), NUMERIC)
def test_a_hostile_number_is_taken_in_range_or_refused_as_usage(
    name: str, flag: str, value: str
) -> None:
    _command, param = option(name, flag)
    try:
        taken = parse(name, flag, value)
    except click.UsageError:
        command = dict(commands())[name]
        result = CliRunner().invoke(main, [name, *required_args(command), f"{flag}={value}"])
        assert result.exit_code == 2, result.output
        assert "Traceback" not in result.output
        assert f"Invalid value for '{flag}'" in result.stderr or flag in result.stderr
        return
    assert in_range(param, taken), (name, flag, value, taken)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    where=st.sampled_from(NUMERIC),
    value=st.one_of(
        st.floats().map(repr),
        st.floats().map(str),
        st.integers().map(str),
        st.integers(min_value=-(10**400), max_value=10**400).map(str),
        st.text(max_size=30),
        st.from_regex(r"[+-]?[0-9]{0,40}(\.[0-9]{0,10})?(e[+-]?[0-9]{1,4})?", fullmatch=True),
    ),
)
def test_any_value_of_a_numeric_option_is_taken_in_range_or_refused(
    where: tuple[str, str], value: str
) -> None:
    name, flag = where
    _command, param = option(name, flag)
    try:
        taken = parse(name, flag, value)
    except click.UsageError:
        return
    assert in_range(param, taken), (name, flag, value, taken)


# -- status --watch: its loop takes its interval and its timeout as given ---------------
def _journal_with_one_open_intent(path: Path) -> None:
    """One intent awaiting its customer, without a consent: status reads no service."""
    key = "a" * 64
    data = {"payment_info": [{"transactions": [{"amount": {"instructed_amount": {}}}]}]}
    with Journal(path) as journal:
        journal.plan([PlannedIntent(key, "b1", 0, "tx0", "sk", "http://h", "c", "u", data)])
        journal.transition(key, State.SUBMITTED, "link", sca_url="https://bank/x")


@pytest.mark.parametrize(
    "args",
    [
        ["--interval", "-1"],
        ["--interval", "nan"],
        ["--interval", "0"],
        ["--interval", "inf"],
        ["--timeout", "-1"],
        ["--timeout", "inf"],
        ["--timeout", "1e309"],
    ],
    ids=" ".join,
)
def test_status_watch_refuses_an_interval_or_timeout_it_cannot_keep(
    tmp_path: Path, args: list[str]
) -> None:
    """``--interval -1`` and ``nan`` ended in a ValueError traceback, ``--interval 0``
    polled without a pause until the timeout, ``--timeout nan`` never returned."""
    journal = tmp_path / "journal.sqlite3"
    _journal_with_one_open_intent(journal)
    result = subprocess.run(
        [PAIN2PIS, "status", "--journal", str(journal), "--watch", *args],
        capture_output=True,
        text=True,
        timeout=120,  # a guard against the loops this is about, not a measure
        check=False,
    )
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert f"Invalid value for '{args[0]}'" in result.stderr


def test_status_watch_with_a_short_timeout_gives_up_on_the_open_intent(tmp_path: Path) -> None:
    journal = tmp_path / "journal.sqlite3"
    _journal_with_one_open_intent(journal)
    result = CliRunner().invoke(
        main,
        ["status", "--journal", str(journal), "--watch", "--interval", "0.01", "--timeout", "0"],
    )
    assert result.exit_code == 1, result.output
    assert "1 intent(s) still open after --timeout 0s" in result.stderr


# -- validate -j: at most one process per CPU ---------------------------------------------
def test_jobs_beyond_the_cpus_start_one_process_per_cpu_and_say_so() -> None:
    """``-j 64`` on 2 cores started 64 processes (2.9 GB) for no speed."""
    from pain_bridge.cli.validate import usable_cpus, worker_count

    cpus = usable_cpus()
    asked = cpus + 62
    files = [str(FIXTURES / "xml" / "addresses.xml"), str(FIXTURES / "xml" / "bulk.xml")]
    alone = CliRunner().invoke(main, ["validate", "--format", "json", *files])
    many = CliRunner().invoke(main, ["validate", "--format", "json", "-j", str(asked), *files])
    assert many.exit_code == alone.exit_code, many.output
    assert many.stdout == alone.stdout
    assert f"note: -j {asked}: {cpus} processes, one per CPU available" in many.stderr
    assert worker_count(asked, 1000) == cpus
    assert worker_count(asked, 2) == min(cpus, 2)
    assert worker_count(1, 1000) == 1
