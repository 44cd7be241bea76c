"""The scheme is never silently absent, nor applied to a version it does not cover.

``validate --for bank`` (or ``both``) on a payment info in which detection finds no
scheme's marker draws ``scheme.none``, naming what it looked for; ``--scheme none``
(the user's word) and ``--for service`` do not. A scheme applied to a file of a version
its source does not cover draws ``scheme.version`` with the versions it takes, and its
rules still run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from conftest import FIXTURES
from pain_bridge.cli import main
from pain_bridge.convert import convert
from pain_bridge.findings import CATALOGUE, Severity
from pain_bridge.schemes import SCHEMES
from pain_bridge.versions import PainVersion
from scheme_support import document

#: SEPA from a German account (.03): without its service level it names no scheme.
SINGLE = (FIXTURES / "xml" / "single.xml").read_bytes()
NO_MARKER = SINGLE.replace(b"<Cd>SEPA</Cd>", b"<Cd>NURG</Cd>")
assert NO_MARKER != SINGLE


def _validate(tmp_path: Path, source: bytes, *options: str) -> tuple[int, list[dict[str, Any]]]:
    path = tmp_path / "in.xml"
    path.write_bytes(source)
    result = CliRunner().invoke(main, ["validate", "--format", "json", *options, str(path)])
    assert result.exit_code in (0, 1), result.output
    return result.exit_code, json.loads(result.output)["files"][0]["findings"]


def _of(findings: list[dict[str, Any]], code: str) -> list[dict[str, Any]]:
    return [f for f in findings if f["code"] == code]


def test_a_bank_file_without_a_scheme_marker_draws_scheme_none(tmp_path: Path) -> None:
    for purpose in ("bank", "both"):
        _exit, findings = _validate(tmp_path, NO_MARKER, "--for", purpose)
        (none,) = _of(findings, "scheme.none")
        assert none["severity"] == "warning"
        assert none["line"] == 13  # <PmtInf>
        assert not _of(findings, "scheme.applied")
        message = none["message"]
        for looked_for in ("pain.001.003.03", "CH", "LI", "SvcLvl/Cd SEPA", "INST", ".ch."):
            assert looked_for in message, message
        assert "cbpr-plus" in message  # chosen only: how to choose it
        assert "--scheme" in message


def test_scheme_none_fails_under_strict(tmp_path: Path) -> None:
    clean = (
        document("sct")
        .replace(b"<Cd>SEPA</Cd>", b"<Cd>NURG</Cd>")
        .replace(b"<Dt>2026-11-20</Dt>", b"<Dt>2099-01-15</Dt>")  # never in the past
    )
    exit_code, findings = _validate(tmp_path, clean, "--for", "bank")
    assert [f["code"] for f in findings] == ["scheme.none"]
    assert exit_code == 0
    strict, _findings = _validate(tmp_path, clean, "--for", "bank", "--strict")
    assert strict == 1


def test_scheme_none_is_a_catalogued_warning() -> None:
    assert CATALOGUE["scheme.none"].severity is Severity.WARNING
    assert CATALOGUE["scheme.version"].severity is Severity.WARNING


def test_no_scheme_none_when_the_user_chose_none_or_the_file_is_for_the_service(
    tmp_path: Path,
) -> None:
    for options in (("--for", "bank", "--scheme", "none"), ("--for", "service"), ()):
        _exit, findings = _validate(tmp_path, NO_MARKER, *options)
        assert not _of(findings, "scheme.none"), options


def _migrated(name: str, version: str) -> bytes:
    result = convert(document(name), to="xml", pain_version=version)
    assert result.written, [f.code for f in result.listed]
    assert result.output is not None
    return result.output


def test_a_swiss_file_migrated_to_13_draws_scheme_version(tmp_path: Path) -> None:
    source = _migrated("sps-d", "13")
    assert PainVersion.V13.namespace.encode() in source
    _exit, findings = _validate(tmp_path, source, "--for", "bank")
    (applied,) = _of(findings, "scheme.applied")
    assert applied["message"].startswith("swiss-sps ")
    (version,) = _of(findings, "scheme.version")
    assert version["severity"] == "warning"
    assert version["line"] == applied["line"]
    message = version["message"]
    assert "pain.001.001.13" in message
    assert "pain.001.001.09" in message
    assert "swiss-sps" in message
    # the rules still run: a Swiss rule broken in the migrated file is still found
    broken = source.replace(b"<Cd>CHBCC</Cd>", b"<Cd>USABA</Cd>", 1)
    assert broken != source
    _exit, findings = _validate(tmp_path, broken, "--for", "bank")
    assert _of(findings, "scheme.version")
    assert any(f["code"].startswith("sps.") for f in findings), [f["code"] for f in findings]


def test_scheme_version_once_per_scheme_and_not_for_a_version_it_takes(tmp_path: Path) -> None:
    # .03 is one EPC's banks still take: SEPA from a German account, no scheme.version
    _exit, findings = _validate(tmp_path, SINGLE, "--for", "bank")
    assert _of(findings, "scheme.applied")
    assert not _of(findings, "scheme.version")
    # the same .03 file under the Swiss scheme (SPS 2025 is .09 only)
    _exit, findings = _validate(tmp_path, SINGLE, "--scheme", "swiss-sps")
    (version,) = _of(findings, "scheme.version")
    assert "pain.001.001.03" in version["message"]


def test_the_clean_scheme_documents_draw_neither(tmp_path: Path) -> None:
    for name in ("sct", "sps-d"):
        _exit, findings = _validate(tmp_path, document(name), "--for", "bank")
        codes = [f["code"] for f in findings]
        assert "scheme.applied" in codes, (name, codes)
        assert "scheme.none" not in codes, (name, codes)
        assert "scheme.version" not in codes, (name, codes)


def test_each_profile_declares_its_versions_and_markers() -> None:
    for name, profile in SCHEMES.items():
        assert profile.versions, name
        assert PainVersion.V09 in profile.versions, name
    assert set(SCHEMES["swiss-sps"].versions) == {PainVersion.V09}
    assert set(SCHEMES["epc-sct"].versions) == {PainVersion.V09, PainVersion.V03}
    assert SCHEMES["cbpr-plus"].markers.empty  # CBPR+ is only ever chosen
    for name in ("epc-sct", "epc-sct-inst", "swiss-sps", "dk"):
        assert not SCHEMES[name].markers.empty, name
