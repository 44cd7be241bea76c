"""The bundled sample documents, by name: a file of this directory and the edits made to it.

A variant of a sample (``sct-inst``: ``sct`` as SCT Inst) is declared as the edits that make
it, each ``old`` replaced everywhere by ``new``, rather than copied. The rules' examples
(:mod:`pain_bridge.examples`) and the tests start from these documents.

>>> "<LclInstrm><Cd>INST</Cd></LclInstrm>" in sample("sct-inst")
True
"""

from __future__ import annotations

from functools import cache
from typing import Final

__all__ = ["CBPR_HEADER", "SAMPLES", "sample"]

#: The Business Application Header of the sample "cbpr-env" (its lines as written).
CBPR_HEADER: Final = (
    '  <AppHdr xmlns="urn:iso:std:iso:20022:tech:xsd:head.001.001.02">\n'
    "    <Fr><FIId><FinInstnId><BICFI>DEUTDEFFXXX</BICFI></FinInstnId></FIId></Fr>\n"
    "    <To><FIId><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></FIId></To>\n"
    "    <BizMsgIdr>CBPR-2026-0001</BizMsgIdr>\n"
    "    <MsgDefIdr>pain.001.001.09</MsgDefIdr>\n"
    "    <BizSvc>swift.cbprplus.03</BizSvc>\n"
    "    <CreDt>2026-12-01T09:00:00+00:00</CreDt>\n"
    "  </AppHdr>\n"
)

#: The sample documents by name: a file of ``pain_bridge/samples`` and the edits made to
#: it (each ``old`` replaced everywhere by ``new``), so that a variant of a sample is
#: declared once rather than copied.
SAMPLES: Final[dict[str, tuple[str, tuple[tuple[str, str], ...]]]] = {
    # an EPC SCT payment info of two transactions, pain.001.001.09
    "sct": ("sct.09.xml", ()),
    # a Swiss domestic payment info (a QR-IBAN and its QR reference, then an IBAN)
    "sps-d": ("sps-d.09.xml", ()),
    # a payment intent's data (the service's JSON)
    "intent": ("intent.json", ()),
    # "intent" with the PSU's id
    "intent-psu": (
        "intent.json",
        (('"psu_redirect_link"', '"psu_id": "PSU-4711",\n  "psu_redirect_link"'),),
    ),
    # a bank's pain.002.001.10 status report on "sct"
    "status": ("status.10.xml", ()),
    # "sct" as SCT Inst (LclInstrm INST)
    "sct-inst": ("sct.09.xml", (("</SvcLvl>", "</SvcLvl>\n<LclInstrm><Cd>INST</Cd></LclInstrm>"),)),
    # "sct" with the currency of each account (none is inferred for the JSON)
    "sct-ccy": (
        "sct.09.xml",
        (
            ("</Id>\n      </DbtrAcct>", "</Id>\n        <Ccy>EUR</Ccy>\n      </DbtrAcct>"),
            ("</Id>\n        </CdtrAcct>", "</Id>\n          <Ccy>EUR</Ccy>\n        </CdtrAcct>"),
        ),
    ),
    # a CBPR+ payment of one transaction, pain.001.001.09 (created 1 December 2026: the
    # SR2026 rules apply)
    "cbpr": ("cbpr.09.xml", ()),
    # "cbpr" with its payment type on the payment info
    "cbpr-typed": (
        "cbpr.09.xml",
        (
            (
                "<PmtMtd>TRF</PmtMtd>",
                "<PmtMtd>TRF</PmtMtd>\n      <PmtTpInf>\n        <InstrPrty>NORM</InstrPrty>\n"
                "      </PmtTpInf>",
            ),
        ),
    ),
    # "sct" whose creditor reference is a national one, valid (remittance.reference-*)
    **{
        f"sct-{kind}": (
            "sct.09.xml",
            (("<Issr>ISO</Issr>", f"<Issr>{issuer}</Issr>"), ("RF18539007547034", reference)),
        )
        for kind, issuer, reference in (
            ("ogm", "BBA", "090933755493"),
            ("fi", "FI", "12345614"),
            ("ocr", "OCR", "1234567897"),
            ("qrr", "QRR", "210000000003139471430009017"),
        )
    },
    # "sct" with no scheme's marker (a service level no scheme names)
    "sct-plain": ("sct.09.xml", (("<Cd>SEPA</Cd>", "<Cd>NURG</Cd>"),)),
    # "sps-d" as domestic instant payments (Swiss type D2: CHF with LclInstrm INST)
    "sps-d2": (
        "sps-d.09.xml",
        (
            (
                "<PmtTpInf>\n        <CtgyPurp>",
                "<PmtTpInf>\n        <LclInstrm>\n          <Cd>INST</Cd>\n        </LclInstrm>\n"
                "        <CtgyPurp>",
            ),
        ),
    ),
    # "sps-d" made a bank cheque (Swiss type C): PmtMtd CHK, no CdtrAcct
    "sps-cheque": (
        "sps-d.09.xml",
        (
            ("<PmtMtd>TRF", "<PmtMtd>CHK"),
            (
                "\n        <CdtrAcct>\n          <Id>\n            <IBAN>CH4431999123000889012"
                "</IBAN>\n          </Id>\n        </CdtrAcct>",
                "",
            ),
            (
                "\n        <CdtrAcct>\n          <Id>\n            <IBAN>LI21088100002324013AA"
                "</IBAN>\n          </Id>\n        </CdtrAcct>",
                "",
            ),
        ),
    ),
    # "sct" in SWIFT's envelope with its Business Application Header (head.001.001.02)
    "sct-env": (
        "sct.09.xml",
        (
            (
                "<Document xmlns=",
                '<Envelope xmlns="urn:swift:xsd:envelope">\n'
                '  <AppHdr xmlns="urn:iso:std:iso:20022:tech:xsd:head.001.001.02">\n'
                "    <Fr><FIId><FinInstnId><BICFI>DBTRDEFFXXX</BICFI></FinInstnId></FIId></Fr>\n"
                "    <To><FIId><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></FIId></To>\n"
                "    <BizMsgIdr>MSG-2026-0001</BizMsgIdr>\n"
                "    <MsgDefIdr>pain.001.001.09</MsgDefIdr>\n"
                "    <CreDt>2026-11-02T10:00:00Z</CreDt>\n"
                "  </AppHdr>\n"
                "<Document xmlns=",
            ),
            ("</Document>", "</Document>\n</Envelope>"),
        ),
    ),
    # "cbpr" in an envelope with its Business Application Header (head.001.001.02), as
    # CBPR+ messages travel (research/cbpr-plus-pain001.md, Appendix B)
    "cbpr-env": (
        "cbpr.09.xml",
        (
            (
                "<Document xmlns=",
                f"<Envelope>\n{CBPR_HEADER}<Document xmlns=",
            ),
            ("</Document>", "</Document>\n</Envelope>"),
        ),
    ),
    # "sct" as pain.001.001.03, its addresses of the SEPA core (Ctry and AdrLine)
    "sct-03": (
        "sct.09.xml",
        (
            ("pain.001.001.09", "pain.001.001.03"),
            ("BICFI>", "BIC>"),
            (
                "<ReqdExctnDt>\n        <Dt>2026-11-20</Dt>\n      </ReqdExctnDt>",
                "<ReqdExctnDt>2026-11-20</ReqdExctnDt>",
            ),
            (
                "<StrtNm>Hauptstrasse</StrtNm>\n          <BldgNb>1</BldgNb>\n          "
                "<PstCd>10115</PstCd>\n          <TwnNm>Berlin</TwnNm>\n          "
                "<Ctry>DE</Ctry>",
                "<Ctry>DE</Ctry>\n          <AdrLine>Hauptstrasse 1</AdrLine>\n          "
                "<AdrLine>10115 Berlin</AdrLine>",
            ),
            (
                "<TwnNm>Amsterdam</TwnNm>\n            <Ctry>NL</Ctry>\n            "
                "<AdrLine>Keizersgracht 12</AdrLine>",
                "<Ctry>NL</Ctry>\n            <AdrLine>Keizersgracht 12</AdrLine>\n"
                "            <AdrLine>1017 Amsterdam</AdrLine>",
            ),
            (
                "<StrtNm>Rue de la Loi</StrtNm>\n            <BldgNb>16</BldgNb>\n"
                "            <PstCd>1000</PstCd>\n            <TwnNm>Bruxelles</TwnNm>\n"
                "            <Ctry>BE</Ctry>",
                "<Ctry>BE</Ctry>\n            <AdrLine>Rue de la Loi 16</AdrLine>\n"
                "            <AdrLine>1000 Bruxelles</AdrLine>",
            ),
        ),
    ),
}


@cache
def sample(name: str) -> str:
    """The text of the sample ``name`` (:data:`SAMPLES`)."""
    from importlib import resources  # here: not a cost of every command's start-up

    file, edits = SAMPLES[name]
    text = resources.files(__package__).joinpath(file).read_text(encoding="utf-8")
    for old, new in edits:
        if old not in text:
            raise ValueError(f"sample {name!r}: {old!r} is not in {file}")
        text = text.replace(old, new)
    return text
