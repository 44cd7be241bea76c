"""pain_bridge: ISO 20022 pain.001 ⇄ PSD2 payment initiation.

Read and write pain.001 XML (every version, pain.001.001.03 to .13), convert it to and
from the ``data`` of the payment initiation service's ``payment_intent`` step, validate
both with findings that carry stable codes and exact locations, and submit payments
through a gateway.
"""

from __future__ import annotations

#: The package's version: the one place it is written (``pyproject.toml`` reads it from
#: here, and ``pain2pis --version`` prints it).
__version__ = "0.1.0"

# The package's classes are dataclasses: their methods come compiled from the package
# (pain_bridge.dataclass_code), not compiled anew at each start, and a class of the package
# is made without writing its methods' texts at all (pain_bridge.dataclass_setup).
# Imported with the collector paused, and left as it was: what this imports (dataclasses,
# inspect, typing, re ...) made the collector run some ten times, to free nothing.
import gc as _gc

_collecting = _gc.isenabled()
_gc.disable()
try:
    from pain_bridge.dataclass_code import install as _install
    from pain_bridge.dataclass_setup import install as _install_setup

    _install()
    _install_setup()
finally:
    if _collecting:
        _gc.enable()
