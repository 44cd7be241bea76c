"""A rule's examples, as data: the document it passes, the one it fails, and how it is run.

Every rule declares with its code a passing and a failing :class:`Example` (a scheme rule
in its profile row, ``rule(..., examples=...)``; a generic code beside its documentation:
its rule class's ``examples``, its :class:`~pain_bridge.codedocs.CodeDoc`, or the scheme
runner's documentation). An example is one edit of a bundled sample document
(:data:`pain_bridge.samples.SAMPLES`): the sample passes, the sample with ``old``
replaced by ``new`` fails, with the finding on the line of ``needle``. :class:`Run` says
how both are run, as a user would: ``validate --for … --scheme …`` (a skill, a size
limit, the date of today), or ``convert`` to the JSON or to another pain.001 version.

The documentation renders the examples from these records (:func:`render`) and
``tests/test_rule_examples.py`` runs each one through the library's ``validate`` or
``convert``, so what the documentation shows is what is tested.

>>> e = Example("sct", "<Cd>SEPA</Cd>", "<Cd>NURG</Cd>", "<SvcLvl>")
>>> e.line()
19
>>> b"NURG" in e.failing() and b"NURG" not in e.passing()
True
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Final, Literal

from pain_bridge.samples import sample

__all__ = [
    "TODAY",
    "UETR_GIVEN",
    "Example",
    "Examples",
    "Run",
    "render",
]

#: The day examples are run on (the samples' creation day): a date before it is past.
TODAY: Final = date(2026, 11, 2)

Purpose = Literal["service", "bank", "both"]


@dataclass(frozen=True, slots=True)
class Run:
    """How an example is run, both its documents, as a user would run them.

    ``purpose`` and ``scheme``: ``validate --for PURPOSE --scheme SCHEME`` (a scheme's
    name, ``auto`` or ``none``); ``skill``: ``--skill``; ``convert``: None to validate,
    ``"json"`` to convert to the payment intent JSON, ``"NN"`` (``"13"``) to migrate to
    pain.001.001.NN (the findings are the conversion's); ``redirect``: the
    ``--redirect`` of a conversion to the JSON; ``max_bytes``: the size limit read with;
    ``structure_addresses``: ``convert --structure-addresses``; ``today``: the date that
    decides what is past; ``guideline``: ``--guideline NAME`` (a bundled guideline)."""

    purpose: Purpose = "bank"
    scheme: str = "none"
    skill: str | None = None
    convert: str | None = None
    redirect: str | None = "https://tenant.example/callback"
    max_bytes: int | None = None
    structure_addresses: bool = False
    today: date = TODAY
    guideline: str | None = None

    def command(self) -> str:
        """The run as the command line says it (run on :data:`TODAY` unless said)."""
        if self.convert is not None:
            to = "" if self.convert == "json" else f" --to xml --pain-version {self.convert}"
            said = f"pain2pis convert FILE{to}"
            if self.convert == "json" and self.redirect is None:
                said += " (no --redirect)"
            elif self.convert == "json":
                said += " --redirect URL"
            if self.structure_addresses:
                said += " --structure-addresses"
        else:
            said = f"pain2pis validate FILE --for {self.purpose}"
            if self.purpose != "service" or self.scheme != "none":
                said += f" --scheme {self.scheme}"
        if self.skill is not None:
            said += f" --skill {self.skill}"
        if self.guideline is not None:
            said += f" --guideline {self.guideline}"
        if self.max_bytes is not None:  # the library's, no option of the command line
            said += f", read with ReadOptions(max_bytes={self.max_bytes})"
        if self.today != TODAY:
            said += f", on {self.today.isoformat()}"
        return said


VALIDATE_BANK: Final = Run()


@dataclass(frozen=True, slots=True)
class Example:
    """A rule's passing and failing document: the sample ``base`` passes; with the
    ``occurrence``-th ``old`` replaced by ``new`` it fails, with the rule's finding on the
    line holding ``needle`` (its ``needle_occurrence``-th; None: a finding without a
    line). ``run``: how both are run. ``variant``: the scheme's variant (the Swiss
    payment type) the failing transaction is of, for running the scheme rule alone.
    ``also``: other codes of an error or warning the failing document draws besides
    the rule's (a document the schema refuses too), said so that the test holds them.
    ``failing_run``: where what fails is not the document but how it is run (a skill no
    profile describes, a conversion without its ``--redirect``), the failing document
    (with ``old`` and ``new`` empty: the sample itself) is run so. ``pointer``: the JSON
    Pointer of the finding, for a JSON document (whose findings have no line).
    ``unreached``: why validation never draws it, where only the rule run alone does (a
    scheme rule of a payment type that the decision tree never gives such a document):
    said, and held so by the test, until the rule is reached."""

    base: str
    old: str
    new: str
    needle: str | None
    needle_occurrence: int = 1
    run: Run = VALIDATE_BANK
    occurrence: int = 1
    variant: str | None = None
    also: tuple[str, ...] = ()
    failing_run: Run | None = None
    pointer: str | None = None
    unreached: str = ""

    @property
    def fails_as(self) -> Run:
        """How the failing document is run."""
        return self.failing_run or self.run

    def passing(self) -> bytes:
        """The document the rule passes: the sample (which holds ``old``)."""
        text = sample(self.base)
        if self.old not in text:
            raise ValueError(f"{self.old!r} is not in the sample {self.base!r}")
        return text.encode()

    def failing(self) -> bytes:
        """The document the rule fails: the sample with ``old`` replaced by ``new``."""
        text = sample(self.base)
        start = -1
        for _ in range(self.occurrence):
            start = text.find(self.old, start + 1)
            if start < 0:
                raise ValueError(f"{self.old!r} is not in the sample {self.base!r}")
        return (text[:start] + self.new + text[start + len(self.old) :]).encode()

    def line(self) -> int | None:
        """The line of the failing document the finding is on."""
        if self.needle is None:
            return None
        seen = 0
        for number, line in enumerate(self.failing().decode().splitlines(), start=1):
            if self.needle in line:
                seen += 1
                if seen == self.needle_occurrence:
                    return number
        raise ValueError(f"{self.needle!r} is not in the failing document of {self.base!r}")


#: Examples by code, as a rule declares them beside its codes.
Examples = dict[str, tuple[Example, ...]]


def _lines_around(text: str, start: int, end: int) -> list[str]:
    """The whole lines of ``text`` that ``text[start:end]`` touches."""
    first = text.rfind("\n", 0, start) + 1
    last = text.find("\n", end)
    return text[first : last if last >= 0 else len(text)].splitlines()


def _block(lines: list[str]) -> list[str]:
    """Lines as a literal block, each without its indentation (an edit's own lines have
    none, the sample's have theirs: shown alike)."""
    lines = [line.strip() for line in lines if line.strip()] or ["(nothing)"]
    return ["", *(f"    {line}" for line in lines), ""]


def render(code: str, example: Example) -> str:
    """The example as documentation text (reST literal blocks, as a rule's docstring
    writes them): how it is run, the lines of the sample it passes, and the same lines
    as the failing document has them, with the finding's line."""
    text = sample(example.base)
    failing = example.failing().decode()
    if not example.old and not example.new:  # the run fails, not the document
        passes = [f"Passes (sample ``{example.base}`` as it is, ``{example.run.command()}``)."]
        return "\n".join(
            [*passes, "", f"Fails (``{code}``), run as ``{example.fails_as.command()}``."]
        )
    start = -1
    for _ in range(example.occurrence):
        start = text.find(example.old, start + 1)
    end = start + len(example.new)
    line = example.line()
    if line is not None:
        where = f"at line {line}"
    elif example.pointer is not None:
        where = f"at ``{example.pointer}``"
    else:
        where = "(no line)"
    out = [f"Passes (sample ``{example.base}``, ``{example.run.command()}``)::"]
    out += _block(_lines_around(text, start, start + len(example.old)))
    if example.new.strip():
        changed = _lines_around(failing, start, end)
    elif line is not None:
        changed = [f"(removed; the finding is at: {failing.splitlines()[line - 1].strip()})"]
    else:
        changed = ["(removed)"]
    if example.failing_run is not None:
        where += f", run as ``{example.failing_run.command()}``"
    if example.unreached:
        where += f", by the rule run alone; validation does not draw it: {example.unreached}"
    out.append(f"Fails (``{code}`` {where})::")
    out += _block(changed)
    return "\n".join(out)


#: A UETR given beside the end-to-end id, for the schemes that do not forward one
#: (``epc.uetr``, ``sps.uetr``): the one failing example both declare.
UETR_GIVEN: Final = Example(
    "sct",
    "<EndToEndId>E2E-2026-1</EndToEndId>",
    "<EndToEndId>E2E-2026-1</EndToEndId>\n<UETR>eb6305c9-1f7f-49de-aed0-16487c27b42d</UETR>",
    "<UETR>",
)
