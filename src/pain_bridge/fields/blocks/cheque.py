"""The rows of a cheque instruction (``ChqInstr``, a
:class:`~pain_bridge.model.cheque.Cheque`), for every edition.

- ``.03`` (``Cheque6``): ``ChqTp``, ``ChqNb``, ``ChqFr`` and ``DlvrTo`` (a name and
  address, :func:`~pain_bridge.fields.blocks.party.name_and_address`), ``DlvryMtd`` (a
  code or proprietary), ``InstrPrty``, ``ChqMtrtyDt``, ``FrmsCd``, ``MemoFld`` (two at
  most), ``RgnlClrZone``, ``PrtLctn``.
- ``.04``–``.08`` (``Cheque7``): ``Sgntr`` (five at most) is new.
- ``.09``–``.11`` (``Cheque11``) and ``.12``–``.13`` (``Cheque19``): the same, with the
  name and address of those editions (their postal address).

The payment intent JSON has no place for any of them.

>>> [r.xml for r in cheque(4)][-1]
'Sgntr'
"""

from __future__ import annotations

from typing import Final

from pain_bridge.fields.blocks.common import code_or_proprietary
from pain_bridge.fields.blocks.editions import Editions
from pain_bridge.fields.blocks.party import name_and_address
from pain_bridge.fields.row import Field, ValueType, prefixed, revise

__all__ = ["TYPES", "cheque"]

CODE = ValueType.CODE

#: The ISO type of ``ChqInstr`` in each edition.
TYPES: Final = Editions({3: "Cheque6", 4: "Cheque7", 9: "Cheque11", 12: "Cheque19"})


def _cheque6(edition: int) -> tuple[Field, ...]:
    """``Cheque6``'s rows, with the name and address of ``edition``."""
    return (
        Field("", "", None, ValueType.GROUP),
        Field("ChqTp", "cheque_type", None, CODE),
        Field("ChqNb", "cheque_number", None),
        *prefixed("ChqFr", "cheque_from", "", name_and_address(edition)),
        *prefixed("DlvryMtd", "delivery_method", "", code_or_proprietary()),
        *prefixed("DlvrTo", "deliver_to", "", name_and_address(edition)),
        Field("InstrPrty", "instruction_priority", None, CODE),
        Field("ChqMtrtyDt", "cheque_maturity_date", None, ValueType.DATE),
        Field("FrmsCd", "forms_code", None),
        Field("MemoFld", "memo_fields", None, many=True, max_items=2),
        Field("RgnlClrZone", "regional_clearing_zone", None),
        Field("PrtLctn", "print_location", None),
    )


#: New in ``Cheque7`` (``.04``) and kept since.
_SIGNATURES = (Field("Sgntr", "signatures", None, many=True, max_items=5),)

_ROWS: Final = Editions(
    {
        3: _cheque6(3),
        **{edition: revise(_cheque6(edition), add=_SIGNATURES) for edition in (4, 9, 12)},
    }
)


def cheque(edition: int) -> tuple[Field, ...]:
    """The rows of ``ChqInstr`` in ``edition``, relative to it."""
    return _ROWS[edition]
