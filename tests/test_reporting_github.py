from __future__ import annotations

from pain_bridge.findings import Finding, Severity
from pain_bridge.reporting import FileResult, ReporterOptions
from pain_bridge.reporting.github import GithubReporter, escape_data, escape_property
from reporting_cases import ALL


def test_exact_annotations() -> None:
    assert GithubReporter().render(ALL) == (
        "::notice file=payments/batch.xml,line=5,col=7,title=map.inferred::"
        "txs_no inferred from NbOfTxs\n" + WARNINGS_AND_ERRORS
    )


def test_infos_are_notices_only_when_shown() -> None:
    """Every info was a notice, filling the ten a pull request shows per step."""
    assert GithubReporter(ReporterOptions(show_info=False)).render(ALL) == WARNINGS_AND_ERRORS


WARNINGS_AND_ERRORS = (
    "::warning file=payments/batch.xml,line=9,title=date.past::"
    "ReqdExctnDt 2020-01-02 lies before today (2024-05-01)\n"
    "::error file=payments/batch.xml,line=42,col=13,title=iban.checksum::"
    "IBAN 'DE88370400440532013000' fails its mod-97 check\n"
    "::error file=intent.json,title=json.schema::amount must be an object, not a number"
    " (at /payment_info/0/transactions/0/amount)\n"
    "::error file=v9.xml,title=xml.namespace::root is pain.001.001.09, not pain.001.001.03\n"
)


def test_escaping_of_data() -> None:
    assert escape_data("100% sure\r\nnext: a,b") == "100%25 sure%0D%0Anext: a,b"


def test_escaping_of_properties() -> None:
    assert escape_property("C:\\pay, 100%\n.xml") == "C%3A\\pay%2C 100%25%0A.xml"


def test_escaping_in_a_command() -> None:
    finding = Finding("xsd.violation", Severity.ERROR, "bad: 50%\nsecond line", line=3)
    out = GithubReporter().render([FileResult("d:/a,b.xml", (finding,))])
    expected = "::error file=d%3A/a%2Cb.xml,line=3,title=xsd.violation::"
    assert out == expected + "bad: 50%25%0Asecond line\n"
    # One command per finding: the message's newline cannot start a new command.
    assert out.count("\n") == 1


def test_nothing_to_say() -> None:
    assert GithubReporter().render([FileResult("ok.xml", ())]) == ""
