"""Schema-driven fuzzing of the sandbox with schemathesis, against its own openapi.json.

Bounded: a few dozen generated requests per operation, positive and negative (bodies
that break the schema), no deadline. Asserts no 5xx, responses as documented, and every
non-2xx answer of the ``/v1`` interface in the §7 error shape.
"""

from __future__ import annotations

import uuid
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
        negative_data_rejection,
        response_schema_conformance,
        status_code_conformance,
    )

from pain_bridge.sandbox import create_app

pytestmark = [
    pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`"),
    pytest.mark.timeout(240),
]

APP = create_app()
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)

ERROR_FIELDS = {"id": str, "type": str, "http": int, "code": str, "message": str}


def section_7_error_shape(ctx: Any, response: Any, case: Any) -> bool:
    """Every error answer is the §7 body, with ``http`` equal to the status."""
    if response.status_code < 300 or response.status_code in (303,):
        return True
    body = response.json()
    assert isinstance(body, dict), f"error body is not an object: {response.text[:200]}"
    for name, kind in ERROR_FIELDS.items():
        assert isinstance(body.get(name), kind), f"error body lacks {name}: {body}"
    assert body["http"] == response.status_code, body
    uuid.UUID(body["id"])
    assert "Traceback" not in response.text
    return True


@schema.parametrize()
@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    database=None,
)
def test_fuzz_the_interface(case: Any) -> None:
    case.call_and_validate(
        checks=[
            not_a_server_error,
            status_code_conformance,
            content_type_conformance,
            response_schema_conformance,
            negative_data_rejection,
            section_7_error_shape,
        ]
    )


# ---------------------------------------------- payment data fuzzing behind a real session
from hypothesis import event, given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from sandbox_flow import Flow, payment_data, sandbox_client  # noqa: E402

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(["", "EUR", "666.66", "1e5", "-1", "0.001", "DE89370400440532013000"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


def _mutate(data: dict[str, Any], path: tuple[Any, ...], new: Any, delete: bool) -> None:
    parent: Any = data
    for key in path[:-1]:
        parent = parent[key]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = new


FUZZ_APP = create_app()
BASE = payment_data()
PATHS = _paths(BASE)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(
    mutations=st.lists(
        st.tuples(st.sampled_from(PATHS), JSON, st.booleans()), min_size=1, max_size=3
    )
)
def test_fuzz_payment_data_behind_a_valid_session(
    mutations: list[tuple[tuple[Any, ...], Any, bool]],
) -> None:
    data = payment_data()
    for path, new, delete in mutations:
        try:
            _mutate(data, path, new, delete)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier mutation removed or replaced this path
    with sandbox_client(FUZZ_APP) as client:
        flow = Flow(client)
        response = flow.submit(flow.session(), data)
        assert response.status_code in (200, 400, 429), response.text
        event(f"HTTP {response.status_code}")
        if response.status_code != 200:
            section_7_error_shape(None, response, None)
            return
        page = client.get(response.json()["data"]["url"])
        assert page.status_code == 200, page.text
        assert "<script" not in page.text.lower()
