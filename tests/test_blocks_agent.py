"""The agent and account blocks cover their ISO types in every edition, lead to the model's
fields, and keep the rows the tables had before the blocks."""

from __future__ import annotations

from dataclasses import replace

import pytest

from blocks_support import model_problems, uncovered
from pain_bridge import xsd
from pain_bridge.fields.blocks import agent as blocks
from pain_bridge.fields.blocks.editions import FIRST, LAST
from pain_bridge.fields.row import Drop, Field, ValueType, prefixed
from pain_bridge.model.account import Account
from pain_bridge.model.agent import FinancialInstitution
from tables_before_blocks import V03 as v03
from tables_before_blocks import V09 as v09

EDITIONS = range(FIRST, LAST + 1)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_agent_covers_its_type(edition: int) -> None:
    rows = blocks.agent(edition)
    assert uncovered(rows, edition, blocks.AGENT_TYPES[edition]) == (set(), set())


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_account_covers_its_type(edition: int) -> None:
    rows = blocks.account(edition)
    assert uncovered(rows, edition, blocks.ACCOUNT_TYPES[edition]) == (set(), set())


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_agent_rows_lead_to_model_fields(edition: int) -> None:
    assert model_problems(blocks.agent(edition), FinancialInstitution) == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_account_rows_lead_to_model_fields(edition: int) -> None:
    assert model_problems(blocks.account(edition), Account) == []


#: The German DK version (edition 3) restricts the types of pain.001.001.03.
_DK_AGENTS = ("SEPA1", "SEPA3")
_DK_ACCOUNTS = ("SEPA1", "SEPA2")


def test_the_german_dk_version_is_within_edition_3() -> None:
    agent_paths = {row.xml for row in blocks.agent(3)}
    account_paths = {row.xml for row in blocks.account(3)}
    for suffix in _DK_AGENTS:
        paths = xsd.type_paths(
            "pain.001.003.03", f"BranchAndFinancialInstitutionIdentification{suffix}"
        )
        assert "FinInstnId/BIC" in paths
        assert paths <= agent_paths
    for suffix in _DK_ACCOUNTS:
        paths = xsd.type_paths("pain.001.003.03", f"CashAccount{suffix}")
        assert "Id/IBAN" in paths
        assert paths <= account_paths


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_bic_is_one_model_field_whatever_the_edition_calls_it(edition: int) -> None:
    bic = [row for row in blocks.agent(edition) if row.model == "bic"]
    expected = "FinInstnId/BIC" if edition == 3 else "FinInstnId/BICFI"
    assert [(row.xml, row.type) for row in bic] == [(expected, ValueType.CODE)]


def _today_agent(table: tuple[Field, ...], element: str) -> list[Field]:
    return [row for row in table if row.xml == element or row.xml.startswith(element + "/")]


@pytest.mark.parametrize(
    ("edition", "table", "element", "model"),
    [
        (3, v03.PAYMENT_INFO, "DbtrAgt", "debtor_agent"),
        (3, v03.TRANSACTION, "CdtrAgt", "creditor_agent"),
        (9, v09.PAYMENT_INFO, "DbtrAgt", "debtor_agent"),
        (9, v09.TRANSACTION, "CdtrAgt", "creditor_agent"),
    ],
)
def test_the_agent_keeps_todays_rows(
    edition: int, table: tuple[Field, ...], element: str, model: str
) -> None:
    """Today's rows are in the block, placed, changed only where they must be: the
    agent's own row is its object (its ``drop``/``required`` are the unit's to give),
    the BIC is ``<agent>.bic`` (``debtor_agent_bic`` before), ``FinInstnId`` is
    ``required`` (the schema's minimum; the fallback fills it); the fallback ``Othr``
    and ``Othr/Id`` ``NOTPROVIDED`` are exactly today's, after the modelled rows of the
    same paths."""
    placed = prefixed(element, model, "", blocks.agent(edition))
    by_path: dict[str, list[Field]] = {}
    for row in placed:
        by_path.setdefault(row.xml, []).append(row)
    today = [row for row in table if row.xml == element or row.xml.startswith(element + "/")]
    bic = f"{element}/FinInstnId/{'BIC' if edition == 3 else 'BICFI'}"
    changed = {
        element: lambda old: replace(old, model=model, drop=Drop.WARN, required=False),
        f"{element}/FinInstnId": lambda old: replace(old, required=True),
        bic: lambda old: replace(old, model=f"{model}.bic"),
    }
    assert len(today) == 5
    assert bic in by_path
    for old in today:
        change = changed.get(old.xml)
        if change is not None:
            assert by_path[old.xml] == [change(old)]
        else:
            assert old.model is None
            assert by_path[old.xml][-1] == old
            assert by_path[old.xml][0].model is not None  # the modelled Othr comes first


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_fallback_is_othr_id_notprovided_after_the_modelled_othr(edition: int) -> None:
    rows = blocks.agent(edition)
    fallbacks = [r for r in rows if r.model is None and r.default is not None]
    assert [(r.xml, r.default, r.type) for r in fallbacks] == [
        ("FinInstnId/Othr/Id", "NOTPROVIDED", ValueType.TEXT)
    ]
    paths = [r.xml for r in rows]
    othr = [(r.model, r.type) for r in rows if r.xml == "FinInstnId/Othr"]
    assert othr == [("other", ValueType.GROUP), (None, ValueType.GROUP)]
    modelled_id = paths.index("FinInstnId/Othr/Id")
    assert rows[modelled_id].model == "other.identification"
    assert rows.index(fallbacks[0]) > modelled_id
    (institution,) = [r for r in rows if r.xml == "FinInstnId"]
    assert institution.required
    assert institution.model is None


@pytest.mark.parametrize(
    ("edition", "table", "element", "pointer"),
    [
        (3, v03.PAYMENT_INFO, "DbtrAcct", "/debtor_account"),
        (3, v03.TRANSACTION, "CdtrAcct", "/creditor_account"),
        (9, v09.PAYMENT_INFO, "DbtrAcct", "/debtor_account"),
        (9, v09.TRANSACTION, "CdtrAcct", "/creditor_account"),
    ],
)
def test_the_account_keeps_todays_rows_exactly(
    edition: int, table: tuple[Field, ...], element: str, pointer: str
) -> None:
    today = [row for row in table if row.xml == element or row.xml.startswith(element + "/")]
    model = pointer[1:]
    required = element == "CdtrAcct"
    placed = prefixed(element, model, pointer, blocks.account(edition), json_required=required)
    assert len(today) == 6
    assert set(today) <= set(placed)
    assert [row for row in placed if row in today] == today  # and in the same order


@pytest.mark.parametrize("edition", EDITIONS)
def test_new_rows_have_no_json_and_no_checks(edition: int) -> None:
    agent_rows, account_rows = blocks.agent(edition), blocks.account(edition)
    for row in (*agent_rows, *account_rows):
        assert not row.checks, row.xml
        assert row.beside is None, row.xml
    assert [row.xml for row in agent_rows if row.json is not None or row.json_required] == []
    in_json = {row.xml for row in account_rows if row.json is not None or row.json_required}
    assert in_json == {"", "Id", "Id/IBAN", "Ccy"}  # today's


def test_an_agent_and_an_account_are_built_as_the_old_model_was() -> None:
    assert FinancialInstitution("COBADEFFXXX").bic == "COBADEFFXXX"
    account = Account("DE89370400440532013000", None, "EUR")
    assert (account.iban, account.other_id, account.currency) == (
        "DE89370400440532013000",
        None,
        "EUR",
    )
    assert Account(other_id="LOCAL-1").other_id == "LOCAL-1"
