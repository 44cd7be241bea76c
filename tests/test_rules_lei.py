"""LEI check digits (``lei.checksum``): every place a pain.001.001.09 carries an LEI, the
check itself, and a value of the wrong shape left to the schema."""

from __future__ import annotations

import pytest

from pain_bridge.findings import Finding
from pain_bridge.rules.lei import is_valid_lei
from pain_bridge.samples import sample
from pain_bridge.validation import iter_findings
from scheme_support import TODAY

VALID, MISTYPED = "529900T8BM49AURSDO55", "529900T8BM49AURSDO56"
INFO = "/Document/CstmrCdtTrfInitn/PmtInf[1]"
TX = f"{INFO}/CdtTrfTxInf[1]"


def _findings(old: str, new: str) -> list[Finding]:
    text = sample("cbpr")
    assert text.count(old) == 1, old
    return list(iter_findings(text.replace(old, new).encode(), today=TODAY))


def _at(findings: list[Finding], code: str) -> set[str | None]:
    return {f.xpath for f in findings if f.code == code}


def test_the_check_digits() -> None:
    assert is_valid_lei(VALID)
    assert is_valid_lei("5493001KJTIIGC8Y1R12")
    assert not is_valid_lei(MISTYPED)
    assert not is_valid_lei("5493001KJTIIGC8Y1R13")
    # a transposition of two characters changes the remainder
    assert not is_valid_lei("259900T8BM49AURSDO55")
    assert not is_valid_lei("529900T8BM49AURSDO5")  # 19 characters: not an LEI
    assert not is_valid_lei("529900t8bm49aursdo55")  # the shape wants capitals


#: Where an LEI goes in the sample, with it, and the finding's XPath.
PLACES = [
    (
        "<Nm>Debtor AG</Nm>\n      </InitgPty>",
        "<Nm>Debtor AG</Nm>\n<Id><OrgId><LEI>{}</LEI></OrgId></Id></InitgPty>",
        "/Document/CstmrCdtTrfInitn/GrpHdr/InitgPty/Id/OrgId/LEI",
    ),
    (
        "</PstlAdr>\n      </Dbtr>",
        "</PstlAdr>\n<Id><OrgId><LEI>{}</LEI></OrgId></Id></Dbtr>",
        f"{INFO}/Dbtr/Id/OrgId/LEI",
    ),
    (
        "<BICFI>COBADEFFXXX</BICFI>\n        </FinInstnId>",
        "<BICFI>COBADEFFXXX</BICFI>\n<LEI>{}</LEI></FinInstnId>",
        f"{INFO}/DbtrAgt/FinInstnId/LEI",
    ),
    (
        "<BICFI>COBADEFFXXX</BICFI>\n        </FinInstnId>",
        "<BICFI>COBADEFFXXX</BICFI>\n</FinInstnId><BrnchId><LEI>{}</LEI></BrnchId>",
        f"{INFO}/DbtrAgt/BrnchId/LEI",
    ),
    (
        "<ChrgBr>SHAR</ChrgBr>",
        "<ChrgBr>SHAR</ChrgBr>\n<IntrmyAgt1><FinInstnId><BICFI>DEUTDEFFXXX</BICFI>"
        "<LEI>{}</LEI></FinInstnId></IntrmyAgt1>",
        f"{TX}/IntrmyAgt1/FinInstnId/LEI",
    ),
    (
        "<BICFI>CHASUS33XXX</BICFI>",
        "<BICFI>CHASUS33XXX</BICFI>\n<LEI>{}</LEI>",
        f"{TX}/CdtrAgt/FinInstnId/LEI",
    ),
    (
        "</PstlAdr>\n        </Cdtr>",
        "</PstlAdr>\n<Id><OrgId><LEI>{}</LEI></OrgId></Id></Cdtr>",
        f"{TX}/Cdtr/Id/OrgId/LEI",
    ),
]


@pytest.mark.parametrize(("old", "new", "xpath"), PLACES, ids=lambda v: str(v)[-30:])
def test_a_mistyped_lei_is_found_where_it_is_and_a_valid_one_passes(
    old: str, new: str, xpath: str
) -> None:
    valid = _findings(old, new.format(VALID))
    assert not _at(valid, "xsd.violation"), [f for f in valid if f.code == "xsd.violation"]
    assert not _at(valid, "lei.checksum")
    mistyped = _findings(old, new.format(MISTYPED))
    assert _at(mistyped, "lei.checksum") == {xpath}
    assert [f.severity.value for f in mistyped if f.code == "lei.checksum"] == ["error"]


@pytest.mark.parametrize("value", ["529900t8bm49aursdo55", "529900T8BM49AURSDO5", "52990"])
def test_an_lei_of_the_wrong_shape_draws_the_schema_violation_alone(value: str) -> None:
    old, new, xpath = PLACES[2]
    found = _findings(old, new.format(value))
    assert xpath in _at(found, "xsd.violation")
    assert not _at(found, "lei.checksum")
