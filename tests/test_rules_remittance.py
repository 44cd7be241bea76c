"""Remittance rules (both formats' remittance information, with and without a skill)."""

from __future__ import annotations

from typing import Any

import pytest

from pain_bridge.findings import Finding
from pain_bridge.model import CreditorReference, Remittance, StructuredRemittance
from pain_bridge.paths import transaction_origin
from pain_bridge.profiles import get_profile
from pain_bridge.references import Scheme, problem
from pain_bridge.rules.remittance import creditor_reference_problem
from rules_support import (
    VALID_RF,
    json_data,
    model_events,
    model_findings,
    model_info,
    model_tx,
    set_path,
    with_code,
)
from rules_support import (
    findings_of as all_findings_of,
)


def findings_of(source: Any, **kw: Any) -> list[Finding]:
    """The findings of ``source`` without a scheme's: the rules here alone (a bundled
    skill's scheme is tested in ``test_profiles.py``)."""
    return all_findings_of(source, scheme="none", **kw)


TX = "/payment_info/0/transactions/0"
TX_XPATH = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]"
RMT = f"{TX}/remittance_information"

PERMISSIVE = "demo_xx_pisp_sbx_#1.0"  # structured + ERI
NO_ERI = "ing_nl_pisp_sbx_#1.0"  # structured, no ERI
NO_STRUCTURED = "bt_ro_pisp_sbx_#2.0"


def structured(reference: str = VALID_RF, **extra: Any) -> dict[str, Any]:
    return {
        "creditor_reference": {"type": "SCOR", "issuer": "ISO", "reference": reference},
        **extra,
    }


def with_remittance(remittance: dict[str, Any]) -> dict[str, Any]:
    return set_path(json_data(), RMT, remittance)


# --- remittance.reference ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("bad", "good"),
    [
        ("RF19539007547034", VALID_RF),  # check digits off by one
        ("RF18539007547035", VALID_RF),  # a mistyped character
        ("RF18", VALID_RF),  # nothing after the check digits
        ("RF18 5390 0754 7034 X", "RF18 5390 0754 7034"),  # printed form is accepted
        ("RF712348231234567890123456", "RF712348231"),  # longer than 25
    ],
)
def test_scor_reference(bad: str, good: str) -> None:
    found = findings_of(with_remittance({"structured": structured(bad)}))
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        (
            "remittance.reference",
            f"{RMT}/structured/creditor_reference/reference",
            f"{TX_XPATH}/RmtInf/Strd/CdtrRefInf/Ref",
        )
    ]
    assert findings_of(with_remittance({"structured": structured(good)})) == []


def test_references_of_other_types_and_issuers_are_not_iso11649() -> None:
    belgian = CreditorReference("+++090/9337/55493+++", "SCOR", "BBA")
    assert creditor_reference_problem(belgian) is None  # a valid OGM/VCS
    assert creditor_reference_problem(CreditorReference("INV-17", "RADM")) is None
    # no issuer, not RF, an account of a country whose scheme is not known: no check
    assert creditor_reference_problem(CreditorReference("INV-17", "SCOR"), "DE") is None
    assert creditor_reference_problem(CreditorReference("INV-17", "SCOR", "ISO")) is not None
    assert creditor_reference_problem(CreditorReference("RF19 INV", "SCOR", "BBA")) is not None
    assert problem(Scheme.ISO11649, "rf18539007547034") is None  # case does not matter


# (valid, invalid, issuer, a creditor IBAN of the scheme's country)
NATIONAL = [
    (
        Scheme.BE_OGM,
        "+++090/9337/55493+++",
        "+++090/9337/55492+++",
        "BBA",
        "BE68539007547034",
    ),
    (Scheme.FI, "1234561", "1234562", "FI", "FI2112345600000785"),
    (Scheme.SE_OCR, "1234567897", "1234567898", "OCR", "SE4550000000058398257466"),
    (
        Scheme.CH_QRR,
        "210000000003139471430009017",
        "210000000003139471430009018",
        "QRR",
        "CH4431999123000889012",
    ),
]


@pytest.mark.parametrize(("scheme", "good", "bad", "issuer", "iban"), NATIONAL)
@pytest.mark.parametrize("by", ["issuer", "account country"])
def test_national_references_get_their_own_check_and_code(
    scheme: Scheme, good: str, bad: str, issuer: str, iban: str, by: str
) -> None:
    def data(reference: str) -> dict[str, Any]:
        ref: dict[str, Any] = {"type": "SCOR", "reference": reference}
        if by == "issuer":
            ref["issuer"] = issuer
        out = with_remittance({"structured": {"creditor_reference": ref}})
        if by == "account country":
            out = set_path(out, f"{TX}/creditor_account/identification/iban", iban)
        return out

    assert findings_of(data(good)) == []
    found = findings_of(data(bad))
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        (
            scheme.value,
            f"{RMT}/structured/creditor_reference/reference",
            f"{TX_XPATH}/RmtInf/Strd/CdtrRefInf/Ref",
        )
    ]
    assert "RF" not in found[0].message.split(":")[0]  # not called an ISO 11649 reference


def test_a_national_reference_without_issuer_to_an_unknown_country_is_not_checked() -> None:
    ref = {"type": "SCOR", "reference": "1234567898"}
    assert findings_of(with_remittance({"structured": {"creditor_reference": ref}})) == []


# --- remittance.multiple (XML only: the JSON has one string) ---------------------------------


def test_multiple_unstructured_lines() -> None:
    origin = transaction_origin(0, 0, line=30, field_lines={"RmtInf/Ustrd[2]": 33})
    tx = model_tx(remittance=Remittance(unstructured=("Invoice 17", "and 18")), origin=origin)
    found = model_findings(model_events([(model_info(), [tx])]))
    assert [(f.code, f.line, f.xpath, f.pointer) for f in found] == [
        ("remittance.multiple", 33, f"{TX_XPATH}/RmtInf/Ustrd[2]", f"{RMT}/unstructured")
    ]
    one = model_tx(remittance=Remittance(unstructured=("Invoice 17 and 18",)))
    assert model_findings(model_events([(model_info(), [one])])) == []


# --- remittance.both ----------------------------------------------------------------------


def test_both_without_skill_is_an_error_at_rmtinf() -> None:
    data = with_remittance({"unstructured": "Invoice 17", "structured": structured()})
    found = findings_of(data)
    assert [(f.code, f.pointer, f.xpath) for f in found] == [
        ("remittance.both", RMT, f"{TX_XPATH}/RmtInf")
    ]
    assert findings_of(with_remittance({"structured": structured()})) == []


def test_both_allowed_for_an_eri_skill_only() -> None:
    data = with_remittance({"unstructured": "Invoice 17", "structured": structured()})
    assert findings_of(data, skill=PERMISSIVE) == []
    found = findings_of(data, skill=NO_ERI)
    assert [f.code for f in found] == ["remittance.both"]
    assert NO_ERI in found[0].message


# --- remittance.structured-unsupported ----------------------------------------------------


def test_structured_for_a_skill_without_it() -> None:
    data = with_remittance({"structured": structured()})
    found = with_code(findings_of(data, skill=NO_STRUCTURED), "remittance.structured-unsupported")
    assert [(f.pointer, f.xpath) for f in found] == [
        (f"{RMT}/structured", f"{TX_XPATH}/RmtInf/Strd")
    ]
    assert findings_of(data, skill=NO_ERI) == []
    assert (
        with_code(
            findings_of(with_remittance({"unstructured": "x"}), skill=NO_STRUCTURED),
            "remittance.structured-unsupported",
        )
        == []
    )


def test_second_structured_block_reference_location() -> None:
    blocks = (
        StructuredRemittance(CreditorReference(VALID_RF, "SCOR")),
        StructuredRemittance(CreditorReference("RF00123", "SCOR")),
    )
    tx = model_tx(remittance=Remittance(structured=blocks))
    found = with_code(model_findings(model_events([(model_info(), [tx])])), "remittance.reference")
    assert [f.xpath for f in found] == [f"{TX_XPATH}/RmtInf/Strd[2]/CdtrRefInf/Ref"]
    assert get_profile(PERMISSIVE).eri


def test_the_rf_number_fast_path_matches_its_plain_twin() -> None:
    """An ISO 11649 reference with an all-digit body converts only ``RF`` (the fast
    path); it must give the number the full translation gives, for every body shape
    ``_RF`` lets through, and so the same verdict."""
    import random

    from pain_bridge.references import _RF, _rf_number, _rf_number_plain

    rng = random.Random(11649)
    alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    references = ["RF18539007547034", "RF00000", "RF991", "RF18RF18", "RF4520248515643382"]
    for _ in range(2000):
        size = rng.randint(1, 21)
        source = "0123456789" if rng.random() < 0.5 else alphabet
        body = "".join(rng.choice(source) for _ in range(size))
        references.append(f"RF{rng.randint(0, 99):02d}{body}")
    for reference in references:
        assert _RF.fullmatch(reference), reference
        assert _rf_number(reference) == _rf_number_plain(reference), reference
    # a valid one and its neighbour with a wrong check digit, by the public check
    assert problem(Scheme.ISO11649, "RF18 5390 0754 7034") is None
    assert problem(Scheme.ISO11649, "RF19539007547034") == "its mod-97 check fails"
