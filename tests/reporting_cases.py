"""Hand-made findings shared by the reporter tests (not a test module)."""

from __future__ import annotations

from pain_bridge.findings import Finding, Severity
from pain_bridge.reporting import FileResult

TX = "/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[2]"

IBAN = Finding(
    "iban.checksum",
    Severity.ERROR,
    "IBAN 'DE88370400440532013000' fails its mod-97 check",
    line=42,
    column=13,
    xpath=f"{TX}/CdtrAcct/Id/IBAN",
    pointer="/payment_info/0/transactions/1/creditor_account/identification/iban",
)
PAST = Finding(
    "date.past",
    Severity.WARNING,
    "ReqdExctnDt 2020-01-02 lies before today (2024-05-01)",
    line=9,
    xpath="/Document/CstmrCdtTrfInitn/PmtInf[1]/ReqdExctnDt",
)
INFERRED = Finding(
    "map.inferred",
    Severity.INFO,
    "txs_no inferred from NbOfTxs",
    line=5,
    column=7,
    xpath="/Document/CstmrCdtTrfInitn/GrpHdr/NbOfTxs",
    pointer="/txs_no",
)
SHAPE = Finding(
    "json.schema",
    Severity.ERROR,
    "amount must be an object, not a number",
    pointer="/payment_info/0/transactions/0/amount",
)
NAMESPACE = Finding("xml.namespace", Severity.ERROR, "root is pain.001.001.09, not pain.001.001.03")

XML_RESULT = FileResult("payments/batch.xml", (IBAN, PAST, INFERRED))
JSON_RESULT = FileResult("intent.json", (SHAPE,))
OTHER_RESULT = FileResult("v9.xml", (NAMESPACE,))
CLEAN_RESULT = FileResult("clean.xml", ())
ALL = [XML_RESULT, JSON_RESULT, OTHER_RESULT, CLEAN_RESULT]
