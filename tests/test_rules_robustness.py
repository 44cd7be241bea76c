"""Any value at all gives an answer, never an exception; the IBAN fast path agrees with
schwifty."""

from __future__ import annotations

import random
from decimal import Decimal

from hypothesis import example, given, settings
from hypothesis import strategies as st
from schwifty import IBAN
from schwifty.exceptions import SchwiftyException

from pain_bridge.model import Amount
from pain_bridge.references import Scheme, problem
from pain_bridge.rules.amount import amount_problem
from pain_bridge.rules.bic import bic_problem
from pain_bridge.rules.country import country_problem
from pain_bridge.rules.currency import currency_problem
from pain_bridge.rules.iban import iban_problem, is_valid_iban
from pain_bridge.rules.text import SEPA_CHARACTERS, sepa_text

IBAN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ab-"


def _schwifty_accepts(value: str) -> bool:
    try:
        IBAN(value)
    except SchwiftyException:
        return False
    return True


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=IBAN_ALPHABET, max_size=40) | st.text(max_size=40))
@example("IBAN")
@example("DE")
@example("")
def test_every_string_gets_an_answer(value: str) -> None:
    found = iban_problem(value)
    assert found is None or found[0].startswith("iban.")
    assert bic_problem(value) is None or "BIC" in (bic_problem(value) or "")
    currency_problem(value)
    country_problem(value)
    for scheme in Scheme:
        assert problem(scheme, value) is None or isinstance(problem(scheme, value), str)
    assert all(c in SEPA_CHARACTERS for c in sepa_text(value))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", min_size=5, max_size=34))
# the mod 97 check passes, but check digits 00, 01 and 99 are never given
@example("DE00428956315122636026")
@example("DE01101251129807534122")
@example("DE99478083108176426308")
def test_fast_path_never_accepts_what_schwifty_refuses(value: str) -> None:
    if is_valid_iban(value):
        assert _schwifty_accepts(value)
    assert (iban_problem(value) is None) == _schwifty_accepts(value)


def test_fast_path_accepts_real_ibans_and_agrees_on_typos() -> None:
    rng = random.Random(7)
    countries = ["DE", "FR", "GB", "NL", "BE", "AT", "IT", "ES", "PL", "CH", "SE", "NO", "RO"]
    countries += ["IE", "MT", "LV", "GI", "BH", "QA", "CY", "SM", "KW", "JO"]  # letters inside
    for _ in range(600):
        iban = str(IBAN.random(rng.choice(countries), random=rng))
        assert is_valid_iban(iban)
        position = rng.randrange(4, len(iban))
        other = rng.choice([c for c in "0123456789" if c != iban[position]])
        typo = iban[:position] + other + iban[position + 1 :]
        assert is_valid_iban(typo) == _schwifty_accepts(typo)


@settings(max_examples=200, deadline=None)
@given(
    st.decimals(allow_nan=True, allow_infinity=True),
    st.sampled_from(["EUR", "JPY", "BHD", "XXX", "eur"]),
)
def test_any_amount_gets_an_answer(value: Decimal, currency: str) -> None:
    amount_problem(Amount(value, currency, str(value)))
