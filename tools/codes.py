"""Writes :mod:`pain_bridge.codes`, the finding codes derived from their declarations.

A code is declared once: a generic code by its row of
:data:`pain_bridge.findings.GENERIC_ROWS`, a scheme rule's by its ``rule(...)`` row in its
profile (:mod:`pain_bridge.schemes`, with the summary and severity the catalogue shows).
The findings catalogue sits below the schemes (the layers of ``pyproject.toml``), so it
cannot read the profiles when it loads; this generator reads both and writes, at the
bottom layer, what the catalogue and the type checker need from them: the ``Code`` type
(mypy refuses a code no declaration makes), the scheme rules' catalogue rows and the
scheme names. ``make codes`` runs it; ``tests/test_codes.py`` fails while the written
module differs from what the declarations give.

``python tools/codes.py`` rewrites ``src/pain_bridge/codes.py``; ``--check`` only says
whether it is up to date (exit 1 when not).
"""

from __future__ import annotations

import sys
from pathlib import Path

from generated import write_or_check

TARGET = Path(__file__).resolve().parents[1] / "src" / "pain_bridge" / "codes.py"

_HEAD = '''\
"""Every finding code and scheme name, derived from their declarations: GENERATED.

One module because it is generated whole from the declarations: nobody edits it.

Written by ``make codes`` (``tools/codes.py``) from the generic rows of
:data:`pain_bridge.findings.GENERIC_ROWS` and the scheme rules of the profiles
(:mod:`pain_bridge.schemes`); do not edit it by hand, declare the rule instead.
One module because it is generated whole: its length is the number of codes.
``tests/test_codes.py`` fails while it differs from the declarations. It sits below
:mod:`pain_bridge.findings`, which builds :data:`~pain_bridge.findings.CATALOGUE` from it,
and :mod:`pain_bridge.scheme_choice`, which reads the scheme names, so neither has to
import the profiles (a layer above both).
"""

from __future__ import annotations

from typing import Final, Literal

__all__ = ["SCHEME_NAMES", "SCHEME_REFINES", "SCHEME_ROWS", "SCHEME_SUPERSEDES", "Code"]

'''


def _quoted(text: str) -> str:
    if '"' in text or "\\" in text:
        raise ValueError(f"a code, summary or name with a quote or backslash: {text!r}")
    return f'"{text}"'


def render() -> str:
    """The text of ``codes.py`` as the declarations give it."""
    from pain_bridge.findings import GENERIC_ROWS
    from pain_bridge.schemes import SCHEMES
    from pain_bridge.schemes.compose import refines_of_profiles, superseded_of_profiles

    rows: dict[str, tuple[str, str, str]] = {}
    for profile in SCHEMES.values():
        for code, severity, summary in profile.catalogue_rows():
            rows.setdefault(code, (code, severity.value, summary))
    codes = [code for code, _, _ in GENERIC_ROWS] + list(rows)
    out = [_HEAD]
    out.append("#: Every published finding code, as a type: mypy refuses a code outside the\n")
    out.append("#: catalogue. The generic codes, then each scheme's in its profile's order.\n")
    out.append("Code = Literal[\n")
    out.extend(f"    {_quoted(code)},\n" for code in codes)
    out.append("]\n\n")
    out.append("#: The scheme rules' catalogue rows (code, severity, summary): the profiles'.\n")
    out.append("SCHEME_ROWS: Final[tuple[tuple[Code, str, str], ...]] = (\n")
    for row in rows.values():
        out.append("    (\n")
        out.extend(f"        {_quoted(part)},\n" for part in row)
        out.append("    ),\n")
    out.append(")\n\n")
    out.append("#: The schemes by name (``--scheme NAME``), in the registry's order.\n")
    out.append("SCHEME_NAMES: Final = (\n")
    out.extend(f"    {_quoted(name)},\n" for name in SCHEMES)
    out.append(")\n\n")
    out.append("#: Refining scheme code → the codes it refines, in the profiles' order\n")
    out.append("#: (:func:`pain_bridge.schemes.compose.refines_of_profiles`).\n")
    out.append("SCHEME_REFINES: Final[dict[str, frozenset[str]]] = {\n")
    out.extend(_set_item(code, refined) for code, refined in refines_of_profiles().items())
    out.append("}\n\n")
    out.append("#: Scheme name → the generic codes its rules supersede over its payment infos\n")
    out.append("#: (:func:`pain_bridge.schemes.compose.superseded_of_profiles`).\n")
    out.append("SCHEME_SUPERSEDES: Final[dict[str, frozenset[str]]] = {\n")
    out.extend(_set_item(name, codes) for name, codes in superseded_of_profiles().items())
    out.append("}\n")
    return "".join(out)


def _set_item(key: str, values: frozenset[str]) -> str:
    """One ``key: frozenset({...})`` item of a written dict, its values sorted."""
    if not values:
        return f"    {_quoted(key)}: frozenset(),\n"
    inner = "".join(f"            {_quoted(v)},\n" for v in sorted(values))
    return f"    {_quoted(key)}: frozenset(\n        {{\n{inner}        }}\n    ),\n"


def main(argv: list[str]) -> int:
    return write_or_check(TARGET, render(), argv, "make codes")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
