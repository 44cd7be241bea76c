"""The types of the values on the command line: each number finite and in its range, each
piece of text valid Unicode; anything else is a usage error (exit 2) naming the option.

click's own ``float`` takes ``nan``, ``inf`` and ``1e309`` (which is ``inf``), and its
ranges let ``nan`` through (every comparison with it is false): ``status --watch
--interval nan`` ended in a traceback and ``--timeout nan`` never returned. Every numeric
option of every command takes one of the types here (a test walks the parser to hold
them to it), so the commands can trust what they are given:

- :class:`Count`: a whole number with a lower bound (and an upper one where the command
  has a limit);
- :class:`Seconds`: a duration, finite and between two bounds.

A pain.001 version is a :class:`VersionName`: ``09``, ``9`` or ``pain.001.001.09`` alike,
as the library's :meth:`~pain_bridge.versions.PainVersion.parse` takes them.

On Linux the bytes of an argument that are not UTF-8 arrive as lone surrogates
(``surrogateescape``): fine in a file name, but a URL, an id or a token is sent to the
service or stored as text, and such a string cannot be encoded. Every option that is not
a path or a choice is :class:`Text`, which refuses them.

>>> Seconds(0.01, 30).convert("2.5", None, None)
2.5
>>> Seconds(0.01, 30).convert("nan", None, None)
Traceback (most recent call last):
click.exceptions.BadParameter: 'nan' is not a finite number of seconds.
>>> Text("an id").convert("M\\udce4rz", None, None)
Traceback (most recent call last):
click.exceptions.BadParameter: an id must be text: 'M\\xe4rz' has bytes that are not UTF-8
"""

from __future__ import annotations

import math
from typing import Any

import click

from pain_bridge.osnames import display_name
from pain_bridge.versions import PainVersion

__all__ = ["WEEK", "Count", "Seconds", "Text", "VersionName"]

#: The longest wait any option takes, in seconds: a week (longer is a mistake, and
#: Python's waits on a lock or a queue refuse some 300 years).
WEEK = 7 * 24 * 3600


class Count(click.IntRange):
    """A whole number from ``min`` (to ``max``, when given). Digits only: ``1e3`` and
    ``nan`` are no counts, and a number of thousands of digits is refused by its length
    before Python is asked to read it."""

    name = "integer"

    def __init__(self, min: int, max: int | None = None) -> None:
        super().__init__(min=min, max=max)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str):
            digits = value.strip().lstrip("+-")
            if not digits.isascii() or not digits.isdigit():
                self.fail(f"{value!r} is not a whole number.", param, ctx)
            if len(digits) > 30:  # far past any bound, and int() reads at most 4300 digits
                where = self._describe_range()
                message = f"a number of {len(digits)} digits is not in the range {where}."
                self.fail(message, param, ctx)
        return super().convert(value, param, ctx)


class Seconds(click.FloatRange):
    """A duration in seconds: a finite number from ``min`` to ``max`` (``min_open``: more
    than ``min``)."""

    name = "seconds"

    def __init__(self, min: float, max: float = WEEK, *, min_open: bool = False) -> None:
        super().__init__(min=min, max=max, min_open=min_open)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            number = float(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not a number of seconds.", param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value!r} is not a finite number of seconds.", param, ctx)
        return super().convert(number, param, ctx)


class Text(click.types.StringParamType):
    """A string that is text: its bytes were UTF-8. ``what`` names it in the message
    (``a URL``, ``a PSU id``)."""

    def __init__(self, what: str = "the value") -> None:
        self.what = what

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        text = super().convert(value, param, ctx)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            self.fail(
                f"{self.what} must be text: '{display_name(text)}' has bytes that are not UTF-8",
                param,
                ctx,
            )
        return text


class VersionName(click.Choice):  # type: ignore[type-arg]
    """A pain.001 version written here, named as the library takes it (``9``, ``09``,
    ``001.09``, ``pain.001.001.09``); the value is its short name (``09``). The help lists
    the short names, as a choice does.

    >>> VersionName().convert("9", None, None)
    '09'
    """

    def __init__(self) -> None:
        super().__init__([v.short for v in PainVersion if v.writable])

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            version = PainVersion.parse(str(value))
        except ValueError:
            return super().convert(value, param, ctx)  # click's own message, naming the choices
        return super().convert(version.short, param, ctx)
