"""The rows of a regulatory report
(:class:`~pain_bridge.model.regulatory.RegulatoryReporting`), for every edition.

- ``.03``–``.12`` (``RegulatoryReporting3``): ``Dtls/Tp`` is a free text, ``Dtls/Cd``
  a code of at most 10 characters.
- ``.13`` (``RegulatoryReporting10``): ``Dtls/Tp`` is a choice of ``Cd`` (an external
  code, ``type_code``) or ``Prtry`` (the free text of before, ``type``); ``Dtls/Cd`` is
  now ``Dtls/RptgCd``; ``DbtCdtRptgInd`` is required.

``RgltryRptg`` repeats (up to 10) in a transaction, and ``Dtls`` inside it (with its
repeated ``Inf``): the block's own row is ``many``. No row has a JSON member.

>>> [r.xml for r in regulatory_reporting(13) if r.xml.startswith("Dtls/")][:4]
['Dtls/Tp', 'Dtls/Tp/Cd', 'Dtls/Tp/Prtry', 'Dtls/Dt']
"""

from __future__ import annotations

from typing import Final

from pain_bridge.fields.blocks.common import amount
from pain_bridge.fields.blocks.editions import Editions
from pain_bridge.fields.row import Field, ValueType, prefixed, revise

__all__ = ["TYPES", "regulatory_reporting"]

GROUP, CODE, DATE = ValueType.GROUP, ValueType.CODE, ValueType.DATE

#: The ISO type of ``RgltryRptg`` in each edition.
TYPES: Final = Editions({3: "RegulatoryReporting3", 13: "RegulatoryReporting10"})

_V03: tuple[Field, ...] = (
    Field("", "", None, GROUP, many=True),
    Field("DbtCdtRptgInd", "debit_credit_reporting_indicator", None, CODE),
    Field("Authrty", "authority", None, GROUP),
    Field("Authrty/Nm", "authority.name", None),
    Field("Authrty/Ctry", "authority.country", None, CODE),
    Field("Dtls", "details[]", None, GROUP, many=True),
    Field("Dtls/Tp", "details[].type", None),
    Field("Dtls/Dt", "details[].date", None, DATE),
    Field("Dtls/Ctry", "details[].country", None, CODE),
    Field("Dtls/Cd", "details[].reporting_code", None),
    *prefixed("Dtls/Amt", "details[].amount", "", amount()),
    Field("Dtls/Inf", "details[].information", None, many=True),
)

_V13: tuple[Field, ...] = revise(
    _V03,
    rename={"Dtls/Cd": "Dtls/RptgCd"},
    replace_rows={
        "Dtls/Tp": (
            Field("Dtls/Tp", None, None, GROUP, choice=True),
            Field("Dtls/Tp/Cd", "details[].type_code", None, CODE),
            Field("Dtls/Tp/Prtry", "details[].type", None),
        )
    },
)

_ROWS: Final = Editions({3: _V03, 13: _V13})


def regulatory_reporting(edition: int) -> tuple[Field, ...]:
    """The rows of one regulatory report in ``edition``, relative to its
    ``RgltryRptg``."""
    return _ROWS[edition]
