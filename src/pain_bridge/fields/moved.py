"""Fields an edition holds under another path than the edition before: moved, not lost.

Most changes from one edition to the next are renames (``FinInstnId/BIC`` →
``FinInstnId/BICFI``): rows of the same model field, which the reader, the writer and the
locator follow by themselves (:mod:`pain_bridge.fields.table`). A few are
restructurings, where the value of one edition goes to another *model* field of the
next, as the model gives each shape its own field (:mod:`pain_bridge.model.remittance`):

- ``.04``: a document's discount and tax amount (``RfrdDocAmt/DscntApldAmt``,
  ``…/TaxAmt``, one amount each in ``.03``) repeat, each with a type (``…/Amt``,
  ``…/Tp``);
- ``.06``: where remittance information is sent (``RltdRmtInf/RmtLctnMtd``,
  ``…/RmtLctnElctrncAdr``, ``…/RmtLctnPstlAdr``) becomes repeated details
  (``RltdRmtInf/RmtLctnDtls/Mtd``, ``…/ElctrncAdr``, ``…/PstlAdr``);
- ``.12``: a referred document's date (``RfrdDocInf/RltdDt``) comes with a type
  (``RltdDt/Dt``, ``RltdDt/Tp``); the amounts of a document or of a document's line
  (``DuePyblAmt``, ``DscntApldAmt``, ``CdtNoteAmt``, ``TaxAmt``, ``RmtdAmt``) become
  amounts typed by an ISO external code (``RmtAmtAndTp/Amt``, ``RmtAmtAndTp/Tp/Cd``:
  ``DUPA``, ``CREN``, ``REMI``, ``TAXS``, and the discount and tax types' own codes).

Each version's table module says what moved from the version before (``MOVED``, a
:class:`Moved` per node kind): where each field of the version before goes in it
(``up``), and where each of its fields goes in the version before (``down``: several
places where the value chooses, such as the code of a typed amount). :func:`moved_paths`
follows them from any version to any other, an edition at a time. The values are moved
by :mod:`pain_bridge.writer.reshape`, which also names what does not fit (a discount
without a type has no code in ``.12``); a field whose path leads to no element of the
target is lost (:func:`pain_bridge.writer.version_loss.lost_fields`).

>>> moved_paths(PainVersion.V03, PainVersion.V13, "transaction", f"{REFERRED}.related_date")
('remittance.structured[].referred_document_information[].related_date_and_type.date',)
>>> moved_paths(PainVersion.V05, PainVersion.V09, "transaction",
...             f"{RELATED}.remittance_location_postal_address.name")
('related_remittance_information[].remittance_location_details[].postal_address.name',)
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

from pain_bridge.model import NodeKind
from pain_bridge.versions import PainVersion

__all__ = [
    "AMOUNTS",
    "REFERRED",
    "RELATED",
    "Moved",
    "follow",
    "moved",
    "moved_paths",
    "moves",
    "placed",
]

#: A referred document (``RmtInf/Strd/RfrdDocInf``) in the transaction.
REFERRED: Final = "remittance.structured[].referred_document_information[]"
#: The amounts of a document (``RmtInf/Strd/RfrdDocAmt``) and of a document's line
#: (``RfrdDocInf/LineDtls/Amt``, from ``.07``): the same shapes in both places.
AMOUNTS: Final = (
    "remittance.structured[].referred_document_amount",
    f"{REFERRED}.line_details[].amount",
)
#: Related remittance information (``RltdRmtInf``) in the transaction.
RELATED: Final = "related_remittance_information[]"


def _frozen() -> Mapping[str, tuple[str, ...]]:
    return MappingProxyType({})


@dataclass(frozen=True)
class Moved:
    """Model paths of one node kind that an edition holds elsewhere than the edition
    before: ``up``, each old path → its new path(s); ``down``, each new path → its old
    path(s), several where the value chooses among them. The paths are prefixes: what
    lies below one moves with it (an amount's ``currency``, an address's fields)."""

    up: Mapping[str, tuple[str, ...]] = field(default_factory=_frozen)
    down: Mapping[str, tuple[str, ...]] = field(default_factory=_frozen)


def placed(
    prefixes: Iterable[str], paths: Mapping[str, str | tuple[str, ...]]
) -> dict[str, tuple[str, ...]]:
    """``paths`` (relative to an object) at each of ``prefixes`` (where the object is
    placed in the unit)."""
    return {
        f"{prefix}.{old}": tuple(
            f"{prefix}.{new}" for new in ((news,) if isinstance(news, str) else news)
        )
        for prefix in prefixes
        for old, news in paths.items()
    }


@functools.cache
def moved(edition: int, kind: NodeKind) -> Moved:
    """What edition ``edition`` holds of ``kind`` elsewhere than the edition before (its
    table module's ``MOVED``; nothing for the first). Kept: :func:`moved_paths` asks it
    for every row of a table, an edition at a time (``importlib.import_module`` each
    time was most of the 190 M instructions a migration from ``.09`` to ``.13`` spent
    finding the fields it loses, counted with callgrind)."""
    module = importlib.import_module(f"pain_bridge.fields.pain_001_001_{edition:02d}")
    found: Mapping[NodeKind, Moved] = getattr(module, "MOVED", {})
    return found.get(kind, Moved())


def _step(paths: tuple[str, ...], table: Mapping[str, tuple[str, ...]]) -> tuple[str, ...]:
    """``paths`` with the longest key of ``table`` that leads each replaced by its
    paths (a path no key leads stays)."""
    if not table:  # most editions move nothing of a kind
        return paths
    out: list[str] = []
    for path in paths:
        keys = [k for k in table if path == k or path.startswith(k + ".")]
        if not keys:
            out.append(path)
            continue
        key = max(keys, key=len)
        out.extend(new + path[len(key) :] for new in table[key])
    return tuple(dict.fromkeys(out))


@functools.cache
def moved_paths(
    source: PainVersion, target: PainVersion, kind: NodeKind, model: str
) -> tuple[str, ...]:
    """The model paths in ``target`` where the field ``model`` of ``source`` goes: itself
    where no edition between them moved it, its new path(s) where one did."""
    return follow(model, moves(source, target, kind))


@functools.cache
def moves(
    source: PainVersion, target: PainVersion, kind: NodeKind
) -> tuple[Mapping[str, tuple[str, ...]], ...]:
    """The tables :func:`follow` steps through from ``source`` to ``target``, an edition
    at a time, those of editions that move nothing of ``kind`` left out."""
    first, last = source.edition, target.edition
    tables = [moved(edition, kind).up for edition in range(first + 1, last + 1)]
    tables += [moved(edition, kind).down for edition in range(first, last, -1)]
    return tuple(table for table in tables if table)


def follow(model: str, tables: tuple[Mapping[str, tuple[str, ...]], ...]) -> tuple[str, ...]:
    """Where the field ``model`` goes through ``tables`` (:func:`moves`): what
    :func:`moved_paths` gives, for a caller that asks of every row of a table (without
    hashing the two versions, an ``Enum`` 's Python ``__hash__``, at every row)."""
    paths: tuple[str, ...] = (model,)
    for table in tables:
        paths = _step(paths, table)
    return paths
