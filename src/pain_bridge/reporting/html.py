"""The ``html`` reporter: one self-contained page a treasury operator can open.

No network, no JavaScript: styles are inline, everything else is plain HTML. Per file:

- the counts by severity and by code (the same numbers as the JSON reporter's summary);
- per payment information, the number of transactions and the control sum as declared
  and as computed (read again from the file, streaming, in bounded memory);
- the findings grouped by code, each beside the source line it points at, the codes
  with errors first, then warnings, then notes (among them ``scheme.applied``: which
  scheme applied to each payment info, and why). It lists the findings the result lists:
  a flood of one code is summarized past ``--max-per-code`` (100 by default), with the
  count of the rest, and ``--all-findings`` lists every one (read again from their
  spool, :data:`CHUNK` at a time, so memory stays bounded however many there are);
- below them, the loss report of a conversion: what the payment intent JSON cannot
  carry or had to infer (``map.dropped``, ``map.inferred``), its own section. The
  service's limits (``map.unsupported``, ``map.missing``) are errors like any other.
"""

from __future__ import annotations

import html
import itertools
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Final, TextIO

from pain_bridge.findings import CATALOGUE, Finding, Severity
from pain_bridge.reporting import FileResult, ReporterOptions, Writes, count_by_severity

__all__ = ["CHUNK", "HtmlReporter"]

#: Findings of one code held in memory at a time while they are listed.
CHUNK: Final = 100
_LEVELS = (Severity.ERROR, Severity.WARNING, Severity.INFO)
_STYLE = """
body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:70rem;color:#1b2733}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ccd}
h3{font-size:1rem;margin:1.2rem 0 .3rem}table{border-collapse:collapse;margin:.3rem 0}
td,th{padding:.2rem .6rem;border-bottom:1px solid #e3e6ea;text-align:left;vertical-align:top}
th{background:#f3f5f7}.num{text-align:right;font-variant-numeric:tabular-nums}
.error{color:#a4161a}.warning{color:#8a5a00}.info{color:#39566b}.ok{color:#1e6b34}
.bad{background:#fde8e8}code,pre{font:13px ui-monospace,monospace}
pre{margin:0;white-space:pre-wrap;background:#f6f8fa;padding:.1rem .4rem}
.more{font-style:italic;color:#555}
"""


@dataclass
class _Totals:
    """One payment information's totals, declared and computed."""

    ident: str
    declared_count: str | None
    declared_sum: Decimal | None
    count: int = 0
    total: Decimal = Decimal(0)


def _totals(path: Path) -> Iterator[_Totals]:
    """The payment informations of the file at ``path``, streamed; the whole message
    (its group header's declarations) last."""
    from pain_bridge.model import EndOfPaymentInfo, GroupHeader, PaymentInfo, Transaction
    from pain_bridge.sources import iter_events

    current: _Totals | None = None
    message = _Totals("whole message (group header)", None, None)
    for event in iter_events(path):
        if isinstance(event, GroupHeader):
            message.declared_count = event.number_of_transactions
            message.declared_sum = event.control_sum
        elif isinstance(event, Transaction):
            message.count += 1
            if event.amount is not None:
                message.total += event.amount.value
        if isinstance(event, PaymentInfo):
            current = _Totals(
                event.payment_info_id or "(no id)",
                event.number_of_transactions,
                event.control_sum,
            )
        elif isinstance(event, Transaction) and current is not None:
            current.count += 1
            if event.amount is not None:
                current.total += event.amount.value
        elif isinstance(event, EndOfPaymentInfo) and current is not None:
            yield current
            current = None
    yield message


def _source_lines(path: Path, wanted: set[int]) -> dict[int, str]:
    """The text of the lines ``wanted`` of the file, read once, streaming."""
    found: dict[int, str] = {}
    if not wanted:
        return found
    last = max(wanted)
    try:
        with path.open("rb") as handle:
            for number, raw in enumerate(handle, start=1):
                if number in wanted:
                    found[number] = raw.decode("utf-8", "replace").rstrip()[:300]
                if number >= last:
                    break
    except OSError:
        return {}
    return found


#: The loss report of a conversion to the payment intent JSON.
LOSS_CODES = frozenset({"map.dropped", "map.inferred"})


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


class HtmlReporter(Writes):
    """Writes :class:`FileResult` s as one self-contained HTML page, a file at a time
    (and at most :data:`CHUNK` findings of each code held)."""

    def __init__(self, options: ReporterOptions | None = None) -> None:
        self.options = options or ReporterOptions()

    def write(self, results: Sequence[FileResult], out: TextIO) -> None:
        out.write(
            "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
            "<meta name='viewport' content='width=device-width,initial-scale=1'>"
            "<title>pain2pis validation report</title>"
            f"<style>{_STYLE}</style></head><body>"
            "<h1>pain2pis validation report</h1>" + self._overview(results)
        )
        for result in results:
            self._file(result, out)
        out.write("</body></html>\n")

    # -- sections ------------------------------------------------------------------
    def _counts(self, result: FileResult) -> dict[str, int]:
        counts = count_by_severity([result])
        return {level.value: counts[level] for level in _LEVELS}

    def _overview(self, results: Sequence[FileResult]) -> str:
        rows = []
        for result in results:
            counts = self._counts(result)
            verdict = (
                "<span class='ok'>valid</span>"
                if result.valid
                else ("<span class='error'>invalid</span>")
            )
            cells = "".join(f"<td class='num {k}'>{v}</td>" for k, v in counts.items())
            rows.append(f"<tr><td>{_e(result.shown_path)}</td><td>{verdict}</td>{cells}</tr>")
        return (
            "<table id='overview'><tr><th>file</th><th>verdict</th><th>errors</th>"
            "<th>warnings</th><th>infos</th></tr>" + "".join(rows) + "</table>"
        )

    def _file(self, result: FileResult, out: TextIO) -> None:
        totals: Counter[str] = Counter()
        worst: dict[str, int] = {}
        for (code, severity), count in result.tally().items():
            totals[code] += count
            if count:
                worst[code] = max(worst.get(code, 0), severity.rank)
        # the first CHUNK listed findings of each code; the others are read again
        first: dict[str, list[Finding]] = {code: [] for code in totals}
        listed: Counter[str] = Counter()
        for finding in result.sorted_findings(held=False):
            listed[finding.code] += 1
            group = first.setdefault(finding.code, [])
            if len(group) < CHUNK:
                group.append(finding)
        counts = self._counts(result)
        out.write(
            f"<h2>{_e(result.shown_path)}</h2>"
            "<p class='summary' "
            + "".join(f"data-{k}='{v}' " for k, v in counts.items())
            + ">"
            + ", ".join(f"<span class='{k}'>{v} {k}(s)</span>" for k, v in counts.items())
            + "</p>"
        )
        path = Path(result.path)
        on_disk = path.is_file()
        if on_disk:
            out.write(self._totals_table(path))
        wanted = {f.line for group in first.values() for f in group if f.line}
        lines = _source_lines(path, wanted) if on_disk else {}

        def order(code: str) -> tuple[int, str]:
            """Codes with errors first, then warnings, then notes; by code within each."""
            return (-worst.get(code, 0), code)

        other = sorted((code for code in first if code not in LOSS_CODES), key=order)
        loss = sorted((code for code in first if code in LOSS_CODES), key=order)
        out.write("<h3>Findings by code</h3>" if other else "<p>No findings.</p>")
        for code in other:
            self._code(result, code, first[code], listed[code], totals[code], lines, out)
        if loss:
            out.write("<h3>Loss report of a conversion to the payment intent JSON</h3>")
            for code in loss:
                self._code(result, code, first[code], listed[code], totals[code], lines, out)

    def _totals_table(self, path: Path) -> str:
        try:
            totals = list(itertools.islice(_totals(path), 10_000))
        except Exception:  # a file that cannot be read has its findings already
            return ""
        if not totals:
            return ""
        rows = []
        for item in totals:
            declared_count = item.declared_count or "–"
            declared_sum = "–" if item.declared_sum is None else format(item.declared_sum, "f")
            count_bad = item.declared_count is not None and item.declared_count != str(item.count)
            sum_bad = item.declared_sum is not None and item.declared_sum != item.total
            rows.append(
                f"<tr><td>{_e(item.ident)}</td>"
                f"<td class='num{' bad' if count_bad else ''}'>{_e(declared_count)}</td>"
                f"<td class='num'>{item.count}</td>"
                f"<td class='num{' bad' if sum_bad else ''}'>{_e(declared_sum)}</td>"
                f"<td class='num'>{format(item.total, 'f')}</td></tr>"
            )
        return (
            "<h3>Payment informations: declared and computed</h3><table class='totals'>"
            # a mismatch is shaded, and is a totals.* finding below
            "<tr><th>payment information</th><th>NbOfTxs declared</th><th>counted</th>"
            "<th>CtrlSum declared</th><th>summed</th></tr>" + "".join(rows) + "</table>"
        )

    def _code(
        self,
        result: FileResult,
        code: str,
        first: list[Finding],
        listed: int,
        total: int,
        lines: dict[int, str],
        out: TextIO,
    ) -> None:
        """The findings of ``code`` the result lists (``first``, then the others read
        again, a chunk at a time, with their source lines) and how many more there are
        (``total``: listed and counted only)."""
        info = CATALOGUE.get(code)
        summary = f" — {_e(info.summary)}" if info else ""
        out.write(
            f"<h4 class='code' data-code='{_e(code)}' data-count='{total}'>"
            f"<code>{_e(code)}</code> × {total}{summary}</h4><table>"
        )
        out.write(_rows(first, lines))
        if listed > len(first):
            path = Path(result.path)
            of_code = (f for f in result.sorted_findings(held=False) if f.code == code)
            rest = itertools.islice(of_code, len(first), None)
            while chunk := list(itertools.islice(rest, CHUNK)):
                wanted = {f.line for f in chunk if f.line}
                out.write(_rows(chunk, _source_lines(path, wanted) if path.is_file() else {}))
        if total > listed:
            out.write(
                f"<tr><td colspan='3' class='more'>and {total - listed} more "
                f"{_e(code)} findings, counted but not listed "
                "(pain2pis validate --all-findings lists every one)</td></tr>"
            )
        out.write("</table>")


def _rows(findings: Sequence[Finding], lines: dict[int, str]) -> str:
    """One table row per finding, beside its source line when known."""
    parts = []
    for finding in findings:
        where = f"line {finding.line}" if finding.line else _e(finding.pointer or "")
        source = lines.get(finding.line or 0)
        shown = f"<pre>{_e(source.strip())}</pre>" if source else ""
        parts.append(
            f"<tr><td class='{finding.severity.value}'>{finding.severity.value}</td>"
            f"<td>{where}</td><td>{_e(finding.message)}{shown}</td></tr>"
        )
    return "".join(parts)
