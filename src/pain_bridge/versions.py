"""The pain.001 message versions the project reads and writes, as data.

>>> PainVersion.of_namespace("urn:iso:std:iso:20022:tech:xsd:pain.001.001.09")
<PainVersion.V09: 'pain.001.001.09'>
>>> PainVersion.parse("09").namespace
'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09'

Each version has its namespace, its bundled XSD (``pain_bridge/xsd/``, provenance in
``SOURCE.md``), the types of its three units (group header, payment info, transaction)
and its field table (:mod:`pain_bridge.fields`). Adding a version is a member here, its
table and its XSD.
"""

from __future__ import annotations

from enum import Enum

_ISO = "urn:iso:std:iso:20022:tech:xsd:"


class PainVersion(Enum):
    """A pain.001 version the project reads (and writes)."""

    #: The 2009 version, still the most common in files.
    V03 = "pain.001.001.03"
    #: The 2019 version: EPC SCT since November 2025, Swiss SPS 2022 (``.ch.03``), CBPR+.
    V09 = "pain.001.001.09"
    #: The German DK (DFÜ-Abkommen Anlage 3) restriction of ``.03``: read only.
    DK03 = "pain.001.003.03"

    @property
    def namespace(self) -> str:
        return _ISO + self.value

    @property
    def short(self) -> str:
        """``03``, ``09``, ``003.03``: how ``--pain-version`` names it."""
        return {"V03": "03", "V09": "09", "DK03": "003.03"}[self.name]

    @property
    def writable(self) -> bool:
        """Whether the writer produces this version (the DK variant is read only)."""
        return self is not PainVersion.DK03

    @property
    def unit_types(self) -> dict[str, str]:
        """The complex type of ``GrpHdr``, ``PmtInf`` and ``CdtTrfTxInf`` in its XSD."""
        return _UNIT_TYPES[self]

    @property
    def status_report(self) -> str:
        """The pain.002 version that reports on a message of this version (its
        ``OrgnlMsgNmId`` names this one): ``.10`` for ``.09``, as ISO released them."""
        return _STATUS_REPORTS[self]

    @property
    def label(self) -> str:
        """The version in words, for messages."""
        return _LABELS[self]

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
        writable = ", ".join(v.short for v in cls if v.writable)
        raise ValueError(f"unknown pain.001 version {text!r}; one of {writable}")


_UNIT_TYPES = {
    PainVersion.V03: {
        "GrpHdr": "GroupHeader32",
        "PmtInf": "PaymentInstructionInformation3",
        "CdtTrfTxInf": "CreditTransferTransactionInformation10",
    },
    PainVersion.V09: {
        "GrpHdr": "GroupHeader85",
        "PmtInf": "PaymentInstruction30",
        "CdtTrfTxInf": "CreditTransferTransaction34",
    },
    PainVersion.DK03: {
        "GrpHdr": "GroupHeaderSCT",
        "PmtInf": "PaymentInstructionInformationSCT",
        "CdtTrfTxInf": "CreditTransferTransactionInformationSCT",
    },
}
_LABELS = {
    PainVersion.V03: "pain.001.001.03",
    PainVersion.V09: "pain.001.001.09",
    PainVersion.DK03: "pain.001.003.03 (the German DFÜ-Abkommen variant)",
}
_STATUS_REPORTS = {
    PainVersion.V03: "pain.002.001.03",
    PainVersion.V09: "pain.002.001.10",
    PainVersion.DK03: "pain.002.001.03",  # DK's own pain.002.003.03 is not bundled
}
_BY_NAMESPACE = {version.namespace: version for version in PainVersion}
