"""One function per set of transaction rules that tells which of them may find something.

A clean transaction is the common case, and most of a scheme's rules find nothing in
it; running each rule's check to learn that costs a call, a generator and the check's
own walk per rule per transaction. Each transaction check gives instead its
:class:`~pain_bridge.rules.schemes.base.Screen`, an expression true whenever it may find
something. :func:`compile_screen` writes the screens of a set of rules (a scheme's
transaction rules for a payment type and an execution date) into one straight-line
function (:mod:`pain_bridge.codegen`)::

    def screen(n, pi, s):
        A = _addresses(n)                     # only if a screen reads A
        due = []
        if n.amount is not None and n.amount.currency not in K1: due.append(K2)
        ...
        return due

the plain code it stands for being ``[rule for rule in rules if <its screen>(n, pi, s)]``,
and the runner runs the checks of the rules it returns, and no other. A screen may be
true where its check then finds nothing (the check decides); it is never false where the
check would find something: ``tests/test_scheme_screens.py`` holds every screen to that,
and the findings to those of running every check, over the corpus, the scheme test
documents with their mutants, and generated documents.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from typing import Any, TypeVar

from pain_bridge.codegen import Source
from pain_bridge.model import PaymentInfo, Transaction
from pain_bridge.rules.schemes.base import Check, Scope
from pain_bridge.rules.schemes.parts import tx_addresses

__all__ = ["compile_screen", "screen_expression"]

T = TypeVar("T")

#: Which of the items may find something in a transaction of a payment info.
Screener = Callable[[Transaction, PaymentInfo, Scope], list[T]]

#: What a screen may read besides ``n``, ``pi`` and ``s``, each made once (in this order)
#: when a screen names it: the postal addresses of the transaction's parties and agents
#: (``A``, a list), those of them with lines (``AdrLine``: ``L``), its structured
#: remittance blocks (``S``) and unstructured lines (``U``).
_PRELUDE = (
    ("A", "_addresses(n)"),
    ("L", "list(filter(_lines, A))"),
    ("S", "n.remittance.structured if n.remittance is not None else ()"),
    ("U", "n.remittance.unstructured if n.remittance is not None else ()"),
)


def screen_expression(check: Check, params: Mapping[str, Any], source: Source) -> str | None:
    """The screen of ``check`` with ``params`` as an expression of ``source`` (its
    parameters and helpers made constants there); None when it has none."""
    screen = check.screen
    if screen is None:
        return None
    values = {**check.defaults, **params}
    names: dict[str, str] = {}
    for key in check.params:
        value = values[key]
        convert = screen.convert.get(key)
        names[key] = source.constant(convert(value) if convert and value is not None else value)
    for helper, value in screen.helpers.items():
        known = source.constants.setdefault(helper, value)
        if known is not value:
            raise AssertionError(f"two screens name different helpers {helper!r}")
    return f"({screen.written(values).format(**names)})"


def compile_screen(items: Sequence[tuple[Check, Mapping[str, Any], T]], where: str) -> Screener[T]:
    """The function that gives, for a transaction, the items (a check with its rule's
    parameters, and what to hand back) whose screen is true, in their order; an item
    whose check has no screen is always given."""
    source = Source({"_addresses": tx_addresses, "_lines": attrgetter("address_lines")})
    body: list[str] = []
    for check, params, item in items:
        name = source.constant(item)
        expression = screen_expression(check, params, source)
        if expression is None:
            body.append(f"due.append({name})")
        else:
            body.append(f"if {expression}: due.append({name})")
    source.add(0, "def screen(n, pi, s):")
    needed: list[str] = []
    for name, value in reversed(_PRELUDE):  # a later one may need an earlier one
        word = re.compile(rf"\b{name}\b")
        if any(word.search(line) for line in [*body, *needed]):
            needed.insert(0, f"{name} = {value}")
    for line in needed:
        source.add(1, line)
    source.add(1, "due = []")
    for line in body:
        source.add(1, line)
    source.add(1, "return due")
    function: Screener[T] = source.function("screen", f"scheme screen of {where}")
    return function
