"""A flood of one code, summarized: at most so many findings of each code are kept.

A payment file with a warning on every line is normal (a character outside the SEPA set
in every name, a past date in every payment info): a million findings help nobody and
would hold memory in proportion to the file. :class:`FloodGate` lets through the first
``limit`` findings of each code, in the order they come, and counts the others exactly,
by code and severity, in bounded space; the counts still decide the exit status and
every summary. ``limit=None`` keeps them all (``--all-findings``). Rules that know the
gate (``RuleEngine(gate=…)``) count the findings it would only count without making
them at all, so a flood costs little more time than a clean file.

>>> from pain_bridge.findings import make_finding
>>> gate = FloodGate(limit=2)
>>> kept = list(gate(make_finding("date.past", f"day {i}") for i in range(5)))
>>> len(kept), gate.held
(2, (Held(code='date.past', severity=<Severity.WARNING: 'warning'>, count=3),))
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Final

from pain_bridge.findings import Finding, Severity

__all__ = ["DEFAULT_PER_CODE", "FloodGate", "Held"]

#: Findings of one code listed before the rest are only counted.
DEFAULT_PER_CODE: Final = 100


@dataclass(frozen=True, slots=True)
class Held:
    """Findings of ``code`` and ``severity`` counted but not listed."""

    code: str
    severity: Severity
    count: int

    def as_finding(self) -> Finding:
        """A finding without a place that stands for them in a listing."""
        what = "finding" if self.count == 1 else "findings"
        return Finding(
            code=self.code,
            severity=self.severity,
            message=f"… and {self.count:,} more {self.severity.value} {what} of {self.code}, "
            "counted but not listed (--all-findings lists every one)",
        )


class FloodGate:
    """Passes the first ``limit`` findings of each code, counts the others."""

    def __init__(self, limit: int | None = DEFAULT_PER_CODE) -> None:
        if limit is not None and limit < 0:
            raise ValueError(f"the limit per code must be at least 0, not {limit}")
        self.limit = limit
        self._seen: dict[str, int] = {}
        self._held: dict[tuple[str, Severity], int] = {}
        #: Whether an error is among the findings counted and not listed.
        self.holds_errors = False

    def counted_only(self, code: str) -> bool:
        """Whether every further finding of ``code`` will only be counted (its limit is
        reached): a rule may then count it here (:meth:`hold`) instead of making it
        (:meth:`pain_bridge.rules.base.Rule.counted`)."""
        return self.limit is not None and self._seen.get(code, 0) >= self.limit

    def hold(self, code: str, severity: Severity) -> None:
        """Count a finding of ``code`` that was never made (its limit is reached)."""
        self._seen[code] = self._seen.get(code, 0) + 1
        key = (code, severity)
        self._held[key] = self._held.get(key, 0) + 1
        if severity is Severity.ERROR:
            self.holds_errors = True

    def admit(self, finding: Finding) -> bool:
        """Whether ``finding`` is listed (else it is only counted)."""
        if self.limit is None:
            return True
        code = finding.code
        seen = self._seen.get(code, 0) + 1
        self._seen[code] = seen
        if seen <= self.limit:
            return True
        key = (code, finding.severity)
        self._held[key] = self._held.get(key, 0) + 1
        if finding.severity is Severity.ERROR:
            self.holds_errors = True
        return False

    def __call__(self, findings: Iterable[Finding]) -> Iterator[Finding]:
        return (finding for finding in findings if self.admit(finding))

    @property
    def held(self) -> tuple[Held, ...]:
        """What was counted and not listed, by code and severity (worst first)."""
        return tuple(
            Held(code, severity, count)
            for (code, severity), count in sorted(
                self._held.items(), key=lambda item: (item[0][0], -item[0][1].rank)
            )
        )
