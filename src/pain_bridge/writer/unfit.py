"""What the target version's schema refuses in a message, named where the input has it.

A message is written in the version asked for only when the XML validates against that
version's XSD (:func:`pain_bridge.writer.write_xml`). Content that fits the version it
was read from may not fit the target: an element the target requires and the input
lacks (``RgltryRptg/DbtCdtRptgInd`` from ``.13``), a value too long for it (a ``TwnNm``
of 140 characters from ``.12`` written as ``.03``, which takes 35), of another pattern or
code list. Nothing is written then; :func:`unfit_findings` names each such place as a
``map.unfit`` error, located in the *input* (its line, XPath and JSON Pointer: the
element of the same model field, renames followed) with the schema's reason and the
target version.

How: the message is written again, without publishing, into a temporary spool, and
read back with the reader's located schema check (:mod:`pain_bridge.reader.locate`):
each violation's XPath in the written document leads to its node (the group header, a
payment info, a transaction: they are written in the input's order) and, through the
two versions' field tables, to the input's element. Only a refused message pays this.

>>> from pain_bridge.versions import PainVersion
>>> input_path(PainVersion.V09, PainVersion.V03, "transaction", "CdtrAgt/FinInstnId/BIC")
'CdtrAgt/FinInstnId/BICFI'
"""

from __future__ import annotations

import functools
import re
import tempfile
from collections.abc import Iterator
from typing import TYPE_CHECKING, Final

from pain_bridge.fields import NODE_ELEMENTS, node_table
from pain_bridge.findings import Finding, Location, make_finding
from pain_bridge.model import ROOT_XPATH, Message, NodeKind, strip_predicates
from pain_bridge.versions import PainVersion

if TYPE_CHECKING:
    from pain_bridge.writer import WriteOptions

__all__ = ["input_path", "refused", "unfit_findings"]

#: A violation's XPath in the written document: its node and the path below it.
_NODE_XPATH: Final = re.compile(
    re.escape(ROOT_XPATH)
    + r"/(?:(?P<header>GrpHdr)|PmtInf\[(?P<info>\d+)\](?:/CdtTrfTxInf\[(?P<tx>\d+)\])?)"
    + r"(?:/(?P<rel>.*))?"
)
_STEP_INDEX: Final = re.compile(r"\[(\d+)\]$")


@functools.cache
def _modelled(version: PainVersion, kind: NodeKind) -> tuple[dict[str, str], dict[str, str]]:
    """Model path → the element path of the first row of ``version`` that fills it, and
    element path → the model path of its first row."""
    paths: dict[str, str] = {}
    models: dict[str, str] = {}
    for row in node_table(version, kind).rows:
        if row.model is not None and not row.read_only:
            paths.setdefault(row.model, row.xml)
            models.setdefault(row.xml, row.model)
    return paths, models


@functools.cache
def input_path(source: PainVersion, target: PainVersion, kind: NodeKind, bare: str) -> str:
    """The element path (without ``[n]``) of ``source`` holding what ``target`` writes at
    ``bare``: the same path where ``source`` has it, else the path of the row of the same
    model field, else that of the nearest element above that one of them gives."""
    known = {row.xml for row in node_table(source, kind).rows}
    path = bare
    while path:
        if path in known:
            return path
        model = _modelled(target, kind)[1].get(path)
        theirs = _modelled(source, kind)[0].get(model) if model is not None else None
        if theirs is not None:
            return theirs
        path = path.rpartition("/")[0]
    return ""


def _with_indexes(bare_input: str, written_rel: str) -> str:
    """``bare_input`` with the ``[n]`` of the written path's steps it shares by position
    (a second ``Strd`` stays the second)."""
    steps = bare_input.split("/") if bare_input else []
    written = written_rel.split("/")
    out = []
    for index, step in enumerate(steps):
        if index < len(written):
            found = _STEP_INDEX.search(written[index])
            if found is not None and strip_predicates(written[index]) == step:
                step = f"{step}[{found[1]}]"
        out.append(step)
    return "/".join(out)


def _locate(message: Message, written_xpath: str, target: PainVersion) -> tuple[Location, str]:
    """Where the input has what the written document has at ``written_xpath``, and that
    element's name in the written document (``CdtTrfTxInf/RgltryRptg/Dtls``)."""
    match = _NODE_XPATH.fullmatch(written_xpath)
    if match is None:
        return Location(), written_xpath.removeprefix(ROOT_XPATH + "/")
    node: object
    kind: NodeKind
    if match["header"]:
        node, kind = message.group_header, "group_header"
    else:
        infos = message.payment_infos
        info_index = int(match["info"]) - 1
        if not 0 <= info_index < len(infos):
            return Location(), written_xpath.removeprefix(ROOT_XPATH + "/")
        node, kind = infos[info_index], "payment_info"
        if match["tx"]:
            transactions = infos[info_index].transactions
            tx_index = int(match["tx"]) - 1
            if not 0 <= tx_index < len(transactions):
                return Location(), written_xpath.removeprefix(ROOT_XPATH + "/")
            node, kind = transactions[tx_index], "transaction"
    rel = match["rel"] or ""
    shown = f"{NODE_ELEMENTS[kind]}/{strip_predicates(rel)}" if rel else NODE_ELEMENTS[kind]
    origin = getattr(node, "origin", None)
    if origin is None:
        return Location(), shown
    source = message.pain_version or PainVersion.V03
    bare = input_path(source, target, kind, strip_predicates(rel))
    if not bare:
        return origin.here(), shown
    return origin.at(_with_indexes(bare, rel)), shown


def unfit_findings(message: Message, options: WriteOptions) -> list[Finding]:
    """``map.unfit`` for each place of ``message`` that the schema of the version of
    ``options`` refuses, located in the
    input. Empty when the message is written valid (or cannot be written at all for
    another reason, which :class:`~pain_bridge.writer.WriteError` says)."""
    from pain_bridge.reader import ReadOptions, iter_xml_events
    from pain_bridge.writer import WriteError, generate_xml

    target = options.version
    found: list[Finding] = []
    with tempfile.SpooledTemporaryFile(max_size=8 << 20) as spool:
        try:
            generate_xml(message, spool, options=options)
        except WriteError:
            return []
        spool.seek(0)
        read = ReadOptions(report_dropped=False, keep="model", processes=1, max_bytes=None)
        for event in iter_xml_events(spool, read):
            if not isinstance(event, Finding) or event.code != "xsd.violation":
                continue
            where, element = _locate(message, event.xpath or "", target)
            found.append(
                make_finding(
                    "map.unfit",
                    f"{target.value} cannot hold {element} as the input has it: {event.message}",
                    where,
                )
            )
    return found


def refused(message: Message, options: WriteOptions, reason: str) -> Iterator[Finding]:
    """The findings of a message the writer refused for ``reason``: each place the
    target's schema refuses (:func:`unfit_findings`), else one ``map.unfit`` with the
    writer's reason (a character XML cannot carry, no payment info…)."""
    found = unfit_findings(message, options)
    if found:
        yield from found
        return
    yield make_finding(
        "map.unfit", f"{options.version.value} cannot be written from this input: {reason}"
    )
