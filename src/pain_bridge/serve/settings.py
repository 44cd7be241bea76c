"""What a ``pain2pis serve`` process checks files with: the command line's choices,
resolved once per worker, and what each request may choose on top.

The server is stateless: its whole configuration is :class:`ServeOptions`, plain values
as the command line gave them (the same options as ``validate``'s, the same
configuration file). Each worker process gets them as JSON in its environment
(:data:`ENVIRONMENT`) and resolves them itself (:func:`resolve`), so that N copies behind
any load balancer answer alike.
"""

from __future__ import annotations

import dataclasses
import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pain_bridge.file_purpose import Purpose
from pain_bridge.flood import DEFAULT_PER_CODE

if TYPE_CHECKING:
    from pain_bridge.config import RuleConfig
    from pain_bridge.profiles import SkillProfile

__all__ = ["DEFAULT_MAX_BYTES", "ENVIRONMENT", "ServeOptions", "Settings", "resolve"]

#: The environment variable that hands a worker process its :class:`ServeOptions`.
ENVIRONMENT = "PAIN2PIS_SERVE_OPTIONS"
#: The largest body accepted by default (``--max-bytes``): 128 MiB.
DEFAULT_MAX_BYTES = 128 << 20


@dataclass(frozen=True, slots=True)
class ServeOptions:
    """``pain2pis serve``'s options as given: what every request is checked with unless
    it chooses otherwise (``skill``, ``scheme``, ``for``, ``allow_immediate_execution``)."""

    skill: str | None = None
    skills_file: str | None = None
    require_profile: bool = False
    scheme: str | None = None
    purpose: str | None = None
    severities: tuple[str, ...] = ()
    ignores: tuple[str, ...] = ()
    immediate: bool = False
    max_per_code: int = DEFAULT_PER_CODE
    all_findings: bool = False
    max_bytes: int = DEFAULT_MAX_BYTES
    #: ``--guideline``: files of the server, or bundled guidelines' names.
    guidelines: tuple[str, ...] = ()

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self))

    @classmethod
    def from_json(cls, text: str) -> ServeOptions:
        values = json.loads(text)
        for name in ("severities", "ignores", "guidelines"):
            values[name] = tuple(values[name])
        return cls(**values)


@dataclass(frozen=True, slots=True)
class Settings:
    """:class:`ServeOptions` resolved: the rule configuration (file and options merged),
    the default skill's profile, what files are for by default."""

    options: ServeOptions
    config: RuleConfig
    profile: SkillProfile | None
    purpose: Purpose

    @property
    def per_code(self) -> int | None:
        """Findings listed per code (None: all), as ``--max-per-code``/``--all-findings``."""
        return None if self.options.all_findings else self.options.max_per_code

    def profile_of(self, skill: str | None) -> SkillProfile | None:
        """The profile of a request's ``skill`` (None: the server's default). Raises
        :class:`~pain_bridge.profiles.UnknownSkill` or ``MalformedSkill``."""
        if skill is None:
            return self.profile
        return _profile(skill, self.config.skills_file, self.config.require_profile)


@functools.lru_cache(maxsize=64)
def _profile(skill: str, skills_file: Path | None, require: bool) -> SkillProfile:
    from pain_bridge.profiles import resolve_profile

    return resolve_profile(skill, extra=skills_file, require=require)


def resolve(options: ServeOptions) -> Settings:
    """``options`` as ``validate`` resolves its own: the configuration file found from the
    working directory, the options on top. A bad option is a ``click`` usage error (the
    command's exit 2), raised before the server starts."""
    import click

    from pain_bridge.cli.validate import (
        check_ignore_options,
        load_guidelines,
        parse_severity_options,
    )
    from pain_bridge.config import load_config
    from pain_bridge.errors import ConfigError
    from pain_bridge.profiles import MalformedSkill, UnknownSkill

    skills_file = Path(options.skills_file) if options.skills_file else None
    try:
        configured = load_config()
        levels = parse_severity_options(options.severities)
        ignored = check_ignore_options(options.ignores)
        config = configured.merged(
            severity=dict(levels),
            ignore=ignored,
            skills_file=skills_file,
            skill=options.skill,
            require_profile=options.require_profile,
            guidelines=map(Path, options.guidelines),
        )
        profile = (
            _profile(config.skill, config.skills_file, config.require_profile)
            if config.skill
            else None
        )
        load_guidelines(config, levels, ignored, profile.guidelines if profile else ())
    except (UnknownSkill, MalformedSkill) as exc:
        raise click.BadParameter(str(exc), param_hint="--skill") from None
    except ConfigError as exc:
        raise click.UsageError(str(exc)) from None
    purpose = Purpose(options.purpose) if options.purpose else config.purpose or Purpose.SERVICE
    return Settings(options, config, profile, purpose)
