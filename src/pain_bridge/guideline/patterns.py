"""A guideline's patterns matched whole by RE2, and the texts found matching kept.

:func:`fullmatch` is the plain answer; :func:`matcher` the same answer, cheaper (RE2
called directly, without the ``google-re2`` wrapper's generator, spans and offsets, and
a text met again answered from a bounded set): the screen
(:mod:`~pain_bridge.guideline.screen`) uses it, the rule's plain check
(:mod:`~pain_bridge.guideline.rule`) :func:`fullmatch`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

__all__ = ["KEPT_TEXTS", "fullmatch", "groupless", "matcher"]

#: The texts kept per pattern as known to match, at most (then forgotten, and kept anew).
KEPT_TEXTS: Final = 4096


def matcher(pattern: Any) -> Callable[[str], bool]:
    """Whether a text matches ``pattern`` (a compiled ``re2`` pattern) whole; the same
    answer as ``pattern.fullmatch(text) is not None``, cheaper."""
    return _matcher(pattern)[0]


def fullmatch(pattern: Any, text: str) -> bool:
    """Whether ``text`` matches ``pattern`` (a compiled ``re2`` pattern) whole: the plain
    answer :func:`matcher` gives faster. A text holding a lone surrogate (half of a UTF-16
    pair, which a JSON input can carry) is no UTF-8 text, so RE2 cannot read it: it
    matches no pattern (and ``text.xml-char`` reports it), never an error."""
    try:
        return pattern.fullmatch(text) is not None
    except UnicodeEncodeError:
        return False


def _matcher(pattern: Any) -> tuple[Callable[[str], bool], set[str]]:
    """:func:`matcher` and the set of the texts it found matching (which the screen
    asks first, without a call)."""
    kept: set[str] = set()
    regexp = getattr(pattern, "_regexp", None)
    both = getattr(getattr(type(regexp), "Anchor", None), "ANCHOR_BOTH", None)
    if regexp is None or both is None:  # another wrapper than google-re2's: its own call
        return (lambda text: fullmatch(pattern, text)), kept
    match = groupless(pattern).Match
    nothing = (-1, -1)

    def matches(text: str) -> bool:
        if text in kept:
            return True
        try:
            encoded = text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: see fullmatch
            return False
        if match(both, encoded, 0, len(encoded))[0] == nothing:
            return False
        if len(kept) >= KEPT_TEXTS:
            kept.clear()
        kept.add(text)
        return True

    return matches, kept


def groupless(pattern: Any) -> Any:
    """The RE2 object of ``pattern`` (a compiled ``re2`` pattern) compiled again with
    ``never_capture``, or its own where that cannot be. The binding asks RE2 for the span
    of every group, and RE2 finds spans of groups with its backtracker (some twenty
    instructions a byte, and its set-up); asked only whether the whole text matches, it
    answers from its DFA. Groups change nothing of whether a text matches (RE2 has no
    back-references); a named group stays a group (RE2 keeps those)."""
    import re2  # (a pattern's module: imported by then)

    regexp = pattern._regexp
    try:
        own = regexp.options()
        if own.never_capture or regexp.NumberOfCapturingGroups() == 0:
            return regexp
        options = re2.Options()
        for name in re2.Options.NAMES:
            setattr(options, name, getattr(own, name))
        options.never_capture = True
        return re2.compile(pattern.pattern, options)._regexp
    except (AttributeError, TypeError, re2.error):  # another version of the binding
        return regexp
