"""The mapping between pain.001.001.03 and the payment intent ``data`` JSON.

- :func:`load_json`, :func:`iter_json_events`: JSON → model events (``json.*`` findings);
- :func:`write_json_events`, :func:`message_to_data`: model → JSON;
- :func:`iter_mapping_findings`: the ``map.*`` findings of a stream (rule ``map``);
- :func:`split_address`, :func:`join_address`: the address rules.

Model → XML is :func:`pain_bridge.writer.write_xml`. The contract is the shared
specification's ``mapping.md``.
"""

from __future__ import annotations

from pain_bridge.mapping.addresses import join_address, split_address
from pain_bridge.mapping.checks import MappingChecker, iter_mapping_findings
from pain_bridge.mapping.from_json import iter_json_events, load_json
from pain_bridge.mapping.to_json import message_to_data, write_json_events

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
