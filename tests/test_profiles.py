"""Skill profiles: bundled data, user files, errors."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest

from pain_bridge.errors import ConfigError
from pain_bridge.profiles import SkillProfile, UnknownSkill, get_profile, load_profiles
from pain_bridge.validation import iter_findings
from rules_support import TODAY, json_data

NAME_FORM = re.compile(r"^[a-z0-9]+_[a-z]{2}_pisp_(sbx|prod)_#\d+(\.\d+)*$")


def test_bundled_profiles_are_realistic_and_varied() -> None:
    profiles = load_profiles()
    assert len(profiles) >= 3
    assert all(NAME_FORM.match(name) for name in profiles), list(profiles)
    values = list(profiles.values())
    assert any(p.requires_psu_id and not p.bulk for p in values)  # single-payment, psu_id
    assert any(p.bulk and p.requires_end_to_end_id for p in values)
    assert any(p.currencies == frozenset({"EUR"}) for p in values)
    assert any(p.structured_remittance and p.eri for p in values)
    assert any(p.currencies is None and p.max_amount is None and p.bulk for p in values)


def test_bundled_values() -> None:
    single = get_profile("bt_ro_pisp_sbx_#2.0")
    assert single.requires_psu_id
    assert not single.bulk
    assert single.max_amount == Decimal("1000000.00")
    assert single.currencies == frozenset({"RON", "EUR", "USD"})


#: The scheme each bundled skill's bank applies: EPC SCT for the SEPA banks taking EUR
#: only; none for a bank that also takes domestic RON and USD payments, nor for the
#: sandbox's permissive skill.
BUNDLED_SCHEMES = {
    "bt_ro_pisp_sbx_#2.0": None,
    "demo_xx_pisp_sbx_#1.0": None,
    "ing_nl_pisp_sbx_#1.0": "epc-sct",
    "kbc_be_pisp_sbx_#1.0": "epc-sct",
}


def test_a_bundled_skill_names_its_banks_scheme() -> None:
    assert {name: p.scheme for name, p in load_profiles().items()} == BUNDLED_SCHEMES


def test_a_bundled_skills_scheme_checks_the_file_and_says_so() -> None:
    data = json_data()
    for tx in data["payment_info"][0]["transactions"]:
        tx["amount"]["instructed_amount"]["currency"] = "CHF"
    skill = "ing_nl_pisp_sbx_#1.0"
    found = list(iter_findings(data, skill=skill, today=TODAY))
    applied = [f.message for f in found if f.code == "scheme.applied"]
    assert applied == [
        f"epc-sct (EPC SEPA Credit Transfer (SCT)): chosen with the profile of the skill {skill}"
    ]
    assert "epc.currency" in {f.code for f in found}
    assert "epc.payment-method" not in {f.code for f in found}  # a payment intent is TRF
    off = list(iter_findings(data, skill=skill, today=TODAY, scheme="none"))
    assert not [f for f in off if f.code.startswith(("epc.", "scheme."))]
    permissive = list(iter_findings(data, skill="demo_xx_pisp_sbx_#1.0", today=TODAY))
    assert not [f for f in permissive if f.code.startswith(("epc.", "scheme."))]


def test_unknown_skill_lists_the_known_names() -> None:
    with pytest.raises(UnknownSkill) as raised:
        get_profile("nope_xx_pisp_sbx_#1.0")
    assert isinstance(raised.value, ConfigError)
    message = str(raised.value)
    assert "nope_xx_pisp_sbx_#1.0" in message
    for name in load_profiles():
        assert name in message


def test_user_file_adds_and_overrides(tmp_path: Path) -> None:
    extra = tmp_path / "skills.toml"
    extra.write_text(
        """
[skills."acme_de_pisp_prod_#1.0"]
description = "ACME"
requires_end_to_end_id = true
currencies = ["EUR", "CHF"]
max_amount = "15000.00"

[skills."bt_ro_pisp_sbx_#2.0"]
description = "overridden"
bulk = true

[skills."acme_de_pisp_sbx_#1.0"]
based_on = "acme_de_pisp_prod_#1.0"
max_amount = "100"
""",
        encoding="utf-8",
    )
    profiles = load_profiles(extra)
    acme = profiles["acme_de_pisp_prod_#1.0"]
    assert acme == SkillProfile(
        name="acme_de_pisp_prod_#1.0",
        description="ACME",
        requires_end_to_end_id=True,
        currencies=frozenset({"EUR", "CHF"}),
        max_amount=Decimal("15000.00"),
    )
    sandbox = profiles["acme_de_pisp_sbx_#1.0"]
    assert sandbox.requires_end_to_end_id
    assert sandbox.max_amount == Decimal(100)
    replaced = profiles["bt_ro_pisp_sbx_#2.0"]
    assert replaced.bulk
    assert not replaced.requires_psu_id
    assert get_profile("acme_de_pisp_sbx_#1.0", extra=extra).name == "acme_de_pisp_sbx_#1.0"
    assert "acme_de_pisp_prod_#1.0" not in load_profiles()  # bundled set unchanged


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('[skills."a_xx_pisp_sbx_#1"]\nbulk = "yes"\n', "bulk must be true or false"),
        ('[skills."a_xx_pisp_sbx_#1"]\nmax_amount = "lots"\n', "not a decimal"),
        ('[skills."a_xx_pisp_sbx_#1"]\nmax_amount = "-1"\n', "positive"),
        ('[skills."a_xx_pisp_sbx_#1"]\ncurrencies = ["euro"]\n', "ISO 4217"),
        ('[skills."a_xx_pisp_sbx_#1"]\nbluk = true\n', "unknown key(s) bluk"),
        ('[skills."a_xx_pisp_sbx_#1"]\nremittance_max_length = 0\n', "positive integer"),
        ('[skills."a_xx_pisp_sbx_#1"]\nbased_on = "missing"\n', "unknown skill 'missing'"),
        (
            '[skills."a"]\nbased_on = "b"\n[skills."b"]\nbased_on = "a"\n',
            "cycle",
        ),
        ("[skils]\n", "unknown top-level key"),
        ("skills = [", "not valid TOML"),
    ],
)
def test_bad_profile_files(tmp_path: Path, text: str, words: str) -> None:
    extra = tmp_path / "skills.toml"
    extra.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError, match=re.escape(words)) as raised:
        load_profiles(extra)
    assert "skills.toml" in str(raised.value)


def test_missing_profile_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read skills file"):
        load_profiles(tmp_path / "absent.toml")
