"""Fixtures of the sandbox tests: an in-process sandbox on a manual clock.

Registered for every test module by ``conftest.py`` (``pytest_plugins``); a module that
needs another set-up defines its own fixture of the same name, which wins.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from starlette.applications import Starlette

from pain_bridge.sandbox.app import create_app
from pain_bridge.sandbox.service import ManualClock
from sandbox_flow import START, Flow, TestClient, sandbox_client, settings


@pytest.fixture
def clock() -> ManualClock:
    """The sandbox's clock, starting at ``START``; tests advance it by hand."""
    return ManualClock(START)


@pytest.fixture
def app(clock: ManualClock) -> Iterator[Starlette]:
    """The sandbox app with the demo and ACME tenants, on ``clock``."""
    application = create_app(settings(clock))
    yield application
    application.state.service.close()


@pytest.fixture
def client(app: Starlette) -> Iterator[TestClient]:
    """An in-process HTTP client whose base URL is the sandbox's ``/v1``."""
    with sandbox_client(app) as client:
        yield client


@pytest.fixture
def flow(client: TestClient) -> Flow:
    """The demo tenant's flow helper over ``client``."""
    return Flow(client)
