"""The bundled schema: found through the package, compiled once, and its unit variant."""

from __future__ import annotations

import hashlib
from pathlib import Path

from lxml import etree

from pain_bridge import xmlsafe, xsd

XML = Path(__file__).resolve().parents[1] / "fixtures" / "xml"


def test_schema_is_the_bundled_file_compiled_once() -> None:
    path = xsd.schema_path()
    assert path.name == "pain.001.001.03.xsd"
    assert path.is_file()
    # the file documented in SOURCE.md, byte for byte
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    assert digest in (path.parent / "SOURCE.md").read_text(encoding="utf-8")
    assert xsd.pain001_schema() is xsd.pain001_schema()
    assert xsd.pain001_unit_schema() is xsd.pain001_unit_schema()
    assert xsd.pain001_unit_schema() is not xsd.pain001_schema()


def test_schema_is_compiled_from_the_shared_parse_left_as_it_was() -> None:
    """pain001_schema compiles the tree its paths and content model read (one parse):
    that tree stays the file's, and each version's schema judges as one compiled from a
    parse of its own."""
    from pain_bridge.versions import PainVersion
    from pain_bridge.xsd_paths import _schema_root

    valid = etree.parse(str(XML / "bulk.xml"), xmlsafe.make_parser())
    invalid = etree.parse(str(XML / "invalid-xsd.xml"), xmlsafe.make_parser())
    for version in PainVersion:
        schema = xsd.pain001_schema(version)
        shared = etree.tostring(_schema_root(version.value))
        fresh = xsd._schema_document(version)
        assert shared == etree.tostring(fresh.getroot())
        own = etree.XMLSchema(fresh)
        for doc in (valid, invalid):
            assert schema.validate(doc) == own.validate(doc)
            assert [str(e) for e in schema.error_log] == [str(e) for e in own.error_log]


def test_unit_schema_validates_a_transaction_on_its_own() -> None:
    tree = etree.parse(str(XML / "invalid-xsd.xml"), xmlsafe.make_parser())
    ns = {"p": xsd.NAMESPACE}
    good, bad = tree.findall(".//p:PmtInf[1]/p:CdtTrfTxInf", ns)
    unit = xsd.pain001_unit_schema()
    assert unit.validate(good)
    assert not unit.validate(bad)
    (error,) = list(unit.error_log)  # type: ignore[call-overload]
    assert error.line == bad.find("p:Amt/p:InstdAmt", ns).sourceline
    # the whole document gets the same verdict from both schemas
    assert not unit.validate(tree)
    assert not xsd.pain001_schema().validate(tree)
    valid = etree.parse(str(XML / "bulk.xml"), xmlsafe.make_parser())
    assert unit.validate(valid)
    assert xsd.pain001_schema().validate(valid)
    # a transaction alone is not a document
    assert not xsd.pain001_schema().validate(good)


def test_content_model() -> None:
    complex_types, simple = xsd.content_model()
    tx = complex_types[xsd.UNIT_ELEMENTS["CdtTrfTxInf"]]
    assert tx["Cdtr"].type_name == "PartyIdentification32"
    assert not tx["Cdtr"].repeatable
    assert tx["RltdRmtInf"].repeatable
    address = complex_types["PostalAddress6"]
    assert address["AdrLine"].repeatable
    assert not address["StrtNm"].repeatable
    assert "ActiveOrHistoricCurrencyAndAmount" in simple  # simple content with @Ccy
    assert address["Ctry"].type_name in simple
