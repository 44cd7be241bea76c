"""A guideline's paths, held to the schemas: which unit a path is in, what it is called
in each version, and the nearest valid path when it names nothing.

A path is written relative to ``CstmrCdtTrfInitn`` in ISO's element names
(``PmtInf/CdtTrfTxInf/RmtInf/Ustrd``, ``GrpHdr/CtrlSum``,
``PmtInf/CdtTrfTxInf/Amt/InstdAmt/@Ccy``). It is the same for every version: where a
version renamed an element (``FinInstnId/BIC`` in ``.03``, ``BICFI`` from ``.09``),
either name is taken and each version reads its own (the renames of the field tables,
:attr:`pain_bridge.fields.NodeTable.renamed`). The paths a version has are those of its
bundled XSD (:func:`pain_bridge.xsd_paths.unit_paths`, each path looked up by
:func:`~pain_bridge.xsd_paths.has_path`).

>>> from pain_bridge.versions import PainVersion as V
>>> p = resolve("PmtInf/DbtrAgt/FinInstnId/BICFI", (V.V03, V.V09))
>>> p.unit, p.own[V.V03], p.own[V.V09]
('payment_info', 'DbtrAgt/FinInstnId/BIC', 'DbtrAgt/FinInstnId/BICFI')
"""

from __future__ import annotations

import difflib
import functools
from collections.abc import Iterable, Sequence
from typing import Final

from pain_bridge.fields import node_table
from pain_bridge.guideline.spec import RulePath
from pain_bridge.model import NodeKind
from pain_bridge.versions import PainVersion
from pain_bridge.xsd_paths import has_path, has_text, unit_paths

#: How a path starts, by unit: the transaction's prefix before the payment info's.
UNITS: Final[tuple[tuple[str, NodeKind, str], ...]] = (
    ("PmtInf/CdtTrfTxInf/", "transaction", "CdtTrfTxInf"),
    ("PmtInf/", "payment_info", "PmtInf"),
    ("GrpHdr/", "group_header", "GrpHdr"),
)
#: The unit's element, by node kind.
ELEMENT: Final[dict[NodeKind, str]] = {kind: element for _, kind, element in UNITS}
PREFIX: Final[dict[NodeKind, str]] = {kind: prefix for prefix, kind, _ in UNITS}


class PathError(ValueError):
    """A path names nothing in the versions asked for; the message says what does."""


def _split(text: str) -> tuple[NodeKind, str]:
    for prefix, kind, _ in UNITS:
        if text.startswith(prefix) and len(text) > len(prefix):
            return kind, text[len(prefix) :]
    raise PathError(
        f"path {text!r} is not inside GrpHdr, PmtInf or PmtInf/CdtTrfTxInf "
        "(paths are relative to CstmrCdtTrfInitn, e.g. PmtInf/CdtTrfTxInf/RmtInf)"
    )


@functools.cache
def _old_names(kind: NodeKind) -> dict[str, str]:
    """A later version's name of an element → its ``.03`` name, across every version."""
    names: dict[str, str] = {}
    for version in PainVersion:
        for old, new in node_table(version, kind).renamed.items():
            names.setdefault(new, old)
    return names


def _in(version: PainVersion, kind: NodeKind, relative: str) -> str | None:
    """``relative`` (in any version's names) as ``version`` names it, or None."""
    message, unit = version.value, ELEMENT[kind]
    if has_path(message, unit, relative):  # (one of unit_paths: its steps alone looked up)
        return relative
    renamed = node_table(version, kind).renamed
    old = _old_names(kind).get(relative, relative)
    for candidate in (renamed.get(relative), old, renamed.get(old)):
        if candidate is not None and has_path(message, unit, candidate):
            return candidate
    return None


def _short(versions: Iterable[PainVersion]) -> str:
    return ", ".join(f".{v.short}" for v in versions)


def nearest(text: str, versions: Sequence[PainVersion]) -> str:
    """The valid path closest to ``text`` in ``versions``, with the versions that have
    it: ``"PmtInf/CdtTrfTxInf/RmtInf/Ustrd (in .09, .13)"``, or "" when none is close."""
    every: dict[str, list[PainVersion]] = {}
    for version in versions:
        for prefix, _kind, element in UNITS:
            for path in unit_paths(version.value, element):
                every.setdefault(prefix + path, []).append(version)
    close = difflib.get_close_matches(text, list(every), n=1, cutoff=0.6)
    return f"{close[0]} (in {_short(every[close[0]])})" if close else ""


def resolve(text: str, versions: Sequence[PainVersion]) -> RulePath:
    """The :class:`RulePath` of ``text`` in each of ``versions``; raises
    :class:`PathError` when a version lacks it (naming the nearest path, or the versions
    that have it)."""
    if "[" in text or text != text.strip() or text.startswith("/") or "//" in text:
        raise PathError(
            f"path {text!r}: write element names joined by '/', without positions or "
            "a leading '/' (a rule applies to every occurrence)"
        )
    kind, relative = _split(text)
    own = {v: name for v in versions if (name := _in(v, kind, relative)) is not None}
    if not own:
        hint = nearest(text, versions) or nearest(text, tuple(PainVersion))
        raise PathError(
            f"unknown path {text!r} in {_short(versions)}"
            + (f"; the nearest is {hint}" if hint else "")
        )
    missing = [v for v in versions if v not in own]
    if missing:
        raise PathError(
            f"path {text!r} exists in {_short(own)} but not in {_short(missing)}: "
            "give the rule the versions that have it (versions = [...])"
        )
    return RulePath(text, kind, own)


def holds_text(kind: NodeKind, version: PainVersion, own: str) -> bool:
    """Whether the element (or attribute) at ``own`` (relative to ``kind``'s element, in
    ``version``'s names) holds a text of its own, told by the schema: what
    :attr:`pain_bridge.guideline.values.Reader.leaf` tells from the field table
    (``tests/test_guideline_cost.py`` holds the two equal on every path), without
    building the table of a version no document has yet asked for."""
    return "@" in own or has_text(version.value, ELEMENT[kind], own)
