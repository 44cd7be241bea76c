"""The tax and regulatory reporting blocks cover their ISO types in every edition that
has them, no more, and every row leads to a model field."""

from __future__ import annotations

import pytest

from blocks_support import model_problems, uncovered
from pain_bridge.fields.blocks import regulatory, tax
from pain_bridge.fields.blocks.editions import FIRST, LAST
from pain_bridge.fields.row import ValueType
from pain_bridge.model.regulatory import RegulatoryReporting
from pain_bridge.model.tax import TaxInformation

EDITIONS = range(FIRST, LAST + 1)
REMITTANCE_EDITIONS = range(6, LAST + 1)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_tax_covers_its_type(edition: int) -> None:
    assert uncovered(tax.tax(edition), edition, tax.TYPES[edition]) == (set(), set())


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_tax_rows_lead_to_model_fields(edition: int) -> None:
    assert model_problems(tax.tax(edition), TaxInformation) == []


@pytest.mark.parametrize("edition", REMITTANCE_EDITIONS)
def test_the_tax_remittance_covers_its_type(edition: int) -> None:
    rows = tax.tax_remittance(edition)
    assert uncovered(rows, edition, tax.REMITTANCE_TYPES[edition]) == (set(), set())


@pytest.mark.parametrize("edition", REMITTANCE_EDITIONS)
def test_the_tax_remittance_rows_lead_to_model_fields(edition: int) -> None:
    assert model_problems(tax.tax_remittance(edition), TaxInformation) == []


@pytest.mark.parametrize("edition", range(FIRST, 6))
def test_no_tax_remittance_before_06(edition: int) -> None:
    assert edition not in tax.REMITTANCE_TYPES
    with pytest.raises(KeyError):
        tax.tax_remittance(edition)


def _block_rows() -> list[tuple[str, int]]:
    return [("tax", e) for e in EDITIONS] + [("tax_remittance", e) for e in REMITTANCE_EDITIONS]


@pytest.mark.parametrize(("block", "edition"), _block_rows())
def test_tax_rows_have_no_json_and_no_checks(block: str, edition: int) -> None:
    rows = getattr(tax, block)(edition)
    assert [r.xml for r in rows if r.json is not None or r.checks] == []


@pytest.mark.parametrize(("block", "edition"), _block_rows())
def test_every_tax_amount_has_its_currency_row(block: str, edition: int) -> None:
    rows = getattr(tax, block)(edition)
    amounts = {r.xml: r.model for r in rows if r.type is ValueType.AMOUNT}
    currencies = {
        r.xml.removesuffix("/@Ccy"): r.model for r in rows if r.type is ValueType.ATTRIBUTE
    }
    assert len(amounts) == 5
    assert currencies == {xml: f"{model}.currency" for xml, model in amounts.items()}


@pytest.mark.parametrize(
    ("edition", "element"),
    [(3, "AdmstnZn"), (8, "AdmstnZn"), (9, "AdmstnZone"), (13, "AdmstnZone")],
)
def test_the_administration_zone_is_one_field_under_both_names(edition: int, element: str) -> None:
    zone = [(r.xml, r.model) for r in tax.tax(edition) if r.xml.startswith("Admstn")]
    assert zone == [(element, "administration_zone")]


def test_the_remittance_tax_is_the_tax_of_12_with_its_own_types() -> None:
    assert all(tax.tax_remittance(e) == tax.tax(12) for e in REMITTANCE_EDITIONS)
    assert [tax.REMITTANCE_TYPES[e] for e in (6, 8, 9, 10, 11, 13)] == [
        "TaxInformation4",
        "TaxInformation4",
        "TaxInformation7",
        "TaxInformation7",
        "TaxData1",
        "TaxData1",
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_regulatory_reporting_covers_its_type(edition: int) -> None:
    rows = regulatory.regulatory_reporting(edition)
    assert uncovered(rows, edition, regulatory.TYPES[edition]) == (set(), set())


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_regulatory_reporting_rows_lead_to_model_fields(edition: int) -> None:
    rows = regulatory.regulatory_reporting(edition)
    assert model_problems(rows, RegulatoryReporting) == []
    assert [r.xml for r in rows if r.json is not None or r.checks] == []


@pytest.mark.parametrize(
    ("edition", "code", "texts"),
    [
        (3, "Dtls/Cd", ["Dtls/Tp"]),
        (12, "Dtls/Cd", ["Dtls/Tp"]),
        (13, "Dtls/RptgCd", ["Dtls/Tp/Prtry"]),
    ],
)
def test_the_regulatory_renames_keep_one_model_field(
    edition: int, code: str, texts: list[str]
) -> None:
    rows = {r.xml: r.model for r in regulatory.regulatory_reporting(edition)}
    assert rows[code] == "details[].reporting_code"
    assert [xml for xml, model in rows.items() if model == "details[].type"] == texts


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_repeated_elements_are_many(edition: int) -> None:
    repeated = {r.xml for r in regulatory.regulatory_reporting(edition) if r.many}
    assert repeated == {"", "Dtls", "Dtls/Inf"}
    repeated = {r.xml for r in tax.tax(edition) if r.many}
    assert repeated == {"Rcrd", "Rcrd/TaxAmt/Dtls"}


def test_the_13_regulatory_type_is_a_choice_code_first() -> None:
    rows = [r for r in regulatory.regulatory_reporting(13) if r.xml.startswith("Dtls/Tp")]
    assert [(r.xml, r.choice) for r in rows] == [
        ("Dtls/Tp", True),
        ("Dtls/Tp/Cd", False),
        ("Dtls/Tp/Prtry", False),
    ]
