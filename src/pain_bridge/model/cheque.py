"""A cheque instead of a transfer: ``ChqInstr`` of a transaction, in every version
(``Cheque6`` in ``.03``, ``Cheque7`` in ``.04``–``.08``, ``Cheque11`` in ``.09``–``.11``,
``Cheque19`` from ``.12``).

This module imports nothing of :mod:`pain_bridge.model` (the package imports it).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from pain_bridge.model.common import CodeOrProprietary
from pain_bridge.model.party import NameAndAddress

__all__ = ["Cheque"]


@dataclass(frozen=True)
class Cheque:
    """``ChqInstr``: how the debtor agent is to issue a cheque.

    ``cheque_type`` (``ChqTp``: ``CCHQ``, ``BCHQ``…), ``cheque_number`` (``ChqNb``),
    who it is from (``ChqFr``) and to whom it is delivered (``DlvrTo``), by which method
    (``DlvryMtd``: ``MLDB``, ``CRCD``… or proprietary), its priority (``InstrPrty``),
    maturity date (``ChqMtrtyDt``), the forms code (``FrmsCd``), up to two memo lines
    (``MemoFld``), the regional clearing zone (``RgnlClrZone``), where it is printed
    (``PrtLctn``) and up to five signatures (``Sgntr``, from ``.04``).
    """

    cheque_type: str | None = None
    cheque_number: str | None = None
    cheque_from: NameAndAddress | None = None
    delivery_method: CodeOrProprietary | None = None
    deliver_to: NameAndAddress | None = None
    instruction_priority: str | None = None
    cheque_maturity_date: date | None = None
    forms_code: str | None = None
    memo_fields: tuple[str, ...] = ()
    regional_clearing_zone: str | None = None
    print_location: str | None = None
    signatures: tuple[str, ...] = ()
