"""What a file is for: the service, a bank under its scheme, or both. (A file's purpose,
not a payment's: that is ``Purp``, :attr:`pain_bridge.model.Transaction.purpose`.)

The payment initiation service takes less than a bank does (IBAN-only accounts,
transfers only, immediate execution: :mod:`pain_bridge.mapping.checks`), and converting
to its JSON loses what it cannot carry (``map.dropped``, ``map.inferred``). Those
findings concern a file headed for the service; for a file headed for a bank they are
noise. ``validate --for`` says which:

- ``service`` (the default, as before): the service's limits are errors, the loss report
  is given; a scheme applies only when chosen (``--scheme``, configuration, skill);
- ``bank``: neither the service's limits (every code of
  :data:`~pain_bridge.findings.SERVICE_CODES`: the ``map`` checks, the one remittance
  line, a skill's on-boarding) nor the loss report; the scheme is detected from the file
  unless chosen (a skill named only chooses it);
- ``both``: everything: the service's limits, the loss report and the detected scheme.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Purpose"]


class Purpose(StrEnum):
    """What a file is for."""

    SERVICE = "service"
    BANK = "bank"
    BOTH = "both"

    @classmethod
    def of(cls, value: Purpose | str) -> Purpose:
        """``value`` as a purpose: the enum or its name (``"bank"``); anything else
        raises ``ValueError`` naming the purposes there are."""
        try:
            return cls(value)
        except ValueError:
            names = ", ".join(p.value for p in cls)
            raise ValueError(f"{value!r} is not a purpose; one of {names}") from None

    @property
    def for_service(self) -> bool:
        """The service's limits and the JSON loss report apply."""
        return self is not Purpose.BANK

    @property
    def for_bank(self) -> bool:
        """A bank's scheme applies: detected from the file unless chosen."""
        return self is not Purpose.SERVICE
