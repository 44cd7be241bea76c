"""What a migration (XML → XML) spends once, made cheaper (issue 36 item 2), held to the
plain code it stands for: the writer's emitters compile each model object's helper when
first called and test a value for the characters to escape in their own code (against
compiling them all at once, calling :func:`~pain_bridge.writer.plan.escape_text` for
every value), and the fields a version loses are
found through the editions that move something only (against stepping through every
edition with :func:`~pain_bridge.fields.moved.moved`); and what the streaming writer no
longer looks for, character by character, is still refused."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pain_bridge.fields import node_table
from pain_bridge.fields.moved import _step, follow, moved, moved_paths, moves
from pain_bridge.model import (
    DocumentEnd,
    DocumentStart,
    GroupHeader,
    NodeKind,
    Party,
    PaymentInfo,
    Transaction,
)
from pain_bridge.reader import ReadOptions, iter_xml_events
from pain_bridge.testing import example_message
from pain_bridge.testing.documents import documents
from pain_bridge.versions import PainVersion
from pain_bridge.writer import WriteError, WriteOptions
from pain_bridge.writer.plan import Emit, _compiled, escape_text
from pain_bridge.writer.stream import StreamWriter

_WRITABLE = [version for version in PainVersion if version.writable]
_KINDS: dict[type, NodeKind] = {
    GroupHeader: "group_header",
    PaymentInfo: "payment_info",
    Transaction: "transaction",
}

#: Each emitter pair compiled once for the whole test: (version, kind, indent) → (lazy and
#: inline, whole and plain).
_EMITTERS: dict[tuple[PainVersion, NodeKind, bool], tuple[Emit, Emit]] = {}


def _emitters(version: PainVersion, kind: NodeKind, indent: bool) -> tuple[Emit, Emit]:
    key = (version, kind, indent)
    if key not in _EMITTERS:
        lazy = _compiled(version, kind, indent, None)
        plain = _compiled(version, kind, indent, None, lazy=False, inline=False)
        _EMITTERS[key] = (lazy, plain)
    return _EMITTERS[key]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_WRITABLE).flatmap(lambda v: st.tuples(st.just(v), documents(v))))
def test_an_emitter_compiled_as_called_writes_what_one_compiled_whole_writes(
    drawn: tuple[PainVersion, bytes],
) -> None:
    version, data = drawn
    written = 0
    for event in iter_xml_events(data, ReadOptions(processes=1, keep="model")):
        kind = _KINDS.get(type(event))
        if kind is None:
            continue
        for indent in (True, False):
            emit_lazy, emit_whole = _emitters(version, kind, indent)
            lazy: list[str] = []
            whole: list[str] = []
            assert emit_lazy(event, lazy) == emit_whole(event, whole)
            assert "".join(lazy) == "".join(whole)
        written += 1
    assert written >= 3


@pytest.mark.parametrize("special", ["&", "<", ">", "\r", "a&b<c>d\re", "plain"])
@pytest.mark.parametrize("version", _WRITABLE)
def test_a_value_to_escape_is_escaped_as_the_plain_emitter_escapes_it(
    special: str, version: PainVersion
) -> None:
    """The emitter's own test for the characters to escape, in a leaf's text and in a
    repeated leaf's items, writes what a call of ``escape_text`` for each value writes."""
    tx = example_message().payment_infos[0].transactions[0]
    assert tx.remittance is not None
    tx = replace(
        tx,
        creditor=replace(tx.creditor or Party(), name=f"x{special}y"),
        remittance=replace(tx.remittance, unstructured=(special, f"{special}z")),
    )
    emit_inline, emit_plain = _emitters(version, "transaction", True)
    inline: list[str] = []
    plain: list[str] = []
    assert emit_inline(tx, inline) == emit_plain(tx, plain)
    text = "".join(inline)
    assert text == "".join(plain)
    name = escape_text(f"x{special}y")
    assert f"<Nm>{name}</Nm>" in text
    assert (name == f"x{special}y") == (special == "plain")


def _moved_paths_plain(
    source: PainVersion, target: PainVersion, kind: NodeKind, model: str
) -> tuple[str, ...]:
    """:func:`moved_paths` as first written: every edition between the two stepped
    through, those that move nothing too."""
    paths: tuple[str, ...] = (model,)
    first, last = source.edition, target.edition
    for edition in range(first + 1, last + 1):
        paths = _step(paths, moved(edition, kind).up)
    for edition in range(first, last, -1):
        paths = _step(paths, moved(edition, kind).down)
    return paths


def test_following_the_editions_that_move_gives_what_stepping_through_all_gives() -> None:
    kinds: tuple[NodeKind, ...] = ("group_header", "payment_info", "transaction")
    moving = 0
    for source in PainVersion:
        for target in _WRITABLE:
            for kind in kinds:
                tables = moves(source, target, kind)
                for row in node_table(source, kind).rows:
                    if row.model is None:
                        continue
                    plain = _moved_paths_plain(source, target, kind, row.model)
                    assert follow(row.model, tables) == plain
                    assert moved_paths(source, target, kind, row.model) == plain
                    moving += plain != (row.model,)
    assert moving > 100  # the editions that restructure (.04, .06, .12) are among them


@pytest.mark.parametrize("bad", ["\x01", "\x1f", "\ufffe", "\uffff", "\ud800"])
@pytest.mark.parametrize("version", [PainVersion.V03, PainVersion.V09, PainVersion.V13])
def test_a_character_xml_cannot_carry_in_a_streamed_transaction_is_refused(
    tmp_path: Path, bad: str, version: PainVersion
) -> None:
    """The streaming writer spools the transactions' text without looking for the
    characters XML cannot carry: the document's parse before publishing refuses them
    (or, a lone surrogate, the spool's encoding), and nothing is published; with the
    character left out, the same stream is written."""
    message = example_message()

    def publish(name: str, target: Path) -> bytes | None:
        writer = StreamWriter(WriteOptions(version=version))
        try:
            writer.document_start(DocumentStart("xml"))
            writer.group_header(message.group_header)
            for info in message.payment_infos:
                writer.payment_info(info)
                for tx in info.transactions:
                    writer.transaction(replace(tx, creditor=Party(name)))
            writer.document_end(DocumentEnd(()))
            return writer.publish(target)
        finally:
            writer.close()

    with pytest.raises(WriteError):
        publish(f"bad {bad} char", tmp_path / "out.xml")
    assert list(tmp_path.iterdir()) == []
    assert publish("good char", tmp_path / "out.xml") is None
    assert b"<Nm>good char</Nm>" in (tmp_path / "out.xml").read_bytes()
