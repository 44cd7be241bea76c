"""Model → pain.001.001.03 XML that always validates against the bundled XSD.

:func:`write_xml` fills in what pain.001 needs and the payment intent JSON lacks
(``spec/mapping.md``, "What pain.001 needs that the JSON lacks"):

- ``GrpHdr/MsgId``: the message's, else ``WriteOptions.message_id``, else derived from the
  content (the same payments give the same id, so a bank spots a file sent twice);
- ``GrpHdr/CreDtTm``: the message's, else ``WriteOptions.creation_date_time``, else now;
- ``NbOfTxs`` and ``CtrlSum`` of the group and of each payment info: computed;
- ``GrpHdr/InitgPty/Nm``: the message's, else the option, else the first debtor's name;
- ``PmtInfId``: the payment info's, else ``{MsgId}-{position}`` (1-based);
- ``PmtMtd``: ``TRF`` unless the model says otherwise; ``ReqdExctnDt``: the payment
  info's, else the option, else today;
- ``DbtrAgt/FinInstnId``: the model's BIC, else the BIC the IBAN registry knows for the
  debtor IBAN (schwifty), else ``Othr/Id`` = ``NOTPROVIDED``;
- ``EndToEndId``: ``NOTPROVIDED`` where none is given;
- ``Dbtr`` and ``DbtrAcct``: the payment info's, else ``WriteOptions.debtor`` /
  ``debtor_account`` (without either, the payment cannot be written);
- each address as ``AdrLine`` s (the model already holds them split, see
  :func:`pain_bridge.mapping.split_address`) plus the structured fields it has.

The document is validated against the XSD before anything is published: a path target
is written to a temporary file in the same directory and renamed into place; a stream
target receives the bytes only after they validated. Content that cannot be written
raises :class:`WriteError` and leaves no file behind.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import io
import json
import os
import re
import shutil
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from datetime import date, datetime
from decimal import Decimal, localcontext
from typing import IO

from lxml import etree

from pain_bridge.errors import PainBridgeError
from pain_bridge.model import (
    Account,
    Message,
    Party,
    PaymentInfo,
    PostalAddress,
    Remittance,
    Transaction,
)
from pain_bridge.xsd import NAMESPACE, pain001_schema

NOT_PROVIDED = "NOTPROVIDED"
#: Values of ``DocumentType3Code``; other creditor reference types go to ``Prtry``.
DOCUMENT_TYPE_CODES = frozenset({"RADM", "RPIN", "FXDR", "DISP", "PUOR", "SCOR"})
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

    ``indent`` pretty-prints the XML (one element per line).
    """

    message_id: str | None = None
    creation_date_time: datetime | None = None
    requested_execution_date: date | None = None
    initiating_party_name: str | None = None
    debtor: Party | None = None
    debtor_account: Account | None = None
    indent: bool = True


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
    infos = []
    for info in message.payment_infos:
        debtor = info.debtor
        if (debtor is None or debtor.name is None) and options.debtor is not None:
            debtor = options.debtor
        account = info.debtor_account
        if account is None and options.debtor_account is not None:
            account = options.debtor_account
        infos.append(replace(info, debtor=debtor, debtor_account=account))
    return replace(message, payment_infos=tuple(infos))


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


#: Characters XML 1.0 cannot carry at all (not even escaped).
_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _emit(sink: IO[bytes], text: str) -> None:
    """Write ``text``, refusing characters that no XML document may contain."""
    bad = _ILLEGAL.search(text)
    if bad is not None:
        start = max(0, bad.start() - 30)
        context = text[start : bad.start()].rsplit(">", 1)[-1]
        reason = (
            f"U+{ord(bad.group()):04X} is a character XML cannot carry "
            f"(after {context!r}); remove it"
        )
        raise WriteError(f"cannot write pain.001: {reason}", [reason])
    sink.write(text.encode())


def _t(text: str) -> str:
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\r", "&#13;")
    )


def _a(text: str) -> str:
    return _t(text).replace('"', "&quot;")


class _Out:
    """Indentation-aware string builder."""

    __slots__ = ("chunks", "nl", "step")

    def __init__(self, indent: bool) -> None:
        self.chunks: list[str] = []
        self.nl = "\n" if indent else ""
        self.step = "  " if indent else ""

    def leaf(self, depth: int, tag: str, text: str) -> None:
        self.chunks.append(f"{self.step * depth}<{tag}>{_t(text)}</{tag}>{self.nl}")

    def open(self, depth: int, tag: str) -> None:
        self.chunks.append(f"{self.step * depth}<{tag}>{self.nl}")

    def close(self, depth: int, tag: str) -> None:
        self.chunks.append(f"{self.step * depth}</{tag}>{self.nl}")

    def take(self) -> str:
        text = "".join(self.chunks)
        self.chunks.clear()
        return text


def _address(out: _Out, depth: int, address: PostalAddress) -> None:
    out.open(depth, "PstlAdr")
    d = depth + 1
    for tag, value in (
        ("AdrTp", address.address_type),
        ("Dept", address.department),
        ("SubDept", address.sub_department),
        ("StrtNm", address.street_name),
        ("BldgNb", address.building_number),
        ("PstCd", address.postcode),
        ("TwnNm", address.town),
        ("CtrySubDvsn", address.country_subdivision),
        ("Ctry", address.country),
    ):
        if value is not None:
            out.leaf(d, tag, value)
    for line in address.address_lines:
        out.leaf(d, "AdrLine", line)
    out.close(depth, "PstlAdr")


def _party(out: _Out, depth: int, tag: str, party: Party) -> None:
    out.open(depth, tag)
    if party.name is not None:
        out.leaf(depth + 1, "Nm", party.name)
    if party.address is not None:
        _address(out, depth + 1, party.address)
    out.close(depth, tag)


def _account(out: _Out, depth: int, tag: str, account: Account) -> None:
    out.open(depth, tag)
    out.open(depth + 1, "Id")
    if account.iban is not None:
        out.leaf(depth + 2, "IBAN", account.iban)
    elif account.other_id is not None:
        out.open(depth + 2, "Othr")
        out.leaf(depth + 3, "Id", account.other_id)
        out.close(depth + 2, "Othr")
    out.close(depth + 1, "Id")
    if account.currency is not None:
        out.leaf(depth + 1, "Ccy", account.currency)
    out.close(depth, tag)


def _agent(out: _Out, depth: int, tag: str, bic: str | None) -> None:
    out.open(depth, tag)
    out.open(depth + 1, "FinInstnId")
    if bic is not None:
        out.leaf(depth + 2, "BIC", bic)
    else:
        out.open(depth + 2, "Othr")
        out.leaf(depth + 3, "Id", NOT_PROVIDED)
        out.close(depth + 2, "Othr")
    out.close(depth + 1, "FinInstnId")
    out.close(depth, tag)


def _remittance(out: _Out, depth: int, remittance: Remittance) -> None:
    out.open(depth, "RmtInf")
    for line in remittance.unstructured:
        out.leaf(depth + 1, "Ustrd", line)
    for block in remittance.structured:
        out.open(depth + 1, "Strd")
        ref = block.creditor_reference
        if ref is not None:
            d = depth + 2
            out.open(d, "CdtrRefInf")
            if ref.type is not None:
                out.open(d + 1, "Tp")
                out.open(d + 2, "CdOrPrtry")
                out.leaf(d + 3, "Cd" if ref.type in DOCUMENT_TYPE_CODES else "Prtry", ref.type)
                out.close(d + 2, "CdOrPrtry")
                if ref.issuer is not None:
                    out.leaf(d + 2, "Issr", ref.issuer)
                out.close(d + 1, "Tp")
            out.leaf(d + 1, "Ref", ref.reference)
            out.close(d, "CdtrRefInf")
        for line in block.additional_information:
            out.leaf(depth + 2, "AddtlRmtInf", line)
        out.close(depth + 1, "Strd")
    out.close(depth, "RmtInf")


def _transaction(out: _Out, tx: Transaction) -> None:
    amount = tx.amount
    assert amount is not None  # checked by _precheck
    out.open(2, "CdtTrfTxInf")
    out.open(3, "PmtId")
    if tx.instruction_id is not None:
        out.leaf(4, "InstrId", tx.instruction_id)
    out.leaf(4, "EndToEndId", tx.end_to_end_id or NOT_PROVIDED)
    out.close(3, "PmtId")
    out.open(3, "Amt")
    out.chunks.append(
        f'{out.step * 4}<InstdAmt Ccy="{_a(amount.currency)}">{_t(amount.text)}</InstdAmt>{out.nl}'
    )
    out.close(3, "Amt")
    if tx.creditor_agent_bic is not None:
        _agent(out, 3, "CdtrAgt", tx.creditor_agent_bic)
    if tx.creditor is not None:
        _party(out, 3, "Cdtr", tx.creditor)
    if tx.creditor_account is not None:
        _account(out, 3, "CdtrAcct", tx.creditor_account)
    remittance = tx.remittance
    if remittance is not None and (remittance.unstructured or remittance.structured):
        _remittance(out, 3, remittance)
    out.close(2, "CdtTrfTxInf")


def _sum(amounts: Iterable[Decimal]) -> str:
    with localcontext() as ctx:
        ctx.prec = 80
        return format(sum(amounts, Decimal(0)), "f")


def _info_amounts(info: PaymentInfo) -> Iterator[Decimal]:
    for tx in info.transactions:
        if tx.amount is not None:
            yield tx.amount.value


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
            if tx.amount is None:
                reasons.append(f"{where}.transactions[{j}] has no instructed amount")
    if reasons:
        raise WriteError(f"cannot write pain.001: {reasons[0]}", reasons)


def _generate(message: Message, options: WriteOptions, sink: IO[bytes]) -> None:
    out = _Out(options.indent)
    header = message.group_header
    message_id = header.message_id or options.message_id or derived_message_id(message)
    if header.creation_date_time is not None:
        created = header.creation_date_time
    else:
        moment = options.creation_date_time or datetime.now().replace(microsecond=0)
        created = moment.isoformat()
    initiating = header.initiating_party_name or options.initiating_party_name
    if initiating is None:
        initiating = next(
            (i.debtor.name for i in message.payment_infos if i.debtor and i.debtor.name), None
        )
    execution = options.requested_execution_date or date.today()
    out.chunks.append(
        f'<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="{NAMESPACE}">{out.nl}'
    )
    out.open(0, "CstmrCdtTrfInitn")
    out.open(1, "GrpHdr")
    out.leaf(2, "MsgId", message_id)
    out.leaf(2, "CreDtTm", created)
    out.leaf(2, "NbOfTxs", str(message.transaction_count))
    out.leaf(2, "CtrlSum", _sum(a for i in message.payment_infos for a in _info_amounts(i)))
    out.open(2, "InitgPty")
    if initiating is not None:
        out.leaf(3, "Nm", initiating)
    out.close(2, "InitgPty")
    out.close(1, "GrpHdr")
    _emit(sink, out.take())
    for index, info in enumerate(message.payment_infos):
        assert info.debtor is not None
        assert info.debtor_account is not None
        out.open(1, "PmtInf")
        out.leaf(2, "PmtInfId", info.payment_info_id or derived_payment_info_id(message_id, index))
        out.leaf(2, "PmtMtd", info.payment_method or "TRF")
        if info.batch_booking is not None:
            out.leaf(2, "BtchBookg", "true" if info.batch_booking else "false")
        out.leaf(2, "NbOfTxs", str(len(info.transactions)))
        out.leaf(2, "CtrlSum", _sum(_info_amounts(info)))
        out.leaf(2, "ReqdExctnDt", (info.requested_execution_date or execution).isoformat())
        _party(out, 2, "Dbtr", info.debtor)
        _account(out, 2, "DbtrAcct", info.debtor_account)
        bic = info.debtor_agent_bic
        if bic is None and info.debtor_account.iban is not None:
            bic = bic_for_iban(info.debtor_account.iban)
        _agent(out, 2, "DbtrAgt", bic)
        for count, tx in enumerate(info.transactions, 1):
            _transaction(out, tx)
            if count % _FLUSH_EVERY == 0:
                _emit(sink, out.take())
        out.close(1, "PmtInf")
        _emit(sink, out.take())
    out.close(0, "CstmrCdtTrfInitn")
    out.chunks.append("</Document>\n")
    _emit(sink, out.take())


def validate_xml(source: str | IO[bytes]) -> None:
    """Stream ``source`` (a path or a binary file) through the XSD; raise :class:`WriteError`
    with the schema's reason when it does not validate."""
    try:
        context = etree.iterparse(
            source,
            events=("end",),
            tag=f"{{{NAMESPACE}}}CdtTrfTxInf",
            schema=pain001_schema(),
            resolve_entities=False,
            no_network=True,
            load_dtd=False,
        )
        for _, element in context:
            element.clear(keep_tail=True)
            parent = element.getparent()
            if parent is not None:
                while element.getprevious() is not None:
                    del parent[0]
    except etree.XMLSyntaxError as exc:
        reasons = [str(exc.msg or exc)]
        raise WriteError(
            f"the XML written would not be valid pain.001.001.03: {reasons[0]}", reasons
        ) from exc


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
    message = fill_required(message, options)
    _precheck(message)
    if target is None:
        buffer = io.BytesIO()
        _generate(message, options, buffer)
        data = buffer.getvalue()
        validate_xml(io.BytesIO(data))
        return data
    if isinstance(target, str | os.PathLike):
        path = os.fspath(target)
        output = AtomicOutput(path)
        with output as handle:
            _generate(message, options, handle)
            handle.flush()
            validate_xml(output.temp)
        return None
    with tempfile.SpooledTemporaryFile(max_size=8 << 20) as spool:
        _generate(message, options, spool)
        spool.seek(0)
        validate_xml(spool)
        spool.seek(0)
        shutil.copyfileobj(spool, target)
    return None


class AtomicOutput:
    """A binary file that appears at ``path`` only if the ``with`` block ends normally.

    It is written as a hidden temporary file in the same directory (created with the
    usual permissions) and renamed over ``path`` at the end; on an exception it is
    removed and ``path`` is left untouched. Call :meth:`discard` to drop it on purpose.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = os.fspath(path)
        directory, base = os.path.split(os.path.abspath(self.path))
        self._handle: IO[bytes] | None = None
        for attempt in range(100):
            suffix = hashlib.sha256(os.urandom(8)).hexdigest()[:8]
            self.temp = os.path.join(directory, f".{base}.{suffix}.tmp")
            try:
                fd = os.open(self.temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
            except FileExistsError:
                if attempt == 99:
                    raise
                continue
            self._handle = os.fdopen(fd, "wb")
            break
        self._discarded = False

    @property
    def handle(self) -> IO[bytes]:
        assert self._handle is not None
        return self._handle

    def discard(self) -> None:
        """Do not publish: the temporary file is removed when the block ends."""
        self._discarded = True

    def __enter__(self) -> IO[bytes]:
        return self.handle

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        self.handle.close()
        if exc_type is None and not self._discarded:
            try:
                os.replace(self.temp, self.path)
            except OSError:  # e.g. the target is a directory: leave nothing behind
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self.temp)
                raise
        else:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.temp)
