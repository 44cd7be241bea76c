"""Builders for the rule tests: payment intent JSON dicts, pain.001 XML, model events.

``json_data()`` is a valid payment intent ``data`` (one payment info, one transaction,
no finding at all); tests change one field and look for one finding. ``xml_document()``
is the same payment as pain.001.001.03 XML, with its fields as keyword arguments.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from datetime import date
from typing import Any

from pain_bridge.engine import RuleEngine
from pain_bridge.findings import Finding
from pain_bridge.model import (
    Account,
    Amount,
    DocumentStart,
    EndOfPaymentInfo,
    Event,
    FinancialInstitution,
    GroupHeader,
    Party,
    PaymentInfo,
    PostalAddress,
    Remittance,
    Transaction,
)
from pain_bridge.paths import group_origin, payment_info_origin, transaction_origin
from pain_bridge.profiles import SkillProfile
from pain_bridge.validation import iter_findings

TODAY = date(2024, 5, 2)
DEBTOR_IBAN = "DE89370400440532013000"
CREDITOR_IBAN = "NL91ABNA0417164300"
OTHER_IBAN = "BE68539007547034"
VALID_RF = "RF18539007547034"


def json_tx(index: int = 0, **changes: Any) -> dict[str, Any]:
    tx: dict[str, Any] = {
        "amount": {"instructed_amount": {"value": "10.50", "currency": "EUR"}},
        "creditor": {"name": "Creditor BV", "country": "NL"},
        "creditor_account": {"identification": {"iban": CREDITOR_IBAN}, "currency": "EUR"},
        "payment_identification": {"end_to_end_id": f"E2E-{index + 1}"},
        "remittance_information": {"unstructured": "Invoice 2024-17"},
    }
    tx.update(changes)
    return tx


def json_data(transactions: int = 1, **changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "psu_redirect_link": "https://tenant.example/back",
        "psu_id": "user-17",
        "group_header": {"message_id": "MSG-1", "txs_no": transactions},
        "payment_info": [
            {
                "payment_info_id": "PMT-1",
                "debtor": {"name": "Debtor GmbH", "country": "DE"},
                "debtor_account": {"identification": {"iban": DEBTOR_IBAN}, "currency": "EUR"},
                "transactions": [json_tx(i) for i in range(transactions)],
            }
        ],
    }
    data.update(changes)
    return data


def set_path(data: dict[str, Any], pointer: str, value: Any) -> dict[str, Any]:
    """A deep copy of ``data`` with the JSON Pointer's target set (or removed for DELETE)."""
    out = copy.deepcopy(data)
    parts = pointer.strip("/").split("/")
    node: Any = out
    for part in parts[:-1]:
        node = node[int(part)] if isinstance(node, list) else node[part]
    last = parts[-1]
    if value is DELETE:
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return out


DELETE = object()


def findings_of(
    source: Any, *, skill: SkillProfile | str | None = None, today: date = TODAY, **kw: Any
) -> list[Finding]:
    return list(iter_findings(source, skill=skill, today=today, **kw))


def with_code(findings: Iterable[Finding], code: str) -> list[Finding]:
    return [f for f in findings if f.code == code]


# --- XML -------------------------------------------------------------------------------

_NS = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"


def xml_tx(
    *,
    e2e: str = "E2E-1",
    amount: str = "10.50",
    ccy: str = "EUR",
    creditor_bic: str | None = None,
    creditor_name: str = "Creditor BV",
    creditor_country: str = "NL",
    creditor_iban: str = CREDITOR_IBAN,
    creditor_ccy: str | None = "EUR",
    remittance: str = "<Ustrd>Invoice 2024-17</Ustrd>",
) -> str:
    agent = (
        f"<CdtrAgt><FinInstnId><BIC>{creditor_bic}</BIC></FinInstnId></CdtrAgt>"
        if creditor_bic
        else ""
    )
    acct_ccy = f"<Ccy>{creditor_ccy}</Ccy>" if creditor_ccy else ""
    rmt = f"<RmtInf>{remittance}</RmtInf>" if remittance else ""
    return f"""      <CdtTrfTxInf>
        <PmtId>
          <EndToEndId>{e2e}</EndToEndId>
        </PmtId>
        <Amt>
          <InstdAmt Ccy="{ccy}">{amount}</InstdAmt>
        </Amt>
        {agent}
        <Cdtr>
          <Nm>{creditor_name}</Nm>
          <PstlAdr>
            <Ctry>{creditor_country}</Ctry>
          </PstlAdr>
        </Cdtr>
        <CdtrAcct>
          <Id>
            <IBAN>{creditor_iban}</IBAN>
          </Id>
          {acct_ccy}
        </CdtrAcct>
        {rmt}
      </CdtTrfTxInf>
"""


def xml_payment_info(
    *,
    txs: list[str] | None = None,
    pmt_inf_id: str = "PMT-1",
    nb_of_txs: str | None = None,
    ctrl_sum: str | None = None,
    execution_date: str = "2024-05-02",
    debtor_name: str = "Debtor GmbH",
    debtor_country: str = "DE",
    debtor_iban: str = DEBTOR_IBAN,
    debtor_bic: str = "COBADEFFXXX",
) -> str:
    txs = txs if txs is not None else [xml_tx()]
    nb = nb_of_txs if nb_of_txs is not None else str(len(txs))
    ctrl = f"<CtrlSum>{ctrl_sum}</CtrlSum>" if ctrl_sum is not None else ""
    return f"""    <PmtInf>
      <PmtInfId>{pmt_inf_id}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <NbOfTxs>{nb}</NbOfTxs>
      {ctrl}
      <ReqdExctnDt>{execution_date}</ReqdExctnDt>
      <Dbtr>
        <Nm>{debtor_name}</Nm>
        <PstlAdr>
          <Ctry>{debtor_country}</Ctry>
        </PstlAdr>
      </Dbtr>
      <DbtrAcct>
        <Id>
          <IBAN>{debtor_iban}</IBAN>
        </Id>
        <Ccy>EUR</Ccy>
      </DbtrAcct>
      <DbtrAgt>
        <FinInstnId>
          <BIC>{debtor_bic}</BIC>
        </FinInstnId>
      </DbtrAgt>
{"".join(txs)}    </PmtInf>
"""


def xml_document(
    *,
    infos: list[str] | None = None,
    nb_of_txs: str | None = None,
    ctrl_sum: str | None = None,
    message_id: str = "MSG-1",
) -> bytes:
    infos = infos if infos is not None else [xml_payment_info()]
    count = sum(info.count("<CdtTrfTxInf>") for info in infos)
    nb = nb_of_txs if nb_of_txs is not None else str(count)
    ctrl = f"<CtrlSum>{ctrl_sum}</CtrlSum>" if ctrl_sum is not None else ""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="{_NS}">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>{message_id}</MsgId>
      <CreDtTm>2024-05-02T10:00:00</CreDtTm>
      <NbOfTxs>{nb}</NbOfTxs>
      {ctrl}
      <InitgPty>
        <Nm>Debtor GmbH</Nm>
      </InitgPty>
    </GrpHdr>
{"".join(infos)}  </CstmrCdtTrfInitn>
</Document>
""".encode()


def line_of(document: bytes, needle: str, occurrence: int = 1) -> int:
    """1-based line of the ``occurrence``-th line containing ``needle``."""
    seen = 0
    for number, line in enumerate(document.decode().splitlines(), start=1):
        if needle in line:
            seen += 1
            if seen == occurrence:
                return number
    raise AssertionError(f"{needle!r} not found")


# --- hand-built model events ------------------------------------------------------------


def model_tx(info: int = 0, index: int = 0, **changes: Any) -> Transaction:
    fields: dict[str, Any] = {
        "amount": Amount.of("10.50", "EUR"),
        "creditor": Party("Creditor BV", PostalAddress(country="NL")),
        "creditor_account": Account(iban=CREDITOR_IBAN, currency="EUR"),
        "end_to_end_id": f"E2E-{info + 1}-{index + 1}",
        "remittance": Remittance(unstructured=("Invoice 2024-17",)),
        "origin": transaction_origin(info, index),
    }
    fields.update(changes)
    return Transaction(**fields)


def model_info(index: int = 0, **changes: Any) -> PaymentInfo:
    fields: dict[str, Any] = {
        "payment_info_id": f"PMT-{index + 1}",
        "debtor": Party("Debtor GmbH", PostalAddress(country="DE")),
        "debtor_account": Account(iban=DEBTOR_IBAN, currency="EUR"),
        "debtor_agent": FinancialInstitution(bic="COBADEFFXXX"),
        "requested_execution_date": TODAY,
        "origin": payment_info_origin(index),
    }
    fields.update(changes)
    return PaymentInfo(**fields)


def model_events(
    infos: list[tuple[PaymentInfo, list[Transaction]]] | None = None,
    header: GroupHeader | None = None,
    source_format: str = "xml",
    psu_id: str | None = None,
) -> list[Event]:
    if infos is None:
        infos = [(model_info(), [model_tx()])]
    events: list[Event] = [
        DocumentStart(source_format, None, psu_id),  # type: ignore[arg-type]
        header or GroupHeader(message_id="MSG-1", origin=group_origin()),
    ]
    for info, txs in infos:
        events.append(info)
        events.extend(txs)
        events.append(EndOfPaymentInfo(info))
    return events


def model_findings(events: list[Event], **engine_kw: Any) -> list[Finding]:
    engine_kw.setdefault("today", TODAY)
    return list(RuleEngine(**engine_kw).findings(events))
