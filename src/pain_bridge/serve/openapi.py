"""The OpenAPI 3.1 document of ``pain2pis serve`` (``GET /openapi.json``).

Written by hand, beside the routes it describes; ``tests/test_serve_api.py`` checks that
it names every route and every problem code, and that it is a valid OpenAPI document.
The site's page of the API (``docs/api.md``) is made from it at every build
(``tools/docs_api.py``): what a client reads there is this document.
"""

from __future__ import annotations

import functools
import json
from typing import Any

from pain_bridge import __version__
from pain_bridge.serve.problems import CODES, MEDIA_TYPE

__all__ = ["document", "spec"]


def _param(name: str, description: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": name,
        "in": "query",
        "required": False,
        "description": description,
        "schema": schema,
    }


_FLAG = {"type": "boolean"}
_CHECKS = [
    _param("for", "What the file is for (validate --for).", {"enum": ["service", "bank", "both"]}),
    _param("scheme", "A scheme's name, auto or none (--scheme).", {"type": "string"}),
    _param("skill", "Also check this skill's requirements (--skill).", {"type": "string"}),
    _param("allow_immediate_execution", "--allow-immediate-execution.", _FLAG),
    _param("name", "The file's name in the report (default <body>).", {"type": "string"}),
]
_BODY: dict[str, Any] = {
    "required": True,
    "description": "The file: pain.001 XML (any version .03 to .13) or payment intent JSON; "
    "which one is told from the content, as validate tells it.",
    "content": {
        "application/xml": {"schema": {"type": "string"}},
        "application/json": {"schema": {"type": "object"}},
        "application/octet-stream": {"schema": {"type": "string", "format": "binary"}},
    },
}


def _problem(description: str) -> dict[str, Any]:
    return {
        "description": description,
        "content": {MEDIA_TYPE: {"schema": {"$ref": "#/components/schemas/Problem"}}},
    }


def _problems(*statuses: int) -> dict[str, Any]:
    answers: dict[str, Any] = {}
    for status in statuses:
        meanings = [meaning for code, (at, meaning) in CODES.items() if at == status]
        codes = [code for code, (at, _) in CODES.items() if at == status]
        answers[str(status)] = _problem(" ".join(meanings) + f" (code: {', '.join(codes)})")
    return answers


_REPORT = {
    "type": "object",
    "description": "The report of validate --format json: files, each with its findings "
    "(code, severity, message, line, column, xpath, pointer) and summary.",
    "required": ["files", "summary"],
    "properties": {
        "files": {"type": "array", "items": {"type": "object"}},
        "summary": {"type": "object"},
    },
}
_PROBLEM = {
    "type": "object",
    "description": "RFC 9457 problem details, with a stable code.",
    "required": ["type", "title", "status", "detail", "code"],
    "properties": {
        "type": {"type": "string"},
        "title": {"type": "string"},
        "status": {"type": "integer"},
        "detail": {"type": "string"},
        "code": {
            "enum": sorted(CODES),
            # each code's status and meaning (an extension: the site's page lists them)
            "x-codes": {
                code: {"status": status, "meaning": meaning}
                for code, (status, meaning) in sorted(CODES.items())
            },
        },
        "max_bytes": {"type": "integer", "description": "413: the limit, in bytes."},
        "report": {
            "$ref": "#/components/schemas/Report",
            "description": "422: the findings that refused the conversion.",
        },
    },
}


def _text(description: str, media: str) -> dict[str, Any]:
    return {"description": description, "content": {media: {"schema": {"type": "string"}}}}


def _json(description: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _status(*values: str) -> dict[str, Any]:
    return {
        "type": "object",
        "required": ["status"],
        "properties": {"status": {"enum": list(values)}},
    }


_CODES = {
    "type": "object",
    "additionalProperties": {
        "type": "object",
        "required": ["severity", "summary"],
        "properties": {
            "severity": {"enum": ["error", "warning", "info"]},
            "summary": {"type": "string"},
        },
    },
}


@functools.cache
def spec() -> dict[str, Any]:
    """The document as data."""
    several = {
        "schema": {
            "type": "object",
            "properties": {
                "files": {"type": "array", "items": {"type": "string", "format": "binary"}}
            },
        }
    }
    validate = {
        "summary": "Validate one file (or several, multipart): validate --format json's report.",
        "parameters": _CHECKS,
        "requestBody": {**_BODY, "content": {**_BODY["content"], "multipart/form-data": several}},
        "responses": {
            "200": {
                "description": "The file was read: its report (valid or not).",
                "content": {
                    "application/json": {"schema": {"$ref": "#/components/schemas/Report"}}
                },
            },
            **_problems(400, 413, 415, 500),
        },
    }
    convert = {
        "summary": "Convert one file, as pain2pis convert; nothing when it has errors.",
        "parameters": [
            *(p for p in _CHECKS if p["name"] != "for"),
            _param("to", "Target format (--to).", {"enum": ["json", "xml"]}),
            _param("pain_version", "pain.001 version written, 03 to 13.", {"type": "string"}),
            _param("structure_addresses", "--structure-addresses.", _FLAG),
            _param("redirect", "psu_redirect_link of the JSON (--redirect).", {"type": "string"}),
            _param("psu_id", "psu_id of the JSON (--psu-id).", {"type": "string"}),
        ],
        "requestBody": _BODY,
        "responses": {
            "200": {
                "description": "The converted document.",
                "content": {
                    "application/json": {"schema": {"type": "object"}},
                    "application/xml": {"schema": {"type": "string"}},
                },
            },
            **_problems(400, 413, 415, 422, 500),
        },
    }
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "pain2pis serve",
            "version": __version__,
            "description": "Validate and convert ISO 20022 pain.001 files and payment "
            "intent JSON over HTTP; errors are application/problem+json (RFC 9457).",
        },
        "paths": {
            "/v1/validate": {"post": validate},
            "/v1/convert": {"post": convert},
            "/v1/codes": {
                "get": {
                    "summary": "Every finding code: severity and meaning.",
                    "responses": {"200": _json("code → severity, summary", _CODES)},
                }
            },
            "/healthz": {
                "get": {
                    "summary": "The process answers.",
                    "responses": {"200": _json("ok", _status("ok"))},
                }
            },
            "/readyz": {
                "get": {
                    "summary": "Rules and schemas loaded.",
                    "responses": {
                        "200": _json("ready", _status("ready")),
                        "503": _json("starting", _status("starting")),
                    },
                }
            },
            "/metrics": {
                "get": {
                    "summary": "Prometheus metrics of this worker.",
                    "responses": {"200": _text("metrics", "text/plain")},
                }
            },
            "/openapi.json": {
                "get": {
                    "summary": "This document.",
                    "responses": {"200": _json("OpenAPI 3.1", {"type": "object"})},
                }
            },
            "/": {
                "get": {
                    "summary": "The page: check files in a browser.",
                    "responses": {"200": _text("HTML", "text/html")},
                }
            },
            "/static/app.js": {
                "get": {
                    "summary": "The page's script.",
                    "responses": {"200": _text("JavaScript", "text/javascript")},
                }
            },
            "/static/page.css": {
                "get": {
                    "summary": "The page's styles.",
                    "responses": {"200": _text("CSS", "text/css")},
                }
            },
            "/favicon.ico": {
                "get": {
                    "summary": "No icon (a browser asks for one).",
                    "responses": {"204": {"description": "No content."}},
                }
            },
        },
        "components": {"schemas": {"Report": _REPORT, "Problem": _PROBLEM}},
    }


@functools.cache
def document() -> bytes:
    """The document as the route sends it."""
    return json.dumps(spec(), indent=1).encode("utf-8")
