"""What the user chose as the scheme: a scheme's name, ``auto`` or ``none``, and where.

The bottom of the schemes: it imports nothing of the project but the error tree and the
scheme names (generated from the profiles into :mod:`pain_bridge.codes`), so the rule
context, the skill profiles and the configuration can name a choice without the profiles
and their checks.

>>> parse_choice(" EPC-SCT ", "config").name
'epc-sct'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pain_bridge.codes import SCHEME_NAMES
from pain_bridge.errors import ConfigError

__all__ = ["AUTO", "NAMES", "NONE", "SchemeChoice", "UnknownScheme", "parse_choice"]

#: Detect the scheme from the file.
AUTO = "auto"
#: No scheme: only the generic rules (and a skill's).
NONE = "none"
#: The schemes there are, by name (:data:`pain_bridge.schemes.SCHEMES` holds their profiles).
NAMES: Final = SCHEME_NAMES


class UnknownScheme(ConfigError):
    """A scheme name that is not ``auto``, ``none`` or a known scheme."""


@dataclass(frozen=True, slots=True)
class SchemeChoice:
    """What the user chose: a scheme's name, :data:`AUTO` or :data:`NONE`, and where
    the choice was made (``--scheme``, the configuration, a skill's profile)."""

    name: str
    origin: str = "--scheme"

    @property
    def is_none(self) -> bool:
        return self.name == NONE


def parse_choice(value: str, origin: str = "--scheme") -> SchemeChoice:
    """``value`` as a :class:`SchemeChoice`; :class:`UnknownScheme` naming the choices."""
    name = value.strip().lower()
    if name in (AUTO, NONE) or name in NAMES:
        return SchemeChoice(name, origin)
    known = ", ".join([AUTO, NONE, *NAMES])
    raise UnknownScheme(f"{origin}: unknown scheme {value!r}; choose one of {known}")
