"""Skill profiles: what each target skill (a bank's on-boarding process) accepts.

The payment initiation service runs one *skill* per bank, and each has its own on-boarding
requirements (``pis-interface.md`` §1). A :class:`SkillProfile` states them as data, and
validation against a named skill adds the ``skill.*`` checks (plus the remittance checks
that depend on the target). The bundled sandbox enforces the same profiles, so a payment
that validates for a skill is accepted by the sandbox for that skill.

Profiles are TOML, one table per skill under ``[skills."<name>"]``; names follow the
service's form ``<bank>_<country>_pisp_<env>_#<version>``::

    [skills."acme_de_pisp_prod_#1.0"]
    description = "ACME Bank: single SEPA payments"
    requires_psu_id = true          # psu_id must be given (skill.psu-id)
    requires_end_to_end_id = true   # every tx needs an EndToEndId, NOTPROVIDED is not one
                                    #   (skill.end-to-end-id)
    bulk = false                    # one payment info, one transaction (skill.bulk)
    structured_remittance = false   # no Strd / structured object
                                    #   (remittance.structured-unsupported)
    eri = false                     # Extended Remittance Information: Ustrd and Strd
                                    #   together allowed (remittance.both)
    currencies = ["EUR"]            # omit for any currency (skill.currency)
    max_amount = "15000.00"         # per transaction, omit for none (skill.amount)
    remittance_max_length = 140     # longest Ustrd, omit for none (skill.remittance)
    scheme = "epc-sct"              # the bank's scheme (pain_bridge.schemes), omit for
                                    #   none; "auto" detects it from the file
    guidelines = ["acme.toml", "iso"]   # the bank's guidelines (pain_bridge.guideline):
                                    #   files relative to this one, or bundled names

    [skills."acme_de_pisp_sbx_#1.0"]
    based_on = "acme_de_pisp_prod_#1.0"   # inherit every field not given here
    max_amount = "100.00"

Every key is optional. The booleans default to ``false`` (so a profile that says nothing
requires no ``psu_id`` or end-to-end id, and takes no bulk, structured remittance or
ERI); ``currencies``, ``max_amount`` and ``remittance_max_length`` default to no limit.
``max_amount`` is a string, read as an exact decimal.

The package ships example profiles (:func:`load_profiles` lists them); a user file passed
as ``extra`` (or named by ``skills_file`` in the configuration, see
:mod:`pain_bridge.config`) adds skills and replaces bundled ones of the same name.

>>> get_profile("ing_nl_pisp_sbx_#1.0").currencies
frozenset({'EUR'})

The service has many more skills than any profile file. :func:`resolve_profile` answers
a well-formed name without a profile with a *generic* one (``known`` False: no skill
restriction, so the generic rules apply, and validation adds one ``skill.unknown``
warning naming where to add a profile), unless ``require`` keeps the refusal
(:class:`UnknownSkill`). A name that does not have the service's form
(:data:`SKILL_NAME`) is :class:`MalformedSkill`, a usage error either way.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from pain_bridge.errors import ConfigError

__all__ = [
    "SKILL_NAME",
    "MalformedSkill",
    "SkillProfile",
    "UnknownSkill",
    "check_skill_name",
    "generic_profile",
    "get_profile",
    "load_profiles",
    "parse_profiles",
    "resolve_profile",
]

#: The service's skill names: ``<bank>_<country>_<kind>[_<env>]_#<version>``
#: (``service-notes.md``), e.g. ``bt_ro_pisp_sbx_#2.0`` or ``acme_de_pisp_#1.0``.
SKILL_NAME = re.compile(
    r"(?P<bank>[a-z0-9]+)_(?P<country>[a-z]{2})_(?P<kind>[a-z]+)(?:_(?P<env>[a-z0-9]+))?"
    r"_#(?P<version>[0-9]+(?:\.[0-9]+)*)"
)


class UnknownSkill(ConfigError):
    """The named skill has no profile; the message lists the known names."""

    def __init__(self, name: str, known: list[str]) -> None:
        self.name = name
        self.known = tuple(sorted(known))
        listing = ", ".join(self.known) if self.known else "(none)"
        super().__init__(f"unknown skill {name!r}; known skills: {listing}")


class MalformedSkill(ConfigError):
    """A skill name that does not have the service's form (:data:`SKILL_NAME`)."""


@dataclass(frozen=True, slots=True)
class SkillProfile:
    """What one skill accepts. ``currencies`` None means any; ``max_amount`` None, no limit."""

    name: str
    description: str = ""
    requires_psu_id: bool = False
    requires_end_to_end_id: bool = False
    bulk: bool = False
    structured_remittance: bool = False
    eri: bool = False
    currencies: frozenset[str] | None = None
    max_amount: Decimal | None = None
    remittance_max_length: int | None = None
    #: Free-text and over-long hybrid addresses are errors (EPC, CBPR+ since Nov. 2026).
    structured_addresses: bool = False
    #: The scheme the skill's bank applies (:mod:`pain_bridge.schemes`), None for none.
    scheme: str | None = None
    #: The bank's guidelines (:mod:`pain_bridge.guideline`), applied with the skill: a
    #: bundled one's name (``iso``) or a guideline file (relative to the profile's file
    #: where it was written so).
    guidelines: tuple[str | Path, ...] = ()
    #: False for a :func:`generic_profile`: a skill no profile describes.
    known: bool = True


_BOOL_KEYS = (
    "requires_psu_id",
    "requires_end_to_end_id",
    "bulk",
    "structured_remittance",
    "eri",
    "structured_addresses",
)
_KNOWN_KEYS = frozenset(f.name for f in fields(SkillProfile)) - {"name", "known"} | {"based_on"}


def _field_values(
    name: str, table: Mapping[str, Any], origin: str, folder: Path | None = None
) -> dict[str, Any]:
    """Check one ``[skills."name"]`` table and turn it into SkillProfile keyword values
    (``folder``: where the file is, for the guideline files it names)."""

    def bad(message: str) -> ConfigError:
        return ConfigError(f"{origin}: skill {name!r}: {message}")

    unknown = sorted(set(table) - _KNOWN_KEYS)
    if unknown:
        allowed = ", ".join(sorted(_KNOWN_KEYS))
        raise bad(f"unknown key(s) {', '.join(unknown)}; allowed: {allowed}")
    values: dict[str, Any] = {}
    if "description" in table:
        if not isinstance(table["description"], str):
            raise bad("description must be a string")
        values["description"] = table["description"]
    for key in _BOOL_KEYS:
        if key in table:
            if not isinstance(table[key], bool):
                raise bad(f"{key} must be true or false, not {table[key]!r}")
            values[key] = table[key]
    if "currencies" in table:
        currencies = table["currencies"]
        if not isinstance(currencies, list) or not all(
            isinstance(c, str) and len(c) == 3 and c.isascii() and c.isupper() for c in currencies
        ):
            raise bad('currencies must be a list of ISO 4217 codes, e.g. ["EUR", "USD"]')
        values["currencies"] = frozenset(currencies)
    if "max_amount" in table:
        raw = table["max_amount"]
        if not isinstance(raw, str | int) or isinstance(raw, bool):
            raise bad('max_amount must be a decimal string, e.g. "15000.00"')
        try:
            amount = Decimal(raw)
        except InvalidOperation:
            raise bad(f"max_amount {raw!r} is not a decimal number") from None
        if not amount.is_finite() or amount <= 0:
            raise bad(f"max_amount must be a positive number, not {raw!r}")
        values["max_amount"] = amount
    if "scheme" in table:
        from pain_bridge.scheme_choice import parse_choice

        scheme = table["scheme"]
        if not isinstance(scheme, str):
            raise bad('scheme must be a scheme name, e.g. "epc-sct"')
        try:
            values["scheme"] = parse_choice(scheme, "scheme").name
        except ConfigError as exc:
            raise bad(str(exc)) from None
    if "guidelines" in table:
        named = table["guidelines"]
        if not isinstance(named, list) or not all(isinstance(g, str) and g for g in named):
            raise bad('guidelines must be a list of guideline files or names, e.g. ["iso"]')
        values["guidelines"] = tuple(_guideline(g, folder) for g in named)
    if "remittance_max_length" in table:
        length = table["remittance_max_length"]
        if not isinstance(length, int) or isinstance(length, bool) or length < 1:
            raise bad("remittance_max_length must be a positive integer")
        values["remittance_max_length"] = length
    return values


def _guideline(named: str, folder: Path | None) -> str | Path:
    """A guideline a profile names: a bundled one's name (a word: ``iso``) as it is, a
    file relative to the profile's ``folder``."""
    if re.fullmatch(r"[a-z0-9][a-z0-9_-]*", named):
        return named
    path = Path(named).expanduser()
    return path if path.is_absolute() or folder is None else folder / path


def parse_profiles(
    document: Mapping[str, Any],
    origin: str = "<profiles>",
    base: Mapping[str, SkillProfile] | None = None,
    folder: Path | None = None,
) -> dict[str, SkillProfile]:
    """The profiles of one parsed TOML ``document`` (its ``skills`` table).

    ``based_on`` may name a profile of the same document or of ``base``. Raises
    :class:`ConfigError` naming ``origin`` for any wrong key, type or reference.
    ``folder``: where the document is (the guideline files it names are relative to it).
    """
    unknown_top = sorted(set(document) - {"skills"})
    if unknown_top:
        raise ConfigError(f"{origin}: unknown top-level key(s) {', '.join(unknown_top)}")
    skills = document.get("skills", {})
    if not isinstance(skills, Mapping):
        raise ConfigError(f'{origin}: "skills" must be a table of [skills."<name>"] tables')
    known: dict[str, SkillProfile] = dict(base or {})
    out: dict[str, SkillProfile] = {}
    pending = dict(skills)
    while pending:
        progressed = False
        for name, table in list(pending.items()):
            if not isinstance(table, Mapping):
                raise ConfigError(f"{origin}: skills.{name!r} must be a table")
            parent_name = table.get("based_on")
            if parent_name is not None:
                if not isinstance(parent_name, str):
                    raise ConfigError(f"{origin}: skill {name!r}: based_on must be a skill name")
                if parent_name in pending and parent_name != name:
                    continue  # resolve the parent of this document first
                parent = out.get(parent_name) or known.get(parent_name)
                if parent is None:
                    unknown = UnknownSkill(parent_name, [*known, *out])
                    raise ConfigError(f"{origin}: skill {name!r}: based_on: {unknown}")
                values = _field_values(name, table, origin, folder)
                profile = replace(parent, name=name, **values)
            else:
                profile = SkillProfile(name=name, **_field_values(name, table, origin, folder))
            out[name] = profile
            del pending[name]
            progressed = True
        if not progressed:
            cycle = ", ".join(sorted(pending))
            raise ConfigError(f"{origin}: based_on forms a cycle among {cycle}")
    return out


def _read_toml(text: str, origin: str) -> dict[str, Any]:
    import tomllib  # only where a profile is read: a validate without one needs none

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{origin}: not valid TOML: {exc}") from exc


_BUNDLED: dict[str, SkillProfile] | None = None


def _bundled() -> dict[str, SkillProfile]:
    global _BUNDLED
    if _BUNDLED is None:
        from importlib import resources  # here: a validate reads no bundled profile

        found: dict[str, SkillProfile] = {}
        folder = resources.files("pain_bridge").joinpath("profiles")
        for item in sorted(folder.iterdir(), key=lambda p: p.name):
            if item.name.endswith(".toml"):
                origin = f"pain_bridge/profiles/{item.name}"
                document = _read_toml(item.read_text("utf-8"), origin)
                found.update(parse_profiles(document, origin, folder=Path(str(folder))))
        _BUNDLED = found
    return dict(_BUNDLED)


def load_profiles(extra: Path | None = None) -> dict[str, SkillProfile]:
    """Every known profile by name: the bundled ones, then ``extra``'s (which win by name).

    Raises :class:`ConfigError` when ``extra`` cannot be read or is not a valid profile file.
    """
    profiles = _bundled()
    if extra is not None:
        origin = str(extra)
        try:
            text = Path(extra).read_text("utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"cannot read skills file {origin}: {exc}") from exc
        document = _read_toml(text, origin)
        folder = Path(extra).resolve().parent
        profiles.update(parse_profiles(document, origin, base=profiles, folder=folder))
    return profiles


def get_profile(name: str, extra: Path | None = None) -> SkillProfile:
    """The profile called ``name``; :class:`UnknownSkill` (a ConfigError) if there is none."""
    profiles = load_profiles(extra)
    try:
        return profiles[name]
    except KeyError:
        raise UnknownSkill(name, list(profiles)) from None


def check_skill_name(name: str) -> None:
    """:class:`MalformedSkill` unless ``name`` has the service's form."""
    if SKILL_NAME.fullmatch(name) is None:
        raise MalformedSkill(
            f"{name!r} is not a skill name: the service's have the form "
            "<bank>_<country>_pisp[_<env>]_#<version>, e.g. bt_ro_pisp_sbx_#2.0"
        )


def generic_profile(name: str) -> SkillProfile:
    """The profile of a skill nobody described: it restricts nothing (bulk, structured
    remittance, any currency and amount), so only the generic rules apply."""
    return SkillProfile(name=name, bulk=True, structured_remittance=True, known=False)


def resolve_profile(name: str, extra: Path | None = None, *, require: bool = False) -> SkillProfile:
    """The profile of ``name``: its own, or a :func:`generic_profile` (unless ``require``,
    then :class:`UnknownSkill`). :class:`MalformedSkill` for a name of the wrong form."""
    check_skill_name(name)
    profiles = load_profiles(extra)
    if name in profiles:
        return profiles[name]
    if require:
        raise UnknownSkill(name, list(profiles))
    return generic_profile(name)
