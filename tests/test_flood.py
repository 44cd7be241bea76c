"""A flood of one code is summarized after a limit per code, and every count stays exact."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import FIXTURES, PROJECT_ROOT
from pain_bridge.convert import convert
from pain_bridge.findings import Severity, make_finding
from pain_bridge.flood import FloodGate

CODES = ("date.past", "text.charset", "iban.checksum")


@given(
    st.lists(st.tuples(st.sampled_from(CODES), st.sampled_from(list(Severity))), max_size=60),
    st.integers(0, 5) | st.none(),
)
def test_the_gate_lists_the_first_of_each_code_and_counts_the_rest_exactly(
    items: list[tuple[str, Severity]], limit: int | None
) -> None:
    findings = [make_finding(code, str(i), severity=s) for i, (code, s) in enumerate(items)]
    gate = FloodGate(limit)
    kept = list(gate(findings))
    if limit is None:
        assert kept == findings
        assert gate.held == ()
        return
    for code in CODES:
        of_code = [f for f in findings if f.code == code]
        assert [f for f in kept if f.code == code] == of_code[:limit]
    total = Counter((f.code, f.severity) for f in kept)
    for held in gate.held:
        total[(held.code, held.severity)] += held.count
    assert total == Counter((f.code, f.severity) for f in findings)


def _flood(tmp_path: Path, n: int) -> Path:
    generated = tmp_path / "clean.xml"
    subprocess.run(
        [sys.executable, str(PROJECT_ROOT / "benchmarks" / "generate.py"), "-n", str(n),
         "-o", str(generated)],
        check=True, capture_output=True,
    )  # fmt: skip
    flood = tmp_path / "flood.xml"
    flood.write_bytes(generated.read_bytes().replace(b"</Nm>", b" &amp; Co</Nm>"))
    return flood


def _validate_json(path: Path, *options: str) -> tuple[int, dict[str, object]]:
    done = subprocess.run(
        [sys.executable, "-c", "from pain_bridge.cli import main; main()", "validate",
         "--format", "json", *options, str(path)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    return done.returncode, json.loads(done.stdout)


def test_the_summary_is_exact_and_the_listing_is_bounded(tmp_path: Path) -> None:
    flood = _flood(tmp_path, 300)
    code_all, every = _validate_json(flood, "--all-findings")
    code_few, few = _validate_json(flood, "--max-per-code", "7")
    assert code_all == code_few
    assert every["summary"] == few["summary"]  # type: ignore[index]
    (file_all,) = every["files"]  # type: ignore[index]
    (file_few,) = few["files"]  # type: ignore[index]
    assert file_all["summary"] == file_few["summary"]
    listed = Counter(f["code"] for f in file_few["findings"])
    assert max(listed.values()) <= 7
    assert file_all["summary"]["codes"]["text.charset"] >= 300
    (held,) = [h for h in file_few["not_listed"] if h["code"] == "text.charset"]
    assert held["count"] == file_all["summary"]["codes"]["text.charset"] - 7
    assert "not_listed" not in file_all


def test_convert_keeps_a_flood_bounded_and_its_verdict(tmp_path: Path) -> None:
    flood = _flood(tmp_path, 250)
    bounded = convert(flood, psu_redirect_link="https://app.example/cb", max_per_code=3)
    every = convert(flood, psu_redirect_link="https://app.example/cb", max_per_code=None)
    assert bounded.written == every.written
    assert len([f for f in bounded.findings if f.code == "text.charset"]) == 3
    (held,) = [h for h in bounded.held if h.code == "text.charset"]
    assert held.count == len([f for f in every.findings if f.code == "text.charset"]) - 3


def test_findings_a_gate_will_only_count_are_made_cheaply_and_the_listed_ones_as_ever(
    tmp_path: Path,
) -> None:
    from pain_bridge.validation import iter_findings

    flood = _flood(tmp_path, 120)
    every = list(iter_findings(flood))
    gate = FloodGate(5)
    listed = list(iter_findings(flood, gate=gate))
    assert len([f for f in every if f.code == "text.charset"]) >= 120
    held: Counter[str] = Counter()
    for entry in gate.held:
        held[entry.code] += entry.count
    for code in {f.code for f in every}:
        of_code = [f for f in every if f.code == code]
        assert [f for f in listed if f.code == code] == of_code[:5]  # messages, places
        assert held[code] == max(0, len(of_code) - 5)


def test_a_flood_counted_without_being_made_keeps_its_configured_severity_and_verdict(
    tmp_path: Path,
) -> None:
    from pain_bridge.config import RuleConfig
    from pain_bridge.validation import iter_findings

    flood = _flood(tmp_path, 60)
    every = [f for f in iter_findings(flood) if f.code == "text.charset"]
    as_error = RuleConfig(severity={"text.charset": Severity.ERROR})
    for limit in (0, 4):
        gate = FloodGate(limit)
        listed = [
            f for f in iter_findings(flood, config=as_error, gate=gate) if f.code == "text.charset"
        ]
        assert len(listed) == limit
        assert all(f.severity is Severity.ERROR for f in listed)
        (held,) = [h for h in gate.held if h.code == "text.charset"]
        assert (held.severity, held.count) == (Severity.ERROR, len(every) - limit)
        assert gate.holds_errors
        # convert publishes nothing when the only errors were counted, never made
        result = convert(
            flood, psu_redirect_link="https://app.example/cb", config=as_error, max_per_code=limit
        )
        assert not result.ok
        assert result.output is None
    ignored = FloodGate(0)
    quiet = RuleConfig(ignore=frozenset({"text.charset"}))
    assert not [
        f for f in iter_findings(flood, config=quiet, gate=ignored) if f.code == "text.charset"
    ]
    assert not [h for h in ignored.held if h.code == "text.charset"]


@given(
    st.lists(
        st.text(alphabet=st.sampled_from("ab &€ç/"), max_size=6) | st.just(""),
        min_size=1,
        max_size=8,
    )
)
def test_a_flood_is_counted_once_per_text_outside_the_set(texts: list[str]) -> None:
    from pain_bridge.rules import text as rule_text

    class Counting:
        """Stands for a rule whose flood gate counts every finding of the code."""

        def __init__(self) -> None:
            self.context = SimpleNamespace(count=lambda code: True)
            self.counted_now = 0

        def counted(self, code: str) -> bool:
            assert code == "text.charset"
            self.counted_now += 1
            return True

    joined = " ".join(texts)
    first = rule_text.OUTSIDE_SEPA.search(joined)
    counting = Counting()
    done = rule_text._all_counted(texts, joined, first, counting)  # type: ignore[arg-type]
    outside = [t for t in texts if rule_text.OUTSIDE_SEPA.search(t) is not None]
    assert done == bool(outside)
    assert counting.counted_now == len(outside)


def test_every_finding_listed_through_runs_on_disk_is_the_report_made_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from pain_bridge import spool
    from pain_bridge.cli import main
    from pain_bridge.reporting import FileResult, get_reporter
    from pain_bridge.reporting.locate import fill_columns
    from pain_bridge.validation import iter_findings

    flood = _flood(tmp_path, 200)
    # each finding once more, in memory: the report as the reporters make it of a tuple
    findings = tuple(fill_columns(flood, iter_findings(flood)))
    assert len(findings) > 200
    monkeypatch.setattr(spool, "RUN", 16)  # a run on disk every 16 findings
    monkeypatch.setattr(spool, "FAN", 3)  # and 3 runs merged into one, again and again
    for fmt in ("json", "text"):
        done = CliRunner().invoke(
            main, ["validate", "--all-findings", "--format", fmt, "-v", str(flood)]
        )
        expected = get_reporter(fmt).render([FileResult(str(flood), findings)])
        assert done.stdout == expected, fmt


def test_convert_lists_every_finding_through_runs_on_disk_as_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from pain_bridge import spool
    from pain_bridge.cli import main

    flood = _flood(tmp_path, 150)

    def report() -> str:
        out = tmp_path / "out.json"
        done = CliRunner().invoke(
            main,
            ["convert", "--all-findings", "-v", "--redirect", "https://app.example/cb",
             "-o", str(out), str(flood)],
        )  # fmt: skip
        assert done.exit_code == 0, done.stderr
        assert out.exists()
        return done.stderr

    in_memory = report()
    monkeypatch.setattr(spool, "RUN", 16)
    monkeypatch.setattr(spool, "FAN", 3)
    assert report() == in_memory
    listed = [line for line in in_memory.splitlines() if ": warning text.charset " in line]
    assert len(listed) >= 150
    lines = [int(line.split(":")[1]) for line in in_memory.splitlines()[:-2]]
    assert lines == sorted(lines)  # document order


def test_jobs_hand_back_spools_that_went_to_disk_whole_and_in_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from pain_bridge import spool
    from pain_bridge.cli import main

    flood = _flood(tmp_path, 120)
    other = FIXTURES / "xml" / "bulk.xml"

    def report(*jobs: str) -> str:
        done = CliRunner().invoke(
            main, ["validate", "--all-findings", "--format", "json", *jobs, str(flood), str(other)]
        )
        assert done.exit_code in (0, 1), done.stderr
        return done.stdout

    in_memory = report()
    total = len(json.loads(in_memory)["files"][0]["findings"])
    # one run on disk, and the second half of the findings still in memory when the
    # worker hands the spool back: those of transactions, then those of the whole
    # document, found at its end, about its start (not in order); the workers are
    # forked, so they spill where this process says
    monkeypatch.setattr(spool, "RUN", total // 2 + 1)
    assert report("-j", "2") == in_memory


@pytest.mark.parametrize(
    ("options", "listed"),
    [(["--all-findings"], None), (["--max-per-code", "7"], 7), ([], 100)],
    ids=["all-findings", "max-per-code-7", "default"],
)
def test_the_html_report_lists_what_the_options_ask_and_counts_the_rest(
    tmp_path: Path, options: list[str], listed: int | None
) -> None:
    """The page listed 100 findings of a code whatever --all-findings or --max-per-code
    said, and counted "and N more" from 100 (with --max-per-code 7 it said 100 fewer
    than it held back)."""
    from click.testing import CliRunner
    from lxml import html

    from pain_bridge.cli import main

    flood = _flood(tmp_path, 150)
    _code, every = _validate_json(flood, "--all-findings")
    total = every["files"][0]["summary"]["codes"]["text.charset"]  # type: ignore[index]
    assert total > 100
    out = tmp_path / "report.html"
    done = CliRunner().invoke(
        main, ["validate", "--format", "html", *options, "-o", str(out), str(flood)]
    )
    assert done.exit_code in (0, 1), done.output
    page = html.fromstring(out.read_bytes())
    (heading,) = page.xpath("//h4[@data-code='text.charset']")
    assert int(heading.get("data-count")) == total
    (table,) = heading.xpath("following-sibling::table[1]")
    rows = table.xpath("tr[not(td[@class='more'])]")
    more = table.xpath("tr/td[@class='more']")
    expected = total if listed is None else listed
    assert len(rows) == expected
    if listed is None:
        assert more == []
    else:
        (note,) = more
        assert note.text_content() == (
            f"and {total - listed} more text.charset findings, counted but not listed "
            "(pain2pis validate --all-findings lists every one)"
        )
