"""Where the time of one transaction goes: CPU µs per transaction of each stage.

    python benchmarks/stages.py FILE.xml      # e.g. a file of benchmarks/generate.py

Each stage is timed alone (best of three, process CPU time) over the whole file: the
bare parse, the floor (parse with the XSD attached), the reader without the schema
(parse, walk, model), each rule family over the model events, all rules through the
engine, and the JSON writer. Stages overlap (the reader includes the parse), so the
figures say where to look, not a sum.
"""

from __future__ import annotations

import io
import sys
import time
from collections import deque
from collections.abc import Callable

from lxml import etree

from pain_bridge import xsd
from pain_bridge.mapping.to_json import write_json_events
from pain_bridge.reader import ReadOptions, iter_xml_events
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

    options = ReadOptions(schema_validation=False)
    events = list(iter_xml_events(path, options))
    count = sum(1 for e in events if type(e).__name__ == "Transaction")
    stages: list[tuple[str, Callable[[], object]]] = [
        ("parse (iterparse, no schema)", lambda: parse(None)),
        ("floor (iterparse + XSD)", lambda: parse(xsd.pain001_schema())),
        ("reader: parse + walk + model", lambda: deque(iter_xml_events(path, options), 0)),
    ]
    for rule in RULES:
        engine = RuleEngine(rules=(rule,))
        stages.append((f"rule {rule.name}", lambda e=engine: deque(e.process(iter(events)), 0)))
    every = RuleEngine()
    stages.append(("all rules (engine)", lambda: deque(every.process(iter(events)), 0)))
    stages.append(("JSON writer", lambda: write_json_events(events, io.StringIO())))
    print(f"{count:,} transactions, CPU µs per transaction (best of 3):")
    for label, action in stages:
        print(f"  {label:38s} {_best(action) / count * 1e6:7.1f}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
