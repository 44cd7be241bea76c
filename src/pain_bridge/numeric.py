"""Numbers read from input text, bounded: no conversion Python refuses, none that takes
unbounded time, and none that a message cannot print.

Input can hold a count of 5,000 digits (``int()`` refuses more than 4,300 digits of text,
and ``str()`` of such an int too) or an amount of ``1e999999999`` (exact as a
:class:`~decimal.Decimal`, but a billion digits as an ``int``). So:

- :func:`count` reads a count (``NbOfTxs``, ``OrgnlNbOfTxs``: ``Max15NumericText``) as an
  int only when it is 1 to 15 ASCII digits;
- :func:`decimal` reads a decimal only when its digits are bounded;
- :func:`json_int` and :func:`json_decimal` are ``json.loads``'s ``parse_int`` and
  ``parse_float``: an integer of more digits than any count has stays an exact Decimal,
  for the shape check to refuse at its place, and a number beyond any Decimal is
  :class:`OutOfRange`;
- :func:`shown` prints a number (or its text) for a message, clipped when long, and
  :func:`shown_quoted` the values a schema's message quotes.

>>> count(" 12 "), count("1" * 16), count("١٢"), count("²")
(12, None, None, None)
>>> decimal("10.50"), decimal("1e999999999"), decimal("9" * 5000)
(Decimal('10.50'), None, None)
>>> json_int("7"), json_int("9" * 16)
(7, Decimal('9999999999999999'))
>>> shown("9" * 5000)
'99999999999999999999…999999999 (5000 digits)'
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final

__all__ = [
    "COUNT_DIGITS",
    "DECIMAL_DIGITS",
    "MAX_COUNT",
    "OutOfRange",
    "count",
    "decimal",
    "json_decimal",
    "json_int",
    "shown",
    "shown_quoted",
]

#: The digits of a count: ``Max15NumericText`` is ``[0-9]{1,15}``.
COUNT_DIGITS: Final = 15
#: The largest count there is.
MAX_COUNT: Final = 10**COUNT_DIGITS - 1
#: The most digits before (and after) the point of a decimal read as one: the schemas
#: allow 18 in all (``totalDigits``); more is a schema violation, not a value to print.
DECIMAL_DIGITS: Final = 40
_COUNT: Final = re.compile(rf"[0-9]{{1,{COUNT_DIGITS}}}")
_SHOWN: Final = 30


def count(text: str | None) -> int | None:
    """The count ``text`` holds (1 to 15 ASCII digits, spaces around), or None."""
    if text is None:
        return None
    text = text.strip()
    return int(text) if _COUNT.fullmatch(text) else None


def decimal(text: str | None) -> Decimal | None:
    """The decimal ``text`` holds (ASCII, finite), or None; None too when it has more than
    :data:`DECIMAL_DIGITS` digits before or after the point, so that writing it out
    (``format(value, "f")``) stays short: ``1e999999999`` is a billion digits."""
    if text is None or not text.isascii():
        return None
    try:
        value = Decimal(text.strip())
    except InvalidOperation:
        return None
    if not value.is_finite() or value.adjusted() >= DECIMAL_DIGITS:
        return None
    exponent = value.as_tuple().exponent
    return value if isinstance(exponent, int) and exponent >= -DECIMAL_DIGITS else None


class OutOfRange(ValueError):
    """A number beyond any Decimal (an exponent of 19 digits or more); ``text`` is it."""

    def __init__(self, text: str) -> None:
        super().__init__(f"the number {shown(text)} is beyond any decimal")
        self.text = text


def json_int(text: str) -> int | Decimal:
    """An integer of JSON text (``json.loads``'s ``parse_int``): an int up to 15 digits,
    else an exact Decimal, which the shape check refuses as no count (``int()`` would
    raise beyond 4,300 digits)."""
    digits = len(text) - text.startswith("-")
    return int(text) if digits <= COUNT_DIGITS else Decimal(text)


def json_decimal(text: str) -> Decimal:
    """A number with a fraction or an exponent of JSON text (``parse_float``): an exact
    Decimal; raises :class:`OutOfRange` for ``1e99999999999999999999``."""
    try:
        return Decimal(text)
    except InvalidOperation as exc:
        raise OutOfRange(text) from exc


def shown(value: object) -> str:
    """``value`` as a message shows it: its text, clipped in the middle when long."""
    try:
        text = str(value)
    except ValueError:  # an int of more digits than str() converts
        return "a number of more than 4300 digits"
    if len(text) <= _SHOWN:
        return text
    unit = "digits" if text.isdigit() else "characters"
    return f"{text[:20]}…{text[-9:]} ({len(text)} {unit})"


#: A long value a schema's message quotes: ``… The value '999…' is not accepted …``.
_LONG_QUOTED: Final = re.compile(r"(?:(?<=The value ')|(?<=: '))([^']{81,})'")


def shown_quoted(message: str) -> str:
    """``message`` (a schema's, which quotes the value it refuses) with each long quoted
    value :func:`shown` clipped."""
    return _LONG_QUOTED.sub(lambda match: f"{shown(match[1])}'", message)
