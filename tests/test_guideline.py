"""A bank's guideline as data (issue 35): each rule kind and condition passes a clean
document and fails its mutant at the mutated element's line, in ``.03``, ``.09`` and
``.13``; a guideline file that cannot be checked is one clear error at its line."""

from __future__ import annotations

import re
import textwrap
from functools import cache
from pathlib import Path

import pytest

import pain_bridge
from conftest import corpus_files, needs_corpus
from pain_bridge.convert import convert
from pain_bridge.findings import Finding, Severity
from pain_bridge.guideline import GuidelineChecks, GuidelineError, load_guideline, parse_guideline
from pain_bridge.reader import iter_xml_events
from pain_bridge.versions import PainVersion

CLEAN = Path(pain_bridge.__file__).parent / "samples" / "sct.09.xml"
VERSIONS = ("03", "09", "13")

HEAD = """\
[guideline]
name = "acme"
family = "bank.acme"
versions = ["03", "09", "13"]
source = "ACME Bank pain.001 usage guideline 2026"
"""


@cache
def clean(version: str) -> str:
    """The EPC SCT test document in ``version`` (migrated from its ``.09``)."""
    if version == "09":
        return CLEAN.read_text(encoding="utf-8")
    result = convert(CLEAN, to="xml", pain_version=version)
    assert result.output is not None
    return result.output.decode("utf-8")


def mutant(version: str, old: str, new: str) -> bytes:
    """``version``'s clean document with the first match of ``old`` (a regular expression
    where white space stands for any: the migrated documents are indented otherwise)."""
    text = clean(version)
    pattern = re.compile(r"\s*".join(re.escape(part) for part in old.split()))
    assert pattern.search(text), (version, old)
    return pattern.sub(new.replace("\\", "\\\\"), text, count=1).encode("utf-8")


def line_of(document: bytes, needle: str, nth: int = 1) -> int:
    """The line of the ``nth`` occurrence of ``needle``."""
    text = document.decode("utf-8")
    at = -1
    for _ in range(nth):
        at = text.index(needle, at + 1)
    return text[:at].count("\n") + 1


def findings(rules: str, document: bytes) -> list[Finding]:
    guideline = parse_guideline(HEAD + textwrap.dedent(rules), "acme.toml")
    return rules_findings(GuidelineChecks.of([guideline]), document)


def rules_findings(rule: type[GuidelineChecks], document: bytes | Path) -> list[Finding]:
    """The findings of the guidelines' rules (not ``guideline.applied``, which says at
    each payment info which guidelines apply)."""
    return [f for f in rule.check(iter_xml_events(document)) if f.code != "guideline.applied"]


#: kind → (its rule, the edit that breaks it as (old, new), the text at the line it is
#: on, and which occurrence of that text)
CASES: dict[str, tuple[str, tuple[str, str], str, int]] = {
    "required": (
        """
        [[rules]]
        code = "bank.acme.remittance"
        path = "PmtInf/CdtTrfTxInf/RmtInf"
        required = true
        message = "ACME requires remittance information"
        """,
        ("<RmtInf> <Ustrd>Invoice 2026-17</Ustrd> </RmtInf>", ""),
        "<CdtTrfTxInf>",
        2,
    ),
    "forbidden": (
        """
        [[rules]]
        code = "bank.acme.no-ultimate"
        path = "PmtInf/CdtTrfTxInf/UltmtCdtr"
        forbidden = true
        message = "ACME takes no ultimate creditor"
        """,
        ("</Cdtr>", "</Cdtr>\n<UltmtCdtr><Nm>Far Away</Nm></UltmtCdtr>"),
        "<UltmtCdtr>",
        1,
    ),
    "allowed": (
        """
        [[rules]]
        code = "bank.acme.batch"
        path = "PmtInf/BtchBookg"
        allowed = ["true"]
        message = "ACME books a batch as one"
        """,
        ("<PmtMtd>TRF</PmtMtd>", "<PmtMtd>TRF</PmtMtd>\n<BtchBookg>false</BtchBookg>"),
        "<BtchBookg>",
        1,
    ),
    "max_length": (
        """
        [[rules]]
        code = "bank.acme.name"
        path = "PmtInf/CdtTrfTxInf/Cdtr/Nm"
        max_length = 20
        message = "ACME keeps 20 characters of a name"
        """,
        ("<Nm>Second Creditor SA</Nm>", "<Nm>Second Creditor SA of Rotterdam</Nm>"),
        "Second Creditor SA of",
        1,
    ),
    "pattern": (
        """
        [[rules]]
        code = "bank.acme.e2e"
        path = "PmtInf/CdtTrfTxInf/PmtId/EndToEndId"
        pattern = "[A-Z0-9-]+"
        message = "ACME takes upper-case end-to-end ids"
        """,
        ("<EndToEndId>", "<EndToEndId>lower-"),
        "lower-",
        1,
    ),
}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("kind", sorted(CASES))
def test_a_rule_passes_the_clean_document_and_fails_its_mutant(kind: str, version: str) -> None:
    rule, (old, new), needle, nth = CASES[kind]
    assert findings(rule, clean(version).encode()) == []
    document = mutant(version, old, new)
    found = findings(rule, document)
    assert [(f.code, f.severity, f.line) for f in found] == [
        (rule.split('code = "')[1].split('"')[0], Severity.ERROR, line_of(document, needle, nth))
    ]


@pytest.mark.parametrize("version", VERSIONS)
def test_a_condition_decides_where_the_rule_applies(version: str) -> None:
    rule = """
        [[rules]]
        code = "bank.acme.sepa-purpose"
        path = "PmtInf/CdtTrfTxInf/Purp"
        required = true
        when = 'PmtInf.PmtTpInf.SvcLvl.Cd == "SEPA" && double(CdtTrfTxInf.Amt.InstdAmt) > 100.0'
        severity = "warning"
        message = "ACME wants a purpose on SEPA payments over 100"
        """
    found = findings(rule, clean(version).encode())
    # two transactions, 120.00 and 10.50: only the first is over 100
    assert [(f.code, f.severity, f.xpath) for f in found] == [
        (
            "bank.acme.sepa-purpose",
            Severity.WARNING,
            "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]",
        )
    ]
    not_sepa = mutant(version, "<Cd>SEPA</Cd>", "<Cd>NURG</Cd>")
    assert findings(rule, not_sepa) == []


def test_a_condition_on_the_payment_info_is_answered_for_each_payment_info() -> None:
    """A condition reading no transaction is answered once per payment info (kept for
    its transactions): a second payment info of another service level gets its own."""
    rule = """
        [[rules]]
        code = "bank.acme.sepa-purpose"
        path = "PmtInf/CdtTrfTxInf/Purp"
        required = true
        when = 'PmtInf.PmtTpInf.SvcLvl.Cd == "SEPA"'
        message = "ACME wants a purpose on SEPA payments"
        """
    text = clean("09")
    start, end = text.index("<PmtInf>"), text.index("</PmtInf>") + len("</PmtInf>")
    sepa = text[start:end]
    urgent = sepa.replace("<Cd>SEPA</Cd>", "<Cd>URGP</Cd>")
    for first, second, where in ((sepa, urgent, 1), (urgent, sepa, 2)):
        document = (text[:start] + first + second + text[end:]).encode("utf-8")
        found = findings(rule, document)
        assert [f.xpath for f in found] == [
            f"/Document/CstmrCdtTrfInitn/PmtInf[{where}]/CdtTrfTxInf[{tx}]" for tx in (1, 2)
        ]


def test_a_condition_on_an_absent_element_does_not_apply_the_rule() -> None:
    rule = """
        [[rules]]
        code = "bank.acme.category"
        path = "PmtInf/CdtTrfTxInf/RmtInf"
        forbidden = true
        when = 'PmtInf.PmtTpInf.CtgyPurp.Cd == "SALA"'
        message = "no remittance on salaries"
        """
    assert findings(rule, clean("09").encode()) == []  # no CtgyPurp in the document


def test_either_name_of_a_renamed_element_is_read_in_every_version() -> None:
    for path in ("PmtInf/DbtrAgt/FinInstnId/BIC", "PmtInf/DbtrAgt/FinInstnId/BICFI"):
        rule = f"""
            [[rules]]
            code = "bank.acme.agent"
            path = "{path}"
            allowed = ["INGBNL2A"]
            message = "ACME's own BIC"
            """
        for version in VERSIONS:
            found = findings(rule, clean(version).encode())
            assert [f.message for f in found] == [f"ACME's own BIC ({path} = 'COBADEFFXXX')"], (
                path,
                version,
            )


BAD: dict[str, tuple[str, int, str]] = {
    "unknown path": (
        'path = "PmtInf/CdtTrfTxInf/RmtInf/Ustrdd"\nrequired = true',
        9,
        "unknown path 'PmtInf/CdtTrfTxInf/RmtInf/Ustrdd' in .03, .09, .13; the nearest is "
        "PmtInf/CdtTrfTxInf/RmtInf/Ustrd (in .03, .09, .13)",
    ),
    "a path some versions lack": (
        'path = "PmtInf/CdtTrfTxInf/PmtId/UETR"\nrequired = true',
        9,
        "path 'PmtInf/CdtTrfTxInf/PmtId/UETR' exists in .09, .13 but not in .03",
    ),
    "wrong type": ('path = "PmtInf/BtchBookg"\nallowed = "true"', 10, "allowed is a list of texts"),
    "two constraints": (
        'path = "PmtInf/BtchBookg"\nallowed = ["true"]\nrequired = true',
        10,
        "a rule has exactly one of",
    ),
    "a pattern RE2 refuses": (
        'path = "PmtInf/PmtInfId"\npattern = "(a)\\\\1"',
        10,
        "pattern '(a)\\\\1' is not an RE2 expression: invalid escape sequence: \\1",
    ),
    "a condition that is an element's text, not true or false": (
        'path = "PmtInf/PmtInfId"\nrequired = true\nwhen = "PmtInf.PmtMtd"',
        11,
        "is not true or false: compare the element",
    ),
    "a condition that is a number, not true or false": (
        'path = "PmtInf/PmtInfId"\nrequired = true\nwhen = "size(PmtInf.PmtMtd) + 1"',
        11,
        "is not true or false (int)",
    ),
    "an expression that does not compile": (
        'path = "PmtInf/PmtInfId"\nrequired = true\nwhen = "PmtInf.PmtMtd =="',
        11,
        "does not compile",
    ),
    "an expression on an unknown element": (
        'path = "PmtInf/PmtInfId"\nrequired = true\nwhen = \'PmtInf.PmtMthd == "TRF"\'',
        11,
        "the nearest is PmtInf/PmtMtd",
    ),
    "an expression a payment info's rule cannot see": (
        'path = "PmtInf/PmtInfId"\nrequired = true\nwhen = \'CdtTrfTxInf.Purp.Cd == "SALA"\'',
        11,
        "reads CdtTrfTxInf, which a rule on PmtInf/… cannot see",
    ),
    "a value rule on a group": (
        'path = "PmtInf/CdtTrfTxInf/RmtInf"\nmax_length = 3',
        10,
        "has no text of its own",
    ),
    "an unknown key": ('path = "PmtInf/PmtInfId"\nrequird = true', 10, "unknown key 'requird'"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_rule_is_one_error_at_its_line(case: str) -> None:
    body, line, words = BAD[case]
    text = HEAD + '\n[[rules]]\ncode = "bank.acme.x"\n' + body + '\nmessage = "m"\n'
    with pytest.raises(GuidelineError) as refused:
        parse_guideline(text, "acme.toml")
    assert refused.value.line == line, (case, str(refused.value))
    assert words in refused.value.message
    assert str(refused.value).startswith(f"acme.toml:{line}: ")


def test_a_pattern_re2_refuses_is_said_once_without_re2_s_own_log(
    capfd: pytest.CaptureFixture[str],
) -> None:
    """RE2 logs its parse errors to the process's standard error (through absl, with a
    warning about its log's set-up) unless asked not to: the user is to see only the
    guideline's one error, which the command line prints."""
    text = HEAD + '\n[[rules]]\ncode = "bank.acme.x"\npath = "PmtInf/PmtInfId"\n'
    with pytest.raises(GuidelineError, match="not an RE2 expression"):
        parse_guideline(text + 'pattern = "(?=a)b"\nmessage = "m"\n', "acme.toml")
    assert capfd.readouterr().err == ""


#: One rule, after HEAD: the group header's initiating party has an identification.
RULE = """
[[rules]]
code = "bank.acme.x"
path = "GrpHdr/InitgPty/Id"
required = true
message = "m"
"""


def test_codes_belong_to_the_file_s_family_and_are_declared_once() -> None:
    rule = (
        '\n[[rules]]\ncode = "{code}"\npath = "PmtInf/PmtInfId"\nrequired = true\nmessage = "m"\n'
    )
    with pytest.raises(GuidelineError, match=r"outside the file's family: bank\.acme"):
        parse_guideline(HEAD + rule.format(code="iban.acme"), "acme.toml")
    twice = HEAD + rule.format(code="bank.acme.a") + rule.format(code="bank.acme.a")
    with pytest.raises(GuidelineError, match="declared twice") as refused:
        parse_guideline(twice, "acme.toml")
    assert refused.value.line == 14


def test_not_toml_and_a_missing_file_are_errors_not_tracebacks(tmp_path: Path) -> None:
    with pytest.raises(GuidelineError, match=r"acme.toml:2: not TOML"):
        parse_guideline('[guideline]\nname = "unterminated\n', "acme.toml")
    with pytest.raises(GuidelineError, match="no such file"):
        load_guideline(tmp_path / "absent.toml")
    with pytest.raises(GuidelineError, match="built-in family"):
        parse_guideline(HEAD.replace("bank.acme", "iban"), "acme.toml")


def test_a_guideline_applies_only_to_its_versions() -> None:
    only_13 = HEAD.replace('["03", "09", "13"]', '["13"]')
    guideline = parse_guideline(only_13 + RULE, "acme.toml")
    assert guideline.versions == (PainVersion.V13,)
    found = list(GuidelineChecks.of([guideline]).check(iter_xml_events(CLEAN)))
    assert [f.code for f in found] == ["guideline.not-applied"]  # said, not applied
    assert len(rules_findings(GuidelineChecks.of([guideline]), mutant("13", "", ""))) == 1


def test_the_engine_applies_the_configuration_s_guidelines_and_their_codes(
    tmp_path: Path,
) -> None:
    """A configuration names a guideline file beside it; its codes are configured like the
    built-in ones (a family pattern of the guideline's too); an unknown code is refused."""
    from pain_bridge.config import RuleConfig
    from pain_bridge.engine import RuleEngine
    from pain_bridge.errors import ConfigError

    (tmp_path / "acme.toml").write_text(HEAD + CASES["max_length"][0].replace("\n        ", "\n"))
    document = mutant("09", *CASES["max_length"][1])

    def codes(config: dict[str, object]) -> list[tuple[str, Severity]]:
        engine = RuleEngine(RuleConfig.from_mapping(config, tmp_path / ".pain2pis.toml"))
        return [(f.code, f.severity) for f in engine.findings(iter_xml_events(document))
                if f.code.startswith("bank.")]  # fmt: skip

    assert codes({"guideline": "acme.toml"}) == [("bank.acme.name", Severity.ERROR)]
    lowered = {"guideline": ["acme.toml"], "severity": {"bank.acme.*": "info"}}
    assert codes(lowered) == [("bank.acme.name", Severity.INFO)]
    assert codes({"guideline": "acme.toml", "ignore": ["bank.acme.name"]}) == []
    with pytest.raises(ConfigError, match=r"did you mean bank\.acme\.name"):
        codes({"guideline": "acme.toml", "ignore": ["bank.acme.nam"]})
    with pytest.raises(GuidelineError, match="no such file"):
        codes({"guideline": "absent.toml"})


#: ISO's rule (its code) → the edit of the clean document that breaks it, and the text at
#: the line its finding is on.
ISO_MUTANTS: dict[str, tuple[tuple[str, str], str]] = {
    "iso.payment-type-information": (("</PmtId>", "</PmtId><PmtTpInf/>"), "<PmtTpInf/>"),
    "iso.charge-bearer": (
        ("<CdtrAcct>", "<ChrgBr>SLEV</ChrgBr><CdtrAcct>"),
        "<ChrgBr>SLEV</ChrgBr><CdtrAcct>",
    ),
    "iso.cheque-instruction": (
        ("<CdtrAcct>", "<ChqInstr><ChqNb>1</ChqNb></ChqInstr><CdtrAcct>"),
        "<ChqInstr>",
    ),
    "iso.intermediary-agent1-account": (
        (
            "<CdtrAgt>",
            "<IntrmyAgt1Acct><Id><IBAN>BE68539007547034</IBAN></Id></IntrmyAgt1Acct><CdtrAgt>",
        ),
        "<IntrmyAgt1Acct>",
    ),
}


@pytest.mark.parametrize("version", VERSIONS)
def test_iso_s_own_rules_are_a_bundled_guideline(version: str) -> None:
    """``--guideline iso`` (the rule of the file as loaded, which every run applies
    anyway: ``tests/test_iso_rules.py``): the clean document passes; a mutant per rule
    fails at its line (the element given)."""
    iso = load_guideline("iso")
    assert {r.source.split(": ")[1].split(" ")[0] for r in iso.rules} >= {
        "PaymentTypeInformationRule",
        "ChequeInstructionRule",
    }

    def found(document: bytes) -> list[tuple[str, int | None]]:
        rule = GuidelineChecks.of([iso])
        return [(f.code, f.line) for f in rules_findings(rule, document)]

    assert found(clean(version).encode()) == []
    for code, ((old, new), needle) in ISO_MUTANTS.items():
        document = mutant(version, old, new)
        line = line_of(document, needle)
        assert found(document) == [(code, line)], (code, version)


@needs_corpus
def test_iso_s_rules_find_the_corpus_files_that_break_them() -> None:
    """Two real files give a transaction an (empty) PmtTpInf beside their payment info's:
    PaymentTypeInformationRule, and nothing else of ISO's rules, over the whole corpus."""
    iso = GuidelineChecks.of([load_guideline("iso")])
    found = {
        (path.name, f.code, f.line) for path in corpus_files() for f in rules_findings(iso, path)
    }
    assert found == {
        ("ebics-client-php__yct.pain001.xml", "iso.payment-type-information", 48),
        ("ebics-client-php__yct.pain001.xml", "iso.payment-type-information", 111),
        ("php-sepa-xml-c0df3e8__pain.001.001.03.xml", "iso.payment-type-information", 213),
    }


def test_the_command_line_takes_guidelines_and_refuses_a_bad_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``validate --guideline FILE --guideline iso``: the rules' findings at their lines;
    ``convert`` refuses a file its guideline refuses; a guideline that cannot be used is
    a usage error (exit 2) naming its line, and nothing is written."""
    from click.testing import CliRunner

    from pain_bridge.cli import main

    rule, (old, new), needle, nth = CASES["allowed"]
    (tmp_path / "acme.toml").write_text(HEAD + textwrap.dedent(rule), encoding="utf-8")
    document = mutant("09", old, new)
    (tmp_path / "pay.xml").write_bytes(document)
    runner = CliRunner()
    monkeypatch.chdir(tmp_path)
    shown = runner.invoke(
        main, ["validate", "--guideline", "acme.toml", "--guideline", "iso", "pay.xml"]
    )
    assert shown.exit_code == 1, shown.output
    assert f"pay.xml:{line_of(document, needle, nth)}:" in shown.output
    assert "error bank.acme.batch ACME books a batch as one" in shown.output
    converted = runner.invoke(
        main, ["convert", "--guideline", "acme.toml", "pay.xml", "-o", "out.json"]
    )
    assert converted.exit_code == 1
    assert not Path("out.json").exists()
    Path("bad.toml").write_text(HEAD + BAD["unknown path"][0].join(
        ['\n[[rules]]\ncode = "bank.acme.x"\n', '\nmessage = "m"\n']
    ), encoding="utf-8")  # fmt: skip
    refused = runner.invoke(main, ["validate", "--guideline", "bad.toml", "pay.xml"])
    assert refused.exit_code == 2
    assert "bad.toml:9: unknown path" in refused.output
    assert "Traceback" not in refused.output


def test_a_missing_guideline_file_is_said_as_every_missing_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from pain_bridge.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "pay.xml").write_bytes(clean("09").encode())
    missing = CliRunner().invoke(main, ["validate", "--guideline", "nosuch.toml", "pay.xml"])
    assert missing.exit_code == 2
    assert "error: nosuch.toml: no such file" in missing.output
    assert "Usage:" not in missing.output


def test_a_mistyped_bundled_name_is_said_with_the_bundled_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from pain_bridge.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "pay.xml").write_bytes(clean("09").encode())
    missing = CliRunner().invoke(main, ["validate", "--guideline", "cfonbb", "pay.xml"])
    assert missing.exit_code == 2
    assert missing.stderr.splitlines() == [
        "error: cfonbb: no such file, nor a bundled guideline (iso, cgi-mp, cfonb, nl, at)"
    ]


def test_the_command_line_raises_lowers_and_ignores_a_guideline_s_codes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--severity` and `--ignore` take the codes of the guidelines given beside them, as
    the configuration does (they refused every code outside the catalogue); a code no
    guideline has is refused before any file is read, as a usage error."""
    from click.testing import CliRunner

    from pain_bridge.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "pay.xml").write_bytes(clean("09").encode())
    (tmp_path / "acme.toml").write_text(HEAD + RULE, encoding="utf-8")
    run = CliRunner().invoke
    plain = run(main, ["validate", "--guideline", "acme.toml", "pay.xml"])
    assert plain.exit_code == 1
    assert "error bank.acme.x m" in plain.output
    lowered = ["--severity", "bank.acme.x=info", "--guideline", "acme.toml", "pay.xml"]
    for command in (["validate", *lowered], ["convert", *lowered, "-o", "out.json"]):
        done = run(main, command)
        assert "error bank.acme.x" not in done.output, command
        assert done.exit_code in (0, 1)
        assert "unknown finding code" not in done.output
    assert run(main, ["validate", "--severity", "bank.*=info", *lowered[2:]]).exit_code == 0
    ignored = run(main, ["validate", "--ignore", "bank.acme.x", *lowered[2:]])
    assert ignored.exit_code == 0
    assert "bank.acme.x" not in ignored.output
    unknown = run(main, ["validate", "--ignore", "bank.acme.y", *lowered[2:]])
    assert unknown.exit_code == 2
    assert "unknown finding code 'bank.acme.y'; did you mean bank.acme.x?" in unknown.output
    assert run(main, ["validate", "--ignore", "bank.acme.x", "pay.xml"]).exit_code == 2
    refused = run(main, ["convert", "--ignore", "bank.acme.y", *lowered[2:], "-o", "o.json"])
    assert refused.exit_code == 2
    assert "unknown finding code 'bank.acme.y'" in refused.output
    assert "internal error" not in refused.output


def test_serve_raises_lowers_and_ignores_a_guideline_s_codes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`serve --severity/--ignore` as `validate`'s: a guideline's codes are taken."""
    import click

    from pain_bridge.findings import Severity
    from pain_bridge.serve.settings import ServeOptions, resolve

    monkeypatch.chdir(tmp_path)
    (tmp_path / "acme.toml").write_text(HEAD + RULE, encoding="utf-8")
    settings = resolve(ServeOptions(severities=("bank.acme.x=info",), guidelines=("acme.toml",)))
    assert settings.config.severity_for("bank.acme.x") is Severity.INFO
    with pytest.raises(click.BadParameter, match=r"unknown finding code 'bank\.acme\.y'"):
        resolve(ServeOptions(ignores=("bank.acme.y",), guidelines=("acme.toml",)))
