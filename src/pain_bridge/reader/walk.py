"""The walk over one unit's subtree (a group header, a payment info, a transaction).

A trie of :class:`Node` s, one per relative element path of a node kind in one message
version, says for each element what the reader does with it: whether its content
reaches the JSON (from the field table's pointers), is reported as dropped, or is left
to the ``map`` rule, whether the schema lets it repeat and which attribute its row
carries. :func:`walk` records every element of a subtree in one pass over it.
"""

from __future__ import annotations

import functools
from typing import Any, Final, Literal

from lxml import etree

from pain_bridge import xsd
from pain_bridge.fields import NodeTable, node_table
from pain_bridge.findings import Severity
from pain_bridge.model import NodeKind
from pain_bridge.versions import PainVersion

MAPPED, DROPPED, SKIPPED, INSIDE = 0, 1, 2, 3
_NODE_CACHE_LIMIT: Final = 20_000

Values = dict[str, str | None]
#: What content must reach to be kept: the payment intent JSON, or the model only (an
#: XML → XML conversion, which writes everything the model carries).
Keep = Literal["json", "model"]
Lines = dict[str, Any]


class Tree:
    """What every node of one trie shares: the table, the namespace, the schema's
    structure, and how many nodes were made (unknown tags cannot grow it forever)."""

    def __init__(self, table: NodeTable, keep: Keep) -> None:
        self.table = table
        self.carried = table.mapped if keep == "json" else table.modelled
        self.mapping = table.mapping if keep == "json" else frozenset()
        self.kind: NodeKind = table.kind
        self.namespace = table.version.namespace
        self.q = "{" + self.namespace + "}"
        self.complex_types = xsd.content_model(table.version)[0]
        self.size = 0


class Node:
    """One relative element path of a node kind, with what the reader does with it.

    ``fast`` nodes take the walk's short path: a known schema element that cannot repeat
    (so its path needs no ``[n]``), is not dropped and has no modelled attribute.
    """

    __slots__ = (
        "attr",
        "children",
        "drop_key",
        "fast",
        "kind",
        "name",
        "raw",
        "rel",
        "repeatable",
        "severity",
        "state",
        "tree",
        "type_name",
    )

    def __init__(
        self,
        tree: Tree,
        rel: str,
        name: str,
        state: int,
        type_name: str | None,
        repeatable: bool = True,
    ) -> None:
        self.tree = tree
        kind = self.kind = tree.kind
        self.rel = rel
        self.name = name
        self.state = state
        self.type_name = type_name
        self.repeatable = repeatable
        self.children: dict[str, Node] = {}
        self.drop_key = (kind, rel)
        table = tree.table
        self.severity = Severity.INFO if rel in table.regenerated else Severity.WARNING
        self.attr = table.attributes.get(rel)
        self.raw = rel in table.raw
        self.fast = not repeatable and state != DROPPED and self.attr is None and not self.raw

    def child(self, tag: str) -> Node:
        node = self.children.get(tag)
        if node is not None:
            return node
        namespace, _, local = tag[1:].partition("}") if tag[:1] == "{" else ("", "", tag)
        rel = f"{self.rel}/{local}" if self.rel else local
        tree = self.tree
        if self.state != MAPPED:
            state = INSIDE
        elif rel in tree.mapping:
            state = SKIPPED
        elif namespace == tree.namespace and rel in tree.carried:
            state = MAPPED
        else:
            state = DROPPED
        known = tree.complex_types.get(self.type_name or "", {}).get(local)
        if known is not None and namespace == tree.namespace:
            node = Node(tree, rel, local, state, known.type_name, known.repeatable)
        else:  # not in the schema here: the slow, general path of the walk
            node = Node(tree, rel, local, state, None)
        if tree.size < _NODE_CACHE_LIMIT:  # unknown tags cannot grow it forever
            tree.size += 1
            self.children[tag] = node
        return node

    def at(self, rel: str) -> Node:
        node = self
        for step in rel.split("/"):
            node = node.child(self.tree.q + step)
        return node


@functools.cache
def root(version: PainVersion, kind: NodeKind, keep: Keep = "json") -> Node:
    """The trie of ``kind`` in ``version`` (one per process, grown as elements are met):
    content is dropped where it does not reach ``keep``, the JSON or only the model."""
    table = node_table(version, kind)
    tree = Tree(table, keep)
    return Node(tree, "", table.element, MAPPED, version.unit_types[table.element])


Drops = list[tuple[Node, str]]


def only_markup(element: etree._Element) -> bool:
    """Whether ``element``'s children are all comments or processing instructions: a
    value with markup inside (``<Nm>ACME<!-- x --> AG</Nm>``), a leaf all the same."""
    return all(child.tag.__class__ is not str for child in element)


def markup_leaf(node: Node, element: etree._Element) -> bool:
    """Whether ``element`` (of ``node``) is a value with comments or processing
    instructions inside: of a simple type (or one the schema does not know) and with no
    element inside."""
    return node.type_name not in node.tree.complex_types and only_markup(element)


def joined_text(element: etree._Element) -> str | None:
    """The value of a leaf with markup inside: its text and the text after each comment
    or processing instruction, as the schema reads it (None when empty)."""
    return (element.text or "") + "".join(child.tail or "" for child in element) or None


def inner_xml(element: etree._Element) -> str:
    """The content of ``element`` as XML text: its elements, each with the namespace
    declarations it needs (``xs:any`` content, ``SplmtryData/Envlp``)."""
    return "".join(etree.tostring(child, encoding="unicode") for child in element).strip()


def walk(
    root: etree._Element,
    root_node: Node,
    lines: Lines,
    values: Values,
    counts: dict[str, int],
    drops: Drops,
    stop_tag: str | None = None,
    order: list[tuple[str | None, str | None]] | None = None,
    _dropped: int = DROPPED,
) -> None:
    """Record every element below ``root`` in one pass: its line (``lines``), its text
    when it is a leaf and the modelled attributes (``values``), how often a path repeats
    (``counts``) and the dropped ones (``drops``). Keys are paths relative to ``root``,
    the n-th (n > 1) of repeated siblings with ``[n]``. At ``stop_tag`` among the root's
    children the walk ends (the payment info header ends at the first transaction).
    ``order`` receives each element's key and modelled attribute (or None), in document
    order (the second of two elements the schema does not let repeat gets the first's key;
    the elements inside one kept as XML text, ``SplmtryData/Envlp``, get None).

    The subtree is flattened by lxml (``iter()``); the parent of each element follows
    from the child counts of the elements above it, so no element is asked for its
    parent. Paths come precomputed from the trie unless an ancestor repeats (``prefix``);
    elements the schema says cannot repeat, and that are neither dropped nor carry a
    modelled attribute, take a short path (about 0.6 µs per element in all).
    """
    children = root_node.children
    left = len(root)
    stack: list[tuple[Node, int, str | None]] = []
    node = root_node
    prefix: str | None = None
    elements = root.iter()
    next(elements)  # the root itself
    for child in elements:
        left -= 1
        tag = child.tag
        if tag.__class__ is str:
            if not stack and tag == stop_tag:
                return
            sub = children.get(tag) or node.child(tag)
            if sub.fast and prefix is None:  # the common case, kept short
                rel = sub.rel
                lines[rel] = child.sourceline
                if order is not None:
                    order.append((rel, None))
                size = len(child)
                if not size:
                    values[rel] = child.text
                elif markup_leaf(sub, child):  # a value with a comment inside
                    values[rel] = joined_text(child)
                    _skip_markup(child, elements)
                else:
                    stack.append((node, left, None))
                    node = sub
                    children = sub.children
                    left = size
                    continue
            else:
                rel = sub.rel if prefix is None else f"{prefix}/{sub.name}"
                repeated = rel in lines
                if repeated:
                    count = counts.get(rel, 1) + 1
                    counts[rel] = count
                    rel = f"{rel}[{count}]"
                lines[rel] = child.sourceline
                if order is not None:
                    order.append((rel, sub.attr))
                if sub.state == _dropped:
                    drops.append((sub, rel))
                if sub.attr is not None:
                    values[f"{rel}/@{sub.attr}"] = child.get(sub.attr)
                size = len(child)
                if sub.raw:  # its content as XML text, its elements not walked
                    values[rel] = inner_xml(child)
                    for inner in child.iterdescendants():
                        next(elements)
                        if order is not None and inner.tag.__class__ is str:
                            order.append((None, None))
                    size = 0
                elif size and not markup_leaf(sub, child):
                    stack.append((node, left, prefix))
                    node = sub
                    children = sub.children
                    left = size
                    if repeated or prefix is not None:
                        prefix = rel
                    continue
                elif size:  # a value with a comment inside
                    values[rel] = joined_text(child)
                    _skip_markup(child, elements)
                else:
                    values[rel] = child.text
        while not left and stack:
            node, left, prefix = stack.pop()
            children = node.children


def _skip_markup(element: etree._Element, elements: Any) -> None:
    """Pass over the comments and processing instructions inside a leaf."""
    for _ in range(len(element)):
        next(elements)
