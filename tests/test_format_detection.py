"""Which format an input is read as: one decision, the same for ``validate`` and
``convert`` (issue: open defects, the low item after item 5).

Content that tells neither (an empty file, XML in EBCDIC) is read as XML, whose reader
says why it is not: ``xml.syntax`` everywhere, whatever ``convert --to`` asks for.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import FIXTURES
from pain_bridge.cli import main
from pain_bridge.sources import detect_format

#: Inputs whose content names no format.
UNTOLD: dict[str, bytes] = {
    "empty": b"",
    "ebcdic-xml": (FIXTURES / "xml" / "single.xml")
    .read_text(encoding="utf-8")
    .replace('encoding="UTF-8"', 'encoding="IBM037"')
    .encode("cp037"),
}

COMMANDS = {
    "validate": ["validate", "{}"],
    "convert": ["convert", "{}", "-o", "out"],
    "convert --to xml": ["convert", "{}", "--to", "xml", "-o", "out"],
    "convert --to json": ["convert", "{}", "--to", "json", "-o", "out"],
}


@pytest.mark.parametrize("name", sorted(UNTOLD))
def test_the_content_tells_no_format(name: str) -> None:
    assert detect_format(UNTOLD[name]) is None


@pytest.mark.parametrize("stdin", [False, True], ids=["file", "stdin"])
@pytest.mark.parametrize("name", sorted(UNTOLD))
def test_validate_and_convert_read_it_as_the_same_format(
    name: str, stdin: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "in.dat"
    path.write_bytes(UNTOLD[name])
    seen = {}
    for command, template in COMMANDS.items():
        args = [arg.replace("{}", "-" if stdin else str(path)) for arg in template]
        result = CliRunner().invoke(main, args, input=UNTOLD[name] if stdin else None)
        assert result.exit_code == 1, (command, result.output)
        assert "Traceback" not in result.output
        seen[command] = sorted(
            {word for word in result.output.split() if word in ("xml.syntax", "json.syntax")}
        )
        assert not (tmp_path / "out").exists()
    assert seen == {command: ["xml.syntax"] for command in COMMANDS}, seen


def test_status_report_told_by_its_words_first_as_by_the_search() -> None:
    """``open_input`` searches for a status report's namespace, schema name or message
    element only where its words are (``sources._pain002``); it finds what the plain
    search finds, in every fixture and in heads made to hold one branch each, or a
    word without its branch."""
    from pain_bridge.sources import _PAIN002, _pain002

    heads = [path.read_bytes()[:4096] for path in sorted(FIXTURES.rglob("*.xml"))]
    heads += [
        b'<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">',
        b'<Document xsi:schemaLocation="x pain.002.001.03.ch.02.xsd">',
        b"<Document><p:CstmrPmtStsRpt>",
        b"<Document><CstmrPmtStsRpt\n>",
        b"<Document><CstmrPmtStsRptX>",  # the word without its branch
        b"<Note>pain.002 files</Note>",
        b"",
    ]
    assert any(_PAIN002.search(head) for head in heads)
    for head in heads:
        plain = _PAIN002.search(head)
        fast = _pain002(head)
        assert (fast and (fast.span(), fast.groups())) == (plain and (plain.span(), plain.groups()))
