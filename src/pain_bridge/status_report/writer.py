"""Writing a :class:`~.model.StatusReport` as pain.002, schema-valid or not at all.

``pain.002.001.03`` (for a pain.001.001.03–.08 original) or ``pain.002.001.10`` (for a
pain.001.001.09–.13 one), as :attr:`.StatusReport.version` says. The document is built,
validated against that version's bundled schema, and only then written: to a path
atomically (a temporary file renamed into place), so that an invalid report leaves
nothing behind, not even a partial file.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from decimal import Decimal
from typing import IO, Any, Final

from lxml import etree

from pain_bridge.atomic import AtomicOutput
from pain_bridge.errors import PainBridgeError
from pain_bridge.model.envelope import Envelope
from pain_bridge.status_report.model import (
    Reason,
    StatusCount,
    StatusReport,
    TransactionStatus,
)
from pain_bridge.xsd import bundled_schema

__all__ = ["WRITTEN_VERSIONS", "ReportError", "report_bytes", "write_report"]

#: The pain.002 versions this writer produces, each with the elements a party's name
#: sits in under ``Dbtr``/``Cdtr`` (``.10`` has a choice of party or agent there).
_PARTY_PATHS: Final = {
    "pain.002.001.03": ("Nm",),
    "pain.002.001.10": ("Pty", "Nm"),
}
WRITTEN_VERSIONS: Final = tuple(_PARTY_PATHS)
#: The tag of an organisation's BIC (an originator's ``Orgtr/Id/OrgId``) per version.
_BIC_TAG: Final = {"pain.002.001.03": "BICOrBEI", "pain.002.001.10": "AnyBIC"}


class ReportError(PainBridgeError):
    """A status report that cannot be written (its document would not be schema-valid)."""

    default_message = "the status report would not be schema-valid"


def _add(parent: etree._Element, tag: str, text: object | None = None) -> etree._Element:
    element = etree.SubElement(parent, tag)
    if text is not None:
        element.text = str(text)
    return element


def _maybe(parent: etree._Element, tag: str, text: object | None) -> None:
    if text is not None and text != "":
        _add(parent, tag, text)


def _amount(value: Decimal) -> str:
    return format(value, "f")


def _reasons(parent: etree._Element, reasons: Iterable[Reason], version: str) -> None:
    for reason in reasons:
        info = _add(parent, "StsRsnInf")
        if reason.originator_name or reason.originator_bic:
            originator = _add(info, "Orgtr")
            _maybe(originator, "Nm", reason.originator_name)
            if reason.originator_bic:
                _add(
                    _add(_add(originator, "Id"), "OrgId"), _BIC_TAG[version], reason.originator_bic
                )
        if reason.code or reason.proprietary:
            rsn = _add(info, "Rsn")
            if reason.code:
                _add(rsn, "Cd", reason.code)
            else:
                _add(rsn, "Prtry", reason.proprietary)
        for line in reason.additional:
            _add(info, "AddtlInf", line)


def _per_status(parent: etree._Element, counts: Iterable[StatusCount]) -> None:
    for count in counts:
        element = _add(parent, "NbOfTxsPerSts")
        _add(element, "DtldNbOfTxs", count.number_of_transactions)
        _add(element, "DtldSts", count.status)
        if count.control_sum is not None:
            _add(element, "DtldCtrlSum", _amount(count.control_sum))


def _party(parent: etree._Element, tag: str, name: str | None, version: str) -> None:
    if name:
        *wrappers, leaf = _PARTY_PATHS[version]
        element = _add(parent, tag)
        for wrapper in wrappers:
            element = _add(element, wrapper)
        _add(element, leaf, name)


def _account(parent: etree._Element, tag: str, iban: str | None) -> None:
    if iban:
        _add(_add(_add(parent, tag), "Id"), "IBAN", iban)


def _transaction(parent: etree._Element, tx: TransactionStatus, version: str) -> None:
    element = _add(parent, "TxInfAndSts")
    _maybe(element, "StsId", tx.intent)
    _maybe(element, "OrgnlInstrId", tx.original_instruction_id)
    _maybe(element, "OrgnlEndToEndId", tx.original_end_to_end_id)
    _maybe(element, "TxSts", tx.status)
    _reasons(element, tx.reasons, version)
    parties = (tx.debtor_name, tx.debtor_iban, tx.creditor_name, tx.creditor_iban)
    if (tx.amount is not None and tx.currency) or any(parties):
        ref = _add(element, "OrgnlTxRef")
        if tx.amount is not None and tx.currency:
            amount = _add(_add(ref, "Amt"), "InstdAmt", _amount(tx.amount))
            amount.set("Ccy", tx.currency)
        _party(ref, "Dbtr", tx.debtor_name, version)
        _account(ref, "DbtrAcct", tx.debtor_iban)
        _party(ref, "Cdtr", tx.creditor_name, version)
        _account(ref, "CdtrAcct", tx.creditor_iban)


def _document(report: StatusReport) -> etree._Element:
    if report.version not in WRITTEN_VERSIONS:
        raise ReportError(f"writing {report.version} is not supported: {WRITTEN_VERSIONS}")
    namespace = f"urn:iso:std:iso:20022:tech:xsd:{report.version}"
    nsmap: Any = {None: namespace}
    root = etree.Element("Document", nsmap=nsmap)
    body = _add(root, "CstmrPmtStsRpt")
    header = _add(body, "GrpHdr")
    _add(header, "MsgId", report.message_id)
    _add(header, "CreDtTm", report.created)
    group = _add(body, "OrgnlGrpInfAndSts")
    _add(group, "OrgnlMsgId", report.original_message_id)
    _add(group, "OrgnlMsgNmId", report.original_message_name)
    _maybe(group, "OrgnlCreDtTm", report.original_created)
    _maybe(group, "OrgnlNbOfTxs", report.original_number_of_transactions)
    if report.original_control_sum is not None:
        _add(group, "OrgnlCtrlSum", _amount(report.original_control_sum))
    _maybe(group, "GrpSts", report.group_status)
    _reasons(group, report.reasons, report.version)
    _per_status(group, report.per_status)
    for info in report.payment_infos:
        element = _add(body, "OrgnlPmtInfAndSts")
        _add(element, "OrgnlPmtInfId", info.original_id)
        _maybe(element, "OrgnlNbOfTxs", info.number_of_transactions)
        if info.control_sum is not None:
            _add(element, "OrgnlCtrlSum", _amount(info.control_sum))
        _maybe(element, "PmtInfSts", info.status)
        _reasons(element, info.reasons, report.version)
        _per_status(element, info.per_status)
        for tx in info.transactions:
            _transaction(element, tx, report.version)
    # Namespace every element: SubElement with a bare tag inherits no namespace.
    for node in root.iter():
        if isinstance(node.tag, str) and not node.tag.startswith("{"):
            node.tag = f"{{{namespace}}}{node.tag}"
    return root


def report_bytes(report: StatusReport, reply_to: Envelope | None = None) -> bytes:
    """The report as a pain.002 document, validated against its schema.

    ``reply_to``: the envelope the original pain.001 came in (``DocumentStart.envelope``
    of its reading): the report is written inside it, with a reply header
    (:mod:`~pain_bridge.status_report.reply`). Raises :class:`ReportError` (with the
    schema's reason) when it would not be valid."""
    root = _document(report)
    schema = bundled_schema(report.version)
    if not schema.validate(root):
        log: Any = schema.error_log
        error = log.last_error
        raise ReportError(f"the {report.version} written would not be schema-valid: {error}")
    data: bytes = etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)
    if reply_to is None:
        return data
    from pain_bridge.status_report.reply import ReplyError, enveloped

    try:
        return enveloped(data, reply_to, report.message_id, report.version, report.created)
    except ReplyError as exc:
        raise ReportError(str(exc)) from exc


def write_report(
    report: StatusReport,
    target: str | os.PathLike[str] | IO[bytes],
    reply_to: Envelope | None = None,
) -> None:
    """Write the report to a path (atomically) or a binary stream, only once valid;
    ``reply_to``: inside the original's envelope (:func:`report_bytes`)."""
    data = report_bytes(report, reply_to)
    if isinstance(target, str | os.PathLike):
        with AtomicOutput(target) as handle:
            handle.write(data)
        return
    target.write(data)
