"""ISO 20022's own rules (``iso.*``) apply to every validation (issue 35 item 4), loaded
ahead of their TOML file and answered without CEL: each held to its plain twin."""

from __future__ import annotations

import itertools
import re
import subprocess
import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from conftest import corpus_files, needs_corpus
from pain_bridge.config import RuleConfig
from pain_bridge.findings import CATALOGUE, ISO_CODES, Finding
from pain_bridge.guideline import GuidelineChecks, iso_ahead
from pain_bridge.guideline.conditions import _put
from pain_bridge.guideline.iso import (
    LazyProgram,
    _ahead,
    conjuncts,
    iso_checks,
    iso_guideline,
    iso_guideline_plain,
)
from pain_bridge.guideline.load import _environment
from pain_bridge.guideline.subset import parse
from pain_bridge.guideline.values import reader_plain
from pain_bridge.model import PaymentInfo
from pain_bridge.reader import iter_xml_events
from pain_bridge.rules.base import RuleContext
from pain_bridge.validation import iter_findings
from scripts_support import load_tool
from test_guideline import clean, line_of

_CHK = ("<PmtMtd>TRF</PmtMtd>", "<PmtMtd>CHK</PmtMtd>")
_AGENT = "<FinInstnId><Nm>Bank</Nm></FinInstnId>"
_ACCOUNT = "<Id><IBAN>BE68539007547034</IBAN></Id>"


def _first_tx(inserted: str) -> tuple[str, str]:
    return ("<CdtrAgt>", f"{inserted}<CdtrAgt>")


#: code → (the edits of the clean document that break it (old, new: ``old`` a regular
#: expression), and each (text, occurrence) at whose line a finding of it is)
MUTANTS: dict[str, tuple[tuple[tuple[str, str], ...], tuple[tuple[str, int], ...]]] = {
    "iso.payment-type-information": (
        (("</PmtId>", "</PmtId><PmtTpInf><InstrPrty>NORM</InstrPrty></PmtTpInf>"),),
        (("<PmtTpInf><InstrPrty>", 1),),
    ),
    "iso.charge-bearer": ((("</Amt>", "</Amt><ChrgBr>SLEV</ChrgBr>"),), (("</Amt><ChrgBr>", 1),)),
    "iso.ultimate-debtor": (
        (
            ("<ChrgBr>SLEV</ChrgBr>", "<UltmtDbtr><Nm>U</Nm></UltmtDbtr><ChrgBr>SLEV</ChrgBr>"),
            ("</Amt>", "</Amt><UltmtDbtr><Nm>V</Nm></UltmtDbtr>"),
        ),
        (("<Nm>V</Nm>", 1),),
    ),
    "iso.instruction-for-debtor-agent": (
        (
            ("<ChrgBr>SLEV</ChrgBr>", "<InstrForDbtrAgt>A</InstrForDbtrAgt><ChrgBr>SLEV</ChrgBr>"),
            ("</CdtrAcct>", "</CdtrAcct><InstrForDbtrAgt>B</InstrForDbtrAgt>"),
        ),
        (("</CdtrAcct><InstrForDbtrAgt>", 1),),
    ),
    "iso.charges-account": (
        (("<ChrgBr>SLEV</ChrgBr>", f"<ChrgBr>SLEV</ChrgBr><ChrgsAcctAgt>{_AGENT}</ChrgsAcctAgt>"),),
        (("<ChrgsAcctAgt>", 1),),
    ),
    "iso.cheque-instruction": (
        (("</Amt>", "</Amt><ChqInstr><ChqNb>1</ChqNb></ChqInstr>"),),
        (("<ChqInstr>", 1),),
    ),
    "iso.cheque-creditor-account": ((_CHK,), (("<CdtrAcct>", 1), ("<CdtrAcct>", 2))),
    "iso.cheque-delivery-creditor-agent": (
        (
            _CHK,
            (
                r"10\.50</InstdAmt>\s*</Amt>",
                "10.50</InstdAmt></Amt><ChqInstr><DlvryMtd><Cd>MLFA</Cd></DlvryMtd></ChqInstr>",
            ),
        ),
        (("<Cd>MLFA</Cd>", 1),),
    ),
    "iso.cheque-delivery-without-creditor-agent": (
        (
            _CHK,
            (
                r"120\.00</InstdAmt>\s*</Amt>",
                "120.00</InstdAmt></Amt><ChqInstr><DlvryMtd><Cd>MLCD</Cd></DlvryMtd></ChqInstr>",
            ),
        ),
        (("<CdtrAgt>", 1),),
    ),
    "iso.cheque-undelivered-creditor-agent": ((_CHK,), (("<CdtrAgt>", 1),)),
    "iso.non-cheque-creditor-account": (
        ((r"<Cdtr>\s*<Nm>Second Creditor SA.*?</CdtrAcct>", ""),),
        (("<CdtTrfTxInf>", 2),),
    ),
    "iso.cheque-maturity-type": (
        (("</Amt>", "</Amt><ChqInstr><ChqMtrtyDt>2026-12-01</ChqMtrtyDt></ChqInstr>"),),
        (("<ChqMtrtyDt>", 1),),
    ),
    "iso.cheque-maturity-type-code": (
        (
            (
                "</Amt>",
                "</Amt><ChqInstr><ChqTp>BCHQ</ChqTp><ChqMtrtyDt>2026-12-01</ChqMtrtyDt></ChqInstr>",
            ),
        ),
        (("<ChqTp>BCHQ", 1),),
    ),
    "iso.intermediary-agent1-account": (
        (_first_tx(f"<IntrmyAgt1Acct>{_ACCOUNT}</IntrmyAgt1Acct>"),),
        (("<IntrmyAgt1Acct>", 1),),
    ),
    "iso.intermediary-agent2-account": (
        (_first_tx(f"<IntrmyAgt2Acct>{_ACCOUNT}</IntrmyAgt2Acct>"),),
        (("<IntrmyAgt2Acct>", 1),),
    ),
    "iso.intermediary-agent3-account": (
        (_first_tx(f"<IntrmyAgt3Acct>{_ACCOUNT}</IntrmyAgt3Acct>"),),
        (("<IntrmyAgt3Acct>", 1),),
    ),
    "iso.intermediary-agent2": (
        (_first_tx(f"<IntrmyAgt2>{_AGENT}</IntrmyAgt2>"),),
        (("<IntrmyAgt2>", 1),),
    ),
    "iso.intermediary-agent3": (
        (_first_tx(f"<IntrmyAgt1>{_AGENT}</IntrmyAgt1><IntrmyAgt3>{_AGENT}</IntrmyAgt3>"),),
        (("<IntrmyAgt3>", 1),),
    ),
    "iso.account-id-or-proxy": (
        (
            (
                r"<CdtrAcct>\s*<Id>\s*<IBAN>NL91ABNA0417164300</IBAN>\s*</Id>",
                "<CdtrAcct><Ccy>EUR</Ccy>",
            ),
        ),
        (("<CdtrAcct>", 1),),
    ),
    # the rules written as built-in checks (check = NAME)
    "iso.charges-account-agent": (
        (
            (
                "<ChrgBr>SLEV</ChrgBr>",
                f"<ChrgBr>SLEV</ChrgBr><ChrgsAcct>{_ACCOUNT}</ChrgsAcct>"
                "<ChrgsAcctAgt><FinInstnId><BICFI>DEUTDEFF</BICFI></FinInstnId></ChrgsAcctAgt>",
            ),
        ),
        (("<ChrgsAcctAgt>", 1),),
    ),
    "iso.instruction-for-creditor-agent": (
        (("</CdtrAcct>", "</CdtrAcct><InstrForCdtrAgt><Cd>CHQB</Cd></InstrForCdtrAgt>"),),
        (("<CdtrAcct>", 1),),
    ),
    "iso.ultimate-debtor-differs": (
        (
            (
                "<ChrgBr>SLEV</ChrgBr>",
                "<UltmtDbtr><Nm>Debtor  gmbh</Nm></UltmtDbtr><ChrgBr>SLEV</ChrgBr>",
            ),
        ),
        (("<UltmtDbtr>", 1),),
    ),
    "iso.ultimate-creditor-differs": (
        (("</CdtrAcct>", "</CdtrAcct><UltmtCdtr><Nm>Creditor BV</Nm></UltmtCdtr>"),),
        (("<UltmtCdtr>", 1),),
    ),
}
#: The rules not of every version tested: (code, version) left out.
_NOT_IN = {("iso.instruction-for-debtor-agent", "03")} | {
    ("iso.account-id-or-proxy", v) for v in ("03", "09")
}
CASES = [(c, v) for c in MUTANTS for v in ("03", "09", "13") if (c, v) not in _NOT_IN]


def _mutant(version: str, edits: tuple[tuple[str, str], ...]) -> bytes:
    text = clean(version)
    for old, new in edits:
        if version == "13":  # the transaction's instruction is structured from .10
            new = new.replace(">B</InstrForDbtrAgt>", "><InstrInf>B</InstrInf></InstrForDbtrAgt>")
        if version == "03":  # a BIC is BICFI from .04
            new = new.replace("BICFI>", "BIC>")
        pattern = re.compile(r"\s*".join(old.split()), re.DOTALL)
        assert pattern.search(text), (version, old)
        text = pattern.sub(new.replace("\\", "\\\\"), text, count=1)
    return text.encode("utf-8")


def _iso(found: Iterator[Finding] | list[Finding]) -> list[tuple[str, int | None]]:
    return [(f.code, f.line) for f in found if f.code.startswith("iso.")]


def test_every_iso_code_is_a_catalogue_code_and_a_rule_of_the_file() -> None:
    rules = iso_guideline_plain().rules
    assert [r.code for r in rules] == list(ISO_CODES)
    assert all(CATALOGUE[r.code].severity is r.severity for r in rules)
    assert all(r.grade and "MDR CustomerCreditTransferInitiation" in r.source for r in rules)
    assert set(MUTANTS) == set(ISO_CODES)


@pytest.mark.parametrize("version", ["03", "09", "13"])
def test_the_clean_document_breaks_no_iso_rule(version: str) -> None:
    assert _iso(iter_findings(clean(version).encode())) == []


@pytest.mark.parametrize(("code", "version"), CASES, ids=[f"{c}@{v}" for c, v in CASES])
def test_each_iso_rule_applies_without_being_asked(code: str, version: str) -> None:
    """A mutant per rule and version: its finding at its lines with no option; none with
    ``--ignore 'iso.*'``; the same, not twice, with ``--guideline iso``."""
    edits, places = MUTANTS[code]
    document = _mutant(version, edits)
    found = _iso(iter_findings(document))
    lines = {line_of(document, text, nth) for text, nth in places}
    assert {line for c, line in found if c == code} == lines, found
    assert len([c for c, _ in found if c == code]) == len(lines)
    quiet = RuleConfig(ignore=frozenset({"iso.*"}))
    assert _iso(iter_findings(document, config=quiet)) == []
    assert _iso(iter_findings(document, guidelines=["iso"])) == found
    applied = [f for f in iter_findings(document, guidelines=["iso"]) if "applied" in f.code]
    assert not any("guideline" in f.code for f in applied)  # built in: not announced
    # the rule loaded ahead and asked conjunct by conjunct answers as the TOML's plain rule
    plain = _plain()
    assert _rule_findings(iso_checks(), document) == _rule_findings(plain, document)


def _plain() -> type[GuidelineChecks]:
    """ISO's rules read from the TOML file, by the plain code: each rule asked at each
    node and its whole condition by CEL (no screen, no gate, no conjuncts)."""
    read = GuidelineChecks.of([iso_guideline_plain()])
    return type("Plain", (read,), {"screened": False, "_plans": {}})


def _rule_findings(rule: type[GuidelineChecks], document: bytes | Path) -> list[tuple[Any, ...]]:
    return [
        (f.code, f.line, f.message)
        for f in rule.check(iter_xml_events(document))
        if f.code != "guideline.applied"
    ]


def test_a_conjunct_asks_its_own_element_not_its_parent() -> None:
    """A cheque type other than DRFT or ELDR without a maturity date breaks nothing
    (``has(….ChqInstr) && has(….ChqInstr.ChqMtrtyDt)``: the second asks ChqMtrtyDt)."""
    document = _mutant("09", (("</Amt>", "</Amt><ChqInstr><ChqTp>BCHQ</ChqTp></ChqInstr>"),))
    plain = _plain()
    assert _rule_findings(iso_checks(), document) == _rule_findings(plain, document)
    assert [c for c, _ in _iso(iter_findings(document))] == ["iso.cheque-instruction"]


@needs_corpus
def test_the_ahead_rule_answers_as_the_plain_one_over_the_corpus() -> None:
    plain = _plain()
    for path in corpus_files():
        assert _rule_findings(iso_checks(), path) == _rule_findings(plain, path), path


def test_the_generated_module_follows_the_file() -> None:
    tool = load_tool("iso_ahead")
    assert tool.TARGET.read_text(encoding="utf-8") == tool.render(), (
        "src/pain_bridge/guideline/iso_ahead.py is out of date: run make iso-ahead"
    )


def _shape(g: Any) -> Any:
    """A guideline's fields, a condition by its source and reads (not its program)."""
    rules = [
        (
            r.code,
            r.path,
            r.kind,
            r.value,
            r.severity,
            r.message,
            r.source,
            r.refines,
            r.line,
            r.grade,
            (r.when.source, r.when.reads) if r.when else None,
        )
        for r in g.rules
    ]
    return (g.name, g.family, g.versions, g.source, g.schemes, g.path, rules)


def test_the_guideline_ahead_is_the_one_read_from_the_file() -> None:
    assert _shape(_ahead(iso_ahead)) == _shape(iso_guideline_plain())
    assert all(isinstance(r.when.program, LazyProgram) for r in iso_guideline().rules if r.when)


def test_each_reader_ahead_is_the_one_built_from_the_field_tables() -> None:
    def rows(made: Any) -> Any:
        return [
            [(r.steps, r.repeats, r.many, r.type, r.codes, r.others, r.unless) for r in group]
            for group in (made.texts, made.below)
        ]

    from pain_bridge.guideline.iso import _reader

    for kind, version, path in iso_ahead.READERS:
        key = next(v for v in iso_guideline_plain().versions if v.value == version)
        ahead = _reader(kind, key, path)
        assert ahead is not None
        assert rows(ahead) == rows(reader_plain(kind, key, path)), (kind, version, path)


def _contexts(source: str) -> Iterator[dict[str, Any]]:
    """Contexts of every combination of the condition's chains absent, a group present or
    one of a few texts (those it names among them)."""
    chains = list(dict.fromkeys(re.findall(r"(?:PmtInf|CdtTrfTxInf)(?:\.\w+)+", source)))
    texts = [None, *dict.fromkeys([*re.findall(r'"(\w+)"', source), "TRF", "MLCD"])]
    # a compared element holds a text (the element a rule's path names is a leaf there);
    # one only asked for is a group or a text
    compared = set(re.findall(r"((?:PmtInf|CdtTrfTxInf)(?:\.\w+)+)\s*(?:==|!=|in\b)", source))
    choices = [texts if chain in compared else [None, {}, "TRF"] for chain in chains]
    for values in itertools.product(*choices):
        context: dict[str, Any] = {"GrpHdr": {}, "PmtInf": {}, "CdtTrfTxInf": {}}
        for chain, value in zip(chains, values, strict=True):
            if value is not None:
                steps = chain.split(".")
                prefix = "PmtInf/" if steps[0] == "CdtTrfTxInf" else ""
                _put(context, prefix + "/".join(steps), value)
        yield context


def test_the_conditions_answer_without_cel_as_cel_does() -> None:
    """Every condition of the file, and each of its conjuncts, over every combination of
    what it reads: the subset's answer is CEL's (true where CEL's result is true)."""
    from cel_expr_python import cel

    for r in iso_guideline_plain().rules:
        if r.when is None:
            continue
        for source in (r.when.source, *conjuncts(r.when.source)):
            program = _environment(r.path.unit).compile(source)
            answer = parse(source)
            lazy = LazyProgram(source, r.path.unit)
            for context in _contexts(source):
                result = program.eval(data=context)
                expected = result.type() == cel.Type.BOOL and result.value() is True
                assert answer(context) is expected, (source, context)
                assert lazy.answer(context) is expected
                assert lazy.eval(context).value() == result.value()


def test_a_condition_outside_the_subset_is_refused() -> None:
    for source in ("PmtInf.Amt > 1", 'size(PmtInf.X) == "1"', "has(PmtInf)"):
        with pytest.raises(ValueError, match=r"subset|chain"):
            parse(source)


def test_a_plain_validation_imports_neither_re2_nor_cel_nor_the_loader(tmp_path: Path) -> None:
    document = tmp_path / "pay.xml"
    document.write_text(clean("09"), encoding="utf-8")
    code = (
        "import sys; from pain_bridge.validation import iter_findings; "
        f"list(iter_findings({str(document)!r})); "
        "print(sorted(m for m in ('re2', 'cel_expr_python', 'tomllib', "
        "'pain_bridge.guideline.load') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stderr


_CHEQUE_RULES = {
    "iso.cheque-creditor-account",
    "iso.cheque-delivery-without-creditor-agent",
    "iso.cheque-undelivered-creditor-agent",
}


@pytest.mark.parametrize(("method", "dropped"), [("TRF", True), ("CHK", False)])
def test_a_gate_false_in_a_payment_info_drops_its_rules_at_its_transactions(
    method: str, dropped: bool
) -> None:
    """The cheque's rules (``PmtInf.PmtMtd == "CHK" && …``) are not asked at the
    transactions of a payment info by transfer: their gate is false there."""
    document = clean("09").replace("<PmtMtd>TRF</PmtMtd>", f"<PmtMtd>{method}</PmtMtd>")
    checks = iso_checks()(RuleContext(today=date.today()))
    offs = []
    for event in iter_xml_events(document.encode()):
        checks.dispatch(event)
        if isinstance(event, PaymentInfo):
            offs.append({b.rule.code for b in checks.off})
    assert offs
    assert all((off >= _CHEQUE_RULES) is dropped for off in offs), offs


@pytest.mark.parametrize(
    "source",
    [
        'PmtInf.PmtMtd == "CHK" || has(CdtTrfTxInf.Cdtr) && has(CdtTrfTxInf.UltmtCdtr)',
        'has(CdtTrfTxInf.Cdtr) && (PmtInf.PmtMtd == "CHK" || !has(CdtTrfTxInf.UltmtCdtr))',
        'PmtInf.PmtMtd == "CHK && ||" && has(CdtTrfTxInf.Cdtr)',
    ],
)
def test_the_conjuncts_hold_together_exactly_where_the_condition_does(source: str) -> None:
    """A top-level ``||`` binds more loosely than ``&&``: such a condition is not split;
    a quoted ``&&`` or ``||`` (an escaped quote before it) splits nothing."""
    parts = [parse(part) for part in conjuncts(source)]
    whole = parse(source)
    for context in _contexts(source):
        assert all(part(context) for part in parts) is whole(context), (source, context)


def test_an_escaped_quote_does_not_end_a_text() -> None:
    source = 'PmtInf.PmtMtd == "C\\" && D" && has(CdtTrfTxInf.Cdtr)'
    assert conjuncts(source) == ['PmtInf.PmtMtd == "C\\" && D"', "has(CdtTrfTxInf.Cdtr)"]


def test_every_condition_of_the_file_is_its_conjuncts_together() -> None:
    for r in iso_guideline_plain().rules:
        if r.when is not None:
            parts = [parse(part) for part in conjuncts(r.when.source)]
            whole = parse(r.when.source)
            for context in _contexts(r.when.source):
                assert all(part(context) for part in parts) is whole(context), r.code


def test_the_plain_rules_are_the_bundled_file_whatever_the_working_directory_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read from the TOML (its bytes not those written ahead), ISO's rules are the
    bundled file's, not a folder or file named ``iso`` where the user runs."""
    (tmp_path / "iso").mkdir()
    monkeypatch.chdir(tmp_path)
    assert [r.code for r in iso_guideline_plain().rules] == list(ISO_CODES)
