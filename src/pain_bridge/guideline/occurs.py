"""How often an element occurs within each occurrence of its parent: a guideline rule's
``max_occurs`` (:mod:`pain_bridge.guideline.rule`).

The model keeps a repeated element as a tuple (``remittance.unstructured`` for
``RmtInf/Ustrd``, ``…organisation.other`` for ``InitgPty/Id/OrgId/Othr``), and the field
tables say which model field each element is (:mod:`pain_bridge.guideline.values`). An
element's own repetition is the last repeated model step its rows share, where its parent
element's rows do not end at that same step (``Strd/CdtrRefInf``'s rows share
``remittance.structured[]``: its parent ``Strd`` repeats, not it). An element that does
not repeat in a version occurs at most once there: ``max_occurs`` finds nothing in it.

>>> from pain_bridge.versions import PainVersion as V
>>> counter("transaction", V.V09, "RmtInf/Ustrd") is not None
True
>>> counter("transaction", V.V09, "RmtInf/Strd/CdtrRefInf") is None
True
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from pain_bridge.guideline.values import reader
from pain_bridge.model import NodeKind
from pain_bridge.versions import PainVersion

#: A count in a node, given the most occurrences allowed: for each occurrence of the
#: parent where the element occurs more often, how often, and where the first too many is.
Count = Callable[[Any, int], list[tuple[int, str]]]


@functools.cache
def _own_step(kind: NodeKind, version: PainVersion, own: str) -> tuple[tuple[str, ...], int | None]:
    """The model steps ``own``'s rows share, and the index of the step that is its own
    repetition (None where it does not repeat)."""
    found = reader(kind, version, own)
    rows = found.texts or found.below
    if not rows:
        return (), None
    pairs = [[*zip(r.steps, (*r.repeats[:-1], r.repeats[-1] or r.many), strict=True)] for r in rows]
    shared: list[tuple[str, bool]] = []
    for steps in zip(*pairs, strict=False):  # the shortest
        if any(s != steps[0] for s in steps):
            break
        shared.append(steps[0])
    last = max((i for i, (_, repeats) in enumerate(shared) if repeats), default=None)
    parent = own.rpartition("/")[0]
    if last is not None and parent and _own_step(kind, version, parent)[1] == last:
        last = None  # its parent's repetition, not its own
    return tuple(step for step, _ in shared), last


@functools.cache
def counter(kind: NodeKind, version: PainVersion, own: str) -> Count | None:
    """What counts the occurrences of ``own`` (relative to ``kind``'s element, in
    ``version``'s names) in a node, per occurrence of its parent, and tells those beyond
    the most allowed, at the first one too many (``RmtInf/Ustrd[2]``); None where the
    element does not repeat."""
    steps, last = _own_step(kind, version, own)
    if last is None:
        return None
    xml = own.split("/")
    # which element of the path each repeated model step above the element's own is
    indexed: dict[int, int] = {}
    for j in range(1, len(xml)):
        step = _own_step(kind, version, "/".join(xml[:j]))[1]
        if step is not None and step < last:
            indexed[step] = j - 1

    def count(node: Any, most: int) -> list[tuple[int, str]]:
        found: list[tuple[int, str]] = []
        holders: list[tuple[Any, dict[int, int]]] = [(node, {})]
        for i, step in enumerate(steps[:last]):
            below: list[tuple[Any, dict[int, int]]] = []
            for holder, at in holders:
                value = getattr(holder, step, None)
                if value is None or value == "":
                    continue
                if not isinstance(value, tuple):
                    below.append((value, at))
                elif i in indexed:
                    below += [(v, {**at, indexed[i]: n}) for n, v in enumerate(value)]
                else:
                    below += [(v, at) for v in value]
            holders = below
        for holder, at in holders:
            items = [
                v for v in getattr(holder, steps[last], None) or () if v is not None and v != ""
            ]
            if len(items) <= most:
                continue
            names = [f"{name}[{at[j] + 1}]" if at.get(j) else name for j, name in enumerate(xml)]
            names[-1] = f"{xml[-1]}[{most + 1}]"
            found.append((len(items), "/".join(names)))
        return found

    return count
