"""The reference data read from the libraries' files (:mod:`pain_bridge.rules.refdata`)
is what the installed libraries answer, code by code, and the rules' fast answers built
on it equal their plain twins, which ask the libraries (issue 36 item 5, start-up)."""

from __future__ import annotations

import itertools
import random
import string

import iso4217
import pycountry
from schwifty import IBAN
from schwifty.exceptions import InvalidCountryCode
from schwifty.registry import get_iban_spec

from pain_bridge.rules import bic, country, currency, iban, refdata

LETTERS = string.ascii_uppercase
TWO = ["".join(p) for p in itertools.product(LETTERS, repeat=2)]
THREE = ["".join(p) for p in itertools.product(LETTERS, repeat=3)]


def test_the_country_codes_are_pycountrys() -> None:
    codes = refdata.country_codes()
    assert codes is not None
    assert codes == {c for c in TWO if pycountry.countries.get(alpha_2=c) is not None}
    assert codes == {c.alpha_2 for c in pycountry.countries}


def test_the_currency_codes_are_pycountrys() -> None:
    codes = refdata.currency_codes()
    assert codes is not None
    assert codes == {c for c in THREE if pycountry.currencies.get(alpha_3=c) is not None}


def test_the_minor_units_are_iso4217s() -> None:
    units = refdata.minor_units()
    assert units is not None
    expected = {c.value: c.exponent for c in iso4217.Currency if c.exponent is not None}
    assert units == expected


def test_the_iban_structures_are_schwiftys() -> None:
    structures = refdata.iban_structures()
    assert structures is not None
    for code in TWO:
        try:
            spec = get_iban_spec(code)
        except InvalidCountryCode:
            assert code not in structures
            continue
        length, bban = structures[code]
        assert (length, bban) == (spec.iban_length, spec.bban_spec), code
        assert refdata.bban_regex(bban) == spec.regex.pattern, code


def test_the_electronic_patterns_are_those_built_on_schwiftys_spec() -> None:
    """The IBAN fast path's pattern per country is the one built from schwifty's own."""
    structures = refdata.iban_structures()
    assert structures is not None
    for code in structures:
        length, regex, _format = iban._country_spec(code) or (0, None, "")
        assert regex is not None
        built = iban._electronic(code)
        assert built is not None
        assert str(length) in built.pattern
        assert regex.pattern.removeprefix("^").removesuffix("$") in built.pattern


def _odd_codes(size: int) -> list[str]:
    rng = random.Random(36)
    alphabet = LETTERS + "abcxyz019 -é"
    odd = ["", " ", "é" * size, "1" * size]
    odd += [
        "".join(rng.choice(alphabet) for _ in range(rng.randint(0, size + 2))) for _ in range(400)
    ]
    return odd


def test_country_problem_is_its_plain_twins() -> None:
    for value in TWO + [c.lower() for c in TWO[:60]] + _odd_codes(2):
        assert country.country_problem(value) == country._problem(value), value


def test_currency_problem_and_minor_unit_are_their_plain_twins() -> None:
    for value in THREE + [c.lower() for c in THREE[:200]] + _odd_codes(3):
        assert currency.currency_problem(value) == currency._problem(value), value
        try:
            plain = iso4217.Currency(value).exponent
        except ValueError:
            plain = None
        assert currency.minor_unit(value) == plain, value


def _bics() -> list[str]:
    rng = random.Random(5)
    alphabet = LETTERS + string.digits
    values = []
    for code in TWO:  # every country, known or not, in a well-formed BIC
        bank = "".join(rng.choice(alphabet) for _ in range(4))
        location = "".join(rng.choice(alphabet) for _ in range(2))
        values += [f"{bank}{code}{location}", f"{bank}{code}{location}XXX"]
    for _ in range(800):  # near misses: a character out, in, lowered, spaced or odd
        good = rng.choice(values[:200])
        at = rng.randrange(len(good))
        values += [
            good[:at] + good[at + 1 :],
            good[:at] + rng.choice(alphabet + "a ._") + good[at:],
            good[:at] + good[at].lower() + good[at + 1 :],
            good[:at] + rng.choice("0123456789") + good[at + 1 :],
        ]
    odd = ["", "Bank BIC", "COBADEFF", "cobadeff", "COBA DE FF", "1234DEFF", "COBADEFFXX"]
    return [*values, *odd, "COBA\u00a0DEFF", " COBADEFFXXX\n", "COBADEFFßX", "ÄBCDDEFF"]


def test_bic_problem_is_its_plain_twins() -> None:
    for value in _bics():
        assert bic.bic_problem(value) == bic._problem(value), value


def test_iban_problem_is_its_plain_twins() -> None:
    """An invalid IBAN (mistyped, of a wrong length or structure, of no registry
    country, spaced or in small letters) is told from schwifty's data as schwifty
    itself tells it."""
    rng = random.Random(11)
    structures = refdata.iban_structures()
    assert structures is not None
    alphabet = string.digits + LETTERS
    for _ in range(1500):
        good = str(IBAN.random(rng.choice(sorted(structures)), random=rng))
        at = rng.randrange(len(good))
        for value in (
            good[:at] + rng.choice(alphabet) + good[at + 1 :],
            good[:2] + rng.choice(["00", "01", "99", "02", "98"]) + good[4:],
            good[:at] + good[at + 1 :],
            good[:at] + rng.choice(alphabet) + good[at:],
            rng.choice(TWO) + good[2:],
            good[:4] + "".join(rng.choice(alphabet) for _ in good[4:]),
            " " + good,
            good[:4] + " " + good[4:],
            good.lower(),
        ):
            assert iban.iban_problem(value) == iban._problem(value), value
    for value in ("", " ", "DE", "DE8", "DEXX12", "12DE", "DE89-3704", "ÄE89370400440532013000"):
        assert iban.iban_problem(value) == iban._problem(value), value
