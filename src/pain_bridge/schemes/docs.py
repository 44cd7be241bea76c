"""The documentation of the schemes, made from their profiles: a page per scheme (rule,
code, severity, source and grade) and the text of each scheme code (for the findings
page and SARIF's help)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from pain_bridge.examples import Example, Examples, Run
from pain_bridge.findings import CATALOGUE
from pain_bridge.scheme_dates import DATES
from pain_bridge.schemes import SCHEMES
from pain_bridge.schemes.base import SchemeProfile, SchemeRule

__all__ = ["PRECEDENCE", "RUNNER_EXAMPLES", "code_documentation", "code_examples", "scheme_page"]

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
5. otherwise no scheme (CBPR+ has no marker: it is only ever chosen); in a file for a
   bank (``--for bank`` or ``both``) the payment info then gets a ``scheme.none``
   warning naming what was looked for.

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


_NONE = f"""\
``scheme.none``: {{summary}}

A warning at each payment info of a file for a bank (``--for bank`` or ``both``) in
which detection (``--scheme auto``, their default) finds no scheme's marker, so that
only the generic rules ran: a scheme is never silently absent. Its message names what
was looked for. ``--strict`` fails on it, as on any warning. Not given when the user
said ``--scheme none``, nor for a file for the service alone (``--for service``, the
default), where no scheme applies unless chosen.

{PRECEDENCE}
Fix: choose the bank's scheme (``--scheme NAME``, ``scheme`` in the configuration or a
skill's profile; CBPR+ is only ever chosen), or mark the payment in the file (for SEPA,
``PmtTpInf/SvcLvl/Cd`` ``SEPA``); or say ``--scheme none`` when no scheme applies.
"""

_VERSION = """\
``scheme.version``: {summary}

A warning at the first payment info of a document that a scheme applies to, when the
document's pain.001 version is not one the scheme's source covers. It names the
version and the versions the scheme takes; the scheme's rules still run, as they read
the versions it takes, and a bank following the scheme may refuse the file. The
versions each scheme covers:

{versions}

Fix: migrate the file to a version the scheme takes (``pain2pis convert FILE --to xml
--pain-version 09``), or choose the scheme the file does follow.
"""


#: Detection, for a bank (``validate --for bank``, ``--scheme auto``).
_DETECTED = Run(scheme="auto")

#: The examples of the runner's own codes (``scheme.*``).
RUNNER_EXAMPLES: Examples = {
    "scheme.applied": (
        Example("sct-plain", "<Cd>NURG</Cd>", "<Cd>SEPA</Cd>", "<PmtInf>", run=_DETECTED),
    ),
    "scheme.none": (Example("sct", "<Cd>SEPA</Cd>", "<Cd>NURG</Cd>", "<PmtInf>", run=_DETECTED),),
    "scheme.markers-disagree": (
        Example(
            "sct",
            '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">',
            '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"\n'
            '  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"\n'
            '  xsi:schemaLocation="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09 '
            'pain.001.001.09.ch.03.xsd">',
            "<PmtInf>",
            run=_DETECTED,
        ),
    ),
    # CBPR+ covers pain.001.001.09 only
    "scheme.version": (
        Example(
            "sct", "pain.001.001.09", "pain.001.001.10", "<PmtInf>", run=Run(scheme="cbpr-plus")
        ),
    ),
}


def code_examples(code: str) -> tuple[Example, ...]:
    """The examples of a scheme code: the runner's (``scheme.*``), or those its rows
    declare in the first profile that has the code, run under that scheme (chosen, for a
    bank); none for another code."""
    if code in RUNNER_EXAMPLES:
        return RUNNER_EXAMPLES[code]
    for profile in SCHEMES.values():
        rows = [r for r in profile.rules if r.code == code]
        if rows:
            return tuple(
                replace(e, run=replace(e.run, scheme=profile.name))
                for r in rows
                for e in r.examples
            )
    return ()


def _versions() -> str:
    return "\n".join(
        f"- ``{p.name}``: {', '.join(f'``{v.value}``' for v in p.versions)}"
        for p in SCHEMES.values()
    )


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _when(r: SchemeRule) -> str:
    parts: list[str] = []
    if r.variants is not None:
        parts.append("type " + ", ".join(sorted(r.variants)))
    if r.from_date is not None:
        when = DATES[r.from_date]
        by = "created" if when.by == "creation" else "executed"
        parts.append(f"{by} from {when.day.isoformat()}")
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
        "Versions its source covers: "
        + ", ".join(f"`{v.value}`" for v in profile.versions)
        + " (a file in another draws `scheme.version`; the rules still run).\n",
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
        out.append(
            "A rule dated *executed from* applies to a payment whose requested execution "
            "date is on or after its date; *created from*, to a message whose creation "
            "date (`GrpHdr/CreDtTm`) is (a release of the message's format: a message is "
            "validated when it travels).\n"
        )
        out += [f"- {DATES[d].day.isoformat()}: {DATES[d].what} ({DATES[d].source})" for d in dated]
        out.append("")
    if profile.not_implemented:
        out.append("## Rules not implemented\n")
        out.append("| rule of the source | why not |\n|---|---|")
        out += [f"| {_cell(what)} | {_cell(why)} |" for what, why in profile.not_implemented]
    return "\n".join(out) + "\n"


@cache
def _texts() -> dict[str, str]:
    from pain_bridge.rules.schemes import CHECKS

    texts: dict[str, list[str]] = {
        "scheme.applied": [_APPLIED],
        "scheme.markers-disagree": [
            _MARKERS.format(summary=CATALOGUE["scheme.markers-disagree"].summary)
        ],
        "scheme.none": [_NONE.format(summary=CATALOGUE["scheme.none"].summary)],
        "scheme.version": [
            _VERSION.format(summary=CATALOGUE["scheme.version"].summary, versions=_versions())
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
        if code.partition(".")[0] != "scheme"
        else parts[0]
        for code, parts in texts.items()
    }


def code_documentation(code: str) -> str | None:
    """The documentation of a scheme code, None for other codes."""
    return _texts().get(code)
