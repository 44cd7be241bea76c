"""Payment intent batches of any size, for load, concurrency and throughput tests.

>>> transactions = intent_batch(3, prefix="LOAD")["payment_info"][0]["transactions"]
>>> [tx["payment_identification"]["end_to_end_id"] for tx in transactions]
['LOAD-1', 'LOAD-2', 'LOAD-3']

One payment information, one debtor, ``count`` transactions to one creditor with the
amounts 1.00, 2.00, … (so that no two are the same intent), each valid for the sandbox's
demo skill; split by transaction, each is one intent.
"""

from __future__ import annotations

from typing import Any

__all__ = ["intent_batch"]


def intent_batch(
    count: int, *, prefix: str = "BATCH", message_id: str | None = None
) -> dict[str, Any]:
    """The payment intent ``data`` of ``count`` transactions (end-to-end ids
    ``{prefix}-1`` …, message id ``message_id`` or ``prefix``)."""
    transactions = [
        {
            "amount": {"instructed_amount": {"value": f"{i}.00", "currency": "EUR"}},
            "creditor": {"name": "Stahlhandel Becker KG"},
            "creditor_account": {
                "identification": {"iban": "DE75512108001245126199"},
                "currency": "EUR",
            },
            "payment_identification": {"end_to_end_id": f"{prefix}-{i}"},
        }
        for i in range(1, count + 1)
    ]
    return {
        "group_header": {"message_id": message_id or prefix, "txs_no": count},
        "payment_info": [
            {
                "payment_info_id": f"{prefix}-P1",
                "debtor": {"name": "Nordlicht Werkzeuge GmbH"},
                "debtor_account": {
                    "identification": {"iban": "DE89370400440532013000"},
                    "currency": "EUR",
                },
                "transactions": transactions,
            }
        ],
    }
