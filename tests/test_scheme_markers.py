"""Which scheme a payment info follows when its markers disagree.

What the payment says (``SvcLvl/Cd SEPA``, the debtor account's IBAN) outranks a hint
(``xsi:schemaLocation``, which banks ignore); where markers point to different schemes,
``scheme.markers-disagree`` names them and the scheme applied. A Swiss SEPA payment (a
CH/LI debtor account, ``SvcLvl SEPA``) is both at once, not a disagreement: the Swiss
guideline's payment type S is SEPA (SPS IG v2.2 §3.15; its S rules restate EPC132-08).
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from click.testing import CliRunner

from conftest import FIXTURES
from pain_bridge.cli import main
from pain_bridge.findings import CATALOGUE, Finding, Severity
from pain_bridge.validation import iter_findings

TODAY = date(2099, 1, 15)
#: SEPA, a German debtor, free-text addresses (which EPC refuses for 2099).
SINGLE = (FIXTURES / "xml" / "single.xml").read_bytes()
SWISS_LOCATION = (
    b'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="'
    b'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03 pain.001.001.03.ch.02.xsd"'
)
LOCATED = SINGLE.replace(b'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"', SWISS_LOCATION)
assert LOCATED != SINGLE
CH_DEBTOR = b"CH9300762011623852957"


def _scheme(source: bytes) -> list[Finding]:
    return [
        f
        for f in iter_findings(source, today=TODAY, scheme="auto")
        if f.code.partition(".")[0] in ("scheme", "epc", "sps")
    ]


def _codes(found: list[Finding]) -> list[str]:
    return [f.code for f in found]


def test_a_swiss_schema_location_does_not_switch_epc_off(tmp_path: Path) -> None:
    plain, located = tmp_path / "plain.xml", tmp_path / "located.xml"
    plain.write_bytes(SINGLE)
    located.write_bytes(LOCATED)
    runner = CliRunner()
    for path in (plain, located):
        result = runner.invoke(main, ["validate", "--format", "json", "--for", "bank", str(path)])
        assert result.exit_code == 1, result.output
        findings = json.loads(result.output)["files"][0]["findings"]
        codes = [f["code"] for f in findings]
        assert codes.count("epc.address-unstructured") == 2, codes
        (applied,) = [f["message"] for f in findings if f["code"] == "scheme.applied"]
        assert applied.startswith("epc-sct ")
    disagree = [f for f in findings if f["code"] == "scheme.markers-disagree"]
    assert [(f["severity"], f["line"]) for f in disagree] == [("warning", 13)]  # <PmtInf>
    message = disagree[0]["message"]
    assert "Swiss schema location" in message
    assert "pain.001.001.03.ch.02.xsd" in message
    assert "SvcLvl/Cd SEPA" in message
    assert "DE debtor account" in message
    assert "epc-sct applies" in message


def test_one_marker_is_no_disagreement() -> None:
    assert "scheme.markers-disagree" not in _codes(_scheme(SINGLE))


def test_a_swiss_sepa_payment_is_swiss_type_s_without_a_disagreement() -> None:
    for source in (SINGLE, LOCATED):
        found = _scheme(source.replace(b"DE89370400440532013000", CH_DEBTOR))
        assert "scheme.markers-disagree" not in _codes(found)
        assert found[0].code == "scheme.applied"
        assert found[0].message.startswith("swiss-sps ")


def test_a_swiss_location_alone_still_applies_swiss_sps_and_names_a_foreign_debtor() -> None:
    """Without SvcLvl SEPA the location is the only marker naming a scheme: SPS applies
    (the stricter reading than none), and a debtor account no Swiss bank holds is named."""
    no_sepa = LOCATED.replace(b"<Cd>SEPA</Cd>", b"<Cd>NURG</Cd>")
    found = _scheme(no_sepa)
    assert found[0].code == "scheme.applied"
    assert "swiss-sps" in found[0].message
    (disagree,) = [f for f in found if f.code == "scheme.markers-disagree"]
    assert "Swiss schema location" in disagree.message
    assert "DE debtor account" in disagree.message
    assert "swiss-sps applies" in disagree.message
    swiss = no_sepa.replace(b"DE89370400440532013000", CH_DEBTOR)
    assert "scheme.markers-disagree" not in _codes(_scheme(swiss))


def test_a_chosen_scheme_reads_no_markers() -> None:
    found = [f.code for f in iter_findings(LOCATED, today=TODAY, scheme="swiss-sps")]
    assert "scheme.markers-disagree" not in found


def test_the_disagreement_is_a_catalogued_warning() -> None:
    assert CATALOGUE["scheme.markers-disagree"].severity is Severity.WARNING


def test_a_swiss_type_s_message_names_the_payment_type() -> None:
    """The EUR-only and 70-character rules are payment type S's, not all of SPS's."""
    swiss = (
        SINGLE.replace(b"DE89370400440532013000", CH_DEBTOR)
        .replace(b'Ccy="EUR">1250.00', b'Ccy="CHF">1250.00')
        .replace(b"Lieferant Nord AG", b"L" * 71)
    )
    found = {f.code: f.message for f in _scheme(swiss)}
    assert "swiss-sps payment type S (SEPA) takes EUR only" in found["sps.currency"]
    assert "swiss-sps payment type S (SEPA) takes 70 at most" in found["sps.name-length"]
    epc = {f.code: f.message for f in _scheme(swiss.replace(CH_DEBTOR, b"DE89370400440532013000"))}
    assert "epc-sct takes EUR only" in epc["epc.currency"]


def test_a_dk_file_stays_dk_and_names_a_swiss_marker() -> None:
    from pain_bridge.model import Account, DocumentStart, PaymentInfo
    from pain_bridge.schemes import detect
    from pain_bridge.versions import PainVersion

    dk = DocumentStart("xml", pain_version=PainVersion.DK03)
    plain = detect(dk, PaymentInfo(debtor_account=Account(iban="DE89370400440532013000")))
    assert plain is not None
    assert (plain.scheme.name, plain.disagreement) == ("dk", None)
    swiss = detect(dk, PaymentInfo(debtor_account=Account(iban=CH_DEBTOR.decode())))
    assert swiss is not None
    assert swiss.scheme.name == "dk"
    assert swiss.disagreement is not None
    assert "CH debtor account IBAN points to swiss-sps" in swiss.disagreement
    assert "dk applies" in swiss.disagreement
