"""The rows of a postal address (:class:`~pain_bridge.model.address.PostalAddress`),
for every edition.

- ``.03``–``.08`` (``PostalAddress6``): ``AdrTp`` is a code; lines and the structured
  fields the payment intent JSON carries (``address``, ``postcode``, ``town``,
  ``country``), the others for XML only.
- ``.09``–``.11`` (``PostalAddress24``): ``AdrTp`` is a choice of ``Cd`` or ``Prtry``
  (a :class:`~pain_bridge.model.address.ProprietaryIdentification`); ``BldgNm``,
  ``Flr``, ``PstBx``, ``Room``, ``TwnLctnNm``, ``DstrctNm`` are new.
- ``.12``–``.13`` (``PostalAddress27``): ``CareOf`` and ``UnitNb`` are new.

JSON Pointers are relative to the party's object (the address has no object of its
own in the JSON).

>>> [r.xml for r in postal_address(12)][-2:]
['CareOf', 'UnitNb']
"""

from __future__ import annotations

from typing import Final

from pain_bridge.fields.blocks.editions import Editions
from pain_bridge.fields.row import Field, JsonForm, ValueType, revise, text

__all__ = ["TYPES", "postal_address"]

GROUP, CODE = ValueType.GROUP, ValueType.CODE

#: The ISO type of the address in each edition.
TYPES: Final = Editions({3: "PostalAddress6", 9: "PostalAddress24", 12: "PostalAddress27"})

_V03: tuple[Field, ...] = (
    Field("", "", "/address", GROUP),
    text(
        "AdrLine",
        "address_lines",
        "/address",
        "{who} address line",
        many=True,
        max_items=7,
        json_form=JsonForm.JOINED,
    ),
    Field("AdrTp", "address_type", None, CODE),
    text("Dept", "department", None, "{who} department"),
    text("SubDept", "sub_department", None, "{who} sub-department"),
    text("StrtNm", "street_name", "/address", "{who} street name", beside="AdrLine"),
    text("BldgNb", "building_number", "/address", "{who} building number", beside="AdrLine"),
    text("PstCd", "postcode", "/postcode", "{who} postcode"),
    text("TwnNm", "town", "/town", "{who} town"),
    text("CtrySubDvsn", "country_subdivision", None, "{who} country subdivision"),
    Field("Ctry", "country", "/country", CODE),
)

_V09: tuple[Field, ...] = revise(
    _V03,
    replace_rows={
        "AdrTp": (
            Field("AdrTp", None, None, GROUP, choice=True),
            Field("AdrTp/Cd", "address_type", None, CODE),
            Field("AdrTp/Prtry", "address_type_proprietary", None, GROUP),
            Field("AdrTp/Prtry/Id", "address_type_proprietary.identification", None),
            Field("AdrTp/Prtry/Issr", "address_type_proprietary.issuer", None),
            Field("AdrTp/Prtry/SchmeNm", "address_type_proprietary.scheme_name", None),
        )
    },
    add=(
        text("BldgNm", "building_name", None, "{who} building name"),
        text("Flr", "floor", None, "{who} floor"),
        text("PstBx", "post_box", None, "{who} post box"),
        text("Room", "room", None, "{who} room"),
        text("TwnLctnNm", "town_location", None, "{who} town location"),
        text("DstrctNm", "district", None, "{who} district"),
    ),
)

_V12: tuple[Field, ...] = revise(
    _V09,
    add=(
        Field("CareOf", "care_of", None),
        Field("UnitNb", "unit_number", None),
    ),
)

_ROWS: Final = Editions({3: _V03, 9: _V09, 12: _V12})


def postal_address(edition: int) -> tuple[Field, ...]:
    """The rows of a postal address in ``edition``, relative to its ``PstlAdr``."""
    return _ROWS[edition]
