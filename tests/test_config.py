"""Rule configuration: severities, suppression, discovery, refusal of bad settings."""

from __future__ import annotations

from pathlib import Path

import pytest

from pain_bridge.config import RuleConfig, load_config
from pain_bridge.engine import RuleEngine
from pain_bridge.errors import ConfigError
from pain_bridge.findings import Severity, make_finding
from pain_bridge.validation import iter_findings
from rules_support import TODAY, json_data, set_path

TX = "/payment_info/0/transactions/0"


def _charset_and_mismatch() -> dict:  # type: ignore[type-arg]
    data = set_path(json_data(), f"{TX}/creditor/name", "Müller")  # text.charset (warning)
    return set_path(data, f"{TX}/creditor_account/currency", "USD")  # account-mismatch (warning)


def _codes(config: RuleConfig) -> list[tuple[str, str]]:
    found = iter_findings(_charset_and_mismatch(), config=config, today=TODAY)
    return sorted((f.code, f.severity.value) for f in found)


def test_default_severities() -> None:
    assert _codes(RuleConfig()) == [
        ("currency.account-mismatch", "warning"),
        ("text.charset", "warning"),
    ]


def test_raise_lower_and_suppress() -> None:
    config = RuleConfig.from_mapping(
        {"severity": {"text.charset": "error", "currency.*": "info"}, "ignore": []}
    )
    assert _codes(config) == [("currency.account-mismatch", "info"), ("text.charset", "error")]
    assert _codes(RuleConfig(ignore=frozenset({"text.charset"}))) == [
        ("currency.account-mismatch", "warning")
    ]
    assert _codes(RuleConfig(ignore=frozenset({"text.*", "currency.account-mismatch"}))) == []


def test_exact_code_wins_over_family() -> None:
    config = RuleConfig(severity={"currency.*": Severity.INFO, "currency.unknown": Severity.ERROR})
    assert config.severity_for("currency.unknown") is Severity.ERROR
    assert config.severity_for("currency.precision") is Severity.INFO
    assert config.severity_for("iban.format") is None


def test_config_applies_to_findings_of_the_readers_too() -> None:
    config = RuleConfig(severity={"json.schema": Severity.WARNING})
    data = set_path(json_data(), f"{TX}/creditor/name", 17)
    found = list(iter_findings(data, config=config, today=TODAY))
    assert [(f.code, f.severity.value) for f in found] == [("json.schema", "warning")]
    finding = make_finding("json.schema", "x")
    assert RuleConfig(ignore=frozenset({"json.schema"})).apply(finding) is None


def test_merged_options_win() -> None:
    base = RuleConfig(severity={"date.past": Severity.ERROR}, ignore=frozenset({"text.charset"}))
    merged = base.merged(severity={"date.past": "info"}, ignore=["text.length"], skill="s")
    assert merged.severity["date.past"] is Severity.INFO
    assert merged.ignore == {"text.charset", "text.length"}
    assert merged.skill == "s"


@pytest.mark.parametrize(
    ("table", "words"),
    [
        (
            {"severity": {"date.pass": "error"}},
            "unknown finding code 'date.pass'; did you mean date.past",
        ),
        ({"severity": {"date.past": "fatal"}}, "must be error, warning or info"),
        ({"ignore": ["nope.*"]}, "unknown finding code 'nope.*'"),
        ({"ignore": "text.charset"}, "ignore must be a list"),
        ({"severity": ["date.past"]}, "severity must be a table"),
        ({"skills_file": 3}, "skills_file must be a path"),
        ({"strict": True}, "unknown key(s) strict"),
    ],
)
def test_bad_settings_are_refused(table: dict, words: str) -> None:  # type: ignore[type-arg]
    """Refused when read, or (a code of a family no built-in code has, which a guideline
    in force may have) by the engine, once the guidelines in force are known."""
    with pytest.raises(ConfigError) as raised:
        RuleEngine(RuleConfig.from_mapping(table))
    assert words in str(raised.value)


def test_pyproject_discovery_from_a_subdirectory(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "x"\n\n[tool.pain2pis]\nseverity = { "date.past" = "error" }\n'
        'ignore = ["text.charset"]\nskills_file = "conf/skills.toml"\n',
        encoding="utf-8",
    )
    sub = tmp_path / "payments" / "2024"
    sub.mkdir(parents=True)
    config = load_config(sub)
    assert config.severity == {"date.past": Severity.ERROR}
    assert config.ignore == {"text.charset"}
    assert config.skills_file == tmp_path / "conf" / "skills.toml"
    assert config.source == tmp_path / "pyproject.toml"


def test_dedicated_file_wins_and_pyproject_without_section_is_passed_over(tmp_path: Path) -> None:
    (tmp_path / ".pain2pis.toml").write_text('ignore = ["date.past"]\n', encoding="utf-8")
    inner = tmp_path / "inner"
    inner.mkdir()
    (inner / "pyproject.toml").write_text('[project]\nname = "y"\n', encoding="utf-8")
    assert load_config(inner).ignore == {"date.past"}
    (inner / "pyproject.toml").write_text(
        '[tool.pain2pis]\nignore = ["text.length"]\n', encoding="utf-8"
    )
    assert load_config(inner).ignore == {"text.length"}
    (inner / ".pain2pis.toml").write_text('[severity]\n"date.past" = "info"\n', encoding="utf-8")
    assert load_config(inner / "file.xml").severity == {"date.past": Severity.INFO}


def test_no_configuration_is_neutral(tmp_path: Path) -> None:
    config = load_config(tmp_path)
    assert config.is_neutral or config.source is not None  # a parent may configure


def test_broken_files_are_config_errors(tmp_path: Path) -> None:
    (tmp_path / ".pain2pis.toml").write_text("ignore = [", encoding="utf-8")
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_config(tmp_path)
    (tmp_path / ".pain2pis.toml").write_text('ignore = ["iban.bad"]\n', encoding="utf-8")
    with pytest.raises(ConfigError, match=r"\.pain2pis\.toml: unknown finding code 'iban\.bad'"):
        load_config(tmp_path)


def test_skill_from_configuration(tmp_path: Path) -> None:
    skills = tmp_path / "skills.toml"
    skills.write_text('[skills."tiny_xx_pisp_sbx_#1"]\nmax_amount = "1"\nbulk = true\n', "utf-8")
    config = RuleConfig(skills_file=skills, skill="tiny_xx_pisp_sbx_#1")
    found = list(iter_findings(json_data(), config=config, today=TODAY))
    assert [f.code for f in found] == ["skill.amount"]


# --- map.unfit: its severity is fixed -----------------------------------------------------
# The writer refused the message: nothing is written, whatever the severity. A warning
# (or an ignored code) would report a conversion that wrote nothing as a success, so
# lowering it is refused, in the configuration and on the command line alike.


@pytest.mark.parametrize(
    "table",
    [
        {"severity": {"map.unfit": "warning"}},
        {"severity": {"map.unfit": "info"}},
        {"ignore": ["map.unfit"]},
    ],
)
def test_map_unfit_cannot_be_lowered_in_the_configuration(table: dict) -> None:  # type: ignore[type-arg]
    with pytest.raises(ConfigError, match=r"map\.unfit cannot be .*nothing can be written"):
        RuleConfig.from_mapping(table)
    with pytest.raises(ConfigError, match=r"map\.unfit cannot be"):
        RuleConfig().merged(severity=table.get("severity"), ignore=table.get("ignore", ()))


def test_map_unfit_may_be_named_an_error_and_a_family_pattern_leaves_it_one() -> None:
    assert RuleConfig.from_mapping({"severity": {"map.unfit": "error"}}).severity["map.unfit"] == (
        Severity.ERROR
    )
    RuleConfig.from_mapping({"severity": {"map.*": "warning"}, "ignore": ["map.*"]})


@pytest.mark.parametrize(
    ("options", "where"),
    [
        (["--severity", "map.unfit=warning"], "--severity"),
        (["--ignore", "map.unfit"], "--ignore"),
        ([], ".pain2pis.toml"),
    ],
    ids=["severity", "ignore", "configuration"],
)
def test_map_unfit_lowered_is_a_usage_error_of_convert_and_validate(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, options: list[str], where: str
) -> None:
    from click.testing import CliRunner

    from pain_bridge.cli import main
    from test_migration_unfit import _too_long_there

    monkeypatch.chdir(tmp_path)
    if not options:
        (tmp_path / ".pain2pis.toml").write_text('[severity]\n"map.unfit" = "info"\n')
    source = tmp_path / "in.xml"
    source.write_bytes(_too_long_there())
    out = tmp_path / "out.xml"
    runner = CliRunner()
    args = ["convert", "--to", "xml", "--pain-version", "03", *options, str(source), "-o", str(out)]
    result = runner.invoke(main, args)
    assert result.exit_code == 2, result.output
    assert where in result.output
    assert "map.unfit cannot be" in result.output
    assert "nothing can be written" in result.output
    assert not out.exists()
    checked = runner.invoke(main, ["validate", *options, str(source)])
    assert checked.exit_code == 2, checked.output
    assert "map.unfit cannot be" in checked.output


def test_map_unfit_stays_an_error_under_a_family_pattern(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from pain_bridge.cli import main
    from test_migration_unfit import _too_long_there

    monkeypatch.chdir(tmp_path)
    source = tmp_path / "in.xml"
    source.write_bytes(_too_long_there())
    out = tmp_path / "out.xml"
    args = ["convert", "--to", "xml", "--pain-version", "03", "--severity", "map.*=warning"]
    result = CliRunner().invoke(main, [*args, str(source), "-o", str(out)])
    assert result.exit_code == 1, result.output
    assert "error map.unfit" in result.output
    assert not out.exists()


def _incomplete(output: str) -> list[str]:
    """The severity word of each ``map.incomplete`` line of convert's text report."""
    return [
        line.split(": ")[1].split()[0] for line in output.splitlines() if " map.incomplete " in line
    ]


@pytest.mark.parametrize(
    ("options", "shown"),
    [
        pytest.param(["--ignore", "map.incomplete"], [], id="ignore"),
        pytest.param(["--ignore", "map.*"], [], id="ignore-family"),
        pytest.param(["--severity", "map.incomplete=error"], ["error"], id="severity"),
    ],
)
def test_convert_configures_the_findings_it_adds_after_the_rules(
    tmp_path: Path, options: list[str], shown: list[str]
) -> None:
    """``map.incomplete`` (no --redirect) is added by convert once the stream is through,
    after the rule engine applied the configuration: it is configured all the same."""
    from click.testing import CliRunner

    from pain_bridge.cli import main

    out = tmp_path / "out.json"
    source = str(Path(__file__).parent.parent / "fixtures" / "xml" / "single.xml")
    args = ["convert", source, "-o", str(out), "--allow-immediate-execution"]
    plain = CliRunner().invoke(main, args)
    assert plain.exit_code == 0, plain.output
    assert _incomplete(plain.output) == ["warning"]
    out.unlink()
    result = CliRunner().invoke(main, [*args, *options])
    assert _incomplete(result.output) == shown, result.output
    assert result.exit_code == (1 if shown == ["error"] else 0), result.output
    assert out.exists() is (shown != ["error"])


@pytest.mark.parametrize(
    "options",
    [
        pytest.param(["--ignore", "xml.syntax"], id="ignore"),
        pytest.param(["--severity", "xml.syntax=warning"], id="severity"),
    ],
)
def test_an_unreadable_input_cannot_be_configured_into_a_valid_one(
    tmp_path: Path, options: list[str]
) -> None:
    """Ignoring xml.syntax made validate exit 0 and convert say "converted" with nothing
    written: the codes of an input nobody could read are fixed errors."""
    from click.testing import CliRunner

    from pain_bridge.cli import main

    broken = str(Path(__file__).parent.parent / "fixtures" / "xml" / "invalid-syntax.xml")
    checked = CliRunner().invoke(main, ["validate", *options, broken])
    assert checked.exit_code == 2, checked.output
    assert "xml.syntax cannot be" in checked.output
    out = tmp_path / "out.json"
    converted = CliRunner().invoke(main, ["convert", *options, broken, "-o", str(out)])
    assert converted.exit_code == 2, converted.output
    assert not out.exists()
    family = CliRunner().invoke(main, ["validate", "--ignore", "xml.*", broken])
    assert family.exit_code == 1, family.output
    assert "error xml.syntax" in family.output
