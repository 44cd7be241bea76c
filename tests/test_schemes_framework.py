"""The schemes framework: profiles as data, detection, the choice of the scheme, and the
runner that turns a check's hits into findings at the right line."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from conftest import FIXTURES
from pain_bridge.config import RuleConfig
from pain_bridge.engine import RuleEngine
from pain_bridge.errors import ConfigError
from pain_bridge.file_purpose import Purpose
from pain_bridge.findings import Finding, Severity
from pain_bridge.model import DocumentStart, PaymentInfo
from pain_bridge.rules.schemes import CHECKS
from pain_bridge.schemes import SCHEMES, Grade, UnknownScheme, detect, parse_choice, rule
from pain_bridge.validation import iter_findings
from pain_bridge.versions import PainVersion

TODAY = date(2099, 1, 15)
#: The fixture without its free-text addresses (the EPC and CBPR+ address rules refuse
#: them for its execution date in 2099; pain.001.001.03's SEPA core takes no other).
SINGLE = re.sub(
    rb"\s*<PstlAdr>.*?</PstlAdr>", b"", (FIXTURES / "xml" / "single.xml").read_bytes(), flags=re.S
)
assert b"PstlAdr" not in SINGLE
#: The fixture as it is, with its free-text addresses.
FREE_TEXT = (FIXTURES / "xml" / "single.xml").read_bytes()


def _findings(source: bytes | Path, **kwargs: object) -> list[Finding]:
    return list(iter_findings(source, today=TODAY, **kwargs))  # type: ignore[arg-type]


def _scheme_findings(source: bytes | Path, **kwargs: object) -> list[Finding]:
    return [f for f in _findings(source, **kwargs) if f.code.split(".")[0] in _FAMILIES]


_FAMILIES = {"scheme", "epc", "cbpr", "sps", "dk"}


def _line_of(document: bytes, text: bytes) -> int:
    return document[: document.index(text)].count(b"\n") + 1


def test_every_profile_is_consistent_with_the_checks_and_the_catalogue() -> None:
    assert {p.name for p in SCHEMES.values()} == {
        "epc-sct",
        "epc-sct-inst",
        "cbpr-plus",
        "swiss-sps",
        "dk",
    }
    for profile in SCHEMES.values():
        assert profile.problems() == []
        for r in profile.rules:
            assert r.source, r
            assert r.ref, r


def test_an_unconfirmed_rule_made_an_error_is_refused() -> None:
    bad = rule("epc.currency", "currency", Severity.ERROR, "X", Grade.UNCONFIRMED, "s",
               allowed=("EUR",))  # fmt: skip
    profile = replace(SCHEMES["epc-sct"], rules=(bad,))
    assert profile.problems() == ["epc-sct: epc.currency: an UNCONFIRMED rule is never an error"]


def test_a_rule_with_the_wrong_parameters_or_family_is_refused() -> None:
    bad = rule("sps.currency", "currency", Severity.ERROR, "X", Grade.P, "s", allowd=("EUR",))
    problems = replace(SCHEMES["epc-sct"], rules=(bad,)).problems()
    assert any("not in the scheme's family" in p for p in problems)
    assert any("takes ['allowed'], given ['allowd']" in p for p in problems)


def test_detection_reads_what_the_payment_info_says() -> None:
    from pain_bridge.model import Account, CodeOrProprietary, PaymentTypeInformation

    sepa = PaymentTypeInformation(service_levels=(CodeOrProprietary("SEPA"),))
    inst = replace(sepa, local_instrument=CodeOrProprietary("INST"))
    start = DocumentStart("xml", pain_version=PainVersion.V09)

    def name(info: PaymentInfo, begin: DocumentStart = start) -> str | None:
        found = detect(begin, info)
        return found.scheme.name if found is not None else None

    assert name(PaymentInfo(payment_type_information=sepa)) == "epc-sct"
    assert name(PaymentInfo(payment_type_information=inst)) == "epc-sct-inst"
    assert name(PaymentInfo()) is None
    swiss_account = Account(iban="CH9300762011623852957")
    assert name(PaymentInfo(debtor_account=swiss_account, payment_type_information=sepa)) == (
        "swiss-sps"
    )
    located = replace(start, schema_location="http://www.six-interbank-clearing.com/de/"
                      "pain.001.001.09.ch.03.xsd pain.001.001.09.ch.03.xsd")  # fmt: skip
    assert name(PaymentInfo(), located) == "swiss-sps"
    dk = DocumentStart("xml", pain_version=PainVersion.DK03)
    assert name(PaymentInfo(), dk) == "dk"


def test_the_scheme_applied_is_noted_with_its_reason_at_the_payment_info() -> None:
    found = _scheme_findings(SINGLE, scheme="auto")
    assert [(f.code, f.severity, f.line) for f in found] == [
        ("scheme.applied", Severity.INFO, _line_of(SINGLE, b"<PmtInf>"))
    ]
    assert "epc-sct" in found[0].message
    assert "SvcLvl/Cd SEPA" in found[0].message
    chosen = _scheme_findings(SINGLE, scheme="cbpr-plus")
    # CBPR+ is pain.001.001.09: the .03 fixture is noted, and its rules still run (a
    # SEPA payment of no UETR, SLEV, the payment info's NbOfTxs…: CBPR+ findings)
    codes = [f.code for f in chosen]
    assert codes[:2] == ["scheme.applied", "scheme.version"]
    assert {"cbpr.uetr-required", "cbpr.charge-bearer"} <= set(codes[2:])
    assert all(code.startswith("cbpr.") for code in codes[2:])
    assert "chosen with --scheme" in chosen[0].message


def test_a_currency_outside_the_scheme_is_an_error_at_its_line() -> None:
    mutant = SINGLE.replace(b'Ccy="EUR">1250.00', b'Ccy="CHF">1250.00')
    found = [f for f in _scheme_findings(mutant, scheme="auto") if f.code != "scheme.applied"]
    assert [(f.code, f.severity, f.line) for f in found] == [
        ("epc.currency", Severity.ERROR, _line_of(mutant, b'Ccy="CHF"'))
    ]
    assert "'CHF'" in found[0].message
    assert "EPC-SCT-03" in found[0].message
    assert found[0].xpath is not None
    assert found[0].xpath.endswith("/Amt/InstdAmt/@Ccy")


def test_a_long_name_is_an_error_on_every_level_and_in_every_family() -> None:
    long = b"N" * 71
    mutant = SINGLE.replace(b"Muster Maschinenbau GmbH", long).replace(b"Lieferant Nord AG", long)
    for scheme, code in (("epc-sct", "epc.name-length"), ("dk", "dk.name-length")):
        found = [f for f in _scheme_findings(mutant, scheme=scheme) if f.code == code]
        assert [f.xpath.rpartition("/")[0].rpartition("/")[2] for f in found if f.xpath] == [
            "InitgPty",
            "Dbtr",
            "Cdtr",
        ]
    # 70 characters pass
    clean = SINGLE.replace(b"Lieferant Nord AG", b"N" * 70)
    assert [f.code for f in _scheme_findings(clean, scheme="epc-sct")] == ["scheme.applied"]


def test_swiss_rules_apply_by_payment_type() -> None:
    swiss = (
        SINGLE.replace(b"DE89370400440532013000", b"CH9300762011623852957")
        .replace(b"DE02120300000000202051", b"CH5604835012345678009")
        .replace(b"<Cd>SEPA</Cd>", b"<Cd>NURG</Cd>")
    )
    in_chf = swiss.replace(b'Ccy="EUR">1250.00', b'Ccy="CHF">1250.00')
    # domestic D1 takes CHF and EUR (SPS 2025 is .09: the .03 fixture is noted)
    noted = ["scheme.applied", "scheme.version"]
    assert [f.code for f in _scheme_findings(in_chf, scheme="auto")] == noted
    assert [f.code for f in _scheme_findings(swiss, scheme="auto")] == noted
    # type S (SEPA) takes EUR only, and names of 70 characters at most
    sepa = in_chf.replace(b"<Cd>NURG</Cd>", b"<Cd>SEPA</Cd>").replace(
        b"Lieferant Nord AG", b"L" * 71
    )
    found = _scheme_findings(sepa, scheme="auto")
    assert [f.code for f in found] == [*noted, "sps.currency", "sps.name-length"]
    assert "CH debtor account" in found[0].message


def test_scheme_none_and_the_default_change_no_finding() -> None:
    for path in sorted((FIXTURES / "xml").glob("*.xml")):
        plain = _findings(path)
        assert _findings(path, scheme="none") == plain
        assert not [f for f in plain if f.code.split(".")[0] in _FAMILIES]


def test_for_a_bank_the_service_limits_and_the_loss_report_are_left_out() -> None:
    service = {f.code for f in _findings(SINGLE)}
    bank = {f.code for f in _findings(SINGLE, purpose=Purpose.BANK)}
    both = {f.code for f in _findings(SINGLE, purpose=Purpose.BOTH)}
    assert "map.dropped" in service or "map.inferred" in service
    assert not {c for c in bank if c.startswith("map.")}
    assert "scheme.applied" in bank
    assert "scheme.applied" in both
    assert service - {"scheme.applied"} <= both


def test_the_choice_comes_from_the_option_the_configuration_or_the_skill() -> None:
    assert RuleEngine(scheme="epc-sct").scheme.name == "epc-sct"
    assert RuleEngine().scheme.name == "none"
    assert RuleEngine(purpose=Purpose.BANK).scheme.name == "auto"
    config = RuleConfig.from_mapping({"scheme": "swiss-sps"})
    assert RuleEngine(config=config).scheme.name == "swiss-sps"
    assert RuleEngine(config=config, scheme="none").scheme.name == "none"
    from pain_bridge.profiles import SkillProfile

    skill = SkillProfile(name="acme_de_pisp_#1.0", scheme="dk")
    engine = RuleEngine(skill=skill)
    assert engine.scheme.name == "dk"
    assert "acme_de_pisp_#1.0" in engine.scheme.origin
    with pytest.raises(UnknownScheme, match="choose one of auto, none, epc-sct"):
        parse_choice("sepa")
    with pytest.raises(ConfigError, match="unknown scheme 'sepa'"):
        RuleConfig.from_mapping({"scheme": "sepa"})


def test_every_check_is_documented() -> None:
    for check in CHECKS.values():
        assert check.documentation, check.name


@pytest.mark.parametrize(
    ("day", "severity"),
    [("2026-11-14", Severity.WARNING), ("2026-11-15", Severity.ERROR)],
)
def test_the_address_cutover_is_decided_by_the_execution_date(day: str, severity: Severity) -> None:
    from pain_bridge.profiles import SkillProfile

    strict = SkillProfile("acme_de_pisp_#1.0", structured_addresses=True, bulk=True)
    document = FREE_TEXT.replace(b"2099-01-20", day.encode())
    found = [
        f
        for f in iter_findings(document, skill=strict, today=date(2026, 1, 1))
        if f.code == "address.unstructured"
    ]
    assert [f.severity for f in found] == [severity, severity]
    assert "15 November 2026" in found[0].message


def test_a_skill_profile_names_its_scheme() -> None:
    from pain_bridge.profiles import parse_profiles

    profiles = parse_profiles({"skills": {"acme_ch_pisp_#1.0": {"scheme": "swiss-sps"}}})
    assert profiles["acme_ch_pisp_#1.0"].scheme == "swiss-sps"
    with pytest.raises(ConfigError, match="unknown scheme 'sepa'"):
        parse_profiles({"skills": {"acme_ch_pisp_#1.0": {"scheme": "sepa"}}})


def test_a_group_header_rule_of_one_payment_type_runs_once_at_its_first_transaction() -> None:
    swiss_sepa = SINGLE.replace(b"DE89370400440532013000", b"CH9300762011623852957").replace(
        b"<Nm>Muster Maschinenbau GmbH</Nm>\n      </InitgPty>",
        b"<Nm>" + b"I" * 71 + b"</Nm>\n      </InitgPty>",
    )
    found = [f for f in _scheme_findings(swiss_sepa, scheme="auto") if f.code == "sps.name-length"]
    assert [f.line for f in found] == [_line_of(swiss_sepa, b"I" * 71)]
    domestic = swiss_sepa.replace(b"<Cd>SEPA</Cd>", b"<Cd>NURG</Cd>").replace(
        b"DE02120300000000202051", b"CH5604835012345678009"
    )
    found = _scheme_findings(domestic, scheme="auto")
    assert "sps.name-length" not in [f.code for f in found]
    assert "scheme.applied" in [f.code for f in found]
