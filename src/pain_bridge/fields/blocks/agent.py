"""The rows of an agent (:class:`~pain_bridge.model.agent.FinancialInstitution`) and of a
cash account (:class:`~pain_bridge.model.account.Account`), for every edition.

An agent (``BranchAndFinancialInstitutionIdentification``):

- ``.03`` (``…4``): ``FinInstnId`` {``BIC``, ``ClrSysMmbId`` {``ClrSysId`` ``Cd`` or
  ``Prtry``, ``MmbId``}, ``Nm``, ``PstlAdr``, ``Othr`` {``Id``, ``SchmeNm``, ``Issr``}},
  ``BrnchId`` {``Id``, ``Nm``, ``PstlAdr``};
- ``.04``–``.08`` (``…5``): ``BIC`` is ``BICFI`` (the same model field, ``bic``);
- ``.09``–``.11`` (``…6``): ``FinInstnId/LEI`` and ``BrnchId/LEI`` are new, the addresses
  are ``PostalAddress24``;
- ``.12``–``.13`` (``…8``): the addresses are ``PostalAddress27``.

``FinInstnId`` is the object itself (it has no model path of its own) and is always
written: it is mandatory in every edition. Where nothing identifies the institution, its
content is the *fallback* row ``FinInstnId/Othr/Id`` ``NOTPROVIDED`` (no model, a
default), which sits beside the modelled ``Othr`` rows of the same paths (see
:func:`agent`).

A cash account (``CashAccount16``/``24``/``38``/``40``): ``Id``, a choice of ``IBAN`` or
``Othr`` {``Id``, ``SchmeNm``, ``Issr``}; ``Tp``; ``Ccy``; ``Nm``; ``Prxy`` {``Tp``,
``Id``} from ``.09``. The rows the payment intent JSON carries (``IBAN``, ``Ccy``) are as
they were before the blocks; the others have no JSON member and no text checks.

Rows are relative to the agent's or account's own element; JSON Pointers to the
account's object.

>>> [r.xml for r in agent(9) if r.model == "bic"]
['FinInstnId/BICFI']
>>> [(r.xml, r.default) for r in agent(3) if r.model is None and r.default is not None]
[('FinInstnId/Othr/Id', 'NOTPROVIDED')]
"""

from __future__ import annotations

from typing import Final

from pain_bridge.fields.blocks.address import postal_address
from pain_bridge.fields.blocks.common import (
    code_or_proprietary,
    generic_identification,
    without_json,
)
from pain_bridge.fields.blocks.editions import Editions
from pain_bridge.fields.row import Drop, Field, JsonForm, ValueType, prefixed, revise

__all__ = ["ACCOUNT_TYPES", "AGENT_TYPES", "NOT_PROVIDED", "account", "agent"]

GROUP, CODE = ValueType.GROUP, ValueType.CODE
#: What an agent without any identification is written with (``FinInstnId/Othr/Id``).
NOT_PROVIDED: Final = "NOTPROVIDED"

#: The ISO type of an agent (``DbtrAgt``, ``CdtrAgt``, ``IntrmyAgt1``…, ``FwdgAgt``,
#: ``ChrgsAcctAgt``) in each edition.
AGENT_TYPES: Final = Editions(
    {
        3: "BranchAndFinancialInstitutionIdentification4",
        4: "BranchAndFinancialInstitutionIdentification5",
        9: "BranchAndFinancialInstitutionIdentification6",
        12: "BranchAndFinancialInstitutionIdentification8",
    }
)
#: The ISO type of a cash account (``DbtrAcct``, ``CdtrAcct``, ``ChrgsAcct``,
#: ``DbtrAgtAcct``, ``CdtrAgtAcct``, ``IntrmyAgt1Acct``…) in each edition.
ACCOUNT_TYPES: Final = Editions(
    {3: "CashAccount16", 4: "CashAccount24", 9: "CashAccount38", 11: "CashAccount40"}
)


def _address(element: str, edition: int) -> tuple[Field, ...]:
    return prefixed(element, "postal_address", "", without_json(postal_address(edition)))


# --------------------------------------------------------------------------- agent

#: ``FinInstnId`` of ``.03`` without its address (which changes with the edition).
#: ``Othr`` is modelled whole (a :class:`~pain_bridge.model.common.GenericIdentification`);
#: the fallback row of ``Othr/Id`` comes after the modelled one.
_INSTITUTION_V03: tuple[Field, ...] = (
    Field("FinInstnId", None, None, GROUP, required=True),
    Field("FinInstnId/BIC", "bic", None, CODE),
    Field("FinInstnId/ClrSysMmbId", "clearing_system_member_identification", None, GROUP),
    *prefixed(
        "FinInstnId/ClrSysMmbId/ClrSysId",
        "clearing_system_member_identification.clearing_system_identification",
        "",
        code_or_proprietary(),
    ),
    Field(
        "FinInstnId/ClrSysMmbId/MmbId",
        "clearing_system_member_identification.member_identification",
        None,
    ),
    Field("FinInstnId/Nm", "name", None),
    *prefixed("FinInstnId/Othr", "other", "", generic_identification()),
    Field("FinInstnId/Othr", None, None, GROUP),
    Field("FinInstnId/Othr/Id", None, None, default=NOT_PROVIDED),
)
_INSTITUTION_V04: tuple[Field, ...] = revise(
    _INSTITUTION_V03, rename={"FinInstnId/BIC": "FinInstnId/BICFI"}
)
_INSTITUTION_V09: tuple[Field, ...] = revise(
    _INSTITUTION_V04, add=(Field("FinInstnId/LEI", "lei", None, CODE),)
)
_INSTITUTION: Final = Editions({3: _INSTITUTION_V03, 4: _INSTITUTION_V04, 9: _INSTITUTION_V09})

#: ``BrnchId`` without its address.
_BRANCH_V03: tuple[Field, ...] = (
    Field("BrnchId", "branch_identification", None, GROUP),
    Field("BrnchId/Id", "branch_identification.identification", None),
    Field("BrnchId/Nm", "branch_identification.name", None),
)
_BRANCH_V09: tuple[Field, ...] = revise(
    _BRANCH_V03, add=(Field("BrnchId/LEI", "branch_identification.lei", None, CODE),)
)
_BRANCH: Final = Editions({3: _BRANCH_V03, 9: _BRANCH_V09})


def _agent_rows(edition: int) -> tuple[Field, ...]:
    return (
        Field("", "", None, GROUP),
        *_INSTITUTION[edition],
        *_address("FinInstnId/PstlAdr", edition),
        *_BRANCH[edition],
        *prefixed(
            "BrnchId/PstlAdr",
            "branch_identification.postal_address",
            "",
            without_json(postal_address(edition)),
        ),
    )


_AGENT_ROWS: Final = Editions({edition: _agent_rows(edition) for edition in (3, 4, 9, 12)})


def agent(edition: int) -> tuple[Field, ...]:
    """The rows of an agent in ``edition``, relative to its element (``DbtrAgt``…).

    The fallback: ``FinInstnId`` is ``required`` (always written with its agent) and holds
    two kinds of rows for ``Othr`` — the modelled ``Othr`` (``other``: ``Id``,
    ``SchmeNm``, ``Issr``) and, after them, a group row ``Othr`` and a leaf row
    ``Othr/Id`` without a model and with the default ``NOTPROVIDED``. The fallback is
    written, ``Othr`` and all, only where nothing else of ``FinInstnId`` is (no BIC,
    clearing system member, LEI, name, address nor other id): an agent known by its
    branch alone, or by nothing.
    """
    return _AGENT_ROWS[edition]


# --------------------------------------------------------------------------- account

#: The rows the payment intent JSON has (``IBAN``, ``Ccy``) as they were before the
#: blocks; ``Othr`` is the ``map`` rule's (``map.unsupported``).
_ACCOUNT_V03: tuple[Field, ...] = (
    Field("", "", "", GROUP),
    Field("Id", None, "/identification", GROUP, json_required=True, choice=True),
    Field("Id/IBAN", "iban", "/identification/iban", CODE, json_required=True),
    Field("Id/Othr", None, None, GROUP, drop=Drop.MAPPING),
    Field("Id/Othr/Id", "other_id", None),
    Field("Ccy", "currency", "/currency", CODE, json_required=True, json_form=JsonForm.INFERRED),
    *prefixed("Id/Othr/SchmeNm", "other_scheme_name", "", code_or_proprietary()),
    Field("Id/Othr/Issr", "other_issuer", None),
    *prefixed("Tp", "type", "", code_or_proprietary()),
    Field("Nm", "name", None),
)
_ACCOUNT_V09: tuple[Field, ...] = revise(
    _ACCOUNT_V03,
    add=(
        Field("Prxy", "proxy", None, GROUP),
        *prefixed("Prxy/Tp", "proxy.type", "", code_or_proprietary()),
        Field("Prxy/Id", "proxy.identification", None),
    ),
)
_ACCOUNT_ROWS: Final = Editions({3: _ACCOUNT_V03, 9: _ACCOUNT_V09})


def account(edition: int) -> tuple[Field, ...]:
    """The rows of a cash account in ``edition``, relative to its element (``DbtrAcct``…)
    and, for JSON Pointers, to its object (``/debtor_account``)."""
    return _ACCOUNT_ROWS[edition]
