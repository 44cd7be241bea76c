"""The field tables against the schemas: every element and attribute of every unit of
every version has a row, and no row names what the version's schema lacks (#21); every
text length is the one of the version's own schema."""

from __future__ import annotations

import dataclasses
import re
import typing
from pathlib import Path
from typing import Any

import pytest
from lxml import etree

import pain_bridge
from pain_bridge import xsd
from pain_bridge.fields import NODE_ELEMENTS, Check, node_table
from pain_bridge.model import GroupHeader, NodeKind, PaymentInfo, Transaction
from pain_bridge.versions import PainVersion

KINDS: tuple[NodeKind, ...] = ("group_header", "payment_info", "transaction")
ROOTS: dict[NodeKind, type] = {
    "group_header": GroupHeader,
    "payment_info": PaymentInfo,
    "transaction": Transaction,
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("version", list(PainVersion), ids=lambda v: v.value)
def test_the_table_covers_the_schema_exactly(version: PainVersion, kind: NodeKind) -> None:
    """THE coverage test: the table's paths are the unit's paths in the version's XSD."""
    table = node_table(version, kind)
    schema = xsd.unit_paths(version.value, NODE_ELEMENTS[kind])
    rows = {row.xml for row in table.rows}
    assert sorted(schema - rows) == [], f"{version.value} {kind}: elements without a row"
    assert sorted(rows - schema) == [], f"{version.value} {kind}: rows the schema lacks"


def _class_of(owner: type, name: str) -> type | None:
    hint = typing.get_type_hints(owner)[name]
    for arg in (hint, *typing.get_args(hint)):
        if isinstance(arg, type) and dataclasses.is_dataclass(arg):
            return arg
        for inner in typing.get_args(arg):
            if isinstance(inner, type) and dataclasses.is_dataclass(inner):
                return inner
    return None


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("version", list(PainVersion), ids=lambda v: v.value)
def test_every_model_path_leads_through_the_model(version: PainVersion, kind: NodeKind) -> None:
    for row in node_table(version, kind).rows:
        if row.model is None:
            continue
        owner: Any = ROOTS[kind]
        for name in row.model.replace("[]", "").split("."):
            assert owner is not None, (version.value, kind, row.xml, row.model)
            assert name in {f.name for f in dataclasses.fields(owner)}, (row.xml, row.model)
            owner = _class_of(owner, name)


@pytest.mark.parametrize("kind", KINDS)
def test_every_json_pointer_is_the_same_in_every_version(kind: NodeKind) -> None:
    """The payment intent JSON does not depend on the version read or written (the
    German DK variant has fewer of the address's elements)."""
    first = {r.model: r.json for r in node_table(PainVersion.V03, kind).rows if r.json}
    for version in PainVersion:
        pointers = {r.model: r.json for r in node_table(version, kind).rows if r.json}
        if version is PainVersion.DK03:
            assert pointers.items() <= first.items()
        else:
            assert pointers == first, version.value


def test_renames_are_rows_the_locator_follows() -> None:
    """A field named as ``.03`` names it is found where each version writes it."""
    v04, v09, v13 = (node_table(v, "transaction") for v in (PainVersion.V04, PainVersion.V09,
                                                            PainVersion.V13))  # fmt: skip
    assert v04.locate("CdtrAgt/FinInstnId/BIC")[0] == "CdtrAgt/FinInstnId/BICFI"
    assert v13.locate("Cdtr/Id/OrgId/BICOrBEI")[0] == "Cdtr/Id/OrgId/AnyBIC"
    assert v09.locate("PmtId/UETR")[0] == "PmtId/UETR"
    assert v09.locate("RmtInf/Strd[2]/CdtrRefInf/Ref") == (
        "RmtInf/Strd[2]/CdtrRefInf/Ref",
        "/remittance_information/structured/creditor_reference/reference",
    )
    info = node_table(PainVersion.V08, "payment_info")
    assert info.locate("DbtrAgt/FinInstnId/BIC")[0] == "DbtrAgt/FinInstnId/BICFI"


@pytest.mark.parametrize("version", list(PainVersion), ids=lambda v: v.value)
def test_every_version_is_data(version: PainVersion) -> None:
    assert PainVersion.parse(version.short) is version
    assert PainVersion.of_namespace(version.namespace) is version
    assert set(version.unit_types) == set(xsd.UNITS)
    assert version.edition == (3 if version is PainVersion.DK03 else int(version.short))
    expected = "pain.002.001.10" if version.edition >= 9 else "pain.002.001.03"
    assert version.status_report == expected


JSON_AND_TEXT = ("json", "json_required", "json_form", "beside", "checks", "label", "max_length")


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("version", [PainVersion.V03, PainVersion.V09], ids=lambda v: v.value)
def test_todays_rows_keep_what_the_json_and_the_text_rule_read(
    version: PainVersion, kind: NodeKind
) -> None:
    """Every row of the tables before the blocks is in the table of its version with
    the same JSON member and text check: neither the JSON nor the findings change."""
    from tables_before_blocks import V03, V09

    before = {PainVersion.V03: V03, PainVersion.V09: V09}[version]
    old_rows = getattr(before, {"group_header": "GROUP_HEADER", "payment_info": "PAYMENT_INFO",
                                "transaction": "TRANSACTION"}[kind])  # fmt: skip
    new_rows = node_table(version, kind).rows
    for old in old_rows:
        same = [
            new
            for new in new_rows
            if new.xml == old.xml
            and all(getattr(new, name) == getattr(old, name) for name in JSON_AND_TEXT)
        ]
        assert same, old


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("version", list(PainVersion), ids=lambda v: v.value)
def test_a_code_or_proprietary_is_written_as_read(version: PainVersion, kind: NodeKind) -> None:
    """Where one model field is read from both ``Cd`` and ``Prtry`` of a choice (the
    creditor reference's ``type``, as the JSON has one), a ``Prtry`` read is kept in a
    field of its own and the ``Cd`` row gives way to it (``unless``): a ``Prtry SCOR``
    is never written as ``Cd``. Every other choice has a field per branch."""
    rows = [r for r in node_table(version, kind).rows if r.model is not None]
    by_model: dict[str, list[str]] = {}
    for row in rows:
        by_model.setdefault(row.model or "", []).append(row.xml)
    for model, paths in by_model.items():
        parents = {p.rpartition("/")[0] for p in paths if p.endswith(("/Cd", "/Prtry"))}
        for parent in parents:
            if {f"{parent}/Cd", f"{parent}/Prtry"} <= set(paths):
                (code,) = [r for r in rows if r.xml == f"{parent}/Cd" and r.model == model]
                assert code.unless is not None, (version, kind, model)
                kept = f"{model.rpartition('.')[0]}.{code.unless}"
                assert any(r.xml == f"{parent}/Prtry" and r.model == kept for r in rows)


_XS = "{http://www.w3.org/2001/XMLSchema}"
#: A pattern that is one group or class repeated (the DK variant's identifiers).
_REPEATED = re.compile(r"(?:\(.*\)|\[[^\]]*\])\{\d+,(\d+)\}")


def _schema_lengths(message: str, unit: str) -> dict[str, int | None]:
    """Every leaf path of ``unit`` in the bundled schema ``message`` → the ``maxLength``
    of its simple type (for a type limited by a pattern alone, the bound of its one
    repeated group; None: no limit), walked with lxml from the XSD file itself."""
    path = Path(pain_bridge.__file__).parent / "xsd" / f"{message}.xsd"
    root = etree.parse(str(path)).getroot()
    complex_types = {n.get("name"): n for n in root.iterfind(f"{_XS}complexType")}
    lengths: dict[str, int | None] = {}
    for simple in root.iterfind(f"{_XS}simpleType"):
        facet = simple.find(f"{_XS}restriction/{_XS}maxLength")
        pattern = simple.find(f"{_XS}restriction/{_XS}pattern")
        bound = _REPEATED.fullmatch(pattern.get("value")) if pattern is not None else None
        lengths[simple.get("name")] = (
            int(facet.get("value"))
            if facet is not None
            else int(bound.group(1))
            if bound is not None
            else None
        )
    leaves: dict[str, int | None] = {}

    def walk(type_name: str, prefix: str) -> None:
        node = complex_types.get(type_name)
        if node is None:
            leaves[prefix] = lengths.get(type_name)
            return
        for element in node.iter(f"{_XS}element"):
            walk(element.get("type"), f"{prefix}/{element.get('name')}".lstrip("/"))

    walk(xsd.unit_type(message, unit), "")
    return leaves


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("version", list(PainVersion), ids=lambda v: v.value)
def test_every_length_is_the_schemas_of_its_version(version: PainVersion, kind: NodeKind) -> None:
    """A row's ``max_length`` is its element's ``maxLength`` in that version's XSD, and
    every text the text rule checks has one where its type has one: ``.12``'s
    ``PostalAddress27`` takes 140 characters of a building name, ``.09``'s 35."""
    schema = _schema_lengths(version.value, NODE_ELEMENTS[kind])
    wrong = {
        row.xml: (row.max_length, schema.get(row.xml))
        for row in node_table(version, kind).rows
        if (row.max_length is not None or Check.TEXT in row.checks)
        and row.max_length != schema.get(row.xml)
    }
    assert wrong == {}, f"{version.value} {kind}: (table, schema)"
    checked = [row for row in node_table(version, kind).rows if Check.TEXT in row.checks]
    assert checked
    assert all(row.max_length for row in checked)
