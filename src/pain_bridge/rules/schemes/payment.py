"""Payment-type, payment-method, date and charge checks, and elements a scheme does
not use."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from pain_bridge.model import PaymentInfo, PaymentTypeInformation, Transaction
from pain_bridge.rules.schemes.base import Node, Problem, Scope, check


def _type_info(node: Node) -> PaymentTypeInformation | None:
    return node.payment_type_information if isinstance(node, PaymentInfo | Transaction) else None


@check("service-level", "payment_info", "transaction")
def service_level(
    node: Node, scope: Scope, *, code: str, required: bool = False, most: int = 1
) -> Iterator[Problem]:
    """The service level, where given (on the payment info or the transaction), is the
    code ``code`` (never proprietary), at most ``most`` times; ``required``: the payment
    info or its transactions must give it."""
    info = _type_info(node)
    levels = info.service_levels if info is not None else ()
    for index, level in enumerate(levels):
        if level.code != code:
            shown = level.code or f"proprietary {level.proprietary!r}"
            rel = "PmtTpInf/SvcLvl" + (f"[{index + 1}]" if index else "")
            yield Problem(rel, f"the service level is {shown}; the scheme requires {code}")
    if len(levels) > most:
        yield Problem(
            f"PmtTpInf/SvcLvl[{most + 1}]", f"{len(levels)} service levels; at most {most}"
        )
    if required and not levels and isinstance(node, Transaction):
        outer = _type_info(scope.info) if scope.info is not None else None
        if outer is None or not outer.service_levels:
            yield Problem("", f"no service level on the payment info or here; {code} is required")


@check("local-instrument", "payment_info", "transaction")
def local_instrument(
    node: Node, scope: Scope, *, codes: Sequence[str], payment_info_only: bool = False
) -> Iterator[Problem]:
    """The local instrument is one of ``codes`` (never proprietary) on the payment info
    or each transaction; ``payment_info_only``: not on the transaction."""
    info = _type_info(node)
    own = info.local_instrument if info is not None else None
    if isinstance(node, Transaction):
        if own is not None and payment_info_only:
            yield Problem("PmtTpInf/LclInstrm", "the local instrument belongs on the payment info")
            return
        outer = _type_info(scope.info) if scope.info is not None else None
        if own is None and (outer is None or outer.local_instrument is None):
            yield Problem("", f"no local instrument on the payment info or here; {_or(codes)}")
            return
    if own is not None and own.code not in codes:
        shown = own.code or f"proprietary {own.proprietary!r}"
        yield Problem("PmtTpInf/LclInstrm", f"the local instrument is {shown}; {_or(codes)}")


@check("payment-type-one-level", "transaction")
def payment_type_one_level(tx: Transaction, scope: Scope) -> Iterator[Problem]:
    """No part of the payment type (priority, service level, local instrument, category
    purpose) is given both on the payment info and on the transaction."""
    inner = tx.payment_type_information
    outer = _type_info(scope.info) if scope.info is not None else None
    if inner is None or outer is None:
        return
    for element, name in _TYPE_PARTS:
        if getattr(inner, name) and getattr(outer, name):
            yield Problem(
                f"PmtTpInf/{element}",
                f"{element} is given on the payment info and again on the transaction",
            )


_TYPE_PARTS = (
    ("InstrPrty", "instruction_priority"),
    ("SvcLvl", "service_levels"),
    ("LclInstrm", "local_instrument"),
    ("CtgyPurp", "category_purpose"),
)


@check("payment-info-level", "transaction")
def payment_info_level(
    tx: Transaction, scope: Scope, *, parts: Sequence[str], codes: Sequence[str] = ()
) -> Iterator[Problem]:
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
        yield Problem(f"PmtTpInf/{element}", f"{element} {code} belongs on the payment info")


@check("payment-method", "payment_info")
def payment_method(info: PaymentInfo, scope: Scope, *, allowed: Sequence[str]) -> Iterator[Problem]:
    """The payment method is one of ``allowed``."""
    if info.payment_method not in allowed:
        yield Problem("PmtMtd", f"the payment method is {info.payment_method}; {_or(allowed)}")


@check("execution-date-only", "payment_info")
def execution_date_only(info: PaymentInfo, scope: Scope) -> Iterator[Problem]:
    """The requested execution is a day (``ReqdExctnDt/Dt``), not a moment (``DtTm``)."""
    if info.requested_execution_date_time is not None:
        yield Problem("ReqdExctnDt/DtTm", "the scheme takes an execution day (Dt), not DtTm")


@check("charge-bearer", "payment_info", "transaction")
def charge_bearer(node: Node, scope: Scope, *, allowed: Sequence[str]) -> Iterator[Problem]:
    """The charge bearer, where given, is one of ``allowed``."""
    value = node.charge_bearer if isinstance(node, PaymentInfo | Transaction) else None
    if value is not None and value not in allowed:
        yield Problem("ChrgBr", f"the charge bearer is {value}; {_or(allowed)}")


_ONE_LEVEL: dict[str, str] = {"ChrgBr": "charge_bearer", "UltmtDbtr": "ultimate_debtor"}


@check("one-level", "transaction")
def one_level(tx: Transaction, scope: Scope, *, elements: Sequence[str]) -> Iterator[Problem]:
    """Each of ``elements`` (``ChrgBr``, ``UltmtDbtr``) is on the payment info or on the
    transaction, not both."""
    if scope.info is None:
        return
    for element in elements:
        name = _ONE_LEVEL[element]
        if getattr(tx, name) is not None and getattr(scope.info, name) is not None:
            yield Problem(element, f"{element} is given on the payment info and on the transaction")


#: element → (levels' readers): what ``not-used`` can name.
_ELEMENTS: dict[str, tuple[str, Callable[[Any], object]]] = {
    "XchgRateInf": ("transaction", lambda n: n.exchange_rate_information),
    "ChqInstr": ("transaction", lambda n: n.cheque_instruction),
    "InstrForCdtrAgt": ("transaction", lambda n: n.instruction_for_creditor_agent),
    "InstrForDbtrAgt": ("any", lambda n: n.instruction_for_debtor_agent),
    "EqvtAmt": ("transaction", lambda n: n.equivalent_amount),
    "RgltryRptg": ("transaction", lambda n: n.regulatory_reporting),
    "RltdRmtInf": ("transaction", lambda n: n.related_remittance_information),
    "PmtId/UETR": ("transaction", lambda n: n.uetr),
    "CdtrAcct/Prxy": ("transaction", lambda n: n.creditor_account and n.creditor_account.proxy),
    "Cdtr/Id": ("transaction", lambda n: n.creditor and n.creditor.identification),
    "UltmtCdtr/Id": (
        "transaction",
        lambda n: n.ultimate_creditor and n.ultimate_creditor.identification,
    ),
    "CdtrAgt": ("transaction", lambda n: n.creditor_agent),
    "CdtrAcct": ("transaction", lambda n: n.creditor_account),
}
ELEMENTS_NOT_USED = tuple(_ELEMENTS)


@check("not-used", "payment_info", "transaction")
def not_used(
    node: Node, scope: Scope, *, elements: Sequence[str], note: str = ""
) -> Iterator[Problem]:
    """None of ``elements`` is given (e.g. ``XchgRateInf``, ``ChqInstr``,
    ``InstrForCdtrAgt``, ``InstrForDbtrAgt``); ``note`` ends the message."""
    kind = "transaction" if isinstance(node, Transaction) else "payment_info"
    for element in elements:
        level, read = _ELEMENTS[element]
        if level not in (kind, "any"):
            continue
        if read(node):
            yield Problem(element, f"{element} is not used in the scheme{note}")


def _or(codes: Sequence[str]) -> str:
    return "the scheme allows " + (" or ".join(codes) if codes else "none")
