"""Every file of the shared corpus (read in place): no traceback, and the same schema
verdict (and the same violations, by line and reason) as lxml's plain validation."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lxml import etree

from conftest import corpus_files
from pain_bridge import xmlsafe, xsd
from pain_bridge.reader import read_message
from pain_bridge.versions import PainVersion

FILES = corpus_files(include_other_versions=True)


def plain_verdict(path: Path, version: PainVersion) -> tuple[bool, set[tuple[int, str]]]:
    """lxml's own answer against the version's schema: valid?, and its violations as
    (line, reason)."""
    try:
        tree = etree.parse(str(path), xmlsafe.make_parser())
    except etree.XMLSyntaxError:
        return False, set()
    schema = xsd.pain001_schema(version)
    valid = schema.validate(tree)
    ns = "{" + version.namespace + "}"
    return valid, {(e.line, e.message.replace(ns, "").strip()) for e in schema.error_log}


def root_namespace(path: Path) -> str | None:
    try:
        root = etree.parse(str(path), xmlsafe.make_parser()).getroot()
    except etree.XMLSyntaxError:
        return None
    return etree.QName(root).namespace


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_corpus_file(path: Path) -> None:
    message, findings = read_message(path)
    codes = {f.code for f in findings}
    namespace = root_namespace(path)
    version = PainVersion.of_namespace(namespace or "")
    if namespace is not None and version is None:
        assert message is None
        assert [f.code for f in findings] == ["xml.namespace"]
        version = re.search(r"\w{4}\.\d{3}\.\d{3}\.\d{2}$", namespace)
        assert version is not None
        assert version.group(0) in findings[0].message
        return
    valid, violations = plain_verdict(path, version or PainVersion.V03)
    if message is not None and version is not None:
        assert message.pain_version is version
    ours_invalid = bool(codes & {"xsd.violation", "xml.syntax"})
    assert ours_invalid == (not valid)
    ours = {(f.line, f.message) for f in findings if f.code == "xsd.violation"}
    assert violations <= ours
    if valid:
        assert message is not None
        assert not [f for f in findings if f.is_error]
