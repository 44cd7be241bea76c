"""The documentation of the schemes, made from their profiles: a page per scheme (rule,
code, severity, source and grade) and the text of each scheme code (for the findings
page and SARIF's help)."""

from __future__ import annotations

from functools import cache

from pain_bridge.findings import CATALOGUE
from pain_bridge.scheme_dates import DATES
from pain_bridge.schemes import SCHEMES
from pain_bridge.schemes.base import SchemeProfile, SchemeRule

__all__ = ["PRECEDENCE", "code_documentation", "scheme_page"]

_APPLIED = """\
Each payment info a scheme applies to gets this note: the scheme's name and why it
applies: detected from the file (``SvcLvl/Cd`` ``SEPA``, ``LclInstrm/Cd`` ``INST``, a
Swiss schema location or CH/LI debtor account, the DK namespace ``pain.001.003.03``) or
chosen (``--scheme NAME``, the configuration's ``scheme``, a skill profile's ``scheme``).
``--scheme none`` turns the schemes off; ``--for bank`` detects them by default.
"""

#: How detection decides, for the schemes' index page and ``scheme.markers-disagree``.
PRECEDENCE = """\
Detection (``--scheme auto``, the default of ``--for bank``) reads each payment info's
markers and decides, first match wins:

1. the DK namespace ``pain.001.003.03`` → ``dk`` (the format the message is written in);
2. a debtor account with a CH or LI IBAN → ``swiss-sps``, its payment type decided per
   transaction; with ``SvcLvl/Cd`` ``SEPA`` that is type S, the Swiss guideline's SEPA
   payment, whose rules restate EPC's (SPS IG v2.2 §3.15): the two markers agree;
3. ``PmtTpInf/SvcLvl/Cd`` ``SEPA`` → ``epc-sct`` (with ``LclInstrm/Cd`` ``INST``:
   ``epc-sct-inst``);
4. a Swiss schema location (``….ch.NN.xsd`` in ``xsi:schemaLocation``) → ``swiss-sps``;
5. otherwise no scheme (CBPR+ has no marker: it is only ever chosen).

A schema location is a hint, which banks ignore: it never outranks what the payment
says. A SEPA payment from a German account with a Swiss schema location follows EPC.
"""

_MARKERS = f"""\
``scheme.markers-disagree``: {{summary}}

A warning at the payment info, naming the marker that points elsewhere, the one that
decided, and the scheme applied, whose rules then run as usual. It is given where
detection reads the markers (``--scheme auto``), not for a scheme chosen.

{PRECEDENCE}
The disagreements named: a Swiss schema location on a SEPA payment from a non-Swiss
account (EPC applies); a Swiss schema location on a payment from an account no Swiss
bank holds, which names no scheme itself (SPS applies: the stricter reading than none);
a CH/LI debtor account or a Swiss schema location in a DK file (DK applies). A Swiss
SEPA payment (a CH/LI account and ``SvcLvl SEPA``) is no disagreement. Fix the file's
template so that its markers say one thing: drop a schema location it does not follow.
"""


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _when(r: SchemeRule) -> str:
    parts: list[str] = []
    if r.variants is not None:
        parts.append("type " + ", ".join(sorted(r.variants)))
    if r.from_date is not None:
        parts.append(f"from {DATES[r.from_date].day.isoformat()}")
    return "; ".join(parts) or "always"


def _params(r: SchemeRule) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in r.params.items())


def scheme_page(profile: SchemeProfile) -> str:
    """The Markdown page of one scheme."""
    from pain_bridge.rules.schemes import CHECKS

    out = [
        f"# {profile.title} (`{profile.name}`)\n",
        f"Source: {profile.source}.\n",
        f"Choose it with `pain2pis validate --scheme {profile.name}`, `scheme = "
        f'"{profile.name}"` in the configuration or in a skill\'s profile.\n',
    ]
    if profile.variants:
        out.append(
            "Rules may apply to some payment types only: "
            + ", ".join(f"`{v}`" for v in profile.variants)
            + ", decided per transaction (`pain_bridge.schemes.swiss`).\n"
        )
    rows = [
        "| code | severity | applies | rule (check, parameters) | catalogue | grade | source |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in profile.rules:
        doc = " ".join(CHECKS[r.check].documentation.split())
        what = f"`{r.check}`({_params(r)}): {doc}"
        rows.append(
            f"| `{r.code}` | {r.severity.value} | {_cell(_when(r))} | {_cell(what)} | "
            f"{r.ref} | {r.grade.value} | {_cell(r.source)} |"
        )
    if not profile.rules:
        rows.append("| — | — | — | no rule yet | — | — | — |")
    out.append("\n".join(rows) + "\n")
    dated = sorted({r.from_date for r in profile.rules if r.from_date is not None})
    if dated:
        out.append("## Dates\n")
        out += [f"- {DATES[d].day.isoformat()}: {DATES[d].what} ({DATES[d].source})" for d in dated]
    return "\n".join(out) + "\n"


@cache
def _texts() -> dict[str, str]:
    from pain_bridge.rules.schemes import CHECKS

    texts: dict[str, list[str]] = {
        "scheme.applied": [_APPLIED],
        "scheme.markers-disagree": [
            _MARKERS.format(summary=CATALOGUE["scheme.markers-disagree"].summary)
        ],
    }
    for profile in SCHEMES.values():
        for r in profile.rules:
            check = CHECKS[r.check]
            texts.setdefault(r.code, []).append(
                f"- **{profile.name}** ({_when(r)}; {r.severity.value}, {r.ref}, grade "
                f"{r.grade.value}: {r.source}): ``{r.check}`` with {_params(r) or 'no parameters'}"
                f". {check.documentation}\n"
            )
    return {
        code: f"``{code}``: {CATALOGUE[code].summary}\n\n" + "\n".join(parts)
        if code not in ("scheme.applied", "scheme.markers-disagree")
        else parts[0]
        for code, parts in texts.items()
    }


def code_documentation(code: str) -> str | None:
    """The documentation of a scheme code, None for other codes."""
    return _texts().get(code)
