"""What a guideline file declares, once loaded and checked: records, no behaviour.

A guideline (:class:`Guideline`) is a bank's usage guideline written as data: rules
(:class:`GuidelineRule`) on the paths of the message, each one kind of constraint
(:class:`Kind`) with its code, severity, message and source. The loader
(:mod:`pain_bridge.guideline.load`) builds them from TOML and refuses what it cannot
check; the rule (:mod:`pain_bridge.guideline.rule`) applies them to a document.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any, Final

from pain_bridge.findings import Severity
from pain_bridge.model import NodeKind
from pain_bridge.versions import PainVersion

#: The grades a rule's source may carry, as the sourced catalogues grade them.
GRADES: Final = ("P", "S", "UNCONFIRMED")


class Kind(StrEnum):
    """What a rule asks of its path: the TOML key that declares it."""

    #: The element is present (with content) wherever its unit is.
    REQUIRED = "required"
    #: The element is absent.
    FORBIDDEN = "forbidden"
    #: The element's text is one of the listed values (compared as written).
    ALLOWED = "allowed"
    #: The element's text has at most this many characters.
    MAX_LENGTH = "max_length"
    #: The element's text matches this RE2 pattern, whole.
    PATTERN = "pattern"
    #: The element occurs at most this many times within each occurrence of its parent.
    MAX_OCCURS = "max_occurs"
    #: A built-in check, by its name (:mod:`pain_bridge.guideline.checks`), with ``args``.
    CHECK = "check"


#: The kinds that ask of the element's text (not of an element that holds elements).
TEXT_KINDS: Final = frozenset({Kind.ALLOWED, Kind.MAX_LENGTH, Kind.PATTERN})


@dataclass(frozen=True, slots=True)
class RulePath:
    """A path as the guideline writes it (``PmtInf/CdtTrfTxInf/RmtInf``), relative to
    ``CstmrCdtTrfInitn``: the unit it sits in and, per version that has it, the path
    relative to the unit's element in that version's names (``DbtrAgt/FinInstnId/BIC``
    in ``.03`` is ``…/BICFI`` from ``.09``; either spelling is taken)."""

    text: str
    unit: NodeKind
    #: Version → the path relative to the unit's element, in that version's names.
    own: Mapping[PainVersion, str]


@dataclass(frozen=True, slots=True)
class Condition:
    """A rule's ``when``: a compiled CEL expression and the element chains it reads
    (``("PmtInf", "PmtTpInf", "SvcLvl", "Cd")``), each a path of the message."""

    source: str
    program: Any
    #: Each chain the expression reads, as the unit and its path in each version's names.
    reads: tuple[RulePath, ...]


@dataclass(frozen=True, slots=True)
class GuidelineRule:
    """One rule of a guideline: ``kind`` with its ``value`` (True for ``required`` and
    ``forbidden``, the tuple of values for ``allowed``, the number for ``max_length``
    and ``max_occurs``, the compiled RE2 pattern for ``pattern``, the
    :class:`~pain_bridge.guideline.checks.Given` check for ``check``) on ``path``,
    where ``when`` holds."""

    code: str
    path: RulePath
    kind: Kind
    value: Any
    severity: Severity
    message: str
    source: str = ""
    when: Condition | None = None
    #: The built-in code this rule makes more specific (it then speaks in its place).
    refines: str | None = None
    #: The line of the rule's ``[[rules]]`` header in the guideline file.
    line: int = 0
    #: How sure its source is (:data:`GRADES`): ``P`` the guideline's own text read,
    #: ``S`` a secondary source quoting it, ``UNCONFIRMED`` not read; "" not said.
    grade: str = ""


@dataclass(frozen=True, slots=True)
class Guideline:
    """A loaded guideline: its name, the code family every rule's code starts with, the
    versions it applies to, its source and its rules, in the file's order."""

    name: str
    family: str
    versions: tuple[PainVersion, ...]
    source: str
    rules: tuple[GuidelineRule, ...]
    #: The scheme names it applies to (None: any scheme, or none).
    schemes: tuple[str, ...] | None = None
    #: Where it was read from (None: built in memory).
    path: Path | None = None

    def applies_to(self, version: PainVersion | None) -> bool:
        """Whether the guideline's rules run on a document of ``version``."""
        return version in self.versions
