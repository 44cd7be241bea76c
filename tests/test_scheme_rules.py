"""Every scheme rule, by the examples its profile row declares (``rule(..., examples=...)``):
the example's clean document passes, its mutant fails at the line of the mutation (on
pain.001.001.09; the rule that differs on pain.001.001.03 on that version too)."""

from __future__ import annotations

import pytest

from pain_bridge.examples import Example
from pain_bridge.rules.schemes.charsets import suggest, transliterate
from pain_bridge.rules.schemes.remittance import strd_text
from pain_bridge.schemes import SCHEMES, profile_problems
from pain_bridge.validation import iter_findings
from scheme_support import TODAY, document, line_of, mutant, rule_lines, scheme_findings


def _cases() -> list[tuple[str, str, Example]]:
    """Every example of every scheme's rules: (scheme, rule name[@variant], example)."""
    return [
        (scheme, r.code.partition(".")[2] + (f"@{e.variant}" if e.variant else ""), e)
        for scheme, profile in SCHEMES.items()
        for r in profile.rules
        for e in r.examples
    ]


#: The examples declared by the scheme rules (``rule(..., examples=...)``).
CASES = _cases()
#: The Swiss domestic document made a bank cheque (type C): PmtMtd CHK, no CdtrAcct.
CHEQUE = document("sps-cheque")
INST_DOCUMENT = document("sct-inst")


def example_of(scheme: str, name: str) -> Example:
    """The first example of ``scheme``'s rule ``name``."""
    return next(e for s, n, e in CASES if s == scheme and n == name)


def _mutated(example: Example) -> tuple[bytes, bytes, int | None]:
    """The clean document, its mutant, and the line the finding belongs on."""
    return example.passing(), example.failing(), example.line()


def test_every_rule_has_its_example() -> None:
    tested = {(scheme, name.partition("@")[0]) for scheme, name, _e in CASES}
    every = {
        (scheme, row.code.partition(".")[2])
        for scheme, profile in SCHEMES.items()
        for row in profile.rules
    }
    assert every - tested == set()


@pytest.mark.parametrize(
    ("scheme", "name", "example"), CASES, ids=[f"{s}:{n}" for s, n, _ in CASES]
)
def test_a_clean_document_passes_and_its_mutant_fails_at_the_line(
    scheme: str, name: str, example: Example
) -> None:
    """Each example of a rule, the rule alone: its passing document draws nothing of it,
    its failing one a hit at the example's line (the rule's rows for the example's
    payment type)."""
    clean, changed, line = _mutated(example)
    code, _, variant = name.partition("@")
    assert rule_lines(clean, scheme, code, variant or None) == []
    assert sorted(set(rule_lines(changed, scheme, code, variant or None))) == [line]


@pytest.mark.parametrize(
    ("scheme", "source"),
    [
        ("epc-sct", document("sct")),
        ("dk", document("sct")),
        ("epc-sct-inst", INST_DOCUMENT),
        ("cbpr-plus", document("cbpr-env")),
        ("swiss-sps", document("sct")),  # payment type S
        ("swiss-sps", document("sps-d")),  # payment type D
        ("swiss-sps", CHEQUE),  # payment type C
    ],
)
def test_the_clean_documents_have_no_finding_of_any_scheme_rule(scheme: str, source: bytes) -> None:
    assert scheme_findings(source, scheme) == []


def test_a_bare_cbpr_document_draws_only_the_missing_header() -> None:
    """A CBPR+ message travels with its header; the same document bare (a channel may
    add the header, or a bank strip it) draws that warning alone, at its group header."""
    bare = document("cbpr")
    found = [(code, at) for code, at, _m in scheme_findings(bare, "cbpr-plus")]
    assert found == [("cbpr.header-required", line_of(bare, "<GrpHdr>"))]
    # a payment intent (JSON) has no header to carry
    json_codes = {code for code, _at, _m in scheme_findings(document("intent"), "cbpr-plus")}
    assert "cbpr.header-required" not in json_codes


def test_the_cbpr_header_message_id_is_decided_by_the_creation_date() -> None:
    """BizMsgIdr = MsgId is SR2026's formal rule (an error from its release); before it,
    the generic head.message-id (a warning) speaks."""
    other = mutant("cbpr-env", "<BizMsgIdr>CBPR-2026-0001<", "<BizMsgIdr>OTHER-0001<")
    line = line_of(other, "<BizMsgIdr>")
    codes = [(f.code, f.line) for f in iter_findings(other, scheme="cbpr-plus", today=TODAY)]
    assert ("cbpr.header-message-id", line) in codes
    assert "head.message-id" not in {c for c, _l in codes}
    before = mutant(other, "<CreDtTm>2026-12-01", "<CreDtTm>2026-11-13")
    codes = [(f.code, f.line) for f in iter_findings(before, scheme="cbpr-plus", today=TODAY)]
    assert ("head.message-id", line) in codes
    assert "cbpr.header-message-id" not in {c for c, _l in codes}


def test_the_cbpr_header_receiver_is_quiet_with_a_forwarding_agent_or_the_same_bank() -> None:
    other = mutant(
        "cbpr-env",
        "<To><FIId><FinInstnId><BICFI>COBADEFFXXX",
        "<To><FIId><FinInstnId><BICFI>CHASUS33XXX",
    )
    assert rule_lines(other, "cbpr-plus", "header-receiver") == [line_of(other, "<To>")]
    forwarded = mutant(
        other,
        "</InitgPty>",
        "</InitgPty>\n<FwdgAgt><FinInstnId><BICFI>CHASUS33XXX</BICFI></FinInstnId></FwdgAgt>",
    )
    assert rule_lines(forwarded, "cbpr-plus", "header-receiver") == []
    assert scheme_findings(forwarded, "cbpr-plus") == []
    # the debtor agent's BIC8 names the same bank as the header's BIC11
    bic8 = mutant("cbpr-env", "<BICFI>COBADEFFXXX</BICFI>\n", "<BICFI>COBADEFF</BICFI>\n")
    assert b"<BICFI>COBADEFF</BICFI>" in bic8
    assert rule_lines(bic8, "cbpr-plus", "header-receiver") == []


def test_the_engine_reports_a_mutant_with_the_rules_code_severity_and_line() -> None:
    _clean, changed, line = _mutated(example_of("epc-sct", "charset"))
    found = scheme_findings(changed, "epc-sct")
    assert [(code, at) for code, at, _message in found] == [("epc.charset", line)]
    assert "'П' → 'P'" in found[0][2]
    assert "suggested: 'Petr Omega BV'" in found[0][2]
    swiss = scheme_findings(mutant("sps-d", 'Ccy="CHF">50.00', 'Ccy="USD">50.00'), "swiss-sps")
    assert swiss == []  # USD to a Swiss IBAN is type X, which takes any currency


def test_sct_inst_takes_a_moment_and_wants_inst() -> None:
    moment = mutant(INST_DOCUMENT, "<Dt>2026-11-20</Dt>", "<DtTm>2026-11-20T09:00:00</DtTm>")
    assert scheme_findings(moment, "epc-sct-inst") == []
    assert rule_lines(moment, "epc-sct", "execution-date") == [line_of(moment, "<DtTm>")]
    other = mutant(INST_DOCUMENT, "<Cd>INST</Cd>", "<Cd>IN</Cd>")
    assert rule_lines(other, "epc-sct-inst", "local-instrument") == [line_of(other, "<LclInstrm>")]
    assert rule_lines(document("sct"), "epc-sct-inst", "local-instrument") == [
        line_of(document("sct"), "<CdtTrfTxInf>", 1),
        line_of(document("sct"), "<CdtTrfTxInf>", 2),
    ]


def test_the_cutover_is_decided_by_the_requested_execution_date() -> None:
    _clean, changed, line = _mutated(example_of("epc-sct", "address-unstructured"))
    assert rule_lines(changed, "epc-sct", "address-unstructured") == [line]
    before = mutant(changed, "<Dt>2026-11-20</Dt>", "<Dt>2026-11-14</Dt>")
    assert rule_lines(before, "epc-sct", "address-unstructured") == []
    _clean, cbpr, line = _mutated(example_of("cbpr-plus", "unstructured-only"))
    before = mutant(cbpr, "<Dt>2026-11-20</Dt>", "<Dt>2026-11-14</Dt>")
    assert rule_lines(before, "cbpr-plus", "unstructured-only") == [line]  # from the 14th
    earlier = mutant(cbpr, "<Dt>2026-11-20</Dt>", "<Dt>2026-11-13</Dt>")
    assert rule_lines(earlier, "cbpr-plus", "unstructured-only") == []
    # with its country, the address is hybrid for CBPR+ (ADR-10): it lacks its town
    assert rule_lines(changed, "cbpr-plus", "unstructured-only") == []
    assert rule_lines(changed, "cbpr-plus", "no-town") == [line]


# --- pain.001.001.03, where the rule differs ---------------------------------------------


def test_the_cbpr_sr2026_rules_are_decided_by_the_creation_date() -> None:
    """SR2026 is a release of the message's format: a message created before it is
    validated by SR2025 whatever the execution date, one created after it by SR2026."""
    other_id = mutant("cbpr", "<PmtInfId>CBPR-2026-0001<", "<PmtInfId>PMT-2026-0001<")
    line = line_of(other_id, "<PmtInfId>")
    assert rule_lines(other_id, "cbpr-plus", "payment-info-id") == [line]
    created_before = mutant(other_id, "<CreDtTm>2026-12-01", "<CreDtTm>2026-11-13")
    assert rule_lines(created_before, "cbpr-plus", "payment-info-id") == []
    executed_before = mutant(other_id, "<Dt>2026-12-02</Dt>", "<Dt>2026-11-13</Dt>")
    assert rule_lines(executed_before, "cbpr-plus", "payment-info-id") == [line]
    engine = [(c, at) for c, at, _m in scheme_findings(executed_before, "cbpr-plus")]
    assert ("cbpr.payment-info-id", line) in engine
    assert "cbpr.payment-info-id" not in [
        c for c, _a, _m in scheme_findings(created_before, "cbpr-plus")
    ]


def test_cbpr_structured_remittance_counts_its_data_without_tags() -> None:
    blocks = "".join(
        f"<Strd><AddtlRmtInf>{'A' * 140}</AddtlRmtInf></Strd>\n" for _ in range(64)
    )  # 8,960 characters of data (far more with the tags): within 9,000
    within = mutant("cbpr", "<Ustrd>Invoice 2026-17</Ustrd>", blocks)
    assert rule_lines(within, "cbpr-plus", "structured-remittance-length") == []
    over = mutant(within, "<AddtlRmtInf>A", "<AddtlRmtInf>" + "B" * 41 + "A")
    assert rule_lines(over, "cbpr-plus", "structured-remittance-length") == [
        line_of(over, "<Strd>")
    ]


def _as_03(source: bytes) -> bytes:
    text = source.decode().replace("pain.001.001.09", "pain.001.001.03")
    text = text.replace("BICFI>", "BIC>")
    text = text.replace(
        "<ReqdExctnDt>\n        <Dt>2026-11-20</Dt>\n      </ReqdExctnDt>",
        "<ReqdExctnDt>2026-11-20</ReqdExctnDt>",
    )
    return text.encode()


def test_the_sepa_core_address_of_03_is_country_and_lines() -> None:
    structured = _as_03(document("sct"))
    assert "<ReqdExctnDt>2026-11-20</ReqdExctnDt>" in structured.decode()
    for scheme in ("epc-sct", "dk"):
        assert rule_lines(structured, scheme, "address-core") == [
            line_of(structured, "<StrtNm>Hauptstrasse"),
            line_of(structured, "<TwnNm>Amsterdam"),
            line_of(structured, "<StrtNm>Rue de la Loi"),
        ]
        assert rule_lines(document("sct"), scheme, "address-core") == []  # .09: no such rule
    core = mutant(
        mutant(
            mutant(structured, "<StrtNm>Hauptstrasse</StrtNm>", ""),
            "<BldgNb>1</BldgNb>\n          <PstCd>10115</PstCd>\n          <TwnNm>Berlin</TwnNm>",
            "<AdrLine>Hauptstrasse 1</AdrLine><AdrLine>10115 Berlin</AdrLine>",
        ),
        "<Ctry>DE</Ctry>",
        "",
    )
    assert line_of(structured, "<StrtNm>Hauptstrasse") not in rule_lines(
        core, "epc-sct", "address-core"
    )


def test_tax_remittance_is_no_part_of_a_sepa_strd() -> None:
    taxed = mutant(
        "sct",
        "</CdtrRefInf>",
        "</CdtrRefInf>\n<TaxRmt><Cdtr><TaxId>DE123</TaxId></Cdtr></TaxRmt>",
    )
    assert rule_lines(taxed, "epc-sct", "remittance-structured-parts") == [
        line_of(taxed, "<TaxRmt>")
    ]


def test_a_country_alone_is_no_structured_address() -> None:
    alone = mutant(
        "sct",
        "<StrtNm>Hauptstrasse</StrtNm>\n          <BldgNb>1</BldgNb>\n          "
        "<PstCd>10115</PstCd>\n          <TwnNm>Berlin</TwnNm>\n",
        "",
    )
    assert rule_lines(alone, "epc-sct", "address-town-country") == []
    assert rule_lines(alone, "cbpr-plus", "no-town") == []
    street = mutant(alone, "<Ctry>DE</Ctry>", "<StrtNm>Hauptstrasse</StrtNm><Ctry>DE</Ctry>")
    assert rule_lines(street, "epc-sct", "address-town-country") == [line_of(street, "<PstlAdr>")]


# --- the pieces -------------------------------------------------------------------------


def test_the_suggestion_transliterates_instead_of_dots() -> None:
    assert suggest("Пётр Чайковский", "epc-latin") == "Petr Chaykovskiy"
    assert suggest("Ωμέγα & Söhne", "epc-latin") == "Omega + Soehne"
    assert suggest("北京", "epc-latin") == "BeiJing"
    assert suggest("Zürich €", "swiss") == "Zürich €"  # in the Swiss set
    assert suggest("Zürich Пётр", "swiss") == "Zürich Petr"
    assert transliterate("\u2603", "epc-latin") == "."  # a snowman has no letters


def test_the_suggestion_of_decomposed_text_is_that_of_its_composed_letters() -> None:
    from pain_bridge.rules.schemes.charsets import describe

    decomposed = "Zu\u0308rich Cafe\u0301"  # NFD: a letter, then its accent
    assert suggest(decomposed, "epc-latin") == "Zuerich Cafe"
    assert suggest(decomposed, "swiss") == "Zürich Café"  # composed, in the Swiss set
    assert "'ü' → 'ue'" in describe(decomposed, "epc-latin")


def test_strd_counts_its_sub_elements_tags() -> None:
    from pain_bridge.model import CreditorReference, StructuredRemittance

    block = StructuredRemittance(CreditorReference("RF18539007547034", "SCOR", "ISO"))
    text = strd_text(block)
    assert text == (
        "<CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp>"
        "<Ref>RF18539007547034</Ref></CdtrRefInf>"
    )
    assert len(text) == 113


def test_every_rule_names_a_check_with_its_parameters() -> None:
    assert [problem for profile in SCHEMES.values() for problem in profile.problems()] == []
    assert profile_problems() == []
