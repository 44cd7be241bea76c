"""Rule configuration: raise, lower or silence finding codes, per project.

pain_bridge looks for its settings in the nearest directory, from the start directory up
to the file system root, that has either a ``.pain2pis.toml`` (top-level keys) or a
``pyproject.toml`` with a ``[tool.pain2pis]`` table; in one directory ``.pain2pis.toml``
wins. A ``pyproject.toml`` without that table is passed over.

``pyproject.toml``::

    [tool.pain2pis]
    severity = { "date.past" = "error", "bic.iban-mismatch" = "info" }
    ignore = ["text.charset", "map.*"]
    skills_file = "payments/skills.toml"
    skill = "acme_de_pisp_prod_#1.0"

``.pain2pis.toml`` holds the same keys at top level::

    ignore = ["text.charset"]
    [severity]
    "date.past" = "error"

- ``severity``: code → ``"error"``, ``"warning"`` or ``"info"``. A key may also be a whole
  family, ``"remittance.*"``; an exact code wins over its family.
- ``ignore``: codes (or ``family.*``) whose findings are removed.
- ``skills_file``: a skill profile file (see :mod:`pain_bridge.profiles`), relative to the
  configuration file; its skills extend and override the bundled ones.
- ``skill``: the skill validated against when none is named explicitly.
- ``pain_version``: the pain.001 version ``convert`` writes when ``--pain-version`` is
  not given: ``"03"`` (the default) to ``"13"``.
- ``scheme``: the scheme whose rules apply (:mod:`pain_bridge.schemes`): a scheme's name
  (``"epc-sct"``, ``"swiss-sps"``…), ``"auto"`` (detected from the file) or ``"none"``;
  ``--scheme`` wins over it, and it over a skill profile's ``scheme``.
- ``for``: what the files are for (:class:`~pain_bridge.file_purpose.Purpose`): ``"service"``
  (the default), ``"bank"`` or ``"both"``; ``validate --for`` wins over it.
- ``guideline``: a bank's guideline file, or a list of them (:mod:`pain_bridge.guideline`),
  relative to the configuration file; their rules apply beside the built-in ones, and
  their codes may be raised, lowered or ignored here like any other (``"bank.acme.*"``).

Codes must come from the catalogue (:data:`pain_bridge.findings.CATALOGUE`) or a guideline
in force (named here, on the command line or by the skill's profile: checked once all are
known, :meth:`RuleConfig.check_codes`). An unknown code, key or severity is refused
with :class:`~pain_bridge.errors.ConfigError` rather than silently ignored. So is
lowering a code whose severity is fixed (:data:`FIXED_ERRORS`): ``map.unfit`` means the
writer refused the message and nothing was written, so as a warning (or ignored) it
would report a conversion that wrote nothing as a success. A family pattern
(``"map.*"``) does not reach such a code.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from pain_bridge.configured_codes import BUILT_IN, check_known
from pain_bridge.errors import ConfigError
from pain_bridge.file_purpose import Purpose
from pain_bridge.findings import CATALOGUE, Finding, Severity

__all__ = ["CONFIG_FILE", "FIXED_ERRORS", "RuleConfig", "check_code", "check_fixed", "load_config"]

CONFIG_FILE = ".pain2pis.toml"
_KEYS = frozenset(
    {
        "severity",
        "ignore",
        "skills_file",
        "skill",
        "require_profile",
        "pain_version",
        "scheme",
        "for",
        "guideline",
    }
)
_FAMILIES = BUILT_IN  # the built-in codes' families (configured_codes)


#: A code of a guideline's family (``bank.acme.remittance``, ``bank.*``): no built-in family.
_GUIDELINE_CODE = re.compile(r"[a-z][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)*(\.\*)?")


def check_code(code: str, origin: str = "configuration", guidelines: bool = False) -> str:
    """Return ``code`` if it is a catalogue code or a ``family.*`` pattern, else raise
    :class:`ConfigError` with the closest known codes. With ``guidelines``, a code of
    another family than the built-in ones may be a guideline's (:mod:`pain_bridge.guideline`):
    :meth:`RuleConfig.check_codes` checks it once the guidelines in force are known."""
    if code in CATALOGUE:
        return code
    if code.endswith(".*") and code[:-2] in _FAMILIES:
        return code
    if guidelines and code.split(".", 1)[0] not in _FAMILIES and _GUIDELINE_CODE.fullmatch(code):
        return code
    import difflib  # only for a code that is unknown: not at every start

    near = difflib.get_close_matches(code, list(CATALOGUE), n=3)
    hint = f"; did you mean {', '.join(near)}?" if near else ""
    raise ConfigError(f"{origin}: unknown finding code {code!r}{hint}")


#: Codes that stay errors whatever the configuration, and why.
FIXED_ERRORS: Mapping[str, str] = MappingProxyType(
    {
        "map.unfit": "the target version's schema refuses the content, so nothing can be "
        "written; lowered or ignored, it would report a conversion that wrote nothing as a "
        "success",
        **dict.fromkeys(
            (
                "xml.syntax",
                "xml.unsafe",
                "xml.namespace",
                "xml.too-large",
                "json.syntax",
                "text.xml-char",
            ),
            "the input could not be read as a payment message, so nothing was checked or "
            "written; lowered or ignored, it would report a file nobody read as valid",
        ),
    }
)


def check_fixed(code: str, level: Severity | None, origin: str = "configuration") -> None:
    """Raise :class:`ConfigError` when ``code`` is one of :data:`FIXED_ERRORS` and
    ``level`` lowers it (None: ignoring it); naming the code another error is fine."""
    why = FIXED_ERRORS.get(code)
    if why is None or level is Severity.ERROR:
        return
    what = "ignored" if level is None else f"made {level.value}"
    raise ConfigError(f"{origin}: {code} cannot be {what}: {why}")


def _severity(value: object, code: str, origin: str) -> Severity:
    if isinstance(value, str) and value in _LEVELS:
        return Severity(value)
    raise ConfigError(
        f"{origin}: severity of {code!r} must be error, warning or info, not {value!r}"
    )


_LEVELS = frozenset(level.value for level in Severity)
_EMPTY: Mapping[str, Severity] = MappingProxyType({})


@dataclass(frozen=True)
class RuleConfig:
    """Per-code severity overrides and suppressions (plus where skills come from).

    Build one with :func:`load_config`, :meth:`from_mapping` or directly::

        RuleConfig(severity={"date.past": Severity.ERROR}, ignore=frozenset({"text.charset"}))
    """

    severity: Mapping[str, Severity] = field(default_factory=lambda: _EMPTY)
    ignore: frozenset[str] = frozenset()
    skills_file: Path | None = None
    skill: str | None = None
    source: Path | None = None
    #: Refuse a skill without a profile (``UnknownSkill``) instead of validating it with
    #: the generic rules and a ``skill.unknown`` warning.
    require_profile: bool = False
    #: The pain.001 version written by default (``"03"`` … ``"13"``), as configured.
    pain_version: str | None = None
    #: The scheme chosen by the configuration (a name, ``"auto"`` or ``"none"``).
    scheme: str | None = None
    #: What the files are for, as configured (the key ``for``); None: not said.
    purpose: Purpose | None = None
    #: Guideline files (the key ``guideline``: a path or a list), next to ``source``.
    guidelines: tuple[Path, ...] = ()

    def __post_init__(self) -> None:
        origin = str(self.source) if self.source else "configuration"
        for code in [*self.severity, *self.ignore]:
            check_code(code, origin, guidelines=True)  # a guideline's: see check_codes
        frozen = {code: _severity(level, code, origin) for code, level in self.severity.items()}
        for code, level in frozen.items():
            check_fixed(code, level, origin)
        for code in self.ignore:
            check_fixed(code, None, origin)
        object.__setattr__(self, "severity", MappingProxyType(frozen))

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Picklable (``validate -j`` hands it to worker processes)."""
        return (
            RuleConfig,
            (
                dict(self.severity),
                self.ignore,
                self.skills_file,
                self.skill,
                self.source,
                self.require_profile,
                self.pain_version,
                self.scheme,
                self.purpose,
                self.guidelines,
            ),
        )

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any], source: Path | None = None) -> RuleConfig:
        """From the parsed TOML table; relative ``skills_file`` is resolved next to ``source``."""
        origin = str(source) if source else "configuration"
        unknown = sorted(set(data) - _KEYS)
        if unknown:
            raise ConfigError(
                f"{origin}: unknown key(s) {', '.join(unknown)}; "
                f"allowed: {', '.join(sorted(_KEYS))}"
            )
        severity = data.get("severity", {})
        if not isinstance(severity, Mapping):
            raise ConfigError(f'{origin}: severity must be a table, e.g. {{"date.past" = "error"}}')
        ignore = data.get("ignore", [])
        if not isinstance(ignore, list) or not all(isinstance(c, str) for c in ignore):
            raise ConfigError(f'{origin}: ignore must be a list of codes, e.g. ["text.charset"]')
        skills_file = data.get("skills_file")
        if skills_file is not None and not isinstance(skills_file, str):
            raise ConfigError(f"{origin}: skills_file must be a path string")
        skill = data.get("skill")
        if skill is not None and not isinstance(skill, str):
            raise ConfigError(f"{origin}: skill must be a skill name")
        require_profile = data.get("require_profile", False)
        if not isinstance(require_profile, bool):
            raise ConfigError(f"{origin}: require_profile must be true or false")
        pain_version = data.get("pain_version")
        if pain_version is not None:
            from pain_bridge.versions import WRITABLE_NAMES, PainVersion

            try:
                if (
                    not isinstance(pain_version, str)
                    or not PainVersion.parse(pain_version).writable
                ):
                    raise ValueError(f"{pain_version!r} is not written")
            except ValueError as exc:
                raise ConfigError(
                    f"{origin}: pain_version must be one of {WRITABLE_NAMES} ({exc})"
                ) from exc
        scheme = data.get("scheme")
        if scheme is not None:
            from pain_bridge.scheme_choice import parse_choice

            if not isinstance(scheme, str):
                raise ConfigError(f'{origin}: scheme must be a scheme name, e.g. "epc-sct"')
            scheme = parse_choice(scheme, f"{origin}: scheme").name
        purpose = data.get("for")
        if purpose is not None:
            choices = ", ".join(f'"{p.value}"' for p in Purpose)
            if purpose not in {p.value for p in Purpose}:
                raise ConfigError(f"{origin}: for must be one of {choices}, not {purpose!r}")
            purpose = Purpose(purpose)
        guideline = data.get("guideline", [])
        if isinstance(guideline, str):
            guideline = [guideline]
        if not isinstance(guideline, list) or not all(isinstance(g, str) for g in guideline):
            raise ConfigError(f'{origin}: guideline must be a path or a list, e.g. "acme.toml"')
        # a file next to the configuration; a bare name without a suffix (iso) is a
        # bundled guideline's, kept as it is
        guidelines = tuple(
            path
            if source is None or path.is_absolute() or _bare_name(path)
            else source.parent / path
            for path in map(Path, guideline)
        )
        skills_path = None
        if skills_file is not None:
            skills_path = Path(skills_file)
            if source is not None and not skills_path.is_absolute():
                skills_path = source.parent / skills_path
        return cls(
            severity={str(code): _severity(v, str(code), origin) for code, v in severity.items()},
            ignore=frozenset(ignore),
            skills_file=skills_path,
            skill=skill,
            source=source,
            require_profile=require_profile,
            pain_version=pain_version,
            scheme=scheme,
            purpose=purpose,
            guidelines=guidelines,
        )

    def merged(
        self,
        *,
        severity: Mapping[str, Severity | str] | None = None,
        ignore: Iterable[str] = (),
        skills_file: Path | None = None,
        skill: str | None = None,
        require_profile: bool = False,
        scheme: str | None = None,
        purpose: Purpose | None = None,
        guidelines: Iterable[Path] = (),
    ) -> RuleConfig:
        """A copy with more overrides on top (e.g. from command-line options); they win."""
        levels = dict(self.severity)
        for code, level in (severity or {}).items():
            levels[code] = _severity(level, code, "option")
        return RuleConfig(
            severity=levels,
            ignore=self.ignore | frozenset(ignore),
            skills_file=skills_file or self.skills_file,
            skill=skill or self.skill,
            source=self.source,
            require_profile=require_profile or self.require_profile,
            pain_version=self.pain_version,
            scheme=scheme or self.scheme,
            purpose=purpose or self.purpose,
            guidelines=(*self.guidelines, *guidelines),
        )

    def check_codes(self, known: Iterable[str] = ()) -> None:
        """Raise :class:`ConfigError` for a code set here that is neither the catalogue's
        nor one of ``known`` (those of the guidelines in force), nor a family of either."""
        origin = str(self.source) if self.source else "configuration"
        check_known([*self.severity, *self.ignore], known, origin)

    @property
    def is_neutral(self) -> bool:
        """True when this configuration changes no finding."""
        return not self.severity and not self.ignore

    def severity_for(self, code: str) -> Severity | None:
        """The configured severity of ``code`` (exact code first, then its family's
        ``family.*``: a guideline's ``bank.acme.*``, then ``bank.*``), if any."""
        level = self.severity.get(code)
        if level is None:
            level = self.severity.get(code.rsplit(".", 1)[0] + ".*")
        if level is None:
            level = self.severity.get(code.split(".", 1)[0] + ".*")
        return level

    def is_ignored(self, code: str) -> bool:
        ignore = self.ignore
        return (
            code in ignore
            or (code.split(".", 1)[0] + ".*") in ignore
            or (code.rsplit(".", 1)[0] + ".*") in ignore
        )

    def apply(self, finding: Finding) -> Finding | None:
        """The finding as configured: None when suppressed, else with its configured severity.
        A code of :data:`FIXED_ERRORS` stays as it is (a family pattern does not reach it)."""
        if finding.code in FIXED_ERRORS:
            return finding
        if self.is_ignored(finding.code):
            return None
        level = self.severity_for(finding.code)
        if level is None or level is finding.severity:
            return finding
        return finding.with_severity(level)


def _bare_name(path: Path) -> bool:
    """``iso``, not ``acme.toml`` nor ``rules/acme``: a bundled guideline's name."""
    return len(path.parts) == 1 and not path.suffix


def _load_file(path: Path) -> dict[str, Any]:
    # imported only here: a command run where no configuration file is found never
    # parses TOML (start-up, issue 36 item 5)
    import tomllib

    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except OSError as exc:
        raise ConfigError(f"cannot read {path}: {exc}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from exc


def load_config(start: Path | None = None) -> RuleConfig:
    """The configuration that applies in ``start`` (a directory or a file; default: cwd).

    Returns a neutral :class:`RuleConfig` when no configuration is found. Raises
    :class:`ConfigError` for an unreadable or invalid one.
    """
    here = Path.cwd() if start is None else Path(start)
    here = here.resolve()
    if not here.is_dir():
        here = here.parent
    for folder in (here, *here.parents):
        dedicated = folder / CONFIG_FILE
        if dedicated.is_file():
            return RuleConfig.from_mapping(_load_file(dedicated), dedicated)
        pyproject = folder / "pyproject.toml"
        if pyproject.is_file():
            tool = _load_file(pyproject).get("tool", {})
            section = tool.get("pain2pis") if isinstance(tool, Mapping) else None
            if section is not None:
                if not isinstance(section, Mapping):
                    raise ConfigError(f"{pyproject}: [tool.pain2pis] must be a table")
                return RuleConfig.from_mapping(section, pyproject)
    return RuleConfig()
