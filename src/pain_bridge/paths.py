"""The origins of model nodes: where a node is in the XML and in the JSON ``data``.

Each origin carries the layout of its message version (the field table of
:mod:`pain_bridge.fields`), which turns a field's path into its JSON Pointer.

>>> transaction_origin(1, 6).pointer
'/payment_info/1/transactions/6'
>>> transaction_origin(0, 0).at("CdtrAcct/Id/IBAN").pointer
'/payment_info/0/transactions/0/creditor_account/identification/iban'
>>> from pain_bridge.versions import PainVersion
>>> transaction_origin(0, 0, version=PainVersion.V09).at("CdtrAgt/FinInstnId/BIC").xpath
'/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]/CdtrAgt/FinInstnId/BICFI'
"""

from __future__ import annotations

from collections.abc import Mapping

from pain_bridge.fields import node_table
from pain_bridge.model import ROOT_XPATH, Origin
from pain_bridge.versions import PainVersion

V03 = PainVersion.V03


def group_origin(
    line: int | None = None,
    field_lines: Mapping[str, int] | None = None,
    *,
    version: PainVersion = V03,
) -> Origin:
    """Origin of the group header."""
    return Origin(
        "group_header",
        f"{ROOT_XPATH}/GrpHdr",
        "/group_header",
        line,
        field_lines or {},
        node_table(version, "group_header"),
    )


def payment_info_origin(
    index: int,
    line: int | None = None,
    field_lines: Mapping[str, int] | None = None,
    *,
    version: PainVersion = V03,
) -> Origin:
    """Origin of the ``index``-th (0-based) payment info."""
    return Origin(
        "payment_info",
        f"{ROOT_XPATH}/PmtInf[{index + 1}]",
        f"/payment_info/{index}",
        line,
        field_lines or {},
        node_table(version, "payment_info"),
    )


def transaction_origin(
    info_index: int,
    index: int,
    line: int | None = None,
    field_lines: Mapping[str, int] | None = None,
    *,
    version: PainVersion = V03,
) -> Origin:
    """Origin of the ``index``-th transaction of the ``info_index``-th payment info (0-based)."""
    return Origin(
        "transaction",
        f"{ROOT_XPATH}/PmtInf[{info_index + 1}]/CdtTrfTxInf[{index + 1}]",
        f"/payment_info/{info_index}/transactions/{index}",
        line,
        field_lines or {},
        node_table(version, "transaction"),
    )
