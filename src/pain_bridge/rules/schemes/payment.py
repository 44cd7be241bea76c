"""Payment-type, payment-method, date and charge checks, the number of transactions,
and elements a scheme does not use or requires."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from pain_bridge.model import GroupHeader, PaymentInfo, PaymentTypeInformation, Transaction
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Node, Scope, Screen, check


def _type_info(node: Node) -> PaymentTypeInformation | None:
    return node.payment_type_information if isinstance(node, PaymentInfo | Transaction) else None


def _no_service_level(info: PaymentInfo) -> bool:
    outer = info.payment_type_information
    return outer is None or not outer.service_levels


@check(
    "service-level",
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen(
        "n.payment_type_information is not None or {required} and _no_service_level(pi)",
        helpers={"_no_service_level": _no_service_level},
    ),
)
def service_level(
    node: Node, scope: Scope, *, expected: str, required: bool = False, most: int = 1
) -> Hits:
    """The service level, where given (on the payment info or the transaction), is the
    code ``expected`` (never proprietary), at most ``most`` times; ``required``: the payment
    info or its transactions must give it."""
    info = _type_info(node)
    levels = info.service_levels if info is not None else ()
    for index, level in enumerate(levels):
        if level.code != expected:
            shown = level.code or f"proprietary {level.proprietary!r}"
            rel = "PmtTpInf/SvcLvl" + (f"[{index + 1}]" if index else "")
            yield Hit(rel, f"the service level is {shown}; the scheme requires {expected}")
    if len(levels) > most:
        yield Hit(f"PmtTpInf/SvcLvl[{most + 1}]", f"{len(levels)} service levels; at most {most}")
    if required and not levels and isinstance(node, Transaction):
        outer = _type_info(scope.payment_info) if scope.payment_info is not None else None
        if outer is None or not outer.service_levels:
            yield Hit("", f"no service level on the payment info or here; {expected} is required")


def _no_local_instrument(info: PaymentInfo) -> bool:
    outer = info.payment_type_information
    return outer is None or outer.local_instrument is None


@check(
    "local-instrument",
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen(
        "n.payment_type_information is not None or _no_local_instrument(pi)",
        helpers={"_no_local_instrument": _no_local_instrument},
    ),
)
def local_instrument(
    node: Node, scope: Scope, *, codes: Sequence[str], payment_info_only: bool = False
) -> Hits:
    """The local instrument is one of ``codes`` (never proprietary) on the payment info
    or each transaction; ``payment_info_only``: not on the transaction."""
    info = _type_info(node)
    own = info.local_instrument if info is not None else None
    if isinstance(node, Transaction):
        if own is not None and payment_info_only:
            yield Hit("PmtTpInf/LclInstrm", "the local instrument belongs on the payment info")
            return
        outer = _type_info(scope.payment_info) if scope.payment_info is not None else None
        if own is None and (outer is None or outer.local_instrument is None):
            yield Hit("", f"no local instrument on the payment info or here; {_or(codes)}")
            return
    if own is not None and own.code not in codes:
        shown = own.code or f"proprietary {own.proprietary!r}"
        yield Hit("PmtTpInf/LclInstrm", f"the local instrument is {shown}; {_or(codes)}")


@check(
    "payment-type-one-level",
    Level.TRANSACTION,
    screen="n.payment_type_information is not None and pi.payment_type_information is not None",
)
def payment_type_one_level(tx: Transaction, scope: Scope, *, whole: bool = False) -> Hits:
    """No part of the payment type (priority, service level, local instrument, category
    purpose) is given both on the payment info and on the transaction; ``whole``: the
    payment type (``PmtTpInf``) is on one level or the other, not both, whatever its parts."""
    inner = tx.payment_type_information
    outer = _type_info(scope.payment_info) if scope.payment_info is not None else None
    if inner is None or outer is None:
        return
    if whole:
        yield Hit("PmtTpInf", "PmtTpInf is given on the payment info and again on the transaction")
        return
    for element, name in _TYPE_PARTS:
        if getattr(inner, name) and getattr(outer, name):
            yield Hit(
                f"PmtTpInf/{element}",
                f"{element} is given on the payment info and again on the transaction",
            )


_TYPE_PARTS = (
    ("InstrPrty", "instruction_priority"),
    ("SvcLvl", "service_levels"),
    ("LclInstrm", "local_instrument"),
    ("CtgyPurp", "category_purpose"),
)


@check("payment-info-level", Level.TRANSACTION, screen="n.payment_type_information is not None")
def payment_info_level(
    tx: Transaction, scope: Scope, *, parts: Sequence[str], codes: Sequence[str] = ()
) -> Hits:
    """The payment-type ``parts`` named (``InstrPrty``, ``CtgyPurp``…) belong on the
    payment info, not the transaction (``codes``: only when the value is one of them)."""
    inner = tx.payment_type_information
    if inner is None:
        return
    names = dict(_TYPE_PARTS)
    for element in parts:
        value: Any = getattr(inner, names[element])
        if not value:
            continue
        code = getattr(value, "code", value)
        if codes and code not in codes:
            continue
        yield Hit(f"PmtTpInf/{element}", f"{element} {code} belongs on the payment info")


@check("payment-method", Level.PAYMENT_INFO)
def payment_method(info: PaymentInfo, scope: Scope, *, allowed: Sequence[str]) -> Hits:
    """The payment method is one of ``allowed`` (a payment intent carries none: it is
    written ``TRF``)."""
    method = info.payment_method or "TRF"
    if method not in allowed:
        yield Hit("PmtMtd", f"the payment method is {method}; {_or(allowed)}")


@check("execution-date-only", Level.PAYMENT_INFO)
def execution_date_only(info: PaymentInfo, scope: Scope) -> Hits:
    """The requested execution is a day (``ReqdExctnDt/Dt``), not a moment (``DtTm``)."""
    if info.requested_execution_date_time is not None:
        yield Hit("ReqdExctnDt/DtTm", "the scheme takes an execution day (Dt), not DtTm")


@check(
    "charge-bearer",
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen="n.charge_bearer is not None and n.charge_bearer not in {allowed}",
)
def charge_bearer(node: Node, scope: Scope, *, allowed: Sequence[str]) -> Hits:
    """The charge bearer, where given, is one of ``allowed``."""
    value = node.charge_bearer if isinstance(node, PaymentInfo | Transaction) else None
    if value is not None and value not in allowed:
        yield Hit("ChrgBr", f"the charge bearer is {value}; {_or(allowed)}")


_ONE_LEVEL: dict[str, str] = {"ChrgBr": "charge_bearer", "UltmtDbtr": "ultimate_debtor"}


@check(
    "one-level",
    Level.TRANSACTION,
    screen="n.charge_bearer is not None or n.ultimate_debtor is not None",
)
def one_level(tx: Transaction, scope: Scope, *, elements: Sequence[str]) -> Hits:
    """Each of ``elements`` (``ChrgBr``, ``UltmtDbtr``) is on the payment info or on the
    transaction, not both."""
    if scope.payment_info is None:
        return
    for element in elements:
        name = _ONE_LEVEL[element]
        if getattr(tx, name) is not None and getattr(scope.payment_info, name) is not None:
            yield Hit(element, f"{element} is given on the payment info and on the transaction")


#: element → (the level that holds it: ``transaction`` or ``any``, how it is read from a
#: node ``n``): what ``not-used`` can name. The expressions are both the readers and the
#: transaction screen of ``not-used``.
_ELEMENTS: dict[str, tuple[str, str]] = {
    "XchgRateInf": ("transaction", "n.exchange_rate_information"),
    "ChqInstr": ("transaction", "n.cheque_instruction"),
    "InstrForCdtrAgt": ("transaction", "n.instruction_for_creditor_agent"),
    "InstrForDbtrAgt": ("any", "n.instruction_for_debtor_agent"),
    "EqvtAmt": ("transaction", "n.equivalent_amount"),
    "RgltryRptg": ("transaction", "n.regulatory_reporting"),
    "RltdRmtInf": ("transaction", "n.related_remittance_information"),
    "PmtId/UETR": ("transaction", "n.uetr"),
    "CdtrAcct/Prxy": ("transaction", "n.creditor_account and n.creditor_account.proxy"),
    "Cdtr/Id": ("transaction", "n.creditor and n.creditor.identification"),
    "UltmtCdtr/Id": ("transaction", "n.ultimate_creditor and n.ultimate_creditor.identification"),
    "CdtrAgt": ("transaction", "n.creditor_agent"),
    "CdtrAcct": ("transaction", "n.creditor_account"),
    "PmtTpInf/LclInstrm": (
        "any",
        "n.payment_type_information and n.payment_type_information.local_instrument",
    ),
    "SplmtryData": ("transaction", "n.supplementary_data"),
    "BtchBookg": ("payment_info", "n.batch_booking is not None"),
    "NbOfTxs": ("payment_info", "n.number_of_transactions is not None"),
    "CtrlSum": ("payment_info", "n.control_sum is not None"),
    "GrpHdr/CtrlSum": ("group_header", "n.control_sum is not None"),
}
_READERS: dict[str, Callable[[Any], object]] = {
    element: eval(f"lambda n: {expression}")  # noqa: S307 - the table's own text
    for element, (_level, expression) in _ELEMENTS.items()
}


def _used_expression(
    elements: Sequence[str], note: str = "", transaction_only: bool = False
) -> str:
    """The screen of ``not-used``: one of ``elements`` is in the transaction (those of the
    payment info alone are not looked for there)."""
    read = [_ELEMENTS[element] for element in elements]
    return " or ".join(f"({r})" for level, r in read if level in ("transaction", "any")) or "False"


@check(
    "not-used",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=Screen(_used_expression),
)
def not_used(
    node: Node,
    scope: Scope,
    *,
    elements: Sequence[str],
    note: str = "",
    transaction_only: bool = False,
) -> Hits:
    """None of ``elements`` is given (e.g. ``XchgRateInf``, ``ChqInstr``,
    ``InstrForCdtrAgt``, ``InstrForDbtrAgt``, ``GrpHdr/CtrlSum``); ``note`` ends the
    message; ``transaction_only``: not in a transaction (the payment info may give them)."""
    if isinstance(node, Transaction):
        kind = "transaction"
    else:
        kind = "payment_info" if isinstance(node, PaymentInfo) else "group_header"
    if transaction_only and kind != "transaction":
        return
    for element in elements:
        level, _expression = _ELEMENTS[element]
        if level != kind and (level != "any" or kind == "group_header"):
            continue
        if _READERS[element](node):
            yield Hit(element.removeprefix("GrpHdr/"), f"{element} is not used in the scheme{note}")


def _or(codes: Sequence[str]) -> str:
    return "the scheme allows " + (" or ".join(codes) if codes else "none")


@check("transactions-most", Level.GROUP_HEADER)
def transactions_most(header: GroupHeader, scope: Scope, *, most: int) -> Hits:
    """The message holds at most ``most`` transactions (``GrpHdr/NbOfTxs``; the generic
    rules hold the count to the transactions given)."""
    count = header.number_of_transactions
    if count is not None and count.isdigit() and int(count) > most:
        yield Hit(
            "NbOfTxs", f"the message holds {int(count)} transactions; the scheme takes {most}"
        )


def _missing_expression(elements: Sequence[str]) -> str:
    """The screen of ``required``: one of ``elements`` is not in the transaction."""
    return " or ".join(f"not ({_ELEMENTS[element][1]})" for element in elements) or "False"


@check("required", Level.TRANSACTION, screen=Screen(_missing_expression))
def required(tx: Transaction, scope: Scope, *, elements: Sequence[str]) -> Hits:
    """Each of ``elements`` (``PmtId/UETR``…) is given in the transaction."""
    for element in elements:
        if not _READERS[element](tx):
            parent = element.rpartition("/")[0]
            yield Hit(parent, f"{element} is missing; the scheme requires it")


_OFFSET = re.compile(r"(Z|[+-]\d\d:\d\d)$")


@check("creation-offset", Level.GROUP_HEADER)
def creation_offset(header: GroupHeader, scope: Scope) -> Hits:
    """The creation date and time (``CreDtTm``) gives its offset from UTC (``+01:00`` or
    ``Z``)."""
    stamp = header.creation_date_time
    if stamp and _OFFSET.search(stamp) is None:
        yield Hit("CreDtTm", f"CreDtTm {stamp} gives no offset from UTC (+hh:mm or Z)")
