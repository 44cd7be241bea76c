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

#: Every published finding code, as a type: mypy refuses a code outside the
#: catalogue. The generic codes, then each scheme's in its profile's order.
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
    "lei.checksum",
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
    "head.message-definition",
    "head.message-id",
    "head.creation-date",
    "head.bic",
    "head.version",
    "map.dropped",
    "map.inferred",
    "map.unsupported",
    "map.missing",
    "map.incomplete",
    "map.unfit",
    "map.changed",
    "status.dropped",
    "status.namespace",
    "status.unknown",
    "skill.unknown",
    "skill.psu-id",
    "skill.end-to-end-id",
    "skill.bulk",
    "skill.currency",
    "skill.amount",
    "skill.remittance",
    "scheme.applied",
    "scheme.markers-disagree",
    "scheme.none",
    "scheme.version",
    "guideline.applied",
    "guideline.not-applied",
    "iso.payment-type-information",
    "iso.charge-bearer",
    "iso.ultimate-debtor",
    "iso.instruction-for-debtor-agent",
    "iso.charges-account",
    "iso.cheque-instruction",
    "iso.cheque-creditor-account",
    "iso.cheque-delivery-creditor-agent",
    "iso.cheque-delivery-without-creditor-agent",
    "iso.cheque-undelivered-creditor-agent",
    "iso.non-cheque-creditor-account",
    "iso.cheque-maturity-type",
    "iso.cheque-maturity-type-code",
    "iso.intermediary-agent1-account",
    "iso.intermediary-agent2-account",
    "iso.intermediary-agent3-account",
    "iso.intermediary-agent2",
    "iso.intermediary-agent3",
    "iso.account-id-or-proxy",
    "iso.charges-account-agent",
    "iso.instruction-for-creditor-agent",
    "iso.ultimate-debtor-differs",
    "iso.ultimate-creditor-differs",
    "epc.service-level",
    "epc.payment-type-level",
    "epc.currency",
    "epc.amount-range",
    "epc.amount-decimals",
    "epc.instructed-amount",
    "epc.charge-bearer",
    "epc.charge-bearer-level",
    "epc.remittance-one-kind",
    "epc.remittance-unstructured",
    "epc.remittance-structured",
    "epc.creditor-reference-complete",
    "epc.creditor-reference-type",
    "epc.creditor-reference",
    "epc.remittance-structured-parts",
    "epc.name-length",
    "epc.charset",
    "epc.reference-slashes",
    "epc.iban-only",
    "epc.creditor-agent",
    "epc.not-used",
    "epc.address-core",
    "epc.address-town-country",
    "epc.address-lines",
    "epc.address-duplication",
    "epc.address-unstructured",
    "epc.uetr",
    "epc.payment-method",
    "epc.party-identification",
    "epc.execution-date",
    "epc.local-instrument",
    "cbpr.unstructured-only",
    "cbpr.no-country",
    "cbpr.no-town",
    "cbpr.adrline-max2",
    "cbpr.dup-in-adrline",
    "cbpr.ctry-code",
    "cbpr.adrline-70",
    "cbpr.charset",
    "cbpr.bldgnb-in-strtnm",
    "cbpr.remittance-one-kind",
    "cbpr.instruction-chqb-hold",
    "cbpr.instruction-phob-telb",
    "cbpr.instruction-code-once",
    "cbpr.structured-remittance-length",
    "cbpr.payment-info-id",
    "cbpr.party-name-with-address",
    "cbpr.agent-name-and-address",
    "cbpr.uetr-required",
    "cbpr.charge-bearer",
    "cbpr.payment-method",
    "cbpr.single-transaction",
    "cbpr.payment-type-one-level",
    "cbpr.remittance-unstructured",
    "cbpr.element-not-used",
    "cbpr.address-type",
    "cbpr.residence-country",
    "cbpr.creation-offset",
    "cbpr.header-required",
    "cbpr.header-version",
    "cbpr.header-message-id",
    "cbpr.header-receiver",
    "cbpr.header-related-service",
    "sps.currency",
    "sps.name-length",
    "sps.charset",
    "sps.reference-charset",
    "sps.reference-slashes",
    "sps.initiating-party",
    "sps.party-identification",
    "sps.payment-method",
    "sps.payment-type-level",
    "sps.service-level",
    "sps.local-instrument-level",
    "sps.category-purpose-level",
    "sps.debtor-qr-iban",
    "sps.clearing-system",
    "sps.instruction-for-debtor-agent",
    "sps.instruction-id-unique",
    "sps.one-level",
    "sps.charge-bearer",
    "sps.amount-range",
    "sps.exchange-rate",
    "sps.cheque",
    "sps.creditor-agent",
    "sps.creditor-agent-clearing",
    "sps.regulatory-reporting",
    "sps.regulatory-reporting-ignored",
    "sps.address-type",
    "sps.address-town-country",
    "sps.address-lines",
    "sps.address-duplication",
    "sps.address-with-name",
    "sps.building-number",
    "sps.creditor-postcode",
    "sps.creditor-iban",
    "sps.remittance-one-kind",
    "sps.remittance-unstructured",
    "sps.remittance-structured",
    "sps.remittance-structured-parts",
    "sps.additional-remittance",
    "sps.creditor-reference-complete",
    "sps.creditor-reference-type",
    "sps.creditor-reference",
    "sps.qr-reference-form",
    "sps.qr-reference",
    "sps.instruction-for-creditor-agent",
    "sps.creditor-id",
    "sps.uetr",
    "sps.contact-channels",
    "sps.local-instrument",
    "sps.instant-not-used",
    "sps.cheque-creditor",
    "dk.service-level",
    "dk.payment-type-level",
    "dk.currency",
    "dk.amount-range",
    "dk.amount-decimals",
    "dk.instructed-amount",
    "dk.charge-bearer",
    "dk.charge-bearer-level",
    "dk.remittance-one-kind",
    "dk.remittance-unstructured",
    "dk.remittance-structured",
    "dk.creditor-reference-complete",
    "dk.creditor-reference-type",
    "dk.creditor-reference",
    "dk.remittance-structured-parts",
    "dk.name-length",
    "dk.reference-slashes",
    "dk.iban-only",
    "dk.creditor-agent",
    "dk.not-used",
    "dk.address-core",
    "dk.address-town-country",
    "dk.address-lines",
    "dk.address-duplication",
    "dk.address-unstructured",
    "dk.uetr",
    "dk.payment-method",
    "dk.party-identification",
    "dk.charset",
    "dk.execution-date",
]

#: The scheme rules' catalogue rows (code, severity, summary): the profiles'.
SCHEME_ROWS: Final[tuple[tuple[Code, str, str], ...]] = (
    (
        "epc.service-level",
        "error",
        "EPC SCT: a service level other than the scheme's.",
    ),
    (
        "epc.payment-type-level",
        "error",
        "EPC SCT: payment type information on the wrong level.",
    ),
    (
        "epc.currency",
        "error",
        "EPC SCT: the instructed amount is not in euro.",
    ),
    (
        "epc.amount-range",
        "error",
        "EPC SCT: an amount outside the scheme's range.",
    ),
    (
        "epc.amount-decimals",
        "error",
        "EPC SCT: an amount or control sum with more than two decimals.",
    ),
    (
        "epc.instructed-amount",
        "warning",
        "EPC SCT: an equivalent amount where the scheme takes an instructed amount.",
    ),
    (
        "epc.charge-bearer",
        "error",
        "EPC SCT: a charge bearer the scheme (or payment type) does not take.",
    ),
    (
        "epc.charge-bearer-level",
        "error",
        "EPC SCT: ChrgBr on the payment info and on the transaction.",
    ),
    (
        "epc.remittance-one-kind",
        "error",
        "EPC SCT: unstructured and structured remittance together.",
    ),
    (
        "epc.remittance-unstructured",
        "error",
        "EPC SCT: too many or too long Ustrd lines.",
    ),
    (
        "epc.remittance-structured",
        "error",
        "EPC SCT: too many Strd blocks, or one too long with its tags.",
    ),
    (
        "epc.creditor-reference-complete",
        "error",
        "EPC SCT: a creditor reference without its type or its reference.",
    ),
    (
        "epc.creditor-reference-type",
        "error",
        "EPC SCT: a creditor reference type the scheme does not take.",
    ),
    (
        "epc.creditor-reference",
        "error",
        "EPC SCT: a SCOR creditor reference that is no ISO 11649 reference.",
    ),
    (
        "epc.remittance-structured-parts",
        "error",
        "EPC SCT: Strd parts the scheme does not take.",
    ),
    (
        "epc.name-length",
        "error",
        "EPC SCT: a party name longer than 70 characters.",
    ),
    (
        "epc.charset",
        "warning",
        "EPC SCT: characters outside the scheme's character set (with a transliteration).",
    ),
    (
        "epc.reference-slashes",
        "error",
        "EPC SCT: an id breaking the slash rules (EPC230-15).",
    ),
    (
        "epc.iban-only",
        "error",
        "EPC SCT: an account not given by IBAN.",
    ),
    (
        "epc.creditor-agent",
        "error",
        "EPC SCT: creditor agent elements the scheme does not use.",
    ),
    (
        "epc.not-used",
        "error",
        "EPC SCT: an element the scheme does not use.",
    ),
    (
        "epc.address-core",
        "warning",
        "EPC SCT: in .03, structured address elements outside the SEPA core (Ctry, AdrLine).",
    ),
    (
        "epc.address-town-country",
        "error",
        "EPC SCT: a structured or hybrid address without TwnNm or Ctry.",
    ),
    (
        "epc.address-lines",
        "error",
        "EPC SCT: an address with more AdrLine than the scheme takes.",
    ),
    (
        "epc.address-duplication",
        "warning",
        "EPC SCT: an AdrLine repeats a structured address element.",
    ),
    (
        "epc.address-unstructured",
        "error",
        "EPC SCT: a free-text address (AdrLine, no TwnNm) after the scheme's cut-over.",
    ),
    (
        "epc.uetr",
        "info",
        "EPC SCT: a UETR the scheme does not forward.",
    ),
    (
        "epc.payment-method",
        "warning",
        "EPC SCT: a payment method the scheme (or payment type) does not take.",
    ),
    (
        "epc.party-identification",
        "warning",
        "EPC SCT: a party identification with more than its one AnyBIC or Othr.",
    ),
    (
        "epc.execution-date",
        "warning",
        "EPC SCT: a requested execution moment (DtTm) where the scheme takes a day.",
    ),
    (
        "epc.local-instrument",
        "warning",
        "EPC SCT: SCT Inst without the local instrument INST.",
    ),
    (
        "cbpr.unstructured-only",
        "error",
        "CBPR+: a free-text address after the November 2026 cut-over.",
    ),
    (
        "cbpr.no-country",
        "error",
        "CBPR+: a structured or hybrid address without Ctry.",
    ),
    (
        "cbpr.no-town",
        "error",
        "CBPR+: a structured or hybrid address without TwnNm.",
    ),
    (
        "cbpr.adrline-max2",
        "error",
        "CBPR+: a hybrid address with more than two AdrLine.",
    ),
    (
        "cbpr.dup-in-adrline",
        "error",
        "CBPR+: an AdrLine repeats a structured address element.",
    ),
    (
        "cbpr.ctry-code",
        "error",
        "CBPR+: a country that is no ISO 3166 alpha-2 code.",
    ),
    (
        "cbpr.adrline-70",
        "warning",
        "CBPR+: an AdrLine longer than 70 characters.",
    ),
    (
        "cbpr.charset",
        "warning",
        "CBPR+: characters outside the scheme's character set (with a transliteration).",
    ),
    (
        "cbpr.bldgnb-in-strtnm",
        "warning",
        "CBPR+: a building number inside StrtNm.",
    ),
    (
        "cbpr.remittance-one-kind",
        "error",
        "CBPR+: unstructured and structured remittance together.",
    ),
    (
        "cbpr.instruction-chqb-hold",
        "error",
        "CBPR+: the creditor agent instruction HOLD with CHQB.",
    ),
    (
        "cbpr.instruction-phob-telb",
        "error",
        "CBPR+: the creditor agent instruction TELB with PHOB.",
    ),
    (
        "cbpr.instruction-code-once",
        "error",
        "CBPR+: a creditor agent instruction code given twice.",
    ),
    (
        "cbpr.structured-remittance-length",
        "error",
        "CBPR+: structured remittance of more than 9,000 characters of data in all.",
    ),
    (
        "cbpr.payment-info-id",
        "error",
        "CBPR+: a PmtInfId other than the message's MsgId.",
    ),
    (
        "cbpr.party-name-with-address",
        "error",
        "CBPR+: a party's postal address without its name.",
    ),
    (
        "cbpr.agent-name-and-address",
        "error",
        "CBPR+: an agent's name without its postal address, or its address without its name.",
    ),
    (
        "cbpr.uetr-required",
        "error",
        "CBPR+: a transaction without its UETR.",
    ),
    (
        "cbpr.charge-bearer",
        "error",
        "CBPR+: a charge bearer other than DEBT, CRED or SHAR (no SLEV).",
    ),
    (
        "cbpr.payment-method",
        "error",
        "CBPR+: a payment method other than CHK or TRF.",
    ),
    (
        "cbpr.single-transaction",
        "error",
        "CBPR+: a message of more than one transaction.",
    ),
    (
        "cbpr.payment-type-one-level",
        "error",
        "CBPR+: PmtTpInf on the payment info and on the transaction.",
    ),
    (
        "cbpr.remittance-unstructured",
        "error",
        "CBPR+: more than one Ustrd line (its 140 characters are the schema's).",
    ),
    (
        "cbpr.element-not-used",
        "error",
        "CBPR+: an element the CBPR+ message removes (BtchBookg, NbOfTxs, CtrlSum…).",
    ),
    (
        "cbpr.address-type",
        "error",
        "CBPR+: an address type (AdrTp), which the CBPR+ message removes.",
    ),
    (
        "cbpr.residence-country",
        "warning",
        "CBPR+: a country of residence that repeats the address's country.",
    ),
    (
        "cbpr.creation-offset",
        "warning",
        "CBPR+: a creation date-time without its offset from UTC.",
    ),
    (
        "cbpr.header-required",
        "warning",
        "CBPR+: a message without its Business Application Header.",
    ),
    (
        "cbpr.header-version",
        "warning",
        "CBPR+: a Business Application Header other than head.001.001.02.",
    ),
    (
        "cbpr.header-message-id",
        "error",
        "CBPR+: a BizMsgIdr other than the document's MsgId (SR2026).",
    ),
    (
        "cbpr.header-receiver",
        "warning",
        "CBPR+: a header sent to another than the debtor agent, without GrpHdr/FwdgAgt.",
    ),
    (
        "cbpr.header-related-service",
        "warning",
        "CBPR+: a related header (Rltd) without its business service.",
    ),
    (
        "sps.currency",
        "error",
        "Swiss SPS: a currency the payment type does not take.",
    ),
    (
        "sps.name-length",
        "error",
        "Swiss SPS: a party name longer than the payment type allows.",
    ),
    (
        "sps.charset",
        "error",
        "Swiss SPS: characters outside the scheme's character set (with a transliteration).",
    ),
    (
        "sps.reference-charset",
        "error",
        "Swiss SPS: an id with characters outside the reference set.",
    ),
    (
        "sps.reference-slashes",
        "error",
        "Swiss SPS: an id breaking the slash rules (EPC230-15).",
    ),
    (
        "sps.initiating-party",
        "error",
        "Swiss SPS: an initiating party with neither name nor Id.",
    ),
    (
        "sps.party-identification",
        "error",
        "Swiss SPS: a party identification with more than its one AnyBIC or Othr.",
    ),
    (
        "sps.payment-method",
        "error",
        "Swiss SPS: a payment method the scheme (or payment type) does not take.",
    ),
    (
        "sps.payment-type-level",
        "error",
        "Swiss SPS: payment type information on the wrong level.",
    ),
    (
        "sps.service-level",
        "error",
        "Swiss SPS: a service level other than the scheme's.",
    ),
    (
        "sps.local-instrument-level",
        "error",
        "Swiss SPS: the local instrument of a domestic payment on the transaction.",
    ),
    (
        "sps.category-purpose-level",
        "error",
        "Swiss SPS: SALA or PENS on the transaction, not the payment info.",
    ),
    (
        "sps.debtor-qr-iban",
        "error",
        "Swiss SPS: the debtor account is a QR-IBAN.",
    ),
    (
        "sps.clearing-system",
        "error",
        "Swiss SPS: a debtor agent's clearing system other than CHBCC, or with a BIC.",
    ),
    (
        "sps.instruction-for-debtor-agent",
        "error",
        "Swiss SPS: InstrForDbtrAgt in a SEPA payment, or on an instant one's transaction.",
    ),
    (
        "sps.instruction-id-unique",
        "error",
        "Swiss SPS: an InstrId given twice in one payment info.",
    ),
    (
        "sps.one-level",
        "error",
        "Swiss SPS: ChrgBr or UltmtDbtr on the payment info and on the transaction.",
    ),
    (
        "sps.charge-bearer",
        "error",
        "Swiss SPS: a charge bearer the scheme (or payment type) does not take.",
    ),
    (
        "sps.amount-range",
        "error",
        "Swiss SPS: an amount outside the scheme's range.",
    ),
    (
        "sps.exchange-rate",
        "error",
        "Swiss SPS: exchange rate information in a SEPA payment.",
    ),
    (
        "sps.cheque",
        "error",
        "Swiss SPS: a cheque instruction outside payment type C.",
    ),
    (
        "sps.creditor-agent",
        "error",
        "Swiss SPS: creditor agent elements the scheme does not use.",
    ),
    (
        "sps.creditor-agent-clearing",
        "error",
        "Swiss SPS: a domestic creditor agent's clearing system other than CHBCC, or with a BIC.",
    ),
    (
        "sps.regulatory-reporting",
        "error",
        "Swiss SPS: regulatory reporting without its one Dtls, Cd without Ctry, or more Inf.",
    ),
    (
        "sps.regulatory-reporting-ignored",
        "warning",
        "Swiss SPS: more than one RgltryRptg; only the first is used.",
    ),
    (
        "sps.address-type",
        "error",
        "Swiss SPS: AdrTp, which SPS does not use.",
    ),
    (
        "sps.address-town-country",
        "error",
        "Swiss SPS: a structured or hybrid address without TwnNm or Ctry.",
    ),
    (
        "sps.address-lines",
        "error",
        "Swiss SPS: an address with more AdrLine than the scheme takes.",
    ),
    (
        "sps.address-duplication",
        "warning",
        "Swiss SPS: an AdrLine repeats a structured address element.",
    ),
    (
        "sps.address-with-name",
        "warning",
        "Swiss SPS: a postal address without the party's name.",
    ),
    (
        "sps.building-number",
        "warning",
        "Swiss SPS: a building number inside StrtNm (tolerated for now).",
    ),
    (
        "sps.creditor-postcode",
        "error",
        "Swiss SPS: a bank cheque's creditor address without PstCd.",
    ),
    (
        "sps.creditor-iban",
        "error",
        "Swiss SPS: a SEPA creditor account not given by IBAN.",
    ),
    (
        "sps.remittance-one-kind",
        "error",
        "Swiss SPS: unstructured and structured remittance together.",
    ),
    (
        "sps.remittance-unstructured",
        "error",
        "Swiss SPS: too many or too long Ustrd lines.",
    ),
    (
        "sps.remittance-structured",
        "error",
        "Swiss SPS: too many Strd blocks, or one too long with its tags.",
    ),
    (
        "sps.remittance-structured-parts",
        "error",
        "Swiss SPS: Strd parts the scheme does not take.",
    ),
    (
        "sps.additional-remittance",
        "error",
        "Swiss SPS: Strd/AddtlRmtInf alone or more often than the payment type takes.",
    ),
    (
        "sps.creditor-reference-complete",
        "error",
        "Swiss SPS: a creditor reference without its type or its reference.",
    ),
    (
        "sps.creditor-reference-type",
        "error",
        "Swiss SPS: a creditor reference type the scheme does not take.",
    ),
    (
        "sps.creditor-reference",
        "error",
        "Swiss SPS: a SCOR creditor reference that is no ISO 11649 reference.",
    ),
    (
        "sps.qr-reference-form",
        "error",
        "Swiss SPS: a QRR creditor reference that is no QR reference (27 digits, mod 10).",
    ),
    (
        "sps.qr-reference",
        "error",
        "Swiss SPS: a QR-IBAN without its QR reference, or a QR reference without one.",
    ),
    (
        "sps.instruction-for-creditor-agent",
        "error",
        "Swiss SPS: InstrForCdtrAgt for a payment type that does not take it.",
    ),
    (
        "sps.creditor-id",
        "error",
        "Swiss SPS: a creditor identification in a bank cheque.",
    ),
    (
        "sps.uetr",
        "info",
        "Swiss SPS: a UETR the scheme does not forward.",
    ),
    (
        "sps.contact-channels",
        "error",
        "Swiss SPS: more than four other contacts, or another channel.",
    ),
    (
        "sps.local-instrument",
        "error",
        "Swiss SPS: a local instrument in a domestic payment (D V1).",
    ),
    (
        "sps.instant-not-used",
        "error",
        "Swiss SPS: Prxy, RgltryRptg or RltdRmtInf in an instant payment.",
    ),
    (
        "sps.cheque-creditor",
        "error",
        "Swiss SPS: a creditor agent or account in a bank cheque.",
    ),
    (
        "dk.service-level",
        "error",
        "DK: a service level other than the scheme's.",
    ),
    (
        "dk.payment-type-level",
        "error",
        "DK: payment type information on the wrong level.",
    ),
    (
        "dk.currency",
        "error",
        "DK: the instructed amount is not in euro.",
    ),
    (
        "dk.amount-range",
        "error",
        "DK: an amount outside the scheme's range.",
    ),
    (
        "dk.amount-decimals",
        "error",
        "DK: an amount or control sum with more than two decimals.",
    ),
    (
        "dk.instructed-amount",
        "warning",
        "DK: an equivalent amount where the scheme takes an instructed amount.",
    ),
    (
        "dk.charge-bearer",
        "error",
        "DK: a charge bearer the scheme (or payment type) does not take.",
    ),
    (
        "dk.charge-bearer-level",
        "error",
        "DK: ChrgBr on the payment info and on the transaction.",
    ),
    (
        "dk.remittance-one-kind",
        "error",
        "DK: unstructured and structured remittance together.",
    ),
    (
        "dk.remittance-unstructured",
        "error",
        "DK: too many or too long Ustrd lines.",
    ),
    (
        "dk.remittance-structured",
        "error",
        "DK: too many Strd blocks, or one too long with its tags.",
    ),
    (
        "dk.creditor-reference-complete",
        "error",
        "DK: a creditor reference without its type or its reference.",
    ),
    (
        "dk.creditor-reference-type",
        "error",
        "DK: a creditor reference type the scheme does not take.",
    ),
    (
        "dk.creditor-reference",
        "error",
        "DK: a SCOR creditor reference that is no ISO 11649 reference.",
    ),
    (
        "dk.remittance-structured-parts",
        "error",
        "DK: Strd parts the scheme does not take.",
    ),
    (
        "dk.name-length",
        "error",
        "DK: a party name longer than 70 characters.",
    ),
    (
        "dk.reference-slashes",
        "error",
        "DK: an id breaking the slash rules (EPC230-15).",
    ),
    (
        "dk.iban-only",
        "error",
        "DK: an account not given by IBAN.",
    ),
    (
        "dk.creditor-agent",
        "error",
        "DK: creditor agent elements the scheme does not use.",
    ),
    (
        "dk.not-used",
        "error",
        "DK: an element the scheme does not use.",
    ),
    (
        "dk.address-core",
        "warning",
        "DK: in .03, structured address elements outside the SEPA core (Ctry, AdrLine).",
    ),
    (
        "dk.address-town-country",
        "error",
        "DK: a structured or hybrid address without TwnNm or Ctry.",
    ),
    (
        "dk.address-lines",
        "error",
        "DK: an address with more AdrLine than the scheme takes.",
    ),
    (
        "dk.address-duplication",
        "warning",
        "DK: an AdrLine repeats a structured address element.",
    ),
    (
        "dk.address-unstructured",
        "error",
        "DK: a free-text address (AdrLine, no TwnNm) after the scheme's cut-over.",
    ),
    (
        "dk.uetr",
        "info",
        "DK: a UETR the scheme does not forward.",
    ),
    (
        "dk.payment-method",
        "warning",
        "DK: a payment method the scheme (or payment type) does not take.",
    ),
    (
        "dk.party-identification",
        "warning",
        "DK: a party identification with more than its one AnyBIC or Othr.",
    ),
    (
        "dk.charset",
        "error",
        "DK: characters outside the scheme's character set (with a transliteration).",
    ),
    (
        "dk.execution-date",
        "warning",
        "DK: a requested execution moment (DtTm) where the scheme takes a day.",
    ),
)

#: The schemes by name (``--scheme NAME``), in the registry's order.
SCHEME_NAMES: Final = (
    "epc-sct",
    "epc-sct-inst",
    "cbpr-plus",
    "swiss-sps",
    "dk",
)

#: Refining scheme code → the codes it refines, in the profiles' order
#: (:func:`pain_bridge.schemes.compose.refines_of_profiles`).
SCHEME_REFINES: Final[dict[str, frozenset[str]]] = {
    "epc.amount-range": frozenset(
        {
            "amount.range",
        }
    ),
    "epc.amount-decimals": frozenset(
        {
            "currency.precision",
        }
    ),
    "epc.charge-bearer-level": frozenset(
        {
            "iso.charge-bearer",
        }
    ),
    "epc.remittance-unstructured": frozenset(
        {
            "remittance.multiple",
        }
    ),
    "epc.creditor-reference": frozenset(
        {
            "remittance.reference",
        }
    ),
    "epc.name-length": frozenset(
        {
            "text.length",
        }
    ),
    "epc.charset": frozenset(
        {
            "text.charset",
        }
    ),
    "epc.address-lines": frozenset(
        {
            "address.hybrid-lines",
        }
    ),
    "epc.address-unstructured": frozenset(
        {
            "address.unstructured",
        }
    ),
    "cbpr.unstructured-only": frozenset(
        {
            "address.unstructured",
        }
    ),
    "cbpr.no-country": frozenset(
        {
            "address.unstructured",
        }
    ),
    "cbpr.no-town": frozenset(
        {
            "address.unstructured",
        }
    ),
    "cbpr.adrline-max2": frozenset(
        {
            "address.hybrid-lines",
        }
    ),
    "cbpr.ctry-code": frozenset(
        {
            "country.unknown",
        }
    ),
    "cbpr.adrline-70": frozenset(
        {
            "text.length",
        }
    ),
    "cbpr.charset": frozenset(
        {
            "text.charset",
        }
    ),
    "cbpr.payment-type-one-level": frozenset(
        {
            "iso.payment-type-information",
        }
    ),
    "cbpr.remittance-unstructured": frozenset(
        {
            "remittance.multiple",
        }
    ),
    "cbpr.header-message-id": frozenset(
        {
            "head.message-id",
        }
    ),
    "sps.name-length": frozenset(
        {
            "text.length",
        }
    ),
    "sps.charset": frozenset(
        {
            "text.charset",
        }
    ),
    "sps.reference-charset": frozenset(
        {
            "text.charset",
        }
    ),
    "sps.category-purpose-level": frozenset(
        {
            "sps.payment-type-level",
        }
    ),
    "sps.one-level": frozenset(
        {
            "iso.charge-bearer",
            "iso.ultimate-debtor",
        }
    ),
    "sps.amount-range": frozenset(
        {
            "amount.range",
        }
    ),
    "sps.address-lines": frozenset(
        {
            "address.hybrid-lines",
        }
    ),
    "sps.creditor-reference": frozenset(
        {
            "remittance.reference",
        }
    ),
    "dk.amount-range": frozenset(
        {
            "amount.range",
        }
    ),
    "dk.amount-decimals": frozenset(
        {
            "currency.precision",
        }
    ),
    "dk.charge-bearer-level": frozenset(
        {
            "iso.charge-bearer",
        }
    ),
    "dk.remittance-unstructured": frozenset(
        {
            "remittance.multiple",
        }
    ),
    "dk.creditor-reference": frozenset(
        {
            "remittance.reference",
        }
    ),
    "dk.name-length": frozenset(
        {
            "text.length",
        }
    ),
    "dk.address-lines": frozenset(
        {
            "address.hybrid-lines",
        }
    ),
    "dk.address-unstructured": frozenset(
        {
            "address.unstructured",
        }
    ),
    "dk.charset": frozenset(
        {
            "text.charset",
        }
    ),
}

#: Scheme name → the generic codes its rules supersede over its payment infos
#: (:func:`pain_bridge.schemes.compose.superseded_of_profiles`).
SCHEME_SUPERSEDES: Final[dict[str, frozenset[str]]] = {
    "epc-sct": frozenset(
        {
            "text.charset",
        }
    ),
    "epc-sct-inst": frozenset(
        {
            "text.charset",
        }
    ),
    "cbpr-plus": frozenset(
        {
            "text.charset",
        }
    ),
    "swiss-sps": frozenset(
        {
            "text.charset",
        }
    ),
    "dk": frozenset(
        {
            "text.charset",
        }
    ),
}
