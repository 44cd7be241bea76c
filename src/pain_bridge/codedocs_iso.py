"""ISO 20022's own rules (``iso.*``): their documentation and examples for the findings page.

The rules are data (``guideline/bundled/iso.toml``, :mod:`pain_bridge.guideline.iso`);
this is what :mod:`pain_bridge.codedocs` shows of them, with a passing and a failing
example per code (each one edit of a bundled sample, run by
``tests/test_rule_examples.py``).
"""

from __future__ import annotations

from typing import Final

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import ISO_CODES, Code

#: The CBPR+ sample's payment info from its payment method to its transaction's charge
#: bearer: the span an example edits where it changes both (a cheque's method and
#: instruction).
_CBPR_HEAD: Final = (
    "<PmtMtd>TRF</PmtMtd>"
    + (
        "\n"
        "      <ReqdExctnDt>\n"
        "        <Dt>2026-12-02</Dt>\n"
        "      </ReqdExctnDt>\n"
        "      <Dbtr>\n"
        "        <Nm>Debtor AG</Nm>\n"
        "        <PstlAdr>\n"
        "          <StrtNm>Hauptstrasse</StrtNm>\n"
        "          <BldgNb>1</BldgNb>\n"
        "          <PstCd>10115</PstCd>\n"
        "          <TwnNm>Berlin</TwnNm>\n"
        "          <Ctry>DE</Ctry>\n"
        "        </PstlAdr>\n"
        "      </Dbtr>\n"
        "      <DbtrAcct>\n"
        "        <Id>\n"
        "          <IBAN>DE89370400440532013000</IBAN>\n"
        "        </Id>\n"
        "      </DbtrAcct>\n"
        "      <DbtrAgt>\n"
        "        <FinInstnId>\n"
        "          <BICFI>COBADEFFXXX</BICFI>\n"
        "        </FinInstnId>\n"
        "      </DbtrAgt>\n"
        "      <CdtTrfTxInf>\n"
        "        <PmtId>\n"
        "          <InstrId>INSTR-1</InstrId>\n"
        "          <EndToEndId>E2E-2026-1</EndToEndId>\n"
        "          <UETR>8a562c67-ca16-48ba-b074-65581be6f011</UETR>\n"
        "        </PmtId>\n"
        "        <Amt>\n"
        '          <InstdAmt Ccy="USD">1000.00</InstdAmt>\n'
        "        </Amt>\n"
        "        "
    )
    + "<ChrgBr>SHAR</ChrgBr>"
)
#: Its transaction's creditor agent, after the charge bearer.
_CBPR_AGENT: Final = (
    "\n"
    "        <CdtrAgt>\n"
    "          <FinInstnId>\n"
    "            <BICFI>CHASUS33XXX</BICFI>\n"
    "          </FinInstnId>\n"
    "        </CdtrAgt>"
)
#: Its transaction's creditor and creditor account.
_CBPR_CREDITOR: Final = (
    "<Cdtr>\n"
    "          <Nm>Creditor Inc</Nm>\n"
    "          <PstlAdr>\n"
    "            <TwnNm>New York</TwnNm>\n"
    "            <Ctry>US</Ctry>\n"
    "            <AdrLine>350 Fifth Avenue</AdrLine>\n"
    "          </PstlAdr>\n"
    "        </Cdtr>\n"
    "        <CdtrAcct>\n"
    "          <Id>\n"
    "            <Othr>\n"
    "              <Id>000123456789</Id>\n"
    "            </Othr>\n"
    "          </Id>\n"
    "        </CdtrAcct>"
)


def _cheque(instruction: str) -> str:
    """:data:`_CBPR_HEAD` of a cheque with ``instruction``."""
    return (
        "<PmtMtd>CHK</PmtMtd>"
        + _CBPR_HEAD.removeprefix("<PmtMtd>TRF</PmtMtd>")
        + f"<ChqInstr>{instruction}</ChqInstr>"
    )


#: The SCT sample's payment info's charge bearer up to its first transaction's creditor
#: account.
_SCT_SPAN: Final = (
    "<ChrgBr>SLEV</ChrgBr>\n"
    "      <CdtTrfTxInf>\n"
    "        <PmtId>\n"
    "          <InstrId>INSTR-1</InstrId>\n"
    "          <EndToEndId>E2E-2026-1</EndToEndId>\n"
    "        </PmtId>\n"
    "        <Amt>\n"
    '          <InstdAmt Ccy="EUR">120.00</InstdAmt>\n'
    "        </Amt>\n"
    "        <CdtrAgt>\n"
    "          <FinInstnId>\n"
    "            <BICFI>ABNANL2A</BICFI>\n"
    "          </FinInstnId>\n"
    "        </CdtrAgt>\n"
    "        <Cdtr>\n"
    "          <Nm>Creditor BV</Nm>\n"
    "          <PstlAdr>\n"
    "            <TwnNm>Amsterdam</TwnNm>\n"
    "            <Ctry>NL</Ctry>\n"
    "            <AdrLine>Keizersgracht 12</AdrLine>\n"
    "          </PstlAdr>\n"
    "        </Cdtr>\n"
    "        <CdtrAcct>\n"
    "          <Id>\n"
    "            <IBAN>NL91ABNA0417164300</IBAN>\n"
    "          </Id>\n"
    "        </CdtrAcct>"
)
#: Its part up to the first transaction's amount.
_SCT_HEAD: Final = _SCT_SPAN[: _SCT_SPAN.index("</Amt>") + len("</Amt>")]
_AGENT: Final = "<FinInstnId><BICFI>ABNANL2A</BICFI></FinInstnId>"
_ACCOUNT: Final = "<Id><IBAN>NL91ABNA0417164300</IBAN></Id>"
#: A branch of the SCT sample's debtor agent (COBADEFFXXX): its bank and country.
_BRANCH: Final = "<FinInstnId><BICFI>COBADEFF100</BICFI></FinInstnId>"


def _before_creditor_agent(inserted: str, needle: str) -> Example:
    """The SCT sample with ``inserted`` before its first transaction's creditor agent."""
    return Example("sct", "<CdtrAgt>", f"{inserted}<CdtrAgt>", needle)


#: ISO's rules' codes, text and examples: a :class:`~pain_bridge.codedocs.CodeDoc`'s
#: fields.
ISO_DOC: Final[tuple[tuple[Code, ...], str, str, Examples]] = (
    ISO_CODES,  # the catalogue's, in its order
    "ISO 20022's own rules",
    """\
The cross-element rules of the pain.001 message definitions (ISO 20022's MDR of
CustomerCreditTransferInitiation), which the schema cannot say: an element on one level
or the other (``PmtTpInf``, ``ChrgBr``, ``UltmtDbtr``, ``InstrForDbtrAgt`` on the payment
info or on its transactions, not both), the cheque's elements by the payment method
(``PmtMtd`` ``CHK``), an intermediary agent's account only with the agent and the agents
in order, a charges account agent only with the charges account and only as a branch of
the debtor agent, no creditor account for a cheque to the creditor (``InstrForCdtrAgt``
``CHQB``), and, as warnings, an ultimate debtor or creditor that is the debtor or creditor
itself (the same name, case and spaces aside, and the same identification). Each finding names its
ISO rule; each rule's source (the MDR editions read) and grade are in the bundled
guideline ``iso`` (``docs/guidelines/iso.md``). They apply to every validation and
conversion without an option (``--guideline iso`` adds nothing);
``--ignore 'iso.*'`` turns them off, ``--severity iso.charge-bearer=warning`` lowers one.
Where a scheme's rule says the same of the same element (EPC's ``ChrgBr`` on one level,
CBPR+'s and the Swiss ``PmtTpInf`` on one level), the scheme's finding is reported and
the ISO one not (one problem, one finding).

Fix: keep the element on one level; give the cheque's elements only to cheques; give
an account with its agent.
""",
    {
        "iso.payment-type-information": (
            Example(
                "sct",
                "</PmtId>\n        <Amt>",
                "</PmtId>\n        <PmtTpInf><InstrPrty>NORM</InstrPrty></PmtTpInf>\n        <Amt>",
                "<PmtTpInf><InstrPrty>",
            ),
        ),
        "iso.charge-bearer": (
            Example("sct", "</Amt>", "</Amt><ChrgBr>SLEV</ChrgBr>", "</Amt><ChrgBr>"),
        ),
        "iso.ultimate-debtor": (
            Example(
                "sct",
                _SCT_HEAD,
                "<UltmtDbtr><Nm>Debtor Group</Nm></UltmtDbtr>"
                + _SCT_HEAD
                + "<UltmtDbtr><Nm>Debtor Group Tx</Nm></UltmtDbtr>",
                "<Nm>Debtor Group Tx</Nm>",
            ),
        ),
        "iso.instruction-for-debtor-agent": (
            Example(
                "sct",
                _SCT_SPAN,
                "<InstrForDbtrAgt>Call first</InstrForDbtrAgt>"
                + _SCT_SPAN
                + "<InstrForDbtrAgt>Call again</InstrForDbtrAgt>",
                "<InstrForDbtrAgt>Call again",
            ),
        ),
        "iso.charges-account": (
            Example(
                "sct",
                "<ChrgBr>SLEV</ChrgBr>",
                f"<ChrgBr>SLEV</ChrgBr><ChrgsAcctAgt>{_BRANCH}</ChrgsAcctAgt>",
                "<ChrgsAcctAgt>",
            ),
        ),
        "iso.charges-account-agent": (
            Example(
                "sct",
                "<ChrgBr>SLEV</ChrgBr>",
                f"<ChrgBr>SLEV</ChrgBr><ChrgsAcct>{_ACCOUNT}</ChrgsAcct>"
                "<ChrgsAcctAgt><FinInstnId><BICFI>DEUTDEFF</BICFI></FinInstnId></ChrgsAcctAgt>",
                "<ChrgsAcctAgt>",
            ),
        ),
        "iso.instruction-for-creditor-agent": (
            Example(
                "sct",
                "</CdtrAcct>",
                "</CdtrAcct><InstrForCdtrAgt><Cd>CHQB</Cd></InstrForCdtrAgt>",
                "<CdtrAcct>",
            ),
        ),
        "iso.ultimate-debtor-differs": (
            Example(
                "sct",
                "<ChrgBr>SLEV</ChrgBr>",
                "<UltmtDbtr><Nm>DEBTOR  gmbh</Nm></UltmtDbtr><ChrgBr>SLEV</ChrgBr>",
                "<UltmtDbtr>",
            ),
        ),
        "iso.ultimate-creditor-differs": (
            Example(
                "sct",
                "</CdtrAcct>",
                "</CdtrAcct><UltmtCdtr><Nm>Creditor BV</Nm></UltmtCdtr>",
                "<UltmtCdtr>",
            ),
        ),
        "iso.cheque-instruction": (
            Example("sct", "</Amt>", "</Amt><ChqInstr><ChqNb>1</ChqNb></ChqInstr>", "<ChqInstr>"),
        ),
        "iso.cheque-creditor-account": (
            Example(
                "cbpr",
                "<PmtMtd>TRF</PmtMtd>",
                "<PmtMtd>CHK</PmtMtd>",
                "<CdtrAcct>",
                also=("iso.cheque-undelivered-creditor-agent",),
            ),
        ),
        "iso.cheque-delivery-creditor-agent": (
            Example(
                "cbpr",
                _CBPR_HEAD + _CBPR_AGENT,
                _cheque("<DlvryMtd><Cd>MLFA</Cd></DlvryMtd>"),
                "<Cd>MLFA</Cd>",
                also=("iso.cheque-creditor-account",),
            ),
        ),
        "iso.cheque-delivery-without-creditor-agent": (
            Example(
                "cbpr",
                _CBPR_HEAD,
                _cheque("<DlvryMtd><Cd>MLCD</Cd></DlvryMtd>"),
                "<CdtrAgt>",
                also=("iso.cheque-creditor-account",),
            ),
        ),
        "iso.cheque-undelivered-creditor-agent": (
            Example(
                "cbpr",
                "<PmtMtd>TRF</PmtMtd>",
                "<PmtMtd>CHK</PmtMtd>",
                "<CdtrAgt>",
                also=("iso.cheque-creditor-account",),
            ),
        ),
        "iso.non-cheque-creditor-account": (Example("cbpr", _CBPR_CREDITOR, "", "<CdtTrfTxInf>"),),
        "iso.cheque-maturity-type": (
            Example(
                "sct",
                "</Amt>",
                "</Amt><ChqInstr><ChqMtrtyDt>2026-12-01</ChqMtrtyDt></ChqInstr>",
                "<ChqMtrtyDt>",
                also=("iso.cheque-instruction",),
            ),
        ),
        "iso.cheque-maturity-type-code": (
            Example(
                "sct",
                "</Amt>",
                "</Amt><ChqInstr><ChqTp>BCHQ</ChqTp><ChqMtrtyDt>2026-12-01</ChqMtrtyDt></ChqInstr>",
                "<ChqTp>BCHQ",
                also=("iso.cheque-instruction",),
            ),
        ),
        "iso.intermediary-agent1-account": (
            _before_creditor_agent(
                f"<IntrmyAgt1Acct>{_ACCOUNT}</IntrmyAgt1Acct>", "<IntrmyAgt1Acct>"
            ),
        ),
        "iso.intermediary-agent2-account": (
            _before_creditor_agent(
                f"<IntrmyAgt2Acct>{_ACCOUNT}</IntrmyAgt2Acct>", "<IntrmyAgt2Acct>"
            ),
        ),
        "iso.intermediary-agent3-account": (
            _before_creditor_agent(
                f"<IntrmyAgt3Acct>{_ACCOUNT}</IntrmyAgt3Acct>", "<IntrmyAgt3Acct>"
            ),
        ),
        "iso.intermediary-agent2": (
            _before_creditor_agent(f"<IntrmyAgt2>{_AGENT}</IntrmyAgt2>", "<IntrmyAgt2>"),
        ),
        "iso.intermediary-agent3": (
            _before_creditor_agent(
                f"<IntrmyAgt1>{_AGENT}</IntrmyAgt1><IntrmyAgt3>{_AGENT}</IntrmyAgt3>",
                "<IntrmyAgt3>",
            ),
        ),
    },
)
