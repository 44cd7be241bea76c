"""The texts of several pattern rules of a unit checked in one RE2 call.

The guideline screen (:mod:`pain_bridge.guideline.screen`) writes this call out
(:func:`joint_call`) before its conditions; :class:`Joint` is the same call made for a
list of texts, which the tests hold to each pattern's own answer.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, Final

from pain_bridge.codegen import Source
from pain_bridge.guideline.patterns import KEPT_TEXTS

__all__ = ["CHUNK", "Joint", "chunks_settled", "joinable", "joint_call", "run_match"]


#: Between the texts of a :class:`Joint` call, joined as a ``str``: U+0000, which no XML
#: text holds; once encoded, each becomes the byte 0xFF (:data:`_APART`), which no UTF-8
#: text holds and no pattern (without ``\\C``) matches. Between the patterns: ``\\C``
#: (any one byte).
_SEPARATOR: Final = "\x00"
#: The encoded separator and the byte it becomes (``bytes.replace``'s arguments).
_APART: Final = (b"\x00", b"\xff")
#: RE2's options a joinable pattern has as RE2's defaults (the joint pattern's).
_OPTIONS: Final = (
    *("encoding", "literal", "posix_syntax", "longest_match", "case_sensitive", "never_nl"),
    *("dot_nl", "never_capture", "perl_classes", "word_boundary", "one_line"),
)
#: Between the texts of a run's call (:func:`run_match`): U+0001, encoded as the two
#: bytes 0xFF 0x01 (:data:`_RUN_APART`), matched by ``\\C\\x01``.
_RUN_SEPARATOR: Final = "\x01"
_RUN_APART: Final = (b"\x01", b"\xff\x01")
#: The units (transactions) whose texts one call of a run checks (:func:`chunks_settled`):
#: the binding's cost of a call (some 5k instructions) shared by as many.
CHUNK: Final = 32


@functools.cache
def _re2() -> tuple[Any, Any, Any]:
    """RE2's module (imported where a pattern is joined, not where a guideline without
    patterns runs: ISO's rules), a default pattern's options, and the joint pattern's
    options: the defaults (its members'), without capturing groups."""
    import re2

    joint = re2.Options()
    joint.never_capture = True
    joint.log_errors = False  # (a set whose DFA runs out of memory says no match: _whole)
    return re2, re2.compile("")._regexp, joint


def joinable(pattern: Any) -> bool:
    """Whether ``pattern`` (a compiled ``re2`` pattern) can be checked in a :class:`Joint`
    call: google-re2's, with the default options (UTF-8), and without ``\\C`` (a byte,
    not a character) or ``\\Q`` (which would quote what follows it)."""
    regexp = getattr(pattern, "_regexp", None)
    source = getattr(pattern, "pattern", None)
    if regexp is None or not isinstance(source, str) or "\\C" in source or "\\Q" in source:
        return False
    try:
        options, default = regexp.options(), _re2()[1].options()
        return all(getattr(options, name) == getattr(default, name) for name in _OPTIONS)
    except AttributeError:  # another version of the binding
        return False


class Joint:
    """The texts of several pattern rules checked in one RE2 call.

    The texts are joined by :data:`_SEPARATOR`, encoded, each U+0000 made the byte 0xFF,
    and matched whole against their patterns joined by ``\\C``, ``(?:p1)\\C(?:p2)…``
    (an RE2 set of that one pattern: :func:`_whole`). No pattern matches 0xFF (it is no
    part of any UTF-8 text, and a joinable pattern has no ``\\C``), so each 0xFF is taken
    by a ``\\C``: where the bytes hold exactly one between each two texts, each ``\\C``
    takes one, each pattern takes exactly its own text, and a match says that each text
    matches its pattern; a text holding U+0000 gives one 0xFF more than the ``\\C``
    take, so no match (no count of them needed). No match says only that one does not
    (or that a text held U+0000): the screen then asks each (False).

    A member's ``kept`` set gets the texts a True answer found matching. The screen
    writes this call out (:func:`joint_call`), with every member at once, each
    optional, and keeps none: the texts it joins are mostly new in every transaction
    (end-to-end ids, IBANs, amounts), where looking each up, adding it and clearing the
    set cost more than RE2's work on the few bytes of one met again."""

    __slots__ = ("calls", "kept", "patterns")

    def __init__(self, members: Sequence[tuple[Any, set[str]]]) -> None:
        self.patterns = tuple(pattern for pattern, _ in members)
        #: each member's texts known to match its pattern
        self.kept = tuple(kept for _, kept in members)
        #: which members have a text (a bit each) → the joint pattern's match (None: it
        #: cannot be made) and those members' kept sets, in order
        self.calls: dict[int, tuple[Any, tuple[set[str], ...]]] = {}

    def __call__(self, key: int, texts: list[str]) -> bool:
        """Whether each of ``texts`` matches its pattern: the members of the bits of
        ``key``, in order (True: each does; False: each must be asked)."""
        call = self.calls.get(key)
        if call is None:
            call = self.calls[key] = self.compile(key)
        match, kept_sets = call
        if match is None:
            return False
        try:
            joined = _SEPARATOR.join(texts).encode("utf-8").replace(*_APART)
        except UnicodeEncodeError:  # (a lone surrogate): each is asked, as without
            return False
        if not match(joined):
            return False
        for kept, text in zip(kept_sets, texts, strict=True):  # met again: a lookup
            if len(kept) >= KEPT_TEXTS:
                kept.clear()
            kept.add(text)
        return True

    def compile(self, key: int) -> tuple[Any, tuple[set[str], ...]]:
        """The joint pattern's match of the members of the bits of ``key`` (None: it
        cannot be made), and their kept sets."""
        chosen = [i for i in range(len(self.patterns)) if key >> i & 1]
        kept_sets = tuple(self.kept[i] for i in chosen)
        source = "\\C".join(f"(?:{self.patterns[i].pattern})" for i in chosen)
        return _whole(source), kept_sets  # (None: each is asked)


def _whole(source: str) -> Callable[[bytes], list[int]] | None:
    """The call that tells whether a UTF-8 text matches ``source`` whole (a list holding
    0 where it does, empty where not), or None where RE2 cannot compile it: an RE2 set of
    that one pattern, anchored at both ends, without capturing groups (see
    :func:`~pain_bridge.guideline.patterns.groupless`). RE2's ``Match`` costs some 1.2k
    instructions a call more than the set's (its anchor's conversion, the four
    arguments, the span returned), for the same DFA's answer. A set whose DFA runs out
    of memory answers no match, without the match's slower fallback: then each text is
    asked on its own (as for no match)."""
    re2, _, joint = _re2()
    try:
        whole = re2.Set.FullMatchSet(joint)
        whole.Add(source)
        whole.Compile()
    except re2.error:
        return None
    match: Callable[[bytes], list[int]] = whole._set.Match
    return match


def joint_call(
    source: Source, add: Callable[[str], None], members: Sequence[tuple[str, str | None, Any]]
) -> None:
    """The lines (each given to ``add``, its constants to ``source``) that set ``j``:
    the texts of ``members`` (each its expression, "" where it is not there, and the
    expression false where it is there but "", or None where it cannot be) checked in
    one call, as :meth:`Joint.__call__` checks them, but every member at once, each
    pattern made optional, ``(?:(?:p)|)``: "" is the text of a member that is not there,
    which its rule does not check (a text there is never "" but where its guard says
    so: then each is asked). So the call needs no key of the members there, nor its
    list, and the joint pattern is compiled once, here."""
    match = _whole("\\C".join(f"(?:(?:{pattern.pattern})|)" for *_, pattern in members))
    if match is None:  # (too large for RE2's memory, say): each is asked
        add("j = False")
        return
    texts = ", ".join(text for text, _, _ in members)
    guards = "".join(f" and {sound}" for _, sound, _ in members if sound is not None)
    call, apart = source.constant(match), ", ".join(map(repr, _APART))
    for line in [
        "try:",
        f"    b = {_SEPARATOR!r}.join(({texts},)).encode('utf-8').replace({apart})",
        "except UnicodeEncodeError:  # (a lone surrogate): each is asked",
        "    b = None",
        f"j = b is not None{guards} and {call}(b)",
    ]:
        add(line)


def run_match(
    members: Sequence[tuple[str, str | None, Any]],
) -> Callable[[bytes], list[int]] | None:
    """The call that tells whether the texts of any number of units, each unit's texts
    those of ``members`` (as :func:`joint_call` writes them, "" where not there), match
    their patterns, joined by :data:`_RUN_SEPARATOR` and encoded (:func:`chunks_settled`):
    ``M1\\C\\x01M2…Mk(?:\\C\\x01M1…Mk)*``, each ``M`` a member's pattern made optional
    (None where RE2 cannot compile it).

    Sound where the texts hold no U+0001 (each 0x01 byte is then a separator's, which
    :func:`chunks_settled` makes sure of by counting them): no pattern matches 0xFF, so
    each is taken by a ``\\C``; each ``\\C`` is followed by 0x01, which only a
    separator's 0xFF precedes, so each ``\\C`` takes a separator's 0xFF, the number of
    units is that of the texts, and each pattern takes exactly its own text."""
    one = "\\C\\x01".join(f"(?:(?:{pattern.pattern})|)" for *_, pattern in members)
    return _whole(f"{one}(?:\\C\\x01{one})*")


def chunks_settled(
    nodes: Sequence[Any],
    dues: list[Any],
    texts: list[str],
    match: Callable[[bytes], list[int]],
    screen: Callable[[Any], Any],
) -> list[Any]:
    """``dues``, made for ``nodes`` as if each of their ``texts`` matched its pattern (the
    same number of texts a node), with those of each :data:`CHUNK` of nodes whose texts
    do not all match (or hold U+0001, or cannot be encoded) made again by ``screen``
    node by node: one call of ``match`` (:func:`run_match`) for the texts of a chunk."""
    width = len(texts) // len(nodes) if nodes else 0
    for start in range(0, len(nodes), CHUNK):
        end = min(start + CHUNK, len(nodes))
        part = texts[start * width : end * width]
        try:
            encoded = _RUN_SEPARATOR.join(part).encode("utf-8")
        except UnicodeEncodeError:  # (a lone surrogate): each is asked
            dues[start:end] = [screen(node) for node in nodes[start:end]]
            continue
        apart = encoded.replace(*_RUN_APART)
        # each U+0001 became two bytes: as many as the separators, none in a text
        if len(apart) - len(encoded) != len(part) - 1 or not match(apart):
            dues[start:end] = [screen(node) for node in nodes[start:end]]
    return dues
