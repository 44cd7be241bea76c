"""The documentation site as built (``mkdocs build --strict``): an API reference that
reads (no raw reST, a dataclass's fields with their types, roles that link) and a search
that lands on a finding code's entry when the code is typed whole."""

from __future__ import annotations

import html
import json
import math
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from conftest import PROJECT_ROOT
from pain_bridge.findings import CATALOGUE

# the build takes a minute or two on a loaded machine
pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built as ``make docs`` builds it (a warning fails the build)."""
    out = tmp_path_factory.mktemp("site")
    mkdocs = Path(sys.executable).with_name("mkdocs")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    done = subprocess.run(
        [str(mkdocs), "build", "--strict", "--site-dir", str(out)],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=840,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return out


def _reference_pages(site: Path) -> dict[str, str]:
    pages = sorted((site / "reference").glob("*/index.html"))
    assert len(pages) >= 13
    return {p.parent.name: p.read_text(encoding="utf-8") for p in pages}


def _text(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


def _section(page: str, anchor: str) -> str:
    """The HTML of one object's entry: from its heading to the next object's."""
    start = page.index(f'id="{anchor}"')
    end = page.find('<div class="doc doc-object', start)
    return page[start : end if end != -1 else None]


def test_the_api_reference_shows_no_raw_rest(site: Path) -> None:
    for name, page in _reference_pages(site).items():
        text = _text(page)
        roles = re.findall(r":(?:class|data|func|mod|attr|meth|exc):`?\w", text)
        assert not roles, (name, roles[:5])
        rules = [line for line in text.splitlines() if re.fullmatch(r"\s*=+( +=+)+\s*", line)]
        assert not rules, (name, rules[:2])
        # a doctest is code, not nested quotes
        assert "<blockquote" not in page, name


def test_a_rest_table_is_a_table(site: Path) -> None:
    gateway = _reference_pages(site)["gateway"]
    module = _section(gateway, "pain_bridge.gateway")
    rows = [_text(row) for row in re.findall(r"<tr>.*?</tr>", module, re.DOTALL)]
    assert any(".retry" in row and "the one place deciding retries" in row for row in rows)
    # a table without a header; the sandbox's routes, one a row
    app = _section(_reference_pages(site)["sandbox"], "pain_bridge.sandbox.app")
    rows = [_text(row) for row in re.findall(r"<tr>.*?</tr>", app, re.DOTALL)]
    assert any("POST /v1/tokens" in row and "temp token → consent" in row for row in rows)


def test_a_dataclass_lists_its_fields_with_their_types(site: Path) -> None:
    page = _reference_pages(site)["validation"]
    finding = _text(_section(page, "pain_bridge.findings.Finding"))
    # the signature, with annotations
    assert "code: str" in finding
    assert "line: int | None = None" in finding
    # each field an entry of its own, with its type
    for field, annotation in (("code", "str"), ("severity", "Severity"), ("pointer", "str | None")):
        entry = _text(_section(page, f"pain_bridge.findings.Finding.{field}"))
        assert f"{field}: {annotation}" in entry
    # the model's too
    model = _reference_pages(site)["model"]
    entry = _text(_section(model, "pain_bridge.model.Message.payment_infos"))
    assert "payment_infos: tuple[PaymentInfo, ...]" in entry


def test_a_role_is_a_link_to_its_entry(site: Path) -> None:
    page = _reference_pages(site)["validation"]
    module = _section(page, "pain_bridge.findings")
    # ":class:`Finding` objects", in the module's docstring
    link = re.search(r'<a [^>]*href="[^"]*#pain_bridge\.findings\.Finding"[^>]*>', module)
    assert link is not None
    # ":data:`CATALOGUE`", documented by its `#:` comment
    catalogue = _text(_section(page, "pain_bridge.findings.CATALOGUE"))
    assert "Every published code." in catalogue


def _tokens(markup: str, separator: str) -> list[str]:
    """Material's tokenizer: the text between tags, split by the separator, lowercased."""
    text = re.sub(r"<[^>]+>", " ", markup)
    return [t for t in re.split(separator, text.lower()) if t]


class _Search:
    """What Material's search (lunr 2, ``b(0)``) ranks first for a query: stop words out
    of the index, BM25 weights per field (title × 1000), every query term a prefix
    (Material adds ``*``), then Material's boost of a page and of an entry that matches
    every term; ties keep the index's order."""

    def __init__(self, site: Path) -> None:
        index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
        worker = next((site / "assets" / "javascripts" / "workers").glob("search.*.min.js"))
        words = re.search(r"generateStopWordFilter\((\[.*?\])\)", worker.read_text("utf-8"))
        assert words is not None
        self.stop_words = set(json.loads(words[1]))
        self.separator = index["config"]["separator"]
        self.boost = {f: spec["boost"] for f, spec in index["config"]["fields"].items()}
        self.docs = index["docs"]
        self.fields = [
            {
                field: Counter(
                    t for t in _tokens(d.get(field, ""), self.separator) if t not in self.stop_words
                )
                for field in ("title", "text")
            }
            for d in self.docs
        ]
        df: Counter[str] = Counter()
        for fields in self.fields:
            df.update(set(fields["title"]) | set(fields["text"]))
        n = len(self.docs)
        self.idf = {t: math.log(1 + abs((n - k + 0.5) / (k + 0.5))) for t, k in df.items()}

    def terms(self, query: str) -> list[str]:
        """lunr's query lexer splits on whitespace and hyphens, Material on the separator."""
        return [t for part in re.split(r"[\s\-]+", query) for t in _tokens(part, self.separator)]

    def ranking(self, query: str) -> list[str]:
        terms = self.terms(query)
        scored = []
        for doc, fields in zip(self.docs, self.fields, strict=True):
            score, matched = 0.0, set()
            for field, counts in fields.items():
                for token, tf in counts.items():
                    hits = [t for t in terms if token.startswith(t)]
                    if hits:
                        matched.update(hits)
                        weight = self.idf[token] * 2.2 * tf / (1.2 + tf) * self.boost[field]
                        score += weight * len(hits)
            if score:
                counted = [t for t in terms if t in matched or t not in self.stop_words]
                boost = ("#" not in doc["location"]) + len(matched) / len(counted)
                scored.append((-score * (1 + boost**2), doc["location"]))
        scored.sort(key=lambda s: s[0])  # stable: ties in the index's order
        return [location for _, location in scored]


def _anchor(code: str) -> str:
    return "findings/#" + re.sub(r"[^a-z0-9-]", "-", code.lower())


def _bare(name: str) -> str:
    """A code or an anchor without its punctuation, to tell one code's entries on any page
    (``sps.remittance-structured-parts``, ``#spsremittance-structured-parts``)."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def test_an_exact_finding_code_is_found_at_its_entry(site: Path) -> None:
    """Typed whole into the search box, each finding code lands on its own entry, not on
    a section that lists it with others. Every query term is a prefix, so ahead of it
    may come only: an entry (on any page) of a longer code it begins (``sps.creditor-reference``,
    ``sps.creditor-reference-complete``: both match alike), the findings page itself
    (the same group of results), and, for a code with a part of two letters (``-fi``,
    ``-in-``, a prefix of many words), one page."""
    search = _Search(site)
    # a code is one term up to its hyphens, not one per dotted part
    assert search.terms("iban.checksum") == ["iban.checksum"]
    assert search.terms("epc.address-unstructured") == ["epc.address", "unstructured"]
    wrong = {}
    for code in CATALOGUE:
        ranking = search.ranking(code)
        anchor = _anchor(code)
        ahead = set(ranking[: ranking.index(anchor)] if anchor in ranking else ranking)
        longer = {_bare(c) for c in CATALOGUE if c.startswith(f"{code}-")}
        ahead = {a for a in ahead if _bare(a.partition("#")[2]) not in longer}
        ahead -= {"findings/"}
        short = any(len(t) <= 2 for t in search.terms(code))
        if len(ahead) > (1 if short else 0) or any("#" in a for a in ahead):
            wrong[code] = ranking[:3]
    assert not wrong
    assert search.ranking("epc.address-unstructured")[0] == _anchor("epc.address-unstructured")
    assert search.ranking("iban.checksum")[0] == _anchor("iban.checksum")
