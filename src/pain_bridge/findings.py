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
from typing import Any, Final, Literal, get_args


class Severity(StrEnum):
    """How bad a finding is; ordering: ``info`` < ``warning`` < ``error``."""

    INFO = "info"
    WARNING = "warning"
    ERROR = "error"

    @property
    def rank(self) -> int:
        return _RANK[self]


_RANK = {Severity.INFO: 0, Severity.WARNING: 1, Severity.ERROR: 2}


#: Every published finding code, as a type: mypy refuses a code outside the catalogue.
Code = Literal[
    "xml.syntax",
    "xml.unsafe",
    "xml.namespace",
    "xml.too-large",
    "xsd.violation",
    "json.syntax",
    "json.schema",
    "iban.format",
    "iban.length",
    "iban.country",
    "iban.checksum",
    "bic.format",
    "bic.iban-mismatch",
    "currency.unknown",
    "currency.precision",
    "currency.account-mismatch",
    "country.unknown",
    "address.unstructured",
    "address.hybrid-lines",
    "address.postcode",
    "address.restructured",
    "address.ambiguous",
    "amount.range",
    "totals.nb-of-txs",
    "totals.ctrl-sum",
    "id.duplicate",
    "date.past",
    "text.charset",
    "text.length",
    "text.xml-char",
    "remittance.both",
    "remittance.multiple",
    "remittance.structured-unsupported",
    "remittance.reference",
    "remittance.reference-ogm",
    "remittance.reference-fi",
    "remittance.reference-ocr",
    "remittance.reference-qrr",
    "map.dropped",
    "map.inferred",
    "map.unsupported",
    "map.missing",
    "map.incomplete",
    "map.unfit",
    "status.dropped",
    "status.unknown",
    "skill.unknown",
    "skill.psu-id",
    "skill.end-to-end-id",
    "skill.bulk",
    "skill.currency",
    "skill.amount",
    "skill.remittance",
    # Scheme rules (pain_bridge.schemes): which scheme applied, then one family per
    # scheme (epc, cbpr, sps, dk); a check shared by schemes has a code in each family.
    "scheme.applied",
    "scheme.markers-disagree",
    "epc.currency",
    "epc.name-length",
    "sps.currency",
    "sps.name-length",
    "dk.currency",
    "dk.name-length",
    "epc.address-core",
    "epc.address-duplication",
    "epc.address-lines",
    "epc.address-town-country",
    "epc.address-unstructured",
    "epc.amount-decimals",
    "epc.amount-range",
    "epc.charge-bearer",
    "epc.charge-bearer-level",
    "epc.charset",
    "epc.creditor-agent",
    "epc.creditor-reference",
    "epc.creditor-reference-complete",
    "epc.creditor-reference-type",
    "epc.execution-date",
    "epc.iban-only",
    "epc.instructed-amount",
    "epc.local-instrument",
    "epc.not-used",
    "epc.party-identification",
    "epc.payment-method",
    "epc.payment-type-level",
    "epc.reference-slashes",
    "epc.remittance-one-kind",
    "epc.remittance-structured",
    "epc.remittance-structured-parts",
    "epc.remittance-unstructured",
    "epc.service-level",
    "epc.uetr",
    "cbpr.adrline-70",
    "cbpr.adrline-max2",
    "cbpr.bldgnb-in-strtnm",
    "cbpr.charset",
    "cbpr.ctry-code",
    "cbpr.dup-in-adrline",
    "cbpr.no-country",
    "cbpr.no-town",
    "cbpr.unstructured-only",
    "sps.address-duplication",
    "sps.address-lines",
    "sps.address-town-country",
    "sps.address-type",
    "sps.address-with-name",
    "sps.amount-range",
    "sps.building-number",
    "sps.category-purpose-level",
    "sps.charge-bearer",
    "sps.charset",
    "sps.cheque",
    "sps.clearing-system",
    "sps.creditor-agent",
    "sps.creditor-iban",
    "sps.creditor-id",
    "sps.creditor-postcode",
    "sps.creditor-reference",
    "sps.creditor-reference-complete",
    "sps.creditor-reference-type",
    "sps.debtor-qr-iban",
    "sps.exchange-rate",
    "sps.initiating-party",
    "sps.instruction-for-creditor-agent",
    "sps.instruction-for-debtor-agent",
    "sps.local-instrument-level",
    "sps.one-level",
    "sps.party-identification",
    "sps.payment-method",
    "sps.payment-type-level",
    "sps.qr-reference",
    "sps.reference-charset",
    "sps.reference-slashes",
    "sps.remittance-one-kind",
    "sps.remittance-structured",
    "sps.remittance-structured-parts",
    "sps.remittance-unstructured",
    "sps.service-level",
    "sps.uetr",
    "sps.contact-channels",
    "sps.local-instrument",
    "sps.instant-not-used",
    "sps.cheque-creditor",
    "sps.instruction-id-unique",
    "sps.creditor-agent-clearing",
    "sps.regulatory-reporting",
    "sps.regulatory-reporting-ignored",
    "sps.additional-remittance",
    "sps.qr-reference-form",
    "dk.address-core",
    "dk.address-duplication",
    "dk.address-lines",
    "dk.address-town-country",
    "dk.address-unstructured",
    "dk.amount-decimals",
    "dk.amount-range",
    "dk.charge-bearer",
    "dk.charge-bearer-level",
    "dk.charset",
    "dk.creditor-agent",
    "dk.creditor-reference",
    "dk.creditor-reference-complete",
    "dk.creditor-reference-type",
    "dk.execution-date",
    "dk.iban-only",
    "dk.instructed-amount",
    "dk.not-used",
    "dk.party-identification",
    "dk.payment-method",
    "dk.payment-type-level",
    "dk.reference-slashes",
    "dk.remittance-one-kind",
    "dk.remittance-structured",
    "dk.remittance-structured-parts",
    "dk.remittance-unstructured",
    "dk.service-level",
    "dk.uetr",
]


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
    if set(table) != set(get_args(Code)) or len(table) != len(rows):
        raise AssertionError("the catalogue and the Code type list different codes")
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


#: Every published code. A code keeps its meaning once published (the shared
#: specification's ``rules.md``; the documentation's *Finding codes* page says so too).
CATALOGUE: dict[str, CodeInfo] = _catalogue(
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
    ("map.dropped", W, "XML content the target (JSON, or another version) cannot carry."),
    ("map.inferred", N, "A value the JSON requires was inferred from the XML."),
    ("map.unsupported", E, "Content that cannot be converted without changing the payment."),
    ("map.missing", E, "A value the target format requires is absent."),
    ("map.incomplete", W, "A value the service requires is left for the caller to supply."),
    ("map.unfit", E, "Content the target pain.001 version's schema refuses: nothing written."),
    ("status.dropped", W, "pain.002 content the status model does not carry."),
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
    ("epc.currency", E, "EPC SCT: the instructed amount is not in euro."),
    ("epc.name-length", E, "EPC SCT: a party name longer than 70 characters."),
    ("sps.currency", E, "Swiss SPS: a currency the payment type does not take."),
    ("sps.name-length", E, "Swiss SPS: a party name longer than the payment type allows."),
    ("dk.currency", E, "DK: the instructed amount is not in euro."),
    ("dk.name-length", E, "DK: a party name longer than 70 characters."),
    (
        "epc.address-core",
        W,
        "EPC SCT: in .03, structured address elements outside the SEPA core (Ctry, AdrLine).",
    ),
    ("epc.address-duplication", W, "EPC SCT: an AdrLine repeats a structured address element."),
    ("epc.address-lines", E, "EPC SCT: an address with more AdrLine than the scheme takes."),
    (
        "epc.address-town-country",
        E,
        "EPC SCT: a structured or hybrid address without TwnNm or Ctry.",
    ),
    (
        "epc.address-unstructured",
        E,
        "EPC SCT: a free-text address (AdrLine, no TwnNm) after the scheme's cut-over.",
    ),
    ("epc.amount-decimals", E, "EPC SCT: an amount or control sum with more than two decimals."),
    ("epc.amount-range", E, "EPC SCT: an amount outside the scheme's range."),
    (
        "epc.charge-bearer",
        E,
        "EPC SCT: a charge bearer the scheme (or payment type) does not take.",
    ),
    ("epc.charge-bearer-level", E, "EPC SCT: ChrgBr on the payment info and on the transaction."),
    (
        "epc.charset",
        W,
        "EPC SCT: characters outside the scheme's character set (with a transliteration).",
    ),
    ("epc.creditor-agent", E, "EPC SCT: creditor agent elements the scheme does not use."),
    (
        "epc.creditor-reference",
        E,
        "EPC SCT: a SCOR creditor reference that is no ISO 11649 reference.",
    ),
    (
        "epc.creditor-reference-complete",
        E,
        "EPC SCT: a creditor reference without its type or its reference.",
    ),
    (
        "epc.creditor-reference-type",
        E,
        "EPC SCT: a creditor reference type the scheme does not take.",
    ),
    (
        "epc.execution-date",
        W,
        "EPC SCT: a requested execution moment (DtTm) where the scheme takes a day.",
    ),
    ("epc.iban-only", E, "EPC SCT: an account not given by IBAN."),
    (
        "epc.instructed-amount",
        W,
        "EPC SCT: an equivalent amount where the scheme takes an instructed amount.",
    ),
    ("epc.local-instrument", W, "EPC SCT: SCT Inst without the local instrument INST."),
    ("epc.not-used", E, "EPC SCT: an element the scheme does not use."),
    (
        "epc.party-identification",
        W,
        "EPC SCT: a party identification with more than its one AnyBIC or Othr.",
    ),
    (
        "epc.payment-method",
        W,
        "EPC SCT: a payment method the scheme (or payment type) does not take.",
    ),
    ("epc.payment-type-level", E, "EPC SCT: payment type information on the wrong level."),
    ("epc.reference-slashes", E, "EPC SCT: an id breaking the slash rules (EPC230-15)."),
    ("epc.remittance-one-kind", E, "EPC SCT: unstructured and structured remittance together."),
    (
        "epc.remittance-structured",
        E,
        "EPC SCT: too many Strd blocks, or one too long with its tags.",
    ),
    ("epc.remittance-structured-parts", E, "EPC SCT: Strd parts the scheme does not take."),
    ("epc.remittance-unstructured", E, "EPC SCT: too many or too long Ustrd lines."),
    ("epc.service-level", E, "EPC SCT: a service level other than the scheme's."),
    ("epc.uetr", N, "EPC SCT: a UETR the scheme does not forward."),
    ("cbpr.adrline-70", W, "CBPR+: an AdrLine longer than 70 characters."),
    ("cbpr.adrline-max2", E, "CBPR+: a hybrid address with more than two AdrLine."),
    ("cbpr.bldgnb-in-strtnm", W, "CBPR+: a building number inside StrtNm."),
    (
        "cbpr.charset",
        W,
        "CBPR+: characters outside the scheme's character set (with a transliteration).",
    ),
    ("cbpr.ctry-code", E, "CBPR+: a country that is no ISO 3166 alpha-2 code."),
    ("cbpr.dup-in-adrline", E, "CBPR+: an AdrLine repeats a structured address element."),
    ("cbpr.no-country", E, "CBPR+: a structured or hybrid address without Ctry."),
    ("cbpr.no-town", E, "CBPR+: a structured or hybrid address without TwnNm."),
    ("cbpr.unstructured-only", E, "CBPR+: a free-text address after the November 2026 cut-over."),
    ("sps.address-duplication", W, "Swiss SPS: an AdrLine repeats a structured address element."),
    ("sps.address-lines", E, "Swiss SPS: an address with more AdrLine than the scheme takes."),
    (
        "sps.address-town-country",
        E,
        "Swiss SPS: a structured or hybrid address without TwnNm or Ctry.",
    ),
    ("sps.address-type", E, "Swiss SPS: AdrTp, which SPS does not use."),
    ("sps.address-with-name", W, "Swiss SPS: a postal address without the party's name."),
    ("sps.amount-range", E, "Swiss SPS: an amount outside the scheme's range."),
    ("sps.building-number", W, "Swiss SPS: a building number inside StrtNm (tolerated for now)."),
    (
        "sps.category-purpose-level",
        E,
        "Swiss SPS: SALA or PENS on the transaction, not the payment info.",
    ),
    (
        "sps.charge-bearer",
        E,
        "Swiss SPS: a charge bearer the scheme (or payment type) does not take.",
    ),
    (
        "sps.charset",
        E,
        "Swiss SPS: characters outside the scheme's character set (with a transliteration).",
    ),
    ("sps.cheque", E, "Swiss SPS: a cheque instruction outside payment type C."),
    (
        "sps.clearing-system",
        E,
        "Swiss SPS: a debtor agent's clearing system other than CHBCC, or with a BIC.",
    ),
    ("sps.creditor-agent", E, "Swiss SPS: creditor agent elements the scheme does not use."),
    ("sps.creditor-iban", E, "Swiss SPS: a SEPA creditor account not given by IBAN."),
    ("sps.creditor-id", E, "Swiss SPS: a creditor identification in a bank cheque."),
    ("sps.creditor-postcode", E, "Swiss SPS: a bank cheque's creditor address without PstCd."),
    (
        "sps.creditor-reference",
        E,
        "Swiss SPS: a SCOR creditor reference that is no ISO 11649 reference.",
    ),
    (
        "sps.creditor-reference-complete",
        E,
        "Swiss SPS: a creditor reference without its type or its reference.",
    ),
    (
        "sps.creditor-reference-type",
        E,
        "Swiss SPS: a creditor reference type the scheme does not take.",
    ),
    ("sps.debtor-qr-iban", E, "Swiss SPS: the debtor account is a QR-IBAN."),
    ("sps.exchange-rate", E, "Swiss SPS: exchange rate information in a SEPA payment."),
    ("sps.initiating-party", E, "Swiss SPS: an initiating party with neither name nor Id."),
    (
        "sps.instruction-for-creditor-agent",
        E,
        "Swiss SPS: InstrForCdtrAgt for a payment type that does not take it.",
    ),
    (
        "sps.instruction-for-debtor-agent",
        E,
        "Swiss SPS: InstrForDbtrAgt in a SEPA payment, or on an instant one's transaction.",
    ),
    (
        "sps.local-instrument-level",
        E,
        "Swiss SPS: the local instrument of a domestic payment on the transaction.",
    ),
    (
        "sps.one-level",
        E,
        "Swiss SPS: ChrgBr or UltmtDbtr on the payment info and on the transaction.",
    ),
    (
        "sps.party-identification",
        E,
        "Swiss SPS: a party identification with more than its one AnyBIC or Othr.",
    ),
    (
        "sps.payment-method",
        E,
        "Swiss SPS: a payment method the scheme (or payment type) does not take.",
    ),
    ("sps.payment-type-level", E, "Swiss SPS: payment type information on the wrong level."),
    (
        "sps.qr-reference",
        E,
        "Swiss SPS: a QR-IBAN without its QR reference, or a QR reference without one.",
    ),
    ("sps.reference-charset", E, "Swiss SPS: an id with characters outside the reference set."),
    ("sps.reference-slashes", E, "Swiss SPS: an id breaking the slash rules (EPC230-15)."),
    ("sps.remittance-one-kind", E, "Swiss SPS: unstructured and structured remittance together."),
    (
        "sps.remittance-structured",
        E,
        "Swiss SPS: too many Strd blocks, or one too long with its tags.",
    ),
    ("sps.remittance-structured-parts", E, "Swiss SPS: Strd parts the scheme does not take."),
    ("sps.remittance-unstructured", E, "Swiss SPS: too many or too long Ustrd lines."),
    ("sps.service-level", E, "Swiss SPS: a service level other than the scheme's."),
    ("sps.uetr", N, "Swiss SPS: a UETR the scheme does not forward."),
    ("sps.contact-channels", E, "Swiss SPS: more than four other contacts, or another channel."),
    ("sps.local-instrument", E, "Swiss SPS: a local instrument in a domestic payment (D V1)."),
    ("sps.instant-not-used", E, "Swiss SPS: Prxy, RgltryRptg or RltdRmtInf in an instant payment."),
    ("sps.cheque-creditor", E, "Swiss SPS: a creditor agent or account in a bank cheque."),
    (
        "sps.instruction-id-unique",
        E,
        "Swiss SPS: an InstrId given twice in one payment info.",
    ),
    (
        "sps.creditor-agent-clearing",
        E,
        "Swiss SPS: a domestic creditor agent's clearing system other than CHBCC, or with a BIC.",
    ),
    (
        "sps.regulatory-reporting",
        E,
        "Swiss SPS: regulatory reporting without its one Dtls, Cd without Ctry, or more Inf.",
    ),
    (
        "sps.regulatory-reporting-ignored",
        W,
        "Swiss SPS: more than one RgltryRptg; only the first is used.",
    ),
    (
        "sps.additional-remittance",
        E,
        "Swiss SPS: Strd/AddtlRmtInf alone or more often than the payment type takes.",
    ),
    (
        "sps.qr-reference-form",
        E,
        "Swiss SPS: a QRR creditor reference that is no QR reference (27 digits, mod 10).",
    ),
    (
        "dk.address-core",
        W,
        "DK: in .03, structured address elements outside the SEPA core (Ctry, AdrLine).",
    ),
    ("dk.address-duplication", W, "DK: an AdrLine repeats a structured address element."),
    ("dk.address-lines", E, "DK: an address with more AdrLine than the scheme takes."),
    ("dk.address-town-country", E, "DK: a structured or hybrid address without TwnNm or Ctry."),
    (
        "dk.address-unstructured",
        E,
        "DK: a free-text address (AdrLine, no TwnNm) after the scheme's cut-over.",
    ),
    ("dk.amount-decimals", E, "DK: an amount or control sum with more than two decimals."),
    ("dk.amount-range", E, "DK: an amount outside the scheme's range."),
    ("dk.charge-bearer", E, "DK: a charge bearer the scheme (or payment type) does not take."),
    ("dk.charge-bearer-level", E, "DK: ChrgBr on the payment info and on the transaction."),
    (
        "dk.charset",
        E,
        "DK: characters outside the scheme's character set (with a transliteration).",
    ),
    ("dk.creditor-agent", E, "DK: creditor agent elements the scheme does not use."),
    ("dk.creditor-reference", E, "DK: a SCOR creditor reference that is no ISO 11649 reference."),
    (
        "dk.creditor-reference-complete",
        E,
        "DK: a creditor reference without its type or its reference.",
    ),
    ("dk.creditor-reference-type", E, "DK: a creditor reference type the scheme does not take."),
    (
        "dk.execution-date",
        W,
        "DK: a requested execution moment (DtTm) where the scheme takes a day.",
    ),
    ("dk.iban-only", E, "DK: an account not given by IBAN."),
    (
        "dk.instructed-amount",
        W,
        "DK: an equivalent amount where the scheme takes an instructed amount.",
    ),
    ("dk.not-used", E, "DK: an element the scheme does not use."),
    (
        "dk.party-identification",
        W,
        "DK: a party identification with more than its one AnyBIC or Othr.",
    ),
    ("dk.payment-method", W, "DK: a payment method the scheme (or payment type) does not take."),
    ("dk.payment-type-level", E, "DK: payment type information on the wrong level."),
    ("dk.reference-slashes", E, "DK: an id breaking the slash rules (EPC230-15)."),
    ("dk.remittance-one-kind", E, "DK: unstructured and structured remittance together."),
    ("dk.remittance-structured", E, "DK: too many Strd blocks, or one too long with its tags."),
    ("dk.remittance-structured-parts", E, "DK: Strd parts the scheme does not take."),
    ("dk.remittance-unstructured", E, "DK: too many or too long Ustrd lines."),
    ("dk.service-level", E, "DK: a service level other than the scheme's."),
    ("dk.uetr", N, "DK: a UETR the scheme does not forward."),
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
