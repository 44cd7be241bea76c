"""Submitting a file as payment intents, durably: the logic behind ``pain2pis submit``.

1. :func:`prepare_intents`: validate the file (for the skill, through the pipeline
   ``validate`` runs: :mod:`pain_bridge.pipeline`), convert it to the ``payment_intent``
   ``data`` and split it (:func:`split_data`). An invalid file raises
   :class:`~pain_bridge.errors.ValidationFailed` before any network call.
2. :func:`plan_batch`: record every intent in the journal as ``planned`` (intents
   already there keep their state).
3. :func:`~pain_bridge.gateway.batch.run_batch`: for each intent, with at most
   ``concurrency`` at a time, create a session and submit the step, writing the journal
   before and after each call.

How a re-run resumes, how several processes share a batch and how a stopped run ends:
:mod:`pain_bridge.gateway.batch`, whose names are given here too.

After the customer's authorization, :func:`record_redirect`, :func:`exchange` and
:func:`refresh` carry the intent through ``authorized``, ``token_exchanged`` and the
payment statuses: they live in :mod:`pain_bridge.gateway.consent` and are named here too,
with :func:`is_transient` (:mod:`pain_bridge.gateway.retry`), for the callers that take
the whole journey from this module.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from pathlib import Path
from typing import Any, Literal

from pain_bridge.errors import InputError, MissingFile, ValidationFailed
from pain_bridge.findings import Finding
from pain_bridge.gateway.batch import (
    DONE_STATES,
    DRAIN_TIMEOUT,
    Outcome,
    run_batch,
    submit_batch,
    worker_of,
)
from pain_bridge.gateway.consent import exchange, record_redirect, refresh
from pain_bridge.gateway.journal import (
    IntentRecord,
    Journal,
    PlannedIntent,
    intent_key,
)
from pain_bridge.gateway.retry import is_transient
from pain_bridge.model import Message
from pain_bridge.versions import PainVersion

__all__ = [
    "DONE_STATES",
    "DRAIN_TIMEOUT",
    "Outcome",
    "Prepared",
    "SplitMode",
    "batch_of",
    "exchange",
    "file_digest",
    "is_transient",
    "one_finding_per_problem",
    "plan_batch",
    "planned_keys",
    "prepare_intents",
    "record_redirect",
    "refresh",
    "run_batch",
    "sources_of",
    "split_data",
    "submit_batch",
    "worker_of",
]

SplitMode = Literal["none", "payment-info", "transaction"]

_MSG_ID_MAX = 35


# -- preparing ---------------------------------------------------------------------
def _suffixed(message_id: str, n: int) -> str:
    suffix = f"-{n}"
    return message_id[: _MSG_ID_MAX - len(suffix)] + suffix


def split_data(data: Mapping[str, Any], mode: SplitMode) -> list[tuple[str, dict[str, Any]]]:
    """Split one ``payment_intent`` ``data`` object into intents, each with a label.

    ``none``: the whole file is one intent. ``payment-info``: one intent per
    ``payment_info`` element (its group header, if any, gets ``message_id-<n>`` and its
    own ``txs_no``). ``transaction``: one single payment per transaction (no group
    header, the transaction's payment info around it).
    """
    infos = list(data.get("payment_info") or [])
    top = {k: v for k, v in data.items() if k not in ("payment_info", "group_header")}
    header = data.get("group_header")
    if mode == "none":
        return [("all", dict(data))]
    result: list[tuple[str, dict[str, Any]]] = []
    for i, info in enumerate(infos, start=1):
        txs = list(info.get("transactions") or [])
        name = info.get("payment_info_id") or f"payment_info[{i}]"
        if mode == "payment-info":
            item = dict(top)
            if isinstance(header, Mapping):
                sub = dict(header)
                if isinstance(sub.get("message_id"), str):
                    sub["message_id"] = _suffixed(sub["message_id"], i)
                sub["txs_no"] = len(txs)
                item["group_header"] = sub
            item["payment_info"] = [dict(info)]
            result.append((str(name), item))
            continue
        for j, tx in enumerate(txs, start=1):
            e2e = (tx.get("payment_identification") or {}).get("end_to_end_id")
            label = f"{name}/{e2e}" if e2e and e2e != "NOTPROVIDED" else f"{name}/{j}"
            item = dict(top)
            item["payment_info"] = [{**info, "transactions": [tx]}]
            result.append((label, item))
    return result


def _positions(message: Message, mode: SplitMode) -> list[list[tuple[int, int, int, int]]]:
    """For each intent :func:`split_data` makes (in its order): the (payment info,
    transaction) positions it carries in the message, with their positions inside the
    intent's own ``data``."""
    infos = message.payment_infos
    if mode == "none":
        return [
            [(i, j, i, j) for i, info in enumerate(infos) for j in range(len(info.transactions))]
        ]
    if mode == "payment-info":
        return [
            [(i, j, 0, j) for j in range(len(info.transactions))] for i, info in enumerate(infos)
        ]
    return [[(i, j, 0, 0)] for i, info in enumerate(infos) for j in range(len(info.transactions))]


def sources_of(message: Message, mode: SplitMode) -> list[dict[str, Any] | None]:
    """For each intent of ``message`` split by ``mode``, where its transactions come from
    in the original pain.001 message: what its status report (pain.002) names. None for
    each intent when the message was payment intent JSON (no pain.001 to report on)."""
    if message.source_format != "xml":
        return [None] * len(_positions(message, mode))
    header = message.group_header
    infos = message.payment_infos
    version = message.pain_version or PainVersion.V03

    def total(txs: Sequence[Any]) -> str:
        return str(sum((tx.amount.value for tx in txs if tx.amount is not None), Decimal(0)))

    original = {
        "message_id": header.message_id,
        # OrgnlMsgNmId; the namespace says it was read from the file (older journals
        # named every message pain.001.001.03, whatever its version)
        "message_name": version.value,
        "namespace": version.namespace,
        "created": header.creation_date_time,
        "nb_of_txs": message.transaction_count,
        "ctrl_sum": total(list(message.transactions)),
        "payment_infos": [
            {
                "id": info.payment_info_id,
                "nb_of_txs": len(info.transactions),
                "ctrl_sum": total(info.transactions),
            }
            for info in infos
        ],
    }
    sources: list[dict[str, Any] | None] = []
    for carried in _positions(message, mode):
        transactions = []
        for i, j, at_i, at_j in carried:
            tx = infos[i].transactions[j]
            transactions.append(
                {
                    "payment_info": i,
                    "index": j,
                    "at": [at_i, at_j],
                    "end_to_end_id": tx.end_to_end_id,
                    "instruction_id": tx.instruction_id,
                }
            )
        sources.append({"message": original, "transactions": transactions})
    return sources


@dataclass(frozen=True, slots=True)
class Prepared:
    """What :func:`prepare_intents` made of a file: the labelled intents, every finding
    (warnings included), per intent its :func:`sources_of` entry, and the file (its path
    and the SHA-256 of its content: the journal tells files apart by it)."""

    intents: list[tuple[str, dict[str, Any]]]
    findings: list[Finding]
    sources: list[dict[str, Any] | None]
    file: str | None = None
    digest: str | None = None


def file_digest(path: Path) -> str:
    """The SHA-256 of a file's content (hex). Raises :class:`InputError` when unreadable."""
    try:
        with path.open("rb") as handle:
            return hashlib.file_digest(handle, "sha256").hexdigest()
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror or exc}", path=str(path)) from exc


def one_finding_per_problem(
    in_file: Sequence[Finding], in_intents: Sequence[Finding]
) -> list[Finding]:
    """The findings of a file and those of the intents split from it, each problem once.

    The intents are the file's payments in the JSON, checked again for the skill (whose
    limits, bulk-ness above all, are judged per intent): the rules that found something
    in the file find it again in an intent, at a JSON Pointer. A finding of an intent
    saying what one of the file says (its code and its words) is that one, at the file's
    line; where the skill makes it graver (a free-text address an error), the file's
    finding takes the skill's severity. What only the intents show is added."""
    merged = list(in_file)
    said: dict[tuple[str, str], list[int]] = {}
    for i, finding in enumerate(merged):
        said.setdefault((finding.code, finding.message), []).append(i)
    for finding in in_intents:
        key = (finding.code, finding.message)
        if key not in said:
            said[key] = [len(merged)]
            merged.append(finding)
            continue
        for i in said[key]:  # each place of the file that says it (every creditor's address)
            if finding.severity.rank > merged[i].severity.rank:
                merged[i] = replace(merged[i], severity=finding.severity)
    return merged


def prepare_intents(
    source: str | Path,
    *,
    skill: str,
    split: SplitMode = "none",
    psu_redirect_link: str | None = None,
    psu_id: str | None = None,
    allow_immediate_execution: bool = False,
    require_profile: bool = False,
    require_redirect: bool = True,
) -> Prepared:
    """Validate ``source`` (pain.001 XML or ``data`` JSON) for ``skill``, convert and
    split it.

    The service has no execution date: a payment goes out when the customer authorizes
    it. A pain.001 requested execution date in the future is therefore an error
    (``map.unsupported``) unless ``allow_immediate_execution`` accepts paying now.

    A skill without a profile is checked with the generic rules (a ``skill.unknown``
    warning), unless ``require_profile`` refuses it. Without ``require_redirect`` a
    missing ``psu_redirect_link`` is left for the caller to settle (a re-run of intents
    the journal already has needs none: :func:`planned_keys`).

    Raises :class:`~pain_bridge.errors.ValidationFailed` with all findings when any is an
    error, for the file or for any split intent; :class:`~pain_bridge.errors.InputError`
    when it cannot be read; :class:`~pain_bridge.profiles.MalformedSkill` /
    :class:`~pain_bridge.profiles.UnknownSkill` for the skill.
    """
    from pain_bridge.config import RuleConfig
    from pain_bridge.mapping.to_json import message_to_data
    from pain_bridge.model import assemble
    from pain_bridge.pipeline import CheckOptions, Pipeline
    from pain_bridge.profiles import resolve_profile
    from pain_bridge.sources import iter_events
    from pain_bridge.xmlsafe import xml_char_findings

    profile = resolve_profile(skill, require=require_profile)
    config = RuleConfig(require_profile=require_profile)
    path = Path(source)
    if not path.is_file():
        raise MissingFile(path)
    # Bulk-ness and psu_id are judged per intent after splitting: a file submitted split is checked
    # for the skill (and the scheme it names) with bulk allowed, and its intents again.
    # One reading gives the findings (as ``validate`` finds them) and the message.
    whole = profile if split == "none" else replace(profile, bulk=True, requires_psu_id=False)
    options = CheckOptions(
        skill=whole, config=config, allow_immediate_execution=allow_immediate_execution
    )
    checking = Pipeline(path, options)
    read = checking.opened.file
    if read is not None:  # the journal's SHA-256, taken by the reading as it goes
        read.digest = True
    message, unlocated = assemble(checking.events())
    findings = list(checking.located(unlocated))
    if any(f.is_error for f in findings):
        raise ValidationFailed(findings)
    if message is None:  # no pain.001 (a status report): say why as a pain.001 reader
        read_findings = assemble(iter_events(checking.opened))[1]
        raise ValidationFailed(read_findings or findings)
    data = message_to_data(
        message,
        psu_redirect_link=psu_redirect_link or message.psu_redirect_link,
        psu_id=psu_id or message.psu_id,
    )
    refused = xml_char_findings(data)  # the options' text: judged as the file's was
    if refused:
        raise ValidationFailed(findings + refused)
    if not data.get("psu_redirect_link") and require_redirect:
        raise InputError("no psu_redirect_link: give --redirect URL or --listen", path=str(path))
    intents = split_data(data, split)
    if split != "none":
        per_intent: list[Finding] = []
        for _label, item in intents:
            per_intent.extend(Pipeline(item, CheckOptions(skill=profile, config=config)).findings())
        findings = one_finding_per_problem(findings, per_intent)
        if any(f.is_error for f in findings):
            raise ValidationFailed(findings)
    # a file the reading did not take whole (JSON, read by its own reader) is hashed here
    digest = read.sha256 if read is not None and read.sha256 else file_digest(path)
    return Prepared(intents, findings, sources_of(message, split), str(path), digest)


# -- planning ----------------------------------------------------------------------
def planned_keys(
    intents: Sequence[tuple[str, Mapping[str, Any]]], *, skill: str, base_url: str
) -> list[str]:
    """The journal keys :func:`plan_batch` gives ``intents``: identical intents in one
    batch are told apart by their occurrence number."""
    seen: dict[str, int] = {}
    keys: list[str] = []
    for _label, data in intents:
        first = intent_key(data, skill, base_url)
        occurrence = seen.get(first, 0)
        seen[first] = occurrence + 1
        keys.append(first if occurrence == 0 else intent_key(data, skill, base_url, occurrence))
    return keys


def batch_of(keys: Sequence[str]) -> str:
    """The batch id of intents with journal ``keys`` (:func:`planned_keys`)."""
    return hashlib.sha256("".join(keys).encode()).hexdigest()[:16]


def plan_batch(
    journal: Journal,
    intents: Sequence[tuple[str, Mapping[str, Any]]],
    *,
    skill: str,
    base_url: str,
    credential_source: str,
    tenant_user_id: str,
    sources: Sequence[Mapping[str, Any] | None] | None = None,
    file: str | None = None,
    digest: str | None = None,
) -> list[IntentRecord]:
    """Record ``intents`` (label, data) as planned; returns their records in order.
    ``sources``: per intent, where it comes from in its pain.001 (:func:`sources_of`);
    ``file`` and ``digest``: the file they come from (recorded as an origin of each
    intent, including those another file planned before).

    Identical intents in one batch are told apart by their occurrence number, so a file
    that really pays the same thing twice submits it twice (and never a third time).
    """
    planned: list[PlannedIntent] = []
    keys = planned_keys(intents, skill=skill, base_url=base_url)
    for key, (label, data) in zip(keys, intents, strict=True):
        planned.append(
            PlannedIntent(
                key, "", 0, label, skill, base_url, credential_source, tenant_user_id, data
            )
        )
    batch = batch_of(keys)
    origins = list(sources) if sources is not None else [None] * len(planned)
    planned = [
        PlannedIntent(
            p.key,
            batch,
            i,
            p.label,
            p.skill,
            p.base_url,
            p.credential_source,
            p.tenant_user_id,
            p.data,
            origin,
        )
        for i, (p, origin) in enumerate(zip(planned, origins, strict=True))
    ]
    return journal.plan(planned, file=file, digest=digest)
