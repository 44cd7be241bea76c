"""The tax and regulatory reporting blocks cover their ISO types in every edition that
has them, no more, and every row leads to a model field."""

from __future__ import annotations

from dataclasses import replace

import pytest

from blocks_support import model_problems, schema_of, uncovered
from pain_bridge import xsd
from pain_bridge.fields.blocks import regulatory, tax
from pain_bridge.fields.blocks.editions import FIRST, LAST
from pain_bridge.fields.row import Field, ValueType
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


def _years_as_dates(rows: tuple[Field, ...]) -> tuple[Field, ...]:
    return tuple(
        replace(r, type=ValueType.YEAR_DATE) if r.type is ValueType.YEAR else r for r in rows
    )


def test_the_remittance_tax_is_the_tax_of_12_with_its_own_types() -> None:
    assert all(tax.tax_remittance(e) == tax.tax(12) for e in range(11, LAST + 1))
    assert all(tax.tax_remittance(e) == _years_as_dates(tax.tax(12)) for e in range(6, 11))
    assert [tax.REMITTANCE_TYPES[e] for e in (6, 8, 9, 10, 11, 13)] == [
        "TaxInformation4",
        "TaxInformation4",
        "TaxInformation7",
        "TaxInformation7",
        "TaxData1",
        "TaxData1",
    ]


def _declared_type(edition: int, type_name: str, path: str) -> str:
    """The schema type of the element at ``path`` below an element of ``type_name``."""
    types = xsd._complex_types(schema_of(edition))
    for step in path.split("/"):
        elements = types[type_name].iter("{http://www.w3.org/2001/XMLSchema}element")
        type_name = next(str(e.get("type")) for e in elements if e.get("name") == step)
    return type_name


def _year_types(schema_type: str) -> ValueType:
    return {"ISODate": ValueType.YEAR_DATE, "ISOYear": ValueType.YEAR}[schema_type]


@pytest.mark.parametrize(("block", "edition"), _block_rows())
def test_a_period_year_has_the_value_type_of_its_schema_type(block: str, edition: int) -> None:
    """``Yr`` is an ``ISODate`` to ``.10``, an ``ISOYear`` from ``.11`` (``TaxPeriod3``):
    the row says which, so that the writer writes the year in the form of the target."""
    rows = getattr(tax, block)(edition)
    table = tax.TYPES if block == "tax" else tax.REMITTANCE_TYPES
    years = {r.xml: r.type for r in rows if r.xml.endswith("Prd/Yr")}
    assert years == {
        xml: _year_types(_declared_type(edition, table[edition], xml)) for xml in years
    }
    assert sorted(years) == ["Rcrd/Prd/Yr", "Rcrd/TaxAmt/Dtls/Prd/Yr"]


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
