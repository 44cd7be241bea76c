"""Regulatory reporting (``CdtTrfTxInf/RgltryRptg``) as a scheme takes it."""

from __future__ import annotations

from pain_bridge.model import Transaction
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Scope, check

__all__ = ["regulatory_reporting"]


def _indexed(rel: str, index: int) -> str:
    return rel if index == 0 else f"{rel}[{index + 1}]"


@check("regulatory-reporting", Level.TRANSACTION, screen="n.regulatory_reporting")
def regulatory_reporting(
    tx: Transaction,
    scope: Scope,
    *,
    most: int | None = None,
    details: bool = False,
    information_most: int | None = None,
) -> Hits:
    """``most``: at most so many reports (``RgltryRptg``; the others are ignored);
    ``details``: a report has exactly one ``Dtls``, whose ``Cd`` comes with its
    ``Ctry``; ``information_most``: at most so many ``Dtls/Inf``."""
    reports = tx.regulatory_reporting
    if most is not None and len(reports) > most:
        yield Hit(
            _indexed("RgltryRptg", most),
            f"{len(reports)} RgltryRptg; the scheme takes {most}, the others are ignored",
        )
    for index, report in enumerate(reports):
        rel = _indexed("RgltryRptg", index)
        if details and not report.details:
            yield Hit(rel, "RgltryRptg without Dtls; the scheme requires it")
        if details and len(report.details) > 1:
            yield Hit(f"{rel}/Dtls[2]", f"{len(report.details)} Dtls; the scheme takes one")
        for number, detail in enumerate(report.details):
            where = f"{rel}/{_indexed('Dtls', number)}"
            if details and detail.reporting_code is not None and detail.country is None:
                yield Hit(f"{where}/Cd", "Dtls/Cd without Dtls/Ctry; the scheme takes it with one")
            if information_most is not None and len(detail.information) > information_most:
                yield Hit(
                    f"{where}/{_indexed('Inf', information_most)}",
                    f"{len(detail.information)} Inf; the scheme takes {information_most}",
                )
