"""The payment and cheque blocks (fields/blocks/payment.py, cheque.py) cover their ISO
types in every edition that has them, lead to fields of model/payment.py and cheque.py,
and say what the schema says of each element: its value type, whether it repeats and
how often, whether it is a choice."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from decimal import Decimal
from typing import Any, NamedTuple

import pytest

from blocks_support import model_problems, schema_of, uncovered
from pain_bridge import xsd
from pain_bridge.fields.blocks import cheque, payment
from pain_bridge.fields.blocks.editions import FIRST, LAST, Editions
from pain_bridge.fields.row import Drop, Field, ValueType, prefixed
from pain_bridge.model.cheque import Cheque
from pain_bridge.model.common import Amount, CodeOrProprietary
from pain_bridge.model.payment import (
    AdviceType,
    AgentInstruction,
    EquivalentAmount,
    ExchangeRate,
    MandateData,
    PaymentInitiationSource,
    PaymentTypeInformation,
    SupplementaryData,
)

EDITIONS = range(FIRST, LAST + 1)
_XS = "{http://www.w3.org/2001/XMLSchema}"
#: The document's own element: ``SplmtryData`` sits there too (``.04`` on).
DOCUMENT = "CstmrCdtTrfInitn"


class Placement(NamedTuple):
    """Where the core puts a block: under which unit, at which element, as which model
    field of the unit (``[]``: a tuple), of which class."""

    unit: str
    element: str
    rows: Callable[[int], tuple[Field, ...]]
    types: Editions[str]
    model: str
    cls: type


PLACEMENTS = (
    Placement("GrpHdr", "Authstn", payment.authorisation, payment.AUTHORISATION_TYPES,
              "authorisations[]", CodeOrProprietary),
    Placement("GrpHdr", "InitnSrc", payment.initiation_source, payment.INITIATION_SOURCE_TYPES,
              "initiation_source", PaymentInitiationSource),
    Placement("PmtInf", "PmtTpInf", payment.payment_type, payment.PAYMENT_TYPE_TYPES,
              "payment_type_information", PaymentTypeInformation),
    Placement("PmtInf", "ReqdAdvcTp", payment.requested_advice_type,
              payment.REQUESTED_ADVICE_TYPE_TYPES, "requested_advice_type", AdviceType),
    Placement("CdtTrfTxInf", "PmtTpInf", payment.payment_type, payment.PAYMENT_TYPE_TYPES,
              "payment_type_information", PaymentTypeInformation),
    Placement("CdtTrfTxInf", "Amt/EqvtAmt", payment.equivalent_amount,
              payment.EQUIVALENT_AMOUNT_TYPES, "equivalent_amount", EquivalentAmount),
    Placement("CdtTrfTxInf", "XchgRateInf", payment.exchange_rate, payment.EXCHANGE_RATE_TYPES,
              "exchange_rate_information", ExchangeRate),
    Placement("CdtTrfTxInf", "MndtRltdInf", payment.mandate, payment.MANDATE_TYPES,
              "mandate_related_information", MandateData),
    Placement("CdtTrfTxInf", "InstrForCdtrAgt", payment.creditor_agent_instruction,
              payment.CREDITOR_AGENT_INSTRUCTION_TYPES, "instructions_for_creditor_agent[]",
              AgentInstruction),
    Placement("CdtTrfTxInf", "Purp", payment.purpose, payment.PURPOSE_TYPES, "purpose",
              CodeOrProprietary),
    Placement("CdtTrfTxInf", "SplmtryData", payment.supplementary_data,
              payment.SUPPLEMENTARY_DATA_TYPES, "supplementary_data[]", SupplementaryData),
    Placement("CdtTrfTxInf", "ChqInstr", cheque.cheque, cheque.TYPES, "cheque_instruction",
              Cheque),
    Placement(DOCUMENT, "SplmtryData", payment.supplementary_data,
              payment.SUPPLEMENTARY_DATA_TYPES, "supplementary_data[]", SupplementaryData),
)  # fmt: skip


# --------------------------------------------------------------------------- the schema


class Declared(NamedTuple):
    """What the schema declares of one element: its type, how often it may occur
    (None: unbounded), whether its type is a choice, whether it holds ``xs:any``."""

    type_name: str
    max_occurs: int | None
    choice: bool
    any_content: bool


def _declared(edition: int, type_name: str) -> dict[str, Declared]:
    """Every element path below a complex type, with what the schema says of it."""
    types = xsd._complex_types(schema_of(edition))
    out: dict[str, Declared] = {}

    def walk(name: str, prefix: str) -> None:
        node = types.get(name)
        if node is None:
            return
        for element in node.iter(f"{_XS}element"):
            child_type = str(element.get("type"))
            child = types.get(child_type)
            choice = child is not None and (
                child.find(f"{_XS}choice") is not None
                or child.find(f"{_XS}sequence/{_XS}choice") is not None
            )
            any_content = child is not None and child.find(f".//{_XS}any") is not None
            bound = element.get("maxOccurs", "1")
            path = f"{prefix}{element.get('name')}"
            out[path] = Declared(
                child_type, None if bound == "unbounded" else int(bound), choice, any_content
            )
            walk(child_type, path + "/")

    walk(type_name, "")
    return out


def _unit_type(edition: int, unit: str) -> str:
    if unit == DOCUMENT:
        types = xsd._complex_types(schema_of(edition))
        declared = next(types["Document"].iter(f"{_XS}element"))
        return str(declared.get("type"))
    return xsd.unit_type(schema_of(edition), unit)


def _element_type(edition: int, placement: Placement) -> Declared | None:
    return _declared(edition, _unit_type(edition, placement.unit)).get(placement.element)


def _expected_type(declared: Declared, edition: int) -> ValueType:
    name = declared.type_name
    if declared.any_content:
        return ValueType.XML  # xs:any: the text of its XML
    if name.endswith("CurrencyAndAmount"):  # a complex type of simple content
        return ValueType.AMOUNT
    if name in xsd._complex_types(schema_of(edition)):
        return ValueType.GROUP
    if name == "ISODate":
        return ValueType.DATE
    if name == "ISODateTime":
        return ValueType.DATETIME
    if name in {"DecimalNumber", "BaseOneRate", "PercentageRate"}:
        return ValueType.DECIMAL
    if name.endswith("Code"):
        return ValueType.CODE
    return ValueType.TEXT


def _cases() -> list[tuple[Placement, int]]:
    return [(p, e) for p in PLACEMENTS for e in EDITIONS if e in p.types]


def _id(case: tuple[Placement, int]) -> str:
    placement, edition = case
    return f"{placement.unit}/{placement.element}-{edition:02d}"


CASES = _cases()


# --------------------------------------------------------------------------- coverage


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_each_block_covers_its_type(case: tuple[Placement, int]) -> None:
    placement, edition = case
    rows = placement.rows(edition)
    missing, unknown = uncovered(rows, edition, placement.types[edition])
    assert (missing, unknown) == (set(), set())


@pytest.mark.parametrize("placement", PLACEMENTS, ids=lambda p: f"{p.unit}/{p.element}")
def test_the_type_tables_name_the_schema_types(placement: Placement) -> None:
    """Where the schema has the element, its type is the table's; where the table has
    an edition the unit lacks, another unit has it (``SplmtryData``: the document
    ``.04`` on, the transaction ``.05`` on)."""
    for edition in EDITIONS:
        declared = _element_type(edition, placement)
        if declared is None:
            others = [
                p
                for p in PLACEMENTS
                if p.types is placement.types and _element_type(edition, p) is not None
            ]
            assert edition not in placement.types or others, (placement.element, edition)
            continue
        assert edition in placement.types, (placement.element, edition)
        assert declared.type_name == placement.types[edition], (placement.element, edition)


def _holder(placement: Placement) -> type:
    """A stand-in for the unit's model class, with the one field the core adds."""
    name = placement.model.removesuffix("[]")
    if placement.model.endswith("[]"):
        return dataclasses.make_dataclass(
            "Unit", [(name, tuple[placement.cls, ...], dataclasses.field(default=()))]
        )
    return dataclasses.make_dataclass("Unit", [(name, placement.cls | None, None)])  # type: ignore[operator]


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_each_block_leads_to_model_fields(case: tuple[Placement, int]) -> None:
    placement, edition = case
    rows = placement.rows(edition)
    assert model_problems(rows, placement.cls) == []
    placed = prefixed(placement.element, placement.model, "", rows)
    assert model_problems(placed, _holder(placement)) == []


# --------------------------------------------------------------------------- the schema's say


def _schema_disagreements(
    rows: tuple[Field, ...], own: Declared | None, declared: dict[str, Declared], edition: int
) -> list[str]:
    """What ``rows`` say of their elements that the schema of ``edition`` does not (the
    block's own element is ``own``, the others in ``declared``)."""
    problems = []
    for row in rows:
        if row.type is ValueType.ATTRIBUTE:
            continue
        what = own if not row.xml else declared[row.xml]
        assert what is not None
        expected = _expected_type(what, edition)
        if row.type is not expected:
            problems.append(f"{row.xml!r}: {row.type} for {what.type_name}, not {expected}")
        if row.type is ValueType.GROUP and row.choice != what.choice:
            problems.append(f"{row.xml!r}: choice={row.choice}, the schema: {what.choice}")
        if what.max_occurs == 1:
            # a model tuple may hold at most one where an edition allows only one
            if row.many and row.max_items != 1:
                problems.append(f"{row.xml!r} repeats ({row.max_items}), the schema: once")
        elif not row.many or row.max_items != what.max_occurs:
            problems.append(
                f"{row.xml!r}: many={row.many} max_items={row.max_items}, "
                f"the schema: {what.max_occurs or 'unbounded'}"
            )
    return problems


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_each_row_types_and_repeats_as_the_schema_says(case: tuple[Placement, int]) -> None:
    placement, edition = case
    own = _element_type(edition, placement)
    if own is None:  # the document's SplmtryData, an edition before the transaction's
        return
    declared = _declared(edition, placement.types[edition])
    assert _schema_disagreements(placement.rows(edition), own, declared, edition) == []


def test_the_schema_check_sees_a_wrong_row() -> None:
    """The check above fails on a row that does not say what the schema says."""
    declared = _declared(9, "PaymentTypeInformation26")
    own = _element_type(9, PLACEMENTS[2])
    wrong = tuple(
        dataclasses.replace(r, many=False) if r.xml == "SvcLvl" else r
        for r in payment.payment_type(9)
    )
    assert _schema_disagreements(wrong, own, declared, 9) == [
        "'SvcLvl': many=False max_items=None, the schema: unbounded"
    ]


# --------------------------------------------------------------------------- particular shapes


def test_the_service_level_is_one_tuple_in_every_edition() -> None:
    """``SvcLvl`` is the same model path in every edition: at most one before ``.09``
    (where the schema lets it occur once), any number from ``.09``."""
    for edition in EDITIONS:
        row = next(r for r in payment.payment_type(edition) if r.xml == "SvcLvl")
        assert (row.model, row.many, row.choice) == ("service_levels[]", True, True)
        assert row.max_items == (1 if edition < 9 else None)


def test_the_debtor_agent_instruction_keeps_its_text_in_every_edition() -> None:
    """The transaction's ``InstrForDbtrAgt``: one model field for the text in every
    edition (the element up to ``.09``, its ``InstrInf`` from ``.10``), another for the
    code ``.10`` added; the payment info's is the same text field."""
    text = "instruction_for_debtor_agent"
    for edition in EDITIONS:
        rows = payment.debtor_agent_instruction(edition)
        declared = _declared(edition, xsd.unit_type(schema_of(edition), "CdtTrfTxInf"))
        paths = {p for p in declared if p.split("/")[0] == "InstrForDbtrAgt"}
        assert {r.xml for r in rows} == paths
        modelled = {r.xml: r.model for r in rows if r.model is not None}
        if edition < 10:
            assert declared["InstrForDbtrAgt"].type_name == "Max140Text"
            assert modelled == {"InstrForDbtrAgt": text}
        else:
            assert (
                declared["InstrForDbtrAgt"].type_name
                == payment.DEBTOR_AGENT_INSTRUCTION_TYPES[edition]
            )
            assert modelled == {
                "InstrForDbtrAgt/InstrInf": text,
                "InstrForDbtrAgt/Cd": f"{text}_code",
            }
        relative = tuple(
            dataclasses.replace(r, xml=r.xml.removeprefix("InstrForDbtrAgt").lstrip("/"))
            for r in rows
        )
        inside = {p.removeprefix("InstrForDbtrAgt/"): d for p, d in declared.items()}
        assert _schema_disagreements(relative, declared["InstrForDbtrAgt"], inside, edition) == []
        Unit = dataclasses.make_dataclass(
            "Unit", [(text, str | None, None), (f"{text}_code", str | None, None)]
        )
        assert model_problems(rows, Unit) == []
    for edition in EDITIONS:
        declared = _declared(edition, xsd.unit_type(schema_of(edition), "PmtInf"))
        if "InstrForDbtrAgt" not in declared:
            assert edition not in payment.PAYMENT_INFO_DEBTOR_AGENT_INSTRUCTION_TYPES
            continue
        assert declared["InstrForDbtrAgt"].type_name == "Max140Text"
        rows = payment.payment_info_debtor_agent_instruction(edition)
        assert [(r.xml, r.model, r.type) for r in rows] == [
            ("InstrForDbtrAgt", text, ValueType.TEXT)
        ]


def test_the_equivalent_amount_is_an_amount_with_its_currency() -> None:
    rows = {r.xml: r for r in payment.equivalent_amount(9)}
    assert rows[""].drop is Drop.MAPPING  # the map rule reports it for the JSON, as today
    assert (rows["Amt"].type, rows["Amt"].model) == (ValueType.AMOUNT, "amount")
    assert (rows["Amt/@Ccy"].model, rows["Amt/@Ccy"].type) == (
        "amount.currency",
        ValueType.ATTRIBUTE,
    )
    value = EquivalentAmount(Amount.of("10.50", "USD"), "EUR")
    assert value.amount == Amount(Decimal("10.50"), "USD", "10.50")


def test_the_supplementary_envelope_is_kept_as_xml_text() -> None:
    """``Envlp`` is ``xs:any``: its row is XML text (``ValueType.XML``), named for what it holds."""
    for edition in EDITIONS:
        if edition not in payment.SUPPLEMENTARY_DATA_TYPES:
            continue
        declared = _declared(edition, payment.SUPPLEMENTARY_DATA_TYPES[edition])
        assert declared["Envlp"].any_content
        row = next(r for r in payment.supplementary_data(edition) if r.xml == "Envlp")
        assert (row.model, row.type) == ("envelope_xml", ValueType.XML)
    hints: dict[str, Any] = {f.name: f.type for f in dataclasses.fields(SupplementaryData)}
    assert "envelope_xml" in hints


def test_no_new_row_reaches_the_json_or_the_text_rule() -> None:
    """New rows have no JSON Pointer and no checks: the JSON and today's findings stay."""
    blocks = [p.rows for p in PLACEMENTS] + [
        payment.debtor_agent_instruction,
        payment.payment_info_debtor_agent_instruction,
    ]
    for block in blocks:
        for edition in EDITIONS:
            try:
                rows = block(edition)
            except KeyError:
                continue
            assert all(r.json is None and not r.checks for r in rows), (block, edition)


def test_the_german_dk_is_within_edition_3s_blocks() -> None:
    """``pain.001.003.03`` (edition 3) restricts ``.03``: every path its types give
    these elements has a row of edition 3's block (``PmtTpInf`` without ``LclInstrm``,
    ``Purp`` with ``Cd`` only)."""
    dk = "pain.001.003.03"
    types = xsd._complex_types(dk)
    met = 0
    for placement in PLACEMENTS:
        if placement.unit == DOCUMENT or 3 not in placement.types:
            continue
        unit = types[xsd.unit_type(dk, placement.unit)]
        declared = {str(e.get("name")): str(e.get("type")) for e in unit.iter(f"{_XS}element")}
        if placement.element not in declared:
            continue
        met += 1
        rows = {r.xml for r in placement.rows(3) if r.xml}
        assert xsd.type_paths(dk, declared[placement.element]) <= rows, placement.element
    assert met == 3  # PmtTpInf of both units and Purp: the DK has none of the others
