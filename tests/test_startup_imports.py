"""What a small ``pain2pis validate`` imports (issue 36 item 5, start-up).

Start-up cannot be timed in a test, but what makes it can be held: the modules a
``validate`` of a small XML file imports, listed by a real run of the CLI in a fresh
interpreter, leave out those that only other commands or inputs need (the JSON reader
and writer, ...), which are imported where they are used.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PROJECT_ROOT

SAMPLE = PROJECT_ROOT / "src" / "pain_bridge" / "samples" / "sct.09.xml"

#: Modules a validate of an XML file never needs: importing them costs start-up only.
#: The reference data libraries are asked only about a value their data files (read by
#: pain_bridge.rules.refdata) do not hold, and the sample's values are all well formed;
#: importlib.metadata (with email, zipfile, socket ...) came with pycountry and schwifty;
#: importlib.resources (with tempfile, shutil, random) with the bundled files read
#: through it (pain_bridge.package_data reads them from the package's folder), with
#: anyascii (asked only for a letter of another script) and with the spools on disk.
LAZY = (
    "pain_bridge.mapping.from_json",
    "pain_bridge.mapping.json_fields",
    "pain_bridge.mapping.to_json",
    "pycountry",
    "iso4217",
    "schwifty",
    "importlib.metadata",
    "importlib.resources",
    "tempfile",
    "anyascii",
    # the field tables come built (pain_bridge/fields/ahead): their layouts and blocks
    # are imported only to build a table the package does not hold
    "pain_bridge.fields.pain_001_001_03",
    "pain_bridge.fields.pain_001_001_09",
    "pain_bridge.fields.blocks",
    "pain_bridge.fields.blocks.party",
    # a mistyped finding code's suggestions, a file pattern the shell left
    "difflib",
    "glob",
    # read only where a configuration file or a skill profile is (none here)
    "tomllib",
    # the scheme profiles, made only for a scheme chosen or detected (the composition's
    # tables come written in pain_bridge.codes)
    "pain_bridge.schemes.cbpr",
    "pain_bridge.schemes.dk",
    "pain_bridge.schemes.epc",
    "pain_bridge.schemes.sps",
    "pain_bridge.schemes.swiss",
)

#: Runs ``pain2pis ARGS`` as the script runs it (``main()``: a validate then ends the
#: process at once, :func:`pain_bridge.cli._end_now`) and writes what it imported from an
#: ``atexit`` handler, which runs on that way out as on Python's own.
_RUN = """
import atexit, sys
from pain_bridge.cli import main
from pain_bridge import codegen, dataclass_setup
out = sys.argv.pop()
generated = []
plain = []  # the package's classes made by dataclasses' own _process_class
_plain_process_class = dataclass_setup.plain_process_class
def _plain(cls, *params):
    if cls.__module__.startswith("pain_bridge"):
        plain.append(cls.__qualname__)
    return _plain_process_class(cls, *params)
dataclass_setup.plain_process_class = _plain
_compile_text = codegen.compile_text
def _counted(text, where):
    generated.append(where)
    return _compile_text(text, where)
codegen.compile_text = _counted
def _record():
    modules = sorted(sys.modules)  # before json, imported here to write them
    import json
    with open(out, "w") as handle:
        json.dump({"modules": modules}, handle)
    from pain_bridge.reader.build import builder
    with open(out + ".builders", "w") as handle:
        handle.write(str(builder.cache_info().currsize))
    import dataclasses
    from pain_bridge import dataclass_code
    with open(out + ".dataclasses", "w") as handle:
        json.dump({"installed": dataclasses.exec is dataclass_code._exec,
                   "compiled": dataclass_code.compiled, "plain": plain,
                   "setup": dataclasses._process_class is dataclass_setup.process_class},
                  handle)
    with open(out + ".generated", "w") as handle:
        json.dump(generated, handle)
atexit.register(_record)
main()
"""


def _modules_of(tmp_path: Path, *args: str) -> tuple[int, list[str]]:
    """The exit status of ``pain2pis ARGS`` and the modules imported by its end."""
    out = tmp_path / "modules.json"
    command = [sys.executable, "-c", _RUN, *args, str(out)]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True)
    assert done.returncode in (0, 1, 2), done.stderr
    return done.returncode, json.loads(out.read_text())["modules"]


def test_a_small_validate_imports_none_of_the_lazy_modules(tmp_path: Path) -> None:
    code, modules = _modules_of(tmp_path, "validate", str(SAMPLE))
    assert code in (0, 1)  # the sample's findings are its result
    assert "pain_bridge.engine" in modules  # it did validate
    assert [name for name in LAZY if name in modules] == []


def test_a_small_validate_compiles_no_general_transaction_builder(tmp_path: Path) -> None:
    """The sample's few transactions are read by builders of their shapes: of the general
    builders (the whole table compiled, :func:`~pain_bridge.reader.build.builder`) only the
    group header's and the payment info's are made."""
    code, _ = _modules_of(tmp_path, "validate", str(SAMPLE))
    assert code in (0, 1)
    assert (tmp_path / "modules.json.builders").read_text() == "2"


def test_a_small_validate_compiles_no_dataclass_method(tmp_path: Path) -> None:
    """The methods of the package's dataclasses (a third of a small validate's
    instructions when each was compiled at start) come compiled: none is compiled at
    start-up, and every class is made by :mod:`pain_bridge.dataclass_setup` from its
    shape's methods (:mod:`pain_bridge.dataclass_shapes`), none by :mod:`dataclasses`'
    own ``_process_class``, which writes the texts."""
    code, _ = _modules_of(tmp_path, "validate", str(SAMPLE))
    assert code in (0, 1)
    made = json.loads((tmp_path / "modules.json.dataclasses").read_text())
    assert made == {"installed": True, "compiled": [], "plain": [], "setup": True}


def test_a_small_validate_compiles_only_its_transactions_builder(tmp_path: Path) -> None:
    """Of the code generated from the field tables, a small validate compiles only the
    builder of its transactions' shape: the general builders of the group header and
    the payment info and the text checks come compiled from
    :mod:`pain_bridge.codegen_ahead`."""
    code, _ = _modules_of(tmp_path, "validate", str(SAMPLE))
    assert code in (0, 1)
    generated = json.loads((tmp_path / "modules.json.generated").read_text())
    assert set(generated) == {"<builder of one Transaction shape>"}


@pytest.mark.parametrize("name", ["load_json", "message_to_data", "split_address"])
def test_the_mapping_packages_names_are_still_there(name: str) -> None:
    import pain_bridge.mapping as mapping

    assert callable(getattr(mapping, name))
    assert name in mapping.__all__


def test_bundled_files_are_read_as_importlib_resources_reads_them(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The package's folder read directly gives what ``importlib.resources`` gives, and
    where the package is no folder (a zip) the file is read through it."""
    from importlib import resources

    from pain_bridge import package_data

    names = sorted(p.name for p in resources.files("pain_bridge").joinpath("xsd").iterdir())
    assert any(name.startswith("pain.001.001.03") for name in names)
    for name in names:
        expected = resources.files("pain_bridge").joinpath("xsd", name).read_bytes()
        assert package_data.read_bytes("xsd", name) == expected
    monkeypatch.setattr(package_data, "_FOLDER", tmp_path / "not-a-folder")
    for name in names:
        expected = resources.files("pain_bridge").joinpath("xsd", name).read_bytes()
        assert package_data.read_bytes("xsd", name) == expected
