"""The payment initiation service's limits stay the service's.

The catalogue marks the codes that state a limit of the service (its interface, its JSON,
a skill's on-boarding): :data:`pain_bridge.findings.SERVICE_CODES`. For each of them this
file has an input that draws it, and holds, through the real CLI:

- ``validate --for bank --scheme none`` does not report it (a bank has none of those
  limits), while ``--for service`` and ``--for both`` do;
- ``convert --to xml`` of an XML file (a version migration, no payment intent made) does
  not report it and writes the file, while ``convert`` to the JSON reports it.

A new service code without a case here fails :func:`test_every_service_code_has_a_case`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from pain_bridge.cli import main
from pain_bridge.findings import CATALOGUE, SERVICE_CODES
from pain_bridge.versions import PainVersion
from rules_support import VALID_RF, json_data, xml_document, xml_payment_info, xml_tx

SHORT = "short_xx_pisp_sbx_#1.0"  # a skill of the skills file below
SKILLS = f"""[skills."{SHORT}"]
bulk = true
structured_remittance = true
remittance_max_length = 10
"""


def _doc_tx(**kw: str | None) -> bytes:
    return xml_document(infos=[xml_payment_info(txs=[xml_tx(**kw)])])  # type: ignore[arg-type]


def _strd() -> str:
    return (
        "<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp>"
        f"<Ref>{VALID_RF}</Ref></CdtrRefInf></Strd>"
    )


def _without_creditor_account() -> bytes:
    return re.sub(rb"<CdtrAcct>.*?</CdtrAcct>", b"", _doc_tx(), flags=re.DOTALL)


@dataclass(frozen=True)
class Case:
    """An input that draws a service code, and where the code shows."""

    source: bytes
    suffix: str = ".xml"
    skill: str | None = None
    #: ``validate --for service`` reports it (``map.incomplete`` belongs to the JSON
    #: written, so only a conversion reports it).
    validated: bool = True

    @property
    def xml(self) -> bool:
        """An XML input: migrated with ``convert --to xml``, converted to the JSON."""
        return self.suffix == ".xml"


TWO_USTRD = "<Ustrd>Invoice 17</Ustrd><Ustrd>and 18</Ustrd>"

CASES: dict[str, Case] = {
    "map.inferred": Case(_doc_tx(creditor_ccy=None)),
    "map.unsupported": Case(
        xml_document(infos=[xml_payment_info(execution_date="2099-01-20")])
    ),  # the service executes at once
    "map.missing": Case(_without_creditor_account()),
    "map.incomplete": Case(_doc_tx(), validated=False),  # no --redirect
    "remittance.multiple": Case(_doc_tx(remittance=TWO_USTRD)),
    "remittance.both": Case(_doc_tx(remittance=f"<Ustrd>Invoice 17</Ustrd>{_strd()}")),
    "remittance.structured-unsupported": Case(
        _doc_tx(remittance=_strd()), skill="bt_ro_pisp_sbx_#2.0"
    ),
    "skill.unknown": Case(_doc_tx(), skill="nobody_xx_pisp_sbx_#1.0"),
    # pain.001 has no psu_id: the check is the JSON's alone (no migration, no conversion)
    "skill.psu-id": Case(
        json.dumps({k: v for k, v in json_data().items() if k != "psu_id"}).encode(),
        suffix=".json",
        skill="bt_ro_pisp_sbx_#2.0",
    ),
    "skill.end-to-end-id": Case(_doc_tx(e2e="NOTPROVIDED"), skill="ing_nl_pisp_sbx_#1.0"),
    "skill.bulk": Case(
        xml_document(infos=[xml_payment_info(txs=[xml_tx(), xml_tx(e2e="E2E-2")])]),
        skill="bt_ro_pisp_sbx_#2.0",
    ),
    "skill.currency": Case(_doc_tx(ccy="USD", creditor_ccy="USD"), skill="ing_nl_pisp_sbx_#1.0"),
    "skill.amount": Case(_doc_tx(amount="1000000.01"), skill="bt_ro_pisp_sbx_#2.0"),
    "skill.remittance": Case(_doc_tx(remittance="<Ustrd>Invoice 2024-17</Ustrd>"), skill=SHORT),
}


def test_every_service_code_has_a_case() -> None:
    assert SERVICE_CODES, "the catalogue marks no code as the service's"
    assert set(CASES) == set(SERVICE_CODES)
    assert all(CATALOGUE[code].service for code in SERVICE_CODES)


@pytest.fixture
def runner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CliRunner:
    monkeypatch.chdir(tmp_path)  # the configuration written below, and no other, applies
    return CliRunner()


def _setup(tmp_path: Path, case: Case) -> Path:
    """The case's input in ``tmp_path``, its skill named by the configuration there (so
    that ``convert``, which has no ``--skill``, checks it too)."""
    (tmp_path / "skills.toml").write_text(SKILLS, encoding="utf-8")
    lines = ['skills_file = "skills.toml"']
    if case.skill is not None:
        lines.append(f'skill = "{case.skill}"')
    (tmp_path / ".pain2pis.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    path = tmp_path / f"payment{case.suffix}"
    path.write_bytes(case.source)
    return path


def _validated(runner: CliRunner, path: Path, *options: str) -> list[str]:
    result = runner.invoke(main, ["validate", "--format", "json", *options, str(path)])
    assert result.exit_code in (0, 1), result.output
    return [f["code"] for f in json.loads(result.output)["files"][0]["findings"]]


def _reported(result: Result) -> set[str]:
    return set(re.findall(r" (?:error|warning|info) ([a-z0-9-]+\.[a-z0-9-]+) ", result.output))


@pytest.mark.parametrize("code", sorted(SERVICE_CODES))
def test_a_service_code_is_not_a_banks(runner: CliRunner, tmp_path: Path, code: str) -> None:
    case = CASES[code]
    path = _setup(tmp_path, case)
    bank = _validated(runner, path, "--for", "bank", "--scheme", "none", "-v")
    assert code not in bank
    for purpose in ("service", "both"):
        found = _validated(runner, path, "--for", purpose, "--scheme", "none", "-v")
        assert (code in found) is case.validated, (purpose, found)


@pytest.mark.parametrize("code", sorted(c for c in SERVICE_CODES if CASES[c].xml))
def test_a_service_code_does_not_block_a_migration(
    runner: CliRunner, tmp_path: Path, code: str
) -> None:
    path = _setup(tmp_path, CASES[code])
    for version in ("03", "09"):
        out = tmp_path / f"out.{version}.xml"
        args = ["convert", "--to", "xml", "--pain-version", version, "--scheme", "none", "-v"]
        args.append(str(path))  # no scheme: a skill's (ing: EPC) would refuse USD itself
        migrated = runner.invoke(main, [*args, "-o", str(out)])
        assert migrated.exit_code == 0, migrated.output
        assert out.is_file()
        assert code not in _reported(migrated)
    converted = runner.invoke(main, ["convert", "-v", str(path), "-o", str(tmp_path / "out.json")])
    assert code in _reported(converted), converted.output


@pytest.mark.parametrize("version", [v.short for v in PainVersion if v.writable])
@pytest.mark.parametrize("code", ["remittance.multiple", "remittance.both"])
def test_a_schema_valid_remittance_migrates_into_every_version(
    runner: CliRunner, tmp_path: Path, code: str, version: str
) -> None:
    """Two ``Ustrd``, or ``Ustrd`` and ``Strd``: what the schemas allow, and what is
    written as it was (the service's one line is not a version's)."""
    path = _setup(tmp_path, CASES[code])
    out = tmp_path / "out.xml"
    migrated = runner.invoke(
        main, ["convert", "--to", "xml", "--pain-version", version, str(path), "-o", str(out)]
    )
    assert migrated.exit_code == 0, migrated.output
    written = out.read_bytes()
    assert b"<Ustrd>Invoice 17</Ustrd>" in written
    assert (b"<Ustrd>and 18</Ustrd>" in written) is (code == "remittance.multiple")
    assert (VALID_RF.encode() in written) is (code == "remittance.both")
