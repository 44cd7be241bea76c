"""Findings: what validation and conversion report, as data.

One module because the catalogue is one table: every code with its family and severity
in one place, from which the documentation and the checks of codes are made.

Every check in pain_bridge yields :class:`Finding` objects instead of raising. A finding
has a stable ``code`` from :data:`CATALOGUE` (users filter, suppress and grep on it), a
``severity``, a human ``message`` and up to two locations: ``line``/``column``/``xpath``
in the XML and ``pointer`` (a JSON Pointer) in the payment intent ``data``.

>>> f = make_finding("iban.checksum", "IBAN DE00 … fails its mod-97 check", line=12)
>>> f.severity, f.is_error
(<Severity.ERROR: 'error'>, True)

A document is valid when none of its findings is an error.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Final

from pain_bridge.codes import SCHEME_ROWS
from pain_bridge.codes import Code as Code  # the type of every code, for the rules


class Severity(StrEnum):
    """How bad a finding is; ordering: ``info`` < ``warning`` < ``error``."""

    INFO = "info"
    WARNING = "warning"
    ERROR = "error"

    @property
    def rank(self) -> int:
        return _RANK[self]


_RANK = {Severity.INFO: 0, Severity.WARNING: 1, Severity.ERROR: 2}


@dataclass(frozen=True, slots=True)
class CodeInfo:
    """One entry of the catalogue: a code, its default severity and what it means."""

    code: Code
    severity: Severity
    summary: str
    #: Severities the code may also have by the spec (``map.dropped``: ``info`` for
    #: values the writer regenerates), besides a user's configuration.
    also: tuple[Severity, ...] = ()
    #: The code states a limit of the payment initiation service (its interface, its
    #: JSON, a skill's on-boarding), not of pain.001 or a bank: reported only for a file
    #: headed for the service (``validate --for service`` or ``both``, ``convert`` to the
    #: JSON), never for a bank's (``--for bank``) or in a version migration
    #: (``convert --to xml`` of XML). :data:`SERVICE_CODES` lists them.
    service: bool = False

    @property
    def severities(self) -> tuple[Severity, ...]:
        """Every severity the code is emitted with by default, the default first."""
        return (self.severity, *self.also)


def _catalogue(*rows: tuple[Code, Severity, str]) -> dict[str, CodeInfo]:
    table: dict[str, CodeInfo] = {
        c: CodeInfo(c, s, text, _ALSO.get(c, ()), _is_service(c)) for c, s, text in rows
    }
    # That the Code type lists these codes is the generated module's test (make codes).
    if len(table) != len(rows):
        raise AssertionError("a code declared twice")
    if not _SERVICE.issubset(table):
        raise AssertionError("a service code outside the catalogue")
    return table


E, W, N = Severity.ERROR, Severity.WARNING, Severity.INFO
_ALSO: dict[str, tuple[Severity, ...]] = {
    "map.dropped": (N,),
    "address.unstructured": (E,),
    "address.hybrid-lines": (E,),
}
#: The codes of the service's limits (:attr:`CodeInfo.service`): what its JSON cannot
#: be (``map.inferred``, ``map.unsupported``, ``map.missing``, ``map.incomplete``), its
#: one remittance line (``remittance.multiple``, ``remittance.both``: ``pis-interface.md``
#: §2.2) and a skill's on-boarding (``skill.*``, ``remittance.structured-unsupported``).
#: Not ``map.dropped``, which is also what a version migration cannot carry, nor
#: ``map.unfit``, the target version's schema.
_SERVICE: frozenset[str] = frozenset(
    {
        "map.inferred",
        "map.unsupported",
        "map.missing",
        "map.incomplete",
        "remittance.both",
        "remittance.multiple",
        "remittance.structured-unsupported",
    }
)
#: Code families that are the service's whole: a skill's on-boarding.
_SERVICE_FAMILIES: Final = ("skill",)


def _is_service(code: str) -> bool:
    return code in _SERVICE or code.split(".", 1)[0] in _SERVICE_FAMILIES


#: The generic codes' rows (code, default severity, summary), with the scheme runner's
#: ``scheme.*``: each declared here once. A scheme rule's row is declared by its profile
#: (:mod:`pain_bridge.schemes`) and reaches the catalogue through the generated
#: :mod:`pain_bridge.codes` (``make codes``), with the :data:`Code` type of both.
GENERIC_ROWS: Final[tuple[tuple[Code, Severity, str], ...]] = (
    ("xml.syntax", E, "The input is not well-formed XML."),
    ("xml.unsafe", E, "DOCTYPE, entity declaration, external reference or XInclude: refused."),
    ("xml.namespace", E, "The root is not a Document of a pain.001 version read here."),
    ("xml.too-large", E, "The input exceeds the configured size limit."),
    ("xsd.violation", E, "The document violates the schema of its pain.001 version."),
    ("json.syntax", E, "The JSON input cannot be parsed."),
    ("json.schema", E, "The JSON has the wrong shape: missing, mistyped or unknown field."),
    ("iban.format", E, "IBAN characters or structure are wrong for the country's BBAN."),
    ("iban.length", E, "IBAN length is wrong for the country."),
    ("iban.country", E, "IBAN country prefix is not in the IBAN registry."),
    ("iban.checksum", E, "IBAN mod-97 check digits are wrong."),
    ("bic.format", E, "Not a well-formed BIC (ISO 9362, 8 or 11 characters)."),
    ("lei.checksum", E, "LEI (ISO 17442) check digits are wrong (mod 97-10)."),
    ("bic.iban-mismatch", W, "BIC country differs from the IBAN's country."),
    ("currency.unknown", E, "Not an active ISO 4217 currency code."),
    ("currency.precision", E, "More decimals than the currency's minor unit allows."),
    ("currency.account-mismatch", W, "Account currency differs from the instructed currency."),
    ("country.unknown", E, "Not an ISO 3166-1 alpha-2 country code."),
    ("address.unstructured", W, "Free-text address without town or country fields."),
    ("address.hybrid-lines", W, "Hybrid address with more than two AdrLine."),
    ("address.postcode", W, "Postcode not in the form of the country's postcodes."),
    ("address.restructured", N, "A free-text address was made structured (before → after)."),
    ("address.ambiguous", W, "A free-text address was left as it was, and why."),
    ("amount.range", E, "Amount is zero, negative, or above the schema/scheme bound."),
    ("totals.nb-of-txs", E, "NbOfTxs or txs_no differs from the number of transactions."),
    ("totals.ctrl-sum", E, "CtrlSum differs from the exact decimal sum of the amounts."),
    ("id.duplicate", E, "PmtInfId or EndToEndId repeated within the message."),
    ("date.past", W, "Requested execution date lies in the past."),
    ("text.charset", W, "Characters outside the SEPA Latin character set."),
    ("text.length", E, "Text longer than the field allows."),
    ("text.xml-char", E, "Text no XML can hold: a control character, a lone surrogate, U+FFFF."),
    ("remittance.both", E, "Unstructured and structured remittance together, outside ERI."),
    ("remittance.multiple", E, "More than one unstructured remittance line in a transaction."),
    ("remittance.structured-unsupported", E, "Structured remittance for a target without it."),
    ("remittance.reference", E, "SCOR creditor reference fails its ISO 11649 (RF) check."),
    ("remittance.reference-ogm", E, "Belgian structured communication fails its mod-97 check."),
    ("remittance.reference-fi", E, "Finnish reference number fails its 7-3-1 check."),
    ("remittance.reference-ocr", E, "Swedish OCR reference fails its Luhn (mod-10) check."),
    ("remittance.reference-qrr", E, "Swiss QR reference fails its mod-10 recursive check."),
    ("head.message-definition", E, "The header's MsgDefIdr does not name the document's version."),
    ("head.message-id", W, "The header's BizMsgIdr differs from the document's MsgId."),
    ("head.creation-date", N, "The header's CreDt lies before the document's CreDtTm."),
    ("head.bic", E, "The header's Fr or To BIC is not a well-formed BIC (ISO 9362)."),
    ("head.version", W, "A header in no head.001 version read here: not schema-checked."),
    ("map.dropped", W, "XML content the target (JSON, or another version) cannot carry."),
    ("map.inferred", N, "A value the JSON requires was inferred from the XML."),
    ("map.unsupported", E, "Content that cannot be converted without changing the payment."),
    ("map.missing", E, "A value the target format requires is absent."),
    ("map.incomplete", W, "A value the service requires is left for the caller to supply."),
    ("map.unfit", E, "Content the target pain.001 version's schema refuses: nothing written."),
    ("map.changed", N, "A value written otherwise than given: computed or derived (old → new)."),
    ("status.dropped", W, "pain.002 content the status model does not carry."),
    ("status.namespace", W, "A pain.002 without a namespace: read as the version it fits."),
    ("status.unknown", E, "A pain.002 status not in its version's status code set."),
    ("skill.unknown", W, "No profile describes the skill: generic rules only."),
    ("skill.psu-id", E, "The skill requires psu_id."),
    ("skill.end-to-end-id", E, "The skill requires payment_identification.end_to_end_id."),
    ("skill.bulk", E, "The skill takes single payments only."),
    ("skill.currency", E, "The skill does not take this currency."),
    ("skill.amount", E, "The amount exceeds the skill's maximum."),
    ("skill.remittance", E, "The skill does not take this kind of remittance information."),
    ("scheme.applied", N, "The scheme whose rules apply to a payment info, and why."),
    (
        "scheme.markers-disagree",
        W,
        "A payment info's scheme markers point to different schemes: which, and the one applied.",
    ),
    (
        "scheme.none",
        W,
        "A payment info for a bank names no scheme: no scheme's rules apply (what was looked for).",
    ),
    (
        "scheme.version",
        W,
        "A scheme applied to a pain.001 version its source does not cover: the versions it takes.",
    ),
    ("guideline.applied", N, "The banks' guidelines whose rules apply to a payment info."),
    (
        "guideline.not-applied",
        W,
        "A guideline chosen that does not apply to the document's version: none of its rules ran.",
    ),
    # ISO 20022's own cross-element rules (the bundled guideline iso.toml, always applied:
    # :mod:`pain_bridge.guideline.iso`), each named after its rule in the message definition
    ("iso.payment-type-information", E, "ISO PaymentTypeInformationRule: PmtTpInf at both levels."),
    ("iso.charge-bearer", E, "ISO ChargeBearerRule: ChrgBr at both levels."),
    ("iso.ultimate-debtor", E, "ISO UltimateDebtorRule: UltmtDbtr at both levels."),
    (
        "iso.instruction-for-debtor-agent",
        E,
        "ISO InstructionForDebtorAgentRule: InstrForDbtrAgt at both levels.",
    ),
    ("iso.charges-account", E, "ISO ChargesAccountRule: ChrgsAcctAgt without ChrgsAcct."),
    ("iso.cheque-instruction", E, "ISO ChequeInstructionRule: ChqInstr where PmtMtd is not CHK."),
    (
        "iso.cheque-creditor-account",
        E,
        "ISO ChequeAndCreditorAccountRule: CdtrAcct where PmtMtd is CHK.",
    ),
    (
        "iso.cheque-delivery-creditor-agent",
        E,
        "ISO ChequeDeliveryAndCreditorAgentRule: no CdtrAgt for a cheque to the final agent.",
    ),
    (
        "iso.cheque-delivery-without-creditor-agent",
        E,
        "ISO ChequeDeliveryAndNoCreditorAgentRule: CdtrAgt for a cheque not to the final agent.",
    ),
    (
        "iso.cheque-undelivered-creditor-agent",
        E,
        "ISO ChequeNoDeliveryAndNoCreditorAgentRule: CdtrAgt for a cheque without DlvryMtd.",
    ),
    (
        "iso.non-cheque-creditor-account",
        E,
        "ISO NonChequePaymentMethodRule: neither Cdtr nor CdtrAcct where PmtMtd is not CHK.",
    ),
    ("iso.cheque-maturity-type", E, "ISO ChequeMaturityDateRule: ChqMtrtyDt without ChqTp."),
    (
        "iso.cheque-maturity-type-code",
        E,
        "ISO ChequeMaturityDateRule: ChqMtrtyDt with a ChqTp other than DRFT or ELDR.",
    ),
    (
        "iso.intermediary-agent1-account",
        E,
        "ISO IntermediaryAgent1AccountRule: IntrmyAgt1Acct without IntrmyAgt1.",
    ),
    (
        "iso.intermediary-agent2-account",
        E,
        "ISO IntermediaryAgent2AccountRule: IntrmyAgt2Acct without IntrmyAgt2.",
    ),
    (
        "iso.intermediary-agent3-account",
        E,
        "ISO IntermediaryAgent3AccountRule: IntrmyAgt3Acct without IntrmyAgt3.",
    ),
    ("iso.intermediary-agent2", E, "ISO IntermediaryAgent2Rule: IntrmyAgt2 without IntrmyAgt1."),
    ("iso.intermediary-agent3", E, "ISO IntermediaryAgent3Rule: IntrmyAgt3 without IntrmyAgt2."),
    (
        "iso.account-id-or-proxy",
        E,
        "ISO IdentificationOrProxyPresenceRule: a creditor account with neither Id nor Prxy.",
    ),
    (
        "iso.charges-account-agent",
        E,
        "ISO ChargesAccountAgentRule: ChrgsAcctAgt not a branch of the debtor agent.",
    ),
    (
        "iso.instruction-for-creditor-agent",
        E,
        "ISO InstructionForCreditorAgentRule: CdtrAcct where InstrForCdtrAgt/Cd is CHQB.",
    ),
    (
        "iso.ultimate-debtor-differs",
        W,
        "ISO UltimateDebtorGuideline: UltmtDbtr the same party as Dbtr.",
    ),
    (
        "iso.ultimate-creditor-differs",
        W,
        "ISO UltimateCreditorGuideline: UltmtCdtr the same party as Cdtr.",
    ),
)

#: The codes of ISO 20022's own rules (``iso.*``): the bundled guideline ``iso``'s, which
#: every validation applies (``tests/test_iso_rules.py`` holds the two equal).
ISO_CODES: Final = tuple(code for code, _, _ in GENERIC_ROWS if code.startswith("iso."))

#: Every published code. A code keeps its meaning once published (the shared
#: specification's ``rules.md``; the documentation's *Finding codes* page says so too).
CATALOGUE: dict[str, CodeInfo] = _catalogue(
    *GENERIC_ROWS, *((code, Severity(sev), text) for code, sev, text in SCHEME_ROWS)
)

#: Every code of the service's limits (:attr:`CodeInfo.service`), read from the catalogue.
SERVICE_CODES: frozenset[str] = frozenset(c for c, info in CATALOGUE.items() if info.service)

#: The code families of the scheme rules (:mod:`pain_bridge.schemes`), with
#: ``scheme.applied``: documented on the scheme pages, not among the generic rules.
SCHEME_FAMILIES: frozenset[str] = frozenset({"scheme", "epc", "cbpr", "sps", "dk"})


@dataclass(frozen=True, slots=True)
class Finding:
    """One problem (or note) found in an input.

    ``line``/``column`` are 1-based positions in the XML input; ``xpath`` is absolute with
    1-based positional predicates (``/Document/CstmrCdtTrfInitn/PmtInf[2]/CdtTrfTxInf[7]``);
    ``pointer`` is a JSON Pointer into the payment intent ``data``. Absent ones are None.
    """

    code: str
    severity: Severity
    message: str
    line: int | None = None
    column: int | None = None
    xpath: str | None = None
    pointer: str | None = None

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def with_severity(self, severity: Severity) -> Finding:
        return replace(self, severity=severity)

    def with_column(self, column: int) -> Finding:
        """The finding at ``column`` of its line: ``replace(self, column=column)``, made
        directly (``replace`` asks the class for its fields each time: twice the cost,
        paid for every finding of a report with columns)."""
        return Finding(
            self.code, self.severity, self.message, self.line, column, self.xpath, self.pointer
        )

    def to_dict(self) -> dict[str, Any]:
        """The finding as the JSON object of the CLI contract (absent locations are null)."""
        return {
            "code": self.code,
            "severity": self.severity.value,
            "message": self.message,
            "line": self.line,
            "column": self.column,
            "xpath": self.xpath,
            "pointer": self.pointer,
        }

    def sort_key(self) -> tuple[int, int, str, str]:
        """Document order: by line and column (unlocated last), then pointer and code."""
        big = 1 << 62
        return (
            self.line if self.line is not None else big,
            self.column if self.column is not None else 0,
            self.pointer or "",
            self.code,
        )


@dataclass(frozen=True, slots=True)
class Location:
    """Where a value sits, on both sides: XML (line, column, xpath) and JSON (pointer)."""

    xpath: str | None = None
    pointer: str | None = None
    line: int | None = None
    column: int | None = None


NOWHERE = Location()


def pointer_token(name: str) -> str:
    """``name`` as one token of a JSON Pointer (RFC 6901 §3: ``~`` → ``~0``, ``/`` → ``~1``),
    for :attr:`Finding.pointer`.

    >>> pointer_token("a/b~c")
    'a~1b~0c'
    """
    return name.replace("~", "~0").replace("/", "~1")


def make_finding(
    code: Code,
    message: str,
    location: Location = NOWHERE,
    *,
    severity: Severity | None = None,
    line: int | None = None,
    column: int | None = None,
    xpath: str | None = None,
    pointer: str | None = None,
) -> Finding:
    """Build a finding for a catalogue ``code``, with its default severity unless given.

    Explicit ``line``/``column``/``xpath``/``pointer`` override the ``location``'s.
    Raises ``KeyError`` for a code outside the catalogue: codes are a published contract.
    """
    info = CATALOGUE[code]
    return Finding(
        code=code,
        severity=severity or info.severity,
        message=message,
        line=line if line is not None else location.line,
        column=column if column is not None else location.column,
        xpath=xpath if xpath is not None else location.xpath,
        pointer=pointer if pointer is not None else location.pointer,
    )
