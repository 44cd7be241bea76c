"""Currency, country and amount rules."""

from __future__ import annotations

from decimal import Decimal

import pytest

from pain_bridge.model import Account, Amount
from pain_bridge.rules.amount import amount_problem
from pain_bridge.rules.currency import currency_problem, minor_unit
from rules_support import (
    findings_of,
    json_data,
    json_tx,
    model_events,
    model_findings,
    model_info,
    model_tx,
    set_path,
    with_code,
)

TX = "/payment_info/0/transactions/0"
TX_XPATH = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]"
CCY = f"{TX}/amount/instructed_amount/currency"
VALUE = f"{TX}/amount/instructed_amount/value"


def _amount(data: dict, value: str, currency: str) -> dict:  # type: ignore[type-arg]
    data = set_path(data, VALUE, value)
    data = set_path(data, CCY, currency)
    data = set_path(data, f"{TX}/creditor_account/currency", currency)
    return set_path(data, "/payment_info/0/debtor_account/currency", currency)


# --- currency.unknown ------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["EURO", "XYZ", "eur", "DEM", "XAU", "XXX", "E1R"])
def test_currency_unknown_instructed(bad: str) -> None:
    found = findings_of(set_path(json_data(), CCY, bad))
    unknown = with_code(found, "currency.unknown")
    assert [(f.pointer, f.xpath) for f in unknown] == [(CCY, f"{TX_XPATH}/Amt/InstdAmt/@Ccy")]
    assert bad in unknown[0].message
    assert findings_of(set_path(json_data(), CCY, "EUR")) == []


def test_currency_unknown_on_accounts() -> None:
    data = set_path(json_data(), "/payment_info/0/debtor_account/currency", "EUX")
    data = set_path(data, f"{TX}/creditor_account/currency", "EUY")
    found = findings_of(data)
    assert [(f.code, f.pointer) for f in found] == [
        ("currency.unknown", "/payment_info/0/debtor_account/currency"),
        ("currency.unknown", f"{TX}/creditor_account/currency"),
    ]
    assert found[0].xpath == "/Document/CstmrCdtTrfInitn/PmtInf[1]/DbtrAcct/Ccy"


def test_lowercase_currency_message_gives_capitals() -> None:
    assert "EUR" in (currency_problem("eur") or "")


# --- currency.precision ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("currency", "bad", "good"),
    [
        ("EUR", "10.505", "10.50"),
        ("JPY", "1500.5", "1500"),
        ("JPY", "1500.00", "1500"),
        ("BHD", "1.2345", "1.234"),
        ("CLF", "1.23456", "1.2345"),
    ],
)
def test_currency_precision(currency: str, bad: str, good: str) -> None:
    found = findings_of(_amount(json_data(), bad, currency))
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        ("currency.precision", VALUE, f"{TX_XPATH}/Amt/InstdAmt")
    ]
    assert bad in found[0].message
    assert findings_of(_amount(json_data(), good, currency)) == []


def test_precision_hint_only_when_the_value_is_unchanged() -> None:
    (exact,) = findings_of(_amount(json_data(), "1500.00", "JPY"))
    assert exact.message.endswith("write 1500")
    (inexact,) = findings_of(_amount(json_data(), "1500.5", "JPY"))
    assert "write" not in inexact.message


def test_minor_units_from_iso4217() -> None:
    assert (minor_unit("JPY"), minor_unit("EUR"), minor_unit("BHD")) == (0, 2, 3)
    assert minor_unit("XAU") is None
    assert minor_unit("ZZZ") is None


# --- currency.account-mismatch ----------------------------------------------------------


def test_creditor_account_mismatch_is_a_warning() -> None:
    data = set_path(json_data(), f"{TX}/creditor_account/currency", "USD")
    found = findings_of(data)
    assert [(f.code, f.severity.value, f.pointer) for f in found] == [
        ("currency.account-mismatch", "warning", f"{TX}/creditor_account/currency")
    ]
    assert found[0].xpath == f"{TX_XPATH}/CdtrAcct/Ccy"


def test_debtor_account_mismatch_reported_once_per_payment_info_and_currency() -> None:
    txs = [json_tx(i) for i in range(3)]
    for tx in txs:
        tx["amount"]["instructed_amount"]["currency"] = "USD"
        tx["creditor_account"]["currency"] = "USD"
    data = json_data(transactions=3)
    data["payment_info"][0]["transactions"] = txs
    found = findings_of(data)
    assert [(f.code, f.pointer) for f in found] == [("currency.account-mismatch", CCY)]
    assert "debtor account currency EUR" in found[0].message
    same = json_data(transactions=3)
    assert findings_of(same) == []


# --- country.unknown -------------------------------------------------------------------


@pytest.mark.parametrize(("bad", "good"), [("UK", "GB"), ("de", "DE"), ("XX", "FR"), ("DEU", "DE")])
def test_country_unknown(bad: str, good: str) -> None:
    pointer = f"{TX}/creditor/country"
    found = findings_of(set_path(json_data(), pointer, bad))
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        ("country.unknown", pointer, f"{TX_XPATH}/Cdtr/PstlAdr/Ctry")
    ]
    assert findings_of(set_path(json_data(), pointer, good)) == []


def test_country_hints() -> None:
    (finding,) = findings_of(set_path(json_data(), f"{TX}/creditor/country", "UK"))
    assert "did you mean GB" in finding.message
    pointer = "/payment_info/0/debtor/country"
    (debtor,) = findings_of(set_path(json_data(), pointer, "de"))
    assert debtor.pointer == pointer
    assert "capitals: DE" in debtor.message


# --- amount.range ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bad", "good", "words"),
    [
        ("0.00", "0.01", "zero"),
        ("0", "1", "zero"),
        ("-10.00", "10.00", "negative"),
        ("1000000000.00", "999999999.99", "SEPA maximum"),
    ],
)
def test_amount_range_eur(bad: str, good: str, words: str) -> None:
    found = findings_of(set_path(json_data(), VALUE, bad))
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        ("amount.range", VALUE, f"{TX_XPATH}/Amt/InstdAmt")
    ]
    assert words in found[0].message
    assert findings_of(set_path(json_data(), VALUE, good)) == []


def test_amount_range_schema_digits_for_other_currencies() -> None:
    ok = Amount.of("999999999999999999", "JPY")  # 18 digits: the schema's bound
    too_long = Amount.of("1000000000000000000", "JPY")  # 19
    assert amount_problem(ok) is None
    assert "18 digits" in (amount_problem(too_long) or "")
    assert amount_problem(Amount.of("1234567890123.12345", "USD")) is None
    assert amount_problem(Amount.of("12345678901234.12345", "USD")) is not None


@pytest.mark.parametrize("text", ["NaN", "Infinity", "-Infinity", "sNaN"])
def test_non_numbers_are_out_of_range_and_never_crash(text: str) -> None:
    tx = model_tx(amount=Amount(Decimal(text), "EUR", text))
    found = model_findings(model_events([(model_info(), [tx])]))
    assert "amount.range" in [f.code for f in found]


def test_account_currency_of_xml_without_ccy_is_not_compared() -> None:
    tx = model_tx(creditor_account=Account(iban="NL91ABNA0417164300"))
    found = model_findings(model_events([(model_info(), [tx])]))
    assert with_code(found, "currency.account-mismatch") == []
