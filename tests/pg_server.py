"""The PostgreSQL server of the tests (:mod:`pain_bridge.testing.postgres`): one per
session; each test asking for :func:`postgres_journal` gets a database of its own.

Where the machine has no server binaries, those tests skip with a loud reason, except in
CI (``CI`` set), where they fail: there the PostgreSQL tests must run (``.ci/run``
installs the binaries where they are missing).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from pain_bridge.testing.postgres import PostgresServer, server_binaries, throwaway_postgres


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    if server_binaries() is None:
        reason = "no PostgreSQL server binaries (initdb) on this machine"
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the PostgreSQL tests: {reason}")
        pytest.skip(f"SKIPPED LOUDLY: {reason}; install postgresql to run them")
    with throwaway_postgres() as server:
        yield server


@pytest.fixture
def postgres_journal(postgres_server: PostgresServer) -> str:
    """The URL of a fresh database on the session's server."""
    return postgres_server.database()
