"""Validate a payment message: the library API, in three forms over one generator.

``source`` is a path (``str`` or :class:`~pathlib.Path`), ``bytes``, a binary file object,
or a payment intent ``data`` dict; XML or JSON is told from the content. ``skill`` is a
skill profile or its name (:mod:`pain_bridge.profiles`), ``config`` a
:class:`~pain_bridge.config.RuleConfig` (default: none; use
:func:`pain_bridge.config.load_config` for the project's), ``today`` the date that
decides what is in the past. ``scheme``: a scheme's name (:mod:`pain_bridge.schemes`),
``"auto"`` (detected from the file) or ``"none"``; ``purpose``: what the file is for
(:class:`~pain_bridge.file_purpose.Purpose`: the service, a bank, or both; by default the
configuration's ``for``, else the service).

>>> from pain_bridge.validation import is_valid, iter_findings, validate
>>> for finding in iter_findings("payments.xml", skill="ing_nl_pisp_sbx_#1.0"):  # doctest: +SKIP
...     print(finding.line, finding.code, finding.message)
>>> validate(data)     # raises ValidationFailed carrying every finding  # doctest: +SKIP
>>> is_valid(b"<Document …")                                              # doctest: +SKIP
False

A pain.002 status report (a bank's answer to a pain.001) is recognised and checked as
one (:func:`pain_bridge.status_report.read_report`: its schema, and what the status model
cannot carry) instead of being refused as another message.

The input is read as a stream, one transaction at a time, so a file of any size is
validated in flat memory. Unreadable input (a missing file) raises
:class:`~pain_bridge.errors.InputError`; anything wrong *in* the input is a finding.
An unknown skill name raises :class:`~pain_bridge.profiles.UnknownSkill`.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from typing import TYPE_CHECKING, cast

from pain_bridge.config import RuleConfig
from pain_bridge.errors import ValidationFailed
from pain_bridge.file_purpose import Purpose
from pain_bridge.findings import Finding
from pain_bridge.flood import FloodGate
from pain_bridge.profiles import SkillProfile
from pain_bridge.sources import Source

if TYPE_CHECKING:
    from pain_bridge.model import Event
    from pain_bridge.reader import ReadOptions
    from pain_bridge.sources import Opened

__all__ = [
    "Source",
    "ValidationFailed",
    "checked_events",
    "is_valid",
    "iter_findings",
    "located",
    "validate",
]


def iter_findings(
    source: Source,
    *,
    skill: SkillProfile | str | None = None,
    config: RuleConfig | None = None,
    today: date | None = None,
    allow_immediate_execution: bool = False,
    gate: FloodGate | None = None,
    read_options: ReadOptions | None = None,
    scheme: str | None = None,
    purpose: Purpose | str | None = None,
) -> Iterator[Finding]:
    """Every finding of ``source``, in stream order (the readers' and the rules').

    With a ``gate`` (:class:`~pain_bridge.flood.FloodGate`), at most its limit of each code
    is yielded and the others are counted in ``gate.held``, made cheaply: a file with a
    finding on every transaction then takes little longer than a clean one.
    ``read_options``: how XML is read (:class:`~pain_bridge.reader.ReadOptions`); for a
    file only for a bank (``purpose``) the JSON loss report (``map.dropped``) is not made."""
    from pain_bridge.sources import open_input  # the readers load on first use

    opened = open_input(source)  # the one read of the head: what the input is
    findings = cast(
        Iterator[Finding],
        _checked(
            opened,
            skill=skill,
            config=config,
            today=today,
            allow_immediate_execution=allow_immediate_execution,
            gate=gate,
            read_options=read_options,
            scheme=scheme,
            purpose=purpose,
            keep_events=False,
        ),
    )
    return located(opened, findings if gate is None else gate(findings))


def checked_events(
    source: Source | Opened,
    *,
    skill: SkillProfile | str | None = None,
    config: RuleConfig | None = None,
    today: date | None = None,
    allow_immediate_execution: bool = False,
    scheme: str | None = None,
    purpose: Purpose | str | None = None,
) -> tuple[Opened, Iterator[Event]]:
    """What ``source`` is, and its model events with every finding of
    :func:`iter_findings` interleaved (not yet :func:`located`), from one reading: for a
    caller that needs the message as well as its findings (``submit``'s preparation),
    so that the file is not read a second time for it. A status report's findings come
    alone (no model events)."""
    from pain_bridge.sources import open_input

    opened = open_input(source)
    events = _checked(
        opened,
        skill=skill,
        config=config,
        today=today,
        allow_immediate_execution=allow_immediate_execution,
        gate=None,
        read_options=None,
        scheme=scheme,
        purpose=purpose,
        keep_events=True,
    )
    return opened, events


def _checked(
    opened: Opened,
    *,
    skill: SkillProfile | str | None,
    config: RuleConfig | None,
    today: date | None,
    allow_immediate_execution: bool,
    gate: FloodGate | None,
    read_options: ReadOptions | None,
    scheme: str | None,
    purpose: Purpose | str | None,
    keep_events: bool,
) -> Iterator[Event]:
    """The read → rules part of the pipeline, assembled once for :func:`iter_findings`
    and :func:`checked_events`: a status report's findings, or the engine's findings
    (``keep_events``: with the model events) over the reader's events."""
    from pain_bridge.sources import iter_events, started

    report = _status_report_findings(opened)
    if report is not None:
        return iter(report)
    purpose = Purpose.of(
        purpose or (config.purpose if config is not None else None) or Purpose.SERVICE
    )
    from dataclasses import replace

    from pain_bridge.reader import ReadOptions

    options = read_options or ReadOptions()
    if options.lines_on_demand is None:  # found in the file as asked, where few are listed
        options = replace(options, lines_on_demand=gate is not None and gate.limit is not None)
    if not purpose.for_service:
        options = replace(options, report_dropped=False)
    events = started(iter_events(opened, read_options=options))  # before the rules load
    from pain_bridge.engine import RuleEngine

    engine = RuleEngine(
        config=config,
        skill=skill,
        today=today,
        allow_immediate_execution=allow_immediate_execution,
        gate=gate,
        scheme=scheme,
        purpose=purpose,
    )
    return engine.process(events) if keep_events else engine.findings(events)


def located(opened: Opened, findings: Iterator[Finding]) -> Iterator[Finding]:
    """``findings`` of an XML file or bytes with the lines past 65,535 put right (and
    located to the column): :mod:`pain_bridge.sourcelines`."""
    if isinstance(opened.source, bytes | str):
        from pain_bridge.sourcelines import corrected

        return corrected(opened.source, findings)
    return findings


def _status_report_findings(opened: Opened) -> list[Finding] | None:
    """The findings of a pain.002 input (a path or bytes), or None for anything else."""
    if opened.message != "pain.002" or not isinstance(opened.source, str | bytes):
        return None
    # imported only for a status report: the pain.001 path pays nothing for it
    from pain_bridge.status_report.reader import read_report

    return list(read_report(opened.source).findings)


def validate(
    source: Source,
    *,
    skill: SkillProfile | str | None = None,
    config: RuleConfig | None = None,
    today: date | None = None,
    allow_immediate_execution: bool = False,
    scheme: str | None = None,
    purpose: Purpose | str | None = None,
) -> list[Finding]:
    """All findings of ``source``, in document order (by line, as the reporters show
    them); raises :class:`ValidationFailed` (carrying them all) when any is an error.
    Returns the non-error findings (warnings, notes) otherwise."""
    findings = sorted(
        iter_findings(
            source,
            skill=skill,
            config=config,
            today=today,
            allow_immediate_execution=allow_immediate_execution,
            scheme=scheme,
            purpose=purpose,
        ),
        key=Finding.sort_key,
    )
    if any(f.is_error for f in findings):
        raise ValidationFailed(findings)
    return findings


def is_valid(
    source: Source,
    *,
    skill: SkillProfile | str | None = None,
    config: RuleConfig | None = None,
    today: date | None = None,
    allow_immediate_execution: bool = False,
    scheme: str | None = None,
    purpose: Purpose | str | None = None,
) -> bool:
    """True when ``source`` has no error finding (stops reading at the first error)."""
    return not any(
        f.is_error
        for f in iter_findings(
            source,
            skill=skill,
            config=config,
            today=today,
            allow_immediate_execution=allow_immediate_execution,
            scheme=scheme,
            purpose=purpose,
        )
    )
