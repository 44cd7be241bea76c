"""Rule ``map``: what cannot cross between pain.001 and the payment intent JSON.

:func:`iter_mapping_findings` reads an event stream (either format) and yields the
``map.*`` findings of the shared specification's ``mapping.md``, each with its XPath and
JSON Pointer:

``map.inferred`` (info)
    An account without currency (``DbtrAcct/Ccy``, ``CdtrAcct/Ccy``) gets the one
    currency every transaction of its payment info is instructed in. Creditor accounts
    are reported together, once per payment info, at the first of them.
``map.unsupported`` (error)
    Content that cannot cross without changing the payment. Towards the JSON (the
    service's limits, :func:`_service_limits_of_info` and
    :func:`_service_limits_of_transaction`): a payment method other than ``TRF``; an
    account identified by ``Othr`` instead of an IBAN; an account without currency in a
    payment info that mixes currencies; more than one ``Strd`` block; a requested
    execution date in the future (the service executes immediately) unless the caller
    allows immediate execution; ``EqvtAmt`` instead of ``InstdAmt`` (the JSON carries no
    equivalent amount). Towards XML: an address too long for 7 ``AdrLine`` of 70
    characters. XML written from XML (a version migration) involves no payment intent:
    the service's limits do not apply to it, and an ``EqvtAmt`` is written as it is.
``map.missing`` (error)
    A value the target requires is absent: a transaction without ``Cdtr``/``Cdtr/Nm`` or
    ``CdtrAcct`` (towards JSON); a payment info without debtor name or debtor account, a
    creditor reference issuer without its type (towards XML).

``target`` is the format converted to: ``"json"`` (the default, also what the service
takes) or ``"xml"``. The function is pure and streams: it keeps state for the current
payment info only.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import date
from typing import Literal

from pain_bridge.findings import Finding, make_finding
from pain_bridge.mapping.addresses import fits
from pain_bridge.model import (
    DocumentStart,
    EndOfPaymentInfo,
    Event,
    Origin,
    Party,
    PaymentInfo,
    Transaction,
)
from pain_bridge.paths import payment_info_origin, transaction_origin


@dataclass
class _InfoState:
    """What the current payment info needs remembered until its end."""

    header: PaymentInfo
    origin: Origin
    currencies: set[str] = field(default_factory=set)
    creditor_without_currency: int = 0
    first_without_currency: Origin | None = None


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _address_findings(party: Party | None, origin: Origin, element: str) -> Iterator[Finding]:
    if party is None or party.address is None:
        return
    lines = party.address.address_lines
    if not fits(lines):
        yield make_finding(
            "map.unsupported",
            f"the address does not fit pain.001's 7 lines of 70 characters "
            f"({len(', '.join(lines))} characters); shorten it",
            origin.at(f"{element}/PstlAdr/AdrLine"),
        )


def _service_limits_of_info(
    info: PaymentInfo, origin: Origin, allow_immediate_execution: bool, today: date
) -> Iterator[Finding]:
    """What a payment intent cannot be, at a payment info: the service's limits."""
    if info.payment_method not in (None, "TRF"):
        yield make_finding(
            "map.unsupported",
            f"payment method {info.payment_method!r} cannot be converted: the service takes "
            "credit transfers (TRF) only",
            origin.at("PmtMtd"),
        )
    account = info.debtor_account
    if account is not None and account.iban is None and account.other_id is not None:
        yield make_finding(
            "map.unsupported",
            f"the debtor account is identified by {account.other_id!r} (Othr), not by an "
            "IBAN; the service takes IBANs only",
            origin.at("DbtrAcct/Id/Othr", "/debtor_account/identification"),
        )
    when = info.requested_execution_date
    if when is not None and when > today and not allow_immediate_execution:
        yield make_finding(
            "map.unsupported",
            f"requested execution date {when.isoformat()} lies in the future, but a payment "
            "intent is executed immediately; pass --allow-immediate-execution to accept that",
            origin.at("ReqdExctnDt"),
        )


def _info_findings(
    info: PaymentInfo,
    origin: Origin,
    source: str,
    target: str,
    allow_immediate_execution: bool,
    today: date,
) -> Iterator[Finding]:
    if target == "json":
        yield from _service_limits_of_info(info, origin, allow_immediate_execution, today)
    account = info.debtor_account
    debtor = info.debtor
    if (
        target == "json"
        and source == "xml"
        and debtor is not None
        and debtor.name is None
        and debtor.address is not None
    ):
        yield make_finding(
            "map.missing",
            "the debtor has an address but no name (Dbtr/Nm); the JSON debtor needs a name",
            origin.at("Dbtr/Nm"),
        )
    if target == "xml":
        if debtor is None or debtor.name is None:
            yield make_finding(
                "map.missing",
                "pain.001 requires the debtor's name (Dbtr/Nm): add debtor.name or supply it",
                origin.at("Dbtr/Nm"),
            )
        if account is None or (account.iban is None and account.other_id is None):
            yield make_finding(
                "map.missing",
                "pain.001 requires the debtor account (DbtrAcct): add debtor_account or supply it",
                origin.at("DbtrAcct"),
            )
        yield from _address_findings(debtor, origin, "Dbtr")


def _transaction_findings(
    tx: Transaction, origin: Origin, source: str, target: str
) -> Iterator[Finding]:
    # Only an EqvtAmt is unsupported: an InstdAmt whose text is not a number has its
    # schema finding (xsd.violation) at the amount already. Towards XML it is written.
    equivalent = "Amt/EqvtAmt" in origin.field_lines
    if tx.amount is None and source == "xml" and target == "json" and equivalent:
        yield make_finding(
            "map.unsupported",
            "the transaction has no instructed amount (InstdAmt); an equivalent amount "
            "(EqvtAmt) cannot be converted to the JSON",
            origin.at("Amt"),
        )
    account = tx.creditor_account
    if target == "json":
        yield from _service_limits_of_transaction(tx, origin)
    if target == "json" and source == "xml":
        if tx.creditor is None:
            yield make_finding(
                "map.missing",
                "the transaction has no creditor (Cdtr); the JSON requires one",
                origin.at("Cdtr"),
            )
        elif tx.creditor.name is None:
            yield make_finding(
                "map.missing",
                "the creditor has no name (Cdtr/Nm); the JSON requires one",
                origin.at("Cdtr/Nm"),
            )
        if account is None:
            yield make_finding(
                "map.missing",
                "the transaction has no creditor account (CdtrAcct); the JSON requires one",
                origin.at("CdtrAcct"),
            )
    if target == "xml":
        remittance = tx.remittance
        for block in remittance.structured if remittance is not None else ():
            ref = block.creditor_reference
            if ref is not None and ref.issuer is not None and ref.type is None:
                yield make_finding(
                    "map.missing",
                    "the creditor reference has an issuer but no type; pain.001 needs the "
                    "type (e.g. SCOR) to carry the issuer",
                    origin.at("RmtInf/Strd/CdtrRefInf/Tp/CdOrPrtry/Cd"),
                )
        yield from _address_findings(tx.creditor, origin, "Cdtr")


def _plain(tx: Transaction, target: str) -> bool:
    """A transaction of which :func:`_transaction_findings` says nothing, known from a
    few fields (the common case). Towards the JSON: an instructed amount, a named
    creditor, an account with an IBAN, at most one structured remittance block; towards
    XML (a migration: every transaction went through the general path, its generator
    and the lines of its origin, for findings only a structured remittance or address
    lines can draw): no structured remittance block, and the creditor's address lines
    fit."""
    if target == "xml":
        remittance, creditor = tx.remittance, tx.creditor
        if remittance is not None and remittance.structured:
            return False
        address = creditor.address if creditor is not None else None
        return address is None or not address.address_lines or fits(address.address_lines)
    if target != "json" or tx.amount is None:
        return False
    creditor, account, remittance = tx.creditor, tx.creditor_account, tx.remittance
    return (
        creditor is not None
        and creditor.name is not None
        and account is not None
        and account.iban is not None
        and (remittance is None or len(remittance.structured) <= 1)
    )


def _service_limits_of_transaction(tx: Transaction, origin: Origin) -> Iterator[Finding]:
    """What a payment intent cannot be, at a transaction: the service's limits."""
    account = tx.creditor_account
    if account is not None and account.iban is None and account.other_id is not None:
        yield make_finding(
            "map.unsupported",
            f"the creditor account is identified by {account.other_id!r} (Othr), not by an "
            "IBAN; the service takes IBANs only",
            origin.at("CdtrAcct/Id/Othr", "/creditor_account/identification"),
        )
    remittance = tx.remittance
    if remittance is not None and len(remittance.structured) > 1:
        yield make_finding(
            "map.unsupported",
            f"the transaction has {len(remittance.structured)} structured remittance blocks "
            "(Strd); the JSON carries one",
            origin.at("RmtInf/Strd[2]", "/remittance_information/structured"),
        )


def _end_findings(state: _InfoState, source: str, target: str) -> Iterator[Finding]:
    if target != "json" or source != "xml":
        return  # JSON requires account currencies: their absence is a json.schema finding
    currencies = sorted(state.currencies)
    account = state.header.debtor_account
    debtor_needs = account is not None and account.iban is not None and account.currency is None
    if not currencies:
        return
    if len(currencies) == 1:
        if debtor_needs:
            yield make_finding(
                "map.inferred",
                f"the debtor account has no currency (DbtrAcct/Ccy); {currencies[0]} is "
                "inferred from the instructed amounts",
                state.origin.at("DbtrAcct/Ccy"),
            )
        first = state.first_without_currency
        if first is not None:
            count = state.creditor_without_currency
            yield make_finding(
                "map.inferred",
                f"{_plural(count, 'creditor account')} of this payment info "
                f"{'has' if count == 1 else 'have'} no currency (CdtrAcct/Ccy); "
                f"{currencies[0]} is inferred from the instructed amounts",
                first.at("CdtrAcct/Ccy"),
            )
        return
    mixed = ", ".join(currencies)
    if debtor_needs:
        yield make_finding(
            "map.unsupported",
            f"the debtor account has no currency (DbtrAcct/Ccy) and the payment info mixes "
            f"{mixed}, so none can be inferred; add DbtrAcct/Ccy",
            state.origin.at("DbtrAcct/Ccy"),
        )
    first = state.first_without_currency
    if first is not None:
        count = state.creditor_without_currency
        yield make_finding(
            "map.unsupported",
            f"{_plural(count, 'creditor account')} of this payment info "
            f"{'has' if count == 1 else 'have'} no currency (CdtrAcct/Ccy) and the payment "
            f"info mixes {mixed}, so none can be inferred; add CdtrAcct/Ccy",
            first.at("CdtrAcct/Ccy"),
        )


class MappingChecker:
    """The ``map`` rule as push hooks, one call per event, each returning its findings.

    :func:`iter_mapping_findings` drives it over a stream; a rule engine that pushes
    events calls the hooks itself. One instance per document.
    """

    def __init__(
        self,
        *,
        allow_immediate_execution: bool = False,
        today: date | None = None,
        target: Literal["json", "xml"] = "json",
    ) -> None:
        self.allow_immediate_execution = allow_immediate_execution
        self.today = today or date.today()
        self.target = target
        self.source = "xml"
        self._state: _InfoState | None = None
        self._info_index = -1
        self._tx_index = 0

    def start(self, event: DocumentStart) -> list[Finding]:
        self.source = event.source_format
        return []

    def payment_info(self, info: PaymentInfo) -> list[Finding]:
        found = self.end_of_payment_info()
        self._info_index += 1
        self._tx_index = 0
        origin = info.origin or payment_info_origin(self._info_index)
        self._state = _InfoState(info, origin)
        found.extend(
            _info_findings(
                info,
                origin,
                self.source,
                self.target,
                self.allow_immediate_execution,
                self.today,
            )
        )
        return found

    def transaction(self, tx: Transaction) -> list[Finding]:
        origin = tx.origin or transaction_origin(max(self._info_index, 0), self._tx_index)
        self._tx_index += 1
        found = (
            []
            if _plain(tx, self.target)
            else list(_transaction_findings(tx, origin, self.source, self.target))
        )
        state = self._state
        if state is not None:
            if tx.amount is not None:
                state.currencies.add(tx.amount.currency)
            account = tx.creditor_account
            if account is not None and account.iban is not None and account.currency is None:
                state.creditor_without_currency += 1
                if state.first_without_currency is None:
                    state.first_without_currency = origin
        return found

    def end_of_payment_info(self) -> list[Finding]:
        state, self._state = self._state, None
        return list(_end_findings(state, self.source, self.target)) if state is not None else []

    def end(self) -> list[Finding]:
        return self.end_of_payment_info()


def iter_mapping_findings(
    events: Iterable[Event],
    *,
    allow_immediate_execution: bool = False,
    today: date | None = None,
    target: Literal["json", "xml"] = "json",
) -> Iterator[Finding]:
    """The ``map.*`` findings of an event stream (see the module docstring).

    ``today`` (default: the current date) decides what a future execution date is.
    """
    checker = MappingChecker(
        allow_immediate_execution=allow_immediate_execution, today=today, target=target
    )
    for event in events:
        if isinstance(event, Transaction):
            yield from checker.transaction(event)
        elif isinstance(event, PaymentInfo):
            yield from checker.payment_info(event)
        elif isinstance(event, EndOfPaymentInfo):
            yield from checker.end_of_payment_info()
        elif isinstance(event, DocumentStart):
            checker.start(event)
    yield from checker.end()
