"""Rule documentation by finding code, for reporters that carry help text (SARIF).

Each rule module's docstring is the user documentation of the codes it emits
(:meth:`pain_bridge.rules.base.Rule.documentation`). Codes that no rule module emits
(reader and mapping codes such as ``xml.syntax`` or ``map.dropped``) have none here, and
reporters fall back to the catalogue summary.
"""

from __future__ import annotations

from functools import cache

from pain_bridge.examples import Example
from pain_bridge.findings import SCHEME_FAMILIES


@cache
def _table() -> dict[str, str]:
    from pain_bridge.rules import RULE_FOR_CODE

    return {code: text for code, rule in RULE_FOR_CODE.items() if (text := rule.documentation())}


def documentation(code: str) -> str | None:
    """The documentation of the rule that emits ``code``, or None when no rule does.
    A scheme code (``epc.currency``) is documented by the schemes that have it."""
    text = _table().get(code)
    if text is None and code.partition(".")[0] in SCHEME_FAMILIES:
        from pain_bridge.schemes.docs import code_documentation

        return code_documentation(code)
    return text


def examples(code: str) -> tuple[Example, ...]:
    """The examples declared for ``code``: by the rule that emits it (its class's
    ``examples``), by :mod:`pain_bridge.codedocs`, or by the schemes (a scheme rule's
    rows, the runner's ``scheme.*``); empty when none is."""
    from pain_bridge import codedocs
    from pain_bridge.rules import RULE_FOR_CODE

    rule = RULE_FOR_CODE.get(code)
    if rule is not None:
        return rule.examples.get(code, ())
    if code.partition(".")[0] in SCHEME_FAMILIES:
        from pain_bridge.schemes.docs import code_examples

        return code_examples(code)
    return codedocs.examples(code)
