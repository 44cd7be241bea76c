"""A bank's usage guideline as data: rules a user writes in TOML, without Python.

- :func:`load_guideline` / :func:`parse_guideline`: a file, checked when loaded
  (:class:`GuidelineError` with the file's line);
- :class:`Guideline`, :class:`GuidelineRule`, :class:`Kind`: what it declares;
- :class:`GuidelineChecks`: the rule of the engine that applies guidelines to a document.

Each is imported at its first use: the loader (with RE2, CEL and the schemas' paths) only
where a file is loaded, not where ISO's own rules run, loaded ahead
(:mod:`pain_bridge.guideline.iso`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

#: Each name → the module that defines it.
_WHERE = {
    "GuidelineError": "load",
    "load_guideline": "load",
    "parse_guideline": "load",
    "GuidelineChecks": "rule",
    "Guideline": "spec",
    "GuidelineRule": "spec",
    "Kind": "spec",
    "RulePath": "spec",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
