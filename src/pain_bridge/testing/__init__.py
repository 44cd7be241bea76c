"""Test helpers for users of pain_bridge: Hypothesis strategies and a sample message.

>>> from pain_bridge.testing import example_message, messages
>>> example_message().transaction_count
2

The strategies (:mod:`pain_bridge.testing.strategies`) need the ``hypothesis`` package.
"""

from __future__ import annotations

from decimal import Decimal

from pain_bridge.model import (
    Account,
    Amount,
    CreditorReference,
    GroupHeader,
    Message,
    Party,
    PaymentInfo,
    PostalAddress,
    Remittance,
    StructuredRemittance,
    Transaction,
)
from pain_bridge.paths import group_origin, payment_info_origin, transaction_origin
from pain_bridge.testing.strategies import (
    addresses,
    amounts,
    bics,
    creditor_references,
    currencies,
    ibans,
    identifiers,
    messages,
    parties,
    payment_infos,
    rf_reference,
    sepa_text,
    transactions,
    xml_addresses,
    xml_messages,
    xml_parties,
)

__all__ = [
    "addresses",
    "amounts",
    "bics",
    "creditor_references",
    "currencies",
    "example_message",
    "ibans",
    "identifiers",
    "messages",
    "parties",
    "payment_infos",
    "rf_reference",
    "sepa_text",
    "transactions",
    "xml_addresses",
    "xml_messages",
    "xml_parties",
]


def example_message() -> Message:
    """A small valid message (one payment info, two EUR transfers), as read from JSON."""
    return Message(
        group_header=GroupHeader(
            message_id="MSG-2024-0001", number_of_transactions="2", origin=group_origin()
        ),
        payment_infos=(
            PaymentInfo(
                payment_info_id="PMT-1",
                debtor=Party(
                    "Muster GmbH",
                    PostalAddress(("Hauptstr. 1", "10115 Berlin"), country="DE"),
                ),
                debtor_account=Account(iban="DE89370400440532013000", currency="EUR"),
                transactions=(
                    Transaction(
                        amount=Amount(Decimal("1250.00"), "EUR", "1250.00"),
                        creditor=Party("Dupont SARL", PostalAddress(town="Paris", country="FR")),
                        creditor_account=Account(
                            iban="FR1420041010050500013M02606", currency="EUR"
                        ),
                        end_to_end_id="INV-4711",
                        remittance=Remittance(unstructured=("Invoice 4711",)),
                        origin=transaction_origin(0, 0),
                    ),
                    Transaction(
                        amount=Amount(Decimal("99.5"), "EUR", "99.5"),
                        creditor=Party("Jansen BV"),
                        creditor_account=Account(iban="NL91ABNA0417164300", currency="EUR"),
                        remittance=Remittance(
                            structured=(
                                StructuredRemittance(CreditorReference("RF18539007547034", "SCOR")),
                            )
                        ),
                        origin=transaction_origin(0, 1),
                    ),
                ),
                origin=payment_info_origin(0),
            ),
        ),
        psu_redirect_link="https://tenant.example/callback",
    )
