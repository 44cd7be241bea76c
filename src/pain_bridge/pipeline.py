"""One pipeline: read → rules → gate → locate → sink, assembled here once.

Every entry point that checks an input is a face over :class:`Pipeline`, and differs
from the others only in its sink: ``validate`` (:mod:`pain_bridge.validation`, and the
CLI's ``validate``) lists the findings, :func:`pain_bridge.convert.convert` writes the
model events as JSON or XML, and ``submit``'s preparation
(:func:`pain_bridge.gateway.submit.prepare_intents`) assembles the message.

- **read**: :func:`~pain_bridge.sources.open_input` tells what the input is from its head,
  read from the one opening of the file that the parse then reads on; a status report
  (pain.002) gives its own findings; anything else the reader's events
  (:func:`~pain_bridge.sources.iter_events`), started before the rules load.
- **rules**: the :class:`~pain_bridge.engine.RuleEngine`, set by one
  :class:`CheckOptions` record.
- **gate**: a :class:`~pain_bridge.flood.FloodGate` lists at most so many findings of
  each code and counts the others (the engine makes those cheaply).
- **locate**: :class:`Locator` gives the findings that pass the gate the lines libxml2
  cannot (past 65,535: :mod:`pain_bridge.sourcelines`) and, for a report, their columns
  (:mod:`pain_bridge.reporting.locate`), reading the file only when a finding needs it.
- **sink**: the caller's.

>>> from pain_bridge.pipeline import CheckOptions, Pipeline
>>> checking = Pipeline("pay.xml", CheckOptions(skill="ing_nl_pisp_sbx_#1.0"))  # doctest: +SKIP
>>> [f.code for f in checking.findings()]                                        # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Final

from pain_bridge.file_purpose import Purpose
from pain_bridge.findings import Finding
from pain_bridge.flood import FloodGate
from pain_bridge.sourcelines import LIMIT, ElementLines
from pain_bridge.sources import Opened, Source, iter_events, open_input, started
from pain_bridge.textfile import column_in, sniff_encoding, target_pattern

if TYPE_CHECKING:
    from pain_bridge.config import RuleConfig
    from pain_bridge.engine import RuleEngine
    from pain_bridge.guideline import Guideline
    from pain_bridge.model import Event
    from pain_bridge.profiles import SkillProfile
    from pain_bridge.reader import ReadOptions

__all__ = ["CheckOptions", "Locator", "Pipeline"]

#: Findings behind the point the locate stage's reading has reached that it reads again
#: (from a mark, at most a megabyte back each: the findings a rule makes at the end of a
#: payment info or of the file); those past them wait for one last pass.
READ_BACK: Final = 16

#: A stage between the reader and the rules (``convert``'s restructuring of addresses).
Transform = Callable[[Iterator["Event"]], Iterator["Event"]]


@dataclass(frozen=True, slots=True)
class CheckOptions:
    """What an input is checked for, named once for every face of the pipeline.

    ``skill``: a skill profile or its name (:mod:`pain_bridge.profiles`); ``config``: a
    :class:`~pain_bridge.config.RuleConfig` (None: none); ``today``: the date that
    decides what is in the past; ``allow_immediate_execution``: a requested execution
    date in the future is accepted (the service pays at once); ``scheme``: a scheme's
    name, ``"auto"`` or ``"none"`` (None: the configuration's, else the skill's);
    ``purpose``: what the file is for (:class:`~pain_bridge.file_purpose.Purpose` or its
    name; None: the configuration's ``for``, else the service).
    """

    skill: SkillProfile | str | None = None
    config: RuleConfig | None = None
    today: date | None = None
    allow_immediate_execution: bool = False
    scheme: str | None = None
    purpose: Purpose | str | None = None
    #: Banks' guidelines (:mod:`pain_bridge.guideline`: loaded, or their files or bundled
    #: names), beside the configuration's.
    guidelines: tuple[Guideline | Path | str, ...] = ()

    @property
    def for_purpose(self) -> Purpose:
        """What the file is for: :attr:`purpose`, else the configuration's, else the
        service."""
        configured = self.config.purpose if self.config is not None else None
        return Purpose.of(self.purpose or configured or Purpose.SERVICE)


class Pipeline:
    """One input through read → rules → gate → locate; the sink is the caller's.

    ``source``: a path, bytes, a binary file object, a parsed JSON ``dict``, or the
    :class:`~pain_bridge.sources.Opened` record of one (the input is opened here
    otherwise: :class:`~pain_bridge.errors.InputError` for a missing or unreadable one).
    ``read_options``: how XML is read (:class:`~pain_bridge.reader.ReadOptions`);
    ``gate``: the flood gate of the findings; ``service``: whether the service's limits
    apply apart from the purpose (False for a version migration, which makes no payment
    intent); ``status_reports``: a pain.002 is checked as one (False: it is read as a
    pain.001, whose reader says why it is none: ``convert`` converts only pain.001).
    """

    def __init__(
        self,
        source: Source | Opened,
        options: CheckOptions | None = None,
        *,
        read_options: ReadOptions | None = None,
        gate: FloodGate | None = None,
        service: bool | None = None,
        status_reports: bool = True,
    ) -> None:
        self.opened = open_input(source)  # the one read of the head: what the input is
        self.options = options or CheckOptions()
        self.purpose = self.options.for_purpose
        self.read_options = read_options
        self.gate = gate
        self.service = service
        self.status_reports = status_reports

    def events(self, transform: Transform | None = None) -> Iterator[Event]:
        """read → rules: the model events with every finding of the reading and the
        rules interleaved, neither gated nor located (a sink that needs the message as
        well as its findings gates and locates them itself: :meth:`locator`). A status
        report's findings come alone. ``transform`` stands between the reader and the
        rules."""
        report = self._status_report()
        if report is not None:
            return iter(report)
        events = self._read()
        if transform is not None:
            events = transform(events)
        return self._engine().process(events)

    def findings(self, *, columns: bool = False) -> Iterator[Finding]:
        """read → rules → gate → locate: every finding, in stream order, at most the
        gate's limit of each code (the others counted in ``gate.held``). ``columns``:
        each listed finding of an XML file (by its path, or bytes) gets its column as
        well, for a report."""
        found = self._status_report()
        findings = iter(found) if found is not None else self._engine().findings(self._read())
        if self.gate is not None:
            findings = self.gate(findings)
        return self.located(findings, columns=columns)

    def located(self, findings: Iterable[Finding], *, columns: bool = False) -> Iterator[Finding]:
        """``findings`` of this input located (:meth:`Locator.located`), as they come."""
        locator = self.locator(columns=columns)
        try:
            yield from locator.located(findings)
        finally:
            locator.close()

    def locator(self, *, columns: bool = False) -> Locator:
        """The locate stage, for a sink that takes its findings one by one
        (:meth:`Locator.correct`) or as they come (:meth:`Locator.located`)."""
        return Locator(self.opened, columns=columns)

    def close(self) -> None:
        """Close the input if no reading took it (a face that stopped before reading)."""
        self.opened.close()

    # -- the stages

    def _status_report(self) -> list[Finding] | None:
        """The findings of a pain.002 input (a path or bytes), or None for anything else."""
        opened = self.opened
        if not self.status_reports or opened.message != "pain.002":
            return None
        if not isinstance(opened.source, str | bytes):
            return None
        # imported only for a status report: the pain.001 path pays nothing for it
        from pain_bridge.status_report.reader import read_report

        return list(read_report(opened.source).findings)

    def _read(self) -> Iterator[Event]:
        """The reader's events, the reading begun (before the rules load)."""
        from pain_bridge.reader import ReadOptions

        options = self.read_options or ReadOptions()
        if options.lines_on_demand is None:  # found in the file as asked, where few are listed
            gate = self.gate
            options = replace(options, lines_on_demand=gate is not None and gate.limit is not None)
        if not self.purpose.for_service:
            options = replace(options, report_dropped=False)
        return started(iter_events(self.opened, read_options=options))

    def _engine(self) -> RuleEngine:
        from pain_bridge.engine import RuleEngine

        options = self.options
        return RuleEngine(
            config=options.config,
            skill=options.skill,
            today=options.today,
            allow_immediate_execution=options.allow_immediate_execution,
            gate=self.gate,
            scheme=options.scheme,
            purpose=self.purpose,
            service=self.service,
            guidelines=options.guidelines,
        )


class Locator:
    """Where an XML input's findings are, as far as libxml2 cannot tell: the line of an
    element past line 65,535 (:class:`~pain_bridge.sourcelines.ElementLines`) and, with
    ``columns`` (a report of a file named by its path, or of bytes: ``pain2pis serve``'s
    bodies), the column of the element or attribute a finding names on its line. One
    reading of the file's lines serves both (:func:`~pain_bridge.sourcelines.shared_lines`,
    which the reader's lines on demand share too), opened only when a finding needs it
    and read forward as findings come, mostly in document order. A line it cannot tell
    whole and numbered as XML numbers it (an encoding that is not ASCII-compatible, a
    lone carriage return, a line of megabytes), and a line behind the reading's point
    past the first :data:`READ_BACK` of them, leaves the finding to
    :func:`~pain_bridge.reporting.locate.fill_columns`, which reads the file for those
    at the end. Other inputs' findings pass as they are.
    """

    def __init__(self, opened: Opened, *, columns: bool = False) -> None:
        source = opened.source
        self._lines: ElementLines | None = None
        #: What the columns are read from (None: no columns).
        self._columns: str | bytes | None = None
        if opened.format == "xml" and isinstance(source, bytes | str):
            self._lines = ElementLines(source, sniff_encoding(opened.head[:256]))
            self._columns = source if columns else None
        self._held: list[Finding] = []
        self._back = 0  # lines read again behind the reading's point

    def correct(self, finding: Finding) -> Finding:
        """``finding`` with its element's line past 65,535 (and its column there)."""
        lines = self._lines
        return finding if lines is None else lines.correct(finding)

    def place(self, finding: Finding) -> Finding | None:
        """``finding`` :meth:`corrected <correct>` and, with ``columns``, given its
        column; None when its line cannot be told here: it comes back from
        :meth:`held`."""
        lines = self._lines
        if lines is None:
            return finding
        finding = lines.correct(finding)
        line = finding.line
        if self._columns is None or line is None or line <= 0 or line >= LIMIT:
            return finding
        if finding.column is not None or not finding.xpath:
            return finding
        pattern = target_pattern(finding.xpath)
        if pattern is None:
            return finding
        if lines.behind(line):  # read again from a mark, a few times; then at the end
            if self._back >= READ_BACK:
                self._held.append(finding)
                return None
            self._back += 1
        text = lines.whole(line)
        if text is None:
            self._held.append(finding)
            return None
        column = column_in(text, pattern)
        return finding if column is None else finding.with_column(column)

    def held(self) -> list[Finding]:
        """The findings :meth:`place` held, with their columns from a pass of
        :func:`~pain_bridge.reporting.locate.fill_columns` over the file."""
        held, self._held = self._held, []
        if not held or self._columns is None:
            return held
        from pain_bridge.reporting.locate import fill_columns

        return fill_columns(self._columns, held)

    def located(self, findings: Iterable[Finding]) -> Iterator[Finding]:
        """``findings`` :meth:`placed <place>` as they come; those held at the end."""
        if self._lines is None:
            yield from findings
            return
        place = self.place
        for finding in findings:
            placed = place(finding)
            if placed is not None:
                yield placed
        yield from self.held()

    def close(self) -> None:
        if self._lines is not None:
            self._lines.close()
