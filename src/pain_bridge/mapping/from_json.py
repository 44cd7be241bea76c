"""Payment intent ``data`` JSON → model events.

One module because the JSON shape check and the events it yields are one pass over the
parsed object, with the field table's JSON side as its spec.

:func:`load_json` parses the bytes strictly (amounts never become floats, ``NaN`` and
``Infinity`` are refused, duplicate keys are reported); :func:`iter_json_events` checks the
shape of ``pis-interface.md`` §2.2 plus the mapping extensions (``town`` for creditor and
debtor, ``remittance_information.structured``) and yields the same event stream as the XML
reader, with a ``json.schema`` finding for every field that is missing, mistyped or unknown.
Every finding carries the JSON Pointer of the field and, where the field has a pain.001
counterpart, its XPath.

>>> data, findings = load_json(b'{"payment_info": []}')
>>> [f.code for f in iter_json_events(data) if isinstance(f, Finding)]
['json.schema']
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import IO, Any, Final

from pain_bridge.errors import InputError
from pain_bridge.findings import Finding, Location, make_finding, pointer_token
from pain_bridge.mapping.json_fields import Shape, shape, xml_values
from pain_bridge.model import (
    ROOT_XPATH,
    DocumentStart,
    EndOfPaymentInfo,
    Event,
    NodeKind,
    Origin,
)
from pain_bridge.numeric import COUNT_DIGITS, MAX_COUNT, OutOfRange, json_decimal, json_int, shown
from pain_bridge.paths import group_origin, payment_info_origin, transaction_origin
from pain_bridge.reader.build import builder
from pain_bridge.versions import PainVersion
from pain_bridge.xmlsafe import may_hold_non_xml_text, xml_char_findings

JsonSource = str | os.PathLike[str] | bytes | IO[bytes]

#: A JSON amount: an ``xs:decimal`` lexical form (no exponent), e.g. ``"10.50"``.
DECIMAL_TEXT = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")


# --------------------------------------------------------------------------- parsing


class _Constant(ValueError):
    """NaN / Infinity met while parsing."""


def _refuse_constant(name: str) -> Any:
    raise _Constant(name)


@dataclass
class _Duplicates:
    """Objects that had a key more than once, found again after parsing for their pointer."""

    objects: list[tuple[dict[str, Any], list[str]]]

    def hook(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        result = dict(pairs)
        if len(result) != len(pairs):
            seen: set[str] = set()
            dups = []
            for key, _ in pairs:
                if key in seen and key not in dups:
                    dups.append(key)
                seen.add(key)
            self.objects.append((result, dups))
        return result


_STRING: Final = r'"(?:[^"\\]|\\.)*"'


def _locate(text: str, token: str) -> tuple[int | None, int | None]:
    """Line and column (1-based) of the first ``token`` (``NaN``, a number) outside a
    string."""
    for match in re.finditer(f"{_STRING}|{re.escape(token)}", text):
        if not match.group().startswith('"'):
            start = match.start()
            line = text.count("\n", 0, start) + 1
            return line, start - (text.rfind("\n", 0, start) + 1) + 1
    return None, None


def _find_pointers(root: Any, targets: dict[int, list[str]]) -> list[tuple[str, list[str]]]:
    found: list[tuple[str, list[str]]] = []
    stack: list[tuple[str, Any]] = [("", root)]
    while stack:
        pointer, value = stack.pop()
        if isinstance(value, dict):
            if id(value) in targets:
                found.append((pointer, targets[id(value)]))
            stack.extend((f"{pointer}/{pointer_token(k)}", v) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((f"{pointer}/{i}", v) for i, v in enumerate(value))
    return sorted(found)


def _read(source: JsonSource) -> bytes:
    if isinstance(source, bytes):
        return source
    if isinstance(source, str | os.PathLike):
        path = os.fspath(source)
        try:
            with open(path, "rb") as handle:
                return handle.read()
        except OSError as exc:
            raise InputError(f"cannot read {path}: {exc.strerror or exc}", path=path) from exc
    try:
        return source.read()
    except OSError as exc:
        name = getattr(source, "name", None)
        where = name if isinstance(name, str) else None
        raise InputError(f"cannot read {where or 'input'}: {exc}", path=where) from exc


def load_json(source: JsonSource) -> tuple[Any | None, list[Finding]]:
    """Parse JSON input; returns ``(data, findings)``, data None when it cannot be parsed.

    ``source`` is a path, the bytes, or a binary file object. Numbers with a fraction
    become :class:`~decimal.Decimal` (never float); ``NaN``/``Infinity`` and text that is
    not UTF-8 are ``json.syntax`` errors (with line and column where known); a key repeated
    in one object is a ``json.schema`` error at that object's pointer (the last value wins).
    Text no XML can hold (``"\\u0000"``, a lone surrogate ``"\\ud800"``: see
    :func:`~pain_bridge.xmlsafe.xml_char_findings`) makes the data unreadable too: data
    None, a ``text.xml-char`` error at each such string. I/O failures raise
    :class:`~pain_bridge.errors.InputError`.
    """
    raw = _read(source)
    dups = _Duplicates([])
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return None, [
            make_finding("json.syntax", f"the input is not UTF-8 text: byte {exc.start} is invalid")
        ]
    try:
        data = json.loads(
            text,
            parse_float=json_decimal,
            parse_int=json_int,
            parse_constant=_refuse_constant,
            object_pairs_hook=dups.hook,
        )
    except json.JSONDecodeError as exc:
        return None, [
            make_finding(
                "json.syntax",
                f"not valid JSON: {exc.msg}",
                line=exc.lineno,
                column=exc.colno,
            )
        ]
    except OutOfRange as exc:
        line, column = _locate(text, exc.text)
        return None, [
            make_finding(
                "json.syntax",
                f"the number {shown(exc.text)} is beyond any decimal (its exponent is too "
                "large); write amounts as decimal strings",
                line=line,
                column=column,
            )
        ]
    except _Constant as exc:
        line, column = _locate(text, exc.args[0])
        return None, [
            make_finding(
                "json.syntax",
                f"{exc.args[0]} is not a JSON number; write amounts as decimal strings",
                line=line,
                column=column,
            )
        ]
    except RecursionError:
        return None, [make_finding("json.syntax", "the JSON is nested too deeply")]
    if may_hold_non_xml_text(text):
        refused = xml_char_findings(data)
        if refused:
            return None, refused
    findings: list[Finding] = []
    if dups.objects:
        targets = {id(obj): keys for obj, keys in dups.objects}
        for pointer, keys in _find_pointers(data, targets):
            for key in keys:
                findings.append(
                    make_finding(
                        "json.schema",
                        f"key {key!r} appears more than once in this object; the last value "
                        "would be used",
                        pointer=f"{pointer}/{pointer_token(key)}",
                    )
                )
    return data, findings


# --------------------------------------------------------------------------- shape

# The JSON's shapes are built on first use (``shape`` is cached): a process that only
# reads XML never needs them.

_TOP_LEVEL = ("psu_redirect_link", "psu_id", "group_header", "payment_info")


def _type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | Decimal | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _such_as(number: int | Decimal) -> str:
    """`` such as "10.50"``: the number as decimal text, when that text is short."""
    exact = Decimal(number)
    exponent = exact.as_tuple().exponent
    if isinstance(exponent, int) and exponent >= -20 and exact.adjusted() < 20:
        return f' such as "{exact:f}"'
    return ""


class _Checker:
    """Collects ``json.schema`` findings for one node (a payment info or a transaction)."""

    __slots__ = ("findings", "origin")

    def __init__(self, origin: Origin | None) -> None:
        self.origin = origin
        self.findings: list[Finding] = []

    def location(self, rel_pointer: str, xml: str | None) -> Location:
        origin = self.origin
        if origin is None:
            if xml is None:
                return Location(pointer=rel_pointer)
            return Location(xpath=f"{ROOT_XPATH}/{xml}" if xml else ROOT_XPATH, pointer=rel_pointer)
        if xml is None:
            return Location(pointer=origin.pointer + rel_pointer)
        if not xml:
            return Location(xpath=origin.xpath, pointer=origin.pointer + rel_pointer)
        return origin.at(xml, rel_pointer)

    def report(self, message: str, rel_pointer: str, xml: str | None) -> None:
        self.findings.append(make_finding("json.schema", message, self.location(rel_pointer, xml)))

    def check(self, value: Any, spec: Shape, rel: str, name: str) -> Any:
        """The value when it has the right shape (objects: only their good fields), else None."""
        kind = spec.kind
        if kind == "string":
            if not isinstance(value, str):
                self.report(f"{name} must be a string, not {_type_name(value)}", rel, spec.xml)
                return None
            if not value:
                self.report(f"{name} must not be empty", rel, spec.xml)
                return None
            return value
        if kind == "object":
            if not isinstance(value, dict):
                self.report(f"{name} must be an object, not {_type_name(value)}", rel, spec.xml)
                return None
            return self.check_object(value, spec.fields or {}, rel, name)
        if kind == "decimal":
            if isinstance(value, str) and DECIMAL_TEXT.fullmatch(value):
                return value
            if isinstance(value, int | Decimal) and not isinstance(value, bool):
                self.report(
                    f"{name} must be a decimal string{_such_as(value)}, not a number "
                    "(numbers lose precision)",
                    rel,
                    spec.xml,
                )
            elif isinstance(value, str):
                self.report(
                    f'{name} must be a decimal string such as "10.50", not {value!r}',
                    rel,
                    spec.xml,
                )
            else:
                self.report(
                    f"{name} must be a decimal string, not {_type_name(value)}", rel, spec.xml
                )
            return None
        if kind == "count":
            number = isinstance(value, int | Decimal | float) and not isinstance(value, bool)
            if number and isinstance(value, int) and 0 <= value <= MAX_COUNT:
                return value
            if isinstance(value, str):
                self.report(f"{name} must be a number, not a string", rel, spec.xml)
            elif number and value > MAX_COUNT:
                self.report(
                    f"{name} must be a count of at most {COUNT_DIGITS} digits, not {shown(value)}",
                    rel,
                    spec.xml,
                )
            elif number:
                self.report(
                    f"{name} must be a non-negative whole number, not {shown(value)}",
                    rel,
                    spec.xml,
                )
            else:
                self.report(f"{name} must be a number, not {_type_name(value)}", rel, spec.xml)
            return None
        # kind == "strings"
        if not isinstance(value, list):
            self.report(
                f"{name} must be an array of strings, not {_type_name(value)}", rel, spec.xml
            )
            return None
        good: list[str] = []
        for index, item in enumerate(value):
            item_xml = f"{spec.xml}[{index + 1}]" if spec.xml else None
            if spec.max_items is not None and index >= spec.max_items:
                self.report(
                    f"{name} takes at most {spec.max_items} entries, not {len(value)}",
                    f"{rel}/{index}",
                    item_xml,
                )
                break
            checked = self.check(
                item, Shape("string", item_xml), f"{rel}/{index}", f"{name}[{index}]"
            )
            if checked is not None:
                good.append(checked)
        return good

    def check_object(
        self, value: dict[str, Any], fields: Mapping[str, Shape], rel: str, name: str
    ) -> dict[str, Any]:
        good: dict[str, Any] = {}
        for key, item in value.items():
            spec = fields.get(key)
            if spec is None:
                self.report(
                    f"unknown field {key!r} in {name}: the payment intent data has no such field",
                    f"{rel}/{pointer_token(key)}",
                    None,
                )
                continue
            if spec.kind == "string" and item.__class__ is str and item:
                good[key] = item  # the common case, without building its pointer
                continue
            checked = self.check(item, spec, f"{rel}/{key}", key)
            if checked is not None:
                good[key] = checked
        for key, spec in fields.items():
            if spec.required and key not in value:
                self.report(f"{name} lacks the required field {key!r}", f"{rel}/{key}", spec.xml)
        return good


# --------------------------------------------------------------------------- model


def _node(kind: NodeKind, data: dict[str, Any], origin: Origin) -> Any:
    """The model node of a checked JSON object, built like one read from XML."""
    lines, values, counts = xml_values(kind, data)
    return builder(PainVersion.V03, kind)(lines, values, counts, origin)


def _iter_payment_info(value: Any, index: int) -> Iterator[Event]:
    origin = payment_info_origin(index)
    checker = _Checker(origin)
    if not isinstance(value, dict):
        checker.report(f"payment_info[{index}] must be an object, not {_type_name(value)}", "", "")
        yield from checker.findings
        return
    head = {k: v for k, v in value.items() if k != "transactions"}
    good = checker.check_object(
        head, shape("payment_info").fields or {}, "", f"payment_info[{index}]"
    )
    transactions = value.get("transactions")
    if "transactions" not in value:
        checker.report(
            f"payment_info[{index}] lacks the required field 'transactions'",
            "/transactions",
            "CdtTrfTxInf",
        )
    elif not isinstance(transactions, list):
        checker.report(
            f"transactions must be an array, not {_type_name(transactions)}",
            "/transactions",
            "CdtTrfTxInf",
        )
        transactions = None
    elif not transactions:
        checker.report(
            "transactions must hold at least one transaction", "/transactions", "CdtTrfTxInf"
        )
    yield from checker.findings
    header = _node("payment_info", good, origin)
    yield header
    for tx_index, item in enumerate(transactions or ()):
        tx_origin = transaction_origin(index, tx_index)
        tx_checker = _Checker(tx_origin)
        tx_good = tx_checker.check(item, shape("transaction"), "", f"transactions[{tx_index}]")
        yield from tx_checker.findings
        if tx_good is not None:
            yield _node("transaction", tx_good, tx_origin)
    yield EndOfPaymentInfo(header)


def iter_json_events(data: Any) -> Iterator[Event]:
    """The payment intent ``data`` as model events, with ``json.schema`` findings.

    Never raises, whatever JSON value ``data`` is. Fields with the wrong shape are
    reported and left out of the model nodes; the nodes themselves are still yielded so
    that later checks (counts, sums) see every transaction that could be read. A missing
    ``psu_redirect_link`` is not reported here: callers may supply it (the converter's
    and the gateway's options). Data holding text no XML can hold is read no further
    than :func:`load_json` reads such a text: its ``text.xml-char`` errors, no node.
    """
    refused = xml_char_findings(data)
    if refused:
        yield DocumentStart("json")
        yield from refused
        return
    yield from _checked_events(data)


def iter_json_source_events(source: JsonSource) -> Iterator[Event]:
    """:func:`load_json` and :func:`iter_json_events` of ``source`` in one stream: the
    reading's findings follow the document's start. The text was looked at while it was
    loaded, so it is not walked a second time."""
    data, findings = load_json(source)
    if data is None and findings:  # unreadable; a JSON null is data of the wrong shape
        yield DocumentStart("json")
        yield from findings
        return
    events = _checked_events(data)
    yield next(events)  # DocumentStart
    yield from findings
    yield from events


def _checked_events(data: Any) -> Iterator[Event]:
    """:func:`iter_json_events` for ``data`` whose text is known to fit XML."""
    top = _Checker(None)
    if not isinstance(data, dict):
        top.report(f"the data must be a JSON object, not {_type_name(data)}", "", "")
        yield DocumentStart("json")
        yield from top.findings
        return
    for key in data:
        if key not in _TOP_LEVEL:
            top.report(
                f"unknown field {key!r}: the payment intent data has no such field",
                f"/{pointer_token(key)}",
                None,
            )
    redirect = (
        top.check(
            data["psu_redirect_link"],
            Shape("string", None),
            "/psu_redirect_link",
            "psu_redirect_link",
        )
        if "psu_redirect_link" in data
        else None
    )
    psu_id = (
        top.check(data["psu_id"], Shape("string", None), "/psu_id", "psu_id")
        if "psu_id" in data
        else None
    )
    yield DocumentStart("json", redirect, psu_id)
    header_origin = group_origin()
    header_checker = _Checker(header_origin)
    header_data: dict[str, Any] = {}
    if "group_header" in data:
        header_data = (
            header_checker.check(data["group_header"], shape("group_header"), "", "group_header")
            or {}
        )
    infos = data.get("payment_info")
    if "payment_info" not in data:
        top.report("the data lacks the required field 'payment_info'", "/payment_info", "PmtInf")
    elif not isinstance(infos, list):
        top.report(f"payment_info must be an array, not {_type_name(infos)}", "/payment_info", None)
        infos = None
    elif not infos:
        top.report("payment_info must hold at least one payment info", "/payment_info", "PmtInf")
    yield from top.findings
    yield from header_checker.findings
    header = _node("group_header", header_data, header_origin)
    yield replace(header, present="group_header" in data)
    for index, item in enumerate(infos or ()):
        yield from _iter_payment_info(item, index)
