"""What one benchmark measurement runs, each in a fresh interpreter started by ``run.py``.

Usage (normally only through ``run.py``)::

    python benchmarks/workers.py floor FILE XSD
    python benchmarks/workers.py xmlschema FILE XSD [--raise-limit]
    python benchmarks/workers.py xsdata FILE MODELS_DIR PACKAGE
    python benchmarks/workers.py sepaxml JSON_FILE OUT_DIR [--validate]
    python benchmarks/workers.py profile COMMAND INPUT OUTPUT PROFILE_PREFIX

Every worker prints one JSON object on its last stdout line: ``{"transactions": N,
"seconds": S}`` (``seconds`` is the work alone, without the interpreter's start), or
``{"error": "..."}`` with exit status 1 when the tool under test failed, or exit status 3
when the tool is not installed. ``run.py`` times the whole process from outside.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

NS = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"
EXIT_FAILED = 1
EXIT_UNAVAILABLE = 3


def _emit(payload: dict[str, Any], status: int = 0) -> int:
    print(json.dumps(payload), flush=True)
    return status


def floor(path: str, xsd: str) -> int:
    """lxml ``iterparse`` with the XSD attached, tag-filtered, clearing as it goes."""
    from lxml import etree

    started = time.perf_counter()
    tree = etree.parse(xsd)
    schema = etree.XMLSchema(tree)
    namespace = tree.getroot().get("targetNamespace") or NS
    count = 0
    try:
        for _, element in etree.iterparse(
            path, events=("end",), tag=f"{{{namespace}}}CdtTrfTxInf", schema=schema
        ):
            count += 1
            element.clear()
            parent = element.getparent()
            while element.getprevious() is not None:
                del parent[0]
    except etree.LxmlError as exc:
        return _emit({"error": f"{type(exc).__name__}: {exc}"}, EXIT_FAILED)
    return _emit({"transactions": count, "seconds": time.perf_counter() - started})


def _count_key(node: Any, key: str) -> int:
    """Occurrences of ``key`` (a list counts its items) anywhere in a to_dict result."""
    if isinstance(node, dict):
        total = 0
        for name, value in node.items():
            if name == key or name.endswith(f":{key}") or name.endswith(f"}}{key}"):
                total += len(value) if isinstance(value, list) else 1
            else:
                total += _count_key(value, key)
        return total
    if isinstance(node, list):
        return sum(_count_key(item, key) for item in node)
    return 0


def xmlschema_to_dict(path: str, xsd: str, raise_limit: bool) -> int:
    """``xmlschema.XMLSchema(xsd).to_dict(file)``: validation and decoding to dicts."""
    try:
        import xmlschema
    except ImportError as exc:
        return _emit({"error": str(exc)}, EXIT_UNAVAILABLE)
    started = time.perf_counter()
    if raise_limit:
        # The documented knob: xmlschema.limits, checked when a resource is loaded.
        xmlschema.limits.MAX_XML_ELEMENTS = 10**9
    schema = xmlschema.XMLSchema(xsd)
    try:
        data = schema.to_dict(path)
    except Exception as exc:  # the peer's own failure is the measurement's result
        return _emit({"error": f"{type(exc).__name__}: {str(exc).splitlines()[0]}"}, EXIT_FAILED)
    count = _count_key(data, "CdtTrfTxInf")
    return _emit({"transactions": count, "seconds": time.perf_counter() - started})


def xsdata_parse(path: str, models_dir: str, package: str) -> int:
    """xsdata's ``XmlParser`` (lxml event handler) into dataclasses generated from the XSD."""
    try:
        from xsdata.formats.dataclass.parsers import XmlParser
        from xsdata.formats.dataclass.parsers.handlers import LxmlEventHandler
    except ImportError as exc:
        return _emit({"error": str(exc)}, EXIT_UNAVAILABLE)
    sys.path.insert(0, models_dir)
    started = time.perf_counter()
    module = __import__(package, fromlist=["Document"])
    try:
        document = XmlParser(handler=LxmlEventHandler).parse(path, module.Document)
    except Exception as exc:  # the peer's own failure is the measurement's result
        return _emit({"error": f"{type(exc).__name__}: {str(exc).splitlines()[0]}"}, EXIT_FAILED)
    count = sum(len(info.cdt_trf_tx_inf) for info in document.cstmr_cdt_trf_initn.pmt_inf)
    return _emit({"transactions": count, "seconds": time.perf_counter() - started})


def _sepaxml_payment(tx: dict[str, Any], execution_date: date) -> dict[str, Any]:
    amount = Decimal(tx["amount"]["instructed_amount"]["value"]).scaleb(2)
    creditor = tx["creditor"]
    address: dict[str, Any] = {"lines": [creditor["address"]]} if "address" in creditor else {}
    for ours, theirs in (("postcode", "postcode"), ("town", "town"), ("country", "country")):
        if ours in creditor:
            address[theirs] = creditor[ours]
    payment: dict[str, Any] = {
        "name": creditor["name"],
        "IBAN": tx["creditor_account"]["identification"]["iban"],
        "amount": int(amount),
        "currency": tx["amount"]["instructed_amount"]["currency"],
        "execution_date": execution_date,
        "description": tx.get("remittance_information", {}).get("unstructured", ""),
        "endtoend_id": tx.get("payment_identification", {}).get("end_to_end_id", "NOTPROVIDED"),
    }
    if address:
        payment["address"] = address
    return payment


def sepaxml_export(json_path: str, out_dir: str, validate: bool) -> int:
    """sepaxml's ``SepaTransfer`` export of the same payments, one document per debtor.

    sepaxml takes one debtor account per document, so each ``payment_info`` becomes its own
    pain.001.001.03 file.
    """
    try:
        from sepaxml import SepaTransfer  # type: ignore[import-untyped]
    except ImportError as exc:
        return _emit({"error": str(exc)}, EXIT_UNAVAILABLE)
    started = time.perf_counter()
    data = json.loads(Path(json_path).read_text(encoding="utf-8"))
    today = date.today()
    count = 0
    for index, info in enumerate(data["payment_info"]):
        config = {
            "name": info["debtor"]["name"],
            "IBAN": info["debtor_account"]["identification"]["iban"],
            "batch": True,
            "currency": info["debtor_account"]["currency"],
        }
        transfer = SepaTransfer(config, schema="pain.001.001.03")
        for tx in info["transactions"]:
            transfer.add_payment(_sepaxml_payment(tx, today))
        try:
            xml = transfer.export(validate=validate)
        except Exception as exc:  # the peer's own failure is the measurement's result
            message = f"{type(exc).__name__}: {str(exc).splitlines()[0]}"
            if exc.__cause__ is not None:
                message += f" (from {type(exc.__cause__).__name__})"
            return _emit({"error": message}, EXIT_FAILED)
        Path(out_dir, f"sepaxml-{index + 1:04d}.xml").write_bytes(xml)
        count += xml.count(b"<CdtTrfTxInf>")
    return _emit({"transactions": count, "seconds": time.perf_counter() - started})


def profile(command: str, input_path: str, output_path: str, prefix: str) -> int:
    """Run a ``pain2pis`` command in this process under pyinstrument; save HTML and text."""
    try:
        from pyinstrument import Profiler
    except ImportError as exc:
        return _emit({"error": str(exc)}, EXIT_UNAVAILABLE)
    from generate import DEFAULT_REDIRECT

    from pain_bridge.cli import main as cli

    args = {
        "convert": ["convert", input_path, "--redirect", DEFAULT_REDIRECT, "-o", output_path],
        "json-to-xml": ["convert", input_path, "--to", "xml", "-o", output_path],
        "validate": ["validate", input_path, "--format", "json"],
    }[command]
    profiler = Profiler(interval=0.001)
    status: object = 0
    started = time.perf_counter()
    profiler.start()
    try:
        cli.main(args=args, prog_name="pain2pis", standalone_mode=False)
    except SystemExit as exc:
        status = exc.code
    except Exception as exc:  # recorded in the profile's report, like any other outcome
        status = f"{type(exc).__name__}: {exc}"
    finally:
        profiler.stop()
    seconds = time.perf_counter() - started
    Path(f"{prefix}.html").write_text(profiler.output_html(), encoding="utf-8")
    Path(f"{prefix}.txt").write_text(
        profiler.output_text(unicode=True, color=False, show_all=False), encoding="utf-8"
    )
    if status not in (0, None):
        return _emit({"error": f"pain2pis {command} ended with {status}"}, EXIT_FAILED)
    return _emit({"seconds": seconds})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="worker", required=True)
    p = sub.add_parser("floor")
    p.add_argument("file")
    p.add_argument("xsd")
    p = sub.add_parser("xmlschema")
    p.add_argument("file")
    p.add_argument("xsd")
    p.add_argument("--raise-limit", action="store_true")
    p = sub.add_parser("xsdata")
    p.add_argument("file")
    p.add_argument("models_dir")
    p.add_argument("package")
    p = sub.add_parser("sepaxml")
    p.add_argument("file")
    p.add_argument("out_dir")
    p.add_argument("--validate", action="store_true")
    p = sub.add_parser("profile")
    p.add_argument("command", choices=["convert", "json-to-xml", "validate"])
    p.add_argument("file")
    p.add_argument("output")
    p.add_argument("prefix")
    args = parser.parse_args(argv)
    runners: dict[str, Callable[[], int]] = {
        "floor": lambda: floor(args.file, args.xsd),
        "xmlschema": lambda: xmlschema_to_dict(args.file, args.xsd, args.raise_limit),
        "xsdata": lambda: xsdata_parse(args.file, args.models_dir, args.package),
        "sepaxml": lambda: sepaxml_export(args.file, args.out_dir, args.validate),
        "profile": lambda: profile(args.command, args.file, args.output, args.prefix),
    }
    return runners[args.worker]()


if __name__ == "__main__":
    sys.exit(main())
