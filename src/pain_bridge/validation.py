"""Validate a payment message: the library API, three faces over one pipeline
(:class:`~pain_bridge.pipeline.Pipeline`: read → rules → gate → locate).

``source`` is a path (``str`` or :class:`~pathlib.Path`), ``bytes``, a binary file object,
or a payment intent ``data`` dict; XML or JSON is told from the content. ``skill`` is a
skill profile or its name (:mod:`pain_bridge.profiles`), ``config`` a
:class:`~pain_bridge.config.RuleConfig` (default: none; use
:func:`pain_bridge.config.load_config` for the project's), ``today`` the date that
decides what is in the past. ``scheme``: a scheme's name (:mod:`pain_bridge.schemes`),
``"auto"`` (detected from the file) or ``"none"``; ``purpose``: what the file is for
(:class:`~pain_bridge.file_purpose.Purpose`: the service, a bank, or both; by default the
configuration's ``for``, else the service); ``guidelines``: banks' guidelines
(:mod:`pain_bridge.guideline`: loaded, their files, or ``"iso"``), beside the
configuration's.

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

from collections.abc import Iterator, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from pain_bridge.config import RuleConfig
from pain_bridge.errors import ValidationFailed
from pain_bridge.file_purpose import Purpose
from pain_bridge.findings import Finding
from pain_bridge.flood import FloodGate
from pain_bridge.pipeline import CheckOptions, Pipeline
from pain_bridge.profiles import SkillProfile
from pain_bridge.sources import Source

if TYPE_CHECKING:
    from pain_bridge.guideline import Guideline
    from pain_bridge.reader import ReadOptions

__all__ = [
    "CheckOptions",
    "Source",
    "ValidationFailed",
    "is_valid",
    "iter_findings",
    "validate",
]


def _options(
    skill: SkillProfile | str | None,
    config: RuleConfig | None,
    today: date | None,
    allow_immediate_execution: bool,
    scheme: str | None,
    purpose: Purpose | str | None,
    guidelines: Sequence[Guideline | Path | str],
) -> CheckOptions:
    """The :class:`CheckOptions` of a face's keyword arguments (each face takes them
    all, named alike)."""
    return CheckOptions(
        skill=skill,
        config=config,
        today=today,
        allow_immediate_execution=allow_immediate_execution,
        scheme=scheme,
        purpose=purpose,
        guidelines=tuple(guidelines),
    )


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
    guidelines: Sequence[Guideline | Path | str] = (),
) -> Iterator[Finding]:
    """Every finding of ``source``, in stream order (the readers' and the rules'): the
    findings of :class:`~pain_bridge.pipeline.Pipeline` (read → rules → gate → locate).

    With a ``gate`` (:class:`~pain_bridge.flood.FloodGate`), at most its limit of each code
    is yielded and the others are counted in ``gate.held``, made cheaply: a file with a
    finding on every transaction then takes little longer than a clean one.
    ``read_options``: how XML is read (:class:`~pain_bridge.reader.ReadOptions`); for a
    file only for a bank (``purpose``) the JSON loss report (``map.dropped``) is not made."""
    options = _options(skill, config, today, allow_immediate_execution, scheme, purpose, guidelines)
    return Pipeline(source, options, read_options=read_options, gate=gate).findings()


def validate(
    source: Source,
    *,
    skill: SkillProfile | str | None = None,
    config: RuleConfig | None = None,
    today: date | None = None,
    allow_immediate_execution: bool = False,
    scheme: str | None = None,
    purpose: Purpose | str | None = None,
    guidelines: Sequence[Guideline | Path | str] = (),
) -> list[Finding]:
    """All findings of ``source``, in document order (by line, as the reporters show
    them); raises :class:`ValidationFailed` (carrying them all) when any is an error.
    Returns the non-error findings (warnings, notes) otherwise."""
    options = _options(skill, config, today, allow_immediate_execution, scheme, purpose, guidelines)
    findings = sorted(Pipeline(source, options).findings(), key=Finding.sort_key)
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
    guidelines: Sequence[Guideline | Path | str] = (),
) -> bool:
    """True when ``source`` has no error finding (stops reading at the first error)."""
    options = _options(skill, config, today, allow_immediate_execution, scheme, purpose, guidelines)
    return not any(f.is_error for f in Pipeline(source, options).findings())
