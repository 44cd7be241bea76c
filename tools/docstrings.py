"""The API reference's docstrings, read as the code writes them: reST, for Sphinx.

A Griffe extension (``extensions:`` of the mkdocstrings handler in ``mkdocs.yml``),
so that the source keeps one docstring style and the site shows it as Markdown, the
markup mkdocstrings renders. At load time, for every object of the package:

- an attribute without a docstring takes its ``#:`` comment (the lines just above it,
  or at the end of its line), the form Sphinx's autodoc reads;
- the docstring's reST becomes Markdown (:func:`rest_to_markdown`): a role such as
  ``:class:`Finding``` a link to that object's entry (resolved as Python would, from
  the docstring's scope), ``::`` literal blocks and ``>>>`` examples fenced code, a
  simple table (``====  ====`` rules) a Markdown table, `` `text <url>`_ `` a link;
  its first paragraph is one line, since the reference's summary tables show a
  docstring's first line (a summary wrapped in the source would be cut).

The links are mkdocs-autorefs' optional references: a name the reference does not
show stays code, without a warning (``make docs`` is ``--strict``).
"""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Callable, Iterator
from typing import Any

import griffe

#: The Python domain's roles read as references (``:py:class:`` alike).
ROLES = ("class", "func", "data", "mod", "attr", "meth", "exc", "obj", "const", "type")

_INLINE = re.compile(
    r"(?P<code>``.+?``)"
    rf"|:(?:py:)?(?P<role>{'|'.join(ROLES)}):`(?P<target>[^`]+)`"
    r"|`(?P<text>[^`<]+?)\s*<(?P<url>[^`>]+)>`__?"
)
_DOCTEST_FLAGS = re.compile(r"\s*#\s*doctest:.*$")
_RULE = re.compile(r"^ *=+( +=+)+ *$")
_ROLE_TITLE = re.compile(r"^(?P<title>.+?)\s*<(?P<target>[^<>]+)>$")

#: Resolves a role's target, from the docstring's scope, to the path of the object it
#: names (None: it names none).
Resolver = Callable[[str], str | None]


def rest_to_markdown(text: str, resolve: Resolver | None = None) -> str:
    """A reST docstring as Markdown; ``resolve`` makes a role a link (else it is code).

    >>> print(rest_to_markdown("See :class:`~a.B` and ``c``::\\n\\n    d = 1"))
    See `B` and ``c``:
    <BLANKLINE>
    ```text
    d = 1
    ```
    """
    return "\n".join(_summary_line(list(_blocks(text.splitlines(), resolve or _nothing))))


def _nothing(_: str) -> None:
    return None


#: Lines that start a Markdown block of their own (not the text of a paragraph).
_BLOCK_START = re.compile(r"\s*(```|\||#|[-*+] |\d+\. )")


def _summary_line(lines: list[str]) -> list[str]:
    """The first paragraph on one line (Markdown reads the line breaks as spaces)."""
    end = 0
    while end < len(lines) and lines[end].strip() and not _BLOCK_START.match(lines[end]):
        end += 1
    if end < 2:
        return lines
    return [" ".join(line.strip() for line in lines[:end]), *lines[end:]]


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _blocks(lines: list[str], resolve: Resolver) -> Iterator[str]:
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith(">>>"):
            end = i
            while end < len(lines) and lines[end].strip():
                end += 1
            example = [_DOCTEST_FLAGS.sub("", e) for e in lines[i:end]]
            yield from _fence("pycon", example, _indent(line))
            i = end
            continue
        if _RULE.match(line) and i + 1 < len(lines) and lines[i + 1].strip():
            table_end = _table_end(lines, i)
            if table_end is not None:
                yield ""
                yield from _table(lines[i:table_end], resolve)
                yield ""
                i = table_end
                continue
        if stripped.endswith("::") and not stripped.startswith(".."):
            block, end = _literal(lines, i + 1, _indent(line))
            if block:
                head = stripped[:-2].rstrip()
                if head:
                    colon = "" if head.endswith(":") else ":"
                    yield " " * _indent(line) + _inline(head, resolve) + colon
                yield ""
                yield from _fence("text", block, _indent(line))
                i = end
                continue
        yield _inline(line, resolve)
        i += 1


def _literal(lines: list[str], start: int, indent: int) -> tuple[list[str], int]:
    """The literal block after a ``::`` paragraph (indented more than it), and its end."""
    end = start
    while end < len(lines) and (not lines[end].strip() or _indent(lines[end]) > indent):
        end += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    return lines[start:end], end


def _fence(language: str, block: list[str], indent: int) -> Iterator[str]:
    body = list(block)
    while body and not body[0].strip():
        body.pop(0)
    cut = min((_indent(b) for b in body if b.strip()), default=0)
    pad = " " * indent
    yield f"{pad}```{language}"
    yield from (pad + b[cut:] if b.strip() else "" for b in body)
    yield f"{pad}```"


# -- simple tables ------------------------------------------------------------------------


def _table_end(lines: list[str], start: int) -> int | None:
    """Where the simple table that starts at ``start`` ends (after its last rule)."""
    rules = []
    for n in range(start + 1, len(lines)):
        if not lines[n].strip():
            break
        if _RULE.match(lines[n]):
            rules.append(n)
    if not rules:
        return None
    return rules[-1] + 1


def _columns(rule: str) -> list[tuple[int, int]]:
    """The columns of a table's rule: where each run of ``=`` starts and ends."""
    return [(m.start(), m.end()) for m in re.finditer(r"=+", rule)]


def _cells(line: str, columns: list[tuple[int, int]]) -> list[str]:
    """A row's cells, read as a reader would where the text strays from its column: a
    word that starts in the margin before a column is that column's, a word that runs
    on past its column's end stays in its column."""
    bounds = [0]
    for (_, margin), (start, _) in itertools.pairwise(columns):
        at = max(start, bounds[-1])
        if 0 < at <= len(line) and line[at - 1] != " ":
            word = at
            while word > 0 and line[word - 1] != " ":
                word -= 1
            if word >= margin:
                at = word
            else:
                while at < len(line) and line[at] != " ":
                    at += 1
        bounds.append(at)
    bounds.append(len(line))
    return [line[a:b].strip() for a, b in itertools.pairwise(bounds)]


def _join(before: str, after: str) -> str:
    if not before or not after:
        return before or after
    return before + ("" if after.startswith("_") else " ") + after


def _table(lines: list[str], resolve: Resolver) -> Iterator[str]:
    """A simple table as a Markdown one. A row may take several lines: a line with a
    blank first cell continues the row above; lines of the first cell alone start the
    row the next full line ends (or, at the end of a part, end the row above)."""
    columns = _columns(lines[0])
    parts: list[list[list[str]]] = [[]]
    pending: list[list[str]] = []
    for line in lines[1:]:
        rows = parts[-1]
        if _RULE.match(line):
            if pending and rows:
                rows[-1] = _join_rows([rows[-1], *pending])
            elif pending:
                rows.append(_join_rows(pending))
            pending = []
            parts.append([])
            continue
        cells = _cells(line, columns)
        if not cells[0] and rows and not pending:
            rows[-1] = _join_rows([rows[-1], cells])
        elif cells[0] and not any(cells[1:]):
            pending.append(cells)
        else:
            rows.append(_join_rows([*pending, cells]))
            pending = []
    parts = [part for part in parts if part]
    header = _join_rows(parts[0]) if len(parts) > 1 else [""] * len(columns)
    body = [row for part in parts[1:] or parts for row in part]
    yield "| " + " | ".join(_cell(c, resolve) for c in header) + " |"
    yield "|" + "---|" * len(columns)
    for row in body:
        yield "| " + " | ".join(_cell(c, resolve) for c in row) + " |"


def _join_rows(rows: list[list[str]]) -> list[str]:
    """Lines of one row as the row: each cell's text joined."""
    joined = rows[0]
    for row in rows[1:]:
        joined = [_join(a, b) for a, b in zip(joined, row, strict=True)]
    return joined


def _cell(text: str, resolve: Resolver) -> str:
    return _inline(text, resolve).replace("|", "\\|")


# -- inline markup ------------------------------------------------------------------------


def _inline(line: str, resolve: Resolver) -> str:
    def replace(match: re.Match[str]) -> str:
        if match["code"]:
            return match["code"]
        if match["url"]:
            return f"[{match['text']}]({match['url']})"
        return _reference(match["target"], resolve)

    return _INLINE.sub(replace, line)


def _reference(target: str, resolve: Resolver) -> str:
    """A role's target as Sphinx shows it: ``title <target>`` shows the title, ``~a.b``
    the last name, ``!target`` no link."""
    linked = not target.startswith("!")
    target = target.lstrip("!")
    titled = _ROLE_TITLE.match(target)
    if titled:
        title, target = titled["title"], titled["target"]
    elif target.startswith("~"):
        target = target[1:]
        title = target.rpartition(".")[2]
    else:
        title = target
    path = resolve(target.lstrip("~")) if linked else None
    if path is None:
        return f"`{title}`"
    code = f"<code>{html.escape(title)}</code>"
    return f'<autoref identifier="{html.escape(path)}" optional>{code}</autoref>'


# -- the Griffe extension -----------------------------------------------------------------


def _scopes(obj: griffe.Object) -> Iterator[griffe.Object]:
    scope: griffe.Object | None = obj
    while scope is not None:
        yield scope
        scope = scope.parent


def resolver(obj: griffe.Object, collection: griffe.ModulesCollection) -> Resolver:
    """Names resolved from ``obj``'s scope, then its parents', as Sphinx looks them up."""

    def lookup(path: str) -> str | None:
        try:
            found = collection[path]
        except (KeyError, ValueError, griffe.AliasResolutionError, griffe.CyclicAliasError):
            return None
        try:
            return str(found.canonical_path)
        except (griffe.AliasResolutionError, griffe.CyclicAliasError):
            return str(found.path)

    def resolve(target: str) -> str | None:
        if target.startswith("."):
            name = target.lstrip(".")
            return next(
                (p for s in _scopes(obj) if (p := lookup(f"{s.path}.{name}")) is not None), None
            )
        first, _, rest = target.partition(".")
        try:
            base = obj.resolve(first)
        except griffe.NameResolutionError:
            base = None
        if base is not None:
            found = lookup(f"{base}.{rest}" if rest else base)
            if found is not None:
                return found
        for scope in _scopes(obj):
            found = lookup(f"{scope.path}.{target}")
            if found is not None:
                return found
        return lookup(target)

    return resolve


def _comment_docstring(attr: griffe.Attribute) -> str | None:
    """The ``#:`` comment of an attribute: at the end of its line, or just above it."""
    lines = attr.module.lines
    if attr.lineno is None or not lines:
        return None
    at = attr.lineno - 1
    _, hash_, trailing = lines[at].partition("#:")
    if hash_ and not lines[at].lstrip().startswith("#"):
        return trailing.strip() or None
    above: list[str] = []
    n = at - 1
    while n >= 0 and lines[n].lstrip().startswith("#:"):
        above.insert(0, lines[n].lstrip()[2:].removeprefix(" "))
        n -= 1
    return "\n".join(above).strip() or None


class RestDocstrings(griffe.Extension):
    """Sphinx's ``#:`` attribute comments as docstrings, and reST as Markdown."""

    def on_package(self, *, pkg: griffe.Module, loader: griffe.GriffeLoader, **kwargs: Any) -> None:
        for obj in _walk(pkg):
            if obj.docstring is None and isinstance(obj, griffe.Attribute):
                text = _comment_docstring(obj)
                if text is not None:
                    obj.docstring = griffe.Docstring(
                        text,
                        lineno=obj.lineno,
                        parent=obj,
                        parser=loader.docstring_parser,
                        parser_options=loader.docstring_options,
                    )
            if obj.docstring is not None:
                resolve = resolver(obj, loader.modules_collection)
                obj.docstring.value = rest_to_markdown(obj.docstring.value, resolve)


def _walk(obj: griffe.Object) -> Iterator[griffe.Object]:
    yield obj
    for member in obj.members.values():
        if not member.is_alias and isinstance(member, griffe.Object):
            yield from _walk(member)
