"""pain.001.001.09 beside .03: reading, writing, migrating, and the field table behind them."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import fields, is_dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from lxml import etree

from conftest import CORPUS, corpus_files
from pain_bridge.convert import convert
from pain_bridge.fields import node_table
from pain_bridge.model import (
    FinancialInstitution,
    Message,
    OrganisationIdentification,
    Origin,
    Party,
    PartyIdentification,
)
from pain_bridge.reader import read_message
from pain_bridge.testing import example_message, xml_messages
from pain_bridge.versions import PainVersion
from pain_bridge.writer import WriteOptions, write_xml
from pain_bridge.writer.version_loss import version_losses
from pain_bridge.xsd import pain001_schema

V03, V09 = PainVersion.V03, PainVersion.V09
SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
NINES = [
    p for p in corpus_files(include_other_versions=True) if ".001.09" in p.read_text("utf-8")[:400]
]
CLEAN_03 = [
    p
    for p in corpus_files()
    if (m := read_message(p))[0] is not None and not [f for f in m[1] if f.is_error]
]


def plain(value: Any) -> Any:
    """A model value without its origins (where it was read), for comparison."""
    if isinstance(value, Origin):
        return None
    if is_dataclass(value) and not isinstance(value, type):
        return replace(value, **{f.name: plain(getattr(value, f.name)) for f in fields(value)})
    if isinstance(value, tuple):
        return tuple(plain(item) for item in value)
    return value


def written(message: Message, version: PainVersion) -> bytes:
    data = write_xml(message, options=WriteOptions(version=version))
    assert data is not None
    return data


def read(data: bytes) -> Message:
    message, findings = read_message(data)
    assert message is not None, findings
    assert not [f for f in findings if f.code in ("xsd.violation", "xml.syntax")], findings
    return message


# --------------------------------------------------------------------------- the table


def test_the_table_locates_each_version_s_paths() -> None:
    layout = node_table(V09, "transaction")
    assert layout.locate("CdtrAgt/FinInstnId/BIC") == ("CdtrAgt/FinInstnId/BICFI", None)
    assert layout.locate("Cdtr/PstlAdr/TwnNm") == ("Cdtr/PstlAdr/TwnNm", "/creditor/town")
    assert node_table(V03, "transaction").locate("CdtrAgt/FinInstnId/BIC")[0].endswith("/BIC")


def test_every_json_pointer_is_the_same_in_both_versions() -> None:
    for kind in ("group_header", "payment_info", "transaction"):
        old = {r.model: r.json for r in node_table(V03, kind).rows if r.json is not None}
        new = {r.model: r.json for r in node_table(V09, kind).rows if r.json is not None}
        assert old == new, kind


@pytest.mark.parametrize("version", [V03, V09], ids=lambda v: v.value)
def test_every_model_field_of_the_table_is_a_field_of_the_model(version: PainVersion) -> None:
    from pain_bridge.model import GroupHeader, PaymentInfo, Transaction

    roots = {"group_header": GroupHeader, "payment_info": PaymentInfo, "transaction": Transaction}
    for kind, cls in roots.items():
        messages = xml_messages(version)  # the generator fills every field the table has
        assert messages is not None
        for row in node_table(version, kind).rows:
            if row.model is None:
                continue
            owner: Any = cls
            for name in row.model.replace("[]", "").split("."):
                assert name in {f.name for f in fields(owner)}, (kind, row.model)
                hint = {f.name: f for f in fields(owner)}[name]
                owner = _class_of(owner, hint.name)


def _class_of(owner: Any, name: str) -> Any:
    import typing

    hint = typing.get_type_hints(owner)[name]
    for arg in (hint, *typing.get_args(hint)):
        if is_dataclass(arg):
            return arg
        for inner in typing.get_args(arg):
            if is_dataclass(inner):
                return inner
    return object


# --------------------------------------------------------------------------- properties


@SETTINGS
@given(xml_messages(V03))
def test_write_then_read_is_the_identity_for_03(message: Message) -> None:
    assert plain(read(written(message, V03))) == plain(message)


@SETTINGS
@given(xml_messages(V09))
def test_write_then_read_is_the_identity_for_09(message: Message) -> None:
    data = written(message, V09)
    assert pain001_schema(V09).validate(etree.fromstring(data))
    assert plain(read(data)) == plain(message)


@SETTINGS
@given(xml_messages(V03))
def test_03_to_09_to_03_loses_nothing(message: Message) -> None:
    upgraded = read(written(message, V09))
    assert list(version_losses(upgraded, V03)) == []
    back = read(written(upgraded, V03))
    assert plain(back) == plain(message)


@SETTINGS
@given(xml_messages(V09))
def test_09_to_03_is_lossless_exactly_where_the_loss_report_says_so(message: Message) -> None:
    losses = list(version_losses(message, V03))
    back = read(written(read(written(message, V03)), V09))
    identical = plain(back) == plain(replace(message, pain_version=V09))
    assert identical == (not losses), [f.message for f in losses]


# --------------------------------------------------------------------------- the corpus


@pytest.mark.parametrize("path", NINES, ids=lambda p: p.name)
def test_corpus_09_files_are_read_converted_and_round_trip(path: Path) -> None:
    message, findings = read_message(path)
    assert message is not None
    assert message.pain_version is V09
    valid = pain001_schema(V09).validate(etree.parse(str(path)))
    assert valid == (not [f for f in findings if f.code == "xsd.violation"])
    result = convert(path, psu_redirect_link="https://app.example/cb", today=None)
    if valid and "BG87" not in path.read_text("utf-8"):
        assert result.written, [f.message for f in result.errors]
        data = json.loads(result.output or b"{}")
        assert data["payment_info"][0]["transactions"]
    if valid:  # what the writer fills in (a debtor agent's BIC) stays: a fixpoint
        once = written(message, V09)
        assert written(read(once), V09) == once


@pytest.mark.parametrize("path", CLEAN_03, ids=lambda p: p.name)
def test_clean_03_corpus_files_survive_03_to_09_to_03(path: Path) -> None:
    message = read(path.read_bytes())
    direct = written(message, V03)
    through = written(read(written(message, V09)), V03)
    assert through == direct


def test_the_corpus_is_there_in_ci() -> None:
    if not CORPUS.is_dir():
        pytest.skip("no corpus (outside CI only; conftest fails CI without it)")
    assert len(NINES) >= 4
    assert len(CLEAN_03) >= 10


# --------------------------------------------------------------------------- single defects


def _one_09(**changes: Any) -> bytes:
    from pain_bridge.testing import example_message

    message = replace(example_message(), pain_version=V09)
    info = message.payment_infos[0]
    tx = replace(info.transactions[0], **changes)
    info = replace(info, transactions=(tx, *info.transactions[1:]))
    return written(replace(message, payment_infos=(info, *message.payment_infos[1:])), V09)


def _codes_at(data: bytes) -> list[tuple[str, str | None]]:
    from pain_bridge.validation import iter_findings

    return [(f.code, f.xpath) for f in iter_findings(data) if f.severity.value != "info"]


TX1 = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]"


def test_09_bad_bicfi_is_found_at_bicfi() -> None:
    data = _one_09(creditor_agent=FinancialInstitution(bic="COBADEFFXXX")).replace(
        b"COBADEFFXXX", b"COBAQQFFXXX"
    )
    assert ("bic.format", f"{TX1}/CdtrAgt/FinInstnId/BICFI") in _codes_at(data)


def test_09_bad_uetr_is_a_schema_violation_at_uetr() -> None:
    data = _one_09(uetr="0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b").replace(b"-4978-", b"-1978-")
    assert ("xsd.violation", f"{TX1}/PmtId/UETR") in _codes_at(data)


def test_09_execution_moment_in_the_past_is_date_past() -> None:
    from pain_bridge.testing import example_message

    message = replace(example_message(), pain_version=V09)
    info = replace(message.payment_infos[0], requested_execution_date_time="2020-01-02T10:00:00")
    data = written(replace(message, payment_infos=(info, *message.payment_infos[1:])), V09)
    assert b"<DtTm>2020-01-02T10:00:00</DtTm>" in data
    found = _codes_at(data)
    assert ("date.past", "/Document/CstmrCdtTrfInitn/PmtInf[1]/ReqdExctnDt") in found


def test_09_free_text_address_is_address_unstructured() -> None:
    from pain_bridge.model import PostalAddress

    creditor = Party("Dupont SARL", PostalAddress(("12 rue de la Paix", "75002 Paris")))
    found = _codes_at(_one_09(creditor=creditor))
    assert ("address.unstructured", f"{TX1}/Cdtr/PstlAdr") in found


def test_09_hybrid_with_three_lines_and_a_wrong_postcode() -> None:
    from pain_bridge.model import PostalAddress

    address = PostalAddress(("a", "b", "c"), postcode="7500", town="Paris", country="FR")
    found = _codes_at(_one_09(creditor=Party("Dupont SARL", address)))
    assert ("address.hybrid-lines", f"{TX1}/Cdtr/PstlAdr/AdrLine[3]") in found
    assert ("address.postcode", f"{TX1}/Cdtr/PstlAdr/PstCd") in found


def test_09_lei_that_is_no_lei_is_a_schema_violation() -> None:

    data = _one_09(
        creditor=Party(
            "Dupont SARL",
            identification=PartyIdentification(
                organisation=OrganisationIdentification(lei="529900T8BM49AURSDO55")
            ),
        )
    )
    assert not [c for c in _codes_at(data) if c[0] == "xsd.violation"]
    bad = data.replace(b"529900T8BM49AURSDO55", b"529900T8BM49AURSDOXX")
    assert ("xsd.violation", f"{TX1}/Cdtr/Id/OrgId/LEI") in _codes_at(bad)


def test_09_content_the_json_cannot_carry_is_named() -> None:
    data = _one_09(uetr="0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b")
    result = convert(data, psu_redirect_link="https://app.example/cb")
    dropped = [f.xpath for f in result.findings if f.code == "map.dropped"]
    assert f"{TX1}/PmtId/UETR" in dropped


# --------------------------------------------------------------------------- the command


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-c", "from pain_bridge.cli import main; main()", *args]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)


def test_cli_writes_09_from_json_and_migrates_back(tmp_path: Path) -> None:
    from pain_bridge.testing import example_message

    intent = tmp_path / "intent.json"
    result = convert(written(example_message(), V03), psu_redirect_link="https://app.example/cb")
    intent.write_bytes(result.output or b"")
    done = _cli("convert", "intent.json", "-o", "out.xml", "--pain-version", "09", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    out = (tmp_path / "out.xml").read_bytes()
    assert V09.namespace.encode() in out
    assert pain001_schema(V09).validate(etree.fromstring(out))
    done = _cli("convert", "out.xml", "--to", "xml", "--pain-version", "03", "-o", "back.xml",
                cwd=tmp_path)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert V03.namespace.encode() in (tmp_path / "back.xml").read_bytes()


@pytest.mark.parametrize("name", ["9", "09", "001.09", "pain.001.001.09", "PAIN.001.001.09"])
def test_cli_takes_a_version_as_the_library_names_it(tmp_path: Path, name: str) -> None:
    """``--pain-version 9`` was refused (only ``09``) while the library takes ``9``."""
    source = tmp_path / "in.xml"
    source.write_bytes(written(example_message(), V03))
    done = _cli("convert", "in.xml", "--to", "xml", "--pain-version", name, "-o", "out.xml",
                cwd=tmp_path)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert V09.namespace.encode() in (tmp_path / "out.xml").read_bytes()


@pytest.mark.parametrize("name", ["2", "14", "dk", "nine", ""])
def test_cli_refuses_a_version_it_does_not_write_naming_those_it_does(
    tmp_path: Path, name: str
) -> None:
    source = tmp_path / "in.xml"
    source.write_bytes(written(example_message(), V03))
    done = _cli("convert", "in.xml", "--to", "xml", "--pain-version", name, "-o", "out.xml",
                cwd=tmp_path)  # fmt: skip
    assert done.returncode == 2
    assert "'03', '04'" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "out.xml").exists()


def test_config_chooses_the_version_written(tmp_path: Path) -> None:
    from pain_bridge.testing import example_message

    (tmp_path / ".pain2pis.toml").write_text('pain_version = "09"\n')
    result = convert(written(example_message(), V03), psu_redirect_link="https://app.example/cb")
    (tmp_path / "intent.json").write_bytes(result.output or b"")
    done = _cli("convert", "intent.json", "-o", "out.xml", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert V09.namespace.encode() in (tmp_path / "out.xml").read_bytes()
    (tmp_path / ".pain2pis.toml").write_text('pain_version = "14"\n')
    done = _cli("convert", "intent.json", "-o", "out2.xml", cwd=tmp_path)
    assert done.returncode == 2
    assert "pain_version" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "out2.xml").exists()


def test_migrating_09_to_03_names_what_is_lost_and_strict_refuses(tmp_path: Path) -> None:
    data = _one_09(uetr="0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b")
    result = convert(data, to="xml", pain_version="03")
    assert result.written
    assert [f.xpath for f in result.findings if f.code == "map.dropped"] == [f"{TX1}/PmtId/UETR"]
    strict = convert(data, to="xml", pain_version="03", strict=True)
    assert not strict.written


def test_pain_version_for_json_output_is_a_usage_error() -> None:
    from pain_bridge.errors import ConfigError
    from pain_bridge.testing import example_message

    with pytest.raises(ConfigError, match="chooses the XML written"):
        convert(written(example_message(), V03), pain_version="09")


def test_09_building_name_too_long_is_the_schemas_violation_at_bldgnm() -> None:
    from pain_bridge.model import PostalAddress

    address = PostalAddress(("Rue 1",), town="Paris", country="FR", building_name="B" * 35)
    data = _one_09(creditor=Party("Dupont SARL", address))  # the writer refuses 36
    assert ("text.length", f"{TX1}/Cdtr/PstlAdr/BldgNm") not in _codes_at(data)
    found = _codes_at(data.replace(b"B" * 35, b"B" * 36))
    # the schema's maxLength speaks; text.length, which says the same, is not repeated
    assert ("xsd.violation", f"{TX1}/Cdtr/PstlAdr/BldgNm") in found
    assert ("text.length", f"{TX1}/Cdtr/PstlAdr/BldgNm") not in found


def test_09_address_type_code_is_written_as_adrtp_cd_and_checked_there() -> None:
    from pain_bridge.model import PostalAddress

    address = PostalAddress(town="Paris", country="FR", address_type="BIZZ")
    data = _one_09(creditor=Party("Dupont SARL", address))
    assert b"<AdrTp>\n            <Cd>BIZZ</Cd>" in data
    bad = data.replace(b"<Cd>BIZZ</Cd>", b"<Cd>XXXX</Cd>")
    assert ("xsd.violation", f"{TX1}/Cdtr/PstlAdr/AdrTp/Cd") in _codes_at(bad)


@pytest.mark.parametrize(
    ("text", "version"),
    [("03", V03), ("3", V03), ("09", V09), ("9", V09), ("001.09", V09),
     ("pain.001.001.09", V09), ("003.03", PainVersion.DK03)],
)  # fmt: skip
def test_pain_version_names(text: str, version: PainVersion) -> None:
    assert PainVersion.parse(text) is version


def test_an_unknown_version_name_says_which_there_are() -> None:
    with pytest.raises(ValueError, match="one of 03, 04, 05, 06, 07, 08, 09, 10, 11, 12, 13"):
        PainVersion.parse("14")
