"""Hypothesis strategies that generate valid payment models, for property-based tests.

One module because the strategies build on one another (a message from payment infos,
from transactions, from parties, accounts and amounts), and a test takes them from one
place.

Everything generated passes every rule of :mod:`pain_bridge.rules` without a skill:
IBANs of several countries with correct check digits (and national check digits, drawn
from schwifty's registry-aware generator), amounts with no more decimals than their
currency's minor unit (JPY 0, EUR 2, BHD 3, …), texts in the SEPA Latin character set
within their field lengths, unique ids, ``txs_no`` equal to the count, and structured
creditor references with valid ISO 11649 ``RF`` check digits. Messages carry every
value pain.001 requires (group header, payment info ids, debtor and debtor account), so
JSON → XML → JSON is the identity on them.

>>> from hypothesis import given
>>> from pain_bridge.testing import messages
>>> @given(messages())
... def test_converts(message):
...     assert write_xml(message)

Requires the ``hypothesis`` package (a test dependency, not a runtime one).
"""

from __future__ import annotations

import random
import string
from dataclasses import replace
from decimal import Decimal
from typing import Any

import iso4217
import pycountry
from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from pain_bridge.model import (
    Account,
    Amount,
    CreditorReference,
    FinancialInstitution,
    GroupHeader,
    Message,
    OrganisationIdentification,
    Party,
    PartyIdentification,
    PaymentInfo,
    PostalAddress,
    Remittance,
    StructuredRemittance,
    Transaction,
)
from pain_bridge.paths import group_origin, payment_info_origin, transaction_origin
from pain_bridge.versions import PainVersion

__all__ = [
    "CURRENCIES",
    "IBAN_COUNTRIES",
    "SEPA_CHARACTERS",
    "addresses",
    "amounts",
    "bics",
    "creditor_references",
    "currencies",
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

#: The SEPA Latin character set (EPC guidelines), space included.
SEPA_CHARACTERS = string.ascii_letters + string.digits + "/-?:().,'+ "
_WORD_CHARACTERS = SEPA_CHARACTERS.replace(" ", "")
_ADDRESS_WORD_CHARACTERS = _WORD_CHARACTERS.replace(",", "")
_ID_CHARACTERS = string.ascii_letters + string.digits + "-/"

#: Countries whose IBANs :func:`ibans` draws by default.
IBAN_COUNTRIES = ("DE", "FR", "NL", "BE", "ES", "IT", "AT", "CH", "GB", "PL", "SE", "FI")
#: Currencies :func:`currencies` draws, mixing minor units 0, 2 and 3.
CURRENCIES = ("EUR", "USD", "GBP", "CHF", "SEK", "PLN", "JPY", "BHD")
_COUNTRY_CODES = tuple(sorted(c.alpha_2 for c in pycountry.countries))
NOT_PROVIDED = "NOTPROVIDED"


def minor_unit(currency: str) -> int:
    """Decimals of ``currency`` per ISO 4217 (``JPY`` 0, ``EUR`` 2, ``BHD`` 3)."""
    exponent = iso4217.Currency(currency).exponent
    return int(exponent) if exponent is not None else 0


def sepa_text(min_size: int = 1, max_size: int = 35) -> SearchStrategy[str]:
    """Text in the SEPA character set, ``min_size``–``max_size`` long, words separated by
    single spaces, without leading or trailing space."""
    return _text(_WORD_CHARACTERS, min_size, max_size)


def _text(alphabet: str, min_size: int, max_size: int) -> SearchStrategy[str]:
    words = st.text(alphabet=alphabet, min_size=1, max_size=min(12, max_size))
    return (
        st.lists(words, min_size=1, max_size=max(1, max_size // 4))
        .map(lambda parts: " ".join(parts)[:max_size].rstrip())
        .filter(lambda text: len(text) >= min_size)
    )


def identifiers(max_size: int = 35) -> SearchStrategy[str]:
    """Ids (message, payment info, end-to-end): letters, digits, ``-`` and ``/``."""
    return st.text(alphabet=_ID_CHARACTERS, min_size=1, max_size=max_size).filter(
        lambda text: text != NOT_PROVIDED
    )


def ibans(countries: tuple[str, ...] = IBAN_COUNTRIES) -> SearchStrategy[str]:
    """Valid IBANs (compact form) of ``countries``, with banks from schwifty's registry."""
    from schwifty import IBAN

    def build(country: str, seed: int) -> str:
        return str(IBAN.random(country_code=country, random=random.Random(seed)).compact)  # noqa: S311 - test data

    return st.builds(build, st.sampled_from(countries), st.integers(0, 2**32 - 1))


def currencies() -> SearchStrategy[str]:
    """Active ISO 4217 codes with minor units 0, 2 and 3."""
    return st.sampled_from(CURRENCIES)


def amounts(currency: str, max_units: int = 999_999_999) -> SearchStrategy[Amount]:
    """Positive amounts in ``currency`` of at most ``max_units`` whole units, written
    with 0 up to the currency's number of decimals (``"10"``, ``"10.5"``, ``"10.50"``)."""
    places = minor_unit(currency)

    @st.composite
    def build(draw: Any) -> Amount:
        decimals = draw(st.integers(0, places))
        scaled = draw(st.integers(1, (max_units + 1) * 10**decimals - 1))
        text = str(scaled)
        if decimals:
            text = text.rjust(decimals + 1, "0")
            text = f"{text[:-decimals]}.{text[-decimals:]}"
        return Amount(Decimal(text), currency, text)

    result: SearchStrategy[Amount] = build()
    return result


def rf_reference(body: str) -> str:
    """The ISO 11649 creditor reference ``RFnn<body>`` with its check digits."""
    digits = "".join(str(int(ch, 36)) for ch in (body + "RF00").upper())
    return f"RF{98 - int(digits) % 97:02d}{body.upper()}"


def creditor_references() -> SearchStrategy[CreditorReference]:
    """``SCOR`` creditor references with valid ``RF`` check digits, some with an issuer."""
    body = st.text(alphabet=string.ascii_uppercase + string.digits, min_size=1, max_size=21)
    return st.builds(
        CreditorReference,
        reference=body.map(rf_reference),
        type=st.just("SCOR"),
        issuer=st.none() | sepa_text(max_size=35),
    )


def addresses() -> SearchStrategy[PostalAddress]:
    """Addresses as the JSON carries them: up to 3 ``AdrLine`` (no ``", "`` inside),
    postcode, town and country, each optional."""
    line = _text(_ADDRESS_WORD_CHARACTERS, 1, 70)
    return st.builds(
        PostalAddress,
        address_lines=st.lists(line, max_size=3).map(tuple),
        postcode=st.none()
        | st.text(alphabet=string.ascii_uppercase + string.digits, min_size=1, max_size=10),
        town=st.none() | sepa_text(max_size=35),
        country=st.none() | st.sampled_from(_COUNTRY_CODES),
    ).filter(lambda a: bool(a.address_lines or a.postcode or a.town or a.country))


def parties() -> SearchStrategy[Party]:
    """Named parties (at most 70 characters, the SEPA limit), some with an address."""
    return st.builds(Party, name=sepa_text(max_size=70), address=st.none() | addresses())


def _remittances() -> SearchStrategy[Remittance | None]:
    unstructured = sepa_text(max_size=140).map(lambda text: Remittance(unstructured=(text,)))
    structured = st.builds(
        StructuredRemittance,
        creditor_reference=st.none() | creditor_references(),
        additional_information=st.lists(sepa_text(max_size=140), max_size=3).map(tuple),
    ).map(lambda block: Remittance(structured=(block,)))
    return st.none() | unstructured | structured


def transactions(currency: str | None = None) -> SearchStrategy[Transaction]:
    """Credit transfers in ``currency`` (drawn when None), without origin."""
    if currency is None:
        return currencies().flatmap(transactions)
    return st.builds(
        Transaction,
        amount=amounts(currency),
        creditor=parties(),
        creditor_account=st.builds(Account, iban=ibans(), currency=st.just(currency)),
        end_to_end_id=st.none() | identifiers(),
        remittance=_remittances(),
    )


def payment_infos(
    currency: str | None = None, max_transactions: int = 4
) -> SearchStrategy[PaymentInfo]:
    """Payment infos with 1–``max_transactions`` transactions in one currency, without
    origins (:func:`messages` numbers them)."""
    if currency is None:
        return currencies().flatmap(lambda c: payment_infos(c, max_transactions))
    return st.builds(
        PaymentInfo,
        payment_info_id=identifiers(),
        debtor=parties(),
        debtor_account=st.builds(Account, iban=ibans(), currency=st.just(currency)),
        transactions=st.lists(transactions(currency), min_size=1, max_size=max_transactions).map(
            tuple
        ),
    )


@st.composite
def messages(draw: Any, max_payment_infos: int = 3, max_transactions: int = 4) -> Message:
    """Whole messages as read from JSON: ids unique, origins set, ``txs_no`` right."""
    infos = draw(
        st.lists(
            payment_infos(max_transactions=max_transactions),
            min_size=1,
            max_size=max_payment_infos,
        )
    )
    info_ids = draw(st.lists(identifiers(), min_size=len(infos), max_size=len(infos), unique=True))
    count = sum(len(info.transactions) for info in infos)
    e2e_ids = draw(st.lists(identifiers(), min_size=count, max_size=count, unique=True))
    keep_e2e = draw(st.lists(st.booleans(), min_size=count, max_size=count))
    numbered: list[PaymentInfo] = []
    position = 0
    for i, info in enumerate(infos):
        txs = []
        for j, tx in enumerate(info.transactions):
            txs.append(
                replace(
                    tx,
                    end_to_end_id=e2e_ids[position] if keep_e2e[position] else None,
                    origin=transaction_origin(i, j),
                )
            )
            position += 1
        numbered.append(
            replace(
                info,
                payment_info_id=info_ids[i],
                transactions=tuple(txs),
                origin=payment_info_origin(i),
            )
        )
    header = GroupHeader(
        message_id=draw(identifiers()),
        number_of_transactions=str(count),
        present=True,
        origin=group_origin(),
    )
    redirect = draw(
        st.builds(
            lambda host: f"https://{host}.example/callback",
            st.text(alphabet=string.ascii_lowercase, min_size=1, max_size=12),
        )
    )
    return Message(
        group_header=header,
        payment_infos=tuple(numbered),
        psu_redirect_link=redirect,
        psu_id=draw(st.none() | identifiers()),
        source_format="json",
    )


# --------------------------------------------------------------------------- XML


def bics() -> SearchStrategy[str]:
    """BICs valid in both versions' schemas (``.03``'s pattern is the stricter)."""
    return st.from_regex(r"[A-Z]{6}[A-Z2-9][A-NP-Z0-9](?:[A-Z0-9]{3})?", fullmatch=True)


def xml_addresses(version: PainVersion) -> SearchStrategy[PostalAddress]:
    """Addresses with every field ``version``'s ``PostalAddress`` has."""
    more = version.edition >= 9
    optional = st.none() | sepa_text(max_size=16)
    return st.builds(
        PostalAddress,
        address_lines=st.lists(sepa_text(max_size=70), max_size=7).map(tuple),
        street_name=st.none() | sepa_text(max_size=70),
        building_number=optional,
        postcode=optional,
        town=st.none() | sepa_text(max_size=35),
        country=st.none() | st.sampled_from(_COUNTRY_CODES),
        department=st.none() | sepa_text(max_size=70),
        sub_department=st.none() | sepa_text(max_size=70),
        country_subdivision=st.none() | sepa_text(max_size=35),
        address_type=st.none() | st.sampled_from(("ADDR", "PBOX", "HOME", "BIZZ", "MLTO", "DLVY")),
        building_name=st.none() | sepa_text(max_size=35) if more else st.none(),
        floor=st.none() | sepa_text(max_size=70) if more else st.none(),
        post_box=optional if more else st.none(),
        room=st.none() | sepa_text(max_size=70) if more else st.none(),
        town_location=st.none() | sepa_text(max_size=35) if more else st.none(),
        district=st.none() | sepa_text(max_size=35) if more else st.none(),
    )


def _lei_check_digits(base: str) -> str:
    """The two check digits of an LEI's first 18 characters (ISO 7064 mod 97-10)."""
    number = int("".join(str(int(c, 36)) for c in base) + "00")
    return f"{98 - number % 97:02d}"


def xml_parties(version: PainVersion) -> SearchStrategy[Party]:
    # an LEI with its check digits (ISO 17442, mod 97-10), as lei.checksum wants it
    lei = st.from_regex(r"[A-Z0-9]{18}", fullmatch=True).map(
        lambda base: PartyIdentification(
            organisation=OrganisationIdentification(lei=base + _lei_check_digits(base))
        )
    )
    return st.builds(
        Party,
        name=st.none() | sepa_text(max_size=140),
        address=st.none() | xml_addresses(version),
        identification=st.none() | lei if version.edition >= 9 else st.none(),
    )


def _xml_remittances() -> SearchStrategy[Remittance | None]:
    # a type as the XML reader gives it: a code (``Cd``), or a text of the parties' own
    # (``Prtry``, kept as ``proprietary`` too; ``SCOR`` among them)
    coded = st.sampled_from(("SCOR", "RADM")).map(lambda code: (code, None))
    own = (st.just("SCOR") | sepa_text(max_size=35)).map(lambda text: (text, text))
    reference = st.builds(
        lambda kind, reference, issuer: CreditorReference(
            reference=reference, type=kind[0], issuer=issuer, proprietary=kind[1]
        ),
        coded | own,
        sepa_text(max_size=35),
        st.none() | sepa_text(max_size=35),
    )
    block = st.builds(
        StructuredRemittance,
        creditor_reference=st.none() | reference,
        additional_information=st.lists(sepa_text(max_size=140), max_size=3).map(tuple),
    )
    return st.none() | st.builds(
        Remittance,
        unstructured=st.lists(sepa_text(max_size=140), max_size=2).map(tuple),
        structured=st.lists(block, max_size=2).map(tuple),
    )


def _agent(bic: str) -> FinancialInstitution:
    return FinancialInstitution(bic=bic)


@st.composite
def xml_messages(
    draw: Any, version: PainVersion = PainVersion.V03, max_payment_infos: int = 2
) -> Message:
    """Messages with every field pain.001 ``version`` carries, as the reader gives them
    (without origins, counts and sums right): writing one and reading it back is the
    identity."""
    infos = []
    total = 0
    for _ in range(draw(st.integers(1, max_payment_infos))):
        currency = draw(currencies())
        txs = []
        for _ in range(draw(st.integers(1, 3))):
            txs.append(
                Transaction(
                    amount=draw(amounts(currency)),
                    creditor=draw(st.none() | xml_parties(version)),
                    creditor_account=draw(
                        st.none()
                        | st.builds(Account, iban=ibans(), currency=st.none() | st.just(currency))
                    ),
                    end_to_end_id=draw(identifiers()),
                    instruction_id=draw(st.none() | identifiers()),
                    creditor_agent=draw(st.none() | bics().map(_agent)),
                    remittance=draw(_xml_remittances()),
                    uetr=draw(st.none() | st.uuids(version=4).map(str))
                    if version.edition >= 9
                    else None,
                )
            )
        day = draw(st.dates())
        moment = None
        if version.edition >= 8 and draw(st.booleans()):
            moment = f"{day.isoformat()}T{draw(st.integers(0, 23)):02d}:30:00"
        amounts_sum = sum((tx.amount.value for tx in txs if tx.amount), Decimal(0))
        total += len(txs)
        infos.append(
            PaymentInfo(
                payment_info_id=draw(identifiers()),
                debtor=draw(xml_parties(version)),
                debtor_account=draw(st.builds(Account, iban=ibans(), currency=st.just(currency))),
                debtor_agent=_agent(draw(bics())),
                payment_method="TRF",
                batch_booking=draw(st.none() | st.booleans()),
                requested_execution_date=day,
                number_of_transactions=str(len(txs)),
                control_sum=amounts_sum,
                transactions=tuple(txs),
                requested_execution_date_time=moment,
            )
        )
    header = GroupHeader(
        message_id=draw(identifiers()),
        creation_date_time="2026-11-24T10:00:00",
        number_of_transactions=str(total),
        control_sum=sum((i.control_sum or Decimal(0) for i in infos), Decimal(0)),
        initiating_party=Party(name=draw(sepa_text(max_size=140))),
    )
    return Message(header, tuple(infos), source_format="xml", pain_version=version)
