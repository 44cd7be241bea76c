"""Whether the codes a configuration names are known, once the guidelines in force are.

A configuration (:class:`~pain_bridge.config.RuleConfig`) may raise, lower or ignore the
codes of a bank's guideline (``bank.acme.batch``), which the configuration file, the
command line or the skill's profile may name: they are checked here against the codes
of every guideline in force, by the rule engine and by the command line before it reads
any file.
"""

from __future__ import annotations

from collections.abc import Iterable

from pain_bridge.errors import ConfigError
from pain_bridge.findings import CATALOGUE

#: The families of the built-in codes (``date``, ``iban``…).
BUILT_IN = frozenset(code.split(".", 1)[0] for code in CATALOGUE)


def check_known(configured: Iterable[str], known: Iterable[str], origin: str) -> None:
    """Raise :class:`ConfigError` (``origin: unknown finding code …``, with the closest
    known ones) for a code of ``configured`` that is neither the catalogue's nor one of
    ``known`` (the codes of the guidelines in force), nor a family pattern of either
    (``bank.acme.*``, ``bank.*``)."""
    unknown = [code for code in configured if code not in CATALOGUE]
    if not unknown:
        return
    codes = set(known)
    families = {code.rsplit(".", 1)[0] for code in codes}
    families |= {family.split(".", 1)[0] for family in families} | BUILT_IN
    for code in unknown:
        if code in codes or (code.endswith(".*") and code[:-2] in families):
            continue
        import difflib  # only for a code that is unknown: not at every start

        near = difflib.get_close_matches(code, [*CATALOGUE, *sorted(codes)], n=3)
        hint = f"; did you mean {', '.join(near)}?" if near else ""
        raise ConfigError(f"{origin}: unknown finding code {code!r}{hint}")
