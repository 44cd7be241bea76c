"""A table of variants by the edition that introduced them.

>>> variants = Editions({3: ("a",), 9: ("a", "b")})
>>> variants[3], variants[8], variants[13]
(('a',), ('a',), ('a', 'b'))
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping
from typing import Generic, TypeVar

__all__ = ["FIRST", "LAST", "Editions"]

T = TypeVar("T")

#: The editions of ``pain.001.001``: ``.03`` (2009) to ``.13`` (2023).
FIRST, LAST = 3, 13


class Editions(Generic[T]):
    """Values keyed by the first edition they hold for; ``[edition]`` gives the value of
    the newest key at or below ``edition`` (a ``KeyError`` before the first key)."""

    def __init__(self, variants: Mapping[int, T]) -> None:
        self._keys = sorted(variants)
        self._variants = dict(variants)

    def __getitem__(self, edition: int) -> T:
        if not FIRST <= edition <= LAST:
            raise KeyError(edition)
        index = bisect.bisect_right(self._keys, edition) - 1
        if index < 0:
            raise KeyError(edition)
        return self._variants[self._keys[index]]

    def __contains__(self, edition: object) -> bool:
        return isinstance(edition, int) and FIRST <= edition <= LAST and edition >= self._keys[0]
