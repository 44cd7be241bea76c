"""A value with a comment or processing instruction inside is still the value.

``<Nm>Lieferant <!-- checked -->Nord AG</Nm>`` is the name ``Lieferant Nord AG`` to the
schema; the reader took the element for an aggregate (it has a child: the comment) and
lost the value: an XML → XML migration dropped the name without a word, the JSON lacked
it (``map.missing``). Here in the header (the walk), in a transaction (its shape), with
one process or two.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lxml import etree

from conftest import FIXTURES
from pain_bridge.convert import convert
from pain_bridge.reader import ReadOptions, pipeline, read_message

SINGLE = (FIXTURES / "xml" / "single.xml").read_text(encoding="utf-8")
NS = "{urn:iso:std:iso:20022:tech:xsd:pain.001.001.03}"


@pytest.fixture
def commented(tmp_path: Path) -> Path:
    text = SINGLE.replace(
        "<Nm>Muster Maschinenbau GmbH</Nm>\n      </InitgPty>",
        "<Nm>Muster <!-- the group's -->Maschinenbau GmbH</Nm>\n      </InitgPty>",
    )
    text = text.replace(
        "<Nm>Lieferant Nord AG</Nm>", "<Nm>Lieferant <!-- checked -->Nord<?mark x?> AG</Nm>"
    )
    text = text.replace(
        "<Ustrd>Invoice 2099-0042 of 2099-01-02</Ustrd>",
        "<Ustrd><!-- ref -->Invoice 2099-0042 of 2099-01-02</Ustrd>",
    )
    assert text.count("<!--") == 3
    path = tmp_path / "commented.xml"
    path.write_text(text, encoding="utf-8")
    # what the schema reads: the text around the markup
    root = etree.parse(str(path)).getroot()
    names = ["".join(e.itertext()) for e in root.iter(f"{NS}Nm")]
    assert "Lieferant Nord AG" in names
    return path


@pytest.mark.parametrize("processes", [1, 2])
def test_the_values_are_read_whole(
    commented: Path, processes: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pipeline, "MIN_SIZE", 0)
    message, findings = read_message(commented, ReadOptions(processes=processes))
    assert message is not None
    assert not [f for f in findings if f.is_error]
    assert message.group_header.initiating_party is not None
    assert message.group_header.initiating_party.name == "Muster Maschinenbau GmbH"
    tx = message.payment_infos[0].transactions[0]
    assert tx.creditor is not None
    assert tx.creditor.name == "Lieferant Nord AG"
    assert tx.remittance is not None
    assert list(tx.remittance.unstructured) == ["Invoice 2099-0042 of 2099-01-02"]


def test_json_and_migration_keep_them(commented: Path) -> None:
    result = convert(
        commented, psu_redirect_link="https://app.example/cb", allow_immediate_execution=True
    )
    assert result.output is not None, [f.code for f in result.listed if f.is_error]
    data = json.loads(result.output)
    tx = data["payment_info"][0]["transactions"][0]
    assert tx["creditor"]["name"] == "Lieferant Nord AG"
    migrated = convert(commented, to="xml", pain_version="09")
    assert migrated.output is not None
    root = etree.fromstring(migrated.output)
    names = [e.text for e in root.iter() if etree.QName(e).localname == "Nm"]
    assert "Lieferant Nord AG" in names
    assert "Muster Maschinenbau GmbH" in names


def test_an_aggregate_with_only_a_comment_stays_an_aggregate(tmp_path: Path) -> None:
    text = SINGLE.replace(
        "<AdrLine>Hafenweg 3</AdrLine>\n          </PstlAdr>",
        "<AdrLine>Hafenweg 3</AdrLine>\n          </PstlAdr><CtctDtls><!-- none --></CtctDtls>",
    )
    assert "<CtctDtls>" in text
    path = tmp_path / "empty-contact.xml"
    path.write_text(text, encoding="utf-8")
    message, findings = read_message(path)
    assert message is not None
    tx = message.payment_infos[0].transactions[0]
    assert tx.creditor is not None
    assert tx.creditor.name == "Lieferant Nord AG"
    assert not [f for f in findings if f.is_error]
