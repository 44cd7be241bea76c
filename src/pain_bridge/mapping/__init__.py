"""The mapping between pain.001.001.03 and the payment intent ``data`` JSON.

- :func:`load_json`, :func:`iter_json_events`: JSON → model events (``json.*`` findings);
- :func:`write_json_events`, :func:`message_to_data`: model → JSON;
- :func:`iter_mapping_findings`: the ``map.*`` findings of a stream (rule ``map``);
- :func:`split_address`, :func:`join_address`: the address rules.

Model → XML is :func:`pain_bridge.writer.write_xml`. The contract is the shared
specification's ``mapping.md``.

The names are imported on first use (:func:`__getattr__`): :mod:`pain_bridge.postal`
needs only :mod:`~pain_bridge.mapping.addresses`, and importing this package for it must
not cost a ``validate`` of an XML file the JSON reader and writer (issue 36 item 5,
start-up).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pain_bridge.mapping.addresses import join_address, split_address
    from pain_bridge.mapping.checks import MappingChecker, iter_mapping_findings
    from pain_bridge.mapping.from_json import iter_json_events, load_json
    from pain_bridge.mapping.to_json import message_to_data, write_json_events

#: Each name of the package, to the module that defines it.
_HOMES = {
    "MappingChecker": "checks",
    "iter_json_events": "from_json",
    "iter_mapping_findings": "checks",
    "join_address": "addresses",
    "load_json": "from_json",
    "message_to_data": "to_json",
    "split_address": "addresses",
    "write_json_events": "to_json",
}

__all__ = [
    "MappingChecker",
    "iter_json_events",
    "iter_mapping_findings",
    "join_address",
    "load_json",
    "message_to_data",
    "split_address",
    "write_json_events",
]


def __getattr__(name: str) -> Any:
    """A name of :data:`__all__`, imported from its module when first asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
