"""pain.002 Customer Payment Status Reports: written from what the service says, and
read from the banks' own.

>>> from pain_bridge.status_report import reports_from_journal, write_report
>>> # for report in reports_from_journal(journal.all()).reports:
>>> #     write_report(report, f"{report.original_message_id}.pain.002.xml")

- :mod:`.statuses`: the one table from service and journal states to ISO statuses;
- :mod:`.model`: the report as data; :mod:`.from_journal`: reports from the journal;
- :mod:`.reason_codes`: the ISO names of reason codes (``AC01`` → ``IncorrectAccountNumber``);
- :mod:`.status_codes`: the status code sets a report's statuses are held to;
- :mod:`.vop_codes`: the Verification of Payee outcomes, their names and meanings;
- :mod:`.editions`: the versions read, each as its difference from a neighbour;
  :mod:`.guess`: the version of a report without a namespace, from its structure;
- :mod:`.writer`: pain.002.001.03, schema-valid or nothing; :mod:`.reader`: a bank's file.
"""

from __future__ import annotations

from pain_bridge.status_report.from_journal import Reports, reports_from_journal
from pain_bridge.status_report.model import (
    OriginalPaymentInfo,
    Reason,
    StatusCount,
    StatusReport,
    TransactionStatus,
    Verification,
)
from pain_bridge.status_report.reader import ReadReport, read_report
from pain_bridge.status_report.reason_codes import REASON_NAMES, reason_name
from pain_bridge.status_report.statuses import ROWS, IsoStatus, group_status, translate
from pain_bridge.status_report.writer import ReportError, report_bytes, write_report

__all__ = [
    "REASON_NAMES",
    "ROWS",
    "IsoStatus",
    "OriginalPaymentInfo",
    "ReadReport",
    "Reason",
    "ReportError",
    "Reports",
    "StatusCount",
    "StatusReport",
    "TransactionStatus",
    "Verification",
    "group_status",
    "read_report",
    "reason_name",
    "report_bytes",
    "reports_from_journal",
    "translate",
    "write_report",
]
