"""Whether a model node holds none of some fields, told from its ``__dict__`` alone.

A node the reader made holds in its ``__dict__`` the fields it has only (the others are
their class's empty defaults), so a node that holds none of the fields a check reads
needs no check: :class:`~pain_bridge.writer.version_loss.VersionLosses` skips most
transactions of a migration this way (reading each field of each one took about 40 µs a
transaction, a fifth of a migration's CPU). A node made otherwise (every field in its
``__dict__``) is simply checked.

>>> from pain_bridge.model import Amount, Transaction
>>> tree, paid = path_tree(["uetr", "remittance.structured"]), Amount.of("1.00", "EUR")
>>> untouched(Transaction(paid), tree), untouched(Transaction(paid, uetr="0f1e2d3c"), tree)
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["Tree", "path_tree", "untouched", "untouched_plain"]

#: The fields read below one step of a model path (None: the field itself).
Tree = dict[str, "Tree | None"]


def path_tree(paths: Iterable[str]) -> Tree:
    """Model paths (``remittance.structured[].type``) as a tree of their steps."""
    tree: Tree = {}
    for path in paths:
        steps = path.replace("[]", "").split(".")
        level = tree
        for step in steps[:-1]:
            below = level.get(step, {})
            if below is None:  # the field itself is read already
                break
            level[step] = below
            level = below
        else:
            level[steps[-1]] = None
    return tree


def untouched(node: object, tree: Tree) -> bool:
    """Whether ``node`` holds none of the fields of ``tree`` (False where it cannot be
    told from the ``__dict__`` of each object on the way).

    An empty value is told by its type and truth, not by ``value == ()`` and
    ``value == ""``: a model object compared so runs its dataclass ``__eq__`` in
    Python, twice per field (its twin, :func:`untouched_plain`, is what the tests hold
    it to)."""
    fields = getattr(node, "__dict__", None)
    if fields is None:
        return False
    cls = type(node)
    for name, below in tree.items():
        value = fields.get(name, _ABSENT)
        if value is _ABSENT:
            if getattr(cls, name, None) not in _EMPTY:
                return False
            continue
        if value is None or (not value and isinstance(value, _EMPTYABLE)):
            continue
        if below is None:
            return False
        if isinstance(value, tuple):
            for item in value:
                if not untouched(item, below):
                    return False
        elif not untouched(value, below):
            return False
    return True


def untouched_plain(node: object, tree: Tree) -> bool:
    """:func:`untouched` as first written (the twin its tests hold it to): each value
    compared with the empty ones, each class default read with ``getattr``."""
    fields = getattr(node, "__dict__", None)
    if fields is None:
        return False
    cls = type(node)
    for name, below in tree.items():
        if name not in fields:
            if getattr(cls, name, None) not in (None, (), ""):
                return False
            continue
        value = fields[name]
        if value is None or value == () or value == "":
            continue
        if below is None:
            return False
        for item in value if isinstance(value, tuple) else (value,):
            if not untouched_plain(item, below):
                return False
    return True


#: What a field missing from a ``__dict__`` is read as in it.
_ABSENT = object()
#: The types whose empty value (``()``, ``""``) holds nothing.
_EMPTYABLE = (tuple, str)
#: The class defaults that hold nothing (``in`` finds them by identity first).
_EMPTY = (None, (), "")
