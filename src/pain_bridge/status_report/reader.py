"""Reading a bank's pain.002 into the status model: hardened, streaming, XSD-checked.

One module because the three levels of a pain.002 (group, payment information,
transaction) are read by one streaming pass with the same status, reason and count
parsing.

Versions: ``pain.002.001.03`` to ``.14`` and the German DK ``pain.002.002.03`` are
validated against their bundled schemas while they are parsed (:mod:`.editions` says
what each version changes); the Swiss ``pain.002.001.03.ch.02`` (SIX namespace) has the
structure of ``.03`` and is read the same way, with an ``xml.namespace`` warning that no
bundled schema checks it. A ``Document`` without a namespace (or with it in a mis-spelled
attribute) whose structure is a status report is read as the version its structure fits
(:mod:`.guess`), with a ``status.namespace`` warning naming it (an error when the
structure is ambiguous). Anything else is refused with ``xml.namespace``.

What the bank said is carried at every level, the group (``OrgnlGrpInfAndSts``), each
payment information (``OrgnlPmtInfAndSts``) and each transaction (``TxInfAndSts``): its
status, every ``StsRsnInf`` (``Rsn/Cd`` or ``Rsn/Prtry``, the ``AddtlInf`` lines, and the
``Orgtr``'s name and BIC) and, for the group and payment informations, the counts per
status (``NbOfTxsPerSts``).

Findings use the catalogue's codes: ``xml.syntax``, ``xml.unsafe`` (a DOCTYPE is refused
before anything is read), ``xml.namespace``, ``xsd.violation`` (with the schema's reason
and line), ``status.unknown`` for a status not in its version's code set
(:mod:`.status_codes`: from ``.08`` on the schemas leave the sets open, the Swiss variant
and a document without a namespace have no schema; the schemas of ``.03`` – ``.07`` and the
DK ``.002.03`` close them), and ``status.dropped`` for content the status
model does not carry (once per path, at its first occurrence, with a count), so nothing
is dropped silently.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from typing import IO, Any, Final, cast

from lxml import etree

from pain_bridge import numeric, xmlsafe, xsd_attributes
from pain_bridge.envelope import Found, open_envelope
from pain_bridge.errors import InputError
from pain_bridge.findings import Finding, Severity, make_finding
from pain_bridge.namespaces import PAIN002, refusal
from pain_bridge.status_report.editions import EDITIONS
from pain_bridge.status_report.guess import guess_edition
from pain_bridge.status_report.model import (
    OriginalPaymentInfo,
    Reason,
    StatusCount,
    StatusReport,
    TransactionStatus,
)
from pain_bridge.status_report.status_codes import status_set, status_set_name
from pain_bridge.xsd import bundled_unit_schema

__all__ = ["ReadReport", "read_report", "version_of"]

_ISO: Final = "urn:iso:std:iso:20022:tech:xsd:"
_SWISS: Final = re.compile(r"pain\.002\.001\.03\.ch\.\d{2}\.xsd$")
_CHUNK: Final = 1 << 16
#: Elements validated on their own as they end (then dropped from the tree), so that
#: memory stays flat and every violation has its exact line; what is left of the
#: document (header, group) is validated whole at its end.
_UNITS: Final = ("TxInfAndSts", "OrgnlPmtInfAndSts")
#: An originator's BIC: ``BICOrBEI`` in ``.03``, ``AnyBIC`` from ``.04`` on (:mod:`.editions`).
_BIC_TAGS: Final = tuple(dict.fromkeys(e.bic for e in EDITIONS.values()))
#: ``Max15NumericText``: longer or other digits are the schema's to report, not a number.

#: Paths (relative to ``CstmrPmtStsRpt``, ``Pty/`` of ``.10`` parties folded away) the
#: model carries; every other leaf is ``status.dropped``.
_REASON = (
    "StsRsnInf/Rsn/Cd",
    "StsRsnInf/Rsn/Prtry",
    "StsRsnInf/AddtlInf",
    "StsRsnInf/Orgtr/Nm",
    *(f"StsRsnInf/Orgtr/Id/OrgId/{bic}" for bic in _BIC_TAGS),
)
_COUNT = ("NbOfTxsPerSts/DtldNbOfTxs", "NbOfTxsPerSts/DtldSts", "NbOfTxsPerSts/DtldCtrlSum")
_TX = "OrgnlPmtInfAndSts/TxInfAndSts"
_CARRIED: Final = frozenset(
    {
        "GrpHdr/MsgId",
        "GrpHdr/CreDtTm",
        "OrgnlGrpInfAndSts/OrgnlMsgId",
        "OrgnlGrpInfAndSts/OrgnlMsgNmId",
        "OrgnlGrpInfAndSts/OrgnlCreDtTm",
        "OrgnlGrpInfAndSts/OrgnlNbOfTxs",
        "OrgnlGrpInfAndSts/OrgnlCtrlSum",
        "OrgnlGrpInfAndSts/GrpSts",
        *(f"OrgnlGrpInfAndSts/{r}" for r in (*_REASON, *_COUNT)),
        "OrgnlPmtInfAndSts/OrgnlPmtInfId",
        "OrgnlPmtInfAndSts/OrgnlNbOfTxs",
        "OrgnlPmtInfAndSts/OrgnlCtrlSum",
        "OrgnlPmtInfAndSts/PmtInfSts",
        *(f"OrgnlPmtInfAndSts/{r}" for r in (*_REASON, *_COUNT)),
        f"{_TX}/StsId",
        f"{_TX}/OrgnlInstrId",
        f"{_TX}/OrgnlEndToEndId",
        f"{_TX}/TxSts",
        *(f"{_TX}/{r}" for r in _REASON),
        f"{_TX}/OrgnlTxRef/Amt/InstdAmt",
        f"{_TX}/OrgnlTxRef/Dbtr/Nm",
        f"{_TX}/OrgnlTxRef/DbtrAcct/Id/IBAN",
        f"{_TX}/OrgnlTxRef/Cdtr/Nm",
        f"{_TX}/OrgnlTxRef/CdtrAcct/Id/IBAN",
    }
)
_KNOWN: Final = frozenset(
    "/".join(path.split("/")[:n]) for path in _CARRIED for n in range(1, path.count("/") + 2)
)


@dataclass(frozen=True, slots=True)
class ReadReport:
    """What reading a pain.002 gave: the report (None when nothing could be read), every
    finding, and whether the file is valid against its version's schema."""

    report: StatusReport | None
    findings: tuple[Finding, ...]
    version: str | None

    @property
    def valid(self) -> bool:
        return self.report is not None and not any(f.is_error for f in self.findings)


def version_of(namespace: str) -> str | None:
    """The pain.002 version a root namespace names when it is one read here, or None."""
    if namespace.startswith(_ISO):
        version = namespace[len(_ISO) :]
        edition = EDITIONS.get(version)
        return version if edition is not None and edition.schema == version else None
    match = _SWISS.search(namespace)
    return match.group(0)[: -len(".xsd")] if match else None


def _local(tag: Any) -> str:
    return str(tag).rpartition("}")[2]


def _text(element: etree._Element | None) -> str | None:
    if element is None or element.text is None:
        return None
    return element.text.strip() or None


def _decimal(text: str | None) -> Decimal | None:
    return numeric.decimal(text)  # bounded: never the billion digits of 1e999999999


def _int(text: str | None) -> int | None:
    return numeric.count(text)  # ASCII digits, at most 15: never a 5,000-digit int()


@dataclass
class _Walk:
    """The state of one streaming pass."""

    version: str
    namespace: str
    findings: list[Finding] = field(default_factory=list)
    dropped: dict[str, list[int]] = field(default_factory=dict)  # path → [first line, count]
    header: dict[str, str | None] = field(default_factory=dict)
    group: dict[str, Any] = field(default_factory=dict)
    infos: list[OriginalPaymentInfo] = field(default_factory=list)
    pending: list[TransactionStatus] = field(default_factory=list)
    schema: etree.XMLSchema | None = None
    #: Whether statuses are held to :mod:`.status_codes` here: not where the schema
    #: closes their set itself (``.03``), which says so with its own finding.
    statuses_checked: bool = True

    def check(self, element: etree._Element) -> None:
        """Validate ``element`` (a unit, or the document's rest) and note violations
        (an element's attributes past a bound without the schema: :mod:`.xsd_attributes`)."""
        if self.schema is None:
            return
        excess = xsd_attributes.take_excess(
            element, xsd_attributes.declared_attributes(self.version)
        )
        if self.schema.validate(element) and not excess:
            return
        log: Any = self.schema.error_log
        for error in log:
            message = numeric.shown_quoted(re.sub(r"\{[^}]*\}", "", error.message))
            self.findings.append(make_finding("xsd.violation", message, line=error.line))
        for taken in excess:
            where = cast("int | None", taken.element.sourceline)
            for _name, reason in taken.reasons(self.namespace):
                reason = re.sub(r"\{[^}]*\}", "", reason)
                self.findings.append(make_finding("xsd.violation", reason, line=where))

    def detach(self, element: etree._Element) -> None:
        parent = element.getparent()
        if parent is not None:
            parent.remove(element)

    def child(self, element: etree._Element, path: str) -> str | None:
        return _text(element.find(self._path(path)))

    def status(self, element: etree._Element, tag: str, group: bool) -> str | None:
        """The status ``tag`` of ``element``; one not in its version's code set is a
        ``status.unknown`` error, so that it never passes for an accepted one."""
        node = element.find(self._path(tag))
        code = _text(node)
        known = status_set(self.version, group)
        if code is None or code in known or not self.statuses_checked:
            return code
        case = f" (codes are upper case: {code.upper()})" if code.upper() in known else ""
        self.findings.append(
            make_finding(
                "status.unknown",
                f"{tag} {numeric.shown(code)!r} is not a status of "
                f"{status_set_name(self.version, group)}{case}: neither accepted nor "
                "refused",
                line=cast("int | None", node.sourceline) if node is not None else None,
            )
        )
        return code

    def _path(self, path: str) -> str:
        return "/".join(f"{{{self.namespace}}}{step}" for step in path.split("/"))

    def note_drops(self, element: etree._Element, prefix: str) -> None:
        """Record every leaf under ``element`` (at ``prefix``) the model does not carry:
        each dropped element counted once per ``element``."""
        tops: set[str] = set()
        for node in element.iter():
            if not isinstance(node.tag, str) or len(node):
                continue
            steps: list[str] = []
            current: etree._Element | None = node
            while current is not None and current is not element:
                steps.append(_local(current.tag))
                current = current.getparent()
            folded = "/".join([prefix, *reversed(steps)]).replace("/Pty/", "/")
            if folded in _CARRIED:
                continue
            parts = folded.split("/")
            top = next(
                ("/".join(parts[:n]) for n in range(1, len(parts) + 1)
                 if "/".join(parts[:n]) not in _KNOWN),
                folded,
            )  # fmt: skip
            if top not in tops:
                tops.add(top)
                seen = self.dropped.setdefault(top, [cast(int, node.sourceline) or 0, 0])
                seen[1] += 1

    def reasons(self, element: etree._Element) -> tuple[Reason, ...]:
        found = []
        for info in element.findall(self._path("StsRsnInf")):
            bics = (self.child(info, f"Orgtr/Id/OrgId/{tag}") for tag in _BIC_TAGS)
            found.append(
                Reason(
                    code=self.child(info, "Rsn/Cd"),
                    proprietary=self.child(info, "Rsn/Prtry"),
                    additional=tuple(
                        t for a in info.findall(self._path("AddtlInf")) if (t := _text(a))
                    ),
                    originator_name=self.child(info, "Orgtr/Nm"),
                    originator_bic=next((bic for bic in bics if bic), None),
                )
            )
        return tuple(found)

    def per_status(self, element: etree._Element) -> tuple[StatusCount, ...]:
        return tuple(
            StatusCount(
                status=self.status(count, "DtldSts", group=False) or "",
                number_of_transactions=_int(self.child(count, "DtldNbOfTxs")),
                control_sum=_decimal(self.child(count, "DtldCtrlSum")),
            )
            for count in element.findall(self._path("NbOfTxsPerSts"))
        )

    def party(self, ref: etree._Element | None, tag: str) -> str | None:
        if ref is None:
            return None
        return _text(ref.find(self._path(f"{tag}/Nm"))) or _text(
            ref.find(self._path(f"{tag}/Pty/Nm"))
        )

    def iban(self, ref: etree._Element | None, tag: str) -> str | None:
        return _text(ref.find(self._path(f"{tag}/Id/IBAN"))) if ref is not None else None

    def transaction(self, element: etree._Element) -> TransactionStatus:
        ref = element.find(self._path("OrgnlTxRef"))
        amount = ref.find(self._path("Amt/InstdAmt")) if ref is not None else None
        return TransactionStatus(
            status=self.status(element, "TxSts", group=False),
            original_end_to_end_id=self.child(element, "OrgnlEndToEndId"),
            original_instruction_id=self.child(element, "OrgnlInstrId"),
            reasons=self.reasons(element),
            amount=_decimal(_text(amount)),
            currency=amount.get("Ccy") if amount is not None else None,
            debtor_name=self.party(ref, "Dbtr"),
            debtor_iban=self.iban(ref, "DbtrAcct"),
            creditor_name=self.party(ref, "Cdtr"),
            creditor_iban=self.iban(ref, "CdtrAcct"),
            intent=self.child(element, "StsId"),
        )  # fmt: skip

    def end(self, element: etree._Element) -> None:
        name = _local(element.tag)
        parent = element.getparent()
        in_info = parent is not None and _local(parent.tag) == "OrgnlPmtInfAndSts"
        if name == "TxInfAndSts" and in_info:
            self.pending.append(self.transaction(element))
            self.note_drops(element, _TX)
            self.check(element)
            self.detach(element)
        elif name == "GrpHdr":
            self.header = {"id": self.child(element, "MsgId"), "at": self.child(element, "CreDtTm")}
            self.note_drops(element, "GrpHdr")
        elif name == "OrgnlGrpInfAndSts":
            self.group = {
                "id": self.child(element, "OrgnlMsgId"),
                "name": self.child(element, "OrgnlMsgNmId"),
                "created": self.child(element, "OrgnlCreDtTm"),
                "count": _int(self.child(element, "OrgnlNbOfTxs")),
                "sum": _decimal(self.child(element, "OrgnlCtrlSum")),
                "status": self.status(element, "GrpSts", group=True),
                "reasons": self.reasons(element),
                "per_status": self.per_status(element),
            }
            self.note_drops(element, "OrgnlGrpInfAndSts")
        elif name == "OrgnlPmtInfAndSts":
            for child in element:
                if isinstance(child.tag, str) and _local(child.tag) != "TxInfAndSts":
                    self.note_drops(child, f"OrgnlPmtInfAndSts/{_local(child.tag)}")
            self.infos.append(
                OriginalPaymentInfo(
                    original_id=self.child(element, "OrgnlPmtInfId") or "",
                    status=self.status(element, "PmtInfSts", group=True),
                    number_of_transactions=_int(self.child(element, "OrgnlNbOfTxs")),
                    control_sum=_decimal(self.child(element, "OrgnlCtrlSum")),
                    reasons=self.reasons(element),
                    per_status=self.per_status(element),
                    transactions=tuple(self.pending),
                )
            )
            self.pending = []
            self.check(element)
            self.detach(element)
        elif name == "Document" and parent is None:
            self.check(element)

    def report(self) -> StatusReport:
        for path, (line, count) in self.dropped.items():
            where = f" ({count} times)" if count > 1 else ""
            self.findings.append(
                make_finding(
                    "status.dropped",
                    f"{path} is not carried by the status model{where}",
                    line=line or None,
                )
            )
        return StatusReport(
            message_id=self.header.get("id") or "",
            created=self.header.get("at") or "",
            original_message_id=self.group.get("id") or "",
            original_message_name=self.group.get("name") or "",
            group_status=self.group.get("status"),
            original_created=self.group.get("created"),
            original_number_of_transactions=self.group.get("count"),
            original_control_sum=self.group.get("sum"),
            reasons=self.group.get("reasons") or (),
            per_status=self.group.get("per_status") or (),
            payment_infos=tuple(self.infos),
            version=self.version,
        )


def _chunks(source: str | os.PathLike[str] | bytes | IO[bytes]) -> Iterator[bytes]:
    if isinstance(source, bytes):
        yield source
        return
    if isinstance(source, str | os.PathLike):
        name = os.fspath(source)
        try:
            with open(name, "rb") as handle:
                while chunk := handle.read(_CHUNK):
                    yield chunk
        except OSError as exc:
            raise InputError(f"cannot read {name}: {exc.strerror or exc}", path=name) from exc
        return
    while chunk := source.read(_CHUNK):
        yield chunk


def _root(
    source: str | os.PathLike[str] | bytes | IO[bytes],
) -> tuple[etree._Element | None, bool]:
    """The root element (from the first bytes; None when there is none) and whether a
    DOCTYPE precedes it. Raises :class:`lxml.etree.XMLSyntaxError` for bad XML."""
    parser = xmlsafe.make_pull_parser(events=("start",))
    for chunk in _chunks(source):
        parser.feed(chunk)
        for _event, element in parser.read_events():
            root = cast(etree._Element, element)
            docinfo: Any = root.getroottree().docinfo
            return root, bool(getattr(docinfo, "doctype", ""))
    parser.close()
    return None, False


def read_report(source: str | os.PathLike[str] | bytes) -> ReadReport:
    """Read a pain.002 (a path or bytes). Never raises for bad content: every problem is
    a finding. Raises :class:`~pain_bridge.errors.InputError` when the file cannot be
    read at all."""
    found: Found | None = None
    try:
        root, doctype = _root(source)
    except etree.XMLSyntaxError as exc:
        opened = _enveloped(source) if "Extra content" in str(exc) else None
        if not isinstance(opened, Found):  # a header alone before the document?
            return ReadReport(None, (opened or _syntax(exc),), None)
        root, doctype, found = None, False, opened
    if root is not None and not doctype and _local(root.tag) != "Document":
        opened = _enveloped(source)  # the document inside an envelope?
        if isinstance(opened, Finding):
            return ReadReport(None, (opened,), None)
        found = opened
    if root is None and found is None:
        return ReadReport(None, (make_finding("xml.syntax", "the input has no XML element"),), None)
    if doctype:
        finding = make_finding(
            "xml.unsafe", "a DOCTYPE is refused: it is never read or expanded", line=1
        )
        return ReadReport(None, (finding,), None)
    if found is not None:
        namespace, line, name = found.namespace, found.document_line, "Document"
    else:
        assert root is not None
        namespace, line = _local_ns(root.tag), cast("int | None", root.sourceline)
        name = _local(root.tag)
    version = version_of(namespace)
    guessed: list[Finding] = []
    if version is None and not namespace and root is not None and name == "Document":
        guess = guess_edition(_chunks(source), _misspelled_namespace(root))
        if guess is None:
            message = refusal(namespace, _local(root.tag), PAIN002, read=False)
            return ReadReport(None, (make_finding("xml.namespace", message, line=line),), None)
        version = guess.edition.name
        guessed.append(
            make_finding(
                "status.namespace",
                guess.message,
                severity=Severity.WARNING if guess.fits else Severity.ERROR,
                line=line,
            )
        )
    elif version is None or name != "Document":
        message = refusal(namespace, name, PAIN002, read=version is not None)
        return ReadReport(None, (make_finding("xml.namespace", message, line=line),), version)
    edition = EDITIONS[version]
    checked_by_schema = edition.schema is not None and not guessed
    walk = _Walk(
        version,
        namespace,
        findings=guessed,
        statuses_checked=not (edition.closed_statuses and checked_by_schema),
    )
    if checked_by_schema:
        assert edition.schema is not None
        walk.schema = bundled_unit_schema(edition.schema, _UNITS)
    elif not guessed:
        walk.findings.append(
            make_finding(
                "xml.namespace",
                f"{version} is {edition.note}: read as pain.002.001.03, but no "
                "bundled schema checks its namespace",
                severity=Severity.WARNING,
                line=line,
            )
        )
    if found is not None:  # the header's schema violations
        walk.findings[:0] = found.findings
    parser = xmlsafe.make_pull_parser(events=("end",))
    chunks = _chunks(source) if found is None else found.frame.chunks(_chunks(source))
    try:
        for chunk in chunks:
            parser.feed(chunk)
            for _event, element in parser.read_events():
                walk.end(cast(etree._Element, element))
        parser.close()
    except etree.XMLSyntaxError as exc:
        return ReadReport(None, (*walk.findings, _syntax(exc)), version)
    return ReadReport(walk.report(), tuple(walk.findings), version)


def _enveloped(source: str | os.PathLike[str] | bytes) -> Found | Finding | None:
    """The status report inside an envelope (:mod:`pain_bridge.envelope`), the reason it
    cannot be read, or None when the root holds no document."""
    chunks = _chunks(source)
    return open_envelope([next(chunks, b"")], chunks, PAIN002)


def _misspelled_namespace(root: etree._Element) -> str | None:
    """The value of an attribute that was meant to declare the namespace (``Xmlns``,
    ``XMLNS``: XML names are case-sensitive, so it declares nothing), or None."""
    for name, value in root.attrib.items():
        if str(name).lower() == "xmlns":
            return str(value).strip()
    return None


def _local_ns(tag: Any) -> str:
    text = str(tag)
    return text[1:].partition("}")[0] if text.startswith("{") else ""


def _syntax(exc: etree.XMLSyntaxError) -> Finding:
    reason, line, column = xmlsafe.parse_failure(exc)
    return make_finding("xml.syntax", f"not well-formed XML: {reason}", line=line, column=column)
