"""Reading a guideline file (TOML) and refusing, with its line, what cannot be checked.

The file's keys are a contract users write against (``issues`` 35): ``[guideline]`` with
``name``, ``family``, ``versions``, ``source``; each ``[[rules]]`` with ``code``, ``path``,
one constraint (``required``, ``forbidden``, ``allowed``, ``max_length``, ``pattern``,
``max_occurs``, ``check`` with its ``args``), and optionally ``when``, ``severity``
(``error`` by default), ``message``, ``source``, ``refines``, ``versions`` (the
guideline's by default) and ``grade`` (``P``, ``S`` or ``UNCONFIRMED``). All is checked
here, before a document is read: an unknown key or path, a value of the wrong type, a
pattern RE2 refuses, an expression CEL cannot compile, that is not true or false or that
reads an element the rule's unit cannot see, a code outside the file's family or given
twice. Each is one :class:`GuidelineError` naming the file and line.

Patterns are RE2 (``google-re2``): linear time whatever the input, so a guideline cannot
make validation hang. Conditions are CEL (``cel-expr-python``, the CEL project's C++
runtime), compiled here against the variables the rule's unit can see, over the
unit's context by ISO names: ``GrpHdr``, the current ``PmtInf`` and, in a transaction's
rule, ``CdtTrfTxInf`` (:mod:`pain_bridge.guideline.rule`).
"""

from __future__ import annotations

import functools
import re
import tomllib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final

import re2
from cel_expr_python import cel

from pain_bridge.configured_codes import BUILT_IN
from pain_bridge.errors import ConfigError
from pain_bridge.findings import CATALOGUE, Severity
from pain_bridge.guideline.paths import PREFIX, PathError, holds_text, resolve
from pain_bridge.guideline.spec import GRADES, Condition, Guideline, GuidelineRule, Kind, RulePath
from pain_bridge.model import NodeKind
from pain_bridge.package_data import read_bytes
from pain_bridge.scheme_choice import NAMES as SCHEME_NAMES
from pain_bridge.versions import PainVersion

_GUIDELINE_KEYS: Final = frozenset({"name", "family", "versions", "source", "schemes"})
_RULE_KEYS: Final = frozenset(
    {"code", "path", "when", "severity", "message", "source", "refines", "versions", "grade"}
    | {"args", *(kind.value for kind in Kind)}
)
_FAMILY: Final = re.compile(r"[a-z][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)*")
#: What a condition may read, and from which units' rules.
_VISIBLE: Final[dict[str, frozenset[NodeKind]]] = {
    "GrpHdr": frozenset({"group_header", "payment_info", "transaction"}),
    "PmtInf": frozenset({"payment_info", "transaction"}),
    "CdtTrfTxInf": frozenset({"transaction"}),
}
#: An element chain a condition reads (``PmtInf.PmtTpInf.SvcLvl.Cd``), without a method
#: called on it (``….Ustrd.exists(u, …)``: ``.exists`` is CEL's, not an element).
_CHAIN: Final = re.compile(
    r"(?<![\w.])(GrpHdr|PmtInf|CdtTrfTxInf)((?:\.[A-Za-z_]\w*(?!\w|\s*\())+)"
)
_STRING: Final = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'")


class GuidelineError(ConfigError):
    """A guideline file cannot be used: ``file:line: what is wrong``."""

    def __init__(self, file: Path | str, line: int | None, message: str) -> None:
        self.file, self.line, self.message = str(file), line, message
        where = f"{self.file}:{line}" if line else self.file
        super().__init__(f"{where}: {message}")


class _Lines:
    """Where the file's tables and keys are: tomllib gives values, not positions."""

    _RULES = re.compile(r"\s*\[\[\s*rules\s*\]\]")
    _TABLE = re.compile(r"\s*\[")

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.rules = [i + 1 for i, line in enumerate(self.lines) if self._RULES.match(line)]
        self.guideline = next(
            (i + 1 for i, line in enumerate(self.lines) if line.strip() == "[guideline]"), 0
        )

    def key(self, table_line: int, key: str) -> int:
        """The line of ``key`` in the table whose header is at ``table_line``."""
        pattern = re.compile(rf"\s*{re.escape(key)}\s*=")
        for i in range(table_line, len(self.lines)):
            line = self.lines[i]
            if self._TABLE.match(line):
                break
            if pattern.match(line):
                return i + 1
        return table_line


def _versions(value: Any, where: str) -> tuple[PainVersion, ...]:
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise ValueError(f'{where} is a list of versions, e.g. ["09", "13"]')
    try:
        return tuple(dict.fromkeys(PainVersion.parse(v) for v in value))
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from None


def _schemes(value: Any) -> tuple[str, ...]:
    """``[guideline] schemes``: the schemes whose payment infos the rules apply to."""
    known = ", ".join(SCHEME_NAMES)
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise ValueError(
            f'[guideline] schemes is a list of scheme names ({known}), e.g. ["epc-sct"]'
        )
    for name in value:
        if name not in SCHEME_NAMES:
            raise ValueError(
                f"[guideline] schemes: unknown scheme {name!r}; the schemes are {known}"
            )
    return tuple(dict.fromkeys(value))


def _text(table: Mapping[str, Any], key: str, *, required: bool = True) -> str:
    value = table.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{key} is a non-empty string")
    return value


def _constraint(rule: Mapping[str, Any], path: RulePath) -> tuple[Kind, Any]:
    given = [kind for kind in Kind if kind.value in rule]
    if len(given) != 1:
        names = ", ".join(k.value for k in Kind)
        raise ValueError(
            f"a rule has exactly one of {names}"
            + (f" (this one has {', '.join(k.value for k in given)})" if given else "")
        )
    kind = given[0]
    value = rule[kind.value]
    if kind is Kind.CHECK or "args" in rule:  # a check's name and args, with its path
        from pain_bridge.guideline.checks import check_of  # (only where a rule has one)

        return kind, check_of(value, rule, path)
    if kind in (Kind.REQUIRED, Kind.FORBIDDEN):
        if value is not True:
            raise ValueError(f"{kind.value} = true (the only value it takes)")
        return kind, True
    if kind is Kind.ALLOWED:
        if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
            raise ValueError('allowed is a list of texts, e.g. ["SEPA"] or ["true"]')
        return kind, tuple(value)
    if kind in (Kind.MAX_LENGTH, Kind.MAX_OCCURS):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"{kind.value} is a whole number, at least 1")
        return kind, value
    if not isinstance(value, str):
        raise ValueError("pattern is a text (an RE2 regular expression)")
    options = re2.Options()
    options.log_errors = False  # RE2 would log the error to the process's stderr too
    try:
        return kind, re2.compile(value, options)
    except re2.error as exc:
        said = exc.args[0] if exc.args else exc  # the binding gives RE2's words as bytes
        detail = said.decode("utf-8", "replace") if isinstance(said, bytes) else said
        raise ValueError(f"pattern {value!r} is not an RE2 expression: {detail}") from None


@functools.cache
def _environment(unit: NodeKind) -> Any:
    """The CEL environment of a rule on ``unit``: the maps its condition may read."""
    names = [name for name, units in _VISIBLE.items() if unit in units]
    return cel.NewEnv(variables=dict.fromkeys(names, cel.Type.DYN))


def _condition(source: Any, unit: NodeKind, versions: Sequence[PainVersion]) -> Condition:
    if not isinstance(source, str) or not source.strip():
        raise ValueError("when is a CEL expression, e.g. 'PmtInf.PmtTpInf.SvcLvl.Cd == \"SEPA\"'")
    return _compiled(source, unit, tuple(versions))


@functools.lru_cache(maxsize=256)
def _compiled(source: str, unit: NodeKind, versions: tuple[PainVersion, ...]) -> Condition:
    """:func:`_condition`'s, made once per expression, unit and versions (CEL's is pure)."""
    for head, _tail in _CHAIN.findall(_STRING.sub('""', source)):
        if unit not in _VISIBLE[head]:
            raise ValueError(
                f"when {source!r} reads {head}, which a rule on {PREFIX[unit]}… cannot see"
            )
    try:
        program = _environment(unit).compile(source)
    except RuntimeError as exc:
        detail = str(exc).split("ERROR: ", 1)[-1].split("\n", 1)[0]
        raise ValueError(f"when {source!r} does not compile: {detail}") from None
    # a value that is not true or false would make the condition false everywhere, unseen
    answer = program.return_type()
    if answer not in (cel.Type.BOOL, cel.Type.DYN):
        raise ValueError(f"when {source!r} is not true or false ({str(answer).lower()})")
    if _CHAIN.fullmatch(source.strip()):  # an element's text, typed dyn
        raise ValueError(
            f"when {source!r} is not true or false: compare the element "
            f'(== "…") or ask has({source.strip()})'
        )
    reads: list[RulePath] = []
    for head, tail in _CHAIN.findall(_STRING.sub('""', source)):
        prefix = "PmtInf/CdtTrfTxInf/" if head == "CdtTrfTxInf" else f"{head}/"
        try:
            reads.append(resolve(prefix + tail[1:].replace(".", "/"), versions))
        except PathError as exc:
            raise ValueError(f"when {source!r}: {exc}") from None
    return Condition(source, program, tuple(reads))


def _rule(
    rule: Mapping[str, Any], guideline: Guideline, seen: set[str], lines: _Lines, header: int
) -> GuidelineRule:
    def fail(key: str | None, message: str) -> GuidelineError:
        return GuidelineError(
            guideline.path or "", lines.key(header, key) if key else header, message
        )

    unknown = sorted(set(rule) - _RULE_KEYS)
    if unknown:
        raise fail(
            unknown[0], f"unknown key {unknown[0]!r}; a rule takes {', '.join(sorted(_RULE_KEYS))}"
        )
    try:
        code = _text(rule, "code")
    except ValueError as exc:
        raise fail("code", str(exc)) from None
    if not code.startswith(guideline.family + ".") or not _FAMILY.fullmatch(code):
        raise fail("code", f"code {code!r} is outside the file's family: {guideline.family}.<name>")
    if code in seen:
        raise fail("code", f"code {code!r} is declared twice")
    seen.add(code)
    versions = guideline.versions
    if "versions" in rule:
        try:
            versions = _versions(rule["versions"], "versions")
        except ValueError as exc:
            raise fail("versions", str(exc)) from None
        outside = [v for v in versions if v not in guideline.versions]
        if outside:
            raise fail("versions", f"{outside[0].value} is not among the guideline's versions")
    try:
        path = resolve(_text(rule, "path"), versions)
    except (PathError, ValueError) as exc:
        raise fail("path", str(exc)) from None
    try:
        kind, value = _constraint(rule, path)
    except ValueError as exc:  # at the first constraint the file gives
        given = [k.value for k in Kind if k.value in rule]
        first = min(given, key=lambda key: lines.key(header, key), default=None)
        raise fail(first, str(exc)) from None
    if kind in (Kind.ALLOWED, Kind.MAX_LENGTH, Kind.PATTERN):
        # told by the schema: a field table is built only for a document's version
        groups = [v for v, own in path.own.items() if not holds_text(path.unit, v, own)]
        if groups:
            raise fail(
                kind.value,
                f"{path.text} has no text of its own (it holds elements): "
                "use required or forbidden on it, or name one of its elements",
            )
    when = None
    if "when" in rule:
        try:
            when = _condition(rule["when"], path.unit, versions)
        except ValueError as exc:
            raise fail("when", str(exc)) from None
    severity = rule.get("severity", "error")
    if severity not in {s.value for s in Severity}:
        raise fail("severity", f"severity {severity!r} is one of error, warning, info")
    refines = rule.get("refines")
    if refines is not None and refines not in CATALOGUE:
        raise fail("refines", f"refines {refines!r}: not a built-in finding code")
    try:
        message = _text(rule, "message")
        source = _text(rule, "source", required=False)
    except ValueError as exc:
        raise fail("message", str(exc)) from None
    grade = rule.get("grade", "")
    if grade != "" and grade not in GRADES:
        raise fail("grade", f"grade {grade!r} is one of {', '.join(GRADES)}")
    return GuidelineRule(
        code,
        path,
        kind,
        value,
        Severity(severity),
        message,
        source,
        when,
        refines,
        header,
        grade,
    )


def parse_guideline(text: str, file: Path | str = "<guideline>", iso: bool = False) -> Guideline:
    """The :class:`Guideline` that ``text`` (TOML) declares; raises :class:`GuidelineError`
    at the first thing wrong (``iso``: ISO's rules, of a built-in family)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = re.search(r"line (\d+)", str(exc))
        raise GuidelineError(file, int(line[1]) if line else None, f"not TOML: {exc}") from None
    lines = _Lines(text)
    head = data.get("guideline")
    if not isinstance(head, dict):
        raise GuidelineError(file, None, "no [guideline] table (name, family, versions, source)")
    unknown = sorted(set(head) - _GUIDELINE_KEYS)
    if unknown:
        raise GuidelineError(file, lines.key(lines.guideline, unknown[0]),
                             f"unknown key {unknown[0]!r}; [guideline] takes "
                             + ", ".join(sorted(_GUIDELINE_KEYS)))  # fmt: skip
    extra = sorted(set(data) - {"guideline", "rules"})
    if extra:
        raise GuidelineError(
            file, None, f"unknown table {extra[0]!r}; a file has [guideline] and [[rules]]"
        )
    try:
        name, family, source = _text(head, "name"), _text(head, "family"), _text(head, "source")
    except ValueError as exc:
        raise GuidelineError(file, lines.guideline, f"[guideline] {exc}") from None
    if not _FAMILY.fullmatch(family) or (family.split(".", 1)[0] in BUILT_IN and not iso):
        raise GuidelineError(file, lines.key(lines.guideline, "family"),
                             f"family {family!r}: lower-case words joined by '.', not a built-in "
                             "family (e.g. bank.acme)")  # fmt: skip
    try:
        versions = _versions(head.get("versions"), "[guideline] versions")
    except ValueError as exc:
        raise GuidelineError(file, lines.key(lines.guideline, "versions"), str(exc)) from None
    schemes = None
    if "schemes" in head:
        try:
            schemes = _schemes(head["schemes"])
        except ValueError as exc:
            raise GuidelineError(file, lines.key(lines.guideline, "schemes"), str(exc)) from None
    rules = data.get("rules", [])
    if not isinstance(rules, list):
        raise GuidelineError(file, None, "rules are [[rules]] tables")
    guideline = Guideline(name, family, versions, source, (), schemes, path=Path(file))
    seen: set[str] = set()
    made = tuple(
        _rule(rule, guideline, seen, lines, lines.rules[i] if i < len(lines.rules) else 0)
        for i, rule in enumerate(rules)
    )
    return Guideline(name, family, versions, source, made, schemes, path=Path(file))


#: The guidelines that come with pain_bridge, by name (``--guideline iso``).
BUNDLED: Final = ("iso", "cgi-mp", "cfonb", "nl", "at")


def load_guideline(path: Path | str) -> Guideline:
    """The guideline of the file at ``path``, or a bundled one by its name
    (:data:`BUNDLED`); raises :class:`GuidelineError` (a
    :class:`~pain_bridge.errors.ConfigError`) when it cannot be read or used."""
    if str(path) in BUNDLED and not Path(path).exists():
        return bundled_guideline(str(path))
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise GuidelineError(path, None, "no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise GuidelineError(path, None, f"cannot be read: {exc}") from None
    return _parsed(text, path)


def bundled_guideline(name: str) -> Guideline:
    """The bundled guideline ``name`` (one of :data:`BUNDLED`), whatever files the
    working directory holds."""
    # read as the schemas are: without importing importlib.resources (with tempfile,
    # shutil, random) where the package is a folder
    data = read_bytes("guideline", "bundled", f"{name}.toml")
    return _parsed(data.decode("utf-8"), f"{name} (bundled)")


@functools.lru_cache(maxsize=16)
def _parsed(text: str, path: Path | str) -> Guideline:
    """:func:`parse_guideline` of a file's ``text``, once per text: the command line
    loads each guideline to refuse a bad one before reading, the engine loads it again;
    the same object then (a :class:`Guideline` is immutable) also finds the rule's
    compiled screens (:mod:`pain_bridge.guideline.rule`)."""
    return parse_guideline(text, path, iso=str(path) == "iso (bundled)")
