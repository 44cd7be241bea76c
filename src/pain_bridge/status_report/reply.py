"""A status report written inside its original's envelope, with a reply header.

A pain.001 that came in an envelope with a Business Application Header
(:class:`~pain_bridge.model.envelope.Envelope`, read with it) may want its pain.002
back the same way. :func:`enveloped` writes the report inside the original's envelope
(its text as read around the document), the original's ``AppHdr`` replaced by a reply
header in the same ``head.001`` version: ``Fr`` and ``To`` swapped, ``BizMsgIdr`` the
report's ``MsgId``, ``MsgDefIdr`` the report's version, ``CreDt`` its creation time,
``BizSvc`` as the original's, and the original header in ``Rltd`` (the header of the
message this one relates to). The reply header is checked against its schema before a
byte is written (:class:`~pain_bridge.status_report.writer.ReportError` otherwise).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any, Final

from lxml import etree

from pain_bridge.errors import PainBridgeError
from pain_bridge.model.envelope import BusinessHeader, Envelope, HeaderLeaf
from pain_bridge.xsd import HEADERS, header_schema

__all__ = ["ReplyError", "enveloped", "reply_header"]

_APP_HDR: Final = re.compile(r"<(?P<p>[\w.-]+:)?AppHdr[\s>/].*?</(?P=p)?AppHdr\s*>", re.DOTALL)
_NAMESPACE: Final = "urn:iso:std:iso:20022:tech:xsd:"


class ReplyError(PainBridgeError):
    """The reply header would not be schema-valid (the original's header is incomplete)."""

    default_message = "the reply header would not be schema-valid"


def _subtree(parent: etree._Element, leaves: list[HeaderLeaf], ns: str) -> None:
    """Elements under ``parent`` rebuilt from ``leaves`` (paths relative to it), in order;
    a leaf met again (a second ``AdrLine``) is a new element."""
    for path, text, _ in leaves:
        node = parent
        steps = path.split("/")
        for step in steps[:-1]:
            last = node[-1] if len(node) else None
            if last is not None and last.tag == f"{{{ns}}}{step}":
                node = last
            else:
                node = etree.SubElement(node, f"{{{ns}}}{step}")
        etree.SubElement(node, f"{{{ns}}}{steps[-1]}").text = text


def _under(header: BusinessHeader, prefix: str) -> list[HeaderLeaf]:
    return [(p[len(prefix) + 1 :], t, n) for p, t, n in header.leaves if p.startswith(prefix + "/")]


def _created(text: str, version: str) -> str:
    """``CreDt`` as the version's type takes it (``.01``: normalised to UTC, ``Z``)."""
    if version != "head.001.001.01":
        return text
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return text
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def reply_header(original: BusinessHeader, message_id: str, definition: str, created: str) -> str:
    """The reply to ``original`` as XML text: the reply's ``BizMsgIdr``, ``MsgDefIdr``
    and ``CreDt`` given. Raises :class:`ReplyError` when its schema refuses it."""
    version = original.version if original.version in HEADERS else "head.001.001.02"
    ns = _NAMESPACE + version
    nsmap: Any = {None: ns}
    root = etree.Element(f"{{{ns}}}AppHdr", nsmap=nsmap)
    _subtree(etree.SubElement(root, f"{{{ns}}}Fr"), _under(original, "To"), ns)
    _subtree(etree.SubElement(root, f"{{{ns}}}To"), _under(original, "Fr"), ns)
    etree.SubElement(root, f"{{{ns}}}BizMsgIdr").text = message_id
    etree.SubElement(root, f"{{{ns}}}MsgDefIdr").text = definition
    if original.business_service:
        etree.SubElement(root, f"{{{ns}}}BizSvc").text = original.business_service
    etree.SubElement(root, f"{{{ns}}}CreDt").text = _created(created, version)
    related = etree.SubElement(root, f"{{{ns}}}Rltd")
    for name in ("Fr", "To"):
        _subtree(etree.SubElement(related, f"{{{ns}}}{name}"), _under(original, name), ns)
    for name in ("BizMsgIdr", "MsgDefIdr", "BizSvc", "CreDt"):
        value = original.get(name)
        if value is not None:
            etree.SubElement(related, f"{{{ns}}}{name}").text = value
    schema = header_schema(version)
    if not schema.validate(root):
        log: Any = schema.error_log
        raise ReplyError(f"the reply header would not be valid {version}: {log.last_error}")
    return etree.tostring(root, encoding="unicode", pretty_print=True).rstrip("\n")


def enveloped(
    document: bytes, original: Envelope, message_id: str, definition: str, created: str
) -> bytes:
    """``document`` (a pain.002 with its XML declaration) inside ``original``'s envelope,
    the original's header replaced by its reply (:func:`reply_header`); the envelope as
    read otherwise."""
    declaration, newline, body = document.partition(b"\n")
    before = original.before.lstrip("\r\n")
    if original.header is not None:
        reply = reply_header(original.header, message_id, definition, created)
        before = _APP_HDR.sub(lambda _: reply, before, count=1)
    return declaration + newline + before.encode() + body + original.after.encode()
