"""The remittance blocks (``RmtInf``, ``RltdRmtInf``) cover their ISO types in every
edition, lead to the model's fields, and keep today's rows exactly."""

from __future__ import annotations

from dataclasses import replace

import pytest

from blocks_support import model_problems, uncovered
from pain_bridge.fields.blocks import remittance
from pain_bridge.fields.blocks.editions import FIRST, LAST
from pain_bridge.fields.row import Field, ValueType, prefixed
from pain_bridge.model.remittance import Remittance, RemittanceLocation
from tables_before_blocks import V03 as v03
from tables_before_blocks import V09 as v09

EDITIONS = range(FIRST, LAST + 1)


def _todays(table: tuple[Field, ...]) -> list[Field]:
    """The frozen table's ``RmtInf`` rows, without the lengths: a block's rows have none,
    each version's table takes them from its schema (``test_field_tables``)."""
    return [replace(row, max_length=None) for row in table if row.xml.split("/")[0] == "RmtInf"]


def _placed(edition: int) -> tuple[Field, ...]:
    """``RmtInf`` placed as the transaction tables place it, without the writer's
    ``unless`` (which the frozen tables predate: ``Cd`` is not written where ``Prtry``
    was read)."""
    rows = prefixed(
        "RmtInf", "remittance", "/remittance_information", remittance.remittance(edition)
    )
    return tuple(replace(row, unless=None) for row in rows)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_remittance_information_covers_its_type(edition: int) -> None:
    rows = remittance.remittance(edition)
    type_name = remittance.REMITTANCE_TYPES[edition]
    assert uncovered(rows, edition, type_name) == (set(), set())


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_related_remittance_information_covers_its_type(edition: int) -> None:
    rows = remittance.related_remittance(edition)
    type_name = remittance.RELATED_REMITTANCE_TYPES[edition]
    assert uncovered(rows, edition, type_name) == (set(), set())


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_remittance_rows_lead_to_model_fields(edition: int) -> None:
    assert model_problems(remittance.remittance(edition), Remittance) == []
    assert model_problems(remittance.related_remittance(edition), RemittanceLocation) == []


@pytest.mark.parametrize(("edition", "table"), [(3, v03.TRANSACTION), (9, v09.TRANSACTION)])
def test_todays_remittance_rows_are_kept_exactly(edition: int, table: tuple[Field, ...]) -> None:
    today = _todays(table)
    placed = _placed(edition)
    assert [row for row in placed if row in today] == today
    assert [row for row in placed if row.json is not None] == today


@pytest.mark.parametrize("edition", EDITIONS)
def test_todays_rows_are_the_same_in_every_edition(edition: int) -> None:
    in_json = [row for row in _placed(edition) if row.json is not None or row.checks]
    assert in_json == _todays(v03.TRANSACTION)


@pytest.mark.parametrize("edition", EDITIONS)
def test_new_rows_have_no_json_and_no_check(edition: int) -> None:
    today = {row.xml for row in v03.TRANSACTION if row.xml.split("/")[0] == "RmtInf"}
    new = [row for row in _placed(edition) if row.xml not in today]
    new += remittance.related_remittance(edition)
    assert len(new) > 10
    assert [
        row.xml
        for row in new
        if (row.json, row.checks, row.json_required) != (None, frozenset(), False)
    ] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_amount_has_its_currency(edition: int) -> None:
    rows = (*remittance.remittance(edition), *remittance.related_remittance(edition))
    by_xml = {row.xml: row for row in rows}
    amounts = [row for row in rows if row.type is ValueType.AMOUNT]
    assert amounts
    for row in amounts:
        currency = by_xml[f"{row.xml}/@Ccy"]
        assert (currency.type, currency.model) == (ValueType.ATTRIBUTE, f"{row.model}.currency")


def test_the_shapes_change_where_the_schema_changes() -> None:
    def xml(edition: int) -> set[str]:
        return {row.xml for row in remittance.remittance(edition)}

    assert "Strd/RfrdDocAmt/DscntApldAmt/@Ccy" in xml(3)
    assert "Strd/RfrdDocAmt/DscntApldAmt/Amt/@Ccy" in xml(4)
    assert "Strd/RfrdDocInf/LineDtls" not in xml(6)
    assert "Strd/RfrdDocInf/LineDtls/Amt/RmtAmtAndTp/Amt/@Ccy" in xml(12)
    assert "Strd/GrnshmtRmt/Grnshee/Id/OrgId/BICOrBEI" not in xml(6)
    assert "Strd/Invcr/Id/OrgId/LEI" in xml(9)
    assert "Strd/SctiesData/UnqTxIdr" in xml(13) - xml(12)
    related = {row.xml for row in remittance.related_remittance(5)}
    assert "RmtLctnPstlAdr/Adr/TwnNm" in related
    assert {row.xml for row in remittance.related_remittance(6)} >= {"RmtLctnDtls/PstlAdr/Nm"}


@pytest.mark.parametrize("edition", [2, 14])
def test_an_edition_outside_the_range_is_refused(edition: int) -> None:
    with pytest.raises(KeyError):
        remittance.remittance(edition)
    with pytest.raises(KeyError):
        remittance.related_remittance(edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_an_external_reference_type_code_is_kept_as_code_from_12(edition: int) -> None:
    """``CdtrRefInf/Tp/CdOrPrtry/Cd`` is ``DocumentType3Code`` to ``.11``, an external
    code from ``.12``: there a second row keeps it as ``code`` (the writer's ``Cd`` when
    ``type`` is no listed code), without a JSON member."""
    cd = "Strd/CdtrRefInf/Tp/CdOrPrtry/Cd"
    rows = [(r.model, r.json, r.codes) for r in remittance.remittance(edition) if r.xml == cd]
    typed = ("structured[].creditor_reference.type", "/structured/creditor_reference/type",
             remittance.DOCUMENT_TYPE_CODES)  # fmt: skip
    external = [("structured[].creditor_reference.code", None, None)] if edition >= 12 else []
    assert rows == [typed, *external]
