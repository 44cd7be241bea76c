"""The realistic input of issue 24, made by the shared generator as it is.

``../shared/bench/gen_pain001.py N OUT --pmtinf 10 --seed 7`` (the shared folder beside
the project, or ``$PAIN_BRIDGE_SHARED`` as for the tests' corpus) writes a pain.001.001.03
file unlike ``generate.py``'s uniform ones: 10 payment infos in several currencies,
structured and free-text addresses mixed, accented names, RF creditor references,
purpose codes, an optional creditor agent; about one warning per transaction
(``text.charset`` about 0.8 per transaction, ``address.unstructured`` on one in five).

The file is named after the generator's own bytes (a digest), its size and its
parameters, so a changed generator makes a new file instead of reusing a stale one; it
appears complete or not at all. When the generator is missing or fails, the reason is
returned instead of a path: the harness records the measurements on this file as
unavailable, with that reason, and goes on.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

PROJECT_ROOT = Path(__file__).resolve().parents[1]
#: The shared folder beside the project (``PAIN_BRIDGE_SHARED`` moves it, as for tests).
SHARED = Path(os.environ.get("PAIN_BRIDGE_SHARED", PROJECT_ROOT.parent / "shared"))
GENERATOR = SHARED / "bench" / "gen_pain001.py"
#: The parameters of issue 24's measurements.
PAYMENT_INFOS = 10
SEED = 7
#: Seconds before a generation is given up (1M transactions take about a minute).
GENERATION_TIMEOUT = 3600.0


class Realistic(NamedTuple):
    """The realistic file of one size, or why there is none."""

    path: Path | None
    unavailable: str | None = None


def generator_argv(generator: Path, n: int, out: Path) -> list[str]:
    """The generator's command line for ``n`` transactions into ``out``."""
    return [
        sys.executable,
        str(generator),
        str(n),
        str(out),
        "--pmtinf",
        str(PAYMENT_INFOS),
        "--seed",
        str(SEED),
    ]


def file_name(generator_source: bytes, n: int) -> str:
    """The cached file's name: the generator's digest, the size, the parameters."""
    digest = hashlib.sha256(generator_source).hexdigest()[:12]
    return f"realistic-g{digest}-n{n}-k{PAYMENT_INFOS}-s{SEED}.xml"


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return lines[-1][:300] if lines else "(no output)"


def realistic_file(
    data_dir: Path,
    n: int,
    generator: Path | None = None,
    timeout: float = GENERATION_TIMEOUT,
) -> Realistic:
    """The realistic file of ``n`` transactions in ``data_dir``, generated unless there,
    by ``generator`` (default :data:`GENERATOR`)."""
    generator = generator or GENERATOR
    try:
        source = generator.read_bytes()
    except OSError as exc:
        return Realistic(
            None,
            f"the realistic file's generator is not readable at {generator} "
            f"({exc.strerror or exc}; PAIN_BRIDGE_SHARED names the shared folder)",
        )
    target = data_dir / file_name(source, n)
    if target.exists():
        return Realistic(target)
    partial = target.with_name(f".{target.name}.partial-{os.getpid()}")
    try:
        proc = subprocess.run(
            generator_argv(generator, n, partial),
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        if proc.returncode != 0 or not partial.exists():
            detail = _last_line(proc.stderr or proc.stdout)
            return Realistic(None, f"{generator.name} failed (exit {proc.returncode}): {detail}")
        partial.replace(target)
    except subprocess.TimeoutExpired:
        return Realistic(None, f"{generator.name} did not finish within {timeout:g} s")
    except OSError as exc:
        return Realistic(None, f"{generator.name} could not run: {exc.strerror or exc}")
    finally:
        partial.unlink(missing_ok=True)
    return Realistic(target)
