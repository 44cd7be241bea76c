"""Skill checks: ``skill.unknown``, ``skill.psu-id``, ``skill.end-to-end-id``,
``skill.bulk``, ``skill.currency``, ``skill.amount``, ``skill.remittance``.

They apply only when validating for a named skill (``--skill NAME``, ``skill=`` in the
API), against its profile (:mod:`pain_bridge.profiles`), and only for a file headed for
the service: a skill is the service's on-boarding of a bank, so a file for the bank
itself (``validate --for bank``) and a version migration (``convert --to xml`` of XML)
are not held to it; there a skill named only chooses the scheme (its profile's
``scheme``):

- ``skill.unknown``: no profile describes the skill (the service has many more skills
  than any profile file): the payment was checked with the generic rules only. Add a
  ``[skills."<name>"]`` table to a skills file (``skills_file`` in the configuration,
  ``--skills-file``) to check what the bank requires; ``require_profile = true``
  (``--require-profile``) refuses such a skill instead. One warning per document.
- ``skill.psu-id``: the profile has ``requires_psu_id`` and the payment intent has no
  ``psu_id`` (located at ``/psu_id``). pain.001 has no place for it: for XML input the
  caller supplies it when converting or submitting (``--psu-id``), so the check applies
  to JSON input only.
- ``skill.end-to-end-id``: ``requires_end_to_end_id`` and a transaction has no
  ``PmtId/EndToEndId`` / ``payment_identification.end_to_end_id``, or only
  ``NOTPROVIDED``.
- ``skill.bulk``: the profile takes single payments (``bulk = false``) and the message has
  more than one payment info or transaction; reported once, at the first extra one.
- ``skill.currency``: the instructed currency is not among the profile's ``currencies``.
- ``skill.amount``: an instructed amount exceeds the profile's ``max_amount``.
- ``skill.remittance``: the unstructured remittance text is longer than the profile's
  ``remittance_max_length``. (Structured information for a skill that takes none is
  ``remittance.structured-unsupported``.)
"""

from __future__ import annotations

from typing import ClassVar

from pain_bridge.examples import Example, Examples, Run
from pain_bridge.findings import Finding, make_finding
from pain_bridge.model import DocumentStart, PaymentInfo, Transaction
from pain_bridge.rules.base import NONE, Findings, Rule, RuleContext, at, here

__all__ = ["SkillRule"]

_BT = Run(purpose="service", skill="bt_ro_pisp_sbx_#2.0")  # single, psu_id, 140
_ING = Run(purpose="service", skill="ing_nl_pisp_sbx_#1.0")  # EUR, end-to-end ids


class SkillRule(Rule):
    name = "skill"
    codes = (
        "skill.unknown",
        "skill.psu-id",
        "skill.end-to-end-id",
        "skill.bulk",
        "skill.currency",
        "skill.amount",
        "skill.remittance",
    )

    examples: ClassVar[Examples] = {
        "skill.unknown": (
            Example(
                "intent",
                "",
                "",
                None,
                run=Run(purpose="service"),
                failing_run=Run(purpose="service", skill="xx_xx_pisp_sbx_#1.0"),
            ),
        ),
        "skill.psu-id": (
            Example(
                "intent-psu",
                '"psu_id": "PSU-4711",\n  ',
                "",
                None,
                run=_BT,
                pointer="/psu_id",
            ),
        ),
        "skill.end-to-end-id": (
            Example(
                "sct",
                "<EndToEndId>E2E-2026-1<",
                "<EndToEndId>NOTPROVIDED<",
                "NOTPROVIDED",
                run=_ING,
            ),
        ),
        "skill.bulk": (
            Example(
                "intent-psu",
                '"Invoice 4711"}\n        }',
                '"Invoice 4711"}\n        },\n        {"amount": {"instructed_amount": '
                '{"value": "1.00", "currency": "EUR"}}, "creditor": {"name": "Dupont SARL"}, '
                '"creditor_account": {"identification": {"iban": "FR1420041010050500013M02606"}, '
                '"currency": "EUR"}}',
                None,
                run=_BT,
                pointer="/payment_info/0/transactions/1",
            ),
        ),
        "skill.currency": (
            Example("sct", 'Ccy="EUR">10.50', 'Ccy="USD">10.50', 'Ccy="USD"', run=_ING),
        ),
        # the control sums are the amounts' no more
        "skill.amount": (
            Example(
                "sct",
                ">10.50<",
                ">1000000.01<",
                ">1000000.01<",
                run=_BT,
                also=("totals.ctrl-sum",),
            ),
        ),
        # 141 characters, one more than the skill's and the field's (text.length)
        "skill.remittance": (
            Example(
                "intent-psu",
                '"Invoice 4711"',
                '"Invoice 4711 ' + "x" * 128 + '"',
                None,
                run=_BT,
                pointer="/payment_info/0/transactions/0/remittance_information/unstructured",
                also=("text.length",),
            ),
        ),
    }

    def __init__(self, context: RuleContext) -> None:
        super().__init__(context)
        self._infos = 0
        self._transactions = 0
        self._bulk_reported = False

    def on_start(self, event: DocumentStart) -> Findings:
        skill = self.context.skill
        found = [] if skill is None or skill.known else [self._unknown(skill.name)]
        return [*found, *self._psu_id(event)]

    def _unknown(self, name: str) -> Finding:
        return make_finding(
            "skill.unknown",
            f"no profile describes skill {name}: only the generic rules were checked; add "
            f'[skills."{name}"] to a skills file (skills_file in the configuration) for '
            "what the bank requires, or set require_profile to refuse unknown skills",
        )

    def _psu_id(self, event: DocumentStart) -> Findings:
        skill = self.context.skill
        if skill is None or not skill.requires_psu_id or event.source_format != "json":
            return NONE
        if event.psu_id:
            return NONE
        return (
            make_finding(
                "skill.psu-id",
                f"skill {skill.name} requires psu_id, the customer's user id at the bank",
                pointer="/psu_id",
            ),
        )

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        skill = self.context.skill
        self._infos += 1
        if skill is None or skill.bulk or self._infos < 2 or self._bulk_reported:
            return NONE
        self._bulk_reported = True
        return (
            make_finding(
                "skill.bulk",
                f"skill {skill.name} takes single payments only; this message has more than "
                "one payment info",
                here(info.origin),
            ),
        )

    def on_transaction(self, tx: Transaction) -> Findings:
        skill = self.context.skill
        if skill is None:
            return NONE
        self._transactions += 1
        origin = tx.origin
        found: list[Finding] | None = None
        if not skill.bulk and self._transactions == 2 and not self._bulk_reported:
            self._bulk_reported = True
            found = [
                make_finding(
                    "skill.bulk",
                    f"skill {skill.name} takes single payments only; this message has more "
                    "than one transaction",
                    here(origin),
                )
            ]
        if skill.requires_end_to_end_id and tx.end_to_end_id in (None, "", "NOTPROVIDED"):
            written = "NOTPROVIDED" if tx.end_to_end_id == "NOTPROVIDED" else "none"
            found = [
                *(found or ()),
                make_finding(
                    "skill.end-to-end-id",
                    f"skill {skill.name} requires an end-to-end id for every transaction; "
                    f"this one has {written}",
                    at(origin, "PmtId/EndToEndId"),
                ),
            ]
        amount = tx.amount
        if amount is not None:
            if skill.currencies is not None and amount.currency not in skill.currencies:
                accepted = ", ".join(sorted(skill.currencies))
                found = [
                    *(found or ()),
                    make_finding(
                        "skill.currency",
                        f"skill {skill.name} does not take {amount.currency}; it takes {accepted}",
                        at(origin, "Amt/InstdAmt/@Ccy"),
                    ),
                ]
            limit = skill.max_amount
            if limit is not None and amount.value.is_finite() and amount.value > limit:
                found = [
                    *(found or ()),
                    make_finding(
                        "skill.amount",
                        f"amount {amount.text} {amount.currency} exceeds the maximum of skill "
                        f"{skill.name}, {limit}",
                        at(origin, "Amt/InstdAmt"),
                    ),
                ]
        max_length = skill.remittance_max_length
        remittance = tx.remittance
        if max_length is not None and remittance is not None:
            for index, line in enumerate(remittance.unstructured):
                if len(line) > max_length:
                    rel = "RmtInf/Ustrd" if index == 0 else f"RmtInf/Ustrd[{index + 1}]"
                    found = [
                        *(found or ()),
                        make_finding(
                            "skill.remittance",
                            f"remittance information is {len(line)} characters long; skill "
                            f"{skill.name} takes at most {max_length}",
                            at(origin, rel),
                        ),
                    ]
        return found or NONE
