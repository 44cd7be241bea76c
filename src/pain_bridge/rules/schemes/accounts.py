"""Account and agent checks: accounts by IBAN, Swiss QR-IBANs and their references,
what a scheme allows in an agent's identification."""

from __future__ import annotations

from collections.abc import Sequence

from pain_bridge.model import PaymentInfo, StructuredRemittance, Transaction
from pain_bridge.references import Scheme, problem
from pain_bridge.rules.schemes.base import Hit, Hits, Level, Node, Scope, Screen, check
from pain_bridge.rules.schemes.parts import accounts, agents

#: The institution ids (IBAN characters 5–9) reserved for QR-IBANs (SIX QR-IID range).
QR_IID = range(30000, 32000)


def is_qr_iban(iban: str | None) -> bool:
    """A Swiss or Liechtenstein IBAN whose institution id lies in the QR-IID range."""
    if not iban:
        return False
    compact = iban.replace(" ", "").upper()
    iid = compact[4:9]
    return compact[:2] in ("CH", "LI") and iid.isdigit() and int(iid) in QR_IID


@check(
    "iban-only",
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen="n.creditor_account is not None and not n.creditor_account.iban",
)
def iban_only(node: Node, scope: Scope, *, only: Sequence[str] = ()) -> Hits:
    """The debtor's and the creditor's accounts are given by IBAN (not ``Othr``);
    ``only``: these accounts (``CdtrAcct``, ``DbtrAcct``; both when empty)."""
    for element, account in accounts(node):
        if only and element not in only:
            continue
        if not account.iban:
            rel = f"{element}/Id/Othr" if account.other_id is not None else f"{element}/Id"
            yield Hit(rel, f"{element} is not an IBAN; the scheme takes IBANs")


@check("debtor-not-qr-iban", Level.PAYMENT_INFO)
def debtor_not_qr_iban(info: PaymentInfo, scope: Scope) -> Hits:
    """The debtor's account is not a QR-IBAN."""
    account = info.debtor_account
    if account is not None and is_qr_iban(account.iban):
        yield Hit("DbtrAcct/Id/IBAN", f"the debtor's account {account.iban} is a QR-IBAN")


@check(
    "qr-iban-reference",
    Level.TRANSACTION,
    screen=Screen(
        "S or n.creditor_account is not None and _is_qr_iban(n.creditor_account.iban)",
        helpers={"_is_qr_iban": is_qr_iban},
    ),
)
def qr_iban_reference(tx: Transaction, scope: Scope) -> Hits:
    """A QR-IBAN goes with a QR reference (``Strd/CdtrRefInf``, ``Prtry`` ``QRR``) and
    no ``Ustrd``; a QR reference goes with a QR-IBAN; ``SCOR`` never with a QR-IBAN."""
    account = tx.creditor_account
    qr = account is not None and is_qr_iban(account.iban)
    remittance = tx.remittance
    refs = [
        block.creditor_reference
        for block in (remittance.structured if remittance is not None else ())
        if block.creditor_reference is not None
    ]
    types = {ref.type for ref in refs}
    if qr:
        if remittance is not None and remittance.unstructured:
            yield Hit("RmtInf/Ustrd", "Ustrd with a QR-IBAN; it takes a QR reference")
        if "SCOR" in types:
            yield Hit("RmtInf/Strd/CdtrRefInf/Tp", "an SCOR reference with a QR-IBAN; it takes QRR")
        elif "QRR" not in types:
            yield Hit("CdtrAcct/Id/IBAN", "a QR-IBAN without a QR reference (QRR)")
    elif "QRR" in types:
        yield Hit("RmtInf/Strd/CdtrRefInf/Tp", "a QR reference (QRR) without a QR-IBAN as CdtrAcct")


#: An intermediary agent in a transaction (rare): the agent checks then run.
_INTERMEDIARY = (
    "n.intermediary_agent1 is not None or n.intermediary_agent2 is not None"
    " or n.intermediary_agent3 is not None"
)


@check(
    "agent-elements",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=f"{_INTERMEDIARY} or n.creditor_agent is not None and ("
    "n.creditor_agent.clearing_system_member_identification is not None"
    " or n.creditor_agent.name is not None or n.creditor_agent.postal_address is not None"
    " or n.creditor_agent.other is not None or n.creditor_agent.lei is not None)",
)
def agent_elements(
    node: Node,
    scope: Scope,
    *,
    agent: str,
    forbidden: Sequence[str] = (),
    with_bic: Sequence[str] = (),
) -> Hits:
    """The ``agent`` (``CdtrAgt``, ``DbtrAgt``…) has none of ``forbidden`` among
    ``ClrSysMmbId``, ``Nm``, ``PstlAdr``, ``Othr``, ``LEI``, and none of ``with_bic``
    beside its BIC."""
    for element, found in agents(node):
        if element != agent:
            continue
        present = {
            "ClrSysMmbId": found.clearing_system_member_identification,
            "Nm": found.name,
            "PstlAdr": found.postal_address,
            "Othr": found.other,
            "LEI": found.lei,
        }
        for part in forbidden:
            if present[part] is not None:
                yield Hit(
                    f"{element}/FinInstnId/{part}", f"{element}/{part} is not used in the scheme"
                )
        for part in with_bic if found.bic else ():
            if present[part] is not None:
                yield Hit(
                    f"{element}/FinInstnId/{part}",
                    f"{element}/{part} beside a BIC is not used in the scheme",
                )


@check(
    "agent-bic-or-clearing",
    Level.GROUP_HEADER,
    Level.PAYMENT_INFO,
    Level.TRANSACTION,
    screen=f"{_INTERMEDIARY} or n.creditor_agent is not None"
    " and n.creditor_agent.clearing_system_member_identification is not None",
)
def agent_bic_or_clearing(
    node: Node, scope: Scope, *, clearing_codes: Sequence[str] = (), only: Sequence[str] = ()
) -> Hits:
    """An agent is identified by BIC or by clearing system membership, not both;
    ``clearing_codes``: the clearing systems allowed (``ClrSysId/Cd``); ``only``: these
    agents (``DbtrAgt``…; all when empty)."""
    for element, found in agents(node):
        if only and element not in only:
            continue
        member = found.clearing_system_member_identification
        if member is None:
            continue
        if found.bic:
            yield Hit(
                f"{element}/FinInstnId/ClrSysMmbId", f"{element} has both a BIC and ClrSysMmbId"
            )
        system = member.clearing_system_identification
        code = system.code if system is not None else None
        if clearing_codes and code not in clearing_codes:
            yield Hit(
                f"{element}/FinInstnId/ClrSysMmbId/ClrSysId",
                f"the clearing system is {code or 'proprietary'}; the scheme takes "
                + " or ".join(clearing_codes),
            )


def _qr_reference_wrong(blocks: Sequence[StructuredRemittance]) -> bool:
    for block in blocks:
        ref = block.creditor_reference
        if ref is None or ref.type != "QRR" or ref.reference is None:
            continue
        if problem(Scheme.CH_QRR, ref.reference) is not None:
            return True
    return False


@check(
    "qr-reference-form",
    Level.TRANSACTION,
    screen=Screen(
        "S and _qr_reference_wrong(S)", helpers={"_qr_reference_wrong": _qr_reference_wrong}
    ),
)
def qr_reference_form(tx: Transaction, scope: Scope) -> Hits:
    """A creditor reference of type ``QRR`` is a QR reference: 27 digits, the last the
    recursive mod-10 check digit of the others."""
    blocks = tx.remittance.structured if tx.remittance is not None else ()
    for index, block in enumerate(blocks):
        ref = block.creditor_reference
        if ref is None or ref.type != "QRR" or ref.reference is None:
            continue
        why = problem(Scheme.CH_QRR, ref.reference)
        if why is not None:
            rel = "RmtInf/Strd" if index == 0 else f"RmtInf/Strd[{index + 1}]"
            yield Hit(
                f"{rel}/CdtrRefInf/Ref",
                f"the QR reference {ref.reference!r} is no QR reference: {why}",
            )
