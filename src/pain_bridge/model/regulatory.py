"""Regulatory reporting of a transaction (``CdtTrfTxInf/RgltryRptg``, up to ten):
``RegulatoryReporting3`` in ``.03``–``.12``, ``RegulatoryReporting10`` in ``.13``.

This module imports nothing of :mod:`pain_bridge.model` (the package imports it).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from pain_bridge.model.common import Amount

__all__ = ["RegulatoryAuthority", "RegulatoryReporting", "StructuredRegulatoryReporting"]


@dataclass(frozen=True)
class RegulatoryAuthority:
    """The authority the report is for (``Authrty``: ``Nm``, ``Ctry``)."""

    name: str | None = None
    country: str | None = None


@dataclass(frozen=True)
class StructuredRegulatoryReporting:
    """One detail of a report (``Dtls``: ``StructuredRegulatoryReporting3``/``5``).

    ``type`` is the free text of ``Tp`` up to ``.12`` and of ``Tp/Prtry`` in ``.13``;
    ``type_code`` an ``ExternalRegulatoryReportingType1Code`` (``Tp/Cd``, ``.13`` only).
    ``reporting_code`` is ``Cd`` up to ``.12``, ``RptgCd`` in ``.13``.
    ``information`` repeats (``Inf``).
    """

    type: str | None = None
    date: datetime.date | None = None
    country: str | None = None
    reporting_code: str | None = None
    amount: Amount | None = None
    information: tuple[str, ...] = ()
    type_code: str | None = None


@dataclass(frozen=True)
class RegulatoryReporting:
    """A regulatory report: whether it concerns the debit side, the credit side or both
    (``DbtCdtRptgInd``: ``DEBT``, ``CRED``, ``BOTH``; required in ``.13``), the
    authority, and details."""

    debit_credit_reporting_indicator: str | None = None
    authority: RegulatoryAuthority | None = None
    details: tuple[StructuredRegulatoryReporting, ...] = ()
