"""The benchmark input generator (benchmarks/generate.py): deterministic, valid, exact."""

from __future__ import annotations

import json
import subprocess
import sys
import warnings
from collections import Counter
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from lxml import etree
from schwifty import IBAN

from conftest import PEAK_KB
from scripts_support import load_bench

PROJECT_ROOT = Path(__file__).resolve().parents[1]
GENERATE_PY = PROJECT_ROOT / "benchmarks" / "generate.py"
XSD = PROJECT_ROOT / "src" / "pain_bridge" / "xsd" / "pain.001.001.03.xsd"
NS = {"p": "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"}


gen = load_bench("generate")


@pytest.fixture(scope="module")
def schema() -> etree.XMLSchema:
    return etree.XMLSchema(etree.parse(str(XSD)))


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    """700 transactions in 7 payment infos: EUR ones, one CHF and one GBP."""
    path = tmp_path_factory.mktemp("gen") / "sample.xml"
    return path, gen.generate_xml(path, 700, 7, seed=42)


def _all_texts(path: Path, tag: str) -> list[str]:
    return [e.text or "" for e in etree.parse(str(path)).iter(f"{{{NS['p']}}}{tag}")]


def _text(element: etree._Element, path: str) -> str:
    found = element.find(path, NS)
    assert found is not None, path
    return found.text or ""


def test_same_seed_same_bytes_other_seed_other_bytes(tmp_path: Path) -> None:
    a, b, c = tmp_path / "a.xml", tmp_path / "b.xml", tmp_path / "c.xml"
    gen.generate_xml(a, 300, 4, seed=1)
    gen.generate_xml(b, 300, 4, seed=1)
    gen.generate_xml(c, 300, 4, seed=2)
    assert a.read_bytes() == b.read_bytes()
    assert a.read_bytes() != c.read_bytes()
    ja, jb = tmp_path / "a.json", tmp_path / "b.json"
    gen.generate_json(ja, 300, 4, seed=1)
    gen.generate_json(jb, 300, 4, seed=1)
    assert ja.read_bytes() == jb.read_bytes()


def test_output_is_schema_valid(sample: tuple[Path, Any], schema: etree.XMLSchema) -> None:
    path, _ = sample
    document = etree.parse(str(path))
    assert schema.validate(document), schema.error_log


def test_one_transaction_one_payment_info_is_schema_valid(
    tmp_path: Path, schema: etree.XMLSchema
) -> None:
    path = tmp_path / "one.xml"
    info = gen.generate_xml(path, 1, 1, seed=0, execution_date="2030-06-30")
    document = etree.parse(str(path))
    assert schema.validate(document), schema.error_log
    assert info.transactions == 1
    assert info.payment_infos == 1
    assert document.findtext(".//p:ReqdExctnDt", namespaces=NS) == "2030-06-30"


def test_totals_are_exact(sample: tuple[Path, Any]) -> None:
    path, info = sample
    root = etree.parse(str(path)).getroot()
    header = root.find("p:CstmrCdtTrfInitn/p:GrpHdr", NS)
    assert header is not None
    grand_total = Decimal(0)
    grand_count = 0
    totals = []
    for pmtinf in root.iterfind("p:CstmrCdtTrfInitn/p:PmtInf", NS):
        amounts = [Decimal(a.text or "") for a in pmtinf.iterfind(".//p:InstdAmt", NS)]
        assert _text(pmtinf, "p:NbOfTxs") == str(len(amounts))
        assert Decimal(_text(pmtinf, "p:CtrlSum")) == sum(amounts)
        totals.append((len(amounts), sum(amounts)))
        grand_total += sum(amounts)
        grand_count += len(amounts)
    assert _text(header, "p:NbOfTxs") == "700" == str(grand_count)
    assert Decimal(_text(header, "p:CtrlSum")) == grand_total == info.ctrl_sum
    assert tuple(totals) == info.payment_info_totals
    # Uneven payment info sizes, all non-empty.
    assert len({n for n, _ in totals}) > 1
    assert min(n for n, _ in totals) >= 1


def test_every_payment_info_has_one_currency_mostly_eur(sample: tuple[Path, Any]) -> None:
    path, _ = sample
    root = etree.parse(str(path)).getroot()
    currencies = []
    for pmtinf in root.iterfind(".//p:PmtInf", NS):
        account = _text(pmtinf, "p:DbtrAcct/p:Ccy")
        used = {a.get("Ccy") for a in pmtinf.iterfind(".//p:InstdAmt", NS)}
        used |= {c.text for c in pmtinf.iterfind(".//p:CdtrAcct/p:Ccy", NS)}
        assert used == {account}
        currencies.append(account)
    assert currencies.count("EUR") == 5
    assert set(currencies) == {"EUR", "CHF", "GBP"}


def test_end_to_end_ids_unique(sample: tuple[Path, Any]) -> None:
    path, _ = sample
    ids = _all_texts(path, "EndToEndId")
    assert len(ids) == 700
    assert len(set(ids)) == 700
    assert all(len(i) <= 35 for i in ids)


def test_ibans_valid_with_national_check_digits(sample: tuple[Path, Any]) -> None:
    path, _ = sample
    ibans = _all_texts(path, "IBAN")
    countries = Counter(i[:2] for i in ibans)
    assert {"DE", "FR", "NL", "ES", "IT", "BE", "AT", "CH", "GB"} <= set(countries)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # also: every national checksum was really verified
        for iban in ibans:
            checked = IBAN(iban, validate_bban=True)
            if checked.country_code in ("DE", "FR", "ES", "IT", "BE"):
                assert checked.bban.validate_national_checksum()
    assert len(set(ibans)) > 0.95 * len(ibans)


def test_iban_check_digits_match_known_examples() -> None:
    assert gen.iban_from_bban("DE", "370400440532013000") == "DE89370400440532013000"
    assert gen.iban_from_bban("GB", "WEST12345698765432") == "GB82WEST12345698765432"
    assert gen.iban_from_bban("FR", "20041010050500013M02606") == "FR1420041010050500013M02606"


def test_texts_use_the_sepa_character_set(sample: tuple[Path, Any]) -> None:
    path, _ = sample
    allowed = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-?:().,'+ ")
    for element in etree.parse(str(path)).iter():
        if isinstance(element.tag, str) and element.text and element.text.strip():
            assert set(element.text.strip()) <= allowed, element.text


def test_size_per_transaction_about_950_bytes(tmp_path: Path) -> None:
    info = gen.generate_xml(tmp_path / "size.xml", 5000, 10, seed=3)
    assert 900 <= info.size_bytes / 5000 <= 1050


def _xml_transactions(path: Path) -> list[dict[str, object]]:
    """The XML's transactions in the JSON shape, by the rules of mapping.md."""
    out = []
    for tx in etree.parse(str(path)).getroot().iterfind(".//p:CdtTrfTxInf", NS):
        amount = tx.find("p:Amt/p:InstdAmt", NS)
        assert amount is not None
        address = tx.find("p:Cdtr/p:PstlAdr", NS)
        assert address is not None
        lines = [line.text for line in address.iterfind("p:AdrLine", NS)]
        creditor: dict[str, object] = {"name": _text(tx, "p:Cdtr/p:Nm")}
        if lines:
            creditor["address"] = ", ".join(str(line) for line in lines)
        else:
            creditor["address"] = f"{_text(address, 'p:StrtNm')} {_text(address, 'p:BldgNb')}"
        for tag, key in (("PstCd", "postcode"), ("TwnNm", "town"), ("Ctry", "country")):
            value = address.findtext(f"p:{tag}", namespaces=NS)
            if value is not None:
                creditor[key] = value
        out.append(
            {
                "amount": {
                    "instructed_amount": {"value": amount.text, "currency": amount.get("Ccy")}
                },
                "creditor": creditor,
                "creditor_account": {
                    "identification": {"iban": _text(tx, "p:CdtrAcct/p:Id/p:IBAN")},
                    "currency": _text(tx, "p:CdtrAcct/p:Ccy"),
                },
                "payment_identification": {"end_to_end_id": _text(tx, "p:PmtId/p:EndToEndId")},
                "remittance_information": {"unstructured": _text(tx, "p:RmtInf/p:Ustrd")},
            }
        )
    return out


def test_json_variant_has_the_payment_intent_shape_and_same_payments(
    sample: tuple[Path, Any], tmp_path: Path
) -> None:
    xml_path, info = sample
    json_path = tmp_path / "sample.json"
    json_info = gen.generate_json(json_path, 700, 7, seed=42, redirect="https://app.example/back")
    assert json_info.ctrl_sum == info.ctrl_sum
    data = json.loads(json_path.read_text(encoding="utf-8"))
    assert set(data) == {"psu_redirect_link", "group_header", "payment_info"}
    assert data["psu_redirect_link"] == "https://app.example/back"
    root = etree.parse(str(xml_path)).getroot()
    assert data["group_header"] == {
        "message_id": _text(root, ".//p:GrpHdr/p:MsgId"),
        "txs_no": 700,
    }
    pmtinfs = list(root.iterfind(".//p:PmtInf", NS))
    assert len(data["payment_info"]) == len(pmtinfs) == 7
    for element, info_json in zip(pmtinfs, data["payment_info"], strict=True):
        assert set(info_json) == {"payment_info_id", "debtor", "debtor_account", "transactions"}
        assert info_json["payment_info_id"] == _text(element, "p:PmtInfId")
        lines = [line.text for line in element.iterfind("p:Dbtr/p:PstlAdr/p:AdrLine", NS)]
        assert info_json["debtor"] == {
            "name": _text(element, "p:Dbtr/p:Nm"),
            "address": ", ".join(str(line) for line in lines),
            "postcode": _text(element, "p:Dbtr/p:PstlAdr/p:PstCd"),
            "town": _text(element, "p:Dbtr/p:PstlAdr/p:TwnNm"),
            "country": _text(element, "p:Dbtr/p:PstlAdr/p:Ctry"),
        }
        assert info_json["debtor_account"] == {
            "identification": {"iban": _text(element, "p:DbtrAcct/p:Id/p:IBAN")},
            "currency": _text(element, "p:DbtrAcct/p:Ccy"),
        }
        assert len(info_json["transactions"]) == len(element.findall("p:CdtTrfTxInf", NS))
    transactions = [tx for info_json in data["payment_info"] for tx in info_json["transactions"]]
    assert transactions == _xml_transactions(xml_path)
    for tx in transactions:
        assert isinstance(tx["amount"]["instructed_amount"]["value"], str)


def test_invalid_parameters_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="payment infos"):
        gen.generate_xml(tmp_path / "x.xml", 3, 4)
    with pytest.raises(ValueError, match="at least one transaction"):
        gen.generate_xml(tmp_path / "x.xml", 0, 1)
    with pytest.raises(ValueError, match="seed"):
        gen.generate_xml(tmp_path / "x.xml", 5, 1, seed=-1)
    with pytest.raises(ValueError, match="ISO date"):
        gen.generate_xml(tmp_path / "x.xml", 5, 1, execution_date="31.12.2099")
    assert not (tmp_path / "x.xml").exists()
    assert list(tmp_path.iterdir()) == []


def test_cli_writes_xml_and_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "cli.xml"
    assert gen.main(["--transactions", "50", "--payment-infos", "2", "-o", str(out)]) == 0
    assert "50 transactions in 2 payment infos" in capsys.readouterr().out
    assert etree.parse(str(out)).getroot().tag.endswith("Document")
    out_json = tmp_path / "cli.json"
    assert gen.main(["-n", "50", "-k", "2", "--json", "-o", str(out_json)]) == 0
    assert json.loads(out_json.read_text())["group_header"]["txs_no"] == 50
    assert gen.main(["-n", "1", "-k", "2", "-o", str(tmp_path / "bad.xml")]) == 2
    assert "payment infos" in capsys.readouterr().err


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
def test_memory_stays_flat_while_streaming(tmp_path: Path) -> None:
    code = PEAK_KB + (
        "import sys; sys.path.insert(0, sys.argv[1]); import generate;"
        "generate.generate_xml(sys.argv[2], int(sys.argv[3]), 10, seed=5);"
        "print(peak_kb())"
    )

    def peak_kb(n: int) -> int:
        out = subprocess.run(
            [sys.executable, "-c", code, str(GENERATE_PY.parent), str(tmp_path / "m.xml"), str(n)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        return int(out.strip())

    small, large = peak_kb(1_000), peak_kb(60_000)
    assert large - small < 4 * 1024, (small, large)


@pytest.mark.parametrize("version", ["09", "13"])
def test_a_later_version_is_valid_against_its_own_schema_and_reads_clean(
    tmp_path: Path, version: str
) -> None:
    from pain_bridge.validation import iter_findings
    from pain_bridge.versions import PainVersion
    from pain_bridge.xsd import pain001_schema

    path = tmp_path / f"v{version}.xml"
    gen.generate_xml(path, 40, 4, seed=7, execution_date="2030-01-15", pain_version=version)
    schema = pain001_schema(PainVersion.parse(version))
    assert schema.validate(etree.parse(str(path))), schema.error_log
    found = {f.code for f in iter_findings(path) if f.severity.value != "info"}
    assert found <= {"map.dropped", "map.unsupported"}  # the JSON's limits, nothing else


def test_the_13_file_is_the_09_file_in_the_13_namespace(tmp_path: Path) -> None:
    """The bench's .13 input carries exactly the .09 one's payments: what differs in a
    run is the version, not the content."""
    nine, thirteen = tmp_path / "09.xml", tmp_path / "13.xml"
    gen.generate_xml(nine, 120, 5, seed=3, pain_version="09")
    gen.generate_xml(thirteen, 120, 5, seed=3, pain_version="13")
    expected = nine.read_bytes().replace(
        gen.NAMESPACES["09"].encode(), gen.NAMESPACES["13"].encode()
    )
    assert thirteen.read_bytes() == expected
    assert gen.NAMESPACES["13"].encode() in expected
