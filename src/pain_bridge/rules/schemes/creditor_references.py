"""Creditor reference checks: a reference given whole, of the type a scheme takes for the
account it pays (a QR reference to a QR-IBAN, ISO 11649 otherwise), in its checked form."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from pain_bridge.model import CreditorReference, StructuredRemittance, Transaction
from pain_bridge.references import Scheme, problem
from pain_bridge.rules.schemes.accounts import is_qr_iban
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Scope, Screen, check
from pain_bridge.rules.schemes.remittance import indexed, proprietary_reference


def _references(tx: Transaction) -> Iterator[tuple[int, CreditorReference]]:
    blocks = tx.remittance.structured if tx.remittance is not None else ()
    for index, block in enumerate(blocks):
        if block.creditor_reference is not None:
            yield index, block.creditor_reference


def _incomplete_reference(blocks: Sequence[StructuredRemittance]) -> bool:
    for block in blocks:
        ref = block.creditor_reference
        if ref is not None and (ref.type is None or ref.reference is None):
            return True
    return False


@check(
    "creditor-reference-complete",
    Level.TRANSACTION,
    screen=Screen(
        "S and _incomplete_reference(S)",
        helpers={"_incomplete_reference": _incomplete_reference},
    ),
)
def creditor_reference_complete(tx: Transaction, scope: Scope) -> Hits:
    """A creditor reference has both its type (``Tp``) and its reference (``Ref``)."""
    for index, ref in _references(tx):
        base = indexed("RmtInf/Strd", index) + "/CdtrRefInf"
        if ref.type is None:
            yield Hit(base, "the creditor reference has no type (Tp)")
        if ref.reference is None:
            yield Hit(base, "the creditor reference has no reference (Ref)")


def _unexpected_type(
    tx: Transaction, blocks: Sequence[StructuredRemittance], codes: Sequence[str]
) -> bool:
    """A reference with a type outside ``codes``, or with a proprietary type (which
    its check decides)."""
    for index, block in enumerate(blocks):
        ref = block.creditor_reference
        if ref is None or ref.type is None:
            continue
        if ref.type not in codes or proprietary_reference(tx, index):
            return True
    return False


@check(
    "creditor-reference-type",
    Level.TRANSACTION,
    screen=Screen(
        "S and _unexpected_type(n, S, {codes})",
        helpers={"_unexpected_type": _unexpected_type},
    ),
)
def creditor_reference_type(
    tx: Transaction, scope: Scope, *, codes: Sequence[str], proprietary: Sequence[str] = ()
) -> Hits:
    """The creditor reference's type is one of ``codes`` (``Tp/CdOrPrtry/Cd``) or of
    ``proprietary`` (``Prtry``)."""
    for index, ref in _references(tx):
        if ref.type is None:
            continue
        is_prtry = proprietary_reference(tx, index)
        allowed = proprietary if is_prtry else codes
        if ref.type not in allowed:
            tag = "Prtry" if is_prtry else "Cd"
            what = "proprietary type" if is_prtry else "type"
            takes = ", ".join([*codes, *(f"Prtry {p}" for p in proprietary)])
            yield Hit(
                f"{indexed('RmtInf/Strd', index)}/CdtrRefInf/Tp/CdOrPrtry/{tag}",
                f"the creditor reference's {what} is {ref.type}; the scheme takes {takes}",
            )


def _bad_iso11649(
    tx: Transaction, blocks: Sequence[StructuredRemittance], issuers: Sequence[str], qr_iban: bool
) -> bool:
    if not qr_iban and _to_qr_iban(tx):
        return False
    for block in blocks:
        ref = block.creditor_reference
        if ref is None or ref.type != "SCOR" or ref.reference is None:
            continue
        if (ref.issuer or "") not in issuers:
            continue
        if problem(Scheme.ISO11649, ref.reference) is not None:
            return True
    return False


@check(
    "creditor-reference-iso11649",
    Level.TRANSACTION,
    screen=Screen(
        "S and _bad_iso11649(n, S, {issuers}, {qr_iban})",
        helpers={"_bad_iso11649": _bad_iso11649},
    ),
)
def creditor_reference_iso11649(
    tx: Transaction, scope: Scope, *, issuers: Sequence[str] = ("ISO",), qr_iban: bool = True
) -> Hits:
    """A creditor reference of type ``SCOR`` issued by one of ``issuers`` (``ISO``;
    ``""`` stands for no issuer) is an ISO 11649 reference (``RF`` + check digits);
    ``qr_iban`` false: not paid to a QR-IBAN, with which the scheme refuses ``SCOR``
    itself (Swiss SPS: its ``qr-iban-reference`` rule says so, and the form is moot)."""
    if not qr_iban and _to_qr_iban(tx):
        return
    for index, ref in _references(tx):
        if ref.type != "SCOR" or ref.reference is None or (ref.issuer or "") not in issuers:
            continue
        why = problem(Scheme.ISO11649, ref.reference)
        if why is not None:
            yield Hit(
                f"{indexed('RmtInf/Strd', index)}/CdtrRefInf/Ref",
                f"the creditor reference {ref.reference!r} is no ISO 11649 reference: {why}",
            )


def _to_qr_iban(tx: Transaction) -> bool:
    """Whether ``tx`` pays a QR-IBAN."""
    account = tx.creditor_account
    return account is not None and is_qr_iban(account.iban)
