"""IBAN and BIC rules: each code triggered at its location, and a near-identical pass."""

from __future__ import annotations

import pytest

from pain_bridge.model import Account, FinancialInstitution
from pain_bridge.paths import payment_info_origin, transaction_origin
from pain_bridge.rules.bic import BicRule, bic_problem
from pain_bridge.rules.iban import IbanRule, iban_problem
from rules_support import (
    CREDITOR_IBAN,
    DEBTOR_IBAN,
    findings_of,
    json_data,
    model_events,
    model_findings,
    model_info,
    model_tx,
    set_path,
)

CREDITOR = "/payment_info/0/transactions/0/creditor_account/identification/iban"
DEBTOR = "/payment_info/0/debtor_account/identification/iban"
TX_XPATH = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]"


def test_valid_payment_has_no_finding_at_all() -> None:
    assert findings_of(json_data(transactions=2)) == []


@pytest.mark.parametrize(
    ("code", "bad", "good"),
    [
        ("iban.country", "XX89370400440532013000", CREDITOR_IBAN),
        ("iban.country", "US12345678901234567890", CREDITOR_IBAN),
        ("iban.length", "DE8937040044053201300", DEBTOR_IBAN),
        ("iban.length", "NL91ABNA04171643001", CREDITOR_IBAN),
        ("iban.format", "DE8937040044053201300X", DEBTOR_IBAN),
        ("iban.format", "GB82WES112345698765432", "GB82WEST12345698765432"),
        ("iban.format", "DE89_370400440532013000", DEBTOR_IBAN),
        ("iban.format", "NL91 ABNA 0417 1643 00", CREDITOR_IBAN),
        ("iban.format", "nl91abna0417164300", CREDITOR_IBAN),
        ("iban.checksum", "NL92ABNA0417164300", CREDITOR_IBAN),
        ("iban.checksum", "DE00370400440532013000", DEBTOR_IBAN),
    ],
)
def test_creditor_iban(code: str, bad: str, good: str) -> None:
    found = findings_of(set_path(json_data(), CREDITOR, bad))
    assert [f.code for f in found] == [code]
    (finding,) = found
    assert finding.pointer == CREDITOR
    assert finding.xpath == f"{TX_XPATH}/CdtrAcct/Id/IBAN"
    assert finding.is_error
    assert repr(bad)[1:-1][:20] in finding.message
    assert findings_of(set_path(json_data(), CREDITOR, good)) == []


def test_debtor_iban_checksum_located_at_debtor_account() -> None:
    found = findings_of(set_path(json_data(), DEBTOR, "DE88370400440532013000"))
    assert [(f.code, f.pointer) for f in found] == [("iban.checksum", DEBTOR)]
    assert found[0].xpath == "/Document/CstmrCdtTrfInitn/PmtInf[1]/DbtrAcct/Id/IBAN"


def test_empty_iban_is_a_format_problem() -> None:
    assert iban_problem("") == ("iban.format", "IBAN is empty")


def test_electronic_format_message_gives_the_compact_form() -> None:
    code, message = iban_problem("NL91 ABNA 0417 1643 00") or ("", "")
    assert code == "iban.format"
    assert message.endswith(": NL91ABNA0417164300")


def test_length_message_names_the_expected_length() -> None:
    assert "a DE IBAN has 22" in (iban_problem("DE8937040044053201300") or ("", ""))[1]


def test_iban_rule_alone_as_a_generator() -> None:
    events = model_events([(model_info(), [model_tx(creditor_account=None)])])
    assert list(IbanRule.check(events)) == []


# --- BIC (XML only: the JSON has no agents) --------------------------------------------


@pytest.mark.parametrize(
    ("bad", "good"),
    [
        ("COBADEF", "COBADEFF"),
        ("COBADEFF5", "COBADEFF500"),
        ("COBA1EFF", "COBADEFF"),
        ("COBAXXFF", "COBADEFF"),
        ("cobadeff", "COBADEFF"),
        ("COBA DE FF", "COBADEFF"),
    ],
)
def test_bic_format(bad: str, good: str) -> None:
    origin = payment_info_origin(0, line=10, field_lines={"DbtrAgt/FinInstnId/BIC": 31})
    events = model_events(
        [(model_info(debtor_agent=FinancialInstitution(bic=bad), origin=origin), [model_tx()])]
    )
    found = model_findings(events)
    assert [f.code for f in found] == ["bic.format"]
    assert found[0].xpath == "/Document/CstmrCdtTrfInitn/PmtInf[1]/DbtrAgt/FinInstnId/BIC"
    assert found[0].pointer is None  # no JSON counterpart
    assert found[0].line == 31
    good_events = model_events(
        [(model_info(debtor_agent=FinancialInstitution(bic=good)), [model_tx()])]
    )
    assert model_findings(good_events) == []


def test_bic_iban_mismatch_is_a_warning_at_the_creditor_agent() -> None:
    origin = transaction_origin(0, 0, line=40, field_lines={"CdtrAgt/FinInstnId/BIC": 47})
    tx = model_tx(
        creditor_agent=FinancialInstitution(bic="COBADEFFXXX"), origin=origin
    )  # DE bank, NL IBAN
    found = model_findings(model_events([(model_info(), [tx])]))
    assert [(f.code, f.severity.value, f.line) for f in found] == [
        ("bic.iban-mismatch", "warning", 47)
    ]
    assert found[0].xpath == f"{TX_XPATH}/CdtrAgt/FinInstnId/BIC"
    assert "COBADEFFXXX" in found[0].message
    assert "NL" in found[0].message
    matching = model_tx(creditor_agent=FinancialInstitution(bic="ABNANL2A"))
    assert model_findings(model_events([(model_info(), [matching])])) == []


@pytest.mark.parametrize(
    ("bic", "iban"),
    [
        ("BNPAGPGP", "FR1420041010050500013M02606"),  # Guadeloupe bank, French IBAN
        ("BNPARERX", "FR1420041010050500013M02606"),  # Réunion
        ("MIDLJESH", "GB82WEST12345698765432"),  # Jersey
        ("AABAFI22", "FI2112345600000785"),
    ],
)
def test_bic_iban_mismatch_known_exceptions(bic: str, iban: str) -> None:
    tx = model_tx(
        creditor_agent=FinancialInstitution(bic=bic),
        creditor_account=Account(iban=iban, currency="EUR"),
    )
    assert model_findings(model_events([(model_info(), [tx])])) == []


def test_no_mismatch_reported_when_the_iban_itself_is_invalid() -> None:
    info = model_info(
        debtor_agent=FinancialInstitution(bic="ABNANL2A"),
        debtor_account=Account(iban="DE00370400440532013000", currency="EUR"),
    )
    assert [f.code for f in model_findings(model_events([(info, [model_tx()])]))] == [
        "iban.checksum"
    ]


def test_bic_problem_cache_and_rule_documentation() -> None:
    assert bic_problem("DEUTDEFF500") is None
    assert "bic.iban-mismatch" in BicRule.documentation()
