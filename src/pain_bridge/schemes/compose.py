"""One problem, one finding: the findings of a file composed where the engine emits them.

Two rules may state one problem at one place. Both ways are declared here once and
applied by :class:`Composer`, which :class:`~pain_bridge.engine.RuleEngine` runs over
the findings of each event:

- A scheme rule that **refines** a generic one (``SchemeRule.refines``: its profile
  declares ``epc.address-unstructured`` refines ``address.unstructured``) speaks for it:
  where the scheme rule reports, the generic finding at the same XPath is not reported.
  A scheme rule may refine another of its own profile the same way
  (``sps.category-purpose-level`` refines ``sps.payment-type-level``).
  A rule that also **supersedes** it (the schemes' character sets) speaks for it over
  the whole payment info its scheme applies to, even where it finds nothing: a Swiss
  file's ``é`` is allowed by ``sps.charset``, so the SEPA Latin ``text.charset`` does
  not ask for it to be replaced. The group header goes by the scheme of the first
  payment info (the scheme is decided per payment info; the header's rules run then).
- A generic rule that **restates the schema** (:data:`RESTATES_XSD`: its finding says
  what a pattern, length or type facet of the element's XSD type says) is not reported
  beside an ``xsd.violation`` at the same XPath.

What it costs: the findings of an event are looked at once; a refining finding's
generic twin is looked for among the findings of the same event (rule and scheme rule
run on the same node), and only when one is there. The schema's violations come after
the document's events (the second, locating pass of :mod:`pain_bridge.reader.locate`),
so findings of the codes that restate the schema wait for the end of the stream
(reports sort findings by place, so their order in reports does not change); JSON has
no schema, so there they stay in stream order and nothing is held for them; a
payment info's and the group header's own findings that may yet be refined wait for
the scheme's rules of the payment info, run at its start. A scheme's finding speaks
for the generic one also where it is not made (its code ignored, or past the flood
gate's limit only counted): the runner notes its place all the same. A bank's guideline
rule that refines a built-in one (``refines`` in its file, :mod:`pain_bridge.guideline`)
speaks for it the same way, with or without a scheme (:class:`Composer`'s ``extra``).
The codes this module may take out (:data:`REFINED`, with a scheme; :data:`RESTATES_XSD`;
a guideline's) are never only counted in the rules
(:meth:`~pain_bridge.engine.RuleEngine._count`): they are made and composed, and the
flood gate then counts what is left, as it would without the fast path.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Final, Protocol

from pain_bridge.codes import SCHEME_REFINES, SCHEME_SUPERSEDES
from pain_bridge.findings import Finding
from pain_bridge.model import Event, GroupHeader, PaymentInfo

if TYPE_CHECKING:
    from pain_bridge.schemes.runner import SchemeRunner


class Refiner(Protocol):
    """A rule whose findings refine built-in codes beside the schemes' (the guidelines'
    rule): its refining code → the codes it refines, and the places of its refining
    findings not made (ignored, or only counted), as the runner's :attr:`refined`."""

    @property
    def refines(self) -> Mapping[str, frozenset[str]]: ...

    @property
    def refined(self) -> list[tuple[str, str | None]]: ...


__all__ = ["REFINED", "REFINES", "RESTATES_XSD", "SUPERSEDED", "Composer"]

#: The codes whose finding says what the schema's violation of the same element says: a
#: pattern facet (``iban.format``: IBAN2007Identifier; ``bic.format``: BICIdentifier /
#: BICFIDec2014Identifier; ``country.unknown``: CountryCode ``[A-Z]{2}``;
#: ``totals.nb-of-txs``: Max15NumericText ``[0-9]{1,15}``, a count that is not one), a
#: maxLength facet (``text.length``, and CBPR+'s ``cbpr.adrline-70``, the 70 of
#: Max70Text). Not ``totals.ctrl-sum``: it says the sum differs, which the schema's
#: digits facets do not (and a control sum that is no number it leaves to the schema).
RESTATES_XSD: Final = frozenset(
    {
        "iban.format",
        "bic.format",
        "country.unknown",
        "totals.nb-of-txs",
        "text.length",
        "cbpr.adrline-70",
    }
)


def refines_of_profiles() -> dict[str, frozenset[str]]:
    """Refining code → the codes it refines, from the profiles' declarations (their
    modules imported): what ``make codes`` writes as :data:`~pain_bridge.codes.SCHEME_REFINES`."""
    from pain_bridge.schemes import SCHEMES

    found: dict[str, set[str]] = {}
    for profile in SCHEMES.values():
        for r in profile.rules:
            if r.refines:
                found.setdefault(r.code, set()).update(r.refines)
    return {code: frozenset(generic) for code, generic in found.items()}


def superseded_of_profiles() -> dict[str, frozenset[str]]:
    """Scheme name → the generic codes its rules supersede, from the profiles: what
    ``make codes`` writes as :data:`~pain_bridge.codes.SCHEME_SUPERSEDES`."""
    from pain_bridge.schemes import SCHEMES

    return {
        name: frozenset(g for r in profile.rules if r.supersedes for g in r.refines)
        for name, profile in SCHEMES.items()
    }


#: Refining code → the codes it refines (generic ones, or of its own profile), from the
#: profiles' declarations, written ahead (:func:`refines_of_profiles`): a run that
#: chooses no scheme does not make the profiles (``tests/test_codes.py`` holds it current).
REFINES: Final[Mapping[str, frozenset[str]]] = SCHEME_REFINES

#: Scheme name → the generic codes its rules supersede over its payment infos, written
#: ahead (:func:`superseded_of_profiles`).
SUPERSEDED: Final[Mapping[str, frozenset[str]]] = SCHEME_SUPERSEDES

#: Every code some scheme rule refines: the group header's and a payment info's findings
#: of these wait for the payment info's scheme rules.
REFINED: Final = frozenset(g for generic in REFINES.values() for g in generic)
_NOTHING: frozenset[str] = frozenset()
_REFINING: Final = REFINED | frozenset(REFINES)
_TAKES: Final = _REFINING | RESTATES_XSD


class Composer:
    """The composition of one document's findings (one per :meth:`RuleEngine._run`).

    ``runner``: the document's scheme runner (None: no scheme is chosen or detected,
    only the schema's restatements are composed)."""

    __slots__ = (
        "extra",
        "header",
        "notes",
        "own",
        "pending",
        "refined",
        "refines",
        "restates",
        "restating",
        "runner",
        "takes",
        "violated",
    )

    def __init__(self, runner: SchemeRunner | None, extra: Refiner | None = None) -> None:
        self.runner = runner
        #: the guidelines' rule (its refining codes, and the places of those not made)
        self.extra = extra
        more = extra.refines if extra is not None else {}
        #: refining code → the codes it refines: the schemes' and the guidelines'
        self.refines: Mapping[str, frozenset[str]] = {**REFINES, **more} if more else REFINES
        #: every code some rule here refines
        self.refined: frozenset[str] = REFINED.union(*more.values()) if more else REFINED
        #: the lists of places of refining findings not made, to take at each event
        self.notes: list[list[tuple[str, str | None]]] = [
            r.refined for r in (runner, extra) if r is not None
        ]
        #: the guidelines' refining codes and those they refine
        self.own = own = frozenset(more).union(*more.values()) if more else _NOTHING
        #: the codes that wait for the schema's violations (none for JSON: :meth:`start`)
        self.restates: frozenset[str] = RESTATES_XSD
        #: the codes :meth:`event` may take out or hold: a refining one, a refined one
        #: and the schema's restatements with a scheme; the restatements alone without
        #: (and the guidelines' refining and refined codes)
        self.takes: frozenset[str] = (RESTATES_XSD if runner is None else _TAKES) | own
        #: findings of :data:`RESTATES_XSD` by XPath, waiting for the schema's violations
        self.restating: dict[str, list[Finding]] = {}
        #: the XPaths of the schema's violations outside the transactions (the totals
        #: are found at the end, after them); the transactions' are matched as they come
        self.violated: set[str] = set()
        #: the group header's findings that a scheme rule may refine
        self.header: list[Finding] = []
        #: whether :meth:`event` must run even for an event without findings
        self.pending = False

    def start(self, source_format: str) -> None:
        """The document's format: JSON has no schema, so no violation comes for a
        restating finding to wait for; it stays where it is and nothing is held."""
        if source_format != "xml":
            self.restates = _NOTHING
            self.takes = (_NOTHING if self.runner is None else _REFINING) | self.own

    def event(self, kind: type, out: list[Event], start: int) -> None:
        """Compose ``out[start:]``, the findings of one event of ``kind``, in place.

        The common case costs a look at each finding's code: none of them is one the
        composition may take out or hold (:attr:`takes`), and nothing waits for this
        event (:attr:`pending`, the runner's refined places): they all stay as they are."""
        runner = self.runner
        if not self.pending and not self.waiting:
            takes = self.takes
            for i in range(start, len(out)):
                if out[i].code in takes:  # type: ignore[union-attr]
                    break
            else:
                return
        found: list[Finding] = out[start:]  # type: ignore[assignment]
        kept: list[Finding] = []
        refined: set[tuple[str, str | None]] | None = None
        refines, refined_codes = self.refines, self.refined
        for f in found:
            generic = refines.get(f.code)
            if generic is not None:
                if refined is None:
                    refined = set()
                refined.update((g, f.xpath) for g in generic)
        for notes in self.notes:
            if notes:  # refining findings not made
                if refined is None:
                    refined = set()
                refined.update(notes)
                notes.clear()
        superseded = _NOTHING
        if runner is not None and kind is not GroupHeader:
            applied = runner.current
            if applied is not None:
                superseded = SUPERSEDED[applied.scheme.name]
        hold_header = runner is not None and kind is GroupHeader
        for f in found:
            code = f.code
            if code in refined_codes:
                if refined is not None and (code, f.xpath) in refined:
                    continue
                if code in superseded:
                    continue
                if hold_header:
                    self.header.append(f)
                    self.pending = True
                    continue
            if code in self.restates and f.xpath is not None:
                self.restating.setdefault(f.xpath, []).append(f)
                continue
            kept.append(f)
        if kind is PaymentInfo and self.header:
            header, self.header = self.header, []
            self.pending = False
            released: list[Finding] = []
            for f in header:
                if f.code in superseded or (refined is not None and (f.code, f.xpath) in refined):
                    continue
                if f.code in self.restates and f.xpath is not None:
                    self.restating.setdefault(f.xpath, []).append(f)
                    continue
                released.append(f)
            kept[:0] = released
        out[start:] = kept

    @property
    def waiting(self) -> bool:
        """Whether places of refining findings not made wait for :meth:`event`."""
        return any(self.notes)

    def violation(self, finding: Finding) -> None:
        """Note the schema's ``finding``: the restating findings at its place go."""
        xpath = finding.xpath
        if xpath is None:
            return
        self.restating.pop(xpath, None)
        if "/CdtTrfTxInf" not in xpath:
            self.violated.add(xpath)

    def flush(self) -> Iterator[Finding]:
        """What still waits at the end of the stream: the restating findings the schema
        did not refuse, the group header's findings (no payment info came)."""
        for waiting in self.restating.values():
            yield from waiting
        self.restating = {}
        header, self.header = self.header, []
        for f in header:
            if f.code in RESTATES_XSD and f.xpath in self.violated:
                continue
            yield f
        self.pending = False

    def at_end(self, found: Iterator[Finding] | list[Finding]) -> Iterator[Finding]:
        """The document's findings at its end (totals), but those restating the schema's
        violation of their element."""
        violated = self.violated
        for f in found:
            if f.code in RESTATES_XSD and f.xpath in violated:
                continue
            yield f
