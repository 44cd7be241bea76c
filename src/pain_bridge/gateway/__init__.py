"""The gateway: submit payment intents to the payment initiation service, durably.

==========================  ==========================================================
module                      what it holds
==========================  ==========================================================
:mod:`.client`              :class:`GatewayClient` / :class:`AsyncGatewayClient`, their
                            :class:`GatewaySettings` and typed answers
:mod:`.errors`              the exception tree (drawn in its docstring)
:mod:`.retry`               :func:`~.retry.decide`: the one place deciding retries
:mod:`.journal`             the :class:`Journal` of every intent and its history, with
                            claims; :mod:`.journal_stores`: SQLite or PostgreSQL
:mod:`.submit`              the durable batch: prepare, plan, claim, send, settle
:mod:`.submission`          :class:`Submission`: one file's whole journey, driven by
                            ``pain2pis submit``, the demo and library users
:mod:`.signing`             signed requests (``/v1s``): a JWS over each body sent
:mod:`.listen`              the loopback catcher of customers' returns (``--listen``)
:mod:`.credentials`         keys from the environment or the configuration file
==========================  ==========================================================

>>> from pain_bridge.gateway import GatewayClient, GatewaySettings   # doctest: +SKIP
>>> with GatewayClient(GatewaySettings(url, client_id=…, client_app_key=…,
...                                    client_secret=…)) as client:  # doctest: +SKIP
...     session, link = client.create_and_submit("user-1", skill, data)
"""

from __future__ import annotations

from pain_bridge.gateway.client import (
    AsyncGatewayClient,
    GatewayClient,
    GatewaySettings,
    Payment,
    ScaLink,
    Session,
    TokenGrant,
)
from pain_bridge.gateway.errors import (
    ConnectFailed,
    ExternalApiError,
    GatewayError,
    InternalError,
    InvalidRequest,
    MalformedResponse,
    NotFound,
    OutcomeUnknown,
    RateLimited,
    ResponseLost,
    ServiceError,
    SignatureReplayed,
    TransportError,
    Unauthorized,
)
from pain_bridge.gateway.journal import Journal, JournalMissing, JournalUnavailable, State
from pain_bridge.gateway.retry import Operation, RetryPolicy, decide

__all__ = [
    "AsyncGatewayClient",
    "ConnectFailed",
    "ExternalApiError",
    "GatewayClient",
    "GatewayError",
    "GatewaySettings",
    "InternalError",
    "InvalidRequest",
    "Journal",
    "JournalMissing",
    "JournalUnavailable",
    "MalformedResponse",
    "NotFound",
    "Operation",
    "OutcomeUnknown",
    "Payment",
    "RateLimited",
    "ResponseLost",
    "RetryPolicy",
    "ScaLink",
    "ServiceError",
    "Session",
    "SignatureReplayed",
    "State",
    "TokenGrant",
    "TransportError",
    "Unauthorized",
    "decide",
]
