"""What a scheme is, as data: a :class:`SchemeProfile` and its :class:`SchemeRule` s.

A rule names a check of :mod:`pain_bridge.rules.schemes` and gives it what makes it the
scheme's rule: its finding code (in the scheme's family), its severity as the source
states it, its parameters, and the source with its grade (the shared specification's
``schemes.md``; the documentation's scheme pages list them). The registry
(:mod:`pain_bridge.schemes`) holds every profile and refuses, at import, a rule whose code
is not catalogued, whose check does not exist or takes other parameters, or an UNCONFIRMED
rule made an error.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from pain_bridge.findings import CATALOGUE, Severity
from pain_bridge.model import PaymentInfo, Transaction

__all__ = ["Grade", "SchemeProfile", "SchemeRule", "rule"]

_NO_PARAMS: Mapping[str, Any] = MappingProxyType({})


class Grade(StrEnum):
    """How well a rule is sourced: **P** read in the scheme's own text, **S** quoted by a
    secondary source, **UNCONFIRMED** (never an error)."""

    P = "P"
    S = "S"
    UNCONFIRMED = "UNCONFIRMED"


@dataclass(frozen=True, slots=True)
class SchemeRule:
    """One rule of a scheme.

    ``code``: its finding code (``epc.currency``); ``check``: the check it runs (a name
    of :data:`pain_bridge.rules.schemes.CHECKS`); ``severity``: as the source states it
    (a reject is an error, a recommendation a warning or info); ``ref``: the catalogue
    row(s) (``EPC-SCT-03``); ``grade`` and ``source``: where it is written;
    ``params``: the check's keyword arguments; ``variants``: the Swiss payment types it
    applies to (None: all); ``from_date``: a name of :data:`~.dates.DATES` from which
    the payment's execution date makes it apply (None: always)."""

    code: str
    check: str
    severity: Severity
    ref: str
    grade: Grade
    source: str
    params: Mapping[str, Any] = field(default_factory=lambda: _NO_PARAMS)
    variants: frozenset[str] | None = None
    from_date: str | None = None

    @property
    def family(self) -> str:
        return self.code.partition(".")[0]

    def in_family(self, family: str) -> SchemeRule:
        """The same rule with its code in ``family`` (``epc.currency`` → ``dk.currency``)."""
        return replace(self, code=f"{family}.{self.code.partition('.')[2]}")


def rule(
    code: str,
    check: str,
    severity: Severity,
    ref: str,
    grade: Grade,
    source: str,
    *,
    variants: tuple[str, ...] | None = None,
    from_date: str | None = None,
    **params: Any,
) -> SchemeRule:
    """A :class:`SchemeRule`, written as a row of a profile's table."""
    return SchemeRule(
        code,
        check,
        severity,
        ref,
        grade,
        source,
        MappingProxyType(dict(params)),
        frozenset(variants) if variants is not None else None,
        from_date,
    )


#: Decides the variant of a transaction under a scheme (the Swiss payment type).
VariantOf = Callable[[PaymentInfo, Transaction], str]


@dataclass(frozen=True, slots=True)
class SchemeProfile:
    """A scheme: its name (``--scheme NAME``), title, code family, the document it
    follows, its rules, and (Swiss SPS) its variants and how a transaction's is decided."""

    name: str
    title: str
    family: str
    source: str
    rules: tuple[SchemeRule, ...]
    variants: tuple[str, ...] = ()
    variant_of: VariantOf | None = None

    def problems(self) -> list[str]:
        """What is wrong with this profile (empty when it is consistent)."""
        from pain_bridge.rules.schemes import CHECKS
        from pain_bridge.scheme_dates import DATES

        found: list[str] = []
        codes: set[str] = set()
        for r in self.rules:
            where = f"{self.name}: {r.code}"
            if r.family != self.family:
                found.append(f"{where}: not in the scheme's family {self.family!r}")
            info = CATALOGUE.get(r.code)
            if info is None:
                found.append(f"{where}: not in the findings catalogue")
            elif r.severity not in info.severities:
                found.append(f"{where}: severity {r.severity} not catalogued for the code")
            if r.grade is Grade.UNCONFIRMED and r.severity is Severity.ERROR:
                found.append(f"{where}: an UNCONFIRMED rule is never an error")
            chk = CHECKS.get(r.check)
            if chk is None:
                found.append(f"{where}: no check {r.check!r}")
            elif not chk.required <= set(r.params) <= chk.params:
                found.append(
                    f"{where}: check {r.check!r} takes {sorted(chk.params)}, "
                    f"given {sorted(r.params)} (required: {sorted(chk.required)})"
                )
            if r.variants is not None and not r.variants <= set(self.variants):
                found.append(f"{where}: variants {sorted(r.variants)} not of the scheme")
            if r.from_date is not None and r.from_date not in DATES:
                found.append(f"{where}: no date {r.from_date!r}")
            key = r.code + repr(sorted(r.variants or ()))
            if key in codes:
                found.append(f"{where}: twice for the same variants")
            codes.add(key)
        return found
