"""The rows of how a payment is to be made (:mod:`pain_bridge.model.payment`), for
every edition that has each part.

Blocks relative to their own element (placed with
:func:`~pain_bridge.fields.row.prefixed`):

- :func:`payment_type` — ``PmtTpInf`` of a payment info or a transaction
  (``PaymentTypeInformation19`` in ``.03``–``.08``, ``…26`` from ``.09``): ``InstrPrty``,
  ``SvcLvl``, ``LclInstrm``, ``CtgyPurp``. ``SvcLvl`` repeats from ``.09``; before, the
  same model tuple holds at most one (``max_items=1``).
- :func:`purpose` — ``Purp`` (``Purpose2Choice``): ``Cd`` or ``Prtry``.
- :func:`creditor_agent_instruction` — one ``InstrForCdtrAgt`` (it repeats):
  ``InstructionForCreditorAgent1`` up to ``.09``, ``…3`` (an external code) from ``.10``.
- :func:`exchange_rate` — ``XchgRateInf`` (``ExchangeRateInformation1`` in ``.03``,
  ``ExchangeRate1`` with ``UnitCcy`` from ``.04``).
- :func:`equivalent_amount` — ``Amt/EqvtAmt`` (``EquivalentAmount2``): ``Amt`` with its
  ``Ccy``, ``CcyOfTrf``.
- :func:`authorisation` — one ``GrpHdr/Authstn`` (``Authorisation1Choice``, two at most).
- :func:`initiation_source` — ``GrpHdr/InitnSrc`` (``.10`` on).
- :func:`requested_advice_type` — ``PmtInf/ReqdAdvcTp`` (``.10`` on).
- :func:`mandate` — ``CdtTrfTxInf/MndtRltdInf`` (``CreditTransferMandateData1``, ``.10``
  on).
- :func:`supplementary_data` — one ``SplmtryData`` (``SupplementaryData1``), of the
  document (``.04`` on) or of a transaction (``.05`` on). Its ``Envlp`` is ``xs:any``:
  the one element of the message kept as the text of its XML, not typed (its row says
  so by its model name, ``envelope_xml``).

Rows relative to the *unit* (model paths from the unit's object), because the model
field is not an object of the element's own:

- :func:`debtor_agent_instruction` — the transaction's ``InstrForDbtrAgt``: a text up to
  ``.09``; from ``.10`` an object of a code (``Cd``) and the same text (``InstrInf``).
  One model field holds the text in every edition (``instruction_for_debtor_agent``),
  another the code (``instruction_for_debtor_agent_code``, from ``.10``): the text is
  carried across every version, only the code is lost going below ``.10`` (and so
  reported), and no edition needs an element whose text fills a field of an object.
- :func:`payment_info_debtor_agent_instruction` — the payment info's, a text in every
  edition that has it (``.04`` on), the same model field.

None of these rows has a JSON Pointer: the payment intent JSON has no place for them.

>>> [(r.xml, r.model) for r in payment_type(9)][:3]
[('', ''), ('InstrPrty', 'instruction_priority'), ('SvcLvl', 'service_levels[]')]
>>> [r.xml for r in debtor_agent_instruction(9)], [r.xml for r in debtor_agent_instruction(10)]
(['InstrForDbtrAgt'], ['InstrForDbtrAgt', 'InstrForDbtrAgt/Cd', 'InstrForDbtrAgt/InstrInf'])
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from pain_bridge.fields.blocks.common import code_or_proprietary
from pain_bridge.fields.blocks.editions import Editions
from pain_bridge.fields.row import Drop, Field, ValueType, prefixed, revise

__all__ = [
    "AUTHORISATION_TYPES",
    "CREDITOR_AGENT_INSTRUCTION_TYPES",
    "DEBTOR_AGENT_INSTRUCTION_TYPES",
    "EQUIVALENT_AMOUNT_TYPES",
    "EXCHANGE_RATE_TYPES",
    "INITIATION_SOURCE_TYPES",
    "MANDATE_TYPES",
    "PAYMENT_INFO_DEBTOR_AGENT_INSTRUCTION_TYPES",
    "PAYMENT_TYPE_TYPES",
    "PURPOSE_TYPES",
    "REQUESTED_ADVICE_TYPE_TYPES",
    "SUPPLEMENTARY_DATA_TYPES",
    "authorisation",
    "creditor_agent_instruction",
    "debtor_agent_instruction",
    "equivalent_amount",
    "exchange_rate",
    "initiation_source",
    "mandate",
    "payment_info_debtor_agent_instruction",
    "payment_type",
    "purpose",
    "requested_advice_type",
    "supplementary_data",
]

GROUP, CODE, DATE = ValueType.GROUP, ValueType.CODE, ValueType.DATE

#: The ISO type of ``PmtTpInf`` in each edition.
PAYMENT_TYPE_TYPES: Final = Editions({3: "PaymentTypeInformation19", 9: "PaymentTypeInformation26"})
#: The ISO type of ``Purp``.
PURPOSE_TYPES: Final = Editions({3: "Purpose2Choice"})
#: The ISO type of ``InstrForCdtrAgt``.
CREDITOR_AGENT_INSTRUCTION_TYPES: Final = Editions(
    {3: "InstructionForCreditorAgent1", 10: "InstructionForCreditorAgent3"}
)
#: The ISO type of the transaction's ``InstrForDbtrAgt``.
DEBTOR_AGENT_INSTRUCTION_TYPES: Final = Editions(
    {3: "Max140Text", 10: "InstructionForDebtorAgent1"}
)
#: The ISO type of the payment info's ``InstrForDbtrAgt``.
PAYMENT_INFO_DEBTOR_AGENT_INSTRUCTION_TYPES: Final = Editions({4: "Max140Text"})
#: The ISO type of ``XchgRateInf``.
EXCHANGE_RATE_TYPES: Final = Editions({3: "ExchangeRateInformation1", 4: "ExchangeRate1"})
#: The ISO type of ``Amt/EqvtAmt``.
EQUIVALENT_AMOUNT_TYPES: Final = Editions({3: "EquivalentAmount2"})
#: The ISO type of ``GrpHdr/Authstn``.
AUTHORISATION_TYPES: Final = Editions({3: "Authorisation1Choice"})
#: The ISO type of ``GrpHdr/InitnSrc``.
INITIATION_SOURCE_TYPES: Final = Editions({10: "PaymentInitiationSource1"})
#: The ISO type of ``PmtInf/ReqdAdvcTp``.
REQUESTED_ADVICE_TYPE_TYPES: Final = Editions({10: "AdviceType1"})
#: The ISO type of ``CdtTrfTxInf/MndtRltdInf``.
MANDATE_TYPES: Final = Editions({10: "CreditTransferMandateData1"})
#: The ISO type of ``SplmtryData`` (of the document from ``.04``, of a transaction from
#: ``.05``).
SUPPLEMENTARY_DATA_TYPES: Final = Editions({4: "SupplementaryData1"})


def _choice(element: str, model: str) -> tuple[Field, ...]:
    """A code-or-proprietary choice at ``element``, model ``model``."""
    return prefixed(element, model, "", code_or_proprietary())


def _repeating(rows: tuple[Field, ...], max_items: int | None = None) -> tuple[Field, ...]:
    """``rows`` of a block whose own element repeats (at most ``max_items`` times)."""
    own, *rest = rows
    return (replace(own, many=True, max_items=max_items), *rest)


# ---------------------------------------------------------------- payment type, purpose

_PAYMENT_TYPE_03: tuple[Field, ...] = (
    Field("", "", None, GROUP),
    Field("InstrPrty", "instruction_priority", None, CODE),
    *_repeating(_choice("SvcLvl", "service_levels[]"), max_items=1),
    *_choice("LclInstrm", "local_instrument"),
    *_choice("CtgyPurp", "category_purpose"),
)

_SERVICE_LEVEL_03 = next(row for row in _PAYMENT_TYPE_03 if row.xml == "SvcLvl")
#: ``.09``: any number of service levels.
_PAYMENT_TYPE_09: tuple[Field, ...] = revise(
    _PAYMENT_TYPE_03, replace_rows={"SvcLvl": (replace(_SERVICE_LEVEL_03, max_items=None),)}
)

_PAYMENT_TYPE: Final = Editions({3: _PAYMENT_TYPE_03, 9: _PAYMENT_TYPE_09})


def payment_type(edition: int) -> tuple[Field, ...]:
    """The rows of ``PmtTpInf`` (a :class:`~pain_bridge.model.payment.PaymentTypeInformation`)
    in ``edition``, relative to it."""
    return _PAYMENT_TYPE[edition]


_PURPOSE: Final = Editions({3: code_or_proprietary()})


def purpose(edition: int) -> tuple[Field, ...]:
    """The rows of ``Purp`` (a :class:`~pain_bridge.model.common.CodeOrProprietary`:
    ``Cd`` an ``ExternalPurpose1Code`` such as ``SALA``, or ``Prtry``), relative to it."""
    return _PURPOSE[edition]


# ---------------------------------------------------------------- agent instructions

_CREDITOR_AGENT_INSTRUCTION: Final = Editions(
    {
        3: (
            Field("", "", None, GROUP, many=True),
            Field("Cd", "code", None, CODE),
            Field("InstrInf", "instruction_information", None),
        )
    }
)


def creditor_agent_instruction(edition: int) -> tuple[Field, ...]:
    """The rows of one ``InstrForCdtrAgt`` (an
    :class:`~pain_bridge.model.payment.AgentInstruction`; the element repeats: place it
    with a model path ending in ``[]``), relative to it."""
    return _CREDITOR_AGENT_INSTRUCTION[edition]


_INSTRUCTION_TEXT = "instruction_for_debtor_agent"
_DEBTOR_AGENT_TEXT: tuple[Field, ...] = (Field("InstrForDbtrAgt", _INSTRUCTION_TEXT, None),)

_DEBTOR_AGENT_INSTRUCTION: Final = Editions(
    {
        3: _DEBTOR_AGENT_TEXT,
        10: (
            Field("InstrForDbtrAgt", None, None, GROUP),
            Field("InstrForDbtrAgt/Cd", f"{_INSTRUCTION_TEXT}_code", None, CODE),
            Field("InstrForDbtrAgt/InstrInf", _INSTRUCTION_TEXT, None),
        ),
    }
)
_PAYMENT_INFO_DEBTOR_AGENT_INSTRUCTION: Final = Editions({4: _DEBTOR_AGENT_TEXT})


def debtor_agent_instruction(edition: int) -> tuple[Field, ...]:
    """The rows of a transaction's ``InstrForDbtrAgt``, relative to the transaction:
    model ``instruction_for_debtor_agent`` (the text, every edition) and
    ``instruction_for_debtor_agent_code`` (``Cd``, from ``.10``)."""
    return _DEBTOR_AGENT_INSTRUCTION[edition]


def payment_info_debtor_agent_instruction(edition: int) -> tuple[Field, ...]:
    """The row of a payment info's ``InstrForDbtrAgt`` (a text, ``.04`` on), relative to
    the payment info: model ``instruction_for_debtor_agent``."""
    return _PAYMENT_INFO_DEBTOR_AGENT_INSTRUCTION[edition]


# ---------------------------------------------------------------- exchange, amounts

_EXCHANGE_RATE_03: tuple[Field, ...] = (
    Field("", "", None, GROUP),
    Field("XchgRate", "exchange_rate", None, ValueType.DECIMAL),
    Field("RateTp", "rate_type", None, CODE),
    Field("CtrctId", "contract_identification", None),
)

_EXCHANGE_RATE: Final = Editions(
    {
        3: _EXCHANGE_RATE_03,
        4: revise(_EXCHANGE_RATE_03, add=(Field("UnitCcy", "unit_currency", None, CODE),)),
    }
)


def exchange_rate(edition: int) -> tuple[Field, ...]:
    """The rows of ``XchgRateInf`` (an :class:`~pain_bridge.model.payment.ExchangeRate`),
    relative to it."""
    return _EXCHANGE_RATE[edition]


_EQUIVALENT_AMOUNT: Final = Editions(
    {
        3: (
            # The JSON has no equivalent amount: the ``map`` rule reports it, as today.
            Field("", "", None, GROUP, drop=Drop.MAPPING),
            Field("Amt", "amount", None, ValueType.AMOUNT),
            Field("Amt/@Ccy", "amount.currency", None, ValueType.ATTRIBUTE),
            Field("CcyOfTrf", "currency_of_transfer", None, CODE),
        )
    }
)


def equivalent_amount(edition: int) -> tuple[Field, ...]:
    """The rows of ``Amt/EqvtAmt`` (an :class:`~pain_bridge.model.payment.EquivalentAmount`),
    relative to it. Its own row keeps today's ``drop=Drop.MAPPING``."""
    return _EQUIVALENT_AMOUNT[edition]


# ---------------------------------------------------------------- group header, payment info

_AUTHORISATION: Final = Editions({3: _repeating(code_or_proprietary(), max_items=2)})


def authorisation(edition: int) -> tuple[Field, ...]:
    """The rows of one ``GrpHdr/Authstn`` (a
    :class:`~pain_bridge.model.common.CodeOrProprietary`: ``Cd`` an
    ``Authorisation1Code``, or ``Prtry`` up to 128 characters; two at most: place it with
    a model path ending in ``[]``), relative to it."""
    return _AUTHORISATION[edition]


_INITIATION_SOURCE: Final = Editions(
    {
        10: (
            Field("", "", None, GROUP),
            Field("Nm", "name", None),
            Field("Prvdr", "provider", None),
            Field("Vrsn", "version", None),
        )
    }
)


def initiation_source(edition: int) -> tuple[Field, ...]:
    """The rows of ``GrpHdr/InitnSrc`` (a
    :class:`~pain_bridge.model.payment.PaymentInitiationSource`), relative to it."""
    return _INITIATION_SOURCE[edition]


_REQUESTED_ADVICE_TYPE: Final = Editions(
    {
        10: (
            Field("", "", None, GROUP),
            *_choice("CdtAdvc", "credit_advice"),
            *_choice("DbtAdvc", "debit_advice"),
        )
    }
)


def requested_advice_type(edition: int) -> tuple[Field, ...]:
    """The rows of ``PmtInf/ReqdAdvcTp`` (an :class:`~pain_bridge.model.payment.AdviceType`),
    relative to it."""
    return _REQUESTED_ADVICE_TYPE[edition]


# ---------------------------------------------------------------- mandate

_MANDATE: Final = Editions(
    {
        10: (
            Field("", "", None, GROUP),
            Field("MndtId", "mandate_identification", None),
            Field("Tp", "type", None, GROUP),
            *_choice("Tp/SvcLvl", "type.service_level"),
            *_choice("Tp/LclInstrm", "type.local_instrument"),
            *_choice("Tp/CtgyPurp", "type.category_purpose"),
            *_choice("Tp/Clssfctn", "type.classification"),
            Field("DtOfSgntr", "date_of_signature", None, DATE),
            Field("DtOfVrfctn", "date_of_verification", None, ValueType.DATETIME),
            Field("ElctrncSgntr", "electronic_signature", None),
            Field("FrstPmtDt", "first_payment_date", None, DATE),
            Field("FnlPmtDt", "final_payment_date", None, DATE),
            Field("Frqcy", "frequency", None, GROUP, choice=True),
            Field("Frqcy/Tp", "frequency.type", None, CODE),
            Field("Frqcy/Prd", "frequency.period", None, GROUP),
            Field("Frqcy/Prd/Tp", "frequency.period.type", None, CODE),
            Field(
                "Frqcy/Prd/CntPerPrd", "frequency.period.count_per_period", None, ValueType.DECIMAL
            ),
            Field("Frqcy/PtInTm", "frequency.point_in_time", None, GROUP),
            Field("Frqcy/PtInTm/Tp", "frequency.point_in_time.type", None, CODE),
            Field("Frqcy/PtInTm/PtInTm", "frequency.point_in_time.point_in_time", None),
            *_choice("Rsn", "reason"),
        )
    }
)


def mandate(edition: int) -> tuple[Field, ...]:
    """The rows of ``CdtTrfTxInf/MndtRltdInf`` (a
    :class:`~pain_bridge.model.payment.MandateData`), relative to it."""
    return _MANDATE[edition]


# ---------------------------------------------------------------- supplementary data

_SUPPLEMENTARY_DATA: Final = Editions(
    {
        4: (
            Field("", "", None, GROUP, many=True),
            Field("PlcAndNm", "place_and_name", None),
            # xs:any: the content of Envlp as the text of its XML, not typed (see the
            # model's SupplementaryData); the reader and writer must treat it as such.
            Field("Envlp", "envelope_xml", None, ValueType.XML),
        )
    }
)


def supplementary_data(edition: int) -> tuple[Field, ...]:
    """The rows of one ``SplmtryData`` (a
    :class:`~pain_bridge.model.payment.SupplementaryData`; it repeats: place it with a
    model path ending in ``[]``), relative to it.

    ``Envlp`` is ``xs:any``: its row's model field ``envelope_xml`` holds the content of
    the element as the text of its XML — the one place of the message that is not typed.
    """
    return _SUPPLEMENTARY_DATA[edition]
