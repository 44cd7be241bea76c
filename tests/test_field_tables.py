"""The field tables against the schemas: every element and attribute of every unit of
every version has a row, and no row names what the version's schema lacks (#21); every
text length is the one of the version's own schema; no field is reported lost between
two versions where the target holds it under a restructured path (told by ISO names)."""

from __future__ import annotations

import dataclasses
import functools
import re
import typing
from dataclasses import replace
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


# --------------------------------------------------------------------------- moved, not lost

#: The names of the codes of the ISO 20022 external code sets (www.iso20022.org, External
#: Code Sets) that type a value whose earlier edition had no type: the kind of a
#: document's amount (``RmtAmtAndTp/Tp/Cd`` from ``.12``) and of a referred document's
#: date (``RltdDt/Tp/Cd`` from ``.12``).
CODE_NAMES = {
    "ExternalDocumentAmountType1Code": {
        "APDS": "AdditionalPromotionalDiscount", "CHAR": "NewCharges", "CITY": "CityTax",
        "CNTY": "CountyTax", "CREN": "CreditNote", "CRTL": "AvailableCredit",
        "DUPA": "DuePayable", "ESCO": "Escrow", "FEES": "Fees", "INSU": "Insurance",
        "INTC": "InterestCharges", "INTE": "InterestPayment", "LOCL": "LocalTax",
        "MIDU": "MinimumDue", "OBAL": "OutstandingBalance", "PADU": "PastDue",
        "PBAL": "PreviousBalance", "PRIN": "OutstandingPrincipal", "PROV": "ProvinceTax",
        "REMI": "Remitted", "SBAL": "StatementBalance", "STAT": "StateTax",
        "STDS": "StandingDiscount", "TAXS": "Tax", "TMDS": "TermsDiscount",
        "TOTA": "TotalPayment",
    },
    "ExternalDateType1Code": {
        "INDA": "InvoiceDate", "NTAV": "NotAvailable", "NXBD": "NextBillingDate",
        "PADD": "PaymentDueDate",
    },
}  # fmt: skip
#: How ISO 20022 abbreviates those names' words in XML tags (a word not here is its own).
ABBREVIATIONS = {
    "Additional": "Addtl", "Available": "Avlbl", "Balance": "Bal", "Charges": "Chrgs",
    "Credit": "Cdt", "Discount": "Dscnt", "Insurance": "Insrnc", "Interest": "Intrst",
    "Minimum": "Min", "Outstanding": "Outstndg", "Payable": "Pybl", "Payment": "Pmt",
    "Previous": "Prvs", "Principal": "Prncpl", "Promotional": "Prmtnl", "Province": "Prvc",
    "Remitted": "Rmtd", "Standing": "Stdg", "State": "Stat", "Statement": "Stmt",
    "Total": "Ttl",
}  # fmt: skip
_WORD = re.compile(r"[A-Z][a-z0-9]*")


def _words(tag: str) -> list[str]:
    return _WORD.findall(tag)


def _abbreviated_words(code_set: str) -> set[str]:
    """The words of the names of ``code_set``'s codes, as XML tags spell them."""
    names = CODE_NAMES.get(code_set, {}).values()
    return {ABBREVIATIONS.get(w, w) for name in names for w in _words(name)}


def _leaf_types(message: str, unit: str) -> dict[str, str]:
    """Every leaf path of ``unit`` in the bundled schema ``message`` → its type's name."""
    path = Path(pain_bridge.__file__).parent / "xsd" / f"{message}.xsd"
    root = etree.parse(str(path)).getroot()
    complex_types = {n.get("name"): n for n in root.iterfind(f"{_XS}complexType")}
    leaves: dict[str, str] = {}

    def walk(type_name: str, prefix: str) -> None:
        node = complex_types.get(type_name)
        if node is None:
            leaves[prefix] = type_name
            return
        for element in node.iter(f"{_XS}element"):
            walk(element.get("type"), f"{prefix}/{element.get('name')}".lstrip("/"))

    walk(xsd.unit_type(message, unit), "")
    return leaves


def _value_of(element: str) -> str:
    """The element that holds the value of a group named ``element`` once it is typed:
    its name's last word (``Dt`` of ``RltdDt``, ``Amt`` of ``DscntApldAmt``)."""
    return _words(element.rpartition("/")[2])[-1]


def _amount_slot(path: str, types: dict[str, str]) -> tuple[str, str, str] | None:
    """Where ``path`` sits among a document's amounts: (the parent of the amounts, its
    role — ``value``, ``value/@Ccy``, ``type`` —, and what names the kind: the code set
    of a typed amount's ``Tp/Cd`` prefixed ``=``, or the first word of an amount whose
    element names its kind, ``DuePyblAmt``); None where it is no such amount."""
    element, _, attribute = path.partition("/@")
    steps = element.split("/")
    role = f"value/@{attribute}" if attribute else "value"
    if len(steps) >= 3 and steps[-2:] == ["Tp", "Cd"]:
        steps, role = steps[:-2], "type"
    elif len(steps) >= 2 and steps[-1] == "Amt":
        steps = steps[:-1]
    tag = steps[-1]
    parent = "/".join(steps[:-1])
    if tag.endswith("AmtAndTp"):
        group = "/".join(steps)
        return parent, role, "=" + types.get(f"{group}/Tp/Cd", "")
    if tag.endswith("Amt") and tag != "Amt":
        return parent, role, _words(tag)[0]
    return None


@functools.cache
def _leaves(version: PainVersion, kind: NodeKind) -> _Leaves:
    return _Leaves(version, kind)


class _Leaves:
    """A version's leaves of one unit, indexed for :func:`_same_meaning`."""

    def __init__(self, version: PainVersion, kind: NodeKind) -> None:
        self.types = _leaf_types(version.value, NODE_ELEMENTS[kind])
        rows = node_table(version, kind).rows
        self.paths = {r.xml for r in rows if r.model is not None and r.type.value != "group"}
        self.slots: dict[tuple[str, str], list[tuple[str, str]]] = {}
        for path in self.paths:
            slot = _amount_slot(path, self.types)
            if slot is not None:
                self.slots.setdefault(slot[:2], []).append((slot[2], path))


def _same_meaning(path: str, source: _Leaves, target: _Leaves) -> list[str]:
    """The leaves of ``target`` that hold what the leaf ``path`` of ``source`` holds under
    a restructured path, told by their ISO names (renames are rows of one model field):

    - a value's element become a group of its value and a type, or back (``RltdDt`` ↔
      ``RltdDt/Dt``, ``DscntApldAmt`` ↔ ``DscntApldAmt/Amt``: the value's element is
      its group's last word);
    - the type of such a value, where its untyped form says no more than a code of its
      code set named ``NotAvailable`` (``RltdDt/Tp/Cd`` → ``RltdDt``);
    - a field ``<W><X>`` become details ``<W>Dtls/<X>``, or back (``RmtLctnMtd`` ↔
      ``RmtLctnDtls/Mtd``);
    - an amount whose element names its kind become a typed amount whose code set names
      that kind, or back (``RfrdDocAmt/DuePyblAmt`` ↔ ``RfrdDocAmt/RmtAmtAndTp/Amt``:
      ``Due``, a word of ``DuePayable`` of ``ExternalDocumentAmountType1Code``); a
      typed amount's code chooses among them.
    """
    found: list[str] = []
    element, at, attribute = path.partition("/@")
    tail = at + attribute
    grown = f"{element}/{_value_of(element)}{tail}"
    found += [grown] if grown in target.paths else []
    parent, _, last = element.rpartition("/")
    if parent and last == _value_of(parent) and parent + tail in target.paths:
        found.append(parent + tail)
    if element.endswith("/Tp/Cd"):
        group = element[: -len("/Tp/Cd")]
        not_available = "NotAvailable" in CODE_NAMES.get(source.types.get(path, ""), {}).values()
        if (
            not_available
            and group in target.paths
            and f"{group}/{_value_of(group)}" in source.paths
        ):
            found.append(group)
    steps = element.split("/")
    for i, step in enumerate(steps):
        words = _words(step)
        for k in range(1, len(words)):
            details = f"{''.join(words[:k])}Dtls/{''.join(words[k:])}"
            moved = "/".join([*steps[:i], details, *steps[i + 1 :]]) + tail
            found += [moved] if moved in target.paths else []
        if step.endswith("Dtls") and i + 1 < len(steps):
            merged = "/".join([*steps[:i], step[:-4] + steps[i + 1], *steps[i + 2 :]]) + tail
            found += [merged] if merged in target.paths else []
    slot = _amount_slot(path, source.types)
    if slot is not None:
        parent, role, named = slot
        roles = [role, "value"] if named.startswith("=") and role == "type" else [role]
        for other_role in roles:
            for other, leaf in target.slots.get((parent, other_role), []):
                typed, untyped = (named, other) if named.startswith("=") else (other, named)
                one_typed = typed.startswith("=") and not untyped.startswith("=")
                if one_typed and untyped in _abbreviated_words(typed[1:]):
                    found.append(leaf)
    return sorted(set(found))


def _restructured_losses(
    pairs: list[tuple[PainVersion, PainVersion]], kinds: tuple[NodeKind, ...] = KINDS
) -> dict[str, list[str]]:
    """``source > target kind: path`` → the target's leaves of the same meaning, for
    each field :func:`lost_fields` reports as lost."""
    from pain_bridge.writer.version_loss import lost_fields

    found: dict[str, list[str]] = {}
    for source, target in pairs:
        for kind in kinds:
            for row in lost_fields(source, target, kind).values():
                same = _same_meaning(row.xml, _leaves(source, kind), _leaves(target, kind))
                if same:
                    found[f"{source.short} > {target.short} {kind}: {row.xml}"] = same
    return found


PAIRS = [(s, t) for s in PainVersion for t in PainVersion if t.writable and s is not t]


def test_no_field_is_lost_where_the_target_has_it_under_a_restructured_path() -> None:
    """For every pair of versions: a field reported as lost has no element of the same
    meaning in the target under another path (:mod:`pain_bridge.fields.moved` maps
    them: a document's date ``RltdDt`` → ``RltdDt/Dt`` of ``.12``, its amounts →
    ``RmtAmtAndTp``, ``DscntApldAmt`` → ``DscntApldAmt/Amt`` of ``.04``, ``RmtLctnMtd``
    → ``RmtLctnDtls/Mtd`` of ``.06``…)."""
    assert _restructured_losses(PAIRS) == {}


def _entries() -> list[tuple[int, str, str]]:
    """Each entry of the tables of what moved: (edition, ``up`` or ``down``, its path)."""
    from pain_bridge.fields.moved import moved

    return [
        (edition, direction, path)
        for edition in range(4, 14)
        for direction in ("up", "down")
        for path in getattr(moved(edition, "transaction"), direction)
    ]


@pytest.mark.parametrize("entry", _entries(), ids=lambda e: f"{e[0]}-{e[1]}-{e[2]}")
def test_without_any_one_of_its_entries_the_check_finds_a_loss(
    entry: tuple[int, str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check above is no tautology: each entry of the tables of what moved, taken
    out, is a loss the ISO names find between its edition and the one before."""
    from pain_bridge.fields import moved as moved_module
    from pain_bridge.fields.moved import Moved, moved_paths
    from pain_bridge.writer import version_loss

    edition, direction, path = entry
    table = moved_module.moved(edition, "transaction")
    less = {k: v for k, v in getattr(table, direction).items() if k != path}
    fewer = replace(table, **{direction: less})
    real = moved_module.moved

    def without(at: int, kind: NodeKind) -> Moved:
        return fewer if (at, kind) == (edition, "transaction") else real(at, kind)

    before, after = (PainVersion(f"pain.001.001.{e:02d}") for e in (edition - 1, edition))
    pair = (before, after) if direction == "up" else (after, before)
    monkeypatch.setattr(moved_module, "moved", without)
    for cache in (moved_paths, moved_module.moves, version_loss.lost_fields):
        cache.cache_clear()
    try:
        found = _restructured_losses([pair], ("transaction",))
    finally:
        monkeypatch.undo()
        for cache in (moved_paths, moved_module.moves, version_loss.lost_fields):
            cache.cache_clear()
    assert found, entry


def test_with_changes_is_dataclasses_replace() -> None:
    """The rows' fast copy (start-up, issue 36 item 5) against its plain twin: every row
    of every table, changed as placing a block changes it and in an own attribute, equals
    what ``dataclasses.replace`` makes; an unknown name is refused as replace refuses it."""
    from pain_bridge.fields.row import with_changes

    changes: dict[str, object] = {"xml": "X/Y", "model": None, "label": "l", "many": True}
    for version in PainVersion:
        for kind in KINDS:
            for row in node_table(version, kind).rows:
                assert with_changes(row, changes) == replace(row, **changes)  # type: ignore[arg-type]
                assert with_changes(row, {}) == row
    with pytest.raises(TypeError, match="nope"):
        with_changes(node_table(PainVersion.V09, "transaction").rows[0], {"nope": 1})


def test_the_tables_are_those_dataclasses_replace_places(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every version's tables built with the fast copy equal those built with
    ``dataclasses.replace`` (the twin put in its place, the tables built anew)."""
    from pain_bridge.fields import row as row_module
    from pain_bridge.fields import table

    def build() -> dict[tuple[PainVersion, NodeKind], tuple[Any, ...]]:
        table.written_rows.cache_clear()
        return {(v, k): table.written_rows(v, k) for v in PainVersion for k in KINDS}

    fast = build()
    monkeypatch.setattr(row_module, "with_changes", lambda row, changes: replace(row, **changes))
    assert build() == fast
    table.written_rows.cache_clear()
