"""Business Application Header checks: ``head.*``, the header against its document.

A document that travels in an envelope with a Business Application Header (``AppHdr``,
``head.001.001.01`` to ``.04``; read with its document, see the library page) is checked
against its header's schema while read (``xsd.violation`` at the header's lines), and
against the document it carries here, each finding at the line of the header's element:

- ``head.message-definition`` (error): ``MsgDefIdr`` does not name the document's exact
  message and version, as its namespace does (``pain.001.001.09`` for a document in
  ``urn:iso:std:iso:20022:tech:xsd:pain.001.001.09``). Source, graded as the scheme
  rules are: **S**, the CBPR+ usage guideline's rule ("formatted exactly as it appears
  in the namespace of the Business Message instance", SR2025 R3, SR2026 R4, quoted by
  the open-source checker ``phoughton/iso20022-cbpr-ur``); the ISO header defines
  ``MsgDefIdr`` as the identifier of the message definition the document is an instance
  of, so a header naming another version is wrong whatever the scheme.
- ``head.message-id`` (warning): ``BizMsgIdr`` differs from the document's
  ``GrpHdr/MsgId``. **S**: CBPR+ SR2026 formal rule R1 ("The Business Message Identifier
  must match the Message Identification in the Group Header") and textual R3, quoted
  by the same checker and by ``Sebastenhauer/iso20022tester``. Outside CBPR+ the two
  identify the same message by convention, hence a warning.
- ``head.creation-date`` (info): the header's ``CreDt`` lies before the document's
  ``GrpHdr/CreDtTm`` (a header made for an earlier document, kept when the document was
  made again). **UNCONFIRMED**: no source found states an order or an equality of the
  two; an information only. Times without an offset are compared as written.
- ``head.bic`` (error): the sender's or the receiver's BIC (``Fr``/``To``,
  ``FIId/FinInstnId/BICFI``) is not a well-formed ISO 9362 BIC: the header's schema
  checks its shape, this its country code and capitals, as ``bic.format`` does for the
  agents. **P**: ISO 9362 and the header's own schema type (``BICFIDec2014Identifier``).
- ``head.version`` (warning): the header is in a namespace other than the
  ``head.001.001.01`` to ``.04`` bundled here, so it was not validated against a
  schema; its other checks still run. **P**: the header's namespace.

A scheme's own header rules (CBPR+'s business service, its header version) read the
same header from :attr:`~pain_bridge.model.DocumentStart.envelope`.
"""

from __future__ import annotations

from datetime import datetime
from typing import ClassVar

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import Code, Finding, make_finding
from pain_bridge.model import BusinessHeader, DocumentStart, GroupHeader
from pain_bridge.rules.base import NONE, Findings, Rule, RuleContext, quote
from pain_bridge.rules.bic import bic_problem
from pain_bridge.xsd_paths import HEADERS

__all__ = ["HeaderRule"]

_BIC_PATHS = (
    ("Fr", "Fr/FIId/FinInstnId/BICFI"),
    ("Fr", "Fr/FIId/FinInstnId/BIC"),
    ("To", "To/FIId/FinInstnId/BICFI"),
    ("To", "To/FIId/FinInstnId/BIC"),
)


def _finding(code: Code, message: str, header: BusinessHeader, path: str) -> Finding:
    return make_finding(code, message, line=header.line_of(path), xpath=f"{header.xpath}/{path}")


def _moment(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        return datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        return None


class HeaderRule(Rule):
    name = "header"
    codes = (
        "head.message-definition",
        "head.message-id",
        "head.creation-date",
        "head.bic",
        "head.version",
    )

    examples: ClassVar[Examples] = {
        "head.message-definition": (
            Example(
                "sct-env",
                "<MsgDefIdr>pain.001.001.09<",
                "<MsgDefIdr>pain.001.001.03<",
                "<MsgDefIdr>",
            ),
        ),
        "head.message-id": (
            Example("sct-env", "<BizMsgIdr>MSG-2026-0001<", "<BizMsgIdr>MSG-OTHER<", "<BizMsgIdr>"),
        ),
        "head.creation-date": (
            Example(
                "sct-env",
                "<CreDt>2026-11-02T10:00:00Z<",
                "<CreDt>2026-11-01T10:00:00Z<",
                "<CreDt>",
            ),
        ),
        "head.bic": (
            Example("sct-env", "<BICFI>DBTRDEFFXXX<", "<BICFI>DBTRXXFFXXX<", "<BICFI>DBTRXXFF"),
        ),
        "head.version": (
            Example(
                "sct-env",
                "xsd:head.001.001.02",
                "xsd:head.001.001.09",
                "<AppHdr",
            ),
        ),
    }

    def __init__(self, context: RuleContext) -> None:
        super().__init__(context)
        self.header: BusinessHeader | None = None

    def on_start(self, event: DocumentStart) -> Findings:
        envelope = event.envelope
        header = envelope.header if envelope is not None else None
        self.header = header
        if header is None:
            return NONE
        found: list[Finding] = []
        if header.version not in HEADERS:
            found.append(
                make_finding(
                    "head.version",
                    f"The Business Application Header is in {quote(header.version)}, no "
                    "head.001.001.01 to .04 read here: not validated against a schema",
                    line=header.line,
                    xpath=header.xpath,
                )
            )
        named = header.message_definition
        version = event.pain_version
        if named is not None and version is not None and named != version.value:
            found.append(
                _finding(
                    "head.message-definition",
                    f"The header's MsgDefIdr is {quote(named)}, but the document is "
                    f"{version.value} (its namespace): MsgDefIdr names the document's "
                    "exact message and version",
                    header,
                    "MsgDefIdr",
                )
            )
        for side, path in _BIC_PATHS:
            bic = header.get(path)
            problem = bic_problem(bic) if bic else None
            if problem is not None:
                found.append(_finding("head.bic", f"The header's {side}: {problem}", header, path))
        return tuple(found)

    def on_group_header(self, group: GroupHeader) -> Findings:
        header = self.header
        if header is None:
            return NONE
        found: list[Finding] = []
        business_id = header.business_message_id
        message_id = group.message_id
        if business_id and message_id and business_id.strip() != message_id.strip():
            found.append(
                _finding(
                    "head.message-id",
                    f"The header's BizMsgIdr {quote(business_id)} differs from the "
                    f"document's MsgId {quote(message_id)}",
                    header,
                    "BizMsgIdr",
                )
            )
        created, document = _moment(header.created), _moment(group.creation_date_time)
        if created is not None and document is not None:
            if (created.tzinfo is None) != (document.tzinfo is None):
                created, document = created.replace(tzinfo=None), document.replace(tzinfo=None)
            if created < document:
                found.append(
                    _finding(
                        "head.creation-date",
                        f"The header was created ({header.created}) before the document "
                        f"it carries ({group.creation_date_time}): made for an earlier one?",
                        header,
                        "CreDt",
                    )
                )
        return tuple(found)
