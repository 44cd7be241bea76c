"""``pain2pis validate``: check pain.001 XML or payment intent JSON files, report findings.

One module because convert takes its finding, flood and scheme options from it, and its
outputs (formats, floods, severities, exit statuses) share those options.

The command behind pre-commit hooks, CI jobs and upload checks. Each input is read as XML
or JSON according to its content, checked against every rule (and a skill profile with
``--skill``), and the findings of all inputs are reported together in the chosen format.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

import click

from pain_bridge.cli.common import exit_if_missing, fail, report
from pain_bridge.cli.exit_codes import epilog
from pain_bridge.cli.params import Count, Text
from pain_bridge.errors import ConfigError, InputError, MissingFile, PainBridgeError
from pain_bridge.file_purpose import Purpose
from pain_bridge.findings import Severity
from pain_bridge.flood import DEFAULT_PER_CODE, FloodGate
from pain_bridge.reporting import (
    REPORTERS,
    STDIN_NAME,
    FileResult,
    Reporter,
    ReporterOptions,
    get_reporter,
)

if TYPE_CHECKING:
    from pain_bridge.config import RuleConfig
    from pain_bridge.guideline import Guideline
    from pain_bridge.profiles import SkillProfile

_GLOB_CHARS = frozenset("*?[")
_SUFFIXES = frozenset({".xml", ".json"})


@dataclass(frozen=True, slots=True)
class Input:
    """One thing to validate: a path on disk, or standard input (``path`` None)."""

    name: str
    path: Path | None


def expand_inputs(patterns: Sequence[str]) -> tuple[list[Input], list[str]]:
    """The inputs named by ``patterns`` and the problems found while naming them.

    ``-`` is standard input. A pattern with ``*``, ``?`` or ``[`` that is not itself an
    existing file is expanded here (``**`` included), so quoted patterns and shells that do
    not expand them (Windows) behave alike; matches come in sorted order. A directory
    stands for every ``.xml`` and ``.json`` file below it, in sorted order. A name given
    twice is validated once.
    """
    inputs: list[Input] = []
    problems: list[str] = []
    seen: set[str] = set()

    def add(item: Input) -> None:
        key = item.name if item.path is None else os.path.normcase(os.path.abspath(item.path))
        if key not in seen:
            seen.add(key)
            inputs.append(item)

    for pattern in patterns:
        if pattern == "-":
            add(Input(STDIN_NAME, None))
            continue
        if _GLOB_CHARS & set(pattern) and not os.path.lexists(pattern):
            import glob  # only for a pattern the shell left: not at every start

            matches = sorted(m for m in glob.glob(pattern, recursive=True) if os.path.isfile(m))
            if not matches:
                problems.append(f"no file matches '{pattern}'")
            for match in matches:
                add(Input(match, Path(match)))
            continue
        path = Path(pattern)
        if path.is_dir():
            found = sorted(
                p for p in path.rglob("*") if p.suffix.lower() in _SUFFIXES and p.is_file()
            )
            if not found:
                problems.append(f"{pattern}: is a directory without .xml or .json files")
            for entry in found:
                add(Input(str(entry), entry))
        elif not path.exists():
            problems.append(str(MissingFile(pattern)))
        else:
            add(Input(pattern, path))
    return inputs, problems


def finding_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """``--severity CODE=LEVEL`` and ``--ignore CODE``: the same on every command that
    reports findings (they win over the configuration file)."""
    func = click.option(
        "--ignore",
        "ignores",
        multiple=True,
        metavar="CODE",
        type=Text("a finding code"),
        help="Drop findings of CODE (or family.*). Repeatable. Not map.unfit or an unread "
        "input's xml.syntax, json.syntax...: their severity is fixed.",
    )(func)
    return click.option(
        "--severity",
        "severities",
        multiple=True,
        metavar="CODE=LEVEL",
        type=Text("a finding code and level"),
        help="Report CODE (or family.*) as error, warning or info. Repeatable. map.unfit "
        "and an unread input's codes stay errors.",
    )(func)


def _scheme_value(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--scheme``: a scheme's name, ``auto`` or ``none``; anything else a usage error."""
    if value is None:
        return None
    from pain_bridge.schemes import UnknownScheme, parse_choice

    try:
        return parse_choice(value).name
    except UnknownScheme as exc:
        raise click.BadParameter(str(exc).removeprefix("--scheme: ")) from None


def scheme_option(func: Callable[..., Any]) -> Callable[..., Any]:
    """``--scheme NAME|auto|none``: the same on validate and convert."""
    from pain_bridge.scheme_choice import NAMES

    names = "|".join(NAMES)
    return click.option(
        "--scheme",
        metavar="NAME",
        type=Text("a scheme name"),
        callback=_scheme_value,
        help=f"Also check a scheme's rules ({names}); auto: the scheme the file says it "
        "follows, per payment info; none: no scheme. Default: the configuration's, else the "
        "skill profile's, else auto for a file --for bank or both and none for the service.",
    )(func)


def guideline_option(func: Callable[..., Any]) -> Callable[..., Any]:
    """``--guideline FILE|NAME`` (repeatable): the same on validate and convert."""
    return click.option(
        "--guideline",
        "guidelines",
        metavar="FILE",
        multiple=True,
        type=Text("a guideline file"),
        help="Also check a bank's guideline written as data (a TOML file, see the docs' "
        "'Write your bank's guideline'), or a bundled one by name (iso: ISO 20022's own "
        "rules of the message; cgi-mp, cfonb, nl, at: the national variants); "
        "repeatable, beside the configuration's guideline.",
    )(func)


def load_guidelines(
    config: RuleConfig,
    severity: Mapping[str, Severity] | None = None,
    ignore: Sequence[str] = (),
    skill: Sequence[str | Path] = (),
) -> tuple[Guideline, ...]:
    """Load every guideline of ``config`` (and of the ``skill``'s profile) once, so that a
    file that cannot be used, or a code that neither they (every guideline in force) nor
    the catalogue have (of ``config``, or of the options' ``severity`` and ``ignore``), is
    one usage error (exit 2) before any input is read; a missing one is
    ``error: PATH: no such file``, as every missing file. Returns them, for the report
    (:class:`ReporterOptions`)."""
    from pain_bridge.config import RuleConfig

    named = (*config.guidelines, *skill)
    loaded = _loaded(named) if named else []  # none: RE2 and CEL not to import
    known = [r.code for g in loaded for r in g.rules]
    options = {
        "--severity": RuleConfig(severity=severity or {}),
        "--ignore": RuleConfig(ignore=frozenset(ignore)),
    }
    for option, given in options.items():
        try:
            given.check_codes(known)
        except ConfigError as exc:
            said = str(exc).removeprefix("configuration: ")
            raise click.BadParameter(said, param_hint=option) from None
    config.check_codes(known)
    return tuple(loaded)


def _loaded(named: Sequence[str | Path]) -> list[Guideline]:
    """The guidelines ``named``, loaded (a file that cannot be used: one usage error)."""
    from pain_bridge.guideline import load_guideline
    from pain_bridge.guideline.load import BUNDLED

    loaded = []
    for guideline in named:
        name = str(guideline)
        if name not in BUNDLED:
            bare = len(Path(name).parts) == 1 and not Path(name).suffix
            if bare and not os.path.exists(name):  # a bundled one's name mistyped?
                fail(f"{name}: no such file, nor a bundled guideline ({', '.join(BUNDLED)})")
            exit_if_missing(guideline)
        loaded.append(load_guideline(guideline))
    return loaded


def flood_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """``--max-per-code N`` and ``--all-findings``: a flood of one code is summarized."""
    func = click.option(
        "--all-findings",
        is_flag=True,
        help="List every finding (by default, past --max-per-code of one code the rest are "
        "counted, not listed).",
    )(func)
    return click.option(
        "--max-per-code",
        type=Count(0),
        default=DEFAULT_PER_CODE,
        show_default=True,
        metavar="N",
        help="List at most N findings of each code; the others are counted in the summary "
        "and the exit status.",
    )(func)


def parse_severity_options(values: Sequence[str]) -> dict[str, Severity]:
    """``CODE=LEVEL`` options as a mapping; a bad code or level is a usage error. A code
    of another family than the built-in ones may be a guideline's: :func:`load_guidelines`
    checks it against the guidelines in force, once all are known."""
    from pain_bridge.config import check_code, check_fixed

    levels: dict[str, Severity] = {}
    for value in values:
        code, sep, level = (part.strip() for part in value.partition("="))
        if not sep or not code or not level:
            raise click.BadParameter(
                f"{value!r} is not CODE=LEVEL (e.g. date.past=error)", param_hint="--severity"
            )
        try:
            check_code(code, "--severity", guidelines=True)
            levels[code] = Severity(level.lower())
            check_fixed(code, levels[code], "--severity")
        except ConfigError as exc:
            message = str(exc).removeprefix("--severity: ")
            raise click.BadParameter(message, param_hint="--severity") from None
        except ValueError:
            raise click.BadParameter(
                f"{value!r}: level must be error, warning or info", param_hint="--severity"
            ) from None
    return levels


def check_ignore_options(values: Sequence[str]) -> list[str]:
    """``--ignore`` codes, each a catalogue code or ``family.*`` that may be ignored (or a
    guideline's: :func:`parse_severity_options`); else a usage error."""
    from pain_bridge.config import check_code, check_fixed

    try:
        codes = [check_code(code.strip(), "--ignore", guidelines=True) for code in values]
        for code in codes:
            check_fixed(code, None, "--ignore")
        return codes
    except ConfigError as exc:
        message = str(exc).removeprefix("--ignore: ")
        raise click.BadParameter(message, param_hint="--ignore") from None


@dataclass(frozen=True, slots=True)
class Target:
    """What the files are checked for: the scheme chosen (None: as configured) and what
    they are for (:class:`~pain_bridge.file_purpose.Purpose`)."""

    scheme: str | None = None
    purpose: Purpose = Purpose.SERVICE


def _validate(
    item: Input,
    skill: SkillProfile | None,
    config: RuleConfig,
    immediate: bool,
    per_code: int | None = DEFAULT_PER_CODE,
    processes: int = 2,
    target: Target = Target(),
) -> FileResult:
    """The result of one input: its findings, at most ``per_code`` listed per code (the
    others counted), in a spool, so memory stays bounded whatever the file holds (and
    with ``per_code`` None, every finding listed). ``processes``: 1 when the files are
    already read in parallel (``-j``), one process each."""
    from pain_bridge.pipeline import CheckOptions, Pipeline
    from pain_bridge.reader import ReadOptions
    from pain_bridge.spool import FindingSpool

    source: Path | BinaryIO = item.path if item.path is not None else sys.stdin.buffer
    gate = FloodGate(per_code)
    options = CheckOptions(
        skill=skill,
        config=config,
        allow_immediate_execution=immediate,
        scheme=target.scheme,
        purpose=target.purpose,
    )
    checking = Pipeline(source, options, read_options=ReadOptions(processes=processes), gate=gate)
    return FileResult(item.name, FindingSpool(checking.findings(columns=True)), gate.held)


Checked = tuple[FileResult | None, str | None]


def _check(
    item: Input,
    skill: SkillProfile | None,
    config: RuleConfig,
    immediate: bool,
    per_code: int | None,
    processes: int = 2,
    target: Target = Target(),
) -> Checked:
    """One input's result, or the problem that kept it from being read (a message)."""
    try:
        return _validate(item, skill, config, immediate, per_code, processes, target), None
    except InputError as exc:
        return None, f"{item.name}: {exc}"
    except OSError as exc:
        return None, f"{item.name}: cannot read: {exc.strerror or exc}"
    except PainBridgeError as exc:
        return None, f"{item.name}: {exc}"
    except Exception as exc:
        if os.environ.get("PAIN2PIS_DEBUG"):
            raise
        return None, (
            f"{item.name}: internal error ({type(exc).__name__}: {exc}); please report it "
            "(set PAIN2PIS_DEBUG=1 for the traceback)"
        )


def _check_all(
    inputs: Sequence[Input],
    skill: SkillProfile | None,
    config: RuleConfig,
    immediate: bool,
    per_code: int | None,
    jobs: int,
    target: Target = Target(),
) -> Generator[Checked, None, None]:
    """Every input's outcome, in input order: ``jobs`` processes at once (standard input
    is read here), with a progress bar over the files on a terminal."""
    bar = _progress(len(inputs))
    with bar:
        task = bar.add_task("validating", total=len(inputs))

        def done(_: object = None) -> None:
            bar.advance(task)

        if jobs <= 1 or len(inputs) <= 1:
            for item in inputs:
                outcome = _check(item, skill, config, immediate, per_code, 2, target)
                done()
                yield outcome
            return
        # imported only here: it delays the first file (and its second process) otherwise
        import multiprocessing
        from multiprocessing.pool import AsyncResult

        from pain_bridge import signals

        # multiprocessing's pool, not concurrent.futures': its terminate() ends the workers
        # at once, publicly (leaving the block would wait for every queued file), and no
        # manager thread is left for the interpreter's exit to race with.
        workers = max(1, min(jobs, sum(1 for item in inputs if item.path is not None)))
        with multiprocessing.Pool(workers, initializer=signals.as_helper) as pool:
            try:
                pending: list[AsyncResult[Checked] | Input] = []
                with signals.held():  # until each worker has set its own handling
                    for item in inputs:
                        if item.path is None:  # standard input stays with this process
                            pending.append(item)
                            continue
                        args = (item, skill, config, immediate, per_code, 1, target)
                        pending.append(
                            pool.apply_async(_check, args, callback=done, error_callback=done)
                        )
                for entry in pending:
                    if isinstance(entry, Input):
                        outcome = _check(entry, skill, config, immediate, per_code, 2, target)
                        done()
                        yield outcome
                    else:
                        yield entry.get()
            except BaseException:  # stopped (a signal, Ctrl-C) or closed early
                pool.terminate()  # the files the workers were at, and those queued
                raise


def usable_cpus() -> int:
    """The CPUs this process may run on (its affinity where the system has one)."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # macOS, Windows
        return os.cpu_count() or 1


def worker_count(jobs: int, files: int) -> int:
    """The processes ``-j jobs`` starts for ``files`` files: at most one per usable CPU
    (each holds its own copy of the rules and the schema, some 45 MB, and more
    processes than CPUs only wait for each other: ``-j 64`` on 2 CPUs took 2.9 GB) and
    one per file; says so on standard error when ``jobs`` is lowered for the CPUs."""
    cpus = usable_cpus()
    if jobs > cpus:
        click.echo(f"note: -j {jobs}: {cpus} processes, one per CPU available", err=True)
    return max(1, min(jobs, cpus, files))


def _progress(count: int) -> Any:
    """A progress bar over ``count`` files on standard error when it is a terminal."""
    if count < 2 or not sys.stderr.isatty():
        return _NoProgress()
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    return Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        transient=True,
    )


class _NoProgress:
    """Stands in for a progress bar: same calls, no output."""

    def __enter__(self) -> _NoProgress:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def add_task(self, description: str, total: int) -> None:
        return None

    def advance(self, task: object) -> None:
        return None


def _write(reporter: Reporter, results: Sequence[FileResult], output: Path | None) -> None:
    """The report, written as it is made: to standard output, or to ``output`` whole or
    not at all (a temporary file beside it, renamed when complete)."""
    if output is None:
        reporter.write(results, sys.stdout)
        sys.stdout.flush()
        return
    import io

    from pain_bridge.atomic import AtomicOutput

    with AtomicOutput(output) as raw:  # the usual permissions (the umask's), unlike mkstemp
        handle = io.TextIOWrapper(raw, encoding="utf-8", newline="\n")
        reporter.write(results, handle)
        handle.flush()
        handle.detach()


def _fail(message: str) -> None:
    report(message)


def _use_color(output: Path | None) -> bool:
    if output is not None or os.environ.get("NO_COLOR"):
        return False
    return sys.stdout.isatty()


def exit_code(results: Sequence[FileResult], *, strict: bool, io_problems: bool) -> int:
    """0 clean, 1 errors (or warnings when ``strict``), 2 when an input could not be read."""
    if io_problems:
        return 2
    threshold = Severity.ERROR if not strict else Severity.WARNING
    for result in results:
        worst = result.worst
        if worst is not None and worst.rank >= threshold.rank:
            return 1
    return 0


@click.command(
    epilog=epilog(
        "validate",
        "A missing or unreadable FILE among several is reported on standard error and the "
        "others are still validated and reported; the exit status is then 2.",
        "Configuration: severity overrides, ignored codes, a default skill and a skills file "
        "are read from .pain2pis.toml or [tool.pain2pis] in pyproject.toml (nearest one from "
        "the working directory up); the options here are applied on top and win.",
        """\b
Examples:
  pain2pis validate payments/*.xml
  pain2pis validate --skill ing_nl_pisp_sbx_#1.0 --strict intent.json
  cat batch.xml | pain2pis validate --format json -
  pain2pis validate --format sarif --output pain2pis.sarif 'exports/**/*.xml'
  pain2pis validate --for bank payments.xml          (the scheme detected per payment info)
  pain2pis validate --scheme swiss-sps --for both payments.xml""",
    ),
)
@click.argument(
    "files",
    nargs=-1,
    required=True,
    metavar="FILE...",
    type=click.Path(readable=False, allow_dash=True),  # checked, globbed here
)
@click.option(
    "--skill",
    metavar="NAME",
    type=Text("a skill name"),
    help="Also check the requirements of this skill.",
)
@click.option(
    "--skills-file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="TOML file of extra skill profiles (adds to and overrides the bundled ones).",
)
@click.option(
    "--require-profile",
    is_flag=True,
    help="Refuse a --skill without a profile (by default: generic rules and skill.unknown).",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(sorted(REPORTERS)),
    default="text",
    show_default=True,
    help="Report format: text for people, json for programs, sarif for code scanning, "
    "github for workflow annotations.",
)
@click.option("--strict", is_flag=True, help="Warnings fail too (exit 1).")
@scheme_option
@guideline_option
@click.option(
    "--for",
    "purpose",
    type=click.Choice([p.value for p in Purpose]),
    default=None,
    help="What the files are for: the service (its limits are errors, and what its JSON "
    "cannot carry is reported), a bank (its scheme's rules only, detected by default), "
    "or both. Default: the configuration's for, else service.",
)
@finding_options
@click.option(
    "--allow-immediate-execution",
    "immediate",
    is_flag=True,
    help="Accept a requested execution date in the future: the service executes a payment "
    "intent at once (otherwise such a date is map.unsupported).",
)
@click.option(
    "-v",
    "--verbose",
    is_flag=True,
    help="List info findings too in text and github output (always counted in text).",
)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    help="Write the report to this file instead of standard output.",
)
@flood_options
@click.option(
    "-j",
    "--jobs",
    type=Count(1),
    default=1,
    show_default=True,
    metavar="N",
    help="Validate N files at once, in N processes; the report keeps the input order. At "
    "most one process per CPU this process may use, and per file: a larger N is lowered "
    "to that, with a note.",
)
def validate(
    files: tuple[str, ...],
    skill: str | None,
    skills_file: Path | None,
    require_profile: bool,
    fmt: str,
    strict: bool,
    scheme: str | None,
    guidelines: tuple[str, ...],
    purpose: str | None,
    severities: tuple[str, ...],
    ignores: tuple[str, ...],
    immediate: bool,
    verbose: bool,
    output: Path | None,
    max_per_code: int,
    all_findings: bool,
    jobs: int,
) -> None:
    """Validate pain.001 XML (any version, .03 to .13) or payment intent JSON files.

    FILE may be a path, a directory (every .xml and .json file below it), a glob pattern
    (expanded here as well, so it can be quoted), or - for standard input. XML or JSON is
    told from the content.
    """
    from pain_bridge.config import load_config
    from pain_bridge.profiles import MalformedSkill, UnknownSkill, resolve_profile

    exit_if_missing(skills_file)
    try:
        configured = load_config()
        levels = parse_severity_options(severities)
        ignored = check_ignore_options(ignores)
        config = configured.merged(
            severity=dict(levels),
            ignore=ignored,
            skills_file=skills_file,
            skill=skill,
            require_profile=require_profile,
            guidelines=map(Path, guidelines),
        )
        profile = (
            resolve_profile(config.skill, extra=config.skills_file, require=config.require_profile)
            if config.skill
            else None
        )
        applied = load_guidelines(config, levels, ignored, profile.guidelines if profile else ())
        target = Target(scheme, Purpose(purpose) if purpose else config.purpose or Purpose.SERVICE)
    except (UnknownSkill, MalformedSkill) as exc:
        raise click.BadParameter(str(exc), param_hint="--skill") from None
    except ConfigError as exc:
        raise click.UsageError(str(exc)) from None

    inputs, problems = expand_inputs(files)
    for problem in problems:
        _fail(problem)

    per_code = None if all_findings else max_per_code
    jobs = worker_count(jobs, len(inputs))
    results: list[FileResult] = []
    io_problems = bool(problems)
    # closed at once when the loop is left by an exception: the workers stop then, not
    # whenever the generator is collected
    checks = contextlib.closing(
        _check_all(inputs, profile, config, immediate, per_code, jobs, target)
    )
    with checks as outcomes:
        for checked, trouble in outcomes:
            if trouble is not None:
                _fail(trouble)
                io_problems = True
            if checked is not None:
                results.append(checked)

    options = ReporterOptions(color=_use_color(output), show_info=verbose, guidelines=applied)
    reporter = get_reporter(fmt, options)
    try:
        _write(reporter, results, output)
    except OSError as exc:
        _fail(f"cannot write {output or 'standard output'}: {exc.strerror or exc}")
        sys.exit(2)
    sys.exit(exit_code(results, strict=strict, io_problems=io_problems))
