"""A bank's usage guideline as data: rules a user writes in TOML, without Python.

- :func:`load_guideline` / :func:`parse_guideline`: a file, checked when loaded
  (:class:`GuidelineError` with the file's line);
- :class:`Guideline`, :class:`GuidelineRule`, :class:`Kind`: what it declares;
- :class:`GuidelineChecks`: the rule of the engine that applies guidelines to a document.
"""

from pain_bridge.guideline.load import GuidelineError, load_guideline, parse_guideline
from pain_bridge.guideline.rule import GuidelineChecks
from pain_bridge.guideline.spec import Guideline, GuidelineRule, Kind, RulePath

__all__ = [
    "Guideline",
    "GuidelineChecks",
    "GuidelineError",
    "GuidelineRule",
    "Kind",
    "RulePath",
    "load_guideline",
    "parse_guideline",
]
