"""Runs a rule's :class:`~pain_bridge.examples.Example` as its :class:`~pain_bridge.examples.Run`
says, through the library's own ``validate`` (``iter_findings``) or ``convert``."""

from __future__ import annotations

from pain_bridge.convert import convert
from pain_bridge.examples import Run
from pain_bridge.findings import Finding
from pain_bridge.reader import ReadOptions
from pain_bridge.validation import iter_findings


def run(how: Run, source: bytes) -> list[Finding]:
    """The findings of ``source`` run as ``how`` says."""
    options = ReadOptions(max_bytes=how.max_bytes) if how.max_bytes is not None else None
    if how.convert is None:
        return list(
            iter_findings(
                source,
                skill=how.skill,
                today=how.today,
                scheme=how.scheme,
                purpose=how.purpose,
                read_options=options,
                guidelines=[how.guideline] if how.guideline is not None else (),
            )
        )
    to_json = how.convert == "json"
    result = convert(
        source,
        to="json" if to_json else "xml",
        pain_version=None if to_json else how.convert,
        psu_redirect_link=how.redirect if to_json else None,
        skill=how.skill,
        today=how.today,
        read_options=options,
        structure_addresses=how.structure_addresses,
        max_per_code=None,
        scheme=how.scheme,
        guidelines=[how.guideline] if how.guideline is not None else (),
    )
    return list(result.findings)
