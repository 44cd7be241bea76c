"""A guideline's counts and built-in checks (issue 35, item 5): ``max_occurs = N`` and
``check = "NAME"`` with ``args``, each passing a clean document and failing its mutant
at the mutated element's line in ``.03``, ``.09`` and ``.13``; the ``iso`` guideline's
rules written as checks; a bad ``check``, ``args`` or ``max_occurs`` is one error at its
line (exit status 2 on the command line)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from pain_bridge.cli import main
from pain_bridge.guideline import GuidelineChecks, GuidelineError, load_guideline, parse_guideline
from pain_bridge.guideline.checks import CHECKS
from test_guideline import HEAD, VERSIONS, clean, findings, line_of, mutant, rules_findings

#: name → (its rule, the edit that breaks it as (old, new), the text on the line of the
#: finding and which occurrence of it)
CASES: dict[str, tuple[str, tuple[str, str], str, int]] = {
    "max_occurs": (
        """
        [[rules]]
        code = "bank.acme.one-line"
        path = "PmtInf/CdtTrfTxInf/RmtInf/Ustrd"
        max_occurs = 1
        message = "ACME takes one line"
        """,
        ("<Ustrd>Invoice 2026-17</Ustrd>", "<Ustrd>a</Ustrd>\n<Ustrd>b</Ustrd>\n<Ustrd>c</Ustrd>"),
        "<Ustrd>b",
        1,
    ),
    # within each occurrence of the parent: the second Strd's second AddtlRmtInf
    "max_occurs-in-parent": (
        """
        [[rules]]
        code = "bank.acme.one-more"
        path = "PmtInf/CdtTrfTxInf/RmtInf/Strd/AddtlRmtInf"
        max_occurs = 1
        message = "ACME takes one more line per block"
        """,
        (
            "</Strd>",
            "<AddtlRmtInf>a</AddtlRmtInf></Strd>\n<Strd><AddtlRmtInf>b</AddtlRmtInf>"
            "\n<AddtlRmtInf>c</AddtlRmtInf></Strd>",
        ),
        "<AddtlRmtInf>c",
        1,
    ),
    "structured-with-tags-at-most": (
        """
        [[rules]]
        code = "bank.acme.short-reference"
        path = "PmtInf/CdtTrfTxInf/RmtInf/Strd"
        check = "structured-with-tags-at-most"
        args = { most = 140 }
        message = "ACME keeps 140 characters of a Strd"
        """,
        ("<Issr>ISO</Issr>", f"<Issr>{'I' * 31}</Issr>"),
        "<Strd>",
        1,
    ),
    "payment-infos-at-most": (
        """
        [[rules]]
        code = "bank.acme.one-batch"
        path = "PmtInf/PmtInfId"
        check = "payment-infos-at-most"
        args = { most = 1 }
        message = "ACME takes one payment info"
        """,
        (
            "</PmtInf>",
            "</PmtInf>\n<PmtInf><PmtInfId>SECOND</PmtInfId><PmtMtd>TRF</PmtMtd></PmtInf>"
            "\n<PmtInf><PmtInfId>THIRD</PmtInfId><PmtMtd>TRF</PmtMtd></PmtInf>",
        ),
        "SECOND",
        1,
    ),
}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("case", sorted(CASES))
def test_a_count_or_check_passes_the_clean_document_and_fails_its_mutant(
    case: str, version: str
) -> None:
    rules, (old, new), needle, nth = CASES[case]
    assert findings(rules, clean(version).encode()) == []
    document = mutant(version, old, new)
    found = findings(rules, document)
    assert [f.line for f in found] == [line_of(document, needle, nth)], (case, found)


def test_a_count_is_told_where_the_first_too_many_is() -> None:
    rules, (old, new), _, _ = CASES["max_occurs-in-parent"]
    found = findings(rules, mutant("09", old, new))
    assert [f.message for f in found] == [
        "ACME takes one more line per block "
        "(PmtInf/CdtTrfTxInf/RmtInf/Strd/AddtlRmtInf occurs 2 times)"
    ]
    assert found[0].xpath is not None
    assert found[0].xpath.endswith("Strd[2]/AddtlRmtInf[2]")


def test_a_check_runs_where_its_condition_holds() -> None:
    rules = CASES["max_occurs"][0] + "when = 'PmtInf.PmtTpInf.SvcLvl.Cd == \"URGP\"'\n"
    document = mutant("09", *CASES["max_occurs"][1])
    assert findings(rules, document) == []
    urgent = document.replace(b"<Cd>SEPA</Cd>", b"<Cd>URGP</Cd>")
    assert [f.code for f in findings(rules, urgent)] == ["bank.acme.one-line"]


#: The ``iso`` rules written as checks: (old, new) and the text on the finding's line.
ISO_CHECKS: dict[str, tuple[tuple[str, str], str]] = {
    "iso.charges-account-agent": (
        (
            "<ChrgBr>SLEV</ChrgBr>",
            "<ChrgBr>SLEV</ChrgBr><ChrgsAcct><Id><IBAN>DE89370400440532013000</IBAN></Id>"
            "</ChrgsAcct>\n<ChrgsAcctAgt><FinInstnId><BICFI>DEUTDEFF</BICFI></FinInstnId>"
            "</ChrgsAcctAgt>",
        ),
        "<ChrgsAcctAgt>",
    ),
    "iso.instruction-for-creditor-agent": (
        ("</CdtrAcct>", "</CdtrAcct><InstrForCdtrAgt><Cd>CHQB</Cd></InstrForCdtrAgt>"),
        "<CdtrAcct>",
    ),
    "iso.ultimate-debtor-differs": (
        (
            "<ChrgBr>SLEV</ChrgBr>",
            "<UltmtDbtr><Nm>Debtor  gmbh</Nm></UltmtDbtr><ChrgBr>SLEV</ChrgBr>",
        ),
        "<UltmtDbtr>",
    ),
    "iso.ultimate-creditor-differs": (
        ("</CdtrAcct>", "</CdtrAcct>\n<UltmtCdtr><Nm>Creditor BV</Nm></UltmtCdtr>"),
        "<UltmtCdtr>",
    ),
}
#: Edits that keep each of them: a branch, another instruction, other parties.
ISO_PASSING: dict[str, tuple[str, str]] = {
    "iso.charges-account-agent": (
        "<ChrgBr>SLEV</ChrgBr>",
        "<ChrgBr>SLEV</ChrgBr><ChrgsAcct><Id><IBAN>DE89370400440532013000</IBAN></Id>"
        "</ChrgsAcct><ChrgsAcctAgt><FinInstnId><BICFI>COBADEFF100</BICFI></FinInstnId>"
        "</ChrgsAcctAgt>",
    ),
    "iso.instruction-for-creditor-agent": (
        "</CdtrAcct>",
        "</CdtrAcct><InstrForCdtrAgt><Cd>PHOB</Cd></InstrForCdtrAgt>",
    ),
    "iso.ultimate-debtor-differs": (
        "<ChrgBr>SLEV</ChrgBr>",
        "<UltmtDbtr><Nm>Parent AG</Nm></UltmtDbtr><ChrgBr>SLEV</ChrgBr>",
    ),
    "iso.ultimate-creditor-differs": (
        "</CdtrAcct>",
        "</CdtrAcct><UltmtCdtr><Nm>Creditor BV</Nm><Id><OrgId><Othr><Id>9</Id></Othr>"
        "</OrgId></Id></UltmtCdtr>",
    ),
}


def _named(version: str, old: str, new: str) -> bytes:
    """:func:`mutant`, a BIC named as ``version`` names it (``BIC`` in ``.03``)."""
    return mutant(version, old, new.replace("BICFI>", "BIC>") if version == "03" else new)


@pytest.mark.parametrize("version", VERSIONS)
def test_iso_s_rules_written_as_checks_find_their_mutants(version: str) -> None:
    iso = GuidelineChecks.of([load_guideline("iso")])
    assert {r.code for r in load_guideline("iso").rules} >= set(ISO_CHECKS)
    for code, ((old, new), needle) in ISO_CHECKS.items():
        document = _named(version, old, new)
        found = [(f.code, f.line) for f in rules_findings(iso, document)]
        assert found == [(code, line_of(document, needle))], (code, version, found)
        assert rules_findings(iso, _named(version, *ISO_PASSING[code])) == [], code


RULE = """
[[rules]]
code = "bank.acme.x"
path = "{path}"
{constraint}
message = "m"
"""


@pytest.mark.parametrize(
    ("path", "constraint", "said"),
    [
        ("PmtInf/PmtInfId", 'check = "payment-info-at-most"', "is not a built-in check"),
        ("PmtInf/PmtInfId", "check = 3", "is not a built-in check"),
        ("PmtInf/PmtInfId", 'check = "payment-infos-at-most"', "needs args most"),
        (
            "PmtInf/PmtInfId",
            'check = "payment-infos-at-most"\nargs = { most = "9" }',
            "most is a whole number, at least 1",
        ),
        (
            "PmtInf/PmtInfId",
            'check = "payment-infos-at-most"\nargs = { most = 9, least = 1 }',
            "takes no argument 'least'",
        ),
        ("PmtInf/PmtInfId", 'check = "payment-infos-at-most"\nargs = 9', "args is a table"),
        ("PmtInf/CdtTrfTxInf/RmtInf", 'check = "structured-text-at-most"', "takes path"),
        ("PmtInf/CdtTrfTxInf/PmtId", 'check = "payment-infos-at-most"', "runs at payment_info"),
        ("PmtInf/PmtInfId", "max_occurs = 0", "max_occurs is a whole number, at least 1"),
        ("PmtInf/PmtInfId", "max_occurs = true", "max_occurs is a whole number, at least 1"),
        ("PmtInf/PmtInfId", "required = true\nargs = { most = 1 }", "args are a check's"),
    ],
)
def test_a_bad_check_or_count_is_one_error_at_its_line(
    path: str, constraint: str, said: str
) -> None:
    text = HEAD + RULE.format(path=path, constraint=constraint)
    with pytest.raises(GuidelineError) as refused:
        parse_guideline(text, "acme.toml")
    assert said in refused.value.message, refused.value.message
    key = constraint.split(" ", 1)[0]
    assert refused.value.line == text.splitlines().index(constraint.splitlines()[0]) + 1, key
    if "not a built-in check" in said:  # the known names said
        assert all(name in refused.value.message for name in CHECKS)


def test_the_command_line_refuses_a_bad_check_with_exit_status_2(tmp_path: Path) -> None:
    (tmp_path / "acme.toml").write_text(
        HEAD + RULE.format(path="PmtInf/PmtInfId", constraint='check = "nope"')
    )
    (tmp_path / "d.xml").write_text(clean("09"))
    result = CliRunner().invoke(
        main, ["validate", "--guideline", str(tmp_path / "acme.toml"), str(tmp_path / "d.xml")]
    )
    assert result.exit_code == 2
    assert "acme.toml:10: check 'nope' is not a built-in check" in " ".join(result.output.split())
    assert "Traceback" not in result.output


def test_every_built_in_check_says_what_it_checks() -> None:
    for check in CHECKS.values():
        assert check.doc, check.name
        assert check.units, check.name


def test_the_bundled_variants_use_checks_and_counts() -> None:
    kinds = {r.kind.value for n in ("at", "cgi-mp", "iso") for r in load_guideline(n).rules}
    assert {"check", "max_occurs"} <= kinds
    used = {
        r.value.check.name
        for n in ("at", "cgi-mp", "iso")
        for r in load_guideline(n).rules
        if r.kind.value == "check"
    }
    assert used == set(CHECKS)


def test_a_check_of_a_user_s_guideline_reads_its_args() -> None:
    rule = textwrap.dedent(CASES["structured-with-tags-at-most"][0]).replace("140", "100")
    assert "most = 100" in rule
    found = findings(rule, clean("09").encode())
    assert [f.message for f in found] == [
        "ACME keeps 100 characters of a Strd (Strd is 113 characters with its tags)"
    ]


def test_the_guide_lists_every_built_in_check() -> None:
    guide = (Path(__file__).parent.parent / "docs" / "guidelines.md").read_text()
    for name, check in CHECKS.items():
        row = next(line for line in guide.splitlines() if line.startswith(f"| `{name}` |"))
        for path in check.paths:
            assert f"`{path}`" in row, name


def test_a_check_s_screen_tells_what_the_check_finds() -> None:
    """Each check's screen (:attr:`BuiltIn.screen`) is false only where the check finds
    nothing: the screened rule finds exactly what the plain code finds, on every
    mutant here and the corpus, with the bundled guidelines that name checks."""
    from conftest import corpus_files

    screened = GuidelineChecks.of([load_guideline(n) for n in ("at", "cgi-mp", "iso")])
    plain = type("Plain", (screened,), {"screened": False, "_plans": {}})
    documents: list[bytes | Path] = [*corpus_files(include_other_versions=True)]
    for version in VERSIONS:
        documents += [_named(version, *edit) for edit, _ in ISO_CHECKS.values()]
        documents += [mutant(version, *case[1]) for case in CASES.values()]
    assert len(documents) >= 24
    for document in documents:
        expected = [(f.code, f.line, f.message) for f in rules_findings(plain, document)]
        assert [(f.code, f.line, f.message) for f in rules_findings(screened, document)] == (
            expected
        )
    unscreened = {name for name, check in CHECKS.items() if not check.screen}
    assert unscreened == {"payment-infos-at-most", "no-blank-text"}  # asked at each node
