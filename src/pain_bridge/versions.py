"""The pain.001 message versions the project reads and writes, as data.

>>> PainVersion.of_namespace("urn:iso:std:iso:20022:tech:xsd:pain.001.001.09")
<PainVersion.V09: 'pain.001.001.09'>
>>> PainVersion.parse("13").namespace
'urn:iso:std:iso:20022:tech:xsd:pain.001.001.13'
>>> PainVersion.V11.edition, PainVersion.DK03.edition
(11, 3)

Each version has its namespace, its bundled XSD (``pain_bridge/xsd/``, provenance in
``SOURCE.md``), the types of its three units (group header, payment info, transaction,
read from that XSD) and its field table (:mod:`pain_bridge.fields`). Adding a version
is a member here, its table and its XSD.
"""

from __future__ import annotations

import functools
from enum import Enum

from pain_bridge.xsd_paths import UNITS, unit_type

_ISO = "urn:iso:std:iso:20022:tech:xsd:"


class PainVersion(Enum):
    """A pain.001 version the project reads (and writes)."""

    #: The 2009 version, still the most common in files.
    V03 = "pain.001.001.03"
    V04 = "pain.001.001.04"
    V05 = "pain.001.001.05"
    V06 = "pain.001.001.06"
    V07 = "pain.001.001.07"
    V08 = "pain.001.001.08"
    #: The 2019 version: EPC SCT since November 2025, Swiss SPS 2022 (``.ch.03``), CBPR+.
    V09 = "pain.001.001.09"
    V10 = "pain.001.001.10"
    V11 = "pain.001.001.11"
    V12 = "pain.001.001.12"
    #: The newest ISO release bundled (2023).
    V13 = "pain.001.001.13"
    #: The German DK (DFÜ-Abkommen Anlage 3) restriction of ``.03``: read only.
    DK03 = "pain.001.003.03"

    @property
    def namespace(self) -> str:
        return _ISO + self.value

    @property
    def edition(self) -> int:
        """The ISO edition of ``pain.001.001``, ``3`` to ``13`` (the DK variant restricts
        ``.03``: ``3``); the field blocks are keyed by it."""
        return int(self.value.rpartition(".")[2])

    @property
    def short(self) -> str:
        """``03`` … ``13``, ``003.03``: how ``--pain-version`` names it."""
        return "003.03" if self is PainVersion.DK03 else self.value.rpartition(".")[2]

    @property
    def writable(self) -> bool:
        """Whether the writer produces this version (the DK variant is read only)."""
        return self is not PainVersion.DK03

    @property
    def unit_types(self) -> dict[str, str]:
        """The complex type of ``GrpHdr``, ``PmtInf`` and ``CdtTrfTxInf`` in its XSD."""
        return dict(_unit_types(self))

    @property
    def status_report(self) -> str:
        """The pain.002 version that reports on a message of this version (its
        ``OrgnlMsgNmId`` names this one): ``.03`` for ``.03``–``.08``, ``.10`` (the newest
        bundled) for ``.09``–``.13``."""
        return "pain.002.001.10" if self.edition >= 9 else "pain.002.001.03"

    @property
    def label(self) -> str:
        """The version in words, for messages."""
        if self is PainVersion.DK03:
            return "pain.001.003.03 (the German DFÜ-Abkommen variant)"
        return str(self.value)

    @classmethod
    def of_namespace(cls, namespace: str) -> PainVersion | None:
        """The version whose namespace this is, or None."""
        return _BY_NAMESPACE.get(namespace)

    @classmethod
    def parse(cls, text: str) -> PainVersion:
        """``"09"``, ``"9"``, ``"001.09"`` or ``"pain.001.001.09"`` → the version; raises
        ``ValueError`` naming the versions there are."""
        wanted = text.strip().lower().removeprefix("pain.")
        for version in cls:
            names = {version.value.removeprefix("pain."), version.short, version.short.lstrip("0")}
            if wanted in names | {name.removeprefix("001.") for name in names}:
                return version
        raise ValueError(f"unknown pain.001 version {text!r}; one of {WRITABLE_NAMES}")


@functools.cache
def _unit_types(version: PainVersion) -> tuple[tuple[str, str], ...]:
    return tuple((unit, unit_type(version.value, unit)) for unit in UNITS)


_BY_NAMESPACE = {version.namespace: version for version in PainVersion}
#: The versions written, as ``--pain-version`` names them, for messages.
WRITABLE_NAMES = ", ".join(v.short for v in PainVersion if v.writable)
#: The versions read, in words (``pain.001.001.03`` to ``.13`` and the DK variant).
READ_NAMES = f"{PainVersion.V03.value} to .{PainVersion.V13.short}, {PainVersion.DK03.label}"
