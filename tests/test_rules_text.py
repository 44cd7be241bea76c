"""Character set, field length and date rules."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import corpus_files, needs_corpus
from pain_bridge.config import RuleConfig
from pain_bridge.engine import RuleEngine
from pain_bridge.findings import Finding
from pain_bridge.flood import FloodGate, Held
from pain_bridge.model import Party, PostalAddress, Remittance, Transaction
from pain_bridge.paths import payment_info_origin, transaction_origin
from pain_bridge.reader import ReadOptions, iter_xml_events
from pain_bridge.rules.base import Findings
from pain_bridge.rules.text import (
    OUTSIDE_SEPA,
    TextRule,
    in_sepa_set,
    replacement,
    sepa_text,
)
from pain_bridge.testing import example_message
from pain_bridge.versions import PainVersion
from pain_bridge.writer import WriteOptions, write_xml
from rules_support import (
    TODAY,
    findings_of,
    json_data,
    model_events,
    model_findings,
    model_info,
    model_tx,
    set_path,
    xml_document,
    xml_payment_info,
    xml_tx,
)

TX = "/payment_info/0/transactions/0"
TX_XPATH = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]"


# --- text.charset ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pointer", "xpath", "bad", "good"),
    [
        (f"{TX}/creditor/name", f"{TX_XPATH}/Cdtr/Nm", "Müller & Söhne", "Mueller + Soehne"),
        (
            f"{TX}/remittance_information/unstructured",
            f"{TX_XPATH}/RmtInf/Ustrd",
            "Rechnung #17; Danke!",
            "Rechnung 17, Danke",
        ),
        (
            f"{TX}/payment_identification/end_to_end_id",
            f"{TX_XPATH}/PmtId/EndToEndId",
            "E2E_1",
            "E2E-1",
        ),
        (
            "/payment_info/0/debtor/name",
            "/Document/CstmrCdtTrfInitn/PmtInf[1]/Dbtr/Nm",
            "Société Générale",
            "Societe Generale",
        ),
        ("/group_header/message_id", "/Document/CstmrCdtTrfInitn/GrpHdr/MsgId", "MSG*1", "MSG-1"),
    ],
)
def test_charset(pointer: str, xpath: str, bad: str, good: str) -> None:
    found = findings_of(set_path(json_data(), pointer, bad))
    assert [(f.code, f.severity.value, f.pointer, f.xpath) for f in found] == [
        ("text.charset", "warning", pointer, xpath)
    ]
    assert findings_of(set_path(json_data(), pointer, good)) == []


def test_charset_message_names_each_character_and_the_replacement() -> None:
    pointer = f"{TX}/creditor/name"
    (finding,) = findings_of(set_path(json_data(), pointer, "Müller & Söhne"))
    assert "'ü' → 'ue'" in finding.message
    assert "'&' → '+'" in finding.message
    assert "'ö' → 'oe'" in finding.message
    assert "suggested: 'Mueller + Soehne'" in finding.message


@pytest.mark.parametrize("form", ["NFD", "NFKD"])
def test_decomposed_text_is_suggested_as_its_composed_letters(form: str) -> None:
    """A macOS file name or a copy from a PDF spells ``ü`` as ``u`` and a combining
    diaeresis: the suggestion is that of ``ü`` (``ue``), never a dot for the accent."""
    import unicodedata

    pointer = f"{TX}/creditor/name"
    (finding,) = findings_of(
        set_path(json_data(), pointer, unicodedata.normalize(form, "Zürich Café"))
    )
    assert "suggested: 'Zuerich Cafe'" in finding.message, finding.message
    assert "'ü' → 'ue'" in finding.message
    assert "'é' → 'e'" in finding.message
    assert sepa_text(unicodedata.normalize(form, "Zürich")) == "Zuerich"


@pytest.mark.parametrize(
    ("char", "expected"),
    [
        ("ä", "ae"),
        ("Ü", "Ue"),
        ("ß", "ss"),
        ("é", "e"),
        ("Ł", "L"),
        ("ñ", "n"),
        ("&", "+"),
        ("’", "'"),
        ("\n", " "),
        ("@", "."),
        ("漢", "Han"),
        ("Ж", "Zh"),
        ("Ω", "O"),
        ("☃", "."),
        ("\u0301", ""),  # a combining accent left alone once composed: dropped
        ("a", "a"),
    ],
)
def test_replacements(char: str, expected: str) -> None:
    assert replacement(char) == expected


def test_other_scripts_are_transliterated_not_dotted() -> None:
    assert sepa_text("Пётр Чайковский") == "Petr Chaykovskiy"
    assert sepa_text("Ωμέγα ΑΕ") == "Omega AE"
    assert sepa_text("北京") == "BeiJing"


def test_sepa_text_result_is_always_clean() -> None:
    text = sepa_text("Zoë & Jürgen <ŁÓDŹ> 50% ½ ™")
    assert all(c.isascii() and (c.isalnum() or c in "/-?:().,'+ ") for c in text)


def test_address_lines_of_xml_checked_one_by_one() -> None:
    origin = transaction_origin(
        0, 0, line=20, field_lines={"Cdtr/PstlAdr/AdrLine": 24, "Cdtr/PstlAdr/AdrLine[2]": 25}
    )
    creditor = Party("Creditor BV", PostalAddress(address_lines=("Main St 1", "Köln")))
    found = model_findings(
        model_events([(model_info(), [model_tx(creditor=creditor, origin=origin)])])
    )
    found = [f for f in found if f.code.startswith("text.")]  # the address rule speaks too
    assert [(f.code, f.line, f.xpath) for f in found] == [
        ("text.charset", 25, f"{TX_XPATH}/Cdtr/PstlAdr/AdrLine[2]")
    ]
    assert found[0].pointer == f"{TX}/creditor/address"


# --- text.length -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pointer", "xpath", "limit"),
    [
        (f"{TX}/payment_identification/end_to_end_id", f"{TX_XPATH}/PmtId/EndToEndId", 35),
        (f"{TX}/creditor/name", f"{TX_XPATH}/Cdtr/Nm", 140),
        (f"{TX}/remittance_information/unstructured", f"{TX_XPATH}/RmtInf/Ustrd", 140),
        ("/group_header/message_id", "/Document/CstmrCdtTrfInitn/GrpHdr/MsgId", 35),
        ("/payment_info/0/payment_info_id", "/Document/CstmrCdtTrfInitn/PmtInf[1]/PmtInfId", 35),
        (f"{TX}/creditor/postcode", f"{TX_XPATH}/Cdtr/PstlAdr/PstCd", 16),
    ],
)
def test_length(pointer: str, xpath: str, limit: int) -> None:
    found = findings_of(set_path(json_data(), pointer, "A" * (limit + 1)))
    found = [f for f in found if f.code.startswith("text.")]  # address.postcode too
    assert [(f.code, f.pointer, f.xpath) for f in found] == [("text.length", pointer, xpath)]
    assert f"is {limit + 1} characters long; at most {limit} fit" in found[0].message
    fits = findings_of(set_path(json_data(), pointer, "A" * limit))
    assert [f for f in fits if f.code.startswith("text.")] == []


def test_xml_address_line_longer_than_70() -> None:
    origin = transaction_origin(0, 0, line=20, field_lines={"Cdtr/PstlAdr/AdrLine": 24})
    creditor = Party("Creditor BV", PostalAddress(address_lines=("A" * 71,)))
    found = model_findings(
        model_events([(model_info(), [model_tx(creditor=creditor, origin=origin)])])
    )
    found = [f for f in found if f.code.startswith("text.")]  # the address rule speaks too
    assert [(f.code, f.line) for f in found] == [("text.length", 24)]
    ok = Party("Creditor BV", PostalAddress(address_lines=("A" * 70,)))
    fits = model_findings(model_events([(model_info(), [model_tx(creditor=ok)])]))
    assert [f for f in fits if f.code.startswith("text.")] == []


def test_structured_reference_length() -> None:
    from pain_bridge.model import CreditorReference, StructuredRemittance

    block = StructuredRemittance(
        CreditorReference("X" * 36, type=None), additional_information=("ok", "B" * 141)
    )
    tx = model_tx(remittance=Remittance(structured=(block,)))
    found = [
        f for f in model_findings(model_events([(model_info(), [tx])])) if f.code == "text.length"
    ]
    assert [f.xpath for f in found] == [
        f"{TX_XPATH}/RmtInf/Strd/CdtrRefInf/Ref",
        f"{TX_XPATH}/RmtInf/Strd/AddtlRmtInf[2]",
    ]
    assert found[1].pointer == f"{TX}/remittance_information/structured/additional_information/1"


def _lengths_in(version: PainVersion, building: str, town: str = "Paris") -> list[Finding]:
    """The ``text.length`` findings of a ``version`` file whose first creditor's postal
    address has this building name and town (put in the XML written: the writer refuses
    a text its schema does not take)."""
    message = example_message()
    info = message.payment_infos[0]
    first = info.transactions[0]
    address = PostalAddress(building_name="BUILDING", town="TOWN", country="FR")
    transactions = (replace(first, creditor=Party("Dupont SARL", address)), *info.transactions[1:])
    message = replace(message, payment_infos=(replace(info, transactions=transactions),))
    options = WriteOptions(version=version, requested_execution_date=TODAY)
    document = write_xml(message, options=options)
    assert document is not None
    assert version.namespace.encode() in document
    for tag, written, value in (("BldgNm", "BUILDING", building), ("TwnNm", "TOWN", town)):
        element = f"<{tag}>{written}</{tag}>".encode()
        assert document.count(element) == 1
        document = document.replace(element, f"<{tag}>{value}</{tag}>".encode())
    # the schema's own violation set aside: beside it, text.length is not repeated
    unless_schema = RuleConfig(ignore=frozenset({"xsd.violation"}))
    return [f for f in findings_of(document, config=unless_schema) if f.code == "text.length"]


@pytest.mark.parametrize("version", [PainVersion.V12, PainVersion.V13], ids=lambda v: v.value)
def test_lengths_are_those_of_the_version_read(version: PainVersion) -> None:
    """``PostalAddress27`` (``.12``, ``.13``) takes 140 characters of a building name and
    a town, where ``PostalAddress24`` (``.09``) took 35: a ``.12`` file is held to ``.12``'s
    schema, not to an older one's."""
    assert _lengths_in(version, "B" * 40, "T" * 100) == []
    found = _lengths_in(version, "B" * 141, "T" * 140)
    assert [f.xpath for f in found] == [f"{TX_XPATH}/Cdtr/PstlAdr/BldgNm"]
    assert "is 141 characters long; at most 140 fit" in found[0].message


def test_a_building_name_of_09_takes_35_characters() -> None:
    assert _lengths_in(PainVersion.V09, "B" * 35) == []
    found = _lengths_in(PainVersion.V09, "B" * 36)
    assert [f.xpath for f in found] == [f"{TX_XPATH}/Cdtr/PstlAdr/BldgNm"]
    assert "is 36 characters long; at most 35 fit" in found[0].message


def test_a_name_of_the_dk_variant_takes_70_characters() -> None:
    """The German DK schema (``pain.001.003.03``) takes 70 characters of a name, where
    ``.03`` takes 140."""

    def lengths(name: str) -> list[Finding]:
        document = xml_document(infos=[xml_payment_info(txs=[xml_tx(creditor_name=name)])])
        dk = document.replace(
            PainVersion.V03.namespace.encode(), PainVersion.DK03.namespace.encode()
        )
        unless_schema = RuleConfig(ignore=frozenset({"xsd.violation"}))  # not repeated
        return [f for f in findings_of(dk, config=unless_schema) if f.code == "text.length"]

    assert lengths("N" * 70) == []
    found = lengths("N" * 71)
    assert [f.xpath for f in found] == [f"{TX_XPATH}/Cdtr/Nm"]
    assert "is 71 characters long; at most 70 fit" in found[0].message


# --- date.past -------------------------------------------------------------------------


def test_date_in_the_past_is_a_warning_at_the_execution_date() -> None:
    origin = payment_info_origin(0, line=9, field_lines={"ReqdExctnDt": 14})
    past = model_info(requested_execution_date=TODAY - timedelta(days=2), origin=origin)
    found = model_findings(model_events([(past, [model_tx()])]))
    assert [(f.code, f.severity.value, f.line, f.pointer) for f in found] == [
        ("date.past", "warning", 14, None)
    ]
    assert found[0].xpath == "/Document/CstmrCdtTrfInitn/PmtInf[1]/ReqdExctnDt"
    assert "2024-04-30 is 2 day(s) before today (2024-05-02)" in found[0].message
    today = model_info(requested_execution_date=TODAY, origin=origin)
    assert model_findings(model_events([(today, [model_tx()])])) == []


def test_date_uses_the_given_today() -> None:
    info = model_info(requested_execution_date=date(2024, 5, 1))
    events = model_events([(info, [model_tx()])])
    assert [f.code for f in model_findings(events, today=date(2024, 5, 2))] == ["date.past"]
    assert model_findings(events, today=date(2024, 5, 1)) == []


# --- the quick check of the set, against the search it stands for


@given(
    st.text(
        alphabet=st.sampled_from("aZ09/-?:().,'+ &_;\"\t\n~@ßüé\u0301\u00a0€Ωd\U0001f600"),
        max_size=40,
    )
)
def test_the_quick_set_check_is_the_search_on_generated_texts(text: str) -> None:
    assert in_sepa_set(text) == (OUTSIDE_SEPA.search(text) is None)


def test_the_quick_set_check_is_the_search_on_every_character() -> None:
    """Each character (the surrogates included) alone and beside an allowed one."""
    for code in range(0x110000):
        char = chr(code)
        expected = OUTSIDE_SEPA.search(char) is None
        assert in_sepa_set(char) == expected, hex(code)
        assert in_sepa_set(f"a{char}") == expected, hex(code)
    assert in_sepa_set("")


# --- a transaction's common cases, told in the hook, against the general path


class _PlainTexts(TextRule):
    """The text rule with a transaction's findings from the general path alone."""

    def on_transaction(self, tx: Transaction) -> Findings:
        return self._both(tx, "transaction")


def _text_run(
    path: Path, rule: type[TextRule], limit: int | None
) -> tuple[list[str], tuple[Held, ...]]:
    gate = FloodGate(limit)
    engine = RuleEngine(rules=[rule], gate=gate, today=TODAY)
    events = list(iter_xml_events(path, ReadOptions(processes=1)))
    found = [
        f"{f.code} {f.xpath} {f.line} {f.message}"
        for f in engine.findings(events)
        if f.code.startswith("text.") and gate.admit(f)
    ]
    return found, gate.held


@needs_corpus
@pytest.mark.parametrize("limit", [None, 0, 1])
def test_the_transaction_hook_is_the_general_path_on_the_corpus(limit: int | None) -> None:
    """Every finding listed and every count of a flood (a limit of 0 or 1: the hook's
    counted path), the same through the hook as through :meth:`TextRule._both`."""
    compared, drawn = 0, 0
    for path in corpus_files(include_other_versions=True):
        fast = _text_run(path, TextRule, limit)
        assert fast == _text_run(path, _PlainTexts, limit)
        compared += 1
        drawn += len(fast[0]) + sum(held.count for held in fast[1])
    assert compared > 10
    assert drawn > 10  # the corpus has texts outside the set: the hook's paths were taken
