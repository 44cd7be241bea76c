"""Identifier uniqueness: ``id.duplicate``.

Within one message, each ``PmtInf/PmtInfId`` (``payment_info[].payment_info_id``) and each
``PmtId/EndToEndId`` (``payment_identification.end_to_end_id``) must be unique.
``NOTPROVIDED``, the placeholder the schema's users write when there is no end-to-end
id, may repeat. The finding is located at the repetition.

Why: banks use the payment information id to detect duplicate submissions, and the
end-to-end id is what the payer and the beneficiary reconcile on; a repeated one makes a
returned or rejected payment impossible to match.

Memory stays small: the ids seen are kept as 64-bit keyed hashes, not strings; past
65,536 ids they move to flat open-addressing tables (16 shards, each grown by half at
three quarters full) of 11 to 16 bytes per id instead of a Python set's hundred, so a
million-transaction file needs about 12 MB. Each table lies in a memory map of its own, not
on the heap: a table given back when its shard grows is given back to the system (on the
heap, the tables left freed holes behind as they grew: 16.5 MB of RSS for the 11.4 MB of
tables of a million ids, 13.2 MB mapped). Two
different ids share a hash with a probability below 10⁻⁷ in a million-transaction file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import ClassVar

from pain_bridge.examples import Example, Examples
from pain_bridge.findings import make_finding
from pain_bridge.model import PaymentInfo, Transaction
from pain_bridge.rules.base import NONE, Findings, Rule, RuleContext, at, quote

__all__ = ["IdentifierRule", "SeenIds"]

NOT_PROVIDED = "NOTPROVIDED"


#: The flat tables are split in 2**4 shards (chosen by hash bits 56–59): a shard grows on
#: its own, so growing holds one sixteenth of the table twice instead of all of it (at a
#: million ids: well under 1 MB extra at the peak).
_SHARD_BITS = 4
_SHARD_SHIFT = 56


class SeenIds:
    """A set of strings kept as 64-bit keyed hashes.

    :meth:`add` answers True when an equal-hashing string was added before, else records
    the string and answers False. Up to ``small_limit`` hashes live in a Python set
    (fastest); beyond, they move to flat arrays with linear probing (8 bytes a slot, each
    of 16 shards grown by half at three quarters full: a doubling would leave a table
    that just grew three quarters empty), so memory stays small for any number of ids
    and the peak while growing stays close to the table's own size.
    """

    __slots__ = ("_counts", "_hash", "_size", "_small", "_small_limit", "_tables")

    def __init__(
        self, small_limit: int = 65536, hash_function: Callable[[str], int] = hash
    ) -> None:
        self._hash = hash_function
        self._small: set[int] | None = set()
        self._small_limit = small_limit
        self._tables: list[memoryview] = []
        self._counts: list[int] = []
        self._size = 0

    def __len__(self) -> int:
        return self._size

    def add(self, value: str) -> bool:
        key = self._hash(value) or 1  # 0 marks an empty slot of the arrays
        small = self._small
        if small is not None:
            if key in small:
                return True
            small.add(key)
            self._size += 1
            if self._size > self._small_limit:
                self._small = None
                self._spread(small)
            return False
        shard = (key >> _SHARD_SHIFT) & ((1 << _SHARD_BITS) - 1)
        keys = self._tables[shard]
        size = len(keys)
        slot = key % size
        while True:
            found = keys[slot]
            if found == 0:
                keys[slot] = key
                self._size += 1
                count = self._counts[shard] + 1
                self._counts[shard] = count
                if count * 4 > size * 3:
                    self._tables[shard] = _table(keys, size * 3 // 2)
                return False
            if found == key:
                return True
            slot = (slot + 1) % size

    def _spread(self, small: set[int]) -> None:
        """Move the set's hashes into the sharded tables."""
        parts: list[list[int]] = [[] for _ in range(1 << _SHARD_BITS)]
        for key in small:
            parts[(key >> _SHARD_SHIFT) & ((1 << _SHARD_BITS) - 1)].append(key)
        self._tables = [_table(part, len(part) * 2) for part in parts]
        self._counts = [len(part) for part in parts]


def _table(keys: Iterable[int], size: int) -> memoryview:
    """An open-addressing table of ``size`` slots (at least 8) holding ``keys``, each
    from the slot of its hash modulo the size (any size: a table grows by half): signed
    64-bit slots over an anonymous memory map of its own, zeroed (empty), which goes back
    to the system as soon as the table is dropped."""
    import mmap  # past the first 65,536 ids only: a small file's start never imports it

    size = max(size, 8)
    # the process's own map: one shared with a child forked later would be written by both
    private = (
        {"flags": mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS} if hasattr(mmap, "MAP_PRIVATE") else {}
    )
    table = memoryview(mmap.mmap(-1, 8 * size, **private)).cast("q")
    for key in keys:
        if key:
            slot = key % size
            while table[slot]:
                slot = (slot + 1) % size
            table[slot] = key
    return table


class IdentifierRule(Rule):
    name = "identifiers"
    codes = ("id.duplicate",)

    examples: ClassVar[Examples] = {
        "id.duplicate": (
            Example(
                "sct",
                "<EndToEndId>E2E-2026-2<",
                "<EndToEndId>E2E-2026-1<",
                "E2E-2026-1",
                needle_occurrence=2,
            ),
        ),
    }

    def __init__(self, context: RuleContext) -> None:
        super().__init__(context)
        self._info_ids = SeenIds()
        self._end_to_end_ids = SeenIds()

    def on_payment_info(self, info: PaymentInfo) -> Findings:
        value = info.payment_info_id
        if value is None:
            return NONE
        if not self._info_ids.add(value):
            return NONE
        return (
            make_finding(
                "id.duplicate",
                f"PmtInfId {quote(value)} is used by an earlier payment info of this message; "
                "each must have its own",
                at(info.origin, "PmtInfId"),
            ),
        )

    def on_transaction(self, tx: Transaction) -> Findings:
        value = tx.end_to_end_id
        if value is None or value == NOT_PROVIDED:
            return NONE
        if not self._end_to_end_ids.add(value):
            return NONE
        return (
            make_finding(
                "id.duplicate",
                f"EndToEndId {quote(value)} is used by an earlier transaction of this message; "
                "each must have its own (only NOTPROVIDED may repeat)",
                at(tx.origin, "PmtId/EndToEndId"),
            ),
        )
