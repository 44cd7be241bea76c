"""The gateway: submit payment intents to the payment initiation service, durably.

==========================  ==========================================================
module                      what it holds
==========================  ==========================================================
:mod:`.client`              :class:`GatewayClient` / :class:`AsyncGatewayClient`, their
                            :class:`GatewaySettings` and typed answers
:mod:`.errors`              the exception tree (drawn in its docstring)
:mod:`.retry`               :func:`~.retry.decide`: the one place deciding retries
:mod:`.journal`             the SQLite :class:`Journal` of every intent and its history
:mod:`.submit`              the durable batch behind ``pain2pis submit``
:mod:`.listen`              the loopback catcher of customers' returns (``--listen``)
:mod:`.credentials`         keys from the environment or the configuration file
:mod:`.customer`            a simulated customer for the sandbox's bank page
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
    TransportError,
    Unauthorized,
)
from pain_bridge.gateway.journal import Journal, State
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
    "State",
    "TokenGrant",
    "TransportError",
    "Unauthorized",
    "decide",
]
