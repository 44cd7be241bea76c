"""Model → payment intent JSON: the mapping rules of spec/mapping.md, streaming."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from pain_bridge.mapping import (
    iter_json_events,
    join_address,
    load_json,
    message_to_data,
    split_address,
    write_json_events,
)
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
    assemble,
)
from pain_bridge.testing import example_message

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "json"


def _xml_message(*transactions: Transaction, account: Account | None = None) -> Message:
    """A message shaped as the XML reader gives it (no JSON-only fields)."""
    return Message(
        group_header=GroupHeader("MSG-1", "2024-05-01T10:00:00", str(len(transactions))),
        payment_infos=(
            PaymentInfo(
                "PMT-1",
                Party("Muster GmbH"),
                account or Account(iban="DE89370400440532013000"),
                transactions=transactions,
            ),
        ),
        source_format="xml",
    )


def _tx(text: str = "10.00", currency: str = "EUR", **kw: object) -> Transaction:
    defaults: dict[str, object] = {
        "creditor": Party("Bob"),
        "creditor_account": Account(iban="FR1420041010050500013M02606"),
    }
    defaults.update(kw)
    return Transaction(Amount(Decimal(text), currency, text), **defaults)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "name", ["single", "bulk", "several_payment_infos", "jpy", "structured_remittance"]
)
def test_json_fixture_round_trips_through_the_model(name: str) -> None:
    data, _ = load_json(FIXTURES / f"{name}.json")
    message, findings = assemble(iter_json_events(data))
    assert findings == []
    assert message is not None
    assert message_to_data(message) == data


def test_amounts_keep_their_text_and_txs_no_is_a_number() -> None:
    data = message_to_data(_xml_message(_tx("10.5"), _tx("007.250")))
    txs = data["payment_info"][0]["transactions"]
    assert [t["amount"]["instructed_amount"]["value"] for t in txs] == ["10.5", "007.250"]
    assert data["group_header"] == {"message_id": "MSG-1", "txs_no": 2}


def test_account_currencies_are_inferred_from_the_instructed_amounts() -> None:
    data = message_to_data(_xml_message(_tx(currency="CHF"), _tx(currency="CHF")))
    info = data["payment_info"][0]
    assert info["debtor_account"] == {
        "identification": {"iban": "DE89370400440532013000"},
        "currency": "CHF",
    }
    assert {t["creditor_account"]["currency"] for t in info["transactions"]} == {"CHF"}


def test_given_account_currency_wins() -> None:
    data = message_to_data(
        _xml_message(_tx(), account=Account(iban="DE89370400440532013000", currency="USD"))
    )
    assert data["payment_info"][0]["debtor_account"]["currency"] == "USD"


def test_mixed_currencies_leave_the_debtor_currency_out() -> None:
    data = message_to_data(_xml_message(_tx(currency="EUR"), _tx(currency="USD")))
    assert "currency" not in data["payment_info"][0]["debtor_account"]


@pytest.mark.parametrize(
    ("address", "expected"),
    [
        (PostalAddress(("Main St 1", "Springfield")), "Main St 1, Springfield"),
        (PostalAddress(street_name="Hauptstr.", building_number="12a"), "Hauptstr. 12a"),
        (PostalAddress(street_name="Hauptstr."), "Hauptstr."),
        (PostalAddress(("Line",), street_name="Ignored", building_number="1"), "Line"),
        (PostalAddress(town="Paris"), None),
    ],
)
def test_address_joining(address: PostalAddress, expected: str | None) -> None:
    assert join_address(address) == expected
    data = message_to_data(_xml_message(_tx(creditor=Party("Bob", address))))
    creditor = data["payment_info"][0]["transactions"][0]["creditor"]
    assert creditor.get("address") == expected


def test_postcode_town_country_for_both_parties() -> None:
    address = PostalAddress(("Rue 1",), postcode="75002", town="Paris", country="FR")
    message = _xml_message(_tx(creditor=Party("Bob", address)))
    message = replace(
        message,
        payment_infos=(replace(message.payment_infos[0], debtor=Party("Deb", address)),),
    )
    data = message_to_data(message)
    expected = {
        "address": "Rue 1",
        "postcode": "75002",
        "town": "Paris",
        "country": "FR",
    }
    assert data["payment_info"][0]["debtor"] == {"name": "Deb", **expected}
    assert data["payment_info"][0]["transactions"][0]["creditor"] == {"name": "Bob", **expected}


def test_not_provided_end_to_end_id_means_none() -> None:
    data = message_to_data(_xml_message(_tx(end_to_end_id="NOTPROVIDED"), _tx(end_to_end_id="E1")))
    txs = data["payment_info"][0]["transactions"]
    assert "payment_identification" not in txs[0]
    assert txs[1]["payment_identification"] == {"end_to_end_id": "E1"}


def test_structured_remittance_is_the_extension_object() -> None:
    block = StructuredRemittance(
        CreditorReference("RF18539007547034", "SCOR", "ACME"), ("line 1", "line 2")
    )
    data = message_to_data(_xml_message(_tx(remittance=Remittance(structured=(block,)))))
    assert data["payment_info"][0]["transactions"][0]["remittance_information"] == {
        "structured": {
            "creditor_reference": {
                "type": "SCOR",
                "issuer": "ACME",
                "reference": "RF18539007547034",
            },
            "additional_information": ["line 1", "line 2"],
        }
    }


def test_psu_fields_come_from_options_or_json() -> None:
    message = example_message()
    assert message_to_data(message)["psu_redirect_link"] == "https://tenant.example/callback"
    data = message_to_data(message, psu_redirect_link="https://other/cb", psu_id="u1")
    assert (data["psu_redirect_link"], data["psu_id"]) == ("https://other/cb", "u1")
    assert "psu_redirect_link" not in message_to_data(_xml_message(_tx()))


def test_special_characters_are_escaped() -> None:
    name = 'Quote " backslash \\ tab \t ünïcode € \u2028'
    data = message_to_data(_xml_message(_tx(creditor=Party(name))))
    assert data["payment_info"][0]["transactions"][0]["creditor"]["name"] == name


def test_streaming_writer_matches_and_findings_are_ignored() -> None:
    message = example_message()
    events = list(message.events())
    from pain_bridge.findings import make_finding

    events.insert(3, make_finding("map.dropped", "dropped"))
    out = io.StringIO()
    write_json_events(events, out)
    assert json.loads(out.getvalue()) == message_to_data(message)
    assert out.getvalue().endswith("}\n")


def test_empty_and_odd_streams_still_give_json() -> None:
    out = io.StringIO()
    write_json_events([], out)
    assert json.loads(out.getvalue()) == {"payment_info": []}
    out = io.StringIO()
    write_json_events([_tx()], out)  # a transaction without its payment info
    assert json.loads(out.getvalue()) == {"payment_info": []}


def test_split_address_rules() -> None:
    assert split_address("A, B, C") == ("A", "B", "C")
    assert split_address("A, , B") == ("A", "B")
    long_part = " ".join(["word"] * 30)  # 149 characters
    lines = split_address(long_part)
    assert all(len(line) <= 70 for line in lines)
    assert " ".join(lines) == long_part
    packed = split_address(", ".join(f"p{i}" for i in range(10)))
    assert len(packed) == 1
    assert ", ".join(packed) == ", ".join(f"p{i}" for i in range(10))
    assert split_address("x" * 150) == ("x" * 70, "x" * 70, "x" * 10)
