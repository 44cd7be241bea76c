"""Rows of the small shapes every block uses: an amount with its currency, a
code-or-proprietary choice and a generic identification (see
:mod:`pain_bridge.model.common`).

>>> [(r.xml, r.model) for r in code_or_proprietary()]
[('', ''), ('Cd', 'code'), ('Prtry', 'proprietary')]
>>> [(r.xml, r.model) for r in prefixed("TtlTaxAmt", "total_tax_amount", "", amount())]
[('TtlTaxAmt', 'total_tax_amount'), ('TtlTaxAmt/@Ccy', 'total_tax_amount.currency')]
"""

from __future__ import annotations

from pain_bridge.fields.row import Field, JsonForm, ValueType, prefixed, with_changes

__all__ = ["amount", "code_or_proprietary", "generic_identification"]

GROUP, CODE = ValueType.GROUP, ValueType.CODE


def amount() -> tuple[Field, ...]:
    """An amount in a currency (``ActiveOrHistoricCurrencyAndAmount`` and its kin; a
    :class:`~pain_bridge.model.common.Amount`): the element's ``AMOUNT`` row and the
    ``ATTRIBUTE`` row of its ``Ccy``, relative to the amount's own element."""
    return (
        Field("", "", None, ValueType.AMOUNT),
        Field("@Ccy", "currency", None, ValueType.ATTRIBUTE),
    )


def code_or_proprietary() -> tuple[Field, ...]:
    """``Cd`` or ``Prtry`` (a :class:`~pain_bridge.model.common.CodeOrProprietary`),
    relative to the choice's own element."""
    return (
        Field("", "", None, GROUP, choice=True),
        Field("Cd", "code", None, CODE),
        Field("Prtry", "proprietary", None),
    )


def generic_identification() -> tuple[Field, ...]:
    """An ``Othr`` (a :class:`~pain_bridge.model.common.GenericIdentification`): ``Id``,
    ``SchmeNm`` as a code or proprietary name, ``Issr``."""
    return (
        Field("", "", None, GROUP),
        Field("Id", "identification", None),
        *prefixed("SchmeNm", "scheme_name", "", code_or_proprietary()),
        Field("Issr", "issuer", None),
    )


def without_json(rows: tuple[Field, ...]) -> tuple[Field, ...]:
    """``rows`` as a placement the payment intent JSON does not carry (an ultimate
    party, an agent's address…): no JSON member, no text check; the schema's facts —
    type, repetition, choice — stay."""
    return tuple(with_changes(row, _NO_JSON) for row in rows)


#: What :func:`without_json` changes in a row.
_NO_JSON: dict[str, object] = {
    "json": None,
    "json_required": False,
    "json_form": JsonForm.VALUE,
    "beside": None,
    "checks": frozenset(),
    "label": "",
    "max_length": None,
}
