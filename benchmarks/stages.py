"""Where the time of one transaction goes: CPU µs per transaction of each stage.

    python benchmarks/stages.py FILE.xml [--repeat N]

FILE is any pain.001 file the project reads (.03 to .13: ``generate.py``'s, with
``--pain-version 09`` or ``13``, the realistic one of ``realistic.py``); its version's
namespace and XSD are used throughout. Each stage is timed alone over the whole file
(best of ``--repeat``, default 3, process CPU time; what a stage starts from is prepared
outside the timing), and the table reads:

- read: the bare parse, the floor (parse with the XSD attached), the streaming pass as
  the second process runs it (parse, XSD, units by shape), the model built from its
  records as the first process does, the whole reader in one process;
- rules: each rule family alone and as ``validate`` runs it, through the flood gate
  (``FloodGate()``, ``RuleEngine(gate=gate, rules=(rule,))``, its findings through the
  gate); the scheme rules alone (``--scheme auto``); all rules for the service
  (``validate``'s default), for a bank (``--for bank --scheme auto``) and for both
  (``--for both --scheme auto``);
- findings: what ``validate --format json`` does with the findings the gate lets
  through (at most 100 per code; and every one, ``--all-findings``): their columns located
  in the file, the spool that hands them back in document order, the JSON report
  written from the spool;
- output: the JSON writer of ``convert``.

On two cores the pass and the rest run side by side: the wall time is about the larger
of "pass" and "model + rules (gated) + findings (+ JSON)".
"""

from __future__ import annotations

import argparse
import io
import sys
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lxml import etree

from pain_bridge import xsd
from pain_bridge.engine import RuleEngine
from pain_bridge.file_purpose import Purpose
from pain_bridge.findings import Finding
from pain_bridge.flood import DEFAULT_PER_CODE, FloodGate, Held
from pain_bridge.mapping.to_json import write_json_events
from pain_bridge.model import DocumentStart, Event
from pain_bridge.reader import ReadOptions, iter_xml_events
from pain_bridge.reader.source import Input
from pain_bridge.reader.stream import Reader
from pain_bridge.reader.txlines import TransactionLines
from pain_bridge.reader.units import Record, Units
from pain_bridge.reporting import FileResult, ReporterOptions, get_reporter
from pain_bridge.reporting.locate import fill_columns_as_found
from pain_bridge.rules import RULES
from pain_bridge.rules.base import Rule
from pain_bridge.spool import FindingSpool
from pain_bridge.versions import PainVersion


@dataclass(frozen=True)
class Timed:
    """A stage: ``run`` over what ``prepare`` made (prepared anew for each timing, not
    timed itself)."""

    run: Callable[[Any], object]
    prepare: Callable[[], Any] = lambda: None


@dataclass(frozen=True)
class Row:
    label: str
    #: One stage per column of the section; None where the column does not apply.
    stages: tuple[Timed | None, ...]


@dataclass(frozen=True)
class Section:
    title: str
    columns: tuple[str, ...]
    rows: list[Row]


def best(stage: Timed, repeat: int) -> float:
    """The least process CPU time of ``repeat`` runs of ``stage``, in seconds."""
    fastest = float("inf")
    for _ in range(repeat):
        prepared = stage.prepare()
        started = time.process_time()
        stage.run(prepared)
        fastest = min(fastest, time.process_time() - started)
    return fastest


def drain(events: Iterator[object]) -> None:
    deque(events, 0)


@dataclass
class Document:
    """The file, read once: its version and its events (for the service and for a bank)."""

    path: Path
    version: PainVersion
    events: list[Event]
    bank_events: list[Event]
    transactions: int

    @classmethod
    def read(cls, path: Path) -> Document:
        events = list(iter_xml_events(path, ReadOptions(processes=1)))
        start = next(e for e in events if isinstance(e, DocumentStart))
        assert start.pain_version is not None, "not a pain.001 file"
        # --for bank reads without the JSON's loss report (validation.iter_findings)
        bank = list(iter_xml_events(path, ReadOptions(processes=1, report_dropped=False)))
        count = sum(1 for e in events if type(e).__name__ == "Transaction")
        return cls(path, start.pain_version, events, bank, max(count, 1))


def read_section(doc: Document) -> Section:
    path = str(doc.path)
    tag = f"{{{doc.version.namespace}}}CdtTrfTxInf"
    options = ReadOptions(processes=1)
    source = Input(path, None, spool=False)

    def parse(schema: etree.XMLSchema | None) -> None:
        for _, element in etree.iterparse(path, events=("end",), tag=tag, schema=schema):
            element.clear()
            while element.getprevious() is not None:
                del element.getparent()[0]

    def records(element_lines: bool = False) -> Iterator[Record]:
        """The streaming pass as the second process runs it: parse, XSD, units by shape
        (the elements' lines found on demand, as validate and convert read, or sent)."""
        layout = source.whitespace_is_layout()
        return Units(doc.version).records(
            source.chunks(), drop_layout=layout, element_lines=element_lines
        )

    def model(passed: list[Record]) -> None:
        """The model from the pass's records, as this process builds it."""
        reader = Reader(Input(path, None, spool=False), options)
        reader.version = doc.version
        reader.on_demand = TransactionLines(path, "utf-8")  # for a line a drop asks
        reader._prepare(doc.version)
        drain(reader._events_of(iter(passed)))  # type: ignore[arg-type]

    bare = ReadOptions(processes=1, schema_validation=False)
    rows = [
        ("parse (iterparse, no schema)", Timed(lambda _: parse(None))),
        (
            f"floor (iterparse + XSD {doc.version.short})",
            Timed(lambda _: parse(xsd.pain001_schema(doc.version))),
        ),
        ("pass: parse + XSD + units by shape", Timed(lambda _: drain(records()))),
        ("pass, every element's line sent", Timed(lambda _: drain(records(True)))),
        ("model from the records", Timed(model, lambda: list(records()))),
        ("reader, one process", Timed(lambda _: drain(iter_xml_events(path, options)))),
        ("reader, one process, no schema", Timed(lambda _: drain(iter_xml_events(path, bare)))),
    ]
    return Section("read", ("µs/tx",), [Row(label, (stage,)) for label, stage in rows])


def _rules(
    events: list[Event],
    *,
    gated: bool,
    rules: Sequence[type[Rule]] | None = None,
    purpose: Purpose = Purpose.SERVICE,
    scheme: str | None = None,
) -> Timed:
    """The rules over ``events``: the engine alone, or (``gated``) as ``validate`` runs
    it, the engine counting what the gate would only count, its findings through it."""

    def run(_: None) -> None:
        if not gated:
            engine = RuleEngine(rules=rules, purpose=purpose, scheme=scheme)
            drain(engine.process(iter(events)))
            return
        gate = FloodGate()
        engine = RuleEngine(gate=gate, rules=rules, purpose=purpose, scheme=scheme)
        drain(gate(engine.findings(iter(events))))

    return Timed(run)


def rules_section(doc: Document) -> Section:
    rows = [
        Row(
            f"rule {rule.name}",
            tuple(_rules(doc.events, gated=g, rules=(rule,)) for g in (False, True)),
        )
        for rule in RULES
    ]
    by_purpose = (
        ("all rules, the service (validate)", doc.events, Purpose.SERVICE, None),
        ("all rules, --for bank --scheme auto", doc.bank_events, Purpose.BANK, "auto"),
        ("all rules, --for both --scheme auto", doc.events, Purpose.BOTH, "auto"),
    )
    rows.append(
        Row(
            "scheme rules alone (--scheme auto)",
            tuple(
                _rules(doc.events, gated=g, rules=(), purpose=Purpose.BOTH, scheme="auto")
                for g in (False, True)
            ),
        )
    )
    for label, events, purpose, scheme in by_purpose:
        rows.append(
            Row(
                label,
                tuple(
                    _rules(events, gated=g, purpose=purpose, scheme=scheme) for g in (False, True)
                ),
            )
        )
    return Section("rules", ("alone", "gated"), rows)


def findings_section(doc: Document) -> Section:
    """validate --format json's work on the findings, 100 per code and every one."""
    reporter = get_reporter("json", ReporterOptions(color=False, show_info=False))

    def found(limit: int | None) -> tuple[list[Finding], tuple[Held, ...]]:
        gate = FloodGate(limit)
        listed = list(gate(RuleEngine(gate=gate).findings(iter(doc.events))))
        return listed, gate.held

    def stages(limit: int | None) -> tuple[Timed, Timed, Timed]:
        listed, held = found(limit)
        located = list(fill_columns_as_found(doc.path, listed))

        def spool(_: None) -> None:
            with FindingSpool(located) as spooled:
                drain(iter(spooled))

        def report(spooled: FindingSpool) -> None:
            with spooled:
                reporter.write([FileResult(str(doc.path), spooled, held)], io.StringIO())

        return (
            Timed(lambda _: drain(fill_columns_as_found(doc.path, listed))),
            Timed(spool),
            Timed(report, lambda: FindingSpool(located)),
        )

    listed, every = stages(DEFAULT_PER_CODE), stages(None)
    labels = ("columns located (fill_columns_as_found)", "spool (FindingSpool)", "JSON report")
    rows = [Row(label, (a, b)) for label, a, b in zip(labels, listed, every, strict=True)]
    return Section("findings (validate --format json)", (f"{DEFAULT_PER_CODE}/code", "every"), rows)


def output_section(doc: Document) -> Section:
    writer = Timed(lambda _: write_json_events(doc.events, io.StringIO()))
    return Section("output", ("µs/tx",), [Row("JSON writer (convert)", (writer,))])


def sections(doc: Document) -> list[Section]:
    """The whole table, to be measured."""
    return [read_section(doc), rules_section(doc), findings_section(doc), output_section(doc)]


def measure(sections: list[Section], transactions: int, repeat: int) -> list[list[str]]:
    """The table's lines as cells: a heading line per section, then its rows in µs."""
    lines: list[list[str]] = []
    for section in sections:
        lines.append([section.title, *section.columns])
        for row in section.rows:
            cells = [f"  {row.label}"]
            for stage in row.stages:
                cells.append(
                    "—" if stage is None else f"{best(stage, repeat) / transactions * 1e6:.1f}"
                )
            lines.append(cells)
            print(*cells, sep="  ", file=sys.stderr, flush=True)  # progress on a big file
    return lines


def render(lines: list[list[str]]) -> str:
    width = max(len(cells[0]) for cells in lines) + 2
    out = []
    for cells in lines:
        out.append(cells[0].ljust(width) + "".join(cell.rjust(10) for cell in cells[1:]))
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--repeat", type=int, default=3, help="runs per stage, the best kept")
    args = parser.parse_args(argv)
    doc = Document.read(args.file)
    lines = measure(sections(doc), doc.transactions, args.repeat)
    print()
    print(
        f"{args.file.name}: {doc.transactions:,} transactions, {doc.version.value}; "
        f"CPU µs per transaction (best of {args.repeat}):"
    )
    print(render(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
