"""The package a user installs works: build it, install the wheel alone, use it.

``make wheel-check`` (and CI) runs ``python tools/check_wheel.py``, which

1. builds the sdist and, from it, the wheel (``python -m build``), so a file the sdist
   forgets is missing from the wheel too;
2. checks that the wheel holds every file of ``src/pain_bridge`` (modules, XSDs, skill
   profiles, samples, sandbox data and templates) and the licence, and names what is
   missing;
3. installs the wheel with its ``testing`` extra into a fresh virtual environment (the
   dependencies at the versions of ``requirements-dev.lock``);
4. from a temporary folder, with no checkout on ``sys.path``: ``pain2pis --version`` (the
   version of ``pain_bridge.__version__`` and of the metadata), ``pain2pis demo``,
   ``pain2pis validate`` on a corpus file, reading a pain.001.001.09 file with
   ``python -c "import pain_bridge; …"`` and importing the Hypothesis strategies.

``--wheel FILE`` checks a given wheel instead of building one; ``--contents-only`` stops
after step 2. Prints the wheel's size and file count; exits 1 naming the first failure.
The corpus is found as the tests find it: ``$PAIN_BRIDGE_SHARED`` or ``../shared``.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "pain_bridge"
SHARED = Path(os.environ.get("PAIN_BRIDGE_SHARED", ROOT.parent / "shared"))
CORPUS = SHARED / "corpus" / "pain001"
#: A clean pain.001.001.03 file and a pain.001.001.09 one of the corpus.
VALIDATE_FILE = CORPUS / "sepa_king__pain.001.001.03.xml"
V09_FILE = CORPUS / "other-versions" / "php-sepa-xml__pain.001.001.09.xml"

READ_09 = """\
import sys, pain_bridge
from pain_bridge.reader import read_message
from pain_bridge.versions import PainVersion
assert "{root}" not in pain_bridge.__file__, pain_bridge.__file__
message, findings = read_message(sys.argv[1])
assert message is not None and message.pain_version is PainVersion.V09, findings
assert not [f for f in findings if f.is_error], findings
print("read", sum(1 for _ in message.transactions), "transaction(s) of", sys.argv[1])
"""
STRATEGIES = "import pain_bridge.testing.strategies as s; print('strategies:', len(s.__all__))"


class CheckFailed(Exception):
    """The package is not what a user needs; the message says what is wrong."""


def expected_files() -> set[str]:
    """Every file of the package in the checkout, as its path in the wheel."""
    return {
        str(path.relative_to(PACKAGE.parent))
        for path in PACKAGE.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    }


def check_contents(wheel: Path) -> tuple[int, int]:
    """Raise :class:`CheckFailed` naming every package file or licence the wheel lacks;
    returns its size in bytes and its number of files."""
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    missing = sorted(expected_files() - names)
    if not any(re.search(r"\.dist-info/(licenses/)?LICENSE$", name) for name in names):
        missing.append("*.dist-info/licenses/LICENSE")
    if missing:
        raise CheckFailed(f"{wheel.name} lacks {len(missing)} file(s): " + ", ".join(missing))
    return wheel.stat().st_size, len(names)


def run(argv: list[str], cwd: Path, env: dict[str, str]) -> str:
    shown = [a.splitlines()[0] + " …" if "\n" in a else a for a in argv]
    print("$", " ".join(shown), flush=True)
    done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise CheckFailed(
            f"`{' '.join(argv)}` exited {done.returncode}:\n{done.stdout}{done.stderr}"
        )
    return done.stdout


def build(out: Path) -> Path:
    run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], ROOT, dict(os.environ))
    (wheel,) = out.glob("*.whl")
    return wheel


def pins() -> str:
    """The lock's pins, without hashes: the versions the tests ran with."""
    lock = (ROOT / "requirements-dev.lock").read_text(encoding="utf-8")
    return "\n".join(re.findall(r"^([A-Za-z0-9_.\-]+(?:\[[^\]]*\])?==[^\s\\;]+)", lock, re.M))


def install_and_use(wheel: Path, scratch: Path) -> None:
    venv = scratch / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    bin_dir = venv / "bin"
    constraints = scratch / "constraints.txt"
    constraints.write_text(pins() + "\n", encoding="utf-8")
    work = scratch / "work"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "VIRTUAL_ENV"}}
    env = {k: v for k, v in env.items() if not k.startswith("PAIN2PIS_")}
    env |= {"PATH": f"{bin_dir}{os.pathsep}{env.get('PATH', '')}", "HOME": str(scratch / "home")}
    env["PAIN2PIS_SANDBOX_STATE"] = str(scratch / "home" / "sandbox.json")
    pip = [str(bin_dir / "python"), "-m", "pip", "install", "--quiet", "-c", str(constraints)]
    run([*pip, f"{wheel}[testing]"], work, env)
    python = str(bin_dir / "python")
    version = run([python, "-c", "import pain_bridge; print(pain_bridge.__version__)"], work, env)
    metadata = run(
        [python, "-c", "import importlib.metadata as m; print(m.version('pain_bridge'))"],
        work,
        env,
    )
    said = run([str(bin_dir / "pain2pis"), "--version"], work, env)
    if not (version.strip() == metadata.strip() and said.split()[-1] == version.strip()):
        raise CheckFailed(f"versions differ: {version!r}, {metadata!r}, {said!r}")
    run([str(bin_dir / "pain2pis"), "demo"], work, env)
    if not CORPUS.is_dir():
        if os.environ.get("CI"):
            raise CheckFailed(f"CI needs the shared corpus at {CORPUS} (PAIN_BRIDGE_SHARED)")
        print(f"corpus NOT FOUND at {CORPUS}: the corpus steps are SKIPPED", flush=True)
    else:
        run([str(bin_dir / "pain2pis"), "validate", str(VALIDATE_FILE)], work, env)
        run([python, "-c", READ_09.format(root=ROOT), str(V09_FILE)], work, env)
    run([python, "-c", STRATEGIES], work, env)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", type=Path, help="check this wheel instead of building one")
    parser.add_argument("--contents-only", action="store_true", help="stop after the contents")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="pain-bridge-wheel-") as tmp:
        scratch = Path(tmp)
        try:
            wheel = args.wheel.resolve() if args.wheel else build(scratch / "dist")
            size, count = check_contents(wheel)
            print(f"{wheel.name}: {size:,} bytes, {count} files", flush=True)
            if not args.contents_only:
                install_and_use(wheel, scratch)
        except CheckFailed as failure:
            print(f"wheel check FAILED: {failure}", file=sys.stderr)
            return 1
    print("wheel check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
