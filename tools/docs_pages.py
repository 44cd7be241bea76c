"""The documentation site's generated pages, made from the code at every build.

An MkDocs hook (``hooks:`` in ``mkdocs.yml``): before the build, :func:`on_files` adds
the pages that must not drift from the code, each made by a function of this module:

- ``cli.md``: every ``pain2pis`` command's ``--help``, from the Click commands;
- ``findings.md``: every code of :data:`pain_bridge.findings.CATALOGUE` with its
  severity, summary and examples (the records declared with its rule,
  :mod:`pain_bridge.examples`), documented by its rule module's docstring
  (:mod:`pain_bridge.rules`) or by :mod:`pain_bridge.codedocs`;
- ``versions.md``: the versions read and written, and what each conversion loses, from
  the field tables (:mod:`pain_bridge.fields`, :mod:`pain_bridge.writer.version_loss`);
- ``schemes/*.md``: a page per scheme (:mod:`pain_bridge.schemes`): each rule's code,
  severity, when it applies, its check and parameters, catalogue row, grade and source;
- ``guidelines/*.md``: a page per bundled guideline (``--guideline NAME``,
  :data:`pain_bridge.guideline.load.BUNDLED`): what was read and what the format could
  not say (the file's header), and each rule's code, path, condition, constraint,
  severity, grade and source;
- ``api.md``: ``pain2pis serve``'s HTTP API, from its OpenAPI document
  (``tools/docs_api.py``);
- ``performance.md``: how ``make bench`` measures (``benchmarks/run.py``'s docstring)
  and the latest table (``benchmarks/RESULTS.md``);
- ``reference/*.md``: the API reference, one page per public module (mkdocstrings).

``python tools/docs_pages.py OUT_DIR`` writes them to a folder instead, to read them.
"""

from __future__ import annotations

import ast
import functools
import importlib.util
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from pain_bridge.schemes import SchemeProfile

ROOT = Path(__file__).resolve().parents[1]

#: The order commands are shown in (the rest follow, sorted).
COMMAND_ORDER = ("validate", "convert", "submit", "token", "status", "sandbox", "demo")

#: API reference pages: page name → (title, modules documented on it).
REFERENCE: dict[str, tuple[str, tuple[str, ...]]] = {
    "reading": ("Reading", ("pain_bridge.reader",)),
    "model": ("The model", ("pain_bridge.model",)),
    "validation": ("Validation", ("pain_bridge.validation", "pain_bridge.findings")),
    "conversion": ("Conversion", ("pain_bridge.convert", "pain_bridge.mapping")),
    "writing": ("Writing", ("pain_bridge.writer",)),
    "versions": ("Versions and field tables", ("pain_bridge.versions", "pain_bridge.fields")),
    "configuration": ("Configuration and skills", ("pain_bridge.config", "pain_bridge.profiles")),
    "schemes": (
        "Schemes",
        ("pain_bridge.schemes", "pain_bridge.rules.schemes", "pain_bridge.file_purpose"),
    ),
    "gateway": ("Gateway and journal", ("pain_bridge.gateway",)),
    "status-reports": ("pain.002 status reports", ("pain_bridge.status_report",)),
    "sandbox": ("Sandbox", ("pain_bridge.sandbox", "pain_bridge.sandbox.app")),
    "testing": ("Testing helpers", ("pain_bridge.testing",)),
    "errors": ("Errors", ("pain_bridge.errors",)),
}

#: Modules shown by their docstring alone (their names are documented where they are
#: exported): the sandbox's routes.
DOCSTRING_ONLY = frozenset({"pain_bridge.sandbox.app"})


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    def cell(text: str) -> str:
        return text.replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _anchor(code: str) -> str:
    return re.sub(r"[^a-z0-9-]", "-", code.lower())


# -- the command line ---------------------------------------------------------------------


def cli_page() -> str:
    """Every command's ``--help``, as ``pain2pis CMD --help`` prints it."""
    from pain_bridge.cli import main

    width = {"terminal_width": 92, "max_content_width": 92}
    root = click.Context(main, info_name="pain2pis", **width)
    names = main.list_commands(root)
    ordered = [n for n in COMMAND_ORDER if n in names] + sorted(set(names) - set(COMMAND_ORDER))
    out = [
        "# The command line: `pain2pis`\n",
        "Generated from the Click commands at every build: this is what `--help` prints.\n",
        "| command | what it does |",
        "|---|---|",
    ]
    commands = {}
    for name in ordered:
        command = main.get_command(root, name)
        assert command is not None, name
        commands[name] = command
        out.append(f"| [`{name}`](#{name}) | {command.get_short_help_str(limit=90)} |")
    out += ["", "```text", "$ pain2pis --help", main.get_help(root), "```", ""]
    for name, command in commands.items():
        ctx = click.Context(command, info_name=name, parent=root, **width)
        out += [f"## {name}\n", "```text", f"$ pain2pis {name} --help", command.get_help(ctx)]
        out += ["```", ""]
    return "\n".join(out)


# -- finding codes --------------------------------------------------------------------------


def _rule_doc(rule: type) -> str:
    return _demote(rule.documentation() or "")


@functools.cache
def _tool(name: str) -> ModuleType:
    """``tools/NAME.py``, loaded by its path like this hook."""
    spec = importlib.util.spec_from_file_location(
        f"pain_bridge_docs_{name}", Path(__file__).with_name(f"{name}.py")
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _docstrings() -> ModuleType:
    """``tools/docstrings.py``, the reST reader the API reference uses too (a Griffe
    extension)."""
    return _tool("docstrings")


def api_page() -> str:
    """``pain2pis serve``'s HTTP API, from its OpenAPI document (``tools/docs_api.py``)."""
    page: str = _tool("docs_api").api_page()
    return page


def _demote(text: str) -> str:
    """A docstring as Markdown (``tools/docstrings.py``: literal blocks and examples
    fenced, simple tables as tables, a role the name it shows), double backquotes single
    ones."""
    out: list[str] = []
    fenced = False
    for line in _docstrings().rest_to_markdown(text).splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced:
            line = line.replace("``", "`")
        out.append(line)
    return "\n".join(out).strip() + "\n"


def _embedded(text: str) -> str:
    """A code's documentation inside its section: a heading of its own is a bold line,
    so that only the code's own heading names it (a search for the code lands there)."""
    out: list[str] = []
    fenced = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        heading = None if fenced else re.match(r"#{1,6} +(.+?) *#*$", line)
        out.append(f"**{heading[1]}**" if heading else line)
    return "\n".join(out) + "\n"


#: Said of each code of the service's limits (``CodeInfo.service``).
_SERVICE = (
    " A limit of the payment initiation service: reported for a file headed for it"
    " (`validate --for service` or `both`, `convert` to the JSON), not for a bank's"
    " (`--for bank`) nor in a version migration (`convert --to xml`)."
)


def example_texts(code: str) -> list[str]:
    """``code``'s examples as the documentation shows them (reST, as a docstring), from the
    records declared with the rule (:func:`pain_bridge.reporting.ruledocs.examples`):
    the documents ``tests/test_rule_examples.py`` runs."""
    from pain_bridge.examples import render
    from pain_bridge.reporting.ruledocs import examples

    return [render(code, example) for example in examples(code)]


def findings_page() -> str:
    """Every catalogue code: severity, meaning, its examples, and the documentation of its
    family."""
    from pain_bridge import codedocs
    from pain_bridge.examples import TODAY
    from pain_bridge.findings import CATALOGUE
    from pain_bridge.rules import RULE_FOR_CODE, RULES

    sections: list[tuple[str, tuple[str, ...], str]] = []  # (title, codes, text)
    for doc in codedocs.DOCS:
        sections.append((doc.title, doc.codes, _demote(doc.text)))
    for rule in RULES:
        codes = tuple(c for c in CATALOGUE if RULE_FOR_CODE.get(c) is rule)
        if codes:
            title = (rule.__doc__ or rule.name).strip().splitlines()[0].rstrip(".")
            sections.append((f"Rule `{rule.name}`: {title}", codes, _rule_doc(rule)))
    sections += _scheme_sections()
    section_of = {code: i for i, (_, codes, _) in enumerate(sections) for code in codes}
    undocumented = sorted(set(CATALOGUE) - set(section_of))
    if undocumented:
        raise ValueError(f"finding codes without documentation: {undocumented}")

    out = [
        "# Finding codes\n",
        "Generated from `pain_bridge.findings.CATALOGUE` and the documentation of the code",
        "that emits each finding (a rule module's docstring, or `pain_bridge.codedocs`).",
        "Each code's examples are the documents its rule declares and the test suite runs",
        f"(on {TODAY.isoformat()} unless said): the sample passes, the sample changed as",
        "shown fails at the line given.",
        "A code is a published contract: once released, it keeps its meaning. The default",
        "severity can be raised, lowered or silenced per code (`--severity CODE=LEVEL`,",
        "`--ignore CODE`, or `[tool.pain2pis]` in `pyproject.toml`).\n",
    ]
    rows = []
    for code, info in CATALOGUE.items():
        severity = " / ".join(s.value for s in info.severities)
        rows.append((f"[`{code}`](#{_anchor(code)})", severity, info.summary))
    out.append(_table(("code", "default severity", "meaning"), rows))
    for title, codes, text in sections:
        out.append(f"## {title}\n")
        for code in codes:
            info = CATALOGUE[code]
            severity = " / ".join(s.value for s in info.severities)
            out.append(f"### `{code}` {{ #{_anchor(code)} }}\n")
            out.append(f"**{severity}**: {info.summary}{_SERVICE if info.service else ''}\n")
            out += [_demote(text) for text in example_texts(code)]
        # Only a code's own heading names it: a search for the code lands there.
        out += [f"#### How to fix {'it' if len(codes) == 1 else 'them'}\n", _embedded(text)]
    return "\n".join(out)


def _scheme_sections() -> list[tuple[str, tuple[str, ...], str]]:
    """One section per scheme code family (``scheme``, ``epc``, ``cbpr``, ``sps``, ``dk``)."""
    from pain_bridge.findings import CATALOGUE, SCHEME_FAMILIES
    from pain_bridge.schemes.docs import code_documentation

    out: list[tuple[str, tuple[str, ...], str]] = []
    for family in ("scheme", "epc", "cbpr", "sps", "dk"):
        assert family in SCHEME_FAMILIES
        codes = tuple(c for c in CATALOGUE if c.partition(".")[0] == family)
        if codes:
            text = "\n".join(code_documentation(c) or "" for c in codes)
            out.append((f"Scheme rules: `{family}.*`", codes, _demote(text)))
    return out


def _scheme_examples(profile: SchemeProfile) -> str:
    """Each rule's examples, run under the scheme (as ``tests/test_rule_examples.py``
    runs them): the documents its profile row declares."""
    from dataclasses import replace

    from pain_bridge.examples import render

    out = [
        "\n## Examples\n",
        "Each rule's passing and failing documents, as its row declares them and the test",
        "suite runs them: the sample passes, the sample changed as shown fails at the line",
        "given.\n",
    ]
    for code in dict.fromkeys(r.code for r in profile.rules):
        out.append(f"### `{code}`\n")
        for r in profile.rules:
            if r.code != code:
                continue
            for example in r.examples:
                run = replace(example.run, scheme=profile.name)
                if r.variants is not None:
                    out.append(f"For payment type {', '.join(sorted(r.variants))}:\n")
                out.append(_demote(render(code, replace(example, run=run))))
    return "\n".join(out)


def scheme_pages() -> Iterator[tuple[str, str]]:
    """A page per scheme, made from its profile, and an index."""
    from pain_bridge.schemes import SCHEMES
    from pain_bridge.schemes.docs import PRECEDENCE, scheme_page

    index = ["# Schemes\n", "The scheme rulebooks checked on top of the generic rules:\n"]
    for name, profile in SCHEMES.items():
        index.append(f"- [{profile.title}]({name}.md): `--scheme {name}`, "
                     f"{len(profile.rules)} rules")  # fmt: skip
        yield f"schemes/{name}.md", scheme_page(profile) + _scheme_examples(profile)
    index += ["", "## Which scheme applies\n", _demote(PRECEDENCE)]
    index.append(
        "Where markers disagree, the payment info gets a `scheme.markers-disagree` warning "
        "naming both and the scheme applied ([finding codes](../findings.md))."
    )
    yield "schemes/index.md", "\n".join(index) + "\n"


# -- bundled guidelines ---------------------------------------------------------------------


def _guideline_header(text: str) -> str:
    """The comment a bundled guideline file opens with, as Markdown: what was read, how
    it is graded, and what the format could not say."""
    lines: list[str] = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        lines.append(line[1:].removeprefix(" "))
    return "\n".join(lines).strip() + "\n"


def _code_table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    """:func:`_table` whose cells in backquotes keep their ``|`` (a condition's ``||``, a
    pattern's alternatives): Python-Markdown's tables split no cell inside a code span,
    and an escape there would be shown."""

    def cell(text: str) -> str:
        parts = text.split("`")  # odd parts are inside backquotes
        return "`".join(p if i % 2 else p.replace("|", "\\|") for i, p in enumerate(parts))

    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _constraint(rule: object) -> str:
    from pain_bridge.guideline.spec import GuidelineRule, Kind

    assert isinstance(rule, GuidelineRule)
    if rule.kind is Kind.ALLOWED:
        return "one of " + ", ".join(f"`{v}`" for v in rule.value)
    if rule.kind is Kind.MAX_LENGTH:
        return f"at most {rule.value} characters"
    if rule.kind is Kind.PATTERN:
        return f"matches `{rule.value.pattern}`"
    if rule.kind is Kind.MAX_OCCURS:
        return f"at most {rule.value} occurrence" + ("s" if rule.value != 1 else "")
    if rule.kind is Kind.CHECK:
        args = ", ".join(f"{k} = {v!r}" for k, v in rule.value.args.items())
        return f"check `{rule.value.check.name}`" + (f" ({args})" if args else "")
    return rule.kind.value


def guideline_pages() -> Iterator[tuple[str, str]]:
    """A page per bundled guideline, made from its file, and an index."""
    from importlib import resources

    from pain_bridge.guideline.load import BUNDLED, load_guideline

    index = [
        "# Bundled guidelines\n",
        "Guidelines that come with pain_bridge, written in the format of",
        "[Write your bank's guideline](../guidelines.md) and chosen by name",
        '(`--guideline NAME`, or `guideline = ["NAME"]` in the configuration). The source',
        "of each rule is graded: **P** the guideline's own text read, **S** a secondary source",
        "quoting it, **UNCONFIRMED** not read.\n",
    ]
    for name in BUNDLED:
        guideline = load_guideline(name)
        text = (
            resources.files("pain_bridge.guideline")
            .joinpath("bundled", f"{name}.toml")
            .read_text(encoding="utf-8")
        )
        versions = ", ".join(f".{v.short}" for v in guideline.versions)
        index.append(f"- [{guideline.name}]({name}.md): `--guideline {name}`, "
                     f"{len(guideline.rules)} rules, {versions}")  # fmt: skip
        rows: list[tuple[str, ...]] = []
        for r in guideline.rules:
            own = ", ".join(f".{v.short}" for v in r.path.own)
            when = f"`{r.when.source}`" if r.when is not None else ""
            rows.append(
                (
                    f"`{r.code}`",
                    f"`{r.path.text}`",
                    _constraint(r),
                    when,
                    r.severity.value,
                    own,
                    r.grade,
                    r.source,
                )
            )
        header = ("code", "path", "asks", "when", "severity", "versions", "grade", "source")
        grades = ", ".join(
            f"{sum(r.grade == g for r in guideline.rules)} {g}"
            for g in ("P", "S", "UNCONFIRMED")
            if any(r.grade == g for r in guideline.rules)
        )
        page = [
            f"# {guideline.name}: `--guideline {name}`\n",
            f"Source: {guideline.source}. Versions: {versions}. Codes: `{guideline.family}.*`.",
            f"{len(guideline.rules)} rules ({grades}); each finding names the rule's code and"
            " is reported at the element's line.\n",
            "## What was read, and what is not here\n",
            _guideline_header(text),
            "## Rules\n",
            _code_table(header, rows),
        ]
        yield f"guidelines/{name}.md", "\n".join(page)
    yield "guidelines/index.md", "\n".join(index) + "\n"


# -- versions and losses --------------------------------------------------------------------


def _moved_section() -> str:
    """The fields an edition holds under another path than the one before
    (:mod:`pain_bridge.fields.moved`), as element paths of the two versions."""
    from pain_bridge.fields import node_table
    from pain_bridge.fields.moved import AMOUNTS, moved
    from pain_bridge.versions import PainVersion
    from pain_bridge.writer import reshape

    def xml(version: PainVersion, model: str) -> str:
        path = next(r.xml for r in node_table(version, "transaction").rows if r.model == model)
        return f"`{path}`"

    rows = []
    for edition in range(4, 14):
        before, after = (PainVersion(f"pain.001.001.{e:02d}") for e in (edition - 1, edition))
        for old, new in moved(edition, "transaction").up.items():
            rows.append((after.label, xml(before, old), ", ".join(xml(after, n) for n in new)))
    amounts = {r.model: r.xml for r in node_table(PainVersion.V03, "transaction").rows}
    named = ", ".join(
        f"`{amounts[f'{AMOUNTS[0]}.{field}'].rpartition('/')[2]}` `{code}`"
        for field, code in reshape.AMOUNT_CODES.items()
    )
    intro = (
        "## Moved, not lost\n\n"
        "A few fields are held by a later version under another path. A conversion moves\n"
        "them there, and back (`pain_bridge.fields.moved`, `pain_bridge.writer.reshape`).\n"
        "A document's date becomes a date of the type "
        f"`{reshape.NOT_AVAILABLE}` (date type not available:\n"
        "what the earlier date says of its kind). Each amount of a document or of its line\n"
        "becomes a typed amount (`RmtAmtAndTp`) whose `ExternalDocumentAmountType1Code`\n"
        f"says what its element said ({named}), or, for a discount or a tax of\n"
        "a type of its own list (discount: "
        + ", ".join(f"`{c}`" for c in sorted(reshape.DISCOUNT_TYPES))
        + "; tax: "
        + ", ".join(f"`{c}`" for c in sorted(reshape.TAX_TYPES))
        + "), that type's code, which the\n"
        "document amount list has too. Going back, each typed amount goes to the element\n"
        "its code names. What does not fit is `map.dropped`, at its element: a discount\n"
        'without such a type (no code says just "discount"), a typed amount of another\n'
        "code, a second amount where the target holds one, a date of another type, a\n"
        "second `RmtLctnDtls` before pain.001.001.06; a tax of another type is written as\n"
        "`TAXS`, named as changed.\n"
    )
    header = ("from", "the version before's element", "is held at")
    return intro + "\n" + _table(header, rows)


def versions_page() -> str:
    """The versions, their field tables, and what each conversion loses."""
    from pain_bridge.fields import Drop, ValueType, node_table
    from pain_bridge.versions import PainVersion
    from pain_bridge.writer.version_loss import lost_fields

    kinds = ("group_header", "payment_info", "transaction")
    out = [
        "# Versions and what each conversion loses\n",
        "Generated from the field tables (`pain_bridge.fields`) at every build.\n",
        "## Versions read and written\n",
    ]
    rows = []
    for v in PainVersion:
        units = ", ".join(f"`{el}`: `{t}`" for el, t in v.unit_types.items())
        rows.append(
            (
                v.label,
                f"`{v.short}`",
                f"`{v.namespace}`",
                "yes" if v.writable else "read only",
                units,
            )
        )
    header = ("version", "`--pain-version`", "namespace", "written", "XSD types")
    out.append(_table(header, rows))
    out.append(
        "Each version's XSD is bundled (`pain_bridge/xsd/`, provenance in `SOURCE.md`); the\n"
        "Swiss SPS 2022 `.ch.03` files use the pain.001.001.09 namespace and are read as it.\n"
    )

    out.append("## Between versions\n")
    out.append(
        "A conversion from one version to another (`convert --to xml --pain-version`) keeps\n"
        "every field the target has an element for; each field it has none for is reported\n"
        "once as `map.dropped` (an error with `--strict`).\n"
    )
    writable = [v for v in PainVersion if v.writable]
    rows = []
    for source in PainVersion:
        for target in writable:
            if source is target:
                continue
            lost = [row.xml for kind in kinds for row in lost_fields(source, target, kind).values()]
            what = ", ".join(f"`{p}`" for p in sorted(set(lost))) if lost else "nothing"
            rows.append((source.label, target.label, what))
    out.append(_table(("from", "to", "loses"), rows))
    out.append(_moved_section())

    out.append("## To the payment intent JSON\n")
    out.append(
        "The service's JSON carries the fields with a JSON member in the tables below. Any\n"
        "other content of the XML is reported as `map.dropped`: a warning where it is lost\n"
        "(an error with `convert --strict`), an info where the writer computes it again on\n"
        "the way back; some content is `map.unsupported` instead (the payment would change).\n"
    )
    drop_words = {
        Drop.WARN: "lost: `map.dropped` warning",
        Drop.REGENERATED: "regenerated: `map.dropped` info",
        Drop.MAPPING: "`map.unsupported` (rule `map`)",
    }
    element_of = {"group_header": "GrpHdr", "payment_info": "PmtInf", "transaction": "CdtTrfTxInf"}
    shown: dict[tuple[object, ...], str] = {}
    for v in PainVersion:
        out.append(f"### {v.label}\n")
        signature = tuple(node_table(v, k).rows for k in kinds)
        if signature in shown:
            out.append(f"The same field table as {shown[signature]}, with its own XSD.\n")
            continue
        shown[signature] = v.label
        for kind in kinds:
            table = node_table(v, kind)
            rows = []
            for row in table.rows:
                if row.type is ValueType.GROUP and row.json is None and row.model is None:
                    continue
                json = f"`{row.json}`" if row.json is not None else drop_words[row.drop]
                model = f"`{row.model}`" if row.model else ""
                rows.append((f"`{row.xml}`", model, row.type.value, json))
            out.append(f"`{element_of[kind]}` ({kind.replace('_', ' ')}):\n")
            out.append(_table(("element", "model field", "type", "JSON member"), rows))
    return "\n".join(out)


# -- performance ----------------------------------------------------------------------------


def _section(text: str, start: str, end: str) -> str:
    _, found, rest = text.partition(start)
    body, found_end, _ = rest.partition(end)
    if not (found and found_end):
        raise ValueError(f"no {start} … {end} section")
    return body.strip() + "\n"


def performance_page() -> str:
    """How ``make bench`` measures, and its latest table (``benchmarks/RESULTS.md``)."""
    tree = ast.parse((ROOT / "benchmarks" / "run.py").read_text(encoding="utf-8"))
    how = _demote(ast.get_docstring(tree) or "")
    results = (ROOT / "benchmarks" / "RESULTS.md").read_text(encoding="utf-8")
    table = _section(results, "<!-- bench:start -->", "<!-- bench:end -->")
    return "\n".join(
        [
            "# Performance\n",
            "Targets (`DESIGN.md`): the whole pipeline within 2× the floor of lxml's own",
            "streaming parse with the XSD attached, peak memory flat in the number of",
            "transactions (≤ 64 MB at 1,000,000), JSON → XML at least 5× faster than",
            "sepaxml's validated export. On the realistic file (mixed address forms,",
            "accented names, about a warning per transaction): convert within 1.8× and",
            "validate within 1.5× its floor, and an ignored code costs nothing.\n",
            "## The latest run\n",
            table,
            "## How it is measured\n",
            how,
        ]
    )


# -- API reference --------------------------------------------------------------------------


def reference_pages() -> Iterator[tuple[str, str]]:
    for name, (title, modules) in REFERENCE.items():
        body = [f"# {title}\n"]
        for module in modules:
            only = "    options:\n      members: false\n" if module in DOCSTRING_ONLY else ""
            body.append(f"::: {module}\n{only}")
        yield f"reference/{name}.md", "\n".join(body)


def pages() -> Iterator[tuple[str, str]]:
    """Every generated page: (path under ``docs/``, Markdown)."""
    makers: dict[str, Callable[[], str]] = {
        "cli.md": cli_page,
        "findings.md": findings_page,
        "versions.md": versions_page,
        "api.md": api_page,
        "performance.md": performance_page,
    }
    for path, make in makers.items():
        yield path, make()
    yield from scheme_pages()
    yield from guideline_pages()
    yield from reference_pages()


# -- the MkDocs hook ------------------------------------------------------------------------


def on_files(files, config):  # type: ignore[no-untyped-def]
    """Add the generated pages to the build (MkDocs ≥ 1.6 ``File.generated``)."""
    from mkdocs.structure.files import File

    for path, text in pages():
        files.append(File.generated(config, path, content=text))
    return files


if __name__ == "__main__":
    target = Path(sys.argv[1])
    for path, text in pages():
        (target / path).parent.mkdir(parents=True, exist_ok=True)
        (target / path).write_text(text, encoding="utf-8")
        print(target / path)
