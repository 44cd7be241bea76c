"""The text of a model value as an element holds it: what the writer writes
(:mod:`pain_bridge.writer.plan`) and what a guideline's rules compare
(:mod:`pain_bridge.guideline.values`).

Here, below both, so that a guideline reads the texts without importing the writer
(with its envelope, hashing and atomic files: some 15 ms of a validate's start-up).
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from typing import Any

from pain_bridge.fields.row import ValueType

__all__ = ["value_text", "year_text"]

#: A bare ``ISOYear`` (``2025``, ``2025Z``): the year and its time zone.
_YEAR = re.compile(r"\s*(-?\d{4,})(Z|[+-]\d{2}:\d{2})?\s*")
#: An ``ISODate`` (``2025-03-04``): its year and its time zone.
_DATE = re.compile(r"\s*(-?\d{4,})-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})?\s*")


def year_text(text: str, kind: ValueType) -> str:
    """The text of a year (a tax period's ``Yr``) as ``kind`` wants it, whichever of the
    two forms the model kept: a bare year becomes the first day of that year where the
    target has an ``ISODate`` (:attr:`ValueType.YEAR_DATE`), a date its year where it
    has an ``ISOYear`` (:attr:`ValueType.YEAR`); any other text is written as it is.

    >>> year_text("2025", ValueType.YEAR_DATE), year_text("2025-03-04", ValueType.YEAR)
    ('2025-01-01', '2025')
    >>> year_text("2025-03-04", ValueType.YEAR_DATE), year_text("2025", ValueType.YEAR)
    ('2025-03-04', '2025')
    """
    pattern = _YEAR if kind is ValueType.YEAR_DATE else _DATE
    match = pattern.fullmatch(text)
    if match is None:
        return text
    year, zone = match[1], match[2] or ""
    return f"{year}-01-01{zone}" if kind is ValueType.YEAR_DATE else f"{year}{zone}"


def value_text(value: Any, kind: ValueType) -> str:
    """The text the writer writes for a model ``value`` of an element of type ``kind``
    (a boolean ``true``, a date with its zone, a decimal without exponent)."""
    if kind in (ValueType.YEAR, ValueType.YEAR_DATE):
        return year_text(str(value), kind)
    if kind is ValueType.BOOL:
        return "true" if value else "false"
    if kind is ValueType.DATE:  # with the time zone it was read with, if any
        assert isinstance(value, date)
        return value.isoformat() + getattr(value, "zone", "")
    if kind is ValueType.DECIMAL:
        assert isinstance(value, Decimal)
        return format(value, "f")
    return str(value)
