"""A financial institution acting for a party (an *agent*: the debtor's or creditor's
bank, an intermediary, the forwarding agent), as every version of pain.001 writes one
(``BranchAndFinancialInstitutionIdentification4`` in ``.03``, ``…5`` in ``.04``–``.08``,
``…6`` in ``.09``–``.11``, ``…8`` from ``.12``).

The institution's identification (``FinInstnId``) is the object itself: an agent is
known by its BIC as ``agent.bic`` (``BIC`` in ``.03``, ``BICFI`` from ``.04``: one field);
the branch (``BrnchId``) is an object of its own.

This module imports nothing of :mod:`pain_bridge.model` (the package imports it).
"""

from __future__ import annotations

from dataclasses import dataclass

from pain_bridge.model.address import PostalAddress
from pain_bridge.model.common import CodeOrProprietary, GenericIdentification

__all__ = ["Branch", "ClearingSystemMember", "FinancialInstitution"]


@dataclass(frozen=True)
class ClearingSystemMember:
    """A member of a clearing system (``ClrSysMmbId``): the system (``ClrSysId``, a code
    such as ``DEBLZ`` or a proprietary name) and the member's id in it (``MmbId``, e.g. a
    German bank code)."""

    clearing_system_identification: CodeOrProprietary | None = None
    member_identification: str | None = None


@dataclass(frozen=True)
class Branch:
    """A branch of the institution (``BrnchId``); its ``lei`` is from ``.09``."""

    identification: str | None = None
    lei: str | None = None
    name: str | None = None
    postal_address: PostalAddress | None = None


@dataclass(frozen=True)
class FinancialInstitution:
    """An agent: the institution's identification (``FinInstnId``: its ``bic``, its
    membership of a clearing system, its ``lei`` from ``.09``, name, address, another
    id) and its branch (``BrnchId``).

    An agent with none of these is written with ``FinInstnId/Othr/Id`` ``NOTPROVIDED``
    (the writer's fallback); read back, that ``Othr`` is ``other`` like any other id.
    """

    bic: str | None = None
    clearing_system_member_identification: ClearingSystemMember | None = None
    lei: str | None = None
    name: str | None = None
    postal_address: PostalAddress | None = None
    other: GenericIdentification | None = None
    branch_identification: Branch | None = None
