"""A guideline rule's ``when``, asked over a unit (:mod:`pain_bridge.guideline.rule`).

The condition is evaluated over the unit's context: ``GrpHdr``, the current ``PmtInf``
and (for a transaction's rule) ``CdtTrfTxInf``, nested maps by ISO name holding only
the elements the expression reads (the rule module says how each is read). CEL is pure,
so the answer is kept per condition and values read (:func:`holds`).
"""

from __future__ import annotations

from typing import Any

from pain_bridge.guideline.spec import Condition
from pain_bridge.guideline.values import reader
from pain_bridge.model import GroupHeader, NodeKind, PaymentInfo, Transaction
from pain_bridge.versions import PainVersion

__all__ = ["KEPT", "holds"]

#: The answers kept per condition (values read → true or false), at most.
KEPT = 4096
#: A group read by a condition that is there (an empty map in the condition's context).
_GROUP: Any = object()


def holds(
    condition: Condition,
    node: Any,
    version: PainVersion,
    around: tuple[GroupHeader | None, PaymentInfo | None],
    answers: dict[str, dict[tuple[Any, ...], bool]],
    in_info: dict[str, bool],
) -> bool:
    """Whether ``condition`` is true for ``node`` (False where it reads an absent
    element or compares values of different types: the rule does not apply), ``around``
    being the document's group header and current payment info.

    The answer is kept in ``answers`` per condition and values read: a condition on the
    payment info is evaluated once per payment info's values, not per transaction (at
    most :data:`KEPT` answers kept); one reading no transaction, once, in ``in_info``
    (the current payment info's, emptied at each)."""
    answer = in_info.get(condition.source)
    if answer is not None:
        return answer
    header, info = around
    nodes: dict[NodeKind, Any] = {
        "group_header": header,
        "payment_info": info if not isinstance(node, GroupHeader) else None,
        "transaction": node if isinstance(node, Transaction) else None,
    }
    values: list[Any] = []
    for read in condition.reads:
        holder = nodes[read.unit]
        own = read.own.get(version)
        value: Any = None
        if holder is not None and own is not None:
            found = reader(read.unit, version, own)
            if found.leaf and found.repeats:  # each occurrence's text, in order
                value = tuple(o.text for o in found.occurrences(holder)) or None
            elif found.leaf:
                first = next(found.occurrences(holder), None)
                value = None if first is None else first.text
            elif found.present(holder):
                value = _GROUP  # a group that is there: an empty map
        values.append(value)
    kept = answers.setdefault(condition.source, {})
    key = tuple(values)
    answer = kept.get(key)
    if answer is None:
        # the maps a condition reads are there, empty, so that has() can ask them
        context: dict[str, Any] = {"GrpHdr": {}, "PmtInf": {}, "CdtTrfTxInf": {}}
        for read, value in zip(condition.reads, values, strict=True):
            if value is _GROUP:
                _put(context, read.text, {})
            elif isinstance(value, tuple):
                _put(context, read.text, list(value))
            elif value is not None:
                _put(context, read.text, value)
        answer = _answer(condition.program, context)
        if len(kept) >= KEPT:
            kept.clear()
        kept[key] = answer
    if not any(read.unit == "transaction" for read in condition.reads):
        in_info[condition.source] = answer
    return answer


def _answer(program: Any, context: dict[str, Any]) -> bool:
    """``program``'s answer over ``context``: its own where it gives one without CEL
    (:class:`pain_bridge.guideline.iso.LazyProgram`), else CEL's result if true."""
    direct = getattr(program, "answer", None)
    if direct is not None:
        return bool(direct(context))
    from cel_expr_python import cel  # imported by then: the program is CEL's

    result = program.eval(data=context)
    return result.type() == cel.Type.BOOL and result.value() is True


def _put(context: dict[str, Any], path: str, value: Any) -> None:
    """``value`` at ``path`` (``PmtInf/CdtTrfTxInf/Amt``: under ``CdtTrfTxInf``) in the
    nested maps of ``context``."""
    steps = path.split("/")
    if steps[:2] == ["PmtInf", "CdtTrfTxInf"]:
        steps = steps[1:]
    holder = context
    for step in steps[:-1]:
        existing = holder.get(step)
        if not isinstance(existing, dict):
            existing = holder[step] = {}
        holder = existing
    if not (isinstance(value, dict) and isinstance(holder.get(steps[-1]), dict)):
        holder[steps[-1]] = value
