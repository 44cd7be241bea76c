"""Each block of rows covers its ISO type in every edition that has it, no more."""

from __future__ import annotations

import pytest

from blocks_support import uncovered
from pain_bridge.fields.blocks import address
from pain_bridge.fields.blocks.editions import FIRST, LAST, Editions

EDITIONS = range(FIRST, LAST + 1)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_postal_address_covers_its_type(edition: int) -> None:
    missing, unknown = uncovered(address.postal_address(edition), edition, address.TYPES[edition])
    assert (missing, unknown) == (set(), set())


def test_editions_take_the_newest_variant_at_or_below() -> None:
    variants = Editions({3: "a", 9: "b"})
    assert [variants[e] for e in EDITIONS] == ["a"] * 6 + ["b"] * 5
    with pytest.raises(KeyError):
        variants[14]
    assert 2 not in variants
    assert 13 in variants


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_postal_address_rows_lead_to_model_fields(edition: int) -> None:
    from blocks_support import model_problems
    from pain_bridge.model.address import PostalAddress

    assert model_problems(address.postal_address(edition), PostalAddress) == []
