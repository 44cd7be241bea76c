"""What a root's namespace says, in words, for the refusal of a message not read.

A reader refuses a root that is no ``Document`` of a version it reads with
``xml.namespace``. :func:`refusal` words it from data: what the namespace names (an ISO
20022 message and version, a Swiss or German variant), the namespace itself when it is
only a look-alike of one read (``…:xsdX:pain.001.001.03``, a trailing space), and the
versions the reader reads (:data:`PAIN001`, :data:`PAIN002`).

>>> reason = refusal(ISO + "pain.002.001.99", "Document", PAIN002)
>>> reason.split(", a version")[0].removeprefix("The namespace " + ISO)
'pain.002.001.99 is that of pain.002.001.99 (customer payment status report)'
>>> reason.split("; ")[1]
'pain2pis reads pain.002.001.03 to .14, the German pain.002.002.03 and the Swiss \
pain.002.001.03.ch.02: expected a Document in the namespace of one of them'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from pain_bridge.versions import READ_NAMES, PainVersion
from pain_bridge.xsd import BUNDLED

__all__ = ["ISO", "PAIN001", "PAIN002", "Reads", "refusal"]

ISO: Final = "urn:iso:std:iso:20022:tech:xsd:"


@dataclass(frozen=True, slots=True)
class Reads:
    """The versions of one message a reader reads: ``message`` (``pain.001``), each
    version's name → its ISO namespace, and the whole list in words."""

    message: str
    namespaces: Mapping[str, str]
    words: str


PAIN001: Final = Reads(
    "pain.001",
    {version.value: version.namespace for version in PainVersion},
    READ_NAMES,
)
#: The status reports read (:mod:`pain_bridge.status_report.reader`).
PAIN002: Final = Reads(
    "pain.002",
    {name: ISO + name for name in BUNDLED},
    "pain.002.001.03 to .14, the German pain.002.002.03 and the Swiss pain.002.001.03.ch.02",
)

_ISO_NAMESPACE: Final = re.compile(
    re.escape(ISO) + r"(?P<area>[a-z]{4})\.(?P<msg>[0-9]{3})\.(?P<variant>[0-9]{3})"
    r"\.(?P<version>[0-9]{2})",
    re.ASCII,
)
#: Message names inside other namespaces: the Swiss (SIX) ones end in ``.ch.NN.xsd``.
_NAMED_NAMESPACE: Final = re.compile(
    r"(?P<area>pain|pacs|camt)\.(?P<msg>[0-9]{3})\.(?P<variant>[0-9]{3})\.(?P<version>[0-9]{2})"
    r"(?P<swiss>\.ch\.[0-9]{2})?(?:\.xsd)?\s*$"
)
_MESSAGE_NAMES: Final = {
    ("pain", "001"): "customer credit transfer initiation",
    ("pain", "002"): "customer payment status report",
    ("pain", "007"): "customer payment reversal",
    ("pain", "008"): "customer direct debit initiation",
    ("pain", "013"): "creditor payment activation request",
    ("pain", "014"): "creditor payment activation request status report",
    ("camt", "052"): "bank-to-customer account report",
    ("camt", "053"): "bank-to-customer statement",
    ("camt", "054"): "bank-to-customer debit/credit notification",
    ("camt", "055"): "customer payment cancellation request",
    ("camt", "056"): "FI-to-FI payment cancellation request",
    ("pacs", "002"): "FI-to-FI payment status report",
    ("pacs", "003"): "FI-to-FI customer direct debit",
    ("pacs", "004"): "payment return",
    ("pacs", "008"): "FI-to-FI customer credit transfer",
    ("pacs", "009"): "financial institution credit transfer",
    ("head", "001"): "business application header",
}
_GERMAN_VARIANTS: Final = {"pain.001.002.03", "pain.001.003.03", "pain.008.002.02",
                           "pain.008.003.02"}  # fmt: skip
_EXPECTED: Final = "expected a Document in the namespace of one of them"
_SHOWN: Final = 80


def _clip(text: str) -> str:
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"


def refusal(namespace: str, root: str, reads: Reads, *, read: bool = False) -> str:
    """Why a root element ``root`` in ``namespace`` is refused by a reader of ``reads``
    (``read``: the namespace is one read, so the root's name is what is wrong)."""
    supported = f"pain2pis reads {reads.words}"
    if read:
        return f"The root element is {root}, not Document; expected a Document in {namespace}"
    if not namespace:
        return (
            f"The root element {root} has no namespace, so it is no {reads.message} "
            f"message; {supported}: {_EXPECTED}"
        )
    iso = _ISO_NAMESPACE.fullmatch(namespace)
    match = iso or _NAMED_NAMESPACE.search(namespace)
    if match is None:
        return (
            f"The root element {root} is in the namespace {_clip(namespace)}, which is no "
            f"{reads.message} version read here; {supported}: {_EXPECTED}"
        )
    name = f"{match['area']}.{match['msg']}.{match['variant']}.{match['version']}"
    swiss = match.groupdict().get("swiss")
    if iso is None and not swiss and name in reads.namespaces:  # a look-alike
        return (
            f"The root element {root} is in the namespace {_clip(namespace)!r}, which names "
            f"{name} but is not its namespace, {reads.namespaces[name]}; {supported}: "
            f"{_EXPECTED}"
        )
    notes = [kind] if (kind := _MESSAGE_NAMES.get((match["area"], match["msg"]))) else []
    if swiss:
        name += swiss
        notes.insert(0, "the Swiss (SIX) variant")
    if name in _GERMAN_VARIANTS:
        notes.append("the German DFÜ-Abkommen (DK) variant")
    described = f" ({', '.join(notes)})" if notes else ""
    if iso is not None and name.startswith(reads.message + "."):
        described += ", a version not read here"
    return (
        f"The namespace {_clip(namespace)} is that of {name}{described}; {supported}: {_EXPECTED}"
    )
