"""Schema-driven fuzzing of ``pain2pis serve`` with schemathesis, against its own
``/openapi.json``: no 5xx, statuses, media types and bodies as documented, and every
error an RFC 9457 problem with a stable code.

Bounded: a few dozen generated requests per operation, positive and negative.
"""

from __future__ import annotations

import warnings
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

with warnings.catch_warnings():  # schemathesis drives the app through starlette's TestClient
    warnings.simplefilter("ignore")
    import schemathesis
    from schemathesis.checks import not_a_server_error
    from schemathesis.specs.openapi.checks import (
        content_type_conformance,
        response_schema_conformance,
        status_code_conformance,
    )

from pain_bridge.serve.app import create_app
from pain_bridge.serve.problems import CODES, MEDIA_TYPE
from pain_bridge.serve.settings import ServeOptions, resolve

pytestmark = [
    pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`"),
    pytest.mark.timeout(240),
]

APP = create_app(resolve(ServeOptions(max_bytes=100_000)))
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)


def problem_shape(ctx: Any, response: Any, case: Any) -> bool:
    """Every error answer is a problem whose status is the answer's."""
    if response.status_code < 400:
        return True
    assert response.headers["content-type"][0] == MEDIA_TYPE, response.headers
    body = response.json()
    assert body["status"] == response.status_code, body
    assert CODES[body["code"]][0] == response.status_code, body
    assert "Traceback" not in response.text
    return True


@schema.parametrize()
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck), database=None)
def test_fuzz_the_api(case: Any) -> None:
    case.call_and_validate(
        checks=[
            not_a_server_error,
            status_code_conformance,
            content_type_conformance,
            response_schema_conformance,
            problem_shape,
        ]
    )
