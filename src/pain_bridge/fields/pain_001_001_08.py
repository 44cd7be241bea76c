"""The field table of pain.001.001.08: ``.07``'s, with the execution requested at a day or a moment.

What changed from ``.07``: ``ReqdExctnDt`` is a choice of ``Dt`` (a day) or ``DtTm``
(a moment; the model keeps its text, and its day as the requested execution date).
"""

from __future__ import annotations

from pain_bridge.fields import pain_001_001_07 as previous
from pain_bridge.fields.row import Drop, Field, ValueType, revise

__all__ = [
    "EDITION",
    "GROUP_HEADER_LAYOUT",
    "PAYMENT_INFO_LAYOUT",
    "TRANSACTION_LAYOUT",
]

EDITION = 8

GROUP_HEADER_LAYOUT = previous.GROUP_HEADER_LAYOUT
PAYMENT_INFO_LAYOUT = revise(
    previous.PAYMENT_INFO_LAYOUT,
    replace_rows={
        "ReqdExctnDt": (
            Field("ReqdExctnDt", None, None, ValueType.GROUP, drop=Drop.REGENERATED, choice=True),
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
)
TRANSACTION_LAYOUT = previous.TRANSACTION_LAYOUT
