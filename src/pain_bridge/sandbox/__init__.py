"""The sandbox: the payment initiation service interface implemented locally, with a
simulated bank, for building and testing tenant apps without credentials.

>>> from pain_bridge.sandbox import running_sandbox
>>> with running_sandbox() as base_url:        # doctest: +SKIP
...     ...                                      # http://127.0.0.1:<port>/v1

``pain2pis sandbox`` serves it from the command line. The test triggers (amounts and
names that make the bank refuse, fail, dawdle or stumble) are in ``TRIGGERS.md``.
"""

from __future__ import annotations

from pain_bridge.sandbox.app import create_app
from pain_bridge.sandbox.server import running_sandbox
from pain_bridge.sandbox.service import ManualClock, SandboxService, SandboxSettings
from pain_bridge.sandbox.tenants import (
    DEMO_CLIENT_APP_KEY,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
    Tenant,
    load_tenants,
)

__all__ = [
    "DEMO_CLIENT_APP_KEY",
    "DEMO_CLIENT_ID",
    "DEMO_CLIENT_SECRET",
    "ManualClock",
    "SandboxService",
    "SandboxSettings",
    "Tenant",
    "create_app",
    "load_tenants",
    "running_sandbox",
]
