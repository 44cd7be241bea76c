"""How a payment is to be made, beside who pays whom: the payment type (service level,
local instrument, category purpose), the purpose, instructions for the agents, the
exchange rate, an equivalent amount, authorisations, the initiation source, the advice
requested, the mandate of a transaction and supplementary data.

Every field is optional: a version that lacks an element (``InitnSrc`` before ``.10``)
leaves it None, and one version's value reaches another wherever both have the element.

The instruction for the debtor agent (``InstrForDbtrAgt``) is no class here: it is a
free text in every version (``InstrForDbtrAgt`` up to ``.09``, ``InstrForDbtrAgt/InstrInf``
from ``.10``), with a code beside it from ``.10`` (``InstrForDbtrAgt/Cd``); the units
carry it as two fields, ``instruction_for_debtor_agent`` and
``instruction_for_debtor_agent_code`` (see :mod:`pain_bridge.fields.blocks.payment`).

This module imports nothing of :mod:`pain_bridge.model` (the package imports it).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from pain_bridge.model.common import Amount, CodeOrProprietary

__all__ = [
    "AdviceType",
    "AgentInstruction",
    "EquivalentAmount",
    "ExchangeRate",
    "Frequency",
    "FrequencyAndMoment",
    "FrequencyPeriod",
    "MandateData",
    "MandateType",
    "PaymentInitiationSource",
    "PaymentTypeInformation",
    "SupplementaryData",
]


@dataclass(frozen=True)
class PaymentTypeInformation:
    """``PmtTpInf``: the priority (``InstrPrty``, ``NORM`` or ``HIGH``), the service
    level(s) (``SvcLvl``: ``SEPA``, ``URGP``…; one at most before ``.09``, any number
    from ``.09``), the local instrument (``LclInstrm``: ``INST``…) and the category
    purpose (``CtgyPurp``: ``SALA``, ``SUPP``…)."""

    instruction_priority: str | None = None
    service_levels: tuple[CodeOrProprietary, ...] = ()
    local_instrument: CodeOrProprietary | None = None
    category_purpose: CodeOrProprietary | None = None


@dataclass(frozen=True)
class AgentInstruction:
    """An instruction for an agent (``InstrForCdtrAgt``): a code (``Cd``:
    ``Instruction3Code`` up to ``.09``, an external code from ``.10``: ``CHQB``,
    ``HOLD``, ``PHOB``, ``TELB``…) and/or a free text (``InstrInf``)."""

    code: str | None = None
    instruction_information: str | None = None


@dataclass(frozen=True)
class ExchangeRate:
    """``XchgRateInf``: the rate agreed (``XchgRate``, base one), the currency it is
    quoted against (``UnitCcy``, from ``.04``), its type (``RateTp``: ``SPOT``, ``SALE``,
    ``AGRD``) and the foreign-exchange contract (``CtrctId``)."""

    unit_currency: str | None = None
    exchange_rate: Decimal | None = None
    rate_type: str | None = None
    contract_identification: str | None = None


@dataclass(frozen=True)
class EquivalentAmount:
    """``Amt/EqvtAmt``: an amount in one currency (``Amt``) to be transferred in another
    (``CcyOfTrf``), instead of an instructed amount."""

    amount: Amount | None = None
    currency_of_transfer: str | None = None


@dataclass(frozen=True)
class PaymentInitiationSource:
    """``GrpHdr/InitnSrc`` (from ``.10``): the software that made the message (``Nm``),
    its provider (``Prvdr``) and version (``Vrsn``)."""

    name: str | None = None
    provider: str | None = None
    version: str | None = None


@dataclass(frozen=True)
class AdviceType:
    """``PmtInf/ReqdAdvcTp`` (from ``.10``): the credit and debit advice the debtor asks
    for (``CdtAdvc``, ``DbtAdvc``; codes ``ADWD``, ``ADND``, or proprietary)."""

    credit_advice: CodeOrProprietary | None = None
    debit_advice: CodeOrProprietary | None = None


@dataclass(frozen=True)
class MandateType:
    """``MndtRltdInf/Tp``: the kind of mandate, as a payment type has it, and its
    classification (``Clssfctn``: ``FIXE``, ``USGB``, ``VARI``…)."""

    service_level: CodeOrProprietary | None = None
    local_instrument: CodeOrProprietary | None = None
    category_purpose: CodeOrProprietary | None = None
    classification: CodeOrProprietary | None = None


@dataclass(frozen=True)
class FrequencyPeriod:
    """``Frqcy/Prd``: so many times (``CntPerPrd``) per period (``Tp``)."""

    type: str | None = None
    count_per_period: Decimal | None = None


@dataclass(frozen=True)
class FrequencyAndMoment:
    """``Frqcy/PtInTm``: at a point (``PtInTm``, two digits) of each period (``Tp``)."""

    type: str | None = None
    point_in_time: str | None = None


@dataclass(frozen=True)
class Frequency:
    """``MndtRltdInf/Frqcy``: a choice of a period code (``Tp``: ``MNTH``, ``WEEK``…),
    a count per period (``Prd``) or a point in each period (``PtInTm``)."""

    type: str | None = None
    period: FrequencyPeriod | None = None
    point_in_time: FrequencyAndMoment | None = None


@dataclass(frozen=True)
class MandateData:
    """``MndtRltdInf`` (from ``.10``): the mandate a credit transfer is made under.

    ``date_of_verification`` keeps the text of its ``ISODateTime``;
    ``electronic_signature`` the text of its ``base64Binary`` (``ElctrncSgntr``)."""

    mandate_identification: str | None = None
    type: MandateType | None = None
    date_of_signature: date | None = None
    date_of_verification: str | None = None
    electronic_signature: str | None = None
    first_payment_date: date | None = None
    final_payment_date: date | None = None
    frequency: Frequency | None = None
    reason: CodeOrProprietary | None = None


@dataclass(frozen=True)
class SupplementaryData:
    """``SplmtryData``: data of a market or community that ISO 20022 does not define,
    where it goes (``PlcAndNm``) and the data itself (``Envlp``).

    ``envelope_xml`` is the one part of the message that is NOT typed: the schema lets
    ``Envlp`` hold any XML (``xs:any``), so it is kept as the text of that XML — the
    content of ``Envlp`` (its child elements, serialised with their namespaces), not the
    ``Envlp`` element itself — and written back as it is.
    """

    place_and_name: str | None = None
    envelope_xml: str | None = None
