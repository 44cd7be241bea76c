"""The validation rules of the shared specification's ``rules.md``, one small module per
concern.

Each module defines one :class:`~pain_bridge.rules.base.Rule` subclass with a ``name``,
the ``codes`` it emits, each code's ``examples`` (:class:`~pain_bridge.examples.Example`:
the documents it passes and fails, shown by the documentation and run by the tests) and
its hooks; the module docstring is the rule's user documentation. This package is the
registry:

- :data:`RULES`: every rule class, in the order the engine runs them;
- :data:`RULES_BY_NAME`: name → rule class (``"iban"`` → :class:`IbanRule`);
- :data:`RULE_FOR_CODE`: finding code → the rule class that emits it.

Run them with :class:`pain_bridge.engine.RuleEngine`. Codes the readers emit
(``xml.*``, ``xsd.violation``, ``json.*``, ``map.dropped``) belong to no rule here.
"""

from __future__ import annotations

from pain_bridge.rules.address import AddressRule
from pain_bridge.rules.amount import AmountRule
from pain_bridge.rules.base import Rule, RuleContext
from pain_bridge.rules.bic import BicRule
from pain_bridge.rules.country import CountryRule
from pain_bridge.rules.currency import CurrencyRule
from pain_bridge.rules.date import DateRule
from pain_bridge.rules.head import HeaderRule
from pain_bridge.rules.iban import IbanRule
from pain_bridge.rules.id import IdentifierRule
from pain_bridge.rules.lei import LeiRule
from pain_bridge.rules.map import MappingRule
from pain_bridge.rules.remittance import RemittanceRule
from pain_bridge.rules.skill import SkillRule
from pain_bridge.rules.text import TextRule
from pain_bridge.rules.totals import TotalsRule

__all__ = ["RULES", "RULES_BY_NAME", "RULE_FOR_CODE", "Rule", "RuleContext"]

RULES: tuple[type[Rule], ...] = (
    MappingRule,
    IbanRule,
    BicRule,
    LeiRule,
    CurrencyRule,
    CountryRule,
    AddressRule,
    AmountRule,
    TotalsRule,
    IdentifierRule,
    DateRule,
    HeaderRule,
    TextRule,
    RemittanceRule,
    SkillRule,
)

RULES_BY_NAME: dict[str, type[Rule]] = {rule.name: rule for rule in RULES}

RULE_FOR_CODE: dict[str, type[Rule]] = {code: rule for rule in RULES for code in rule.codes}
