from __future__ import annotations

from pain_bridge.findings import Finding, Severity
from pain_bridge.reporting import REPORTERS, FileResult, ReporterOptions, get_reporter
from pain_bridge.reporting.text import TextReporter
from reporting_cases import ALL, CLEAN_RESULT, IBAN, PAST, XML_RESULT


def test_exact_output_sorted_by_position_with_summary() -> None:
    assert TextReporter().render(ALL) == (
        "payments/batch.xml:5:7: info map.inferred txs_no inferred from NbOfTxs\n"
        "payments/batch.xml:9: warning date.past ReqdExctnDt 2020-01-02 lies before today"
        " (2024-05-01)\n"
        "payments/batch.xml:42:13: error iban.checksum IBAN 'DE88370400440532013000' fails"
        " its mod-97 check\n"
        "intent.json:/payment_info/0/transactions/0/amount: error json.schema amount must be"
        " an object, not a number\n"
        "v9.xml: error xml.namespace root is pain.001.001.09, not pain.001.001.03\n"
        "4 files checked: 3 errors, 1 warning, 1 info\n"
    )


def test_clean_run_is_only_the_summary() -> None:
    assert TextReporter().render([CLEAN_RESULT]) == (
        "1 file checked: 0 errors, 0 warnings, 0 infos\n"
    )
    assert TextReporter().render([]) == "0 files checked: 0 errors, 0 warnings, 0 infos\n"


def test_xpath_stands_in_when_there_is_no_line_and_no_pointer() -> None:
    finding = Finding("totals.ctrl-sum", Severity.ERROR, "CtrlSum 10 != 12", xpath="/Document/X")
    out = TextReporter().render([FileResult("a.xml", (finding,))])
    assert out.splitlines()[0] == "a.xml:/Document/X: error totals.ctrl-sum CtrlSum 10 != 12"


def test_same_line_sorted_by_column_then_code() -> None:
    a = Finding("text.length", Severity.ERROR, "a", line=3, column=20)
    b = Finding("text.charset", Severity.WARNING, "b", line=3, column=4)
    c = Finding("iban.format", Severity.ERROR, "c", line=3, column=4)
    lines = TextReporter().render([FileResult("f.xml", (a, b, c))]).splitlines()
    assert lines[:3] == [
        "f.xml:3:4: error iban.format c",
        "f.xml:3:4: warning text.charset b",
        "f.xml:3:20: error text.length a",
    ]


def test_colour_only_when_asked() -> None:
    plain = get_reporter("text").render([XML_RESULT])
    coloured = get_reporter("text", ReporterOptions(color=True)).render([XML_RESULT])
    assert "\x1b[" not in plain
    assert "\x1b[" in coloured
    # Same text once the escape sequences are gone.
    import re

    assert re.sub(r"\x1b\[[0-9;]*m", "", coloured) == plain


def test_messages_with_brackets_are_not_markup() -> None:
    finding = Finding("xsd.violation", Severity.ERROR, "[bold]Expected is ( MsgId )[/]", line=1)
    out = get_reporter("text", ReporterOptions(color=True)).render(
        [FileResult("x.xml", (finding,))]
    )
    assert "[bold]Expected is ( MsgId )[/]" in out


def test_registry_names() -> None:
    assert set(REPORTERS) == {"text", "json", "sarif", "github", "html"}
    for name in REPORTERS:
        assert isinstance(get_reporter(name).render([XML_RESULT]), str)


def test_unknown_reporter_lists_known() -> None:
    import pytest

    with pytest.raises(KeyError, match="known: text, json, sarif, github"):
        get_reporter("xml")


def test_valid_flag() -> None:
    assert not XML_RESULT.valid
    assert FileResult("w.xml", (PAST,)).valid
    assert not FileResult("e.xml", (IBAN,)).valid


def test_the_root_pointer_is_shown_as_root() -> None:
    from pain_bridge.findings import make_finding
    from pain_bridge.reporting import FileResult
    from pain_bridge.reporting.text import TextReporter

    finding = make_finding("json.schema", "the data must be a JSON object", pointer="")
    out = TextReporter().render([FileResult("a.json", (finding,))])
    assert out.splitlines()[0] == "a.json:(root): error json.schema the data must be a JSON object"
