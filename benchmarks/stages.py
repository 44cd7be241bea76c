"""Where the time of one transaction goes: CPU µs per transaction of each stage.

    python benchmarks/stages.py FILE.xml      # e.g. a file of benchmarks/generate.py

Each stage is timed alone (best of three, process CPU time) over the whole file: the
bare parse, the floor (parse with the XSD attached), the streaming pass as the second
process runs it (parse, XSD, units by shape), the model built from its records as the
first process does, the whole reader in one process, each rule family over the model
events, all rules through the engine (and through the flood gate, as ``validate`` runs
them), and the JSON writer. On two cores the pass and the rest run side by side: the
wall time is about the larger of "pass" and "model + rules (+ JSON)".
"""

from __future__ import annotations

import io
import sys
import time
from collections import deque
from collections.abc import Callable, Iterator

from lxml import etree

from pain_bridge import xsd
from pain_bridge.flood import FloodGate
from pain_bridge.mapping.to_json import write_json_events
from pain_bridge.model import DocumentStart
from pain_bridge.reader import ReadOptions, iter_xml_events
from pain_bridge.reader.source import Input
from pain_bridge.reader.stream import Reader
from pain_bridge.reader.units import Record, Units
from pain_bridge.rules import RULES
from pain_bridge.rules.engine import RuleEngine


def _best(action: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        action()
        best = min(best, time.process_time() - started)
    return best


def main(path: str) -> None:
    tag = f"{{{xsd.NAMESPACE}}}CdtTrfTxInf"

    def parse(schema: etree.XMLSchema | None) -> None:
        for _, element in etree.iterparse(path, events=("end",), tag=tag, schema=schema):
            element.clear()
            while element.getprevious() is not None:
                del element.getparent()[0]

    options = ReadOptions(processes=1)
    bare = ReadOptions(processes=1, schema_validation=False)
    events = list(iter_xml_events(path, options))
    count = sum(1 for e in events if type(e).__name__ == "Transaction")
    source = Input(path, None, spool=False)
    version = next(e for e in events if isinstance(e, DocumentStart)).pain_version
    assert version is not None

    def records() -> Iterator[Record]:
        """The streaming pass as the second process runs it: parse, XSD, units by shape."""
        layout = source.whitespace_is_layout()
        return Units(version).records(source.chunks(), drop_layout=layout)

    passed = list(records())

    def model() -> None:
        """The model from the pass's records, as this process builds it."""
        reader = Reader(Input(path, None, spool=False), options)
        reader.version = version
        reader._prepare(version)
        deque(reader._events_of(iter(passed)), 0)  # type: ignore[arg-type]

    stages: list[tuple[str, Callable[[], object]]] = [
        ("parse (iterparse, no schema)", lambda: parse(None)),
        ("floor (iterparse + XSD)", lambda: parse(xsd.pain001_schema())),
        ("pass: parse + XSD + units by shape", lambda: deque(records(), 0)),
        ("model from the records", model),
        ("reader, one process", lambda: deque(iter_xml_events(path, options), 0)),
        ("reader, one process, no schema", lambda: deque(iter_xml_events(path, bare), 0)),
    ]
    for rule in RULES:
        engine = RuleEngine(rules=(rule,))
        stages.append((f"rule {rule.name}", lambda e=engine: deque(e.process(iter(events)), 0)))
    every = RuleEngine()
    stages.append(("all rules (engine)", lambda: deque(every.process(iter(events)), 0)))

    def gated() -> None:
        gate = FloodGate()
        deque(gate(RuleEngine(gate=gate).findings(iter(events))), 0)

    stages.append(("all rules, flood gate (100 per code)", gated))
    stages.append(("JSON writer", lambda: write_json_events(events, io.StringIO())))
    print(f"{count:,} transactions, CPU µs per transaction (best of 3):")
    for label, action in stages:
        print(f"  {label:38s} {_best(action) / count * 1e6:7.1f}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
