"""Checks of the Business Application Header (``AppHdr``) a scheme wants its messages to
travel with: the header there at all, its version, its ids and its parties against the
document's.

The generic header rules (:mod:`pain_bridge.rules.head`, ``head.*``) check what is wrong
whatever the scheme (a message definition naming another version, a BIC badly formed);
these state what a scheme asks beyond that. They run at :attr:`~.base.Level.HEADER`
(the node is the :class:`~pain_bridge.model.BusinessHeader`, the paths of their hits
below ``AppHdr``), but the header's presence, which is asked of the group header
(:attr:`~.base.Scope.header`: nothing of the header's own to point at).
"""

from __future__ import annotations

from pain_bridge.model import BusinessHeader, GroupHeader
from pain_bridge.rules.base import quote
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Scope, check

__all__ = [
    "header_message_id",
    "header_receiver",
    "header_related_service",
    "header_required",
    "header_version",
]


@check("header-required", Level.GROUP_HEADER)
def header_required(group: GroupHeader, scope: Scope) -> Hits:
    """An XML document travels with its Business Application Header (``AppHdr``, beside
    the ``Document`` in an envelope); a JSON payment intent has none to carry."""
    if scope.header is None and scope.version is not None:
        yield Hit(
            "",
            "the message travels without its Business Application Header (AppHdr); the "
            "scheme's messages carry one (unless the channel adds it)",
        )


@check("header-version", Level.HEADER)
def header_version(header: BusinessHeader, scope: Scope, *, versions: tuple[str, ...]) -> Hits:
    """The header is of one of ``versions`` (its namespace's message name)."""
    if header.version not in versions:
        yield Hit(
            "",
            f"the Business Application Header is {quote(header.version)}; the scheme's "
            f"messages carry {' or '.join(versions)}",
        )


@check("header-message-id", Level.HEADER)
def header_message_id(header: BusinessHeader, scope: Scope) -> Hits:
    """``BizMsgIdr`` is the document's ``GrpHdr/MsgId``."""
    given, message = header.business_message_id, scope.message_id
    if given and message and given.strip() != message.strip():
        yield Hit(
            "BizMsgIdr",
            f"the header's BizMsgIdr {quote(given)} is not the document's MsgId "
            f"{quote(message)}; the scheme wants them the same",
        )


def _institution(bic: str | None) -> str | None:
    """A BIC as the institution's branch it names (``COBADEFF`` is ``COBADEFFXXX``)."""
    if not bic:
        return None
    bic = bic.strip().upper()
    return bic + "XXX" if len(bic) == 8 else bic


@check("header-receiver", Level.HEADER)
def header_receiver(header: BusinessHeader, scope: Scope) -> Hits:
    """Where the header's receiver (``To``'s BIC) is not the debtor agent (``DbtrAgt``'s
    BIC), the group header names the forwarding agent (``GrpHdr/FwdgAgt``'s BIC)."""
    info, group = scope.payment_info, scope.group_header
    receiver = _institution(header.to_bic)
    debtor_agent = _institution(info.debtor_agent_bic if info is not None else None)
    if receiver is None or debtor_agent is None or receiver == debtor_agent:
        return
    forwarding = group.forwarding_agent if group is not None else None
    if forwarding is not None and forwarding.bic:
        return
    path = "To/FIId/FinInstnId/BICFI"
    if header.get(path) is None:  # head.001.001.01 names it BIC
        path = "To/FIId/FinInstnId/BIC"
    yield Hit(
        path,
        f"the message goes to {receiver}, not to its debtor agent {debtor_agent}, and the "
        "group header names no forwarding agent (GrpHdr/FwdgAgt with its BIC)",
    )


@check("header-related-service", Level.HEADER)
def header_related_service(header: BusinessHeader, scope: Scope) -> Hits:
    """A related header (``Rltd``) gives its business service (``Rltd/BizSvc``)."""
    related = [path for path, _text, _line in header.leaves if path.startswith("Rltd/")]
    if related and "Rltd/BizSvc" not in related:
        yield Hit(
            related[0],
            "the related header (Rltd) gives no business service (Rltd/BizSvc); the scheme "
            "wants it given",
        )
