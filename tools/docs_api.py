"""The site's page of ``pain2pis serve``'s HTTP API (``api.md``), made from its OpenAPI
document at every build.

The document is the one ``GET /openapi.json`` answers with
(:func:`pain_bridge.serve.openapi.document`); this module only lays it out as Markdown:
each endpoint with its parameters, request body and responses, the schemas of the
bodies, and the problem codes of the errors. Nothing here is written by hand about the
API, so the page cannot drift from what the server says of itself; and it loads nothing
from elsewhere (no Swagger UI from a CDN): the site works offline.
``tools/docs_pages.py`` adds the page to the build; ``python tools/docs_api.py`` prints it.
"""

from __future__ import annotations

import json
import re
from html import escape
from typing import Any

#: The methods in the order an endpoint lists them.
METHODS = ("get", "post", "put", "patch", "delete")


def load() -> dict[str, Any]:
    """The OpenAPI document, as the server sends it."""
    from pain_bridge.serve.openapi import document

    loaded: dict[str, Any] = json.loads(document())
    return loaded


def _text(text: str) -> str:
    """The document's prose as Markdown text: ``<body>`` shown, not taken for HTML."""
    return escape(text, quote=False)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return [*lines, ""]


def anchor(method: str, path: str) -> str:
    """The heading id of an endpoint: ``post-v1-validate``, ``get-root`` for ``/``."""
    slug = re.sub(r"[^a-z0-9]+", "-", path.lower()).strip("-") or "root"
    return f"{method}-{slug}"


def _type(schema: dict[str, Any]) -> str:
    """A schema in a few words: a link to a named one, its values, or its type."""
    if "$ref" in schema:
        name = schema["$ref"].rpartition("/")[2]
        return f"[{name}](#schema-{name.lower()})"
    if "enum" in schema:
        return "one of " + ", ".join(f"`{json.dumps(v)}`" for v in schema["enum"])
    kind = schema.get("type", "any")
    if kind == "array":
        return f"array of {_type(schema.get('items', {}))}"
    if "format" in schema:
        return f"{kind} ({schema['format']})"
    if kind == "object" and "additionalProperties" in schema:
        return f"object of {_type(schema['additionalProperties'])}"
    if kind == "object" and "properties" in schema:
        members = (f"`{n}`: {_type(v)}" for n, v in schema["properties"].items())
        return "object (" + ", ".join(members) + ")"
    return str(kind)


def _endpoint(method: str, path: str, operation: dict[str, Any]) -> list[str]:
    out = [f"### `{method.upper()} {path}` {{ #{anchor(method, path)} }}", ""]
    out += [_text(operation.get("summary", "")), ""]
    parameters = operation.get("parameters", [])
    if parameters:
        out += ["Parameters:", ""]
        rows = [
            (
                f"`{p['name']}`",
                p["in"],
                _type(p.get("schema", {})),
                "yes" if p.get("required") else "no",
                _text(p.get("description", "")),
            )
            for p in parameters
        ]
        out += _table(("name", "in", "type", "required", "description"), rows)
    body = operation.get("requestBody")
    if body is not None:
        required = "required" if body.get("required") else "optional"
        out += [f"Request body ({required}): {_text(body.get('description', ''))}", ""]
        rows = [(f"`{media}`", _type(c.get("schema", {}))) for media, c in body["content"].items()]
        out += _table(("media type", "content"), rows)
    out += ["Responses:", ""]
    rows = []
    for status, answer in operation.get("responses", {}).items():
        content = answer.get("content", {})
        media = ", ".join(f"`{m}`: {_type(c.get('schema', {}))}" for m, c in content.items())
        rows.append((f"`{status}`", _text(answer.get("description", "")), media or "none"))
    out += _table(("status", "when", "body"), rows)
    return out


def _schema(name: str, schema: dict[str, Any]) -> list[str]:
    description = _text(schema.get("description", ""))
    out = [f"### {name} {{ #schema-{name.lower()} }}", "", description, ""]
    required = set(schema.get("required", ()))
    rows = [
        (
            f"`{member}`",
            _type(value),
            "yes" if member in required else "no",
            _text(value.get("description", "")),
        )
        for member, value in schema.get("properties", {}).items()
    ]
    if rows:
        out += _table(("member", "type", "required", "description"), rows)
    return out


def _problem_codes(document: dict[str, Any]) -> list[str]:
    code = document["components"]["schemas"]["Problem"]["properties"]["code"]
    codes: dict[str, dict[str, Any]] = code["x-codes"]
    rows = [(str(c["status"]), f"`{name}`", _text(c["meaning"])) for name, c in codes.items()]
    rows.sort()
    out = ["## Problem codes {#problem-codes}", ""]
    out += [
        "Every error is `application/problem+json` (RFC 9457): `type`, `title`, `status`,",
        "`detail`, and `code`, stable for a program to dispatch on (the",
        "[Problem](#schema-problem) schema).",
        "",
    ]
    return out + _table(("status", "code", "meaning"), rows)


def api_page(document: dict[str, Any] | None = None) -> str:
    """The page of ``document`` (default: the server's)."""
    document = document if document is not None else load()
    info = document["info"]
    out = [
        "# HTTP API reference",
        "",
        f"{_text(info['description'])} OpenAPI {document['openapi']}, version {info['version']}:",
        "generated at every build from the document `pain2pis serve` answers with at",
        "`GET /openapi.json` (how to run it, with examples: [the HTTP API and page](serve.md)).",
        "",
        "## Endpoints",
        "",
    ]
    endpoints = [
        (method, path, operation)
        for path, item in document["paths"].items()
        for method in METHODS
        if (operation := item.get(method)) is not None
    ]
    rows = [
        (f"[`{m.upper()} {p}`](#{anchor(m, p)})", _text(o.get("summary", "")))
        for m, p, o in endpoints
    ]
    out += _table(("endpoint", "what it does"), rows)
    for method, path, operation in endpoints:
        out += _endpoint(method, path, operation)
    out += _problem_codes(document)
    out += ["## Schemas", ""]
    for name, schema in document.get("components", {}).get("schemas", {}).items():
        out += _schema(name, schema)
    return "\n".join(out).rstrip() + "\n"


if __name__ == "__main__":
    print(api_page(), end="")
