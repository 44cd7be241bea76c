"""The envelope a message travels in and its Business Application Header, as read.

A pain.001 (or pain.002) ``Document`` often travels wrapped: SWIFT's ``Envelope``, a
``RequestPayload``, any root holding an ``AppHdr`` (``head.001.001.01`` to ``.04``) and
the ``Document`` side by side, or an ``AppHdr`` alone before the document. The reader
reads the document inside (its findings at the lines of the original file) and hands
what surrounds it on as an :class:`Envelope` on
:attr:`~pain_bridge.model.DocumentStart.envelope`: the header's leaves with their lines,
for the header rules (``head.*``) and a scheme's rules to read, and the envelope's own
text, which a conversion writes back around the document it writes.

>>> leaves = (("BizMsgIdr", "MSG-1", 5), ("MsgDefIdr", "pain.001.001.09", 6))
>>> h = BusinessHeader("head.001.001.02", 3, leaves)
>>> h.business_message_id, h.message_definition, h.line_of("MsgDefIdr")
('MSG-1', 'pain.001.001.09', 6)
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["BusinessHeader", "Envelope", "HeaderLeaf"]

#: One leaf of a header: its path below ``AppHdr`` (``Fr/FIId/FinInstnId/BICFI``, no
#: positions), its text (stripped) and its line in the file.
HeaderLeaf = tuple[str, str, int | None]


@dataclass(frozen=True, slots=True)
class BusinessHeader:
    """A Business Application Header (``AppHdr``) as the file gives it.

    ``version``: the message name of its namespace (``"head.001.001.02"``), or the
    namespace itself when it is no ``head.001`` one; ``line``: the line of ``AppHdr``;
    ``leaves``: every leaf in document order (:data:`HeaderLeaf`). The properties name
    the leaves the rules cross-check with the document. ``xpath``: where it is
    (``/Envelope/AppHdr``)."""

    version: str
    line: int | None
    leaves: tuple[HeaderLeaf, ...]
    xpath: str = "/AppHdr"

    def get(self, path: str) -> str | None:
        """The text of the first leaf at ``path`` (``"Fr/FIId/FinInstnId/BICFI"``)."""
        return next((text for p, text, _ in self.leaves if p == path), None)

    def line_of(self, path: str) -> int | None:
        """The line of the first leaf at ``path``, else the header's own."""
        return next((line for p, _, line in self.leaves if p == path), self.line)

    @property
    def business_message_id(self) -> str | None:
        """``BizMsgIdr``."""
        return self.get("BizMsgIdr")

    @property
    def message_definition(self) -> str | None:
        """``MsgDefIdr``: the message (and version) the header says the document is."""
        return self.get("MsgDefIdr")

    @property
    def created(self) -> str | None:
        """``CreDt``: when the header (the business message) was created."""
        return self.get("CreDt")

    @property
    def business_service(self) -> str | None:
        """``BizSvc`` (``swift.cbprplus.02``), where given."""
        return self.get("BizSvc")

    @property
    def from_bic(self) -> str | None:
        """The sender's BIC (``Fr/FIId/FinInstnId/BICFI``; ``BIC`` in ``.01``)."""
        return self.get("Fr/FIId/FinInstnId/BICFI") or self.get("Fr/FIId/FinInstnId/BIC")

    @property
    def to_bic(self) -> str | None:
        """The receiver's BIC (``To/FIId/FinInstnId/BICFI``; ``BIC`` in ``.01``)."""
        return self.get("To/FIId/FinInstnId/BICFI") or self.get("To/FIId/FinInstnId/BIC")


@dataclass(frozen=True, slots=True)
class Envelope:
    """What surrounds the document in the file.

    ``root``: the local name of the envelope's root (``"Envelope"``,
    ``"RequestPayload"``), None for a header alone before the document; ``path``: the
    XPath of the document's place (``/Envelope/Document``; ``/Document`` after a lone
    header); ``header``: the ``AppHdr``, None where the envelope holds none; ``before``:
    the file's text from the end of its XML declaration up to the document's start tag,
    and ``after``: the end tags that close the envelope after the document, both as
    written (a conversion writes them back, :mod:`pain_bridge.writer.envelope`)."""

    root: str | None
    path: str
    header: BusinessHeader | None
    before: str
    after: str
