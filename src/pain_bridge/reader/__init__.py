"""Read pain.001 XML as a stream of model events, safely, in flat memory.

::

    from pain_bridge.reader import ReadOptions, iter_xml_events, read_message

    message, findings = read_message("payments.xml")        # small files: the whole message
    for event in iter_xml_events("huge.xml", ReadOptions(report_dropped=False)):
        ...                                                 # any size: one event at a time

:func:`iter_xml_events` yields the event stream of :mod:`pain_bridge.model` in document
order: ``DocumentStart("xml")`` (with the document's version), ``GroupHeader``, then for
every ``PmtInf`` its header as a ``PaymentInfo`` (with ``transactions=()``), each
``Transaction``, ``EndOfPaymentInfo``; ``Finding`` s come in between.
:func:`read_message` collects the same stream into a whole
:class:`~pain_bridge.model.Message`. Bad input never raises: it yields findings. Only an
input that cannot be read at all (a missing file, an I/O error) raises
:class:`~pain_bridge.errors.InputError`.

The versions read are those of :class:`~pain_bridge.versions.PainVersion`: every ISO
edition pain.001.001.03 to pain.001.001.13 (``.09`` with its Swiss ``.ch.03`` profile),
and the German DK pain.001.003.03; each is read by the same code from its field table
(:mod:`pain_bridge.fields`) and validated against its own bundled XSD.

How a document is read, one module a step:

1. :mod:`~pain_bridge.reader.source`: the bytes, size-checked (``xml.too-large``), and
   read a second time when needed.
2. :mod:`~pain_bridge.reader.prolog`: up to the root's start tag; DOCTYPEs, entities and
   XInclude are refused (``xml.unsafe``) before any content is parsed, a foreign root is
   ``xml.namespace`` naming what it is, and the version is chosen by the namespace.
3. :mod:`~pain_bridge.reader.units`: the streaming pass with the version's XSD attached;
   each unit is walked once (:mod:`~pain_bridge.reader.walk`; a transaction by the shape
   of its subtree, :mod:`~pain_bridge.reader.shapes`) into a flat record, then cleared,
   so memory stays flat. On two cores this runs in a second process
   (:mod:`~pain_bridge.reader.pipeline`). (Measured: with the schema attached, lxml 6 /
   libxml2 2.14 stop *quietly* at some well-formedness errors, a stray ``&`` or a
   truncated file, and ``close()`` succeeds; so a document counts as read whole only
   when its root element was seen to end.)
4. :mod:`~pain_bridge.reader.stream`: the records built into the model
   (:mod:`~pain_bridge.reader.build`) with their places, as events.
5. :mod:`~pain_bridge.reader.locate`: only for an invalid document, a second pass that
   gives every schema violation its line, XPath and JSON Pointer, in flat memory. On
   every file of the shared corpus it reports exactly the violations, lines and reasons
   of lxml's plain ``XMLSchema.validate`` of the whole tree.
6. What the JSON cannot carry: every element without a JSON Pointer in the field table
   is reported once per relative path as ``map.dropped``, at the top-most such element,
   with its first occurrence's location and how many payment infos or transactions had
   it. Values the writer regenerates (rows marked ``Drop.REGENERATED``: creation time,
   counts, sums, payment method, debtor agent, execution date) are ``info``, the rest
   ``warning``; ``StrtNm``/``BldgNb`` are dropped only next to ``AdrLine``; accounts by
   ``Othr`` and ``EqvtAmt`` amounts are left to the ``map`` rule's ``map.unsupported``.
"""

from __future__ import annotations

from collections.abc import Iterator

from pain_bridge.errors import UnreadableMessage
from pain_bridge.findings import Finding
from pain_bridge.model import Event, Message, assemble
from pain_bridge.reader.source import DEFAULT_MAX_BYTES, Input, XmlSource
from pain_bridge.reader.stream import Reader, ReadOptions

__all__ = [
    "DEFAULT_MAX_BYTES",
    "ReadOptions",
    "XmlSource",
    "iter_xml_events",
    "load_message",
    "read_message",
]


def iter_xml_events(source: XmlSource, options: ReadOptions | None = None) -> Iterator[Event]:
    """The model events and reading findings of a pain.001 document.

    ``source`` is a path, the document's bytes, or a binary stream (read from its current
    position). A missing or unreadable path raises :class:`~pain_bridge.errors.InputError`
    right away; everything wrong *in* the input is a finding in the stream. The
    document's version comes from its namespace (``DocumentStart.pain_version``).
    """
    opts = options or ReadOptions()
    inp = Input(source, opts.max_bytes, spool=opts.schema_validation)
    return Reader(inp, opts).events()


def read_message(
    source: XmlSource, options: ReadOptions | None = None
) -> tuple[Message | None, list[Finding]]:
    """The whole message and every finding (``model.assemble`` of :func:`iter_xml_events`).

    The message is None when the input could not be read as a pain.001 document.
    """
    return assemble(iter_xml_events(source, options))


def load_message(source: XmlSource, options: ReadOptions | None = None) -> Message:
    """The whole message, for code that needs one: :func:`read_message` without the
    ``None`` to check. Raises :class:`~pain_bridge.errors.UnreadableMessage` (its
    ``findings`` say why) when the input cannot be read as a pain.001 document; a
    document read with findings (a schema violation, content the JSON cannot carry) is
    returned: validate it for those (:mod:`pain_bridge.validation`)."""
    message, findings = read_message(source, options)
    if message is None:
        raise UnreadableMessage(findings)
    return message
