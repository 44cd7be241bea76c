"""What a scheme is, as data: a :class:`SchemeProfile`, its :class:`SchemeRule` s, the
:class:`Markers` by which a file names it and the pain.001 versions its source covers.

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

from pain_bridge.examples import Example
from pain_bridge.findings import CATALOGUE, Severity
from pain_bridge.model import PaymentInfo, Transaction
from pain_bridge.versions import PainVersion

__all__ = ["Grade", "Markers", "SchemeProfile", "SchemeRule", "rule"]

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
    the payment's execution date makes it apply (None: always); ``summary``: what it
    checks in one line, the catalogue's summary after the profile's :attr:`~SchemeProfile.label`
    (given on one of a code's rows; :data:`pain_bridge.codes` is generated from it).

    ``refines``: the codes whose problem this rule states more specifically: generic
    codes (``epc.address-unstructured`` refines ``address.unstructured``) or another
    code of its own profile (``sps.category-purpose-level``, SALA or PENS on the
    transaction, refines ``sps.payment-type-level``, a part of the payment type on both
    levels): where it reports, a finding of those at the same place is not reported
    (:mod:`~pain_bridge.schemes.compose`). ``supersedes``: it replaces generic codes over
    the payment infos its scheme applies to even where it finds nothing (a character
    set: what the scheme allows, the generic set must not refuse).

    ``examples``: its passing and failing documents (:class:`~pain_bridge.examples.Example`),
    which the documentation shows and the tests run; every code has one on one of its
    rows at least, a row of a payment type of its own where the type changes the rule."""

    code: str
    check: str
    severity: Severity
    ref: str
    grade: Grade
    source: str
    params: Mapping[str, Any] = field(default_factory=lambda: _NO_PARAMS)
    variants: frozenset[str] | None = None
    from_date: str | None = None
    summary: str = ""
    refines: frozenset[str] = frozenset()
    supersedes: bool = False
    examples: tuple[Example, ...] = ()

    @property
    def family(self) -> str:
        return self.code.partition(".")[0]

    def in_family(self, family: str) -> SchemeRule:
        """The same rule with its code in ``family`` (``epc.currency`` → ``dk.currency``),
        and so the codes of its family it refines and its examples name."""

        def moved(code: str) -> str:
            head, _, name = code.partition(".")
            return f"{family}.{name}" if head == self.family else code

        examples = tuple(replace(e, also=tuple(moved(c) for c in e.also)) for e in self.examples)
        refines = frozenset(moved(c) for c in self.refines)
        return replace(self, code=moved(self.code), refines=refines, examples=examples)


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
    summary: str = "",
    refines: tuple[str, ...] = (),
    supersedes: bool = False,
    examples: tuple[Example, ...] = (),
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
        summary,
        frozenset(refines),
        supersedes,
        examples,
    )


#: Decides the variant of a transaction under a scheme (the Swiss payment type).
VariantOf = Callable[[PaymentInfo, Transaction], str]


@dataclass(frozen=True, slots=True)
class Markers:
    """What in a file names a scheme, for detection (:mod:`~pain_bridge.schemes.detect`,
    which reads them kind by kind in its order of precedence, not scheme by scheme).

    ``label``: how messages name the scheme's own markers (``the DK namespace``, ``the
    Swiss schema location``); ``namespace``: the message's version when that is the
    scheme's own format (DK's ``pain.001.003.03``); ``debtor_countries``: the countries
    of a debtor account IBAN that names it (``CH``, ``LI``), in words as
    ``countries_in_words``; ``service_level``: ``PmtTpInf/SvcLvl/Cd`` (``SEPA``), and
    ``local_instrument``: the ``LclInstrm/Cd`` it needs besides (``INST``; None: the
    scheme of that service level with any other or none); ``schema_location``: a
    pattern of ``xsi:schemaLocation`` (a hint only, which banks ignore), shown as
    ``location_shown``. All empty: the message carries no marker of the scheme (CBPR+),
    which is only ever chosen."""

    label: str = ""
    namespace: PainVersion | None = None
    debtor_countries: tuple[str, ...] = ()
    countries_in_words: str = ""
    service_level: str | None = None
    local_instrument: str | None = None
    schema_location: str | None = None
    location_shown: str = ""

    @property
    def empty(self) -> bool:
        """The message carries no marker of the scheme."""
        return (
            self.namespace is None
            and not self.debtor_countries
            and self.service_level is None
            and self.schema_location is None
        )

    @property
    def service_level_said(self) -> str:
        """The service level (and instrument) as a message names them."""
        said = f"SvcLvl/Cd {self.service_level}"
        if self.local_instrument is not None:
            said += f" and LclInstrm/Cd {self.local_instrument}"
        return said

    def looked_for(self) -> list[tuple[int, str]]:
        """What detection looks for, in words (for ``scheme.none``), each with its rank
        in detection's order (0: namespace, 1: debtor account, 2: service level, 3:
        schema location)."""
        found: list[tuple[int, str]] = []
        if self.namespace is not None:
            found.append((0, f"the {self.label} namespace {self.namespace.value}"))
        if self.debtor_countries:
            found.append((1, f"a {' or '.join(self.debtor_countries)} debtor account IBAN"))
        if self.service_level is not None:
            found.append((2, f"PmtTpInf/{self.service_level_said}"))
        if self.schema_location is not None:
            found.append((3, f"a {self.label} schema location {self.location_shown} (a hint)"))
        return found


@dataclass(frozen=True, slots=True)
class SchemeProfile:
    """A scheme: its name (``--scheme NAME``), title, code family, the document it
    follows, its rules, the pain.001 versions that document covers (a file in another
    draws ``scheme.version``, and the rules still run), the markers by which a file
    names it, and (Swiss SPS) its variants and how a transaction's is decided;
    ``not_implemented``: its source's rules left out, with the reason. ``label`` heads
    each of its codes' catalogue summaries (``EPC SCT: …``)."""

    name: str
    title: str
    family: str
    source: str
    rules: tuple[SchemeRule, ...]
    versions: tuple[PainVersion, ...]
    markers: Markers = Markers()
    variants: tuple[str, ...] = ()
    variant_of: VariantOf | None = None
    label: str = ""
    #: the rules of its source not implemented, each with why (the scheme's page lists them)
    not_implemented: tuple[tuple[str, str], ...] = ()

    def catalogue_rows(self) -> list[tuple[str, Severity, str]]:
        """Each of its codes' catalogue row (code, severity, summary), in rule order."""
        rows: dict[str, tuple[str, Severity, str]] = {}
        for r in self.rules:
            if r.summary or r.code not in rows:
                rows[r.code] = (r.code, r.severity, f"{self.label}: {r.summary}")
        return list(rows.values())

    def covers(self, version: PainVersion) -> bool:
        """Whether the scheme's source covers files of ``version``."""
        return version in self.versions

    @property
    def versions_said(self) -> str:
        """The versions the scheme takes, for messages."""
        return ", ".join(v.value for v in self.versions)

    def problems(self) -> list[str]:
        """What is wrong with this profile (empty when it is consistent)."""
        from pain_bridge.rules.schemes import CHECKS
        from pain_bridge.scheme_dates import DATES

        found: list[str] = []
        if not self.versions:
            found.append(f"{self.name}: covers no pain.001 version")
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
            summaries = {o.summary for o in self.rules if o.code == r.code} - {""}
            if len(summaries) > 1:
                found.append(f"{where}: {len(summaries)} summaries for the code")
            own = {o.code for o in self.rules} - {r.code}
            for refined in sorted(r.refines):
                family = refined.partition(".")[0]
                if refined not in CATALOGUE or (family == self.family and refined not in own):
                    found.append(
                        f"{where}: refines {refined!r}, neither a generic code nor another "
                        "of its profile"
                    )
                elif r.supersedes and family == self.family:
                    found.append(f"{where}: supersedes {refined!r}, a code of its profile")
            if r.supersedes and not r.refines:
                found.append(f"{where}: supersedes nothing it refines")
            key = r.code + repr(sorted(r.variants or ()))
            if key in codes:
                found.append(f"{where}: twice for the same variants")
            codes.add(key)
        return found
