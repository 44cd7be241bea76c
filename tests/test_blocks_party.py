"""The party, contact and name-and-address blocks cover their ISO types in every
edition, lead through the model's dataclasses, and keep the debtor's and creditor's rows
of today's tables."""

from __future__ import annotations

from dataclasses import replace

import pytest

from blocks_support import model_problems, uncovered
from pain_bridge.fields import written_rows
from pain_bridge.fields.blocks import party as blocks
from pain_bridge.fields.blocks.editions import FIRST, LAST
from pain_bridge.fields.row import Field, prefixed
from pain_bridge.model.party import (
    Contact,
    NameAndAddress,
    OrganisationIdentification,
    Party,
    PartyIdentification,
    PersonIdentification,
)
from pain_bridge.versions import PainVersion

EDITIONS = range(FIRST, LAST + 1)


@pytest.mark.parametrize("in_json", [False, True])
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_party_covers_its_type(edition: int, in_json: bool) -> None:
    rows = blocks.party(edition, in_json=in_json)
    assert uncovered(rows, edition, blocks.PARTY_TYPES[edition]) == (set(), set())
    assert model_problems(rows, Party) == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_contact_details_cover_their_type(edition: int) -> None:
    rows = blocks.contact(edition)
    assert uncovered(rows, edition, blocks.CONTACT_TYPES[edition]) == (set(), set())
    assert model_problems(rows, Contact) == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_name_and_address_covers_its_type(edition: int) -> None:
    rows = blocks.name_and_address(edition)
    assert uncovered(rows, edition, blocks.NAME_AND_ADDRESS_TYPES[edition]) == (set(), set())
    assert model_problems(rows, NameAndAddress) == []


def _placed(element: str, model: str, edition: int) -> dict[str, Field]:
    rows = prefixed(element, model, f"/{model}", blocks.party(edition, in_json=True), model)
    by_xml: dict[str, Field] = {}
    for row in rows:
        assert row.xml not in by_xml, row.xml
        by_xml[row.xml] = row
    return by_xml


#: Today's ``.09`` identification rows had no model object of their own; the block's
#: ``Id`` is a choice leading to :class:`PartyIdentification` (``Party.lei`` reads it).
_ID_MODEL = {
    "Id": ("identification", True),
    "Id/OrgId": ("identification.organisation", False),
    "Id/OrgId/LEI": ("identification.organisation.lei", False),
}


@pytest.mark.parametrize(
    ("edition", "table", "element", "model"),
    [
        (3, written_rows(PainVersion.V03, "payment_info"), "Dbtr", "debtor"),
        (3, written_rows(PainVersion.V03, "transaction"), "Cdtr", "creditor"),
        (9, written_rows(PainVersion.V09, "payment_info"), "Dbtr", "debtor"),
        (9, written_rows(PainVersion.V09, "transaction"), "Cdtr", "creditor"),
    ],
)
def test_the_debtor_and_creditor_keep_todays_rows(
    edition: int, table: tuple[Field, ...], element: str, model: str
) -> None:
    placed = _placed(element, model, edition)
    today = [row for row in table if row.xml == element or row.xml.startswith(element + "/")]
    assert today
    for row in today:
        relative = row.xml.removeprefix(element).removeprefix("/")
        if relative in _ID_MODEL:
            path, choice = _ID_MODEL[relative]
            row = replace(row, model=f"{model}.{path}", choice=choice)
        if relative == "":  # the creditor's own member is required, as prefixed() makes it
            row = replace(row, json_required=False)
        assert placed[row.xml] == row


def test_other_placements_carry_no_json_and_no_checks() -> None:
    for edition in EDITIONS:
        for rows in (
            blocks.party(edition),
            blocks.name_and_address(edition),
            blocks.contact(edition),
        ):
            assert [r.xml for r in rows if r.json is not None or r.checks or r.json_required] == []
    named = {r.xml for r in blocks.party(9, in_json=True) if r.json is not None}
    assert named >= {"", "Nm", "PstlAdr", "PstlAdr/AdrLine", "PstlAdr/TwnNm", "PstlAdr/Ctry"}


@pytest.mark.parametrize(("edition", "bic"), [(3, "BICOrBEI"), (4, "AnyBIC"), (13, "AnyBIC")])
def test_one_model_field_for_the_organisations_bic(edition: int, bic: str) -> None:
    rows = {r.xml: r for r in blocks.party(edition)}
    assert rows[f"Id/OrgId/{bic}"].model == "identification.organisation.any_bic"


def test_the_lei_is_read_through_the_identification() -> None:
    lei = "529900T8BM49AURSDO55"
    organisation = OrganisationIdentification(lei=lei)
    assert Party("Dupont SARL", identification=PartyIdentification(organisation)).lei == lei
    assert Party("Dupont SARL").lei is None
    private = PartyIdentification(private=PersonIdentification())
    assert Party("Jean Dupont", identification=private).lei is None


def test_the_contact_othr_changes_shape_in_09() -> None:
    old = {r.xml: r for r in blocks.contact(8)}
    new = {r.xml: r for r in blocks.contact(9)}
    assert (old["Othr"].model, old["Othr"].many) == ("other_text", False)
    assert (new["Othr"].model, new["Othr"].many) == ("other[]", True)
    assert new["Othr/ChanlTp"].model == "other[].channel_type"


@pytest.mark.parametrize("edition", EDITIONS)
def test_both_placements_name_the_same_elements_and_fields(edition: int) -> None:
    def shape(rows: tuple[Field, ...]) -> list[tuple[object, ...]]:
        return [(r.xml, r.model, r.type, r.many, r.max_items, r.choice) for r in rows]

    assert shape(blocks.party(edition)) == shape(blocks.party(edition, in_json=True))


@pytest.mark.parametrize("type_name", ["PartyIdentificationSEPA1", "PartyIdentificationSEPA2"])
def test_the_german_dk_parties_are_within_edition_3(type_name: str) -> None:
    from pain_bridge import xsd

    named = {row.xml for row in blocks.party(3)}
    assert set(xsd.type_paths("pain.001.003.03", type_name)) - named == set()
