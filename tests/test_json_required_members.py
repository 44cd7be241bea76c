"""JSON → XML never writes what the way back cannot read: a payment intent missing any
member is either refused with an error at that member's JSON Pointer (and nothing
written), or written as schema-valid pain.001 that converts back without errors.

Generated intents (the exported Hypothesis strategies) lose each member in turn.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings

from pain_bridge.cli import main
from pain_bridge.convert import convert
from pain_bridge.mapping.to_json import message_to_data
from pain_bridge.testing.strategies import messages

REDIRECT = "https://app.example/back"
GATEWAY = Path(__file__).resolve().parents[1] / "fixtures" / "gateway"


def _members(value: Any, pointer: str = "") -> Iterator[tuple[str, list[str | int]]]:
    """Every member below ``payment_info`` as (JSON Pointer, path of keys)."""
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _at(f"{pointer}/{key}", [key], child)
    elif isinstance(value, list):
        for i, child in enumerate(value):
            yield from _at(f"{pointer}/{i}", [i], child, member=False)


def _at(
    pointer: str, path: list[str | int], child: Any, *, member: bool = True
) -> Iterator[tuple[str, list[str | int]]]:
    if member:
        yield pointer, path
    for sub, rest in _members(child, pointer):
        yield sub, path + rest


def _without(data: dict[str, Any], path: list[str | int]) -> dict[str, Any]:
    out = copy.deepcopy(data)
    node: Any = out
    for step in path[:-1]:
        node = node[step]
    del node[path[-1]]
    return out


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(messages(max_payment_infos=2, max_transactions=2))
def test_each_missing_member_is_an_error_at_its_pointer_or_round_trips(message: Any) -> None:
    data = message_to_data(message, psu_redirect_link=REDIRECT)
    members = [
        (pointer, path)
        for pointer, path in _members(data)
        if pointer.startswith("/payment_info/") or pointer == "/payment_info"
    ]
    for pointer, path in members:
        damaged = _without(data, path)
        result = convert(damaged, to="xml")
        if not result.ok:
            assert not result.written
            assert result.output is None
            pointers = [f.pointer or "" for f in result.errors]
            assert any(pointer.startswith(p) or p.startswith(pointer) for p in pointers), (
                pointer,
                [(f.code, f.pointer, f.message) for f in result.errors],
            )
            continue
        assert result.output is not None  # validated against the XSD before it is returned
        back = convert(result.output, to="json", psu_redirect_link=REDIRECT)
        assert back.ok, (pointer, [(f.code, f.xpath, f.message) for f in back.errors])


def test_cli_refuses_an_intent_without_creditor(tmp_path: Path) -> None:
    data = json.loads((GATEWAY / "three.json").read_text())
    del data["payment_info"][0]["transactions"][0]["creditor"]
    source = tmp_path / "intent.json"
    source.write_text(json.dumps(data))
    out = tmp_path / "out.xml"
    result = CliRunner().invoke(main, ["convert", str(source), "-o", str(out)])
    assert result.exit_code == 1
    assert "/payment_info/0/transactions/0/creditor" in result.output
    assert not out.exists()
    assert list(tmp_path.iterdir()) == [source]  # no partial or temporary file left
