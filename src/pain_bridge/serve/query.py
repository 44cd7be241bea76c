"""What a request chooses in its query string, checked: an unknown parameter, a repeated
one or a bad value is a 400 problem that names it, never a silent default.

======================================  ==============================================
``for``                                 service, bank or both (``--for``)
``scheme``                              a scheme's name, auto or none (``--scheme``)
``skill``                               a skill's name (``--skill``)
``allow_immediate_execution``           true or false (``--allow-immediate-execution``)
``name``                                the file's name in the report (default ``<body>``)
``to`` (convert)                        json or xml (``--to``)
``pain_version`` (convert)              03 … 13 (``--pain-version``)
``structure_addresses`` (convert)       true or false (``--structure-addresses``)
``redirect``, ``psu_id`` (convert)      the JSON's psu_redirect_link and psu_id
======================================  ==============================================
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from pain_bridge.file_purpose import Purpose
from pain_bridge.serve.problems import Problem

if TYPE_CHECKING:
    from pain_bridge.profiles import SkillProfile
    from pain_bridge.serve.settings import Settings

__all__ = [
    "BODY_NAME",
    "CONVERT",
    "VALIDATE",
    "Choice",
    "ConvertChoice",
    "choice",
    "convert_choice",
]

#: The file's name in a report when the request does not give one (``name``).
BODY_NAME: Final = "<body>"
VALIDATE: Final = frozenset({"for", "scheme", "skill", "allow_immediate_execution", "name"})
CONVERT: Final = frozenset(
    {
        "scheme",
        "skill",
        "allow_immediate_execution",
        "name",
        "to",
        "pain_version",
        "structure_addresses",
        "redirect",
        "psu_id",
    }
)
_TRUE: Final = frozenset({"true", "1", "yes", "on", ""})
_FALSE: Final = frozenset({"false", "0", "no", "off"})


@dataclass(frozen=True, slots=True)
class Choice:
    """What one file is checked with: the server's settings, as the request chose."""

    name: str
    profile: SkillProfile | None
    scheme: str | None
    purpose: Purpose
    immediate: bool


@dataclass(frozen=True, slots=True)
class ConvertChoice:
    """A conversion's choices on top of :class:`Choice`'s."""

    checks: Choice
    to: str | None
    pain_version: str | None
    structure_addresses: bool
    redirect: str | None
    psu_id: str | None


def _single(items: Iterable[tuple[str, str]], allowed: frozenset[str]) -> dict[str, str]:
    values: dict[str, str] = {}
    for key, value in items:
        if key not in allowed:
            known = ", ".join(sorted(allowed))
            raise Problem("request.malformed", f"Unknown query parameter {key!r}; known: {known}.")
        if key in values:
            raise Problem("request.malformed", f"Query parameter {key!r} is given twice.")
        values[key] = value
    return values


def _flag(values: dict[str, str], key: str, default: bool) -> bool:
    if key not in values:
        return default
    value = values[key].strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise Problem("request.malformed", f"{key}={values[key]!r}: give true or false.")


def choice(
    settings: Settings, items: Iterable[tuple[str, str]], allowed: frozenset[str] = VALIDATE
) -> Choice:
    """The checks a request asks for (its query ``items``) on top of ``settings``."""
    from pain_bridge.errors import ConfigError
    from pain_bridge.scheme_choice import parse_choice

    values = _single(items, allowed)
    try:
        profile = settings.profile_of(values.get("skill"))
        scheme = settings.options.scheme
        if "scheme" in values:
            scheme = parse_choice(values["scheme"], "scheme").name
    except ConfigError as exc:  # an unknown scheme or skill, a malformed skill name
        raise Problem("request.malformed", str(exc)) from None
    purpose = settings.purpose
    if "for" in values:
        try:
            purpose = Purpose.of(values["for"])
        except ValueError as exc:
            raise Problem("request.malformed", f"for: {exc}") from None
    immediate = _flag(values, "allow_immediate_execution", settings.options.immediate)
    return Choice(values.get("name") or BODY_NAME, profile, scheme, purpose, immediate)


def convert_choice(settings: Settings, items: Iterable[tuple[str, str]]) -> ConvertChoice:
    """A conversion's choices (its query ``items``) on top of ``settings``."""
    items = list(items)
    checks = choice(settings, items, CONVERT)
    values = dict(items)
    to = values.get("to")
    if to not in (None, "json", "xml"):
        raise Problem("request.malformed", f"to={to!r}: give json or xml.")
    version = values.get("pain_version")
    if version is not None:
        from pain_bridge.versions import PainVersion

        try:
            version = PainVersion.parse(version).short
        except ValueError as exc:
            raise Problem("request.malformed", f"pain_version: {exc}") from None
    return ConvertChoice(
        checks,
        to,
        version,
        _flag(values, "structure_addresses", False),
        values.get("redirect"),
        values.get("psu_id"),
    )
