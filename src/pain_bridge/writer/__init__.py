"""Model → pain.001 XML (``.03`` to ``.13``) that always validates against the bundled XSD.

One module because what it fills in (ids, counts, sums, the parties) and the check
before publishing are one step: nothing is written that was not checked.

The elements come from the version's field table (:mod:`pain_bridge.writer.plan`);
this module fills in what the table cannot know and publishes only valid documents.

:func:`write_xml` fills in what pain.001 needs and the payment intent JSON lacks
(the shared specification's ``mapping.md``, "What pain.001 needs that the JSON lacks"):

- ``GrpHdr/MsgId``: the message's, else ``WriteOptions.message_id``, else derived from the
  content (the same payments give the same id, so a bank spots a file sent twice);
- ``GrpHdr/CreDtTm``: the message's, else ``WriteOptions.creation_date_time``, else now;
- ``NbOfTxs`` and ``CtrlSum`` of the group and of each payment info: computed;
- ``GrpHdr/InitgPty``: the message's initiating party as it is (an XML source's
  ``InitgPty`` with only an ``Id`` gets no name: a migration invents nothing), named by
  the option where it has no name and the option gives one; where the message has none
  (the JSON has no initiating party), one named by the option, else by the first
  debtor's name;
- ``PmtInfId``: the payment info's, else ``{MsgId}-{position}`` (1-based);
- ``PmtMtd``: ``TRF`` unless the model says otherwise; ``ReqdExctnDt``: the payment
  info's, else the option, else today;
- ``DbtrAgt``: the model's debtor agent; where it has nothing, the BIC the IBAN registry
  knows for the debtor IBAN (schwifty), else ``FinInstnId/Othr/Id`` = ``NOTPROVIDED``;
- ``EndToEndId``: ``NOTPROVIDED`` where none is given;
- ``Dbtr`` and ``DbtrAcct``: the payment info's, else ``WriteOptions.debtor`` /
  ``debtor_account`` (without either, the payment cannot be written);
- each address as ``AdrLine`` s (the model already holds them split, see
  :func:`pain_bridge.mapping.split_address`) plus the structured fields it has;
- the message's own ``SplmtryData`` after the payment infos, where the version has it
  (from ``.04``; the converter reports it beforehand as ``map.dropped`` otherwise);
- the root's ``xsi:schemaLocation`` as read, for the version written
  (:mod:`pain_bridge.writer.location`);
- ``WriteOptions.version`` chooses the version (:class:`~pain_bridge.versions.PainVersion`,
  pain.001.001.03 by default); a value the chosen version holds under another path than
  the version read is moved there first (:mod:`pain_bridge.writer.reshape`: a document's
  date and amounts, where remittance information goes); a field the chosen version has
  no element for is not written (the converter reports it beforehand as
  ``map.dropped``).

The document is validated against the XSD before anything is published: a path target
is written to a temporary file in the same directory and renamed into place; a stream
target receives the bytes only after they validated. Content that cannot be written
raises :class:`WriteError` and leaves no file behind.
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import os
import shutil
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import date, datetime
from decimal import Decimal
from typing import IO, overload

from lxml import etree

from pain_bridge.atomic import AtomicOutput
from pain_bridge.envelope import Frame
from pain_bridge.errors import PainBridgeError
from pain_bridge.fields.pain_001_001_03 import DOCUMENT_TYPE_CODES, NOT_PROVIDED
from pain_bridge.model import (
    Account,
    FinancialInstitution,
    GroupHeader,
    Message,
    Party,
    PaymentInfo,
    SupplementaryData,
    Transaction,
    exact_sum,
)
from pain_bridge.versions import PainVersion
from pain_bridge.writer import envelope
from pain_bridge.writer.location import XSI
from pain_bridge.writer.location import written as written_location
from pain_bridge.writer.plan import emitter, escape_attribute, escape_text
from pain_bridge.writer.reshape import reshaped
from pain_bridge.xmlsafe import NOT_XML_CHAR, make_parser
from pain_bridge.xsd import pain001_schema
from pain_bridge.xsd_paths import message_elements

__all__ = [
    "DOCUMENT_TYPE_CODES",
    "NOT_PROVIDED",
    "AtomicOutput",
    "DocumentText",
    "WriteError",
    "WriteOptions",
    "bic_for_iban",
    "completed_header",
    "completed_info",
    "derived_message_id",
    "emit_text",
    "fill_required",
    "filled_info",
    "generate_xml",
    "header_as_written",
    "pinned",
    "publish",
    "validate_xml",
    "write_xml",
]
_FLUSH_EVERY = 512


class WriteError(PainBridgeError):
    """The model cannot be written as schema-valid pain.001.001.03; nothing was written.

    ``reasons`` holds the individual problems (the schema's own words where it spoke).
    """

    def __init__(self, message: str, reasons: Iterable[str] = ()) -> None:
        super().__init__(message)
        self.reasons = tuple(reasons)


@dataclass(frozen=True, slots=True)
class WriteOptions:
    """Values pain.001 needs that the message may lack; each is used only where it does.

    ``indent`` pretty-prints the XML (one element per line); ``version`` is the
    pain.001 version written.
    """

    message_id: str | None = None
    creation_date_time: datetime | None = None
    requested_execution_date: date | None = None
    initiating_party_name: str | None = None
    debtor: Party | None = None
    debtor_account: Account | None = None
    indent: bool = True
    version: PainVersion = PainVersion.V03


@functools.lru_cache(maxsize=4096)
def bic_for_iban(iban: str) -> str | None:
    """The BIC the IBAN registry knows for ``iban``'s bank, or None."""
    from schwifty import IBAN
    from schwifty.exceptions import SchwiftyException

    try:
        bic = IBAN(iban).bic
    except (SchwiftyException, ValueError):
        return None
    return str(bic) if bic is not None else None


def fill_required(message: Message, options: WriteOptions | None = None) -> Message:
    """The message with each payment info's missing debtor / debtor account taken from
    ``options`` (``WriteOptions.debtor``, ``debtor_account``)."""
    options = options or WriteOptions()
    if options.debtor is None and options.debtor_account is None:
        return message
    infos = tuple(filled_info(info, options) for info in message.payment_infos)
    return replace(message, payment_infos=infos)


def filled_info(info: PaymentInfo, options: WriteOptions) -> PaymentInfo:
    """``info`` with its missing debtor / debtor account taken from ``options`` (what
    :func:`fill_required` does to each payment info)."""
    if options.debtor is None and options.debtor_account is None:
        return info
    debtor = info.debtor
    if (debtor is None or debtor.name is None) and options.debtor is not None:
        debtor = options.debtor
    account = info.debtor_account
    if account is None and options.debtor_account is not None:
        account = options.debtor_account
    return replace(info, debtor=debtor, debtor_account=account)


def pinned(message: Message, options: WriteOptions) -> WriteOptions:
    """``options`` with what the writer would choose at this moment chosen once: the
    message id it derives (a hash of the whole message), the creation time and the
    execution day ("now" and "today"), so that what is reported of a message and what is
    then written of it agree, and the id is derived once."""
    header = message.group_header
    return replace(
        options,
        message_id=header.message_id or options.message_id or derived_message_id(message),
        creation_date_time=options.creation_date_time or datetime.now().replace(microsecond=0),
        requested_execution_date=options.requested_execution_date or date.today(),
    )


def derived_message_id(message: Message) -> str:
    """A message id derived from the payments alone: ``PB`` and 32 hex digits."""
    from pain_bridge.mapping.to_json import message_to_data

    data = message_to_data(replace(message, psu_redirect_link=None, psu_id=None))
    digest = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()
    return "PB" + digest[:32].upper()


def derived_payment_info_id(message_id: str, index: int) -> str:
    """``{message_id}-{index + 1}``, the message id shortened so that it fits 35 characters."""
    suffix = f"-{index + 1}"
    return message_id[: 35 - len(suffix)] + suffix


# --------------------------------------------------------------------------- text


#: Characters XML 1.0 cannot carry at all (not even escaped). Input never brings them
#: here (the JSON reader refuses them as ``text.xml-char``); a model built in code may.
_ILLEGAL = NOT_XML_CHAR


#: The control characters XML cannot carry: in UTF-8, these bytes stand for them only.
_CONTROLS = bytes(b for b in range(32) if b not in (9, 10, 13))


def _may_be_illegal(text: str, data: bytes) -> bool:
    """Whether ``text`` (encoded as ``data``) may hold a character of ``_ILLEGAL``:
    a control byte, or (not ASCII) the UTF-8 lead ``EF BF`` of U+FFFE and U+FFFF (a lone
    surrogate does not encode at all). Deleting bytes and a ``bytes`` search cost a
    fifth of the regular expression's scan of every character written."""
    if len(data.translate(None, _CONTROLS)) != len(data):
        return True
    return not text.isascii() and b"\xef\xbf" in data


def emit_text(sink: IO[bytes], text: str) -> None:
    """Write ``text``, refusing characters that no XML document may contain."""
    try:
        data = text.encode()
    except UnicodeEncodeError:  # a lone surrogate: found below
        data = b""
    bad = _ILLEGAL.search(text) if not data or _may_be_illegal(text, data) else None
    if bad is not None:
        start = max(0, bad.start() - 30)
        context = text[start : bad.start()].rsplit(">", 1)[-1]
        reason = (
            f"U+{ord(bad.group()):04X} is a character XML cannot carry "
            f"(after {context!r}); remove it"
        )
        raise WriteError(f"cannot write pain.001: {reason}", [reason])
    sink.write(data)


def _precheck(message: Message) -> None:
    reasons: list[str] = []
    if not message.payment_infos:
        reasons.append("the message has no payment info; pain.001 needs at least one")
    for i, info in enumerate(message.payment_infos):
        where = f"payment_info[{i}]"
        if not info.transactions:
            reasons.append(f"{where} has no transaction; pain.001 needs at least one")
        if info.debtor is None:
            reasons.append(f"{where} has no debtor (Dbtr is mandatory in pain.001)")
        if info.debtor_account is None:
            reasons.append(f"{where} has no debtor account (DbtrAcct is mandatory in pain.001)")
        for j, tx in enumerate(info.transactions):
            if tx.amount_as_written is None:
                reasons.append(
                    f"{where}.transactions[{j}] has no amount "
                    "(neither an instructed nor an equivalent amount)"
                )
    if reasons:
        raise WriteError(f"cannot write pain.001: {reasons[0]}", reasons)


def completed_header(message: Message, options: WriteOptions) -> GroupHeader:
    """The group header as written: what the message lacks filled in (see the module)."""
    first_debtor = next(
        (i.debtor.name for i in message.payment_infos if i.debtor and i.debtor.name), None
    )
    total = exact_sum(info.control_total for info in message.payment_infos)
    return header_as_written(
        message.group_header,
        options,
        count=message.transaction_count,
        total=total,
        first_debtor_name=first_debtor,
        message=message,
    )


def header_as_written(
    header: GroupHeader,
    options: WriteOptions,
    *,
    count: int,
    total: Decimal,
    first_debtor_name: str | None,
    message: Message | None = None,
) -> GroupHeader:
    """``header`` as written, its totals (``count`` transactions, summing to ``total``)
    and the first debtor's name known: what :func:`completed_header` gives of a whole
    message, and the streaming writer (:mod:`pain_bridge.writer.stream`) of a message it
    never holds. Without a message id in ``header`` or ``options``, one is derived from
    ``message`` (which must then be given)."""
    message_id = header.message_id or options.message_id
    if message_id is None:
        assert message is not None, "a message id is derived from the whole message"
        message_id = derived_message_id(message)
    created = header.creation_date_time
    if created is None:
        moment = options.creation_date_time or datetime.now().replace(microsecond=0)
        created = moment.isoformat()
    initiating = header.initiating_party
    if initiating is None:  # none read (the JSON has none): pain.001 needs one, named
        name = options.initiating_party_name or first_debtor_name
        initiating = Party(name=name)
    elif initiating.name is None and options.initiating_party_name is not None:
        initiating = replace(initiating, name=options.initiating_party_name)
    return replace(
        header,
        message_id=message_id,
        creation_date_time=created,
        number_of_transactions=str(count),
        control_sum=total,
        initiating_party=initiating,
    )


def completed_info(
    info: PaymentInfo,
    message_id: str,
    index: int,
    execution: date,
    *,
    totals: tuple[int, Decimal] | None = None,
) -> PaymentInfo:
    """The payment info at ``index`` as written, without its transactions; ``totals``
    (its number of transactions and their sum) where ``info`` does not hold them (the
    streaming writer's)."""
    assert info.debtor_account is not None
    agent = info.debtor_agent or FinancialInstitution()
    if agent == FinancialInstitution() and info.debtor_account.iban is not None:
        agent = FinancialInstitution(bic=bic_for_iban(info.debtor_account.iban))
    count, total = totals if totals is not None else (len(info.transactions), info.control_total)
    return replace(
        info,
        payment_info_id=info.payment_info_id or derived_payment_info_id(message_id, index),
        payment_method=info.payment_method or "TRF",
        number_of_transactions=str(count),
        control_sum=total,
        requested_execution_date=info.requested_execution_date or execution,
        debtor_agent=agent,
        transactions=(),
    )


class DocumentText:
    """The text of one document written, piece by piece: one writer for a message in
    memory (:func:`write_xml`) and for a stream (:mod:`pain_bridge.writer.stream`), each
    node's emitter made once (:func:`~pain_bridge.writer.plan.emitter`)."""

    def __init__(self, version: PainVersion, indent: bool) -> None:
        self.version = version
        self.indent = indent
        self.nl, self.step = ("\n", "  ") if indent else ("", "")
        self._emit_info = emitter(version, "payment_info", indent)

    def head(
        self,
        header: GroupHeader,
        schema_location: str | None,
        read_version: PainVersion | None,
        before: str = "",
    ) -> str:
        """The document up to its group header's end, ``header`` as written, after the
        envelope's text ``before`` it (:func:`pain_bridge.writer.envelope.before`)."""
        version, nl, step = self.version, self.nl, self.step
        root = f'<Document xmlns="{version.namespace}"'
        location = written_location(schema_location, read_version, version)
        if location is not None:
            root += f' xmlns:xsi="{XSI}" xsi:schemaLocation="{escape_attribute(location)}"'
        out: list[str] = [
            f"{envelope.DECLARATION}{before}{root}>{nl}",
            f"<CstmrCdtTrfInitn>{nl}{step}<GrpHdr>{nl}",
        ]
        emitter(version, "group_header", self.indent)(header, out)
        out.append(f"{step}</GrpHdr>{nl}")
        return "".join(out)

    def info_open(self, info: PaymentInfo) -> str:
        """A payment info's opening and its own elements, ``info`` as written."""
        out = [f"{self.step}<PmtInf>{self.nl}"]
        self._emit_info(info, out)
        return "".join(out)

    def info_close(self) -> str:
        return f"{self.step}</PmtInf>{self.nl}"

    def transactions(self) -> Callable[[Transaction, list[str]], None]:
        """What appends one transaction's element to a list of text."""
        emit_tx = emitter(self.version, "transaction", self.indent)
        nl, step = self.nl, self.step
        open_tx, close_tx = f"{step * 2}<CdtTrfTxInf>{nl}", f"{step * 2}</CdtTrfTxInf>{nl}"

        def append(tx: Transaction, out: list[str]) -> None:
            out.append(open_tx)
            emit_tx(tx, out)
            out.append(close_tx)

        return append

    def tail(self, supplementary_data: Iterable[SupplementaryData], after: str = "") -> str:
        """The document after its payment infos: the message's own supplementary data
        where the version has it, the closing tags, and the envelope's end ``after``."""
        nl, step = self.nl, self.step
        text = ""
        if supplementary_data and "SplmtryData" in message_elements(self.version.value):
            text = _supplementary_data(supplementary_data, nl, step)
        return text + f"</CstmrCdtTrfInitn>{nl}</Document>\n{after}"


def _generate(message: Message, options: WriteOptions, sink: IO[bytes]) -> None:
    layout = DocumentText(options.version, options.indent)
    header = completed_header(message, options)
    assert header.message_id is not None
    execution = options.requested_execution_date or date.today()
    before = envelope.before(message, options.version)
    emit_text(sink, layout.head(header, message.schema_location, message.pain_version, before))
    append_tx = layout.transactions()
    for index, info in enumerate(message.payment_infos):
        out = [layout.info_open(completed_info(info, header.message_id, index, execution))]
        for count, tx in enumerate(info.transactions, 1):
            append_tx(tx, out)
            if count % _FLUSH_EVERY == 0:
                emit_text(sink, "".join(out))
                out.clear()
        out.append(layout.info_close())
        emit_text(sink, "".join(out))
    emit_text(sink, layout.tail(message.supplementary_data, envelope.after(message)))


def _supplementary_data(items: Iterable[SupplementaryData], nl: str, step: str) -> str:
    """The message's own ``SplmtryData`` (after the payment infos), the envelope's
    content written as the XML text it was kept as."""
    out = []
    for item in items:
        out.append(f"{step}<SplmtryData>{nl}")
        if item.place_and_name is not None:
            out.append(f"{step * 2}<PlcAndNm>{escape_text(item.place_and_name)}</PlcAndNm>{nl}")
        out.append(f"{step * 2}<Envlp>{item.envelope_xml or ''}</Envlp>{nl}")
        out.append(f"{step}</SplmtryData>{nl}")
    return "".join(out)


class _Discard:
    """A parser target that keeps nothing: the parse only feeds the schema's check."""

    def close(self) -> None:
        return None


def validate_xml(
    source: str | bytes | IO[bytes],
    version: PainVersion = PainVersion.V03,
    framing: Frame | None = None,
) -> None:
    """Stream ``source`` (a path, as str or bytes, or a binary file) through the XSD of
    ``version``; raise :class:`WriteError` with the schema's reason when it does not
    validate. ``framing``: the envelope written around the document, read as blanks
    (:mod:`pain_bridge.writer.envelope`).

    The parser feeds a target that keeps nothing, so no tree is built (``iterparse``
    built each transaction's and cleared it: 0.70 -> 0.38 s of CPU for the 14 MB of a
    20k migration to ``.09``). With a target, lxml leaves the schema's verdict in the
    parser's error log rather than raising it; a document that is not well formed
    raises as before, where ``iterparse`` with the schema attached let a truncated text
    or a stray ``&`` pass quietly."""
    if framing is not None:
        if isinstance(source, str | bytes):
            with open(source, "rb") as handle:
                return validate_xml(handle, version, framing)
        return validate_xml(envelope.FramedReader(source, framing), version)  # type: ignore[arg-type]
    parser = make_parser(schema=pain001_schema(version), target=_Discard())
    try:
        etree.parse(source, parser)
    except etree.XMLSyntaxError as exc:
        reasons = [str(exc.msg or exc)]
    else:
        reasons = [e.message for e in parser.error_log if e.level >= etree.ErrorLevels.ERROR]
        if not reasons:
            return None
    raise WriteError(f"the XML written would not be valid {version.value}: {reasons[0]}", reasons)


def generate_xml(message: Message, sink: IO[bytes], *, options: WriteOptions | None = None) -> None:
    """Write ``message`` into ``sink`` as :func:`write_xml` would, *without* validating
    it against the XSD (to find where a refused message fails:
    :mod:`pain_bridge.writer.unfit`). Raises :class:`WriteError` for what is checked
    before writing (no payment info, no debtor, a character XML cannot carry)."""
    options = options or WriteOptions()
    message = reshaped(fill_required(message, options), options.version)
    _precheck(message)
    _generate(message, options, sink)


@overload
def write_xml(
    message: Message, target: None = None, *, options: WriteOptions | None = None
) -> bytes: ...


@overload
def write_xml(
    message: Message,
    target: str | os.PathLike[str] | IO[bytes],
    *,
    options: WriteOptions | None = None,
) -> None: ...


def write_xml(
    message: Message,
    target: str | os.PathLike[str] | IO[bytes] | None = None,
    *,
    options: WriteOptions | None = None,
) -> bytes | None:
    """Write ``message`` as pain.001.001.03, validated against the XSD before it is published.

    ``target``: None returns the bytes; a path is written atomically (temporary file in
    the same directory, renamed into place); a binary stream receives the bytes only once
    they validated. Raises :class:`WriteError` when the message cannot be written (then
    nothing was written) and :class:`OSError` when the target cannot be written.
    """
    options = options or WriteOptions()
    message = reshaped(fill_required(message, options), options.version)
    _precheck(message)
    framing = envelope.frame(message, options.version)
    generate = functools.partial(_generate, message, options)
    return publish(generate, target, options.version, framing)


#: Writes a whole document into the sink it is given (a driver of :class:`DocumentText`).
Generate = Callable[[IO[bytes]], None]


def publish(
    generate: Generate,
    target: str | os.PathLike[str] | IO[bytes] | None,
    version: PainVersion,
    framing: Frame | None = None,
) -> bytes | None:
    """What ``generate`` writes, published to ``target`` only once it validated against
    the XSD of ``version`` (:func:`write_xml`'s targets; the streaming writer's too),
    the envelope ``framing`` it read as blanks."""
    if target is None:
        buffer = io.BytesIO()
        generate(buffer)
        data = buffer.getvalue()
        validate_xml(io.BytesIO(data), version, framing)
        return data
    if isinstance(target, str | os.PathLike):
        path = os.fspath(target)
        output = AtomicOutput(path)
        with output as handle:
            if output.temp is None:  # a device or a pipe: checked before a byte goes out
                _write_checked(generate, version, handle, framing)
                return None
            generate(handle)
            handle.flush()
            # its name as bytes: lxml encodes a str name as strict UTF-8, which a name
            # that is not (a Latin-1 ``zurück.xml``, surrogate-escaped) is not
            validate_xml(os.fsencode(output.temp), version, framing)
        return None
    _write_checked(generate, version, target, framing)
    return None


def _write_checked(
    generate: Generate, version: PainVersion, target: IO[bytes], framing: Frame | None
) -> None:
    """Write what ``generate`` writes to ``target`` once it passed the schema (spooled
    until then)."""
    with tempfile.SpooledTemporaryFile(max_size=8 << 20) as spool:
        generate(spool)
        spool.seek(0)
        validate_xml(spool, version, framing)
        spool.seek(0)
        shutil.copyfileobj(spool, target)
