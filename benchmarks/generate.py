"""Deterministic, streaming generator of pain.001.001.03 credit-transfer files.

Writes benchmark and test inputs of any size, from a handful of transactions to millions,
with memory that does not grow with the number of transactions::

    python benchmarks/generate.py --transactions 100000 -o bench.xml
    python benchmarks/generate.py --transactions 10000 --payment-infos 4 --json -o bench.json
    python benchmarks/generate.py --transactions 100000 --pain-version 13 -o bench-13.xml

(``--pain-version 09`` or ``13``: the same payments in pain.001.001.09 or .13, the
agent's ``BICFI`` and ``ReqdExctnDt/Dt`` for ``BIC`` and the bare date.)

or from Python (tests, the benchmark harness)::

    from generate import generate_xml, generate_json   # with benchmarks/ on sys.path
    info = generate_xml(path, n_tx=1000, n_pmtinf=3, seed=7)
    info.ctrl_sum  # Decimal, the exact sum written as GrpHdr/CtrlSum

What the files look like
------------------------
- One message with ``n_pmtinf`` payment infos of uneven sizes (every one has at least one
  transaction). Most are EUR SEPA transfers from debtor accounts in several euro countries;
  where there are enough payment infos, some are CHF (Swiss accounts) and GBP (UK accounts).
  Every payment info uses a single currency, for the debtor account and its transactions.
- Creditors are companies and people with structured addresses (``StrtNm``, ``BldgNb``,
  ``PstCd``, ``TwnNm``, ``Ctry``) or hybrid ones (the street as an ``AdrLine``, as the
  EPC and CBPR+ require since November 2026), and IBANs of DE, FR, NL, ES, IT, BE, AT, LU
  (and CH, GB) that pass the ISO 13616 mod-97 check and, where the country has
  one, the national check digits (German accounts at banks using Bundesbank method 00).
- Every ``EndToEndId`` is unique; remittance is one unstructured line; texts use only the
  SEPA Latin character set; amounts are exact decimals with two digits, and the group and
  payment-info ``NbOfTxs``/``CtrlSum`` are exact (computed in a cheap first pass over the
  amount stream, so that they can be written before the transactions).
- Only fields that the payment intent JSON can carry appear per transaction, so a
  conversion reports no per-transaction loss; the payment-info level carries the usual
  ``PmtTpInf``, ``BtchBookg``, ``DbtrAgt`` and ``ChrgBr``.
- ``ReqdExctnDt`` is 2025-01-17 unless given: a past date, because a payment intent
  executes immediately and ``pain2pis convert`` refuses future dates (``map.unsupported``).
- About 980 bytes per transaction (100,000 transactions ≈ 98 MB), indented by four spaces.

Same parameters and seed give the same bytes, on any platform: the generator uses only
integer arithmetic on :class:`random.Random` streams seeded from strings.

The JSON variant (``--json``) writes the payment intent ``data`` object of
``spec/pis-interface.md`` §2.2 for the same payments, following ``spec/mapping.md``:
``AdrLine`` lines joined with ``", "``, ``StrtNm`` and ``BldgNb`` joined with a space.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any, NamedTuple, TextIO
from xml.sax.saxutils import escape

#: Bump when the output for given parameters changes, so that cached inputs are rebuilt.
GENERATOR_VERSION = 2

NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"
#: The namespace of each version the generator writes (``--pain-version``).
NAMESPACES = {
    "03": NAMESPACE,
    "09": "urn:iso:std:iso:20022:tech:xsd:pain.001.001.09",
    "13": "urn:iso:std:iso:20022:tech:xsd:pain.001.001.13",
}


class _Layout(NamedTuple):
    """How a version spells what the files use: the agent's BIC element, and whether
    ``ReqdExctnDt`` wraps the date in ``Dt`` (a choice of date or date and time)."""

    bic: str
    dated_execution: bool


#: Every element the files use is the same in .09 and .13 (same names, same order):
#: only the namespace differs between them.
_LAYOUTS = {
    "03": _Layout("BIC", dated_execution=False),
    "09": _Layout("BICFI", dated_execution=True),
    "13": _Layout("BICFI", dated_execution=True),
}
DEFAULT_SEED = 20250115
DEFAULT_PAYMENT_INFOS = 10
#: Every ``ReqdExctnDt``. A past date on purpose: a payment intent executes immediately, so
#: ``pain2pis convert`` refuses a future execution date (``map.unsupported``, mapping.md);
#: a past one costs a ``date.past`` warning per payment info, nothing per transaction.
DEFAULT_EXECUTION_DATE = "2025-01-17"
DEFAULT_REDIRECT = "https://tenant.example/pain-bridge/return"
CREATION_DATE_TIME = "2025-01-15T09:30:00"
MAX_SEED = 10**12 - 1

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


# --------------------------------------------------------------------------------------
# IBANs: national BBAN formats with their check digits, then the ISO 13616 mod-97 digits.
# --------------------------------------------------------------------------------------


def _digits(rng: random.Random, n: int) -> str:
    return f"{rng.randrange(10**n):0{n}d}"


def _numeric(text: str) -> int:
    """Letters as 10..35, digits as themselves (ISO 13616 / ISO 7064)."""
    return int("".join(str(int(c, 36)) for c in text))


def iban_from_bban(country: str, bban: str) -> str:
    """The IBAN for ``bban`` in ``country``, with its mod-97 check digits computed."""
    check = 98 - _numeric(bban + country + "00") % 97
    return f"{country}{check:02d}{bban}"


def _de_method_00(body9: str) -> str:
    """Bundesbank check digit method 00 (weights 2,1,… from the right, cross sums, mod 10)."""
    total = 0
    for i, ch in enumerate(reversed(body9)):
        product = int(ch) * (2 if i % 2 == 0 else 1)
        total += product // 10 + product % 10
    return str((10 - total % 10) % 10)


def _bban_de(rng: random.Random, bank: str) -> str:
    body = _digits(rng, 9)
    return bank + body + _de_method_00(body)


def _bban_fr(rng: random.Random, bank: str) -> str:
    branch, account = _digits(rng, 5), _digits(rng, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97
    return f"{bank}{branch}{account}{key:02d}"


def _bban_nl(rng: random.Random, bank: str) -> str:
    return bank + _digits(rng, 10)


def _es_digit(value: str, weights: tuple[int, ...]) -> str:
    d = 11 - sum(int(c) * w for c, w in zip(value, weights, strict=True)) % 11
    return str({11: 0, 10: 1}.get(d, d))


def _bban_es(rng: random.Random, bank: str) -> str:
    branch, account = _digits(rng, 4), _digits(rng, 10)
    d1 = _es_digit(bank + branch, (4, 8, 5, 10, 9, 7, 3, 6))
    d2 = _es_digit(account, (1, 2, 4, 8, 5, 10, 9, 7, 3, 6))
    return f"{bank}{branch}{d1}{d2}{account}"


# Italian CIN: values of characters in odd (1st, 3rd, …) positions.
_IT_ODD = (1, 0, 5, 7, 9, 13, 15, 17, 19, 21)


def _bban_it(rng: random.Random, bank: str) -> str:
    rest = bank + _digits(rng, 5) + _digits(rng, 12)
    total = sum(_IT_ODD[int(c)] if i % 2 == 0 else int(c) for i, c in enumerate(rest))
    return _LETTERS[total % 26] + rest


def _bban_be(rng: random.Random, bank: str) -> str:
    body = bank + _digits(rng, 7)
    check = int(body) % 97 or 97
    return f"{body}{check:02d}"


def _bban_at(rng: random.Random, bank: str) -> str:
    return bank + _digits(rng, 11)


def _bban_lu(rng: random.Random, bank: str) -> str:
    return bank + _digits(rng, 13)


def _bban_ch(rng: random.Random, bank: str) -> str:
    return bank + _digits(rng, 12)


def _bban_gb(rng: random.Random, bank: str) -> str:
    return bank + _digits(rng, 6) + _digits(rng, 8)


@dataclass(frozen=True)
class _Country:
    code: str
    currency: str
    #: (national bank code, BIC) of real banks.
    banks: tuple[tuple[str, str], ...]
    bban: Callable[[random.Random, str], str]
    legal_forms: tuple[str, ...]
    streets: tuple[str, ...]
    #: (postcode, town)
    towns: tuple[tuple[str, str], ...]


_COUNTRIES: dict[str, _Country] = {
    c.code: c
    for c in (
        _Country(
            "DE",
            "EUR",
            (
                ("20050550", "HASPDEHHXXX"),
                ("12030000", "BYLADEM1001"),
                ("23050101", "NOLADE21SPL"),
                ("26050001", "NOLADE21GOE"),
                ("28290063", "GENODEF1WHV"),
            ),
            _bban_de,
            ("GmbH", "AG", "GmbH und Co. KG", "e.K."),
            ("Hauptstrasse", "Bahnhofstrasse", "Schillerstrasse", "Lindenallee", "Am Markt"),
            (
                ("10115", "Berlin"),
                ("20095", "Hamburg"),
                ("80331", "Muenchen"),
                ("50667", "Koeln"),
                ("60311", "Frankfurt am Main"),
            ),
        ),
        _Country(
            "FR",
            "EUR",
            (("30004", "BNPAFRPPXXX"), ("30002", "CRLYFRPPXXX"), ("20041", "PSSTFRPPPAR")),
            _bban_fr,
            ("SARL", "SA", "SAS"),
            ("Rue de la Paix", "Avenue Victor Hugo", "Boulevard Haussmann", "Rue du Commerce"),
            (("75002", "Paris"), ("69002", "Lyon"), ("13001", "Marseille"), ("31000", "Toulouse")),
        ),
        _Country(
            "NL",
            "EUR",
            (("ABNA", "ABNANL2A"), ("INGB", "INGBNL2A"), ("RABO", "RABONL2U")),
            _bban_nl,
            ("B.V.", "N.V.", "V.O.F."),
            ("Kerkstraat", "Dorpsstraat", "Stationsweg", "Keizersgracht"),
            (("1012 AB", "Amsterdam"), ("3011 AA", "Rotterdam"), ("3511 AB", "Utrecht")),
        ),
        _Country(
            "ES",
            "EUR",
            (("2100", "CAIXESBBXXX"), ("0049", "BSCHESMMXXX"), ("0182", "BBVAESMMXXX")),
            _bban_es,
            ("S.L.", "S.A."),
            ("Calle Mayor", "Avenida de la Constitucion", "Calle Real", "Paseo de Gracia"),
            (("28013", "Madrid"), ("08007", "Barcelona"), ("46002", "Valencia")),
        ),
        _Country(
            "IT",
            "EUR",
            (("03069", "BCITITMMXXX"), ("02008", "UNCRITMMXXX"), ("05034", "BAPPIT21XXX")),
            _bban_it,
            ("S.r.l.", "S.p.A."),
            ("Via Roma", "Via Garibaldi", "Corso Italia", "Via Dante"),
            (("00184", "Roma"), ("20121", "Milano"), ("10121", "Torino")),
        ),
        _Country(
            "BE",
            "EUR",
            (("001", "GEBABEBB"), ("310", "BBRUBEBB"), ("735", "KREDBEBB")),
            _bban_be,
            ("BV", "NV", "SRL"),
            ("Rue Neuve", "Avenue Louise", "Meir", "Kerkstraat"),
            (("1000", "Bruxelles"), ("2000", "Antwerpen"), ("9000", "Gent")),
        ),
        _Country(
            "AT",
            "EUR",
            (("12000", "BKAUATWWXXX"), ("20111", "GIBAATWWXXX"), ("14000", "BAWAATWWXXX")),
            _bban_at,
            ("GmbH", "AG", "OG"),
            ("Mariahilfer Strasse", "Hauptplatz", "Ringstrasse", "Landstrasse"),
            (("1010", "Wien"), ("8010", "Graz"), ("4020", "Linz"), ("5020", "Salzburg")),
        ),
        _Country(
            "LU",
            "EUR",
            (("001", "BCEELULL"), ("002", "BILLLULL"), ("003", "BGLLLULL")),
            _bban_lu,
            ("S.A.", "S.a r.l."),
            ("Grand-Rue", "Avenue de la Gare", "Rue de Hollerich"),
            (("L-1660", "Luxembourg"), ("L-4002", "Esch-sur-Alzette")),
        ),
        _Country(
            "CH",
            "CHF",
            (("00230", "UBSWCHZH80A"), ("09000", "POFICHBEXXX"), ("80808", "RAIFCH22XXX")),
            _bban_ch,
            ("AG", "GmbH", "SA"),
            ("Bahnhofstrasse", "Seestrasse", "Dorfstrasse", "Rue du Rhone"),
            (("8001", "Zuerich"), ("3011", "Bern"), ("1204", "Geneve"), ("4051", "Basel")),
        ),
        _Country(
            "GB",
            "GBP",
            (("NWBK", "NWBKGB2LXXX"), ("BARC", "BARCGB22XXX"), ("LOYD", "LOYDGB2LXXX")),
            _bban_gb,
            ("Ltd", "PLC", "LLP"),
            ("High Street", "Station Road", "Church Lane", "Victoria Road"),
            (("EC1A 1BB", "London"), ("M1 1AE", "Manchester"), ("B1 1AA", "Birmingham")),
        ),
    )
}

#: Debtor and creditor countries of EUR payment infos.
_EURO_COUNTRIES = ("DE", "FR", "NL", "ES", "IT", "BE", "AT", "LU")

_NAME_PREFIXES = (
    "Alpha",
    "Nordic",
    "Blue River",
    "Summit",
    "Atlas",
    "Vertex",
    "Orion",
    "Delta",
    "Helios",
    "Granite",
    "Silver Oak",
    "Redwood",
    "Meridian",
    "Pioneer",
    "Crescent",
    "Harbour",
)
_NAME_TRADES = (
    "Logistics",
    "Consulting",
    "Engineering",
    "Office Supplies",
    "Software",
    "Catering",
    "Facility Services",
    "Printing",
    "Electronics",
    "Transport",
    "Packaging",
    "Energy",
    "Medical Supplies",
    "Textiles",
    "Legal Advisors",
    "Marketing",
)
_FIRST_NAMES = (
    "Anna",
    "Lucas",
    "Sofia",
    "Jan",
    "Marie",
    "Pieter",
    "Laura",
    "Marco",
    "Elena",
    "Thomas",
    "Ines",
    "David",
    "Claire",
    "Stefan",
    "Julia",
    "Pablo",
)
_LAST_NAMES = (
    "Schmidt",
    "Martin",
    "de Vries",
    "Garcia",
    "Rossi",
    "Peeters",
    "Gruber",
    "Weber",
    "Dubois",
    "Jansen",
    "Fernandez",
    "Bianchi",
    "Maes",
    "Huber",
    "Schneider",
    "Lefebvre",
)
_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


# --------------------------------------------------------------------------------------
# The plan: payment infos, their sizes and totals, computed before anything is written.
# --------------------------------------------------------------------------------------


class _PaymentInfo(NamedTuple):
    position: int
    payment_info_id: str
    size: int
    ctrl_sum_cents: int
    currency: str
    country: str
    iban: str
    bic: str


@dataclass(frozen=True)
class GeneratedFile:
    """What :func:`generate_xml` / :func:`generate_json` wrote."""

    path: Path
    format: str
    transactions: int
    payment_infos: int
    seed: int
    message_id: str
    #: The exact sum of all amounts (``GrpHdr/CtrlSum``).
    ctrl_sum: Decimal
    #: Per payment info: (number of transactions, exact sum), in document order.
    payment_info_totals: tuple[tuple[int, Decimal], ...]
    size_bytes: int


def _amount_cents(rng: random.Random) -> int:
    """A realistic amount in cents: many small, some large, a few very large."""
    bucket = rng.randrange(100)
    if bucket < 30:
        return rng.randrange(100, 10_000)
    if bucket < 75:
        return rng.randrange(10_000, 250_000)
    if bucket < 95:
        return rng.randrange(250_000, 2_500_000)
    return rng.randrange(2_500_000, 25_000_000)


def _rngs(seed: int) -> tuple[random.Random, random.Random, random.Random]:
    """Independent streams: plan, amounts (replayed), transaction fields."""
    return (
        random.Random(f"pain001-plan:{seed}"),
        random.Random(f"pain001-amounts:{seed}"),
        random.Random(f"pain001-transactions:{seed}"),
    )


def _sizes(rng: random.Random, n_tx: int, n_pmtinf: int) -> list[int]:
    """Uneven sizes, each at least 1, summing to ``n_tx``."""
    weights = [rng.randrange(1, 5) for _ in range(n_pmtinf)]
    total = sum(weights)
    rest = n_tx - n_pmtinf
    sizes = [1 + rest * w // total for w in weights]
    for i in range(n_tx - sum(sizes)):
        sizes[i % n_pmtinf] += 1
    return sizes


def _payment_info_currency(index: int) -> str:
    # Mostly EUR; with enough payment infos, a CHF and a GBP one in every seven.
    slot = index % 7
    if slot == 5:
        return "CHF"
    if slot == 6:
        return "GBP"
    return "EUR"


def _plan(n_tx: int, n_pmtinf: int, seed: int) -> tuple[str, list[_PaymentInfo]]:
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed must be between 0 and {MAX_SEED}")
    if n_tx < 1:
        raise ValueError("at least one transaction is needed")
    if not 1 <= n_pmtinf <= n_tx:
        raise ValueError("payment infos must be between 1 and the number of transactions")
    plan_rng, amount_rng, _ = _rngs(seed)
    sizes = _sizes(plan_rng, n_tx, n_pmtinf)
    message_id = f"MSG-S{seed}-N{n_tx}"
    infos: list[_PaymentInfo] = []
    for index, size in enumerate(sizes):
        cents = 0
        for _ in range(size):
            cents += _amount_cents(amount_rng)
        currency = _payment_info_currency(index)
        if currency == "EUR":
            country = _EURO_COUNTRIES[plan_rng.randrange(len(_EURO_COUNTRIES))]
        else:
            country = "CH" if currency == "CHF" else "GB"
        spec = _COUNTRIES[country]
        bank, bic = spec.banks[plan_rng.randrange(len(spec.banks))]
        infos.append(
            _PaymentInfo(
                position=index,
                payment_info_id=f"PMTINF-S{seed}-{index + 1:05d}",
                size=size,
                ctrl_sum_cents=cents,
                currency=currency,
                country=country,
                iban=iban_from_bban(country, spec.bban(plan_rng, bank)),
                bic=bic,
            )
        )
    return message_id, infos


def _money(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"


# --------------------------------------------------------------------------------------
# Transactions: one field stream, rendered as XML or JSON.
# --------------------------------------------------------------------------------------


class _Transaction(NamedTuple):
    end_to_end_id: str
    amount: str
    currency: str
    name: str
    #: AdrLine lines; empty for a structured address.
    lines: tuple[str, ...]
    street: str
    building: str
    postcode: str
    town: str
    country: str
    iban: str
    remittance: str


def _creditor_name(rng: random.Random, spec: _Country) -> str:
    if rng.randrange(4) == 0:
        return f"{rng.choice(_FIRST_NAMES)} {rng.choice(_LAST_NAMES)}"
    return f"{rng.choice(_NAME_PREFIXES)} {rng.choice(_NAME_TRADES)} {rng.choice(spec.legal_forms)}"


def _remittance(rng: random.Random, serial: int) -> str:
    kind = rng.randrange(4)
    year = 2024 + rng.randrange(2)
    month = rng.randrange(12)
    customer = rng.randrange(100_000, 1_000_000)
    if kind == 0:
        invoices = ", ".join(
            f"{year}-{rng.randrange(1_000_000):06d}" for _ in range(1 + rng.randrange(4))
        )
        return f"Invoices {invoices} / customer {customer} / order PO-{rng.randrange(100_000):05d}"
    if kind == 1:
        return (
            f"Invoice {year}-{rng.randrange(1_000_000):06d} of {year}-{month + 1:02d}-"
            f"{1 + rng.randrange(28):02d}, customer no. {customer}"
        )
    if kind == 2:
        return (
            f"Salary {_MONTHS[month]} {year}, employee {customer}, "
            f"cost centre {rng.randrange(1000, 10_000)}, run {serial % 997 + 1}"
        )
    return (
        f"Order {rng.randrange(10_000_000):07d} delivery note DN-{rng.randrange(1_000_000):06d}, "
        f"customer reference {customer}"
    )


def _transactions(
    infos: list[_PaymentInfo], seed: int
) -> Iterator[tuple[_PaymentInfo, Iterator[_Transaction]]]:
    """Per payment info, its transactions (lazily; consume them in order)."""
    _, amount_rng, rng = _rngs(seed)
    serial = 0

    def one_info(info: _PaymentInfo) -> Iterator[_Transaction]:
        nonlocal serial
        for _ in range(info.size):
            serial += 1
            cents = _amount_cents(amount_rng)
            if info.currency == "EUR":
                country = (
                    info.country
                    if rng.randrange(10) < 6
                    else _EURO_COUNTRIES[rng.randrange(len(_EURO_COUNTRIES))]
                )
            else:
                country = info.country
            spec = _COUNTRIES[country]
            bank = spec.banks[rng.randrange(len(spec.banks))][0]
            street = rng.choice(spec.streets)
            building = str(1 + rng.randrange(250))
            postcode, town = rng.choice(spec.towns)
            lines: tuple[str, ...] = ()
            if rng.randrange(2) == 0:  # hybrid: the street as a line, town and country apart
                lines = (f"{street} {building}",)
            yield _Transaction(
                end_to_end_id=f"E2E-S{seed}-{serial:010d}",
                amount=_money(cents),
                currency=info.currency,
                name=_creditor_name(rng, spec),
                lines=lines,
                street=street,
                building=building,
                postcode=postcode,
                town=town,
                country=country,
                iban=iban_from_bban(country, spec.bban(rng, bank)),
                remittance=_remittance(rng, serial),
            )

    for info in infos:
        yield info, one_info(info)


def _debtor_name(seed: int) -> str:
    rng = random.Random(f"pain001-debtor:{seed}")
    return f"{rng.choice(_NAME_PREFIXES)} Industrial Holding SE"


def _debtor_address(info: _PaymentInfo) -> tuple[str, str, str]:
    """(street line, postcode, town) of a hybrid debtor address."""
    spec = _COUNTRIES[info.country]
    postcode, town = spec.towns[info.position % len(spec.towns)]
    return f"{spec.streets[0]} {10 + info.position}", postcode, town


# --------------------------------------------------------------------------------------
# Writers
# --------------------------------------------------------------------------------------


def _write_xml(
    out: TextIO,
    message_id: str,
    infos: list[_PaymentInfo],
    seed: int,
    execution_date: str,
    version: str = "03",
) -> None:
    """The same payments in pain.001.001.03, .09 or .13 (``BICFI``, ``ReqdExctnDt/Dt``)."""
    w = out.write
    layout = _LAYOUTS[version]
    bic = layout.bic
    when = f"<Dt>{execution_date}</Dt>" if layout.dated_execution else execution_date
    e = escape
    n_tx = sum(i.size for i in infos)
    debtor = e(_debtor_name(seed))
    w('<?xml version="1.0" encoding="UTF-8"?>\n')
    w(
        f'<Document xmlns="{NAMESPACES[version]}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
    )
    w("    <CstmrCdtTrfInitn>\n")
    w(
        "        <GrpHdr>\n"
        f"            <MsgId>{message_id}</MsgId>\n"
        f"            <CreDtTm>{CREATION_DATE_TIME}</CreDtTm>\n"
        f"            <NbOfTxs>{n_tx}</NbOfTxs>\n"
        f"            <CtrlSum>{_money(sum(i.ctrl_sum_cents for i in infos))}</CtrlSum>\n"
        "            <InitgPty>\n"
        f"                <Nm>{debtor}</Nm>\n"
        "            </InitgPty>\n"
        "        </GrpHdr>\n"
    )
    for info, transactions in _transactions(infos, seed):
        line1, postcode, town = _debtor_address(info)
        sepa = info.currency == "EUR"
        w(
            "        <PmtInf>\n"
            f"            <PmtInfId>{info.payment_info_id}</PmtInfId>\n"
            "            <PmtMtd>TRF</PmtMtd>\n"
            "            <BtchBookg>true</BtchBookg>\n"
            f"            <NbOfTxs>{info.size}</NbOfTxs>\n"
            f"            <CtrlSum>{_money(info.ctrl_sum_cents)}</CtrlSum>\n"
        )
        if sepa:
            w(
                "            <PmtTpInf>\n"
                "                <SvcLvl>\n"
                "                    <Cd>SEPA</Cd>\n"
                "                </SvcLvl>\n"
                "            </PmtTpInf>\n"
            )
        w(
            f"            <ReqdExctnDt>{when}</ReqdExctnDt>\n"
            "            <Dbtr>\n"
            f"                <Nm>{debtor}</Nm>\n"
            "                <PstlAdr>\n"
            f"                    <PstCd>{e(postcode)}</PstCd>\n"
            f"                    <TwnNm>{e(town)}</TwnNm>\n"
            f"                    <Ctry>{info.country}</Ctry>\n"
            f"                    <AdrLine>{e(line1)}</AdrLine>\n"
            "                </PstlAdr>\n"
            "            </Dbtr>\n"
            "            <DbtrAcct>\n"
            "                <Id>\n"
            f"                    <IBAN>{info.iban}</IBAN>\n"
            "                </Id>\n"
            f"                <Ccy>{info.currency}</Ccy>\n"
            "            </DbtrAcct>\n"
            "            <DbtrAgt>\n"
            "                <FinInstnId>\n"
            f"                    <{bic}>{info.bic}</{bic}>\n"
            "                </FinInstnId>\n"
            "            </DbtrAgt>\n"
            f"            <ChrgBr>{'SLEV' if sepa else 'SHAR'}</ChrgBr>\n"
        )
        for tx in transactions:
            if tx.lines:
                address = "".join(
                    f"                        <AdrLine>{e(line)}</AdrLine>\n" for line in tx.lines
                )
                address = (
                    f"                        <PstCd>{e(tx.postcode)}</PstCd>\n"
                    f"                        <TwnNm>{e(tx.town)}</TwnNm>\n"
                    f"                        <Ctry>{tx.country}</Ctry>\n" + address
                )
            else:
                address = (
                    f"                        <StrtNm>{e(tx.street)}</StrtNm>\n"
                    f"                        <BldgNb>{tx.building}</BldgNb>\n"
                    f"                        <PstCd>{e(tx.postcode)}</PstCd>\n"
                    f"                        <TwnNm>{e(tx.town)}</TwnNm>\n"
                    f"                        <Ctry>{tx.country}</Ctry>\n"
                )
            w(
                "            <CdtTrfTxInf>\n"
                "                <PmtId>\n"
                f"                    <EndToEndId>{tx.end_to_end_id}</EndToEndId>\n"
                "                </PmtId>\n"
                "                <Amt>\n"
                f'                    <InstdAmt Ccy="{tx.currency}">{tx.amount}</InstdAmt>\n'
                "                </Amt>\n"
                "                <Cdtr>\n"
                f"                    <Nm>{e(tx.name)}</Nm>\n"
                "                    <PstlAdr>\n"
                f"{address}"
                "                    </PstlAdr>\n"
                "                </Cdtr>\n"
                "                <CdtrAcct>\n"
                "                    <Id>\n"
                f"                        <IBAN>{tx.iban}</IBAN>\n"
                "                    </Id>\n"
                f"                    <Ccy>{tx.currency}</Ccy>\n"
                "                </CdtrAcct>\n"
                "                <RmtInf>\n"
                f"                    <Ustrd>{e(tx.remittance)}</Ustrd>\n"
                "                </RmtInf>\n"
                "            </CdtTrfTxInf>\n"
            )
        w("        </PmtInf>\n")
    w("    </CstmrCdtTrfInitn>\n</Document>\n")


def transaction_json(tx: _Transaction) -> dict[str, Any]:
    """One transaction as a payment intent ``transactions[]`` element (mapping.md)."""
    if tx.lines:
        creditor: dict[str, str] = {
            "name": tx.name,
            "address": ", ".join(tx.lines),
            "postcode": tx.postcode,
            "town": tx.town,
            "country": tx.country,
        }
    else:
        creditor = {
            "name": tx.name,
            "address": f"{tx.street} {tx.building}",
            "postcode": tx.postcode,
            "town": tx.town,
            "country": tx.country,
        }
    return {
        "amount": {"instructed_amount": {"value": tx.amount, "currency": tx.currency}},
        "creditor": creditor,
        "creditor_account": {"identification": {"iban": tx.iban}, "currency": tx.currency},
        "payment_identification": {"end_to_end_id": tx.end_to_end_id},
        "remittance_information": {"unstructured": tx.remittance},
    }


def _write_json(
    out: TextIO, message_id: str, infos: list[_PaymentInfo], seed: int, redirect: str
) -> None:
    w = out.write
    dumps = json.dumps
    n_tx = sum(i.size for i in infos)
    debtor = _debtor_name(seed)
    w("{\n")
    w(f'"psu_redirect_link": {dumps(redirect)},\n')
    w(f'"group_header": {dumps({"message_id": message_id, "txs_no": n_tx})},\n')
    w('"payment_info": [\n')
    for info, transactions in _transactions(infos, seed):
        line1, postcode, town = _debtor_address(info)
        head = {
            "payment_info_id": info.payment_info_id,
            "debtor": {
                "name": debtor,
                "address": line1,
                "postcode": postcode,
                "town": town,
                "country": info.country,
            },
            "debtor_account": {"identification": {"iban": info.iban}, "currency": info.currency},
        }
        if info.position:
            w(",\n")
        w(dumps(head, ensure_ascii=False)[:-1] + ',\n"transactions": [\n')
        first = True
        for tx in transactions:
            if not first:
                w(",\n")
            first = False
            w(dumps(transaction_json(tx), ensure_ascii=False))
        w("\n]}")
    w("\n]\n}\n")


def _generate(
    path: str | os.PathLike[str],
    fmt: str,
    n_tx: int,
    n_pmtinf: int | None,
    seed: int,
    execution_date: str,
    redirect: str,
    version: str = "03",
) -> GeneratedFile:
    try:
        date.fromisoformat(execution_date)
    except ValueError:
        raise ValueError(
            f"execution date must be an ISO date (YYYY-MM-DD), not {execution_date!r}"
        ) from None
    k = min(DEFAULT_PAYMENT_INFOS, n_tx) if n_pmtinf is None else n_pmtinf
    message_id, infos = _plan(n_tx, k, seed)
    target = Path(path)
    partial = target.with_name(f".{target.name}.partial-{os.getpid()}")
    try:
        with open(partial, "w", encoding="utf-8", newline="\n", buffering=1 << 20) as out:
            if fmt == "xml":
                _write_xml(out, message_id, infos, seed, execution_date, version)
            else:
                _write_json(out, message_id, infos, seed, redirect)
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return GeneratedFile(
        path=target,
        format=fmt,
        transactions=n_tx,
        payment_infos=k,
        seed=seed,
        message_id=message_id,
        ctrl_sum=Decimal(_money(sum(i.ctrl_sum_cents for i in infos))),
        payment_info_totals=tuple((i.size, Decimal(_money(i.ctrl_sum_cents))) for i in infos),
        size_bytes=target.stat().st_size,
    )


def generate_xml(
    path: str | os.PathLike[str],
    n_tx: int,
    n_pmtinf: int | None = None,
    seed: int = DEFAULT_SEED,
    *,
    execution_date: str = DEFAULT_EXECUTION_DATE,
    pain_version: str = "03",
) -> GeneratedFile:
    """Write a schema-valid pain.001.001.03 (or ``pain_version="09"`` or ``"13"``) file
    with ``n_tx`` transactions to ``path``.

    ``n_pmtinf`` payment infos (default: 10, or ``n_tx`` if fewer); ``execution_date`` is
    every ``ReqdExctnDt`` (ISO date). The file appears atomically, complete or not at all.
    """
    return _generate(
        path, "xml", n_tx, n_pmtinf, seed, execution_date, DEFAULT_REDIRECT, pain_version
    )


def generate_json(
    path: str | os.PathLike[str],
    n_tx: int,
    n_pmtinf: int | None = None,
    seed: int = DEFAULT_SEED,
    *,
    redirect: str = DEFAULT_REDIRECT,
) -> GeneratedFile:
    """Write the payment intent ``data`` JSON for the same payments as :func:`generate_xml`.

    Same parameters and seed give the same payments in both formats; ``redirect`` is the
    ``psu_redirect_link``.
    """
    return _generate(path, "json", n_tx, n_pmtinf, seed, DEFAULT_EXECUTION_DATE, redirect)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Write a deterministic pain.001.001.03 file (or its payment intent JSON)."
    )
    parser.add_argument("--transactions", "-n", type=int, required=True, metavar="N")
    parser.add_argument(
        "--payment-infos",
        "-k",
        type=int,
        default=None,
        metavar="K",
        help=f"number of PmtInf blocks (default {DEFAULT_PAYMENT_INFOS}, at most N)",
    )
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument(
        "--execution-date",
        default=DEFAULT_EXECUTION_DATE,
        help=f"ReqdExctnDt of every payment info (default {DEFAULT_EXECUTION_DATE})",
    )
    parser.add_argument(
        "--redirect", default=DEFAULT_REDIRECT, help="psu_redirect_link of the JSON variant"
    )
    parser.add_argument(
        "--json", action="store_true", help="write the payment intent data JSON instead of XML"
    )
    parser.add_argument(
        "--pain-version", choices=sorted(NAMESPACES), default="03", help="XML version (03)"
    )
    parser.add_argument("-o", "--output", required=True, type=Path)
    args = parser.parse_args(argv)
    try:
        if args.json:
            info = generate_json(
                args.output,
                args.transactions,
                args.payment_infos,
                args.seed,
                redirect=args.redirect,
            )
        else:
            info = generate_xml(
                args.output,
                args.transactions,
                args.payment_infos,
                args.seed,
                execution_date=args.execution_date,
                pain_version=args.pain_version,
            )
    except (ValueError, OSError) as exc:
        print(f"generate.py: {exc}", file=sys.stderr)
        return 2
    print(
        f"{info.path}: {info.transactions} transactions in {info.payment_infos} payment infos, "
        f"control sum {info.ctrl_sum}, {info.size_bytes:,} bytes "
        f"({info.size_bytes / info.transactions:.0f} per transaction)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
