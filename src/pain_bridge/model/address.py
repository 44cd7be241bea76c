"""A postal address, as every version of pain.001 writes one (``PostalAddress6`` in
``.03``–``.08``, ``PostalAddress24`` in ``.09``–``.11``, ``PostalAddress27`` from ``.12``).

This module imports nothing of :mod:`pain_bridge.model` (the package imports it).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["PostalAddress", "ProprietaryIdentification"]


@dataclass(frozen=True)
class ProprietaryIdentification:
    """A proprietary code with who defines it (``GenericIdentification30``: ``Id``,
    ``Issr``, ``SchmeNm``, all texts), e.g. an address type of the parties' own."""

    identification: str | None = None
    issuer: str | None = None
    scheme_name: str | None = None


@dataclass(frozen=True)
class PostalAddress:
    """A postal address: free lines (``AdrLine``) and/or structured fields.

    ``address_type`` is the ISO code (``AdrTp``, or ``AdrTp/Cd`` from ``.09``);
    ``address_type_proprietary`` the parties' own (``AdrTp/Prtry``, from ``.09``).
    """

    address_lines: tuple[str, ...] = ()
    street_name: str | None = None
    building_number: str | None = None
    postcode: str | None = None
    town: str | None = None
    country: str | None = None
    department: str | None = None
    sub_department: str | None = None
    country_subdivision: str | None = None
    address_type: str | None = None
    building_name: str | None = None
    floor: str | None = None
    post_box: str | None = None
    room: str | None = None
    town_location: str | None = None
    district: str | None = None
    address_type_proprietary: ProprietaryIdentification | None = None
    care_of: str | None = None
    unit_number: str | None = None
