"""The rows of a party (:class:`~pain_bridge.model.party.Party`), of its contact details
(:class:`~pain_bridge.model.party.Contact`) and of a name and address
(:class:`~pain_bridge.model.party.NameAndAddress`), for every edition.

- ``.03`` (``PartyIdentification32``): ``Nm``, ``PstlAdr`` (:func:`postal_address`),
  ``Id`` = a choice of ``OrgId`` {``BICOrBEI``, ``Othr``\\*} or ``PrvtId``
  {``DtAndPlcOfBirth``, ``Othr``\\*}, ``CtryOfRes``, ``CtctDtls`` (``ContactDetails2``).
- ``.04``–``.08`` (``PartyIdentification43``): ``BICOrBEI`` is renamed ``AnyBIC``.
- ``.09``–``.11`` (``PartyIdentification135``): ``OrgId/LEI`` is new; the contact
  details (``Contact4``) gain ``EmailPurp``, ``JobTitl``, ``Rspnsblty``, ``Dept``,
  ``PrefrdMtd``, and ``Othr`` turns from one free text into repeated channel + id.
- ``.12``–``.13`` (``PartyIdentification272``): the contact details (``Contact13``)
  gain ``URLAdr``; the address is ``PostalAddress27``.

``party(edition, in_json=True)`` is the debtor's or creditor's block: its ``Nm`` and
address rows carry today's JSON members and text checks. Every other placement (ultimate
parties, initiating party, invoicer…) takes ``party(edition)``: rows the JSON does not
carry and no rule checks, so neither the payment intent JSON nor the findings change.

>>> [r.xml for r in party(9) if r.xml.startswith("Id/OrgId/")][:2]
['Id/OrgId/AnyBIC', 'Id/OrgId/LEI']
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from pain_bridge.fields.blocks.address import postal_address
from pain_bridge.fields.blocks.common import generic_identification, without_json
from pain_bridge.fields.blocks.editions import Editions
from pain_bridge.fields.row import Field, ValueType, prefixed, revise, text

__all__ = [
    "CONTACT_TYPES",
    "NAME_AND_ADDRESS_TYPES",
    "PARTY_TYPES",
    "TYPES",
    "contact",
    "name_and_address",
    "party",
]

GROUP, CODE, DATE = ValueType.GROUP, ValueType.CODE, ValueType.DATE

#: The ISO type of a party (``Dbtr``, ``Cdtr``, ``UltmtDbtr``, ``InitgPty``, ``Invcr``…).
PARTY_TYPES: Final = Editions(
    {
        3: "PartyIdentification32",
        4: "PartyIdentification43",
        9: "PartyIdentification135",
        12: "PartyIdentification272",
    }
)
#: The ISO type of a party's contact details (``CtctDtls``).
CONTACT_TYPES: Final = Editions({3: "ContactDetails2", 9: "Contact4", 12: "Contact13"})
#: The ISO type of a name and address (``ChqFr``, ``DlvrTo``, ``RmtLctnPstlAdr``…).
NAME_AND_ADDRESS_TYPES: Final = Editions(
    {3: "NameAndAddress10", 9: "NameAndAddress16", 12: "NameAndAddress18"}
)
#: This module's main block: the party.
TYPES: Final = PARTY_TYPES


def _repeated(rows: tuple[Field, ...]) -> tuple[Field, ...]:
    """A block's rows with its own element repeating."""
    return (replace(rows[0], many=True), *rows[1:])


# -- contact details ---------------------------------------------------------------

_CONTACT_V03: tuple[Field, ...] = (
    Field("", "", None, GROUP),
    Field("NmPrfx", "name_prefix", None, CODE),
    Field("Nm", "name", None),
    Field("PhneNb", "phone_number", None),
    Field("MobNb", "mobile_number", None),
    Field("FaxNb", "fax_number", None),
    Field("EmailAdr", "email_address", None),
    Field("Othr", "other_text", None),
)

_CONTACT_V09: tuple[Field, ...] = revise(
    _CONTACT_V03,
    replace_rows={
        "Othr": (
            Field("Othr", "other[]", None, GROUP, many=True),
            Field("Othr/ChanlTp", "other[].channel_type", None),
            Field("Othr/Id", "other[].identification", None),
        )
    },
    add=(
        Field("EmailPurp", "email_purpose", None),
        Field("JobTitl", "job_title", None),
        Field("Rspnsblty", "responsibility", None),
        Field("Dept", "department", None),
        Field("PrefrdMtd", "preferred_method", None, CODE),
    ),
)

_CONTACT_V12: tuple[Field, ...] = revise(_CONTACT_V09, add=(Field("URLAdr", "url_address", None),))

_CONTACT: Final = Editions({3: _CONTACT_V03, 9: _CONTACT_V09, 12: _CONTACT_V12})


def contact(edition: int) -> tuple[Field, ...]:
    """The rows of a party's contact details in ``edition``, relative to its
    ``CtctDtls``."""
    return _CONTACT[edition]


# -- identification (Id: OrgId | PrvtId) ---------------------------------------------

_OTHER = _repeated(generic_identification())

_IDENTIFICATION_V03: tuple[Field, ...] = (
    Field("", "", None, GROUP, choice=True),
    Field("OrgId", "organisation", None, GROUP),
    Field("OrgId/BICOrBEI", "organisation.any_bic", None, CODE),
    *prefixed("OrgId/Othr", "organisation.other[]", "", _OTHER),
    Field("PrvtId", "private", None, GROUP),
    Field("PrvtId/DtAndPlcOfBirth", "private.date_and_place_of_birth", None, GROUP),
    Field(
        "PrvtId/DtAndPlcOfBirth/BirthDt", "private.date_and_place_of_birth.birth_date", None, DATE
    ),
    Field(
        "PrvtId/DtAndPlcOfBirth/PrvcOfBirth",
        "private.date_and_place_of_birth.province_of_birth",
        None,
    ),
    Field(
        "PrvtId/DtAndPlcOfBirth/CityOfBirth", "private.date_and_place_of_birth.city_of_birth", None
    ),
    Field(
        "PrvtId/DtAndPlcOfBirth/CtryOfBirth",
        "private.date_and_place_of_birth.country_of_birth",
        None,
        CODE,
    ),
    *prefixed("PrvtId/Othr", "private.other[]", "", _OTHER),
)

_IDENTIFICATION_V04: tuple[Field, ...] = revise(
    _IDENTIFICATION_V03, rename={"OrgId/BICOrBEI": "OrgId/AnyBIC"}
)

_IDENTIFICATION_V09: tuple[Field, ...] = revise(
    _IDENTIFICATION_V04,
    replace_rows={
        "OrgId/AnyBIC": (
            Field("OrgId/AnyBIC", "organisation.any_bic", None, CODE),
            Field("OrgId/LEI", "organisation.lei", None, CODE),
        )
    },
)

_IDENTIFICATION: Final = Editions(
    {3: _IDENTIFICATION_V03, 4: _IDENTIFICATION_V04, 9: _IDENTIFICATION_V09}
)


# -- the party -----------------------------------------------------------------------


def _party_rows(edition: int) -> tuple[Field, ...]:
    """The debtor's or creditor's rows: ``Nm`` and the address as today (JSON members,
    text checks), the rest new."""
    return (
        Field("", "", "", GROUP),
        text("Nm", "name", "/name", "{who} name", json_required=True),
        *prefixed("PstlAdr", "address", "", postal_address(edition)),
        *prefixed("Id", "identification", "", _IDENTIFICATION[edition]),
        Field("CtryOfRes", "country_of_residence", None, CODE),
        *prefixed("CtctDtls", "contact_details", "", contact(edition)),
    )


#: Rows by the editions where the type or one of its parts changes (3, 4, 9, 12).
_IN_JSON: Final = Editions({edition: _party_rows(edition) for edition in (3, 4, 9, 12)})
_PLAIN: Final = Editions({edition: without_json(_IN_JSON[edition]) for edition in (3, 4, 9, 12)})


def party(edition: int, *, in_json: bool = False) -> tuple[Field, ...]:
    """The rows of a party in ``edition``, relative to its element (``Dbtr``…).

    ``in_json``: the debtor or creditor, whose name and address the payment intent JSON
    carries (its ``Nm`` and address rows as in today's tables, ``{who}`` in their labels);
    else no row has a JSON member or a text check.
    """
    return (_IN_JSON if in_json else _PLAIN)[edition]


# -- a name and address --------------------------------------------------------------


def _name_and_address_rows(edition: int) -> tuple[Field, ...]:
    return without_json(
        (
            Field("", "", None, GROUP),
            Field("Nm", "name", None),
            *prefixed("Adr", "address", "", postal_address(edition)),
        )
    )


_NAME_AND_ADDRESS: Final = Editions(
    {edition: _name_and_address_rows(edition) for edition in (3, 9, 12)}
)


def name_and_address(edition: int) -> tuple[Field, ...]:
    """The rows of a name and address in ``edition`` (``NameAndAddress10``/``16``/``18``:
    ``Nm``, ``Adr``), relative to its element; the JSON carries none of them."""
    return _NAME_AND_ADDRESS[edition]
