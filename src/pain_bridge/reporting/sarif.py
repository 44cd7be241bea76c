"""The ``sarif`` reporter: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.

The log has one run whose tool is ``pain2pis``. Its ``rules`` are the whole catalogue:
each rule's id is a finding code, its short description the catalogue summary, its help the
user documentation of the rule module that yields it, and its default level the code's
default severity; then the rules of the banks' guidelines applied, each with its message,
guideline, source and severity as its file says them. Each finding is a result with:

- ``ruleId``/``ruleIndex`` and ``level`` (``error``, ``warning``, or ``note`` for info:
  the *effective* severity, after configuration);
- a physical location: the file's URI relative to the working directory (an absolute
  ``file:`` URI outside it) and a region with ``startLine``/``startColumn`` where known.
  GitHub requires a region, so a finding without a line is placed on line 1 and its
  JSON Pointer or XPath is added to the message;
- logical locations and ``properties`` carrying the ``xpath`` and the ``pointer``.

Upload it from a workflow::

    - run: pain2pis validate --format sarif --output pain2pis.sarif payments/*.xml
    - uses: github/codeql-action/upload-sarif@v3
      with: {sarif_file: pain2pis.sarif}
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO
from urllib.parse import quote

from pain_bridge import __version__
from pain_bridge.findings import CATALOGUE, Finding, Severity
from pain_bridge.reporting import STDIN_NAME, FileResult, ReporterOptions, Writes, jsonstream
from pain_bridge.reporting.jsonstream import Arrays

if TYPE_CHECKING:
    from pain_bridge.guideline import Guideline
    from pain_bridge.guideline.spec import GuidelineRule

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
#: Where people learn about the tool (``tool.driver.informationUri``).
INFORMATION_URI = "https://pypi.org/project/pain-bridge/"

_LEVELS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def rule_documentation(code: str) -> str | None:
    """The user documentation of the rule that yields ``code`` (its module docstring)."""
    from pain_bridge.reporting.ruledocs import documentation

    return documentation(code)


def _first_paragraph(text: str) -> str:
    paragraph = text.strip().split("\n\n", 1)[0]
    return " ".join(paragraph.split())


def guideline_descriptor(rule: GuidelineRule, guideline: Guideline) -> dict[str, Any]:
    """The ``reportingDescriptor`` of a guideline's rule: its message, its guideline and
    source, and its severity as the default level."""
    source = rule.source or guideline.source
    grade = f" (graded {rule.grade})" if rule.grade else ""
    said = f"{rule.message}. A rule of {guideline.name}: {source}{grade}."
    text = f"{said}\n\nPath: {rule.path.text}" + (
        f"; when: {rule.when.source}" if rule.when is not None else ""
    )
    return {
        "id": rule.code,
        "shortDescription": {"text": rule.message},
        "fullDescription": {"text": said},
        "defaultConfiguration": {"level": _LEVELS[rule.severity]},
        "properties": {"tags": ["pain.001", "guideline", guideline.family]},
        "help": {"text": text, "markdown": text},
    }


def rule_descriptor(code: str) -> dict[str, Any]:
    """The ``reportingDescriptor`` of one code."""
    info = CATALOGUE.get(code)
    summary = info.summary if info else f"Finding {code}."
    level = _LEVELS[info.severity] if info else "warning"
    doc = rule_documentation(code)
    descriptor: dict[str, Any] = {
        "id": code,
        "shortDescription": {"text": summary},
        "fullDescription": {"text": _first_paragraph(doc) if doc else summary},
        "defaultConfiguration": {"level": level},
        "properties": {"tags": ["pain.001", code.split(".", 1)[0]]},
    }
    if doc:
        text = doc.strip()
        descriptor["help"] = {"text": text, "markdown": text}
    else:
        descriptor["help"] = {"text": summary}
    return descriptor


def artifact_uri(path: str, root: Path) -> str:
    """``path`` as a URI reference: relative to ``root`` when inside it, else ``file:``.

    Standard input (:data:`~pain_bridge.reporting.STDIN_NAME`) stays a relative reference.
    A URI is made of the name's bytes, percent-encoded: a name that is not UTF-8 (a
    Latin-1 ``Zahlung_März.xml``) is ``Zahlung_M%E4rz.xml``, which opens that file.
    """
    if path == STDIN_NAME:
        return quote(path, safe="")
    absolute = Path(os.path.abspath(path))
    try:
        relative = absolute.relative_to(os.path.abspath(root))
    except ValueError:
        return absolute.as_uri()
    return quote(os.fsencode(relative.as_posix()), safe="/")


def _result(path_uri: str, finding: Finding, rule_index: int) -> dict[str, Any]:
    message = finding.message
    if finding.line is None and (finding.pointer or finding.xpath):
        message = f"{message} (at {finding.pointer or finding.xpath})"
    region: dict[str, int] = {"startLine": finding.line if finding.line is not None else 1}
    if finding.line is not None and finding.column is not None:
        region["startColumn"] = finding.column
    location: dict[str, Any] = {
        "physicalLocation": {"artifactLocation": {"uri": path_uri}, "region": region}
    }
    logical = []
    if finding.xpath:
        logical.append({"fullyQualifiedName": finding.xpath, "kind": "element"})
    if finding.pointer:
        logical.append({"fullyQualifiedName": finding.pointer, "kind": "property"})
    if logical:
        location["logicalLocations"] = logical
    return {
        "ruleId": finding.code,
        "ruleIndex": rule_index,
        "level": _LEVELS[finding.severity],
        "message": {"text": message},
        "locations": [location],
        "properties": {
            key: value
            for key, value in (
                ("severity", finding.severity.value),
                ("xpath", finding.xpath),
                ("pointer", finding.pointer),
            )
            if value is not None
        },
    }


def as_log(
    results: Sequence[FileResult],
    root: Path | None = None,
    arrays: Arrays | None = None,
    guidelines: Sequence[Guideline] = (),
) -> dict[str, Any]:
    """The SARIF log as plain JSON-ready data. With ``arrays``, the results are a
    placeholder there (:mod:`.jsonstream`), read when written. The rules of
    ``guidelines`` (those applied) follow the catalogue's, each described as its file
    says it (:func:`guideline_descriptor`)."""
    base = root if root is not None else Path.cwd()
    described: dict[str, dict[str, Any]] = {}
    for guideline in guidelines:
        for r in guideline.rules:
            if r.code not in CATALOGUE:
                described.setdefault(r.code, guideline_descriptor(r, guideline))
    codes = [*CATALOGUE, *described]
    for result in results:
        codes.extend(code for code, _ in result.tally() if code not in CATALOGUE)
    codes = list(dict.fromkeys(codes))
    index = {code: i for i, code in enumerate(codes)}
    found = (
        _result(artifact_uri(result.path, base), finding, index[finding.code])
        for result in results
        for finding in result.sorted_findings()
    )
    sarif_results = arrays.add(found) if arrays is not None else list(found)
    return {
        "$schema": SCHEMA_URI,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "pain2pis",
                        "version": __version__,
                        "semanticVersion": __version__,
                        "informationUri": INFORMATION_URI,
                        "rules": [described.get(code) or rule_descriptor(code) for code in codes],
                    }
                },
                "columnKind": "unicodeCodePoints",
                "results": sarif_results,
            }
        ],
    }


class SarifReporter(Writes):
    """A SARIF 2.1.0 log with one run, its results written as they are read."""

    def __init__(self, options: ReporterOptions | None = None) -> None:
        self.options = options or ReporterOptions()

    def write(self, results: Sequence[FileResult], out: TextIO) -> None:
        arrays = Arrays()
        log = as_log(results, self.options.root, arrays, self.options.guidelines)
        jsonstream.write(log, arrays, out)
