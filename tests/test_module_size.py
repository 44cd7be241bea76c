"""Rooms of one job: a module of ``src/pain_bridge`` longer than :data:`MAX_LINES` says why
it is one module, in a sentence that starts "One module because" within the first
:data:`FIRST_LINES` lines of its docstring. A module that cannot say why is split."""

from __future__ import annotations

import ast
from pathlib import Path

import pain_bridge

PACKAGE = Path(pain_bridge.__file__).parent
#: Longer than this, a module says why it is one.
MAX_LINES = 400
#: How far into its docstring a module says it: where a reader opening the file sees it.
FIRST_LINES = 15
SENTENCE = "One module because"


def _says_why(source: str) -> bool:
    docstring = ast.get_docstring(ast.parse(source), clean=True) or ""
    head = " ".join(docstring.splitlines()[:FIRST_LINES])
    return SENTENCE in " ".join(head.split())


def test_a_long_module_says_why_it_is_one() -> None:
    unexplained = []
    for path in sorted(PACKAGE.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        lines = source.count("\n")
        if lines > MAX_LINES and not _says_why(source):
            unexplained.append(f"{path.relative_to(PACKAGE.parent)} ({lines} lines)")
    assert not unexplained, (
        f"over {MAX_LINES} lines without {SENTENCE!r} in the docstring's first "
        f"{FIRST_LINES} lines (split it, or say why it is one): " + ", ".join(unexplained)
    )


def test_the_sentence_is_found_only_where_it_is_written() -> None:
    """The check reads the docstring's first lines, across a line break, and nothing else."""
    assert _says_why('"""Title.\n\nOne module\nbecause the table is one."""\n')
    assert not _says_why('"""Title."""\n# One module because of a comment\n')
    late = '"""Title.\n' + "\n" * FIRST_LINES + 'One module because too late."""\n'
    assert not _says_why(late)
