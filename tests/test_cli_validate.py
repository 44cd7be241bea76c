"""``pain2pis validate``: exit codes, inputs, options, formats (in-process and one real run)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from click.testing import CliRunner, Result

from conftest import FIXTURES, PROJECT_ROOT
from pain_bridge.cli import main

CLI = FIXTURES / "cli"
VALID = CLI / "valid.xml"  # no errors; warnings: its ReqdExctnDt is past, agents are dropped
FUTURE = CLI / "future-date.xml"  # the same, executed in 2099
ERRORS = CLI / "errors.xml"  # wrong group CtrlSum, mistyped creditor IBAN
INTENT = CLI / "intent.json"  # a clean payment intent: no finding at all


@pytest.fixture(autouse=True)
def work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Run in an empty directory: no project configuration is picked up."""
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.delenv("NO_COLOR", raising=False)
    return work


def run(*args: str | Path, stdin: bytes | None = None) -> Result:
    result = CliRunner().invoke(
        main, ["validate", *map(str, args)], input=stdin, prog_name="pain2pis"
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.stderr
    assert "internal error" not in result.stderr
    return result


def report(*args: str | Path, stdin: bytes | None = None) -> tuple[int, dict]:
    result = run("--format", "json", *args, stdin=stdin)
    return result.exit_code, json.loads(result.stdout)


def codes(data: dict, index: int = 0) -> list[str]:
    return [f["code"] for f in data["files"][index]["findings"]]


# -- exit codes ------------------------------------------------------------------------


def test_valid_file_exits_0_with_a_summary() -> None:
    result = run(VALID)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1].startswith("1 file checked: 0 errors, ")
    result = run(INTENT)
    assert result.exit_code == 0, result.output
    assert result.stdout == "1 file checked: 0 errors, 0 warnings, 0 infos\n"


def test_infos_are_counted_and_listed_only_with_verbose() -> None:
    quiet = run(VALID)
    assert " info " not in quiet.stdout
    assert "infos (not listed; -v lists them)" in quiet.stdout.splitlines()[-1]
    verbose = run("-v", VALID)
    assert "info map.dropped GrpHdr/CreDtTm" in verbose.stdout
    assert "not listed" not in verbose.stdout
    # Programs get every finding whatever the flag.
    _, data = report(VALID)
    assert "info" in {f["severity"] for f in data["files"][0]["findings"]}


def test_future_execution_needs_the_immediate_execution_option() -> None:
    status, data = report(FUTURE)
    assert status == 1
    assert "map.unsupported" in codes(data)
    status, data = report("--allow-immediate-execution", FUTURE)
    assert status == 0
    assert "map.unsupported" not in codes(data)


def test_errors_exit_1_with_located_findings() -> None:
    status, data = report(ERRORS)
    assert status == 1
    file = data["files"][0]
    assert file["path"] == str(ERRORS)
    assert file["valid"] is False
    found = {f["code"]: f for f in file["findings"]}
    assert {"totals.ctrl-sum", "iban.checksum"} <= set(found)
    iban = found["iban.checksum"]
    assert iban["severity"] == "error"
    assert iban["line"] == 73
    assert iban["column"] == 13  # filled in from the file: lxml gives no columns
    assert iban["xpath"].endswith("/CdtTrfTxInf[2]/CdtrAcct/Id/IBAN")
    assert iban["pointer"] == "/payment_info/0/transactions/1/creditor_account/identification/iban"


def test_warnings_pass_unless_strict() -> None:
    status, data = report(VALID)
    assert status == 0
    assert data["files"][0]["valid"] is True
    assert "date.past" in codes(data)
    assert run("--strict", VALID).exit_code == 1
    assert run("--strict", INTENT).exit_code == 0


def test_severity_and_ignore_options() -> None:
    status, data = report("--severity", "date.past=error", VALID)
    assert status == 1
    assert data["files"][0]["valid"] is False
    quiet = ("--ignore", "map.dropped", "--ignore", "map.inferred")
    assert run("--strict", *quiet, VALID).exit_code == 1
    assert run("--strict", *quiet, "--ignore", "date.past", VALID).exit_code == 0
    assert run("--strict", *quiet, "--ignore", "date.*", VALID).exit_code == 0
    assert run("--strict", "--severity", "map.*=info", "--ignore", "date.*", VALID).exit_code == 0
    status, data = report("--ignore", "iban.checksum", "--ignore", "totals.ctrl-sum", ERRORS)
    assert status == 0, data
    # Codes are case-sensitive (they are a published contract); levels are not.
    assert run("--severity", "IBAN.CHECKSUM=error", VALID).exit_code == 2
    levels = ("--severity", "date.past=INFO", "--severity", "map.dropped=Info")
    assert run("--strict", *levels, VALID).exit_code == 0


def test_bad_severity_options_are_usage_errors() -> None:
    for option in ("date.past", "=error", "date.past=", "date.past=fatal", "no.such-code=error"):
        result = run("--severity", option, VALID)
        assert result.exit_code == 2, option
        assert "Invalid value for --severity" in result.stderr, option
    result = run("--severity", "date.pasts=error", VALID)
    assert "did you mean date.past" in result.stderr
    result = run("--ignore", "nope", VALID)
    assert result.exit_code == 2
    assert "Invalid value for --ignore" in result.stderr


def test_an_unknown_skill_gets_the_generic_rules_and_one_warning() -> None:
    status, data = report("--skill", "nobank_xx_pisp_sbx_#1.0", VALID)
    assert status == 0
    unknown = [f for f in data["files"][0]["findings"] if f["code"] == "skill.unknown"]
    assert len(unknown) == 1
    assert unknown[0]["severity"] == "warning"
    assert 'skills."nobank_xx_pisp_sbx_#1.0"' in unknown[0]["message"]


def test_require_profile_refuses_an_unknown_skill_and_lists_the_known_ones() -> None:
    result = run("--require-profile", "--skill", "nobank_xx_pisp_sbx_#1.0", VALID)
    assert result.exit_code == 2
    assert "unknown skill 'nobank_xx_pisp_sbx_#1.0'" in result.stderr
    assert "ing_nl_pisp_sbx_#1.0" in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize(
    "name", ["nobank", "ING_NL_PISP_SBX_#1", "ing_nl_pisp_sbx_1.0", "a_b_c_#1"]
)
def test_a_malformed_skill_name_is_a_usage_error(name: str) -> None:
    result = run("--skill", name, VALID)
    assert result.exit_code == 2
    assert "is not a skill name" in result.stderr


def test_skill_adds_its_checks() -> None:
    status, data = report("--skill", "bt_ro_pisp_sbx_#2.0", VALID)
    assert status == 1
    assert "skill.bulk" in codes(data)  # two transactions for a single-payment skill
    status, data = report("--skill", "bt_ro_pisp_sbx_#2.0", INTENT)
    assert status == 1
    assert codes(data) == ["skill.psu-id"]
    assert run("--skill", "demo_xx_pisp_sbx_#1.0", VALID).exit_code == 0
    status, data = report("--skill", "ing_nl_pisp_sbx_#1.0", INTENT)
    assert status == 0, data


def test_skills_file_option(tmp_path: Path) -> None:
    skills = tmp_path / "skills.toml"
    skills.write_text('[skills."mine_de_pisp_sbx_#1.0"]\ncurrencies = ["USD"]\nbulk = true\n')
    status, data = report("--skills-file", skills, "--skill", "mine_de_pisp_sbx_#1.0", VALID)
    assert status == 1
    assert "skill.currency" in codes(data)
    skills.write_text("not toml [")
    result = run("--skills-file", skills, "--skill", "mine_de_pisp_sbx_#1.0", VALID)
    assert result.exit_code == 2
    assert "TOML" in result.stderr


# -- configuration ---------------------------------------------------------------------


def test_project_configuration_applies_and_options_win(work: Path) -> None:
    (work / ".pain2pis.toml").write_text('[severity]\n"date.past" = "error"\n')
    assert run(VALID).exit_code == 1
    assert run("--severity", "date.past=warning", VALID).exit_code == 0
    (work / ".pain2pis.toml").write_text('skill = "bt_ro_pisp_sbx_#2.0"\n')
    status, data = report(INTENT)
    assert status == 1
    assert codes(data) == ["skill.psu-id"]
    assert run("--skill", "demo_xx_pisp_sbx_#1.0", INTENT).exit_code == 0


def test_bad_configuration_is_a_usage_error(work: Path) -> None:
    (work / ".pain2pis.toml").write_text("severity = [\n")
    result = run(VALID)
    assert result.exit_code == 2
    assert ".pain2pis.toml" in result.stderr
    (work / ".pain2pis.toml").write_text('ignore = ["no.such-code"]\n')
    result = run(VALID)
    assert result.exit_code == 2
    assert "no.such-code" in result.stderr


# -- inputs ----------------------------------------------------------------------------


def test_several_files_in_order() -> None:
    status, data = report(VALID, ERRORS, INTENT)
    assert status == 1
    assert [f["path"] for f in data["files"]] == [str(VALID), str(ERRORS), str(INTENT)]
    assert [f["valid"] for f in data["files"]] == [True, False, True]


def test_globs_are_expanded_here(work: Path) -> None:
    nested = work / "in" / "deep"
    nested.mkdir(parents=True)
    shutil.copy(VALID, work / "in" / "b.xml")
    shutil.copy(ERRORS, work / "in" / "a.xml")
    shutil.copy(INTENT, nested / "c.xml")
    status, data = report("in/*.xml")
    assert status == 1
    assert [f["path"] for f in data["files"]] == ["in/a.xml", "in/b.xml"]
    status, data = report("in/**/*.xml", "in/b.xml")
    assert sorted(f["path"] for f in data["files"]) == ["in/a.xml", "in/b.xml", "in/deep/c.xml"]


def test_a_pattern_matching_nothing_is_an_io_problem() -> None:
    result = run("--format", "json", "nothing/*.xml", VALID)
    assert result.exit_code == 2
    assert "no file matches 'nothing/*.xml'" in result.stderr
    assert [f["path"] for f in json.loads(result.stdout)["files"]] == [str(VALID)]


def test_missing_file_among_others_reports_the_others_and_exits_2() -> None:
    result = run("--format", "json", VALID, "missing.xml", ERRORS)
    assert result.exit_code == 2
    assert "missing.xml: no such file" in result.stderr
    data = json.loads(result.stdout)
    assert [f["path"] for f in data["files"]] == [str(VALID), str(ERRORS)]


def test_a_directory_without_pain_files_is_an_io_problem(work: Path) -> None:
    empty = work / "empty"
    empty.mkdir()
    result = run(empty)
    assert result.exit_code == 2
    assert "is a directory without .xml or .json files" in result.stderr


def test_a_directory_stands_for_its_files_in_sorted_order(work: Path) -> None:
    folder = work / "batch"
    (folder / "deeper").mkdir(parents=True)
    shutil.copy(ERRORS, folder / "b.xml")
    shutil.copy(VALID, folder / "deeper" / "a.xml")
    (folder / "notes.txt").write_text("not a payment file")
    result = run("--format", "json", folder)
    assert result.exit_code == 1
    paths = [f["path"] for f in json.loads(result.stdout)["files"]]
    assert paths == [str(folder / "b.xml"), str(folder / "deeper" / "a.xml")]


def test_jobs_give_the_same_report_in_the_input_order(work: Path) -> None:
    from conftest import corpus_files

    files = corpus_files(include_other_versions=True) or [VALID, ERRORS]
    one = run("--format", "json", *files)
    two = run("--format", "json", "-j", "2", *files)
    assert two.exit_code == one.exit_code
    assert two.stdout == one.stdout
    assert [f["path"] for f in json.loads(two.stdout)["files"]] == [str(f) for f in files]


def test_jobs_with_standard_input_and_a_missing_file(work: Path) -> None:
    result = run("--format", "json", "-j", "2", VALID, "-", "missing.xml", ERRORS,
                 stdin=VALID.read_bytes())  # fmt: skip
    assert result.exit_code == 2
    assert "missing.xml: no such file" in result.stderr
    paths = [f["path"] for f in json.loads(result.stdout)["files"]]
    assert paths == [str(VALID), "<stdin>", str(ERRORS)]


def test_unreadable_file(work: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    locked = work / "locked.xml"
    shutil.copy(VALID, locked)
    locked.chmod(0)
    if os.geteuid() == 0:  # root reads anything: refuse it as the kernel would for others
        import builtins

        from pain_bridge import sources

        def refusing_open(file: Any, *args: Any, **kwargs: Any) -> Any:
            if str(file) == str(locked):
                raise PermissionError(13, "Permission denied", str(file))
            return builtins.open(file, *args, **kwargs)

        monkeypatch.setattr(sources, "open", refusing_open, raising=False)
    result = run(locked, VALID)
    assert result.exit_code == 2
    assert "locked.xml" in result.stderr


def test_stdin() -> None:
    status, data = report("-", stdin=ERRORS.read_bytes())
    assert status == 1
    assert data["files"][0]["path"] == "<stdin>"
    assert "iban.checksum" in codes(data)
    assert run("-", stdin=VALID.read_bytes()).exit_code == 0


def test_no_file_is_a_usage_error() -> None:
    result = run()
    assert result.exit_code == 2
    assert "Missing argument" in result.stderr


def test_unknown_format_is_a_usage_error() -> None:
    assert run("--format", "xml", VALID).exit_code == 2


# -- output ----------------------------------------------------------------------------


def test_output_file(work: Path) -> None:
    result = run("--format", "json", "--output", "out/report.json", ERRORS)
    assert result.exit_code == 2  # the folder does not exist
    assert "cannot write" in result.stderr
    (work / "out").mkdir()
    result = run("--format", "json", "--output", "out/report.json", ERRORS)
    assert result.exit_code == 1
    assert result.stdout == ""
    data = json.loads((work / "out" / "report.json").read_text(encoding="utf-8"))
    assert data["files"][0]["valid"] is False
    assert [p.name for p in (work / "out").iterdir()] == ["report.json"]
    umask = os.umask(0)
    os.umask(umask)
    assert (work / "out" / "report.json").stat().st_mode & 0o777 == 0o666 & ~umask


def test_a_report_cut_short_leaves_no_file(work: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from pain_bridge.reporting.json import JsonReporter

    def broken(self: JsonReporter, results: object, out: Any) -> None:
        out.write("{\n")
        raise KeyboardInterrupt  # Ctrl-C halfway through writing

    monkeypatch.setattr(JsonReporter, "write", broken)
    result = CliRunner().invoke(
        main, ["validate", "--format", "json", "-o", "report.json", str(ERRORS)]
    )
    assert result.exit_code != 0
    assert list(work.iterdir()) == []


def test_sarif_of_a_real_run_is_schema_valid(work: Path) -> None:
    shutil.copy(ERRORS, work / "errors.xml")
    result = run("--format", "sarif", "errors.xml")
    assert result.exit_code == 1
    log = json.loads(result.stdout)
    schema = json.loads((Path(__file__).parent / "data" / "sarif-schema-2.1.0.json").read_text())
    jsonschema.Draft202012Validator(schema).validate(log)
    results = log["runs"][0]["results"]
    iban = next(r for r in results if r["ruleId"] == "iban.checksum")
    location = iban["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == "errors.xml"
    assert location["region"] == {"startLine": 73, "startColumn": 13}


def test_github_annotations() -> None:
    result = run("--format", "github", ERRORS)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert f"::error file={ERRORS},line=73,col=13,title=iban.checksum::" in "\n".join(lines)
    assert all(line.startswith(("::error ", "::warning ", "::notice ")) for line in lines)


def test_github_infos_are_notices_only_with_verbose() -> None:
    """Each payment info's scheme.applied was a notice; as in the text report, infos are
    listed with --verbose only."""
    sepa = str(FIXTURES / "xml" / "single.xml")
    quiet = run("--format", "github", "--for", "bank", "--scheme", "epc-sct", sepa)
    assert "::notice" not in quiet.stdout
    verbose = run("--format", "github", "--for", "bank", "--scheme", "epc-sct", "-v", sepa)
    assert "::notice" in verbose.stdout
    assert "title=scheme.applied" in verbose.stdout


def test_no_colour_when_not_a_terminal() -> None:
    assert "\x1b[" not in run(ERRORS).stdout


def test_help_documents_the_exit_status() -> None:
    result = run("--help")
    assert result.exit_code == 0
    assert "missing or unreadable FILE among several" in result.stdout
    assert "--skills-file" in result.stdout


# -- a real process --------------------------------------------------------------------


def test_installed_command_in_a_subprocess(tmp_path: Path) -> None:
    exe = PROJECT_ROOT / ".venv" / "bin" / "pain2pis"
    if not exe.exists():
        exe = Path(sys.executable).with_name("pain2pis")
    env = {k: v for k, v in os.environ.items() if k != "PAIN2PIS_DEBUG"}
    done = subprocess.run(
        [str(exe), "validate", str(ERRORS), str(VALID)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert f"{ERRORS}:73:13: error iban.checksum" in done.stdout
    assert done.stdout.splitlines()[-1].startswith("2 files checked: ")
    ok = subprocess.run(
        [str(exe), "validate", "--format", "json", "-"],
        input=VALID.read_text(encoding="utf-8"),
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
        check=False,
    )
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["files"][0]["valid"] is True


def test_json_input_told_from_content_not_name(work: Path) -> None:
    intent = INTENT
    assert run(intent).exit_code == 0
    disguised = work / "intent.xml"
    broken = intent.read_text(encoding="utf-8").replace("NL91ABNA", "NL92ABNA")
    disguised.write_text(broken, encoding="utf-8")
    status, data = report(disguised)
    assert status == 1
    (finding,) = [f for f in data["files"][0]["findings"] if f["code"] == "iban.checksum"]
    assert finding["pointer"] == (
        "/payment_info/0/transactions/0/creditor_account/identification/iban"
    )
    assert finding["column"] is None


def test_a_terminal_sees_a_progress_bar_over_the_files(work: Path) -> None:
    import pty

    main_fd, child_fd = pty.openpty()
    done = subprocess.run(
        [sys.executable, "-c", "from pain_bridge.cli import main; main()", "validate",
         "--format", "json", "-j", "2", str(VALID), str(ERRORS)],
        stdout=subprocess.PIPE, stderr=child_fd, check=False,
        env={**{k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM")},
             "COLUMNS": "100", "TERM": "xterm"},
    )  # fmt: skip
    os.close(child_fd)
    shown = b""
    try:
        while chunk := os.read(main_fd, 65536):
            shown += chunk
    except OSError:  # the terminal closed: everything was read
        pass
    finally:
        os.close(main_fd)
    assert done.returncode == 1
    assert b"validating" in shown
    assert b"2/2" in shown
    assert json.loads(done.stdout)["summary"]["files"] == 2


def test_a_reader_that_stops_reading_is_an_io_problem_named_as_such(tmp_path: Path) -> None:
    flood = tmp_path / "flood.xml"
    subprocess.run([sys.executable, str(PROJECT_ROOT / "benchmarks" / "generate.py"), "-n",
                    "400", "-o", str(flood)], check=True, capture_output=True)  # fmt: skip
    flood.write_bytes(flood.read_bytes().replace(b"</Nm>", b" &amp; Co</Nm>"))
    command = [sys.executable, "-c", "from pain_bridge.cli import main; main()", "validate",
               "--all-findings", "--format", "json", str(flood)]  # fmt: skip
    # a report far larger than a pipe holds, and a reader that takes 10 bytes (| head -c 10)
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
        assert proc.stdout is not None
        assert proc.stderr is not None
        assert len(proc.stdout.read(10)) == 10
        proc.stdout.close()
        stderr = proc.stderr.read().decode()
    assert proc.returncode == 2
    assert stderr == "error: cannot write standard output: Broken pipe\n"
