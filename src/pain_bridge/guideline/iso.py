"""ISO 20022's own cross-element rules, applied to every document: built-in rules as data.

The rules are the bundled guideline ``guideline/bundled/iso.toml`` (each with its ISO rule
name, MDR editions and grade in ``source`` and ``grade``); their codes (``iso.*``) are
catalogue codes (:data:`pain_bridge.findings.ISO_CODES`), so ``--severity``,
``--ignore 'iso.*'`` and a configuration file take them as any built-in code. The engine
adds :func:`iso_checks` to its rules without being asked (:class:`IsoChecks`: no
``guideline.applied``, which names the guidelines a user chose); ``--guideline iso`` is
accepted and applies nothing more.

Loaded ahead: the file as read, its paths resolved per version, is written by
``make iso-ahead`` (``tools/iso_ahead.py``) to :mod:`pain_bridge.guideline.iso_ahead`
with the file's size and CRC-32, and :func:`iso_guideline` takes it from there while the
file is still those bytes (else it reads the TOML: :func:`iso_guideline_plain`, the plain
twin ``tests/test_iso_rules.py`` holds equal). A run thus parses no TOML, no schema to
check paths and imports no CEL: a condition's expression is compiled at its first
evaluation (:class:`LazyProgram`; the file's expressions are compiled by its tests).
"""

from __future__ import annotations

import functools
import re
import zlib
from pathlib import Path
from typing import Any, ClassVar, Final, NamedTuple, cast

from pain_bridge.fields import Field, ValueType
from pain_bridge.findings import Finding, Severity
from pain_bridge.guideline import values
from pain_bridge.guideline.rule import GuidelineChecks
from pain_bridge.guideline.spec import Condition, Guideline, GuidelineRule, Kind, RulePath
from pain_bridge.guideline.subset import conjuncts
from pain_bridge.model import DocumentStart, NodeKind, PaymentInfo, Transaction
from pain_bridge.package_data import read_bytes
from pain_bridge.rules.base import NONE, Findings
from pain_bridge.versions import PainVersion

__all__ = ["FILE", "IsoChecks", "LazyProgram", "iso_checks", "iso_guideline", "iso_guideline_plain"]

#: The bundled file, as :func:`pain_bridge.package_data.read_bytes` takes it.
FILE: Final = ("guideline", "bundled", "iso.toml")
#: The name ``--guideline`` takes for it, and its guideline's path.
NAME: Final = "iso"


class LazyProgram:
    """A condition of ISO's rules: :meth:`answer` without CEL (the subset's,
    :func:`pain_bridge.guideline.subset.parse`, made at the first answer), and
    :meth:`eval` as the CEL program's, compiled at its first evaluation (in the loader's
    environment, :func:`pain_bridge.guideline.load._environment`)."""

    __slots__ = ("_answer", "_program", "source", "unit")

    def __init__(self, source: str, unit: NodeKind) -> None:
        self.source, self.unit = source, unit
        self._program: Any = None
        self._answer: Any = None

    def answer(self, context: dict[str, Any]) -> bool:
        """Whether the condition is true over ``context`` (CEL's answer)."""
        answer = self._answer
        if answer is None:
            from pain_bridge.guideline.subset import parse

            answer = self._answer = parse(self.source)
        return bool(answer(context))

    def eval(self, data: Any) -> Any:
        program = self._program
        if program is None:
            from pain_bridge.guideline.load import _environment

            program = self._program = _environment(self.unit).compile(self.source)
        return program.eval(data=data)


def _path(text: str, unit: NodeKind, own: tuple[tuple[str, str], ...]) -> RulePath:
    return RulePath(text, unit, {_VERSION[v]: path for v, path in own})


class _Field(NamedTuple):
    """What a reader's row reads of a field table's row (:func:`values._row`)."""

    model: str
    many: bool
    type: ValueType
    codes: frozenset[str] | None
    unless: str | None


def _rows(rows: tuple[tuple[Any, ...], ...]) -> tuple[Any, ...]:
    made = []
    for model, many, kind, codes, others, unless in rows:
        codes = frozenset(codes) if codes is not None else None
        field = cast(Field, _Field(model, many, ValueType(kind), codes, unless))
        made.append(values._row(field, frozenset(others) if others is not None else None))
    return tuple(made)


def _reader(kind: NodeKind, version: PainVersion, path: str) -> values.Reader | None:
    """The reader of ``path`` written ahead (:data:`values.AHEAD`), or None."""
    from pain_bridge.guideline import iso_ahead

    rows = iso_ahead.READERS.get((kind, version.value, path))
    return values.Reader(path, _rows(rows[0]), _rows(rows[1])) if rows is not None else None


#: A version by its name.
_VERSION: Final = {v.value: v for v in PainVersion}


def _ahead(ahead: Any) -> Guideline:
    """The guideline written in :mod:`~pain_bridge.guideline.iso_ahead`; its readers
    become those of :func:`values.reader` (:data:`values.AHEAD`)."""
    if _reader not in values.AHEAD:
        values.AHEAD.append(_reader)
    name, family, versions, source = ahead.HEAD
    rules = []
    for row in ahead.RULES:
        code, text, unit, own, kind, value, severity, message, said, when, refines = row[:11]
        condition = None
        if when is not None:
            expression, reads = when
            condition = Condition(
                expression, LazyProgram(expression, unit), tuple(_path(*r) for r in reads)
            )
        at = _path(text, unit, own)
        if kind == Kind.CHECK:  # a built-in check, written as its name and args
            from pain_bridge.guideline.checks import check_of

            check, args = value
            value = check_of(check, {"check": check, "args": args or None}, at)
        rules.append(
            GuidelineRule(
                code,
                at,
                Kind(kind),
                value,
                Severity(severity),
                message,
                said,
                condition,
                refines,
                *row[11:],  # its line and grade
            )
        )
    versions = tuple(_VERSION[v] for v in versions)
    path = Path(f"{NAME} (bundled)")
    return Guideline(name, family, versions, source, tuple(rules), None, path=path)


def iso_guideline_plain() -> Guideline:
    """The rules read from the bundled TOML file, as ``--guideline iso`` loads it."""
    from pain_bridge.guideline.load import bundled_guideline

    return bundled_guideline(NAME)  # not a file named "iso" where the user runs it


@functools.cache
def iso_guideline() -> Guideline:
    """ISO's rules: loaded ahead while the bundled file is the one they were read from,
    else read from it (:func:`iso_guideline_plain`)."""
    from pain_bridge.guideline import iso_ahead

    data = read_bytes(*FILE)
    if (len(data), zlib.crc32(data)) == ahead_key(iso_ahead):
        return _ahead(iso_ahead)
    return iso_guideline_plain()


def ahead_key(ahead: Any) -> tuple[int, int]:
    """The size and CRC-32 of the file the module ``ahead`` was written from."""
    return ahead.SIZE, ahead.CRC


#: An element chain of a condition (``CdtTrfTxInf.ChqInstr.DlvryMtd``).
_CHAIN: Final = re.compile(r"(?<![\w.])(GrpHdr|PmtInf|CdtTrfTxInf)((?:\.[A-Za-z_]\w*)+)")
#: A conjunct that only asks whether a transaction's element is there.
_HAS: Final = re.compile(r"has\((CdtTrfTxInf(?:\.[A-Za-z_]\w*)+)\)")


def _path_of(head: str, tail: str) -> str:
    return ("PmtInf/CdtTrfTxInf/" if head == "CdtTrfTxInf" else f"{head}/") + tail[1:].replace(
        ".", "/"
    )


def _split(condition: Condition, unit: NodeKind) -> tuple[tuple[Condition, RulePath | None], ...]:
    """``condition`` as its conjuncts, those reading no transaction first (answered once
    per payment info), each with the element whose presence alone it asks (or None)."""
    by_text = {read.text: read for read in condition.reads}
    parts = []
    for part in conjuncts(condition.source):
        paths = [_path_of(h, t) for h, t in _CHAIN.findall(part)]
        # its chains, and what the whole condition reads of the elements around them (a
        # chain's map is there where its element is: ``has(…CdtrAcct.Prxy)`` asks it)
        reads = tuple(
            read
            for text, read in by_text.items()
            if any(p == text or p.startswith(text + "/") for p in paths)
        )
        has = _HAS.fullmatch(part)
        own = Condition(part, LazyProgram(part, unit), reads)
        asked = by_text[_path_of("CdtTrfTxInf", has[1][len("CdtTrfTxInf") :])] if has else None
        parts.append((own, asked))
    parts.sort(key=lambda p: any(r.unit == "transaction" for r in p[0].reads))
    return tuple(parts)


class IsoChecks(GuidelineChecks):
    """The rule of ISO's rules: a guideline's rule that does not announce itself, and
    asks a condition conjunct by conjunct (:meth:`_holds`)."""

    name = "iso"
    #: condition → its conjuncts (:func:`_split`)
    _parts: ClassVar[dict[str, tuple[tuple[Condition, RulePath | None], ...]]] = {}

    def _applied(self, info: PaymentInfo) -> list[Finding]:
        return []

    def _not_applied(self, event: DocumentStart) -> Findings:
        """Nothing: ISO's rules were not chosen, so a document of a version they do not
        name (a payment intent JSON, a German ``pain.001.003.03``) is not told of them."""
        return NONE

    @classmethod
    def _parts_of(cls, condition: Condition) -> tuple[tuple[Condition, RulePath | None], ...]:
        """``condition``'s conjuncts (:func:`_split`), split once."""
        parts = cls._parts.get(condition.source)
        if parts is None:
            unit = condition.reads[0].unit if condition.reads else "payment_info"
            parts = cls._parts[condition.source] = _split(condition, unit)
        return parts

    @classmethod
    def _gates(cls, r: GuidelineRule) -> tuple[Condition, ...]:
        """The conjuncts of ``r``'s condition that read no transaction (``PmtInf.PmtMtd
        == "CHK"`` of the cheque's rules): where one is false in a payment info, the
        condition is false at each of its transactions (CEL's ``&&``)."""
        if r.when is None:
            return ()
        parts = cls._parts_of(r.when)
        return tuple(p for p, _ in parts if all(read.unit != "transaction" for read in p.reads))

    def _holds(self, condition: Condition, node: Any) -> bool:
        """Whether ``condition`` holds: each conjunct in turn, the payment info's first
        (answered once per payment info), a transaction's element's presence asked of its
        reader; the same answer as the whole condition's (``tests/test_iso_rules.py``)."""
        parts = self._parts_of(condition)
        version = self.version
        assert version is not None
        for part, has in parts:
            if has is not None and isinstance(node, Transaction):
                own = has.own.get(version)
                if own is None or not values.reader("transaction", version, own).present(node):
                    return False
            elif not super()._holds(part, node):
                return False
        return True


@functools.cache
def iso_checks() -> type[GuidelineChecks]:
    """The engine's rule applying ISO's rules (:class:`IsoChecks`), made once."""
    guideline = iso_guideline()
    checks = IsoChecks.of([guideline])
    checks.codes = tuple(r.code for r in guideline.rules)
    return checks


def is_iso(guideline: Guideline | Path | str) -> bool:
    """Whether ``guideline`` (as the engine is given one) is ISO's rules, which every run
    applies already: the bundled name (no file of that name beside it) or its rules."""
    if isinstance(guideline, Guideline):
        return guideline.family == NAME
    return str(guideline) == NAME and not Path(NAME).exists()
