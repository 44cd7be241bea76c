"""The field table of pain.001.001.09, as the changes from pain.001.001.03's.

What changed between the versions, for the fields the project carries:

- agents are identified by ``BICFI`` instead of ``BIC``;
- ``ReqdExctnDt`` is a choice of ``Dt`` (a day) or ``DtTm`` (a moment);
- ``PmtId/UETR``: the Unique End-to-end Transaction Reference (a UUID v4);
- a party may carry its ``LEI`` (``Id/OrgId/LEI``);
- the postal address (``PostalAddress24``) gains ``BldgNm``, ``Flr``, ``PstBx``,
  ``Room``, ``TwnLctnNm`` and ``DstrctNm``, and ``AdrTp`` becomes a choice of ``Cd`` or
  ``Prtry``.

None of the new fields has a place in the payment intent JSON: reading them to JSON
reports them (``map.dropped``), as for ``.03``; the model carries them from ``.09`` to
``.09``.
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_03 as v03
from pain_bridge.fields.row import Drop, Field, ValueType, prefixed, renamed_path, revise, text

GROUP = ValueType.GROUP

#: pain.001.001.03 paths → pain.001.001.09 paths (the rules name fields as ``.03`` does).
RENAMED = {"FinInstnId/BIC": "FinInstnId/BICFI", "PstlAdr/AdrTp": "PstlAdr/AdrTp/Cd"}

_ADDRESS_MORE: tuple[Field, ...] = (
    Field("AdrTp", None, None, GROUP, choice=True),
    text("BldgNm", "building_name", None, "{who} building name", 35),
    text("Flr", "floor", None, "{who} floor", 70),
    text("PstBx", "post_box", None, "{who} post box", 16),
    text("Room", "room", None, "{who} room", 70),
    text("TwnLctnNm", "town_location", None, "{who} town location", 35),
    text("DstrctNm", "district", None, "{who} district", 35),
)
_PARTY_MORE: tuple[Field, ...] = (
    Field("Id", None, None, GROUP),
    Field("Id/OrgId", None, None, GROUP),
    Field("Id/OrgId/LEI", "lei", None, ValueType.CODE),
)


def _party_more(element: str, model: str) -> tuple[Field, ...]:
    address = prefixed(f"{element}/PstlAdr", f"{model}.address", "", _ADDRESS_MORE, model)
    return (*address, *prefixed(element, model, "", _PARTY_MORE))


GROUP_HEADER: tuple[Field, ...] = revise(v03.GROUP_HEADER, rename=RENAMED)

PAYMENT_INFO: tuple[Field, ...] = revise(
    v03.PAYMENT_INFO,
    rename=RENAMED,
    replace_rows={
        "ReqdExctnDt": (
            Field("ReqdExctnDt", None, None, GROUP, drop=Drop.REGENERATED, choice=True),
            Field("ReqdExctnDt/DtTm", "requested_execution_date_time", None, ValueType.DATETIME),
            Field(
                "ReqdExctnDt/DtTm",
                "requested_execution_date",
                None,
                ValueType.DATETIME_DAY,
                read_only=True,
            ),
            Field("ReqdExctnDt/Dt", "requested_execution_date", None, ValueType.DATE),
        )
    },
    add=_party_more("Dbtr", "debtor"),
)

TRANSACTION: tuple[Field, ...] = revise(
    v03.TRANSACTION,
    rename=RENAMED,
    add=(Field("PmtId/UETR", "uetr", None, ValueType.CODE), *_party_more("Cdtr", "creditor")),
)

__all__ = ["GROUP_HEADER", "PAYMENT_INFO", "RENAMED", "TRANSACTION", "renamed_path"]
