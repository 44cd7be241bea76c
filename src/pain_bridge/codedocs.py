"""User documentation of the finding codes that no rule module emits.

One module because it is one table: each code's text and examples, read by the findings
page in this order.

The rule modules (:mod:`pain_bridge.rules`) document their own codes in their docstrings.
The codes here come from reading the input (``xml.*``, ``xsd.violation``, ``json.*``,
``text.xml-char``),
from converting it (``map.dropped``, ``map.unfit``, ``map.changed``, ``map.incomplete``,
``address.restructured``, ``address.ambiguous``) and from reading a pain.002
(``status.dropped``, ``status.namespace``, ``status.unknown``), and from applying a
bank's guideline (``guideline.applied``, ``guideline.not-applied``).
Each entry says what the code means and how to fix what it reports, as a rule's
docstring does, and declares the code's examples (:class:`~pain_bridge.examples.Example`,
run by ``tests/test_rule_examples.py``); the documentation site lists every code of the
catalogue from the two, with its examples.

>>> documentation("xml.unsafe").splitlines()[0]
'The input carries a DOCTYPE, an entity declaration, an external reference or an'
>>> documentation("iban.checksum") is None   # a rule module documents it
True
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pain_bridge.codedocs_iso import ISO_DOC
from pain_bridge.examples import Example, Examples, Run
from pain_bridge.findings import Code


@dataclass(frozen=True, slots=True)
class CodeDoc:
    """The documentation of a family of codes: a title, its text (reST-like, as a
    rule module's docstring) and each code's examples, which the documentation shows
    after the text and ``tests/test_rule_examples.py`` runs."""

    codes: tuple[Code, ...]
    title: str
    text: str
    examples: Examples = field(default_factory=dict)


#: The free-text creditor address of the sample ``sct``'s first transaction, as given.
_AMSTERDAM = (
    "<TwnNm>Amsterdam</TwnNm>\n            <Ctry>NL</Ctry>\n"
    "            <AdrLine>Keizersgracht 12</AdrLine>"
)
_STRUCTURED = Run(convert="json", structure_addresses=True)

DOCS: tuple[CodeDoc, ...] = (
    CodeDoc(
        ("xml.syntax",),
        "Well-formed XML",
        """\
The input is not well-formed XML: a tag left open, an ``&`` that does not start an
entity, a file cut short, text that is not in its declared encoding. The finding gives
the line and column where the parser stopped and libxml2's reason. Nothing after that
point is read, so no other finding (totals, drops) is computed over the part read.

Fix: repair the export (usually a truncated transfer or an ERP that writes ``&`` raw:
it must be ``&amp;``). An entity reference other than XML's five (``&nbsp;`` from
HTML) is named with its line: without a DTD it is not defined.
""",
        {
            "xml.syntax": (
                Example("sct", "<Nm>Creditor BV</Nm>", "<Nm>Creditor & Sons</Nm>", "& Sons"),
            )
        },
    ),
    CodeDoc(
        ("xml.unsafe",),
        "Unsafe XML constructs",
        """\
The input carries a DOCTYPE, an entity declaration, an external reference or an
XInclude namespace. pain.001 needs none of them, and each is a known attack (billion
laughs, external entity disclosure, server-side request forgery): the file is refused
before a single element is read, never expanded or fetched. An XInclude element further
in stops the reading there, and, as after a syntax error, nothing is computed over the
part read (no totals).

Fix: export the file without a DOCTYPE; an ERP that adds one can usually be told not to.
""",
        {
            "xml.unsafe": (
                Example(
                    "sct",
                    '<?xml version="1.0" encoding="UTF-8"?>',
                    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE Document [<!ENTITY x "y">]>',
                    "<!DOCTYPE",
                ),
            )
        },
    ),
    CodeDoc(
        ("xml.namespace",),
        "Message and version",
        """\
The root element is not the ``Document`` of a message version read here: another
message (pain.008, camt.053), a pain.001 version that is not read (``.001.02``,
``.001.12``), or no namespace at all. The message names the message and version when
the namespace is a recognisable ISO 20022 one. Read today: pain.001.001.03,
pain.001.001.09 (and the Swiss ``.ch.03`` files, which use its namespace) and the
German pain.001.003.03; for status reports, pain.002.001.03 to .14, the German
pain.002.002.03 and the Swiss ``.03.ch.02`` (``status --from-file`` reads one without a
namespace as the version its structure fits: ``status.namespace``).

Fix: export the file as one of those versions, or convert it with the bank's tools
first.
""",
        {"xml.namespace": (Example("sct", "pain.001.001.09", "pain.008.001.02", "<Document"),)},
    ),
    CodeDoc(
        ("xml.too-large",),
        "Size limit",
        """\
The input is larger than the configured limit (2 GiB by default, twice a
1,000,000-transaction file) and was not read. Also refused so: a root element whose
start tag has not ended within the first MiB (thousands of namespace declarations or
attributes: the message says how many so far), or a prolog (comments, processing
instructions) that long.

Fix: split the file, or raise the limit where you trust its source
(``ReadOptions(max_bytes=...)`` in the library).
""",
        {
            "xml.too-large": (
                Example(
                    "sct",
                    "<Ustrd>Invoice 2026-17</Ustrd>",
                    "<Ustrd>Invoice 2026-17, 2026-18, 2026-19, 2026-20, 2026-21, 2026-22, "
                    "2026-23, 2026-24, 2026-25, 2026-26, 2026-27</Ustrd>",
                    None,
                    run=Run(max_bytes=3000),
                ),
            )
        },
    ),
    CodeDoc(
        ("xsd.violation",),
        "Schema",
        """\
The document violates the XSD of its version (bundled with the package, so nothing is
fetched): a missing or unexpected element, a value of the wrong form. Each violation is
reported with its line and the schema's reason, as lxml gives it.

Fix: the reason names the element and what the schema expected there; most come from
an export template (an element in the wrong order, an empty ``<Nm/>``).
""",
        {
            "xsd.violation": (
                Example("sct", "<PmtMtd>TRF</PmtMtd>", "<PmtMtd>TRX</PmtMtd>", "<PmtMtd>"),
            )
        },
    ),
    CodeDoc(
        ("json.syntax",),
        "JSON syntax",
        """\
The JSON input cannot be parsed: not valid JSON, not UTF-8, or ``NaN``/``Infinity``
(amounts are decimal strings, never floats). Line and column are given where known.

Fix: produce the JSON with a JSON library, with amounts as strings.
""",
        {
            "json.syntax": (
                Example("intent", '"Invoice 4711"', "NaN", "NaN", run=Run(purpose="service")),
            )
        },
    ),
    CodeDoc(
        ("json.schema",),
        "JSON shape",
        """\
The JSON has the wrong shape for a payment intent's ``data`` (``pis-interface.md``
§2.2 and the mapping's extensions): a required member missing, a member of the wrong
type, a member the interface does not have, a key repeated in one object, or a top level
that is not an object. Every finding carries the JSON Pointer of the member, and its
XPath where it has a pain.001 counterpart.

Fix: follow the pointer; the message names the member and what was expected.
""",
        {
            "json.schema": (
                Example(
                    "intent",
                    '{"instructed_amount": {"value": "125.00", "currency": "EUR"}}',
                    '"125.00"',
                    None,
                    run=Run(purpose="service"),
                    pointer="/payment_info/0/transactions/0/amount",
                ),
            )
        },
    ),
    CodeDoc(
        ("text.xml-char",),
        "Text no XML can hold",
        """\
A string of the payment intent JSON holds a character that no XML 1.0 document can
contain, not even as a character reference, so no pain.001 and no bank can take it: a
control character other than tab, line feed and carriage return (``"\\u0000"``,
``"\\u001b"``), a lone surrogate (``"\\ud800"`` without its partner: half of a UTF-16
pair, which is no character at all), or the noncharacters U+FFFE and U+FFFF. JSON's
grammar allows them as escapes; the payment cannot carry them.

It is decided in one place (``pain_bridge.xmlsafe.xml_char_findings``) and the same on
every path: ``validate`` and ``convert`` of a JSON file, the ``--redirect`` and
``--psu-id`` of ``convert`` and ``submit``, ``submit`` (refused before anything is
sent) and the sandbox's ``payment_intent`` step (a 400 ``invalid_input`` with the
finding in ``details``). Like an unparseable file (``json.syntax``), such data is read
no further: the finding is an error at the string's JSON Pointer (for a member *name*
holding one, at its object, naming it), and no other check runs. Messages name the
character as ``U+0000``, never print it.

Fix: remove the character at its source; it can come from a fixed-width export padded
with NUL bytes, or from UTF-16 text cut between the two halves of a pair.
""",
        {
            "text.xml-char": (
                Example(
                    "intent",
                    '"name": "Dupont SARL"',
                    '"name": "Dupont\\u0000"',
                    None,
                    run=Run(purpose="service"),
                    pointer="/payment_info/0/transactions/0/creditor/name",
                ),
            )
        },
    ),
    CodeDoc(
        ("map.dropped",),
        "Content the target cannot carry",
        """\
XML content that the target has no place for: the payment intent JSON (``UltmtCdtr``,
``Purp``, ``CdtrAgt``…), or another pain.001 version (``UETR``, a party's ``LEI``, the
new address fields of pain.001.001.09 written as pain.001.001.03). Reported once per
path, at its first occurrence, with how many nodes had it. A warning when the content
is lost; an info for values the writer computes again on the way back (creation time,
totals, initiating party, debtor agent, execution date). ``convert --strict`` (lossless)
makes the warnings errors. The versions page lists every field each conversion loses.
A value the target holds only in part is named too, with what it loses: a tax period's
``Yr`` (an ``ISODate`` up to pain.001.001.10, an ``ISOYear`` after) keeps its year only;
going back, a year is widened to the first of January, named as changed.
A value the target holds under another path is moved there, not lost (a document's date
and amounts from pain.001.001.12, where remittance information goes from .06: the
versions page lists them); what of it does not fit is named (a discount without a type
has no code in .12). A value written otherwise than it was read is named as changed: a
creditor reference's external ``Cd`` of .12 outside the target's list, written as
``Prtry``. The document itself: an ``xsi:schemaLocation`` of a schema of the source
version alone (the Swiss ``pain.001.001.09.ch.03.xsd``) is not written for another
version (one naming the ISO schema names the target's); a German DK file
(``pain.001.003.03``, read only) is written in the target's ISO namespace, and the DK
rules, detected from its namespace, no longer apply.

Fix: nothing, if the content is not needed by the receiver; otherwise keep the file in
a version that carries it, or send it by another channel.
""",
        {
            "map.dropped": (
                Example(
                    "sct",
                    "<EndToEndId>E2E-2026-1</EndToEndId>",
                    "<EndToEndId>E2E-2026-1</EndToEndId>\n"
                    "          <UETR>eb6305c9-1f7f-49de-aed0-16487c27b42d</UETR>",
                    "<UETR>",
                    run=Run(convert="03"),
                ),
            )
        },
    ),
    CodeDoc(
        ("map.unfit",),
        "Content the target version refuses",
        """\
The input is valid in its own version, but the pain.001 version it is converted to
(``convert --to xml --pain-version NN``, or JSON into that version) refuses it: an
element that version requires and the input lacks (``RgltryRptg/DbtCdtRptgInd`` from
pain.001.001.13), a value longer than it allows (an ``Othr/Id`` of 100 characters from
pain.001.001.12, written as pain.001.001.03, which takes 35), of another pattern or not
in its code list (a name prefix ``MIKS`` written as pain.001.001.03). Each place is an
error at the input's line, naming the target version and the schema's reason. Nothing
is written, not even a partial file; ``convert`` exits 1. Its severity is fixed: the
writer refused the message, so lowered or ignored it would report a conversion that
wrote nothing as a success; ``--severity map.unfit=warning``, ``--ignore map.unfit`` and
the same in the configuration are usage errors (exit 2), and a family pattern
(``map.*``) leaves it an error.

Fix: complete or shorten the value in the input, or convert to a version that holds it.
""",
        {
            "map.unfit": (
                Example(
                    "sct-03",
                    "<RmtInf>\n          <Ustrd>",
                    "<RgltryRptg><Dtls><Cd>100</Cd></Dtls></RgltryRptg>\n"
                    "        <RmtInf>\n          <Ustrd>",
                    "<RgltryRptg>",
                    run=Run(convert="13"),
                ),
            )
        },
    ),
    CodeDoc(
        ("map.changed",),
        "Values the writer computed or derived",
        """\
A value of the XML written differs from the input's, or was not in it: the writer
computes the totals of the group and of each payment info (``NbOfTxs``, ``CtrlSum``)
rather than copy them, and derives what pain.001 requires and the input lacks (the
message id from the payments, the creation time, a payment info id, the execution day,
``PmtMtd``, the initiating party's name, the debtor agent's BIC from the IBAN). Each
value is one info at its element, with the value given (or "none given") and the value
written, so that a migration or a JSON → XML conversion changes nothing unsaid.

Fix: nothing, where the new value is right; otherwise give the value in the input.
""",
        {
            "map.changed": (
                Example(
                    "sct",
                    "<CtrlSum>130.50</CtrlSum>\n      <InitgPty>",
                    "<InitgPty>",
                    "<GrpHdr>",
                    run=Run(convert="03"),
                ),
            )
        },
    ),
    CodeDoc(
        ("map.incomplete",),
        "Values left to the caller",
        """\
A value the service requires is not in the input and must be supplied by the caller:
the ``psu_redirect_link`` of an XML → JSON conversion (pain.001 has no element for it).

Fix: pass it: ``pain2pis convert --redirect URL`` (``psu_redirect_link=`` in the library).
""",
        {
            "map.incomplete": (
                Example(
                    "sct",
                    "",
                    "",
                    None,
                    run=Run(convert="json"),
                    failing_run=Run(convert="json", redirect=None),
                ),
            )
        },
    ),
    CodeDoc(
        ("address.restructured", "address.ambiguous"),
        "Addresses made structured",
        """\
With ``convert --structure-addresses`` (``structure_addresses=True``) a free-text address
(only ``AdrLine``) is rewritten as a structured or hybrid one from Google's i18n address
data: ``PstCd``, ``TwnNm``, ``Ctry``, and ``StrtNm``/``BldgNb`` where unambiguous.
``address.restructured`` (info) reports each rewrite, before → after;
``address.ambiguous`` (warning) an address left as it was, with the reason: no country,
no line or several lines reading as postcode and town, a postcode or town already given
differently. It never guesses.

Fix for ``address.ambiguous``: structure that address at its source (the master data of
the creditor), as the November 2026 deadline of EPC and CBPR+ requires.
""",
        {
            "address.restructured": (
                Example(
                    "sct",
                    _AMSTERDAM,
                    "<Ctry>NL</Ctry>\n            <AdrLine>Keizersgracht 12</AdrLine>\n"
                    "            <AdrLine>1017 BW Amsterdam</AdrLine>",
                    "<PstlAdr>",
                    needle_occurrence=2,
                    run=_STRUCTURED,
                ),
            ),
            # a free-text address (address.unstructured), and left so
            "address.ambiguous": (
                Example(
                    "sct",
                    _AMSTERDAM,
                    "<Ctry>NL</Ctry>\n            <AdrLine>Keizersgracht 12</AdrLine>",
                    "<PstlAdr>",
                    needle_occurrence=2,
                    run=_STRUCTURED,
                    also=("address.unstructured",),
                ),
            ),
        },
    ),
    CodeDoc(
        ("status.dropped",),
        "pain.002 content not carried",
        """\
A bank's pain.002 status report carries content the status model has no place for
(charges, a status reason's additional information beyond the first, ...). Reported
once per path, at its first occurrence, with a count, so nothing is dropped silently.

Fix: nothing, unless your process needs that content: then read the file with your own
XML tooling for it.
""",
        {
            "status.dropped": (
                Example(
                    "status",
                    "</StsRsnInf>",
                    "</StsRsnInf>\n        <AcctSvcrRef>BANKREF-77</AcctSvcrRef>",
                    "<AcctSvcrRef>",
                ),
            )
        },
    ),
    CodeDoc(
        ("status.namespace",),
        "pain.002 read without its namespace",
        """\
A bank's pain.002 has no namespace, or declares it in a mis-spelled attribute
(``Xmlns="urn:iso:…"``: XML names are case-sensitive, so it declares nothing). A status
report is read whatever the bank sent: a ``Document`` holding a ``CstmrPmtStsRpt`` is
read as the version its structure fits (every element path allowed by that version's
bundled schema, every status in its set where the schema closes it), the version a
mis-spelled attribute names when it fits, else the oldest that fits. A warning names the
version; no schema checks such a document. It is an error when the structure is
ambiguous: it fits no single version (elements of several versions mixed, such as
``BICOrBEI`` with ``Dbtr/Pty``, or of none); it is then read as the closest version.

Fix: ask the bank to send the namespace (``xmlns="urn:iso:std:iso:20022:tech:xsd:…"``).
""",
        {
            "status.namespace": (
                Example(
                    "status",
                    '<Document xmlns="',
                    '<Document Xmlns="',
                    "<Document Xmlns=",
                ),
            )
        },
    ),
    CodeDoc(
        ("status.unknown",),
        "pain.002 status not in its code set",
        """\
A bank's pain.002 gives a status (``GrpSts``, ``PmtInfSts``, ``TxSts`` or a count's
``DtldSts``) that is not in its version's status code set: ISO's
``ExternalPaymentGroupStatus1Code`` and ``ExternalPaymentTransactionStatus1Code`` from
``pain.002.001.08`` on (whose schemas take any four characters), the closed sets of
``pain.002.001.03`` for the Swiss ``.03.ch.02`` (read without a schema), the closed sets
of its version for a document read without a namespace. Such a status
says neither accepted nor refused, so it is an error: ``status --from-file`` exits 1
rather than pass it for an accepted one. Codes are upper case: ``rjct`` is not ``RJCT``.
(The schemas of ``pain.002.001.03`` to ``.07`` and of the DK ``pain.002.002.03`` close the
sets themselves: an ``xsd.violation``.)

Fix: ask the bank what the status means; a code ISO added after this release's table
(``pain_bridge.status_report.status_codes``) belongs in it.
""",
        {
            "status.unknown": (
                Example("status", "<TxSts>RJCT</TxSts>", "<TxSts>rjct</TxSts>", "<TxSts>"),
            )
        },
    ),
    CodeDoc(
        ("guideline.applied",),
        "Guidelines applied",
        """The banks' guidelines (``--guideline``, the configuration's ``guideline``, a skill
profile's ``guidelines``) whose rules apply to a payment info, by name: those of the
document's version and, for a guideline that names its schemes, of the payment info's
scheme. One info at each payment info where any applies, as ``scheme.applied`` says the
scheme; a payment info without it had no guideline's rules run.
""",
        {
            "guideline.applied": (
                Example("sct", "", "", "<PmtInf>", failing_run=Run(guideline="cfonb")),
            )
        },
    ),
    CodeDoc(
        ("guideline.not-applied",),
        "Guidelines not applied",
        """A guideline chosen (``--guideline``, the configuration's ``guideline``, a skill
profile's ``guidelines``) that does not apply to the document: its ``versions`` do not
hold the document's version (a German ``pain.001.003.03`` is named ``"003.03"``), or the
input is a payment intent JSON, which is of no version. None of its rules ran, and no
``guideline.applied`` names it: a warning, at the document's start, naming the guideline,
its versions and the document's, since a file that passes has not passed the bank's rules.

Fix: check the file in a version the guideline covers (``convert --to xml
--pain-version``), or choose the guideline of its version; for a payment intent JSON,
validate the XML that ``convert`` writes from it.
""",
        {
            "guideline.not-applied": (
                Example("intent", "", "", None, failing_run=Run(guideline="cfonb")),
            )
        },
    ),
)

DOCS += (CodeDoc(*ISO_DOC),)  # ISO's own rules (:mod:`pain_bridge.codedocs_iso`)

_BY_CODE: dict[str, CodeDoc] = {code: doc for doc in DOCS for code in doc.codes}


def documentation(code: str) -> str | None:
    """The text documenting ``code``, or None when a rule module documents it."""
    doc = _BY_CODE.get(code)
    return doc.text if doc is not None else None


def examples(code: str) -> tuple[Example, ...]:
    """The examples of ``code`` declared here (none for a code a rule module documents)."""
    doc = _BY_CODE.get(code)
    return doc.examples.get(code, ()) if doc is not None else ()
