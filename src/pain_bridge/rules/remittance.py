"""Remittance checks: ``remittance.multiple``, ``remittance.both``,
``remittance.structured-unsupported``, ``remittance.reference`` and the national
creditor reference codes ``remittance.reference-ogm``, ``-fi``, ``-ocr``, ``-qrr``.

Remittance information (``RmtInf`` / ``remittance_information``) tells the creditor what
a payment is for. The payment intent interface carries one unstructured line, and the
library's extension object ``remittance_information.structured`` carries structured
information (``mapping.md``, "Remittance"). The rules:

- ``remittance.multiple``: at most one ``Ustrd`` line (of 140 characters) per
  transaction; the interface has one string, and turning several lines into one would
  change what the creditor sees.
- ``remittance.both``: unstructured and structured information together, which
  ``pis-interface.md`` §2.2 forbids except with Extended Remittance Information (ERI):
  allowed only when validating for a skill whose profile has ``eri = true``.
- ``remittance.structured-unsupported``: structured information (``Strd``) for a target
  skill whose profile has ``structured_remittance = false``. It is never flattened into
  text (forbidden by the interface), so the payment cannot go to that skill as it is.
  Without a skill the check does not apply.

These three are the service's limits, not pain.001's nor a bank's: a file for a bank
(``validate --for bank``) and a version migration (``convert --to xml`` of XML) are not
held to them; there the schema allows several ``Ustrd`` and both kinds together, and a
scheme has its own limits (``epc.remittance-unstructured``, ``epc.remittance-one-kind``).
The creditor reference checks below apply to every file.
- ``remittance.reference``: a creditor reference of type ``SCOR`` whose issuer is
  ``ISO``, or which starts with ``RF``, must be an ISO 11649 reference: ``RF``, two
  check digits, 1 to 21 letters or digits, with a valid mod-97 check (spaces of the
  printed form are ignored).
- ``remittance.reference-ogm`` (Belgian structured communication, mod 97),
  ``remittance.reference-fi`` (Finnish reference number, 7-3-1),
  ``remittance.reference-ocr`` (Swedish OCR, Luhn mod 10) and
  ``remittance.reference-qrr`` (Swiss QR reference, mod 10 recursive): a ``SCOR``
  reference whose issuer names that scheme, or which has no issuer and is paid to an
  account of that country, must pass that scheme's check. A reference of a scheme the
  library does not know is not checked (:mod:`pain_bridge.references` has the table).
"""

from __future__ import annotations

from typing import ClassVar

from pain_bridge.examples import Example, Examples, Run
from pain_bridge.findings import Finding, make_finding
from pain_bridge.model import CreditorReference, Transaction
from pain_bridge.references import Scheme, name_of, problem, scheme_of
from pain_bridge.rules.base import NONE, Findings, Rule, at, quote

__all__ = ["RemittanceRule", "creditor_reference_problem"]


def creditor_reference_problem(
    reference: CreditorReference, account_country: str | None = None
) -> tuple[Scheme, str] | None:
    """The scheme a structured creditor reference fails and why (a message), or None.
    ``account_country``: the creditor account's country, for references without issuer."""
    value = reference.reference
    if reference.type != "SCOR" or value is None:
        return None
    scheme = scheme_of(value, reference.issuer, account_country)
    if scheme is None:
        return None
    why = problem(scheme, value)
    if why is None:
        return None
    return scheme, f"creditor reference {quote(value)} is not {name_of(scheme)}: {why}"


class RemittanceRule(Rule):
    name = "remittance"
    codes = (
        "remittance.multiple",
        "remittance.both",
        "remittance.structured-unsupported",
        *(scheme.value for scheme in Scheme),
    )

    examples: ClassVar[Examples] = {
        "remittance.both": (
            Example(
                "sct",
                "<Ustrd>Invoice 2026-17</Ustrd>",
                "<Ustrd>Invoice 2026-17</Ustrd>\n"
                "<Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd>",
                "<RmtInf>",
                needle_occurrence=2,
                run=Run(purpose="service"),
            ),
        ),
        "remittance.multiple": (
            Example(
                "sct",
                "<Ustrd>Invoice 2026-17</Ustrd>",
                "<Ustrd>Invoice 2026-17</Ustrd>\n<Ustrd>and 2026-18</Ustrd>",
                "and 2026-18",
                run=Run(purpose="service"),
            ),
        ),
        "remittance.structured-unsupported": (
            Example(
                "intent",
                '{"unstructured": "Invoice 4711"}',
                '{"structured": {"creditor_reference": {"type": "SCOR", '
                '"reference": "RF18539007547034"}}}',
                None,
                run=Run(purpose="service", skill="bt_ro_pisp_sbx_#2.0"),
                pointer="/payment_info/0/transactions/0/remittance_information/structured",
            ),
        ),
        "remittance.reference": (Example("sct", "RF18539007547034", "RF19539007547034", "RF19"),),
        "remittance.reference-ogm": (
            Example("sct-ogm", "090933755493", "090933755494", "<Ref>0909"),
        ),
        "remittance.reference-fi": (Example("sct-fi", "12345614", "12345615", "<Ref>1234"),),
        "remittance.reference-ocr": (Example("sct-ocr", "1234567897", "1234567898", "<Ref>1234"),),
        "remittance.reference-qrr": (
            Example(
                "sct-qrr",
                "210000000003139471430009017",
                "210000000003139471430009018",
                "<Ref>2100",
            ),
        ),
    }

    def on_transaction(self, tx: Transaction) -> Findings:
        remittance = tx.remittance
        if remittance is None:
            return NONE
        unstructured, structured = remittance.unstructured, remittance.structured
        if not structured and len(unstructured) <= 1:
            return NONE
        origin = tx.origin
        found: list[Finding] = []
        # the service's one line, and its skills: not a bank's limits (nor a version's)
        service = self.context.service
        if service and len(unstructured) > 1:
            found.append(
                make_finding(
                    "remittance.multiple",
                    f"{len(unstructured)} unstructured remittance lines; the payment carries "
                    "one line of at most 140 characters",
                    at(origin, "RmtInf/Ustrd[2]"),
                )
            )
        if not structured:
            return found
        skill = self.context.skill if service else None
        if service and unstructured and not (skill is not None and skill.eri):
            why = (
                f"skill {skill.name} does not take Extended Remittance Information (ERI)"
                if skill is not None
                else "only Extended Remittance Information (ERI), for a skill that takes it, "
                "allows both"
            )
            found.append(
                make_finding(
                    "remittance.both",
                    f"unstructured and structured remittance information together; {why}",
                    at(origin, "RmtInf"),
                )
            )
        if skill is not None and not skill.structured_remittance:
            found.append(
                make_finding(
                    "remittance.structured-unsupported",
                    f"skill {skill.name} cannot carry structured remittance information, "
                    "and it must not be turned into unstructured text",
                    at(origin, "RmtInf/Strd"),
                )
            )
        account = tx.creditor_account
        country = account.iban[:2] if account is not None and account.iban else None
        for index, block in enumerate(structured):
            reference = block.creditor_reference
            if reference is None:
                continue
            failed = creditor_reference_problem(reference, country)
            if failed is not None:
                scheme, message = failed
                strd = "RmtInf/Strd" if index == 0 else f"RmtInf/Strd[{index + 1}]"
                found.append(
                    make_finding(scheme.value, message, at(origin, f"{strd}/CdtrRefInf/Ref"))
                )
        return found
