"""A cash account, as every version of pain.001 writes one (``CashAccount16`` in ``.03``,
``CashAccount24`` in ``.04``–``.08``, ``CashAccount38`` in ``.09``–``.10``,
``CashAccount40`` from ``.11``).

This module imports nothing of :mod:`pain_bridge.model` (the package imports it).
"""

from __future__ import annotations

from dataclasses import dataclass

from pain_bridge.model.common import CodeOrProprietary

__all__ = ["Account", "Proxy"]


@dataclass(frozen=True)
class Proxy:
    """An alias of the account (``Prxy``, from ``.09``): an e-mail address, a phone
    number… (``Id``) of a kind (``Tp``, a code or a proprietary name)."""

    type: CodeOrProprietary | None = None
    identification: str | None = None


@dataclass(frozen=True)
class Account:
    """A cash account: by IBAN (the only kind the service takes) or by another id.

    The other id (``Id/Othr``) is ``other_id`` with the scheme it belongs to
    (``other_scheme_name``: ``SchmeNm``, a code or a proprietary name) and who issued it
    (``other_issuer``). ``type`` is the account's kind (``Tp``), ``name`` its name (``Nm``)
    and ``proxy`` its alias (``Prxy``, from ``.09``). From ``.11`` the schema lets an
    account be known by its proxy alone.
    """

    iban: str | None = None
    other_id: str | None = None
    currency: str | None = None
    other_scheme_name: CodeOrProprietary | None = None
    other_issuer: str | None = None
    type: CodeOrProprietary | None = None
    name: str | None = None
    proxy: Proxy | None = None
