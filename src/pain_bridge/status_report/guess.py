"""Which pain.002 version a status report without a namespace is, from its structure.

Banks send status reports without a namespace, or with one declared in a mis-spelled
attribute (``Xmlns="urn:iso:…"``: XML names are case-sensitive, so it declares nothing).
A status report is read whatever the bank sent, so such a document whose root is a
``Document`` holding a ``CstmrPmtStsRpt`` is matched against the versions read
(:mod:`.editions`): a version fits when its bundled schema allows every element path of
the document and, where the schema closes the status sets, every status given. Then:

- a mis-spelled attribute naming a version read: that version (an error when the
  document does not fit it);
- else the oldest ISO version that fits (the German DK ``pain.002.002.03`` only when no
  ISO version does): the versions differ in nothing such a document holds, so it reads
  the same as any other that fits; the warning names them all;
- else the structure is ambiguous (it mixes elements of versions, such as ``BICOrBEI``
  with ``Dbtr/Pty``, or holds elements of none): read as the version that explains most
  of it, with an error.

One streaming pass, bounded: at most :data:`MAX_SEEN` distinct paths and statuses are
kept (more than any schema has; past that the document fits no version anyway).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final, cast

from lxml import etree

from pain_bridge import xmlsafe
from pain_bridge.status_report.editions import EDITIONS, ISO_EDITIONS, Edition
from pain_bridge.status_report.status_codes import status_set
from pain_bridge.xsd_paths import _complex_types, type_paths

__all__ = ["MAX_SEEN", "Guess", "guess_edition"]

_ISO: Final = "urn:iso:std:iso:20022:tech:xsd:"
_XS: Final = "{http://www.w3.org/2001/XMLSchema}"
MAX_SEEN: Final = 5000
#: The schemas' only ``xs:any``: whatever a bank puts in it is no version's structure.
_ENVELOPE: Final = "SplmtryData/Envlp/"
_GROUP_STATUS: Final = frozenset({"GrpSts", "PmtInfSts"})
_TX_STATUS: Final = frozenset({"TxSts", "DtldSts"})


@dataclass(frozen=True, slots=True)
class Guess:
    """The version a document is read as, whether it fits it, and the finding's words."""

    edition: Edition
    fits: bool
    message: str


@dataclass
class _Seen:
    paths: set[str]
    group_statuses: set[str]
    statuses: set[str]


def _local(tag: Any) -> str:
    return str(tag).rpartition("}")[2]


@functools.cache
def _paths(edition: Edition) -> frozenset[str]:
    schema = edition.schema or "pain.002.001.03"
    document = _complex_types(schema)["Document"]
    report = next(document.iter(f"{_XS}element"))
    return type_paths(schema, str(report.get("type")))


def _scan(chunks: Iterable[bytes]) -> _Seen | None:
    """The element paths under ``CstmrPmtStsRpt`` and the statuses given, or None when
    the document is no ``Document`` holding a ``CstmrPmtStsRpt`` first."""
    parser = xmlsafe.make_pull_parser(events=("start", "end"))
    seen = _Seen(set(), set(), set())
    stack: list[str] = []
    for chunk in chunks:
        parser.feed(chunk)
        for event, node in parser.read_events():
            element = cast(etree._Element, node)
            if not isinstance(element.tag, str):
                continue
            if event == "start":
                stack.append(_local(element.tag))
                if len(stack) == 2 and stack != ["Document", "CstmrPmtStsRpt"]:
                    return None
                inside_any = _ENVELOPE in "/".join(stack[2:-1]) + "/"
                if len(stack) > 2 and not inside_any and len(seen.paths) < MAX_SEEN:
                    seen.paths.add("/".join(stack[2:]))
                continue
            name = stack.pop()
            text = (element.text or "").strip()
            if name in _GROUP_STATUS and len(seen.group_statuses) < MAX_SEEN:
                seen.group_statuses.add(text)
            elif name in _TX_STATUS and len(seen.statuses) < MAX_SEEN:
                seen.statuses.add(text)
            if len(stack) > 1:
                element.clear()
                parent = element.getparent()
                while parent is not None and element.getprevious() is not None:
                    del parent[0]
    parser.close()
    return seen if seen.paths else None


def _unexplained(edition: Edition, seen: _Seen) -> list[str]:
    """What of the document ``edition`` does not allow: paths, then statuses."""
    allowed = _paths(edition)
    missing = sorted(p for p in seen.paths if p not in allowed)
    if edition.closed_statuses:
        missing += sorted(s for s in seen.group_statuses if s not in status_set(edition.name, True))
        missing += sorted(s for s in seen.statuses if s not in status_set(edition.name, False))
    return missing


def _names(editions: list[Edition]) -> str:
    """``pain.002.001.03 to .08, pain.002.002.03``: consecutive ISO versions as a range."""
    iso = [e.name for e in editions if e in ISO_EDITIONS]
    rest = [e.name for e in editions if e not in ISO_EDITIONS]
    if len(iso) > 2:
        iso = [f"{iso[0]} to {iso[-1][-3:]}"]
    return ", ".join([*iso, *rest])


def _short(paths: list[str]) -> str:
    shown = ", ".join(paths[:3])
    return shown + (f" and {len(paths) - 3} more" if len(paths) > 3 else "")


def guess_edition(chunks: Iterable[bytes], declared: str | None) -> Guess | None:
    """The version a document without a namespace is read as (``declared``: the value of
    a mis-spelled namespace attribute), or None when it is no status report."""
    seen = _scan(chunks)
    if seen is None:
        return None
    if declared is not None:
        named = EDITIONS.get(declared.removeprefix(_ISO))
        if named is not None and named.schema is not None and declared.startswith(_ISO):
            missing = _unexplained(named, seen)
            said = (
                f"The namespace {declared} is declared in an attribute that is not "
                "'xmlns' (XML names are case-sensitive), so the document has none"
            )
            if not missing:
                return Guess(named, True, f"{said}: read as {named.name}, the version it names")
            return Guess(
                named,
                False,
                f"{said}, and its structure does not fit {named.name}, the version it names "
                f"({_short(missing)}): read as {named.name}, but ambiguous",
            )
    candidates = (*ISO_EDITIONS, EDITIONS["pain.002.002.03"])
    fitting = [e for e in candidates if not _unexplained(e, seen)]
    said = (
        "The document has no namespace"
        if declared is None
        else (f"The document has no namespace (an attribute that is not 'xmlns' says {declared!r})")
    )
    if fitting:
        chosen = fitting[0]
        names = _names(fitting)
        return Guess(
            chosen,
            True,
            f"{said}: read as {chosen.name}, the oldest version whose structure and "
            f"statuses it fits (it fits {names}); no schema checks it",
        )
    closest = min(candidates, key=lambda e: len(_unexplained(e, seen)))
    missing = _unexplained(closest, seen)
    return Guess(
        closest,
        False,
        f"{said} and its structure fits no single pain.002 version: read as "
        f"{closest.name}, the closest, which does not allow {_short(missing)}",
    )
