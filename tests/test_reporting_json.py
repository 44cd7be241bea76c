from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from pain_bridge.findings import CATALOGUE, Finding, Severity
from pain_bridge.reporting import jsonstream
from pain_bridge.reporting.json import JsonReporter, finding_json
from reporting_cases import ALL, CLEAN_RESULT, JSON_RESULT, PAST, XML_RESULT


def test_exact_shape_of_the_cli_contract() -> None:
    data = json.loads(JsonReporter().render([XML_RESULT, JSON_RESULT, CLEAN_RESULT]))
    assert data == {
        "files": [
            {
                "path": "payments/batch.xml",
                "valid": False,
                "findings": [
                    {
                        "code": "map.inferred",
                        "severity": "info",
                        "message": "txs_no inferred from NbOfTxs",
                        "line": 5,
                        "column": 7,
                        "xpath": "/Document/CstmrCdtTrfInitn/GrpHdr/NbOfTxs",
                        "pointer": "/txs_no",
                    },
                    {
                        "code": "date.past",
                        "severity": "warning",
                        "message": "ReqdExctnDt 2020-01-02 lies before today (2024-05-01)",
                        "line": 9,
                        "column": None,
                        "xpath": "/Document/CstmrCdtTrfInitn/PmtInf[1]/ReqdExctnDt",
                        "pointer": None,
                    },
                    {
                        "code": "iban.checksum",
                        "severity": "error",
                        "message": "IBAN 'DE88370400440532013000' fails its mod-97 check",
                        "line": 42,
                        "column": 13,
                        "xpath": "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[2]"
                        "/CdtrAcct/Id/IBAN",
                        "pointer": "/payment_info/0/transactions/1/creditor_account"
                        "/identification/iban",
                    },
                ],
                "summary": {
                    "error": 1,
                    "warning": 1,
                    "info": 1,
                    "codes": {"date.past": 1, "iban.checksum": 1, "map.inferred": 1},
                },
            },
            {
                "path": "intent.json",
                "valid": False,
                "findings": [
                    {
                        "code": "json.schema",
                        "severity": "error",
                        "message": "amount must be an object, not a number",
                        "line": None,
                        "column": None,
                        "xpath": None,
                        "pointer": "/payment_info/0/transactions/0/amount",
                    }
                ],
                "summary": {"error": 1, "warning": 0, "info": 0, "codes": {"json.schema": 1}},
            },
            {
                "path": "clean.xml",
                "valid": True,
                "findings": [],
                "summary": {"error": 0, "warning": 0, "info": 0, "codes": {}},
            },
        ],
        "summary": {
            "files": 3,
            "valid": 1,
            "error": 2,
            "warning": 1,
            "info": 1,
            "codes": {"date.past": 1, "iban.checksum": 1, "json.schema": 1, "map.inferred": 1},
        },
    }


def test_exact_text_is_indented_utf8_with_final_newline() -> None:
    from pain_bridge.findings import Finding, Severity
    from pain_bridge.reporting import FileResult

    finding = Finding("text.charset", Severity.WARNING, "'Ł' is outside SEPA Latin; use 'L'")
    out = JsonReporter().render([FileResult("ü.xml", (finding,))])
    assert out.startswith(
        "{\n"
        '  "files": [\n'
        "    {\n"
        '      "path": "ü.xml",\n'
        '      "valid": true,\n'
        '      "findings": [\n'
        "        {\n"
        '          "code": "text.charset",\n'
        '          "severity": "warning",\n'
        "          \"message\": \"'Ł' is outside SEPA Latin; use 'L'\",\n"
        '          "line": null,\n'
        '          "column": null,\n'
        '          "xpath": null,\n'
        '          "pointer": null\n'
        "        }\n"
        "      ],\n"
        '      "summary": {\n'
    )
    assert out.endswith("  }\n}\n")
    assert "\\u" not in out  # UTF-8 as it is, not escaped


def test_every_finding_has_every_key() -> None:
    data = json.loads(JsonReporter().render(ALL))
    keys = {"code", "severity", "message", "line", "column", "xpath", "pointer"}
    for file in data["files"]:
        assert set(file) == {"path", "valid", "findings", "summary"}
        for finding in file["findings"]:
            assert set(finding) == keys


def test_no_files() -> None:
    empty = {"files": 0, "valid": 0, "error": 0, "warning": 0, "info": 0, "codes": {}}
    assert json.loads(JsonReporter().render([])) == {"files": [], "summary": empty}


def test_the_summary_counts_by_severity_and_code() -> None:
    data = json.loads(JsonReporter().render(ALL))
    for file in data["files"]:
        found = file["findings"]
        summary = file["summary"]
        assert sum(summary["codes"].values()) == len(found)
        for level in ("error", "warning", "info"):
            assert summary[level] == sum(1 for f in found if f["severity"] == level)
    overall = data["summary"]
    assert overall["files"] == len(data["files"])
    assert overall["valid"] == sum(1 for f in data["files"] if f["valid"])
    assert overall["error"] == sum(f["summary"]["error"] for f in data["files"])


_TEXTS = st.one_of(st.none(), st.text(max_size=30))
_NUMBERS = st.one_of(st.none(), st.integers(min_value=0, max_value=1 << 40))


@given(
    code=st.sampled_from(sorted(CATALOGUE)),
    severity=st.sampled_from(list(Severity)),
    message=st.text(max_size=60),
    line=_NUMBERS,
    column=_NUMBERS,
    xpath=_TEXTS,
    pointer=_TEXTS,
    margin=st.sampled_from(["", "  ", "      "]),
)
def test_a_finding_is_written_as_the_general_encoder_writes_its_dict(
    code: str,
    severity: Severity,
    message: str,
    line: int | None,
    column: int | None,
    xpath: str | None,
    pointer: str | None,
    margin: str,
) -> None:
    """The findings' own encoder (the report's fast path) and its twin, the general one
    (``json.dumps(indent=2, ensure_ascii=False)``'s text) write the same: quotes,
    backslashes, control characters and non-ASCII text included."""
    finding = Finding(code, severity, message, line, column, xpath, pointer)
    expected = json.dumps(finding.to_dict(), indent=2, ensure_ascii=False)
    assert finding_json(finding, margin) == expected.replace("\n", "\n" + margin)
    assert finding_json(finding, margin) == jsonstream._dumps(finding.to_dict(), margin)


def test_valid_is_each_file_s_own_and_counted_with_held_errors() -> None:
    """``valid`` is :attr:`FileResult.valid` for each file (an error held, counted but not
    listed, makes a file invalid), and the summary counts the valid files."""
    from pain_bridge.flood import Held
    from pain_bridge.reporting import FileResult

    held_error = FileResult("flood.xml", (PAST,), (Held("iban.checksum", Severity.ERROR, 3),))
    held_warning = FileResult("warned.xml", (), (Held("date.past", Severity.WARNING, 2),))
    results = [*ALL, held_error, held_warning]
    data = json.loads(JsonReporter().render(results))
    assert [f["valid"] for f in data["files"]] == [r.valid for r in results]
    assert [f["valid"] for f in data["files"]][-2:] == [False, True]
    assert data["summary"]["valid"] == sum(r.valid for r in results) == 2
