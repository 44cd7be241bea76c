"""The pain.002 versions read, each as its difference from a neighbour.

The three levels of a status report (``OrgnlGrpInfAndSts``, ``OrgnlPmtInfAndSts``,
``TxInfAndSts``) and the elements the status model carries keep their names from
``pain.002.001.03`` to ``.14``; what changes for the reader is small, so one reader reads
them all and this table says, per version, only what differs (as the pain.001 field
tables do, :mod:`pain_bridge.fields`):

- ``.04``: an originator's BIC is ``AnyBIC`` (``BICOrBEI`` before);
- ``.08``: statuses are ISO's external code sets (``ExternalPaymentGroupStatus1Code``,
  ``ExternalPaymentTransactionStatus1Code``), no longer enumerations of the schema;
- ``.09``: the original transaction's parties are a choice (``Dbtr/Pty/Nm``, not
  ``Dbtr/Nm``);
- ``.05`` – ``.07`` and ``.10`` – ``.14``: nothing the model carries changed;
- the German DK ``pain.002.002.03`` (DFÜ-Abkommen) is ``.03`` restricted for SEPA (its
  own status enumerations), the Swiss ``pain.002.001.03.ch.02`` is ``.03`` in the SIX
  namespace with no bundled schema.

Each version's schema is bundled (``pain_bridge/xsd``, provenance in ``SOURCE.md``), so
what a document of that version may hold comes from its XSD, not from this table.

>>> EDITIONS["pain.002.001.09"].party_name
'Pty/Nm'
>>> [e.name for e in EDITIONS.values() if e.closed_statuses][:3]
['pain.002.001.03', 'pain.002.001.04', 'pain.002.001.05']
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Final

__all__ = ["EDITIONS", "ISO_EDITIONS", "Edition"]


@dataclass(frozen=True, slots=True)
class Edition:
    """What the reader needs to know of one pain.002 version."""

    #: The version's name (``pain.002.001.10``, ``pain.002.001.03.ch.02``).
    name: str
    #: The bundled schema that checks it, None when none is bundled (the Swiss variant).
    schema: str | None
    #: The element holding an originator's BIC under ``Orgtr/Id/OrgId``.
    bic: str
    #: Where an original transaction's party has its name (``Nm`` or ``Pty/Nm``).
    party_name: str
    #: Whether the schema closes the status sets (enumerations) rather than naming ISO's
    #: external code sets.
    closed_statuses: bool
    #: What this version is, in words, for messages (a variant's origin).
    note: str = ""


def _iso(previous: Edition, number: int, **changes: Any) -> Edition:
    name = f"pain.002.001.{number:02d}"
    return replace(previous, name=name, schema=name, **changes)


_V03: Final = Edition("pain.002.001.03", "pain.002.001.03", "BICOrBEI", "Nm", True)
_V04: Final = _iso(_V03, 4, bic="AnyBIC")
_V05: Final = _iso(_V04, 5)
_V06: Final = _iso(_V05, 6)
_V07: Final = _iso(_V06, 7)
_V08: Final = _iso(_V07, 8, closed_statuses=False)
_V09: Final = _iso(_V08, 9, party_name="Pty/Nm")
_V10: Final = _iso(_V09, 10)
_V11: Final = _iso(_V10, 11)
_V12: Final = _iso(_V11, 12)
_V13: Final = _iso(_V12, 13)
_V14: Final = _iso(_V13, 14)
_DK: Final = replace(
    _V03,
    name="pain.002.002.03",
    schema="pain.002.002.03",
    note="the German DK variant (DFÜ-Abkommen)",
)
_SWISS: Final = replace(
    _V03,
    name="pain.002.001.03.ch.02",
    schema=None,
    note="the Swiss (SIX) variant",
)

#: The ISO versions, oldest first: the order in which a document without a namespace is
#: matched against them.
ISO_EDITIONS: Final = (_V03, _V04, _V05, _V06, _V07, _V08, _V09, _V10, _V11, _V12, _V13, _V14)
#: Every version read, by name.
EDITIONS: Final = {e.name: e for e in (*ISO_EDITIONS, _DK, _SWISS)}
