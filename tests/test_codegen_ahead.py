"""The generated code every small ``validate`` compiles (the general builders of a group
header and a payment info, the text rule's quick checks) comes compiled ahead of time
(issue 36 item 5, start-up): :mod:`pain_bridge.codegen_ahead` holds each text with its
code, and :func:`pain_bridge.codegen.compiled` takes the code from there. The code must be
what compiling the text gives."""

from __future__ import annotations

import marshal
import sys

from pain_bridge import codegen, codegen_ahead
from scripts_support import load_tool


def test_the_table_holds_what_the_generators_write() -> None:
    """The texts (and where each is compiled) are those the generators write now."""
    _, recorded = load_tool("codegen_ahead").record()
    assert [(text, where) for text, where, _ in recorded] == list(codegen_ahead.TEXTS), (
        "src/pain_bridge/codegen_ahead.py is out of date: run make codegen-ahead"
    )


def test_each_code_is_its_texts_own_compilation() -> None:
    assert sys.version_info[:2] == codegen_ahead.PYTHON
    assert len(codegen_ahead.TEXTS) == len(codegen_ahead.CODES) > 50
    for (text, where), blob in zip(codegen_ahead.TEXTS, codegen_ahead.CODES, strict=True):
        code = marshal.loads(blob)
        own = codegen.compile_text(text, where)
        assert code == own, where
        assert code.co_filename == own.co_filename == where
        assert code.co_flags == own.co_flags  # the same future features


def test_a_text_the_table_does_not_hold_is_compiled() -> None:
    source = codegen.Source({"K": 2})
    source.add(0, "def twice(x):")
    source.add(1, "return x * K")
    assert ("def twice(x):\n    return x * K", "<a test>") not in codegen_ahead.TEXTS
    assert source.function("twice", "a test")(21) == 42
