"""A party of a pain.001 message: who pays, who is paid, who initiates, on whose behalf
(``PartyIdentification32`` in ``.03``, ``43`` in ``.04``–``.08``, ``135`` in
``.09``–``.11``, ``272`` from ``.12``), its contact details and a bare name and address
(``NameAndAddress10``/``16``/``18``, of cheques and remittance locations).

One class per shape, whatever the type's name in a given version: a field that some
versions spell differently (``BICOrBEI`` in ``.03``, ``AnyBIC`` after) is one field.

This module imports nothing of :mod:`pain_bridge.model` (the package imports it).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from pain_bridge.model.address import PostalAddress
from pain_bridge.model.common import GenericIdentification

__all__ = [
    "Contact",
    "DateAndPlaceOfBirth",
    "NameAndAddress",
    "OrganisationIdentification",
    "OtherContact",
    "Party",
    "PartyIdentification",
    "PersonIdentification",
]


@dataclass(frozen=True)
class OrganisationIdentification:
    """An organisation's identifiers (``OrgId``): its BIC (``BICOrBEI`` in ``.03``,
    ``AnyBIC`` after), its ISO 17442 Legal Entity Identifier (``LEI``, from ``.09``) and
    others (``Othr``: a tax number, a customer number… with their scheme)."""

    any_bic: str | None = None
    lei: str | None = None
    other: tuple[GenericIdentification, ...] = ()


@dataclass(frozen=True)
class DateAndPlaceOfBirth:
    """``DtAndPlcOfBirth``: a person's birth date, province, city and country."""

    birth_date: date | None = None
    province_of_birth: str | None = None
    city_of_birth: str | None = None
    country_of_birth: str | None = None


@dataclass(frozen=True)
class PersonIdentification:
    """A private person's identifiers (``PrvtId``): date and place of birth, others
    (``Othr``: a passport, a national identity number… with their scheme)."""

    date_and_place_of_birth: DateAndPlaceOfBirth | None = None
    other: tuple[GenericIdentification, ...] = ()


@dataclass(frozen=True)
class PartyIdentification:
    """A party's ``Id``: a choice of an organisation's or a private person's
    identification (exactly one is set in a valid message)."""

    organisation: OrganisationIdentification | None = None
    private: PersonIdentification | None = None


@dataclass(frozen=True)
class OtherContact:
    """One other way to reach a contact (``Othr`` from ``.09``): a channel type of up
    to 4 characters and the address on that channel."""

    channel_type: str | None = None
    identification: str | None = None


@dataclass(frozen=True)
class Contact:
    """A party's contact details (``CtctDtls``: ``ContactDetails2`` in ``.03``–``.08``,
    ``Contact4`` in ``.09``–``.11``, ``Contact13`` from ``.12``).

    ``other_text`` is the free ``Othr`` text of ``.03``–``.08``; from ``.09`` ``Othr``
    repeats as a channel and an id (``other``): the two do not convert into each other.
    """

    name_prefix: str | None = None
    name: str | None = None
    phone_number: str | None = None
    mobile_number: str | None = None
    fax_number: str | None = None
    email_address: str | None = None
    other_text: str | None = None
    email_purpose: str | None = None
    job_title: str | None = None
    responsibility: str | None = None
    department: str | None = None
    other: tuple[OtherContact, ...] = ()
    preferred_method: str | None = None
    url_address: str | None = None


@dataclass(frozen=True)
class Party:
    """A party: debtor, creditor, ultimate debtor or creditor, initiating party,
    invoicer…: its name, postal address, identification, country of residence and
    contact details."""

    name: str | None = None
    address: PostalAddress | None = None
    identification: PartyIdentification | None = None
    country_of_residence: str | None = None
    contact_details: Contact | None = None

    @property
    def lei(self) -> str | None:
        """The party's ISO 17442 Legal Entity Identifier (``Id/OrgId/LEI``, from
        ``.09``), if it is identified as an organisation with one."""
        organisation = self.identification.organisation if self.identification else None
        return organisation.lei if organisation else None


@dataclass(frozen=True)
class NameAndAddress:
    """A name with a postal address, both required by the schema (``NmAndAdr`` of a
    cheque's ``ChqFr``/``DlvrTo``, a remittance location's ``PstlAdr``)."""

    name: str | None = None
    address: PostalAddress | None = None
