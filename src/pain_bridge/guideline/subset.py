"""A condition of the CEL subset ISO's rules are written in, answered without CEL.

ISO's own rules (:mod:`pain_bridge.guideline.iso`) run in every validation, and their
conditions are asked in nearly every file (a rule requiring ``ChrgsAcct`` where
``ChrgsAcctAgt`` is given is due wherever ``ChrgsAcct`` is absent): importing CEL and
compiling them would cost a small validate a tenth more. Their expressions use only
``has(chain)``, ``chain == "text"``, ``chain != "text"``, ``chain in ["text", …]``, ``!``,
``&&``, ``||`` and parentheses; :func:`parse` reads that subset (anything else is a
:class:`ValueError`, so the file's tests say so) into a function answering as CEL over the
same context, with CEL's errors: a chain through an absent element is an error, an
error absorbed by ``false && …`` or ``true || …`` and otherwise making the answer not
true (``tests/test_iso_rules.py`` holds every answer equal to CEL's).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, Final

__all__ = ["conjuncts", "parse", "spans"]

#: An answer: True, False, or None for CEL's error.
Answer = bool | None
Node = Callable[[Mapping[str, Any]], Answer]

_TOKEN: Final = re.compile(
    r'\s*(?:(?P<string>"(?:[^"\\]|\\.)*")|(?P<op>&&|\|\||==|!=|[!()\[\],])|'
    r"(?P<name>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*))"
)
_MISSING: Final = object()


def _tokens(source: str) -> list[str]:
    return [token for token, _ in spans(source.strip())]


def spans(source: str) -> list[tuple[str, int]]:
    """``source``'s tokens, each with where it ends in ``source``; a :class:`ValueError`
    where it is not of the subset."""
    found: list[tuple[str, int]] = []
    at = 0
    while at < len(source.rstrip()):
        match = _TOKEN.match(source, at)
        if match is None or match.end() == at:
            raise ValueError(f"{source!r}: not of the subset at {source[at:]!r}")
        found.append((match.group().strip(), match.end()))
        at = match.end()
    return found


def conjuncts(source: str) -> list[str]:
    """``source``'s top-level ``&&`` operands (itself where it has one): the condition is
    true exactly where each of them is (CEL's ``&&``: false or an error otherwise).
    Where ``||`` (which binds more loosely) is at the top level, ``source`` whole."""
    parts, depth, start = [], 0, 0
    for word, end in spans(source):
        if word in ("(", "["):
            depth += 1
        elif word in (")", "]"):
            depth -= 1
        elif depth == 0 and word == "||":
            return [source.strip()]
        elif depth == 0 and word == "&&":
            parts.append(source[start : end - 2].strip())
            start = end
    parts.append(source[start:].strip())
    return parts


def _get(context: Mapping[str, Any], chain: tuple[str, ...]) -> Any:
    """The value at ``chain``, :data:`_MISSING` where its last step is absent from a map,
    or None where a step before it cannot be read (CEL's error)."""
    holder: Any = context
    for step in chain[:-1]:
        if not isinstance(holder, dict) or step not in holder:
            return None
        holder = holder[step]
    if not isinstance(holder, dict):
        return None
    return holder.get(chain[-1], _MISSING)


def _has(chain: tuple[str, ...]) -> Node:
    def has(context: Mapping[str, Any]) -> Answer:
        value = _get(context, chain)
        return None if value is None else value is not _MISSING

    return has


def _compare(chain: tuple[str, ...], op: str, texts: tuple[str, ...]) -> Node:
    def compare(context: Mapping[str, Any]) -> Answer:
        value = _get(context, chain)
        if value is None or value is _MISSING:  # read through an absent element: an error
            return None
        # a group (a map) or a list is equal to no text (CEL's heterogeneous equality)
        if op == "in":
            return isinstance(value, str) and value in texts
        return (isinstance(value, str) and value == texts[0]) is (op == "==")

    return compare


def _not(inner: Node) -> Node:
    def negated(context: Mapping[str, Any]) -> Answer:
        answer = inner(context)
        return None if answer is None else not answer

    return negated


def _and(left: Node, right: Node) -> Node:
    def both(context: Mapping[str, Any]) -> Answer:
        a, b = left(context), right(context)
        if a is False or b is False:
            return False
        return None if a is None or b is None else True

    return both


def _or(left: Node, right: Node) -> Node:
    def either(context: Mapping[str, Any]) -> Answer:
        a, b = left(context), right(context)
        if a is True or b is True:
            return True
        return None if a is None or b is None else False

    return either


class _Parser:
    def __init__(self, source: str) -> None:
        self.source = source
        self.tokens = _tokens(source)
        self.at = 0

    def peek(self) -> str | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise ValueError(f"{self.source!r}: expected {expected or 'more'} at {token!r}")
        self.at += 1
        return token

    def any(self) -> Node:
        node = self.all()
        while self.peek() == "||":
            self.take()
            node = _or(node, self.all())
        return node

    def all(self) -> Node:
        node = self.unary()
        while self.peek() == "&&":
            self.take()
            node = _and(node, self.unary())
        return node

    def unary(self) -> Node:
        if self.peek() == "!":
            self.take()
            return _not(self.unary())
        if self.peek() == "(":
            self.take()
            node = self.any()
            self.take(")")
            return node
        name = self.take()
        if name == "has":
            self.take("(")
            chain = self.chain()
            self.take(")")
            return _has(chain)
        self.at -= 1
        chain = self.chain()
        op = self.take()
        if op in ("==", "!="):
            return _compare(chain, op, (self.string(),))
        if op != "in":
            raise ValueError(f"{self.source!r}: not of the subset at {op!r}")
        self.take("[")
        texts = [self.string()]
        while self.peek() == ",":
            self.take()
            texts.append(self.string())
        self.take("]")
        return _compare(chain, "in", tuple(texts))

    def chain(self) -> tuple[str, ...]:
        name = self.take()
        steps = name.split(".")
        if len(steps) < 2 or not all(step.isidentifier() for step in steps):
            raise ValueError(f"{self.source!r}: {name!r} is not an element chain")
        return tuple(steps)

    def string(self) -> str:
        token = self.take()
        if not token.startswith('"') or "\\" in token:
            raise ValueError(f"{self.source!r}: {token!r} is not a plain text")
        return token[1:-1]


def parse(source: str) -> Callable[[Mapping[str, Any]], bool]:
    """Whether ``source`` (of the subset) is true over a context (CEL's answer: false
    where CEL's would be an error); raises :class:`ValueError` outside the subset."""
    parser = _Parser(source)
    node = parser.any()
    if parser.peek() is not None:
        raise ValueError(f"{source!r}: not of the subset at {parser.peek()!r}")
    return lambda context: node(context) is True
